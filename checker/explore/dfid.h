// Depth-first iterative deepening (TLC's -dfid N, DFIDModelChecker and
// DFIDWorker): depth-first searches to depth 2, 3, ..., N, each reusing the
// fingerprint set of the previous ones with TLC's per-state status (the
// iteration a state was found in, a "leveled" bit for states finished in
// this iteration and a "done" bit for states whose whole subtree is known).
// Violations are found on some path, not a shortest one.
#pragma once

#include <cstdint>
#include <functional>

#include "bfs.h"
#include "state_sink.h"

namespace tlacore::explore {

class ActionTable;

struct DfidOptions {
  int64_t maxLevel = 0;      // -dfid N: the deepest iteration
  bool warnings = true;      // as CheckOptions::warnings
  bool checkDeadlock = true;
  // After the initial states (TLC's "Finished computing initial states").
  std::function<void(uint64_t generated, uint64_t distinct)> onInitDone;
  // Before each iteration (TLC's "Starting level L: ..." line).
  std::function<void(int64_t level, uint64_t generated, uint64_t distinct)> onLevelStart;
  // As in CheckOptions (queue and depth are not meaningful here).
  std::function<void(const ProgressInfo &)> onProgress;
  double progressSeconds = 10.0;
  double progressFirstSeconds = -1; // as CheckOptions
  RunControl *control = nullptr;
  const eval::RunIo *io = nullptr;
  // What the run evaluated before the search (eval::Evaluator::Startup): the
  // start-up constants, their registers, RandomElement's generator. Null:
  // the search evaluates the start-up constants itself, first.
  const eval::Evaluator::Startup *startup = nullptr;
  StateSink *states = nullptr; // as CheckOptions::states
  // TLC's -continue (DFIDModelChecker with TLCGlobals.continuation): every
  // invariant a new initial state violates, and in a successor the first
  // invariant it violates (if it is new; its action properties are then
  // not checked) or else the first action property the step violates, is
  // handed to onViolation as it is found (the trace: the search's path to
  // it) and the search goes on. An implied initial predicate, a deadlock or
  // an evaluation error still stops it.
  bool continueOnViolation = false;
  std::function<void(const ContinuedViolation &)> onViolation;
  // TLC's actions (tlc_actions.h): DFIDModelChecker.doNext generates the
  // successors of one action, counts them and checks them before it
  // generates the next action's. Null: Next's successors as one action.
  const ActionTable *actions = nullptr;
  int fpIndex = 0; // TLC's -fp: the polynomial of TLC's fingerprints (fpDistance)
};

struct DfidResult {
  CheckResult result; // distinct: the fingerprint set's size; queueLeft is 0
  // The search ended because an iteration found no new state before the
  // last iteration (TLC then reports success; when the bound is reached
  // first it reports the counts only).
  bool complete = false;
  // When complete: MemFPIntSet.checkFPs over TLC's fingerprints of the
  // distinct states (fp_int_set_distance.h), the success line's estimate.
  int64_t fpDistance = INT64_MAX;
};

DfidResult runDfid(const model::SpecModel &model, const DfidOptions &options);

// What TLCGet("stats") and its counters read under -dfid, in the search and
// in the POSTCONDITION after it: TLC's DFIDModelChecker does not override
// AbstractChecker's counters, all -1 ("duration" is the run's).
inline eval::Evaluator::RunStats unreportedDfidCounts() {
  eval::Evaluator::RunStats s;
  s.generated = s.distinct = s.queue = s.diameter = -1;
  return s;
}

} // namespace tlacore::explore
