// The search of one branch of the liveness formula (one of TLC's PEMs) on
// the product of its tableau: Tarjan's strongly connected components over
// the steps satisfying the branch's EA condition, a component accepted when
// it is a fair cycle violating the property (every AE condition met on some
// step, every promise fulfilled), and the lasso through it. Two orders:
//   - Order::Fast (passing specs, and finding whether there is a violation):
//     all components first, their acceptance checked in parallel, the lasso
//     through the one entered closest to an initial state;
//   - Order::Tlc (once a violation is known, on the graph with each state's
//     steps in TLC's order, tlc_step_order.h): TLC 1.8.0's LiveWorker, so
//     that the counterexample is TLC's state for state -- the components
//     searched depth-first from the initial nodes (checkSccs), each checked
//     as it is completed (checkComponent), the first accepted giving the
//     lasso (printTrace: the shortest path from an initial node to the
//     component's root, a greedy walk through the component meeting every
//     condition (dfsPostFix), the shortest way back to the root (bfsPostFix)).
// Any number of searches run at once on one ProductGraph; the lasso found
// does not depend on the number of threads.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "edge_conditions.h"
#include "product_graph.h"

namespace tlacore::live {

class BranchSearch {
public:
  enum class Order : uint8_t { Fast, Tlc };

  BranchSearch(const EdgeConditions &conditions, const ProductGraph &product, const LiveBranch &branch,
               Order order = Order::Fast);

  // A fair cycle of the branch, as a lasso; runs its parallel parts as
  // oneTBB tasks in the calling thread's task arena.
  std::optional<Lasso> run();

private:
  using Edge = ProductGraph::Edge;

  // Both orders (branch_search.cpp).
  bool allowed(uint32_t edge) const { return allowed_.empty() || allowed_[edge]; }
  const Edge &edge_(uint32_t e) const { return product_.edges()[e]; }
  bool edgeSatisfies(uint32_t from, const Edge &e, int pred) const;
  void markAllowedEdges();

  // Order::Fast (branch_search.cpp).
  bool internal(uint32_t edge, uint32_t comp) const { return allowed(edge) && comp_[edge_(edge).to] == comp; }
  void findComponents();
  bool accepts(uint32_t comp) const;
  std::optional<uint32_t> firstAcceptedComponent() const;
  template <typename Goal>
  std::vector<uint32_t> pathTo(uint32_t from, uint32_t comp, const Goal &goal) const;
  Lasso lasso(uint32_t comp) const;

  // Order::Tlc (tlc_search_order.cpp).
  bool stateSatisfies(uint32_t node, int pred) const;
  bool fulfills(uint32_t node, size_t promise) const;
  bool inComponent(uint32_t node) const { return member_[node] == compId_; }
  std::optional<Lasso> searchComponentsAsTlc();
  bool stutters(uint32_t node) const;
  bool acceptsAsTlc(const std::vector<uint32_t> &members) const;
  std::vector<uint32_t> walkThrough(uint32_t root, uint32_t &end);
  std::vector<uint32_t> wayBack(uint32_t root, uint32_t end, const std::vector<uint32_t> &members) const;
  Lasso lassoAsTlc(uint32_t root, const std::vector<uint32_t> &members);

  const EdgeConditions &conditions_;
  const ProductGraph &product_;
  const LiveBranch &b_;
  const Order order_;
  // In files with the product's (ProductGraph::files).
  MappedArray<uint8_t> allowed_; // per product edge: satisfies the EA condition (empty: no EA condition)

  // Order::Fast: per product node its component (comp_); the components
  // that may be cycles (more than one node, or one with a step to itself):
  // component c's nodes are members_[memberStart_[c] ... memberStart_[c + 1]),
  // their component id cycleComp_[c], their first node in BFS order entry_[c].
  MappedArray<uint32_t> comp_;
  std::vector<uint32_t> members_, memberStart_, cycleComp_, entry_;

  // Order::Tlc: b_.ae split as TLC's PEM (state and action conditions); per
  // product node the number of the component it was found in (0: none yet);
  // the component being checked.
  std::vector<int> aeState_, aeAction_;
  MappedArray<uint32_t> member_;
  uint32_t compId_ = 0;
};

} // namespace tlacore::live
