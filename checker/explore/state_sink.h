// StateSink: what a search reports of the states it reaches, as TLC's
// IStateWriter sees them (-dump): each distinct state once, when it is first
// found (initial states included), and, when asked, every step between
// states of the model (the edges of TLC's -dump dot graph).
#pragma once

#include <cstdint>
#include <vector>

#include "eval/enumerator.h"
#include "live/live_check.h"
#include "value/value.h"

namespace tlacore::explore {

class StateSink {
public:
  virtual ~StateSink() = default;
  // Whether step() should also see steps to states found before.
  virtual bool wantsAllSteps() const { return false; }
  // A new initial state (it satisfies the constraints), `fp` the fingerprint
  // states are told apart by. Called on the search's thread, in order.
  virtual void initialState(const std::vector<val::Value> &state, uint64_t fp) = 0;
  // A step `from` -> `to` by the action `label`; `fresh`: `to` was not seen
  // before (it is a new distinct state). Called from the workers' threads
  // at once: implementations synchronise.
  virtual void step(const std::vector<val::Value> &from, uint64_t fromFp, const std::vector<val::Value> &to,
                    uint64_t toFp, const eval::ActionLabel &label, bool fresh) = 0;
  // Whether livenessGraph() is wanted (TLC's -dump dot with temporal properties).
  virtual bool wantsLivenessGraph() const { return false; }
  // The complete behaviour graph the liveness check searched, once, after
  // it: `f` its formula (extended as the check extends it), `fps[i]` the
  // fingerprint state i was reported with.
  virtual void livenessGraph(live::LiveFormula &f, const live::BehaviorGraph &g, const std::vector<uint64_t> &fps) {
    (void)f, (void)g, (void)fps;
  }
};

} // namespace tlacore::explore
