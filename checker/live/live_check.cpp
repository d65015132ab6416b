#include "live_check.h"

#include <algorithm>
#include <atomic>
#include <deque>
#include <system_error>
#include <thread>
#include <unordered_map>

#include "tableau.h"
#include "eval/stack_guard.h"

namespace tlacore::live {

using K = LiveNode::Kind;

bool holdsOnStep(const LiveFormula &f, int node, const uint64_t *state, const uint64_t *step) {
  const LiveNode &n = f.nodes[static_cast<size_t>(node)];
  switch (n.kind) {
  case K::True:
    return true;
  case K::False:
    return false;
  case K::Lit: {
    const uint64_t *bits = f.atoms[static_cast<size_t>(n.atom)].onStep() ? step : state;
    bool v = (bits[n.atom / 64] >> (n.atom % 64)) & 1u;
    return v != n.neg;
  }
  case K::And:
    for (int k : n.kids)
      if (!holdsOnStep(f, k, state, step))
        return false;
    return true;
  case K::Or:
    for (int k : n.kids)
      if (holdsOnStep(f, k, state, step))
        return true;
    return false;
  default:
    return false; // temporal nodes never reach here (see buildLiveFormula)
  }
}

namespace {

// The product of the state graph and one branch's tableau.
class Product {
public:
  Product(const LiveFormula &f, const BehaviorGraph &g, Tableau tableau) : f_(f), g_(g), tab_(std::move(tableau)) {
    build();
  }

  // A fair cycle of branch `b` (whose tableau this product is built with).
  std::optional<Lasso> search(const LiveBranch &b) {
    b_ = &b;
    for (Edge &e : edges_)
      e.allowed = b.ea < 0 || holdsOnStep(f_, b.ea, g_.state(nodes_[e.from].state), g_.edge(e.graphEdge));
    return findComponent();
  }

  // A finite prefix that violates branch `b` (see finitePrefix): any branch
  // with a tableau. TLC 1.8.0 takes this shortcut whatever the branch's
  // fairness and []<>/<>[] conditions (its PEM); later versions take it only
  // when one PEM is empty.
  std::optional<Lasso> prefixFor(const LiveBranch &b) const {
    if (b.tableau >= 0)
      return finitePrefix();
    return std::nullopt;
  }

private:
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
    bool allowed; // satisfies the EA condition of the branch searched
  };

  bool consistent(uint32_t tab, uint32_t state) const {
    const uint64_t *bits = g_.state(state);
    for (auto [atom, neg] : tab_.nodes[tab].literals) {
      bool v = (bits[atom / 64] >> (atom % 64)) & 1u;
      if (v == neg)
        return false;
    }
    return true;
  }

  uint32_t nodeFor(uint32_t state, uint32_t tab, uint32_t parent) {
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

  void build() {
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
            edges_.push_back(Edge{p, nodeFor(to, static_cast<uint32_t>(m), p), e, false});
      }
      nodes_[p].edgeEnd = static_cast<uint32_t>(edges_.size());
    }
    std::vector<uint32_t>().swap(flatIndex_);
    index_ = {};
  }

  // Tarjan's algorithm over the allowed edges, without recursion.
  std::optional<Lasso> findComponent() {
    const uint32_t none = UINT32_MAX;
    std::vector<uint32_t> index(nodes_.size(), none), low(nodes_.size(), 0);
    std::vector<uint8_t> onStack(nodes_.size(), 0);
    std::vector<uint32_t> stack;
    struct Frame {
      uint32_t node;
      uint32_t edge;
    };
    std::vector<Frame> calls;
    uint32_t counter = 0;
    comp_.assign(nodes_.size(), none);
    uint32_t compId = 0;
    uint32_t bestEntry = none, bestComp = none;
    std::vector<uint32_t> best, members;
    for (uint32_t root = 0; root < nodes_.size(); ++root) {
      if (index[root] != none)
        continue;
      calls.push_back({root, nodes_[root].edgeBegin});
      index[root] = low[root] = counter++;
      stack.push_back(root);
      onStack[root] = 1;
      while (!calls.empty()) {
        Frame &fr = calls.back();
        uint32_t v = fr.node;
        if (fr.edge < nodes_[v].edgeEnd) {
          const Edge &e = edges_[fr.edge++];
          if (!e.allowed)
            continue;
          uint32_t w = e.to;
          if (index[w] == none) {
            index[w] = low[w] = counter++;
            stack.push_back(w);
            onStack[w] = 1;
            calls.push_back({w, nodes_[w].edgeBegin});
          } else if (onStack[w]) {
            low[v] = std::min(low[v], index[w]);
          }
          continue;
        }
        if (low[v] == index[v]) {
          members.clear();
          uint32_t w;
          do {
            w = stack.back();
            stack.pop_back();
            onStack[w] = 0;
            comp_[w] = compId;
            members.push_back(w);
          } while (w != v);
          // Of the accepting components, keep the one entered closest to
          // an initial state (nodes are numbered in BFS order).
          uint32_t entry = *std::min_element(members.begin(), members.end());
          if (entry < bestEntry && accepts(members, compId)) {
            bestEntry = entry;
            best = members;
            bestComp = compId;
          }
          ++compId;
        }
        calls.pop_back();
        if (!calls.empty())
          low[calls.back().node] = std::min(low[calls.back().node], low[v]);
      }
    }
    if (bestEntry == none)
      return std::nullopt;
    return lasso(best, bestComp);
  }

  bool internal(const Edge &e, uint32_t comp) const { return e.allowed && comp_[e.to] == comp; }

  bool edgeSatisfies(uint32_t from, const Edge &e, int pred) const {
    return holdsOnStep(f_, pred, g_.state(nodes_[from].state), g_.edge(e.graphEdge));
  }

  // Whether the component is a fair cycle that violates the property.
  bool accepts(const std::vector<uint32_t> &members, uint32_t comp) {
    bool cycle = false;
    std::vector<uint8_t> &aeMet = aeMet_;
    aeMet.assign(b_->ae.size(), 0);
    for (uint32_t v : members)
      for (uint32_t i = nodes_[v].edgeBegin; i < nodes_[v].edgeEnd; ++i) {
        const Edge &e = edges_[i];
        if (!internal(e, comp))
          continue;
        cycle = true;
        for (size_t a = 0; a < b_->ae.size(); ++a)
          if (!aeMet[a] && edgeSatisfies(v, e, b_->ae[a]))
            aeMet[a] = 1;
      }
    if (!cycle || std::count(aeMet.begin(), aeMet.end(), 0))
      return false;
    for (size_t p = 0; p < tab_.promises.size(); ++p) {
      bool met = false;
      for (uint32_t v : members)
        met = met || tab_.nodes[nodes_[v].tab].fulfills[p];
      if (!met)
        return false;
    }
    return true;
  }

  // A path inside the component from `from` (exclusive) to the first node
  // where goal(node, edge) holds for the edge taken into it; at least one step.
  template <typename Goal>
  std::vector<uint32_t> pathTo(uint32_t from, uint32_t comp, const Goal &goal) {
    std::unordered_map<uint32_t, uint32_t> parent;
    std::deque<uint32_t> queue{from};
    std::vector<uint32_t> visited{from};
    parent[from] = UINT32_MAX;
    while (!queue.empty()) {
      uint32_t v = queue.front();
      queue.pop_front();
      for (uint32_t i = nodes_[v].edgeBegin; i < nodes_[v].edgeEnd; ++i) {
        const Edge &e = edges_[i];
        if (!internal(e, comp))
          continue;
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

  // A tableau node that requires nothing of a state, leads only to itself
  // and owes no promise: every continuation from it is accepted.
  bool acceptingSink(uint32_t t) const {
    const TableauNode &n = tab_.nodes[t];
    if (!n.literals.empty() || n.successors.size() != 1 || n.successors[0] != static_cast<int>(t))
      return false;
    return std::all_of(n.fulfills.begin(), n.fulfills.end(), [](uint8_t x) { return x != 0; });
  }

  // TLC checks a tableau's accepting sink (a node with an empty particle
  // that leads only to itself) while it builds the behaviour graph
  // (LiveCheck's TableauLiveChecker): once a state's tableau node can step
  // into it, the behaviour up to that state violates the property whatever
  // follows. TLC reports it then, before any search for cycles, as
  // "Temporal properties were violated" with that finite trace and exit 12
  // (it records the error as EC.TLC_INVARIANT_VIOLATED_BEHAVIOR). The
  // shortest such prefix.
  std::optional<Lasso> finitePrefix() const {
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

  Lasso lasso(const std::vector<uint32_t> &members, uint32_t comp) {
    // Enter the component where the prefix is shortest (nodes are in BFS order).
    uint32_t entry = *std::min_element(members.begin(), members.end());
    std::vector<uint32_t> prefix;
    for (uint32_t v = entry; v != UINT32_MAX; v = nodes_[v].parent)
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
        for (uint32_t i = nodes_[u].edgeBegin; i < nodes_[u].edgeEnd; ++i)
          if (edges_[i].to == w && internal(edges_[i], comp) && edgeSatisfies(u, edges_[i], a))
            return true;
        u = w;
      }
      return false;
    };
    for (int a : b_->ae)
      if (!onCycle(a))
        extend(pathTo(cur, comp, [&](uint32_t v, const Edge &e) { return edgeSatisfies(v, e, a); }));
    for (size_t p = 0; p < tab_.promises.size(); ++p) {
      bool met = tab_.nodes[nodes_[entry].tab].fulfills[p];
      for (uint32_t v : cycle)
        met = met || tab_.nodes[nodes_[v].tab].fulfills[p];
      if (!met)
        extend(pathTo(cur, comp, [&](uint32_t, const Edge &e) { return tab_.nodes[nodes_[e.to].tab].fulfills[p] != 0; }));
    }
    extend(pathTo(cur, comp, [&](uint32_t, const Edge &e) { return e.to == entry; }));

    Lasso out;
    for (uint32_t v : prefix)
      out.states.push_back(nodes_[v].state);
    // The prefix is the counterexample when the branch asks nothing of the
    // cycle (no fairness or <>[]/[]<> action conditions) and its tableau
    // (a real one, not the single node of a formula without one) is in a sink.
    if (b_->ea < 0 && b_->ae.empty() && b_->tableau >= 0 && acceptingSink(nodes_[entry].tab)) {
      out.states.erase(std::unique(out.states.begin(), out.states.end()), out.states.end());
      out.loopStart = out.states.size() - 1;
      out.safety = true;
      return out;
    }
    out.loopStart = out.states.size() - 1;
    // The cycle ends at the entry again; its other states follow the prefix.
    for (size_t i = 0; i + 1 < cycle.size(); ++i)
      out.states.push_back(nodes_[cycle[i]].state);
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

  const LiveFormula &f_;
  const BehaviorGraph &g_;
  const LiveBranch *b_ = nullptr;
  Tableau tab_;
  std::vector<Node> nodes_;
  std::vector<Edge> edges_;
  std::unordered_map<uint64_t, uint32_t> index_; // while building, when flatIndex_ would be too large
  std::vector<uint32_t> flatIndex_;
  std::vector<uint32_t> comp_;
  std::vector<uint8_t> aeMet_; // accepts(): the AE conditions met
};

} // namespace

std::optional<Lasso> findLivenessViolation(LiveFormula &f, const BehaviorGraph &g, unsigned threads) {
  // Branches with the same tableau share its product with the state graph.
  // The tableaux are built first (building one extends `f`); the products
  // are then independent and are searched on up to `threads` threads. The
  // violation reported is the one a sequential search finds first: of the
  // first tableau (in branch order) that has one.
  std::vector<int> tableaux;
  for (const LiveBranch &b : f.branches)
    if (std::find(tableaux.begin(), tableaux.end(), b.tableau) == tableaux.end())
      tableaux.push_back(b.tableau);
  std::vector<Tableau> built;
  for (int t : tableaux)
    built.push_back(buildTableau(f, t));
  const LiveFormula &formula = f;
  std::vector<std::optional<Lasso>> found(tableaux.size());
  // TLC finds the finite prefixes (Product::prefixFor) while it builds the
  // graph, before it looks for cycles: a prefix of any branch wins over a
  // cycle of an earlier one.
  auto search = [&](size_t k) {
    Product p(formula, g, std::move(built[k]));
    for (int pass = 0; pass < 2; ++pass)
      for (const LiveBranch &b : formula.branches) {
        if (b.tableau != tableaux[k])
          continue;
        if (auto l = pass == 0 ? p.prefixFor(b) : p.search(b)) {
          l->property = b.property;
          found[k] = std::move(l);
          return;
        }
      }
  };
  auto first = [&]() -> std::optional<Lasso> {
    for (std::optional<Lasso> &l : found)
      if (l && l->safety)
        return l;
    for (std::optional<Lasso> &l : found)
      if (l)
        return l;
    return std::nullopt;
  };
  if (threads <= 1 || tableaux.size() <= 1) {
    for (size_t k = 0; k < tableaux.size(); ++k) {
      search(k);
      if (found[k] && found[k]->safety)
        return found[k];
    }
    return first();
  }
  // Larger tableaux first (their products tend to be larger), so that the
  // threads finish together.
  std::vector<size_t> order(tableaux.size());
  for (size_t k = 0; k < order.size(); ++k)
    order[k] = k;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return built[a].nodes.size() > built[b].nodes.size(); });
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i; (i = next.fetch_add(1)) < order.size();)
      search(order[i]);
  };
  std::vector<eval::LargeStackThread> pool;
  for (unsigned t = 1; t < std::min<size_t>(threads, tableaux.size()); ++t) {
    try {
      pool.emplace_back(work);
    } catch (const std::runtime_error &) { // std::system_error, or LargeStackThread's refusal
      break; // the system starts no more threads: the ones started claim the rest
    }
  }
  work();
  for (eval::LargeStackThread &t : pool)
    t.join();
  return first();
}

size_t tableauCount(const LiveFormula &f) {
  std::vector<int> seen;
  for (const LiveBranch &b : f.branches)
    if (std::find(seen.begin(), seen.end(), b.tableau) == seen.end())
      seen.push_back(b.tableau);
  return seen.size();
}

} // namespace tlacore::live
