// The counts a violation found with several workers ends with, as TLC's
// ModelChecker computes them once its workers have stopped: every state a
// worker took off the queue is off it (TLC's Worker dequeues a state before
// it expands it), also one whose expansion another worker's problem -- or
// its own, not the one reported -- ended; generated counts each successor
// checked (Worker.addElement), distinct every state put into the
// fingerprint set (a violating successor too: isSeenState comes before
// the invariants). The trace is the shortest one (level by level), its
// last state at the depth printed.
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using explore::Outcome;

// kStates initial states, each with one successor (y = 1), each of those
// with one successor (y = 2) that violates Inv. The invariant takes a
// while to find that out (16,384 subsets, through x: not constant), so
// that another worker is likely to be inside a level-2 state of its own
// when the first violation is reported.
constexpr int kStates = 2000;

std::string spec() {
  return "---- MODULE Wide ----\n"
         "EXTENDS Naturals, FiniteSets\n"
         "VARIABLES x, y\n"
         "Init == x \\in 1.." + std::to_string(kStates) + " /\\ y = 0\n"
         "Next == x' = x /\\ y' = y + 1\n"
         "Inv == y < 2 \\/ \\E s \\in SUBSET (1..14) : Cardinality(s) + x > 100000\n"
         "====\n";
}

TEST(BfsViolationCounts, StatesTakenByEveryWorkerAreOffTheQueue) {
  for (int workers : {1, 2, 2, 2}) {
    SCOPED_TRACE("workers " + std::to_string(workers));
    explore::CheckOptions o;
    o.workers = workers;
    checktest::CheckRun r = checktest::checkText({spec()}, "INIT Init\nNEXT Next\nINVARIANT Inv\n", o);
    ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
    const explore::CheckResult &c = r.result;
    ASSERT_EQ(c.outcome, Outcome::InvariantViolated) << c.error.message;
    EXPECT_EQ(c.trace.size(), 3u);
    EXPECT_EQ(c.depth, 3);
    // k level-2 states taken (1 with one worker), each with its one
    // successor generated and found (the violating y = 2): 2 * kStates + k
    // generated and distinct, kStates - k left on the queue.
    const uint64_t levelsBefore = 2 * kStates;
    ASSERT_GT(c.generated, levelsBefore);
    const uint64_t taken = c.generated - levelsBefore;
    EXPECT_EQ(c.distinct, c.generated);
    EXPECT_EQ(c.queueLeft, kStates - taken);
    if (workers == 1) {
      EXPECT_EQ(taken, 1u);
    }
  }
}

} // namespace
} // namespace tlacore
