// TLCGet in a temporal property, as TLC 1.8.0 translates it: TLC's Java
// override of TLCGet is declared with minLevel = 1 (@Evaluation(definition =
// "TLCGet", ..., minLevel = 1), in every stored version of tlc2/module/TLC.java
// since 2021), and Tool.getLevelBound takes an override's minLevel, so
// Liveness.astToLive keeps a predicate reading TLCGet a state predicate
// (LNStateAST), evaluated in each state, where a constant-level predicate
// is evaluated once at start-up. TLCGet("level") in the initial state is 1.
// Found with fabracht/tla-rs's liveness corpus (Guards C103-C105: TLC
// violated; tlacore folded the guard at start-up to FALSE, a tautology, 77).
// The class: the guard of an implication, of an IF, through a definition,
// in a disjunction, with a guard that holds (a prefix, exit 12 as TLC 1.8.0
// reports a tableau's accepting sink; or a cycle, 13) and one that does not
// (no error); and TLCExt!Trace (also minLevel 1) in the same place.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE G ----
EXTENDS Naturals, TLC, TLCExt, Sequences
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Lvl == TLCGet("level")
Guarded == TLCGet("level") = 1 => [](x < 1)
GuardedIf == IF TLCGet("level") = 1 THEN [](x < 1) ELSE TRUE
GuardedDef == Lvl = 1 => [](x < 1)
GuardedOr == TLCGet("level") # 1 \/ [](x < 1)
GuardedEventually == TLCGet("level") = 1 => <>(x = 9)
NotGuarded == TLCGet("level") > 1 => [](x < 1)
NotGuardedIf == IF TLCGet("level") = 2 THEN [](x < 1) ELSE TRUE
TraceGuarded == Len(Trace) = 1 => [](x < 1)
TraceNotGuarded == Len(Trace) = 2 => [](x < 1)
====
)";

TEST(TlcLiveStateLevelOverrides, TlcGetInAPropertyIsReadInEachState) {
  struct Case {
    const char *property;
    int rc;
  };
  for (const Case &c : {Case{"Guarded", 12}, Case{"GuardedIf", 12}, Case{"GuardedDef", 12}, Case{"GuardedOr", 12},
                        Case{"GuardedEventually", 13}, Case{"NotGuarded", 0}, Case{"NotGuardedIf", 0},
                        Case{"TraceGuarded", 12}, Case{"TraceNotGuarded", 0}}) {
    std::string cfg = std::string("SPECIFICATION Spec\nPROPERTY ") + c.property + "\n";
    clirun::SpecDir dir({{"G.tla", kSpec}, {"G.cfg", cfg}});
    clirun::Result r = dir.run("tlc -deadlock -workers 1 -config G.cfg G.tla");
    EXPECT_EQ(r.rc, c.rc) << c.property << "\n" << r.out;
    EXPECT_EQ(r.out.find("tautology"), std::string::npos) << c.property << "\n" << r.out;
    EXPECT_NE(r.out.find("Implied-temporal checking--satisfiability problem has"), std::string::npos) << c.property;
    if (c.rc != 0)
      EXPECT_NE(r.out.find("\nError: Temporal properties were violated.\n"), std::string::npos) << c.property;
  }
}

} // namespace
