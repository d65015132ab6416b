// Temporal properties on one simulated behaviour, as TLC's simulation mode
// checks them (LiveCheck1.checkTrace): the behaviour graph of the trace --
// one node per distinct state, an edge per step of the trace and a
// stuttering step on every node -- is searched, as the model checker's
// graph is, for a fair cycle reachable from the initial state on which a
// property fails.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "eval/evaluator.h"
#include "model/spec_model.h"
#include "simulate.h"

namespace tlacore::live {
class LiveFormula;
class AtomEvaluator;
} // namespace tlacore::live

namespace tlacore::explore {

// A behaviour of the trace's graph that violates a property: `states`
// (numbered from 1, each with the action of the trace step into it), then
// stuttering in the last state (`stutters`) or back to states[loopStart]
// by the trace's action `loopAction`.
struct TraceLasso {
  size_t property = 0; // index into SpecModel::livenessParts
  std::vector<SimStep> states;
  size_t loopStart = 0;
  bool stutters = true;
  int loopAction = -1;
};

class TraceLiveness {
public:
  TraceLiveness(const model::SpecModel &model, eval::Evaluator &ev);
  ~TraceLiveness();

  // The first violation in the graph of `steps` (the simulated behaviour,
  // stuttering steps included), if any. Throws eval::EvalError.
  std::optional<TraceLasso> check(const std::vector<SimStep> &steps);

private:
  const model::SpecModel &model_;
  eval::Evaluator &ev_;
  std::unique_ptr<live::LiveFormula> formula_; // built on the first check
  std::unique_ptr<live::AtomEvaluator> atoms_;
};

} // namespace tlacore::explore
