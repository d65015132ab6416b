// `tlacore score`'s work as a library call: the SysMoBench metrics of one
// model (syntax, runtime, conformance, invariants), all of their engine
// runs queued into one pool in one process, and the result as the C2 JSON
// object (../shared contracts) or a table.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "conformance_metric.h"
#include "invariant_metric.h"
#include "runtime_metric.h"

namespace tlacore::scoring {

struct ScoreRequest {
  std::string model;          // MODEL.tla
  std::string cfg;            // empty: MODEL.cfg
  std::string task;           // the benchmark task, when known
  // The task's specModule (task.yaml): the invariant phase writes the model
  // as <specModule>.tla, as the harness does (the runtime phase keeps the
  // file's own name). Empty: the file's own name.
  std::string specModule;
  std::string invariantsFile; // concretised invariants; empty: none
  std::string tracesDir;      // trace manifest folder; empty: none
  std::set<std::string> metrics; // of syntax, runtime, conformance, invariants
  RuntimeOptions runtime;
  InvariantOptions invariants;
  ConformanceOptions conformance;
  std::vector<std::string> libraryPaths;
  unsigned threads = 0; // 0: one per core
};

struct ScoreReport {
  std::string model;
  std::string task;
  std::optional<std::string> syntaxJson; // the C2 "syntax" member, as JSON text (scoring::scoreSyntax, h-syntax)
  std::optional<RuntimeScore> runtime;
  std::optional<ConformanceScore> conformance;
  std::optional<InvariantScore> invariants;
  double seconds = 0;
};

// `request.task` names one of tasks/*.yaml: fills `specModule` from it (unless
// already set), the name the benchmark saves a model of that task under.
// Returns why it cannot (no tasks/ folder, an unknown task, a bad task file);
// empty when it did or when no task is named.
std::string applyTask(ScoreRequest &request);

// Computes the requested metrics. Problems with the model (it does not
// parse, its cfg is missing, ...) are part of the scores, with reasons;
// throws only for internal errors.
ScoreReport scoreModel(const ScoreRequest &request);

// The C2 object: {"model", "task", one member per requested metric, "seconds"}.
std::string toJson(const ScoreReport &report, int indent = 2);
// A human-readable table: one line per metric with its score and its parts below.
std::string toTable(const ScoreReport &report);

} // namespace tlacore::scoring
