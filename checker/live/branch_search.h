// The search of one branch of the liveness formula (one of TLC's PEMs) on
// the product of its tableau: Tarjan's strongly connected components over
// the steps satisfying the branch's EA condition, then the components that
// are fair cycles violating the property (every AE condition met on some
// step, every promise fulfilled) checked in parallel, and the lasso through
// the one entered closest to an initial state. Any number of searches run
// at once on one ProductGraph; the lasso found does not depend on the
// number of threads.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "edge_conditions.h"
#include "product_graph.h"

namespace tlacore::live {

class BranchSearch {
public:
  BranchSearch(const EdgeConditions &conditions, const ProductGraph &product, const LiveBranch &branch);

  // A fair cycle of the branch, as a lasso; runs its parallel parts as
  // oneTBB tasks in the calling thread's task arena.
  std::optional<Lasso> run();

private:
  using Edge = ProductGraph::Edge;

  bool allowed(uint32_t edge) const { return allowed_.empty() || allowed_[edge]; }
  bool internal(uint32_t edge, uint32_t comp) const { return allowed(edge) && comp_[edge_(edge).to] == comp; }
  const Edge &edge_(uint32_t e) const { return product_.edges()[e]; }
  bool edgeSatisfies(uint32_t from, const Edge &e, int pred) const;

  void markAllowedEdges();
  void findComponents();
  bool accepts(uint32_t comp) const;
  std::optional<uint32_t> firstAcceptedComponent() const;
  template <typename Goal>
  std::vector<uint32_t> pathTo(uint32_t from, uint32_t comp, const Goal &goal) const;
  Lasso lasso(uint32_t comp) const;

  const EdgeConditions &conditions_;
  const ProductGraph &product_;
  const LiveBranch &b_;
  // In files with the product's (ProductGraph::files).
  MappedArray<uint8_t> allowed_; // per product edge: satisfies the EA condition (empty: no EA condition)
  MappedArray<uint32_t> comp_;   // per product node: its component
  // The components that may be cycles (more than one node, or one with a
  // step to itself): component c's nodes are members_[memberStart_[c] ...
  // memberStart_[c + 1]), their component id cycleComp_[c], their first
  // node in BFS order entry_[c].
  std::vector<uint32_t> members_, memberStart_, cycleComp_, entry_;
};

} // namespace tlacore::live
