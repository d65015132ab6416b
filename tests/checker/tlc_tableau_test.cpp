// live::buildTableau against TLC 1.8.0's TBGraph, worked out by hand from
// TBPar.particleClosure for each formula kind a tableau gets (the negated
// property's temporal part, as TLC's Liveness makes it: P ~> Q and
// [](P => <>Q) as <>(P /\ []-Q), <>P as []-P, []P as <>-P,
// [](P => <>[]Q) as <>(P /\ []<>-Q), a disjunction of them as a conjunction,
// a conjunction as a DNF of branches each with its own tableau). The node
// numbers, each particle's formulas in TLC's order, each node's successors
// in TLC's order and the initial nodes are TLC's, which its behaviour graph
// and so its counterexample follow. Fairness (WF/SF) adds []<> and <>[]
// conditions to a branch, never formulas to its tableau (Liveness.classifyExpr).
//
// The derivation, in short (TBPar): the positive closure of the terms is
// worked from the end of a list (a junction's operands pushed in order, []g
// and <>g followed by ()[]g, ()<>g, a negation by its predicate); its alpha
// triples ([]g: g, ()[]g; g /\ h: g, h) and beta triples (<>g: g, ()<>g;
// g \/ h: g, h) in that order. particleClosure: alpha-expand every term in
// order (the added ones too: one operand present adds the other, none adds
// both), add every alpha formula whose parts are in until nothing changes,
// then beta-expand the first beta formula none of whose parts is in (the
// particles with its first part, then those with its second, the first's
// that the second has dropped), else add the first beta formula one of
// whose parts is in, else the terms are a particle. TBGraph numbers the
// initial particles first, then takes each node in turn: the closure of the
// bodies of its ()-formulas gives its successors, a particle not seen
// numbered next.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "live/tableau.h"

namespace tlacore {
namespace {

using live::LiveFormula;
using live::Tableau;
using K = live::LiveNode::Kind;

// A written predicate: atom `atom`, tag `tag`, under a temporal negation
// when `wrapped` (a ~ written inside a predicate is `inside`).
int pred(LiveFormula &f, int atom, int tag, bool wrapped = false, bool inside = false) {
  return f.lit(atom, wrapped != inside, tag, wrapped);
}

// Node i as "{formulas} -> successors".
std::string nodeText(const LiveFormula &f, const Tableau &t, size_t i) {
  std::string s = "{";
  const auto &n = t.nodes[i];
  for (size_t k = 0; k < n.formulas.size(); ++k)
    s += (k ? ", " : "") + live::describeTerm(f, t, n.formulas[k]);
  s += "} ->";
  for (int x : n.successors)
    s += " " + std::to_string(x);
  return s;
}

std::vector<std::string> nodesOf(const LiveFormula &f, const Tableau &t) {
  std::vector<std::string> out;
  for (size_t i = 0; i < t.nodes.size(); ++i)
    out.push_back(nodeText(f, t, i));
  return out;
}

std::vector<std::string> promisesOf(const LiveFormula &f, const Tableau &t) {
  std::vector<std::string> out;
  for (int p : t.promises)
    out.push_back(live::describeTerm(f, t, p));
  return out;
}

// ~(P ~> Q) and ~[](P => <>Q): <>(P /\ []-Q). E's beta expansion: with
// (P /\ []-Q), alpha-expanded to P, []-Q, then -Q, ()[]-Q; or with ()E.
// Node 0's ()[]-Q gives {[]-Q, -Q, ()[]-Q} (node 2); node 1's ()E both
// initial particles again.
TEST(TlcTableau, LeadsToNegated) {
  LiveFormula f;
  int p = pred(f, 0, 0), nq = pred(f, 1, 1, true);
  int root = f.unary(K::Eventually, f.binary(K::And, p, f.unary(K::Always, nq)));
  Tableau t = live::buildTableau(f, root);
  EXPECT_EQ(nodesOf(f, t), (std::vector<std::string>{
                               "{<>(a0#0 /\\ []-a1#1), (a0#0 /\\ []-a1#1), a0#0, []-a1#1, -a1#1, ()[]-a1#1} -> 2",
                               "{<>(a0#0 /\\ []-a1#1), ()<>(a0#0 /\\ []-a1#1)} -> 0 1",
                               "{[]-a1#1, -a1#1, ()[]-a1#1} -> 2",
                           }));
  EXPECT_EQ(t.initial, (std::vector<int>{0, 1}));
  EXPECT_EQ(promisesOf(f, t), (std::vector<std::string>{"<>(a0#0 /\\ []-a1#1)"}));
  EXPECT_EQ(t.nodes[0].fulfills, (std::vector<uint8_t>{1}));
  EXPECT_EQ(t.nodes[1].fulfills, (std::vector<uint8_t>{0}));
  EXPECT_EQ(t.nodes[2].fulfills, (std::vector<uint8_t>{1}));
  // TBGraphNode's state predicates: P and -Q (evaluated as ~Q) on node 0.
  EXPECT_EQ(t.nodes[0].literals, (std::vector<std::pair<int, bool>>{{0, false}, {1, true}}));
  EXPECT_TRUE(t.nodes[1].literals.empty());
}

// The operands' order is the written one (the tableau's P first, though
// the normalised formula sorts []-Q, made first, before it).
TEST(TlcTableau, OperandsInTheWrittenOrder) {
  LiveFormula f;
  int nq = pred(f, 1, 1, true);
  int always = f.unary(K::Always, nq);
  int p = pred(f, 0, 0);
  int root = f.unary(K::Eventually, f.binary(K::And, p, always));
  Tableau t = live::buildTableau(f, root);
  ASSERT_FALSE(t.nodes.empty());
  EXPECT_EQ(nodeText(f, t, 0),
            "{<>(a0#0 /\\ []-a1#1), (a0#0 /\\ []-a1#1), a0#0, []-a1#1, -a1#1, ()[]-a1#1} -> 2");
}

// ~<>P: []-P, one node stepping to itself.
TEST(TlcTableau, EventuallyNegated) {
  LiveFormula f;
  int root = f.unary(K::Always, pred(f, 0, 0, true));
  Tableau t = live::buildTableau(f, root);
  EXPECT_EQ(nodesOf(f, t), (std::vector<std::string>{"{[]-a0#0, -a0#0, ()[]-a0#0} -> 0"}));
  EXPECT_EQ(t.initial, (std::vector<int>{0}));
  EXPECT_TRUE(t.promises.empty());
}

// ~[]P: <>-P, the particles {<>-P, -P} and {<>-P, ()<>-P}; the first has no
// ()-formula: its successor is the empty particle (node 2, TLC's accepting
// node: empty, stepping to itself alone).
TEST(TlcTableau, AlwaysNegated) {
  LiveFormula f;
  int root = f.unary(K::Eventually, pred(f, 0, 0, true));
  Tableau t = live::buildTableau(f, root);
  EXPECT_EQ(nodesOf(f, t), (std::vector<std::string>{
                               "{<>-a0#0, -a0#0} -> 2",
                               "{<>-a0#0, ()<>-a0#0} -> 0 1",
                               "{} -> 2",
                           }));
  EXPECT_EQ(t.initial, (std::vector<int>{0, 1}));
  EXPECT_EQ(t.nodes[0].fulfills, (std::vector<uint8_t>{1}));
  EXPECT_EQ(t.nodes[1].fulfills, (std::vector<uint8_t>{0}));
  EXPECT_EQ(t.nodes[2].fulfills, (std::vector<uint8_t>{1}));
}

// ~[](P => <>[]Q): <>(P /\ []<>-Q). The first particle set splits on
// <>-Q (the last beta formula met in the particle), giving three initial
// nodes; []<>-Q alone gives nodes 3 and 4; the promises are E then <>-Q
// (extractPromises, depth first).
TEST(TlcTableau, AlwaysEventuallyInsideATableau) {
  LiveFormula f;
  int p = pred(f, 0, 0), nq = pred(f, 1, 1, true);
  int d = f.unary(K::Eventually, nq);
  int root = f.unary(K::Eventually, f.binary(K::And, p, f.unary(K::Always, d)));
  Tableau t = live::buildTableau(f, root);
  const std::string E = "<>(a0#0 /\\ []<>-a1#1)", C = "(a0#0 /\\ []<>-a1#1)", B = "[]<>-a1#1", D = "<>-a1#1";
  EXPECT_EQ(nodesOf(f, t), (std::vector<std::string>{
                               "{" + E + ", " + C + ", a0#0, " + B + ", " + D + ", ()" + B + ", -a1#1} -> 3 4",
                               "{" + E + ", " + C + ", a0#0, " + B + ", " + D + ", ()" + B + ", ()" + D + "} -> 3 4",
                               "{" + E + ", ()" + E + "} -> 0 1 2",
                               "{" + B + ", " + D + ", ()" + B + ", -a1#1} -> 3 4",
                               "{" + B + ", " + D + ", ()" + B + ", ()" + D + "} -> 3 4",
                           }));
  EXPECT_EQ(t.initial, (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(promisesOf(f, t), (std::vector<std::string>{E, D}));
  // Node 1 owes <>-Q (has it, not -Q), node 2 owes E.
  EXPECT_EQ(t.nodes[1].fulfills, (std::vector<uint8_t>{1, 0}));
  EXPECT_EQ(t.nodes[2].fulfills, (std::vector<uint8_t>{0, 1}));
}

// ~(<>P \/ <>Q): []-P /\ []-Q. The initial particle holds the conjunction;
// its successors' closure does not (the conjunction is not in their positive
// closure): two nodes.
TEST(TlcTableau, DisjunctionNegatedIsAConjunction) {
  LiveFormula f;
  int a1 = f.unary(K::Always, pred(f, 0, 0, true));
  int a2 = f.unary(K::Always, pred(f, 1, 1, true));
  int root = f.binary(K::And, a1, a2);
  Tableau t = live::buildTableau(f, root);
  const std::string A1 = "[]-a0#0", A2 = "[]-a1#1";
  EXPECT_EQ(nodesOf(f, t), (std::vector<std::string>{
                               "{(" + A1 + " /\\ " + A2 + "), " + A1 + ", " + A2 + ", -a0#0, ()" + A1 + ", -a1#1, ()" +
                                   A2 + "} -> 1",
                               "{" + A1 + ", " + A2 + ", -a0#0, ()" + A1 + ", -a1#1, ()" + A2 + "} -> 1",
                           }));
}

// A disjunction in the tableau (IF c THEN []P ELSE []Q, or a property's
// \/ of temporal formulas negated into a conjunction elsewhere): its first
// operand's particles, then its second's.
TEST(TlcTableau, DisjunctionSplitsFirstOperandFirst) {
  LiveFormula f;
  int c = pred(f, 0, 0), nc = f.negated(c);
  int left = f.binary(K::And, c, f.unary(K::Always, pred(f, 1, 1)));
  int right = f.binary(K::And, nc, f.unary(K::Always, pred(f, 2, 2)));
  int root = f.binary(K::Or, left, right);
  Tableau t = live::buildTableau(f, root);
  ASSERT_EQ(t.nodes.size(), 4u);
  EXPECT_EQ(nodeText(f, t, 0), "{((a0#0 /\\ []a1#1) \\/ (-a0#0 /\\ []a2#2)), (a0#0 /\\ []a1#1), a0#0, []a1#1, a1#1, ()[]a1#1} -> 2");
  EXPECT_EQ(nodeText(f, t, 1),
            "{((a0#0 /\\ []a1#1) \\/ (-a0#0 /\\ []a2#2)), (-a0#0 /\\ []a2#2), -a0#0, []a2#2, a2#2, ()[]a2#2} -> 3");
  EXPECT_EQ(t.initial, (std::vector<int>{0, 1}));
}

// Local consistency (TBPar.isLocallyConsistent) is by predicate occurrence:
// P and -P of one written predicate clash (no particle at all); of two
// written predicates (P ~> ~P written out, say) they do not, and the node
// stays, consistent with no state.
TEST(TlcTableau, ConsistencyIsPerWrittenPredicate) {
  LiveFormula f;
  int c = pred(f, 0, 0);
  Tableau same = live::buildTableau(f, f.binary(K::And, c, f.unary(K::Always, f.negated(c))));
  EXPECT_TRUE(same.nodes.empty());
  EXPECT_TRUE(same.initial.empty());
  int other = pred(f, 0, 1, true);
  Tableau apart = live::buildTableau(f, f.binary(K::And, c, f.unary(K::Always, other)));
  ASSERT_EQ(apart.nodes.size(), 2u);
  EXPECT_EQ(apart.nodes[0].literals, (std::vector<std::pair<int, bool>>{{0, false}, {0, true}}));
}

// Four or more operands are halved (LiveExprNode.makeBinary): the first
// half on the left.
TEST(TlcTableau, JunctionsMadeBinaryFirstHalfLeft) {
  LiveFormula f;
  std::vector<int> ops;
  for (int i = 0; i < 5; ++i)
    ops.push_back(f.unary(K::Always, pred(f, i, i)));
  Tableau t = live::buildTableau(f, f.make({K::And, -1, false, ops}));
  ASSERT_FALSE(t.nodes.empty());
  EXPECT_EQ(live::describeTerm(f, t, t.nodes[0].formulas[0]), "(([]a0#0 /\\ []a1#1) /\\ ([]a2#2 /\\ ([]a3#3 /\\ []a4#4)))");
}

} // namespace
} // namespace tlacore
