// -coverage's "count:cost" column (TLC message 2775) for the sets TLC keeps
// lazily, as TLC 1.8.0 counts them (tlc2/value/impl/*.java):
//  - Tool's OPCODE_subset, _sof, _sor and _cp build SubsetValue,
//    SetOfFcnsValue, SetOfRcdsValue and SetOfTuplesValue with the CostModel
//    of the expression (cm); IntervalValue (Naturals' `..`, a Java override)
//    carries none, so listing a..b counts nothing;
//  - SetOfFcnsValue's Enumerator / DomIVEnumerator, SetOfRcdsValue's and
//    SetOfTuplesValue's Enumerator call cm.incSecondary(n) for each element
//    they return (n: the domain's size, fields, factors; the one function of
//    [{} -> T]: 1) and build the next one eagerly: each part's enumerator
//    (range.elements() once per domain element for [S -> T]) is called once
//    in the constructor, then as the odometer moves, the last part fastest,
//    a part that runs out reset and asked again; a SetEnumValue part counts
//    every such call on its own node (SetEnumValue.Enumerator);
//  - who lists decides how many elements are returned: a ContextEnumerator
//    (\E, \A, {e : x \in S}) fetches one ahead of its body; x \in S
//    assigning x (Tool's getInitStates / getNextStates OPCODE_in) and the
//    \E of an action (OPCODE_be) go to the end; CHOOSE (OPCODE_bc) asks
//    elements(Ordering.NORMALIZED), which EnumerableValue answers by
//    toSetEnum(): the whole listing, cm.incSecondary(size), and a
//    SetEnumValue with cm that CHOOSE's loop lists up to the chosen element;
//  - SubsetValue.elementsNormalized counts nothing of its own: each subset
//    it hands out is a SetEnumValue built with SUBSET's cm, so listing a
//    subset later (here, or in a later action, kept in a state) counts on
//    the SUBSET node.
// Each expected count below was derived by following that code by hand
// (see the comments); the report's layout is OpApplNodeWrapper.print's.
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <string>

namespace {

using tlcmodel::coverageBlock;
using tlcmodel::coverage;

// One state (x = 0): each invariant lists a lazy set written in place.
TEST(TlcCoverageLazyCost, ListingsInAnExpression) {
  const std::string tla = "---- MODULE CostL ----\n"
                          "EXTENDS Naturals\n"
                          "VARIABLE x\n"
                          "Init == x = 0\n"
                          "Next == x' = x\n"
                          "Inv1 == \\E f \\in [{1, 2} -> {3, 4}] : f[1] = 4 + x\n"
                          "Inv2 == \\A r \\in [a : {1, 2}, b : {3}] : r.a > x\n"
                          "Inv3 == \\E t \\in {1, 2} \\X {3, 4} : t[2] = 3 + x\n"
                          "Inv4 == \\E y \\in SUBSET {1, 2} : \\E z \\in y : z = 2 + x\n"
                          "Inv5 == (CHOOSE t \\in {1, 2} \\X {3} : t[1] = 2 + x) = <<2, 3>>\n"
                          "Inv6 == \\E i \\in 1..3 : i = 2 + x\n"
                          "Inv7 == \\E q \\in {y \\in SUBSET {1, 2} : 2 \\in y} : \\E z \\in q : z = 1 + x\n"
                          "Inv8 == \\E a \\in {1, 2}, t \\in {3} \\X {4, 5} : a + t[2] = 6 + x\n"
                          "====\n";
  const std::string cfg = "INIT Init\nNEXT Next\nINVARIANT Inv1 Inv2 Inv3 Inv4 Inv5 Inv6 Inv7 Inv8\n";
  const std::string want =
      "<Init line 4, col 1 to line 4, col 4 of module CostL>: 1:1\n"
      "  line 4, col 9 to line 4, col 13 of module CostL: 1\n"
      "<Next line 5, col 1 to line 5, col 4 of module CostL>: 0:1\n"
      "  line 5, col 9 to line 5, col 14 of module CostL: 1\n"
      // Functions (3,3) (3,4) (4,3) (4,4); \E stops at the third, the fourth fetched:
      // 4 * 2 on [S -> T]; {3, 4}'s enumerators called 2 (constructor) + 1 + 3 + 1 + 3 times.
      // The domain {1, 2} is normalized, never listed.
      "<Inv1 line 6, col 1 to line 6, col 4 of module CostL>\n"
      "  line 6, col 9 to line 6, col 50 of module CostL: 1\n"
      "  |line 6, col 39 to line 6, col 50 of module CostL: 3\n"
      "  |line 6, col 18 to line 6, col 35 of module CostL: 1:8\n"
      "  ||line 6, col 19 to line 6, col 24 of module CostL: 1\n"
      "  ||line 6, col 29 to line 6, col 34 of module CostL: 1:10\n"
      // Records (a=1,b=3) (a=2,b=3), \A to the end: 2 * 2; a's set called 1 + 0 + 1 + 1 (its null),
      // b's (fastest) 1 + 2 + 2.
      "<Inv2 line 7, col 1 to line 7, col 4 of module CostL>\n"
      "  line 7, col 9 to line 7, col 48 of module CostL: 1\n"
      "  |line 7, col 42 to line 7, col 48 of module CostL: 2\n"
      "  |line 7, col 18 to line 7, col 38 of module CostL: 1:4\n"
      "  ||line 7, col 19 to line 7, col 28 of module CostL: 1:3\n"
      "  ||line 7, col 31 to line 7, col 37 of module CostL: 1:5\n"
      // <<1, 3>> is the one: two tuples fetched (2 * 2); {1, 2} called 1 + 1, {3, 4} 1 + 1 + 2.
      "<Inv3 line 8, col 1 to line 8, col 4 of module CostL>\n"
      "  line 8, col 9 to line 8, col 48 of module CostL: 1\n"
      "  |line 8, col 37 to line 8, col 48 of module CostL: 1\n"
      "  |line 8, col 18 to line 8, col 33 of module CostL: 1:4\n"
      "  ||line 8, col 18 to line 8, col 23 of module CostL: 1:2\n"
      "  ||line 8, col 28 to line 8, col 33 of module CostL: 1:4\n"
      // Subsets {} {1} {2} handed out; the inner \E lists each on SUBSET's node: 1 + 2 + 2.
      "<Inv4 line 9, col 1 to line 9, col 4 of module CostL>\n"
      "  line 9, col 9 to line 9, col 55 of module CostL: 1\n"
      "  |line 9, col 34 to line 9, col 55 of module CostL: 3\n"
      "  ||line 9, col 47 to line 9, col 55 of module CostL: 2\n"
      "  ||line 9, col 43 to line 9, col 43 of module CostL: 3\n"
      "  |line 9, col 18 to line 9, col 30 of module CostL: 1:5\n"
      "  ||line 9, col 25 to line 9, col 30 of module CostL: 1\n"
      // toSetEnum: 2 tuples (2 * 2), incSecondary(2), then CHOOSE draws 2: 8;
      // {1, 2} called 1 + 1 + 1, {3} 1 + 2 + 2.
      "<Inv5 line 10, col 1 to line 10, col 4 of module CostL>\n"
      "  line 10, col 9 to line 10, col 62 of module CostL: 1\n"
      "  |line 10, col 10 to line 10, col 50 of module CostL: 1\n"
      "  ||line 10, col 39 to line 10, col 50 of module CostL: 2\n"
      "  ||line 10, col 23 to line 10, col 35 of module CostL: 1:8\n"
      "  |||line 10, col 23 to line 10, col 28 of module CostL: 1:3\n"
      "  |||line 10, col 33 to line 10, col 35 of module CostL: 1:5\n"
      "  |line 10, col 55 to line 10, col 62 of module CostL: 1\n"
      // 1..3 carries no cost model (Naturals' `..` is a Java override).
      "<Inv6 line 11, col 1 to line 11, col 4 of module CostL>\n"
      "  line 11, col 9 to line 11, col 33 of module CostL: 1\n"
      "  |line 11, col 25 to line 11, col 33 of module CostL: 2\n"
      "  |line 11, col 18 to line 11, col 21 of module CostL: 1\n"
      // {y \in SUBSET S : P} (a SetPredValue: SUBSET S is no Reducible) draws {} {1} {2} {1, 2}
      // (4 on the filter, P 4 times); the \E z lists {2} (2) and {1, 2} up to 1 (2) on SUBSET's node.
      "<Inv7 line 12, col 1 to line 12, col 4 of module CostL>\n"
      "  line 12, col 9 to line 12, col 73 of module CostL: 1\n"
      "  |line 12, col 52 to line 12, col 73 of module CostL: 2\n"
      "  |line 12, col 18 to line 12, col 48 of module CostL: 1:4\n"
      "  ||line 12, col 41 to line 12, col 47 of module CostL: 4\n"
      "  ||line 12, col 25 to line 12, col 37 of module CostL: 1:4\n"
      "  |||line 12, col 32 to line 12, col 37 of module CostL: 1\n"
      // Two names, a fastest: (1, <<3, 4>>) (2, <<3, 4>>) handed out, a reset once and <<3, 5>>
      // fetched: {1, 2} called 1 + 1 + 2; the product returned 2 tuples (2 * 2) in one pass,
      // {3} called 1 + 1, {4, 5} 1 + 1 + 2.
      "<Inv8 line 13, col 1 to line 13, col 4 of module CostL>\n"
      "  line 13, col 9 to line 13, col 63 of module CostL: 1\n"
      "  |line 13, col 48 to line 13, col 63 of module CostL: 2\n"
      "  |line 13, col 18 to line 13, col 23 of module CostL: 1:4\n"
      "  |line 13, col 32 to line 13, col 44 of module CostL: 1:4\n"
      "  ||line 13, col 32 to line 13, col 34 of module CostL: 1:2\n"
      "  ||line 13, col 39 to line 13, col 44 of module CostL: 1:4\n";
  EXPECT_EQ(coverage("CostL", tla, cfg, 1), want);
  EXPECT_EQ(coverage("CostL", tla, cfg, 2), want);
}

// x \in SUBSET S in Init: the subsets kept in the states carry SUBSET's
// node; Next's \E lists each to the end: {} 1, {1} 2, {2} 2, {1, 2} 3. The
// successors s \ {z} (SetEnumValue.diff keeps the node) are states found.
TEST(TlcCoverageLazyCost, SubsetsKeptInStates) {
  const std::string tla = "---- MODULE CostM ----\n"
                          "VARIABLE s\n"
                          "Init == s \\in SUBSET {1, 2}\n"
                          "Next == \\E z \\in s : s' = s \\ {z}\n"
                          "====\n";
  const std::string want = "<Init line 3, col 1 to line 3, col 4 of module CostM>: 4:4\n"
                           "  line 3, col 9 to line 3, col 27 of module CostM: 4\n"
                           "  |line 3, col 15 to line 3, col 27 of module CostM: 1:8\n"
                           "  ||line 3, col 22 to line 3, col 27 of module CostM: 1\n"
                           "<Next line 4, col 1 to line 4, col 4 of module CostM>: 0:4\n"
                           "  line 4, col 9 to line 4, col 33 of module CostM: 4\n";
  const std::string cfg = "INIT Init\nNEXT Next\n";
  EXPECT_EQ(coverage("CostM", tla, cfg, 1), want);
  EXPECT_EQ(coverage("CostM", tla, cfg, 2), want);
}

// x \in S assigning x over a record set and [S -> T] (Init) and a product
// (Next), each listed to the end. Init: the records as in Inv2 above (4;
// 3 and 5); [{1, 2} -> {5}], listed once per record: one function (2), {5}
// called 2 + 3 times. Next, evaluated in 4 states: 2 tuples (4), {1}
// called 1 + 1, {3, 4} 1 + 1 + 2.
TEST(TlcCoverageLazyCost, AssignmentsInInitAndNext) {
  const std::string tla = "---- MODULE CostN ----\n"
                          "VARIABLES r, f\n"
                          "Init == r \\in [a : {1, 2}, b : {3}] /\\ f \\in [{1, 2} -> {5}]\n"
                          "Next == r' \\in {1} \\X {3, 4} /\\ f' = f\n"
                          "====\n";
  const std::string want = "<Init line 3, col 1 to line 3, col 4 of module CostN>: 2:2\n"
                           "  line 3, col 15 to line 3, col 35 of module CostN: 1:4\n"
                           "  |line 3, col 16 to line 3, col 25 of module CostN: 1:3\n"
                           "  |line 3, col 28 to line 3, col 34 of module CostN: 1:5\n"
                           "  line 3, col 40 to line 3, col 60 of module CostN: 2\n"
                           "  |line 3, col 46 to line 3, col 60 of module CostN: 2:4\n"
                           "  ||line 3, col 47 to line 3, col 52 of module CostN: 2\n"
                           "  ||line 3, col 57 to line 3, col 59 of module CostN: 2:10\n"
                           "<Next line 4, col 1 to line 4, col 4 of module CostN>: 2:8\n"
                           "  line 4, col 9 to line 4, col 28 of module CostN: 8\n"
                           "  |line 4, col 16 to line 4, col 28 of module CostN: 4:16\n"
                           "  ||line 4, col 16 to line 4, col 18 of module CostN: 4:8\n"
                           "  ||line 4, col 23 to line 4, col 28 of module CostN: 4:16\n"
                           "  line 4, col 33 to line 4, col 38 of module CostN: 8\n";
  const std::string cfg = "INIT Init\nNEXT Next\n";
  EXPECT_EQ(coverage("CostN", tla, cfg, 1), want);
  EXPECT_EQ(coverage("CostN", tla, cfg, 2), want);
}

} // namespace
