// ProductGraph: the breadth-first construction of the product of the
// behaviour graph and a tableau, and TLC's finite-prefix shortcut on it.
#include "product_graph.h"

#include <algorithm>

#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

namespace tlacore::live {

ProductGraph::ProductGraph(const BehaviorGraph &g, Tableau tableau, const LiveLimits &limits)
    : g_(g), tab_(std::move(tableau)), files_(limits.files) {
  build(limits);
}

bool ProductGraph::consistent(uint32_t tab, uint32_t state) const {
  const uint64_t *bits = g_.state(state);
  for (auto [atom, neg] : tab_.nodes[tab].literals) {
    bool v = (bits[atom / 64] >> (atom % 64)) & 1u;
    if (v == neg)
      return false;
  }
  return true;
}

uint32_t ProductGraph::nodeFor(uint32_t state, uint32_t tab, uint32_t parent) {
  uint64_t key = uint64_t(state) * tab_.nodes.size() + tab;
  if (!flatIndex_.empty()) {
    uint32_t &slot = flatIndex_[key];
    if (slot == UINT32_MAX) {
      slot = static_cast<uint32_t>(nodes_.size());
      nodes_.push_back(Node{state, tab, parent});
    }
    return slot;
  }
  auto [it, fresh] = index_.emplace(key, static_cast<uint32_t>(nodes_.size()));
  if (fresh)
    nodes_.push_back(Node{state, tab, parent});
  return it->second;
}

template <typename Fn> void ProductGraph::expand(uint32_t p, const Fn &step) {
  uint32_t s = nodes_[p].state, t = nodes_[p].tab;
  for (uint32_t e = g_.edgeStart[s]; e < g_.edgeStart[s + 1]; ++e) {
    uint32_t to = g_.edgeTarget[e];
    for (int m : tab_.nodes[t].successors)
      if (consistent(static_cast<uint32_t>(m), to))
        step(to, static_cast<uint32_t>(m), e);
  }
}

void ProductGraph::build(const LiveLimits &limits) {
  // (state, tableau node) -> product node: an array when it is at most
  // 512 MB (less under a memory bound), or 8 GB in a file, else a hash map.
  nodes_.useFiles(limits.files);
  edges_.useFiles(limits.files);
  flatIndex_.useFiles(limits.files);
  uint64_t keys = uint64_t(g_.stateCount()) * tab_.nodes.size();
  if (keys <= (limits.files ? uint64_t(8) << 30 : limits.tableBytes(size_t(512) << 20)) / sizeof(uint32_t))
    flatIndex_.assign(keys, UINT32_MAX);
  else
    index_.reserve(g_.stateCount());
  for (uint32_t s : g_.initial)
    for (int t : tab_.initial)
      if (consistent(static_cast<uint32_t>(t), s))
        nodeFor(s, static_cast<uint32_t>(t), UINT32_MAX);
  // Nodes are numbered in BFS order, so processing them in order is a BFS.
  // With more than one thread, a level's steps consistent with the tableau
  // are first gathered in parallel (the costly part: the successors' state
  // bits against the tableau nodes' literals), then numbered in the same
  // order as one thread does.
  bool parallel = oneapi::tbb::this_task_arena::max_concurrency() > 1;
  // At most kSlice nodes at a time (the numbering is the same: nodes are
  // numbered in the order they are processed), so that the steps gathered
  // at once stay few whatever a level's width.
  for (uint32_t begin = 0; begin < nodes_.size() && !limits.halted();) {
    uint32_t end = static_cast<uint32_t>(std::min<size_t>(nodes_.size(), size_t(begin) + kSlice));
    keepWithin();
    if (!parallel || end - begin < kParallelLevel) {
      for (uint32_t p = begin; p < end; ++p) {
        if (p % 4096 == 4095)
          keepWithin();
        nodes_[p].edgeBegin = static_cast<uint32_t>(edges_.size());
        expand(p, [&](uint32_t to, uint32_t m, uint32_t e) { edges_.push_back(Edge{p, nodeFor(to, m, p), e}); });
        nodes_[p].edgeEnd = static_cast<uint32_t>(edges_.size());
      }
      begin = end;
      continue;
    }
    struct Step {
      uint32_t to, tab, graphEdge;
    };
    size_t chunks = (end - begin + kChunk - 1) / kChunk;
    std::vector<std::vector<Step>> steps(chunks);
    std::vector<uint32_t> stepsEnd(end - begin); // per node: the end of its steps in its chunk's list
    oneapi::tbb::parallel_for(size_t(0), chunks, [&](size_t c) {
      uint32_t from = begin + static_cast<uint32_t>(c * kChunk), to = std::min(end, from + kChunk);
      if (c % 32 == 31)
        keepWithin();
      for (uint32_t p = from; p < to; ++p) {
        expand(p, [&](uint32_t t, uint32_t m, uint32_t e) { steps[c].push_back(Step{t, m, e}); });
        stepsEnd[p - begin] = static_cast<uint32_t>(steps[c].size());
      }
    });
    for (size_t c = 0; c < chunks; ++c) {
      uint32_t from = begin + static_cast<uint32_t>(c * kChunk), to = std::min(end, from + kChunk);
      size_t k = 0;
      for (uint32_t p = from; p < to; ++p) {
        nodes_[p].edgeBegin = static_cast<uint32_t>(edges_.size());
        for (; k < stepsEnd[p - begin]; ++k)
          edges_.push_back(Edge{p, nodeFor(steps[c][k].to, steps[c][k].tab, p), steps[c][k].graphEdge});
        nodes_[p].edgeEnd = static_cast<uint32_t>(edges_.size());
      }
    }
    begin = end;
  }
  flatIndex_.release();
  index_ = {};
}

bool ProductGraph::acceptingSink(uint32_t t) const {
  const TableauNode &n = tab_.nodes[t];
  if (!n.literals.empty() || n.successors.size() != 1 || n.successors[0] != static_cast<int>(t))
    return false;
  return std::all_of(n.fulfills.begin(), n.fulfills.end(), [](uint8_t x) { return x != 0; });
}

std::optional<Lasso> ProductGraph::prefixFor(const LiveBranch &b) const {
  if (b.tableau >= 0)
    return finitePrefix();
  return std::nullopt;
}

// TLC checks a tableau's accepting sink (a node with an empty particle
// that leads only to itself) while it builds the behaviour graph
// (LiveCheck's TableauLiveChecker): once a state's tableau node can step
// into it, the behaviour up to that state violates the property whatever
// follows. TLC reports it then, before any search for cycles, as
// "Temporal properties were violated" with that finite trace and exit 12
// (it records the error as EC.TLC_INVARIANT_VIOLATED_BEHAVIOR). The
// shortest such prefix.
std::optional<Lasso> ProductGraph::finitePrefix() const {
  for (uint32_t p = 0; p < nodes_.size(); ++p) {
    // A state not expanded yet (a periodic check's partial graph) has no
    // steps, not even its stuttering one, and its atoms are unknown.
    uint32_t st = nodes_[p].state;
    if (g_.edgeStart[st] == g_.edgeStart[st + 1])
      continue;
    const std::vector<int> &next = tab_.nodes[nodes_[p].tab].successors;
    if (std::none_of(next.begin(), next.end(), [&](int m) { return acceptingSink(static_cast<uint32_t>(m)); }))
      continue;
    Lasso out;
    for (uint32_t v = p; v != UINT32_MAX; v = nodes_[v].parent)
      out.states.push_back(nodes_[v].state);
    std::reverse(out.states.begin(), out.states.end());
    out.states.erase(std::unique(out.states.begin(), out.states.end()), out.states.end());
    out.loopStart = out.states.size() - 1;
    out.safety = true;
    return out;
  }
  return std::nullopt;
}

} // namespace tlacore::live
