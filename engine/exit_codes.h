// TLC's exit code for each way a check ends (tlc2.output.EC / ExitStatus,
// ../shared/reference/COMPAT.md), keyed by the error's stable id: callers
// branch on ids, never on message text.
#pragma once

#include <optional>

#include "diagnostic.h"

namespace tlacore::engine {

// The exit code for a check that ended with `error` (none: success, 0).
constexpr int tlcExitCode(std::optional<DiagId> error) {
  if (!error)
    return 0;
  switch (*error) {
  case DiagId::err_spec_invalid: return 150;
  case DiagId::err_cfg_unreadable:
  case DiagId::err_cfg_model:
  case DiagId::err_cfg_constant_unassigned: return 151;
  case DiagId::err_run_assumption_false:
  case DiagId::err_run_assumption_error:
  case DiagId::err_run_postcondition_false: return 10;
  case DiagId::err_run_deadlock: return 11;
  case DiagId::err_run_invariant_violated:
  case DiagId::err_run_temporal_prefix_violated: return 12;
  case DiagId::err_run_action_property_violated:
  case DiagId::err_run_temporal_violated: return 13;
  case DiagId::err_run_assert_failed: return 14;
  case DiagId::err_run_init_error:
  case DiagId::err_run_next_error:
  case DiagId::err_run_postcondition_error: return 75;
  // Also a cfg's INVARIANT above state level (a load error): TLC's
  // EC.TLC_INVARIANT_VIOLATED_LEVEL is FAILURE_SAFETY_EVAL, not 151.
  case DiagId::err_run_invariant_error: return 76;
  case DiagId::err_run_temporal_error: return 77;
  // Out of memory and runs stopped by a budget or a stop token: TLC's
  // ExitStatus.ERROR_SYSTEM, "no verdict" to harnesses.
  case DiagId::err_load_out_of_memory:
  case DiagId::err_run_out_of_memory:
  case DiagId::err_run_memory_exceeded:
  case DiagId::err_run_stopped: return 153;
  // A cfg that does not parse: ModelConfig.parse's ConfigFileException reaches
  // TLC.process as an unexpected exception (EC.GENERAL, ExitStatus.ERROR).
  case DiagId::err_cfg_syntax: return 255;
  default: return 255; // TLC's "other": simulation's unexpected exceptions, unsupported modes, huge numerals
  }
}

// EC.ExitStatus.errorConstantToExitStatus for the EC code `tlcCode` of an
// error SpecProcessor raises while it reads the cfg (model::ConfigError::
// tlcCode); `fallback` when the code is not known (0).
constexpr int tlcConfigExitCode(int tlcCode, int fallback) {
  switch (tlcCode) {
  case 0: return fallback;
  case 2146: return 76; // TLC_INVARIANT_VIOLATED_LEVEL: FAILURE_SAFETY_EVAL
  case 2222: case 2223: case 2224: case 2225: case 2280: case 2281: case 2226: case 2227: case 2228: case 2229:
  case 2230: case 2231: case 2232: case 2233: case 2234: case 2235: case 2236: case 2237: case 2238: case 2239:
  case 2240: case 2241: case 2242: case 2243: case 2244: case 2245:
    return 151; // the TLC_CONFIG_* and TLC_CANT_HANDLE_* codes: ERROR_CONFIG_PARSE
  default: return 255; // e.g. TLC_LIVE_CANNOT_HANDLE_FORMULA, TLC_SPECIFICATION_FEATURES_TEMPORAL_QUANTIFIER
  }
}

} // namespace tlacore::engine
