// The counterexample TLC prints for a liveness violation under SYMMETRY: its
// behaviour graph is keyed by TLCStateMut.fingerPrint(), which under SYMMETRY
// is the FP64 fingerprint of the smallest state of the orbit (the permuted
// states compared variable by variable), and each state's steps are listed in
// the slot order of the worker's SetOfStates, a hash set with open addressing
// on ((int) fp & 0x7FFFFFFF) % capacity that keeps apart states whose values
// differ. Both the depth-first search for a fair cycle (LiveWorker.checkSccs)
// and the shortest path printed to it (printTrace) follow that order, so the
// trace is the one the orbits' smallest states' fingerprints select; tlacore
// ordered by the fingerprint of the state kept, and printed another path.
//
// Derivation for Counters with Procs = {a, b, c} and Max = 2 (every state
// stutters; <>Done has no fairness to meet). The slot of a state, with the
// sets' capacity 16 (at most four puts each, so no set grows): the lower 32
// bits of its fingerprint mod 16 -- with one variable, TLCExt!TLCFP of its
// value mod 16, which the test asks of the checker itself (SlotsAsComputed).
// The orbits' smallest states (values of a, b, c) and their slots:
//   000:13  001:13  002:13  011:0  012:0  022:10  111:11  112:11  122:1
// From 000 the three successors are one orbit (001, kept as a = 1). From
// a = 1 (100): 002 (200, slot 13) and 011 (110 at slot 0, 101 at slot 1, kept
// apart: their values differ), the stuttering step at 14: 011 comes first.
// From 110: 012 (210 at 0, 120 at 1), its stuttering step at 2, 111 at 11.
// From 210: its stuttering step at 0, 022 (220) at 10, 112 (211) at 11.
// From 220: 122 (221) at 1. From 221 the only step leaves Done's negation
// (222): the depth-first search first completes the component {221} (its
// stuttering step a cycle) and reports it; the shortest path to it in the
// order above is 000, 100, 110, 210, 220, 221, then stuttering. (Ordered by
// the kept states' own fingerprints -- 200 at 11, 110 at 11, 101 at 6 -- the
// path went through 200.) The kept states are the same whichever worker
// generates them first, so two workers print the same.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "cli_run.h"

namespace {

const char *kCounters = R"(---- MODULE Counters ----
EXTENDS Naturals, TLC
CONSTANT Procs, Max
VARIABLE st
Perm == Permutations(Procs)
Init == st = [p \in Procs |-> 0]
Next == \E p \in Procs : st[p] < Max /\ st' = [st EXCEPT ![p] = @ + 1]
Spec == Init /\ [][Next]_st
Done == <>(\A p \in Procs : st[p] = Max)
====
)";

// The slots of the states the derivation names, as the checker's FP64 gives them.
const char *kSlots = R"(---- MODULE Slots ----
EXTENDS Naturals, TLC, TLCExt
CONSTANT a, b, c
F(x, y, z) == (a :> x @@ b :> y @@ c :> z)
Slot(v) == TLCFP(v) % 16
ASSUME PrintT(<<"smallest", Slot(F(0, 0, 1)), Slot(F(0, 0, 2)), Slot(F(0, 1, 1)), Slot(F(0, 1, 2)),
                Slot(F(1, 1, 1)), Slot(F(0, 2, 2)), Slot(F(1, 1, 2)), Slot(F(1, 2, 2))>>)
ASSUME PrintT(<<"kept", Slot(F(2, 0, 0)), Slot(F(1, 1, 0)), Slot(F(1, 0, 1))>>)
VARIABLE x
Init == x = 0
Next == x' = x
====
)";

TEST(LiveSymmetryOrder, SlotsAsComputed) {
  clirun::SpecDir dir({{"Slots.tla", kSlots}, {"Slots.cfg", "CONSTANTS a = a b = b c = c\nINIT Init\nNEXT Next\n"}});
  clirun::Result r = dir.run("tlc -workers 1 Slots.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("<<\"smallest\", 13, 13, 0, 0, 11, 10, 11, 1>>"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("<<\"kept\", 11, 11, 6>>"), std::string::npos) << r.out;
}

// The states of the trace printed, in order ("st = ..." lines), and whether it ends stuttering.
std::vector<std::string> traceStates(const std::string &out) {
  std::vector<std::string> states;
  std::regex r(R"(\nst = ([^\n]*))");
  for (auto it = std::sregex_iterator(out.begin(), out.end(), r); it != std::sregex_iterator(); ++it)
    states.push_back((*it)[1]);
  return states;
}

TEST(LiveSymmetryOrder, TraceFollowsTheSmallestStatesFingerprints) {
  clirun::SpecDir dir({{"Counters.tla", kCounters},
                       {"Counters.cfg", "CONSTANTS Procs = {a, b, c} Max = 2\nSPECIFICATION Spec\nSYMMETRY Perm\n"
                                        "PROPERTY Done\n"}});
  const std::vector<std::string> expected{
      "(a :> 0 @@ b :> 0 @@ c :> 0)", "(a :> 1 @@ b :> 0 @@ c :> 0)", "(a :> 1 @@ b :> 1 @@ c :> 0)",
      "(a :> 2 @@ b :> 1 @@ c :> 0)", "(a :> 2 @@ b :> 2 @@ c :> 0)", "(a :> 2 @@ b :> 2 @@ c :> 1)"};
  for (const char *workers : {"1", "2"}) {
    SCOPED_TRACE(std::string("workers ") + workers);
    clirun::Result r = dir.run(std::string("tlc -deadlock -workers ") + workers + " Counters.tla");
    ASSERT_EQ(r.rc, 13) << r.out;
    EXPECT_NE(r.out.find("Error: Temporal properties were violated."), std::string::npos) << r.out;
    EXPECT_EQ(traceStates(r.out), expected) << r.out;
    EXPECT_NE(r.out.find("State 7: Stuttering"), std::string::npos) << r.out;
  }
}

} // namespace
