// The search of one branch of the liveness formula (one of TLC's PEMs) on
// the product of its tableau, as TLC 1.8.0's LiveWorker does it, so that
// the counterexample is TLC's state for state: Tarjan's strongly connected
// components over the steps satisfying the branch's EA condition, searched
// depth-first from the initial nodes (checkSccs), each component checked
// as it is completed (checkComponent: every AE condition met on some step,
// every promise fulfilled); the first one that is a fair cycle violating
// the property gives the lasso (printTrace): the shortest path from an
// initial node to the component's root, then a greedy walk from the root
// through the component meeting every condition (dfsPostFix) and the
// shortest way back to the root (bfsPostFix). Any number of searches run at
// once on one ProductGraph. Slower than BranchSearch (components checked
// one at a time, as found): run only once BranchSearch found a violation,
// on the graph with each state's steps in TLC's order (tlc_step_order.h).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "edge_conditions.h"
#include "product_graph.h"

namespace tlacore::live {

class TlcBranchSearch {
public:
  TlcBranchSearch(const EdgeConditions &conditions, const ProductGraph &product, const LiveBranch &branch);

  // A fair cycle of the branch, as a lasso; runs its parallel parts as
  // oneTBB tasks in the calling thread's task arena.
  std::optional<Lasso> run();

private:
  using Edge = ProductGraph::Edge;

  bool allowed(uint32_t edge) const { return allowed_.empty() || allowed_[edge]; }
  const Edge &edge_(uint32_t e) const { return product_.edges()[e]; }
  bool edgeSatisfies(uint32_t from, const Edge &e, int pred) const;
  bool stateSatisfies(uint32_t node, int pred) const;
  bool fulfills(uint32_t node, size_t promise) const;
  bool inComponent(uint32_t node) const { return member_[node] == compId_; }

  void markAllowedEdges();
  std::optional<Lasso> searchComponents();
  bool stutters(uint32_t node) const;
  bool accepts(const std::vector<uint32_t> &members) const;
  std::vector<uint32_t> walkThrough(uint32_t root, uint32_t &end);
  std::vector<uint32_t> wayBack(uint32_t root, uint32_t end, const std::vector<uint32_t> &members) const;
  Lasso lasso(uint32_t root, const std::vector<uint32_t> &members);

  const EdgeConditions &conditions_;
  const ProductGraph &product_;
  const LiveBranch &b_;
  std::vector<int> aeState_, aeAction_; // b_.ae split as TLC's PEM: state and action conditions
  // In files with the product's (ProductGraph::files).
  MappedArray<uint8_t> allowed_;  // per product edge: satisfies the EA condition (empty: no EA condition)
  MappedArray<uint32_t> member_;  // per product node: the number of the component it was found in (0: none yet)
  uint32_t compId_ = 0;           // the component being checked
};

} // namespace tlacore::live
