// The tableau of a temporal formula over state predicates (Manna and
// Pnueli's particle tableau, as TLC's TBGraph): each node is a consistent
// set of subformulas that must hold in the current state, with its
// successors; a cycle of the product with the state graph is accepted when
// every promise <>g met in it is fulfilled somewhere in it.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "live_formula.h"

namespace tlacore::live {

struct TableauNode {
  std::vector<int> formulas;                 // sorted ids of the particle's formulas
  std::vector<std::pair<int, bool>> literals; // state atoms that must hold: (atom, negated)
  std::vector<int> successors;
  std::vector<uint8_t> fulfills; // per promise: this node fulfills it
};

struct Tableau {
  std::vector<TableauNode> nodes;
  std::vector<int> initial;
  std::vector<int> promises; // ids of the <>g formulas
};

// The tableau of `root`; with root < 0 a single node that accepts everything.
Tableau buildTableau(LiveFormula &f, int root);

} // namespace tlacore::live
