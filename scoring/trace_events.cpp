// A trace's events and the per-action conformance of a run (see trace_events.h).
#include "trace_events.h"

#include <algorithm>
#include <fstream>

#include <nlohmann/json.hpp>

namespace tlacore::scoring {

namespace {

using Json = nlohmann::json;

// A name: a string, or an object's "name" string.
std::optional<std::string> nameIn(const Json &v) {
  if (v.is_string())
    return v.get<std::string>();
  if (v.is_object()) {
    auto n = v.find("name");
    if (n != v.end() && n->is_string())
      return n->get<std::string>();
  }
  return std::nullopt;
}

std::string actionOf(const Json &line) {
  for (const char *key : {"event", "action"}) {
    auto f = line.find(key);
    if (f != line.end())
      if (std::optional<std::string> n = nameIn(*f))
        return *n;
  }
  for (const char *key : {"name", "type", "archetypeName"}) {
    auto f = line.find(key);
    if (f != line.end() && f->is_string())
      return f->get<std::string>();
  }
  return "(unnamed)";
}

} // namespace

TraceEvents readTraceEvents(const std::string &path) {
  TraceEvents out;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    out.unreadable = "cannot read " + path;
    return out;
  }
  std::string text;
  long lineNo = 0;
  while (std::getline(in, text)) {
    ++lineNo;
    if (!text.empty() && text.back() == '\r')
      text.pop_back();
    if (text.find_first_not_of(" \t") == std::string::npos)
      continue;
    Json line = Json::parse(text, nullptr, false);
    if (line.is_discarded() || !line.is_object()) {
      out.events.clear();
      out.unreadable = "line " + std::to_string(lineNo) + " of " + path + " is not a JSON object (the events of a trace "
                                                                        "are counted in line-delimited JSON)";
      return out;
    }
    out.events.push_back({actionOf(line), lineNo});
  }
  return out;
}

EventOutcomes eventOutcomes(const std::vector<TraceEvent> &events, std::optional<long> matchedPrefix, bool passed,
                            bool decided) {
  EventOutcomes out;
  long n = static_cast<long>(events.size());
  long matched = 0;
  if (passed)
    matched = n;
  else if (decided && matchedPrefix)
    matched = std::clamp(*matchedPrefix, 0L, n);
  if (passed || (decided && matchedPrefix))
    out.matchedEvents = matched;
  bool failedHere = decided && !passed && matchedPrefix && matched < n;
  if (failedHere) {
    out.failingEvent = matched + 1;
    out.failingLine = events[static_cast<size_t>(matched)].line;
    out.failingAction = events[static_cast<size_t>(matched)].action;
  }
  for (long i = 0; i < n; ++i) {
    ActionConformance &a = out.actions[events[static_cast<size_t>(i)].action];
    ++a.events;
    if (i < matched)
      ++a.matched;
    else if (failedHere && i == matched)
      ++a.failed;
    else
      ++a.unchecked;
  }
  return out;
}

void addActionCounts(std::map<std::string, ActionConformance> &into,
                     const std::map<std::string, ActionConformance> &from) {
  for (const auto &[name, c] : from) {
    ActionConformance &a = into[name];
    a.events += c.events;
    a.matched += c.matched;
    a.failed += c.failed;
    a.unchecked += c.unchecked;
  }
}

} // namespace tlacore::scoring
