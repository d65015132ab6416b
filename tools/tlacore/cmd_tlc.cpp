// `tlacore tlc`: a drop-in for `java tlc2.TLC [options] Spec.tla` (TLC's
// command line, its message lines and exit codes), and `tlacore check`, the
// native command line: both parse arguments here and run the engine.
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <thread>

#include <unistd.h>

#include "commands.h"
#include "engine.h"
#include "explore/memory.h"
#include "report_json.h"

namespace tlacore::cli {

namespace {

std::string defaultConfig(const std::string &spec) { return engine::defaultConfigPath(spec); }

int parseArgs(int argc, char **argv, TlcOptions &o) {
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&]() -> std::string { return i + 1 < argc ? std::string(argv[++i]) : std::string(); };
    if (a == "-config")
      o.config = next();
    else if (a == "-workers") {
      std::string w = next();
      o.workers = w == "auto" ? static_cast<int>(std::max(1u, std::thread::hardware_concurrency())) : std::atoi(w.c_str());
      o.workers = std::max(1, o.workers);
    } else if (a == "-deadlock")
      o.noDeadlock = true;
    else if (a == "-nowarning")
      o.noWarning = true;
    else if (a == "-depth")
      o.depth = std::atoll(next().c_str());
    else if (a == "-tool")
      o.tool = true;
    else if (a == "--json" || a == "-json")
      o.json = true;
    else if (a == "-simulate" || a == "-generate") {
      o.simulate = true;
      o.generate = a == "-generate";
      // -simulate [num=N][,file=F][,stats=...]
      if (i + 1 < argc && argv[i + 1][0] != '-' && std::string(argv[i + 1]).find('=') != std::string::npos) {
        std::string spec = argv[++i];
        std::stringstream ss(spec);
        std::string item;
        while (std::getline(ss, item, ','))
          if (item.rfind("num=", 0) == 0)
            o.traces = std::atoll(item.c_str() + 4);
      }
    } else if (a == "-seed") {
      o.seedGiven = true;
      o.seed = std::atoll(next().c_str());
    } else if (a == "-coverage") {
      o.coverageMinutes = std::atoi(next().c_str());
    } else if (a == "-lncheck" && i + 1 < argc) {
      o.livenessFinalOnly = std::string(next()) == "final";
    } else if (a == "--progress" || a == "-progress") {
      o.progress = 1;
    } else if (a.rfind("--progress=", 0) == 0) {
      o.progress = 1;
      char *end = nullptr;
      o.progressSeconds = std::strtod(a.c_str() + 11, &end);
      if (end == a.c_str() + 11 || *end != '\0' || o.progressSeconds < 0)
        o.badOption = a;
    } else if (a == "--no-progress") {
      o.progress = 0;
    } else if (a == "--max-memory" || a.rfind("--max-memory=", 0) == 0) {
      std::string v = a == "--max-memory" ? next() : a.substr(13);
      std::optional<uint64_t> bytes = explore::parseByteSize(v);
      if (!bytes)
        o.badOption = a + (a == "--max-memory" ? " " + v : "");
      else
        o.maxMemory = *bytes;
    } else if (a == "-fpmem") {
      // TLC's -fpmem sizes the fingerprint set (a fraction of physical
      // memory when at most 1, else bytes) and spills to disk beyond it;
      // tlacore keeps everything in memory, so it bounds the whole process
      // by that amount instead.
      std::string v = next();
      char *end = nullptr;
      double x = std::strtod(v.c_str(), &end);
      if (end == v.c_str() || *end != '\0' || x <= 0)
        o.badOption = a + " " + v;
      else if (x <= 1)
        o.maxMemory = static_cast<uint64_t>(x * static_cast<double>(explore::physicalMemoryBytes()));
      else
        o.maxMemory = static_cast<uint64_t>(x);
    } else if (a == "-dfid") {
      std::string v = next();
      char *end = nullptr;
      long long n = std::strtoll(v.c_str(), &end, 10);
      if (end == v.c_str() || *end != '\0' || n < 0)
        o.badOption = a + " " + v;
      else
        o.dfid = n;
    } else if (a == "-metadir" || a == "-fp" || a == "-lncheck" ||
               a == "-checkpoint" || a == "-maxSetSize" || a == "-dump" || a == "-fpbits" || a == "-userFile" ||
               a == "-postCondition" || a == "-aril" || a == "-dumpTrace") {
      next();
      if (a == "-dump" || a == "-dumpTrace") {
        if (i + 1 < argc && argv[i + 1][0] != '-' && std::string(argv[i + 1]).rfind(".tla") == std::string::npos)
          ++i;
      }
    } else if (!a.empty() && a[0] == '-') {
      continue; // -cleanup, -noGenerateSpecTE, -terse, -nowarning, -gzip, -continue, -view, ...
    } else {
      o.spec = a;
    }
  }
  if (!o.badOption.empty()) {
    std::cout << "Error: Invalid option value: " << o.badOption << "\n";
    return 255;
  }
  if (o.spec.empty()) {
    std::cout << "Error: Missing input TLA+ module.\n";
    return 255;
  }
  if (o.spec.size() < 4 || o.spec.compare(o.spec.size() - 4, 4, ".tla") != 0)
    o.spec += ".tla";
  if (o.config.empty())
    o.config = defaultConfig(o.spec);
  if (!o.seedGiven) {
    // TLC draws a seed when none is given; it is printed so that the run can be repeated.
    auto t = std::chrono::system_clock::now().time_since_epoch().count();
    o.seed = static_cast<int64_t>(static_cast<uint64_t>(t) * 0x9E3779B97F4A7C15ULL);
  }
  return 0;
}

// SIGINT/SIGTERM ask the run to stop: it ends cleanly, printing the counts
// so far, and the process exits as the signal asked (130, 143).
std::atomic<bool> interrupted{false};
std::atomic<int> interruptSignal{0};
extern "C" void onInterrupt(int sig) {
  interruptSignal.store(sig);
  interrupted.store(true);
}

} // namespace

int runTlc(int argc, char **argv) {
  TlcOptions o;
  if (int rc = parseArgs(argc, argv, o))
    return rc;
  return runModel(o);
}

int runCheck(TlcOptions &o, const std::string &maxMemory) {
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
  req.load.libraryPaths = o.libraryPaths;
  for (std::string &dir : libraryPathsFromEnvironment())
    req.load.libraryPaths.push_back(dir);
  engine::RunOptions &r = req.run;
  r.mode = o.simulate ? engine::SearchMode::Simulate : o.dfid >= 0 ? engine::SearchMode::Dfid : engine::SearchMode::Bfs;
  r.workers = o.workers;
  r.seed = o.seed;
  r.checkDeadlock = !o.noDeadlock;
  r.warnings = !o.noWarning;
  r.generate = o.generate;
  r.livenessFinalOnly = o.livenessFinalOnly;
  r.depth = o.depth;
  r.traces = o.traces;
  r.dfidLevel = o.dfid;
  r.coverageMinutes = o.coverageMinutes;
  r.budgets.memoryBytes = o.maxMemory;
  r.format = o.json ? engine::TextFormat::Silent : o.tool ? engine::TextFormat::Tool : engine::TextFormat::Plain;
  r.progress = o.progress >= 0 ? o.progress == 1 : isatty(STDOUT_FILENO) == 1;
  r.progressSeconds = o.progressSeconds;
  r.stop = &interrupted;
  engine::StreamSink sink(std::cout);
  r.output = &sink;
  req.banner = !o.native;   // the banner and SANY's report are TLC's
  req.sanyReport = !o.native;

  std::signal(SIGINT, onInterrupt);
  std::signal(SIGTERM, onInterrupt);
  engine::CheckOutcome co = engine::check(req);
  std::signal(SIGINT, SIG_DFL);
  std::signal(SIGTERM, SIG_DFL);
  const engine::RunResult &res = co.result;

  if (o.native) {
    // Spec, cfg and evaluation errors as clang-style diagnostics on stderr.
    const engine::LoadResult &load = co.load;
    if (!load.model->specDiagnostics().diagnostics().empty())
      printDiagnostics(load.model->sources(), load.model->specDiagnostics(), o.color);
    if (load.status == engine::LoadStatus::ConfigError)
      for (const engine::ConfigProblem &p : load.cfgProblems) {
        std::string at = load.cfgPath;
        if (p.range.valid()) {
          PresumedLoc l = load.model->sources().presumed(p.range.begin);
          at += ":" + std::to_string(l.line) + ":" + std::to_string(l.column);
        }
        std::cerr << at << ": error: " << p.message << "\n";
      }
    else if (res.outcome == "evaluationError" && load.model)
      std::cerr << load.model->locator().diagnostic(res.errorUnlocated ? SourceRange{} : res.errorRange, res.message)
                << "\n";
  }
  if (o.json)
    std::cout << engine::renderJson(res) << "\n" << std::flush;
  if (res.stopReason == engine::StopReason::StopRequested && interruptSignal.load() != 0)
    return 128 + interruptSignal.load();
  return res.exitCode;
}

} // namespace tlacore::cli
