// TLCGet in a temporal property under -simulate. TLC 1.8.0's simulation
// checks the properties on each behaviour once it is generated
// (SimulationWorker.simulateRandomTrace -> LiveCheck1.checkTrace ->
// constructBEGraph), evaluating each predicate in its own state of the
// behaviour: TLCGet("level") is that state's level (TLCGetSet: s0.getLevel(),
// 1 for the initial state), not the level the simulation ended at. The
// counters that move during a run ("diameter": the behaviours of the
// worker, "stats", "duration") stand where the behaviour ended both ways;
// "level" is the one that differs per state. (-dfid checks no liveness:
// TLC refuses it, issue 548, as tlacore does.)
// Hand-derived on x: 0 -> 1 -> 2 -> 3 (no step from 3, deadlock not
// checked, WF): the states have levels 1..4; ~<>(P) is violated when P
// holds in some state of the behaviour.
// The class: the level read in the initial state, in a middle state and in
// the last one, holding there and not elsewhere (a level read in the wrong
// state: the initial state at the last level).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE L ----
EXTENDS Naturals, TLC
VARIABLES x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
LevelInit == ~<>(x = 0 /\ TLCGet("level") = 1)
LevelMiddle == ~<>(x = 1 /\ TLCGet("level") = 2)
LevelLast == ~<>(x = 3 /\ TLCGet("level") = 4)
InitAtLast == ~<>(x = 0 /\ TLCGet("level") = 4)
MiddleAtFirst == ~<>(x = 2 /\ TLCGet("level") = 1)
EveryLevel == <>[](TLCGet("level") = x + 1)
====
)";

TEST(TlcLiveSimulateLevel, TlcGetLevelInAPropertyIsTheLevelOfTheStateItIsEvaluatedIn) {
  struct Case {
    const char *property;
    int rc;
  };
  for (const Case &c : {Case{"LevelInit", 13}, Case{"LevelMiddle", 13}, Case{"LevelLast", 13}, Case{"InitAtLast", 0},
                        Case{"MiddleAtFirst", 0}, Case{"EveryLevel", 0}}) {
    std::string cfg = std::string("SPECIFICATION Spec\nPROPERTY ") + c.property + "\n";
    clirun::SpecDir dir({{"L.tla", kSpec}, {"L.cfg", cfg}});
    clirun::Result r = dir.run("tlc -simulate num=2 -depth 10 -deadlock -seed 1 -workers 1 -config L.cfg L.tla");
    EXPECT_EQ(r.rc, c.rc) << c.property << "\n" << r.out;
    if (c.rc != 0)
      EXPECT_NE(r.out.find("\nError: Temporal properties were violated.\n"), std::string::npos) << c.property;
  }
}

} // namespace
