// Classes of TLC 1.8.0 behaviour found through ../shared/reference/eval-oracle, each enumerated: how a lazily
// represented set prints, what Cardinality counts without listing, the arguments TLC evaluates before its
// Java methods check them, the order it asks a written set about its elements, which values compare as
// records, where model values sort, and the words for values of the wrong kind.
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

const char *kExtends = "EXTENDS Integers, Sequences, FiniteSets, TLC, Bags";

// "TRUE", "FALSE", or the error text of ASSUME expr (the cfg makes M a model value).
std::string verdict(const std::string &expr) {
  std::string tla = "---- MODULE AgreementClasses ----\n" + std::string(kExtends) + "\nCONSTANT M\nASSUME " + expr +
                    "\n====\n";
  return checktest::assumeVerdict(tla, "CONSTANT M = M\n");
}

// TLC's print form of `expr` (its ToString), or the error evaluating it.
std::string printed(const std::string &expr) {
  std::string v = verdict("Assert(FALSE, ToString(" + expr + "))");
  const std::string head = "The first argument of Assert evaluated to FALSE; the second argument was:\n\"";
  if (v.rfind(head, 0) != 0)
    return v;
  std::string text;
  for (size_t i = head.size(); i + 1 < v.size(); ++i) { // unquote
    if (v[i] == '\\' && i + 2 < v.size())
      ++i;
    text += v[i];
  }
  return text;
}

std::string javaError(const std::string &method, const std::string &inner) {
  return "Attempted to apply the operator overridden by the Java method\n" + method +
         ",\nbut it produced the following error:\n" + inner;
}
const std::string kCardinality =
    "public static tlc2.value.impl.IntValue tlc2.module.FiniteSets.Cardinality(tlc2.value.impl.Value)";

// SubsetValue lists its elements when S has fewer than 7; SetOfFcnsValue,
// SetOfRcdsValue and SetOfTuplesValue when they have fewer than enumBound
// (2000); otherwise each prints its lazy form.
TEST(TlcAgreementClasses, LazySetsPrintListedOnlyBelowTlcsBound) {
  EXPECT_EQ(printed("SUBSET {1, 2}"), "{{}, {1}, {2}, {1, 2}}");
  EXPECT_EQ(printed("SUBSET (1..6)").substr(0, 12), "{{}, {1}, {2");
  EXPECT_EQ(printed("SUBSET (1..7)"), "SUBSET (1..7)");
  EXPECT_EQ(printed("SUBSET {1, 2, 3, 4, 5, 6, 9}"), "SUBSET {1, 2, 3, 4, 5, 6, 9}");
  EXPECT_EQ(printed("[1..2 -> {3}]"), "{<<3, 3>>}");
  EXPECT_EQ(printed("[1..10 -> 1..2]").substr(0, 33), "{<<1, 1, 1, 1, 1, 1, 1, 1, 1, 1>>");
  EXPECT_EQ(printed("[1..11 -> 1..2]"), "[1..11 -> 1..2]");
  EXPECT_EQ(printed("[1..5 -> 5..12]"), "[1..5 -> 5..12]");
  EXPECT_EQ(printed("[a : 1..40, b : 1..49]").substr(0, 16), "{[a |-> 1, b |->");
  EXPECT_EQ(printed("[a : 1..40, b : 1..50]"), "[a: 1..40, b: 1..50]");
  EXPECT_EQ(printed("(1..40) \\X (1..49)").substr(0, 9), "{<<1, 1>>");
  EXPECT_EQ(printed("(1..40) \\X (1..50)"), "(1..40 \\X 1..50)");
  // Its parts' size() comes first and fails for Nat, as PrintT([Nat -> {1}]) does in the eval oracle
  // (TLC.ToString and TLC.PrintT both call v.toString()).
  EXPECT_EQ(printed("[Nat -> {1}]"),
            javaError("public static tlc2.value.impl.Value tlc2.module.TLC.ToString(tlc2.value.impl.Value)",
                      "Attempted to compute the number of elements in the overridden value Nat."));
}

// FiniteSets.Cardinality asks size(): counted for intervals, SUBSET, [S -> T],
// record sets and products, in TLC's 32-bit arithmetic.
TEST(TlcAgreementClasses, CardinalityCountsLazySetsWithTlcsLimits) {
  EXPECT_EQ(verdict("Cardinality([1..10 -> 1..5]) = 9765625"), "TRUE");
  EXPECT_EQ(verdict("Cardinality(SUBSET (1..20)) = 1048576"), "TRUE");
  EXPECT_EQ(verdict("Cardinality([a : 1..1000, b : 1..1000]) = 1000000"), "TRUE");
  EXPECT_EQ(verdict("Cardinality((1..1000) \\X (1..1000) \\X {1, 2}) = 2000000"), "TRUE");
  EXPECT_EQ(verdict("Cardinality([{} -> 1..3]) = 1"), "TRUE");
  EXPECT_EQ(verdict("Cardinality([1..3 -> {}]) = 0"), "TRUE");
  EXPECT_EQ(verdict("Cardinality([1..40 -> 1..2]) = 0"),
            javaError(kCardinality, "Overflow when computing the number of elements in:\n[1..40 -> 1..2]"));
  EXPECT_EQ(verdict("Cardinality(SUBSET (1..31)) = 0"),
            javaError(kCardinality, "Overflow when computing the number of elements in:\nSUBSET (1..31)"));
  EXPECT_EQ(verdict("Cardinality((-2147483647 - 1)..4) = 0"),
            javaError(kCardinality, "Size of interval value exceeds the maximum representable size (32bits): "
                                    "-2147483648..4."));
  EXPECT_EQ(verdict("Cardinality(0..2147483646) = 2147483647"), "TRUE");
}

// CHOOSE and \subseteq need a set TLC can enumerate (Enumerable); anything
// else fails with their own words.
TEST(TlcAgreementClasses, ChooseAndSubseteqNeedAnEnumerableSet) {
  for (const char *s : {"Nat", "Int", "STRING", "Seq({1})", "1", "\"a\"", "TRUE", "<<1>>", "[a |-> 1]", "M"}) {
    EXPECT_EQ(verdict(std::string("(CHOOSE x \\in ") + s + " : TRUE) = 0"),
              "Attempted to compute the value of an expression of\nform CHOOSE x \\in S: P, but S was not enumerable.")
        << s;
    EXPECT_EQ(verdict(std::string(s) + " \\subseteq {1}"),
              "Attempted to evaluate an expression of form S \\subseteq T, but S was not enumerable.")
        << s;
  }
}

// TLC evaluates every argument of an operator it implements in Java
// (Naturals, Integers, Sequences, Bags, FiniteSets) before the method checks
// any: an error in a later argument comes before a wrong kind of an earlier one.
TEST(TlcAgreementClasses, JavaMethodsGetAllArgumentsEvaluatedFirst) {
  const std::string headError = "Attempted to apply Head to the empty sequence.";
  for (const char *op : {"+", "-", "*", "<", ">", "<=", ">=", "\\div", "%", "..", "\\o"})
    EXPECT_EQ(verdict(std::string("(\"a\" ") + op + " Head(<<>>)) = 0"), headError) << op;
  for (const char *app : {"Append(1, Head(<<>>))", "SubSeq(1, Head(<<>>), 1)", "SubSeq(1, 1, Head(<<>>))",
                          "CopiesIn(Head(<<>>), 1)", "(1 (+) Head(<<>>))", "(1 (-) Head(<<>>))"})
    EXPECT_EQ(verdict(std::string(app) + " = 0"), headError) << app;
  // Operators of the spec keep TLC's lazy arguments.
  EXPECT_EQ(verdict("LET F(a, b) == a IN F(1, Head(<<>>)) = 1"), "TRUE");
}

// S \cap T and S \ T ask T about S's elements in S's order: for a set
// written {e1, ..., eN} the written one, so the first element T rejects is
// the first written.
TEST(TlcAgreementClasses, WrittenSetsAreAskedInWrittenOrder) {
  for (const char *op : {"\\cap", "\\"}) {
    EXPECT_EQ(verdict(std::string("({12, -3} ") + op + " BOOLEAN) = {}"),
              "Attempted to compare integer 12 with non-integer:\nTRUE")
        << op;
    EXPECT_EQ(verdict(std::string("({0, -3} ") + op + " STRING) = {}"),
              "Attempted to check if the value:\n0\nis an element of STRING.")
        << op;
    EXPECT_EQ(verdict(std::string("({10, 1} ") + op + " Seq(Nat)) = {}"),
              "Attempted to check if the value:\n10\nis an element of Seq(Nat).")
        << op;
  }
}

// A record is what TLC builds as a RecordValue; [x \in {"a"} |-> 1] and
// "a" :> 1 are functions, compared and printed as functions.
TEST(TlcAgreementClasses, OnlyRecordsCompareAsRecords) {
  EXPECT_EQ(printed("{([x \\in {1, 2} |-> x] @@ (3 :> 3)), ([x \\in {\"a\"} |-> 1])}"), "{[a |-> 1], <<1, 2, 3>>}");
  EXPECT_EQ(verdict("Cardinality({[a |-> 1, b |-> 2], <<1>>}) = 2"), "TRUE");
  EXPECT_EQ(verdict("<<[x \\in {\"a\"} |-> 1]>> = <<{[a |-> 1]}>>"),
            "Attempted to check equality of the function [a |-> 1] with the value:\n{[a |-> 1]}");
  // ...while a record takes any function whose domain is strings as a record.
  EXPECT_EQ(verdict("[a |-> 1] = [x \\in {\"a\"} |-> 1]"), "TRUE");
  EXPECT_EQ(verdict("[x \\in {\"a\"} |-> 1] = [a |-> 1]"), "TRUE");
  EXPECT_EQ(verdict("<<[a |-> 1]>> = <<{[a |-> 1]}>>"),
            "Attempted to check equality of record:\n[a |-> 1]\nwith non-record\n{[a |-> 1]}");
  // A function whose keys are strings prints as a record only when each reads as a field name.
  EXPECT_EQ(printed("SetToBag({\"ab\", \"ba\"})"), "[ab |-> 1, ba |-> 1]");
  EXPECT_EQ(printed("SetToBag({\"a\", \"x y\"})"), "(\"a\" :> 1 @@ \"x y\" :> 1)");
}

// [x \in S |-> e][a] is TLC's FcnLambdaValue applied: e is evaluated at a
// alone, and an `a` outside S is reported with the function printed whole
// when it can be built, with its body unevaluated when it cannot.
TEST(TlcAgreementClasses, AppliedLambdasAreLazyAsTlcs) {
  EXPECT_EQ(verdict("[i \\in 1..2 |-> 1 \\div (i - 1)][2] = 1"), "TRUE");
  EXPECT_EQ(verdict("[i \\in {5} |-> 1][4] = 1"),
            "In applying the function\n(5 :> 1),\nthe first argument is:\n4\nwhich is not in its domain.\n");
  // The body's place is TLC's "line L, col C to line L2, col C2 of module M"
  // where the run renders places (the engine, the eval-oracle harness).
  auto unevaluated = [](const std::string &text, const std::string &head, const std::string &arg) {
    std::string tail = ">],\nthe first argument is:\n" + arg + "\nwhich is not in its domain.\n";
    return text.rfind("In applying the function\n" + head + " |-> <expression ", 0) == 0 && text.size() > tail.size() &&
           text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
  };
  EXPECT_TRUE(unevaluated(verdict("[i \\in {5} |-> Head(<<>>)][4] = 1"), "[i \\in {5}", "4"));
  EXPECT_TRUE(unevaluated(verdict("[i \\in 1..2 |-> 1 \\div (i - 1)][3] = 1"), "[i \\in 1..2", "3"));
  EXPECT_EQ(verdict("[i \\in {5} |-> Head(<<>>)][5] = 1"), "Attempted to apply Head to the empty sequence.");
}

// Sets are equal when their elements are, each compared with equals (TLC's
// "check equality" words, not compareTo's).
TEST(TlcAgreementClasses, SetEqualityComparesElementsWithEquals) {
  EXPECT_EQ(verdict("{1} = {\"a\"}"), "Attempted to check equality of integer 1 with non-integer:\n\"a\"");
  EXPECT_EQ(verdict("{TRUE} = {1}"), "Attempted to compare equality of boolean TRUE with non-boolean:\n1");
  EXPECT_EQ(verdict("{\"a\"} = {1}"), "Attempted to check equality of string \"a\" with non-string:\n1");
  EXPECT_EQ(verdict("<<{<<>>}>> = <<{\"a\"}>>"), "Attempted to check equality of the function <<>> with the value:\n\"a\"");
  EXPECT_EQ(verdict("{1} = {2}"), "FALSE");
}

// ModelValue.compareTo puts an (untyped) model value below every other value.
TEST(TlcAgreementClasses, ModelValuesSortFirst) {
  for (const char *other : {"0", "TRUE", "\"s\"", "{}", "<<1>>", "[a |-> 1]"})
    EXPECT_EQ(printed(std::string("{") + other + ", M}"), std::string("{M, ") + other + "}") << other;
}

// Value.getKindString: the class of a value in TLC's words.
TEST(TlcAgreementClasses, WrongKindMessagesUseTlcsValueImages) {
  auto nonFunction = [](const std::string &v) {
    std::string e = verdict(v + "[1] = 0");
    return e.substr(0, e.find('\n'));
  };
  EXPECT_EQ(nonFunction("{1}"), "A non-function (a set of the form {e1, ... ,eN}) was applied as a function.");
  EXPECT_EQ(nonFunction("\"ab\""), "A non-function (a string) was applied as a function.");
  EXPECT_EQ(nonFunction("3"), "A non-function (an integer) was applied as a function.");
  EXPECT_EQ(nonFunction("M"), "A non-function (a model value) was applied as a function.");
  std::string cond = verdict("(IF {} THEN 1 ELSE 2) = 1");
  EXPECT_EQ(cond.substr(0, cond.find('\n')),
            "A non-boolean expression (a set of the form {e1, ... ,eN}) was used as the condition of an IF.");
}

// Sequences' operators on strings (Tail, SubSeq), and Bags' errors, unlocated
// as TLC raises them from Java.
TEST(TlcAgreementClasses, SequenceAndBagNativesFollowTlcsJava) {
  EXPECT_EQ(verdict("Tail(\"abc\") = \"bc\""), "TRUE");
  EXPECT_EQ(verdict("Tail(\"\") = \"\""), "Attempted to apply Tail to the empty sequence.");
  EXPECT_EQ(verdict("SubSeq(\"abc\", 2, 3) = \"bc\""), "TRUE");
  EXPECT_EQ(verdict("SubSeq(\"b\", 1, 2) = \"\""),
            "The third argument of SubSeq must be in the domain of its first argument:\n\"b\"\n, but instead it is\n2");
  EXPECT_EQ(verdict("SubSeq(\"\", 1, 2) = \"\""),
            "The second argument of SubSeq must be in the domain of its first argument:\n\"\"\n, but instead it is\n1");
  EXPECT_EQ(verdict("SubSeq(<<1>>, \"a\", 2) = <<>>"),
            "The second argument of SubSeq should be a natural number, but instead it is:\n\"a\"");
  EXPECT_EQ(printed("BagToSet(<<1, 2>>)"), "1..2");
  EXPECT_EQ(printed("BagToSet(SetToBag(1..2))"), "{1, 2}");
  EXPECT_EQ(printed("BagToSet(SetToBag(1..2) (+) SetToBag({3}))"), "{1, 2, 3}");
  EXPECT_EQ(verdict("(SetToBag({1}) (-) 1) = 0"), "The second argument of (-) should be a bag, but instead it is:\n1");
  EXPECT_EQ(verdict("CopiesIn(1, {1}) = 0"),
            javaError("public static tlc2.value.impl.IntValue "
                      "tlc2.module.Bags.CopiesIn(tlc2.value.impl.Value,tlc2.value.impl.Value)",
                      "Cannot read field \"values\" because \"fcn\" is null"));
  EXPECT_EQ(verdict("Permutations(1) = {}"), "Applying Permutations to the following value,\nwhich is not a finite set:\n1");
}

} // namespace
} // namespace tlacore
