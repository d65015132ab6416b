// A slow worker (one whose core another process keeps busy) changes nothing
// the parallel search reports: each worker claims the units of states its
// own thread made first and steals the others' once its own are done, so
// the fast worker takes over the slow one's share. For every kind of
// ending, on a spec whose states are all initial (the units are then made
// by both workers' threads) and on one with many levels, the outcome,
// counts, depth, trace length and last trace state are one worker's,
// whichever worker is slow, and the fast worker expands most states.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using explore::Outcome;

// All states initial (as CoffeeCan): x, y over a grid, Next moves within it.
std::string allInitial(const std::string &defs) {
  return "---- MODULE AllInitial ----\n"
         "EXTENDS Naturals\n"
         "VARIABLES x, y\n"
         "vars == <<x, y>>\n"
         "N == 60\n" +
         defs +
         "Init == x \\in 0..N /\\ y \\in 0..N\n"
         "Next == \\/ x > 0 /\\ x' = x - 1 /\\ y' = y\n"
         "        \\/ y > 0 /\\ y' = y - 1 /\\ x' = x\n"
         "Spec == Init /\\ [][Next]_vars /\\ WF_vars(Next)\n"
         "====\n";
}

// Many levels: a walk from (0, 0) with shortcuts.
std::string levels(const std::string &defs) {
  return "---- MODULE Levels ----\n"
         "EXTENDS Naturals\n"
         "VARIABLES x, y\n"
         "vars == <<x, y>>\n"
         "N == 40\n" +
         defs +
         "Init == x = 0 /\\ y = 0\n"
         "Next == \\/ x < N /\\ x' = x + 1 /\\ y' = y\n"
         "        \\/ y < N /\\ y' = y + 1 /\\ x' = x\n"
         "        \\/ x + 3 <= N /\\ y + 2 <= N /\\ x' = x + 3 /\\ y' = y + 2\n"
         "Spec == Init /\\ [][Next]_vars /\\ WF_vars(Next)\n"
         "====\n";
}

struct Case {
  std::string name;
  std::string module;
  std::string cfg;
  Outcome outcome;
};

std::vector<Case> cases() {
  const std::string defs = "Inv == ~(x = 33 /\\ y = 17)\n"
                           "Live == <>(x = 0 /\\ y = 0)\n"
                           "NotLive == <>[](y = 0)\n";
  const std::string plain = "INIT Init\nNEXT Next\n";
  return {
      {"allInitialSuccess", allInitial(defs), plain + "CHECK_DEADLOCK FALSE\n", Outcome::Success},
      {"allInitialLiveness", allInitial(defs), "SPECIFICATION Spec\nPROPERTY Live\nCHECK_DEADLOCK FALSE\n",
       Outcome::Success},
      {"allInitialDeadlock", allInitial(defs), plain, Outcome::Deadlock},
      {"allInitialInvariant", allInitial(defs), plain + "INVARIANT Inv\n", Outcome::InitInvariantViolated},
      {"levelsSuccess", levels(defs), plain + "CHECK_DEADLOCK FALSE\n", Outcome::Success},
      {"levelsInvariant", levels(defs), plain + "INVARIANT Inv\n", Outcome::InvariantViolated},
      {"levelsDeadlock", levels(defs), plain, Outcome::Deadlock},
      {"levelsLivenessViolated", levels(defs), "SPECIFICATION Spec\nPROPERTY NotLive\nCHECK_DEADLOCK FALSE\n",
       Outcome::LivenessViolated},
  };
}

checktest::CheckRun run(const Case &c, int workers, int slowWorker) {
  explore::CheckOptions o;
  o.workers = workers;
  if (slowWorker >= 0)
    o.beforeUnit = [slowWorker](size_t worker) {
      if (static_cast<int>(worker) == slowWorker)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    };
  return checktest::checkText({c.module}, c.cfg, o);
}

TEST(BfsParallel, ASlowWorkerChangesNothing) {
  for (const Case &c : cases()) {
    SCOPED_TRACE(c.name);
    checktest::CheckRun one = run(c, 1, -1);
    ASSERT_EQ(one.stage, checktest::Stage::Loaded) << one.problem;
    ASSERT_EQ(one.result.outcome, c.outcome) << one.result.error.message;
    for (int slow : {0, 1}) {
      SCOPED_TRACE("slow worker " + std::to_string(slow));
      checktest::CheckRun two = run(c, 2, slow);
      const explore::CheckResult &a = one.result, &b = two.result;
      EXPECT_EQ(b.outcome, a.outcome) << b.error.message;
      EXPECT_EQ(b.depth, a.depth);
      EXPECT_EQ(b.initDistinct, a.initDistinct);
      EXPECT_EQ(b.trace.size(), a.trace.size());
      EXPECT_EQ(b.property, a.property);
      if (a.outcome == Outcome::Success || a.outcome == Outcome::LivenessViolated) {
        EXPECT_EQ(b.distinct, a.distinct);
        EXPECT_EQ(b.generated, a.generated);
        EXPECT_EQ(b.queueLeft, a.queueLeft);
        // (Not the outdegree histogram: when two workers commit units of
        // one level at once, which state finds a shared successor first
        // varies, as in TLC with several workers.)
      }
      if (!a.trace.empty() && !b.trace.empty() && a.outcome != Outcome::LivenessViolated) {
        EXPECT_EQ(val::toString(b.trace.back().state[0]), val::toString(a.trace.back().state[0]));
        EXPECT_EQ(val::toString(b.trace.back().state[1]), val::toString(a.trace.back().state[1]));
      }
      if (b.workersUsed < 2 || a.outcome != Outcome::Success)
        continue;
      // Every state expanded once, most of them by the fast worker: it
      // stole the slow one's units instead of waiting for them.
      ASSERT_EQ(b.workerStats.size(), 2u);
      uint64_t fast = b.workerStats[static_cast<size_t>(1 - slow)].expanded;
      uint64_t slowOnes = b.workerStats[static_cast<size_t>(slow)].expanded;
      EXPECT_EQ(fast + slowOnes, b.distinct);
      // The pool may run its calls one after another when the system does
      // not give it a second thread in time (WorkerPool::run): nothing to see then.
      if (fast == 0)
        continue;
      EXPECT_GT(fast, slowOnes);
    }
  }
}

} // namespace
} // namespace tlacore
