// Depth-first iterative deepening (TLC's -dfid N) with TLC's messages.
#include <chrono>
#include <iomanip>
#include <optional>
#include <sstream>

#include "run_context.h"
#include "symmetry_warning.h"
#include "state_dump.h"
#include "explore/dfid.h"
#include "nested_expressions_text.h"
#include "tlc_text.h"

namespace tlacore::engine {

// DFIDModelChecker.doNext's outer catch: an error generating a state's
// successors or evaluating a successor's CONSTRAINT or ACTION_CONSTRAINT
// (isInModel, isInActions) is EC.GENERAL with MP.ECGeneralMsg("computing the
// set of next states", e), the behaviour (DFIDWorker.printTrace: the path,
// then the successor when there is one); modelCheckImpl's replay of doNext
// with the call stack kept meets it again: EC.TLC_NESTED_EXPRESSION. The
// exit code is the error code set, EC.GENERAL's 255 (an Assert's too: no
// case tells its EvalException apart there).
int nextStatesError(Run &run, const explore::CheckResult &r) {
  run.report.outcome = "evaluationError";
  run.out.message(ec::General, MsgClass::Error, run.unexpectedExceptionText("computing the set of next states", r.error));
  run.out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
  run.printSearchTrace(r.trace, nullptr, Run::TraceEnd::Plain, Run::StateLine::DfidError);
  std::string stack = nestedExpressionsText(run.loc, fromAction(r.error.nested, nextActionRanges(run.actions)));
  if (!stack.empty())
    run.out.message(ec::TlcNestedExpression, MsgClass::Error, stack);
  return run.verdict(DiagId::err_eval);
}

// DFIDModelChecker.reportSuccess: AbstractChecker.reportSuccess with the
// distance MemFPIntSet.checkFPs found (both estimates "val = 0.0" when no
// state was generated). A distance of 0 (two of TLC's rebuilt fingerprints
// equal) makes BigDecimal.divide throw: modelCheckImpl's catch prints it as
// EC.GENERAL and the run fails.
int successLines(Run &run, const explore::CheckResult &r, int64_t distance) {
  if (r.generated == 0 && r.distinct == 0) {
    run.out.message(ec::TlcSuccess, MsgClass::None,
                    "Model checking completed. No error has been found.\n"
                    "  Estimates of the probability that TLC did not check all reachable states\n"
                    "  because two distinct states had the same fingerprint:\n"
                    "  calculated (optimistic):  val = 0.0\n"
                    "  based on the actual fingerprints:  val = 0.0");
    return 0;
  }
  if (distance == 0) {
    run.report.outcome = "evaluationError";
    run.report.message = "java.lang.ArithmeticException: Division by zero";
    run.out.message(ec::General, MsgClass::Error,
                    "TLC threw an unexpected exception.\nThis was probably caused by an error in the spec or model.\n"
                    "See the User Output or TLC Console for clues to what happened.\n"
                    "The exception was a java.lang.ArithmeticException\n: Division by zero");
    return run.verdict(DiagId::err_eval);
  }
  // (A negative distance, two fingerprints 2^63 apart in one bucket, would
  // print negative in TLC; its magnitude is printed.)
  run.out.message(ec::TlcSuccess, MsgClass::None,
                  successText(r.generated, r.distinct,
                              distance < 0 ? uint64_t{1} << 63 : static_cast<uint64_t>(distance)));
  return 0;
}

// DFIDModelChecker.modelCheckImpl's catch around doInit: an error computing
// Init itself leaves doInit with no state at fault (errState stays null), so
// it is EC.GENERAL with MP.ECGeneralMsg("computing initial states", e), not
// BFS's message alone; the replay's TLC_NESTED_EXPRESSION follows, and is
// the exit code (75). (An initial state's check failing is TLC_INITIAL_STATE
// with the state, as after BFS: run_context.cpp.)
int initStatesError(Run &run, const explore::CheckResult &r) {
  run.report.outcome = "evaluationError";
  run.out.message(ec::General, MsgClass::Error, run.unexpectedExceptionText("computing initial states", r.error));
  std::string stack = nestedExpressionsText(run.loc, fromAction(r.error.nested, initActionRanges(run.actions)));
  if (!stack.empty())
    run.out.message(ec::TlcNestedExpression, MsgClass::Error, stack);
  return run.verdict(DiagId::err_run_init_error);
}

// DFIDModelChecker.doNext's catch around the implied actions:
// TLC_ACTION_PROPERTY_EVALUATION_FAILED with the property's name alone, the
// behaviour to the successor. The replay meets the error in the same inner
// catch, which returns without throwing: no stack is printed, and the exit
// code is that error code's (13, as after BFS's liveness: run_context.cpp).
int actionPropertyError(Run &run, const explore::CheckResult &r) {
  run.report.outcome = "evaluationError";
  run.evalErrorText(r.error);
  run.report.message = "Evaluating action property " + r.property + " failed.";
  run.out.message(ec::TlcActionPropertyEvaluationFailed, MsgClass::Error, run.report.message);
  run.out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
  run.printSearchTrace(r.trace, nullptr, Run::TraceEnd::Plain, Run::StateLine::DfidError);
  return run.verdict(DiagId::err_run_action_property_violated);
}

// TLC's DFIDModelChecker output: "Starting level L" before each iteration,
// counts without a queue or depth, success only when an iteration below
// the bound found nothing new, then (as TLC) the POSTCONDITION.
int runDfidCheck(Run &run) {
  const RunOptions &o = run.o;
  TlcOutput &out = run.out;
  const model::SpecModel &m = run.m;
  RunResult &rep = run.report;
  if (o.workers > 1) {
    rep.outcome = "configError";
    rep.message = "Depth-First Iterative Deepening mode does not support multiple workers "
                  "(https://github.com/tlaplus/tlaplus/issues/548).  Please run TLC with a single worker.";
    out.message(ec::General, MsgClass::Error, rep.message);
    return run.verdict(DiagId::err_run_unsupported);
  }
  warnSymmetrySetTooSmall(run);
  // As TLC: the iterative deepening does not record the behaviour graph
  // liveness needs, so it refuses rather than report a false success.
  if (!m.livenessParts.empty()) {
    rep.outcome = "configError";
    rep.message = "Depth-First Iterative Deepening mode does not support checking liveness properties "
                  "(https://github.com/tlaplus/tlaplus/issues/548).  Please check liveness properties in "
                  "Breadth-First-Search mode.";
    out.message(ec::General, MsgClass::Error, rep.message);
    return run.verdict(DiagId::err_run_unsupported);
  }
  explore::DfidOptions opts;
  opts.maxLevel = o.dfidLevel;
  opts.fpIndex = o.fpIndex;
  opts.checkDeadlock = m.checkDeadlock && o.checkDeadlock;
  opts.warnings = o.warnings;
  opts.control = &run.control;
  opts.io = &run.io;
  opts.startup = run.startup; // the start-up constants, evaluated once (run_model.h)
  opts.onInitDone = [&](uint64_t generated, uint64_t distinct) {
    out.message(ec::TlcInitGenerated4, MsgClass::None,
                "Finished computing initial states: " + std::to_string(generated) + " states generated, with " +
                    std::to_string(distinct) + " of them distinct.");
  };
  opts.onLevelStart = [&](int64_t level, uint64_t generated, uint64_t distinct) {
    out.message(ec::TlcProgressStartStatsDfid, MsgClass::None,
                "Starting level " + std::to_string(level) + ": " + std::to_string(generated) +
                    " states generated, " + std::to_string(distinct) + " distinct states found.");
  };
  auto progress = [&](uint64_t generated, uint64_t distinct) {
    if (out.tool())
      out.message(ec::TlcProgressStatsDfid, MsgClass::None,
                  "Progress(-1) at " + now() + ": " + std::to_string(generated) + " states generated, " +
                      std::to_string(distinct) + " distinct states found, -1 states left on queue.");
    else
      out.message(ec::TlcProgressStatsDfid, MsgClass::None,
                  "Progress: " + std::to_string(generated) + " states generated, " + std::to_string(distinct) +
                      " distinct states found.");
  };
  if (o.progress && !out.silent()) {
    opts.onProgress = [&](const explore::ProgressInfo &p) { progress(p.generated, p.distinct); };
    opts.progressSeconds = o.progressSeconds;
    opts.progressFirstSeconds = o.progressFirstSeconds;
  }
  // -continue: each violation printed as TLC prints it, and the search goes on.
  opts.continueOnViolation = o.continueOnViolation;
  opts.actions = &run.actions;
  opts.onViolation = [&run](const explore::ContinuedViolation &v) { run.continuedViolation(v); };
  // -dump (and the caller's list of reached states), as for BFS.
  std::optional<StateDumper> dumper;
  if (!run.openStateDumper(dumper))
    return rep.exitCode;
  if (dumper)
    opts.states = &*dumper;
  explore::DfidResult d = explore::runDfid(m, opts);
  if (dumper)
    dumper->close();
  const explore::CheckResult &r = d.result;
  rep.generated = r.generated;
  rep.distinct = static_cast<int64_t>(r.distinct);
  rep.left = 0;
  rep.depth = r.depth;
  rep.initial = r.initDistinct;
  rep.property = r.property;

  auto finishLines = [&](int rc) {
    // DFIDModelChecker.modelCheckImpl returns before printSummary too.
    if (endsBeforeTheSearch(r)) {
      run.finishedLine();
      run.finish(rc);
      return rc;
    }
    if (out.tool())
      progress(r.generated, r.distinct);
    if (!run.summarySkipped) // TLC's summary was never reached
      out.message(ec::TlcStatsDfid, MsgClass::None,
                std::to_string(r.generated) + " states generated, " + std::to_string(r.distinct) +
                    " distinct states found.");
    run.finishedLine();
    run.finish(rc);
    return rc;
  };
  // DFIDModelChecker.printTrace: an invariant's behaviour is
  // DFIDWorker.printInvariantTrace's, any other's printErrorTrace's.
  auto violation = [&](int code, const std::string &outcome, const std::string &text, DiagId why) {
    const Run::StateLine line = r.outcome == explore::Outcome::InvariantViolated ? Run::StateLine::DfidInvariant
                                                                                : Run::StateLine::DfidError;
    return finishLines(run.searchViolation(code, outcome, text, why, r.trace, Run::TraceEnd::Plain, line));
  };
  switch (r.outcome) {
  case explore::Outcome::Success:
    rep.outcome = d.complete ? "success" : "depthReached";
    if (d.complete) {
      // Once no level is left (not when the bound stops it), TLC checks
      // the POSTCONDITION, as after BFS.
      // TLCGet's counters there: -1, as during the search (explore/dfid.h).
      if (int rc = checkRunPostcondition(run, explore::unreportedDfidCounts(), r.registers))
        return finishLines(rc);
      return finishLines(successLines(run, r, d.fpDistance));
    }
    return finishLines(0);
  case explore::Outcome::Stopped:
    return finishLines(run.stoppedLines());
  case explore::Outcome::InitInvariantViolated:
    return finishLines(run.initInvariantViolated(r));
  case explore::Outcome::InvariantViolated:
    return violation(ec::TlcInvariantViolatedBehavior, "invariantViolated", "Invariant " + r.property + " is violated.",
                     DiagId::err_run_invariant_violated);
  case explore::Outcome::ActionPropertyViolated:
    return violation(ec::TlcActionPropertyViolated, "actionPropertyViolated",
                     "Action property " + r.property + " is violated.", DiagId::err_run_action_property_violated);
  case explore::Outcome::Deadlock:
    return violation(ec::TlcDeadlockReached, "deadlock", "Deadlock reached.", DiagId::err_run_deadlock);
  case explore::Outcome::AssumptionFalse:
    return finishLines(run.assumptionFalse(r.propertyRange));
  case explore::Outcome::EvalErrorNext:
    if (!r.trace.empty() && !r.error.fingerprint)
      return finishLines(nextStatesError(run, r));
    [[fallthrough]];
  case explore::Outcome::EvalErrorInit:
    if (r.trace.empty() && !r.errorInAssumption && !r.error.fingerprint)
      return finishLines(initStatesError(run, r));
    [[fallthrough]];
  case explore::Outcome::EvalErrorInvariant:
    if (r.errorInActionProperty && !r.error.fingerprint)
      return finishLines(actionPropertyError(run, r));
    return finishLines(run.searchEvalError(
        r, [&] { run.printSearchTrace(r.trace, nullptr, Run::TraceEnd::Plain, Run::StateLine::DfidError); }));
  case explore::Outcome::LivenessViolated:
  case explore::Outcome::EvalErrorLiveness:
    break; // refused above: DFID checks no liveness
  case explore::Outcome::SuccessorIncomplete:
    // DFIDModelChecker.doNext: EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_NEXT,
    // then DFIDWorker.printErrorTrace's behaviour, the successor last; exit 75.
    return violation(ec::TlcStateNotCompletelySpecifiedNext, "evaluationError",
                     run.incompleteSuccessorText(r.trace.back().state, run.actionNameOfLabel(r.trace.back().label)),
                     DiagId::err_run_next_error);
  case explore::Outcome::InitialStateIncomplete:
    return finishLines(run.initialStateNotCompletelySpecified(r.trace.back().state));
  }
  return finishLines(run.verdict(DiagId::err_run_unsupported));
}

} // namespace tlacore::engine
