// The class of TLC's Github687spec*Test: a SPECIFICATION, INIT/NEXT or
// PROPERTY that reaches Init, [][Next]_v and fairness through definitions
// TLC's SpecProcessor binds on its way (processConfigSpec and
// processConfigProps: an INSTANCE applied to arguments, a LET-defined
// instance, an instance of an instance, an operator applied to arguments,
// an operator whose parameter is a formula), in every conjunct order, and
// processConfigSpec's rule for a conjunct naming a constant definition
// (TRUE: nothing; FALSE: TLC_CONFIG_SPEC_IS_TRIVIAL; another value:
// TLC_CONFIG_OP_IS_EQUAL). Every form is checked against the same spec
// written inline (x = 0 /\ [][x' = (x + 1) % 3]_x: 4 states generated, 3
// distinct), which must give the same counts.
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <string>

namespace {

using tlcmodel::TlcRun;
using tlcmodel::tlc;

const char *kReach = R"(---- MODULE Reach ----
EXTENDS Naturals
VARIABLE x
  ---- MODULE Counter ----
  EXTENDS Naturals
  VARIABLE c
  CONSTANT N
  Init == c = 0
  Next == c' = (c + 1) % N
  Spec == Init /\ [][Next]_c
  Fair == Spec /\ WF_c(Next)
  P(k) == Init /\ [][c' = (c + 1) % k]_c
  PSpec == P(N)
  ====
  ---- MODULE Outer ----
  VARIABLE y
  CONSTANT K
  In == INSTANCE Counter WITH c <- y, N <- K
  Spec == In!Spec
  ====
C(n) == INSTANCE Counter WITH c <- x, N <- n
O(k) == INSTANCE Outer WITH y <- x, K <- k
IInit(n) == x = n
INext(n) == x' = (x + 1) % n
S(n) == IInit(0) /\ [][INext(n)]_x
Id(f) == f
Both(a, b) == a /\ b
False0 == 1 > 2
True0 == 1 < 2
Three == 3

Inlined == x = 0 /\ [][x' = (x + 1) % 3]_x
ParamInstance == C(3)!Spec
LetInstance == LET L == INSTANCE Counter WITH c <- x, N <- 3 IN L!Spec
TwoLevels == O(3)!Spec
TwoLevelsPath == O(3)!In!Spec
OpWithParams == S(3)
ThroughId == Id(C(3)!Spec)
ThroughBoth == Both([][C(3)!Next]_x, C(3)!Init)
NextFirst == [][C(3)!Next]_x /\ C(3)!Init
FairnessFirst == WF_x(C(3)!Next) /\ C(3)!Spec
WithFairness == C(3)!Fair
TrivFalse == C(3)!Spec /\ False0
TrivFalseFirst == False0 /\ C(3)!Spec
TrivTrue == C(3)!Spec /\ True0
NotBool == C(3)!Spec /\ Three
UnderSubst == C(3)!PSpec
Live == <>(x = 2)
InitR == C(3)!Init
NextR == C(3)!Next
InitL == LET L == INSTANCE Counter WITH c <- x, N <- 3 IN L!Init
NextL == O(3)!In!Next
Good == C(3)!Spec
Bad == C(2)!Spec
====
)";

TlcRun run(const std::string &cfg) { return tlc({{"Reach.tla", kReach}}, "Reach.tla", cfg); }

TEST(InstanceSpecReach, EveryFormGivesTheInlinedCounts) {
  TlcRun inlined = run("SPECIFICATION Inlined\n");
  ASSERT_EQ(inlined.exit, 0) << inlined.out;
  ASSERT_EQ(inlined.generated, "4") << inlined.out;
  ASSERT_EQ(inlined.distinct, "3") << inlined.out;
  for (const char *spec : {"ParamInstance", "LetInstance", "TwoLevels", "TwoLevelsPath", "OpWithParams", "ThroughId",
                           "ThroughBoth", "NextFirst", "FairnessFirst", "WithFairness", "TrivTrue"}) {
    SCOPED_TRACE(spec);
    TlcRun r = run(std::string("SPECIFICATION ") + spec + "\n");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.generated, inlined.generated) << r.out;
    EXPECT_EQ(r.distinct, inlined.distinct) << r.out;
  }
  // INIT and NEXT naming definitions that reach through the same bindings.
  for (const char *cfg : {"INIT InitR\nNEXT NextR\n", "INIT InitL\nNEXT NextL\n"}) {
    SCOPED_TRACE(cfg);
    TlcRun r = run(cfg);
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.generated, inlined.generated) << r.out;
    EXPECT_EQ(r.distinct, inlined.distinct) << r.out;
  }
}

// The fairness reached through C(3)! is the spec's: <>(x = 2) holds with
// it and is violated (stuttering at x = 0) without.
TEST(InstanceSpecReach, FairnessThroughBindingsIsChecked) {
  TlcRun fair = run("SPECIFICATION WithFairness\nPROPERTY Live\n");
  EXPECT_EQ(fair.exit, 0) << fair.out;
  for (const char *spec : {"FairnessFirst", "WithFairness"}) {
    SCOPED_TRACE(spec);
    EXPECT_EQ(run(std::string("SPECIFICATION ") + spec + "\nPROPERTY Live\n").exit, 0);
  }
  TlcRun unfair = run("SPECIFICATION ParamInstance\nPROPERTY Live\n");
  EXPECT_EQ(unfair.exit, 13) << unfair.out;
  EXPECT_NE(unfair.out.find("Temporal properties were violated."), std::string::npos) << unfair.out;
}

// A PROPERTY with the same reach: C(3)!Spec holds of the inlined spec,
// C(2)!Spec's [][Next]_x does not (processConfigProps binds n as
// processConfigSpec does).
TEST(InstanceSpecReach, PropertiesWithTheSameReach) {
  TlcRun good = run("SPECIFICATION Inlined\nPROPERTY Good\n");
  EXPECT_EQ(good.exit, 0) << good.out;
  EXPECT_EQ(good.distinct, "3") << good.out;
  TlcRun bad = run("SPECIFICATION Inlined\nPROPERTY Bad\n");
  EXPECT_EQ(bad.exit, 13) << bad.out;
  EXPECT_NE(bad.out.find("Action property"), std::string::npos) << bad.out;
}

// processConfigSpec evaluates a conjunct naming a constant definition
// (processConstantDefns): FALSE stops TLC before any state (Github687specDTest),
// in either order; a value not Boolean is refused; TRUE adds nothing.
TEST(InstanceSpecReach, ConstantConjuncts) {
  for (const char *spec : {"TrivFalse", "TrivFalseFirst"}) {
    SCOPED_TRACE(spec);
    TlcRun r = run(std::string("SPECIFICATION ") + spec + "\n");
    EXPECT_EQ(r.exit, 151) << r.out;
    EXPECT_NE(r.out.find("The spec is trivially false because False0 is false."), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("states generated"), std::string::npos) << r.out;
  }
  TlcRun notBool = run("SPECIFICATION NotBool\n");
  EXPECT_EQ(notBool.exit, 151) << notBool.out;
  EXPECT_NE(notBool.out.find("The operator Three, which equals 3,\ncannot be used as a spec"), std::string::npos)
      << notBool.out;
}

// Inside an INSTANCE with substitutions TLC binds no operator's arguments
// (processConfigSpec's subs list is not empty): PSpec == P(N) reached as
// C(3)!PSpec is one temporal conjunct, and the spec has no initial predicate.
TEST(InstanceSpecReach, NoBindingUnderSubstitutions) {
  TlcRun r = run("SPECIFICATION UnderSubst\n");
  EXPECT_EQ(r.exit, 151) << r.out;
  EXPECT_NE(r.out.find("did not specify the initial state predicate"), std::string::npos) << r.out;
}

} // namespace
