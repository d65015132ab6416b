// How often TLC 1.8.0 evaluates a temporal property's tableau predicate,
// which a Print or PrintT in it shows. TLC's TableauLiveChecker
// (tlc2/tool/liveness/LiveCheck.java) evaluates a tableau node's state
// predicates (TBGraphNode.isConsistent: in order, up to the first that
// fails) only
//   - in addInitState: each initial state against each initial node;
//   - in addNextState, when a state s is expanded: every node of the
//     tableau against every state of s's SetOfStates -- its successors and
//     the stuttering step's s (ModelChecker's doNextCheckLiveness), each
//     distinct state once (SetOfStates.put keeps one of equal states);
// never in a state at its own expansion, nor in a new successor otherwise.
// Hand-derived on Init x \in {0, 1}, x: 0 -> 1 -> 2 -> 0 (one worker):
//   - <>(PrintT(<<"a", x>>) /\ x = 5): one node, its predicate ~(...):
//     the two initial states (a0, a1), then per expanded state its
//     successor and itself: 0 -> {1, 0}, 1 -> {2, 1}, 2 -> {0, 2}: a0 3
//     times, a1 3, a2 2;
//   - the same with Next writing each successor twice and a step to the
//     state itself: the same sets, the same counts;
//   - (x \in 0..2) ~> (PrintT(<<"b", x>>) /\ x = 9), i.e. the tableau of
//     <>(P /\ []~Q): three nodes, ~Q in two of them (P /\ []~Q's and
//     []~Q's), both initial states reach it in the one initial node that
//     has it, each of the 2 x 2 (node, state) pairs of an expansion prints:
//     b0 5 times, b1 5, b2 4.
// The class: a print in the predicate (Print, PrintT), in a tableau of one
// node and of several nodes holding it, with repeated and self successors.
// tlacore printed it also in each state at its own expansion and in each
// new successor, and once per step whatever the nodes.
#include <gtest/gtest.h>

#include <map>
#include <sstream>
#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE P ----
EXTENDS Naturals, TLC
VARIABLES x
Init == x \in {0, 1}
Next == x' = (x + 1) % 3
Twice == \/ x' = (x + 1) % 3
         \/ x' = (x + 1) % 3
         \/ x' = x
Spec == Init /\ [][Next]_x
SpecTwice == Init /\ [][Twice]_x
OneNode == <>(PrintT(<<"a", x>>) /\ x = 5)
OneNodePrint == <>(Print(<<"a", x>>, TRUE) /\ x = 5)
ThreeNodes == (x \in 0..2) ~> (PrintT(<<"b", x>>) /\ x = 9)
====
)";

// The lines of `out` that start with a printed <<"a", n>> or <<"b", n>>
// (Print adds its second argument after it), counted.
std::map<std::string, int> printed(const std::string &out) {
  std::map<std::string, int> n;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("<<\"", 0) == 0)
      ++n[line.substr(0, line.find(">>") + 2)];
  return n;
}

TEST(TlcLivePrintCount, ATableauPredicatePrintsOncePerNodeAndStateTlcTests) {
  struct Case {
    const char *spec, *property;
    std::map<std::string, int> prints;
  };
  const std::map<std::string, int> a{{"<<\"a\", 0>>", 3}, {"<<\"a\", 1>>", 3}, {"<<\"a\", 2>>", 2}};
  const std::map<std::string, int> b{{"<<\"b\", 0>>", 5}, {"<<\"b\", 1>>", 5}, {"<<\"b\", 2>>", 4}};
  for (const Case &c : {Case{"Spec", "OneNode", a}, Case{"Spec", "OneNodePrint", a}, Case{"SpecTwice", "OneNode", a},
                        Case{"Spec", "ThreeNodes", b}, Case{"SpecTwice", "ThreeNodes", b}}) {
    std::string cfg = std::string("SPECIFICATION ") + c.spec + "\nPROPERTY " + c.property + "\n";
    clirun::SpecDir dir({{"P.tla", kSpec}, {"P.cfg", cfg}});
    clirun::Result r = dir.run("tlc -workers 1 -config P.cfg P.tla");
    EXPECT_EQ(r.rc, 13) << c.spec << " " << c.property << "\n" << r.out;
    EXPECT_EQ(printed(r.out), c.prints) << c.spec << " " << c.property << "\n" << r.out;
  }
}

} // namespace
