// Why a check of a model failed, in the categories of the NL-to-TLA+
// evaluations (syntax, semantic, config, runtime error, violation,
// timeout, memory), derived from the engine's typed results (LoadStatus,
// RunResult::error's DiagId, StopReason) rather than from TLC's exit code
// or its text. Also the evaluation's two checks: SANY passes, TLC passes.
#pragma once

#include <string>

#include "engine.h"

namespace tlacore::scoring {

enum class FailureCategory {
  None,         // the check passed
  Syntax,       // the spec does not parse (input, lexical or syntax errors)
  Semantic,     // it parses, but SANY's semantic or level checks fail
  Config,       // the cfg is unreadable, malformed, or does not fit the spec
  RuntimeError, // evaluating the spec failed (kind: where)
  Violation,    // an invariant, property, deadlock, assertion, ASSUME or POSTCONDITION fails
  Timeout,      // the run's wall-time budget ran out first
  Memory,       // the run's memory budget ran out first
  Stopped,      // stopped otherwise (a state budget, the caller's stop token)
};

const char *failureCategoryName(FailureCategory c);

struct Failure {
  FailureCategory category = FailureCategory::None;
  // Within the category: the violation ("invariant", "actionProperty",
  // "property", "deadlock", "assertion", "assumption", "postcondition"),
  // where evaluation failed ("init", "next", "invariant", "property",
  // "assumption", "postcondition", "simulation", "noInitialStates",
  // "numberTooBig", "unsupported"), the stop ("states", "stopRequested"),
  // or the spec's or cfg's first diagnostic ("err_syntax", ...). Empty for None.
  std::string kind;
  std::string diagnostic; // the id of the error (diagnostic_kinds.def), when there is one
};

// The category of a check: what loading found, else what the run found.
Failure classifyFailure(const engine::LoadResult &load, const engine::RunResult &result);
inline Failure classifyFailure(const engine::CheckOutcome &o) { return classifyFailure(o.load, o.result); }

// The NL-to-TLA+ evaluation's two checks of one model.
struct EvaluationChecks {
  bool sanyPass = false; // the spec parses and passes semantic analysis
  bool tlcPass = false;  // and TLC, with the spec's cfg, finds no error
  Failure failure;
};
EvaluationChecks evaluationChecks(const engine::CheckOutcome &o);

// The failure as JSON: {"category": "...", "kind": "...", "diagnostic": ...}.
std::string failureJson(const Failure &f);

} // namespace tlacore::scoring
