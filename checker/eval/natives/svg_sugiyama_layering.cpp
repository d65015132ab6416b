// The layerings of jungrapht's Sugiyama layout (GraphLayers.assign,
// longestPath, coffmanGraham) and the virtual vertices that split edges
// spanning several layers (Synthetics.createVirtualVerticesAndEdges).
#include <algorithm>
#include <limits>

#include "svg_sugiyama.h"

namespace tlacore::eval::natives::svg_layout::sugiyama {
namespace {

void numberLayers(LayerGraph &g, const Layers &layers) {
  for (size_t i = 0; i < layers.size(); ++i)
    for (size_t j = 0; j < layers[i].size(); ++j) {
      g.vertices[layers[i][j]].rank = static_cast<int>(i);
      g.vertices[layers[i][j]].index = static_cast<int>(j);
    }
}

bool allIn(const std::vector<size_t> &vs, const std::vector<bool> &set) {
  for (size_t v : vs)
    if (!set[v])
      return false;
  return true;
}

} // namespace

Layers topDownLayers(LayerGraph &g) {
  // Rows of the vertices no remaining edge points to, in vertex order; the
  // edges leaving a row go with it. (The first row's grouping by component
  // and isolation changes nothing within one component of two or more.)
  std::vector<size_t> edges = g.liveEdges();
  std::vector<bool> placed(g.vertices.size(), false);
  Layers layers;
  for (;;) {
    std::vector<bool> target(g.vertices.size(), false);
    for (size_t e : edges)
      target[g.edges[e].target] = true;
    std::vector<size_t> row;
    for (size_t v = 0; v < g.vertices.size(); ++v)
      if (!placed[v] && !target[v])
        row.push_back(v);
    if (row.empty())
      break;
    for (size_t v : row)
      placed[v] = true;
    std::erase_if(edges, [&](size_t e) { return placed[g.edges[e].source]; });
    layers.push_back(std::move(row));
  }
  numberLayers(g, layers);
  return layers;
}

Layers longestPathLayers(LayerGraph &g) {
  // From the sinks up: a layer takes, in vertex order, every vertex whose
  // successors are all in the layers below; then the layers are reversed.
  Neighbors n = neighborsOf(g);
  size_t count = g.vertices.size();
  std::vector<bool> u(count, false), z(count, false);
  Layers layers(1);
  size_t placed = 0;
  while (placed != count) {
    size_t got = kSynthetic;
    for (size_t v = 0; v < count && got == kSynthetic; ++v)
      if (!u[v] && allIn(n.successors[v], z))
        got = v;
    if (got != kSynthetic) {
      layers.back().push_back(got);
      u[got] = true;
      ++placed;
    } else {
      layers.emplace_back();
      z = u;
    }
  }
  std::reverse(layers.begin(), layers.end());
  numberLayers(g, layers);
  return layers;
}

Layers coffmanGrahamLayers(LayerGraph &g, int width) {
  Neighbors n = neighborsOf(g);
  size_t count = g.vertices.size();
  if (width == 0)
    width = static_cast<int>(count / 10);
  std::vector<int> inDegree(count, 0);
  for (size_t e : g.liveEdges())
    ++inDegree[g.edges[e].target];
  // lambda: the vertices numbered by in-degree, the first of the smallest first.
  constexpr int kUnset = std::numeric_limits<int>::max();
  std::vector<int> lambda(count, kUnset);
  for (size_t i = 0; i < count; ++i) {
    size_t best = kSynthetic;
    for (size_t v = 0; v < count; ++v)
      if (lambda[v] == kUnset && (best == kSynthetic || inDegree[v] < inDegree[best]))
        best = v;
    lambda[best] = static_cast<int>(i);
  }
  std::vector<bool> u(count, false), z(count, false);
  Layers layers(1);
  for (size_t placed = 0; placed < count; ++placed) {
    size_t got = kSynthetic;
    for (size_t v = 0; v < count; ++v)
      if (!u[v] && allIn(n.successors[v], u) && (got == kSynthetic || lambda[v] > lambda[got]))
        got = v;
    if (static_cast<int>(layers.back().size()) < width && allIn(n.successors[got], z)) {
      layers.back().push_back(got);
    } else {
      for (size_t v : layers.back())
        z[v] = true;
      layers.push_back({got});
    }
    u[got] = true;
  }
  std::erase_if(layers, [](const std::vector<size_t> &l) { return l.empty(); });
  std::reverse(layers.begin(), layers.end());
  numberLayers(g, layers);
  return layers;
}

std::vector<size_t> addVirtualVertices(LayerGraph &g, Layers &layers) {
  // The working list of edges: the graph's, with each long edge replaced by
  // its two halves appended at the end (the lower half is split again when
  // its layer is reached). Every edge points down a layer or more, so only
  // outgoing edges are long here.
  std::vector<size_t> edges = g.liveEdges();
  for (size_t i = 0; i + 1 < layers.size(); ++i) {
    std::vector<size_t> current = layers[i];
    for (size_t v : current) {
      std::vector<size_t> longOnes;
      for (size_t e : edges)
        if (g.edges[e].source == v && std::abs(g.vertices[g.edges[e].target].rank - g.vertices[v].rank) > 1)
          longOnes.push_back(e);
      for (size_t e : longOnes) {
        LayerEdge loser = g.edges[e];
        size_t virt = g.addVertex(kSynthetic);
        int rank = g.vertices[loser.source].rank + 1;
        g.vertices[virt].rank = rank;
        g.vertices[virt].index = static_cast<int>(layers[rank].size());
        size_t one = g.addEdge(loser.source, virt, loser.original, true);
        size_t two = g.addEdge(virt, loser.target, loser.original, true);
        edges.push_back(one);
        edges.push_back(two);
        g.edges[e].alive = false;
        std::erase(edges, e);
        layers[rank].push_back(virt);
      }
    }
  }
  return edges;
}

} // namespace tlacore::eval::natives::svg_layout::sugiyama
