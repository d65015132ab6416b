// tlacore trace: the native trace explorer (tracecheck/) on the command line:
// traces (a file or a folder of them) or windows against a model.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <thread>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "commands.h"
#include "diagnostic_renderer.h"
#include "trace_checker.h"
#include "trace_report.h"
#include "window_check.h"

namespace tlacore::cli {

namespace {

// Exit codes of `tlacore trace`.
constexpr int kAllAccepted = 0;
constexpr int kSomeRejected = 1;
constexpr int kBadInput = 2;
constexpr int kBadTrace = 3;
constexpr int kModelError = 4;

struct TraceCommandOptions {
  std::string spec, config, trace, windows, action, map;
  int maxHidden = 0;
  size_t maxFrontier = 1'000'000;
  int workers = 1;
  bool json = false;
  std::vector<std::string> libraryPaths;
};

// The traces a --trace path names: the file, or a folder's *.ndjson/*.jsonl files by name.
std::vector<std::string> tracesAt(const std::string &path, bool &isDir) {
  std::error_code ec;
  isDir = std::filesystem::is_directory(path, ec);
  if (!isDir)
    return {path};
  std::vector<std::string> out;
  for (const auto &entry : std::filesystem::directory_iterator(path, ec)) {
    std::string ext = entry.path().extension().string();
    if (entry.is_regular_file(ec) && (ext == ".ndjson" || ext == ".jsonl"))
      out.push_back(entry.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

int exitCodeOf(size_t bad, size_t modelErrors, size_t rejected) {
  if (bad)
    return kBadTrace;
  if (modelErrors)
    return kModelError;
  return rejected ? kSomeRejected : kAllAccepted;
}

int runTraces(tracecheck::TraceChecker &checker, const TraceCommandOptions &o) {
  bool isDir = false;
  std::vector<std::string> traces = tracesAt(o.trace, isDir);
  std::error_code ec;
  if (!isDir && !std::filesystem::exists(o.trace, ec)) {
    std::cerr << "error: cannot read trace '" << o.trace << "': no such file or directory\n";
    return kBadInput;
  }
  if (isDir && traces.empty()) {
    std::cerr << "error: no traces (*.ndjson, *.jsonl) in '" << o.trace << "'\n";
    return kBadInput;
  }
  std::vector<std::string> names = tracecheck::variableNames(checker.model());
  tracecheck::TraceSummary summary;
  nlohmann::json results = nlohmann::json::array();
  for (const std::string &t : traces) {
    tracecheck::TraceResult r = checker.check(t);
    summary.add(r);
    if (o.json)
      results.push_back(tracecheck::traceResultJson(r, names));
    else
      std::cout << tracecheck::renderTraceText(r, names) << std::flush;
  }
  if (o.json) {
    nlohmann::json out;
    if (isDir) {
      out = tracecheck::summaryJson(summary);
      out["model"] = o.spec;
      out["traces"] = results;
    } else {
      out = results[0];
      out["model"] = o.spec;
    }
    std::cout << out.dump() << "\n";
  } else if (isDir) {
    std::cout << tracecheck::renderSummaryText(summary);
  }
  return exitCodeOf(summary.badTraces, summary.modelErrors, summary.rejected);
}

int runWindows(tracecheck::TraceChecker &checker, const TraceCommandOptions &o) {
  std::ifstream in(o.windows, std::ios::binary);
  std::error_code ec;
  if (!in || std::filesystem::is_directory(o.windows, ec)) {
    std::cerr << "error: cannot read windows '" << o.windows << "'\n";
    return kBadInput;
  }
  std::vector<std::string> names = tracecheck::variableNames(checker.model());
  tracecheck::WindowOptions wo;
  wo.action = o.action;
  nlohmann::json results = nlohmann::json::array();
  size_t bad = 0, modelErrors = 0;
  tracecheck::WindowTotals totals =
      tracecheck::checkWindows(checker, in, o.windows, wo, [&](const tracecheck::WindowResult &w) {
        bad += w.verdict == tracecheck::TraceVerdict::BadTrace;
        modelErrors += w.verdict == tracecheck::TraceVerdict::ModelError;
        if (o.json)
          results.push_back(tracecheck::windowJson(w, names));
        else
          std::cout << tracecheck::renderWindowText(w, o.windows, names);
      });
  if (totals.problem) {
    bad += 1;
    if (!o.json)
      std::cout << tracecheck::renderProblem(*totals.problem) << "\n";
  }
  if (o.json) {
    nlohmann::json out = tracecheck::windowTotalsJson(totals);
    out["model"] = o.spec;
    out["windows"] = results;
    if (totals.problem)
      out["error"] = {{"code", tracecheck::traceDiagCode(totals.problem->id)}, {"message", totals.problem->message}};
    std::cout << out.dump() << "\n";
  } else {
    std::cout << tracecheck::renderWindowTotalsText(totals);
  }
  return exitCodeOf(bad, modelErrors, totals.invalid);
}

} // namespace

int runTrace(int argc, char **argv) {
  TraceCommandOptions o;
  o.workers = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  CLI::App app{"tlacore trace: check traces (ndjson) or single-step windows of a real system against a model\n"
               "exit codes: 0 all accepted, 1 some trace or window rejected, 2 bad usage or unreadable input,\n"
               "3 a bad trace (malformed line, unknown event or variable, missing field, empty file),\n"
               "4 evaluating the model failed or too many of its states agree with the trace (--max-frontier)",
               "tlacore trace"};
  app.add_option("model", o.spec, "the model's .tla file")->required();
  app.add_option("-c,--config", o.config, "the model's .cfg (default: MODEL with .cfg)");
  auto *trace = app.add_option("--trace", o.trace, "a trace (ndjson), or a folder of *.ndjson / *.jsonl traces");
  auto *windows = app.add_option("--windows", o.windows, "a file of windows {pre, action, args, post}, one a line");
  trace->excludes(windows);
  app.add_option("--action", o.action, "the action of windows that name none")->needs(windows);
  app.add_option("--map", o.map, "a YAML map of event, variable and argument names, constants and initial values");
  app.add_option("--max-hidden", o.maxHidden, "unlogged model steps allowed before each event (default 0)")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--max-frontier", o.maxFrontier,
                 "give up (exit 4) when more model states than this agree with the trace (default 1000000)")
      ->check(CLI::PositiveNumber);
  app.add_option("-w,--workers", o.workers, "threads for wide frontiers and windows (default: all cores)")
      ->check(CLI::PositiveNumber);
  app.add_flag("--json", o.json, "print the results as one JSON object");
  app.add_option("--lib", o.libraryPaths, "a directory to look for modules in (repeatable)");
  try {
    app.parse(argc - 1, argv + 1);
  } catch (const CLI::ParseError &e) {
    return app.exit(e) == 0 ? 0 : kBadInput;
  }
  if (o.trace.empty() && o.windows.empty()) {
    std::cerr << "error: give --trace FILE|DIR or --windows FILE\nRun with --help for more information.\n";
    return kBadInput;
  }
  o.workers = capWorkers(o.workers, "--workers", std::cerr);
  tracecheck::TraceMap map;
  if (!o.map.empty()) {
    tracecheck::TraceProblem problem;
    if (!tracecheck::loadTraceMap(o.map, map, problem)) {
      std::cerr << tracecheck::renderProblem(problem) << "\n";
      return kBadInput;
    }
  }
  for (std::string &dir : libraryPathsFromEnvironment())
    o.libraryPaths.push_back(dir);
  engine::LoadOptions lo;
  lo.libraryPaths = o.libraryPaths;
  engine::LoadResult load = tracecheck::loadModelForTraces(o.spec, o.config, map, lo);
  if (load.status != engine::LoadStatus::Ok) {
    bool color = isatty(STDERR_FILENO) != 0;
    if (load.model && !load.model->specDiagnostics().diagnostics().empty())
      printDiagnostics(load.model->sources(), load.model->specDiagnostics(), color);
    if (load.status == engine::LoadStatus::ConfigError)
      std::cerr << load.configErrorText();
    else if (load.status == engine::LoadStatus::NumberTooBig)
      std::cerr << o.spec << ": error: TLC cannot handle the number " << load.tooBigNumeral << "\n";
    else if (!load.model || load.model->specDiagnostics().diagnostics().empty())
      std::cerr << o.spec << ": error: cannot load the model\n";
    return kBadInput;
  }
  tracecheck::TraceOptions to;
  to.maxHidden = o.maxHidden;
  to.maxFrontier = o.maxFrontier;
  to.workers = o.workers;
  tracecheck::TraceChecker checker(load.model, std::move(map), to);
  return o.trace.empty() ? runWindows(checker, o) : runTraces(checker, o);
}

} // namespace tlacore::cli
