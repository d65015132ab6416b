// Google Benchmark: what a sweep pays per check in a warm process — one
// load + BFS + TLC-text report cycle of a small model through the engine
// (corpus/quickstart/TrafficLight, ~13 states) — beside one `tlacore tlc`
// process on the same model, which pays process start-up and the standard
// modules' parse each time. Before the benchmarks it prints where the time
// of one check goes (engine::PhaseTimes: read, parse, semantic, cfg, build,
// check, print) for a tiny model and a few corpus models: in a fresh
// process (`tlacore check --json`'s "phases"), and in this process with the
// standard modules shared (the first check and a warm one) or parsed and
// analysed again by each check.
#include <benchmark/benchmark.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine.h"

namespace {

namespace fs = std::filesystem;
using namespace tlacore;

fs::path model() { return fs::path(TLACORE_SOURCE_DIR) / "corpus" / "quickstart" / "TrafficLight"; }

// Arg 1: the standard modules shared by the checks (the default); 0: each
// check parses and analyses them again.
void LoadCheckReportCycle(benchmark::State &state) {
  uint64_t distinct = 0;
  for (auto _ : state) {
    engine::CheckRequest req;
    req.spec.path = model().string() + ".tla";
    req.config.path = model().string() + ".cfg";
    req.load.shareStandardModules = state.range(0) != 0;
    engine::StringSink sink;
    req.run.output = &sink;
    engine::CheckOutcome co = engine::check(req);
    if (co.result.exitCode != 0) {
      state.SkipWithError(("exit " + std::to_string(co.result.exitCode) + ": " + co.result.message).c_str());
      return;
    }
    distinct = static_cast<uint64_t>(co.result.distinct);
    benchmark::DoNotOptimize(sink.text().size());
  }
  state.counters["distinct"] = static_cast<double>(distinct);
}
BENCHMARK(LoadCheckReportCycle)->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond);

// The same check as a process of its own (`tlacore tlc -workers 1`).
void TlcProcess(benchmark::State &state) {
  std::string cmd = std::string(TLACORE_BINARY) + " tlc -workers 1 -config " + model().string() + ".cfg " +
                    model().string() + ".tla > /dev/null 2>&1";
  for (auto _ : state)
    if (std::system(cmd.c_str()) != 0) {
      state.SkipWithError("tlacore tlc failed");
      return;
    }
}
BENCHMARK(TlcProcess)->Unit(benchmark::kMillisecond);

// The phase table: one row per check, milliseconds per phase.
void printPhasesHeader() {
  std::printf("%-44s %7s %7s %7s %7s %7s %7s %7s %8s\n", "phases (ms)", "read", "parse", "sem", "cfg", "build",
              "check", "print", "total");
}

void printPhases(const std::string &label, const engine::PhaseTimes &p) {
  std::printf("%-44s %7.2f %7.2f %7.2f %7.2f %7.2f %7.2f %7.2f %8.2f\n", label.c_str(), p.read * 1e3, p.parse * 1e3,
              p.semantic * 1e3, p.config * 1e3, p.build * 1e3, p.check * 1e3, p.print * 1e3, p.total * 1e3);
}

engine::PhaseTimes inProcess(const fs::path &base, bool share) {
  engine::CheckRequest req;
  req.spec.path = base.string() + ".tla";
  req.config.path = base.string() + ".cfg";
  req.load.shareStandardModules = share;
  req.run.workers = 1;
  engine::StringSink sink;
  req.run.output = &sink;
  return engine::check(req).result.phases;
}

// `tlacore check --json` in a process of its own: its phases, and the
// process's whole wall time as "total".
engine::PhaseTimes asProcess(const fs::path &base) {
  std::string cmd = std::string(TLACORE_BINARY) + " check --json --no-progress -w 1 -c " + base.string() + ".cfg " +
                    base.string() + ".tla 2>/dev/null";
  auto started = std::chrono::steady_clock::now();
  FILE *pipe = popen(cmd.c_str(), "r");
  std::string out;
  std::array<char, 4096> buf;
  for (size_t n; pipe && (n = fread(buf.data(), 1, buf.size(), pipe)) > 0;)
    out.append(buf.data(), n);
  if (pipe)
    pclose(pipe);
  engine::PhaseTimes p;
  nlohmann::json j = nlohmann::json::parse(out, nullptr, false);
  if (j.is_object() && j.contains("phases")) {
    const nlohmann::json &ph = j["phases"];
    p.read = ph.value("read", 0.0);
    p.parse = ph.value("parse", 0.0);
    p.semantic = ph.value("semantic", 0.0);
    p.config = ph.value("config", 0.0);
    p.build = ph.value("build", 0.0);
    p.check = ph.value("check", 0.0);
    p.print = ph.value("print", 0.0);
  }
  p.total = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return p;
}

void printPhaseTables() {
  std::vector<std::pair<std::string, fs::path>> models = {{"TrafficLight (tiny)", model()}};
  for (const char *name : {"DieHard/MCDieHarder", "Prisoners/Prisoners", "TwoPhase/MCTwoPhase", "transaction_commit/TCommit"}) {
    fs::path p = fs::path(TLACORE_SHARED_DIR) / "corpus" / "examples" / name;
    if (fs::exists(p.string() + ".tla") && fs::exists(p.string() + ".cfg"))
      models.emplace_back(p.filename().string(), p);
  }
  printPhasesHeader();
  for (const auto &[label, base] : models) {
    printPhases(label + ": process (total = wall)", asProcess(base));
    printPhases(label + ": in process, shared, first", inProcess(base, true));
    printPhases(label + ": in process, shared, warm", inProcess(base, true));
    printPhases(label + ": in process, not shared", inProcess(base, false));
  }
  std::printf("\n");
}

} // namespace

int main(int argc, char **argv) {
  printPhaseTables();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
