// TLC's Java unit tests of its values (tlc2.value.impl.*Test), each assertion restated as a TLA+ expression:
// sizes, membership, equality, order, printed text and error messages that a spec can observe.
//
// Skipped, with the reason:
// | Java test                                        | why                                                          |
// |--------------------------------------------------|--------------------------------------------------------------|
// | *ValueTest: instanceof, enumerator classes,      | Java representation (which enumerator, internal arrays,      |
// |   elementAt(i) order, getNumOfPicks, k field      | index order of SubsetEnumerator); the set each yields is     |
// |                                                  | asserted instead                                             |
// | SubsetValueTest kElements(-1)/(n+1),             | IllegalArgumentException of an internal method no operator   |
// |   numberOfKElements(-1)/(n+1)/(1..63)            | reaches with those arguments (TLC integers are 32 bit)       |
// | SubsetValueTest getUnrank / testUnrank16viaRank  | internal unranking; its observable result (every k-subset    |
// |                                                  | once) is asserted through kSubset                            |
// | SubsetValueTest getRandomSetOfSubsets(k, max)    | no operator passes a maximal length (RandomSetOfSubsets      |
// |                                                  | passes a probability)                                        |
// | SubsetValueTest testRandomSubsetGeneratorN10/N100| the number of distinct draws of a random generator depends   |
// |                                                  | on the seed; only the members' shape is deterministic        |
// | KSubsetValueTest testEnumerateN64 (k = 42),      | C(64, 42) exceeds TLC's 32-bit integers; internal exception  |
// |   testToStringLargeSwallowsCountError            | Value#toString, which no operator reaches (its own comment)  |
// | IntervalValueTest elementAt(-1), elementAt(size) | internal index                                               |
// | RecordValueTest testDeepCopy                     | Java aliasing of a copy                                      |
// | InitializeValueTest                              | isNormalized flags; the printed (sorted) forms are asserted  |
// | EnumerableValueTest                              | index coverage of the internal SubsetEnumerator for n up to  |
// |                                                  | 10656; asserted through RandomSubset(n, 1..n) = 1..n         |
// | SetOfTuplesValueTest testToStringLazy            | sets TLCGlobals.enumBound = 1, which no option reaches       |
// | FcnLambdaValueTest toFcnRcd/toRcd/toTuple,        | conversions between Java classes; the printed values and     |
// |   assertSame, fingerPrint(0L)                    | their equality with the written-out value are asserted       |
// | ValueTest: isEmpty of ANY and of 1               | TLC 1.8.0 has no isEmpty (issue 1407 is later); no operator  |
// |                                                  | asks it of ANY or of a number                                |
// | SetOfFcnsValueTest testEmptyNonEnumerableDomain, | later than TLC 1.8.0 (2025-03-08 build): 1.8.0 asks Nat for  |
// |   testRandomSubsetEmptyNonEnumerableDomain,      | its size or finds the set infinite; the tests assert 1.8.0's |
// |   SetOfRcrdValueTest ...EmptyNonEnumerableField, | answer (eval oracle: Cardinality([1..3 -> Nat])) instead     |
// |   SetOfTuplesValueTest testEmptyComponent...,    |                                                              |
// |   ...BeyondIntMaxValue (RandomSubset part)       |                                                              |
// | SetOfFcnsValueTest testNonEnumerableRange(Int.), | later than 1.8.0 (1.8.0 failed on a Java cast of Nat); its   |
// |   \A f \in [Nat -> {}] (enumerating [Nat -> {}])  | text is not known                                            |
// | ValueTest: Nat, Int, STRING, Seq({}) = {}        | isEmpty (issue 1407) is later than 1.8.0, whose UserValue    |
// |                                                  | compares only with its own kind                              |
// | ValueInputOutputStreamTest writeShort/Int/(Short)| stream primitives; their observable use, a string's round    |
// |   Nat, "x\0x", emoji/Zalgo strings, the disk     | trip through IOSerialize/IODeserialize (plain and gzip), is  |
// |   queue                                          | asserted for what a TLA+ literal can hold (ASCII, no NUL)    |
// | Unicode{String,Record}ValueSerializationTest     | @Ignore'd in TLC itself (issue 1076): TLC loses the text     |
// | StringDeserializeTLCTest                         | reads a .vos file written by TLC                             |
// | TupleValueTest apply(Value[2])                   | Tool refuses f[a, b] on a tuple before TupleValue sees it    |
// | ModelValueTest compareTo of typed model values   | later than 1.8.0: 1.8.0's ModelValue.compareTo orders every  |
// |   (errors, A_a after untyped)                    | model value by name and raises nothing; its equals errors    |
// |                                                  | (2008) are asserted                                          |
#include <gtest/gtest.h>

#include <string>

#include "tlc_java_unit_helpers.h"

namespace tlacore {
namespace {

using javaunit::printed;
using javaunit::verdict;

// Every (k, S) of the forms [k = ceil(size * fraction)] SubsetEnumeratorTest draws: RandomSubset(k, S) has k
// elements of S.
std::string randomSubsetsOfEveryFraction(const std::string &set) {
  return "LET S == " + set + "\n n == Cardinality(S) IN \\A p \\in {0, 100, 200, 300, 400, 550, 625, 775, 800, "
         "900, 1000} : LET k == (n * p + 999) \\div 1000 R == RandomSubset(k, S) IN Cardinality(R) = k /\\ "
         "\\A r \\in R : r \\in S";
}

std::string javaError(const std::string &method, const std::string &inner) {
  return "Attempted to apply the operator overridden by the Java method\n" + method +
         ",\nbut it produced the following error:\n" + inner;
}
const std::string kCardinality =
    "public static tlc2.value.impl.IntValue tlc2.module.FiniteSets.Cardinality(tlc2.value.impl.Value)";
const std::string kRandomSubset = "public static tlc2.value.impl.Value tlc2.module.Randomization.RandomSubset("
                                  "tlc2.value.impl.Value,tlc2.value.impl.Value)";
const std::string kNatSize = "Attempted to compute the number of elements in the overridden value Nat.";

// ---- SubsetValueTest ----

TEST(TlcJavaSubsetValueTest, SizeAndRandomSubsets) {
  EXPECT_EQ(verdict("Cardinality(SUBSET {\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\"}) = 128"), "TRUE");
  EXPECT_EQ(verdict("Cardinality(SUBSET {\"a\", \"b\", \"c\", \"d\", \"e\", \"f\"}) = 64"), "TRUE");
  EXPECT_EQ(verdict("Cardinality({s \\in SUBSET {\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\"} : TRUE}) = 128"),
            "TRUE");
  // testRandomSubsetE7F05, E5F01 .. E5F1: k distinct subsets of S.
  for (const char *k : {"64", "128"})
    EXPECT_EQ(verdict(std::string("LET R == RandomSubset(") + k +
                      ", SUBSET {\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\"}) IN Cardinality(R) = " + k +
                      " /\\ \\A r \\in R : r \\subseteq {\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\"}"),
              "TRUE")
        << k;
  for (const char *k : {"4", "8", "16", "24", "32"})
    EXPECT_EQ(verdict(std::string("LET R == RandomSubset(") + k +
                      ", SUBSET {\"a\", \"b\", \"c\", \"d\", \"e\"}) IN Cardinality(R) = " + k +
                      " /\\ \\A r \\in R : r \\subseteq {\"a\", \"b\", \"c\", \"d\", \"e\"}"),
              "TRUE")
        << k;
  // testRandomSubsetE17F1ENeg3: exactly k.
  EXPECT_EQ(verdict("LET R == RandomSubset(4223, SUBSET (1..17)) IN Cardinality(R) = 4223 /\\ "
                    "\\A r \\in R : r \\subseteq 1..17"),
            "TRUE");
  // testRandomSubsetE32F1ENeg6: coin tossing, at most k and at least k - 100 distinct.
  EXPECT_EQ(verdict("LET R == RandomSubset(2342, SUBSET (1..32)) IN Cardinality(R) \\in 2242..2342 /\\ "
                    "\\A r \\in R : r \\subseteq 1..32"),
            "TRUE");
}

TEST(TlcJavaSubsetValueTest, SubsetOfSubset) {
  // testRandomSubsetSubset16/256/65536: size and distinct elements.
  EXPECT_EQ(verdict("Cardinality(SUBSET SUBSET {\"a\", \"b\"}) = 16"), "TRUE");
  EXPECT_EQ(verdict("Cardinality(SUBSET SUBSET {\"a\", \"b\", \"c\"}) = 256"), "TRUE");
  EXPECT_EQ(verdict("Cardinality(SUBSET SUBSET {\"a\", \"b\", \"c\", \"d\"}) = 65536"), "TRUE");
  EXPECT_EQ(verdict("Cardinality(RandomSubset(256, SUBSET SUBSET {\"a\", \"b\", \"c\"})) = 256"), "TRUE");
  EXPECT_EQ(verdict("Cardinality({s \\in SUBSET SUBSET {\"a\", \"b\", \"c\"} : TRUE}) = 256"), "TRUE");
  // testRandomSubsetSubsetNoOverflow: 2^32 overflows size(); 2148 random elements are still distinct.
  EXPECT_NE(verdict("Cardinality(SUBSET SUBSET {\"a\", \"b\", \"c\", \"d\", \"e\"}) = 0")
                .find("Overflow when computing the number of elements in"),
            std::string::npos);
  EXPECT_EQ(verdict("LET R == RandomSubset(2148, SUBSET SUBSET {\"a\", \"b\", \"c\", \"d\", \"e\"}) IN "
                    "Cardinality(R) = 2148 /\\ \\A r \\in R : r \\subseteq SUBSET {\"a\", \"b\", \"c\", \"d\", \"e\"}"),
            "TRUE");
}

TEST(TlcJavaSubsetValueTest, KElementsAreTheKSubsets) {
  // testKSubsetEnumerator, testNumKSubset, testNumKSubset2, testNumKSubsetUpTo62 (to TLC's 32-bit 2^30).
  // (Integers: a string's place in TLC's order is where the spec first names it.)
  EXPECT_EQ(printed("kSubset(0, {1, 2, 3, 4})"), "{{}}");
  EXPECT_EQ(printed("kSubset(1, {1, 2, 3, 4})"), "{{1}, {2}, {3}, {4}}");
  EXPECT_EQ(printed("kSubset(2, {1, 2, 3, 4})"), "{{1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}");
  EXPECT_EQ(printed("kSubset(3, {1, 2, 3, 4})"), "{{1, 2, 3}, {1, 2, 4}, {1, 3, 4}, {2, 3, 4}}");
  EXPECT_EQ(printed("kSubset(4, {1, 2, 3, 4})"), "{{1, 2, 3, 4}}");
  EXPECT_EQ(verdict("kSubset(2, {\"a\", \"b\", \"c\", \"d\"}) = {{\"a\", \"b\"}, {\"a\", \"c\"}, {\"b\", \"c\"}, "
                    "{\"a\", \"d\"}, {\"b\", \"d\"}, {\"c\", \"d\"}}"),
            "TRUE");
  EXPECT_EQ(verdict("[k \\in 1..6 |-> Cardinality(kSubset(k - 1, {\"a\", \"b\", \"c\", \"d\", \"e\"}))] = "
                    "<<1, 5, 10, 10, 5, 1>>"),
            "TRUE");
  EXPECT_EQ(verdict("\\A n \\in 1..20 : LET c == [k \\in 0..n |-> Cardinality(kSubset(k, 1..n))] IN "
                    "FoldFunction(+, 0, c) = 2^n"),
            "TRUE");
  EXPECT_EQ(verdict("\\A k \\in 0..5 : \\A s \\in kSubset(k, 1..5) : Cardinality(s) = k"), "TRUE");
}

TEST(TlcJavaSubsetValueTest, SubsetIsTheUnionOfItsKSubsets) {
  // testSubsetNeedsNormalization(2): the k-subsets, unnormalized, equal SUBSET S normalized.
  EXPECT_EQ(verdict("SUBSET (1..5) = UNION {kSubset(k, 1..5) : k \\in 0..5}"), "TRUE");
  EXPECT_EQ(verdict("UNION {kSubset(k, 1..6) : k \\in 0..6} = SUBSET (1..6)"), "TRUE");
  EXPECT_EQ(printed("UNION {kSubset(k, 1..3) : k \\in 0..3}"), printed("SUBSET (1..3)"));
  // testRandomSubsetGeneratorK0: the only 0-subset is {}.
  EXPECT_EQ(verdict("RandomSubset(1, kSubset(0, 1..10)) = {{}}"), "TRUE");
  EXPECT_EQ(verdict("\\A i \\in 1..100 : RandomElement(kSubset(0, 1..10)) = {}"), "TRUE");
  EXPECT_EQ(verdict("\\A i \\in 1..100 : LET s == RandomElement(kSubset(3, 1..10)) IN "
                    "Cardinality(s) = 3 /\\ s \\subseteq 1..10"),
            "TRUE");
}

// ---- KSubsetValueTest ----

TEST(TlcJavaKSubsetValueTest, SizesAndEnumeration) {
  // testEnumerateN32/N33/N63/N64: C(n, 2) elements, each of 2 elements.
  EXPECT_EQ(verdict("Cardinality(kSubset(2, 1..32)) = 496"), "TRUE");
  EXPECT_EQ(verdict("Cardinality(kSubset(2, 1..33)) = 528"), "TRUE");
  EXPECT_EQ(verdict("Cardinality(kSubset(2, 1..63)) = 1953"), "TRUE");
  EXPECT_EQ(verdict("Cardinality(kSubset(2, 1..64)) = 2016"), "TRUE");
  EXPECT_EQ(verdict("Cardinality({s \\in kSubset(2, 1..64) : Cardinality(s) = 2}) = 2016"), "TRUE");
  EXPECT_EQ(verdict("Cardinality({s \\in kSubset(2, 1..33) : Cardinality(s) = 2}) = 528"), "TRUE");
}

TEST(TlcJavaKSubsetValueTest, NormalizesItsBaseSet) {
  // testNormalization: {1, 7, 42, 42, 23} has 4 elements, so 6 2-subsets, in this order.
  EXPECT_EQ(verdict("Cardinality(kSubset(2, {1, 7, 42, 42, 23})) = 6"), "TRUE");
  EXPECT_EQ(printed("kSubset(2, {1, 7, 42, 42, 23})"), "{{1, 7}, {1, 23}, {1, 42}, {7, 23}, {7, 42}, {23, 42}}");
}

TEST(TlcJavaKSubsetValueTest, SizeBeforeAndAfterFingerprint) {
  // testKSubsetFingerprintingS009/S032/S033/S063: size, a fingerprint (a set of it), size, enumeration.
  EXPECT_EQ(verdict("\\A k \\in {1, 9} : Cardinality(kSubset(k, 1..9)) = Cardinality({s \\in SUBSET (1..9) : "
                    "Cardinality(s) = k})"),
            "TRUE");
  EXPECT_EQ(verdict("LET c == <<32, 496, 4960, 35960, 201376>> IN \\A k \\in 1..5 : "
                    "Cardinality(kSubset(k, 1..32)) = c[k] /\\ Cardinality(kSubset(32 - k, 1..32)) = c[k]"),
            "TRUE");
  EXPECT_EQ(verdict("LET c == <<33, 528, 5456, 40920, 237336>> IN \\A k \\in 1..5 : "
                    "Cardinality(kSubset(k, 1..33)) = c[k] /\\ Cardinality(kSubset(33 - k, 1..33)) = c[k]"),
            "TRUE");
  EXPECT_EQ(verdict("LET c == <<63, 1953, 39711, 595665>> IN \\A k \\in 1..4 : "
                    "Cardinality(kSubset(k, 1..63)) = c[k] /\\ Cardinality(kSubset(63 - k, 1..63)) = c[k]"),
            "TRUE");
  EXPECT_EQ(verdict("{kSubset(3, 1..32), kSubset(3, 1..32)} = {kSubset(3, 1..32)}"), "TRUE");
  EXPECT_EQ(verdict("\\A k \\in {1, 2, 3, 30, 31, 32} : Cardinality({s \\in kSubset(k, 1..32) : TRUE}) = "
                    "Cardinality(kSubset(k, 1..32))"),
            "TRUE");
}

TEST(TlcJavaKSubsetValueTest, InvalidKDenotesTheEmptySet) {
  // testInvalidKDenotesEmptySet (as FiniteSetsExt states: k \notin 0..Cardinality(S) gives {}).
  for (const char *k : {"-1", "4"}) {
    std::string ks = std::string("kSubset(") + k + ", 1..3)";
    EXPECT_EQ(verdict("Cardinality(" + ks + ") = 0"), "TRUE") << k;
    EXPECT_EQ(verdict(ks + " = {}"), "TRUE") << k;
    EXPECT_EQ(verdict("{} = " + ks), "TRUE") << k;
    EXPECT_EQ(verdict("\\A s \\in " + ks + " : FALSE"), "TRUE") << k;
    EXPECT_EQ(printed(ks), "{}") << k;
  }
}

// ---- SetOfFcnsValueTest ----

TEST(TlcJavaSetOfFcnsValueTest, SizesAndMembers) {
  // testRangeSubsetValue: 512 functions, the ones listed among them.
  EXPECT_EQ(verdict("Cardinality([{m1, m2, m3} -> SUBSET {\"a\", \"b\", \"c\"}]) = 512"), "TRUE");
  EXPECT_EQ(verdict("[x \\in {m1, m2, m3} |-> {}] \\in [{m1, m2, m3} -> SUBSET {\"a\", \"b\", \"c\"}]"), "TRUE");
  EXPECT_EQ(verdict("(m1 :> {} @@ m2 :> {} @@ m3 :> {\"a\", \"b\"}) \\in [{m1, m2, m3} -> SUBSET {\"a\", \"b\", "
                    "\"c\"}]"),
            "TRUE");
  EXPECT_EQ(verdict("[x \\in {m1, m2, m3} |-> {\"a\", \"b\", \"c\"}] \\in [{m1, m2, m3} -> SUBSET {\"a\", \"b\", "
                    "\"c\"}]"),
            "TRUE");
  // testDomainModelValue, testRandomSubsetAndValueEnumerator: 27, and RandomSubset(27, .) is the whole set.
  EXPECT_EQ(verdict("Cardinality([{m1, m2, m3} -> {\"a\", \"b\", \"c\"}]) = 27"), "TRUE");
  EXPECT_EQ(verdict("RandomSubset(27, [{m1, m2, m3} -> {\"a\", \"b\", \"c\"}]) = [{m1, m2, m3} -> {\"a\", \"b\", "
                    "\"c\"}]"),
            "TRUE");
  EXPECT_EQ(verdict("\\A f \\in [{m1, m2, m3} -> {\"a\", \"b\", \"c\"}] : DOMAIN f = {m1, m2, m3}"), "TRUE");
  // testDomainIntervalRangeSetEnumValueSize9/27/256.
  EXPECT_EQ(verdict("Cardinality([1..2 -> {\"a\", \"b\", \"c\"}]) = 9"), "TRUE");
  EXPECT_EQ(verdict("Cardinality([1..3 -> {\"a\", \"b\", \"c\"}]) = 27"), "TRUE");
  EXPECT_EQ(verdict("Cardinality([1..4 -> {\"a\", \"b\", \"c\", \"d\"}]) = 256"), "TRUE");
  EXPECT_EQ(verdict("<<\"a\", \"a\", \"a\", \"a\">> \\in [1..4 -> {\"a\", \"b\", \"c\", \"d\"}] /\\ "
                    "<<\"d\", \"d\", \"d\", \"b\">> \\in [1..4 -> {\"a\", \"b\", \"c\", \"d\"}]"),
            "TRUE");
  EXPECT_EQ(printed("[1..2 -> {\"a\", \"b\", \"c\"}]"),
            "{<<\"a\", \"a\">>, <<\"a\", \"b\">>, <<\"a\", \"c\">>, <<\"b\", \"a\">>, <<\"b\", \"b\">>, "
            "<<\"b\", \"c\">>, <<\"c\", \"a\">>, <<\"c\", \"b\">>, <<\"c\", \"c\">>}");
}

TEST(TlcJavaSetOfFcnsValueTest, EmptyDomainOrRange) {
  // testDomainEmpty, testRangeEmpty, testDomainAndRangeEmpty.
  EXPECT_EQ(verdict("Cardinality([{} -> {\"a\", \"b\", \"c\"}]) = 1"), "TRUE");
  EXPECT_EQ(printed("[{} -> {\"a\", \"b\", \"c\"}]"), "{<<>>}");
  EXPECT_EQ(verdict("RandomSubset(5, [{} -> {\"a\", \"b\", \"c\"}]) = {<<>>}"), "TRUE");
  EXPECT_EQ(verdict("Cardinality([1..2 -> {}]) = 0"), "TRUE");
  EXPECT_EQ(verdict("[1..2 -> {}] = {}"), "TRUE");
  EXPECT_EQ(verdict("RandomSubset(5, [1..2 -> {}]) = {}"), "TRUE");
  EXPECT_EQ(verdict("Cardinality([{} -> {}]) = 1"), "TRUE");
  EXPECT_EQ(printed("[{} -> {}]"), "{<<>>}");
  EXPECT_EQ(verdict("RandomSubset(5, [{} -> {}]) = {<<>>}"), "TRUE");
}

TEST(TlcJavaSetOfFcnsValueTest, RandomSubsetOfAHugeSet) {
  // testRandomSubsetFromReallyLarge: size() overflows, k random functions are distinct members.
  const char *sets[] = {"[1..11 -> {\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\", \"h\", \"i\", \"j\"}]",
                        "[1..44 -> 1..20]", "[1..121 -> 1..19]", "[1..321 -> 1..29]"};
  for (const char *s : sets) {
    EXPECT_NE(verdict(std::string("Cardinality(") + s + ") = 0").find("Overflow when computing the number of elements"),
              std::string::npos)
        << s;
    EXPECT_EQ(verdict(std::string("\\A k \\in {0, 1, 2, 799, 1024} : LET R == RandomSubset(k, ") + s +
                      ") IN Cardinality(R) = k /\\ \\A f \\in R : f \\in " + s),
              "TRUE")
        << s;
  }
}

TEST(TlcJavaSetOfFcnsValueTest, NonEnumerableDomainOrRange) {
  // testUnitNonEnumerableRange(Interval): [{} -> Nat] = [1..0 -> Nat] = {<<>>}.
  EXPECT_EQ(verdict("{f \\in [{} -> Nat] : TRUE} = {<<>>}"), "TRUE");
  EXPECT_EQ(verdict("{f \\in [1..0 -> Nat] : TRUE} = {<<>>}"), "TRUE");
  EXPECT_EQ(verdict("\\A f \\in [{} -> Nat] : f = <<>>"), "TRUE");
  // testEmptyNonEnumerableDomain, testRandomSubsetEmptyNonEnumerableDomain assert TLC's later answer (0
  // elements); TLC 1.8.0's size() asks the domain Nat for its size first, as the eval oracle records for
  // Cardinality([1..3 -> Nat]); and its RandomSubset finds [Nat -> {}] not finite.
  EXPECT_EQ(verdict("Cardinality([Nat -> {}]) = 0"), javaError(kCardinality, kNatSize));
  EXPECT_EQ(verdict("Cardinality([1..3 -> Nat]) = 0"), javaError(kCardinality, kNatSize));
  EXPECT_EQ(verdict("RandomSubset(1, [Nat -> {}]) = {}"),
            "The second argument of RandomSubset should be a a finite set, but instead it is:\n[Nat -> {}]");
}

// ---- SetOfRcrdValueTest ----

TEST(TlcJavaSetOfRcdsValueTest, RandomSubsetsAreDistinctMembers) {
  const std::string simple = "[N0 : {\"a0\", \"a1\", \"a2\", \"a3\", \"a4\", \"a5\", \"a6\"}, N1 : 1..2, N2 : 1..4]";
  // testSimple: every element has the names and values of their fields.
  EXPECT_EQ(verdict("LET R == " + simple + " IN RandomSubset(Cardinality(R), R) = R /\\ Cardinality(R) = 56"),
            "TRUE");
  EXPECT_EQ(verdict("\\A r \\in " + simple + " : DOMAIN r = {\"N0\", \"N1\", \"N2\"} /\\ r.N1 \\in 1..2"), "TRUE");
  // testRangeSubsetValue: [N0 : {a0, a1}, N1 : {b0, b1}, ...] drawn whole is itself.
  const std::string two = "[N0 : {\"a0\", \"a1\"}, N1 : {\"b0\", \"b1\"}, N2 : {\"c0\", \"c1\"}, N3 : {\"d0\", "
                          "\"d1\"}]";
  EXPECT_EQ(verdict("RandomSubset(16, " + two + ") = " + two), "TRUE");
  // testRandomSubset: 27 of 81.
  const std::string three = "[N0 : {\"a0\", \"a1\", \"a2\"}, N1 : {\"b0\", \"b1\", \"b2\"}, N2 : {\"c0\", \"c1\", "
                            "\"c2\"}, N3 : {\"d0\", \"d1\", \"d2\"}]";
  EXPECT_EQ(verdict("LET R == RandomSubset(27, " + three + ") IN Cardinality(R) = 27 /\\ R \\subseteq " + three),
            "TRUE");
  // testRandomSubsetVaryingParameters: every k below the size (n fields of m values each).
  for (int n = 1; n <= 4; ++n)
    for (int m = 1; m <= 3; ++m) {
      std::string rs = "[";
      for (int i = 0; i < n; ++i) {
        rs += (i ? ", N" : "N") + std::to_string(i) + " : {";
        for (int j = 0; j < m; ++j)
          rs += (j ? ", \"" : "\"") + std::string(1, static_cast<char>('a' + i)) + std::to_string(j) + "\"";
        rs += "}";
      }
      rs += "]";
      EXPECT_EQ(verdict("LET R == " + rs + " IN \\A k \\in 0..(Cardinality(R) - 1) : Cardinality(RandomSubset(k, R)) = k "
                        "/\\ RandomSubset(k, R) \\subseteq R"),
                "TRUE")
          << rs;
    }
  // testRandomSubsetAstronomically: 10000 of 50^10.
  EXPECT_EQ(verdict("LET V == {\"v\" \\o ToString(i) : i \\in 1..50} "
                    "S == [a1 : V, a2 : V, a3 : V, a4 : V, a5 : V, a6 : V, a7 : V, a8 : V, a9 : V, a10 : V] "
                    "R == RandomSubset(10000, S) IN Cardinality(R) = 10000 /\\ \\A r \\in R : r \\in S"),
            "TRUE");
}

TEST(TlcJavaSetOfRcdsValueTest, EmptyFieldBesideANonEnumerableOne) {
  // testEmptyNonEnumerableField, testRandomSubsetEmptyNonEnumerableField assert TLC's later answer (0
  // elements); TLC 1.8.0's size() multiplies the fields' sizes and Nat has none.
  EXPECT_EQ(verdict("Cardinality([N0 : Nat, N1 : {}]) = 0"), javaError(kCardinality, kNatSize));
  EXPECT_EQ(verdict("RandomSubset(1, [N0 : Nat, N1 : {}]) = {}"),
            "The second argument of RandomSubset should be a a finite set, but instead it is:\n[N0: Nat, N1: {}]");
}

// ---- SetOfTuplesValueTest ----

TEST(TlcJavaSetOfTuplesValueTest, EmptyComponentAndHugeProducts) {
  // testEmptyComponentBehindOverflowingComponents asserts TLC's later answer (0); TLC 1.8.0's
  // SetOfTuplesValue.size() overflows at the third component, before it reaches the empty one.
  const std::string overflow = "Overflow when computing the number of elements in (1..4000 \\X 1..4000 \\X 1..4000";
  EXPECT_EQ(verdict("Cardinality((1..4000) \\X (1..4000) \\X (1..4000) \\X {}) = 0"),
            javaError(kCardinality, overflow + " \\X {})"));
  EXPECT_EQ(verdict("\\A t \\in (1..4000) \\X (1..4000) \\X (1..4000) \\X {} : FALSE"), "TRUE");
  // testRandomSubsetBeyondSetBound: 8000000 elements; 1000 distinct members drawn.
  EXPECT_EQ(verdict("Cardinality((1..200) \\X (1..200) \\X (1..200)) = 8000000"), "TRUE");
  EXPECT_EQ(verdict("LET R == RandomSubset(1000, (1..200) \\X (1..200) \\X (1..200)) IN Cardinality(R) = 1000 /\\ "
                    "\\A t \\in R : t \\in (1..200) \\X (1..200) \\X (1..200)"),
            "TRUE");
  // testRandomSubsetBeyondIntMaxValue: size() overflows. TLC 1.8.0's SetOfTuplesValue draws through
  // EnumerableValue's enumerator, which asks size() (drawing without it came later).
  EXPECT_EQ(verdict("Cardinality((1..4000) \\X (1..4000) \\X (1..4000)) = 0"), javaError(kCardinality, overflow + ")"));
  EXPECT_EQ(verdict("RandomSubset(1000, (1..4000) \\X (1..4000) \\X (1..4000)) = {}"),
            javaError(kRandomSubset, overflow + ")"));
}

// ---- SubsetEnumeratorTest, EnumerableValueTest: RandomSubset(k, S) for every fraction of every kind ----

TEST(TlcJavaSubsetEnumeratorTest, RandomSubsetOfEveryKindAndFraction) {
  const char *sets[] = {
      "1..10",
      "{\"65\", \"66\", \"67\", \"68\", \"69\", \"70\", \"71\", \"72\", \"73\", \"74\"}",
      "(1..5) \\X (1..5)",
      "{} \\X {}",
      "UNION {1..5, 5..11}",
      "UNION {}",
      "[2..5 -> {\"a\", \"b\", \"c\"}]",
      "[3..5 -> {}]",
      "[{m1, m2, m3} -> SUBSET {\"a\", \"b\", \"c\"}]",
      "[{\"A1\", \"A2\", \"A3\"} -> {\"v1\", \"v2\", \"v3\"}]",
      "SUBSET {\"a\", \"b\", \"c\"}",
      "SUBSET {}",
  };
  for (const char *s : sets)
    EXPECT_EQ(verdict(randomSubsetsOfEveryFraction(s)), "TRUE") << s;
}

TEST(TlcJavaEnumerableValueTest, RandomSubsetOfEverythingIsEverything) {
  EXPECT_EQ(verdict("\\A n \\in 1..300 : RandomSubset(n, 1..n) = 1..n"), "TRUE");
}

// ---- IntervalValueTest ----

TEST(TlcJavaIntervalValueTest, SizesAtTheEdgesOfInt) {
  // sizeOverflow, testSizeOfMaximumRepresentableInterval, testExtremeIntervalSize.
  EXPECT_EQ(verdict("Cardinality(1..2147483647) = 2147483647"), "TRUE");
  EXPECT_EQ(verdict("Cardinality((-2147483647 - 1)..(-2)) = 2147483647"), "TRUE");
  const std::string over = "Size of interval value exceeds the maximum representable size (32bits)";
  EXPECT_NE(verdict("Cardinality((-989822976)..1157660672) = 0").find(over), std::string::npos)
      << verdict("Cardinality((-989822976)..1157660672) = 0");
  EXPECT_NE(verdict("Cardinality((-2147483647 - 1)..2147483647) = 0").find(over), std::string::npos);
  EXPECT_EQ(verdict("Cardinality(2147483647..2147483647) = 1"), "TRUE");
  EXPECT_EQ(verdict("Cardinality((-2147483647 - 1)..(-2147483647 - 1)) = 1"), "TRUE");
  EXPECT_EQ(verdict("Cardinality((2147483647 - 10)..2147483647) = 11"), "TRUE");
  EXPECT_EQ(verdict("Cardinality((-2147483647 - 1)..(-2147483647 + 9)) = 11"), "TRUE");
}

TEST(TlcJavaIntervalValueTest, CompareAtTheEdgesOfInt) {
  // compareToOverflow1, testCompareExtremeIntervals: the order of two intervals in a set.
  EXPECT_EQ(printed("{2147483646..2147483647, (-2147483647)..(-2147483646)}"),
            "{-2147483647..-2147483646, 2147483646..2147483647}");
  EXPECT_EQ(printed("{1..2147483647, (-2147483647 - 1)..(-2)}"), "{-2147483648..-2, 1..2147483647}");
  // testEmptyIntervalEquality, testCompareEmptyIntervals.
  EXPECT_EQ(verdict("10..1 = 20..15"), "TRUE");
  EXPECT_EQ(verdict("Cardinality({10..1, 20..15}) = 1"), "TRUE");
}

TEST(TlcJavaIntervalValueTest, MaxIntSingleton) {
  // testMaxIntSingletonEnumerator, SubsetEq, Fingerprint, DiffCapCup.
  EXPECT_EQ(verdict("{x \\in 2147483647..2147483647 : TRUE} = {2147483647}"), "TRUE");
  EXPECT_EQ(printed("{x \\in 2147483647..2147483647 : TRUE}"), "{2147483647}");
  EXPECT_EQ(verdict("(2147483647..2147483647) \\subseteq {2147483647}"), "TRUE");
  EXPECT_EQ(verdict("Cardinality({2147483647..2147483647, {2147483647}}) = 1"), "TRUE");
  EXPECT_EQ(verdict("Cardinality((2147483647..2147483647) \\ {2147483647}) = 0"), "TRUE");
  EXPECT_EQ(verdict("Cardinality((2147483647..2147483647) \\ {}) = 1"), "TRUE");
  EXPECT_EQ(verdict("Cardinality((2147483647..2147483647) \\cap {2147483647}) = 1"), "TRUE");
  EXPECT_EQ(verdict("Cardinality((2147483647..2147483647) \\cup {}) = 1"), "TRUE");
}

// ---- FcnRcdValueTest ----

TEST(TlcJavaFcnRcdValueTest, SelectInEveryDomainSize) {
  // testSelect, testSelectNormalized: dom 0..i-1 written in reverse, f[j] = j + i.
  EXPECT_EQ(verdict("\\A i \\in 0..63 : LET f == [j \\in {i - 1 - k : k \\in 0..(i - 1)} |-> j + i] IN "
                    "\\A j \\in 0..(i - 1) : f[j] = j + i"),
            "TRUE");
  EXPECT_EQ(verdict("\\A i \\in 1..63 : LET f == FoldSet(LAMBDA j, g : (j :> j + i) @@ g, <<>>, 0..(i - 1)) IN "
                    "\\A j \\in 0..(i - 1) : f[j] = j + i"),
            "TRUE");
}

// ---- RecordValueTest, TupleValueTest: application errors ----

TEST(TlcJavaRecordValueTest, ErrorMessages) {
  EXPECT_NE(verdict("[a |-> \"aVal\"][\"b\"] = 1")
                .find("Attempted to access nonexistent field 'b' of record\n[a |-> \"aVal\"]"),
            std::string::npos)
      << verdict("[a |-> \"aVal\"][\"b\"] = 1");
  EXPECT_NE(verdict("[a |-> \"aVal\"][0] = 1").find("Attempted to access record by a non-string argument: 0"),
            std::string::npos)
      << verdict("[a |-> \"aVal\"][0] = 1");
}

TEST(TlcJavaRecordValueTest, NonStringArgumentOfEveryKind) {
  for (const char *arg : {"0", "TRUE", "<<\"a\">>", "{\"a\"}", "u1", "[a |-> 1]"})
    EXPECT_EQ(verdict(std::string("[a |-> \"aVal\"][") + arg + "] = 1"),
              "Attempted to access record by a non-string argument: " + printed(arg))
        << arg;
}

TEST(TlcJavaTupleValueTest, NonIntegralIndexOfEveryKind) {
  for (const char *arg : {"\"a\"", "TRUE", "<<1>>", "{1}", "u1", "[a |-> 1]"}) {
    EXPECT_EQ(verdict(std::string("<<\"A\">>[") + arg + "] = 1"),
              "Attempted to access tuple at a non integral index: " + printed(arg))
        << arg;
    EXPECT_EQ(verdict(std::string("<<>>[") + arg + "] = 1"),
              "Attempted to access tuple at a non integral index: " + printed(arg))
        << arg;
  }
  // Sequences the Sequences operators build are TupleValues too.
  for (const char *seq : {"Tail(<<1, 2>>)", "Append(<<>>, 1)", "SubSeq(<<1, 2, 3>>, 1, 2)", "(<<1>> \\o <<2>>)"})
    EXPECT_EQ(verdict(std::string(seq) + "[\"a\"] = 1"), "Attempted to access tuple at a non integral index: \"a\"")
        << seq;
}

TEST(TlcJavaTupleValueTest, ErrorMessages) {
  EXPECT_NE(verdict("<<\"A\">>[2] = 1").find("Attempted to access index 2 of tuple\n<<\"A\">>\nwhich is out of bounds"),
            std::string::npos)
      << verdict("<<\"A\">>[2] = 1");
  EXPECT_NE(verdict("<<\"A\">>[\"a\"] = 1").find("Attempted to access tuple at a non integral index: \"a\""),
            std::string::npos)
      << verdict("<<\"A\">>[\"a\"] = 1");
}

// ---- ModelValueTest ----

TEST(TlcJavaModelValueTest, UntypedModelValuesEqualOnlyThemselves) {
  EXPECT_EQ(verdict("u1 # u2 /\\ u2 # u1 /\\ u1 = u1"), "TRUE");
  for (const char *v : {"\"str\"", "0", "FALSE", "0..1", "[foo |-> \"bar\"]", "<<\"foo\">>"}) {
    EXPECT_EQ(verdict(std::string(v) + " # untyped"), "TRUE") << v;
    EXPECT_EQ(verdict(std::string("untyped # ") + v), "TRUE") << v;
  }
}

TEST(TlcJavaModelValueTest, UntypedModelValuesSortFirst) {
  EXPECT_EQ(printed("{u2, u1}"), "{u1, u2}");
  for (const char *v : {"\"str\"", "0", "FALSE", "0..1", "[foo |-> \"bar\"]", "<<\"foo\">>"})
    EXPECT_EQ(printed(std::string("{") + v + ", untyped}"), std::string("{untyped, ") + printed(v) + "}") << v;
}

TEST(TlcJavaModelValueTest, TypedModelValues) {
  // testEqualsTyped, testEqualsTypedMVsUntyped.
  EXPECT_EQ(verdict("A_a # A_b /\\ A_b # A_a /\\ A_a = A_a"), "TRUE");
  EXPECT_EQ(verdict("A_a # untyped /\\ untyped # A_a"), "TRUE");
  // testEqualsTwoTypedMVs.
  EXPECT_EQ(verdict("A_a = B_b"), "Attempted to check equality of the differently-typed model values A_a and B_b");
  // testEquals<Kind>TypedMV / TypedMV<Kind>: a typed model value equals no non-model value, and asking is an error.
  for (const char *v : {"\"str\"", "0", "FALSE", "TRUE", "0..1", "[foo |-> \"bar\"]", "<<\"foo\">>"}) {
    std::string shown = printed(v);
    EXPECT_EQ(verdict(std::string("B_b = ") + v),
              "Attempted to check equality of typed model value B_b and non-model value\n" + shown)
        << v;
    EXPECT_NE(verdict(std::string(v) + " = B_b").find("B_b"), std::string::npos) << v;
    EXPECT_NE(verdict(std::string(v) + " = B_b"), "FALSE") << v;
  }
}

TEST(TlcJavaModelValueTest, TypedModelValueMembership) {
  // ModelValue.modelValueMember, as Nat, Int, STRING, Seq(S), [S -> T], record sets and products ask it.
  for (const char *s : {"Nat", "Int", "STRING", "Seq({1})", "[{1} -> {2}]", "[a : {1}]", "{1} \\X {2}"})
    EXPECT_EQ(verdict(std::string("B_b \\in ") + s),
              "Attempted to check if the typed model value B_b is an element of\n" + printed(s))
        << s;
  for (const char *s : {"Nat", "Int", "STRING", "Seq({1})", "[{1} -> {2}]", "[a : {1}]", "{1} \\X {2}", "1..2", "1..0"})
    EXPECT_EQ(verdict(std::string("untyped \\notin ") + s), "TRUE") << s;
  EXPECT_EQ(verdict("B_b \\in 1..2"), "Attempted to check if the value:\nB_b\nis in the integer interval 1..2");
  EXPECT_EQ(verdict("B_b \\notin 1..0"), "TRUE");
  EXPECT_EQ(verdict("A_a \\in {A_b, untyped} \\/ A_a \\in {A_a}"), "TRUE");
}

// ---- ValueTest (isEmpty): what TLC must answer about emptiness of each set kind ----

TEST(TlcJavaValueTest, EmptinessOfEachSetKind) {
  const char *empty[] = {"{}", "1..0", "{1} \\cap {2}", "{} \\cup {}", "{1} \\ {1}", "[{1} -> {}]", "[n1 : {}]",
                         "({} \\X {1})", "UNION {}", "UNION {{}}"};
  const char *nonEmpty[] = {"{1}", "1..1", "{1} \\cap {1}", "{} \\cup {1}", "{1} \\ {2}", "[{} -> {}]",
                            "[n1 : {1}]", "({1} \\X {1})", "SUBSET {}", "SUBSET {1}", "UNION {{1}}"};
  for (const char *s : empty)
    EXPECT_EQ(verdict(std::string(s) + " = {}"), "TRUE") << s;
  for (const char *s : nonEmpty)
    EXPECT_EQ(verdict(std::string(s) + " = {}"), "FALSE") << s;
}

// ---- FcnLambdaValueTest: a function written [x \in S |-> e], its EXCEPTs and its print form ----

TEST(TlcJavaFcnLambdaValueTest, PrintSelectExcept) {
  EXPECT_EQ(printed("[x \\in 1..2 |-> 42]"), "<<42, 42>>");
  EXPECT_EQ(printed("[x \\in {\"a\", \"b\"} |-> 42]"), "[a |-> 42, b |-> 42]");
  EXPECT_EQ(verdict("LET f == [x \\in 1..3 |-> 7] IN f[1] = 7 /\\ f[2] = 7 /\\ f[3] = 7"), "TRUE");
  EXPECT_EQ(printed("[x \\in 1..3 |-> 7][1]"), "7");
  EXPECT_EQ(printed("[x \\in 1..3 |-> 7]"), "<<7, 7, 7>>");
  EXPECT_EQ(printed("[[x \\in 1..3 |-> 7] EXCEPT ![2] = 99]"), "<<7, 99, 7>>");
  EXPECT_EQ(verdict("LET u == [[x \\in 1..3 |-> 7] EXCEPT ![2] = 99] IN u[1] = 7 /\\ u[2] = 99 /\\ u[3] = 7"), "TRUE");
  EXPECT_EQ(printed("DOMAIN [x \\in 1..2 |-> 42]"), "1..2");
  EXPECT_EQ(verdict("DOMAIN [x \\in 1..2 |-> 42] = 1..2"), "TRUE");
  EXPECT_EQ(printed("[x \\in {\"a\", \"b\"} |-> 5]"), "[a |-> 5, b |-> 5]");
  EXPECT_EQ(verdict("[x \\in {\"a\", \"b\"} |-> 5] = [a |-> 5, b |-> 5]"), "TRUE");
  EXPECT_EQ(printed("[[x \\in 1..2 |-> 1] EXCEPT ![1] = 8]"), "<<8, 1>>");
}

TEST(TlcJavaFcnLambdaValueTest, ChainedExcepts) {
  // testToFcnRcdAssertFail, testToFcnRcdClassCastException: both orders of converting two EXCEPTs.
  EXPECT_EQ(verdict("LET v1 == [[x \\in 1..2 |-> 42] EXCEPT ![1] = 99] v2 == [v1 EXCEPT ![2] = 100] IN "
                    "v1[1] = 99 /\\ v1[2] = 42 /\\ v2[1] = 99 /\\ v2[2] = 100 /\\ v2 = <<99, 100>> /\\ v1 = <<99, 42>>"),
            "TRUE");
  EXPECT_EQ(verdict("LET v1 == [[x \\in 1..2 |-> 42] EXCEPT ![1] = 99] v2 == [v1 EXCEPT ![2] = 100] IN "
                    "v2 = <<99, 100>> /\\ v1 = <<99, 42>> /\\ v1[2] = 42"),
            "TRUE");
  // testToFcnRcdSilentCorruption(FP): nested functions, EXCEPT values not shared.
  const std::string x = "[[i \\in 1..2 |-> [j \\in {1, 2} |-> 0]] EXCEPT ![1] = [j \\in {1, 2} |-> 10 + j]]";
  const std::string y = "[" + x + " EXCEPT ![2] = [j \\in {1, 2} |-> 20 + j]]";
  EXPECT_EQ(printed(x), "<<<<11, 12>>, <<0, 0>>>>");
  EXPECT_EQ(printed(y), "<<<<11, 12>>, <<21, 22>>>>");
  EXPECT_EQ(verdict("Cardinality({" + x + ", " + y + ", <<<<11, 12>>, <<21, 22>>>>}) = 2"), "TRUE");
  EXPECT_EQ(verdict(y + " = <<<<11, 12>>, <<21, 22>>>>"), "TRUE");
  // testToTupleWithExceptIntervalDomain/SetEnumDomain/FP.
  EXPECT_EQ(printed("[[x \\in 1..3 |-> 42] EXCEPT ![2] = 99]"), "<<42, 99, 42>>");
  EXPECT_EQ(printed("[[x \\in {1, 2, 3} |-> 42] EXCEPT ![2] = 99]"), "<<42, 99, 42>>");
  EXPECT_EQ(verdict("Cardinality({[[x \\in 1..3 |-> 42] EXCEPT ![2] = 99], <<42, 99, 42>>}) = 1"), "TRUE");
}

// ---- ValueInputOutputStreamTest: strings written and read back ----

TEST(TlcJavaValueInputOutputStreamTest, StringsSurviveARoundTrip) {
  checktest::TempDir dir;
  std::string alphabet16k;
  for (int i = 0; i < 16000; ++i)
    alphabet16k += static_cast<char>('a' + i % 26);
  int n = 0;
  for (const std::string &text : {std::string(), std::string("foo"), std::string("x y\\tz"), alphabet16k})
    for (const char *gzip : {"FALSE", "TRUE"}) {
      std::string file = (dir.path() / ("s" + std::to_string(n++) + ".vos")).string();
      std::string lit = "\"" + text + "\"";
      EXPECT_EQ(verdict("IOSerialize(" + lit + ", \"" + file + "\", " + gzip + ") /\\ IODeserialize(\"" + file +
                        "\", " + gzip + ") = " + lit),
                "TRUE")
          << text.size() << " " << gzip;
    }
}

// ---- InitializeValueTest: values built unnormalized print normalized ----

TEST(TlcJavaInitializeValueTest, NormalizedForms) {
  EXPECT_EQ(printed("UNION {{42}, {23}, {4711}, {1}}"), "{1, 23, 42, 4711}");
  EXPECT_EQ(printed("{42, 23, 4711, 1} \\cap {42, 23, 4711, 1}"), "{1, 23, 42, 4711}");
  EXPECT_EQ(printed("{42, 23, 4711, 1} \\cup {42, 23, 4711, 1}"), "{1, 23, 42, 4711}");
  EXPECT_EQ(printed("{42, 23, 4711, 1} \\ {42, 23, 4711, 1}"), "{}");
  EXPECT_EQ(verdict("Cardinality(SUBSET {42, 23, 4711, 1}) = 16"), "TRUE");
  EXPECT_EQ(printed("<<{42, 23, 4711, 1}>>"), "<<{1, 23, 42, 4711}>>");
  EXPECT_EQ(printed("(\"B\" :> {42, 23, 4711, 1}) @@ (\"A\" :> {42, 23, 4711, 1})"),
            "[B |-> {1, 23, 42, 4711}, A |-> {1, 23, 42, 4711}]"); // "B" first named, so first in TLC's order
  EXPECT_EQ(printed("[b |-> {42, 23, 4711, 1}, a |-> {42, 23, 4711, 1}]"),
            "[b |-> {1, 23, 42, 4711}, a |-> {1, 23, 42, 4711}]");
  EXPECT_EQ(printed("(1..2) \\X (1..2) \\X ((1..2) \\X (1..2))").substr(0, 28), "{<<1, 1, <<1, 1>>>>, <<1, 1,");
}

} // namespace
} // namespace tlacore
