// The product of the behaviour graph and one tableau (TLC's behaviour graph
// of an OrderOfSolution): its nodes in breadth-first order from the initial
// ones, with their edges; read-only once built, so that the searches of
// the branches sharing the tableau (BranchSearch) run on it in parallel.
// Under a memory bound (LiveLimits::files) its nodes, steps and node index
// are in files, the pager keeping them within its window of memory.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "live_check.h"
#include "tableau.h"

namespace tlacore::live {

class ProductGraph {
public:
  struct Node {
    uint32_t state;
    uint32_t tab;
    uint32_t parent; // BFS tree, for the shortest prefix
    uint32_t edgeBegin = 0, edgeEnd = 0;
  };
  struct Edge {
    uint32_t from;
    uint32_t to;
    uint32_t graphEdge;
  };

  // Built until `limits` halts (then incomplete: the caller checks the flag).
  // `tlcOrder`: the late nodes' steps in the order TLC makes them (markLateNodes).
  ProductGraph(const BehaviorGraph &g, Tableau tableau, const LiveLimits &limits = {}, bool tlcOrder = false);

  const BehaviorGraph &graph() const { return g_; }
  const Tableau &tableau() const { return tab_; }
  const MappedArray<Node> &nodes() const { return nodes_; }
  const MappedArray<Edge> &edges() const { return edges_; }
  // Where the searches on it keep their tables (null: memory).
  GraphFiles *files() const { return files_; }
  // Keeps the files' pages within their window (GraphFiles::keepWithin).
  void keepWithin() const {
    if (files_)
      files_->keepWithin();
  }

  // A tableau node with an empty particle that leads only to itself (it
  // requires nothing of a state and owes no promise): every continuation
  // from it is accepted.
  bool acceptingSink(uint32_t t) const;

  // A finite prefix that violates branch `b` (see finitePrefix): any branch
  // with a tableau. TLC 1.8.0 takes this shortcut whatever the branch's
  // fairness and []<>/<>[] conditions (its PEM); later versions take it only
  // when one PEM is empty.
  std::optional<Lasso> prefixFor(const LiveBranch &b) const;

private:
  bool consistent(uint32_t tab, uint32_t state) const;
  // Whether the k-th initial state (BehaviorGraph::initial) is consistent
  // with tableau node `tab`: by the bits of its atoms when it was added
  // (BehaviorGraph::initialBits), when kept.
  bool consistentInitial(uint32_t tab, size_t k) const;
  // Whether graph edge `e` into `state` may enter tableau node `tab`: as
  // consistent, with the atoms the graph holds on its steps (atomOnStep)
  // read from the step, as TLC reads them in the successor it generated.
  bool consistentStep(uint32_t tab, uint32_t state, uint32_t e) const;
  bool markLateNodes();
  uint32_t nodeFor(uint32_t state, uint32_t tab, uint32_t parent);
  void build(const LiveLimits &limits);
  // step(target, tableau node, graph edge) for each step of node p consistent with the tableau.
  template <typename Fn> void expand(uint32_t p, const Fn &step);
  // Levels of at least kParallelLevel nodes are gathered in parallel, kChunk nodes per task.
  static constexpr uint32_t kParallelLevel = 256, kChunk = 128, kSlice = uint32_t(1) << 16;
  std::optional<Lasso> finitePrefix() const;
  std::optional<Lasso> prefixAsFound() const;
  std::optional<Lasso> anyFinitePrefix() const;
  void numberInitialInParallel();
  template <typename Step>
  void numberInParallel(uint32_t begin, uint32_t end, std::vector<std::vector<Step>> &steps,
                        const std::vector<uint32_t> &stepsEnd);

  const BehaviorGraph &g_;
  Tableau tab_;
  GraphFiles *files_;
  MappedArray<Node> nodes_;
  MappedArray<Edge> edges_;
  std::unordered_map<uint64_t, uint32_t> index_; // while building, when flatIndex_ would be too large
  MappedArray<uint32_t> flatIndex_;
  // The nodes (state * tableau nodes + tableau node) TLC makes after their
  // state was expanded: their steps are in the order generated (see markLateNodes).
  std::unordered_set<uint64_t> lateNodes_;
  // In TLC's order under SYMMETRY or VIEW, where a state may have several
  // steps to one state of the graph (from different members of its orbit):
  // a node's step to a product node is made once, by the first such step
  // (TableauLiveChecker.addNextState: transExists). Else every step is kept.
  bool onceEach_ = false;
};

} // namespace tlacore::live
