// The order of TLC 1.8.0's liveness branches where its DNF moves a
// recurrence: Liveness.processLiveness turns fairness /\ (~P1 \/ ... \/ ~Pn)
// into DNF, and LNDisj.toDNF ("Apply []<>A1 \/ []<>A2 = []<>(A1 \/ A2)")
// keeps the disjuncts of its operands' DNFs in order except each lone []<>X,
// whose X it gathers into one []<>(X1 \/ ... \/ Xn) appended last. The
// OrderOfSolutions are the distinct tableau formulas in DNF order and
// LiveWorkers take them in order, so a refutation of the form []<>X (a
// property <>[]P, or a disjunct ~<>[]P inside one) is searched after every
// other branch wherever it was written, while <>[]X (from []<>P) stays in
// place. Each case: x goes from 0 to 1 or to 2 and stays; <>[](x = 1) fails
// on 0 -> 2, <>(x = 2) on 0 -> 1; the last state printed names the branch
// TLC searched first.
//
// The product with the fairness's DNF (LNConj.toDNF: the first disjunction
// varies slowest, the checks' disjunction is the last conjunct) puts the
// fairness's choices outermost: with SF_x(A) = <>[]~ENABLED <A>_x \/ []<>A
// and two refutations in one OrderOfSolution (no tableau), its
// PossibleErrorModels are (f0, c0), (f0, c1), (f1, c0), (f1, c1), and a
// LiveWorker runs checkSccs for each in that order.
#include <gtest/gtest.h>

#include <string>

#include "../tools/tlc_model_run.h"

namespace {

std::string lastStateOf(const std::string &out) {
  size_t at = out.rfind("\nx = ");
  if (at == std::string::npos)
    return "";
  size_t end = out.find('\n', at + 1);
  return out.substr(at + 1, end - at - 1);
}

struct Case {
  const char *shape;
  const char *defs;       // P1, P2, ... as the cfg names them
  const char *properties; // the cfg's PROPERTY lines
  const char *lastState;
};

TEST(LiveDnfOrder, ARecurrenceRefutationIsSearchedLast) {
  const Case cases[] = {
      {"recurrence written first", "P1 == <>[](x = 1)\nP2 == <>(x = 2)\n", "PROPERTY P1\nPROPERTY P2\n", "x = 1"},
      {"recurrence written last", "P1 == <>(x = 2)\nP2 == <>[](x = 1)\n", "PROPERTY P1\nPROPERTY P2\n", "x = 1"},
      {"conjuncts of one property", "P1 == <>[](x = 1) /\\ <>(x = 2)\n", "PROPERTY P1\n", "x = 1"},
      // Under \E the property is one formula: ~P is one disjunction whose
      // LNDisj.toDNF reorders it.
      {"inside one formula", "P1 == \\E i \\in {1} : <>[](x = i) /\\ <>(x = 2 * i)\n", "PROPERTY P1\n", "x = 1"},
      // []<>P refuted by <>[]~P: not a recurrence, it stays first.
      {"eventually-always stays in place", "P1 == []<>(x = 1)\nP2 == <>(x = 2)\n", "PROPERTY P1\nPROPERTY P2\n",
       "x = 2"},
  };
  for (const Case &c : cases) {
    std::string text = std::string("---- MODULE M ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n") +
                       "Next == x = 0 /\\ x' \\in {1, 2}\nSpec == Init /\\ [][Next]_x /\\ WF_x(Next)\n" + c.defs +
                       "====\n";
    tlcmodel::TlcRun r =
        tlcmodel::tlc({{"M.tla", text}}, "M.tla", std::string("SPECIFICATION Spec\n") + c.properties);
    EXPECT_EQ(r.exit, 13) << c.shape << "\n" << r.out;
    EXPECT_EQ(lastStateOf(r.out), c.lastState) << c.shape << "\n" << r.out;
  }
}

TEST(LiveDnfOrder, FairnessChoicesVarySlowestAmongTheErrorModels) {
  // c0 = <>[](x # 1) refutes P1, c1 = <>[](x # 3) refutes P2. x = 1 forever
  // meets (f0, c1) (A is never enabled there); the cycle 3 -> 4 -> 3 meets
  // (f1, c0) (A taken on it); (f0, c0) and (f1, c1) hold on no fair cycle.
  // Fairness slowest: (f0, c1) comes first and the counterexample ends by
  // stuttering in x = 1; the properties slowest would give the cycle.
  std::string text = "---- MODULE M ----\nEXTENDS Naturals\nVARIABLE x\nStart == x = 0 /\\ x' \\in {1, 3}\n"
                     "A == x = 3 /\\ x' = 4\nB == x = 4 /\\ x' = 3\nNext == Start \\/ A \\/ B\n"
                     "Spec == x = 0 /\\ [][Next]_x /\\ WF_x(Start) /\\ WF_x(B) /\\ SF_x(A)\n"
                     "P1 == []<>(x = 1)\nP2 == []<>(x = 3)\n====\n";
  tlcmodel::TlcRun r =
      tlcmodel::tlc({{"M.tla", text}}, "M.tla", "SPECIFICATION Spec\nPROPERTY P1\nPROPERTY P2\n");
  EXPECT_EQ(r.exit, 13) << r.out;
  EXPECT_NE(r.out.find("satisfiability problem has 1 branches"), std::string::npos) << r.out;
  EXPECT_EQ(lastStateOf(r.out), "x = 1") << r.out;
  EXPECT_NE(r.out.find("Stuttering"), std::string::npos) << r.out;
}

} // namespace
