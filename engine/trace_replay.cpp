// What TLC's reconstruction of a BFS counterexample evaluates again, and so
// prints again (Print, PrintT), around the behaviour it prints
// (run_context.h: replayTracePrefix, replayForPostCondition).
//
// TLC keeps only fingerprints of explored states: to print a behaviour it
// regenerates the states from them. ConcurrentTLCTrace.getTrace(s1)
// recreates the prefix before s1 (Tool.getState(fp): Init enumerated whole;
// Tool.getState(fp, s) for each state of the prefix but its last: TLC's
// actions from s in order, each one's successors enumerated whole, up to the
// action that yields the next state), before TLCTrace.printTrace(s1, s2, prefix)
// prints "The behavior up to this point is:"; that then recreates s1 from the
// prefix's last state and s2 from s1 (Tool.getState again) each just before
// printing it. Worker.doNextSetErr then calls doPostCondition, which rebuilds
// the whole behaviour once more (getTraceInfo: Init and every step) and
// evaluates the ALIAS on each of its states, whether or not there is a
// POSTCONDITION. LiveWorker.printTrace recreates a lasso's prefix
// (Tool.getState(fp), then Tool.getState(fp, s) for each of its steps)
// before printing it, then each state of the cycle after the step out of it.
#include "run_context.h"

#include "eval/search_context.h"
#include "explore/alias.h"
#include "explore/init_replay.h"
#include "explore/init_states.h"
#include "explore/tlc_actions.h"
#include "model/expr_levels.h"

namespace tlacore::engine {

bool Run::traceReplaysHaveEffects() {
  // Whatever has no effect (prints nothing, touches no register) is not
  // evaluated again: the replays' only trace is what they print.
  if (!replayEffects) {
    bool effects = false;
    for (const model::ScopedExpr &part : m.init)
      effects = effects || part.bound || !model::isPureExpr(part.expr, m);
    effects = effects || (m.next.expr && !model::isPureExpr(m.next.expr, m));
    replayEffects = effects;
  }
  return *replayEffects;
}

void Run::replayInit() {
  if (!traceReplaysHaveEffects())
    return;
  eval::Enumerator en(ev, m.variables.size());
  explore::LevelAs level(ev, 0);
  try {
    en.initialStates(m.init, [](const std::vector<val::Value> &, const eval::ActionLabel &) {});
  } catch (const eval::EvalError &) {
  }
}

void Run::replayStep(const std::vector<val::Value> &from, const std::vector<val::Value> &to) {
  if (!traceReplaysHaveEffects())
    return;
  // Tool.getState(fp, s): the actions in order up to the one yielding `to`.
  explore::actionBetween(m, actions, ev, from, to);
}

void Run::replayTracePrefix(const std::vector<explore::TraceStep> &trace, TraceEnd end) {
  if (end == TraceEnd::Plain || trace.empty())
    return;
  // s1: the state whose expansion met the problem (TLCTrace.printTrace's s1).
  const size_t s1 = end == TraceEnd::Successor ? trace.size() - 2 : trace.size() - 1;
  if (trace.size() < 2 && end == TraceEnd::Successor)
    return;
  if (s1 == 0) // s1 initial: printTrace(s1, s2, new TLCStateInfo[0]), nothing recreated first
    return;
  // getTrace(s1): the initial state, then the states up to the one before s1.
  replayInit();
  for (size_t j = 0; j + 2 <= s1; ++j)
    replayStep(trace[j].state, trace[j + 1].state);
}

void Run::replayForPostCondition(const std::vector<explore::TraceStep> &trace) {
  if (trace.empty())
    return;
  // Worker.doPostCondition: getTraceInfo(succState) and getState(succState,
  // curState) (a deadlock: getTraceInfo(curState) and getState(curState,
  // last); an initial one: getState(fp)) -- Init, then every step.
  replayInit();
  for (size_t j = 0; j + 1 < trace.size(); ++j)
    replayStep(trace[j].state, trace[j + 1].state);
  // Then the ALIAS of each state, with the next one (the last with itself),
  // before the behaviour goes to the POSTCONDITION as a CounterExample
  // (tlaplus PR 865, in 1.8.0).
  if (!m.alias || model::isPureExpr(m.alias->expr, m))
    return;
  for (size_t i = 0; i < trace.size(); ++i) {
    eval::ScopedTraceHook behaviour([&trace, i](std::vector<eval::TraceState> &states) {
      for (size_t k = 0; k <= i; ++k)
        states.push_back({trace[k].state.data(), {}});
    });
    const std::vector<val::Value> &next = i + 1 < trace.size() ? trace[i + 1].state : trace[i].state;
    explore::evalAlias(m, ev, trace[i].state, next, static_cast<int64_t>(i + 1));
  }
}

void Run::printLassoTrace(const std::vector<explore::TraceStep> &trace, size_t loopStart,
                          const std::vector<val::Value> *afterLast) {
  if (trace.empty())
    return;
  // The executor's prefix: Tool.getState(fp), then Tool.getState(fp, s) up
  // to the cycle's state, all before the prefix's states are printed.
  replayInit();
  for (size_t j = 0; j < loopStart && j + 1 < trace.size(); ++j)
    replayStep(trace[j].state, trace[j + 1].state);
  // Then each state from the cycle's on is printed once the state after it
  // is recreated (sucinfo = getState(curFP, sinfo), then sinfo printed).
  printSearchTrace(trace, afterLast, TraceEnd::Plain, StateLine::Labelled, [&](size_t i) {
    if (i >= loopStart && i + 1 < trace.size())
      replayStep(trace[i].state, trace[i + 1].state);
  });
}

} // namespace tlacore::engine
