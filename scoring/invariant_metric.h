// The invariant metric as SysMoBench's ManualInvariantEvaluator computes it:
// each concretised invariant ("Name == expr", the translator's output form)
// inserted before the spec's last "====" line, listed under INVARIANT
// (safety) or PROPERTY (liveness) by the harness's cfg edit, and checked in
// its own run (-deadlock, 60 s). A run passes when TLC exits 0 with no
// violation line, or is stopped at the limit without one (the harness's
// rule; `scoreUnknownApart` counts those as not passed).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine.h"
#include "task_pool.h"

namespace tlacore::scoring {

struct ConcreteInvariant {
  std::string name;       // the text before the first "==", stripped (as the harness reads it)
  std::string definition; // the whole "Name == expr"
  std::string type;       // "safety" or "liveness"
};

// Reads {"invariants": ["Name == expr", ...], "types": {"Name": "safety"|"liveness"}}.
// A name without a type is safety. Throws std::runtime_error with a clear message on a malformed file.
std::vector<ConcreteInvariant> readInvariantFile(const std::string &path);

// The harness's edits, exactly: the definition after a blank line and a
// "\* Manual invariant: Name" comment before the last line starting (after
// blanks) with "====" (at the end when there is none) ...
std::string insertInvariantDefinition(const std::string &spec, const std::string &definition, const std::string &name);
// ... and "    Name" under every line that is exactly INVARIANT (safety) or
// PROPERTY (liveness), or a new section after the first SPECIFICATION or
// CONSTANTS line and the lines under it.
std::string addInvariantToConfig(const std::string &cfg, const std::string &name, const std::string &type);

struct InvariantResult {
  std::string name;
  std::string type;
  std::string verdict; // pass, fail, unknown (stopped at the limit without a violation), error (the run could not check it)
  bool passedByHarness = false;
  int exitCode = 0;
  std::string reason;
  std::vector<std::string> counterexample; // the trace's action labels, for a violation
  uint64_t statesGenerated = 0;
  double seconds = 0;
};

struct InvariantScore {
  std::optional<double> score;
  std::optional<double> scoreUnknownApart;
  std::string error;
  std::vector<InvariantResult> results;
  double seconds = 0;
};

struct InvariantOptions {
  double budgetSeconds = 60;
};

class InvariantMetric {
public:
  // `checkedAs`: the path the edited spec is checked under (its file name is
  // what TLC compares the module name with); empty: `specPath`.
  InvariantMetric(std::string specPath, std::string cfgPath, std::vector<ConcreteInvariant> invariants,
                  InvariantOptions options, std::vector<std::string> libraryPaths, std::string checkedAs = "");
  void queue(std::vector<std::function<void()>> &tasks);
  InvariantScore finish();

private:
  void check(size_t index);
  std::string specPath_, cfgPath_, checkedAs_, specText_, cfgText_, readError_;
  std::vector<ConcreteInvariant> invariants_;
  InvariantOptions options_;
  std::vector<std::string> libraryPaths_;
  std::vector<InvariantResult> results_;
  WallSpan span_;
};

} // namespace tlacore::scoring
