// renderJson (report_json.h), with nlohmann-json; members in a fixed order.
#include "report_json.h"

#include <chrono>

#include <nlohmann/json.hpp>

namespace tlacore::engine {

const char *stopReasonName(StopReason r) {
  switch (r) {
  case StopReason::None: return "none";
  case StopReason::StopRequested: return "stopRequested";
  case StopReason::WallTime: return "wallTime";
  case StopReason::Memory: return "memory";
  case StopReason::States: return "states";
  case StopReason::OutOfMemory: return "outOfMemory";
  }
  return "none";
}

namespace {
using Json = nlohmann::ordered_json;

Json orNull(const std::string &s) { return s.empty() ? Json(nullptr) : Json(s); }

Json traceJson(const std::vector<RunResult::State> &states) {
  Json trace = Json::array();
  for (const auto &s : states) {
    Json st;
    st["number"] = s.number;
    st["action"] = s.action;
    st["location"] = s.location;
    st["label"] = s.label;
    Json vars = Json::object();
    for (const auto &[k, v] : s.variables)
      vars[k] = v;
    st["variables"] = std::move(vars);
    trace.push_back(std::move(st));
  }
  return trace;
}

Json phasesJson(const PhaseTimes &p) {
  Json j;
  j["read"] = p.read;
  j["parse"] = p.parse;
  j["semantic"] = p.semantic;
  j["config"] = p.config;
  j["build"] = p.build;
  j["check"] = p.check;
  j["initial"] = p.initial;
  j["liveness"] = p.liveness;
  j["livenessSearch"] = p.livenessSearch;
  j["print"] = p.print;
  j["total"] = p.total;
  Json modules = Json::array();
  for (const sem::ModuleTime &m : p.modules)
    modules.push_back({{"name", m.name},
                       {"standard", m.standard},
                       {"shared", m.shared},
                       {"read", m.readSeconds},
                       {"parse", m.parseSeconds},
                       {"semantic", m.semanticSeconds}});
  j["modules"] = std::move(modules);
  return j;
}
} // namespace

std::string renderJson(const RunResult &r) {
  auto renderStarted = std::chrono::steady_clock::now();
  Json j;
  j["tool"] = "tlacore";
  j["mode"] = r.mode;
  j["outcome"] = r.outcome;
  j["exitCode"] = r.exitCode;
  if (r.error) // the stable id of how the check failed (diagnostic_kinds.def)
    j["error"] = {{"code", diagInfo(*r.error).code}, {"id", diagInfo(*r.error).name}};
  else
    j["error"] = nullptr;
  j["property"] = orNull(r.property);
  j["message"] = orNull(r.message);
  j["errorLocation"] = orNull(r.errorLocation);
  j["statesGenerated"] = r.generated;
  j["distinctStates"] = r.distinct;
  j["statesLeftOnQueue"] = r.left;
  j["depth"] = r.depth;
  j["initialStates"] = r.initial;
  j["workers"] = r.workers;
  if (r.mode == "simulate") {
    j["traces"] = r.traces;
    j["seed"] = r.seed;
  }
  j["trace"] = traceJson(r.trace);
  Json violations = Json::array();
  for (const RunResult::Violation &v : r.violations)
    violations.push_back({{"outcome", v.outcome},
                          {"property", orNull(v.property)},
                          {"message", v.message},
                          {"trace", traceJson(v.trace)}});
  j["violations"] = std::move(violations);
  j["stuttering"] = r.stuttering;
  if (r.backToState > 0)
    j["backToState"] = r.backToState;
  if (r.hasLoop) {
    Json list = Json::array();
    for (const auto &n : r.neglected)
      list.push_back({{"action", n.action},
                      {"location", n.location},
                      {"alwaysEnabled", n.alwaysEnabled},
                      {"fairnessThatExcludesLoop", n.alwaysEnabled ? "WF" : "SF"}});
    j["enabledNeverTakenInLoop"] = std::move(list);
  }
  if (!r.hasCoverage) {
    j["coverage"] = nullptr;
  } else {
    Json rows = Json::array();
    for (const auto &c : r.coverage) {
      Json row;
      row["kind"] = c.kind;
      row["name"] = c.name;
      row["label"] = c.label;
      row["distinct"] = c.distinct;
      row["generated"] = c.generated;
      Json exprs = Json::array();
      for (const auto &x : c.expressions) {
        Json e;
        e["depth"] = x.depth;
        e["location"] = x.location;
        e["count"] = x.count;
        if (x.withCost)
          e["cost"] = x.cost;
        exprs.push_back(std::move(e));
      }
      row["expressions"] = std::move(exprs);
      rows.push_back(std::move(row));
    }
    j["coverage"] = std::move(rows);
  }
  j["stopReason"] = stopReasonName(r.stopReason);
  j["seconds"] = r.seconds;
  j["peakResidentBytes"] = r.peakResidentBytes;
  j["workersUsed"] = r.workersUsed;
  Json workerStats = Json::array();
  for (const RunResult::WorkerFigures &w : r.workerStats)
    workerStats.push_back({{"busySeconds", w.busySeconds},
                           {"idleSeconds", w.idleSeconds},
                           {"cpuSeconds", w.cpuSeconds},
                           {"expanded", w.expanded},
                           {"speculated", w.speculated},
                           {"fingerprintInserts", w.fpInserts},
                           {"fingerprintSeconds", w.fpSeconds}});
  j["workerStats"] = std::move(workerStats);
  j["stateRecordBytes"] = r.stateRecordBytes;
  j["bytesPerState"] = r.bytesPerState;
  j["fingerprintSet"] = {{"memoryBytes", r.fingerprintMemoryBytes}, {"diskBytes", r.fingerprintDiskBytes},
                         {"spills", r.fingerprintSpills},          {"casRetries", r.fingerprintCasRetries},
                         {"waits", r.fingerprintWaits},            {"diskLookups", r.fingerprintDiskLookups}};
  j["stateRecordDiskBytes"] = r.stateRecordDiskBytes;
  j["queue"] = {{"spilledStates", r.queueSpilledStates}, {"spilledBytes", r.queueSpilledBytes}};
  j["livenessDiskBytes"] = r.livenessDiskBytes;
  // Where the time went, this rendering included.
  PhaseTimes phases = r.phases;
  double rendering = std::chrono::duration<double>(std::chrono::steady_clock::now() - renderStarted).count();
  phases.print += rendering;
  phases.total += rendering;
  j["phases"] = phasesJson(phases);
  return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string renderPhasesJson(const PhaseTimes &p) {
  return phasesJson(p).dump(-1, ' ', false, Json::error_handler_t::replace);
}

} // namespace tlacore::engine
