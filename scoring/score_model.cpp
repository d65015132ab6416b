// `tlacore score`'s work (see score_model.h): every metric's runs in one
// pool, then the C2 JSON object or a table.
#include "score_model.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <sstream>

#include <nlohmann/json.hpp>

#include "load_text.h"
#include "task_pool.h"

#include "syntax_metric.h"
#include "task_catalog.h"

namespace fs = std::filesystem;

namespace tlacore::scoring {

namespace {

using Json = nlohmann::ordered_json; // members in the order of contract C2

Json scoreValue(const std::optional<double> &s) {
  if (!s)
    return nullptr;
  return std::round(*s * 10000.0) / 10000.0; // 4 decimals, as the benchmark's tables show them
}

double rounded(double seconds) { return std::round(seconds * 1000.0) / 1000.0; }

Json runtimeJson(const RuntimeScore &r) {
  Json j;
  j["score"] = scoreValue(r.score);
  if (!r.score) {
    j["error"] = r.error;
    return j;
  }
  j["reason"] = r.reason;
  j["actions"] = r.actions;
  j["covered"] = r.covered;
  j["error_actions"] = r.errorActions;
  std::vector<std::string> uncovered;
  for (const std::string &a : r.actions)
    if (!r.covered.count(a))
      uncovered.push_back(a);
  j["uncovered"] = uncovered;
  Json runs = Json::array();
  for (const SimulationRun &s : r.runs) {
    Json run = {{"seed", s.seed}, {"exit_code", s.exitCode}, {"outcome", s.outcome}, {"timed_out", s.timedOut},
                {"covered", s.covered}, {"seconds", rounded(s.seconds)}};
    run["error_action"] = s.errorAction ? Json(*s.errorAction) : Json(nullptr);
    if (!s.message.empty())
      run["message"] = s.message;
    runs.push_back(std::move(run));
  }
  j["runs"] = std::move(runs);
  j["seconds"] = rounded(r.seconds);
  return j;
}

Json invariantsJson(const InvariantScore &s) {
  Json j;
  j["score"] = scoreValue(s.score);
  if (!s.score) {
    j["error"] = s.error;
    return j;
  }
  j["score_unknown_apart"] = scoreValue(s.scoreUnknownApart);
  Json results = Json::array();
  for (const InvariantResult &r : s.results) {
    Json e = {{"name", r.name},          {"type", r.type},     {"verdict", r.verdict},
              {"passed", r.passedByHarness}, {"exit_code", r.exitCode}, {"reason", r.reason},
              {"states_generated", r.statesGenerated}, {"seconds", rounded(r.seconds)}};
    if (!r.counterexample.empty())
      e["counterexample"] = r.counterexample;
    results.push_back(std::move(e));
  }
  j["results"] = std::move(results);
  j["seconds"] = rounded(s.seconds);
  return j;
}

// {action: {events, matched, failed, unchecked, rate}}, rate as the
// benchmark's per-action pass rate (null when no event of it was decided).
Json perActionJson(const std::map<std::string, ActionConformance> &actions) {
  Json j = Json::object();
  for (const auto &[name, a] : actions)
    j[name] = {{"events", a.events},
               {"matched", a.matched},
               {"failed", a.failed},
               {"unchecked", a.unchecked},
               {"rate", scoreValue(a.rate())}};
  return j;
}

Json conformanceJson(const ConformanceScore &s) {
  Json j;
  j["score"] = scoreValue(s.score);
  if (!s.score) {
    j["error"] = s.error;
    return j;
  }
  Json traces = Json::array();
  for (const TraceVerdict &v : s.traces) {
    Json t = {{"trace", v.trace},         {"id", v.id},
              {"passed", v.passed},       {"exit_code", v.exitCode},
              {"reason", v.reason},       {"model_substituted", v.modelSubstituted},
              {"seconds", rounded(v.seconds)}};
    t["failing_line"] = v.failingLine ? Json(*v.failingLine) : Json(nullptr);
    t["failing_event"] = v.failingEvent ? Json(*v.failingEvent) : Json(nullptr);
    if (v.failingEvent)
      t["failing_action"] = v.failingAction;
    t["events"] = v.events ? Json(*v.events) : Json(nullptr);
    t["matched_events"] = v.matchedEvents ? Json(*v.matchedEvents) : Json(nullptr);
    if (!v.eventsUnreadable.empty())
      t["events_unreadable"] = v.eventsUnreadable;
    t["per_action"] = perActionJson(v.actions);
    if (v.expectedAccepted)
      t["tlc_accepted"] = *v.expectedAccepted;
    traces.push_back(std::move(t));
  }
  j["traces"] = std::move(traces);
  j["per_action"] = perActionJson(s.actions);
  j["events_matched"] = s.eventsMatched;
  j["events_decided"] = s.eventsDecided;
  j["event_rate"] = scoreValue(s.eventRate);
  j["seconds"] = rounded(s.seconds);
  return j;
}

std::string percent(const std::optional<double> &s) {
  if (!s)
    return "-";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4f", *s);
  return buf;
}

std::string joined(const std::set<std::string> &names) {
  std::string out;
  for (const std::string &n : names)
    out += (out.empty() ? "" : ", ") + n;
  return out.empty() ? "(none)" : out;
}

} // namespace

ScoreReport scoreModel(const ScoreRequest &req) {
  auto started = std::chrono::steady_clock::now();
  ScoreReport report;
  report.model = req.model;
  report.task = req.task;
  auto wants = [&](const char *m) { return req.metrics.count(m) > 0; };

  // Absolute paths: conformance runs change the working directory.
  std::string modelPath = fs::absolute(req.model).lexically_normal().string();
  std::string cfgPath = req.cfg.empty() ? engine::defaultConfigPath(modelPath)
                                        : fs::absolute(req.cfg).lexically_normal().string();
  std::vector<std::string> libs;
  for (const std::string &l : req.libraryPaths)
    libs.push_back(fs::absolute(l).string());

  std::vector<std::function<void()>> tasks;

  std::unique_ptr<RuntimeMetric> runtime;
  if (wants("runtime")) {
    auto load = std::make_shared<engine::LoadResult>();
    std::string failure;
    if (!fs::exists(cfgPath)) {
      failure = "the model's cfg " + cfgPath + " is missing (TLC: exit 151)";
    } else {
      engine::LoadOptions lo;
      lo.libraryPaths = libs;
      lo.io = &quietIo();
      *load = engine::loadModel(engine::SpecSource{modelPath, std::nullopt},
                                engine::ConfigSource{cfgPath, std::nullopt, std::nullopt}, lo);
      failure = loadFailureReason(*load);
    }
    runtime = std::make_unique<RuntimeMetric>(load, req.runtime, failure);
    runtime->queue(tasks);
  }

  std::unique_ptr<InvariantMetric> invariants;
  std::string invariantsError;
  if (wants("invariants")) {
    std::vector<ConcreteInvariant> list;
    if (req.invariantsFile.empty()) {
      invariantsError = "no concretised invariants (--invariants FILE)";
    } else {
      try {
        list = readInvariantFile(req.invariantsFile);
      } catch (const std::exception &e) {
        invariantsError = e.what();
      }
    }
    if (invariantsError.empty()) {
      std::string checkedAs = req.specModule.empty()
                                  ? modelPath
                                  : (fs::path(modelPath).parent_path() / (req.specModule + ".tla")).string();
      invariants = std::make_unique<InvariantMetric>(modelPath, cfgPath, std::move(list), req.invariants, libs,
                                                     checkedAs);
      invariants->queue(tasks);
    }
  }

  std::unique_ptr<ConformanceMetric> conformance;
  if (wants("conformance")) {
    std::vector<TraceCase> cases;
    std::string error;
    if (req.tracesDir.empty()) {
      error = "no traces (--traces DIR)";
    } else {
      try {
        cases = readTraceCases(req.tracesDir);
      } catch (const std::exception &e) {
        error = e.what();
      }
    }
    conformance = std::make_unique<ConformanceMetric>(std::move(cases), req.conformance, modelPath, error);
    conformance->queue(tasks);
  }

  if (wants("syntax")) {
    // The benchmark saves a task's model as <specModule>.tla before its SANY runs.
    SyntaxOptions syntaxOptions;
    syntaxOptions.specModule = req.specModule;
    syntaxOptions.taskName = req.task;
    tasks.emplace_back([&report, modelPath, syntaxOptions] {
      report.syntaxJson = toJson(scoreSyntax(modelPath, syntaxOptions)).dump();
    });
  }

  runTasks(tasks, req.threads);

  if (runtime)
    report.runtime = runtime->finish();
  if (wants("invariants")) {
    if (invariants) {
      report.invariants = invariants->finish();
    } else {
      report.invariants = InvariantScore{};
      report.invariants->error = invariantsError;
    }
  }
  if (conformance)
    report.conformance = conformance->finish();
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return report;
}

std::string toJson(const ScoreReport &r, int indent) {
  Json j;
  j["model"] = r.model;
  j["task"] = r.task.empty() ? Json(nullptr) : Json(r.task);
  if (r.syntaxJson)
    j["syntax"] = Json::parse(*r.syntaxJson);
  if (r.runtime)
    j["runtime"] = runtimeJson(*r.runtime);
  if (r.conformance)
    j["conformance"] = conformanceJson(*r.conformance);
  if (r.invariants)
    j["invariants"] = invariantsJson(*r.invariants);
  j["seconds"] = rounded(r.seconds);
  return j.dump(indent);
}

std::string toTable(const ScoreReport &r) {
  std::ostringstream out;
  out << "model  " << r.model << (r.task.empty() ? "" : "  (task " + r.task + ")") << "\n";
  out << "metric       score   details\n";
  if (r.syntaxJson) {
    Json s = Json::parse(*r.syntaxJson);
    std::optional<double> v;
    if (s.contains("score") && s["score"].is_number())
      v = s["score"].get<double>();
    out << "syntax       " << percent(v) << "  ";
    if (s.contains("error"))
      out << s["error"].get<std::string>();
    else if (s.contains("definitions"))
      out << s.value("definitions_passing", 0) << "/" << s.value("definitions", 0) << " definitions pass"
          << (s.value("whole_module_passes", false) ? ", whole module passes" : "");
    out << "\n";
  }
  if (r.runtime) {
    const RuntimeScore &s = *r.runtime;
    out << "runtime      " << percent(s.score) << "  " << (s.score ? s.reason : s.error) << "\n";
    if (s.score && !s.actions.empty()) {
      std::set<std::string> uncovered;
      for (const std::string &a : s.actions)
        if (!s.covered.count(a))
              uncovered.insert(a);
      if (!uncovered.empty())
        out << "               uncovered: " << joined(uncovered) << "\n";
      if (!s.errorActions.empty())
        out << "               error actions: " << joined(s.errorActions) << "\n";
    }
  }
  if (r.conformance) {
    const ConformanceScore &s = *r.conformance;
    size_t passed = 0;
    for (const TraceVerdict &v : s.traces)
      passed += v.passed ? 1 : 0;
    out << "conformance  " << percent(s.score) << "  "
        << (s.score ? std::to_string(passed) + "/" + std::to_string(s.traces.size()) + " traces pass" : s.error)
        << "\n";
    for (const TraceVerdict &v : s.traces)
      if (!v.passed)
        out << "               " << v.id << ": " << v.reason << "\n";
    if (!s.actions.empty()) {
      out << "               events: " << s.eventsMatched << "/" << s.eventsDecided << " decided events matched ("
          << percent(s.eventRate) << "); per action (matched/decided, unchecked):\n";
      for (const auto &[name, a] : s.actions)
        out << "                 " << name << "  " << percent(a.rate()) << "  " << a.matched << "/"
            << (a.matched + a.failed) << (a.unchecked ? ", " + std::to_string(a.unchecked) + " unchecked" : "")
            << "\n";
    }
  }
  if (r.invariants) {
    const InvariantScore &s = *r.invariants;
    out << "invariants   " << percent(s.score) << "  ";
    if (!s.score) {
      out << s.error << "\n";
    } else {
      out << "(" << percent(s.scoreUnknownApart) << " with unknown apart)\n";
      for (const InvariantResult &i : s.results)
        out << "               " << i.name << " [" << i.type << "]: " << i.verdict << " - " << i.reason << "\n";
    }
  }
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2f", r.seconds);
  out << "total " << buf << " s\n";
  return out.str();
}

std::string applyTask(ScoreRequest &req) {
  if (req.task.empty())
    return {};
  std::optional<std::filesystem::path> dir = locateTasksDirectory();
  if (!dir)
    return "--task " + req.task + ": no tasks/ folder found (set TLACORE_TASKS_DIR)";
  try {
    std::vector<TaskDefinition> catalog = loadTaskCatalog(*dir);
    const TaskDefinition *task = findTask(catalog, req.task);
    if (!task) {
      std::string known;
      for (const TaskDefinition &t : catalog)
        known += (known.empty() ? "" : ", ") + t.name;
      return "unknown task " + req.task + " (tasks: " + known + ")";
    }
    if (req.specModule.empty())
      req.specModule = task->specModule;
  } catch (const TaskFileError &e) {
    return e.what();
  }
  return {};
}

} // namespace tlacore::scoring
