// A stop (RunOptions::stop, or a time budget) ends a run inside one long
// evaluation, whatever kind it is and wherever it runs: deep or exponential
// recursion of an operator or function, \E / \A / CHOOSE over a huge domain,
// a function built from a slow body, a fold, in an ASSUME, a constant
// definition, Init, Next or an invariant. eval() looks at the run's halt flag
// every few thousand evaluations (Evaluator::pollStop), so none of these
// waits for its evaluation (hours of work here) to finish.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>

#include "engine.h"

namespace tlacore::engine {
namespace {

// 2^n applications: hours for n = 40, with no memory to speak of.
const char *const kSlowOps = "RECURSIVE Slow(_)\n"
                             "Slow(n) == IF n = 0 THEN 1 ELSE (Slow(n - 1) + Slow(n - 1)) % 1000\n"
                             "slowFcn[n \\in Nat] == IF n = 0 THEN 1 ELSE (slowFcn[n - 1] + slowFcn[n - 1]) % 1000\n";

struct LongEvaluation {
  const char *name;
  const char *defs;   // extra definitions
  const char *assume; // the ASSUME's body ("" for none)
  const char *init;   // Init's body
  const char *next;   // Next's body
  const char *inv;    // the invariant's body ("" for none)
};

// One of each class of long evaluation, in each place a run evaluates. An
// invariant of constant level is a value for TLC (SpecProcessor's defns,
// config_constant_names.h): the run evaluates it before its search.
const LongEvaluation kCases[] = {
    {"operator recursion in Init", "", "", "x = Slow(40)", "x' = x", ""},
    {"function recursion in Next", "", "", "x = 0", "x' = slowFcn[40]", ""},
    {"\\E over a huge domain in Next", "", "", "x = 0", "x' = x /\\ \\E i \\in 1..2000000000 : i < 0", ""},
    {"\\A over a huge domain in an invariant", "", "", "x = 0", "x' = x", "x >= 0 /\\ \\A i \\in 1..2000000000 : i > 0"},
    {"\\E over a huge domain in Init", "", "", "x = 0 /\\ \\E i \\in 1..2000000000 : i < 0", "x' = x", ""},
    {"nested quantifiers in an ASSUME", "", "\\A i \\in 1..100000, j \\in 1..100000 : i + j > 0", "x = 0", "x' = x",
     ""},
    {"CHOOSE over a huge domain in Init", "", "", "x = CHOOSE i \\in 1..2000000000 : i < 0", "x' = x", ""},
    {"function construction in Next", "", "", "x = 0", "x' = [i \\in 1..100 |-> Slow(i + 30)]", ""},
    {"fold in an invariant", "", "", "x = 0", "x' = x",
     "x >= 0 /\\ FoldSeq(LAMBDA a, b : (a + b) % 7, 0, [i \\in 1..100 |-> i]) >= 0 /\\ "
     "FoldFunction(LAMBDA a, b : (Slow(30 + a) + b) % 7, 0, [i \\in 1..100 |-> i]) >= 0"},
    {"recursion in an ASSUME", "", "Slow(40) > 0", "x = 0", "x' = x", ""},
    {"a constant definition", "Big == {Slow(i) : i \\in 30..40}\n", "", "x \\in Big", "x' = x", ""},
    {"recursion in an invariant", "", "", "x = 0", "x' = (x + 1) % 3", "x >= 0 /\\ Slow(40) > 0"},
    {"recursion in a constant-level invariant", "", "", "x = 0", "x' = x", "Slow(40) > 0"},
    {"\\A over a huge domain in a constant-level invariant", "", "", "x = 0", "x' = x",
     "\\A i \\in 1..2000000000 : i > 0"},
    {"\\E over a huge domain in Next's split", "", "", "x = 0",
     "\\E b \\in {\\A i \\in 1..2000000000 : i > 0} : x' = x", ""},
};

std::string spec(const LongEvaluation &c) {
  std::string s = "---- MODULE Long ----\nEXTENDS Naturals, Sequences, Functions, SequencesExt\nVARIABLE x\n";
  s += kSlowOps;
  s += c.defs;
  if (*c.assume)
    s += std::string("ASSUME ") + c.assume + "\n";
  s += std::string("Init == ") + c.init + "\nNext == " + c.next + "\n";
  if (*c.inv)
    s += std::string("Inv == ") + c.inv + "\n";
  return s + "====\n";
}

struct Way {
  const char *name;
  SearchMode mode;
  int workers;
  bool budget; // a time budget rather than the stop flag
};

const Way kWays[] = {
    {"bfs, stop flag", SearchMode::Bfs, 1, false},
    {"bfs 2 workers, stop flag", SearchMode::Bfs, 2, false},
    {"simulate, stop flag", SearchMode::Simulate, 1, false},
    {"dfid, stop flag", SearchMode::Dfid, 1, false},
    {"bfs, time budget", SearchMode::Bfs, 1, true},
};

TEST(LongEvaluationStop, EveryLongEvaluationEndsSoonAfterAStop) {
  for (const LongEvaluation &c : kCases)
    for (const Way &w : kWays) {
      std::string what = std::string(c.name) + ", " + w.name;
      std::string cfg = std::string("INIT Init\nNEXT Next\n") + (*c.inv ? "INVARIANT Inv\n" : "");
      LoadResult load = loadModel({"Long.tla", spec(c)}, {"Long.cfg", cfg, {}});
      ASSERT_EQ(load.status, LoadStatus::Ok) << what;
      std::atomic<bool> stop{false};
      RunOptions o;
      o.mode = w.mode;
      o.workers = w.workers;
      o.dfidLevel = 10;
      if (w.budget)
        o.budgets.wallSeconds = 0.1;
      else
        o.stop = &stop;
      StringSink sink;
      o.output = &sink;
      std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        stop.store(true);
      });
      auto started = std::chrono::steady_clock::now();
      RunResult r = run(*load.model, o);
      double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
      stopper.join();
      EXPECT_EQ(r.outcome, "stopped") << what << "\n" << sink.text();
      EXPECT_EQ(r.stopReason, w.budget ? StopReason::WallTime : StopReason::StopRequested) << what;
      EXPECT_LT(seconds, 5.0) << what; // ~0.1 s, and a loaded machine's slack
    }
}

} // namespace
} // namespace tlacore::engine
