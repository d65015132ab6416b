// The shared parts of a run: trace states, progress lines, coverage, the
// liveness-branches line, evaluation errors and stops (run_context.h).
#include "run_context.h"
#include "nested_expressions_text.h"

#include <algorithm>

#include "eval/search_context.h"
#include "explore/alias.h"
#include "explore/fingerprint_failure.h"
#include "explore/init_replay.h"
#include "live/live_check.h"
#include "tlc_text.h"
#include "value/pretty_print.h"

namespace tlacore::engine {

void Run::traceState(int64_t number, const std::string &label, std::string action, std::string location,
                     const std::vector<val::Value> &s, const std::vector<val::Value> *next, StateLine line) {
  RunResult::State st{number, std::move(action), std::move(location), label, {}};
  std::optional<std::vector<explore::AliasField>> alias;
  // TLCStateMut.toString prints a variable no action assigned as "null".
  const bool incomplete = std::any_of(s.begin(), s.end(), [](const val::Value &v) { return v.isError(); });
  if (m.alias && line == StateLine::Labelled && !incomplete) {
    if (number <= 1)
      aliasBehaviour.clear();
    aliasBehaviour.push_back(s);
    eval::ScopedTraceHook behaviour([this](std::vector<eval::TraceState> &states) {
      for (const std::vector<val::Value> &st : aliasBehaviour)
        states.push_back({st.data(), {}});
    });
    alias = explore::evalAlias(m, ev, s, next ? *next : s, number);
  }
  if (alias) {
    for (const explore::AliasField &f : *alias)
      st.variables.emplace_back(f.name, val::toString(f.value));
  } else {
    for (size_t i : m.printOrder)
      st.variables.emplace_back(std::string(m.variables[i]->name), s[i].isError() ? "null" : val::toString(s[i]));
  }
  // -difftrace: a state after a trace's first shows only the variables
  // whose value changed (the "/\\ " still follows the number of variables).
  // (printRuntimeErrorStateTraceState prints every state whole.)
  const bool diff = o.diffTrace && number > 1 && lastTraceVariables.size() == st.variables.size() &&
                    line != StateLine::DfidError;
  std::string text;
  for (size_t i = 0; i < st.variables.size(); ++i) {
    const auto &[name, value] = st.variables[i];
    if (diff && lastTraceVariables[i] == st.variables[i])
      continue;
    text += (st.variables.size() > 1 ? "/\\ " : "") + name + " = " + val::prettyPrint(value) + "\n";
  }
  if (o.diffTrace)
    lastTraceVariables = st.variables;
  if (line == StateLine::DfidError)
    out.unlabelledTraceState(number, text);
  else
    out.traceState(number, line == StateLine::DfidInvariant ? std::string() : label, text);
  report.trace.push_back(std::move(st));
}


void Run::finishedLine() {
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
  out.message(ec::TlcFinished, MsgClass::None, finishedText(out.tool(), ms));
}

void Run::progressLine(const explore::ProgressInfo &p, double minutes) {
  if (minutes <= 0)
    minutes = 1.0 / 60000;
  auto rate = [&](uint64_t now, uint64_t before) {
    return grouped(now > before ? static_cast<uint64_t>(static_cast<double>(now - before) / minutes) : 0);
  };
  out.message(ec::TlcProgressStats, MsgClass::None,
              "Progress(" + std::to_string(p.depth) + ") at " + now() + ": " + grouped(p.generated) +
                  " states generated (" + rate(p.generated, lastGenerated) + " s/min), " + grouped(p.distinct) +
                  " distinct states found (" + rate(p.distinct, lastDistinct) + " ds/min), " + grouped(p.queue) +
                  " states left on queue.");
  lastGenerated = p.generated;
  lastDistinct = p.distinct;
}

int Run::searchViolation(int code, const std::string &outcome, const std::string &text, DiagId why,
                         const std::vector<explore::TraceStep> &trace, TraceEnd end, StateLine line) {
  report.outcome = outcome;
  report.message = text;
  out.message(code, MsgClass::Error, text);
  if (line == StateLine::Labelled)
    replayTracePrefix(trace, end);
  out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
  printSearchTrace(trace, nullptr, end, line);
  return verdict(why);
}

bool endsBeforeTheSearch(const explore::CheckResult &r) {
  return r.outcome == explore::Outcome::AssumptionFalse || r.outcome == explore::Outcome::InitInvariantViolated ||
         r.outcome == explore::Outcome::InitialStateIncomplete ||
         (r.outcome == explore::Outcome::EvalErrorInit && r.errorInAssumption);
}

int Run::assumptionFalse(SourceRange assumption) {
  report.outcome = "assumptionFalse";
  report.message = "Assumption " + loc.location(assumption) + " is false.";
  out.message(ec::TlcAssumptionFalse, MsgClass::Error, report.message);
  return verdict(DiagId::err_run_assumption_false);
}

std::pair<int, std::string> Run::initViolationMessage(const std::string &name) const {
  bool invariant = std::any_of(m.invariants.begin(), m.invariants.end(),
                               [&](const model::NamedFormula &f) { return f.name == name; });
  bool property = std::find(m.impliedInitNames.begin(), m.impliedInitNames.end(), name) != m.impliedInitNames.end();
  if (property && !invariant) // ModelChecker.doInit: EC.TLC_PROPERTY_VIOLATED_INITIAL
    return {ec::TlcPropertyViolatedInitial, "Property " + name + " is violated by the initial state:"};
  return {ec::TlcInvariantViolatedInitial, "Invariant " + name + " is violated by the initial state:"};
}

std::string Run::initialStateText(const std::vector<val::Value> &state) {
  if (!m.alias)
    return variablesText(m, state);
  eval::ScopedTraceHook behaviour([&state](std::vector<eval::TraceState> &states) { states.push_back({state.data(), {}}); });
  std::optional<std::vector<explore::AliasField>> alias = explore::evalAlias(m, ev, state, state, 1);
  if (!alias)
    return variablesText(m, state);
  std::string text;
  for (const explore::AliasField &f : *alias)
    text += (alias->size() > 1 ? "/\\ " : "") + f.name + " = " + val::prettyPrint(val::toString(f.value)) + "\n";
  return text;
}

int Run::initInvariantViolated(const explore::CheckResult &r) {
  report.outcome = "invariantViolated";
  auto [code, text] = initViolationMessage(r.property);
  report.message = text;
  // MP.printError(EC.TLC_INVARIANT_VIOLATED_INITIAL, {name, tool.evalAlias(s, s).toString()}).
  std::string state = initialStateText(r.trace.back().state);
  out.message(code, MsgClass::Error, report.message + "\n" + state);
  // EC.ExitStatus: TLC_PROPERTY_VIOLATED_INITIAL is a liveness verdict (13),
  // TLC_INVARIANT_VIOLATED_INITIAL a safety one (12).
  if (code == ec::TlcPropertyViolatedInitial) {
    report.outcome = "temporalPropertyViolated";
    return verdict(DiagId::err_run_temporal_violated);
  }
  return verdict(DiagId::err_run_invariant_violated);
}

// EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_NEXT as ModelChecker.doNextSetErr,
// DFIDModelChecker.doNext and SimulationWorker.addElement word it (MP, 1.8.0):
// the unassigned variables (TLCStateMut.getUnassigned: sorted by name), and
// the action's name when Next is split into more than one action ("by action
// %1% of the next-state relation" / "by the next-state action"; "The
// following variable%2% not defined: %3%.").
std::string Run::incompleteSuccessorText(const std::vector<val::Value> &state, const std::string &action) const {
  std::vector<std::string> unassigned;
  for (size_t i = 0; i < state.size() && i < m.variables.size(); ++i)
    if (state[i].isError())
      unassigned.emplace_back(m.variables[i]->name);
  std::sort(unassigned.begin(), unassigned.end());
  std::string names;
  for (const std::string &n : unassigned)
    names += (names.empty() ? "" : ", ") + n;
  const std::string are = unassigned.size() > 1 ? "s are" : " is";
  if (actions.next().size() == 1)
    return "Successor state is not completely specified by the next-state action. The following variable" + are +
           " not defined: " + names + ".\n";
  return "Successor state is not completely specified by action " + action +
         " of the next-state relation. The following variable" + are + " not defined: " + names + ".\n";
}

std::string Run::tlcActionName(const explore::TlcAction &a) {
  return a.name ? a.qualifier + std::string(a.name->name) : std::string("Action");
}

std::string Run::actionNameOfLabel(const eval::ActionLabel &label) const {
  for (const explore::TlcAction &a : actions.next())
    if (a.location.begin == label.range.begin && a.location.end == label.range.end)
      return tlcActionName(a);
  return label.op ? std::string(label.op->name) : std::string("Action");
}

int Run::initialStateIncomplete(const explore::CheckResult &r) {
  // ModelChecker.DoInitFunctor.addElement: the state is printed as it is,
  // its unassigned variables null; InvariantViolatedException ends doInit
  // with TLC_INITIAL_STATE as the run's result (no replay, no summary), which
  // EC.ExitStatus maps to 255.
  report.outcome = "evaluationError";
  report.message = "current state is not a legal state";
  out.message(ec::TlcInitialState, MsgClass::Error,
              report.message + "\nWhile working on the initial state:\n" + variablesText(m, r.trace.back().state));
  return verdict(DiagId::err_eval);
}

int Run::initialStateNotCompletelySpecified(const std::vector<val::Value> &state) {
  report.outcome = "evaluationError";
  report.message = "State is not completely specified by the initial predicate:";
  out.message(ec::TlcStateNotCompletelySpecifiedInitial, MsgClass::Error,
              report.message + "\n" + variablesText(m, state));
  return verdict(DiagId::err_eval);
}

void Run::initReplayProgress(const explore::CheckResult &r) {
  // What the replay printed, in order: its progress lines among what Init
  // and the checks printed again (explore/init_replay.h).
  if (r.initReplayRecorded) {
    for (const explore::InitReplayLine &l : r.initReplayLines) {
      if (l.progress)
        out.message(ec::TlcComputingInitProgress, MsgClass::None,
                    "Computed " + std::to_string(l.progress) + " initial states...");
      else
        io.printLine(l.print + "\n");
    }
    return;
  }
  // The replay's DoInitFunctor counts from 0 again (numberOfInitialStates = 0).
  for (uint64_t n = 2; n < r.initReplayGenerated; n <<= 1)
    out.message(ec::TlcComputingInitProgress, MsgClass::None, "Computed " + std::to_string(n) + " initial states...");
}

void Run::printSearchTrace(const std::vector<explore::TraceStep> &trace, const std::vector<val::Value> *afterLast,
                           TraceEnd end, StateLine line, std::function<void(size_t)> replayBefore) {
  // TLCTrace.printTrace prints its last state with no state before it to
  // compare with (whole under -difftrace), except a successor of an initial
  // state, which it prints against that state.
  const bool lastWhole = (end == TraceEnd::Alone && trace.size() > 1) || (end == TraceEnd::Successor && trace.size() > 2);
  // TLCTrace.printTrace(s1, s2, prefix): the prefix was recreated before
  // (replayTracePrefix); s1 and s2 are recreated (Tool.getState) each just
  // before it is printed, what Next prints coming out again there.
  if (!replayBefore && end != TraceEnd::Plain && line == StateLine::Labelled && !trace.empty()) {
    const size_t s1 = end == TraceEnd::Successor && trace.size() >= 2 ? trace.size() - 2 : trace.size() - 1;
    replayBefore = [this, &trace, s1](size_t i) {
      if (i >= 1 && i >= s1)
        replayStep(trace[i - 1].state, trace[i].state);
    };
  }
  // With the replays placed by `replayBefore`, the steps' actions are looked
  // up quietly; otherwise each step's lookup is its replay, before its state.
  for (size_t i = 0; i < trace.size(); ++i) {
    const explore::TraceStep &st = trace[i];
    const std::vector<val::Value> *after = i + 1 < trace.size() ? &trace[i + 1].state : afterLast;
    if (lastWhole && i + 1 == trace.size())
      lastTraceVariables.clear();
    if (replayBefore)
      replayBefore(i);
    if (i == 0) {
      traceState(1, "<Initial predicate>", "Init", "", st.state, after, line);
      continue;
    }
    std::optional<explore::QuietPrints> quiet;
    if (replayBefore)
      quiet.emplace(ev);
    const explore::TlcAction *a = explore::actionBetween(m, actions, ev, trace[i - 1].state, st.state);
    quiet.reset();
    if (a) {
      traceState(static_cast<int64_t>(i + 1), actionLabel(loc, *a), actionName(*a), loc.location(a->location), st.state,
                 after, line);
      continue;
    }
    // No action of TLC's split takes it there: the label the search recorded.
    std::string name = st.label.op ? std::string(st.label.op->name) : std::string("Action");
    std::string where = st.label.range.valid() ? loc.location(st.label.range) : std::string();
    traceState(static_cast<int64_t>(i + 1), "<" + name + " " + where + ">", name, where, st.state, after, line);
  }
}

std::string Run::evalErrorText(const eval::EvalError &e) {
  report.message = e.message;
  report.errorRange = e.range;
  report.errorUnlocated = e.unlocated;
  if (e.range.valid())
    report.errorLocation = loc.location(e.range);
  return e.message + (e.range.valid() && !e.unlocated ? e.locationSeparator() + loc.location(e.range) : std::string());
}

// MP.ECGeneralMsg names an EvalException by its class and disguises every
// Assert.TLCRuntimeException (TLCDetailedRuntimeException too: Assert.fail with
// the expression, a located error) as its parent RuntimeException.
const char *tlcExceptionClass(const eval::EvalError &e) {
  return e.evalException ? "tlc2.tool.EvalException" : "java.lang.RuntimeException";
}

std::string Run::unexpectedExceptionText(const std::string &cause, const eval::EvalError &e) {
  std::string text = evalErrorText(e);
  return "TLC threw an unexpected exception.\nThis was probably caused by an error in the spec or model.\n" +
         (cause.empty() ? std::string("See the User Output or TLC Console for clues to what happened.")
                        : "The error occurred when TLC was " + cause + ".") +
         "\nThe exception was a " + tlcExceptionClass(e) +
         "\n: " + text;
}

std::string Run::assumptionErrorText(SourceRange assumption, const eval::EvalError &e) {
  evalErrorText(e);
  report.message = "Evaluating assumption " + loc.location(assumption) + " failed.\n" + e.message +
                   (e.range.valid() && !e.unlocated ? e.locationSeparator() + loc.location(e.range) : std::string());
  return report.message;
}

int Run::fingerprintError(const explore::CheckResult &r, const std::function<void()> &printTrace) {
  const eval::EvalError::Fingerprint &f = *r.error.fingerprint;
  report.message = f.reason;
  // A set TLC cannot sort: printing the state sorts it again and fails too.
  std::string unprintable = r.trace.empty() ? std::string() : explore::stateUnprintable(r.trace.back().state);
  if (!unprintable.empty() && f.initialState) {
    // ModelChecker prints the initial state's error with the state
    // (EC.TLC_INITIAL_STATE): the state's text raises the error again,
    // which escapes to TLC.process as an unexpected exception before any
    // summary (EC.GENERAL, exit 255; Github696bTest).
    out.message(ec::General, MsgClass::Error,
                "TLC threw an unexpected exception.\nThis was probably caused by an error in the spec or model.\n"
                "See the User Output or TLC Console for clues to what happened.\n"
                "The exception was a java.lang.RuntimeException\n: " +
                    unprintable);
    summarySkipped = true;
    return verdict(DiagId::err_eval);
  }
  if (!unprintable.empty()) {
    // ModelChecker.doNextFailed: the reason, then the behaviour, whose
    // last state fails to print (the rest of doNextFailed is skipped); the
    // replay then raises the FingerprintException.
    out.message(ec::General, MsgClass::Error, f.reason);
    out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
    std::vector<explore::TraceStep> printable(r.trace.begin(), r.trace.end() - 1);
    printSearchTrace(printable, &r.trace.back().state);
  } else if (f.initialState && !r.trace.empty()) {
    // TLC's ModelChecker after its DoInitFunctor met the error: the reason
    // and the state, no behaviour.
    out.message(ec::TlcInitialState, MsgClass::Error,
                f.reason + "\nWhile working on the initial state:\n" + variablesText(m, r.trace.back().state));
    initReplayProgress(r);
  } else {
    // ModelChecker.doNextFailed: the reason, then the behaviour to the state.
    out.message(ec::General, MsgClass::Error, f.reason);
    if (!r.trace.empty()) {
      out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
      printTrace();
    }
  }
  // No value with a source passed on the plain exception of one without:
  // no FingerprintException (TLC's replay met a plain error again).
  // In a step, ModelChecker.doNextFailed's replay meets it fingerprinting the successor, outside
  // any evaluation, and prints its CallStack, empty (emptyCallStackText).
  if (f.trace.empty() && f.withoutSourceIfNoTrace) {
    if (!f.initialState && unprintable.empty())
      out.message(ec::TlcNestedExpression, MsgClass::Error, emptyCallStackText());
    return verdict(DiagId::err_run_next_error);
  }
  // FingerprintException.getTrace(): the outermost value is 0, printed last.
  std::string trace;
  for (size_t i = f.trace.size(); i-- > 0;)
    trace += std::to_string(i) + ") " + loc.location(f.trace[i]) + "\n";
  out.message(ec::TlcFingerprintException, MsgClass::Error,
              "TLC was unable to fingerprint.\n\nFingerprint Stack Trace:\n" + trace + "\nReason:\n" + f.reason);
  return verdict(DiagId::err_run_next_error);
}

int Run::replayedError(const explore::ReplayedError &r) {
  eval::EvalError e = r.error;
  evalErrorText(e);
  std::vector<SourceRange> frames = r.inNext   ? fromAction(e.nested, nextActionRanges(actions))
                                    : r.inInit ? fromAction(e.nested, initActionRanges(actions))
                                               : e.nested;
  if (r.values.empty()) {
    // An error the replay meets outside any evaluation (a successor's fingerprint: x' = Int,
    // Value.fingerPrint's "TLC has found a state in which the value of a variable contains ..."):
    // ModelChecker.doNextFailed prints the replay's CallStack, empty (CallStack.toString).
    out.message(ec::TlcNestedExpression, MsgClass::Error,
                frames.empty() ? emptyCallStackText() : nestedExpressionsText(loc, frames));
  } else {
    // CallStack.freeze(FingerprintException): the frames open where it
    // came out of a value, then the values' sources, outermost first.
    std::vector<SourceRange> stack(r.values.rbegin(), r.values.rend());
    stack.insert(stack.end(), frames.begin(), frames.end());
    std::string text = nestedExpressionsText(loc, stack);
    text = text.substr(text.find("positions:\n") + 11); // CallStack.toString alone
    std::string reason = e.message + (e.range.valid() && !e.unlocated ? e.locationSeparator() + loc.location(e.range) : "");
    out.message(ec::TlcFingerprintException, MsgClass::Error,
                "TLC was unable to fingerprint.\n\nFingerprint Stack Trace:\n" + text + "\nReason:\n" + reason);
  }
  // Computing Init, the replay's error is still an Init error (exit 75 either way).
  return verdict(e.id == DiagId::err_eval_assert ? DiagId::err_run_assert_failed
                 : r.inInit                      ? DiagId::err_run_init_error
                                                 : DiagId::err_run_next_error);
}

int Run::searchEvalError(const explore::CheckResult &r, const std::function<void()> &printTrace, TraceEnd end) {
  report.outcome = "evaluationError";
  if (r.error.fingerprint)
    return fingerprintError(r, printTrace);
  if (r.errorInAssumption) {
    out.message(ec::TlcAssumptionEvaluationError, MsgClass::Error, assumptionErrorText(r.propertyRange, r.error));
    return verdict(DiagId::err_run_assumption_error);
  }
  // An initial state's checks (constraints, invariants, the PROPERTY's
  // initial predicates) fail inside TLC's DoInitFunctor: ModelChecker prints
  // EC.TLC_INITIAL_STATE (the message and the state, no behaviour) and, on
  // replaying the error, EC.TLC_NESTED_EXPRESSION: FAILURE_SPEC_EVAL (75),
  // as an error computing Init itself (an Assert there included), not 76 or 14.
  // TLC replays the failing evaluation with its call stack kept and prints
  // the stack (EC.TLC_NESTED_EXPRESSION) after the error: computing Init,
  // an initial state's checks, the next-state relation. Not after a
  // successor's invariant: its replay finds the state seen and does not
  // check it again, so nothing fails. Where tlacore has no stack, the
  // error's location stands in for it.
  // An action property's error is met again on the replay (TLC checks the
  // implied actions of every step, seen or not): its stack is printed.
  // Nor after an initial state's tableau predicates (errorAddingInitialState):
  // the replay finds the state seen and does not add it to the graph again.
  const bool replayed =
      !(r.outcome == explore::Outcome::EvalErrorInvariant && r.trace.size() > 1 && !r.errorInActionProperty) &&
      !r.errorAddingInitialState;
  // In the next-state relation the frames start at TLC's action, in Init
  // (an initial state's checks included) at Init's part.
  const bool inNext = r.outcome == explore::Outcome::EvalErrorNext && !r.trace.empty();
  // The state's liveness predicates failed too (CheckResult::livenessError):
  // their stack is TLC's, and no replay follows.
  const std::string stack =
      r.livenessError ? nestedExpressionsText(loc, r.livenessError->nested)
      : !replayed     ? std::string()
                      : nestedExpressionsText(loc, fromAction(r.error.nested, inNext ? nextActionRanges(actions)
                                                                                    : initActionRanges(actions)));
  auto where = [&] {
    // TLC's message alone: no replay's stack stands in for the location.
    if (r.errorAddingInitialState && r.error.unlocated)
      return std::string();
    if (!r.error.range.valid() || (!stack.empty() && r.error.unlocated))
      return std::string();
    return r.error.locationSeparator() + loc.location(r.error.range);
  };
  auto printStack = [&] {
    if (!stack.empty())
      out.message(ec::TlcNestedExpression, MsgClass::Error, stack);
  };
  if (r.outcome == explore::Outcome::EvalErrorInvariant && r.trace.size() == 1) {
    evalErrorText(r.error);
    out.message(ec::TlcInitialState, MsgClass::Error,
                r.error.message + where() + "\nWhile working on the initial state:\n" +
                    variablesText(m, r.trace.back().state));
    initReplayProgress(r);
    printStack();
    // A tableau predicate's error whose replay met no error (no stack): TLC's
    // modelCheckImpl keeps the result checkAssumptions gave (EC.NO_ERROR) --
    // only the replay's own exception (TLC_NESTED_EXPRESSION) sets it -- and
    // exits 0 (tlaplus/tlaplus PR 1440, "TLC reports success after an initial
    // liveness evaluation error", fixed after 1.8.0).
    if (r.errorAddingInitialState && stack.empty()) {
      verdict(DiagId::err_run_init_error);
      return report.exitCode = 0;
    }
    return verdict(DiagId::err_run_init_error);
  }
  evalErrorText(r.error);
  if (r.outcome == explore::Outcome::EvalErrorInit && (r.trace.empty() || r.initErrorNamesState)) {
    if (r.initErrorNamesState)
      out.message(ec::TlcInitialState, MsgClass::Error,
                  r.error.message + where() + "\nWhile working on the initial state:\n" +
                      variablesText(m, r.trace.back().state));
    else
      out.message(ec::General, MsgClass::Error, r.error.message + where());
    initReplayProgress(r);
    if (r.replay) // a FingerprintException where TLC's stack would be (explore/step_replay.h)
      return replayedError(*r.replay);
    printStack();
    return verdict(DiagId::err_run_init_error);
  }
  // An action property's error: TLC prints its own words
  // (TLC_ACTION_PROPERTY_EVALUATION_FAILED, whose text has no place for the
  // cause), the behaviour, then the stack of the replay, which meets the
  // error again: the exit code is the replay's (75, an Assert's 14).
  if (r.outcome == explore::Outcome::EvalErrorInvariant && r.errorInActionProperty) {
    report.message = "Evaluating action property " + r.property + " failed.";
    out.message(ec::TlcActionPropertyEvaluationFailed, MsgClass::Error, report.message);
  } else {
    // A search prints the location even of errors TLC words without one,
    // when it has no stack to print.
    out.message(ec::General, MsgClass::Error, r.error.message + where());
  }
  if (!r.trace.empty()) {
    replayTracePrefix(r.trace, end); // BFS: ModelChecker.doNextFailed/doNextEvalFailed's printTrace
    out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
    printTrace();
  }
  // TLC's replay of the step with its call stack kept (modelCheckImpl,
  // after the workers stopped): what it printed comes before its stack.
  if (!r.livenessError)
    for (const std::string &line : r.replayPrinted)
      io.printLine(line + "\n");
  // What the replay met (a successor's check), or a FingerprintException
  // where TLC's stack would be (step_replay.h); none when the state's
  // liveness predicates failed too: their stack stands (no replay follows).
  if (r.replay && !r.livenessError)
    return replayedError(*r.replay);
  printStack();
  if (r.livenessError)
    return verdict(livenessAfterErrorVerdict(r));
  if (r.error.id == DiagId::err_eval_assert)
    return verdict(DiagId::err_run_assert_failed);
  if (r.errorInActionProperty) // the replay's error: TLC_NESTED_EXPRESSION
    return verdict(DiagId::err_run_next_error);
  if (r.error.id == DiagId::err_run_next_error) // a value TLC cannot fingerprint (explore/fingerprint_failure.h)
    return verdict(DiagId::err_run_next_error);
  return verdict(r.outcome == explore::Outcome::EvalErrorInvariant ? DiagId::err_run_invariant_error
                 : r.outcome == explore::Outcome::EvalErrorInit    ? DiagId::err_run_init_error
                                                                   : DiagId::err_run_next_error);
}

// TLC's exit code when the liveness predicates failed after the state's
// expansion did: the first error's code stands (ModelChecker.setErrState),
// no replay replaces it. An error in Next is a RuntimeException (EC.GENERAL,
// 255) or an EvalException with its own code (an Assert's, 14); an
// incompletely specified successor is TLC_STATE_NOT_COMPLETELY_SPECIFIED_NEXT
// (75); an invariant's error 76, an action property's 13.
DiagId livenessAfterErrorVerdict(const explore::CheckResult &r) {
  if (r.outcome == explore::Outcome::EvalErrorInvariant)
    return r.errorInActionProperty ? DiagId::err_run_action_property_violated : DiagId::err_run_invariant_error;
  if (r.error.id == DiagId::err_eval_assert)
    return DiagId::err_run_assert_failed;
  if (r.error.message.rfind("Successor state is not completely specified", 0) == 0)
    return DiagId::err_run_next_error;
  return DiagId::err_eval;
}

int Run::stoppedLines() {
  // Halted by no one else: the search reached its state budget itself.
  StopReason why = watch.stopReason() != StopReason::None ? watch.stopReason()
                   : control.memoryBoundAhead.load()      ? StopReason::Memory
                                                          : StopReason::States;
  if (control.outOfMemory())
    why = StopReason::OutOfMemory;
  report.stopReason = why;
  if (why == StopReason::OutOfMemory)
    return outOfMemoryLines("exploring the state space", true);
  if (why == StopReason::Memory) {
    // Message 1001 (TLC's EC.SYSTEM_OUT_OF_MEMORY), in tlacore's words.
    report.outcome = "memoryExceeded";
    report.message = (control.memoryBoundAhead.load() && watch.stopReason() == StopReason::None
                          ? "tlacore stopped the search because the liveness check's graph would not fit in"
                            " the memory bound of " + megabytes(o.budgets.memoryBytes)
                          : "tlacore stopped the search because its memory use (" +
                                megabytes(watch.residentAtStop.load()) + " resident) exceeded the bound of " +
                                megabytes(o.budgets.memoryBytes)) +
                     " (--max-memory or -fpmem).\nA larger bound may let the search finish. But it won't help if "
                     "some state has an enormous\nnumber of successor states, or if tlacore must compute the value "
                     "of a huge set.\nThe counts below are those of the search so far.";
    out.message(ec::SystemOutOfMemory, MsgClass::Error, report.message);
    return verdict(DiagId::err_run_memory_exceeded);
  }
  report.outcome = "stopped";
  switch (why) {
  case StopReason::WallTime:
    report.message = "tlacore stopped the search at its time budget of " + std::to_string(o.budgets.wallSeconds) +
                     " s. The counts below are those of the search so far.";
    break;
  case StopReason::States:
    report.message = "tlacore stopped the search at its budget of " + std::to_string(o.budgets.states) +
                     " states. The counts below are those of the search so far.";
    break;
  default:
    report.message = "The run was interrupted. The counts below are those of the search so far.";
    break;
  }
  out.message(ec::General, MsgClass::Error, report.message);
  return verdict(DiagId::err_run_stopped);
}

int Run::outOfMemoryLines(const std::string &doing, bool counts) {
  report.stopReason = StopReason::OutOfMemory;
  report.outcome = "outOfMemory";
  report.message = outOfMemoryText(doing) + (counts ? "\nThe counts below are those of the search so far." : "");
  out.message(ec::SystemOutOfMemory, MsgClass::Error, report.message);
  return verdict(DiagId::err_run_out_of_memory);
}

// ---- coverage ------------------------------------------------------------------

void printCoverage(Run &run, const explore::CoverageCounts &c) {
  TlcOutput &out = run.out;
  const Locator &loc = run.loc;
  RunResult &rep = run.report;
  rep.hasCoverage = true;
  rep.coverage.clear();
  out.message(ec::TlcCoverageStart, MsgClass::None, "The coverage statistics at " + now());
  // TLC's lines for the expressions below a row (messages 2221 and 2775).
  auto expressions = [&](const std::vector<const eval::CostNode *> &roots, size_t i, RunResult::Row *row) {
    if (!run.costs || i >= roots.size() || !roots[i])
      return;
    for (const eval::CostLine &l : run.costs->model.report(roots[i], c.cost)) {
      std::string where = std::string(static_cast<size_t>(l.depth), '|') + loc.location(l.range);
      if (l.withCost)
        out.message(ec::TlcCoverageValueCost, MsgClass::None,
                    "  " + where + ": " + std::to_string(l.count) + ":" + std::to_string(l.cost));
      else
        out.message(ec::TlcCoverageValue, MsgClass::None, "  " + where + ": " + std::to_string(l.count));
      if (row)
        row->expressions.push_back({l.depth, loc.location(l.range), l.count, l.cost, l.withCost});
    }
  };
  size_t initIndex = 0;
  for (const explore::TlcAction &a : run.actions.init()) {
    // An initial predicate that is no definition (Spec == x = 0 /\ ...) is
    // labelled as TLC's Action.toString labels it.
    std::string label = a.name ? definitionLabel(loc, a.name, a.location) : "<Action " + loc.location(a.location) + ">";
    if (a.name && !a.wholeBody)
      label = label.substr(0, label.size() - 1) + " (" + loc.shortLocation(a.location) + ")>";
    // TLC's states found : generated, where generated also counts the
    // assignments a later conjunct rejected (the root's secondary count).
    uint64_t rejected = 0;
    if (run.costs && initIndex < run.costs->init.size() && run.costs->init[initIndex] &&
        run.costs->init[initIndex]->id < c.cost.secondary.size())
      rejected = c.cost.secondary[run.costs->init[initIndex]->id];
    out.message(ec::TlcCoverageInit, MsgClass::None,
                label + ": " + std::to_string(c.initGenerated) + ":" + std::to_string(c.initGenerated + rejected));
    rep.coverage.push_back(
        {"init", a.name ? std::string(a.name->name) : "Init", label, c.initGenerated, c.initGenerated + rejected, {}});
    if (run.costs)
      expressions(run.costs->init, initIndex++, &rep.coverage.back());
  }
  const auto &rows = run.actions.rows();
  for (size_t i = 0; i < rows.size(); ++i) {
    std::string label = rowLabel(loc, rows[i]);
    uint64_t d = i < c.distinct.size() ? c.distinct[i] : 0, g = i < c.generated.size() ? c.generated[i] : 0;
    out.message(ec::TlcCoverageNext, MsgClass::None, label + ": " + std::to_string(d) + ":" + std::to_string(g));
    rep.coverage.push_back({"action", rows[i].name ? std::string(rows[i].name->name) : "Action", label, d, g, {}});
    if (run.costs)
      expressions(run.costs->rows, i, &rep.coverage.back());
  }
  for (size_t i = 0; i < run.m.invariants.size(); ++i) {
    const model::NamedFormula &inv = run.m.invariants[i];
    out.message(ec::TlcCoverageProperty, MsgClass::None, definitionLabel(loc, inv.symbol, inv.range));
    if (run.costs)
      expressions(run.costs->invariants, i, nullptr);
  }
  auto constraints = [&](const std::vector<model::NamedFormula> &fs, const std::vector<uint64_t> &yes,
                         const std::vector<uint64_t> &no, const char *kind,
                         const std::vector<const eval::CostNode *> *roots) {
    for (size_t i = 0; i < fs.size(); ++i) {
      // held:evaluated, as TLC's runtime-metric output shows (etcd's
      // StateConstraint: 166:188).
      uint64_t f = i < no.size() ? no[i] : 0, t = i < yes.size() ? yes[i] : 0;
      std::string label = definitionLabel(loc, fs[i].symbol, fs[i].range);
      out.message(ec::TlcCoverageConstraint, MsgClass::None,
                  label + ": " + std::to_string(t) + ":" + std::to_string(f + t));
      rep.coverage.push_back({kind, fs[i].name, label, t, f + t, {}});
      if (roots)
        expressions(*roots, i, &rep.coverage.back());
    }
  };
  constraints(run.m.actionConstraints, c.actionConstraintTrue, c.actionConstraintFalse, "actionConstraint",
              run.costs ? &run.costs->actionConstraints : nullptr);
  constraints(run.m.constraints, c.constraintTrue, c.constraintFalse, "constraint",
              run.costs ? &run.costs->constraints : nullptr);
  out.message(ec::TlcCoverageEnd, MsgClass::None, "End of statistics.");
}

// TLC's count of the branches of fairness /\ ~properties, printed before
// the initial states in both modes (errors in the formula are reported by
// the search, except those TLC meets translating it: message 2213, exit 255).
int printLivenessBranches(Run &run) {
  if (run.m.livenessParts.empty())
    return 0;
  try {
    live::LiveFormula f;
    live::buildLiveFormula(run.m, run.ev, f);
    // ModelChecker.modelCheckImpl: temporal properties whose negation has
    // no disjunct at all (\A x \in {} : P, ...) leave no liveness checker,
    // which TLC refuses before it computes the initial states (EC 2253,
    // ExitStatus FAILURE_LIVENESS_EVAL). Liveness.processLiveness returns
    // those no OrderOfSolution before it prints the count of branches.
    if (!f.branches.empty())
      run.out.message(ec::TlcImpliedTemporalBranches, MsgClass::None,
                      "Implied-temporal checking--satisfiability problem has " +
                          std::to_string(live::tableauCount(f)) + " branches.");
    if (f.branches.empty()) {
      run.report.outcome = "error";
      run.report.message = "Temporal formula is a tautology (its negation is unsatisfiable).";
      run.out.message(ec::TlcLiveFormulaTautology, MsgClass::Error, run.report.message);
      run.finishedLine();
      return run.verdict(DiagId::err_run_temporal_error);
    }
  } catch (const eval::EvalError &e) {
    if (e.id != DiagId::err_eval_live_cannot_handle)
      return 0;
    run.report.outcome = "error";
    // A formula too large for TLC to expand names no location, only why.
    run.report.message =
        e.unlocated ? e.message :
        "TLC cannot handle the temporal formula " + (e.range.valid() ? run.loc.location(e.range) : e.message) +
        (e.message.empty() || !e.range.valid() ? std::string() : ":\n" + e.message) +
        (e.causeRange.valid() ? "\n" + run.loc.location(e.causeRange) : std::string());
    run.report.errorRange = e.range;
    run.out.message(ec::TlcLiveCannotHandleFormula, MsgClass::Error, run.report.message);
    run.finishedLine();
    return run.verdict(DiagId::err_run_unsupported);
  }
  return 0;
}

bool Run::openStateDumper(std::optional<StateDumper> &dumper) {
  if (o.dumps.empty() && !o.reached)
    return true;
  dumper.emplace(m, o.dumps, o.reached);
  if (dumper->unwritable().empty())
    return true;
  report.outcome = "error";
  report.message = "Error: Given file name " + dumper->unwritable() + " for dumping states invalid.";
  out.message(ec::General, MsgClass::Error, report.message);
  verdict(DiagId::err_run_unsupported);
  return false;
}

} // namespace tlacore::engine
