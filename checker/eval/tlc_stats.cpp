// TLCGet("stats") and its named counters ("generated", "distinct", "queue",
// "diameter", "duration"), as TLC's TLCGetSet reads them from the search,
// and TLCGet("action").
#include "evaluator.h"
#include "search_context.h"

#include <chrono>

namespace tlacore::eval {

using val::Value;

namespace {
// TLC's duration counts from when its TLCGet class was loaded: the start of
// the run; here from the first use in this process.
int64_t secondsSinceStart() {
  static const auto start = std::chrono::steady_clock::now();
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - start).count();
}
} // namespace

Value Evaluator::tlcGetStats(std::string_view key, SourceRange range) {
  if (key == "action") {
    // TLCGetSet: RecordValue(s0.getAction()), or RecordValue(Action.UNKNOWN)
    // -- an unnamed action over SemanticNode.nullSN, whose location is
    // SyntaxTreeNode.nullSTN's: 0s in module "--TLA+ BUILTINS--".
    if (const Value *a = currentActionRecord())
      return *a;
    return Value::record({{str("name"), str("UnnamedAction")},
                          {str("location"), Value::record({{str("beginLine"), Value::integer(0)},
                                                           {str("beginColumn"), Value::integer(0)},
                                                           {str("endLine"), Value::integer(0)},
                                                           {str("endColumn"), Value::integer(0)},
                                                           {str("module"), str("--TLA+ BUILTINS--")}})}});
  }
  RunStats s;
  if (runStats_)
    s = *runStats_;
  else if (statsProbe_)
    s = statsProbe_->read();
  if (!runStats_)
    s.duration = secondsSinceStart();
  if (s.simulation) {
    // TLC's simulator: "diameter" is the worker's count of behaviours, "stats"
    // the simulator's record; the ModelChecker's counts are undefined.
    if (key == "diameter")
      return Value::integer(s.diameter);
    if (key == "duration")
      return Value::integer(s.duration);
    if (key == "stats")
      return Value::record({{str("traces"), Value::integer(s.traces)},
                            {str("duration"), Value::integer(s.duration)},
                            {str("generated"), Value::integer(s.generated)},
                            {str("worker"), Value::integer(s.worker)}});
    fail("TLCGet(" + std::string(key) + ") was undefined.", range);
  }
  if (key == "stats")
    return Value::record({{str("queue"), Value::integer(s.queue)},
                          {str("distinct"), Value::integer(s.distinct)},
                          {str("generated"), Value::integer(s.generated)},
                          {str("diameter"), Value::integer(s.diameter)},
                          {str("duration"), Value::integer(s.duration)}});
  if (key == "diameter")
    return Value::integer(s.diameter);
  if (key == "distinct")
    return Value::integer(s.distinct);
  if (key == "queue")
    return Value::integer(s.queue);
  if (key == "duration")
    return Value::integer(s.duration);
  return Value::integer(s.generated);
}

} // namespace tlacore::eval
