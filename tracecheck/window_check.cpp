// Window validation: single steps of the real system checked against one action.
#include "window_check.h"

#include <chrono>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "event_decoder.h"
#include "trace_report.h"

namespace tlacore::tracecheck {

namespace {

struct PendingWindow {
  WindowResult result;
  TraceEvent event;
  State pre;
};

// Reads one window line into `w`; false (with w.result's problem) when bad.
bool decodeWindow(EventDecoder &decoder, const ActionCatalog &catalog, const TraceMap &map,
                  const std::vector<std::string> &names,
                  const eval::natives::NdJsonLine &line, const WindowOptions &o, PendingWindow &w) {
  w.result.line = line.number;
  w.result.column = line.column + 1;
  TraceProblem problem;
  val::Value obj;
  auto bad = [&](TraceProblem p) {
    w.result.verdict = TraceVerdict::BadTrace;
    w.result.problem = std::move(p);
    return false;
  };
  if (!decoder.decodeObject(line, obj, problem))
    return bad(problem);
  TraceEvent &e = w.event;
  e.line = line.number;
  e.column = line.column + 1;
  if (!EventDecoder::field(obj, "action")) {
    if (o.action.empty())
      return bad(makeProblem(TraceDiag::no_action, {}, decoder.file(), e.line, e.column));
    e.logged = o.action;
    e.actions = map.actionsFor(o.action);
    for (const std::string &a : e.actions)
      if (!catalog.knowsAction(a))
        return bad(makeProblem(TraceDiag::unknown_event, {a}, decoder.file(), e.line, e.column));
  }
  if (!decoder.decodeFields(obj, "action", false, e, problem))
    return bad(problem);
  w.result.action = e.logged;
  const val::Value *pre = EventDecoder::field(obj, "pre");
  const val::Value *post = EventDecoder::field(obj, "post");
  if (!pre || !post)
    return bad(makeProblem(TraceDiag::missing_field, {!pre ? "pre" : "post"}, decoder.file(), e.line, e.column));
  std::vector<std::pair<int, val::Value>> preValues;
  if (!decoder.decodeState(*pre, "pre", preValues, problem) || !decoder.decodeState(*post, "post", e.state, problem))
    return bad(problem);
  w.pre.assign(names.size(), val::Value());
  for (auto &[slot, v] : preValues)
    w.pre[slot] = std::move(v);
  for (size_t i = 0; i < names.size(); ++i)
    if (w.pre[i].isError())
      return bad(makeProblem(TraceDiag::window_incomplete_pre, {names[i]}, decoder.file(), e.line, e.column));
  return true;
}

} // namespace

WindowTotals checkWindows(TraceChecker &checker, std::istream &in, const std::string &name, const WindowOptions &o,
                          const std::function<void(const WindowResult &)> &emit) {
  auto started = std::chrono::steady_clock::now();
  WindowTotals totals;
  WorkerPool &pool = checker.pool();
  const ActionCatalog &catalog = checker.catalog();
  std::vector<std::string> names = variableNames(checker.model());
  EventDecoder decoder(pool.main().ev, catalog, checker.map(), name, &checker.modelValues());
  std::vector<PendingWindow> batch;
  auto decide = [&]() {
    pool.parallelFor(batch.size(), 4, [&](StepWorker &w, size_t i) {
      PendingWindow &p = batch[i];
      if (p.result.verdict != TraceVerdict::Accepted)
        return;
      try {
        std::vector<size_t> actions = catalog.select(p.event.actions, p.event.args);
        if (someStepMatches(w, catalog, actions, p.pre, p.event))
          return;
        p.result.verdict = TraceVerdict::Rejected;
        p.result.mismatch = explainStep(w, catalog, {p.pre}, p.event, 3);
      } catch (const eval::EvalError &err) {
        p.result.verdict = TraceVerdict::ModelError;
        p.result.problem = makeProblem(TraceDiag::model_eval_error, {evalErrorText(checker.model(), err)}, name, p.result.line, p.result.column);
      }
    });
    for (PendingWindow &p : batch) {
      ++totals.total;
      if (p.result.verdict == TraceVerdict::Accepted)
        ++totals.valid;
      else if (p.result.verdict == TraceVerdict::Rejected)
        ++totals.invalid;
      else
        ++totals.errors;
      emit(p.result);
    }
    batch.clear();
  };
  bool readOk = eval::natives::forEachNdJsonLine(
      in,
      [&](const eval::natives::NdJsonLine &line, bool tooLong) {
        PendingWindow &p = batch.emplace_back();
        if (tooLong) {
          p.result.line = line.number;
          p.result.verdict = TraceVerdict::BadTrace;
          p.result.problem = makeProblem(TraceDiag::line_too_long, {std::to_string(checker.options().maxLineBytes)},
                                         name, line.number, 1);
        } else {
          decodeWindow(decoder, catalog, checker.map(), names, line, o, p);
        }
        if (batch.size() >= o.batch)
          decide();
        return true;
      },
      checker.options().maxLineBytes);
  decide();
  if (!readOk)
    totals.problem = makeProblem(TraceDiag::unreadable, {name, "read error"}, name);
  else if (totals.total == 0)
    totals.problem = makeProblem(TraceDiag::empty, {}, name);
  totals.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return totals;
}

std::string renderWindowText(const WindowResult &w, const std::string &file, const std::vector<std::string> &names) {
  std::string at = file + ":" + std::to_string(w.line) + ":" + std::to_string(w.column);
  switch (w.verdict) {
  case TraceVerdict::Accepted: return at + ": valid: a step of " + w.action + "\n";
  case TraceVerdict::BadTrace:
  case TraceVerdict::ModelError: return renderProblem(*w.problem) + "\n";
  case TraceVerdict::Rejected: break;
  }
  std::string out = at + ": error: window is not a step of " + w.action + ": " + w.mismatch->reason + " [6101]\n";
  for (const ClosestStep &c : w.mismatch->closest) {
    out += at + ": note: closest step by " + c.action + (c.differences.empty() ? "" : ", disagreeing on:") + "\n";
    for (const Difference &d : c.differences)
      out += "    " + (d.slot >= 0 ? names[d.slot] : std::string("?")) + d.what + ": window " + d.logged + ", model " +
             d.model + "\n";
  }
  std::string enabled;
  for (const std::string &a : w.mismatch->enabled)
    enabled += (enabled.empty() ? "" : ", ") + a;
  out += at + ": note: actions enabled in the pre-state: " + (enabled.empty() ? std::string("none") : enabled) + "\n";
  return out;
}

nlohmann::json windowJson(const WindowResult &w, const std::vector<std::string> &names) {
  nlohmann::json j = {{"line", w.line},
                      {"action", w.action},
                      {"verdict", w.verdict == TraceVerdict::Accepted   ? "valid"
                                  : w.verdict == TraceVerdict::Rejected ? "invalid"
                                                                        : verdictName(w.verdict)}};
  if (w.problem)
    j["error"] = {{"code", traceDiagCode(w.problem->id)}, {"kind", traceDiagName(w.problem->id)},
                  {"message", w.problem->message},         {"line", w.problem->line},
                  {"column", w.problem->column}};
  if (w.mismatch) {
    nlohmann::json closest = nlohmann::json::array();
    for (const ClosestStep &c : w.mismatch->closest) {
      nlohmann::json diffs = nlohmann::json::array();
      for (const Difference &d : c.differences)
        diffs.push_back({{"variable", (d.slot >= 0 ? names[d.slot] : std::string("?")) + d.what},
                         {"window", d.logged},
                         {"model", d.model}});
      closest.push_back({{"action", c.action}, {"differences", diffs}});
    }
    j["reason"] = w.mismatch->reason;
    j["closest"] = closest;
    j["enabled"] = w.mismatch->enabled;
  }
  return j;
}

std::string renderWindowTotalsText(const WindowTotals &t) {
  char rate[32];
  std::snprintf(rate, sizeof rate, "%.1f", t.total ? 100.0 * static_cast<double>(t.valid) / static_cast<double>(t.total) : 0.0);
  return std::to_string(t.valid) + "/" + std::to_string(t.total) + " windows valid (" + rate + "%), " +
         std::to_string(t.invalid) + " invalid, " + std::to_string(t.errors) + " errors\n";
}

nlohmann::json windowTotalsJson(const WindowTotals &t) {
  return {{"total", t.total},
          {"valid", t.valid},
          {"invalid", t.invalid},
          {"errors", t.errors},
          {"valid_rate", t.total ? static_cast<double>(t.valid) / static_cast<double>(t.total) : 0.0},
          {"seconds", t.seconds}};
}

} // namespace tlacore::tracecheck
