// Every way to name the variable an Init or Next conjunct assigns, as a
// class (issue 13, public protocol specs): TLC finds the variable of
// `lhs = e` and `lhs \in S` through operator parameters, through the body
// of a definition without parameters (Tool.getVar/getPrimedVar follow an
// OpDefNode's body: `Y == y` with `Y' = e`, `Z == y'` with `Z = e`) and
// through a defined operator written infix or postfix (Apalache's
// `x' := e`, an OpApplNode like any call). Each naming, in each position,
// must give the counts of the plain spec (`y = e`, `y' = e`).
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

using namespace tlacore;

namespace {

// How the target is written; `@` stands for the expression assigned (or
// the set for \in), a backquote for `=` or `\in`.
struct Naming {
  const char *name;
  const char *defs;
  const char *init;    // assigns y in Init
  const char *primed;  // assigns y' in Next
};

const Naming kNamings[] = {
    {"Plain", "", "y ` @", "y' ` @"},
    {"ParameterBoundToVariable", "Set(v, e) == v ` e", "Set(y, @)", "Set(y', @)"},
    {"DefinitionStandingForVariable", "Y == y", "Y ` @", "Y' ` @"},
    {"DefinitionOfDefinition", "Y0 == y\nY == Y0", "Y ` @", "Y' ` @"},
    {"DefinitionStandingForPrimedVariable", "Z == y'", "y ` @", "Z ` @"},
    {"LetDefinitionStandingForVariable", "", "LET L == y IN L ` @", "LET L == y IN L' ` @"},
    {"ParameterBoundToDefinition", "Y == y\nSet(v, e) == v ` e", "Set(Y, @)", "Set(Y', @)"},
    {"UserDefinedInfixOperator", "v ++ e == v ` e", "y ++ @", "y' ++ @"},
    {"UserDefinedInfixOperatorOnDefinition", "Y == y\nv ++ e == v ` e", "Y ++ @", "Y' ++ @"},
    {"UserDefinedPostfixOperator", "v ^# == v ` 1", "y ^#", "y' ^#"},
};

// `text` with ` replaced by the relation and @ by the value or set.
std::string fill(std::string text, bool in, const std::string &value) {
  for (size_t p; (p = text.find('`')) != std::string::npos;)
    text.replace(p, 1, in ? "\\in" : "=");
  for (size_t p; (p = text.find('@')) != std::string::npos;)
    text.replace(p, 1, value);
  return text;
}

std::string spec(const Naming &n, bool in) {
  bool postfix = std::string(n.name) == "UserDefinedPostfixOperator";
  std::string initValue = in ? "{0, 1}" : "1";
  std::string nextValue = in ? "{(y + 1) % 3, 0}" : "((y + 1) % 3)";
  if (postfix) // the postfix operator fixes its value: y' = 1 from x = 0 only
    initValue = nextValue = "1";
  std::string defs = fill(n.defs, in && !postfix, "");
  return "---- MODULE Target ----\nEXTENDS Naturals\nVARIABLES x, y\n" + defs +
         "\nInit == x = 0 /\\ " + fill(n.init, in && !postfix, initValue) +
         "\nNext == \\/ x < 2 /\\ x' = x + 1 /\\ " + fill(n.primed, in && !postfix, nextValue) +
         "\n        \\/ x = 2 /\\ x' = 0 /\\ UNCHANGED y\n====\n";
}

struct Case {
  const Naming *naming;
  bool in;
};

void PrintTo(const Case &c, std::ostream *os) { *os << c.naming->name << (c.in ? "_In" : "_Eq"); }

class AssignmentTarget : public ::testing::TestWithParam<Case> {};

TEST_P(AssignmentTarget, CountsEqualThePlainSpec) {
  const Case &c = GetParam();
  bool postfix = std::string(c.naming->name) == "UserDefinedPostfixOperator";
  Naming plain = kNamings[0];
  checktest::CheckRun want = checktest::checkText({spec(plain, c.in && !postfix)}, "INIT Init\nNEXT Next\n");
  if (postfix) // the plain spec assigning the postfix operator's value
    want = checktest::checkText({"---- MODULE Target ----\nEXTENDS Naturals\nVARIABLES x, y\nInit == x = 0 /\\ y = 1\n"
                                 "Next == \\/ x < 2 /\\ x' = x + 1 /\\ y' = 1\n        \\/ x = 2 /\\ x' = 0 /\\ UNCHANGED y\n"
                                 "====\n"},
                                "INIT Init\nNEXT Next\n");
  checktest::CheckRun got = checktest::checkText({spec(*c.naming, c.in)}, "INIT Init\nNEXT Next\n");
  ASSERT_EQ(got.stage, checktest::Stage::Loaded) << got.problem;
  ASSERT_EQ(want.stage, checktest::Stage::Loaded) << want.problem;
  EXPECT_EQ(static_cast<int>(got.result.outcome), static_cast<int>(explore::Outcome::Success))
      << got.result.error.message << "\n" << spec(*c.naming, c.in);
  EXPECT_EQ(got.result.initDistinct, want.result.initDistinct);
  EXPECT_EQ(got.result.distinct, want.result.distinct);
  EXPECT_EQ(got.result.generated, want.result.generated);
}

std::vector<Case> everyCase() {
  std::vector<Case> cases;
  for (const Naming &n : kNamings)
    for (bool in : {false, true})
      if (!(in && std::string(n.name) == "UserDefinedPostfixOperator"))
        cases.push_back({&n, in});
  return cases;
}

INSTANTIATE_TEST_SUITE_P(Namings, AssignmentTarget, ::testing::ValuesIn(everyCase()),
                         [](const ::testing::TestParamInfo<Case> &i) {
                           return std::string(i.param.naming->name) + (i.param.in ? "_In" : "_Eq");
                         });

// The public form of the class: Apalache's `:=` (its module defines
// `x := e == x = e`) in Init and Next, against the same spec written with `=`.
TEST(AssignmentTarget, ApalacheAssignmentEqualsEquality) {
  std::string body = "VARIABLES x, y\nInit == x ~ 0 /\\ y ~ 0\n"
                     "Next == x' ~ (x + 1) % 3 /\\ y' ~ (y + x) % 2\n====\n";
  auto with = [&](const std::string &op) {
    std::string text = body;
    for (size_t p; (p = text.find('~')) != std::string::npos;)
      text.replace(p, 1, op);
    return text;
  };
  checktest::CheckRun apa = checktest::checkText(
      {"---- MODULE Apa ----\nEXTENDS Integers, Apalache\n" + with(":=")}, "INIT Init\nNEXT Next\n");
  checktest::CheckRun eq =
      checktest::checkText({"---- MODULE Apa ----\nEXTENDS Integers\n" + with("=")}, "INIT Init\nNEXT Next\n");
  ASSERT_EQ(apa.stage, checktest::Stage::Loaded) << apa.problem;
  EXPECT_EQ(static_cast<int>(apa.result.outcome), static_cast<int>(explore::Outcome::Success))
      << apa.result.error.message;
  EXPECT_EQ(apa.result.distinct, eq.result.distinct);
  EXPECT_EQ(apa.result.generated, eq.result.generated);
  EXPECT_EQ(apa.result.distinct, 6u);
}

} // namespace
