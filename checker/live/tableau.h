// The tableau of a temporal formula over state predicates, as TLC 1.8.0's
// TBGraph builds it (Manna and Pnueli's particle tableau, PART-TAB): the
// formula made binary (LiveExprNode.makeBinary), its particles by TBPar's
// particleClosure (alpha expansion, inverse alpha, beta expansion, inverse
// beta, in TLC's orders), the initial particles numbered first, then each
// node's successors (the closure of its ()-formulas) in turn, a new particle
// numbered when first met. The numbering and the order of each node's
// successors are TLC's: its behaviour graph, and so its counterexample,
// follow them. A cycle of the product with the state graph is accepted when
// every promise <>g met in it is fulfilled somewhere in it.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "live_formula.h"

namespace tlacore::live {

// A formula of the tableau: a LiveFormula node made binary (And/Or with two
// operands), or the ()-formula of one. Equal formulas have the same id.
struct TableauTerm {
  LiveNode::Kind kind;
  int lit = -1;          // True, False, Lit: the LiveFormula node
  std::vector<int> kids; // term ids
};

struct TableauNode {
  std::vector<int> formulas;                  // the particle: term ids, in TLC's order
  std::vector<std::pair<int, bool>> literals; // state atoms that must hold: (atom, negated)
  bool unsatisfiable = false;                 // holds FALSE: consistent with no state
  std::vector<int> successors;
  std::vector<uint8_t> fulfills; // per promise: this node fulfills it
};

struct Tableau {
  std::vector<TableauTerm> terms;
  std::vector<TableauNode> nodes;
  std::vector<int> initial;
  std::vector<int> promises; // term ids of the <>g formulas, in TLC's order (extractPromises)
};

// The tableau of `root`; with root < 0 a single node that accepts everything.
Tableau buildTableau(LiveFormula &f, int root);

// Term `term` written out (predicates as LiveFormula::describe, a tag after
// '#', a temporal-level negation as '-'): for tests and debugging.
std::string describeTerm(const LiveFormula &f, const Tableau &t, int term);

} // namespace tlacore::live
