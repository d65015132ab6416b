// POSTCONDITION after a search, in every mode TLC checks it (BFS: Worker.run
// once the queue is empty; -simulate: Simulator.simulate as each worker
// finishes; -dfid: once no level is left), with TLC's messages.
#include <chrono>

#include "run_context.h"
#include "explore/postcondition.h"

namespace tlacore::engine {

// Tool.checkPostCondition reports a false POSTCONDITION as a false
// assumption (message 2104 with the location of the definition's body,
// exit 10), an evaluation error as message 2105.
int checkRunPostcondition(Run &run, eval::Evaluator::RunStats stats, const eval::Evaluator::Registers &registers) {
  if (!run.m.postcondition)
    return 0;
  stats.duration =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - run.started).count();
  explore::PostconditionResult pr = explore::checkPostcondition(run.m, stats, registers, &run.io);
  run.report.postconditionChecked = true;
  run.report.postconditionHolds = pr.status == explore::PostconditionStatus::Holds;
  std::string where = run.loc.location(run.m.postcondition->expr->range);
  switch (pr.status) {
  case explore::PostconditionStatus::Holds:
    return 0;
  case explore::PostconditionStatus::Violated:
    run.report.outcome = "postconditionFalse";
    run.report.property = run.m.postcondition->name;
    run.report.message = "Assumption " + where + " is false.";
    run.out.message(ec::TlcAssumptionFalse, MsgClass::Error, run.report.message);
    return run.verdict(DiagId::err_run_postcondition_false);
  case explore::PostconditionStatus::EvalError:
    run.report.outcome = "evaluationError";
    run.report.property = run.m.postcondition->name;
    run.report.message = "Evaluating assumption " + where + " failed.\n" + pr.error.message;
    run.report.errorRange = pr.error.range;
    if (pr.error.range.valid())
      run.report.errorLocation = run.loc.location(pr.error.range);
    run.out.message(ec::TlcAssumptionEvaluationError, MsgClass::Error, run.report.message);
    return run.verdict(DiagId::err_run_postcondition_error);
  }
  return 0;
}

} // namespace tlacore::engine
