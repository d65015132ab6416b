// Native TLCExt operators that read the search's behaviour, as TLC
// implements them (tlc2.module.TLCExt): Trace, CounterExample, ToTrace.
#include "natives.h"
#include "../search_context.h"

namespace tlacore::eval::natives {
namespace {

using val::Kind;
using val::Value;

// TLC's RecordValue(TLCState): [v1 |-> ..., vn |-> ...] of a state's variables,
// with the _action record first when the search gives one (-simulate).
Value stateRecord(const NativeCall &c, const Value *vars, const Value &action) {
  const model::SpecModel &m = c.ev.model();
  std::vector<std::pair<Value, Value>> fields;
  if (!action.isError())
    fields.emplace_back(c.ev.str("_action"), action);
  for (size_t i = 0; i < m.variables.size(); ++i)
    fields.emplace_back(c.ev.str(m.variables[i]->name), vars[i]);
  return Value::record(std::move(fields));
}

// Trace: the behaviour up to the current state, as a sequence of state records.
Value trace(const NativeCall &c) {
  const Value *cur = c.ev.currentState();
  const model::SpecModel &m = c.ev.model();
  if (!cur)
    return Value::tuple({});
  // A state still being built (Init): TLC fails naming the unassigned variables.
  std::string unassigned;
  size_t missing = 0;
  for (size_t i = 0; i < m.variables.size(); ++i)
    if (cur[i].isError()) {
      unassigned += (missing++ ? ", " : "") + std::string(m.variables[i]->name);
    }
  if (missing)
    c.ev.failUnlocated("In evaluating TLCExt!Trace, the state is not completely specified yet (variable" +
                           std::string(missing > 1 ? "s " : " ") + unassigned + " undefined).",
                       c.range);
  std::vector<TraceState> states;
  if (const TraceHook *hook = currentTraceHook())
    (*hook)(states);
  // The hook gives the behaviour up to the state being explored; a state
  // checked as its successor (an invariant of the successor) comes last.
  auto same = [&](const Value *a, const Value *b) {
    if (a == b)
      return true;
    for (size_t i = 0; i < m.variables.size(); ++i)
      if (!(a[i] == b[i]))
        return false;
    return true;
  };
  std::vector<Value> records;
  for (const TraceState &s : states) {
    if (!s.vars)
      c.ev.failUnlocated("In evaluating TLCExt!Trace, the states of the behaviour are no longer kept "
                         "(TLCExt!Trace is used outside the root module).",
                         c.range);
    records.push_back(stateRecord(c, s.vars, s.action));
  }
  if (states.empty() || !states.back().vars || !same(states.back().vars, cur))
    records.push_back(stateRecord(c, cur, Value()));
  return Value::tuple(std::move(records));
}

// TLC's empty CounterExample: [action |-> {}, state |-> {}].
Value emptyCounterExample(const NativeCall &c) {
  return Value::record({{c.ev.str("action"), Value::emptySet()}, {c.ev.str("state"), Value::emptySet()}});
}

// CounterExample: the one a POSTCONDITION is evaluated with, else the empty one.
Value counterExample(const NativeCall &c) {
  if (currentCounterExample())
    return *currentCounterExample();
  return emptyCounterExample(c);
}

// ToTrace(CE): the states of a CounterExample value, ordered by their numbers.
// TLC accepts only its CounterExample object: here, a value equal to the
// counterexample of this evaluation (or to the empty one).
Value toTrace(const NativeCall &c) {
  Value ce = c.arg(0);
  Value known = counterExample(c);
  if (!(ce == known))
    oneArgumentError(c, "ToTrace", "CounterExample", ce);
  Value states = Value::emptySet();
  for (size_t i = 0; i < ce.keys().size(); ++i)
    if (ce.keys()[i].text() == "state")
      states = ce.vals()[i];
  std::vector<Value> byNumber(states.elems().size());
  for (const Value &numbered : states.elems()) {
    // <<i, record>>, numbered from 1
    const std::vector<Value> &pair = numbered.vals();
    int64_t i = pair[0].asInt();
    if (i >= 1 && static_cast<size_t>(i) <= byNumber.size())
      byNumber[static_cast<size_t>(i - 1)] = pair[1];
  }
  return Value::tuple(std::move(byNumber));
}

const NativeEntry kTable[] = {
    {"TLCExt", "Trace", trace},
    {"TLCExt", "CounterExample", counterExample},
    {"TLCExt", "ToTrace", toTrace},
};

} // namespace

std::span<const NativeEntry> tlcExtTraceNatives() { return kTable; }

} // namespace tlacore::eval::natives
