// TLC's -continue in the engine: a violation the search goes on after,
// printed as TLC prints it and kept in the result (RunResult::violations).
#include "run_context.h"

#include <algorithm>
#include <iterator>

#include "tlc_text.h"
#include "value/pretty_print.h"

namespace tlacore::engine {

void Run::recordViolation(std::string outcome, std::string property, std::string message, size_t traceBefore) {
  RunResult::Violation v{std::move(outcome), std::move(property), std::move(message), {}};
  traceBefore = std::min(traceBefore, report.trace.size());
  v.trace.assign(std::make_move_iterator(report.trace.begin() + static_cast<std::ptrdiff_t>(traceBefore)),
                 std::make_move_iterator(report.trace.end()));
  report.trace.resize(traceBefore);
  report.violations.push_back(std::move(v));
}

// ModelChecker/DFIDModelChecker with TLCGlobals.continuation: an initial
// state's violation is TLC's initial-state message (no behaviour); one in
// a successor is the error, then the behaviour up to it (TLCTrace.printTrace).
void Run::continuedViolation(const explore::ContinuedViolation &v) {
  size_t before = report.trace.size();
  if (v.outcome == explore::Outcome::InitInvariantViolated) {
    auto [code, text] = initViolationMessage(v.property);
    std::string state = initialStateText(v.trace.back().state);
    out.message(code, MsgClass::Error, text + "\n" + state);
    // Recorded with its one state, not printed as a trace state.
    RunResult::State st{1, "Init", "", "<Initial predicate>", {}};
    for (size_t i : m.printOrder)
      st.variables.emplace_back(std::string(m.variables[i]->name), val::toString(v.trace.back().state[i]));
    report.trace.push_back(std::move(st));
    recordViolation("invariantViolated", v.property, text, before);
    return;
  }
  bool invariant = v.outcome == explore::Outcome::InvariantViolated;
  std::string text = (invariant ? "Invariant " : "Action property ") + v.property + " is violated.";
  out.message(invariant ? ec::TlcInvariantViolatedBehavior : ec::TlcActionPropertyViolated, MsgClass::Error, text);
  if (o.dfidLevel <= 0)
    replayTracePrefix(v.trace, TraceEnd::Successor);
  out.message(ec::TlcBehaviorUpToThisPoint, MsgClass::Error, "The behavior up to this point is:");
  // BFS's Worker prints the behaviour with TLCTrace.printTrace(s1, s2),
  // DFID's with DFIDWorker.printInvariantTrace or printErrorTrace.
  if (o.dfidLevel > 0)
    printSearchTrace(v.trace, nullptr, TraceEnd::Plain, invariant ? StateLine::DfidInvariant : StateLine::DfidError);
  else
    printSearchTrace(v.trace, nullptr, TraceEnd::Successor);
  recordViolation(invariant ? "invariantViolated" : "actionPropertyViolated", v.property, text, before);
}

} // namespace tlacore::engine
