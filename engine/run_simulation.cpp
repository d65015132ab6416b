// Simulation (TLC's -simulate) with TLC's messages: the behaviours, their
// errors and traces, coverage, the closing summary.
#include <chrono>

#include "run_context.h"
#include "symmetry_warning.h"
#include "explore/simulate.h"
#include "tlc_text.h"

namespace tlacore::engine {

namespace {

const char *simOutcomeName(explore::SimOutcome o) {
  switch (o) {
  case explore::SimOutcome::Success:
    return "success";
  case explore::SimOutcome::InvariantViolated:
  case explore::SimOutcome::InitInvariantViolated:
    return "invariantViolated";
  case explore::SimOutcome::ActionPropertyViolated:
    return "actionPropertyViolated";
  case explore::SimOutcome::LivenessViolated:
    return "temporalPropertyViolated";
  case explore::SimOutcome::Deadlock:
    return "deadlock";
  case explore::SimOutcome::AssumptionFalse:
    return "assumptionFalse";
  case explore::SimOutcome::NoInitialStates:
    return "noInitialStates";
  case explore::SimOutcome::EvalErrorInit:
  case explore::SimOutcome::EvalErrorNext:
  case explore::SimOutcome::EvalErrorInvariant:
  case explore::SimOutcome::SuccessorIncomplete:
  case explore::SimOutcome::InitialStateIncomplete:
    return "evaluationError";
  }
  return "error";
}

// TLC's progress line of a simulation (message 2209) in -tool mode, where
// it has the form of the model checker's for the Toolbox, the number of
// behaviours in place of the depth.
void simToolProgressLine(Run &run, uint64_t generated, uint64_t traces) {
  run.out.message(ec::TlcProgressSimu, MsgClass::None,
                  "Progress(" + std::to_string(traces) + ") at " + now() + ": " + std::to_string(generated) +
                      " states generated, -1 distinct states found, -1 states left on queue.");
}

// TLC's progress report of a simulation (Simulator.ProgressReport, message
// 2209): periodic, and once more as the simulation ends.
void simProgressReport(Run &run, const explore::SimProgress &p) {
  if (run.out.tool()) {
    simToolProgressLine(run, p.generated, p.traces);
    return;
  }
  run.out.message(ec::TlcProgressSimu, MsgClass::None,
                  "Progress: " + std::to_string(p.generated) + " states checked, " + std::to_string(p.traces) +
                      " traces generated (trace length: mean=" + std::to_string(p.lengths.mean()) +
                      ", var(x)=" + std::to_string(p.lengths.variance(p.traces)) +
                      ", sd=" + std::to_string(p.lengths.deviation(p.traces)) + ")");
}

// TLC's Simulator.printSummary without the coverage (the caller's).
void simSummaryLines(Run &run, uint64_t generated, uint64_t traces) {
  if (run.out.tool())
    simToolProgressLine(run, generated, traces);
  run.out.message(ec::TlcStatsSimu, MsgClass::None,
                  "The number of states generated: " + std::to_string(generated) + "\nSimulation using seed " +
                      std::to_string(run.o.seed) + " and aril 0");
}

// A behaviour as TLC prints it. States are numbered 1, 2, ...: the
// behaviour has lost the steps that left the state unchanged, and TLC
// numbers what remains.
void printSimTrace(Run &run, const std::vector<explore::SimStep> &trace) {
  for (size_t i = 0; i < trace.size(); ++i) {
    const explore::SimStep &st = trace[i];
    const std::vector<val::Value> *after = i + 1 < trace.size() ? &trace[i + 1].state : nullptr;
    auto number = static_cast<int64_t>(i + 1);
    if (st.action < 0) {
      const explore::TlcAction *init = run.actions.init().empty() ? nullptr : &run.actions.init().back();
      std::string label = init ? actionLabel(run.loc, *init) : "<Initial predicate>";
      run.traceState(number, label, init ? actionName(*init) : "Init", init ? run.loc.location(init->location) : "",
                     st.state, after);
    } else {
      const explore::TlcAction &a = run.actions.next()[static_cast<size_t>(st.action)];
      run.traceState(number, actionLabel(run.loc, a), actionName(a), run.loc.location(a.location), st.state, after);
    }
  }
}

// TLC's Simulator evaluates the POSTCONDITION after an invariant or action
// property violation or a deadlock (not after an evaluation error or a
// liveness violation), with TLCExt!CounterExample the behaviour; the
// violation's exit code stands.
void simPostconditionAfter(Run &run, const std::vector<explore::SimStep> &trace, uint64_t generated,
                           const eval::Evaluator::Registers &registers, int64_t traces) {
  std::vector<explore::TraceStep> steps;
  for (const explore::SimStep &st : trace)
    steps.push_back({st.state, {}});
  eval::Evaluator::RunStats stats;
  stats.generated = static_cast<int64_t>(generated);
  stats.simulation = true;
  stats.traces = traces;
  checkRunPostconditionAfterViolation(run, stats, registers, steps, 0);
}

// -continue: one behaviour's violation as TLC's Simulator prints a
// worker's error result (printBehavior: the error, the behaviour, the
// summary; then the POSTCONDITION), recorded in the result's violations.
// The summary's count is the states generated up to this behaviour's
// violation (SimViolation::generated); TLC's coverage report is not
// repeated here, only at the end.
void printSimViolation(Run &run, const explore::SimViolation &v) {
  size_t before = run.report.trace.size();
  std::string text;
  int code = ec::TlcInvariantViolatedBehavior;
  const char *outcome = "invariantViolated";
  if (v.outcome == explore::SimOutcome::InvariantViolated) {
    text = "Invariant " + v.property + " is violated.";
  } else if (v.outcome == explore::SimOutcome::ActionPropertyViolated) {
    text = "Action property " + v.property + " is violated.";
    code = ec::TlcActionPropertyViolated;
    outcome = "actionPropertyViolated";
  } else {
    text = "Deadlock reached.";
    code = ec::TlcDeadlockReached;
    outcome = "deadlock";
  }
  run.out.message(code, MsgClass::Error, text);
  run.out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
  printSimTrace(run, v.trace);
  run.recordViolation(outcome, v.property, text, before);
  simSummaryLines(run, v.generated, v.traces);
  simPostconditionAfter(run, v.trace, v.generated, v.registers, static_cast<int64_t>(v.traces));
}

} // namespace

int runSimulation(Run &run) {
  warnSymmetrySetTooSmall(run);
  if (int rc = printLivenessBranches(run))
    return rc;
  const RunOptions &o = run.o;
  TlcOutput &out = run.out;
  const model::SpecModel &m = run.m;
  explore::SimOptions so;
  so.workers = o.workers;
  so.depth = o.depth < 0 ? 100 : o.depth;
  so.traces = o.traces;
  so.seed = o.seed;
  so.checkDeadlock = m.checkDeadlock && o.checkDeadlock;
  so.warnings = o.warnings;
  so.costs = run.costs;
  so.control = &run.control;
  so.io = &run.io;
  so.startup = run.startup; // the start-up constants, evaluated once (run_model.h)
  // TLC prints the initial states' lines before the behaviours (and so
  // before what they print); a run that stops earlier prints them after.
  bool initPrinted = false;
  auto initLinesFor = [&](uint64_t initStates) {
    if (initPrinted)
      return;
    initPrinted = true;
    out.message(ec::TlcComputingInitProgress, MsgClass::None,
                "Computed " + std::to_string(initStates) + " initial states...");
    out.message(ec::TlcInitGenerated, MsgClass::None,
                "Finished computing initial states: " + std::to_string(initStates) + " distinct state generated at " +
                    now() + ".");
  };
  so.onInitDone = initLinesFor;
  // -continue: each violation printed as TLC's Simulator prints a worker's
  // error (the error, the behaviour, the summary), then the POSTCONDITION
  // with it as the counterexample; the simulation goes on.
  so.continueOnViolation = o.continueOnViolation;
  so.onViolation = [&](const explore::SimViolation &v) { printSimViolation(run, v); };
  // TLC's periodic progress report, as often as the model checker's.
  if (o.progress && !out.silent()) {
    // With -coverage N, TLC's ProgressReport also prints the coverage every
    // N minutes: each time its count of progress reports (N minutes over
    // the progress interval, 0 with -coverage 0) has run down to 1 or less.
    const bool periodicCoverage = o.coverageMinutes >= 0;
    const int64_t coverageEvery =
        o.progressSeconds > 0 ? static_cast<int64_t>(o.coverageMinutes * 60 / o.progressSeconds) : 0;
    so.onProgress = [&run, periodicCoverage, coverageEvery, count = coverageEvery](const explore::SimProgress &p) mutable {
      simProgressReport(run, p);
      if (!periodicCoverage || !p.coverage)
        return;
      if (count > 1) {
        --count;
        return;
      }
      printCoverage(run, *p.coverage);
      count = coverageEvery;
    };
    so.progressSeconds = o.progressSeconds;
    so.coverageInProgress = periodicCoverage;
  }
  explore::SimResult r = explore::runSimulation(m, run.actions, so);
  RunResult &rep = run.report;
  rep.outcome = simOutcomeName(r.outcome);
  rep.generated = r.generated;
  rep.initial = r.initStates;
  rep.traces = r.traces;
  rep.property = r.property;
  bool coverage = o.coverageMinutes >= 0;

  auto progress = [&] { simProgressReport(run, explore::SimProgress{r.generated, r.traces, r.lengths}); };
  // TLC's final progress report (with coverage when asked for).
  auto finalReport = [&] {
    progress();
    if (coverage)
      printCoverage(run, r.coverage);
  };
  // TLC's Simulator.printSummary.
  auto summary = [&] {
    if (coverage)
      printCoverage(run, r.coverage);
    simSummaryLines(run, r.generated, r.traces);
  };
  auto finished = [&](int rc) {
    run.finishedLine();
    run.finish(rc);
    return rc;
  };
  auto initLines = [&] { initLinesFor(r.initStates); };
  auto printTrace = [&] { printSimTrace(run, r.trace); };
  auto errorText = [&](const eval::EvalError &e) { return run.evalErrorText(e); };
  // TLC's Simulator evaluates the POSTCONDITION after an invariant or action
  // property violation or a deadlock (not after an evaluation error or a
  // liveness violation), with TLCExt!CounterExample the behaviour; the
  // violation's exit code stands.
  auto postconditionAfter = [&] { simPostconditionAfter(run, r.trace, r.generated, r.registers, static_cast<int64_t>(r.traces)); };

  if (r.stopped && r.outcome == explore::SimOutcome::Success) {
    initLines();
    int rc = run.stoppedLines();
    finalReport();
    summary();
    return finished(rc);
  }
  switch (r.outcome) {
  case explore::SimOutcome::Success: {
    initLines();
    // TLC's Simulator checks the POSTCONDITION as its workers finish.
    eval::Evaluator::RunStats stats;
    stats.generated = static_cast<int64_t>(r.generated);
    stats.simulation = true;
    stats.traces = static_cast<int64_t>(r.traces);
    int rc = checkRunPostcondition(run, stats, r.registers);
    finalReport();
    summary();
    return finished(rc);
  }
  case explore::SimOutcome::AssumptionFalse:
    return finished(run.assumptionFalse(r.propertyRange));
  case explore::SimOutcome::NoInitialStates:
    initLines();
    rep.message = "There is no state satisfying the initial predicate and the state constraints.";
    out.message(ec::General, MsgClass::Error, rep.message);
    return finished(run.verdict(DiagId::err_run_no_initial_states));
  case explore::SimOutcome::EvalErrorInit: {
    if (r.errorInAssumption) {
      out.message(ec::TlcAssumptionEvaluationError, MsgClass::Error, run.assumptionErrorText(r.propertyRange, r.error));
      return finished(run.verdict(DiagId::err_run_assumption_error));
    }
    std::string text = errorText(r.error);
    out.message(ec::General, MsgClass::Error, text);
    if (!r.trace.empty())
      out.message(ec::General, MsgClass::Error,
                  "The error occurred when TLC was evaluating the initial state:\n" + variablesText(m, r.trace[0].state));
    return finished(run.verdict(r.error.id == DiagId::err_eval_assert ? DiagId::err_run_assert_failed
                                                                      : DiagId::err_run_init_error));
  }
  case explore::SimOutcome::InitialStateIncomplete:
    // Checked in the same loop as the initial states' invariants (below),
    // before them; no POSTCONDITION follows.
    initLines();
    return finished(run.initialStateNotCompletelySpecified(r.trace[0].state));
  case explore::SimOutcome::InitInvariantViolated: {
    initLines();
    auto [initCode, initText] = run.initViolationMessage(r.property);
    rep.message = initText;
    std::string state = r.trace.empty() ? variablesText(m, {}) : run.initialStateText(r.trace[0].state);
    out.message(initCode, MsgClass::Error, rep.message + "\n" + state);
    for (const auto &st : r.trace)
      run.traceState(st.level, "<Initial predicate>", "Init", "", st.state);
    postconditionAfter();
    return finished(run.verdict(DiagId::err_run_invariant_violated));
  }
  case explore::SimOutcome::InvariantViolated:
  case explore::SimOutcome::ActionPropertyViolated:
  case explore::SimOutcome::Deadlock:
  case explore::SimOutcome::EvalErrorInvariant:
  case explore::SimOutcome::SuccessorIncomplete: {
    initLines();
    DiagId why = DiagId::err_run_invariant_violated;
    if (r.outcome == explore::SimOutcome::SuccessorIncomplete) {
      // SimulationWorker.addElement: EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_NEXT
      // (a non-continuable error), the behaviour to the successor; exit 75.
      const explore::SimStep &last = r.trace.back();
      const std::vector<explore::TlcAction> &acts = run.actions.next();
      rep.message = run.incompleteSuccessorText(
          last.state, last.action >= 0 && static_cast<size_t>(last.action) < acts.size()
                          ? Run::tlcActionName(acts[static_cast<size_t>(last.action)])
                          : std::string("Action"));
      out.message(ec::TlcStateNotCompletelySpecifiedNext, MsgClass::Error, rep.message);
      why = DiagId::err_run_next_error;
    } else if (r.outcome == explore::SimOutcome::InvariantViolated) {
      rep.message = "Invariant " + r.property + " is violated.";
      out.message(ec::TlcInvariantViolatedBehavior, MsgClass::Error, rep.message);
    } else if (r.outcome == explore::SimOutcome::ActionPropertyViolated) {
      rep.message = "Action property " + r.property + " is violated.";
      out.message(ec::TlcActionPropertyViolated, MsgClass::Error, rep.message);
      why = DiagId::err_run_action_property_violated;
    } else if (r.outcome == explore::SimOutcome::Deadlock) {
      rep.message = "Deadlock reached.";
      out.message(ec::TlcDeadlockReached, MsgClass::Error, rep.message);
      why = DiagId::err_run_deadlock;
    } else if (r.errorInActionProperty) {
      // SimulationWorker.addElement: TLC_ACTION_PROPERTY_EVALUATION_FAILED,
      // whose text has no place for the cause; its exit code (13, as
      // run_context.cpp's livenessAfterErrorVerdict).
      errorText(r.error);
      rep.message = "Evaluating action property " + r.property + " failed.";
      out.message(ec::TlcActionPropertyEvaluationFailed, MsgClass::Error, rep.message);
      why = DiagId::err_run_action_property_violated;
    } else {
      out.message(ec::General, MsgClass::Error, errorText(r.error));
      why = r.error.id == DiagId::err_eval_assert ? DiagId::err_run_assert_failed : DiagId::err_run_invariant_error;
    }
    out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
    printTrace();
    summary();
    if (r.outcome != explore::SimOutcome::EvalErrorInvariant)
      postconditionAfter();
    finalReport();
    return finished(run.verdict(why));
  }
  case explore::SimOutcome::EvalErrorNext: {
    // TLC 2.20's simulator reports an error while computing successors as
    // an unexpected exception (exit 255), after the behaviour so far.
    initLines();
    std::string text = errorText(r.error);
    out.message(ec::General, MsgClass::Error,
                "TLC threw an unexpected exception.\nThis was probably caused by an error in the spec or model.\n"
                "See the User Output or TLC Console for clues to what happened.\n"
                "The exception was a " + std::string(tlcExceptionClass(r.error)) + "\n: " + text);
    out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
    printTrace();
    finalReport();
    return finished(run.verdict(r.error.id == DiagId::err_eval_assert ? DiagId::err_run_assert_failed
                                                                      : DiagId::err_run_simulation_error));
  }
  case explore::SimOutcome::LivenessViolated: {
    initLines();
    rep.message = "Temporal properties were violated.";
    out.message(ec::TlcTemporalPropertyViolated, MsgClass::Error, rep.message + "\n");
    out.message(ec::TlcCounterExample, MsgClass::Error, "The following behavior constitutes a counter-example:\n");
    // LiveCheck1.printErrorTrace: the prefix and the cycle, then
    // "Stuttering" or "Back to state N" with the action into that state.
    printTrace();
    if (r.stutteringTail || r.trace.empty()) {
      out.stuttering(static_cast<int64_t>(r.trace.size()) + 1);
      rep.stuttering = true;
    } else {
      std::string label = r.loopAction >= 0 ? actionLabel(run.loc, run.actions.next()[static_cast<size_t>(r.loopAction)])
                                             : std::string("<Action>");
      out.message(ec::TlcBackToState, MsgClass::State,
                  std::string(out.tool() ? "" : "Back to state ") + std::to_string(r.loopStart + 1) + ": " + label + "\n");
      rep.backToState = static_cast<int64_t>(r.loopStart + 1);
    }
    summary();
    finalReport();
    return finished(run.verdict(DiagId::err_run_temporal_violated));
  }
  }
  return finished(run.verdict(DiagId::err_run_unsupported));
}

} // namespace tlacore::engine
