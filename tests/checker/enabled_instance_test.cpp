// ENABLED reached through an instance's definitions (TLC's Context.branch): the variables the
// enabled action assigns are the instance's own where the substitution was made before ENABLED,
// and the substituted expressions where it is made inside it or in an argument written before it.
// Each case is an invariant on the one state x = 0, with what TLC decides for it.
#include <gtest/gtest.h>

#include "check_test_helpers.h"

using namespace tlacore;
using tlacore::checktest::checkText;

namespace {

// The instantiated library: two variables, actions assigning them, ENABLED written inside it.
const char *kLib = R"(---- MODULE EnLib ----
EXTENDS Naturals
VARIABLES u, v
A == u' = u /\ v' = v + 1
Both == ENABLED (u' = 0 /\ v' = 1)
Guarded == ENABLED (u # v /\ u' = 0 /\ v' = 1)
OfA == ENABLED A
Set == ENABLED (u' \in {7, 8})
Keep == ENABLED (UNCHANGED u /\ v' = u + 5)
ViaArgument(d) == ENABLED d
ArgumentA == ViaArgument(A)
Exists == ENABLED (\E k \in {1, 2} : u' = k /\ v' = k + 1)
====
)";

// A library instantiating the first: a substitution two levels up.
const char *kMid = R"(---- MODULE EnMid ----
VARIABLE w
Inner == INSTANCE EnLib WITH u <- w, v <- w
Deep == Inner!Both
DeepA == Inner!OfA
====
)";

struct EnabledCase {
  const char *name;
  const char *instance; // the INSTANCE definition(s) of the root module
  const char *expr;     // evaluated in the state x = 0
  bool tlc;             // TLC's value
};

const EnabledCase kCases[] = {
    // u and v both x: assigned as the instance's own variables, so u' = 0 and v' = 1 do not clash.
    {"TwoVariablesOneSubstitute", "I == INSTANCE EnLib WITH u <- x, v <- x", "I!Both", true},
    // The unprimed u # v still reads x # x.
    {"UnprimedReadSubstituted", "I == INSTANCE EnLib WITH u <- x, v <- x", "I!Guarded", false},
    {"DefinitionOfAnAction", "I == INSTANCE EnLib WITH u <- x, v <- x", "I!OfA", true},
    // A variable replaced by an expression is assigned all the same.
    {"SubstitutedByExpression", "I == INSTANCE EnLib WITH u <- x + 1, v <- x * 2", "I!Set", true},
    {"UnchangedSubstitutedVariable", "I == INSTANCE EnLib WITH u <- x, v <- x", "I!Keep", true},
    {"ExistsAssigningSubstitutedVariables", "I == INSTANCE EnLib WITH u <- x, v <- x", "I!Exists", true},
    {"ParameterizedInstance", "P(c) == INSTANCE EnLib WITH u <- x + c, v <- x", "P(3)!Both", true},
    // An argument written before ENABLED keeps its substitution: x' = x /\ x' = x + 1.
    {"ArgumentWrittenBeforeEnabled", "I == INSTANCE EnLib WITH u <- x, v <- x", "I!ArgumentA", false},
    // ENABLED written in the root: the instance is entered inside it, its substitution applies.
    {"InstanceEnteredInsideEnabled", "I == INSTANCE EnLib WITH u <- x, v <- x", "ENABLED I!A", false},
    {"InstanceActionPassedFromRoot", "I == INSTANCE EnLib WITH u <- x, v <- x", "I!ViaArgument(I!A)", false},
    // Two instances deep, both entered before ENABLED.
    {"TwoLevelsDeep", "M == INSTANCE EnMid WITH w <- x", "M!Deep", true},
    {"TwoLevelsDeepAction", "M == INSTANCE EnMid WITH w <- x", "M!DeepA", true},
};

TEST(EnabledInstance, EachPlaceASubstitutionCanBeMade) {
  for (const EnabledCase &c : kCases) {
    SCOPED_TRACE(c.name);
    std::string spec = std::string("---- MODULE EnRoot ----\nEXTENDS Naturals\nVARIABLE x\n") + c.instance +
                       "\nInit == x = 0\nNext == UNCHANGED x\nInv == (" + c.expr + ") = " +
                       (c.tlc ? "TRUE" : "FALSE") + "\n====\n";
    auto run = checkText({spec, kLib, kMid}, "INIT Init\nNEXT Next\nINVARIANT Inv\n");
    ASSERT_EQ(run.stage, checktest::Stage::Loaded) << run.problem;
    EXPECT_EQ(run.result.outcome, explore::Outcome::Success) << run.result.error.message;
    EXPECT_EQ(run.result.distinct, 1u);
  }
}

// The ENABLED of a fairness condition of the root is not affected: a root variable assigned in
// ENABLED is the state's, and a fresh instance variable does not count as one of the state's.
TEST(EnabledInstance, RootVariablesStayTheState) {
  std::string spec = R"(---- MODULE EnRoot2 ----
EXTENDS Naturals
VARIABLES x, y
I == INSTANCE EnLib WITH u <- x, v <- x
Init == x = 0 /\ y = 0
Next == x' = 1 - x /\ y' = y
Inv == /\ ENABLED (x' = 0 /\ y' = 1)
       /\ ~ENABLED (x' = 0 /\ x' = 1)
       /\ I!Both
       /\ ENABLED (I!Both /\ x' = 3)
====
)";
  auto run = checkText({spec, kLib, kMid}, "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  ASSERT_EQ(run.stage, checktest::Stage::Loaded) << run.problem;
  EXPECT_EQ(run.result.outcome, explore::Outcome::Success) << run.result.error.message;
  EXPECT_EQ(run.result.distinct, 2u);
}

} // namespace
