// Model checking (breadth-first search) with TLC's messages: initial
// states, violations with their traces labelled by TLC's actions, liveness
// lassos, POSTCONDITION, the closing summary.
#include <algorithm>
#include <chrono>
#include <iomanip>
#include <optional>
#include <sstream>

#include "nested_expressions_text.h"
#include "run_context.h"
#include "explore/init_replay.h"
#include "symmetry_warning.h"
#include "state_dump.h"
#include "explore/lasso_fairness.h"
#include "tlc_text.h"

namespace tlacore::engine {

namespace {

// TLC checks the POSTCONDITION after a search without error (see
// checkRunPostcondition). Returns the exit code, or 0 when it holds.
int postcondition(Run &run, uint64_t generated, uint64_t distinct, uint64_t queue, int64_t depth,
                  const eval::Evaluator::Registers &registers = {}) {
  eval::Evaluator::RunStats stats;
  stats.generated = static_cast<int64_t>(generated);
  stats.distinct = static_cast<int64_t>(distinct);
  stats.queue = static_cast<int64_t>(queue);
  stats.diameter = std::max<int64_t>(depth, 1); // ConcurrentTLCTrace.getLevel: at least 1
  return checkRunPostcondition(run, stats, registers);
}

// The JSON report's list of actions enabled but never taken in the loop.
void neglectedActions(Run &run, eval::Evaluator &ev, const explore::CheckResult &r) {
  run.report.hasLoop = true;
  // tlacore's own report of the loop (no TLC output): what its actions print goes nowhere.
  explore::QuietPrints quiet(ev);
  for (const explore::NeglectedAction &n : explore::neglectedInLoop(run.m, run.actions, ev, r))
    run.report.neglected.push_back(
        {actionName(*n.action), run.loc.location(n.action->location), n.alwaysEnabled});
}

} // namespace

int runModelCheck(Run &run) {
  eval::Evaluator &ev = run.ev;
  const RunOptions &o = run.o;
  TlcOutput &out = run.out;
  const model::SpecModel &m = run.m;
  RunResult &rep = run.report;
  warnSymmetrySetTooSmall(run);
  if (!m.livenessParts.empty() && m.symmetry)
    out.message(ec::General, MsgClass::Warning,
                "Declaring symmetry during liveness checking is dangerous. It might cause TLC to miss violations of "
                "the stated liveness properties. Please check liveness without symmetry defined.");
  if (int rc = printLivenessBranches(run))
    return rc;
  explore::CheckOptions opts;
  // After the ASSUMEs (what they print comes first); not at all when one fails.
  opts.onAssumptionsHold = [&out] { out.message(ec::TlcComputingInit, MsgClass::None, "Computing initial states..."); };
  opts.workers = o.workers;
  opts.seed = o.seed;
  opts.fpIndex = o.fpIndex;
  opts.fpBits = o.fpBits;
  opts.checkDeadlock = m.checkDeadlock && o.checkDeadlock;
  opts.warnings = o.warnings;
  opts.periodicLiveness = !o.livenessFinalOnly;
  opts.maxDepth = o.searchDepth;
  opts.fingerprintBudgetBytes = o.fingerprintBudgetBytes;
  // Under a memory budget the fingerprints take at most a quarter of it in
  // memory and spill to disk past that (TLC's DiskFPSet), so a state space
  // whose fingerprints alone would pass the budget still finishes.
  if (!opts.fingerprintBudgetBytes && o.budgets.memoryBytes)
    opts.fingerprintBudgetBytes = o.budgets.memoryBytes / 4;
  // Likewise the explored states' records (a sixteenth) and the values of the
  // states not expanded yet, the initial ones included (a quarter, and none
  // more once the process passes 5/8 of the bound): past those, to disk
  // (TLC's DiskStateQueue). The rest is the evaluator's.
  opts.recordBudgetBytes = o.recordBudgetBytes ? o.recordBudgetBytes : o.budgets.memoryBytes / 16;
  opts.frontierBudgetBytes = o.queueBudgetBytes ? o.queueBudgetBytes : o.budgets.memoryBytes / 4;
  opts.memoryPressureBytes = o.budgets.memoryBytes / 8 * 5;
  // And the liveness check's graph (the workers' logs of it, the behaviour
  // graph, its products with the tableaux): in files from the start, at
  // most an eighth of the bound of them resident; the search's own tables
  // per product node and step stay in memory and must fit with the rest
  // (else the run stops at the bound before the check). So, under a bound
  // B: fingerprints B/4, records B/16, queue B/4, the liveness graph's
  // window B/8, the rest the evaluator's and the liveness search's.
  opts.livenessWindowBytes = o.livenessWindowBytes ? o.livenessWindowBytes : o.budgets.memoryBytes / 8;
  opts.memoryBytes = o.budgets.memoryBytes;
  opts.spillDir = o.spillDir;
  opts.control = &run.control;
  opts.io = &run.io;
  opts.startup = run.startup; // the start-up constants, evaluated once (run_model.h)
  opts.actions = &run.actions;
  if (o.progress && !out.silent()) {
    // TLC's rates assume the lines are progressInterval apart (printProgresStats' factor).
    opts.onProgress = [&run, &o](const explore::ProgressInfo &p) { run.progressLine(p, o.progressSeconds / 60); };
    opts.progressSeconds = o.progressSeconds;
    opts.progressFirstSeconds = o.progressFirstSeconds;
  }
  if (o.coverageMinutes >= 0)
    opts.coverage = &run.actions;
  opts.costs = run.costs;
  // -dump (and the caller's list of reached states): fed as states are found.
  std::optional<StateDumper> dumper;
  if (!run.openStateDumper(dumper))
    return rep.exitCode;
  if (dumper)
    opts.states = &*dumper;
  // TLC prints the initial states' line before the search; a result that
  // never got that far prints it (or not) after.
  bool initLinePrinted = false;
  // TLC's ModelChecker: TLC_INIT_GENERATED1 when every initial state
  // generated was kept, else TLC_INIT_GENERATED2 with both counts.
  auto initDoneLine = [&](size_t initDistinct, uint64_t initGenerated) {
    std::ostringstream line;
    if (initGenerated > initDistinct) {
      line << "Finished computing initial states: " << initGenerated << " states generated, with " << initDistinct
           << " of them distinct at " << now() << ".";
      out.message(ec::TlcInitGenerated2, MsgClass::None, line.str());
      initLinePrinted = true;
      return;
    }
    line << "Finished computing initial states: " << initDistinct << " distinct state"
         << (initDistinct == 1 ? "" : "s") << " generated at " << now() << ".";
    out.message(ec::TlcInitGenerated, MsgClass::None, line.str());
    initLinePrinted = true;
  };
  opts.onInitDone = initDoneLine;
  opts.onInitProgress = [&out](uint64_t n) {
    out.message(ec::TlcComputingInitProgress, MsgClass::None, "Computed " + std::to_string(n) + " initial states...");
  };
  // -continue: each violation printed as TLC prints it with
  // TLCGlobals.continuation; the run then ends as one without error.
  opts.continueOnViolation = o.continueOnViolation;
  opts.onViolation = [&run](const explore::ContinuedViolation &v) { run.continuedViolation(v); };
  explore::CheckResult r = explore::runBfs(m, opts);
  if (dumper) // the states left on the queue were not expanded
    dumper->close(r.distinct >= r.queueLeft ? r.distinct - r.queueLeft : 0);
  rep.generated = r.generated;
  rep.distinct = static_cast<int64_t>(r.distinct);
  rep.left = static_cast<int64_t>(r.queueLeft);
  rep.depth = r.depth;
  rep.initial = r.initDistinct;
  rep.property = r.property;
  rep.depthBoundReached = r.depthBoundReached;
  rep.workersUsed = r.workersUsed;
  rep.phases.initial = r.initialSeconds;
  rep.phases.liveness = r.livenessSeconds;
  rep.phases.livenessSearch = r.livenessSearchSeconds;
  for (const explore::WorkerStats &w : r.workerStats)
    rep.workerStats.push_back({w.busySeconds, w.idleSeconds, w.cpuSeconds, w.fpSeconds, w.expanded, w.speculated, w.fpInserts});
  rep.stateRecordBytes = r.recordBytes;
  rep.stateRecordDiskBytes = r.recordDiskBytes;
  rep.queueSpilledStates = r.frontierSpilledStates;
  rep.livenessDiskBytes = r.livenessDiskBytes;
  rep.queueSpilledBytes = r.frontierSpilledBytes;
  rep.fingerprintMemoryBytes = r.fingerprints.memoryBytes;
  rep.fingerprintDiskBytes = r.fingerprints.diskBytes;
  rep.fingerprintSpills = r.fingerprints.spills;
  rep.fingerprintCasRetries = r.fingerprints.casRetries;
  rep.fingerprintWaits = r.fingerprints.waits;
  rep.fingerprintDiskLookups = r.fingerprints.diskLookups;
  rep.bytesPerState = r.distinct ? static_cast<double>(r.recordBytes) / static_cast<double>(r.distinct) : 0;

  auto finishLines = [&](int rc) {
    // TLC's ModelChecker.printSummary (not reached when the initial states fail).
    bool summary = r.outcome != explore::Outcome::InitInvariantViolated &&
                   r.outcome != explore::Outcome::InitialStateIncomplete &&
                   r.outcome != explore::Outcome::AssumptionFalse && r.outcome != explore::Outcome::EvalErrorInit;
    // modelCheckImpl returns before printSummary when an ASSUME is false or
    // fails, or an initial state violates an invariant or a property's
    // initial predicate: "Finished in" follows the error directly.
    if (endsBeforeTheSearch(r)) {
      run.finishedLine();
      run.finish(rc);
      return rc;
    }
    if (summary && opts.coverage)
      printCoverage(run, r.coverage);
    if (out.tool() && summary) {
      // In -tool mode TLC's summary repeats the counts as a progress line,
      // its rates over the whole run (ModelChecker.printSummary).
      run.lastGenerated = 0;
      run.lastDistinct = 0;
      double minutes = std::chrono::duration<double>(std::chrono::steady_clock::now() - run.started).count() / 60;
      run.progressLine({r.depth, r.generated, r.distinct, r.queueLeft}, minutes);
    }
    if (run.summarySkipped) { // TLC's summary was never reached
      run.finishedLine();
      run.finish(rc);
      return rc;
    }
    out.message(ec::TlcStats, MsgClass::None,
                std::to_string(r.generated) + " states generated, " + std::to_string(r.distinct) +
                    " distinct states found, " + std::to_string(r.queueLeft) + " states left on queue.");
    out.message(ec::TlcSearchDepth, MsgClass::None,
                "The depth of the complete state graph search is " + std::to_string(r.depth) + ".");
    if (rc == 0)
      if (std::optional<std::string> degree = outdegreeText(r.outDegree))
        out.message(ec::TlcStatsGraphOutdegree, MsgClass::None, *degree);
    run.finishedLine();
    run.finish(rc);
    return rc;
  };
  auto initLine = [&] {
    if (!initLinePrinted)
      initDoneLine(r.initDistinct, r.initGenerated);
    // A finite prefix TLC finds while it builds the graph, before any
    // liveness check: no counts or "Checking ..." line before its error.
    if (r.livenessSafety)
      return;
    // Before its final liveness check TLC reports the search's counts.
    if (r.livenessStates > 0 && !r.livenessPartial)
      out.message(ec::TlcProgressStats, MsgClass::None,
                  "Progress(" + std::to_string(r.depth) + ") at " + now() + ": " + grouped(r.generated) +
                      " states generated, " + grouped(r.distinct) + " distinct states found, " +
                      grouped(r.queueLeft) + " states left on queue.");
    // With several branches TLC sums the sizes of their graphs (each holds every state).
    if (r.livenessStates > 0) {
      size_t branches = std::max<size_t>(1, r.livenessBranches);
      out.message(ec::TlcCheckingTemporalProps, MsgClass::None,
                  "Checking " + (branches > 1 ? std::to_string(branches) + " branches of " : std::string()) +
                      "temporal properties for the " + (r.livenessPartial ? "current" : "complete") +
                      " state space with " + std::to_string(r.livenessStates * branches) +
                      " total distinct states at (" + now() + ")");
    }
  };
  auto printTrace = [&] { run.printSearchTrace(r.trace); };
  // The state whose expansion was violated failed to enter the behaviour
  // graph too: TLC's Worker prints that error's stack after the violation
  // (and its POSTCONDITION), the violation's exit code standing.
  auto livenessStack = [&](int rc) {
    if (r.livenessError)
      out.message(ec::TlcNestedExpression, MsgClass::Error, nestedExpressionsText(run.loc, r.livenessError->nested));
    return rc;
  };
  // TLC's Worker evaluates the POSTCONDITION with the counterexample once a
  // violation and its behaviour are printed.
  auto postconditionAfter = [&](int rc, size_t loopBack = 0) {
    eval::Evaluator::RunStats stats;
    stats.generated = static_cast<int64_t>(r.generated);
    stats.distinct = static_cast<int64_t>(r.distinct);
    stats.queue = static_cast<int64_t>(r.queueLeft);
    stats.diameter = std::max<int64_t>(r.depth, 1);
    checkRunPostconditionAfterViolation(run, stats, r.registers, r.trace, loopBack);
    return rc;
  };
  // A BFS worker's violation: Worker.doNextSetErr's doPostCondition rebuilds
  // the behaviour (what Init and Next print comes out once more) before it
  // checks the POSTCONDITION, if any.
  auto workerPostcondition = [&](int rc) {
    run.replayForPostCondition(r.trace);
    return postconditionAfter(rc);
  };
  auto evalErrorText = [&] {
    run.evalErrorText(r.error);
    return r.error.message +
           (r.error.range.valid() ? r.error.locationSeparator() + run.loc.location(r.error.range) : std::string());
  };

  switch (r.outcome) {
  case explore::Outcome::Success: {
    rep.outcome = "success";
    initLine();
    if (r.livenessStates > 0)
      out.message(ec::TlcFinishedTemporalProps, MsgClass::None, "Finished checking temporal properties in " + runtimeText(int64_t(r.livenessLastSeconds * 1000)) + " at " + now());
    if (int rc = postcondition(run, r.generated, r.distinct, r.queueLeft, r.depth, r.registers))
      return finishLines(rc);
    out.message(ec::TlcSuccess, MsgClass::None, successText(r.generated, r.distinct, r.tlcFingerprintGap));
    return finishLines(0);
  }
  case explore::Outcome::Stopped:
    initLine();
    return finishLines(run.stoppedLines());
  case explore::Outcome::InitInvariantViolated:
    return finishLines(postconditionAfter(run.initInvariantViolated(r)));
  case explore::Outcome::InitialStateIncomplete:
    return finishLines(postconditionAfter(run.initialStateIncomplete(r)));
  case explore::Outcome::InvariantViolated:
    initLine();
    return finishLines(livenessStack(workerPostcondition(run.searchViolation(
        ec::TlcInvariantViolatedBehavior, "invariantViolated", "Invariant " + r.property + " is violated.",
        DiagId::err_run_invariant_violated, r.trace, Run::TraceEnd::Successor))));
  case explore::Outcome::ActionPropertyViolated:
    initLine();
    return finishLines(livenessStack(workerPostcondition(run.searchViolation(
        ec::TlcActionPropertyViolated, "actionPropertyViolated", "Action property " + r.property + " is violated.",
        DiagId::err_run_action_property_violated, r.trace, Run::TraceEnd::Successor))));
  case explore::Outcome::Deadlock:
    initLine();
    return finishLines(livenessStack(workerPostcondition(run.searchViolation(
        ec::TlcDeadlockReached, "deadlock", "Deadlock reached.", DiagId::err_run_deadlock, r.trace,
        Run::TraceEnd::Alone))));
  case explore::Outcome::LivenessViolated: {
    rep.outcome = "temporalPropertyViolated";
    initLine();
    rep.message = "Temporal properties were violated.";
    rep.property = r.property;
    out.message(ec::TlcTemporalPropertyViolated, MsgClass::Error, rep.message + "\n");
    out.message(ec::TlcCounterExample, MsgClass::Error, "The following behavior constitutes a counter-example:\n");
    if (r.livenessSafety)
      printTrace();
    else // LiveWorker.printTrace; the last state is followed by the loop-back state
      run.printLassoTrace(r.trace, r.loopStart,
                          r.stutters || r.trace.empty() ? nullptr
                          : r.loopBackState.empty()     ? &r.trace[r.loopStart].state
                                                        : &r.loopBackState);
    if (r.livenessSafety) // a finite prefix violates it: TLC reports a safety violation
      return finishLines(run.verdict(DiagId::err_run_temporal_prefix_violated));
    if (r.stutters || r.trace.empty()) {
      out.stuttering(static_cast<int64_t>(r.trace.size() + 1));
      rep.stuttering = true;
    } else {
      const std::vector<val::Value> &back = r.loopBackState.empty() ? r.trace[r.loopStart].state : r.loopBackState;
      const explore::TlcAction *a = explore::actionBetween(m, run.actions, ev, r.trace.back().state, back);
      std::string label = a ? actionLabel(run.loc, *a) : std::string("<Action>");
      out.message(ec::TlcBackToState, MsgClass::State,
                  std::string(out.tool() ? "" : "Back to state ") + std::to_string(r.loopStart + 1) + ": " + label + "\n");
      rep.backToState = static_cast<int64_t>(r.loopStart + 1);
    }
    neglectedActions(run, ev, r);
    postconditionAfter(0, r.stutters || r.trace.empty() ? 0 : r.loopStart + 1);
    out.message(ec::TlcFinishedTemporalProps, MsgClass::None, "Finished checking temporal properties in " + runtimeText(int64_t(r.livenessLastSeconds * 1000)) + " at " + now());
    return finishLines(run.verdict(DiagId::err_run_temporal_violated));
  }
  case explore::Outcome::EvalErrorLiveness:
    rep.outcome = "evaluationError";
    initLine();
    if (!r.trace.empty()) {
      // Met while the search computed a state's temporal predicates (its
      // ENABLED and steps): TLC's Worker replays the evaluation with its
      // call stack kept and prints the stack first, then the error and the
      // trace to the state; the error's code stands: EC.GENERAL (255), an
      // Assert's 14 (Github763Test, Github317Test, Worker.doNextCheckLiveness).
      // With the stack printed, an error TLC words without a location has none.
      if (!r.error.nested.empty()) {
        out.message(ec::TlcNestedExpression, MsgClass::Error, nestedExpressionsText(run.loc, r.error.nested));
        if (r.error.unlocated) {
          run.evalErrorText(r.error);
          out.message(ec::General, MsgClass::Error, r.error.message);
        } else {
          out.message(ec::General, MsgClass::Error, evalErrorText());
        }
      } else {
        out.message(ec::General, MsgClass::Error, evalErrorText());
      }
      out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
      printTrace();
      return finishLines(run.verdict(r.error.id == DiagId::err_eval_assert ? DiagId::err_run_assert_failed
                                                                            : DiagId::err_eval));
    }
    out.message(ec::General, MsgClass::Error, evalErrorText());
    return finishLines(run.verdict(DiagId::err_run_temporal_error));
  case explore::Outcome::AssumptionFalse:
    return finishLines(run.assumptionFalse(r.propertyRange));
  case explore::Outcome::EvalErrorInit:
  case explore::Outcome::EvalErrorNext:
  case explore::Outcome::EvalErrorInvariant: {
    // ModelChecker.doNextEvalFailed / doNextFailed: printTrace(curState,
    // succState), succState null when Next itself failed.
    const Run::TraceEnd end = r.trace.size() > 1 && r.traceEndsInSuccessor ? Run::TraceEnd::Successor
                              : r.outcome == explore::Outcome::EvalErrorNext && !r.trace.empty() ? Run::TraceEnd::Alone
                                                                                                  : Run::TraceEnd::Plain;
    return finishLines(run.searchEvalError(r, [&] { run.printSearchTrace(r.trace, nullptr, end); }, end));
  }
  case explore::Outcome::SuccessorIncomplete:
    initLine();
    return finishLines(livenessStack(postconditionAfter(run.searchViolation(
        ec::TlcStateNotCompletelySpecifiedNext, "evaluationError", run.incompleteSuccessorText(r.trace.back().state, run.actionNameOfLabel(r.trace.back().label)),
        DiagId::err_run_next_error, r.trace, Run::TraceEnd::Successor))));
  }
  return finishLines(run.verdict(DiagId::err_run_unsupported));
}

} // namespace tlacore::engine
