// When TLC 1.8.0 evaluates the predicates of a temporal property's tableau,
// which decides what TLCGet reads in them. TLC's TableauLiveChecker
// (tlc2/tool/liveness/LiveCheck.java):
//   - addInitState: each initial state's initial tableau nodes
//     (TBGraphNode.isConsistent) when ModelChecker's DoInitFunctor adds the
//     state -- after theFPSet.put and the queue's enqueue, before the
//     invariants: TLCGet("distinct") counts the initial states so far,
//     "generated" too, "queue" holds them, "level" is 1;
//   - addNextState: a successor's tableau nodes when its predecessor is
//     expanded (after getNextStates: the counts include all its successors),
//     on the successor as generated (level: the predecessor's + 1, even
//     for a state reached before at a lower level); the stuttering step's
//     target, the state itself, at its own level.
// A state predicate is never evaluated "in the state" on its own: the
// value can differ per step into a state. Hand-derived on K (x: 0 -> 1 ->
// 2 -> 0, one worker): init x=0 with distinct 1, generated 1, queue 1,
// level 1; expanding x=0: distinct 2, generated 2 (x=1 at level 2, the
// stutter of x=0 at level 1); expanding x=1: distinct 3, generated 3 (x=2
// at level 3); expanding x=2: distinct 3, generated 4 (x=0 at level 4).
// The class: each counter read in the initial state (distinct, generated,
// queue, level), a successor's counts (generated) and level (the back step
// to the initial state), as the guard of an implication or inside <>,
// holding in TLC's timing and not (the old timing, at each state's own
// expansion, reversed GetDistinct1/GetDistinct2, tla-rs Guards C104).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE K ----
EXTENDS Naturals, TLC
VARIABLES x
Init == x = 0
Next == x' = (x + 1) % 3
Spec == Init /\ [][Next]_x /\ WF_x(Next)
GetDistinct1 == TLCGet("distinct") = 1 => <>(x = 9)
GetDistinct2 == TLCGet("distinct") = 2 => <>(x = 9)
GetGenerated1 == TLCGet("generated") = 1 => <>(x = 9)
GetGenerated2 == TLCGet("generated") = 2 => <>(x = 9)
DistinctInit == ~<>(x = 0 /\ TLCGet("distinct") = 1)
QueueInit == ~<>(x = 0 /\ TLCGet("queue") = 1 /\ TLCGet("generated") = 1)
LevelInit == ~<>(x = 0 /\ TLCGet("level") = 1)
GeneratedStep == ~<>(x = 2 /\ TLCGet("generated") = 3)
GeneratedStepLater == ~<>(x = 2 /\ TLCGet("generated") = 5)
LevelBack == ~<>(x = 0 /\ TLCGet("level") = 4)
LevelBackNot == ~<>(x = 0 /\ TLCGet("level") = 2)
LevelStutter == ~<>(x = 2 /\ TLCGet("level") = 3 /\ TLCGet("generated") = 4)
====
)";

TEST(TlcLiveAtomTiming, TlcGetInATableauReadsTheCountsOfWhenTlcAddsTheStep) {
  struct Case {
    const char *property;
    int rc;
  };
  // 13: a cycle (<>(x = 9) never holds); 12: the tableau's accepting sink
  // reached (a finite prefix, as TLC 1.8.0 reports it); 0: no violation.
  for (const Case &c : {Case{"GetDistinct1", 13}, Case{"GetDistinct2", 0}, Case{"GetGenerated1", 13},
                        Case{"GetGenerated2", 0}, Case{"DistinctInit", 12}, Case{"QueueInit", 12},
                        Case{"LevelInit", 12}, Case{"GeneratedStep", 12}, Case{"GeneratedStepLater", 0},
                        Case{"LevelBack", 12}, Case{"LevelBackNot", 0}, Case{"LevelStutter", 12}}) {
    std::string cfg = std::string("SPECIFICATION Spec\nPROPERTY ") + c.property + "\n";
    clirun::SpecDir dir({{"K.tla", kSpec}, {"K.cfg", cfg}});
    clirun::Result r = dir.run("tlc -workers 1 -config K.cfg K.tla");
    EXPECT_EQ(r.rc, c.rc) << c.property << "\n" << r.out;
    if (c.rc != 0)
      EXPECT_NE(r.out.find("\nError: Temporal properties were violated.\n"), std::string::npos) << c.property;
  }
}

} // namespace
