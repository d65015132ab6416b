// CapturedState: a copy of an evaluator's state context (the variables'
// values, not pointers to them), for a lazy value that evaluates an
// expression after that evaluation has moved on: TLC's SetPredValue keeps
// the state and next state it was made in.
#pragma once

#include <cstdint>
#include <vector>

#include "evaluator.h"
#include "model/spec_model.h"

namespace tlacore::eval {

class CapturedState {
public:
  explicit CapturedState(const Evaluator &ev) {
    Evaluator::StateContext c = ev.stateContext();
    size_t n = ev.model().variables.size();
    if ((hasCur_ = c.cur != nullptr))
      cur_.assign(c.cur, c.cur + n);
    if ((hasNext_ = c.next != nullptr)) {
      next_.assign(c.next, c.next + n);
      if (c.nextAssigned)
        assigned_.assign(c.nextAssigned, c.nextAssigned + n);
    }
    if (c.atValue)
      at_.push_back(*c.atValue);
    primed_ = c.primed;
    level_ = c.level;
    initStates_ = c.initStates; // (TLC's lazy values keep their EvalControl)
  }
  // Makes `ev` read the captured state.
  void enter(Evaluator &ev) const {
    ev.setStateContext({hasCur_ ? cur_.data() : nullptr, hasNext_ ? next_.data() : nullptr,
                        assigned_.empty() ? nullptr : assigned_.data(), primed_, at_.empty() ? nullptr : at_.data(),
                        level_, initStates_});
  }

private:
  std::vector<val::Value> cur_, next_, at_;
  std::vector<uint8_t> assigned_;
  bool hasCur_ = false, hasNext_ = false, primed_ = false, initStates_ = false;
  int64_t level_ = 0;
};

} // namespace tlacore::eval
