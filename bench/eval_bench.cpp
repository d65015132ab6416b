// Google Benchmark: evaluation-heavy corpus models (constant-level evaluation, few states) as whole `tlacore tlc -workers 1` runs, against TLC's recorded time.
//
// Each model runs as its own process (as users and check_models.py run it),
// TLACORE_BENCH_ROUNDS times (default 3), keeping the least CPU time: the
// machine is shared, so CPU time is the figure that compares across runs.
// Counters: wall and CPU seconds of that run, TLC 1.8.0's wall time from
// expected.tsv and the ratios against it, the process's peak resident
// memory, and whether its exit code and state counts are TLC's.
#include <benchmark/benchmark.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "bench_support.h"

namespace {

using namespace benchsupport;

// Module and cfg paths as in expected.tsv: the models where tlacore's
// time was not below TLC's because evaluation, not the search, dominates.
const std::vector<std::pair<std::string, std::string>> kModels = {
    {"CarTalkPuzzle/CarTalkPuzzle.toolbox/Model_1/MC.tla", "CarTalkPuzzle/CarTalkPuzzle.toolbox/Model_1/MC.cfg"},
    {"CarTalkPuzzle/CarTalkPuzzle.toolbox/Model_2/MC.tla", "CarTalkPuzzle/CarTalkPuzzle.toolbox/Model_2/MC.cfg"},
    {"Stones/Stones.tla", "Stones/Stones.cfg"},
    {"MisraReachability/MCReachabilityTest.tla", "MisraReachability/MCReachabilityTestAllGraphs.cfg"},
};

struct ProcessRun {
  int exitCode = -1;
  double wallSeconds = 0;
  double cpuSeconds = 0; // user + system of the child
  double peakMb = 0;     // the child's maximum resident set
  std::string output;
};

// Runs `tlacore tlc -workers 1 -config CFG MODULE` in the module's folder.
ProcessRun runTlacore(const fs::path &module, const fs::path &cfg) {
  ProcessRun run;
  int pipeFds[2];
  if (pipe(pipeFds) != 0)
    return run;
  auto start = std::chrono::steady_clock::now();
  pid_t pid = fork();
  if (pid == 0) {
    dup2(pipeFds[1], 1);
    dup2(pipeFds[1], 2);
    close(pipeFds[0]);
    close(pipeFds[1]);
    if (chdir(module.parent_path().c_str()) != 0)
      _exit(127);
    std::string cfgArg = fs::relative(cfg, module.parent_path()).string();
    std::string moduleArg = module.filename().string();
    execl(TLACORE_BINARY, TLACORE_BINARY, "tlc", "-workers", "1", "-config", cfgArg.c_str(), moduleArg.c_str(),
          static_cast<char *>(nullptr));
    _exit(127);
  }
  close(pipeFds[1]);
  char buf[4096];
  ssize_t n;
  while ((n = read(pipeFds[0], buf, sizeof buf)) > 0)
    run.output.append(buf, static_cast<size_t>(n));
  close(pipeFds[0]);
  int status = 0;
  struct rusage ru {};
  wait4(pid, &status, 0, &ru);
  run.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.cpuSeconds = static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
                   static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
  run.peakMb = static_cast<double>(ru.ru_maxrss) / 1024.0;
  return run;
}

// The last "N states generated, M distinct states found" of TLC's report.
bool countsMatch(const std::string &out, const Expected &want) {
  std::string needle = " distinct states found";
  size_t at = out.rfind(needle);
  if (at == std::string::npos)
    return want.distinct == 0 && want.total == 0;
  std::string head = out.substr(0, at);
  size_t line = head.rfind('\n');
  std::string text = head.substr(line == std::string::npos ? 0 : line + 1);
  std::string digits; // without the thousands separators (a comma before a digit)
  for (size_t i = 0; i < text.size(); ++i)
    if (text[i] != ',' || i + 1 == text.size() || !std::isdigit(static_cast<unsigned char>(text[i + 1])))
      digits += text[i];
  unsigned long long generated = 0, distinct = 0;
  if (std::sscanf(digits.c_str(), "%llu states generated, %llu", &generated, &distinct) != 2)
    return false;
  return generated == want.total && distinct == want.distinct;
}

void evalBench(benchmark::State &state, const std::string &module, const std::string &cfg) {
  auto row = expectedRows().find(cfg);
  if (row == expectedRows().end()) {
    state.SkipWithError("model not in expected.tsv (TLACORE_SHARED_DIR absent?)");
    return;
  }
  ProcessRun best;
  best.cpuSeconds = -1;
  for (auto _ : state) {
    for (int i = 0, rounds = benchRounds(3); i < rounds; ++i) {
      ProcessRun run = runTlacore(examplesDir() / module, examplesDir() / cfg);
      if (best.cpuSeconds < 0 || run.cpuSeconds < best.cpuSeconds)
        best = std::move(run);
    }
    state.SetIterationTime(best.wallSeconds);
  }
  double tlc = row->second.tlcSeconds;
  state.counters["exit_code"] = best.exitCode;
  state.counters["matches_tlc"] = countsMatch(best.output, row->second) ? 1 : 0;
  state.counters["wall_s"] = best.wallSeconds;
  state.counters["cpu_s"] = best.cpuSeconds;
  state.counters["tlc_s"] = tlc;
  state.counters["wall_vs_tlc"] = tlc > 0 ? best.wallSeconds / tlc : 0;
  state.counters["cpu_vs_tlc"] = tlc > 0 ? best.cpuSeconds / tlc : 0;
  state.counters["peak_mb"] = best.peakMb;
}

} // namespace

int main(int argc, char **argv) {
  for (const auto &[module, cfg] : kModels) {
    fs::path c(cfg);
    std::string name = c.parent_path().filename().string() == "Model_1" || c.parent_path().filename().string() == "Model_2"
                           ? fs::path(module).begin()->string() + "_" + c.parent_path().filename().string()
                           : c.stem().string();
    registerOnce("eval/" + name, [module, cfg](benchmark::State &s) { evalBench(s, module, cfg); });
  }
  return runRegistered(argc, argv);
}
