// Google Benchmark: liveness checking on the largest corpus models with a
// temporal PROPERTY: wall time and peak memory of the whole check (search,
// behaviour graph, SCC search) beside TLC's wall time from expected.tsv, and
// the same search with the temporal properties left out, so that the cost
// of liveness itself shows (liveness_overhead = with / without); at 1 and 2
// workers, with the liveness phase's own time (liveness_s: behaviour graph,
// product searches and lasso; liveness_search_s: the product searches).
#include <benchmark/benchmark.h>


#include "bench_support.h"
#include "explore/bfs.h"

namespace {

using namespace benchsupport;

// The largest Examples models whose PROPERTY has a liveness part.
const std::vector<std::pair<std::string, std::string>> kModels = {
    {"CoffeeCan/CoffeeCan.tla", "CoffeeCan/CoffeeCan1000Beans.cfg"},
    {"MultiCarElevator/Elevator.tla", "MultiCarElevator/ElevatorLivenessMedium.cfg"},
    {"ewd426/TokenRing.tla", "ewd426/TokenRing.cfg"},
    {"nbacg_guer01/nbacg_guer01.tla", "nbacg_guer01/nbacg_guer01.cfg"},
    {"Disruptor/Disruptor_MPMC.tla", "Disruptor/Disruptor_MPMC_liveliness.cfg"},
    {"SpecifyingSystems/Liveness/MCLiveWriteThroughCache.tla", "SpecifyingSystems/Liveness/MCLiveWriteThroughCache.cfg"},
};

std::map<std::pair<std::string, int>, double> &withoutLivenessSeconds() {
  static std::map<std::pair<std::string, int>, double> times;
  return times;
}

void liveBench(benchmark::State &state, const std::string &module, const std::string &cfg, bool liveness, int workers) {
  auto row = expectedRows().find(cfg);
  if (row == expectedRows().end()) {
    state.SkipWithError("model not in expected.tsv (TLACORE_SHARED_DIR absent?)");
    return;
  }
  tlacore::explore::CheckResult r;
  std::string problem;
  double livenessSeconds = 0, searchSeconds = 0; // of the fastest run
  auto [seconds, peakGrowth] = measureRun(state, [&] {
    auto loaded = loadModel(module, cfg);
    if (!loaded->model) {
      problem = loaded->problem;
      return;
    }
    tlacore::model::SpecModel m = *loaded->model; // a copy: the loaded model is shared and immutable
    if (!liveness)
      m.livenessParts.clear();
    tlacore::explore::CheckOptions options;
    options.checkDeadlock = m.checkDeadlock;
    options.workers = workers;
    r = tlacore::explore::runBfs(m, options);
    if (livenessSeconds == 0 || r.livenessSeconds < livenessSeconds) {
      livenessSeconds = r.livenessSeconds;
      searchSeconds = r.livenessSearchSeconds;
    }
  });
  if (!problem.empty()) {
    state.SkipWithError(problem.c_str());
    return;
  }
  double distinct = static_cast<double>(r.distinct);
  state.counters["distinct"] = distinct;
  state.counters["matches_tlc"] = r.distinct == row->second.distinct && r.generated == row->second.total ? 1 : 0;
  state.counters["liveness_checked"] = r.livenessStates > 0 ? 1 : 0;
  state.counters["workers"] = workers;
  state.counters["liveness_s"] = livenessSeconds;
  state.counters["liveness_search_s"] = searchSeconds;
  state.counters["tlacore_s"] = seconds;
  state.counters["tlc_s"] = row->second.tlcSeconds;
  state.counters["ratio_vs_tlc"] = row->second.tlcSeconds > 0 ? seconds / row->second.tlcSeconds : 0;
  state.counters["peak_mb"] = static_cast<double>(peakGrowth) / (1024.0 * 1024.0);
  state.counters["bytes_per_state"] = distinct > 0 ? static_cast<double>(peakGrowth) / distinct : 0;
  if (!liveness)
    withoutLivenessSeconds()[{cfg, workers}] = seconds;
  else if (auto w = withoutLivenessSeconds().find({cfg, workers}); w != withoutLivenessSeconds().end() && w->second > 0)
    state.counters["liveness_overhead"] = seconds / w->second;
}

} // namespace

int main(int argc, char **argv) {
  for (const auto &[module, cfg] : kModels) {
    std::string name = fs::path(cfg).stem().string();
    for (int workers : {1, 2})
      for (bool liveness : {false, true})
        registerOnce("live/" + name + (liveness ? "/with_liveness" : "/without_liveness") + "/w" + std::to_string(workers),
                     [module, cfg, liveness, workers](benchmark::State &s) { liveBench(s, module, cfg, liveness, workers); });
  }
  return runRegistered(argc, argv);
}
