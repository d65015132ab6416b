// More classes of TLC 1.8.0 behaviour found through ../shared/reference/eval-oracle, each enumerated: the
// operators of the Functions module TLC loads, what its Java overrides do with a value taken twice and with
// the errors of the operator they apply, the order TLC's sort compares a written set's elements in, and
// S \cup T with an operand TLC cannot list (kept lazy, failing with TLC's words only when listed).
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

// "TRUE", "FALSE", or the error text of ASSUME expr (the cfg makes M a model value).
std::string verdict(const std::string &expr) {
  std::string tla = "---- MODULE OverrideClasses ----\n"
                    "EXTENDS Integers, Sequences, FiniteSets, TLC, SequencesExt, FiniteSetsExt, Functions\n"
                    "CONSTANT M\nASSUME " +
                    expr + "\n====\n";
  return checktest::assumeVerdict(tla, "CONSTANT M = M\n");
}

std::string javaError(const std::string &method, const std::string &inner) {
  return "Attempted to apply the operator overridden by the Java method\n" + method +
         ",\nbut it produced the following error:\n" + inner;
}
const std::string kPrintT = "public static tlc2.value.impl.Value tlc2.module.TLC.PrintT(tlc2.value.impl.Value)";
// What PrintT(expr) fails with: TLC's text wrapped in PrintT's.
std::string printError(const std::string &inner) { return javaError(kPrintT, inner); }

// The CommunityModules' Functions (as TLC 1.8.0 loads it) defines
// SumFunctionOnSet and SumFunction, over FoldFunctionOnSet.
TEST(TlcOverrideClasses, FunctionsDefinesTheSumOperators) {
  EXPECT_EQ(verdict("SumFunction(<<1, 2, 1>>) = 4"), "TRUE");
  EXPECT_EQ(verdict("SumFunction(<<>>) = 0"), "TRUE");
  EXPECT_EQ(verdict("SumFunction([x \\in {} |-> x]) = 0"), "TRUE");
  EXPECT_EQ(verdict("SumFunction((2 :> 8) @@ (6 :> 12)) = 20"), "TRUE");
  EXPECT_EQ(verdict("SumFunction([a |-> 3, b |-> 4]) = 7"), "TRUE");
  EXPECT_EQ(verdict("SumFunctionOnSet(<<1, 2, 3>>, {1, 3}) = 4"), "TRUE");
}

// Functions.antiFunction builds a FcnRcdValue from the values to the keys and
// normalizes it: a value taken twice fails (the one FcnRcdValue.normalize's
// two insertion passes meet first), for tuples, records and functions alike;
// the result is a FcnRcdValue (applied outside its domain with its words).
TEST(TlcOverrideClasses, AntiFunctionRejectsAValueTakenTwice) {
  const std::string method = "public static tlc2.value.impl.Value tlc2.overrides.Functions.antiFunction(tlc2.value.impl.Value)";
  auto twice = [&](const std::string &v) {
    return javaError(method, "The value\n" + v + "\noccurs multiple times in the function domain.");
  };
  EXPECT_EQ(verdict("AntiFunction(<<1, 12, 1, 8>>) = <<>>"), twice("1"));
  EXPECT_EQ(verdict("AntiFunction(<<-1, 1, 8, 8>>) = <<>>"), twice("8"));
  EXPECT_EQ(verdict("AntiFunction(<<2, 3, -3, 2, 3>>) = <<>>"), twice("3"));
  EXPECT_EQ(verdict("AntiFunction(<<2, 3, -3, 2>>) = <<>>"), twice("3"));
  EXPECT_EQ(verdict("AntiFunction(<<5, 1, 3, 1>>) = <<>>"), twice("1"));
  EXPECT_EQ(verdict("AntiFunction([a |-> \"x\", b |-> \"x\"]) = <<>>"), twice("\"x\""));
  EXPECT_EQ(verdict("AntiFunction((1 :> {2}) @@ (5 :> {2})) = <<>>"), twice("{2}"));
  EXPECT_EQ(verdict("AntiFunction([i \\in 1..3 |-> 0]) = <<>>"), twice("0"));
  EXPECT_EQ(verdict("AntiFunction(<<\"a\", \"b\">>) = (\"a\" :> 1 @@ \"b\" :> 2)"), "TRUE");
  EXPECT_EQ(verdict("AntiFunction([a |-> 2, b |-> 1]) = <<\"b\", \"a\">>"), "TRUE");
  EXPECT_EQ(verdict("AntiFunction(<<2, 1>>)[3] = 0"),
            "Attempted to apply function:\n<<2, 1>>\nto argument 3, which is not in the domain of the function.");
}

// A Java fold applies its operator argument inside its method: an error
// there comes wrapped in the fold's own text (MethodValue.apply), unless TLC
// raises it as an EvalException (argument checks, division by zero).
TEST(TlcOverrideClasses, JavaFoldsWrapTheErrorsOfTheirOperator) {
  const std::string plus = javaError("public static tlc2.value.impl.IntValue tlc2.module.Integers.Plus("
                                     "tlc2.value.impl.IntValue,tlc2.value.impl.IntValue)",
                                     "Cannot cast tlc2.value.impl.SetEnumValue to tlc2.value.impl.IntValue");
  struct Fold {
    const char *call, *method;
  } folds[] = {
      {"FoldSet(LAMBDA a, b : a + b, 0, {{1}})",
       "tlc2.overrides.FiniteSetsExt.foldSet(tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Enumerable)"},
      {"SumSet({{1}})",
       "tlc2.overrides.FiniteSetsExt.foldSet(tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Enumerable)"},
      {"FoldFunction(LAMBDA a, b : a + b, 0, <<{1}>>)",
       "tlc2.overrides.Functions.foldFunction(tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Value)"},
      {"FoldFunctionOnSet(LAMBDA a, b : a + b, 0, <<{1}>>, {1})",
       "tlc2.overrides.Functions.foldFunctionOnSet(tlc2.value.impl.OpValue,tlc2.value.impl.Value,"
       "tlc2.value.impl.Value,tlc2.value.impl.Value)"},
      {"SumFunction(<<{1}>>)",
       "tlc2.overrides.Functions.foldFunctionOnSet(tlc2.value.impl.OpValue,tlc2.value.impl.Value,"
       "tlc2.value.impl.Value,tlc2.value.impl.Value)"},
      {"FoldSeq(LAMBDA a, b : a + b, 0, <<{1}>>)",
       "tlc2.overrides.SequencesExt.foldSeq(tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Value)"},
      {"FoldLeft(LAMBDA a, b : a + b, 0, <<{1}>>)",
       "tlc2.overrides.SequencesExt.foldLeft(tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Value)"},
      {"FoldRight(LAMBDA a, b : a + b, <<{1}>>, 0)",
       "tlc2.overrides.SequencesExt.foldRight(tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Value)"},
  };
  for (const Fold &f : folds)
    EXPECT_EQ(verdict(std::string(f.call) + " = 0"), javaError(std::string("public static tlc2.value.impl.Value ") + f.method, plus))
        << f.call;
  // EvalExceptions pass through unwrapped.
  EXPECT_EQ(verdict("FoldSet(LAMBDA a, b : a \\div 0, 0, {1}) = 0"), "The second argument of \\div is 0.");
  EXPECT_EQ(verdict("FoldFunction(LAMBDA a, b : a % 0, 0, <<1>>) = 0"),
            "The second argument of % should be a positive number, but instead it is:\n0");
  EXPECT_EQ(verdict("FoldLeft(LAMBDA a, b : a < {}, 0, <<1>>) = 0"),
            "The second argument of < should be an integer, but instead it is:\n{}");
}

// TLC sorts a written set {e1, ..., eN} by binary insertion in written order,
// asking each new element ei.compareTo(an earlier one): the first pair it
// cannot compare names ei first. Nested values (sets of sets, functions) and
// the sets TLC does not list (Nat, Seq(S)) included; a tuple against a record
// fails on the record's first key, in FcnRcdValue's words.
TEST(TlcOverrideClasses, WrittenSetsCompareInWrittenOrder) {
  EXPECT_EQ(verdict("PrintT({Nat, {1}})"), printError("Attempted to compare the set {1} with the value:\nNat"));
  EXPECT_EQ(verdict("PrintT({Seq({}), BOOLEAN})"),
            printError("Attempted to compare the set {FALSE, TRUE} with the value:\nSeq({})"));
  EXPECT_EQ(verdict("PrintT({[{} -> {}], {{1}}})"), printError("Attempted to compare the set {1} with the value:\n<<>>"));
  EXPECT_EQ(verdict("PrintT({{{1}}, [{} -> {}]})"),
            printError("Attempted to compare the function <<>> with the value:\n{1}"));
  EXPECT_EQ(verdict("PrintT({<<\"a\", \"b\">>, <<1, 2>>})"),
            printError("Attempted to compare integer 1 with non-integer:\n\"a\""));
  EXPECT_EQ(verdict("PrintT({<<1, 2>>, <<\"a\", \"b\">>})"),
            printError("Attempted to compare string \"a\" with non-string:\n1"));
  EXPECT_EQ(verdict("PrintT({[x \\in {\"a\"} |-> 1], [x \\in {1} |-> 1]})"),
            printError("Attempted to compare integer 1 with non-integer:\n\"a\""));
  EXPECT_EQ(verdict("PrintT({[a |-> 1], <<1>>})"), printError("Attempted to compare integer with non-integer:\n\"a\"."));
  EXPECT_EQ(verdict("PrintT({\"a\" :> 1, <<1>>})"), printError("Attempted to compare integer with non-integer:\n\"a\"."));
  EXPECT_EQ(verdict("PrintT({<<1>>, \"a\" :> 1})"), printError("Attempted to compare integer with non-integer\n\"a\"."));
  EXPECT_EQ(verdict("PrintT({{1}, {2}, {1, 2}})"), "TRUE");
  EXPECT_EQ(verdict("PrintT({<<1, 2>>, <<2>>, <<3, 4>>})"), "TRUE");
}

// S \cup T where TLC cannot list S or T (a value that is no set, Nat, Int,
// STRING, Seq(S)): a SetCupValue whose S is the operand TLC's union starts
// from (a written set or an interval, else the left one). Membership asks S,
// then T; listing it (printing, enumerating) fails with TLC's words. S \ T
// over an S TLC cannot list fails with SetDiffValue's words.
TEST(TlcOverrideClasses, UnionsWithOperandsTlcCannotListStayLazy) {
  auto notBoth = [](const std::string &s, const std::string &t) {
    return printError("Attempted to enumerate S \\cup T when S:\n" + s + "\nand T:\n" + t + "\nare not both enumerable");
  };
  EXPECT_EQ(verdict("PrintT(1 \\cup {1})"), notBoth("{1}", "1"));
  EXPECT_EQ(verdict("PrintT({1} \\cup 1)"), notBoth("{1}", "1"));
  EXPECT_EQ(verdict("PrintT(TRUE \\cup 1..2)"), notBoth("1..2", "TRUE"));
  EXPECT_EQ(verdict("PrintT(\"ab\" \\cup 1)"), notBoth("\"ab\"", "1"));
  EXPECT_EQ(verdict("PrintT([a |-> 1] \\cup <<1, 2>>)"), notBoth("[a |-> 1]", "<<1, 2>>"));
  EXPECT_EQ(verdict("PrintT(<<1, 2>> \\cup {M})"), notBoth("{M}", "<<1, 2>>"));
  EXPECT_EQ(verdict("PrintT(Nat \\cup {-1})"), notBoth("{-1}", "Nat"));
  EXPECT_EQ(verdict("PrintT(1..2 \\cup STRING)"), notBoth("1..2", "STRING"));
  EXPECT_EQ(verdict("PrintT(Seq({1}) \\cup Int)"), notBoth("Seq({1})", "Int"));
  EXPECT_EQ(verdict("PrintT({} \\cup 1)"), "TRUE"); // the other operand itself
  EXPECT_EQ(verdict("-1 \\in Nat \\cup {-1}"), "TRUE");
  EXPECT_EQ(verdict("1 \\in (2 \\cup {1})"), "TRUE");
  EXPECT_EQ(verdict("\\E x \\in (1 \\cup {1}) : TRUE").rfind("Attempted to enumerate S \\cup T when S:\n{1}\nand T:\n1\n", 0), 0u);
  EXPECT_EQ(verdict("PrintT(Int \\ {0})"),
            printError("Attempted to enumerate S \\ T when S:\nInt\nis not enumerable."));
  EXPECT_EQ(verdict("PrintT({x \\in Nat : x > 0})"),
            printError("Attempted to enumerate { x \\in S : p(x) } when S:\nNat\nis not enumerable"));
}

// TLC.SortSeq is an insertion sort moving each element left while the
// comparator holds against its left neighbour: a comparator that is not a
// strict order (<=) puts a later element before its equals, at any length
// (std::stable_sort merges above 15 elements and keeps equals in order); a
// non-Boolean comparison and a first argument that is no sequence are TLC's
// argument errors (with its words "natural number").
TEST(TlcOverrideClasses, SortSeqIsTlcsInsertionSort) {
  EXPECT_EQ(verdict("SortSeq([i \\in 1..20 |-> i - 1], LAMBDA x, y : x % 2 <= y % 2) = "
                    "<<18, 16, 14, 12, 10, 8, 6, 4, 2, 0, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1>>"),
            "TRUE");
  EXPECT_EQ(verdict("SortSeq([i \\in 1..20 |-> i - 1], LAMBDA x, y : x % 2 < y % 2) = "
                    "<<0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19>>"),
            "TRUE");
  EXPECT_EQ(verdict("SortSeq(<<3, 1, 2>>, LAMBDA x, y : x > y) = <<3, 2, 1>>"), "TRUE");
  EXPECT_EQ(verdict("SortSeq(<<>>, LAMBDA x, y : 1) = <<>>"), "TRUE");
  EXPECT_EQ(verdict("SortSeq(<<2>>, LAMBDA x, y : 1) = <<2>>"), "TRUE");
  EXPECT_EQ(verdict("SortSeq(<<2, 1>>, LAMBDA x, y : 1) = <<>>"),
            "The second argument of SortSeq should be a boolean function, but instead it is:\n1");
  EXPECT_EQ(verdict("SortSeq({1}, LAMBDA x, y : x < y) = <<>>"),
            "The first argument of SortSeq should be a natural number, but instead it is:\n{1}");
  EXPECT_EQ(verdict("SortSeq(<<1, \"s\", 2>>, LAMBDA x, y : x < y) = <<>>"),
            "The first argument of < should be an integer, but instead it is:\n\"s\"");
}

} // namespace
} // namespace tlacore
