// UNION S as TLC keeps it (value/big_union.h), enumerated as a class: every
// kind of set a lazy UNION can be made of (explicit sets that overlap or list
// out of order, intervals, SUBSET, function, record and tuple sets) and every
// set TLC builds on one (S \cup T, S \ T, S \cap T), against every
// operation that reads it. Operators that read TLC's raw listing
// (FoldSet) see its duplicates, as TLC's do; Cardinality, printing, equality,
// \in, CHOOSE, Quantify and fingerprints see the set itself.
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

const char *const kExtends = "EXTENDS Integers, Sequences, FiniteSets, TLC, SequencesExt, FiniteSetsExt, Functions\n";

// "TRUE", "FALSE", or the error text of ASSUME expr.
std::string verdict(const std::string &expr) {
  std::string tla = std::string("---- MODULE LazyUnion ----\n") + kExtends + "ASSUME " + expr + "\n====\n";
  return checktest::assumeVerdict(tla);
}

struct LazySet {
  const char *set;     // the lazy set
  int listed;          // how many elements TLC's raw listing has (duplicates included)
  const char *written; // the same set written out
  const char *outside; // a value of the same kind outside it
};

// Raw listings follow TLC's UnionValue (each element set's elements in turn),
// SetCupValue (S's, then T's not in S), SetDiffValue and SetCapValue (S's that
// pass). The outer set of a UNION lists its elements normalized: smaller sets
// first.
const LazySet kLazySets[] = {
    {"UNION {{3, 8, 1}, 1..4}", 7, "{1, 2, 3, 4, 8}", "0"},         // eval-oracle E03967
    {"UNION {1..2, 2..3}", 4, "{1, 2, 3}", "0"},                     // intervals
    {"UNION {{2, 3}, 1..2}", 4, "{1, 2, 3}", "0"},                   // out of order
    {"UNION {SUBSET {1}, {{}}}", 3, "{{}, {1}}", "{7}"},               // SUBSET
    {"UNION {[{1} -> {1, 2}], {<<1>>}}", 3, "{<<1>>, <<2>>}", "<<7>>"}, // function set
    {"UNION {[a : {1, 2}], {[a |-> 1]}}", 3, "{[a |-> 1], [a |-> 2]}", "[a |-> 7]"}, // record set
    {"UNION {{1} \\X {1, 2}, {<<1, 1>>}}", 3, "{<<1, 1>>, <<1, 2>>}", "<<2, 2>>"},   // tuple set
    {"UNION {1..2, 2..3} \\cup {9}", 5, "{1, 2, 3, 9}", "0"},                // S \cup T
    {"UNION {1..2, 2..3} \\cup 2..4", 4, "{1, 2, 3, 4}", "0"},               // the interval first, then 1
    {"UNION {1..2, 2..3} \\ {1}", 3, "{2, 3}", "0"},                         // S \ T
    {"UNION {1..2, 2..3} \\cap {2, 3}", 3, "{2, 3}", "0"},                   // S \cap T
    {"UNION {{1, 2}, {2, 3}}", 3, "{1, 2, 3}", "0"},  // listed sets only: TLC computes the union at once
    {"UNION {1..2, 3..4}", 4, "{1, 2, 3, 4}", "0"},   // lazy, but listed without duplicates
};

TEST(LazyUnion, EveryKindAgainstEveryOperation) {
  for (const LazySet &k : kLazySets) {
    const std::string u = std::string("(") + k.set + ")", n = k.written;
    const std::string count = std::to_string(k.listed);
    auto expectTrue = [&](const std::string &e) { EXPECT_EQ(verdict(e), "TRUE") << e; };
    expectTrue("FoldSet(LAMBDA x, c : c + 1, 0, " + u + ") = " + count);        // raw listing
    expectTrue("Cardinality(" + u + ") = Cardinality(" + n + ")");
    expectTrue(u + " = " + n);
    expectTrue(n + " = " + u);
    expectTrue("\\A x \\in " + n + " : x \\in " + u);
    expectTrue(std::string(k.outside) + " \\notin " + u);
    expectTrue("ToString(" + u + ") = ToString(" + n + ")");                    // printing
    expectTrue("(CHOOSE x \\in " + u + " : TRUE) = (CHOOSE x \\in " + n + " : TRUE)");
    expectTrue("Quantify(" + u + ", LAMBDA x : TRUE) = Cardinality(" + n + ")");
    expectTrue("{" + u + "} = {" + n + "}");
    expectTrue("[x \\in " + u + " |-> 0] = [x \\in " + n + " |-> 0]");
    expectTrue("{x \\in " + u + " : TRUE} = " + n);
    expectTrue("\\E x \\in " + u + " : x = CHOOSE y \\in " + n + " : TRUE");
    expectTrue("SUBSET " + u + " = SUBSET " + n);
  }
}

// The oracle's row, and FoldSet's sums over duplicates.
TEST(LazyUnion, FoldSetSumsTheDuplicatesTlcLists) {
  EXPECT_EQ(verdict("(FoldSet(LAMBDA a, b : a + b, 0, UNION {{3, 8, 1}, 1..4}) - (-3)) = 25"), "TRUE");
  EXPECT_EQ(verdict("FoldSet(LAMBDA a, b : a + b, 0, UNION {1..2, 2..3}) = 8"), "TRUE");
  EXPECT_EQ(verdict("FoldSet(LAMBDA a, b : a + b, 0, UNION {{1, 2}, {2, 3}}) = 6"), "TRUE");
}

// A state holding a lazy union and one holding the set written out are one
// state: their fingerprints agree.
TEST(LazyUnion, FingerprintIsTheSetsFingerprint) {
  for (const LazySet &k : kLazySets) {
    std::string tla = std::string("---- MODULE LazyUnionFp ----\n") + kExtends + "VARIABLE x\nInit == x = " + k.written +
                      "\nNext == x' = (" + k.set + ")\n====\n";
    CheckRun r = checkText({tla}, "INIT Init\nNEXT Next\n");
    ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
    EXPECT_EQ(r.result.outcome, Outcome::Success) << k.set;
    EXPECT_EQ(r.result.distinct, 1u) << k.set;
  }
}

// States generated from a lazy union, as TLC's enumeration lists it
// (Tool.contexts and getInitStates use Enumerable.elements()): one per listed
// element, duplicates included, for x \in U in Init, x' \in U, \E x \in U
// and \E over a filter of U (a SetPredValue listing U's elements that pass).
// Once TLC has cached the union's normal form (a fingerprint: a union held
// by a state), it lists it without duplicates.
TEST(LazyUnion, GeneratedStatesCountTheListing) {
  struct Row {
    const char *init;
    const char *next;
    uint64_t generated, distinct;
  } rows[] = {
      // UNION {{1, 3}, 1..3} lists 1, 3, 1, 2, 3: 5 elements, 3 distinct
      {"v \\in UNION {{1, 3}, 1..3}", "UNCHANGED v", 5 + 3, 3},
      {"v = 0", "v' \\in UNION {{1, 3}, 1..3}", 1 + 5 + 3 * 5, 4},
      {"v = 0", "\\E x \\in UNION {{1, 3}, 1..3} : v' = x", 1 + 5 + 3 * 5, 4},
      {"v = 0", "\\E x \\in UNION {{1, 3}, 1..3}, y \\in {0} : v' = x + y", 1 + 5 + 3 * 5, 4},
      // the filter keeps 3, 2, 3
      {"v = 0", "\\E x \\in {y \\in UNION {{1, 3}, 1..3} : y > 1} : v' = x", 1 + 3 + 2 * 3, 3},
      // S \cup T on a lazy union lists S's then T's not in S: 1, 3, 1, 2, 3, 4
      {"v = 0", "\\E x \\in UNION {{1, 3}, 1..3} \\cup {4} : v' = x", 1 + 6 + 4 * 6, 5},
      // a union held by a state was fingerprinted: listed without duplicates
      {"v = UNION {{1, 3}, 1..3}", "\\E x \\in v : v' = v", 1 + 3, 1},
  };
  for (const Row &row : rows) {
    std::string tla = std::string("---- MODULE LazyUnionGen ----\n") + kExtends + "VARIABLE v\nInit == " + row.init +
                      "\nNext == " + row.next + "\n====\n";
    CheckRun r = checkText({tla}, "INIT Init\nNEXT Next\n");
    ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
    EXPECT_EQ(r.result.outcome, Outcome::Success) << row.next;
    EXPECT_EQ(r.result.generated, row.generated) << row.init << " / " << row.next;
    EXPECT_EQ(r.result.distinct, row.distinct) << row.init << " / " << row.next;
  }
}

// UNION of a set whose first element TLC cannot list: TLC's words (eval-oracle E00365).
TEST(LazyUnion, NonEnumerableElementText) {
  const std::string text = "Attempted to enumerate UNION(s), but some element of s is nonenumerable.";
  EXPECT_NE(verdict("PrintT(UNION BOOLEAN)").find(text), std::string::npos);
  EXPECT_NE(verdict("Cardinality(UNION {1, 2}) = 0").find(text), std::string::npos);
}

} // namespace
} // namespace tlacore
