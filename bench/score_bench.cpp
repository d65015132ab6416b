// A full `tlacore score` in one warm process (syntax when built in, runtime
// with seeds 1..20, the concretised invariants of
// ../shared/reference/sysmobench-invariants) of two SysMoBench models, against
// the Java pipeline's ≈51 s per model (TLC 1.8.0: one JVM per simulation
// and per invariant). Conformance is not part of it: ../shared holds no
// traces of these two models.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "score_model.h"

namespace fs = std::filesystem;
using namespace tlacore::scoring;

namespace {

constexpr double kJavaPipelineSeconds = 51.0;

void scoreBench(benchmark::State &state, const char *model, const char *referenceId) {
  fs::path shared = TLACORE_SHARED_DIR;
  ScoreRequest req;
  req.model = (shared / model).string();
  req.invariantsFile = (shared / "reference/sysmobench-invariants" / referenceId / "invariants.json").string();
  if (!fs::exists(req.model) || !fs::exists(req.invariantsFile)) {
    state.SkipWithError("../shared absent");
    return;
  }
  req.metrics = {"syntax", "runtime", "invariants"};
  for (int s = 1; s <= 20; ++s)
    req.runtime.seeds.push_back(s);
  double seconds = 0;
  for (auto _ : state) {
    ScoreReport r = scoreModel(req);
    benchmark::DoNotOptimize(r.runtime->score);
    seconds = r.seconds;
  }
  state.counters["score_s"] = seconds;
  state.counters["x_faster_than_java"] = kJavaPipelineSeconds / seconds;
}

void BM_ScoreLocksvcClaude(benchmark::State &state) {
  scoreBench(state, "sysmobench/models/locksvc/claude/locksvc.tla", "locksvc_claude");
}
void BM_ScoreReproEtcd(benchmark::State &state) {
  scoreBench(state, "sysmobench/spec_reproduce_bugs/etcd/1_etcdraft.tla", "repro_etcd");
}

BENCHMARK(BM_ScoreLocksvcClaude)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();
BENCHMARK(BM_ScoreReproEtcd)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

} // namespace

BENCHMARK_MAIN();
