// Evaluating the POSTCONDITION after a search.
#include "postcondition.h"

namespace tlacore::explore {

PostconditionResult checkPostcondition(const model::SpecModel &m, const eval::Evaluator::RunStats &stats,
                                       const eval::Evaluator::Registers &registers, const eval::RunIo *io) {
  PostconditionResult r;
  if (!m.postcondition || !m.postcondition->symbol)
    return r;
  eval::Evaluator ev(m);
  ev.setIo(io);
  ev.setState(nullptr);
  ev.setNext(nullptr, nullptr);
  ev.setRunStats(stats);
  ev.setRegisters(registers);
  try {
    val::Value v = ev.evalDefinition(m.postcondition->symbol);
    if (!v.isBool())
      ev.fail("The value of the postcondition " + m.postcondition->name + " is not a boolean: " + val::toString(v),
              m.postcondition->range);
    if (!v.asBool())
      r.status = PostconditionStatus::Violated;
  } catch (const eval::EvalError &e) {
    r.status = PostconditionStatus::EvalError;
    r.error = e;
  }
  return r;
}

} // namespace tlacore::explore
