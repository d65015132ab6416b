// jungrapht's EiglspergerRunnable from the layering on, as TLC's SVG override
// runs it: long edges as p/q-vertices joined by a segment (Synthetics), the
// best of 23 alternating sweeps, Brandes–Köpf over the compaction graph
// (its VerticalAlignment and HorizontalCompaction), then the runnable's
// scaling and the straightened long edges.
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "svg_eiglsperger.h"

namespace tlacore::eval::natives::svg_layout::sugiyama {
namespace {

namespace eg = eiglsperger;
using eg::Kind;
using eg::Model;

// The component's graph (vertices 0..n-1, its live edges in order) and
// its layers as the Eiglsperger model.
Model modelOf(const LayerGraph &g, const Layers &layers) {
  Model m;
  for (const LayerVertex &v : g.vertices) {
    size_t e = m.add(Kind::Vertex);
    m.el[e].original = v.original;
    m.el[e].rank = v.rank;
    m.el[e].index = v.index;
  }
  for (size_t e : g.liveEdges())
    m.edges.push_back(eg::Edge{g.edges[e].source, g.edges[e].target, eg::EdgeKind::Plain, true});
  m.layers = layers;
  return m;
}

// eiglsperger.Synthetics.createVirtualVerticesAndEdges.
void addSegments(Model &m) {
  std::vector<size_t> edges; // the working list (indices into m.edges)
  for (size_t e = 0; e < m.edges.size(); ++e)
    edges.push_back(e);
  auto addEdge = [&](size_t s, size_t t, eg::EdgeKind kind) {
    m.edges.push_back(eg::Edge{s, t, kind, true});
    edges.push_back(m.edges.size() - 1);
  };
  auto fixIndices = [&](int rank) {
    for (size_t i = 0; i < m.layers[rank].size(); ++i)
      m.el[m.layers[rank][i]].index = static_cast<int>(i);
  };
  for (size_t i = 0; i + 1 < m.layers.size(); ++i) {
    std::vector<size_t> current = m.layers[i];
    for (size_t v : current) {
      if (m.el[v].kind == Kind::P)
        continue;
      std::vector<size_t> longOnes;
      for (size_t e : edges)
        if (m.edges[e].kind != eg::EdgeKind::Segment && m.edges[e].source == v &&
            std::abs(m.el[m.edges[e].target].rank - m.el[v].rank) > 1)
          longOnes.push_back(e);
      for (size_t e : longOnes) {
        eg::Edge loser = m.edges[e];
        int sourceRank = m.el[loser.source].rank, targetRank = m.el[loser.target].rank;
        if (targetRank - sourceRank == 2) {
          size_t syn = m.add(Kind::Synthetic);
          m.el[syn].rank = sourceRank + 1;
          addEdge(loser.source, syn, eg::EdgeKind::Synthetic);
          addEdge(syn, loser.target, eg::EdgeKind::Synthetic);
          m.layers[sourceRank + 1].push_back(syn);
          fixIndices(sourceRank + 1);
        } else {
          size_t p = m.add(Kind::P), q = m.add(Kind::Q);
          m.el[p].rank = sourceRank + 1;
          m.el[q].rank = targetRank - 1;
          m.el[p].index = static_cast<int>(m.layers[sourceRank + 1].size());
          m.el[q].index = static_cast<int>(m.layers[targetRank - 1].size());
          size_t segment = m.add(Kind::Segment);
          m.el[segment].pVertex = p;
          m.el[segment].qVertex = q;
          m.el[p].segment = m.el[q].segment = segment;
          addEdge(loser.source, p, eg::EdgeKind::Synthetic);
          addEdge(p, q, eg::EdgeKind::Segment);
          addEdge(q, loser.target, eg::EdgeKind::Synthetic);
          m.layers[sourceRank + 1].push_back(p);
          m.layers[targetRank - 1].push_back(q);
          fixIndices(sourceRank + 1);
          fixIndices(targetRank - 1);
        }
        m.edges[e].alive = false;
        std::erase(edges, e);
      }
    }
  }
}

// VerticalAlignment (eiglsperger's): root and align of every layer element
// and compaction vertex, for upper/lower and leftmost/rightmost.
struct Alignment {
  std::map<size_t, size_t> root, align;
};

Alignment verticalAlignment(const Model &m, const eg::CompactionGraph &cg, bool upper, bool leftmost) {
  Alignment a;
  for (const auto &layer : m.layers)
    for (size_t v : layer)
      a.root[v] = a.align[v] = v;
  for (size_t v : cg.vertices)
    a.root[v] = a.align[v] = v;
  auto pos = [&](size_t v) { return m.el[v].pos; };
  int h = static_cast<int>(m.layers.size());
  std::vector<int> order;
  if (upper)
    for (int i = leftmost ? 0 : 1; i < h; ++i)
      order.push_back(i);
  else
    for (int i = h - 2; i >= 0; --i)
      order.push_back(i);
  Kind segmentEnd = upper ? Kind::Q : Kind::P;
  for (int i : order) {
    const auto &layer = m.layers[i];
    int r = -1;
    if (!leftmost) {
      const auto &previous = m.layers[upper ? i - 1 : i + 1];
      r = pos(previous.back()) + 1;
    }
    for (size_t step = 0; step < layer.size(); ++step) {
      size_t v = layer[leftmost ? step : layer.size() - 1 - step];
      std::vector<size_t> neighbors = upper ? m.predecessors[v] : m.successors[v];
      std::stable_sort(neighbors.begin(), neighbors.end(),
                       [&](size_t x, size_t y) { return m.el[x].index < m.el[y].index; });
      int d = static_cast<int>(neighbors.size());
      if (d == 0)
        continue;
      std::vector<int> measures;
      if (d % 2 == 0) {
        int lo = (d - 1) / 2, hi = d / 2;
        measures = leftmost ? std::vector<int>{lo, hi} : std::vector<int>{hi, lo};
      } else {
        measures = {(d - 1) / 2};
      }
      for (int k : measures) {
        if (a.align[v] != v)
          continue;
        size_t um = neighbors[k];
        if (m.el[v].kind == segmentEnd) { // alignSegmentVertexMoveCursor
          size_t other = m.el[v].kind == Kind::P ? m.el[m.el[v].segment].qVertex : m.el[m.el[v].segment].pVertex;
          a.root[v] = a.root[other];
          a.align[v] = a.root[v];
          r = pos(other);
        } else if (leftmost ? r < pos(um) : r > pos(um)) { // alignMoveCursor (no edge is marked)
          a.align[um] = v;
          a.root[v] = a.root[um];
          a.align[v] = a.root[v];
          r = pos(um);
        }
      }
    }
  }
  return a;
}

// eiglsperger.HorizontalCompaction: blocks placed along the compaction
// graph's edges (left to right or right to left).
struct Compaction {
  std::map<size_t, int> x;
  std::map<size_t, size_t> sink;
  std::map<size_t, int> shift;
};

Compaction horizontalCompaction(const Model &m, const eg::CompactionGraph &cg, const Alignment &a, bool leftToRight,
                                bool topToBottom, int delta) {
  constexpr int kInfinity = std::numeric_limits<int>::max();
  Compaction c;
  for (const auto &layer : m.layers)
    for (size_t v : layer) {
      c.sink[v] = v;
      c.shift[v] = kInfinity;
    }
  auto root = [&](size_t v) { return a.root.at(v); };
  // placeBlock with an explicit stack (a frame waits on the block of u
  // while it is placed): the block's elements w from v along align, a
  // p/q-vertex through its segment, each placed after the blocks of its
  // compaction graph predecessors (successors right to left).
  struct Frame {
    size_t v, w, cw;
    size_t edge = 0; // the next compaction graph edge to look at
    size_t u = kSynthetic;
    bool waiting = false;
  };
  auto compactionVertex = [&](size_t w) { return m.el[w].segmentVertex() ? m.el[w].segment : w; };
  auto placeAfter = [&](size_t v, size_t u) {
    if (c.sink.at(v) == v)
      c.sink[v] = c.sink.at(u);
    if (c.sink.at(v) != c.sink.at(u)) {
      size_t s = c.sink.at(u);
      c.shift[s] = leftToRight ? std::min(c.shift.at(s), c.x.at(v) - c.x.at(u) - delta)
                               : std::max(c.shift.at(s), c.x.at(u) - c.x.at(v) - delta);
    } else {
      c.x[v] = leftToRight ? std::max(c.x.at(v), c.x.at(u) + delta) : std::min(c.x.at(v), c.x.at(u) - delta);
    }
  };
  auto next = [&](size_t w) {
    if (m.el[w].kind == Kind::Segment)
      return topToBottom ? m.el[w].qVertex : m.el[w].pVertex;
    if (m.el[w].kind == Kind::P && topToBottom)
      return m.el[w].segment;
    if (m.el[w].kind == Kind::Q && !topToBottom)
      return m.el[w].segment;
    return a.align.at(w);
  };
  auto placeBlock = [&](size_t start) {
    if (c.x.count(start))
      return;
    c.x[start] = 0;
    std::vector<Frame> stack{Frame{start, start, compactionVertex(start)}};
    while (!stack.empty()) {
      Frame &f = stack.back();
      if (f.waiting) {
        f.waiting = false;
        placeAfter(f.v, f.u);
      }
      bool pushed = false;
      if (cg.contains(f.cw)) {
        while (f.edge < cg.edges.size()) {
          const auto &edge = cg.edges[f.edge++];
          if ((leftToRight ? edge.second : edge.first) != f.cw)
            continue;
          size_t pred = leftToRight ? edge.first : edge.second;
          size_t u = m.el[pred].kind == Kind::Segment ? root(topToBottom ? m.el[pred].pVertex : m.el[pred].qVertex)
                                                      : root(pred);
          if (c.x.count(u)) {
            placeAfter(f.v, u);
            continue;
          }
          f.u = u;
          f.waiting = true;
          c.x[u] = 0;
          stack.push_back(Frame{u, u, compactionVertex(u)}); // f may dangle now
          pushed = true;
          break;
        }
      }
      if (pushed)
        continue;
      f.w = next(f.w);
      if (f.w == f.v) {
        stack.pop_back();
        continue;
      }
      f.cw = compactionVertex(f.w);
      f.edge = 0;
    }
  };
  for (size_t v : cg.vertices) {
    if (m.el[v].kind == Kind::Segment) {
      size_t p = m.el[v].pVertex, q = m.el[v].qVertex;
      if (root(p) == p)
        placeBlock(p);
      if (root(q) == q)
        placeBlock(q);
    } else if (root(v) == v) {
      placeBlock(v);
    }
  }
  for (const auto &layer : m.layers)
    for (size_t v : layer) {
      size_t r = root(v);
      c.x[v] = c.x.at(r);
      if (c.shift.at(c.sink.at(r)) < kInfinity)
        c.x[v] += c.shift.at(c.sink.at(r));
    }
  return c;
}

// HorizontalCoordinateAssignment (with horizontal balancing): every layer
// element's point.
void assignCoordinates(Model &m, const eg::CompactionGraph &cg, int horizontalOffset, int verticalOffset) {
  m.neighbors();
  Compaction cs[4];
  const bool upper[4] = {true, true, false, false}, leftmost[4] = {true, false, true, false};
  for (int k = 0; k < 4; ++k)
    cs[k] = horizontalCompaction(m, cg, verticalAlignment(m, cg, upper[k], leftmost[k]), leftmost[k], upper[k],
                                 horizontalOffset);
  int lows[4], highs[4], narrowest = -1, leastWidth = std::numeric_limits<int>::max();
  for (int k = 0; k < 4; ++k) {
    lows[k] = highs[k] = cs[k].x.empty() ? 0 : cs[k].x.begin()->second;
    for (const auto &[v, x] : cs[k].x) {
      lows[k] = std::min(lows[k], x);
      highs[k] = std::max(highs[k], x);
    }
    if (highs[k] - lows[k] < leastWidth) {
      narrowest = k;
      leastWidth = highs[k] - lows[k];
    }
  }
  for (int k = 0; k < 4; ++k) {
    int d = (k == 0 || k == 2) ? lows[narrowest] - lows[k] : highs[narrowest] - highs[k];
    for (auto &[v, x] : cs[k].x)
      x += d;
  }
  for (size_t i = 0; i < m.layers.size(); ++i)
    for (size_t v : m.layers[i]) {
      double p[4];
      for (int k = 0; k < 4; ++k)
        p[k] = static_cast<double>(cs[k].x.at(v)) + horizontalOffset;
      std::sort(p, p + 4);
      m.el[v].x = (p[1] + p[2]) / 2.0;
      m.el[v].y = static_cast<double>(static_cast<int>(i) * verticalOffset) + verticalOffset;
    }
}

// DoubleStream.average (Kahan summation as the JDK's Collectors do it).
double javaAverage(const std::vector<double> &xs) {
  double sum = 0, compensation = 0;
  for (double x : xs) {
    double tmp = x - compensation;
    double velvel = sum + tmp;
    compensation = (velvel - sum) - tmp;
    sum = velvel;
  }
  return (sum - compensation) / static_cast<double>(xs.size());
}

} // namespace

ComponentLayout eiglspergerComponent(LayerGraph &g, const LayoutParams &params, SugiyamaLayering layering,
                                     size_t vertexCount) {
  Layers layers;
  switch (layering) {
  case SugiyamaLayering::LongestPath:
    layers = longestPathLayers(g);
    break;
  case SugiyamaLayering::CoffmanGraham:
    layers = coffmanGrahamLayers(g, 0); // EiglspergerRunnable passes width 0
    break;
  default:
    layers = topDownLayers(g);
  }
  Model m = modelOf(g, layers);
  addSegments(m);
  m.neighbors();
  size_t liveEdges = 0;
  for (const auto &e : m.edges)
    liveEdges += e.alive ? 1 : 0;
  int maxLevelCross = liveEdges > 200 ? 2 : 23;

  struct Saved {
    int rank, index, pos;
    double measure;
  };
  std::map<size_t, Saved> best;
  eg::CompactionGraph bestCompaction, compaction;
  int bestCrossCount = std::numeric_limits<int>::max();
  for (int i = 0; i < maxLevelCross; ++i) {
    int crossCount = eg::sweep(m, i % 2 == 0, compaction);
    if (crossCount < bestCrossCount) {
      bestCrossCount = crossCount;
      best.clear();
      for (const auto &layer : m.layers)
        for (size_t v : layer)
          best[v] = Saved{m.el[v].rank, m.el[v].index, m.el[v].pos, m.el[v].measure};
      bestCompaction = compaction;
    }
  }
  for (const auto &layer : m.layers)
    for (size_t v : layer) {
      const Saved &s = best.at(v);
      m.el[v].rank = s.rank;
      m.el[v].index = s.index;
      m.setPos(v, s.pos);
      m.setMeasure(v, s.measure);
    }
  for (auto &layer : m.layers) {
    std::stable_sort(layer.begin(), layer.end(), [&](size_t a, size_t b) { return m.el[a].index < m.el[b].index; });
    for (size_t j = 0; j < layer.size(); ++j)
      m.el[layer[j]].index = static_cast<int>(j);
  }

  int horizontalOffset = std::max(params.vertexWidth, 50), verticalOffset = std::max(params.vertexHeight, 50);
  assignCoordinates(m, bestCompaction, horizontalOffset, verticalOffset);

  // The rows' widths and heights give the size the model is set to.
  size_t rows = m.layers.size();
  std::vector<int> rowWidth(rows), rowHeight(rows);
  for (size_t i = 0; i < rows; ++i) {
    int width = horizontalOffset, maxHeight = 0;
    for (size_t v : m.layers[i]) {
      if (!m.el[v].syntheticLV()) {
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
  for (size_t i = 0; i < rows; ++i) {
    int previousWidth = 0;
    x += (widest - rowWidth[i]) / 2;
    y += rowHeight[i] / 2;
    if (i > 0)
      y += rowHeight[i - 1] / 2;
    int widthSoFar = 0;
    for (size_t v : m.layers[i]) {
      int vertexWidth = m.el[v].syntheticLV() ? 0 : params.vertexWidth;
      x += previousWidth / 2 + vertexWidth / 2 + horizontalOffset;
      widthSoFar = x + vertexWidth / 2;
      previousWidth = vertexWidth;
    }
    totalWidth = std::max(totalWidth, widthSoFar);
    x = horizontalOffset;
    y += verticalOffset;
    totalHeight = y + rowHeight[i] / 2;
  }
  int minX = std::numeric_limits<int>::max(), minY = minX, maxX = -1, maxY = -1;
  for (const auto &layer : m.layers)
    for (size_t v : layer) {
      minX = std::min(javaDoubleToInt(m.el[v].x), minX);
      maxX = std::max(javaDoubleToInt(m.el[v].x), maxX);
      minY = std::min(javaDoubleToInt(m.el[v].y), minY);
      maxY = std::max(javaDoubleToInt(m.el[v].y), maxY);
    }
  maxX += horizontalOffset;
  maxY += verticalOffset;
  int rangeWidth = maxX - minX, rangeHeight = maxY - minY;
  int offsetX = minX < 0 ? -minX + horizontalOffset : 0, offsetY = minY < 0 ? -minY + verticalOffset : 0;
  rangeWidth = javaDoubleToInt(rangeWidth * 1.1);
  rangeHeight = javaDoubleToInt(rangeHeight * 1.1);
  ComponentLayout out;
  out.width = params.modelWidth;
  out.height = params.modelHeight;
  out.at.resize(vertexCount);
  // EiglspergerRunnable sets the width to the total width, single component or not.
  setSize(out.width, out.height, totalWidth, std::max(std::max(totalWidth, totalHeight), out.height), params);
  double scaleX = static_cast<double>(out.width) / rangeWidth, scaleY = static_cast<double>(out.height) / rangeHeight;
  for (const auto &layer : m.layers)
    for (size_t v : layer) {
      m.el[v].x = (offsetX + m.el[v].x) * scaleX;
      m.el[v].y = (offsetY + m.el[v].y) * scaleY;
    }

  // alignArticulatedEdges: a long edge's inner points (its virtual vertex,
  // or its p- and q-vertex) move to their mean x, 20 further right when one
  // lies strictly between two earlier inner points of that x.
  std::vector<std::pair<double, double>> taken;
  std::vector<std::vector<size_t>> chains; // source, inner vertices..., target
  auto firstOutgoing = [&](size_t v) {
    for (const auto &e : m.edges)
      if (e.alive && e.source == v)
        return e.target;
    return kSynthetic;
  };
  for (const auto &edge : m.edges) {
    if (!edge.alive || edge.kind != eg::EdgeKind::Synthetic || m.el[edge.source].syntheticLV())
      continue;
    std::vector<size_t> chain{edge.source};
    size_t t = edge.target;
    while (m.el[t].syntheticLV()) {
      chain.push_back(t);
      t = firstOutgoing(t);
    }
    chain.push_back(t);
    std::vector<double> xs;
    for (size_t i = 1; i + 1 < chain.size(); ++i)
      xs.push_back(m.el[chain[i]].x);
    double mean = javaAverage(xs);
    bool overlap = false;
    for (size_t i = 1; i + 1 < chain.size(); ++i) {
      std::pair<double, double> p{mean, m.el[chain[i]].y};
      double yMin = std::numeric_limits<int>::max(), yMax = 0;
      for (const auto &q : taken)
        if (q.first == p.first) {
          yMin = std::min(yMin, q.second);
          yMax = std::max(yMax, q.second);
        }
      overlap = overlap || (yMin < p.second && p.second < yMax);
      taken.push_back(p);
      m.el[chain[i]].x = mean;
    }
    if (overlap)
      for (size_t i = 1; i + 1 < chain.size(); ++i)
        m.el[chain[i]].x += 20;
    chains.push_back(std::move(chain));
  }
  for (const auto &chain : chains) {
    std::vector<LayoutPoint> points;
    for (size_t v : chain)
      points.push_back(LayoutPoint{m.el[v].x, m.el[v].y});
    out.articulations.push_back(std::move(points));
  }
  for (const auto &e : m.el)
    if (e.kind == Kind::Vertex)
      out.at[e.original] = LayoutPoint{e.x, e.y};
  return out;
}

} // namespace tlacore::eval::natives::svg_layout::sugiyama
