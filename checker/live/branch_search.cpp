// BranchSearch: what both orders share (the EA condition on the steps), and
// Order::Fast -- Tarjan's components of one branch's product, their
// acceptance checked in parallel (oneTBB), and the lasso of the first.
#include "branch_search.h"

#include <algorithm>
#include <atomic>
#include <deque>
#include <unordered_map>

#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/parallel_for.h>

namespace tlacore::live {

namespace {
constexpr uint32_t kNone = UINT32_MAX;
}

BranchSearch::BranchSearch(const EdgeConditions &conditions, const ProductGraph &product, const LiveBranch &branch,
                           Order order)
    : conditions_(conditions), product_(product), b_(branch), order_(order) {}

bool BranchSearch::edgeSatisfies(uint32_t from, const Edge &e, int pred) const {
  return conditions_.holds(pred, product_.nodes()[from].state, e.graphEdge);
}

std::optional<Lasso> BranchSearch::run() {
  if (order_ == Order::Tlc) {
    for (int a : b_.ae)
      (conditions_.formula().onSteps(a) ? aeAction_ : aeState_).push_back(a);
    markAllowedEdges();
    return searchComponentsAsTlc();
  }
  markAllowedEdges();
  findComponents();
  std::optional<uint32_t> comp = firstAcceptedComponent();
  if (!comp)
    return std::nullopt;
  return lasso(*comp);
}

// The EA condition on every edge: from its bits per step when they are
// known, else evaluated in parallel chunks.
void BranchSearch::markAllowedEdges() {
  if (b_.ea < 0)
    return;
  const auto &edges = product_.edges();
  allowed_.useFiles(product_.files());
  allowed_.assign(edges.size(), 0);
  if (conditions_.known(b_.ea)) {
    std::vector<uint64_t> onStep = conditions_.onEverySteps(b_.ea);
    for (size_t i = 0; i < edges.size(); ++i) {
      if (i % 65536 == 65535)
        product_.keepWithin();
      allowed_[i] = (onStep[edges[i].graphEdge / 64] >> (edges[i].graphEdge % 64)) & 1u;
    }
    return;
  }
  oneapi::tbb::parallel_for(oneapi::tbb::blocked_range<size_t>(0, edges.size(), 4096),
                            [&](const oneapi::tbb::blocked_range<size_t> &r) {
                              for (size_t i = r.begin(); i < r.end(); ++i)
                                allowed_[i] = edgeSatisfies(edges[i].from, edges[i], b_.ea);
                            });
}

// Tarjan's algorithm over the allowed edges, without recursion. Records
// the components that can hold a cycle, each with its nodes.
void BranchSearch::findComponents() {
  const auto &nodes = product_.nodes();
  const auto &edges = product_.edges();
  MappedArray<uint32_t> index, low;
  index.useFiles(product_.files());
  low.useFiles(product_.files());
  index.assign(nodes.size(), kNone);
  low.assign(nodes.size(), 0);
  std::vector<uint8_t> onStack(nodes.size(), 0);
  std::vector<uint32_t> stack;
  struct Frame {
    uint32_t node;
    uint32_t edge;
  };
  std::vector<Frame> calls;
  uint32_t counter = 0;
  uint64_t steps = 0;
  comp_.useFiles(product_.files());
  comp_.assign(nodes.size(), kNone);
  uint32_t compId = 0;
  memberStart_.assign(1, 0);
  for (uint32_t root = 0; root < nodes.size(); ++root) {
    if (index[root] != kNone)
      continue;
    calls.push_back({root, nodes[root].edgeBegin});
    index[root] = low[root] = counter++;
    stack.push_back(root);
    onStack[root] = 1;
    while (!calls.empty()) {
      if (++steps % 65536 == 0)
        product_.keepWithin(); // its pages within the files' window
      Frame &fr = calls.back();
      uint32_t v = fr.node;
      if (fr.edge < nodes[v].edgeEnd) {
        uint32_t ei = fr.edge++;
        if (!allowed(ei))
          continue;
        uint32_t w = edges[ei].to;
        if (index[w] == kNone) {
          index[w] = low[w] = counter++;
          stack.push_back(w);
          onStack[w] = 1;
          calls.push_back({w, nodes[w].edgeBegin});
        } else if (onStack[w]) {
          low[v] = std::min(low[v], index[w]);
        }
        continue;
      }
      if (low[v] == index[v]) {
        size_t first = members_.size();
        uint32_t w, entry = kNone;
        do {
          w = stack.back();
          stack.pop_back();
          onStack[w] = 0;
          comp_[w] = compId;
          members_.push_back(w);
          entry = std::min(entry, w);
        } while (w != v);
        // A single node is a cycle only through a step to itself.
        bool cycle = members_.size() - first > 1;
        for (uint32_t i = nodes[v].edgeBegin; !cycle && i < nodes[v].edgeEnd; ++i)
          cycle = allowed(i) && edges[i].to == v;
        if (cycle) {
          memberStart_.push_back(static_cast<uint32_t>(members_.size()));
          cycleComp_.push_back(compId);
          entry_.push_back(entry);
        } else {
          members_.resize(first);
        }
        ++compId;
      }
      calls.pop_back();
      if (!calls.empty())
        low[calls.back().node] = std::min(low[calls.back().node], low[v]);
    }
  }
}

// Whether cycle component c is a fair cycle that violates the property:
// the promises first (no predicate to evaluate), then each AE condition on
// the component's steps, stopping at the first one no step meets.
bool BranchSearch::accepts(uint32_t c) const {
  const auto &nodes = product_.nodes();
  const Tableau &tab = product_.tableau();
  uint32_t comp = cycleComp_[c];
  auto begin = members_.begin() + memberStart_[c], end = members_.begin() + memberStart_[c + 1];
  for (size_t p = 0; p < tab.promises.size(); ++p)
    if (std::none_of(begin, end, [&](uint32_t v) { return tab.nodes[nodes[v].tab].fulfills[p] != 0; }))
      return false;
  auto met = [&](int a) {
    const uint64_t *bits = conditions_.stepBits(a);
    for (auto it = begin; it != end; ++it)
      for (uint32_t i = nodes[*it].edgeBegin; i < nodes[*it].edgeEnd; ++i) {
        if (!internal(i, comp))
          continue;
        uint32_t step = edge_(i).graphEdge;
        if (bits ? (bits[step / 64] >> (step % 64)) & 1u : edgeSatisfies(*it, edge_(i), a))
          return true;
      }
    return false;
  };
  return std::all_of(b_.ae.begin(), b_.ae.end(), met);
}

// Of the accepting components, the one entered closest to an initial state
// (nodes are numbered in BFS order): the components are checked in parallel,
// in the order of their entries, none whose entry is past an accepted one's.
std::optional<uint32_t> BranchSearch::firstAcceptedComponent() const {
  // The cycle components by entry: an entry is the node of one component only.
  MappedArray<uint32_t> byEntry;
  byEntry.useFiles(product_.files());
  byEntry.assign(product_.nodes().size(), kNone);
  for (uint32_t c = 0; c < entry_.size(); ++c)
    byEntry[entry_[c]] = c;
  std::atomic<size_t> best{byEntry.size()}; // the entry of the first accepted so far
  oneapi::tbb::parallel_for(oneapi::tbb::blocked_range<size_t>(0, byEntry.size(), 256),
                            [&](const oneapi::tbb::blocked_range<size_t> &r) {
                              for (size_t i = r.begin(); i < r.end(); ++i) {
                                if (i >= best.load(std::memory_order_relaxed))
                                  return;
                                if (byEntry[i] == kNone || !accepts(byEntry[i]))
                                  continue;
                                size_t seen = best.load();
                                while (i < seen && !best.compare_exchange_weak(seen, i)) {
                                }
                                return;
                              }
                            });
  if (best.load() == byEntry.size())
    return std::nullopt;
  return byEntry[best.load()];
}

// A path inside the component from `from` (exclusive) to the first node
// where goal(node, edge) holds for the edge taken into it; at least one step.
template <typename Goal>
std::vector<uint32_t> BranchSearch::pathTo(uint32_t from, uint32_t comp, const Goal &goal) const {
  const auto &nodes = product_.nodes();
  std::unordered_map<uint32_t, uint32_t> parent;
  std::deque<uint32_t> queue{from};
  parent[from] = kNone;
  while (!queue.empty()) {
    uint32_t v = queue.front();
    queue.pop_front();
    for (uint32_t i = nodes[v].edgeBegin; i < nodes[v].edgeEnd; ++i) {
      if (!internal(i, comp))
        continue;
      const Edge &e = edge_(i);
      if (goal(v, e)) {
        std::vector<uint32_t> path{e.to};
        for (uint32_t u = v; u != from; u = parent[u])
          path.push_back(u);
        std::reverse(path.begin(), path.end());
        return path;
      }
      if (parent.emplace(e.to, v).second)
        queue.push_back(e.to);
    }
  }
  return {};
}

Lasso BranchSearch::lasso(uint32_t c) const {
  const auto &nodes = product_.nodes();
  const Tableau &tab = product_.tableau();
  uint32_t comp = cycleComp_[c];
  // Enter the component where the prefix is shortest (nodes are in BFS order).
  uint32_t entry = entry_[c];
  std::vector<uint32_t> prefix;
  for (uint32_t v = entry; v != kNone; v = nodes[v].parent)
    prefix.push_back(v);
  std::reverse(prefix.begin(), prefix.end());
  // The cycle: through a step satisfying each AE condition and a node
  // fulfilling each promise, then back to the entry.
  std::vector<uint32_t> cycle;
  uint32_t cur = entry;
  auto extend = [&](const std::vector<uint32_t> &p) {
    cycle.insert(cycle.end(), p.begin(), p.end());
    if (!p.empty())
      cur = p.back();
  };
  // Whether a step already on the cycle satisfies AE condition `a`.
  auto onCycle = [&](int a) {
    uint32_t u = entry;
    for (uint32_t w : cycle) {
      for (uint32_t i = nodes[u].edgeBegin; i < nodes[u].edgeEnd; ++i)
        if (edge_(i).to == w && internal(i, comp) && edgeSatisfies(u, edge_(i), a))
          return true;
      u = w;
    }
    return false;
  };
  for (int a : b_.ae)
    if (!onCycle(a))
      extend(pathTo(cur, comp, [&](uint32_t v, const Edge &e) { return edgeSatisfies(v, e, a); }));
  for (size_t p = 0; p < tab.promises.size(); ++p) {
    bool met = tab.nodes[nodes[entry].tab].fulfills[p];
    for (uint32_t v : cycle)
      met = met || tab.nodes[nodes[v].tab].fulfills[p];
    if (!met)
      extend(pathTo(cur, comp, [&](uint32_t, const Edge &e) { return tab.nodes[nodes[e.to].tab].fulfills[p] != 0; }));
  }
  extend(pathTo(cur, comp, [&](uint32_t, const Edge &e) { return e.to == entry; }));

  Lasso out;
  for (uint32_t v : prefix)
    out.states.push_back(nodes[v].state);
  // The prefix is the counterexample when the branch asks nothing of the
  // cycle (no fairness or <>[]/[]<> action conditions) and its tableau
  // (a real one, not the single node of a formula without one) is in a sink.
  if (b_.ea < 0 && b_.ae.empty() && b_.tableau >= 0 && product_.acceptingSink(nodes[entry].tab)) {
    out.states.erase(std::unique(out.states.begin(), out.states.end()), out.states.end());
    out.loopStart = out.states.size() - 1;
    out.safety = true;
    return out;
  }
  out.loopStart = out.states.size() - 1;
  // The cycle ends at the entry again; its other states follow the prefix.
  for (size_t i = 0; i + 1 < cycle.size(); ++i)
    out.states.push_back(nodes[cycle[i]].state);
  // Stuttering steps do not show in a trace: drop repeated states.
  std::vector<uint32_t> kept;
  size_t loop = 0;
  for (size_t i = 0; i < out.states.size(); ++i) {
    if (i == out.loopStart)
      loop = kept.empty() || kept.back() != out.states[i] ? kept.size() : kept.size() - 1;
    if (kept.empty() || kept.back() != out.states[i])
      kept.push_back(out.states[i]);
  }
  while (kept.size() > loop + 1 && kept.back() == kept[loop])
    kept.pop_back();
  out.states = std::move(kept);
  out.loopStart = loop;
  out.stutters = out.loopStart + 1 == out.states.size();
  return out;
}

} // namespace tlacore::live
