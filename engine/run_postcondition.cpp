// POSTCONDITION after a search, in every mode TLC checks it (BFS: Worker.run
// once the queue is empty; -simulate: Simulator.simulate as each worker
// finishes; -dfid: once no level is left), with TLC's messages.
#include <chrono>

#include "run_context.h"
#include "eval/search_context.h"
#include "explore/init_replay.h"
#include "explore/postcondition.h"
#include "explore/tlc_actions.h"

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

namespace {

// TLC's CounterExample value: [action |-> {<<<<i, s_i>>, A, <<i+1, s_i+1>>>>}, state |-> {<<i, s_i>>}],
// s_i the record of the i-th state's variables, A the step's action record.
val::Value counterExampleValue(Run &run, const std::vector<explore::TraceStep> &trace, size_t loopBack) {
  auto &strings = *run.m.strings;
  std::vector<val::Value> states, actions;
  for (size_t i = 0; i < trace.size(); ++i) {
    std::vector<std::pair<val::Value, val::Value>> fields;
    for (size_t v = 0; v < run.m.variables.size() && v < trace[i].state.size(); ++v)
      fields.emplace_back(strings.string(run.m.variables[v]->name), trace[i].state[v]);
    val::Value numbered = val::Value::tuple({val::Value::integer(static_cast<int64_t>(i + 1)), val::Value::record(std::move(fields))});
    if (i > 0) {
      const explore::TlcAction *a = explore::actionBetween(run.m, run.actions, run.ev, trace[i - 1].state, trace[i].state);
      actions.push_back(val::Value::tuple({states.back(), explore::tlcActionRecord(run.m, a), numbered}));
    }
    states.push_back(std::move(numbered));
  }
  if (loopBack > 0 && loopBack <= states.size() && !trace.empty()) {
    const explore::TlcAction *a =
        explore::actionBetween(run.m, run.actions, run.ev, trace.back().state, trace[loopBack - 1].state);
    actions.push_back(val::Value::tuple({states.back(), explore::tlcActionRecord(run.m, a), states[loopBack - 1]}));
  }
  return val::Value::record({{strings.string("action"), val::Value::set(std::move(actions))},
                             {strings.string("state"), val::Value::set(std::move(states))}});
}

} // namespace

void checkRunPostconditionAfterViolation(Run &run, eval::Evaluator::RunStats stats,
                                         const eval::Evaluator::Registers &registers,
                                         const std::vector<explore::TraceStep> &trace, size_t loopBack) {
  if (!run.m.postcondition)
    return;
  stats.duration =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - run.started).count();
  val::Value ce;
  try {
    // The steps' actions looked up quietly: what rebuilding the behaviour
    // prints, the caller printed where TLC does (replayForPostCondition).
    explore::QuietPrints quiet(run.ev);
    ce = counterExampleValue(run, trace, loopBack);
  } catch (const eval::EvalError &) {
    return; // the trace's actions could not be rebuilt: the violation is what counts
  }
  eval::ScopedCounterExample bound(ce);
  explore::PostconditionResult pr = explore::checkPostcondition(run.m, stats, registers, &run.io);
  std::string where = run.loc.location(run.m.postcondition->expr->range);
  if (pr.status == explore::PostconditionStatus::Violated)
    run.out.message(ec::TlcAssumptionFalse, MsgClass::Error, "Assumption " + where + " is false.");
  else if (pr.status == explore::PostconditionStatus::EvalError)
    run.out.message(ec::TlcAssumptionEvaluationError, MsgClass::Error,
                    "Evaluating assumption " + where + " failed.\n" + pr.error.message);
}

} // namespace tlacore::engine
