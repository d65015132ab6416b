// The TLC features trace specs rely on, each on a small spec: TLCSet("exit",
// TRUE) stops the search after the state being expanded; TLCGet("queue") in a
// temporal property reads the queue with the state's new successors; a
// temporal property violated by a finite prefix is a safety violation; a
// definition the cfg replaces (Vars <- vars) is looked through by UNCHANGED.
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

CheckRun check(const std::string &body, const std::string &cfg) {
  return checkText({"---- MODULE TraceFeature ----\nEXTENDS Naturals, TLC\nVARIABLE x\n" + body + "\n====\n"}, cfg);
}

void expectCounts(const CheckRun &r, Outcome outcome, uint64_t generated, uint64_t distinct, uint64_t queue) {
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, outcome) << r.result.error.message;
  EXPECT_EQ(r.result.generated, generated);
  EXPECT_EQ(r.result.distinct, distinct);
  EXPECT_EQ(r.result.queueLeft, queue);
}

TEST(TraceSpecFeatures, TlcSetExitFinishesTheStateBeingExpanded) {
  // From 0 the successors 1 and 2; the constraint on 2 asks to stop: 0's
  // expansion is finished (both successors counted), nothing else is expanded.
  std::string spec = "Init == x = 0\nNext == x < 10 /\\ x' \\in {x + 1, x + 2}\n"
                     "Stop == x = 2 => TLCSet(\"exit\", TRUE)\n";
  expectCounts(check(spec, "INIT Init\nNEXT Next\nCONSTRAINT Stop\n"), Outcome::Success, 3, 3, 2);
  // Asked on a state of a later level: the level's earlier states were expanded.
  std::string later = "Init == x = 0\nNext == x < 10 /\\ x' \\in {x + 1, x + 2}\n"
                      "Stop == x = 4 => TLCSet(\"exit\", TRUE)\n";
  // 0 -> 1, 2; 1 -> 2 (seen), 3; 2 -> 3 (seen), 4 (stop after 2's expansion).
  expectCounts(check(later, "INIT Init\nNEXT Next\nCONSTRAINT Stop\n"), Outcome::Success, 7, 5, 2);
  // Asked while the initial states are checked: no state is expanded.
  std::string atInit = "Init == x \\in {0, 1}\nNext == x' = x + 1\nStop == TLCSet(\"exit\", TRUE)\n";
  expectCounts(check(atInit, "INIT Init\nNEXT Next\nCONSTRAINT Stop\n"), Outcome::Success, 2, 2, 2);
  // From an action property (PGo's [][Done => TLCSet("exit", TRUE)]_vars).
  std::string prop = "Init == x = 0\nNext == x < 5 /\\ x' = x + 1\n"
                     "Stop == [][x' = 3 => TLCSet(\"exit\", TRUE)]_x\n";
  expectCounts(check(prop, "INIT Init\nNEXT Next\nPROPERTY Stop\nCHECK_DEADLOCK FALSE\n"), Outcome::Success, 4, 4, 1);
}

TEST(TraceSpecFeatures, TlcGetQueueInATemporalPropertySeesTheNewSuccessors) {
  // A chain: after each state's expansion the queue holds its one successor;
  // the last state (x = 3) has none but is past the end.
  std::string matched = "Init == x = 0\nNext == x < 3 /\\ x' = x + 1\n"
                        "Matched == [](x < 3 => [](TLCGet(\"queue\") = 1 \\/ x >= 3))\n";
  CheckRun ok = check(matched, "INIT Init\nNEXT Next\nPROPERTY Matched\nCHECK_DEADLOCK FALSE\n");
  expectCounts(ok, Outcome::Success, 4, 4, 0);
  // The chain ends early at x = 2: the queue is empty after its expansion.
  std::string stuck = "Init == x = 0\nNext == x < 2 /\\ x' = x + 1\n"
                      "Matched == [](x < 3 => [](TLCGet(\"queue\") = 1 \\/ x >= 3))\n";
  CheckRun bad = check(stuck, "INIT Init\nNEXT Next\nPROPERTY Matched\nCHECK_DEADLOCK FALSE\n");
  expectCounts(bad, Outcome::LivenessViolated, 3, 3, 0);
  // TLC reports it as a safety violation: the finite prefix 0, 1, 2, no loop.
  EXPECT_TRUE(bad.result.livenessSafety);
  ASSERT_EQ(bad.result.trace.size(), 3u);
  EXPECT_EQ(val::toString(bad.result.trace.back().state[0]), "2");
}

TEST(TraceSpecFeatures, ALassoViolationIsNotASafetyViolation) {
  // <>(x = 5) fails on a cycle: a liveness violation with a loop.
  std::string spec = "Init == x = 0\nNext == x' = 1 - x\nLive == <>(x = 5)\n";
  CheckRun r = check(spec, "INIT Init\nNEXT Next\nPROPERTY Live\n");
  ASSERT_EQ(r.result.outcome, Outcome::LivenessViolated);
  EXPECT_FALSE(r.result.livenessSafety);
  // A []<> action condition asks something of the cycle too.
  std::string action = "Init == x = 0\nNext == x' = 1 - x\nLive == []<><<x' = 7>>_x\n";
  CheckRun a = check(action, "INIT Init\nNEXT Next\nPROPERTY Live\n");
  ASSERT_EQ(a.result.outcome, Outcome::LivenessViolated);
  EXPECT_FALSE(a.result.livenessSafety);
}

TEST(TraceSpecFeatures, UnchangedLooksThroughADefinitionTheCfgReplaces) {
  // TraceSpec's `Vars == Print(...)` replaced by `Vars <- vars`: UNCHANGED Vars
  // is UNCHANGED <<x>>, so the stuttering disjunct is a step.
  std::string spec = "vars == <<x>>\nVars == Print(\"override Vars\", <<>>)\n"
                     "Init == x = 0\nNext == (x < 2 /\\ x' = x + 1) \\/ UNCHANGED Vars\n";
  expectCounts(check(spec, "INIT Init\nNEXT Next\nCONSTANT Vars <- vars\n"), Outcome::Success, 6, 3, 0);
}

} // namespace
} // namespace tlacore
