// WF and SF of an action composition A \cdot B, as TLC 1.8.0 checks them
// (run with -Dtlc2.tool.impl.Tool.cdot=true, as tlacore runs compositions):
// WF_v(A) is <>[]ENABLED <<A>>_v => []<><<A>>_v. The liveness checker's
// ENABLED <<A>>_v (LNStateEnabled) is Tool.enabled(A, [CHANGED v]), the same
// as ENABLED in an invariant: for A1 \cdot A2 the A1-steps are enumerated
// without the CHANGED item and A2 runs from each with it, so v is compared
// between A2's start (the state half-way) and its end, not between the
// composed step's ends. <<A>>_v on a step (LNAction) is the composition's
// formula value (some A1-step to a state from which A2 reaches the step's
// end) and v changed over the whole step.
//
// Hence the class, each form checked against the invariant's ENABLED too:
//  - a composition that always returns v to where it was (x + 1, then
//    x - 1): ENABLED <<A \cdot B>>_x holds everywhere (A2 changes x from the
//    state half-way), the step <<A \cdot B>>_x never happens. WF or SF of it
//    can never be met, so no behaviour is fair and every property holds
//    (tlacore decided ENABLED on the composed step's ends, found it false,
//    and reported the stuttering behaviour as a counterexample);
//  - a composition that really moves x by 2: WF of it forces progress;
//  - the same inside a disjunction, under \E, through an operator with the
//    composition as argument, and with SF;
//  - WF of Next when Next itself holds a composition (its ENABLED is not
//    read off the search's successors, which are the composed steps).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE Comp ----
EXTENDS Naturals, TLC
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y = 0
Inc == x' = x + 1 /\ y' = y
Dec == x' = x - 1 /\ y' = y
Twice == x < 4 /\ x' = x + 1 /\ y' = y
Up == y < 3 /\ y' = y + 1 /\ x' = x
Fair(F(_)) == F(Inc \cdot Dec)
WFx(A) == WF_x(A)
\* The composition that returns x to where it was.
Back == Init /\ [][Up]_vars /\ WF_x(Inc \cdot Dec)
BackStrong == Init /\ [][Up]_vars /\ SF_x(Inc \cdot Dec)
BackOr == Init /\ [][Up]_vars /\ WF_x((Inc \cdot Dec) \/ FALSE)
BackExists == Init /\ [][Up]_vars /\ WF_x(\E i \in {1} : Inc \cdot Dec)
BackArgument == Init /\ [][Up]_vars /\ Fair(WFx)
Unfair == Init /\ [][Up]_vars
Reach == <>(y = 3)
\* The composition that moves x by 2 (0 -> 2 -> 4).
Moves == Init /\ [][Twice \cdot Twice]_vars /\ WF_vars(Twice \cdot Twice)
MovesStrong == Init /\ [][Twice \cdot Twice]_vars /\ SF_vars(Twice \cdot Twice)
Stays == Init /\ [][Twice \cdot Twice]_vars
Far == <>(x = 4)
\* Next itself composes: WF of Next (the search's successors are the composed
\* steps, but ENABLED <<Next>>_v is still Tool.enabled, TRUE where Inc \cdot Dec is).
NextWith == Up \/ (Inc \cdot Dec)
WholeNext == Init /\ [][NextWith]_vars /\ WF_vars(NextWith)
WholeNextX == Init /\ [][NextWith]_vars /\ WF_x(NextWith)
WholeNextUnfair == Init /\ [][NextWith]_vars
Never == <>(y = 9)
Enabled == PrintT(<<"enabled", ENABLED <<Inc \cdot Dec>>_x, ENABLED <<Twice \cdot Twice>>_x>>)
====
)";

struct Case {
  const char *spec;
  const char *property;
  int rc;
};

void PrintTo(const Case &c, std::ostream *os) { *os << c.spec << " " << c.property; }

const Case kCases[] = {
    // ENABLED <<Inc \cdot Dec>>_x everywhere, the step never: no fair behaviour.
    {"Back", "Reach", 0},
    {"BackStrong", "Reach", 0},
    {"BackOr", "Reach", 0},
    {"BackExists", "Reach", 0},
    {"BackArgument", "Reach", 0},
    // Without fairness y may stop below 3.
    {"Unfair", "Reach", 13},
    // Twice \cdot Twice from 0 reaches 2, then 4 (where it is disabled).
    {"Moves", "Far", 0},
    {"MovesStrong", "Far", 0},
    {"Stays", "Far", 13},
    // WF_v(Next) with Next a disjunction holding a composition: ENABLED
    // <<Next>>_v holds at y = 3 (Dec changes x from the state half-way), the
    // composed step there returns to the same state: no fair behaviour
    // (tlacore took ENABLED <<Next>>_v from the successors, found none that
    // changes v, and reported stuttering at y = 3).
    {"WholeNext", "Never", 0},
    {"WholeNextX", "Never", 0},
    {"WholeNextUnfair", "Never", 13},
};

class FairnessOfComposition : public testing::TestWithParam<Case> {};

TEST_P(FairnessOfComposition, IsTlcsEnabledAndStep) {
  const Case &c = GetParam();
  clirun::SpecDir dir({{"Comp.tla", kSpec},
                       {"Comp.cfg", std::string("SPECIFICATION ") + c.spec + "\nPROPERTY " + c.property + "\n"}});
  for (const char *workers : {"1", "2"}) {
    SCOPED_TRACE(std::string("workers ") + workers);
    clirun::Result r = dir.run(std::string("tlc -deadlock -workers ") + workers + " Comp.tla");
    EXPECT_EQ(r.rc, c.rc) << r.out;
    if (c.rc == 0)
      EXPECT_NE(r.out.find("Model checking completed. No error has been found."), std::string::npos) << r.out;
    else
      EXPECT_NE(r.out.find("Error: Temporal properties were violated."), std::string::npos) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryForm, FairnessOfComposition, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<Case> &i) { return std::string(i.param.spec); });

// The invariant's ENABLED agrees: TRUE for the composition that returns x
// (Dec changes x from the state half-way), TRUE for the one that moves it.
TEST(CompositionEnabled, InAnInvariantIsTheSame) {
  clirun::SpecDir dir({{"Comp.tla", kSpec}, {"Comp.cfg", "INIT Init\nNEXT Up\nINVARIANT Enabled\n"}});
  clirun::Result r = dir.run("tlc -deadlock -workers 1 Comp.tla");
  EXPECT_NE(r.out.find("<<\"enabled\", TRUE, TRUE>>"), std::string::npos) << r.out;
}

} // namespace
