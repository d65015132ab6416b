// Operations on lazily represented sets that TLC answers without listing the
// set (its Enumerable.elements(), SubsetValue.elementsNormalized, kSubset
// order, SetPredValue, isSubsetEq and compareTo shortcuts): every set here
// has 2^40 or more elements, which tlacore cannot list (normalize() stops at
// 50 million), so each verdict shows the operation did not list it. The
// order CHOOSE meets elements in is TLC's: SUBSET S by size, then
// lexicographically; [S -> T] and record sets with the last position varying
// fastest. TLC's BugzillaBug279 (CHOOSE over SUBSET (1..20) in a state) is the
// model-checking form.
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

std::string verdict(const std::string &expr) {
  return checktest::assumeVerdict("---- MODULE LazyStream ----\nEXTENDS Integers, FiniteSets\nASSUME " + expr +
                                  "\n====\n");
}

struct Row {
  const char *expr;
  const char *want;
};

TEST(LazySetStreaming, ChooseAndQuantifiersStopAtTheDecidingElement) {
  const Row rows[] = {
      // SUBSET S: by size, then lexicographically (SubsetValue.elementsNormalized)
      {"(CHOOSE v \\in SUBSET (1..40) : TRUE) = {}", "TRUE"},
      {"(CHOOSE v \\in SUBSET (1..40) : Cardinality(v) = 2) = {1, 2}", "TRUE"},
      {"(CHOOSE v \\in SUBSET (1..40) : Cardinality(v) = 2 /\\ 3 \\in v) = {1, 3}", "TRUE"},
      {"(CHOOSE v \\in SUBSET (1..40) : Cardinality(v) = 1 /\\ v # {1}) = {2}", "TRUE"},
      {"(CHOOSE v \\in SUBSET (1..6) : Cardinality(v) = 3 /\\ 1 \\notin v) = {2, 3, 4}", "TRUE"},
      {"\\E v \\in SUBSET (1..40) : 40 \\in v", "TRUE"},
      {"\\E v \\in SUBSET (1..40) : {39, 40} \\subseteq v", "TRUE"},
      {"\\A v \\in SUBSET (1..40) : Cardinality(v) < 2", "FALSE"},
      {"\\A v \\in SUBSET {\"a\", \"b\"} : v # {\"a\", \"b\"}", "FALSE"},
      // [S -> T]: the last argument varies fastest
      {"(CHOOSE f \\in [1..40 -> BOOLEAN] : f[40]) = [i \\in 1..40 |-> i = 40]", "TRUE"},
      {"\\E f \\in [1..40 -> 0..1] : f[39] = 1", "TRUE"},
      {"\\A f \\in [1..40 -> 0..1] : f[40] = 0", "FALSE"},
      // record sets and products
      {"\\E r \\in [a : 1..20, b : 1..20, c : 1..20, d : 1..20, e : 1..20, f : 1..20, g : 1..20, h : 1..20] : "
       "r.h = 3",
       "TRUE"},
      {"(CHOOSE t \\in (1..1000) \\X (1..1000) \\X (1..1000) \\X (1..1000) : t[4] = 2) = <<1, 1, 1, 2>>", "TRUE"},
      // a filter over them (SetPredValue): \E and \A take its elements one at a time; CHOOSE asks for them
      // in normalized order, which SetPredValue has only by listing the filter whole (EnumerableValue's
      // elements(NORMALIZED) is toSetEnum), so its base is kept small enough to list
      {"(CHOOSE v \\in {s \\in SUBSET (1..8) : Cardinality(s) = 2} : 5 \\in v) = {1, 5}", "TRUE"},
      {"\\E v \\in {s \\in SUBSET (1..40) : 40 \\in s} : Cardinality(v) = 2", "TRUE"},
      {"\\A f \\in {g \\in [1..40 -> 0..1] : g[1] = 0} : f[40] = 0", "FALSE"},
  };
  for (const Row &r : rows)
    EXPECT_EQ(verdict(r.expr), r.want) << r.expr;
}

TEST(LazySetStreaming, MembershipInclusionEqualityAndSizeWithoutListing) {
  const Row rows[] = {
      {"{1, 40} \\in SUBSET (1..40)", "TRUE"},
      {"{1, 41} \\in SUBSET (1..40)", "FALSE"},
      // SUBSET A \subseteq SUBSET B is A \subseteq B (SubsetValue.isSubsetEq)
      {"SUBSET (1..40) \\subseteq SUBSET (1..41)", "TRUE"},
      {"SUBSET (1..41) \\subseteq SUBSET (1..40)", "FALSE"},
      // SUBSET A = SUBSET B compares A and B (SubsetValue.compareTo)
      {"SUBSET (1..40) = SUBSET (1..40)", "TRUE"},
      {"SUBSET (1..40) = SUBSET (2..41)", "FALSE"},
      {"SUBSET (1..40) # SUBSET (1..41)", "TRUE"},
      {"SUBSET {1, 2} = {{}, {1}, {2}, {1, 2}}", "TRUE"},
      {"{SUBSET (1..40), SUBSET (1..40)} = {SUBSET (1..40)}", "TRUE"},
      // the first element outside ends the inclusion test
      {"[1..40 -> 0..1] \\subseteq [1..40 -> {0}]", "FALSE"},
      {"SUBSET (1..40) \\subseteq SUBSET (1..39) \\cup {{}}", "FALSE"},
      {"Cardinality(SUBSET (1..30)) = 2^30", "TRUE"},
  };
  for (const Row &r : rows)
    EXPECT_EQ(verdict(r.expr), r.want) << r.expr;
}

// Streaming keeps normalize()'s order and elements exactly.
TEST(LazySetStreaming, StreamedOrderIsTheNormalizedOrder) {
  EXPECT_EQ(verdict("LET S == SUBSET (1..4) IN "
                    "\\A a \\in S : \\A b \\in S : (CHOOSE v \\in S : v = a \\/ v = b) = "
                    "(IF Cardinality(a) < Cardinality(b) THEN a ELSE IF Cardinality(b) < Cardinality(a) THEN b "
                    "ELSE CHOOSE v \\in {a, b} : TRUE)"),
            "TRUE");
  EXPECT_EQ(verdict("Cardinality({v \\in SUBSET (1..12) : 3 \\in v}) = 2^11"), "TRUE");
}

// SUBSET S in TLC's SubsetValue.elementsNormalized order, whatever S holds:
// S normalized (e1 < e2 < e3 in TLC's order, found with CHOOSE, which takes a
// normalized set's least), then the subsets by size, those of one size in
// lexicographic order of their elements' positions. CHOOSE shows the order
// (it takes the first element that satisfies P), written in place, through a
// definition and through a filter over SUBSET S (streamed one at a time).
TEST(LazySetStreaming, SubsetOrderOverEveryBaseKind) {
  const char *bases[] = {
      "{3, 1, 2}", "{-1, 5, 0}", "{\"b\", \"a\", \"c\"}", "{<<2, 1>>, <<1>>, <<1, 2>>}",
      "{[a |-> 2], [a |-> 1], [b |-> 0]}", "{{2}, {1}, {1, 2}}", "{[i \\in 1..2 |-> i], <<2, 2>>, <<1, 1>>}",
      "({{}, {1}, {1, 2}} \\ {{1}}) \\cup {{3}}", "(SUBSET {1, 2}) \\ {{}}", "1..3",
  };
  // P, and the subset CHOOSE finds first, over e1 < e2 < e3.
  const Row picks[] = {
      {"TRUE", "{}"},
      {"x # {}", "{e1}"},
      {"e3 \\in x", "{e3}"},
      {"Cardinality(x) = 2", "{e1, e2}"},
      {"Cardinality(x) = 2 /\\ e2 \\notin x", "{e1, e3}"},
      {"Cardinality(x) >= 2 /\\ e1 \\notin x", "{e2, e3}"},
      {"Cardinality(x) >= 2 /\\ e3 \\in x", "{e1, e3}"},
      {"Cardinality(x) = 3", "{e1, e2, e3}"},
  };
  const char *reaches[] = {"SUBSET S", "SS", "{y \\in SUBSET S : Cardinality(y) < 4}"};
  for (const char *base : bases)
    for (const Row &p : picks)
      for (const char *reach : reaches) {
        std::string expr = std::string("LET S == ") + base +
                           "\n    e1 == CHOOSE e \\in S : TRUE\n    e2 == CHOOSE e \\in S \\ {e1} : TRUE\n"
                           "    e3 == CHOOSE e \\in S \\ {e1, e2} : TRUE\n    SS == SUBSET S\n"
                           "IN Cardinality(S) = 3 /\\ (CHOOSE x \\in " +
                           reach + " : " + p.expr + ") = " + p.want;
        EXPECT_EQ(verdict(expr), "TRUE") << expr;
      }
  // The order in absolute terms where TLC's order of S is plain: integers
  // ascending, tuples by length first.
  EXPECT_EQ(verdict("(CHOOSE x \\in SUBSET {3, 1, 2} : Cardinality(x) >= 2 /\\ 2 \\in x) = {1, 2}"), "TRUE");
  EXPECT_EQ(verdict("(CHOOSE x \\in SUBSET {3, 1, 2} : 3 \\in x /\\ x # {3}) = {1, 3}"), "TRUE");
  EXPECT_EQ(verdict("(CHOOSE x \\in SUBSET {<<2, 1>>, <<1>>, <<1, 2>>} : Cardinality(x) = 1) = {<<1>>}"), "TRUE");
  EXPECT_EQ(verdict("(CHOOSE x \\in SUBSET {<<2, 1>>, <<1>>, <<1, 2>>} : Cardinality(x) = 2 /\\ <<1>> \\notin x) = "
                    "{<<1, 2>>, <<2, 1>>}"),
            "TRUE");
  EXPECT_EQ(verdict("(CHOOSE x \\in SUBSET SUBSET {1, 2} : Cardinality(x) = 2) = {{}, {1}}"), "TRUE");
}

// TLC's BugzillaBug279: CHOOSE over SUBSET (1..20) picked in a successor state.
TEST(LazySetStreaming, ChooseOverSubsetInAState) {
  auto r = checkText({"---- MODULE Bug279Class ----\nEXTENDS Naturals\n"
                      "RECURSIVE Sum(_)\nSum(S) == IF S = {} THEN 0 ELSE LET c == CHOOSE c \\in S : TRUE IN c + "
                      "Sum(S \\ {c})\n"
                      "VARIABLE pc, set, fun\n"
                      "Init == pc = 0 /\\ set = {} /\\ fun = {}\n"
                      "Next == pc = 0 /\\ pc' = 1 /\\ set' = SUBSET (1..20) /\\ fun' = CHOOSE v \\in set' : Sum(v) > 4\n"
                      "====\n"},
                     "INIT Init\nNEXT Next\n");
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Deadlock);
  EXPECT_EQ(r.result.distinct, 2u);
  ASSERT_EQ(r.result.trace.size(), 2u);
}

} // namespace
} // namespace tlacore
