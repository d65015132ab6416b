// Google Benchmark: simulation speed, and the SysMoBench runtime metric's
// 20 TLC runs done by tlacore.
//
// sim/<model>: behaviours per second and steps per second of random
// simulation (depth 100, 1 worker, fixed seed, temporal properties off) on
// corpus models, through the library, so the figures compare across builds.
//
// runtime_metric/<model>: the wall time of the 20 commands the runtime
// metric runs (`tlacore tlc -tool -coverage 1 -simulate num=50 -depth 50
// -seed S -deadlock`, S = 1..20), each a fresh tlacore process, beside 20
// times the run time TLC reported for seed 1 in ../shared/reference (TLC's
// "Finished in" excludes the JVM's start-up, so the ratio favours TLC).
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <regex>
#include <string>
#include <vector>

#include "bench_support.h"
#include "explore/simulate.h"
#include "explore/tlc_actions.h"
#include "eval/evaluator.h"

namespace {

using namespace benchsupport;

// Models whose behaviours run to the depth bound (no violation found early).
const std::vector<std::pair<std::string, std::string>> kSimModels = {
    {"SlushProtocol/Slush.tla", "SlushProtocol/SlushSmall.cfg"},
    {"CoffeeCan/CoffeeCan.tla", "CoffeeCan/CoffeeCan1000Beans.cfg"},
    {"Disruptor/Disruptor_MPMC.tla", "Disruptor/Disruptor_MPMC.cfg"},
};

constexpr int64_t kBehaviours = 2000;

void simBench(benchmark::State &state, const std::string &module, const std::string &cfg) {
  std::unique_ptr<LoadedModel> loaded = loadModel(module, cfg);
  if (!loaded->model) {
    state.SkipWithError(("cannot load " + module + ": " + loaded->problem).c_str());
    return;
  }
  const tlacore::model::SpecModel &m = *loaded->model;
  tlacore::eval::Evaluator ev(m);
  tlacore::eval::installEnabledHook(ev, m.variables.size());
  tlacore::explore::ActionTable actions(m, ev);
  tlacore::explore::SimOptions options;
  options.depth = 100;
  options.traces = kBehaviours;
  options.seed = 1;
  options.checkDeadlock = false;
  options.checkLiveness = false;
  tlacore::explore::SimResult r;
  double seconds = measureRun(state, [&] { r = tlacore::explore::runSimulation(m, actions, options); }).seconds;
  state.counters["behaviours"] = static_cast<double>(r.traces);
  state.counters["steps"] = static_cast<double>(r.steps);
  state.counters["behaviours_per_s"] = seconds > 0 ? static_cast<double>(r.traces) / seconds : 0;
  state.counters["steps_per_s"] = seconds > 0 ? static_cast<double>(r.steps) / seconds : 0;
  state.counters["generated_per_s"] = seconds > 0 ? static_cast<double>(r.generated) / seconds : 0;
}

// TLC's "Finished in Nms" for the runtime-metric command on a SysMoBench model.
double tlcReportedSeconds(const std::string &reference) {
  std::ifstream in(fs::path(TLACORE_SHARED_DIR) / "reference" / "sysmobench" / reference);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::smatch m;
  if (std::regex_search(text, m, std::regex("Finished in (\\d+)ms")))
    return std::stod(m[1]) / 1000.0;
  return 0;
}

void runtimeMetricBench(benchmark::State &state, const std::string &dir, const std::string &spec,
                        const std::string &reference) {
  fs::path folder = fs::path(TLACORE_SHARED_DIR) / dir;
  double tlcOnce = tlcReportedSeconds(reference);
  if (!fs::exists(folder / spec) || tlcOnce <= 0) {
    state.SkipWithError("SysMoBench model or its TLC reference is absent");
    return;
  }
  std::string cfg = fs::path(spec).replace_extension(".cfg").string();
  double seconds = 0;
  int failures = 0;
  for (auto _ : state) {
    auto start = std::chrono::steady_clock::now();
    for (int seed = 1; seed <= 20; ++seed) {
      std::string cmd = "cd '" + folder.string() + "' && '" + TLACORE_BINARY +
                        "' tlc -tool -coverage 1 -simulate num=50 -depth 50 -seed " + std::to_string(seed) +
                        " -deadlock -config " + cfg + " " + spec + " > /dev/null 2>&1";
      int rc = std::system(cmd.c_str());
      failures += rc == -1 ? 1 : 0;
    }
    seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    state.SetIterationTime(seconds);
  }
  if (failures)
    state.SkipWithError("tlacore could not be started");
  state.counters["tlacore_20_runs_s"] = seconds;
  state.counters["tlc_20_runs_s"] = 20 * tlcOnce;
  state.counters["ratio_vs_tlc"] = seconds / (20 * tlcOnce);
}

} // namespace

int main(int argc, char **argv) {
  for (const auto &[module, cfg] : kSimModels)
    registerOnce("sim/" + fs::path(cfg).stem().string(),
                 [module, cfg](benchmark::State &s) { simBench(s, module, cfg); }, benchmark::kMillisecond);
  registerOnce(
      "runtime_metric/dqueue_simpleloop_claude",
      [](benchmark::State &s) {
        runtimeMetricBench(s, "sysmobench/models/dqueue/simpleloop/claude", "dqueue.tla",
                           "models_dqueue_simpleloop_claude_dqueue.sim.out");
      },
      benchmark::kMillisecond);
  return runRegistered(argc, argv);
}
