// An argument with primes bound to an operator parameter in an action, as a
// class (TLC's AssignmentNext2Test and AssignmentNext3Test): with F(s') and
// F(v) == v \in 0..9 /\ v % 2 = 0 the first conjunct assigns s' and the
// second reads the value of each branch, not the first branch's. Every way
// an argument is bound while an action is enumerated (a definition, one
// nested in another, a LAMBDA or a definition passed to a higher-order
// operator, a LET definition, \E with =, a parenthesized argument) must give
// the counts of the plain action `s' \in 0..9 /\ s' % 2 = 0`.
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

using namespace tlacore;

namespace {

struct Binding {
  const char *name;
  const char *defs; // definitions the action uses
  const char *next; // the action
};

const Binding kBindings[] = {
    {"Plain", "", "s' \\in 0..9 /\\ s' % 2 = 0"},
    {"Definition", "F(v) == v \\in 0..9 /\\ v % 2 = 0", "F(s')"},
    {"DefinitionParenthesizedArgument", "F(v) == v \\in 0..9 /\\ (v % 2 = 0)", "F((s'))"},
    {"ExistsEquality", "F(v) == \\E val \\in 0..9 : v = val /\\ v % 2 = 0", "F(s')"},
    {"NestedDefinition", "F(v) == v \\in 0..9 /\\ v % 2 = 0\nG(w) == F(w) /\\ w < 10", "G(s')"},
    {"LambdaToHigherOrder", "Apply(Op(_), a) == Op(a)", "Apply(LAMBDA v : v \\in 0..9 /\\ v % 2 = 0, s')"},
    {"DefinitionToHigherOrder", "F(v) == v \\in 0..9 /\\ v % 2 = 0\nApply(Op(_), a) == Op(a)", "Apply(F, s')"},
    {"LetDefinition", "", "LET L(v) == v \\in 0..9 /\\ v % 2 = 0 IN L(s')"},
    {"SecondParameterReadsFirst", "F(u, v) == v \\in 0..9 /\\ u % 2 = 0", "F(s', s')"},
    {"DisjunctionOfBranches", "F(v) == \\/ v \\in 0..4 /\\ v % 2 = 0\n        \\/ v \\in 5..9 /\\ v % 2 = 0", "F(s')"},
};

std::string spec(const Binding &b) {
  return std::string("---- MODULE Primed ----\nEXTENDS Integers\nVARIABLE s\n") + b.defs +
         "\nInit == s = 0\nNext == " + b.next + "\n====\n";
}

class PrimedArgument : public ::testing::TestWithParam<const Binding *> {};

TEST_P(PrimedArgument, CountsEqualThePlainAction) {
  const Binding &b = *GetParam();
  checktest::CheckRun got = checktest::checkText({spec(b)}, "INIT Init\nNEXT Next\n");
  ASSERT_EQ(got.stage, checktest::Stage::Loaded) << got.problem;
  EXPECT_EQ(static_cast<int>(got.result.outcome), static_cast<int>(explore::Outcome::Success))
      << got.result.error.message << "\n" << spec(b);
  // s = 0 and the five even values, each with five successors: TLC's 26/5.
  EXPECT_EQ(got.result.distinct, 5u) << spec(b);
  EXPECT_EQ(got.result.generated, 26u) << spec(b);
}

INSTANTIATE_TEST_SUITE_P(Bindings, PrimedArgument, ::testing::ValuesIn([] {
                           std::vector<const Binding *> v;
                           for (const Binding &b : kBindings)
                             v.push_back(&b);
                           return v;
                         }()),
                         [](const ::testing::TestParamInfo<const Binding *> &i) { return std::string(i.param->name); });

// An argument of the current state keeps its value (it is read once per
// state): F(s) with a guard on it and F(s') assigning, side by side.
TEST(PrimedArgument, StateLevelArgumentAlongside) {
  checktest::CheckRun got = checktest::checkText(
      {"---- MODULE Primed ----\nEXTENDS Integers\nVARIABLE s\nF(old, new) == new \\in 0..9 /\\ new % 2 = old % 2\n"
       "Init == s = 0\nNext == F(s, s')\n====\n"},
      "INIT Init\nNEXT Next\n");
  ASSERT_EQ(got.stage, checktest::Stage::Loaded) << got.problem;
  EXPECT_EQ(got.result.distinct, 5u);
  EXPECT_EQ(got.result.generated, 26u);
}

} // namespace
