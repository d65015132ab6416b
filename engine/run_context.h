// What the search drivers (run_bfs.cpp, run_dfid.cpp, run_simulation.cpp)
// share while one run goes: its options, output, model and result. Private
// to the engine.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "eval/evaluator.h"
#include "exit_codes.h"
#include "explore/bfs.h"
#include "explore/coverage.h"
#include "explore/run_control.h"
#include "model_loader.h"
#include "run_options.h"
#include "run_result.h"
#include "state_dump.h"
#include "tlc_output.h"

namespace tlacore::engine {

// Why a run's RunControl was halted, set by whoever halted it (the budget
// watchdog, the stop token).
struct StopWatch {
  std::atomic<int> reason{0}; // a StopReason
  std::atomic<uint64_t> residentAtStop{0};
  StopReason stopReason() const { return static_cast<StopReason>(reason.load()); }
};

// Whether TLC's model checker (ModelChecker, DFIDModelChecker) ends the run
// before its search and so before printSummary: an ASSUME false or failing,
// an initial state violating an invariant or a property's initial predicate.
// No "states generated" or depth line then, "Finished in" follows the error.
bool endsBeforeTheSearch(const explore::CheckResult &r);
// TLC's verdict when the state whose expansion met an error also failed to
// enter the behaviour graph (CheckResult::livenessError): the first error's.
DiagId livenessAfterErrorVerdict(const explore::CheckResult &r);

// The Java class TLC names for `e` in an unexpected-exception text (MP.ECGeneralMsg).
const char *tlcExceptionClass(const eval::EvalError &e);

struct Run {
  const RunOptions &o;
  TlcOutput &out;
  const Model &model;
  const Locator &loc;
  const model::SpecModel &m;
  const explore::ActionTable &actions;
  RunResult &report;
  std::chrono::steady_clock::time_point started;
  eval::Evaluator &ev;
  explore::RunControl &control;
  const eval::RunIo &io;
  const StopWatch &watch;
  // What the run evaluated before its search (run_model.h): the search takes
  // it up instead of evaluating the start-up constants again.
  const eval::Evaluator::Startup *startup = nullptr;

  // How a trace's state lines look. Labelled: TLCTrace's "State N: <action>"
  // with the ALIAS applied (BFS, simulation). DFIDWorker prints the stack's
  // states as they are, without ALIAS and without their actions
  // (TLCStateInfo's legacy constructor leaves the info empty): an invariant's
  // behaviour as TLC_STATE_PRINT2 ("State N: "), any other error's as
  // TLC_STATE_PRINT1 ("State N:").
  enum class StateLine { Labelled, DfidInvariant, DfidError };
  // A state of an error trace; `next` is the state after it in the trace
  // (null for the last one), which an ALIAS sees as the primed variables.
  void traceState(int64_t number, const std::string &label, std::string action, std::string location,
                  const std::vector<val::Value> &s, const std::vector<val::Value> *next = nullptr,
                  StateLine line = StateLine::Labelled);
  // How TLC's BFS printed a trace (TLCTrace.printTrace(s1, s2)); only
  // -difftrace tells them apart. Plain: every state after the first shows
  // what changed. Successor: the trace ends in the successor s2 that
  // violates a property, printed whole unless s1 is initial. Alone: it
  // ends in s1 with no successor (a deadlock), printed whole.
  enum class TraceEnd { Plain, Successor, Alone };
  // TLC's lines for a violation a search (BFS, DFID) found: message `code`
  // with `text`, then the trace; returns TLC's exit code for `why`.
  int searchViolation(int code, const std::string &outcome, const std::string &text, DiagId why,
                      const std::vector<explore::TraceStep> &trace, TraceEnd end = TraceEnd::Plain,
                      StateLine line = StateLine::Labelled);
  // TLC's lines for a false ASSUME (message 2104, exit 10).
  int assumptionFalse(SourceRange assumption);
  // TLC's lines for an initial state that violates an invariant.
  int initInvariantViolated(const explore::CheckResult &r);
  // EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_NEXT's text for successor `state`
  // (its unassigned variables null) of the TLC action named `action`.
  std::string incompleteSuccessorText(const std::vector<val::Value> &state, const std::string &action) const;
  // TLC's Action.getName() of `a`, and of the action whose expression is
  // the range of `label` (else the operator the label names, or "Action").
  static std::string tlcActionName(const explore::TlcAction &a);
  std::string actionNameOfLabel(const eval::ActionLabel &label) const;
  // TLC's lines for an initial state Init left incomplete (DoInitFunctor's
  // isGoodState): EC.TLC_INITIAL_STATE, the run's code (exit 255).
  int initialStateIncomplete(const explore::CheckResult &r);
  // DFIDModelChecker.doInit's and the Simulator's isGoodState (they check
  // the initial states after generating them all):
  // EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_INITIAL with the state, the run's
  // result (exit 255).
  int initialStateNotCompletelySpecified(const std::vector<val::Value> &state);
  // The "Computed n initial states..." lines of TLC's replay of Init after
  // an exception (CheckResult::initReplayGenerated), after its first message.
  void initReplayProgress(const explore::CheckResult &r);
  // TLC's message for `name` false in an initial state: an invariant's, or
  // (a PROPERTY of state level, TLC's implied init) a property's.
  std::pair<int, std::string> initViolationMessage(const std::string &name) const;
  // An initial state as TLC's initial violation messages print it:
  // tool.evalAlias(state, state) (the ALIAS's record, evaluated before the
  // message is printed), or its variables.
  std::string initialStateText(const std::vector<val::Value> &state);
  // -continue: prints a violation the search (BFS, DFID) goes on after as
  // TLC prints it, and records it in the result's violations.
  void continuedViolation(const explore::ContinuedViolation &v);
  // -continue: records the lines printed since the result's trace had
  // `traceBefore` states as a violation (they are taken out of the trace).
  void recordViolation(std::string outcome, std::string property, std::string message, size_t traceBefore);
  // A search's trace (BFS, DFID): each step labelled with the TLC action
  // that takes the state before it there, as TLC finds it.
  // `afterLast`: the state the last one is followed by (a lasso's loop-back
  // state, which TLC's ALIAS reads as the primed variables of the last state).
  // `replayBefore(i)`: what TLC evaluates again just before printing state
  // i (its actions then looked up quietly); by default BFS's
  // TLCTrace.printTrace for a Successor or Alone end, none for Plain.
  void printSearchTrace(const std::vector<explore::TraceStep> &trace,
                        const std::vector<val::Value> *afterLast = nullptr, TraceEnd end = TraceEnd::Plain,
                        StateLine line = StateLine::Labelled, std::function<void(size_t)> replayBefore = {});
  // LiveWorker.printTrace's lasso (trace[loopStart] the cycle's state):
  // the prefix recreated (Init, each step to the cycle's state) and printed
  // but its last state; then each state of the cycle printed after its step
  // out is recreated; the last state printed. The caller prints the
  // stuttering or back-to-state line (whose step's lookup is its replay).
  void printLassoTrace(const std::vector<explore::TraceStep> &trace, size_t loopStart,
                       const std::vector<val::Value> *afterLast);
  // TLC's reconstruction of a BFS behaviour evaluates Init and Next again
  // and so prints again what they print (trace_replay.cpp). Init enumerated
  // whole (Tool.getState(fp)); a step's replay: TLC's actions from `from` in
  // order, each enumerated whole, up to the one that yields `to`.
  // Whether Init or Next can have an effect when evaluated again (Print,
  // PrintT, TLCSet...): otherwise the replays are skipped.
  bool traceReplaysHaveEffects();
  std::optional<bool> replayEffects;
  void replayInit();
  void replayStep(const std::vector<val::Value> &from, const std::vector<val::Value> &to);
  // ConcurrentTLCTrace.getTrace(s1), after the error's message and before
  // "The behavior up to this point is:": Init, then the steps of the prefix
  // before s1's predecessor (none when s1 is initial). printSearchTrace
  // replays the last steps (to s1, to s2) as TLCTrace.printTrace does.
  void replayTracePrefix(const std::vector<explore::TraceStep> &trace, TraceEnd end);
  // Worker.doPostCondition after a BFS worker's violation, POSTCONDITION or
  // not: the whole behaviour rebuilt once more (Init, then every step).
  void replayForPostCondition(const std::vector<explore::TraceStep> &trace);
  // -dump (and the caller's list of reached states): opens `dumper`, the sink
  // the search feeds as it finds states, when the options ask for one. False
  // when a dump file cannot be written: TLC's message is printed and the
  // result records err_run_unsupported (exitCode() then says how to end).
  bool openStateDumper(std::optional<StateDumper> &dumper);
  // TLC's progress line (message 2200); the rates are the growth since the
  // last line over `minutes`, as TLC's printProgresStats divides by the
  // progress interval (periodic lines) or the whole run (-tool summary).
  void progressLine(const explore::ProgressInfo &p, double minutes);
  // -difftrace: the variables of the trace state printed last (TLC's
  // TLCState.toString(lastState) prints only those whose value differs).
  std::vector<std::pair<std::string, std::string>> lastTraceVariables;
  // ALIAS: the trace states printed so far, what TLCExt!Trace gives the
  // ALIAS of the state printed next (TLC evaluates it with the behaviour up
  // to that state).
  std::vector<std::vector<val::Value>> aliasBehaviour;
  const explore::CostRoots *costs = nullptr; // -coverage: the per-expression trees
  uint64_t lastGenerated = 0;
  uint64_t lastDistinct = 0;

  // TLC's out-of-memory message (1001) and what was being done; `counts`:
  // the search's counts so far follow. Returns TLC's exit code (153).
  int outOfMemoryLines(const std::string &doing, bool counts);

  // The result's exit code.
  void finish(int rc) { report.exitCode = rc; }
  // TLC's closing line (message 2186) with the time since `started`.
  void finishedLine();
  // How the check failed: recorded in the result; TLC's exit code for it.
  int verdict(DiagId id) {
    report.error = id;
    report.exitCode = tlcExitCode(id);
    return report.exitCode;
  }
  // The result's message and location for an evaluation error; returns
  // TLC's text for it (the message, then the location unless TLC gives none).
  std::string evalErrorText(const eval::EvalError &e);
  // MP.ECGeneralMsg(cause, e): EC.GENERAL's text for an exception TLC did
  // not expect while `cause` ("computing the set of next states"; empty:
  // the "See the User Output" line), the Java class the error is raised as
  // (a RuntimeException when TLC's message names no location, else an
  // EvalException), then the message as TLC 1.8.0 joins them ("\n: ").
  std::string unexpectedExceptionText(const std::string &cause, const eval::EvalError &e);
  // TLC's report of an ASSUME whose evaluation failed (message 2105, exit 10).
  std::string assumptionErrorText(SourceRange assumption, const eval::EvalError &e);
  // TLC's lines for an evaluation error a search (BFS, DFID) met in an
  // ASSUME, Init, Next or an invariant, the trace printed by `printTrace`;
  // returns TLC's exit code (10, 14, 75, 76).
  // `end`: BFS's TLCTrace.printTrace(s1, s2) (Successor) or (s1, null)
  // (Alone), whose prefix is recreated before "The behavior up to this point
  // is:" (replayTracePrefix); Plain: none.
  int searchEvalError(const explore::CheckResult &r, const std::function<void()> &printTrace,
                      TraceEnd end = TraceEnd::Plain);
  // A state TLC cannot fingerprint (explore/fingerprint_failure.h): the
  // reason (for an initial state, with the state: EC.TLC_INITIAL_STATE),
  // the behaviour up to it, then EC.TLC_FINGERPRINT_EXCEPTION with the trace.
  int fingerprintError(const explore::CheckResult &r, const std::function<void()> &printTrace);
  // What TLC's replay of a step met after a successor's check failed (explore/step_replay.h).
  int replayedError(const explore::ReplayedError &r);
  // Set when TLC's run ends on an exception that escapes its summary: no
  // TLC_STATS lines follow (the caller's closing lines check it).
  bool summarySkipped = false;
  // The lines and outcome of a run stopped by a budget or the stop token;
  // returns TLC's exit code for it.
  int stoppedLines();
};

// TLC's coverage report (messages 2201, 2773, 2772, 2221/2775, 2778, 2202),
// also kept in the result.
void printCoverage(Run &run, const explore::CoverageCounts &c);
// TLC's "Implied-temporal checking--satisfiability problem has N branches."
int printLivenessBranches(Run &run); // non-zero: the run ended (TLC's exit code)

// Evaluates the POSTCONDITION (if any) after a search that found no error,
// with TLCGet("stats") reporting `stats` (its duration is filled in) and
// TLCGet(i) the registers; prints TLC's messages when it does not hold.
// Returns the exit code, or 0 when it holds.
int checkRunPostcondition(Run &run, eval::Evaluator::RunStats stats, const eval::Evaluator::Registers &registers = {});
// After a violation whose behaviour `trace` was printed: TLC's Worker
// evaluates the POSTCONDITION with that behaviour as TLCExt!CounterExample
// (Tool.checkPostConditionWithCounterExample; `loopBack`: the 1-based state
// a lasso's last step goes back to, 0: none). Its messages are printed; the
// violation's exit code stands.
void checkRunPostconditionAfterViolation(Run &run, eval::Evaluator::RunStats stats,
                                         const eval::Evaluator::Registers &registers,
                                         const std::vector<explore::TraceStep> &trace, size_t loopBack = 0);

int runSimulation(Run &run);
int runModelCheck(Run &run);
int runDfidCheck(Run &run);


} // namespace tlacore::engine
