// ProductGraph: the breadth-first construction of the product of the
// behaviour graph and a tableau, and TLC's finite-prefix shortcut on it.
#include "product_graph.h"

#include <algorithm>

namespace tlacore::live {

ProductGraph::ProductGraph(const BehaviorGraph &g, Tableau tableau) : g_(g), tab_(std::move(tableau)) { build(); }

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

void ProductGraph::build() {
  // (state, tableau node) -> product node: an array when it is at most
  // 512 MB, else a hash map.
  uint64_t keys = uint64_t(g_.stateCount()) * tab_.nodes.size();
  if (keys <= (uint64_t(1) << 27))
    flatIndex_.assign(keys, UINT32_MAX);
  else
    index_.reserve(g_.stateCount());
  for (uint32_t s : g_.initial)
    for (int t : tab_.initial)
      if (consistent(static_cast<uint32_t>(t), s))
        nodeFor(s, static_cast<uint32_t>(t), UINT32_MAX);
  // Nodes are numbered in BFS order, so processing them in order is a BFS.
  for (uint32_t p = 0; p < nodes_.size(); ++p) {
    uint32_t s = nodes_[p].state, t = nodes_[p].tab;
    nodes_[p].edgeBegin = static_cast<uint32_t>(edges_.size());
    for (uint32_t e = g_.edgeStart[s]; e < g_.edgeStart[s + 1]; ++e) {
      uint32_t to = g_.edgeTarget[e];
      for (int m : tab_.nodes[t].successors)
        if (consistent(static_cast<uint32_t>(m), to))
          edges_.push_back(Edge{p, nodeFor(to, static_cast<uint32_t>(m), p), e});
    }
    nodes_[p].edgeEnd = static_cast<uint32_t>(edges_.size());
  }
  std::vector<uint32_t>().swap(flatIndex_);
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
