// TraceSearch: the search over (model state, trace position) pairs. The
// frontier holds every model state the trace can be in after the events
// read so far (deduplicated by fingerprint); each event takes it, through
// up to K hidden steps of any action, by one step of the event's actions
// to the successors that agree with what the event logged.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include "action_catalog.h"
#include "state_match.h"
#include "trace_event.h"
#include "worker_pool.h"

namespace tlacore::tracecheck {

using State = std::vector<val::Value>;

// The successor of a candidate state that comes closest to an event.
struct ClosestStep {
  std::string action; // as TLC prints it: Acquire(2); empty for an initial state
  std::vector<Difference> differences;
  State before; // the state it was reached from (empty for an initial state)
};

// Why an event could not be matched, for a person to fix model or code.
struct Mismatch {
  std::string reason;          // one line
  size_t candidateStates = 0;  // states the trace could be in before the event
  std::vector<ClosestStep> closest;
  // The actions enabled in the state the closest step starts from (or the
  // first candidate state): TLC's names.
  std::vector<std::string> enabled;
};

struct SearchOptions {
  int maxHidden = 0;          // unlogged steps allowed before each event
  size_t parallelFrom = 64;   // frontiers at least this wide are expanded in parallel
  size_t maxClosest = 3;
  size_t maxFrontier = 1'000'000; // more candidate states than this: FrontierTooLarge
};

// Thrown when the states the trace can be in outgrow SearchOptions::maxFrontier.
struct FrontierTooLarge {
  size_t states = 0;
};

// Whether some step of the catalog's `actions` from `pre` agrees with `e`.
bool someStepMatches(StepWorker &w, const ActionCatalog &catalog, const std::vector<size_t> &actions, const State &pre,
                     const TraceEvent &e);
// Why no step from the states `pre` agrees with `e` (after a failed step).
Mismatch explainStep(StepWorker &w, const ActionCatalog &catalog, const std::vector<State> &pre, const TraceEvent &e,
                     size_t maxClosest);

class TraceSearch {
public:
  TraceSearch(const model::SpecModel &m, const ActionCatalog &catalog, WorkerPool &pool, SearchOptions o);

  // The initial states that agree with `init` (any when null); false when
  // none does. Evaluation errors are thrown (eval::EvalError).
  bool start(const TraceEvent *init);
  // Takes the frontier through event `e`; false (frontier unchanged) when
  // no step matches.
  bool step(const TraceEvent &e);
  // After start or step failed: why, against the closest steps.
  Mismatch explain(const TraceEvent &e);

  size_t frontierSize() const { return frontier_.size(); }
  size_t maxFrontier() const { return maxFrontier_; }
  uint64_t statesGenerated() const { return generated_; }
  const std::vector<State> &frontier() const { return frontier_; }

private:
  // The states reachable from the frontier in at most K steps (the frontier first).
  std::vector<State> hiddenClosure();
  // Successors of `from` by the catalog's actions `actions`.
  void successors(StepWorker &w, const State &from, const std::vector<size_t> &actions,
                  const std::function<void(const State &, size_t action)> &sink);
  std::vector<State> initialStates(StepWorker &w);
  // Appends to `out` the states of `batches` (in order) not yet in `seen`.
  static void mergeDistinct(std::vector<std::vector<State>> &batches, std::vector<State> &out,
                            std::unordered_set<uint64_t> &seen);

  const model::SpecModel &m_;
  const ActionCatalog &catalog_;
  WorkerPool &pool_;
  SearchOptions o_;
  std::vector<State> frontier_;
  std::vector<State> lastPre_; // the candidate states of the last failed step
  bool started_ = false;
  size_t maxFrontier_ = 0;
  std::atomic<uint64_t> generated_{0};
};

} // namespace tlacore::tracecheck
