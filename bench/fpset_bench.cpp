// Google Benchmark: fingerprint-set inserts per second at 1 and 2 threads with 25% and 75% of inserts finding a
// fingerprint already there, for the set before the lock-free one (old), the lock-free set in memory (memory) and
// the same under a budget of a quarter of what it holds (spilling, TLC's DiskFPSet); bytes per fingerprint.
//
// The workload is one fixed sequence of inserts: each is a new random fingerprint, or (with the hit ratio's
// probability) a repeat of an earlier one; thread t takes every threads-th insert. Counters: Minserts_per_s,
// hit ratio measured, bytes_per_fp (tables and page indexes, replaced tables reclaimed, as between BFS levels),
// disk_bytes_per_fp, spills, and contention: CAS retries, waits for a resize or flush (and ms waited), slots
// probed per fingerprint added; cpu_ns_per_insert (the process's user and system time, all threads: steadier than
// wall time on a busy machine).
#include <benchmark/benchmark.h>

#include <atomic>
#include <chrono>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include <sys/resource.h>

#include "explore/fingerprint_set.h"
#include "fpset_old.h"

namespace {

using tlacore::explore::FingerprintSet;
using tlacore::explore::FingerprintSetOptions;

constexpr size_t kInserts = 4'000'000;

enum class Kind { Old, Memory, Spilling };

// User and system CPU seconds of the whole process so far.
double processCpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  auto sec = [](const timeval &t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
  return sec(u.ru_utime) + sec(u.ru_stime);
}

const std::vector<uint64_t> &workload(int hitPercent) {
  static std::vector<uint64_t> byHit[101];
  std::vector<uint64_t> &ops = byHit[hitPercent];
  if (ops.empty()) {
    std::mt19937_64 rng(static_cast<uint64_t>(hitPercent) * 7919 + 1);
    ops.reserve(kInserts);
    for (size_t k = 0; k < kInserts; ++k)
      ops.push_back(k > 0 && rng() % 100 < static_cast<uint64_t>(hitPercent) ? ops[rng() % k] : rng());
  }
  return ops;
}

// Runs the inserts on `threads` threads; the seconds they took and how many were new.
template <class Set> std::pair<double, uint64_t> insertAll(Set &set, const std::vector<uint64_t> &ops, int threads) {
  std::atomic<int> ready{0};
  std::atomic<uint64_t> fresh{0};
  std::chrono::steady_clock::time_point started;
  auto work = [&](int t) {
    if (ready.fetch_add(1) + 1 == threads)
      started = std::chrono::steady_clock::now();
    while (ready.load() < threads) {
    }
    uint64_t mine = 0;
    for (size_t i = static_cast<size_t>(t); i < ops.size(); i += static_cast<size_t>(threads))
      mine += set.insert(ops[i]);
    fresh.fetch_add(mine);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t)
    pool.emplace_back(work, t);
  work(0);
  for (auto &th : pool)
    th.join();
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return {seconds, fresh.load()};
}

void fpsetBench(benchmark::State &state, Kind kind) {
  int threads = static_cast<int>(state.range(0));
  int hitPercent = static_cast<int>(state.range(1));
  const std::vector<uint64_t> &ops = workload(hitPercent);
  double totalSeconds = 0, cpuSeconds = 0;
  uint64_t fresh = 0, bytes = 0;
  tlacore::explore::FingerprintSetStats st;
  for (auto _ : state) {
    if (kind == Kind::Old) {
      oldfpset::FingerprintSet set;
      double cpu = processCpuSeconds();
      auto [seconds, n] = insertAll(set, ops, threads);
      cpuSeconds += processCpuSeconds() - cpu;
      state.SetIterationTime(seconds);
      totalSeconds += seconds;
      fresh = n;
      set.reclaim();
      bytes = set.bytes();
    } else {
      FingerprintSetOptions o;
      if (kind == Kind::Spilling) // a quarter of the distinct fingerprints fit in memory
        o.memoryBudget = kInserts * static_cast<uint64_t>(100 - hitPercent) / 100 * sizeof(uint64_t) / 4;
      FingerprintSet set(o);
      double cpu = processCpuSeconds();
      auto [seconds, n] = insertAll(set, ops, threads);
      cpuSeconds += processCpuSeconds() - cpu;
      state.SetIterationTime(seconds);
      totalSeconds += seconds;
      fresh = n;
      set.reclaim();
      bytes = set.bytes();
      st = set.stats();
    }
  }
  double iterations = static_cast<double>(state.iterations());
  state.counters["Minserts_per_s"] = static_cast<double>(ops.size()) * iterations / totalSeconds / 1e6;
  state.counters["cpu_ns_per_insert"] = cpuSeconds * 1e9 / (static_cast<double>(ops.size()) * iterations);
  state.counters["hit_ratio"] = 1.0 - static_cast<double>(fresh) / static_cast<double>(ops.size());
  state.counters["bytes_per_fp"] = static_cast<double>(bytes) / static_cast<double>(fresh);
  if (kind != Kind::Old) {
    state.counters["disk_bytes_per_fp"] = static_cast<double>(st.diskBytes) / static_cast<double>(fresh);
    state.counters["spills"] = static_cast<double>(st.spills);
    state.counters["resizes"] = static_cast<double>(st.resizes);
    state.counters["cas_retries"] = static_cast<double>(st.casRetries);
    state.counters["waits"] = static_cast<double>(st.waits);
    state.counters["wait_ms"] = static_cast<double>(st.waitNanos) / 1e6;
    state.counters["disk_lookups"] = static_cast<double>(st.diskLookups);
    state.counters["probes_per_add"] = static_cast<double>(st.probes) / static_cast<double>(fresh);
  }
}

void args(benchmark::internal::Benchmark *b) {
  for (int threads : {1, 2})
    for (int hit : {25, 75})
      b->Args({threads, hit});
  b->ArgNames({"threads", "hit%"})->UseManualTime()->Iterations(3)->Unit(benchmark::kMillisecond);
}

BENCHMARK_CAPTURE(fpsetBench, old, Kind::Old)->Apply(args);
BENCHMARK_CAPTURE(fpsetBench, memory, Kind::Memory)->Apply(args);
BENCHMARK_CAPTURE(fpsetBench, spilling, Kind::Spilling)->Apply(args);

} // namespace

BENCHMARK_MAIN();
