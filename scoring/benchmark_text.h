// The benchmark's (SysMoBench 7bae250) readings of TLC's text output,
// reproduced rule for rule so that a metric computed from tlacore's output
// equals the one its Python harness computes from TLC's: the action rows of
// the last coverage block (TLCCoverageParser), the actions of a behaviour
// trace (RuntimeCoverageEvaluator._extract_error_info) and the violations of
// a model-checking run (TLCRunner.parse_tlc_output).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tlacore::scoring {

// Action name -> (evaluations, new states) as read from the message 2772
// lines of the last coverage block of -tool output; a later row with the
// same name replaces an earlier one, as the harness's dict does.
std::map<std::string, std::pair<uint64_t, uint64_t>> coverageActions(std::string_view toolOutput);

// The action names of the lines that look like a behaviour's states
// ("N: <Action ...>"), in order; the last is the one the harness blames.
std::vector<std::string> behaviourActions(std::string_view output);

// What TLCRunner.parse_tlc_output finds in a model-checking run's output.
struct TlcFindings {
  std::vector<std::string> violations; // invariant violations, "Error:" lines, undefined variables
  bool deadlock = false;
  uint64_t statesGenerated = 0;
};
TlcFindings parseTlcFindings(std::string_view output);

// Python's str.split('\n') and str.strip() (ASCII whitespace).
std::vector<std::string_view> splitLines(std::string_view text);
std::string_view strip(std::string_view s);

} // namespace tlacore::scoring
