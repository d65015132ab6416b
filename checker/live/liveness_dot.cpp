// livenessDotGraphs (liveness_dot.h): TLC's LiveCheck order of the writes of
// DotLivenessStateWriter (tableau) and DotStateWriter (no tableau).
#include "liveness_dot.h"

#include <algorithm>
#include <numeric>

#include "product_graph.h"
#include "tableau.h"

namespace tlacore::live {

namespace {

// The atoms of `node` (a LiveFormula node) that are step atoms.
void stepAtoms(const LiveFormula &f, int node, std::vector<int> &out) {
  if (node < 0)
    return;
  const LiveNode &n = f.nodes[static_cast<size_t>(node)];
  if (n.kind == LiveNode::Kind::Lit && f.atoms[static_cast<size_t>(n.atom)].onStep())
    out.push_back(n.atom);
  for (int k : n.kids)
    stepAtoms(f, k, out);
}

// The states in the order the search expanded them (BehaviorGraph::expansion;
// without it, in the order found); those never expanded are left out.
std::vector<uint32_t> expansionOrder(const BehaviorGraph &g) {
  constexpr size_t W = BehaviorGraph::kExpansionWords;
  std::vector<uint32_t> order;
  for (uint32_t s = 0; s < g.stateCount(); ++s)
    if (g.edgeStart[s + 1] > g.edgeStart[s])
      order.push_back(s);
  if (!g.expansion.empty())
    std::stable_sort(order.begin(), order.end(),
                     [&](uint32_t a, uint32_t b) { return g.expansion[a * W] < g.expansion[b * W]; });
  return order;
}

} // namespace

std::vector<LiveDotGraph> livenessDotGraphs(LiveFormula &f, const BehaviorGraph &g) {
  std::vector<int> tableaux;
  for (const LiveBranch &b : f.branches)
    if (std::find(tableaux.begin(), tableaux.end(), b.tableau) == tableaux.end())
      tableaux.push_back(b.tableau);
  const std::vector<uint32_t> order = expansionOrder(g);
  std::vector<uint32_t> rank(g.stateCount(), UINT32_MAX); // place in `order`
  for (uint32_t i = 0; i < order.size(); ++i)
    rank[order[i]] = i;
  std::vector<LiveDotGraph> out;
  for (int t : tableaux) {
    // OrderOfSolution.checkAction: the action predicates of its PEMs.
    std::vector<int> checks;
    for (const LiveBranch &b : f.branches)
      if (b.tableau == t) {
        stepAtoms(f, b.ea, checks);
        for (int ae : b.ae)
          stepAtoms(f, ae, checks);
      }
    std::sort(checks.begin(), checks.end());
    checks.erase(std::unique(checks.begin(), checks.end()), checks.end());
    auto checkText = [&](uint32_t e) {
      std::string s;
      const uint64_t *bits = g.edge(e);
      for (int a : checks)
        s += ((bits[a / 64] >> (a % 64)) & 1u) ? 't' : 'f';
      return s;
    };
    LiveDotGraph graph;
    if (t < 0) {
      // LiveChecker: each initial state; then per expanded state its steps,
      // the target labelled while it has no node yet (not expanded before).
      graph.tableau = false;
      for (uint32_t s : g.initial)
        graph.items.push_back({true, s, 0, 0, 0, {}, false});
      for (uint32_t s : order)
        for (uint32_t e = g.edgeStart[s]; e < g.edgeStart[s + 1]; ++e) {
          uint32_t to = g.edgeTarget[e];
          graph.items.push_back({false, s, 0, to, 0, checkText(e), rank[to] == UINT32_MAX || rank[to] >= rank[s]});
        }
      out.push_back(std::move(graph));
      continue;
    }
    ProductGraph product(g, buildTableau(f, t));
    const auto &nodes = product.nodes();
    const auto &edges = product.edges();
    std::vector<std::vector<uint32_t>> nodesOf(g.stateCount());
    for (uint32_t p = 0; p < nodes.size(); ++p) {
      if (nodes[p].parent == UINT32_MAX)
        graph.items.push_back({true, nodes[p].state, nodes[p].tab, 0, 0, {}, false});
      nodesOf[nodes[p].state].push_back(p);
    }
    for (uint32_t s : order)
      for (uint32_t p : nodesOf[s])
        for (uint32_t i = nodes[p].edgeBegin; i < nodes[p].edgeEnd; ++i) {
          const auto &to = nodes[edges[i].to];
          graph.items.push_back({false, s, nodes[p].tab, to.state, to.tab, checkText(edges[i].graphEdge), true});
        }
    out.push_back(std::move(graph));
  }
  return out;
}

} // namespace tlacore::live
