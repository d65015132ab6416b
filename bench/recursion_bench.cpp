// Google Benchmark: recursion without end, one shape at a time, as whole `tlacore tlc -workers 1` runs that end in TLC's StackOverflowError (exit 75).
//
// The figure is the CPU time of a run (the machine is shared: CPU time
// compares across runs), the least of TLACORE_BENCH_ROUNDS runs (default 3),
// process start and parsing included. The recursion runs to the evaluator's
// bound (the stack or the application depth), so the time is the cost of
// that depth: linear in it when each level costs the same.
#include <benchmark/benchmark.h>

#include <unistd.h>

#include <fstream>
#include <string>

#include "bench_support.h"
#include "child_cpu.h"

namespace {

using namespace benchsupport;

const char kHead[] = "---- MODULE RecursionBench ----\nEXTENDS Integers\nVARIABLE x\nAp(Op(_), v) == Op(v)\n";

struct Shape {
  const char *name;
  const char *defs; // defines R(_), which never ends
};

const Shape kShapes[] = {
    {"self_if", "RECURSIVE R(_)\nR(n) == IF n = -1 THEN TRUE ELSE R(n + 1)\n"},
    {"mutual_if", "RECURSIVE R(_), Odd(_)\nR(n) == IF n = -1 THEN TRUE ELSE Odd(n + 1)\nOdd(n) == R(n + 1)\n"},
    {"mutual_case", "RECURSIVE R(_), B(_)\nR(n) == CASE n = -1 -> TRUE [] OTHER -> B(n + 1)\nB(n) == R(n + 1)\n"},
    {"let", "RECURSIVE R(_)\nR(n) == LET m == n + 1 IN R(m)\n"},
    {"operator_argument", "RECURSIVE R(_)\nR(n) == IF n = -1 THEN TRUE ELSE Ap(R, n + 1)\n"},
    {"lambda", "RECURSIVE R(_)\nR(n) == IF n = -1 THEN TRUE ELSE Ap(LAMBDA v : R(v + 1), n)\n"},
    {"function_definition", "f[n \\in Nat] == IF n = -1 THEN TRUE ELSE f[n + 1]\nR(n) == f[n]\n"},
    {"function_definition_direct", "f[n \\in Nat] == f[n + 1]\nR(n) == f[n]\n"},
    {"function_of_functions", "f[n \\in Nat] == [m \\in Nat |-> f[n + 1][m]]\nR(n) == f[n][0]\n"},
};

// Where R(x) is evaluated: expanded as an action by the enumerator of Next,
// or evaluated as an invariant.
struct Point {
  const char *name;
  const char *tla;
  const char *cfg;
};

const Point kPoints[] = {
    {"next", "Init == x = 0\nNext == R(x) /\\ x' = x\n", "INIT Init\nNEXT Next\n"},
    {"invariant", "Init == x = 0\nNext == x' = x\nInv == R(x)\n", "INIT Init\nNEXT Next\nINVARIANT Inv\n"},
};

void runaway(benchmark::State &state, const Shape &shape, const Point &point) {
  fs::path dir = fs::temp_directory_path() /
                 ("recursion_bench_" + std::to_string(getpid()) + "_" + shape.name + "_" + point.name);
  fs::create_directories(dir);
  std::ofstream(dir / "RecursionBench.tla") << kHead << shape.defs << point.tla << "====\n";
  std::ofstream(dir / "RecursionBench.cfg") << point.cfg;
  bestChildTlcCpu(state, dir, "RecursionBench.tla", 75, 77, "tlacore did not end with an evaluation error");
  fs::remove_all(dir);
}

} // namespace

int main(int argc, char **argv) {
  for (const Shape &shape : kShapes)
    for (const Point &point : kPoints)
      registerOnce(std::string("runaway/") + shape.name + "/" + point.name,
                   [&shape, &point](benchmark::State &state) { runaway(state, shape, point); });
  return runRegistered(argc, argv);
}
