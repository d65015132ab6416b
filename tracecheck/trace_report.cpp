// Trace results as clang-style text and as JSON.
#include "trace_report.h"

#include <cstdio>

#include <nlohmann/json.hpp>

#include "symbol.h"

namespace tlacore::tracecheck {

namespace {

std::string where(const std::string &file, size_t line, size_t column) {
  std::string out = file;
  if (line)
    out += ":" + std::to_string(line) + ":" + std::to_string(column ? column : 1);
  return out;
}

std::string differenceName(const Difference &d, const std::vector<std::string> &names) {
  std::string n = d.slot >= 0 && static_cast<size_t>(d.slot) < names.size() ? names[d.slot] : "?";
  return n + d.what;
}

std::string joined(const std::vector<std::string> &items) {
  std::string out;
  for (const std::string &s : items)
    out += (out.empty() ? "" : ", ") + s;
  return out;
}

} // namespace

std::vector<std::string> variableNames(const engine::Model &m) {
  std::vector<std::string> out;
  for (const sem::Symbol *v : m.spec().variables)
    out.emplace_back(v->name);
  return out;
}

std::string stateText(const std::vector<val::Value> &s, const std::vector<std::string> &names) {
  std::string out;
  for (size_t i = 0; i < s.size() && i < names.size(); ++i)
    out += (i ? ", " : "") + names[i] + " = " + val::toString(s[i]);
  return out;
}

std::string renderTraceText(const TraceResult &r, const std::vector<std::string> &names) {
  std::string out;
  switch (r.verdict) {
  case TraceVerdict::Accepted:
    return r.path + ": accepted (" + std::to_string(r.events) + " events, widest frontier " +
           std::to_string(r.maxFrontier) + " states)\n";
  case TraceVerdict::BadTrace:
  case TraceVerdict::ModelError:
    return renderProblem(*r.problem) + "\n";
  case TraceVerdict::Rejected: break;
  }
  const TraceRejection &j = *r.rejection;
  std::string at = where(r.path, j.line, j.column);
  std::string args;
  for (const auto &[n, v] : j.args)
    args += (args.empty() ? " (" : ", ") + n + " = " + v;
  if (!args.empty())
    args += ")";
  out += at + ": error: event '" + j.event + "'" + args + " leaves the model: " + j.mismatch.reason + " [6100]\n";
  out += at + ": note: " + std::to_string(j.mismatch.candidateStates) + " state(s) of the model could precede this line (" +
         std::to_string(r.events) + " event(s) matched before it)\n";
  for (const ClosestStep &c : j.mismatch.closest) {
    out += at + ": note: closest " + (c.action.empty() ? std::string("initial state") : "step by " + c.action) +
           (c.differences.empty() ? std::string("") : ", disagreeing on:") + "\n";
    for (const Difference &d : c.differences)
      out += "    " + differenceName(d, names) + ": trace " + d.logged + ", model " + d.model + "\n";
    if (!c.before.empty())
      out += "    from: " + stateText(c.before, names) + "\n";
  }
  out += at + ": note: actions enabled there: " + (j.mismatch.enabled.empty() ? std::string("none (deadlock)") : joined(j.mismatch.enabled)) + "\n";
  out += r.path + ": rejected at line " + std::to_string(j.line) + "\n";
  return out;
}

nlohmann::json traceResultJson(const TraceResult &r, const std::vector<std::string> &names) {
  nlohmann::json j;
  j["trace"] = r.path;
  j["verdict"] = verdictName(r.verdict);
  j["passed"] = r.verdict == TraceVerdict::Accepted;
  std::optional<size_t> failing = r.failingLine();
  j["failing_line"] = failing ? nlohmann::json(*failing) : nlohmann::json(nullptr);
  j["events"] = r.events;
  j["lines"] = r.lines;
  j["max_frontier"] = r.maxFrontier;
  j["states_generated"] = r.statesGenerated;
  j["seconds"] = r.seconds;
  if (r.problem) {
    const TraceProblem &p = *r.problem;
    j["error"] = {{"code", traceDiagCode(p.id)}, {"kind", traceDiagName(p.id)}, {"message", p.message},
                  {"file", p.file},           {"line", p.line},                {"column", p.column}};
  }
  if (r.rejection) {
    const TraceRejection &rj = *r.rejection;
    nlohmann::json m;
    m["line"] = rj.line;
    m["column"] = rj.column;
    m["event"] = rj.event;
    nlohmann::json args = nlohmann::json::object();
    for (const auto &[n, v] : rj.args)
      args[n] = v;
    m["args"] = args;
    m["reason"] = rj.mismatch.reason;
    m["candidate_states"] = rj.mismatch.candidateStates;
    nlohmann::json closest = nlohmann::json::array();
    for (const ClosestStep &c : rj.mismatch.closest) {
      nlohmann::json diffs = nlohmann::json::array();
      for (const Difference &d : c.differences)
        diffs.push_back({{"variable", differenceName(d, names)}, {"trace", d.logged}, {"model", d.model}});
      nlohmann::json before = nlohmann::json::object();
      for (size_t i = 0; i < c.before.size() && i < names.size(); ++i)
        before[names[i]] = val::toString(c.before[i]);
      closest.push_back({{"action", c.action.empty() ? nlohmann::json(nullptr) : nlohmann::json(c.action)},
                         {"differences", diffs},
                         {"from", before}});
    }
    m["closest"] = closest;
    m["enabled"] = rj.mismatch.enabled;
    j["mismatch"] = m;
  }
  return j;
}

void TraceSummary::add(const TraceResult &r) {
  ++total;
  switch (r.verdict) {
  case TraceVerdict::Accepted: ++accepted; break;
  case TraceVerdict::Rejected: ++rejected; break;
  case TraceVerdict::BadTrace: ++badTraces; break;
  case TraceVerdict::ModelError: ++modelErrors; break;
  }
}

std::string renderSummaryText(const TraceSummary &s) {
  char rate[32];
  std::snprintf(rate, sizeof rate, "%.1f", 100.0 * s.passRate());
  std::string out = std::to_string(s.accepted) + "/" + std::to_string(s.total) + " traces accepted (" + rate + "%)";
  if (s.rejected)
    out += ", " + std::to_string(s.rejected) + " rejected";
  if (s.badTraces)
    out += ", " + std::to_string(s.badTraces) + " bad";
  if (s.modelErrors)
    out += ", " + std::to_string(s.modelErrors) + " model errors";
  return out + "\n";
}

nlohmann::json summaryJson(const TraceSummary &s) {
  return {{"total", s.total},         {"accepted", s.accepted},       {"rejected", s.rejected},
          {"bad_traces", s.badTraces}, {"model_errors", s.modelErrors}, {"pass_rate", s.passRate()}};
}

} // namespace tlacore::tracecheck
