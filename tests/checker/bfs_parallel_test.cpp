// The parallel breadth-first search gives what one worker gives: for every
// kind of ending (success, invariant, action property, deadlock, error in
// Next or in an invariant, depth bound, liveness, a stop), the counts, the
// depth, the outcome and the length of the (shortest) trace are the same
// for 1, 2, 3, 8 and 1000 requested workers, also when one state takes far
// longer to expand than the others (the workers then run ahead into the
// next level instead of waiting).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"
#include "explore/worker_pool.h"

namespace tlacore {
namespace {

using explore::Outcome;

// A grid walk with shortcuts (several paths of different lengths to most
// states); `extra` is added to Next's disjunction, `defs` before it.
std::string grid(const std::string &defs, const std::string &extra) {
  return "---- MODULE Grid ----\n"
         "EXTENDS Naturals, FiniteSets\n"
         "VARIABLES x, y\n"
         "vars == <<x, y>>\n"
         "N == 12\n" +
         defs +
         "Init == x = 0 /\\ y = 0\n"
         "Right == x < N /\\ x' = x + 1 /\\ y' = y\n"
         "Up == y < N /\\ y' = y + 1 /\\ x' = x\n"
         "Jump == x + 3 <= N /\\ y + 2 <= N /\\ x' = x + 3 /\\ y' = y + 2\n"
         "Next == Right \\/ Up \\/ Jump" +
         (extra.empty() ? "" : " \\/ " + extra) +
         "\n"
         "Spec == Init /\\ [][Next]_vars /\\ WF_vars(Next)\n"
         "====\n";
}

// Slow == a state whose successors take long to compute (a large set built and filtered).
const std::string kSlow = "Slow(a, b) == IF a = 2 /\\ b = 1 THEN Cardinality({s \\in SUBSET (1..15) : "
                          "Cardinality(s) = 7}) > 0 ELSE TRUE\n";

struct Case {
  std::string name;
  std::string defs, extra, cfg;
  int64_t maxDepth = -1;
  Outcome outcome;
};

std::vector<Case> cases() {
  const std::string init = "INIT Init\nNEXT Next\n";
  return {
      {"success", "", "", init + "CHECK_DEADLOCK FALSE\n", -1, Outcome::Success},
      {"successWithSlowState", kSlow, "(Slow(x, y) /\\ FALSE)", init + "CHECK_DEADLOCK FALSE\n", -1, Outcome::Success},
      {"invariant", "Inv == ~(x = 7 /\\ y = 5)\n", "", init + "INVARIANT Inv\n", -1, Outcome::InvariantViolated},
      {"invariantAfterSlowState", kSlow + "Inv == ~(x = 9 /\\ y = 8)\n", "(Slow(x, y) /\\ FALSE)",
       init + "INVARIANT Inv\n", -1, Outcome::InvariantViolated},
      {"actionProperty", "Prop == [][~(x = 6 /\\ x' = 9 /\\ y = 4)]_vars\n", "", init + "PROPERTY Prop\n", -1,
       Outcome::ActionPropertyViolated},
      {"deadlock", "", "", init, -1, Outcome::Deadlock}, // (12, 12) has no successor
      {"errorInNext", "", "(x = 8 /\\ y = 3 /\\ x' = 1 \\div 0 /\\ y' = y)", init, -1, Outcome::EvalErrorNext},
      {"errorInInvariant", "Inv == IF x = 5 /\\ y = 6 THEN 1 \\div 0 = 1 ELSE TRUE\n", "", init + "INVARIANT Inv\n",
       -1, Outcome::EvalErrorInvariant},
      {"constraint", "Small == x + y <= 15\n", "", init + "CONSTRAINT Small\nCHECK_DEADLOCK FALSE\n", -1,
       Outcome::Success},
      {"depthBound", "", "", init, 6, Outcome::Success},
      {"liveness", "", "", "SPECIFICATION Spec\nPROPERTY Live\nCHECK_DEADLOCK FALSE\n", -1, Outcome::Success},
      {"livenessViolated", "", "", "SPECIFICATION Spec\nPROPERTY NotLive\nCHECK_DEADLOCK FALSE\n", -1,
       Outcome::LivenessViolated},
  };
}

checktest::CheckRun run(const Case &c, int workers) {
  explore::CheckOptions o;
  o.workers = workers;
  o.maxDepth = c.maxDepth;
  std::string defs = c.defs + "Live == <>(x = 12 \\/ y = 12)\nNotLive == <>[](x = 0)\n";
  return checktest::checkText({grid(defs, c.extra)}, c.cfg, o);
}

TEST(BfsParallel, EveryEndingIsTheSameForEveryWorkerCount) {
  for (const Case &c : cases()) {
    SCOPED_TRACE(c.name);
    checktest::CheckRun one = run(c, 1);
    ASSERT_EQ(one.stage, checktest::Stage::Loaded) << one.problem;
    ASSERT_EQ(one.result.outcome, c.outcome) << one.result.error.message;
    EXPECT_GT(one.result.distinct, 1u);
    EXPECT_EQ(one.result.workersUsed, 1);
    if (c.outcome != Outcome::Success) {
      EXPECT_FALSE(one.result.trace.empty());
    }
    for (int workers : {2, 3, 8, 1000}) {
      SCOPED_TRACE("workers " + std::to_string(workers));
      checktest::CheckRun many = run(c, workers);
      const explore::CheckResult &a = one.result, &b = many.result;
      EXPECT_EQ(b.outcome, a.outcome) << b.error.message;
      EXPECT_EQ(b.depth, a.depth);
      EXPECT_EQ(b.initDistinct, a.initDistinct);
      EXPECT_EQ(b.depthBoundReached, a.depthBoundReached);
      EXPECT_EQ(b.trace.size(), a.trace.size()); // shortest, as one worker's
      EXPECT_EQ(b.property, a.property);
      EXPECT_EQ(b.error.message, a.error.message);
      if (a.outcome == Outcome::Success || a.outcome == Outcome::LivenessViolated) {
        // A complete search (or a bound): every count is the worker-independent one.
        EXPECT_EQ(b.distinct, a.distinct);
        EXPECT_EQ(b.generated, a.generated);
        EXPECT_EQ(b.queueLeft, a.queueLeft);
        EXPECT_EQ(b.outDegree, a.outDegree);
      }
      if (!a.trace.empty() && !b.trace.empty() && a.outcome != Outcome::LivenessViolated) {
        // The state the problem is in is the same (it is the only one).
        EXPECT_EQ(val::toString(b.trace.back().state[0]), val::toString(a.trace.back().state[0]));
        EXPECT_EQ(val::toString(b.trace.back().state[1]), val::toString(a.trace.back().state[1]));
      }
      EXPECT_GE(b.workersUsed, 1);
      EXPECT_LE(static_cast<size_t>(b.workersUsed), explore::WorkerPool::maxWorkers());
      ASSERT_EQ(b.workerStats.size(), static_cast<size_t>(b.workersUsed));
      uint64_t expanded = 0;
      for (const explore::WorkerStats &w : b.workerStats)
        expanded += w.expanded;
      if (a.outcome == Outcome::Success && !a.depthBoundReached) {
        EXPECT_EQ(expanded, b.distinct); // every state expanded once
      }
    }
  }
}

TEST(BfsParallel, RecordsAreCompact) {
  checktest::CheckRun r = run(cases()[0], 2);
  ASSERT_EQ(r.result.outcome, Outcome::Success);
  EXPECT_EQ(r.result.distinct, 13u * 13u);
  // Fingerprint, parent and action: 16 bytes per explored state.
  EXPECT_EQ(r.result.recordBytesPerState, 16.0);
  EXPECT_EQ(r.result.recordBytes, 16u * 169u);
}

TEST(BfsParallel, AStopCountsWhatWasFound) {
  for (int workers : {1, 2}) {
    explore::RunControl control;
    control.stateLimit = 40;
    explore::CheckOptions o;
    o.workers = workers;
    o.control = &control;
    checktest::CheckRun r = checktest::checkText({grid("", "")}, "INIT Init\nNEXT Next\n", o);
    ASSERT_EQ(r.result.outcome, Outcome::Stopped) << workers;
    EXPECT_GE(r.result.distinct, 40u);
    EXPECT_LT(r.result.distinct, 169u);
    EXPECT_GT(r.result.queueLeft, 0u);
  }
}

} // namespace
} // namespace tlacore
