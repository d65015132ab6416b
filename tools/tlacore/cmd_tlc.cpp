// `tlacore tlc`: a drop-in for `java tlc2.TLC [options] Spec.tla` (TLC's
// command line, its message lines and exit codes), and `tlacore check`, the
// native command line: both parse arguments here and run the engine.
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

#include <unistd.h>

#include "commands.h"
#include "diagnostic_renderer.h"
#include "engine.h"
#include "explore/memory.h"
#include "failure_category.h"
#include "report_json.h"

namespace tlacore::cli {

namespace {

// SIGINT/SIGTERM ask the run to stop: it ends cleanly, printing the counts
// so far, and the process exits as the signal asked (130, 143).
std::atomic<bool> interrupted{false};
std::atomic<int> interruptSignal{0};
extern "C" void onInterrupt(int sig) {
  interruptSignal.store(sig);
  interrupted.store(true);
}

// A run stops at the next point that polls the stop flag; a long ASSUME or a
// long chain of small recursive applications may not reach one for minutes.
// So the process never outlives a signal by more than a few seconds: past
// the grace period it says so and exits with the signal's status.
class InterruptWatchdog {
public:
  InterruptWatchdog() : thread_([this] { watch(); }) {}
  ~InterruptWatchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }

private:
  static constexpr std::chrono::seconds kGrace{3};
  void watch() {
    std::unique_lock<std::mutex> lock(mutex_);
    std::optional<std::chrono::steady_clock::time_point> since;
    while (!wake_.wait_for(lock, std::chrono::milliseconds(100), [this] { return done_; })) {
      if (!interrupted.load())
        continue;
      auto now = std::chrono::steady_clock::now();
      if (!since)
        since = now;
      else if (now - *since >= kGrace) {
        static const char msg[] = "tlacore: the run did not reach a point where it could stop within 3 s of the "
                                  "signal; exiting without its summary.\n";
        std::fflush(nullptr);
        (void)!::write(2, msg, sizeof msg - 1);
        std::_Exit(128 + interruptSignal.load());
      }
    }
  }
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  std::thread thread_;
};

// The native command's diagnostic for a cfg the spec cannot be checked with:
// at the cfg entry (file:line:col), the definition it names, a suggestion.
std::string configDiagnostic(const SourceManager &sm, const std::string &config, const engine::ConfigProblem &e) {
  auto at = [&](SourceRange r) {
    PresumedLoc p = sm.presumed(r.begin);
    return std::string(sm.bufferName(sm.fileOf(r.begin))) + ":" + std::to_string(p.line) + ":" +
           std::to_string(p.column);
  };
  std::string cfgAt = e.range.begin.valid() ? at(e.range) : config;
  std::string message = e.nativeMessage.empty() ? e.message : e.nativeMessage;
  if (size_t d = message.find("{definition}"); d != std::string::npos)
    message.replace(d, 12, e.definition.begin.valid() ? at(e.definition) : std::string("?"));
  for (char &c : message)
    if (c == '\n')
      c = ' ';
  std::string out = cfgAt + ": error: " + message;
  if (e.definition.begin.valid() && e.nativeMessage.empty())
    out += "\n" + at(e.definition) + ": note: defined here";
  if (!e.note.empty())
    out += "\n" + cfgAt + ": note: " + e.note;
  return out;
}

} // namespace

int runTlc(int argc, char **argv) {
  TlcOptions o;
  if (int rc = parseTlcArgs(argc, argv, o))
    return rc;
  return runModel(o);
}

int runCheck(TlcOptions &o, const std::string &maxMemory) {
  // Unreadable input is 2 (as for `tlacore parse`), before any checking.
  std::error_code ec;
  if (std::filesystem::is_directory(o.spec, ec) || !std::ifstream(o.spec)) {
    std::cerr << o.spec << ": error: "
              << (std::filesystem::is_directory(o.spec, ec) ? "a directory, not a .tla file" : "cannot open the file")
              << "\n";
    return 2;
  }
  if (!maxMemory.empty()) {
    std::optional<uint64_t> bytes = explore::parseByteSize(maxMemory);
    if (!bytes) {
      std::cerr << "error: --max-memory: not a size: " << maxMemory << "\n";
      return 2;
    }
    o.maxMemory = *bytes;
  }
  if (o.config.empty())
    o.config = defaultConfig(o.spec);
  return runModel(o);
}

int runModel(TlcOptions &o) {
  engine::CheckRequest req;
  req.spec.path = o.spec;
  req.config.path = o.config;
  req.config.tlcName = o.configName;
  req.load.libraryPaths = o.libraryPaths;
  for (std::string &dir : libraryPathsFromEnvironment())
    req.load.libraryPaths.push_back(dir);
  engine::RunOptions &r = req.run;
  r.mode = o.simulate ? engine::SearchMode::Simulate : o.dfid >= 0 ? engine::SearchMode::Dfid : engine::SearchMode::Bfs;
  r.workers = o.workers;
  r.seed = o.seed;
  r.checkDeadlock = !o.noDeadlock;
  r.continueOnViolation = o.continueOnViolation;
  r.diffTrace = o.diffTrace;
  r.warnings = !o.noWarning;
  r.generate = o.generate;
  r.livenessFinalOnly = o.livenessFinalOnly;
  r.depth = o.depth;
  if (o.native) // check --depth D bounds the search; TLC's -depth is for simulation only
    r.searchDepth = o.depth;
  r.traces = o.traces;
  r.dfidLevel = o.dfid;
  r.fpIndex = o.fpIndex;
  r.fpBits = o.fpBits;
  r.coverageMinutes = o.coverageMinutes;
  r.budgets.memoryBytes = o.maxMemory;
  r.format = o.json ? engine::TextFormat::Silent : o.tool ? engine::TextFormat::Tool : engine::TextFormat::Plain;
  r.progress = o.progress >= 0 ? o.progress == 1 : !o.native || isatty(STDOUT_FILENO) == 1;
  double every = o.progressSeconds > 0 ? o.progressSeconds : o.native ? 10 : engine::RunOptions::kTlcProgressSeconds;
  r.progressSeconds = every;
  r.progressFirstSeconds = o.native ? every : std::min(engine::RunOptions::kTlcFirstProgressSeconds, every);
  r.stop = &interrupted;
  for (const TlcOptions::Dump &d : o.dumps) {
    engine::StateDump dump;
    dump.path = d.path;
    dump.format = d.kind == "json" ? engine::DumpFormat::Json
                  : d.kind == "text" ? engine::DumpFormat::Tlc
                                     : engine::DumpFormat::Dot;
    dump.colorize = d.kind.find("colorize") != std::string::npos;
    dump.actionLabels = d.kind.find("actionlabels") != std::string::npos;
    dump.snapshot = d.kind.find("snapshot") != std::string::npos;
    dump.stuttering = d.kind.find("stuttering") != std::string::npos;
    dump.constrained = d.kind.find("constrained") != std::string::npos;
    r.dumps.push_back(std::move(dump));
  }
  engine::StreamSink sink(std::cout);
  r.output = &sink;
  req.banner = !o.native;   // the banner and SANY's report are TLC's
  req.sanyReport = !o.native;
  req.load.tlcCfgReading = !o.native; // TLC's reading of the cfg, verdicts and all

  std::signal(SIGINT, onInterrupt);
  std::signal(SIGTERM, onInterrupt);
  engine::CheckOutcome co = [&] {
    InterruptWatchdog watchdog;
    return engine::check(req);
  }();
  std::signal(SIGINT, SIG_DFL);
  std::signal(SIGTERM, SIG_DFL);
  const engine::RunResult &res = co.result;

  if (o.native) {
    // Spec, cfg and evaluation errors as clang-style diagnostics on stderr.
    const engine::LoadResult &load = co.load;
    if (!load.model->specDiagnostics().diagnostics().empty())
      printDiagnostics(load.model->sources(), load.model->specDiagnostics(), o.color);
    if (!load.cfgWarnings.empty()) // the cfg's warnings (TLC prints none)
      std::cerr << renderText(load.model->sources(), load.cfgWarnings, o.color);
    if (load.status == engine::LoadStatus::ConfigError)
      for (const engine::ConfigProblem &p : load.cfgProblems)
        std::cerr << configDiagnostic(load.model->sources(), load.cfgPath, p) << "\n";
    else if (load.status == engine::LoadStatus::NumberTooBig)
      std::cerr << o.spec << ": error: TLC cannot handle the number " << load.tooBigNumeral
                << " (its integers are 32-bit: at most 2147483647)\n";
    else if (res.outcome == "configError" && load.model) { // a cfg name whose value the run found not TRUE
      engine::ConfigProblem p;
      p.range = res.errorRange;
      p.message = res.message;
      std::cerr << configDiagnostic(load.model->sources(), load.cfgPath, p) << "\n";
    } else if (res.outcome == "evaluationError" && load.model)
      std::cerr << load.model->locator().diagnostic(res.errorRange, res.message) << "\n";
  }
  if (res.depthBoundReached) // only check --depth sets the bound
    std::cerr << "note: the search stopped at depth " << o.depth << " (--depth): " << res.left
              << " states found there were not expanded\n";
  if (o.json) {
    // The engine's report with the failure's category (scoring/failure_category.h).
    std::string json = engine::renderJson(res);
    json.pop_back(); // its closing brace
    std::cout << json << ",\"category\":" << scoring::failureJson(scoring::classifyFailure(co)) << "}\n" << std::flush;
  }
  if (res.stopReason == engine::StopReason::StopRequested && interruptSignal.load() != 0)
    return 128 + interruptSignal.load();
  return res.exitCode;
}

} // namespace tlacore::cli
