// TLC's Java unit tests of its standard-module natives (tlc2.module.SequencesTest, TLCTest, RandomizationTest),
// each assertion restated as a TLA+ expression whose value or error tlacore must give as TLC does.
//
// Skipped, with the reason:
// | Java test                                   | why                                                              |
// |---------------------------------------------|------------------------------------------------------------------|
// | TLCTest: instanceof FcnRcdValue, arrays     | Java representation; the value and its domain are asserted       |
// | RandomizationTest.testV1Valid/V2Larger1/    | RandomSubsetSet is not in TLC 1.8.0's Randomization.tla (an old  |
// |   testSetNonFinite (RandomSubsetSet)        | operator since removed); no TLA+ expression reaches it           |
// | TLCExtTest, JsonTest, TransitTest,          | whole-model runs (TLC_STATS of a test-model spec), not unit      |
// |   ConstantContextTLCCacheTest, TLCExtTrace* | assertions: covered by the TLC test-model rows, not here         |
// | EC error codes (TLC_MODULE_EVALUATING, ...) | the code is internal; the message TLC prints for it is asserted  |
// | CombinatoricsTest bigChoose (50c10, 400c50...) | beyond TLC's 32-bit integers: no TLA+ value holds them          |
// | CommunityModules CBORGoldenTest             | checks CBORTests.tla's golden bytes against a second Java        |
// |                                             | encoder; the goldens run as CBORTests.tla's ASSUMEs              |
// |                                             | (scripts/run_community_tests.py)                                 |
#include <gtest/gtest.h>

#include <string>

#include "tlc_java_unit_helpers.h"

namespace tlacore {
namespace {

using javaunit::printed;
using javaunit::verdict;

// ---- tlc2.module.SequencesTest: the string cases of Head, Tail, Append, \o and SubSeq ----

TEST(TlcJavaSequencesTest, TailAndSubSeqOfAStringAreStrings) {
  EXPECT_EQ(printed("Tail(\"abc\")"), "\"bc\"");                  // testTailString
  EXPECT_EQ(verdict("Tail(\"abc\") = \"bc\""), "TRUE");
  EXPECT_EQ(printed("SubSeq(\"abc\", 1, 1)"), "\"a\"");           // testSubseq
  EXPECT_EQ(printed("\"abc\" \\o \"d\""), "\"abcd\"");            // testConcatStringToString
}

TEST(TlcJavaSequencesTest, HeadOfAStringIsAnError) {
  // testHeadString, testHeadStringEmpty: TLC_MODULE_ONE_ARGUMENT_ERROR.
  EXPECT_EQ(verdict("Head(\"a\") = 1"), "The argument of Head should be a sequence, but instead it is:\n\"a\"");
  EXPECT_EQ(verdict("Head(\"\") = 1"), "The argument of Head should be a sequence, but instead it is:\n\"\"");
}

TEST(TlcJavaSequencesTest, AppendToAStringIsAnError) {
  // testAppendString, testAppendString2, testAppendStringNonString: TLC_MODULE_EVALUATING.
  const std::string head = "Evaluating an expression of the form Append(s, v) when s is not a sequence:\n";
  EXPECT_EQ(verdict("Append(\"\", \"a\") = 1"), head + "\"\"");
  EXPECT_EQ(verdict("Append(\"abc\", \"d\") = 1"), head + "\"abc\"");
  EXPECT_EQ(verdict("Append(\"\", 0) = 1"), head + "\"\"");
}

TEST(TlcJavaSequencesTest, ConcatOfAStringWithANonStringIsAnError) {
  // testConcatStringToSeq, testConcatSeqToString, testConcatIntToSeq, testConcatSeqToInt, testConcatIntToInt.
  EXPECT_EQ(verdict("<<\"abc\">> \\o \"d\" = 1"),
            "Evaluating an expression of the form t \\o s when s is not a sequence:\n\"d\"");
  EXPECT_EQ(verdict("\"abc\" \\o <<\"d\">> = 1"),
            "Evaluating an expression of the form t \\o s when s is not a string:\n<<\"d\">>");
  EXPECT_EQ(verdict("<<\"abc\">> \\o 1 = 1"),
            "Evaluating an expression of the form t \\o s when s is not a sequence:\n1");
  EXPECT_EQ(verdict("1 \\o <<\"d\">> = 1"),
            "Evaluating an expression of the form s \\o t when s is not a sequence:\n1");
  EXPECT_EQ(verdict("1 \\o 1 = 1"), "Evaluating an expression of the form s \\o t when s is not a sequence:\n1");
}

// ---- tlc2.module.TLCTest ----

TEST(TlcJavaTLCTest, CombineFcnOfASingletonAndATuple) {
  // testA: (3 :> 11) @@ <<1, 2, 3>>, domain 1..3, values 1, 2, 11.
  EXPECT_EQ(printed("(3 :> 11) @@ <<1, 2, 3>>"), "<<1, 2, 11>>");
  EXPECT_EQ(verdict("(3 :> 11) @@ <<1, 2, 3>> = <<1, 2, 11>>"), "TRUE");
  EXPECT_EQ(verdict("DOMAIN ((3 :> 11) @@ <<1, 2, 3>>) = 1..3"), "TRUE");
  // testB: (4 :> 11) @@ <<1, 2, 3, 11>>, domain 1..4, values 1, 2, 3, 11.
  EXPECT_EQ(printed("(4 :> 11) @@ <<1, 2, 3, 11>>"), "<<1, 2, 3, 11>>");
  EXPECT_EQ(verdict("DOMAIN ((4 :> 11) @@ <<1, 2, 3, 11>>) = 1..4"), "TRUE");
  EXPECT_EQ(verdict("(4 :> 11) @@ <<1, 2, 3, 11>> = <<1, 2, 3, 11>>"), "TRUE");
}

TEST(TlcJavaTLCTest, PermutationsOfFiveElements) {
  // testPermutations: 120 elements, each of 5 elements, all distinct, each a bijection of 1..5.
  EXPECT_EQ(verdict("Cardinality(Permutations(1..5)) = 120"), "TRUE");
  EXPECT_EQ(verdict("\\A p \\in Permutations(1..5) : DOMAIN p = 1..5 /\\ {p[i] : i \\in 1..5} = 1..5"), "TRUE");
  EXPECT_EQ(verdict("Cardinality({p \\in Permutations(1..5) : TRUE}) = 120"), "TRUE");
}

// ---- tlc2.module.RandomizationTest ----

TEST(TlcJavaRandomizationTest, RandomSubsetOfAnInfiniteSetIsAnError) {
  // testRandomSubsetNonFinite (TLC's message has "a a").
  EXPECT_NE(verdict("RandomSubset(23, Nat) = {}")
                .find("The second argument of RandomSubset should be a a finite set, but instead it is:\nNat"),
            std::string::npos);
}

TEST(TlcJavaRandomizationTest, RandomSetOfSubsetsArgumentErrors) {
  auto contains = [](const std::string &expr, const std::string &text) {
    std::string v = verdict(expr + " = {}");
    EXPECT_NE(v.find(text), std::string::npos) << expr << "\n" << v;
  };
  const std::string first = "The first argument of RandomSetOfSubsets should be a nonnegative integer";
  const std::string second = "The second argument of RandomSetOfSubsets should be a nonnegative integer";
  contains("RandomSetOfSubsets(-42, 42, 1..42)", first + ", but instead it is:\n-42");           // testV1Negative
  contains("RandomSetOfSubsets(\"52\", 42, 1..42)", first + ", but instead it is:\n\"52\"");     // testV1NoIntValue
  contains("RandomSetOfSubsets(23, -1, 1..42)", second + ", but instead it is:\n-1");            // testV2Negative, RSS
  contains("RandomSetOfSubsets(42, 42, {})",                                                     // testV3Empty
           first + " that is smaller than the subset's size of 2^0, but instead it is:\n42");
  contains("RandomSetOfSubsets(42, 42, Nat)",                                                    // testV3isInfinite
           "The third argument of RandomSetOfSubsets should be a finite set, but instead it is:\nNat");
  contains("RandomSetOfSubsets(23, 10, 1..5)",                                                   // testRSSV2Twice...
           second + " in range 0..Cardinality(S), but instead it is:\n10");
}

TEST(TlcJavaRandomizationTest, RandomSetOfSubsetsSizes) {
  EXPECT_EQ(verdict("Cardinality(RandomSetOfSubsets(0, 42, 1..42)) = 0"), "TRUE");     // testV1Zero
  EXPECT_EQ(verdict("RandomSetOfSubsets(23, 0, 1..42) = {{}}"), "TRUE");               // testV2Zero, testRSSV2Zero
  EXPECT_EQ(verdict("Cardinality(RandomSetOfSubsets(42, 42, 1..256)) = 42"), "TRUE");  // testV3AstronomicallyLarge
  EXPECT_EQ(verdict("\\A T \\in RandomSetOfSubsets(42, 42, 1..256) : T \\subseteq 1..256"), "TRUE");
  EXPECT_EQ(verdict("RandomSetOfSubsets(32, 5, 1..5) = {1..5}"), "TRUE");              // testRSSV2Cardinality
}

// ---- tlc2.util.CombinatoricsTest: choose as KSubsetValue counts with it and Comb!choose computes it ----

TEST(TlcJavaCombinatoricsTest, ChooseAgreesWithTheKSubsetsCounted) {
  // testChoose, testBigChoose50c1, testBigChoose400c1. (n stops at 20: tlacore lists kSubset's elements
  // where TLC's KSubsetValue counts them with choose, so C(30, 15) would take minutes here.)
  EXPECT_EQ(javaunit::verdict("\\A n \\in 0..20 : \\A k \\in 0..n : Cardinality(kSubset(k, 1..n)) = "
                              "Comb!choose(n, k)"),
            "TRUE");
  EXPECT_EQ(javaunit::verdict("\\A n \\in 0..10 : \\A k \\in 0..n : Cardinality({s \\in SUBSET (1..n) : "
                              "Cardinality(s) = k}) = Comb!choose(n, k)"),
            "TRUE");
  EXPECT_EQ(javaunit::verdict("Comb!choose(50, 1) = 50 /\\ Comb!choose(400, 1) = 400 /\\ "
                              "Cardinality(kSubset(1, 1..400)) = 400 /\\ Cardinality(kSubset(399, 1..400)) = 400"),
            "TRUE");
}

// ---- CommunityModules tests/java/tlc2/overrides/TLCExtTest (IncompleteStates.tla) ----

TEST(TlcJavaCommunityTLCExtTest, TraceInAnIncompleteInitialState) {
  const std::string tla = "---- MODULE IncompleteStates ----\nEXTENDS TLCExt\nVARIABLE u, v, w\nvars == <<u,v,w>>\n"
                          "Init ==\n  /\\ u = 42\n  /\\ Trace\n  /\\ v = 23\n  /\\ w = TRUE\n"
                          "Next == UNCHANGED vars\n====\n";
  checktest::CheckRun r = checktest::checkText({tla}, "INIT Init\nNEXT Next\n");
  ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, explore::Outcome::EvalErrorInit);
  EXPECT_EQ(r.result.error.message,
            "In evaluating TLCExt!Trace, the state is not completely specified yet (variables v, w undefined).");
}

} // namespace
} // namespace tlacore
