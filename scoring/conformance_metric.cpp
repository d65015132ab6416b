// The conformance metric through trace specs (see conformance_metric.h).
#include "conformance_metric.h"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <stdexcept>

#include "benchmark_text.h"
#include "engine.h"
#include "load_text.h"
#include "state_dump.h"

namespace fs = std::filesystem;

namespace tlacore::scoring {

namespace {

std::vector<std::string> splitTabs(std::string_view line) {
  std::vector<std::string> cells;
  size_t start = 0;
  for (;;) {
    size_t tab = line.find('\t', start);
    cells.emplace_back(line.substr(start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
    if (tab == std::string_view::npos)
      return cells;
    start = tab + 1;
  }
}

// "A=x B=y" (no quoting in the manifests); "(none...)" and "-" are none.
std::map<std::string, std::string> environmentOf(const std::string &assignments) {
  std::map<std::string, std::string> env;
  if (assignments.empty() || assignments[0] == '(' || assignments == "-")
    return env;
  std::istringstream words(assignments);
  std::string w;
  while (words >> w) {
    size_t eq = w.find('=');
    if (eq != std::string::npos && eq > 0)
      env[w.substr(0, eq)] = w.substr(eq + 1);
  }
  return env;
}

// Whether two files hold the same text (the trace spec's copy is the model).
bool sameText(const fs::path &a, const fs::path &b) {
  std::string ta, tb;
  return readText(a.string(), ta) && readText(b.string(), tb) && ta == tb;
}

// The longest prefix of the trace a run matched: the trace spec's index
// variable `l` at its largest, less one (it starts at 1 and each step that
// consumes an event adds one), or the depth of the search less one (the
// initial state is level 1) when there is no such variable.
std::optional<long> matchedPrefix(const engine::ReachedStates &reached, int64_t depth) {
  for (size_t v = 0; v < reached.variables.size(); ++v) {
    if (reached.variables[v] != "l")
      continue;
    std::optional<long> most;
    for (const std::vector<val::Value> &state : reached.states)
      if (v < state.size() && state[v].isInt())
        most = std::max(most.value_or(1), static_cast<long>(state[v].asInt()));
    if (most)
      return *most - 1;
  }
  if (depth > 0)
    return static_cast<long>(depth) - 1;
  return std::nullopt;
}

// The process's working directory is one for all threads: trace specs that
// read files by relative paths run one at a time from their folder.
std::mutex workingDirectory;

} // namespace

std::vector<TraceCase> readTraceCases(const std::string &dirArg) {
  fs::path dir = fs::absolute(dirArg).lexically_normal();
  if (!fs::is_directory(dir))
    throw std::runtime_error("--traces " + dirArg + ": not a folder");
  fs::path base = dir;
  std::string prefix;
  if (!fs::exists(dir / "index.tsv")) {
    if (dir.filename().empty())
      dir = dir.parent_path();
    base = dir.parent_path();
    prefix = dir.filename().string() + "/";
    if (!fs::exists(base / "index.tsv"))
      throw std::runtime_error("--traces " + dirArg + ": no trace manifest (index.tsv) in it or its parent folder");
  }
  std::string text;
  if (!readText((base / "index.tsv").string(), text))
    throw std::runtime_error("cannot read " + (base / "index.tsv").string());
  std::vector<std::string_view> lines = splitLines(text);
  if (lines.empty())
    throw std::runtime_error((base / "index.tsv").string() + ": empty");
  std::vector<std::string> header = splitTabs(lines[0]);
  auto column = [&](const std::string &name) -> long {
    for (size_t i = 0; i < header.size(); ++i)
      if (header[i] == name)
        return static_cast<long>(i);
    return -1;
  };
  long cId = column("case_id"), cSpec = column("spec"), cCfg = column("cfg"), cTrace = column("trace"),
       cRun = column("run_dir"), cEnv = column("env_assignments"), cAcc = column("accepted");
  if (cSpec < 0 || cCfg < 0 || cTrace < 0)
    throw std::runtime_error((base / "index.tsv").string() + ": needs the columns spec, cfg and trace");
  std::vector<TraceCase> cases;
  for (size_t i = 1; i < lines.size(); ++i) {
    if (strip(lines[i]).empty())
      continue;
    std::vector<std::string> cells = splitTabs(lines[i]);
    auto cell = [&](long c) { return c >= 0 && static_cast<size_t>(c) < cells.size() ? cells[static_cast<size_t>(c)] : ""; };
    if (!prefix.empty() && cell(cSpec).rfind(prefix, 0) != 0)
      continue;
    TraceCase tc;
    tc.spec = (base / cell(cSpec)).lexically_normal().string();
    tc.cfg = (base / cell(cCfg)).lexically_normal().string();
    tc.trace = (base / cell(cTrace)).lexically_normal().string();
    tc.id = cId >= 0 ? cell(cId) : fs::path(tc.trace).filename().string();
    std::string run = cell(cRun);
    tc.runDir = (run.empty() || run == "-") ? fs::path(tc.spec).parent_path().string()
                                            : (base / run).lexically_normal().string();
    tc.environment = environmentOf(cell(cEnv));
    std::string acc = cell(cAcc);
    if (acc == "yes" || acc == "no")
      tc.expectedAccepted = acc == "yes";
    cases.push_back(std::move(tc));
  }
  if (cases.empty())
    throw std::runtime_error("--traces " + dirArg + ": the manifest lists no trace for it");
  return cases;
}

ConformanceMetric::ConformanceMetric(std::vector<TraceCase> cases, ConformanceOptions options, std::string modelPath,
                                     std::string error)
    : cases_(std::move(cases)), options_(options), modelPath_(std::move(modelPath)), error_(std::move(error)) {}

void ConformanceMetric::queue(std::vector<std::function<void()>> &tasks) {
  if (error_.empty() && !cases_.empty())
    tasks.emplace_back([this] { checkAll(); });
}

void ConformanceMetric::checkAll() {
  auto started = std::chrono::steady_clock::now();
  for (const TraceCase &tc : cases_) {
    TraceVerdict v;
    v.trace = tc.trace;
    v.id = tc.id;
    v.expectedAccepted = tc.expectedAccepted;
    std::map<std::string, std::string> env;
    for (char **e = environ; e && *e; ++e) {
      std::string kv = *e;
      size_t eq = kv.find('=');
      if (eq != std::string::npos)
        env[kv.substr(0, eq)] = kv.substr(eq + 1);
    }
    for (const auto &[k, val] : tc.environment)
      env[k] = val;
    engine::CheckRequest req;
    req.spec.path = tc.spec;
    req.config.path = tc.cfg;
    req.load.io = &quietIo();
    // The scored model in place of the trace spec's copy of its module: the
    // trace spec is read from a folder holding only the model (modules are
    // looked up there first), the rest of its folder after it.
    fs::path specDir = fs::path(tc.spec).parent_path();
    fs::path modelFile = fs::path(modelPath_).filename();
    fs::path substituteDir;
    std::error_code sec;
    if (!modelPath_.empty() && fs::path(tc.spec).filename() != modelFile && fs::exists(specDir / modelFile, sec) &&
        !fs::equivalent(specDir / modelFile, modelPath_, sec) && !sameText(specDir / modelFile, modelPath_)) {
      static std::atomic<int> counter{0};
      substituteDir = fs::temp_directory_path() /
                      ("tlacore-score-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
      std::string specText;
      fs::create_directories(substituteDir, sec);
      if (!sec && readText(tc.spec, specText) && fs::copy_file(modelPath_, substituteDir / modelFile, sec)) {
        req.spec.path = (substituteDir / fs::path(tc.spec).filename()).string();
        req.spec.text = specText;
        req.load.libraryPaths.push_back(specDir.string());
        v.modelSubstituted = true;
      }
    }
    req.run.mode = engine::SearchMode::Bfs;
    req.run.workers = 1;
    req.run.budgets.wallSeconds = options_.budgetSeconds;
    req.run.format = engine::TextFormat::Silent;
    req.run.environment = &env;
    engine::ReachedStates reached;
    req.run.reached = &reached;
    req.banner = false;
    req.sanyReport = false;
    engine::CheckOutcome co;
    {
      std::lock_guard<std::mutex> lock(workingDirectory);
      fs::path back = fs::current_path();
      std::error_code ec;
      fs::current_path(tc.runDir, ec);
      if (ec) {
        v.reason = "cannot enter " + tc.runDir + ": " + ec.message();
        verdicts_.push_back(std::move(v));
        continue;
      }
      co = engine::check(req);
      fs::current_path(back, ec);
    }
    if (!substituteDir.empty())
      fs::remove_all(substituteDir, sec);
    const engine::RunResult &r = co.result;
    v.exitCode = r.exitCode;
    v.seconds = r.seconds;
    bool timedOut = r.stopReason == engine::StopReason::WallTime;
    // A verdict on the trace: accepted, or rejected by the run (a false
    // POSTCONDITION, a violated property, a failed evaluation), not a model
    // that did not load (150/151), a budget or a crash (153/255).
    bool decided = !timedOut && co.load.status == engine::LoadStatus::Ok &&
                   (r.exitCode == 0 || (r.exitCode >= 10 && r.exitCode <= 14) || (r.exitCode >= 75 && r.exitCode <= 77));
    TraceEvents events = readTraceEvents(tc.trace);
    if (events.unreadable.empty()) {
      EventOutcomes o = eventOutcomes(events.events, matchedPrefix(reached, r.depth), r.exitCode == 0 && !timedOut,
                                      decided);
      v.events = static_cast<long>(events.events.size());
      v.matchedEvents = o.matchedEvents;
      v.failingEvent = o.failingEvent;
      v.failingLine = o.failingLine;
      v.failingAction = o.failingAction;
      v.actions = std::move(o.actions);
    } else {
      v.eventsUnreadable = events.unreadable;
    }
    if (timedOut) {
      v.reason = "not decided within the " + std::to_string(static_cast<int>(options_.budgetSeconds)) + " s limit";
    } else if (r.exitCode == 0) {
      v.passed = true;
      v.reason = "accepted";
    } else {
      std::string why = loadFailureReason(co.load);
      v.reason = (why.empty() ? (r.message.empty() ? r.outcome : r.message) : why) + " (TLC exit " +
                 std::to_string(r.exitCode) + ")";
      if (v.failingLine)
        v.reason += "; first unmatched event " + std::to_string(*v.failingEvent) + " (" + v.failingAction +
                    ") at " + fs::path(tc.trace).filename().string() + ":" + std::to_string(*v.failingLine);
    }
    verdicts_.push_back(std::move(v));
  }
  seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
}

ConformanceScore ConformanceMetric::finish() {
  ConformanceScore s;
  s.traces = verdicts_;
  s.seconds = seconds_;
  if (!error_.empty()) {
    s.error = error_;
    return s;
  }
  if (verdicts_.empty()) {
    s.error = "no traces";
    return s;
  }
  size_t passed = 0;
  for (const TraceVerdict &v : verdicts_) {
    passed += v.passed ? 1 : 0;
    addActionCounts(s.actions, v.actions);
  }
  for (const auto &[name, a] : s.actions) {
    s.eventsMatched += a.matched;
    s.eventsDecided += a.matched + a.failed;
  }
  if (s.eventsDecided > 0)
    s.eventRate = static_cast<double>(s.eventsMatched) / static_cast<double>(s.eventsDecided);
  s.score = static_cast<double>(passed) / static_cast<double>(verdicts_.size());
  return s;
}

} // namespace tlacore::scoring
