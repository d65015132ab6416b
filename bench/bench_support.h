// Shared by the model-checking benchmarks: the corpus location, TLC's
// recorded results (expected.tsv), peak-memory measurement, and loading a
// corpus model through the engine.
#pragma once

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "engine.h"

// Present when the process runs on mimalloc (or glibc): return freed memory
// to the OS between runs so each run's peak is measured from a clean base.
extern "C" void mi_collect(bool force) __attribute__((weak));
extern "C" int malloc_trim(size_t pad) __attribute__((weak));

namespace benchsupport {

namespace fs = std::filesystem;

inline fs::path examplesDir() { return fs::path(TLACORE_SHARED_DIR) / "corpus" / "examples"; }

struct Expected {
  uint64_t distinct = 0;
  uint64_t total = 0;
  double tlcSeconds = 0;
};

// expected.tsv rows by cfg path.
inline const std::map<std::string, Expected> &expectedRows() {
  static const std::map<std::string, Expected> rows = [] {
    std::map<std::string, Expected> out;
    std::ifstream in(examplesDir() / "expected.tsv");
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#')
        continue;
      std::vector<std::string> c;
      std::istringstream ls(line);
      std::string cell;
      while (std::getline(ls, cell, '\t'))
        c.push_back(cell);
      if (c.size() < 8 || c[0] == "module" || c[4].empty())
        continue;
      out[c[1]] = Expected{std::stoull(c[4]), std::stoull(c[5]), std::stod(c[7])};
    }
    return out;
  }();
  return rows;
}

// A field of /proc/self/status in bytes (VmHWM, VmRSS); 0 when unavailable.
inline uint64_t procStatusBytes(const std::string &field) {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind(field + ":", 0) == 0)
      return std::stoull(line.substr(field.size() + 1)) * 1024; // "VmHWM:   1234 kB"
  return 0;
}

inline void releaseFreedMemory() {
  if (mi_collect)
    mi_collect(true);
  else if (malloc_trim)
    malloc_trim(0);
}

// Resets the peak RSS to the current RSS (Linux >= 4.0); false when not possible.
inline bool resetPeakRss() {
  std::ofstream out("/proc/self/clear_refs");
  out << "5";
  out.flush();
  return static_cast<bool>(out);
}

// `rounds` runs of `body`: the shortest time (the benchmark's iteration
// time; on a shared machine the others measure the neighbours too) and the
// largest growth of peak resident memory a run caused.
struct MeasuredRun {
  double seconds = 0;
  uint64_t peakGrowth = 0;
};
template <typename Body> MeasuredRun measureRun(benchmark::State &state, Body &&body, int rounds = 1) {
  MeasuredRun m;
  for (auto _ : state) {
    for (int r = 0; r < std::max(1, rounds); ++r) {
      releaseFreedMemory();
      uint64_t before = procStatusBytes("VmRSS");
      bool peakReset = resetPeakRss();
      auto start = std::chrono::steady_clock::now();
      body();
      double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      m.seconds = r == 0 ? seconds : std::min(m.seconds, seconds);
      uint64_t peak = procStatusBytes("VmHWM");
      m.peakGrowth = std::max(m.peakGrowth, peakReset && peak > before ? peak - before : peak);
    }
    state.SetIterationTime(m.seconds);
  }
  return m;
}

// TLACORE_BENCH_ROUNDS when set (a positive number), else `fallback`.
inline int benchRounds(int fallback) {
  const char *v = std::getenv("TLACORE_BENCH_ROUNDS");
  int n = v ? std::atoi(v) : 0;
  return n > 0 ? n : fallback;
}

// Registers a benchmark that runs once and times itself.
template <typename Fn> void registerOnce(const std::string &name, Fn fn, benchmark::TimeUnit unit = benchmark::kSecond) {
  benchmark::RegisterBenchmark(name.c_str(), fn)->Iterations(1)->UseManualTime()->Unit(unit);
}

// Google Benchmark's main, after the benchmarks are registered.
inline int runRegistered(int argc, char **argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

// A corpus model loaded through the engine, as `tlacore tlc` loads it.
struct LoadedModel {
  std::shared_ptr<const tlacore::engine::Model> handle; // keeps the modules alive
  const tlacore::model::SpecModel *model = nullptr;     // null when it could not be loaded
  std::string problem;
};

inline std::unique_ptr<LoadedModel> loadModel(const std::string &module, const std::string &cfgPath) {
  using namespace tlacore;
  auto l = std::make_unique<LoadedModel>();
  engine::LoadResult r = engine::loadModel({(examplesDir() / module).string(), {}},
                                           {(examplesDir() / cfgPath).string(), {}, {}});
  l->handle = r.model;
  if (r.status == engine::LoadStatus::SpecError)
    l->problem = "parse or semantic errors";
  else if (r.status == engine::LoadStatus::ConfigError)
    l->problem = r.configErrorText();
  else
    l->model = &r.model->spec();
  return l;
}

} // namespace benchsupport
