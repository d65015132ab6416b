#include "lasso_fairness.h"

namespace tlacore::explore {

using val::Value;

std::vector<NeglectedAction> neglectedInLoop(const model::SpecModel &model, const ActionTable &actions,
                                             eval::Evaluator &ev, const CheckResult &r) {
  std::vector<NeglectedAction> out;
  if (r.trace.empty() || r.loopStart >= r.trace.size())
    return out;
  std::vector<const std::vector<Value> *> loop;
  for (size_t i = r.loopStart; i < r.trace.size(); ++i)
    loop.push_back(&r.trace[i].state);
  const std::vector<Value> &back = r.loopBackState.empty() ? r.trace[r.loopStart].state : r.loopBackState;
  eval::Enumerator en(ev, model.variables.size());
  for (const TlcAction &a : actions.next()) {
    size_t enabledIn = 0;
    bool taken = false;
    for (size_t i = 0; i < loop.size(); ++i) {
      const std::vector<Value> &from = *loop[i];
      // The step from this state: none when the loop stutters.
      const std::vector<Value> *to = r.stutters ? nullptr : (i + 1 < loop.size() ? loop[i + 1] : &back);
      bool enabled = false;
      try {
        en.actionSuccessors(from.data(), a.expr, a.env, a.inst, [&](const std::vector<Value> &t, const eval::ActionLabel &) {
          if (t != from)
            enabled = true;
          if (to && t == *to)
            taken = true;
        });
      } catch (const eval::EvalError &) {
      }
      enabledIn += enabled;
    }
    if (enabledIn > 0 && !taken)
      out.push_back({&a, enabledIn == loop.size()});
  }
  return out;
}

} // namespace tlacore::explore
