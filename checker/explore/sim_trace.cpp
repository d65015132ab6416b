// A simulated behaviour's chain of states and TLC's getTrace (sim_trace.h).
#include "sim_trace.h"

#include <algorithm>
#include <utility>

namespace tlacore::explore {

void SimTrace::start(SimStep init) {
  steps_.clear();
  pred_.clear();
  init.level = 1; // TLCState.INIT_LEVEL
  steps_.push_back(std::move(init));
  pred_.push_back(-1);
}

void SimTrace::add(SimStep s) {
  pred_.push_back(static_cast<int64_t>(steps_.size()) - 1);
  steps_.push_back(std::move(s));
}

// SimulationWorker.getTrace(TLCState t).
std::vector<size_t> SimTrace::trace(size_t from) {
  std::vector<size_t> kept;
  int64_t t = static_cast<int64_t>(from);
  while (t >= 0) {
    const int64_t s = pred_[static_cast<size_t>(t)];
    if (s < 0 || !(steps_[static_cast<size_t>(t)].state == steps_[static_cast<size_t>(s)].state))
      kept.push_back(static_cast<size_t>(t)); // else t.equals(t.getPredecessor()): a stutter, skipped
    t = s;
  }
  std::reverse(kept.begin(), kept.end());
  // Each state kept linked to the one before it (the initial state keeps its level 1).
  for (size_t i = 1; i < kept.size(); ++i) {
    pred_[kept[i]] = static_cast<int64_t>(kept[i - 1]);
    steps_[kept[i]].level = steps_[kept[i - 1]].level + 1;
  }
  return kept;
}

std::vector<SimStep> SimTrace::traceStates(size_t from) {
  std::vector<SimStep> out;
  for (size_t i : trace(from))
    out.push_back(steps_[i]);
  return out;
}

std::vector<SimStep> SimTrace::errorTraceAtSuccessor(SimStep s) {
  std::vector<SimStep> out = traceStates(steps_.size() - 1);
  s.level = out.back().level + 1;
  out.push_back(std::move(s));
  return out;
}

} // namespace tlacore::explore
