// A behaviour spec without a next-state relation (see no_next_action.h).
#include "no_next_action.h"

namespace tlacore::explore {

bool noNextStateAction(const model::SpecModel &model, size_t initialStates, CheckResult &result) {
  if (model.next.expr || model.constantOnly || initialStates == 0)
    return false;
  result.outcome = Outcome::EvalErrorNext;
  result.error = eval::EvalError{};
  result.error.message = kNoNextActionText;
  result.error.id = DiagId::err_run_next_error;
  result.queueLeft = initialStates;
  return true;
}

} // namespace tlacore::explore
