// Classes found by running the CommunityModules test suite (scripts/run_community_tests.py):
// an operator symbol passed by name to an operator parameter (a lone `-` is infix minus, as
// SANY reads it), Functions!IsInjective on a record set [a: x, b: y] (TLC's override
// compares the field values), Json!ToJsonObject on a function over 1..n (an array unless TLC
// holds it as a tuple), and IOUtils!atoi on every kind of string (Integer.parseInt).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

// "TRUE", "FALSE", or the error text of ASSUME expr.
std::string verdict(const std::string &defs, const std::string &expr) {
  std::string tla = "---- MODULE CommunityClasses ----\n"
                    "EXTENDS Integers, Sequences, FiniteSets, TLC, Bags, SequencesExt, Functions\n" +
                    defs + "\nASSUME " + expr + "\n====\n";
  return checktest::assumeVerdict(tla);
}

// verdict() in a module that also EXTENDS IOUtils.
std::string verdictIo(const std::string &expr) {
  std::string tla = "---- MODULE CommunityIo ----\nEXTENDS Integers, IOUtils\nASSUME " + expr + "\n====\n";
  return checktest::assumeVerdict(tla);
}

// verdict() in a module that EXTENDS Json.
std::string verdictJson(const std::string &expr) {
  std::string tla = "---- MODULE CommunityJson ----\nEXTENDS Integers, TLC, Json\nASSUME " + expr + "\n====\n";
  return checktest::assumeVerdict(tla);
}

const std::string kApply = "Ap2(op(_,_), a, b) == op(a, b)\nAp1(op(_), a) == op(a)\n";

// Every infix operator of the standard modules passed by name to a binary
// parameter is that infix operator; `-` included (not the negation).
TEST(OperatorSymbolArguments, InfixSymbolsAreTheInfixOperators) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"+", "7, 3"},  {"-", "7, 3"},  {"*", "7, 3"},  {"\\div", "7, 3"}, {"%", "7, 3"},  {"^", "7, 3"},
      {"<", "7, 3"},  {">", "7, 3"},  {"<=", "7, 3"}, {">=", "7, 3"},    {"..", "3, 7"}, {"=", "7, 3"},
      {"#", "7, 3"},  {"\\o", "<<1>>, <<2>>"},       {"\\cup", "{1}, {2}"},          {"\\cap", "1..2, {2}"},
      {"\\", "1..2, {2}"},  {"/\\", "TRUE, FALSE"}, {"\\/", "TRUE, FALSE"},   {":>", "1, 2"},
      {"@@", "(1 :> 2), (2 :> 3)"},
  };
  for (const auto &[op, args] : cases) {
    size_t comma = args.find(", ");
    std::string a = args.substr(0, comma), b = args.substr(comma + 2);
    EXPECT_EQ(verdict(kApply, "Ap2( " + op + ", " + args + ") = (" + a + " " + op + " " + b + ")"), "TRUE") << op;
  }
  // The reproduction: folds and Pointwise with `-` subtract.
  EXPECT_EQ(verdict(kApply, "Ap2(-, 1, 3) = -2"), "TRUE");
  EXPECT_EQ(verdict(kApply, "FoldLeft(-, 1, [n \\in 1..25 |-> n]) = -324"), "TRUE");
  EXPECT_EQ(verdict(kApply, "FoldRight(-, [n \\in 1..25 |-> n], 1) = 12"), "TRUE");
  EXPECT_EQ(verdict(kApply, "Pointwise(<<1, 1, 2>>, <<1, 1, 3>>, -) = <<0, 0, -1>>"), "TRUE");
  EXPECT_EQ(verdict("F(op(_,_)) == LET G(o(_,_)) == o(10, 4) IN G(op)", "F( - ) = 6"), "TRUE");
}

// Prefix operators passed by name to a unary parameter: the negation is `-.`.
TEST(OperatorSymbolArguments, PrefixSymbolsAreThePrefixOperators) {
  EXPECT_EQ(verdict(kApply, "Ap1(-., 3) = -3"), "TRUE");
}

// Functions!IsInjective (tlc2.overrides.Functions.IsInjective): a record set
// [a: x, b: y] is injective when its field values differ, whatever they are;
// functions, tuples and records by their values; anything else is an error.
TEST(FunctionsIsInjective, RecordSetsCompareTheirFieldValues) {
  EXPECT_EQ(verdict("", "IsInjective([a: 1, b: 2])"), "TRUE");
  EXPECT_EQ(verdict("", "~IsInjective([a: 1, b: 1])"), "TRUE");
  EXPECT_EQ(verdict("", "IsInjective([a: {1}, b: {2}])"), "TRUE");
  EXPECT_EQ(verdict("", "~IsInjective([a: {1}, b: {1}])"), "TRUE");
  EXPECT_EQ(verdict("", "IsInjective([a: {1}])"), "TRUE");
  EXPECT_EQ(verdict("", "~IsInjective([a: {1, 2}, b: {2, 1}, c: {3}])"), "TRUE");
  EXPECT_EQ(verdict("", "IsInjective([a |-> 1, b |-> 2]) /\\ ~IsInjective([a |-> 1, b |-> 1])"), "TRUE");
  EXPECT_EQ(verdict("", "IsInjective(\"a\" :> 1 @@ \"a\" :> 1) /\\ ~IsInjective({\"a\"} :> 0 @@ {\"b\"} :> 0)"),
            "TRUE");
  EXPECT_EQ(verdict("", "IsInjective({})"),
            "The argument of IsInjective should be a function, but instead it is:\n{}");
}

// Json!ToJsonObject: a tuple is an object keyed from "0"; a function over 1..n
// built by [x \in S |-> e], :> or @@ (TLC's FcnLambdaValue/FcnRcdValue) is a
// valid sequence and written as an array; other functions are objects.
TEST(JsonToJsonObject, FunctionsOverOneToNAreArrays) {
  auto holds = [&](const std::string &e, const std::string &json) {
    std::string lit;
    for (char ch : json)
      lit += ch == '"' ? std::string("\\\"") : std::string(1, ch);
    return verdictJson("ToJsonObject(" + e + ") = \"" + lit + "\"");
  };
  EXPECT_EQ(holds("[n \\in 1..2 |-> \"a\"]", "[\"a\",\"a\"]"), "TRUE");
  EXPECT_EQ(holds("1 :> \"b\" @@ 2 :> \"c\"", "[\"b\",\"c\"]"), "TRUE");
  EXPECT_EQ(holds("[n \\in 1..3 |-> n * n]", "[1,4,9]"), "TRUE");
  EXPECT_EQ(holds("<<\"a\", \"a\">>", "{\"0\":\"a\",\"1\":\"a\"}"), "TRUE");
  EXPECT_EQ(holds("1 :> \"b\" @@ 0 :> \"c\"", "{\"0\":\"c\",\"1\":\"b\"}"), "TRUE");
  EXPECT_EQ(holds("[n \\in 2..3 |-> n]", "{\"2\":2,\"3\":3}"), "TRUE");
  EXPECT_EQ(holds("[a |-> 1]", "{\"a\":1}"), "TRUE");
}

// IOUtils!atoi (tlc2.overrides.IOUtils.atoi): Integer.parseInt's strings (an
// optional sign, decimal digits, 32 bits); anything else, string or not, is
// TLC's one-argument error.
TEST(IOUtilsAtoi, IntegerParseIntStrings) {
  const std::vector<std::pair<std::string, std::string>> values = {
      {"\"1\"", "1"},        {"\"0\"", "0"},         {"\"-0\"", "0"},       {"\"-1\"", "-1"},
      {"\"+7\"", "7"},       {"\"007\"", "7"},       {"\"2147483647\"", "2147483647"},
      {"\"-2147483648\"", "-2147483647 - 1"}, // the numeral 2147483648 is above TLC's integers
  };
  for (const auto &[arg, value] : values)
    EXPECT_EQ(verdictIo("atoi(" + arg + ") = " + value), "TRUE") << arg;
  const std::vector<std::pair<std::string, std::string>> errors = {
      {"\"\"", "\"\""},         {"\"foo\"", "\"foo\""},   {"\" 1\"", "\" 1\""},   {"\"1 \"", "\"1 \""},
      {"\"-\"", "\"-\""},       {"\"+\"", "\"+\""},       {"\"1.5\"", "\"1.5\""},
      {"\"2147483648\"", "\"2147483648\""}, {"\"-2147483649\"", "\"-2147483649\""}, {"1", "1"},
      {"<<\"1\">>", "<<\"1\">>"},
  };
  for (const auto &[arg, printed] : errors)
    EXPECT_EQ(verdictIo("atoi(" + arg + ") = 0"),
              "The argument of atoi should be a string, but instead it is:\n" + printed)
        << arg;
}

// A cfg override of a definition of a module without parameters reaches it
// along every path: TLC instantiates such a module without new definitions
// (CommunityModules' ShiViz does `INSTANCE Toolbox`, and a trace-explorer cfg
// overrides Toolbox's `_TETrace`). Whatever the order of EXTENDS, through a
// module's INSTANCE, a definition inside the instantiated module, or I!Op.
TEST(OverrideThroughParameterlessInstance, ReachesEveryPath) {
  const std::string tb = "---- MODULE Tb ----\nEXTENDS Naturals\nTr == CHOOSE f \\in [Nat -> STRING] : TRUE\n"
                         "Len1 == Tr[1]\n====\n";
  const std::string sv = "---- MODULE Sv ----\nINSTANCE Tb\nH == Tr[1]\nL == Len1\nI == INSTANCE Tb\nQ == I!Tr[1]\n====\n";
  for (const char *extends : {"Sv, Tb", "Tb, Sv", "Sv"}) {
    std::string root = std::string("---- MODULE R ----\nEXTENDS ") + extends +
                       ", TLC\nMyTr == <<\"a\">>\nASSUME H = \"a\" /\\ L = \"a\" /\\ Q = \"a\"\n====\n";
    CheckRun r = checkText({root, tb, sv}, "CONSTANT Tr <- MyTr\n");
    ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
    EXPECT_EQ(r.result.outcome, Outcome::Success) << extends << ": " << r.result.error.message;
  }
}

} // namespace
} // namespace tlacore
