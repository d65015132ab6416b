// Temporal properties on one simulated behaviour, as TLC's simulation mode
// checks them (LiveCheck1.checkTrace, followed by live::TraceCheck): the
// behaviour graph of the trace -- its states as TLC tells them apart (by
// fingerprint, reduced by a VIEW or SYMMETRY), an edge per step of the
// trace and stuttering steps, with a tableau its product with the trace --
// searched for a fair cycle on which a property fails.
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
class TraceCheck;
} // namespace tlacore::live

namespace tlacore::explore {

// A behaviour of the trace's graph that violates a property: `states`
// (numbered from 1, each with the action of the trace's step into it),
// then stuttering in the last state (`stutters`) or back to
// states[loopStart] by the trace's action `loopAction`.
struct TraceLasso {
  size_t property = 0; // index into SpecModel::livenessParts
  std::vector<SimStep> states;
  size_t loopStart = 0;
  bool stutters = true;
  int loopAction = -1;
};

class StateFingerprinter;

class TraceLiveness {
public:
  TraceLiveness(const model::SpecModel &model, eval::Evaluator &ev);
  ~TraceLiveness();

  // The first violation in the graph of `behaviour` (the simulated
  // behaviour as SimulationWorker.getTrace gives it: no finite stuttering,
  // levels 1, 2, ...), if any. Throws eval::EvalError.
  std::optional<TraceLasso> check(const std::vector<SimStep> &behaviour);

private:
  class Atoms;
  std::vector<uint64_t> keys(const std::vector<SimStep> &steps);
  uint64_t key(const std::vector<val::Value> &s, int64_t level);

  const model::SpecModel &model_;
  eval::Evaluator &ev_;
  std::unique_ptr<live::LiveFormula> formula_; // built on the first check
  std::unique_ptr<live::TraceCheck> check_;
  std::unique_ptr<live::AtomEvaluator> atoms_;
  std::unique_ptr<StateFingerprinter> fingerprinter_; // with a VIEW or SYMMETRY
};

} // namespace tlacore::explore
