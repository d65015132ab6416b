// The CPU time of `tlacore tlc -workers 1 <module>` run as a child process in
// a directory of its own, the best of benchRounds() runs: the benchmarks that
// time a whole run of the CLI (lazy_filter, state_def, recursion) share it.
#pragma once

#include <benchmark/benchmark.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "bench_support.h"

namespace benchsupport {

// CPU seconds of one run, -1 when it cannot start or its exit code is not in [lo, hi].
inline double childTlcCpuSeconds(const std::filesystem::path &dir, const std::string &module, int lo, int hi) {
  pid_t pid = fork();
  if (pid == 0) {
    if (chdir(dir.c_str()) != 0 || !freopen("/dev/null", "w", stdout))
      _exit(127);
    // TLACORE_BENCH_BINARY: another build to time (a base binary, for a ratio).
    const char *bin = getenv("TLACORE_BENCH_BINARY");
    if (!bin || !*bin)
      bin = TLACORE_BINARY;
    execl(bin, bin, "tlc", "-workers", "1", module.c_str(), static_cast<char *>(nullptr));
    _exit(127);
  }
  int status = 0;
  struct rusage ru {};
  wait4(pid, &status, 0, &ru);
  if (!WIFEXITED(status) || WEXITSTATUS(status) < lo || WEXITSTATUS(status) > hi)
    return -1;
  return static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
         static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

// The best of benchRounds(3) runs as the iteration time (-1 and `failure`
// reported as the benchmark's error when a run fails); sets counter cpu_s.
inline double bestChildTlcCpu(benchmark::State &state, const std::filesystem::path &dir, const std::string &module,
                              int lo, int hi, const char *failure) {
  double best = -1;
  for (auto _ : state) {
    for (int i = 0, rounds = benchRounds(3); i < rounds; ++i) {
      double cpu = childTlcCpuSeconds(dir, module, lo, hi);
      if (cpu < 0) {
        state.SkipWithError(failure);
        break;
      }
      if (best < 0 || cpu < best)
        best = cpu;
    }
    state.SetIterationTime(best < 0 ? 0 : best);
  }
  state.counters["cpu_s"] = best;
  return best;
}

} // namespace benchsupport
