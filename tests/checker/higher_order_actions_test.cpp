// Actions passed to higher-order operators (issue 13, item 1): every place an
// action can hide, each checked against TLC's counts and against the same
// spec with the action written inline.
#include <gtest/gtest.h>

#include "check_test_helpers.h"

using namespace tlacore;
using tlacore::checktest::checkText;

namespace {

// A library instantiated by the specs below: an action with a parameter and
// a higher-order operator of its own.
// A library whose action is an operator constant, given by the instantiator.
// It is a constant module: SANY (InstanceNode.levelCheck) accepts an action
// for an operator constant only there; with a VARIABLE it reports "must be at
// most 0" (semantic/instance_levels_test.cpp).
const char *kParamLib = R"(---- MODULE ParamLib ----
CONSTANT F(_)
Step == F(1)
====
)";

const char *kLib = R"(---- MODULE Lib ----
EXTENDS Naturals
CONSTANT K
VARIABLE z
Act(v) == z' = (z + v + K) % 3
Apply(F(_)) == F(1)
Twice(F(_)) == F(1) \/ F(2)
====
)";

struct HigherOrderCase {
  const char *name;
  const char *defs;    // definitions before Init and Next
  const char *init;    // Init's body
  const char *next;    // Next's body, with the action passed to an operator
  const char *inlined; // Next's body with the action written inline
  uint64_t generated;  // TLC's counts (the same for both forms)
  uint64_t distinct;
};

// Counts by hand: x ranges over 0..2 (3 distinct states, reached from x = 0);
// generated = initial states + the successors of each distinct state.
const HigherOrderCase kCases[] = {
    {"LambdaArgument", "Apply(F(_)) == F(1)", "x = 0 /\\ y = 0",
     "Apply(LAMBDA v: x' = (x + v) % 3 /\\ y' = y)", "x' = (x + 1) % 3 /\\ y' = y", 4, 3},
    {"DefinitionArgument", "Apply(F(_)) == F(1)\nStep(v) == x' = (x + v) % 3 /\\ y' = y", "x = 0 /\\ y = 0",
     "Apply(Step)", "x' = (x + 1) % 3 /\\ y' = y", 4, 3},
    {"DefinitionArgumentWithoutParameters", "Apply(A) == A /\\ y' = y\nStep == x' = (x + 1) % 3",
     "x = 0 /\\ y = 0", "Apply(Step)", "x' = (x + 1) % 3 /\\ y' = y", 4, 3},
    {"LetDefinedArgument", "Apply(F(_)) == F(1)", "x = 0 /\\ y = 0",
     "LET S(v) == x' = (x + v) % 3 /\\ y' = y IN Apply(S)", "x' = (x + 1) % 3 /\\ y' = y", 4, 3},
    {"LetDefinedHigherOrderOperator", "", "x = 0 /\\ y = 0",
     "LET Ap(G(_)) == G(2) IN Ap(LAMBDA v: x' = (x + v) % 3 /\\ y' = y)", "x' = (x + 2) % 3 /\\ y' = y", 4, 3},
    {"UnchangedInsideLambda", "Apply(F(_)) == F(1)", "x = 0 /\\ y = 0",
     "Apply(LAMBDA v: x' = (x + v) % 3 /\\ UNCHANGED y)", "x' = (x + 1) % 3 /\\ UNCHANGED y", 4, 3},
    {"ExistsInsideLambda", "Apply(F(_)) == F(1)", "x = 0 /\\ y = 0",
     "Apply(LAMBDA v: \\E k \\in 0..v : x' = (x + k) % 3 /\\ UNCHANGED y)",
     "\\E k \\in 0..1 : x' = (x + k) % 3 /\\ UNCHANGED y", 7, 3},
    {"DisjunctionOfCalls", "Twice(F(_)) == F(1) \\/ F(2)", "x = 0 /\\ y = 0",
     "Twice(LAMBDA v: x' = (x + v) % 3 /\\ UNCHANGED y)",
     "(x' = (x + 1) % 3 /\\ UNCHANGED y) \\/ (x' = (x + 2) % 3 /\\ UNCHANGED y)", 7, 3},
    {"NestedTwoLevels",
     "Receive(p, F(_)) == \\E m \\in {p, p + 1} : F(m)\nDeliver(m, G(_)) == G(m % 3)", "x = 0 /\\ y = 0",
     "Receive(1, LAMBDA m: Deliver(m, LAMBDA t: x' = t /\\ y' = m))", "\\E m \\in {1, 2} : x' = m % 3 /\\ y' = m",
     7, 3},
    {"PassedOnThroughAnotherOperator", "Apply(F(_)) == F(1)\nOuter(H(_)) == Apply(H)", "x = 0 /\\ y = 0",
     "Outer(LAMBDA v: x' = (x + v) % 3 /\\ y' = y)", "x' = (x + 1) % 3 /\\ y' = y", 4, 3},
    {"ParameterBoundToPrimedVariable", "Set(F(_)) == F(x') /\\ y' = y", "x = 0 /\\ y = 0",
     "Set(LAMBDA new: new = (x + 1) % 3)", "x' = (x + 1) % 3 /\\ y' = y", 4, 3},
    {"RecursiveOperatorReturningActions",
     "RECURSIVE Steps(_)\nSteps(n) == IF n = 0 THEN x' = x /\\ y' = y ELSE (x' = (x + n) % 3 /\\ y' = y) \\/ Steps(n - 1)",
     "x = 0 /\\ y = 0", "Steps(2)",
     "(x' = (x + 2) % 3 /\\ y' = y) \\/ (x' = (x + 1) % 3 /\\ y' = y) \\/ (x' = x /\\ y' = y)", 10, 3},
    {"RecursiveHigherOrderOperator",
     "RECURSIVE Rep(_, _)\nRep(F(_), n) == IF n = 0 THEN F(0) ELSE F(n) \\/ Rep(F, n - 1)", "x = 0 /\\ y = 0",
     "Rep(LAMBDA v: x' = (x + v) % 3 /\\ y' = y, 2)",
     "(x' = (x + 2) % 3 /\\ y' = y) \\/ (x' = (x + 1) % 3 /\\ y' = y) \\/ (x' = x /\\ y' = y)", 10, 3},
    {"CheckedAfterTheVariableIsAssigned", "Apply(F(_)) == F(1)", "x = 0 /\\ y = 0",
     "x' = (x + 1) % 3 /\\ Apply(LAMBDA v: x' = (x + v) % 3) /\\ y' = y",
     "x' = (x + 1) % 3 /\\ x' = (x + 1) % 3 /\\ y' = y", 4, 3},
    {"EnabledOfAnAppliedLambda", "Apply(F(_)) == F(1)", "x = 0 /\\ y = 0",
     "ENABLED Apply(LAMBDA v: x' = (x + v) % 3 /\\ x < 2) /\\ Apply(LAMBDA v: x' = (x + v) % 3 /\\ y' = y)",
     "ENABLED (x' = (x + 1) % 3 /\\ x < 2) /\\ x' = (x + 1) % 3 /\\ y' = y", 3, 3},
    {"InitThroughLambda", "Choose(F(_)) == F(2)", "Choose(LAMBDA n: x \\in 0..n) /\\ y = 0", "UNCHANGED <<x, y>>",
     "UNCHANGED <<x, y>>", 6, 3},
    {"InstanceQualifiedAction", "M == INSTANCE Lib WITH K <- 0, z <- x", "x = 0 /\\ y = 0", "M!Act(1) /\\ UNCHANGED y",
     "x' = (x + 1) % 3 /\\ UNCHANGED y", 4, 3},
    {"InstanceActionPassedAsArgument", "M == INSTANCE Lib WITH K <- 0, z <- x\nApply(F(_)) == F(1)",
     "x = 0 /\\ y = 0", "Apply(M!Act) /\\ UNCHANGED y", "x' = (x + 1) % 3 /\\ UNCHANGED y", 4, 3},
    // SANY rejects Apply(P(1)!Act) (no arguments in an operator argument's name); P!Act takes k, then v.
    {"ParameterizedInstanceActionPassedAsArgument",
     "P(k) == INSTANCE Lib WITH K <- k, z <- x\nApply2(F(_, _)) == F(1, 1)", "x = 0 /\\ y = 0",
     "Apply2(P!Act) /\\ UNCHANGED y", "x' = (x + 2) % 3 /\\ UNCHANGED y", 4, 3},
    {"ParameterizedInstanceActionInsideLambda",
     "P(k) == INSTANCE Lib WITH K <- k, z <- x\nApply(F(_)) == F(1)", "x = 0 /\\ y = 0",
     "Apply(LAMBDA v: P(1)!Act(v)) /\\ UNCHANGED y", "x' = (x + 2) % 3 /\\ UNCHANGED y", 4, 3},
    {"InstanceHigherOrderOperatorWithLambda", "M == INSTANCE Lib WITH K <- 0, z <- x", "x = 0 /\\ y = 0",
     "M!Twice(LAMBDA v: x' = (x + v) % 3) /\\ UNCHANGED y",
     "(x' = (x + 1) % 3 \\/ x' = (x + 2) % 3) /\\ UNCHANGED y", 7, 3},
    {"InstanceHigherOrderOperatorWithInstanceAction", "M == INSTANCE Lib WITH K <- 0, z <- x", "x = 0 /\\ y = 0",
     "M!Apply(M!Act) /\\ UNCHANGED y", "x' = (x + 1) % 3 /\\ UNCHANGED y", 4, 3},
    {"InstanceSubstitutesADefinitionForAnOperatorConstant",
     "Step(v) == x' = (x + v) % 3\nL == INSTANCE ParamLib WITH F <- Step", "x = 0 /\\ y = 0",
     "L!Step /\\ UNCHANGED y", "x' = (x + 1) % 3 /\\ UNCHANGED y", 4, 3},
    {"InstanceSubstitutesALambdaForAnOperatorConstant",
     "L == INSTANCE ParamLib WITH F <- LAMBDA v: x' = (x + 2 * v) % 3", "x = 0 /\\ y = 0",
     "L!Step /\\ UNCHANGED y", "x' = (x + 2) % 3 /\\ UNCHANGED y", 4, 3},
    {"UnnamedInstanceActionPassedAsArgument", "INSTANCE Lib WITH K <- 0, z <- x", "x = 0 /\\ y = 0",
     "Twice(Act) /\\ UNCHANGED y", "(x' = (x + 1) % 3 \\/ x' = (x + 2) % 3) /\\ UNCHANGED y", 7, 3},
};

void PrintTo(const HigherOrderCase &c, std::ostream *os) { *os << c.name; }

std::string specText(const HigherOrderCase &c, const char *next) {
  return std::string("---- MODULE HigherOrder ----\nEXTENDS Naturals\nVARIABLES x, y\n") + c.defs +
         "\nInit == " + c.init + "\nNext == " + next + "\n====\n";
}

class HigherOrderActions : public testing::TestWithParam<HigherOrderCase> {};

TEST_P(HigherOrderActions, CountsAsTlcAndAsTheInlinedAction) {
  const HigherOrderCase &c = GetParam();
  for (const char *next : {c.next, c.inlined}) {
    SCOPED_TRACE(next);
    auto run = checkText({specText(c, next), kLib, kParamLib}, "INIT Init\nNEXT Next\nCHECK_DEADLOCK FALSE\n");
    ASSERT_EQ(run.stage, checktest::Stage::Loaded) << run.problem;
    EXPECT_EQ(run.result.outcome, explore::Outcome::Success) << run.result.error.message;
    EXPECT_EQ(run.result.generated, c.generated);
    EXPECT_EQ(run.result.distinct, c.distinct);
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPlaceAnActionCanHide, HigherOrderActions, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<HigherOrderCase> &i) { return std::string(i.param.name); });

} // namespace

namespace {

// The issue's reproductions, as written: TLC generates 4 states, 3 distinct.
TEST(HigherOrderActionsIssue, ApplyLambdaAndApplyStep) {
  for (const char *next : {"Apply(LAMBDA v: x' = (x + v) % 3)", "Apply(Step)"}) {
    SCOPED_TRACE(next);
    std::string spec = std::string("---- MODULE Repro ----\nEXTENDS Naturals\nVARIABLE x\n") +
                       "Apply(F(_)) == F(1)\nStep(v) == x' = (x + v) % 3\nInit == x = 0\nNext == " + next + "\n====\n";
    auto run = checkText({spec}, "INIT Init\nNEXT Next\n");
    ASSERT_EQ(run.stage, checktest::Stage::Loaded) << run.problem;
    EXPECT_EQ(run.result.outcome, explore::Outcome::Success) << run.result.error.message;
    EXPECT_EQ(run.result.generated, 4u);
    EXPECT_EQ(run.result.distinct, 3u);
  }
}

} // namespace
