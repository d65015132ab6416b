// TLC 1.8.0's "Implied-temporal checking--satisfiability problem has N
// branches" for every shape of temporal formula, in both orders, repeated
// and under \A / \E over a set, with the verdict and, where the state graph
// forces it, the length of the counterexample.
//
// TLC's rule (tlc2.tool.liveness.Liveness.processLiveness, LNState, LNAction):
//   - every predicate occurrence is its own LiveExprNode, and tagExpr(1)
//     numbers them once over the whole formula before the DNF: equality of
//     predicates (LNState.equals, LNAction.equals) is equality of tags, so a
//     predicate written twice, or one definition used twice, is two
//     different predicates, while the copies the DNF makes of one occurrence
//     stay equal;
//   - N is the number of OrderOfSolutions: the DNF disjuncts of
//     fairness /\ (~P1 \/ ... \/ ~Pn) grouped by their tableau formula (the
//     conjuncts that are not <>[]A, []<>A or []<>S, compared with equals,
//     conjunct by conjunct in order), a disjunct without one counting as the
//     formula null;
//   - a conjunct []S of a PROPERTY with S a state predicate is checked as an
//     invariant, not here; LNDisj.toDNF merges the lone []<>X disjuncts of a
//     disjunction into one []<>(X1 \/ ... \/ Xn).
// So repeating or commuting conjuncts never merges two branches: <>N /\ <>N
// refutes in two tableaux ([]~N1, []~N2), <>N \/ <>N in one ([]~N1 /\ []~N2).
// tlacore tags each written predicate (LiveNode::tag) and shares only what
// TLC's tags share, so it agrees on every shape below (as it did before this
// test: the test pins the rule).
//
// The model: x cycles 0 -> 1 -> 2 -> 0 under WF, so a state graph of one
// cycle: a violation whose branch has no tableau, or whose tableau stays in
// one node along the cycle, is the cycle (3 states, back to state 1).
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "../tools/tlc_model_run.h"

namespace {

struct Case {
  const char *property;   // Prop == ...
  const char *fairness;   // Spec's fairness conjuncts
  const char *properties; // the cfg's PROPERTY names
  int branches;
  bool violated;
  int states; // of the counterexample; 0: not forced, not checked
};

TEST(LiveBranchCount, EveryFormulaShapeInBothOrdersRepeatedAndQuantified) {
  const char *wf = "WF_x(Next)";
  const Case cases[] = {
      // One operator. <>N: tableau []~N. []<>N: <>[]~N, EA, no tableau.
      // <>[]A: []<>~A, AE, no tableau. A ~> N: tableau <>(A /\ []~N).
      {"<>N", wf, "Prop", 1, true, 3},
      {"[]<>N", wf, "Prop", 1, true, 3},
      {"<>[]A", wf, "Prop", 1, true, 3},
      {"A ~> N", wf, "Prop", 1, true, 0},
      {"A ~> B", wf, "Prop", 1, false, 0},
      // Conjunctions: one tableau per refuted conjunct, in either order and
      // when the conjunct is written twice.
      {"<>N /\\ <>A", wf, "Prop", 2, true, 3},
      {"<>A /\\ <>N", wf, "Prop", 2, true, 3},
      {"<>N /\\ <>N", wf, "Prop", 2, true, 3},
      {"(A ~> B) /\\ (B ~> A)", wf, "Prop", 2, false, 0},
      {"(A ~> N) /\\ (A ~> N)", wf, "Prop", 2, true, 0},
      // Disjunctions: one disjunct, one tableau of the conjunction.
      {"<>N \\/ <>A", wf, "Prop", 1, false, 0},
      {"<>A \\/ <>N", wf, "Prop", 1, false, 0},
      {"<>N \\/ <>N", wf, "Prop", 1, true, 3},
      {"(A ~> N) \\/ (N ~> A)", wf, "Prop", 1, false, 0},
      // Without a tableau every disjunct is the formula null: one branch.
      {"[]<>A /\\ []<>B", wf, "Prop", 1, false, 0},
      {"[]<>B /\\ []<>N", wf, "Prop", 1, true, 3},
      {"<>[]A \\/ <>[]B", wf, "Prop", 1, true, 3},
      {"<>[]A /\\ <>[]A", wf, "Prop", 1, true, 3}, // []<>(~A1 \/ ~A2), merged
      // Mixed: null and []~N.
      {"[]<>A /\\ <>N", wf, "Prop", 2, true, 3},
      {"<>N /\\ []<>A", wf, "Prop", 2, true, 3},
      // []T (T a state predicate) is an invariant; <>N is the liveness part.
      {"[]T /\\ <>N", wf, "Prop", 1, true, 3},
      // Quantifiers: an instance per element, each with its own predicates.
      {"\\A i \\in {1, 2} : <>(x = i)", wf, "Prop", 2, false, 0},
      {"\\A i \\in {1, 2, 7} : <>(x = i)", wf, "Prop", 3, true, 3},
      {"\\A i \\in {1, 2} : <>N", wf, "Prop", 2, true, 3},
      {"\\A i \\in {1, 2} : (x = i) ~> (x = 7)", wf, "Prop", 2, true, 0},
      {"\\E i \\in {1, 7} : <>(x = i)", wf, "Prop", 1, false, 0},
      // Two PROPERTY entries of one formula: ~P1 \/ ~P2, two tableaux.
      {"<>N", wf, "Prop Prop2", 2, true, 3},
      // Fairness repeated: its conditions are AE/EA, the tableau []~N is
      // shared by all of SF /\ SF's four disjuncts.
      {"<>N", "WF_x(Next) /\\ WF_x(Next)", "Prop", 1, true, 3},
      {"<>N", "SF_x(Next) /\\ SF_x(Next)", "Prop", 1, true, 3},
  };
  for (const Case &c : cases) {
    std::string text = std::string("---- MODULE M ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n") +
                       "Next == x' = (x + 1) % 3\nSpec == Init /\\ [][Next]_x /\\ " + c.fairness + "\n" +
                       "A == x = 1\nB == x = 2\nN == x = 7\nT == x \\in 0..2\n" + "Prop == " + c.property +
                       "\nProp2 == " + c.property + "\n====\n";
    std::string label = std::string(c.property) + " | " + c.fairness + " | " + c.properties;
    tlcmodel::TlcRun r = tlcmodel::tlc({{"M.tla", text}}, "M.tla",
                                       std::string("SPECIFICATION Spec\nPROPERTY ") + c.properties + "\n", "-fp 0");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(r.out, m, std::regex("satisfiability problem has ([0-9]+) branches\\.")))
        << label << "\n" << r.out;
    EXPECT_EQ(std::stoi(m[1].str()), c.branches) << label;
    EXPECT_EQ(r.exit, c.violated ? 13 : 0) << label << "\n" << r.out;
    if (c.violated && c.states) {
      int states = 0;
      for (size_t at = r.out.find("\nState "); at != std::string::npos; at = r.out.find("\nState ", at + 1))
        ++states;
      EXPECT_EQ(states, c.states) << label << "\n" << r.out;
      EXPECT_NE(r.out.find("Back to state 1"), std::string::npos) << label << "\n" << r.out;
    }
  }
}

} // namespace
