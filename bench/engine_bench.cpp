// Google Benchmark: what a sweep pays per check in a warm process — one
// load + BFS + TLC-text report cycle of a small model through the engine
// (corpus/quickstart/TrafficLight, ~13 states) — beside one `tlacore tlc`
// process on the same model, which pays process start-up and the standard
// modules' parse each time.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "engine.h"

namespace {

namespace fs = std::filesystem;
using namespace tlacore;

fs::path model() { return fs::path(TLACORE_SOURCE_DIR) / "corpus" / "quickstart" / "TrafficLight"; }

void LoadCheckReportCycle(benchmark::State &state) {
  uint64_t distinct = 0;
  for (auto _ : state) {
    engine::CheckRequest req;
    req.spec.path = model().string() + ".tla";
    req.config.path = model().string() + ".cfg";
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
BENCHMARK(LoadCheckReportCycle)->Unit(benchmark::kMillisecond);

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

} // namespace

BENCHMARK_MAIN();
