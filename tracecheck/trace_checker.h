// TraceChecker: the native trace explorer's entry point. Checks ndjson
// traces (contract C1) against a loaded model without a trace spec: streams
// each trace line by line through a TraceSearch, and answers accept, or the
// first line that leaves the model and why. One checker serves any number
// of traces of one model (its threads and action catalog are kept).
#pragma once

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

#include "model_loader.h"
#include "model_value_names.h"
#include "trace_map.h"
#include "trace_problem.h"
#include "trace_search.h"

namespace tlacore::tracecheck {

struct TraceOptions {
  int maxHidden = 0;                   // unlogged model steps allowed before each event
  int workers = 1;                     // threads for wide frontiers
  size_t maxLineBytes = size_t{64} << 20; // a longer line is a bad trace
  size_t parallelFrom = 64;            // frontiers at least this wide are expanded in parallel
  size_t maxFrontier = 1'000'000;      // more candidate states than this: a model-error result (6303)
};

enum class TraceVerdict {
  Accepted,
  Rejected,  // a line cannot be matched (`mismatch`)
  BadTrace,  // the trace cannot be read as one (`problem`)
  ModelError // evaluating the model failed, or too many states agree with the trace (`problem`)
};
const char *verdictName(TraceVerdict v); // accept, reject, bad-trace, model-error

// The first line that leaves the model.
struct TraceRejection {
  size_t line = 0;
  size_t column = 1;
  std::string event; // as logged
  std::vector<std::pair<std::string, std::string>> args; // model names, TLA+ print form
  Mismatch mismatch;
};

struct TraceResult {
  std::string path;
  TraceVerdict verdict = TraceVerdict::Accepted;
  size_t events = 0;      // events matched (before the failing one)
  size_t lines = 0;       // physical lines read
  std::optional<TraceRejection> rejection;
  std::optional<TraceProblem> problem;
  size_t maxFrontier = 0;
  uint64_t statesGenerated = 0;
  double seconds = 0;
  // The failing line: the rejected line or the bad one; nullopt when accepted.
  std::optional<size_t> failingLine() const;
};

class TraceChecker {
public:
  TraceChecker(std::shared_ptr<const engine::Model> model, TraceMap map, TraceOptions options);
  ~TraceChecker();

  TraceResult check(const std::string &path);
  // A trace from a stream (`name` names it in results).
  TraceResult check(std::istream &in, const std::string &name);

  const engine::Model &model() const { return *model_; }
  const ActionCatalog &catalog() const { return *catalog_; }
  WorkerPool &pool() { return *pool_; }
  const TraceMap &map() const { return map_; }
  const ModelValueNames &modelValues() const { return modelValues_; }
  const TraceOptions &options() const { return options_; }

private:
  std::shared_ptr<const engine::Model> model_;
  TraceMap map_;
  TraceOptions options_;
  std::unique_ptr<ActionCatalog> catalog_;
  ModelValueNames modelValues_; // empty when the map turns them off
  std::unique_ptr<WorkerPool> pool_;
};

// An evaluation error's message with its place in the model (TLC's words).
std::string evalErrorText(const engine::Model &model, const eval::EvalError &err);

// The model with the map's constants in place of the cfg's (the cfg's text
// with the map's CONSTANTS after it); `cfgPath` empty: the spec's .cfg.
engine::LoadResult loadModelForTraces(const std::string &specPath, const std::string &cfgPath, const TraceMap &map,
                                      const engine::LoadOptions &options);

} // namespace tlacore::tracecheck
