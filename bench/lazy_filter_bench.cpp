// Google Benchmark: a lazy set filter's predicate per element — Cardinality of {x \in B : P} over a lazy UNION with duplicates (kept as a lazy filter, its predicate evaluated element by element), as a whole `tlacore tlc -workers 1` run.
//
// The figure is CPU time per element listed (the machine is shared: CPU
// time compares across runs), the least of TLACORE_BENCH_ROUNDS runs
// (default 3). The predicate reads a constant definition and a native (+),
// which a reused evaluator keeps cached from element to element.
#include <benchmark/benchmark.h>

#include <unistd.h>

#include <fstream>
#include <string>

#include "bench_support.h"
#include "child_cpu.h"

namespace {

using namespace benchsupport;

// 500,000 + 500,000 elements listed (the two intervals overlap: a lazy UNION).
constexpr double kElements = 1'000'000;

const char kSpec[] = "---- MODULE LazyFilterBench ----\n"
                     "EXTENDS Naturals, FiniteSets\n"
                     "VARIABLE v\n"
                     "K == 10\n"
                     "Big == UNION {1..(500000 + v), 250001..750000}\n"
                     "Inv == Cardinality({x \\in Big : x + v > K}) > 0\n"
                     "Init == v = 0\n"
                     "Next == UNCHANGED v\n"
                     "====\n";

void lazyFilterBench(benchmark::State &state) {
  fs::path dir = fs::temp_directory_path() / ("lazy_filter_bench_" + std::to_string(getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "LazyFilterBench.tla") << kSpec;
  std::ofstream(dir / "LazyFilterBench.cfg") << "INIT Init\nNEXT Next\nINVARIANT Inv\n";
  double best = bestChildTlcCpu(state, dir, "LazyFilterBench.tla", 0, 0, "tlacore failed on the benchmark spec");
  fs::remove_all(dir);
  state.counters["us_per_element"] = best < 0 ? 0 : best * 1e6 / kElements;
}

} // namespace

int main(int argc, char **argv) {
  registerOnce("lazy_filter/predicate_per_element", lazyFilterBench);
  return runRegistered(argc, argv);
}
