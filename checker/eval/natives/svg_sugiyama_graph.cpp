// The layered graph of jungrapht's Sugiyama layout and its cycle removal
// (GreedyCycleRemoval: sinks, then sources, then the rest by out - in degree).
#include <algorithm>

#include "svg_sugiyama.h"

namespace tlacore::eval::natives::svg_layout::sugiyama {

size_t LayerGraph::addVertex(size_t original) {
  LayerVertex v;
  v.original = original;
  vertices.push_back(v);
  return vertices.size() - 1;
}

size_t LayerGraph::addEdge(size_t source, size_t target, size_t original, bool synthetic) {
  edges.push_back(LayerEdge{source, target, original, synthetic, true});
  return edges.size() - 1;
}

std::vector<size_t> LayerGraph::liveEdges() const {
  std::vector<size_t> out;
  for (size_t e = 0; e < edges.size(); ++e)
    if (edges[e].alive)
      out.push_back(e);
  return out;
}

Neighbors neighborsOf(const LayerGraph &g) {
  Neighbors n;
  n.predecessors.resize(g.vertices.size());
  n.successors.resize(g.vertices.size());
  auto addOnce = [](std::vector<size_t> &to, size_t v) {
    if (std::find(to.begin(), to.end(), v) == to.end())
      to.push_back(v);
  };
  for (const LayerEdge &e : g.edges)
    if (e.alive) {
      addOnce(n.predecessors[e.target], e.source);
      addOnce(n.successors[e.source], e.target);
    }
  return n;
}

std::vector<size_t> greedyFeedbackArcs(const LayerGraph &g) {
  // A copy of the graph that loses vertices and edges as it goes.
  size_t n = g.vertices.size();
  std::vector<bool> vertexAlive(n, true);
  std::vector<bool> edgeAlive(g.edges.size());
  std::vector<int> in(n, 0), out(n, 0);
  for (size_t e = 0; e < g.edges.size(); ++e) {
    edgeAlive[e] = g.edges[e].alive;
    if (edgeAlive[e]) {
      ++out[g.edges[e].source];
      ++in[g.edges[e].target];
    }
  }
  auto removeEdge = [&](size_t e) {
    if (!edgeAlive[e])
      return;
    edgeAlive[e] = false;
    --out[g.edges[e].source];
    --in[g.edges[e].target];
  };
  auto removeVertex = [&](size_t v) {
    for (size_t e = 0; e < g.edges.size(); ++e)
      if (edgeAlive[e] && (g.edges[e].source == v || g.edges[e].target == v))
        removeEdge(e);
    vertexAlive[v] = false;
  };
  auto firstWhere = [&](auto pred) -> size_t {
    for (size_t v = 0; v < n; ++v)
      if (vertexAlive[v] && pred(v))
        return v;
    return kSynthetic;
  };
  // Sinks (no outgoing edge), one at a time, first in vertex order.
  for (size_t v; (v = firstWhere([&](size_t u) { return out[u] == 0; })) != kSynthetic;)
    removeVertex(v);
  // Then the isolated vertices (none are left: a vertex without edges is a sink).
  for (size_t v = 0; v < n; ++v)
    if (vertexAlive[v] && in[v] == 0 && out[v] == 0)
      vertexAlive[v] = false;
  // Sources (no incoming edge), without looking for sinks again.
  for (size_t v; (v = firstWhere([&](size_t u) { return in[u] == 0; })) != kSynthetic;)
    removeVertex(v);
  // The rest by out - in degree, highest first (a stable sort), each giving
  // its remaining incoming edges as feedback arcs.
  std::vector<size_t> ordered;
  for (size_t v = 0; v < n; ++v)
    if (vertexAlive[v])
      ordered.push_back(v);
  std::vector<int> diff(n);
  for (size_t v : ordered)
    diff[v] = out[v] - in[v];
  std::stable_sort(ordered.begin(), ordered.end(), [&](size_t a, size_t b) { return diff[a] > diff[b]; });
  std::vector<size_t> arcs;
  for (size_t v : ordered) {
    for (size_t e = 0; e < g.edges.size(); ++e)
      if (edgeAlive[e] && g.edges[e].target == v)
        arcs.push_back(e);
    removeVertex(v);
  }
  return arcs;
}

void reverseEdges(LayerGraph &g, const std::vector<size_t> &arcs) {
  for (size_t e : arcs) {
    g.edges[e].alive = false;
    LayerEdge reversed = g.edges[e];
    g.addEdge(reversed.target, reversed.source, reversed.original, reversed.synthetic);
  }
}

} // namespace tlacore::eval::natives::svg_layout::sugiyama
