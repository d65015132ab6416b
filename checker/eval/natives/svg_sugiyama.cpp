// jungrapht's SugiyamaLayoutAlgorithm as TLC's SVG override runs it
// (AbstractHierarchicalMinCrossLayoutAlgorithm.visit, SugiyamaRunnable.run):
// the graph split into components, each laid out in layers and scaled to
// the model, the components side by side, then expanded and centered.
#include <algorithm>
#include <cmath>
#include <deque>
#include <initializer_list>
#include <limits>

#include "svg_layout.h"
#include "svg_sugiyama.h"

namespace tlacore::eval::natives::svg_layout {
namespace {

using namespace sugiyama;

// A component: its vertices (indices into the whole graph) in the order of
// ConnectivityInspector's HashSet, its edges (indices) in the graph's order.
struct Component {
  std::vector<size_t> vertices;
  std::vector<size_t> edges;
};

// The iteration order of a java.util.HashSet (default capacity 16, load
// factor 0.75) after adding the given hash codes in order: by bucket of the
// final table, then by insertion (a bucket's order survives resizes).
std::vector<size_t> javaHashSetOrder(const std::vector<int32_t> &hashes) {
  auto spread = [](int32_t h) {
    uint32_t u = static_cast<uint32_t>(h);
    return u ^ (u >> 16);
  };
  size_t capacity = 16, size = 0;
  std::vector<uint32_t> spreads;
  for (int32_t h : hashes) {
    uint32_t s = spread(h);
    size_t inBin = 0;
    for (uint32_t t : spreads)
      if ((t & (capacity - 1)) == (s & (capacity - 1)))
        ++inBin;
    spreads.push_back(s);
    if (inBin >= 8 && capacity < 64) // treeifyBin resizes a small table instead
      capacity *= 2;
    if (++size > capacity * 3 / 4)
      capacity *= 2;
  }
  std::vector<size_t> order(hashes.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return (spreads[a] & (capacity - 1)) < (spreads[b] & (capacity - 1)); });
  return order;
}

// ComponentGrouping.getComponentGraphs: ConnectivityInspector's breadth-first
// search over the undirected view (incoming edges, then outgoing), from each
// vertex not yet reached in vertex order.
std::vector<Component> components(const LayoutGraph &graph, const std::vector<int32_t> &hashes) {
  size_t n = graph.vertexCount;
  std::vector<std::vector<size_t>> incident(n); // edges: incoming then outgoing
  for (size_t e = 0; e < graph.edges.size(); ++e)
    incident[graph.edges[e].second].push_back(e);
  std::vector<std::vector<size_t>> outgoing(n);
  for (size_t e = 0; e < graph.edges.size(); ++e)
    outgoing[graph.edges[e].first].push_back(e);
  for (size_t v = 0; v < n; ++v)
    incident[v].insert(incident[v].end(), outgoing[v].begin(), outgoing[v].end());
  std::vector<bool> seen(n, false);
  std::vector<int> componentOf(n, -1);
  std::vector<Component> out;
  for (size_t start = 0; start < n; ++start) {
    if (seen[start])
      continue;
    std::vector<size_t> traversed;
    std::deque<size_t> queue{start};
    seen[start] = true;
    while (!queue.empty()) {
      size_t v = queue.front();
      queue.pop_front();
      traversed.push_back(v);
      for (size_t e : incident[v]) {
        size_t w = graph.edges[e].first == v ? graph.edges[e].second : graph.edges[e].first;
        if (!seen[w]) {
          seen[w] = true;
          queue.push_back(w);
        }
      }
    }
    std::vector<int32_t> traversedHashes;
    for (size_t v : traversed)
      traversedHashes.push_back(hashes[v]);
    Component c;
    for (size_t i : javaHashSetOrder(traversedHashes)) {
      c.vertices.push_back(traversed[i]);
      componentOf[traversed[i]] = static_cast<int>(out.size());
    }
    out.push_back(std::move(c));
  }
  for (size_t e = 0; e < graph.edges.size(); ++e)
    out[componentOf[graph.edges[e].first]].edges.push_back(e);
  return out;
}

// SugiyamaRunnable.run on one component.
ComponentLayout runComponent(const LayoutGraph &graph, const Component &c, const std::vector<int32_t> &hashes,
                             const LayoutParams &params, SugiyamaLayering layering, bool multiComponent,
                             bool eiglsperger) {
  ComponentLayout out;
  out.width = params.modelWidth;
  out.height = params.modelHeight;
  out.at.resize(c.vertices.size());
  if (c.vertices.size() == 1) {
    setSize(out.width, out.height, 50, out.height, params);
    out.at[0] = LayoutPoint{static_cast<double>(out.width / 2), static_cast<double>(out.height / 2)};
    return out;
  }
  // TransformedGraphSupplier: one LV per vertex, one LE per edge.
  LayerGraph g;
  std::vector<size_t> local(graph.vertexCount, kSynthetic);
  for (size_t i = 0; i < c.vertices.size(); ++i)
    local[c.vertices[i]] = g.addVertex(i);
  for (size_t e : c.edges)
    g.addEdge(local[graph.edges[e].first], local[graph.edges[e].second], e);
  // The feedback arcs are a HashSet of LEI: reversed in its order, by
  // Objects.hash(Objects.hash(edge), LVI source, LVI target) where an edge
  // is the Integer JGraphT's supplier gave it (its place in the graph) and
  // an LVI hashes as Objects.hash(vertex).
  std::vector<size_t> arcs = greedyFeedbackArcs(g);
  auto objectsHash = [](std::initializer_list<uint32_t> hs) {
    uint32_t h = 1;
    for (uint32_t x : hs)
      h = 31 * h + x;
    return h;
  };
  std::vector<int32_t> arcHashes;
  for (size_t e : arcs) {
    const LayerEdge &edge = g.edges[e];
    uint32_t source = objectsHash({static_cast<uint32_t>(hashes[c.vertices[g.vertices[edge.source].original]])});
    uint32_t target = objectsHash({static_cast<uint32_t>(hashes[c.vertices[g.vertices[edge.target].original]])});
    arcHashes.push_back(static_cast<int32_t>(
        objectsHash({objectsHash({static_cast<uint32_t>(edge.original)}), source, target})));
  }
  std::vector<size_t> ordered;
  for (size_t i : javaHashSetOrder(arcHashes))
    ordered.push_back(arcs[i]);
  reverseEdges(g, ordered);
  if (eiglsperger)
    return eiglspergerComponent(g, params, layering, c.vertices.size());

  Layers layers;
  switch (layering) {
  case SugiyamaLayering::LongestPath:
    layers = longestPathLayers(g);
    break;
  case SugiyamaLayering::CoffmanGraham:
    layers = coffmanGrahamLayers(g, 10);
    break;
  default:
    layers = topDownLayers(g);
  }
  std::vector<size_t> edges = addVirtualVertices(g, layers);
  Neighbors n = neighborsOf(g);
  reduceCrossings(g, layers, edges, n, 23, 6); // maxLevelCross 23, transposeLimit 6

  // avgVertexBounds: every vertex has the same bounds.
  int horizontalOffset = std::max(params.vertexWidth, 50), verticalOffset = std::max(params.vertexHeight, 50);
  brandesKoepf(g, layers, n, horizontalOffset, verticalOffset);

  // The rows' widths and heights give the size the model is set to.
  std::vector<int> rowWidth(layers.size()), rowHeight(layers.size());
  for (size_t i = 0; i < layers.size(); ++i) {
    int width = horizontalOffset, maxHeight = 0;
    for (size_t v : layers[i]) {
      if (!g.vertices[v].synthetic()) {
        width += params.vertexWidth + horizontalOffset;
        maxHeight = std::max(maxHeight, params.vertexHeight);
      } else {
        width += horizontalOffset;
      }
    }
    rowWidth[i] = width;
    rowHeight[i] = maxHeight;
  }
  int widest = *std::max_element(rowWidth.begin(), rowWidth.end());
  int x = horizontalOffset, y = verticalOffset, totalWidth = 0, totalHeight = 0;
  for (size_t i = 0; i < layers.size(); ++i) {
    int previousWidth = 0;
    x += (widest - rowWidth[i]) / 2;
    y += rowHeight[i] / 2;
    if (i > 0)
      y += rowHeight[i - 1] / 2;
    int widthSoFar = 0;
    for (size_t v : layers[i]) {
      int vertexWidth = g.vertices[v].synthetic() ? 0 : params.vertexWidth;
      x += previousWidth / 2 + vertexWidth / 2 + horizontalOffset;
      widthSoFar = x + vertexWidth / 2;
      previousWidth = vertexWidth;
    }
    totalWidth = std::max(totalWidth, widthSoFar);
    x = horizontalOffset;
    y += verticalOffset;
    totalHeight = y + rowHeight[i] / 2;
  }
  // The points' range (as ints), padded by the offsets and by a tenth.
  int minX = std::numeric_limits<int>::max(), minY = minX, maxX = -1, maxY = -1;
  for (const auto &layer : layers)
    for (size_t v : layer) {
      minX = std::min(javaDoubleToInt(g.vertices[v].x), minX);
      maxX = std::max(javaDoubleToInt(g.vertices[v].x), maxX);
      minY = std::min(javaDoubleToInt(g.vertices[v].y), minY);
      maxY = std::max(javaDoubleToInt(g.vertices[v].y), maxY);
    }
  maxX += horizontalOffset;
  maxY += verticalOffset;
  int rangeWidth = maxX - minX, rangeHeight = maxY - minY;
  int offsetX = minX < 0 ? -minX + horizontalOffset : 0, offsetY = minY < 0 ? -minY + verticalOffset : 0;
  rangeWidth = javaDoubleToInt(rangeWidth * 1.1);
  rangeHeight = javaDoubleToInt(rangeHeight * 1.1);
  int maxDimension = std::max(totalWidth, totalHeight);
  setSize(out.width, out.height, multiComponent ? totalWidth : std::max(maxDimension, out.width),
          std::max(maxDimension, out.height), params);
  double scaleX = static_cast<double>(out.width) / rangeWidth, scaleY = static_cast<double>(out.height) / rangeHeight;
  for (auto &v : g.vertices) {
    v.x = (offsetX + v.x) * scaleX;
    v.y = (offsetY + v.y) * scaleY;
  }
  // alignArticulatedEdges: a long edge's virtual vertices move to their mean
  // x, 20 further right when one of those points was taken by an earlier edge.
  std::vector<std::pair<double, double>> taken;
  std::vector<std::vector<size_t>> chains; // source, virtual vertices..., target
  for (size_t e : g.liveEdges()) {
    const LayerEdge &edge = g.edges[e];
    if (!edge.synthetic || g.vertices[edge.source].synthetic())
      continue;
    std::vector<size_t> chain{edge.source};
    size_t t = edge.target;
    while (g.vertices[t].synthetic()) {
      chain.push_back(t);
      for (size_t f : g.liveEdges())
        if (g.edges[f].source == t) {
          t = g.edges[f].target;
          break;
        }
    }
    chain.push_back(t);
    // DoubleStream.average: Kahan summation (Collectors.sumWithCompensation
    // and computeFinalSum as in current JDKs).
    double sum = 0, compensation = 0;
    for (size_t i = 1; i + 1 < chain.size(); ++i) {
      double tmp = g.vertices[chain[i]].x - compensation;
      double velvel = sum + tmp;
      compensation = (velvel - sum) - tmp;
      sum = velvel;
    }
    double mean = (sum - compensation) / static_cast<double>(chain.size() - 2);
    bool overlap = false;
    for (size_t i = 1; i + 1 < chain.size(); ++i) {
      std::pair<double, double> p{mean, g.vertices[chain[i]].y};
      overlap = overlap || std::find(taken.begin(), taken.end(), p) != taken.end();
      taken.push_back(p);
      g.vertices[chain[i]].x = mean;
    }
    if (overlap)
      for (size_t i = 1; i + 1 < chain.size(); ++i)
        g.vertices[chain[i]].x += 20;
    chains.push_back(std::move(chain));
  }
  for (const auto &chain : chains) {
    std::vector<LayoutPoint> points;
    for (size_t v : chain)
      points.push_back(LayoutPoint{g.vertices[v].x, g.vertices[v].y});
    out.articulations.push_back(std::move(points));
  }
  for (const auto &v : g.vertices)
    if (!v.synthetic())
      out.at[v.original] = LayoutPoint{v.x, v.y};
  return out;
}

} // namespace

LayoutLocations sugiyamaLayout(const LayoutGraph &graph, const LayoutParams &params, SugiyamaLayering layering,
                               const std::vector<int32_t> &javaHashes, bool eiglsperger) {
  LayoutLocations at(graph.vertexCount);
  if (graph.vertexCount == 0)
    return at;
  std::vector<Component> parts = components(graph, javaHashes);
  // appendAll: the first component's model replaces the size, each next one
  // goes to the right of what is there (its long edges' points stay put).
  int width = params.modelWidth, height = params.modelHeight;
  std::vector<std::vector<LayoutPoint>> articulations;
  for (size_t k = 0; k < parts.size(); ++k) {
    ComponentLayout c = runComponent(graph, parts[k], javaHashes, params, layering, parts.size() > 1, eiglsperger);
    int delta = k == 0 ? 0 : width;
    setSize(width, height, k == 0 ? c.width : width + c.width, std::max(height, c.height), params);
    for (size_t i = 0; i < parts[k].vertices.size(); ++i)
      at[parts[k].vertices[i]] = LayoutPoint{c.at[i].x + delta, c.at[i].y};
    for (auto &points : c.articulations)
      articulations.push_back(std::move(points));
  }
  // expandLayoutWidthOrHeight: the square of the larger side (the ratios
  // are int divisions), then centerIt moves x so the extent's middle is the
  // model's.
  int maxSize = std::max(width, height);
  double horizontalRatio = maxSize / width, verticalRatio = maxSize / height;
  auto scale = [&](LayoutPoint &p) {
    p.x *= horizontalRatio;
    p.y *= verticalRatio;
  };
  for (auto &p : at)
    scale(*p);
  for (auto &points : articulations)
    for (auto &p : points)
      scale(p);
  double minX = std::numeric_limits<double>::infinity(), maxX = -minX;
  for (const auto &p : at) {
    minX = std::min(minX, p->x);
    maxX = std::max(maxX, p->x);
  }
  for (const auto &points : articulations)
    for (const auto &p : points) {
      minX = std::min(minX, p.x);
      maxX = std::max(maxX, p.x);
    }
  double moveBy = minX + (maxX - minX) / 2 - maxSize / 2;
  for (auto &p : at)
    p->x -= moveBy;
  return at;
}

} // namespace tlacore::eval::natives::svg_layout
