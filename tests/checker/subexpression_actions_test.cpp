// Subexpression names (Init!1, Next!2!1, Op!lbl, Op(1)!1, Thm!:) where TLC sees
// the expression SANY resolved them to: in Init and Next they are actions that
// assign variables (trace specs write TraceInit == Init!1 /\ Init!2), in
// invariants values. Each selector kind is checked against TLC's counts and
// against the same spec with the selected part written inline.
#include <gtest/gtest.h>

#include "check_test_helpers.h"

using namespace tlacore;
using tlacore::checktest::checkText;

namespace {

// x ranges over 0..2 from x = 0, y is 1 or 2 initially unless a case fixes it.
const char *kDefs = R"(Base == /\ x = 0
        /\ y \in {1, 2}
Step(k) == /\ x' = (x + k) % 3
           /\ y' = y
Act == /\ x < 5
       /\ \/ Step(1)
          \/ Step(2)
Pair == Step(1) \/ (x' = x /\ y' = y)
Cond == IF x = 0 THEN Step(2) ELSE Step(1)
Labelled == /\ x < 5
            /\ one:: Step(1)
Par(k) == /\ x' = (x + k) % 3
          /\ y' = y
Lib == INSTANCE SubLib WITH z <- x
THEOREM Thm == x' = (x + 1) % 3 /\ y' = y
ASSUME Asm == 1 + 1 = 2
Choice == \E k \in {1, 2} : Step(k)
Either == \/ \E k \in {1, 2} : Step(k)
          \/ x' = x /\ y' = y
Labelled2 == \A k \in {2} : two(k) :: Step(k)
Do(A) == A /\ x < 5
)";

const char *kLib = R"(---- MODULE SubLib ----
VARIABLE z
Move == /\ z' = 1
        /\ TRUE
====
)";

struct SubexpressionCase {
  const char *name;
  const char *init;    // Init's body
  const char *next;    // Next's body, using a subexpression name
  const char *inlined; // the same with the selected part written inline
  uint64_t generated;  // TLC's counts (the same for both forms)
  uint64_t distinct;
};

const SubexpressionCase kCases[] = {
    {"JunctionItemInInit", "Base!1 /\\ y = 1", "UNCHANGED <<x, y>>", "UNCHANGED <<x, y>>", 2, 1},
    {"EveryJunctionItemInInit", "Base!1 /\\ Base!2", "UNCHANGED <<x, y>>", "UNCHANGED <<x, y>>", 4, 2},
    {"JunctionItemInNext", "x = 0 /\\ y = 1", "Act!2", "Step(1) \\/ Step(2)", 7, 3},
    {"NestedSelectors", "x = 0 /\\ y = 1", "Act!2!1", "Step(1)", 4, 3},
    {"InfixOperand", "x = 0 /\\ y = 1", "Pair!1", "Step(1)", 4, 3},
    {"IfThenElseParts", "x = 0 /\\ y = 1", "Cond!2 \\/ Cond!3", "Step(2) \\/ Step(1)", 7, 3},
    {"Label", "x = 0 /\\ y = 1", "Labelled!one", "Step(1)", 4, 3},
    {"WholeBody", "x = 0 /\\ y = 1", "Thm!:", "x' = (x + 1) % 3 /\\ y' = y", 4, 3},
    {"OperatorWithArguments", "x = 0 /\\ y = 1", "Par(2)!1 /\\ Par(2)!2", "x' = (x + 2) % 3 /\\ y' = y", 4, 3},
    {"ThroughAnInstance", "x = 0 /\\ y = 1", "Lib!Move!1 /\\ UNCHANGED y", "x' = 1 /\\ UNCHANGED y", 3, 2},
    {"LetDefinitionInsideAQuantifier", "x = 0 /\\ y = 1",
     "\\E k \\in {1, 2} : LET A == /\\ x' = (x + k) % 3\n                                   /\\ y' = y IN A!1 /\\ A!2",
     "\\E k \\in {1, 2} : x' = (x + k) % 3 /\\ y' = y", 7, 3},
    {"AssumptionAsAGuard", "x = 0 /\\ y = 1", "Step(1) /\\ Asm!:", "Step(1) /\\ 1 + 1 = 2", 4, 3},
    // --- a part inside a binder, its bound identifiers given by !(e) or a label's arguments ---
    {"QuantifierBodyWithArgument", "x = 0 /\\ y = 1", "Choice!(2)", "Step(2)", 4, 3},
    {"DisjunctWithABoundIdentifier", "x = 0 /\\ y = 1", "Either!1!(2)", "Step(2)", 4, 3},
    {"ArgumentBoundByAnOuterQuantifier", "x = 0 /\\ y = 1", "\\E j \\in {1, 2} : Either!1!(j)",
     "\\E j \\in {1, 2} : Step(j)", 7, 3},
    {"ArgumentReadingTheState", "x = 0 /\\ y = 1", "Either!1!(y)", "Step(y)", 4, 3},
    {"LabelWithAnArgument", "x = 0 /\\ y = 1", "Labelled2!two(1)", "Step(1)", 4, 3},
    {"OperandsOfBuiltInOperators", "x = 0 /\\ y = 1", "ENABLED Either!1!(2) /\\ Either!1!(1) /\\ ~Either!1!(3)!<< = 0",
     "ENABLED Step(2) /\\ Step(1) /\\ ~3 = 0", 4, 3},
    {"ArgumentOfAUserOperator", "x = 0 /\\ y = 1", "Do(Either!1!(2))", "Do(Step(2))", 4, 3},
    {"WholeBodyBeforeAConjunct", "x = 0 /\\ y = 1", "Asm!: /\\ Thm!:", "1 + 1 = 2 /\\ x' = (x + 1) % 3 /\\ y' = y", 4,
     3},
};

void PrintTo(const SubexpressionCase &c, std::ostream *os) { *os << c.name; }

std::string specText(const SubexpressionCase &c, const char *next) {
  return std::string("---- MODULE Subexpressions ----\nEXTENDS Naturals\nVARIABLES x, y\n") + kDefs +
         "\nInit == " + c.init + "\nNext == " + next + "\n====\n";
}

class SubexpressionActions : public testing::TestWithParam<SubexpressionCase> {};

TEST_P(SubexpressionActions, CountsAsTlcAndAsTheInlinedPart) {
  const SubexpressionCase &c = GetParam();
  for (const char *next : {c.next, c.inlined}) {
    SCOPED_TRACE(next);
    auto run = checkText({specText(c, next), kLib}, "INIT Init\nNEXT Next\nCHECK_DEADLOCK FALSE\n");
    ASSERT_EQ(run.stage, checktest::Stage::Loaded) << run.problem;
    EXPECT_EQ(run.result.outcome, explore::Outcome::Success) << run.result.error.message;
    EXPECT_EQ(run.result.generated, c.generated);
    EXPECT_EQ(run.result.distinct, c.distinct);
  }
}

INSTANTIATE_TEST_SUITE_P(EverySelectorKind, SubexpressionActions, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<SubexpressionCase> &i) { return std::string(i.param.name); });

// In an invariant the selected part is a value: Inv!2 is violated once x = 2.
TEST(SubexpressionValues, SelectedConjunctOfAnInvariant) {
  std::string tla = std::string("---- MODULE SubInv ----\nEXTENDS Naturals\nVARIABLES x, y\n") + kDefs +
                    "Inv == /\\ x \\in 0..2\n       /\\ x < 2\nSel == Inv!2\nInit == x = 0 /\\ y = 1\n"
                    "Next == Step(1)\n====\n";
  auto run = checkText({tla, kLib}, "INIT Init\nNEXT Next\nINVARIANT Sel\n");
  ASSERT_EQ(run.stage, checktest::Stage::Loaded) << run.problem;
  EXPECT_EQ(run.result.outcome, explore::Outcome::InvariantViolated) << run.result.error.message;
}

// A selected part with a bound identifier given an argument, as a value: Either!1!(2)!<< is the
// argument of Step(k) with k = 2.
TEST(SubexpressionValues, BoundIdentifierGivenByTheName) {
  std::string tla = std::string("---- MODULE SubInv ----\nEXTENDS Naturals\nVARIABLES x, y\n") + kDefs +
                    "Sel == Either!1!(2)!<< = 2 /\\ Labelled2!two(1)!<< = 1\nBad == Either!1!(2)!<< = x + 1\n"
                    "Init == x = 0 /\\ y = 1\nNext == Step(1)\n====\n";
  auto ok = checkText({tla, kLib}, "INIT Init\nNEXT Next\nINVARIANT Sel\n");
  ASSERT_EQ(ok.stage, checktest::Stage::Loaded) << ok.problem;
  EXPECT_EQ(ok.result.outcome, explore::Outcome::Success) << ok.result.error.message;
  auto bad = checkText({tla, kLib}, "INIT Init\nNEXT Next\nINVARIANT Bad\n");
  ASSERT_EQ(bad.stage, checktest::Stage::Loaded) << bad.problem;
  EXPECT_EQ(bad.result.outcome, explore::Outcome::InitInvariantViolated) << bad.result.error.message;
}

} // namespace
