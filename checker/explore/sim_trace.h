// SimTrace: a simulated behaviour as TLC 1.8.0's SimulationWorker keeps it
// -- each state (TLCStateMutExt) linked to its predecessor and carrying its
// level -- and SimulationWorker.getTrace, which drops finite stuttering and
// relinks what it keeps.
//
// getTrace(t) walks from t back to the initial state. A state equal to its
// predecessor (TLCStateMutExt.equals: the variables' values compared, not
// fingerprints, so under a VIEW states with one view but different values
// are all kept) is skipped, the earliest of a run of equal states kept.
// The states kept are then linked one to the next (setPredecessor, "the
// predecessors and level of *all* states", tlaplus PR 1080 for error traces
// and PR 1071 for the trace LiveCheck1 checks, both in 1.8.0): their levels
// become 1, 2, 3, ... -- on the states themselves, so the levels stay so
// for the rest of the behaviour: a later successor's level is its
// predecessor's plus one, and the last state's level is the behaviour's
// length in TLC's statistics (collectPostTrace) once the liveness check
// asked for the trace.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "simulate.h"

namespace tlacore::explore {

class SimTrace {
public:
  // A new behaviour from initial state `init` (level 1).
  void start(SimStep init);
  // A successor of the last state, at level s.level: the last state's
  // level when it was generated plus one (TLCState.setPredecessor), or as
  // a getTrace from it relinked it.
  void add(SimStep s);

  size_t size() const { return steps_.size(); }
  const SimStep &back() const { return steps_.back(); }
  const SimStep &operator[](size_t i) const { return steps_[i]; }

  // SimulationWorker.getTrace(t) for t the state at `from`: the positions
  // of the states kept, first to last. Relinks and relevels as TLC does.
  std::vector<size_t> trace(size_t from);
  // The same, the states copied with their levels after the call.
  std::vector<SimStep> traceStates(size_t from);
  // The behaviour Simulator.printBehavior prints for an error in successor
  // `s` of the last state (not in the chain): getTrace() from the last
  // state, then s, linked to the trace's last state (its level one more).
  std::vector<SimStep> errorTraceAtSuccessor(SimStep s);

private:
  std::vector<SimStep> steps_;
  std::vector<int64_t> pred_; // each state's predecessor (-1: none)
};

} // namespace tlacore::explore
