// Google Benchmark: a state-level definition without parameters read once per element of a large quantifier (x \in D, D == a set map over a variable), as a whole `tlacore tlc -workers 1` run.
//
// The figure is CPU time per read (the machine is shared: CPU time compares
// across runs), the least of TLACORE_BENCH_ROUNDS runs (default 3). D's
// value is kept while the variable it reads holds the same value
// (checker/eval/state_def_cache.h); without that, each read builds and
// sorts the set's 200 elements again (a set filter would not do: x \in {y \in S : P} is decided by P(x) alone).
#include <benchmark/benchmark.h>

#include <unistd.h>

#include <fstream>
#include <string>

#include "bench_support.h"
#include "child_cpu.h"

namespace {

using namespace benchsupport;

// Reads of D per state, over the two states v = 0 and v = 1.
constexpr double kReads = 2 * 200'000;

const char kSpec[] = "---- MODULE StateDefBench ----\n"
                     "EXTENDS Naturals\n"
                     "VARIABLE v\n"
                     "D == {x + v : x \\in 0..199}\n"
                     "Inv == \\A i \\in 1..200000 : (i % 199) + 1 \\in D\n"
                     "Init == v = 0\n"
                     "Next == v' = 1 - v\n"
                     "====\n";

void stateDefBench(benchmark::State &state) {
  fs::path dir = fs::temp_directory_path() / ("state_def_bench_" + std::to_string(getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "StateDefBench.tla") << kSpec;
  std::ofstream(dir / "StateDefBench.cfg") << "INIT Init\nNEXT Next\nINVARIANT Inv\n";
  double best = bestChildTlcCpu(state, dir, "StateDefBench.tla", 0, 0, "tlacore failed on the benchmark spec");
  fs::remove_all(dir);
  state.counters["us_per_read"] = best < 0 ? 0 : best * 1e6 / kReads;
}

// A set filter's passing elements kept while the variable it reads holds
// its value (StateDefCache, Use::Listing): D's filter is over 1,024 subsets,
// read by an \E that finds no witness (it goes through all of D) 1,000 times
// per state; without the listing, each read evaluates the filter's
// predicate on every subset again.
constexpr double kFilterReads = 2 * 1'000;

const char kFilterSpec[] = "---- MODULE FilterListingBench ----\n"
                           "EXTENDS Naturals, FiniteSets\n"
                           "VARIABLE v\n"
                           "D == {x \\in SUBSET (0..9) : Cardinality(x) = 2 /\\ v \\notin x}\n"
                           "Inv == \\A i \\in 1..1000 : ~\\E s \\in D : (i % 10) \\in s /\\ i = 0\n"
                           "Init == v = 0\n"
                           "Next == v' = 1 - v\n"
                           "====\n";

void filterListingBench(benchmark::State &state) {
  fs::path dir = fs::temp_directory_path() / ("filter_listing_bench_" + std::to_string(getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "FilterListingBench.tla") << kFilterSpec;
  std::ofstream(dir / "FilterListingBench.cfg") << "INIT Init\nNEXT Next\nINVARIANT Inv\n";
  double best = bestChildTlcCpu(state, dir, "FilterListingBench.tla", 0, 0, "tlacore failed on the benchmark spec");
  fs::remove_all(dir);
  state.counters["us_per_read"] = best < 0 ? 0 : best * 1e6 / kFilterReads;
}

} // namespace

int main(int argc, char **argv) {
  registerOnce("state_def/read_per_element", stateDefBench);
  registerOnce("state_def/filter_listing", filterListingBench);
  return runRegistered(argc, argv);
}
