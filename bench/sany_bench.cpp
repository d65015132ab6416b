// Google Benchmark: semantic analysis (what `tlacore sany` does) of every
// corpus module, each loaded from its own folder in one process: modules per
// second and the median time per module.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "module_set.h"

namespace {

namespace fs = std::filesystem;

std::vector<std::string> corpusModules() {
  std::vector<std::string> out;
  for (const char *sub : {"/corpus/examples", "/sysmobench"}) {
    fs::path dir = fs::path(TLACORE_SHARED_DIR) / (sub + 1);
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
      continue;
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec))
      if (it->is_regular_file(ec) && it->path().extension() == ".tla")
        out.push_back(it->path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

void BM_SanyCorpus(benchmark::State &state) {
  static const std::vector<std::string> modules = corpusModules();
  if (modules.empty()) {
    state.SkipWithError("shared corpus not found");
    return;
  }
  std::vector<double> perModule;
  for (auto _ : state) {
    perModule.clear();
    for (const std::string &path : modules) {
      auto t0 = std::chrono::steady_clock::now();
      tlacore::SourceManager sm;
      tlacore::DiagnosticEngine diags;
      tlacore::sem::ModuleSet set(sm, diags);
      benchmark::DoNotOptimize(set.loadRootFile(path));
      perModule.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
  }
  std::sort(perModule.begin(), perModule.end());
  state.counters["modules_per_s"] =
      benchmark::Counter(static_cast<double>(modules.size()), benchmark::Counter::kIsIterationInvariantRate);
  state.counters["median_ms"] = perModule[perModule.size() / 2];
  state.counters["modules"] = static_cast<double>(modules.size());
}
BENCHMARK(BM_SanyCorpus)->Unit(benchmark::kMillisecond)->Iterations(2)->UseRealTime();

} // namespace
