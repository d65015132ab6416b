// Google Benchmark: model-checking speed (distinct states/s), peak memory per distinct state, and TLC's time, on large corpus models.
//
// Each benchmark loads one Examples model, builds it and runs the BFS with
// 1 or 2 workers, three times, keeping the best time. Counters: distinct
// and generated states, seconds (tlacore_s) beside TLC's wall time from expected.tsv (tlc_s) and their
// ratio, bytes of peak resident memory per distinct state (VmHWM growth,
// the peak being reset through /proc/self/clear_refs before each run), and
// for 2 workers the speedup over the 1-worker run of the same model.
// Scheduling figures (bfs.h WorkerStats, of the last run): CPU seconds of
// the process (cpu_s), each worker's busy and idle share (busy_w0, idle_w0,
// ...), the share of expanded states whose successors were generated ahead
// of their level's turn (speculated), and fingerprint-set inserts and the
// share of busy time spent in them (fp_inserts, fp_share: contention shows
// as a growing share). Memory: bytes of the explored states' records per
// distinct state (record_bytes_per_state; values live only on the frontier)
// and the largest frontier (peak_frontier). bench/README.md has the scaling
// model these figures feed.
#include <benchmark/benchmark.h>

#include <ctime>

#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "bench_support.h"
#include "explore/bfs.h"

namespace {

using namespace benchsupport;

// The models measured: the five largest Examples models by distinct states
// in expected.tsv (CoffeeCan1000Beans also checks its PROPERTY), then two
// whose time is spent in costlier evaluation (cfg paths as in expected.tsv).
// A filter argument picks some, e.g. --benchmark_filter='MCNano|Slush'.
const std::vector<std::pair<std::string, std::string>> kModels = {
    {"NanoBlockchain/MCNano.tla", "NanoBlockchain/MCNanoMedium.cfg"},
    {"CoffeeCan/CoffeeCan.tla", "CoffeeCan/CoffeeCan1000Beans.cfg"},
    {"MultiPaxos-SMR/MultiPaxos_MC.tla", "MultiPaxos-SMR/MultiPaxos_MC_small.cfg"},
    {"TeachingConcurrency/SimpleRegular.tla", "TeachingConcurrency/SimpleRegular.cfg"},
    {"SlushProtocol/Slush.tla", "SlushProtocol/SlushSmall.cfg"},
    {"Disruptor/Disruptor_MPMC.tla", "Disruptor/Disruptor_MPMC.cfg"},
    {"dag-consensus/TLCSailfish1.tla", "dag-consensus/TLCSailfish1.cfg"},
};

struct RunStats {
  bool ok = false;
  std::string problem;
  tlacore::explore::CheckResult result;
};

RunStats checkModel(const std::string &module, const std::string &cfgPath, int workers) {
  RunStats stats;
  std::unique_ptr<LoadedModel> loaded = loadModel(module, cfgPath);
  if (!loaded->model) {
    stats.problem = loaded->problem;
    return stats;
  }
  tlacore::explore::CheckOptions options;
  options.workers = workers;
  options.checkDeadlock = loaded->model->checkDeadlock;
  stats.result = tlacore::explore::runBfs(*loaded->model, options);
  stats.ok = true;
  return stats;
}

// 1-worker wall times by cfg, for the 2-worker speedup.
std::map<std::string, double> &oneWorkerSeconds() {
  static std::map<std::string, double> times;
  return times;
}

void checkBench(benchmark::State &state, const std::string &module, const std::string &cfg, int workers) {
  auto row = expectedRows().find(cfg);
  if (row == expectedRows().end()) {
    state.SkipWithError("model not in expected.tsv (TLACORE_SHARED_DIR absent?)");
    return;
  }
  RunStats stats;
  // Best of 3 runs (TLACORE_BENCH_ROUNDS): single runs on this kind of
  // machine vary by 20% and more.
  double cpu = 0;
  auto [seconds, peakGrowth] = measureRun(
      state,
      [&] {
        std::clock_t c0 = std::clock();
        stats = checkModel(module, cfg, workers);
        cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
      },
      benchRounds(3));
  if (!stats.ok) {
    state.SkipWithError(stats.problem.c_str());
    return;
  }
  const tlacore::explore::CheckResult &r = stats.result;
  double distinct = static_cast<double>(r.distinct);
  state.counters["distinct"] = distinct;
  state.counters["generated"] = static_cast<double>(r.generated);
  state.counters["matches_tlc"] = r.distinct == row->second.distinct && r.generated == row->second.total ? 1 : 0;
  state.counters["states_per_s"] = seconds > 0 ? distinct / seconds : 0;
  state.counters["tlacore_s"] = seconds;
  state.counters["tlc_s"] = row->second.tlcSeconds;
  state.counters["ratio_vs_tlc"] = row->second.tlcSeconds > 0 ? seconds / row->second.tlcSeconds : 0;
  state.counters["peak_mb"] = static_cast<double>(peakGrowth) / (1024.0 * 1024.0);
  state.counters["bytes_per_state"] = distinct > 0 ? static_cast<double>(peakGrowth) / distinct : 0;
  state.counters["cpu_s"] = cpu;
  state.counters["workers_used"] = r.workersUsed;
  state.counters["record_bytes_per_state"] = r.recordBytesPerState;
  state.counters["peak_frontier"] = static_cast<double>(r.peakFrontierStates);
  uint64_t expanded = 0, speculated = 0, inserts = 0;
  double busy = 0, fpSeconds = 0;
  for (size_t i = 0; i < r.workerStats.size(); ++i) {
    const tlacore::explore::WorkerStats &w = r.workerStats[i];
    double total = w.busySeconds + w.idleSeconds;
    state.counters["busy_w" + std::to_string(i)] = total > 0 ? w.busySeconds / total : 0;
    state.counters["idle_w" + std::to_string(i)] = total > 0 ? w.idleSeconds / total : 0;
    state.counters["cpu_w" + std::to_string(i)] = w.cpuSeconds;
    expanded += w.expanded;
    speculated += w.speculated;
    inserts += w.fpInserts;
    busy += w.busySeconds;
    fpSeconds += w.fpSeconds;
  }
  state.counters["speculated"] = expanded > 0 ? static_cast<double>(speculated) / static_cast<double>(expanded) : 0;
  state.counters["fp_inserts"] = static_cast<double>(inserts);
  state.counters["fp_share"] = busy > 0 ? fpSeconds / busy : 0;
  if (workers == 1) {
    oneWorkerSeconds()[cfg] = seconds;
  } else if (auto one = oneWorkerSeconds().find(cfg); one != oneWorkerSeconds().end() && seconds > 0) {
    state.counters["speedup"] = one->second / seconds;
  }
}

} // namespace

int main(int argc, char **argv) {
  for (const auto &[module, cfg] : kModels) {
    std::string name = fs::path(cfg).stem().string();
    for (int workers : {1, 2})
      registerOnce("check/" + name + "/workers:" + std::to_string(workers),
                   [module, cfg, workers](benchmark::State &s) { checkBench(s, module, cfg, workers); });
  }
  return runRegistered(argc, argv);
}
