// TLA+'s own operators passed by name to a higher-order operator
// (ReduceSet(\intersect, S, acc), Apply(\in, x, S)): TLC applies the operator
// as if it were written in place. Every built-in operator that may be passed
// is checked against the same operator written in place, with true and false
// results and values of each kind it takes.
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

// "TRUE", "FALSE", or the error text of ASSUME expr.
std::string verdict(const std::string &expr) {
  std::string tla = "---- MODULE BuiltinArgs ----\nEXTENDS Integers, Sequences, TLC\n"
                    "Apply1(op(_), a) == op(a)\nApply2(op(_, _), a, b) == op(a, b)\n"
                    "ReduceSet(op(_, _), set, acc) ==\n"
                    "  LET f[s \\in SUBSET set] == IF s = {} THEN acc ELSE LET x == CHOOSE x \\in s : TRUE\n"
                    "                                                    IN op(x, f[s \\ {x}])\n"
                    "  IN f[set]\nASSUME " +
                    expr + "\n====\n";
  CheckRun r = checkText({tla}, "\n");
  if (r.stage != Stage::Loaded)
    return "load failed: " + r.problem;
  switch (r.result.outcome) {
  case Outcome::Success: return "TRUE";
  case Outcome::AssumptionFalse: return "FALSE";
  default: return r.result.error.message;
  }
}

struct BinaryCase {
  const char *op, *a, *b;
};

// Each operator with arguments giving TRUE and FALSE (or two different values).
const BinaryCase kBinary[] = {
    {"=", "1", "1"},           {"=", "{1}", "{2}"},          {"/=", "1", "2"},
    {"#", "<<1>>", "<<1>>"},   {"/\\", "TRUE", "FALSE"},     {"/\\", "TRUE", "TRUE"},
    {"\\land", "FALSE", "TRUE"}, {"\\/", "FALSE", "FALSE"},  {"\\/", "FALSE", "TRUE"},
    {"\\lor", "TRUE", "FALSE"}, {"=>", "TRUE", "FALSE"},     {"=>", "FALSE", "FALSE"},
    {"<=>", "TRUE", "TRUE"},   {"<=>", "TRUE", "FALSE"},     {"\\equiv", "FALSE", "FALSE"},
    {"\\in", "1", "{1, 2}"},   {"\\in", "3", "1..2"},        {"\\in", "<<1>>", "Seq({1})"},
    {"\\notin", "1", "{2}"},   {"\\notin", "\"a\"", "{\"a\"}"}, {"\\cup", "{1}", "{2}"},
    {"\\union", "{}", "{3}"},  {"\\cap", "{1, 2}", "{2, 3}"}, {"\\intersect", "1..5", "{2, 9}"},
    {"\\", "{1, 2}", "{2}"},   {"\\", "1..3", "{}"},         {"\\subseteq", "{1}", "{1, 2}"},
    {"\\subseteq", "{3}", "1..2"}, {"+", "1", "2"},
    {"\\div", "7", "2"},       {"%", "7", "3"},              {"^", "2", "5"},
    {"<", "1", "2"},           {"=<", "3", "2"},             {">=", "3", "3"},
    {"..", "1", "3"},          {"\\o", "<<1>>", "<<2>>"},    {"@@", "1 :> 2", "2 :> 3"},
    {":>", "1", "2"},
};

TEST(BuiltinOperatorArguments, BinaryOperatorsActAsWrittenInPlace) {
  for (const BinaryCase &c : kBinary) {
    std::string applied = std::string("Apply2(") + c.op + ", " + c.a + ", " + c.b + ")";
    std::string inPlace = std::string("(") + c.a + " " + c.op + " " + c.b + ")";
    SCOPED_TRACE(applied);
    EXPECT_EQ(verdict(applied + " = " + inPlace), "TRUE");
  }
}

TEST(BuiltinOperatorArguments, PrefixOperatorsActAsWrittenInPlace) {
  EXPECT_EQ(verdict("Apply1(~, TRUE) = ~TRUE"), "TRUE");
  EXPECT_EQ(verdict("Apply1(SUBSET, {1, 2}) = SUBSET {1, 2}"), "TRUE");
  EXPECT_EQ(verdict("Apply1(UNION, {{1}, {2, 3}}) = UNION {{1}, {2, 3}}"), "TRUE");
  EXPECT_EQ(verdict("Apply1(DOMAIN, <<5, 6>>) = DOMAIN <<5, 6>>"), "TRUE");
}

// The example that found the class: KeyValueStore's INTERSECTION.
TEST(BuiltinOperatorArguments, FoldWithIntersect) {
  EXPECT_EQ(verdict("ReduceSet(\\intersect, {{1, 2}, {2, 3}}, {1, 2, 3}) = {2}"), "TRUE");
  EXPECT_EQ(verdict("ReduceSet(\\cup, {{1}, {2}}, {}) = {1, 2}"), "TRUE");
  EXPECT_EQ(verdict("ReduceSet(\\in, {}, TRUE)"), "TRUE");
}

// Wrong kinds fail with TLC's words for the operator written in place.
TEST(BuiltinOperatorArguments, WrongKindsFailAsWrittenInPlace) {
  EXPECT_EQ(verdict("Apply2(=>, 1, TRUE)"),
            "Attempted to evaluate an expression of form P => Q when P was\nan integer.");
  EXPECT_EQ(verdict("Apply2(<=>, TRUE, {})"),
            "Attempted to evaluate an expression of form P <=> Q when P or Q was not a boolean.");
  EXPECT_EQ(verdict("Apply1(DOMAIN, 3)"), "Attempted to apply the operator DOMAIN to a non-function\n(an integer)");
  EXPECT_EQ(verdict("Apply1(~, {})"), verdict("~{}"));
}

} // namespace
} // namespace tlacore
