// -coverage's "count:cost" column (TLC message 2775) for sets TLC keeps as a
// SetEnumValue, as TLC 1.8.0 counts it:
//  - the set carries the CostModel of the expression that built it: Tool's
//    OPCODE_se ({a, b}), OPCODE_sso over a Reducible S ({x \in S : P}: a
//    SetEnumValue built with cm), OPCODE_soa ({e : x \in S}); S \ T and
//    S \cap T keep S's (SetEnumValue.diff/.cap: new SetEnumValue(.., cm));
//    S \cup T of two enumerated sets carries none (SetEnumValue.cup builds
//    new SetEnumValue(cupElems, false)), {} \cup T is T itself;
//  - SetEnumValue.Enumerator.nextElement() adds cm.incSecondary() at every
//    call, the last (null) one included, wherever the set is listed: later
//    in the same expression, in another action or check, the value kept in
//    a state meanwhile (the Init {} of a variable listed by Next's \E);
//  - the calls made: ContextEnumerator (\E, \A, {e : ...}, [x \in S |-> e]
//    through FcnParams' Enumerator) fetches one element ahead, so one name
//    over S handing out k elements makes k + 1 calls, two names the
//    odometer's calls (tlc2/tool/impl/ContextEnumerator.java); CHOOSE's
//    loop (Tool's OPCODE_bc) makes as many as drawn, n + 1 when none is
//    chosen; OPCODE_sso over S, x \in S assigning x (OPCODE_in) and
//    SetEnumValue.cup listing T make n + 1; S \subseteq T
//    (EnumerableValue.isSubsetEq) up to the first element T lacks;
//  - counts are per node, summed over the workers (1 and 2 alike).
// Each expected line below was derived by following that code by hand for
// the spec's one or few states; the report's layout is OpApplNodeWrapper.print's.
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <map>
#include <string>

namespace {

using tlcmodel::coverageBlock;
using tlcmodel::coverage;

// One state (x = 0): every invariant evaluated once; each row a way of
// listing a set written in place.
TEST(TlcCoverageCost, ListingsInAnExpression) {
  const std::string tla = "---- MODULE CostQ ----\n"
                          "EXTENDS Naturals\n"
                          "VARIABLE x\n"
                          "Init == x = 0\n"
                          "Next == x' = x\n"
                          "Inv1 == \\E e \\in {1, 2, 3} : e = x + 2\n"
                          "Inv2 == \\A e \\in {1, 2, 3} : e > x\n"
                          "Inv3 == (CHOOSE e \\in {1, 2, 3} : e = x + 2) = 2\n"
                          "Inv4 == {e + x : e \\in {1, 2}} = {1, 2}\n"
                          "Inv5 == \\E e \\in {f \\in {1, 2, 3} : f > x + 1} : e = 3\n"
                          "Inv6 == {1, 2} \\subseteq {1, 2, x + 3}\n"
                          "Inv7 == \\E a \\in {1, 2}, b \\in {3, 4} : a + b = x + 6\n"
                          "Inv8 == DOMAIN [e \\in {1, 2} |-> e + x] = {1, 2}\n"
                          "Inv9 == \\E e \\in ({1, 2, 3} \\ {1}) \\cap {3, 4} : e = x + 3\n"
                          "====\n";
  const std::string cfg = "INIT Init\nNEXT Next\nINVARIANT Inv1 Inv2 Inv3 Inv4 Inv5 Inv6 Inv7 Inv8 Inv9\n";
  const std::string want =
      "<Init line 4, col 1 to line 4, col 4 of module CostQ>: 1:1\n"
      "  line 4, col 9 to line 4, col 13 of module CostQ: 1\n"
      "<Next line 5, col 1 to line 5, col 4 of module CostQ>: 0:1\n"
      "  line 5, col 9 to line 5, col 14 of module CostQ: 1\n"
      // \E stops at 2, the second element: the constructor's fetch and one per element handed out.
      "<Inv1 line 6, col 1 to line 6, col 4 of module CostQ>\n"
      "  line 6, col 9 to line 6, col 38 of module CostQ: 1\n"
      "  |line 6, col 30 to line 6, col 38 of module CostQ: 2\n"
      "  |line 6, col 18 to line 6, col 26 of module CostQ: 1:3\n"
      // \A to the end: 3 elements and the null.
      "<Inv2 line 7, col 1 to line 7, col 4 of module CostQ>\n"
      "  line 7, col 9 to line 7, col 34 of module CostQ: 1\n"
      "  |line 7, col 30 to line 7, col 34 of module CostQ: 3\n"
      "  |line 7, col 18 to line 7, col 26 of module CostQ: 1:4\n"
      // CHOOSE draws 1 and 2.
      "<Inv3 line 8, col 1 to line 8, col 4 of module CostQ>\n"
      "  line 8, col 9 to line 8, col 48 of module CostQ: 1\n"
      "  |line 8, col 10 to line 8, col 43 of module CostQ: 1\n"
      "  ||line 8, col 35 to line 8, col 43 of module CostQ: 2\n"
      "  ||line 8, col 23 to line 8, col 31 of module CostQ: 1:2\n"
      // {e + x : e \in S}: S to the end; the result compared (no listing).
      "<Inv4 line 9, col 1 to line 9, col 4 of module CostQ>\n"
      "  line 9, col 9 to line 9, col 39 of module CostQ: 1\n"
      "  |line 9, col 9 to line 9, col 30 of module CostQ: 1\n"
      "  ||line 9, col 10 to line 9, col 14 of module CostQ: 2\n"
      "  ||line 9, col 24 to line 9, col 29 of module CostQ: 1:3\n"
      "  |line 9, col 34 to line 9, col 39 of module CostQ: 1\n"
      // The filter lists its base to the end (4); \E over the filter's {2, 3} stops at 3 (3).
      "<Inv5 line 10, col 1 to line 10, col 4 of module CostQ>\n"
      "  line 10, col 9 to line 10, col 54 of module CostQ: 1\n"
      "  |line 10, col 50 to line 10, col 54 of module CostQ: 2\n"
      "  |line 10, col 18 to line 10, col 46 of module CostQ: 1:3\n"
      "  ||line 10, col 37 to line 10, col 45 of module CostQ: 3\n"
      "  ||line 10, col 25 to line 10, col 33 of module CostQ: 1:4\n"
      // S \subseteq T lists S to the end (every element in T); T is asked, not listed.
      "<Inv6 line 11, col 1 to line 11, col 4 of module CostQ>\n"
      "  line 11, col 9 to line 11, col 38 of module CostQ: 1\n"
      "  |line 11, col 9 to line 11, col 14 of module CostQ: 1:3\n"
      "  |line 11, col 26 to line 11, col 38 of module CostQ: 1\n"
      // Two names, a fastest: (1,3) (2,3) (1,4) (2,4) handed out, a's enumerator reset once.
      "<Inv7 line 12, col 1 to line 12, col 4 of module CostQ>\n"
      "  line 12, col 9 to line 12, col 53 of module CostQ: 1\n"
      "  |line 12, col 41 to line 12, col 53 of module CostQ: 4\n"
      "  |line 12, col 18 to line 12, col 23 of module CostQ: 1:7\n"
      "  |line 12, col 32 to line 12, col 37 of module CostQ: 1:3\n"
      // [e \in S |-> ..] built (DOMAIN): S listed to the end; the function's own cost
      // (toFcnRcd, its 2 elements), its body evaluated without a cost model.
      "<Inv8 line 13, col 1 to line 13, col 4 of module CostQ>\n"
      "  line 13, col 9 to line 13, col 48 of module CostQ: 1\n"
      "  |line 13, col 9 to line 13, col 39 of module CostQ: 1\n"
      "  ||line 13, col 16 to line 13, col 39 of module CostQ: 1:2\n"
      "  |||line 13, col 23 to line 13, col 28 of module CostQ: 1:3\n"
      "  |line 13, col 43 to line 13, col 48 of module CostQ: 1\n"
      // ({1, 2, 3} \ {1}) \cap {3, 4} = {3} carries {1, 2, 3}'s node: \E over it costs that node 2.
      "<Inv9 line 14, col 1 to line 14, col 4 of module CostQ>\n"
      "  line 14, col 9 to line 14, col 58 of module CostQ: 1\n"
      "  |line 14, col 50 to line 14, col 58 of module CostQ: 1\n"
      "  |line 14, col 18 to line 14, col 46 of module CostQ: 1\n"
      "  ||line 14, col 19 to line 14, col 33 of module CostQ: 1\n"
      "  |||line 14, col 19 to line 14, col 27 of module CostQ: 1:2\n"
      "  |||line 14, col 31 to line 14, col 33 of module CostQ: 1\n"
      "  ||line 14, col 41 to line 14, col 46 of module CostQ: 1\n";
  EXPECT_EQ(coverage("CostQ", tla, cfg, 1), want);
  EXPECT_EQ(coverage("CostQ", tla, cfg, 2), want);
}

// A set kept in a state: Init's {} is listed by Next's \E in the initial
// state (1 call, on Init's node); {} \cup {1} is {1} itself, listed by the
// \E in the next state (2 calls, on {1}'s node in Next); {1} \ {1} carries
// {1}'s node into a state already found.
TEST(TlcCoverageCost, ListingsOfAStateValue) {
  const std::string tla = "---- MODULE CostS ----\n"
                          "EXTENDS Naturals\n"
                          "VARIABLE s\n"
                          "Init == s = {}\n"
                          "Next == \\/ /\\ s = {}\n"
                          "           /\\ s' = s \\cup {1}\n"
                          "        \\/ \\E e \\in s : s' = s \\ {e}\n"
                          "====\n";
  const std::string want = "<Init line 4, col 1 to line 4, col 4 of module CostS>: 1:1\n"
                           "  line 4, col 9 to line 4, col 14 of module CostS: 1\n"
                           "  |line 4, col 13 to line 4, col 14 of module CostS: 1:1\n"
                           "<Next line 5, col 1 to line 5, col 4 of module CostS (5 12 6 29)>: 1:1\n"
                           "  line 5, col 15 to line 5, col 20 of module CostS: 3\n"
                           "  |line 5, col 15 to line 5, col 15 of module CostS: 2\n"
                           "  |line 5, col 19 to line 5, col 20 of module CostS: 2\n"
                           "  line 6, col 15 to line 6, col 29 of module CostS: 1\n"
                           "  |line 6, col 20 to line 6, col 29 of module CostS: 1\n"
                           "  ||line 6, col 20 to line 6, col 20 of module CostS: 1\n"
                           "  ||line 6, col 27 to line 6, col 29 of module CostS: 1:2\n"
                           "<Next line 5, col 1 to line 5, col 4 of module CostS (7 12 7 36)>: 0:1\n"
                           "  line 7, col 25 to line 7, col 36 of module CostS: 1\n"
                           "  line 7, col 21 to line 7, col 21 of module CostS: 2\n";
  const std::string cfg = "INIT Init\nNEXT Next\n";
  EXPECT_EQ(coverage("CostS", tla, cfg, 1), want);
  EXPECT_EQ(coverage("CostS", tla, cfg, 2), want);
}

// x \in S assigning x (Init and Next): S to the end, n + 1 per evaluation;
// {x} \cup {x'} lists {x'} to the end (2 per evaluation) into a set with no
// node; Init's {} is compared, never listed.
TEST(TlcCoverageCost, AssignmentAndUnion) {
  const std::string tla = "---- MODULE CostI ----\n"
                          "VARIABLE x, y\n"
                          "Init == x \\in {1, 2} /\\ y = {}\n"
                          "Next == /\\ y = {}\n"
                          "        /\\ x' \\in {3}\n"
                          "        /\\ y' = {x} \\cup {x'}\n"
                          "====\n";
  const std::string want = "<Init line 3, col 1 to line 3, col 4 of module CostI>: 2:2\n"
                           "  line 3, col 9 to line 3, col 20 of module CostI: 1:3\n"
                           "  line 3, col 25 to line 3, col 30 of module CostI: 2\n"
                           "<Next line 4, col 1 to line 4, col 4 of module CostI>: 2:2\n"
                           "  line 4, col 12 to line 4, col 17 of module CostI: 6\n"
                           "  |line 4, col 12 to line 4, col 12 of module CostI: 4\n"
                           "  |line 4, col 16 to line 4, col 17 of module CostI: 4\n"
                           "  line 5, col 12 to line 5, col 21 of module CostI: 2\n"
                           "  |line 5, col 19 to line 5, col 21 of module CostI: 2:4\n"
                           "  line 6, col 12 to line 6, col 29 of module CostI: 2\n"
                           "  |line 6, col 17 to line 6, col 29 of module CostI: 2\n"
                           "  ||line 6, col 17 to line 6, col 19 of module CostI: 2\n"
                           "  ||line 6, col 26 to line 6, col 29 of module CostI: 2:4\n"
                           "  |||line 6, col 27 to line 6, col 28 of module CostI: 2\n";
  const std::string cfg = "INIT Init\nNEXT Next\n";
  EXPECT_EQ(coverage("CostI", tla, cfg, 1), want);
  EXPECT_EQ(coverage("CostI", tla, cfg, 2), want);
}

} // namespace
