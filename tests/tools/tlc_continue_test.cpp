// `tlacore tlc -continue` as TLC 1.8.0's TLCGlobals.continuation: every
// invariant or implied-action violation is printed with its trace and the
// search goes on (an in-model violating state is kept and explored), a
// deadlock still stops it, and the run ends as one without error (exit 0).
// Each case at 1 and 2 workers, with the same counts.
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

// Occurrences of `re` in `text`.
size_t countMatches(const std::string &text, const std::string &re) {
  std::regex r(re);
  return static_cast<size_t>(std::distance(std::sregex_iterator(text.begin(), text.end(), r), std::sregex_iterator()));
}

// The numbers of the trace states printed, in order ("State N: ...").
std::vector<int> stateNumbers(const std::string &out) {
  std::vector<int> numbers;
  std::regex r(R"((?:^|\n)State (\d+): )");
  for (auto it = std::sregex_iterator(out.begin(), out.end(), r); it != std::sregex_iterator(); ++it)
    numbers.push_back(std::stoi((*it)[1]));
  return numbers;
}

std::string statsLine(int generated, int distinct, int left) {
  return std::to_string(generated) + " states generated, " + std::to_string(distinct) + " distinct states found, " +
         std::to_string(left) + " states left on queue.";
}

const char *kSuccess = "Model checking completed. No error has been found.";

// TLC's ContinueTest, self-written: y may become 2 only in the first step;
// the constraint is the conjunction of the two invariants, so the states
// violating one are checked and printed but not kept.
const char *kContinueSpec = R"(---- MODULE Cont ----
EXTENDS Naturals
VARIABLES x, y
Init == x = 1 /\ y = 1
Next == x' = x + 1 /\ ((x = 1 /\ y' \in {1, 2}) \/ UNCHANGED y)
Inv1 == y < 2
Inv2 == x < 30
Con == Inv1 /\ Inv2
====
)";
const char *kContinueCfg = "INIT Init\nNEXT Next\nCONSTRAINT Con\nINVARIANT Inv1\nINVARIANT Inv2\n";

TEST(TlcContinue, ContinueTestCountsAndTraces) {
  SpecDir dir({{"Cont.tla", kContinueSpec}, {"Cont.cfg", kContinueCfg}});
  for (int workers : {1, 2, 3}) { // ContinueTest runs 3 workers
    SCOPED_TRACE(workers);
    clirun::Result r = dir.run("tlc -workers " + std::to_string(workers) + " -deadlock -continue Cont.tla");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find(kSuccess), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(statsLine(32, 29, 0)), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("The depth of the complete state graph search is 29."), std::string::npos) << r.out;
    // Two traces: (1,1) -> (2,2) violating Inv1, and 30 states up to x = 30 violating Inv2.
    EXPECT_EQ(countMatches(r.out, "Error: Invariant Inv1 is violated\\.\n"), 1u) << r.out;
    EXPECT_EQ(countMatches(r.out, "Error: Invariant Inv2 is violated\\.\n"), 1u) << r.out;
    EXPECT_EQ(countMatches(r.out, "Error: The behavior up to this point is:"), 2u) << r.out;
    std::vector<int> numbers = stateNumbers(r.out);
    EXPECT_EQ(numbers.size(), 32u) << r.out;
    std::vector<int> expected{1, 2};
    for (int i = 1; i <= 30; ++i)
      expected.push_back(i);
    EXPECT_EQ(numbers, expected) << r.out;
    // Each trace printed exactly as without -continue.
    EXPECT_NE(r.out.find("Error: Invariant Inv1 is violated.\nError: The behavior up to this point is:\nState 1: "
                         "<Initial predicate>\n/\\ x = 1\n/\\ y = 1\n\nState 2: <Next line 5, col 9 to line 5, col 63 "
                         "of module Cont>\n/\\ x = 2\n/\\ y = 2\n"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("State 30: <Next line 5, col 9 to line 5, col 63 of module Cont>\n/\\ x = 30\n/\\ y = 1\n"),
              std::string::npos)
        << r.out;
  }
  // Without -continue the first violation ends the run.
  clirun::Result stop = dir.run("tlc -workers 1 -deadlock Cont.tla");
  EXPECT_EQ(stop.rc, 12) << stop.out;
  EXPECT_EQ(stop.out.find(kSuccess), std::string::npos) << stop.out;
}

// A state the constraints keep is explored further although it violates an
// invariant: its successors are generated and counted.
TEST(TlcContinue, InModelViolatingStateIsExplored) {
  SpecDir dir({{"Walk.tla", "---- MODULE Walk ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x' = x + 1\n"
                            "Inv == x # 2\nCon == x < 5\n====\n"},
               {"Walk.cfg", "INIT Init\nNEXT Next\nCONSTRAINT Con\nINVARIANT Inv\n"}});
  for (int workers : {1, 2}) {
    SCOPED_TRACE(workers);
    clirun::Result r = dir.run("tlc -workers " + std::to_string(workers) + " -continue Walk.tla");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find(kSuccess), std::string::npos) << r.out;
    // x = 0..4 kept (x = 5 generated, not kept): 1 + 5 generated, 5 distinct.
    EXPECT_NE(r.out.find(statsLine(6, 5, 0)), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("The depth of the complete state graph search is 5."), std::string::npos) << r.out;
    EXPECT_EQ(countMatches(r.out, "Error: Invariant Inv is violated\\."), 1u) << r.out;
    EXPECT_EQ(stateNumbers(r.out), (std::vector<int>{1, 2, 3})) << r.out;
  }
}

// Initial states: TLC's initial-state message for each violating one (the
// first violated invariant only), printed before the initial states' line;
// they are kept and explored.
TEST(TlcContinue, InitialStateViolations) {
  SpecDir dir({{"Ring.tla", "---- MODULE Ring ----\nEXTENDS Naturals\nVARIABLE x\nInit == x \\in 0..3\n"
                            "Next == x' = (x + 1) % 5\nInv1 == x # 1\nInv2 == x # 2 /\\ x # 1\n====\n"},
               {"Ring.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv1\nINVARIANT Inv2\n"}});
  for (int workers : {1, 2}) {
    SCOPED_TRACE(workers);
    clirun::Result r = dir.run("tlc -workers " + std::to_string(workers) + " -continue Ring.tla");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find(kSuccess), std::string::npos) << r.out;
    // 4 initial states and x = 4 found from x = 3: 4 + 5 generated, 5 distinct.
    EXPECT_NE(r.out.find(statsLine(9, 5, 0)), std::string::npos) << r.out;
    size_t first = r.out.find("Error: Invariant Inv1 is violated by the initial state:\nx = 1\n");
    size_t second = r.out.find("Error: Invariant Inv2 is violated by the initial state:\nx = 2\n");
    size_t initLine = r.out.find("Finished computing initial states: 4 distinct states generated");
    EXPECT_NE(first, std::string::npos) << r.out;
    EXPECT_NE(second, std::string::npos) << r.out;
    EXPECT_LT(first, second) << r.out;
    EXPECT_LT(second, initLine) << r.out;
    EXPECT_EQ(countMatches(r.out, "is violated"), 2u) << r.out; // the first violated invariant only
  }
  clirun::Result without = dir.run("tlc -workers 1 Ring.tla");
  EXPECT_EQ(without.rc, 12) << without.out;
}

// An implied action (an action PROPERTY) violated on a step, here into a
// state seen already: printed with its trace on every such step, and the
// search goes on.
TEST(TlcContinue, ImpliedActionViolation) {
  SpecDir dir({{"Up.tla", "---- MODULE Up ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                          "Next == x' = (x + 1) % 4\nMono == [][x' > x]_x\n====\n"},
               {"Up.cfg", "INIT Init\nNEXT Next\nPROPERTY Mono\n"}});
  for (int workers : {1, 2}) {
    SCOPED_TRACE(workers);
    clirun::Result r = dir.run("tlc -workers " + std::to_string(workers) + " -continue Up.tla");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find(kSuccess), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(statsLine(5, 4, 0)), std::string::npos) << r.out;
    EXPECT_EQ(countMatches(r.out, "Error: Action property Mono is violated\\.\nError: The behavior up to this point is:"),
              1u)
        << r.out;
    EXPECT_EQ(stateNumbers(r.out), (std::vector<int>{1, 2, 3, 4, 5})) << r.out;
  }
  clirun::Result without = dir.run("tlc -workers 1 Up.tla");
  EXPECT_NE(without.rc, 0) << without.out;
  EXPECT_EQ(without.out.find(kSuccess), std::string::npos) << without.out;
}

// A deadlock still ends the run, after the violations printed before it.
TEST(TlcContinue, DeadlockStillStops) {
  SpecDir dir({{"Dead.tla", "---- MODULE Dead ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                            "Next == x < 3 /\\ x' = x + 1\nInv == x # 1\n====\n"},
               {"Dead.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  for (int workers : {1, 2}) {
    SCOPED_TRACE(workers);
    clirun::Result r = dir.run("tlc -workers " + std::to_string(workers) + " -continue Dead.tla");
    EXPECT_EQ(r.rc, 11) << r.out;
    EXPECT_EQ(r.out.find(kSuccess), std::string::npos) << r.out;
    size_t violation = r.out.find("Error: Invariant Inv is violated.");
    size_t deadlock = r.out.find("Error: Deadlock reached.");
    EXPECT_NE(violation, std::string::npos) << r.out;
    EXPECT_NE(deadlock, std::string::npos) << r.out;
    EXPECT_LT(violation, deadlock) << r.out;
    EXPECT_NE(r.out.find(statsLine(4, 4, 0)), std::string::npos) << r.out;
  }
}

} // namespace
