// Google Benchmark: trace validation speed. Trace lines validated per
// second by the native explorer (tracecheck/) and, on the same trace, by a
// TLC-style trace spec (ndJsonDeserialize + BFS through the engine), and
// windows validated per second in one process. Generated traces of a lock
// model (threads taking and releasing a lock, each with a pc; no history
// variable, so that a step costs the same at any depth).
// TLC's wall time per trace (../shared/traces/index.tsv) is the figure to
// beat: it pays a JVM start per trace and per window.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include "engine.h"
#include "trace_checker.h"
#include "window_check.h"

namespace {

namespace fs = std::filesystem;
using namespace tlacore;

fs::path benchDir() {
  fs::path d = fs::temp_directory_path() / "tlacore-trace-bench";
  fs::create_directories(d);
  return d;
}

// The model, written beside the traces.
std::string modelFile(const std::string &ext) {
  fs::path tla = benchDir() / "BenchLock.tla";
  std::ofstream(tla) << "---- MODULE BenchLock ----\n"
                        "EXTENDS Naturals\n"
                        "CONSTANT Threads\n"
                        "VARIABLES lock, pc\n"
                        "Init == lock = 0 /\\ pc = [t \\in Threads |-> \"idle\"]\n"
                        "Acquire(t) == /\\ lock = 0 /\\ pc[t] = \"idle\"\n"
                        "              /\\ lock' = t /\\ pc' = [pc EXCEPT ![t] = \"cs\"]\n"
                        "Release(t) == /\\ lock = t /\\ pc[t] = \"cs\"\n"
                        "              /\\ lock' = 0 /\\ pc' = [pc EXCEPT ![t] = \"idle\"]\n"
                        "Next == \\E t \\in Threads : Acquire(t) \\/ Release(t)\n"
                        "====\n";
  std::ofstream(benchDir() / "BenchLock.cfg") << "CONSTANT Threads = {1, 2}\nINIT Init\nNEXT Next\n";
  return (benchDir() / ("BenchLock." + ext)).string();
}

// A trace of `lines` steps of Lock with 2 threads: Acquire(t) / Release(t)
// with the thread as argument and the lock's value logged.
std::string lockTrace(size_t lines) {
  fs::path p = benchDir() / ("lock" + std::to_string(lines) + ".ndjson");
  if (fs::exists(p))
    return p.string();
  std::ofstream out(p);
  std::mt19937 rng(7);
  int holder = 0;
  for (size_t i = 0; i < lines; ++i) {
    if (holder == 0) {
      holder = 1 + static_cast<int>(rng() % 2);
      out << "{\"event\": \"Acquire\", \"args\": {\"t\": " << holder << "}, \"state\": {\"lock\": " << holder << "}}\n";
    } else {
      out << "{\"event\": \"Release\", \"args\": {\"t\": " << holder << "}, \"state\": {\"lock\": 0}}\n";
      holder = 0;
    }
  }
  return p.string();
}

std::shared_ptr<const engine::Model> lockModel() {
  static std::shared_ptr<const engine::Model> model =
      tracecheck::loadModelForTraces(modelFile("tla"), modelFile("cfg"), {}, {}).model;
  return model;
}

void NativeTraceLines(benchmark::State &state) {
  size_t lines = static_cast<size_t>(state.range(0));
  std::string trace = lockTrace(lines);
  tracecheck::TraceOptions o;
  o.maxHidden = static_cast<int>(state.range(1));
  tracecheck::TraceChecker checker(lockModel(), {}, o);
  for (auto _ : state) {
    tracecheck::TraceResult r = checker.check(trace);
    if (r.verdict != tracecheck::TraceVerdict::Accepted) {
      state.SkipWithError("the trace was not accepted");
      return;
    }
  }
  state.counters["lines/s"] = benchmark::Counter(static_cast<double>(lines), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(NativeTraceLines)->Args({10000, 0})->Args({10000, 1})->Unit(benchmark::kMillisecond);

// Checks the trace spec `name` in `dir` (1 worker) once per iteration; it must
// accept every one of the trace's `lines` (lines + 1 distinct states).
void checkTraceSpecLines(benchmark::State &state, const fs::path &dir, const std::string &name, size_t lines) {
  int64_t distinct = 0;
  for (auto _ : state) {
    engine::CheckRequest req;
    req.spec.path = (dir / (name + ".tla")).string();
    req.config.path = (dir / (name + ".cfg")).string();
    req.run.workers = 1;
    engine::StringSink sink;
    req.run.output = &sink;
    engine::CheckOutcome co = engine::check(req);
    if (co.result.exitCode != 0) {
      state.SkipWithError(("exit " + std::to_string(co.result.exitCode) + ": " + co.result.message).c_str());
      return;
    }
    distinct = co.result.distinct;
  }
  if (distinct != static_cast<int64_t>(lines) + 1)
    state.SkipWithError("the trace spec did not reach the end of the trace");
  state.counters["lines/s"] = benchmark::Counter(static_cast<double>(lines), benchmark::Counter::kIsIterationInvariantRate);
}

// The same trace through a TLC-style trace spec run by the engine (BFS, 1 worker).
void TraceSpecLines(benchmark::State &state) {
  size_t lines = static_cast<size_t>(state.range(0));
  std::string trace = lockTrace(lines);
  fs::path dir = benchDir();
  modelFile("tla");
  std::ofstream(dir / "LockTrace.tla") << "---- MODULE LockTrace ----\n"
                                          "EXTENDS BenchLock, Json, TLC, Sequences\n"
                                          "VARIABLE l\n"
                                          "Trace == ndJsonDeserialize(\"" << trace << "\")\n"
                                          "TraceInit == l = 1 /\\ Init\n"
                                          "TraceNext == /\\ l <= Len(Trace)\n"
                                          "             /\\ LET e == Trace[l] IN\n"
                                          "                  /\\ IF e.event = \"Acquire\" THEN Acquire(e.args.t) ELSE Release(e.args.t)\n"
                                          "                  /\\ lock' = e.state.lock\n"
                                          "             /\\ l' = l + 1\n"
                                          "====\n";
  std::ofstream(dir / "LockTrace.cfg") << "CONSTANT Threads = {1, 2}\nINIT TraceInit\nNEXT TraceNext\nCHECK_DEADLOCK FALSE\n";
  checkTraceSpecLines(state, dir, "LockTrace", lines);
}
BENCHMARK(TraceSpecLines)->Arg(10000)->Unit(benchmark::kMillisecond);

// The trace spec reading the trace with Len, Head and SubSeq at every step,
// as trace specs do (LoglineIsEvent's l <= Len(TraceLog), ...): each reads
// the trace in place, so the time per line does not grow with the trace's
// length (2,500 and 10,000 lines give the same lines/s; a copy of the trace
// per read made it 4x slower per line at 10,000).
void TraceSpecReadersLines(benchmark::State &state) {
  size_t lines = static_cast<size_t>(state.range(0));
  std::string trace = lockTrace(lines);
  fs::path dir = benchDir();
  modelFile("tla");
  std::string name = "LockTraceReaders" + std::to_string(lines);
  std::ofstream(dir / (name + ".tla")) << "---- MODULE " << name << " ----\n"
                                          "EXTENDS BenchLock, Json, TLC, Sequences\n"
                                          "VARIABLE l\n"
                                          "Trace == ndJsonDeserialize(\"" << trace << "\")\n"
                                          "TraceInit == l = 1 /\\ Init\n"
                                          "TraceNext == /\\ l <= Len(Trace)\n"
                                          "             /\\ Head(Trace) = Trace[1]\n"
                                          "             /\\ LET e == SubSeq(Trace, l, l)[1] IN\n"
                                          "                  /\\ IF e.event = \"Acquire\" THEN Acquire(e.args.t) ELSE Release(e.args.t)\n"
                                          "                  /\\ lock' = e.state.lock\n"
                                          "             /\\ l' = l + 1\n"
                                          "             /\\ l' > Len(Trace) => l' = Len(Trace) + 1\n"
                                          "====\n";
  std::ofstream(dir / (name + ".cfg")) << "CONSTANT Threads = {1, 2}\nINIT TraceInit\nNEXT TraceNext\nCHECK_DEADLOCK FALSE\n";
  checkTraceSpecLines(state, dir, name, lines);
}
BENCHMARK(TraceSpecReadersLines)->Arg(2500)->Arg(10000)->Unit(benchmark::kMillisecond);

// Wide frontiers: counters Inc'd without saying which, so that the trace can
// be in hundreds of states at once until a Reset logs the state again;
// expanded by 1 or 2 workers.
void WideFrontierLines(benchmark::State &state) {
  fs::path dir = benchDir();
  std::ofstream(dir / "BenchCounters.tla") << "---- MODULE BenchCounters ----\n"
                                               "EXTENDS Naturals\n"
                                               "VARIABLE c\n"
                                               "Init == c = [i \\in 1..6 |-> 0]\n"
                                               "Inc(i) == c[i] < 3 /\\ c' = [c EXCEPT ![i] = @ + 1]\n"
                                               "Reset == c' = [i \\in 1..6 |-> 0]\n"
                                               "Next == (\\E i \\in 1..6 : Inc(i)) \\/ Reset\n"
                                               "====\n";
  std::ofstream(dir / "BenchCounters.cfg") << "INIT Init\nNEXT Next\n";
  fs::path trace = dir / "counters.ndjson";
  size_t lines = 0;
  {
    std::ofstream out(trace);
    for (int round = 0; round < 40; ++round) {
      for (int k = 0; k < 8; ++k, ++lines)
        out << "{\"event\": \"Inc\"}\n";
      out << "{\"event\": \"Reset\", \"state\": {\"c\": [0, 0, 0, 0, 0, 0]}}\n";
      ++lines;
    }
  }
  static std::shared_ptr<const engine::Model> model =
      tracecheck::loadModelForTraces((dir / "BenchCounters.tla").string(), (dir / "BenchCounters.cfg").string(), {}, {})
          .model;
  tracecheck::TraceOptions o;
  o.workers = static_cast<int>(state.range(0));
  tracecheck::TraceChecker checker(model, {}, o);
  size_t widest = 0;
  for (auto _ : state) {
    tracecheck::TraceResult r = checker.check(trace.string());
    if (r.verdict != tracecheck::TraceVerdict::Accepted) {
      state.SkipWithError("the trace was not accepted");
      return;
    }
    widest = r.maxFrontier;
  }
  state.counters["lines/s"] = benchmark::Counter(static_cast<double>(lines), benchmark::Counter::kIsIterationInvariantRate);
  state.counters["widest"] = static_cast<double>(widest);
}
BENCHMARK(WideFrontierLines)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// Windows of Lock's Acquire from random pre-states, half of them valid.
void WindowsPerSecond(benchmark::State &state) {
  size_t count = static_cast<size_t>(state.range(0));
  std::ostringstream text;
  std::mt19937 rng(11);
  for (size_t i = 0; i < count; ++i) {
    int t = 1 + static_cast<int>(rng() % 2);
    bool valid = rng() % 2 == 0;
    text << "{\"pre\": {\"lock\": 0, \"pc\": [\"idle\", \"idle\"]}, \"args\": {\"t\": " << t
         << "}, \"post\": {\"lock\": " << (valid ? t : 3 - t) << "}}\n";
  }
  std::string windows = text.str();
  tracecheck::TraceOptions o;
  o.workers = static_cast<int>(state.range(1));
  tracecheck::TraceChecker checker(lockModel(), {}, o);
  tracecheck::WindowOptions wo;
  wo.action = "Acquire";
  for (auto _ : state) {
    std::istringstream in(windows);
    size_t seen = 0;
    tracecheck::WindowTotals t = tracecheck::checkWindows(checker, in, "w.ndjson", wo,
                                                          [&](const tracecheck::WindowResult &) { ++seen; });
    if (t.total != count || t.errors) {
      state.SkipWithError("windows were not all decided");
      return;
    }
  }
  state.counters["windows/s"] = benchmark::Counter(static_cast<double>(count), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(WindowsPerSecond)->Args({10000, 1})->Args({10000, 2})->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
