// The events of a recorded trace and what a conformance run made of each:
// the per-action conformance the benchmark reports (SysMoBench's transition
// validation: per action, passed / total windows, and passed / total over
// all). A trace spec checks a trace as one behaviour, so its run decides
// the events of the longest prefix it matched (matched), the event after
// it when the trace was rejected (failed), and none of the rest (unchecked).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tlacore::scoring {

struct TraceEvent {
  std::string action; // the event's name as the trace logs it
  long line = 0;      // 1-based line of the trace file
};

// The events of a line-delimited JSON trace, one per non-empty line, named
// by the first of: "event" (a string, or an object's "name"), "action" (the
// same), "name", "type", "archetypeName" (PGo); "(unnamed)" when none.
// `unreadable` says why there are none (not a JSON object per line).
struct TraceEvents {
  std::vector<TraceEvent> events;
  std::string unreadable;
};
TraceEvents readTraceEvents(const std::string &path);

// An action's events over the traces.
struct ActionConformance {
  long events = 0;
  long matched = 0;   // inside the prefix the run matched
  long failed = 0;    // the event the trace was rejected at
  long unchecked = 0; // after a failure, or in a trace not decided
  // matched / (matched + failed): the benchmark's per-action pass rate over
  // the events the run decided; none when it decided none.
  std::optional<double> rate() const {
    long decided = matched + failed;
    return decided ? std::optional<double>(static_cast<double>(matched) / static_cast<double>(decided)) : std::nullopt;
  }
};

// What one run decided about the events of its trace.
struct EventOutcomes {
  std::map<std::string, ActionConformance> actions;
  std::optional<long> matchedEvents; // the prefix matched (none: not known)
  std::optional<long> failingEvent;  // 1-based index of the event it failed at
  std::optional<long> failingLine;   // that event's line in the trace file
  std::string failingAction;
};

// `matchedPrefix`: how many events the run matched (the trace spec's index
// variable or the search's depth, less one); `passed`: the trace was
// accepted; `decided`: the run ended with a verdict on the trace (accepted
// or rejected), not a time-out or a failure to load.
EventOutcomes eventOutcomes(const std::vector<TraceEvent> &events, std::optional<long> matchedPrefix, bool passed,
                            bool decided);

// Adds `from`'s counts to `into`.
void addActionCounts(std::map<std::string, ActionConformance> &into,
                     const std::map<std::string, ActionConformance> &from);

} // namespace tlacore::scoring
