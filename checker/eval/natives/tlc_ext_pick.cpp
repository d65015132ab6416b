// TLCExt!PickSuccessor(guard) as TLC 1.8.0 evaluates it (tlc2.module.TLCExt
// .pickSuccessor, an @Evaluation override): used as an action constraint, it
// asks the user on stdin whether to extend the behaviour with each new
// successor for which guard is FALSE. What it needs of the search (seen set,
// the step's action, the level) comes from eval::currentStepPick().
#include <mutex>

#include "../search_context.h"
#include "java_override.h"
#include "natives.h"
#include "value/pretty_print.h"

namespace tlacore::eval::natives {
namespace {

using val::Value;

// java.lang.reflect.Method.toString of the override.
constexpr std::string_view kJavaMethod =
    "public static synchronized tlc2.value.impl.Value tlc2.module.TLCExt.pickSuccessor(tlc2.tool.impl.Tool,"
    "tla2sany.semantic.ExprOrOpArgNode[],tlc2.util.Context,tlc2.tool.TLCState,tlc2.tool.TLCState,int,"
    "tlc2.tool.coverage.CostModel)";

// The method is static synchronized: one question at a time in the process.
std::mutex &pickMutex() {
  static std::mutex m;
  return m;
}

// TLCStateMut.toString (all variables) or toString(last) (those that differ
// from `last`'s): `x = 1` for one variable, `/\ x = 1` lines otherwise.
std::string stateText(const model::SpecModel &m, const Value *s, const Value *last) {
  std::string out;
  for (size_t i : m.printOrder) {
    if (last && last[i] == s[i])
      continue;
    if (m.variables.size() > 1)
      out += "/\\ ";
    out += std::string(m.variables[i]->name) + " = " + val::prettyPrint(val::toString(s[i])) + "\n";
  }
  return out;
}

// Java's String.trim: strips every character up to ' ' at both ends.
std::string javaTrim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && static_cast<unsigned char>(s[b]) <= ' ')
    ++b;
  while (e > b && static_cast<unsigned char>(s[e - 1]) <= ' ')
    --e;
  return std::string(s.substr(b, e - b));
}

Value pickSuccessor(const NativeCall &c) {
  std::lock_guard<std::mutex> lock(pickMutex());
  c.ev.noteRuntimeRead(); // TLC: minLevel = ActionLevel, never a constant
  StepPick *pick = currentStepPick();
  // TLC first looks the successor up in ModelChecker.theFPSet (a seen state
  // is in the model): under -dfid the main checker is a DFIDModelChecker and
  // the cast fails; -simulate has no main checker.
  if (pick && pick->checker() == StepPick::Checker::Dfid)
    failJavaOverride(c, kJavaMethod,
                     "class tlc2.tool.DFIDModelChecker cannot be cast to class tlc2.tool.ModelChecker "
                     "(tlc2.tool.DFIDModelChecker and tlc2.tool.ModelChecker are in unnamed module of loader 'app')");
  if (pick && pick->checker() == StepPick::Checker::Bfs && pick->seen())
    return Value::boolean(true);
  Value guard;
  try {
    guard = c.arg(0);
  } catch (const EvalError &e) {
    failJavaOverride(c, kJavaMethod, e.message); // EvaluatingValue wraps whatever the method throws
  }
  if (!guard.isBool())
    failJavaOverride(c, kJavaMethod,
                     "In evaluating TLCExt!PickSuccessor, a non-boolean expression (" + tlcValueImage(guard) +
                         ") was used as the condition of an IF.\n" +
                         (c.ev.io().location ? c.ev.io().location(c.exprs[0]->range) : std::string()));
  if (guard.asBool())
    return Value::boolean(true);
  // A constant- or state-level formula (no successor), or a successor not
  // completely specified yet (in Next): TRUE.
  auto [next, assigned] = c.ev.nextState();
  const Value *cur = c.ev.currentState();
  const model::SpecModel &m = c.ev.model();
  if (!next || !cur)
    return Value::boolean(true);
  if (assigned)
    for (size_t i = 0; i < m.variables.size(); ++i)
      if (!assigned[i])
        return Value::boolean(true);
  if (!pick) // evaluated where no search step is checked (Next itself)
    return Value::boolean(true);
  std::optional<PickedAction> action = pick->action();
  if (!action) // TLC's action.getName() on null
    failJavaOverride(c, kJavaMethod,
                     "Cannot invoke \"tlc2.tool.Action.getName()\" because \"action\" is null");
  const RunIo &io = c.ev.io();
  std::string where = io.location ? io.location(action->location) : std::string();
  for (;;) {
    io.printLine("Extend behavior of length " + std::to_string(pick->level()) + " with a \"" + action->name +
                 "\" step [<Action " + where + ">]? (Yes/no/explored/states/diff):\n");
    std::optional<std::string> line = io.nextInputLine();
    if (!line)
      failJavaOverride(c, kJavaMethod, "No line found"); // Scanner.nextLine at the end of the input
    bool yes = !line->empty() && (line->front() == 'y' || line->front() == 'Y');
    if (javaTrim(*line).empty() || yes)
      return Value::boolean(true);
    switch (line->front()) {
    case 's':
      io.printLine(javaTrim(stateText(m, cur, nullptr)) + "\n~>\n" + javaTrim(stateText(m, next, nullptr)) + "\n");
      break;
    case 'd':
      io.printLine(stateText(m, next, cur) + "\n");
      break;
    case 'e':
      if (pick->checker() == StepPick::Checker::Bfs) {
        pick->markSeen();
        return Value::boolean(true);
      }
      io.printLine("Marking a state explored is unsupported by the current TLC mode. Is TLC running in simulation "
                   "mode?\n");
      break;
    case 'n':
      return Value::boolean(false);
    default: // asked again
      break;
    }
  }
}

const NativeEntry kTable[] = {
    {"TLCExt", "PickSuccessor", pickSuccessor},
};

} // namespace

std::span<const NativeEntry> tlcExtPickNatives() { return kTable; }

} // namespace tlacore::eval::natives
