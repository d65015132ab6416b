// Rendering trace results: clang-style text (file:line:col of the trace
// line, notes with the closest steps and the enabled actions) and JSON.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "trace_checker.h"

namespace tlacore::tracecheck {

// The text of one result ("T.ndjson: accepted (12 events)" or the error
// and its notes); `names` are the model's variable names by slot.
std::string renderTraceText(const TraceResult &r, const std::vector<std::string> &names);
nlohmann::json traceResultJson(const TraceResult &r, const std::vector<std::string> &names);

// Several traces: totals and the pass rate (accepted / all).
struct TraceSummary {
  size_t total = 0, accepted = 0, rejected = 0, badTraces = 0, modelErrors = 0;
  double passRate() const { return total ? static_cast<double>(accepted) / static_cast<double>(total) : 0.0; }
  void add(const TraceResult &r);
};
std::string renderSummaryText(const TraceSummary &s);
nlohmann::json summaryJson(const TraceSummary &s);

// The model's variable names by slot.
std::vector<std::string> variableNames(const engine::Model &m);

// A state as "x = 1, y = <<>>" (only the slots in `slots` when not empty).
std::string stateText(const std::vector<val::Value> &s, const std::vector<std::string> &names);

} // namespace tlacore::tracecheck
