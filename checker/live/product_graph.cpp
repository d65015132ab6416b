// ProductGraph: the breadth-first construction of the product of the
// behaviour graph and a tableau, and TLC's finite-prefix shortcut on it.
#include "product_graph.h"

#include <algorithm>
#include <deque>
#include <functional>
#include <queue>

#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

namespace tlacore::live {

ProductGraph::ProductGraph(const BehaviorGraph &g, Tableau tableau, const LiveLimits &limits, bool tlcOrder)
    : g_(g), tab_(std::move(tableau)), files_(limits.files), onceEach_(tlcOrder && !g.atomOnStep.empty()) {
  build(limits);
  if (tlcOrder && !limits.halted() && markLateNodes()) { // again, with their steps in TLC's order
    nodes_.clear();
    edges_.clear();
    build(limits);
  }
}

// TLC builds its behaviour graph as the search expands states (one worker:
// in the order of BehaviorGraph::expansion): the nodes of a state get their
// steps, in the order of the state's SetOfStates, when the state is
// expanded. A node first reached after its state was expanded gets its
// steps at once, the stuttering step first, then the successors in the
// order TLC generates them again (TableauLiveChecker.addNextState for a
// done state), and so do the new nodes those steps reach. A node's time is
// when TLC makes it: the least, over the steps into it, of the time the
// step is made (its source's expansion, or the source's own time when the
// source is late). Marks the late nodes; whether one's steps are out of
// that order (the graph must be built again).
bool ProductGraph::markLateNodes() {
  constexpr size_t W = BehaviorGraph::kExpansionWords;
  if (g_.expansion.empty() || g_.edgeRank.size() != g_.edgeTarget.size() || tab_.nodes.size() < 2)
    return false;
  auto expanded = [&](uint32_t p) { return g_.expansion[size_t(nodes_[p].state) * W]; }; // 0: never
  std::vector<uint64_t> made(nodes_.size(), UINT64_MAX);
  using Item = std::pair<uint64_t, uint32_t>;
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
  for (uint32_t p = 0; p < nodes_.size() && nodes_[p].parent == UINT32_MAX; ++p)
    queue.push({made[p] = 0, p});
  while (!queue.empty()) {
    auto [t, p] = queue.top();
    queue.pop();
    if (t != made[p])
      continue;
    uint64_t e = expanded(p), stepsAt = e != 0 && t < e ? e : t;
    for (uint32_t i = nodes_[p].edgeBegin; i < nodes_[p].edgeEnd; ++i) {
      uint32_t to = edges_[i].to;
      if (stepsAt < made[to])
        queue.push({made[to] = stepsAt, to});
    }
  }
  bool reorder = false;
  for (uint32_t p = 0; p < nodes_.size(); ++p) {
    uint64_t e = expanded(p);
    if (e == 0 || made[p] < e)
      continue;
    lateNodes_.insert(uint64_t(nodes_[p].state) * tab_.nodes.size() + nodes_[p].tab);
    for (uint32_t i = nodes_[p].edgeBegin; i + 1 < nodes_[p].edgeEnd && !reorder; ++i)
      reorder = g_.edgeRank[edges_[i].graphEdge] > g_.edgeRank[edges_[i + 1].graphEdge];
  }
  return reorder;
}

bool ProductGraph::consistent(uint32_t tab, uint32_t state) const {
  if (tab_.nodes[tab].unsatisfiable)
    return false;
  const uint64_t *bits = g_.state(state);
  for (auto [atom, neg] : tab_.nodes[tab].literals) {
    bool v = (bits[atom / 64] >> (atom % 64)) & 1u;
    if (v == neg)
      return false;
  }
  return true;
}

bool ProductGraph::consistentInitial(uint32_t tab, size_t k) const {
  if (g_.initialBits.empty())
    return consistent(tab, g_.initial[k]);
  if (tab_.nodes[tab].unsatisfiable)
    return false;
  const uint64_t *bits = g_.initialBits.data() + k * g_.words;
  for (auto [atom, neg] : tab_.nodes[tab].literals) {
    bool v = (bits[atom / 64] >> (atom % 64)) & 1u;
    if (v == neg)
      return false;
  }
  return true;
}

bool ProductGraph::consistentStep(uint32_t tab, uint32_t state, uint32_t e) const {
  if (g_.atomOnStep.empty())
    return consistent(tab, state);
  if (tab_.nodes[tab].unsatisfiable)
    return false;
  const uint64_t *bits = g_.state(state), *step = g_.edge(e);
  for (auto [atom, neg] : tab_.nodes[tab].literals) {
    const uint64_t *from = g_.atomOnStep[atom] ? step : bits;
    bool v = (from[atom / 64] >> (atom % 64)) & 1u;
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
  std::vector<std::pair<uint32_t, uint32_t>> made; // onceEach_: the (state, tableau node) steps made
  auto stepsBy = [&](uint32_t e) {
    uint32_t to = g_.edgeTarget[e];
    for (int m : tab_.nodes[t].successors)
      if (consistentStep(static_cast<uint32_t>(m), to, e)) {
        if (onceEach_) {
          std::pair<uint32_t, uint32_t> key{to, static_cast<uint32_t>(m)};
          if (std::find(made.begin(), made.end(), key) != made.end())
            continue;
          made.push_back(key);
        }
        step(to, static_cast<uint32_t>(m), e);
      }
  };
  if (!lateNodes_.empty() && lateNodes_.count(uint64_t(s) * tab_.nodes.size() + t)) {
    std::vector<uint32_t> order;
    for (uint32_t e = g_.edgeStart[s]; e < g_.edgeStart[s + 1]; ++e)
      order.push_back(e);
    std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return g_.edgeRank[a] < g_.edgeRank[b]; });
    for (uint32_t e : order)
      stepsBy(e);
    return;
  }
  for (uint32_t e = g_.edgeStart[s]; e < g_.edgeStart[s + 1]; ++e)
    stepsBy(e);
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
  bool parallel = oneapi::tbb::this_task_arena::max_concurrency() > 1;
  // With the index an array in memory, the work of numbering is shared out
  // too (numberInParallel): the same numbers as one thread gives.
  std::vector<int> initialTabs = tab_.initial;
  std::sort(initialTabs.begin(), initialTabs.end());
  const bool shared = parallel && !flatIndex_.empty() && !files_ &&
                      std::adjacent_find(initialTabs.begin(), initialTabs.end()) == initialTabs.end();
  if (shared) {
    numberInitialInParallel();
  } else {
    for (size_t k = 0; k < g_.initial.size(); ++k)
      for (int t : tab_.initial)
        if (consistentInitial(static_cast<uint32_t>(t), k))
          nodeFor(g_.initial[k], static_cast<uint32_t>(t), UINT32_MAX);
  }
  // Nodes are numbered in BFS order, so processing them in order is a BFS.
  // With more than one thread, a level's steps consistent with the tableau
  // are first gathered in parallel (the costly part: the successors' state
  // bits against the tableau nodes' literals), then numbered in the same
  // order as one thread does.
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
    if (shared) {
      numberInParallel(begin, end, steps, stepsEnd);
      begin = end;
      continue;
    }
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

// The initial nodes: the pairs of an initial state and an initial tableau
// node consistent with it, numbered in that order (all distinct): counted
// per block of initial states, then numbered from the blocks' prefix sums.
void ProductGraph::numberInitialInParallel() {
  const size_t n = g_.initial.size(), blocks = (n + kChunk * 8 - 1) / (kChunk * 8);
  std::vector<uint32_t> first(blocks + 1, 0); // per block: its first node
  auto eachPair = [&](size_t b, const auto &fn) {
    for (size_t i = b * kChunk * 8; i < std::min(n, (b + 1) * kChunk * 8); ++i)
      for (int t : tab_.initial)
        if (consistentInitial(static_cast<uint32_t>(t), i))
          fn(g_.initial[i], static_cast<uint32_t>(t));
  };
  oneapi::tbb::parallel_for(size_t(0), blocks, [&](size_t b) {
    uint32_t count = 0;
    eachPair(b, [&](uint32_t, uint32_t) { ++count; });
    first[b + 1] = count;
  });
  for (size_t b = 0; b < blocks; ++b)
    first[b + 1] += first[b];
  nodes_.resize(first[blocks]);
  const uint64_t tabs = tab_.nodes.size();
  oneapi::tbb::parallel_for(size_t(0), blocks, [&](size_t b) {
    uint32_t id = first[b];
    eachPair(b, [&](uint32_t st, uint32_t t) {
      nodes_[id] = Node{st, t, UINT32_MAX};
      flatIndex_[uint64_t(st) * tabs + t] = id++;
    });
  });
}

// Numbers the targets of the steps of nodes [begin, end), gathered per chunk
// of kChunk nodes, and adds the steps as edges, as the serial loop does:
// the steps to nodes numbered before this slice are resolved and written on
// all threads (the index is only read meanwhile); the others, in order on
// this thread, are numbered by nodeFor as the serial loop numbers them.
template <typename Step>
void ProductGraph::numberInParallel(uint32_t begin, uint32_t end, std::vector<std::vector<Step>> &steps,
                                    const std::vector<uint32_t> &stepsEnd) {
  const size_t chunks = steps.size();
  std::vector<size_t> at(chunks + 1, edges_.size()); // per chunk: its first edge
  for (size_t c = 0; c < chunks; ++c)
    at[c + 1] = at[c] + steps[c].size();
  const uint32_t known = static_cast<uint32_t>(nodes_.size()); // nodes numbered before this slice
  edges_.resize(at[chunks]);
  const uint64_t tabs = tab_.nodes.size();
  std::vector<std::vector<uint32_t>> open(chunks); // per chunk: its steps to nodes not numbered yet
  oneapi::tbb::parallel_for(size_t(0), chunks, [&](size_t c) {
    uint32_t from = begin + static_cast<uint32_t>(c * kChunk), to = std::min(end, from + kChunk);
    size_t k = 0;
    for (uint32_t p = from; p < to; ++p) {
      nodes_[p].edgeBegin = static_cast<uint32_t>(at[c] + k);
      for (; k < stepsEnd[p - begin]; ++k) {
        const Step &st = steps[c][k];
        uint32_t id = flatIndex_[uint64_t(st.to) * tabs + st.tab];
        if (id >= known)
          open[c].push_back(static_cast<uint32_t>(k));
        edges_[at[c] + k] = Edge{p, id, st.graphEdge};
      }
      nodes_[p].edgeEnd = static_cast<uint32_t>(at[c] + k);
    }
  });
  for (size_t c = 0; c < chunks; ++c)
    for (uint32_t k : open[c]) {
      Edge &e = edges_[at[c] + k];
      e.to = nodeFor(steps[c][k].to, steps[c][k].tab, e.from);
    }
}

// TBGraphNode.isAccepting: an empty particle (it requires nothing and owes
// no promise) that leads only to itself.
bool ProductGraph::acceptingSink(uint32_t t) const {
  const TableauNode &n = tab_.nodes[t];
  return n.formulas.empty() && n.successors.size() == 1 && n.successors[0] == static_cast<int>(t);
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
  // Whether there is one at all first (a pass over the nodes): the search
  // for the one TLC finds (prefixAsFound, Dijkstra over the whole product)
  // only when there is, since most properties hold (CoffeeCan: +0.18 s).
  std::optional<Lasso> any = anyFinitePrefix();
  if (any && !g_.expansion.empty())
    if (std::optional<Lasso> l = prefixAsFound())
      return l;
  return any;
}

// The first node (in node order) of an expanded state that can step into an
// accepting sink, and the path to it through the nodes' parents.
std::optional<Lasso> ProductGraph::anyFinitePrefix() const {
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

// finitePrefix as TLC finds it while the search goes (LiveCheck's
// TableauLiveChecker): a node of the product exists once the expansion of
// its predecessor's state has run with that predecessor present (a node
// that appears for a state expanded already is expanded at once), and the
// prefix is found at the first expansion after which a node of an expanded
// state can step into an accepting sink. Times are expansion sequence numbers
// (BehaviorGraph::expansion; 0: before any). The path is the shortest one
// through what existed then. Nothing when no expanded state's node reaches a sink.
std::optional<Lasso> ProductGraph::prefixAsFound() const {
  constexpr size_t W = BehaviorGraph::kExpansionWords;
  const uint32_t n = static_cast<uint32_t>(nodes_.size());
  auto expandedAt = [&](uint32_t state) { return g_.expansion[size_t(state) * W]; };
  const uint64_t never = UINT64_MAX;
  std::vector<uint64_t> exists(n, never);
  using Item = std::pair<uint64_t, uint32_t>;
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
  for (uint32_t p = 0; p < n; ++p)
    if (nodes_[p].parent == UINT32_MAX) {
      exists[p] = 0;
      open.push({0, p});
    }
  while (!open.empty()) {
    auto [t, p] = open.top();
    open.pop();
    if (t != exists[p])
      continue;
    uint64_t at = expandedAt(nodes_[p].state);
    if (at == 0)
      continue; // its state not expanded: no steps yet
    uint64_t stepAt = std::max(t, at);
    for (uint32_t e = nodes_[p].edgeBegin; e < nodes_[p].edgeEnd; ++e) {
      uint32_t q = edges_[e].to;
      if (stepAt < exists[q]) {
        exists[q] = stepAt;
        open.push({stepAt, q});
      }
    }
  }
  uint64_t found = never;
  uint32_t where = UINT32_MAX;
  for (uint32_t p = 0; p < n; ++p) {
    uint64_t at = expandedAt(nodes_[p].state);
    if (exists[p] == never || at == 0)
      continue;
    const std::vector<int> &next = tab_.nodes[nodes_[p].tab].successors;
    if (std::none_of(next.begin(), next.end(), [&](int m) { return acceptingSink(static_cast<uint32_t>(m)); }))
      continue;
    uint64_t t = std::max(exists[p], at);
    if (t < found) {
      found = t;
      where = p;
    }
  }
  if (where == UINT32_MAX)
    return std::nullopt;
  // TLC meets the sink in its recursion (TableauLiveChecker's addNextState
  // for a node made after its state was done): during the expansion
  // `found`, the steps of the expanded state's nodes, in order, make new
  // nodes; the first one of a state done by then whose tableau node steps
  // into an accepting sink is where the trace ends (errorGraphNode), one
  // step after the expanded state when that step is not its stuttering one.
  uint32_t beyond = UINT32_MAX;
  {
    std::vector<uint8_t> made(n, 0);
    for (uint32_t p = 0; p < n && beyond == UINT32_MAX; ++p) {
      if (exists[p] > found || expandedAt(nodes_[p].state) != found)
        continue;
      for (uint32_t e = nodes_[p].edgeBegin; e < nodes_[p].edgeEnd && beyond == UINT32_MAX; ++e) {
        uint32_t q = edges_[e].to;
        uint64_t done = expandedAt(nodes_[q].state);
        if (exists[q] != found || made[q] || done == 0 || done > found)
          continue;
        made[q] = 1;
        const std::vector<int> &next = tab_.nodes[nodes_[q].tab].successors;
        if (std::any_of(next.begin(), next.end(), [&](int m) { return acceptingSink(static_cast<uint32_t>(m)); })) {
          where = p;
          beyond = nodes_[q].state;
        }
      }
    }
  }
  // The shortest path to it through the nodes and steps there were then.
  std::vector<uint32_t> parent(n, UINT32_MAX);
  std::vector<uint8_t> seen(n, 0);
  std::deque<uint32_t> queue;
  for (uint32_t p = 0; p < n; ++p)
    if (nodes_[p].parent == UINT32_MAX) {
      seen[p] = 1;
      queue.push_back(p);
    }
  while (!queue.empty() && !seen[where] ) {
    uint32_t p = queue.front();
    queue.pop_front();
    uint64_t at = expandedAt(nodes_[p].state);
    if (at == 0 || std::max(exists[p], at) > found)
      continue;
    for (uint32_t e = nodes_[p].edgeBegin; e < nodes_[p].edgeEnd; ++e) {
      uint32_t q = edges_[e].to;
      if (!seen[q]) {
        seen[q] = 1;
        parent[q] = p;
        queue.push_back(q);
      }
    }
  }
  Lasso out;
  for (uint32_t v = where; v != UINT32_MAX; v = parent[v])
    out.states.push_back(nodes_[v].state);
  std::reverse(out.states.begin(), out.states.end());
  if (beyond != UINT32_MAX)
    out.states.push_back(beyond);
  out.states.erase(std::unique(out.states.begin(), out.states.end()), out.states.end());
  out.loopStart = out.states.size() - 1;
  out.safety = true;
  // The counts after expansion number `found` (an expanded state's record).
  for (uint32_t st = 0; st < g_.stateCount(); ++st)
    if (expandedAt(st) == found) {
      out.foundAfter = found;
      out.generatedThen = g_.expansion[size_t(st) * W + 1];
      out.distinctDepthThen = g_.expansion[size_t(st) * W + 2];
      break;
    }
  return out;
}

} // namespace tlacore::live
