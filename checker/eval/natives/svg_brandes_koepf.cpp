// jungrapht's HorizontalCoordinateAssignment (Brandes–Köpf): marked type 1
// conflicts, four vertical alignments, a left-to-right compaction of each,
// balancing to the narrowest, and the average of the two median x.
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <set>
#include <utility>

#include "svg_sugiyama.h"

namespace tlacore::eval::natives::svg_layout::sugiyama {
namespace {

using Marked = std::set<std::pair<size_t, size_t>>; // (upper, lower) vertex pairs: graph.getEdge's edge

std::vector<size_t> byIndex(const LayerGraph &g, std::vector<size_t> vs) {
  std::stable_sort(vs.begin(), vs.end(), [&](size_t a, size_t b) { return g.vertices[a].index < g.vertices[b].index; });
  return vs;
}

// preprocessing: edges crossing an inner segment (between two virtual vertices).
Marked markConflicts(const LayerGraph &g, const Layers &layers, const Neighbors &n) {
  Marked marked;
  auto innerSegment = [&](size_t v) {
    if (!g.vertices[v].synthetic() || n.predecessors[v].empty())
      return false;
    return g.vertices[n.predecessors[v].front()].synthetic();
  };
  int h = static_cast<int>(layers.size());
  for (int i = 1; i <= h - 2 - 1; ++i) {
    const auto &li = layers[i];
    const auto &next = layers[i + 1];
    int k0 = 0;
    size_t el = 0;
    for (size_t el1 = 0; el1 < next.size(); ++el1) {
      bool inner = innerSegment(next[el1]);
      if (el1 == next.size() - 1 || inner) {
        int k1 = static_cast<int>(li.size()) - 1;
        if (inner)
          k1 = g.vertices[n.predecessors[next[el1]].front()].index;
        for (; el <= el1; ++el) {
          size_t v = next[el];
          for (size_t u : byIndex(g, n.predecessors[v])) {
            int k = g.vertices[u].index;
            if (k < k0 || k > k1)
              marked.insert({u, v});
          }
        }
        k0 = k1;
      }
    }
  }
  return marked;
}

struct Alignment {
  std::vector<size_t> root, align;
};

// VerticalAlignment: upper (predecessors, top down) or lower (successors,
// bottom up), leftmost (left to right, floor median first) or rightmost.
Alignment verticalAlignment(const LayerGraph &g, const Layers &layers, const Neighbors &n, const Marked &marked,
                            bool upper, bool leftmost) {
  Alignment a;
  a.root.resize(g.vertices.size());
  a.align.resize(g.vertices.size());
  for (size_t v = 0; v < g.vertices.size(); ++v)
    a.root[v] = a.align[v] = v;
  int h = static_cast<int>(layers.size());
  // LeftmostUpper starts at layer 0 (which has no predecessors), RightmostUpper at 1.
  std::vector<int> order;
  if (upper)
    for (int i = leftmost ? 0 : 1; i <= h - 1; ++i)
      order.push_back(i);
  else
    for (int i = h - 2; i >= 0; --i)
      order.push_back(i);
  for (int i : order) {
    const auto &layer = layers[i];
    int r = leftmost ? -1 : static_cast<int>(layers[upper ? i - 1 : i + 1].size()) + 1;
    for (size_t step = 0; step < layer.size(); ++step) {
      size_t v = layer[leftmost ? step : layer.size() - 1 - step];
      std::vector<size_t> neighbors = byIndex(g, upper ? n.predecessors[v] : n.successors[v]);
      int d = static_cast<int>(neighbors.size());
      if (d == 0)
        continue;
      int lo = static_cast<int>(std::floor((d - 1) / 2.0)), hi = static_cast<int>(std::ceil((d - 1) / 2.0));
      for (int m : leftmost ? std::vector<int>{lo, hi} : std::vector<int>{hi, lo}) {
        if (a.align[v] == v) {
          size_t um = neighbors[m];
          bool notMarked = !marked.count(upper ? std::make_pair(um, v) : std::make_pair(v, um));
          int p = g.vertices[um].index;
          if (notMarked && (leftmost ? r < p : r > p)) {
            a.align[um] = v;
            a.root[v] = a.root[um];
            a.align[v] = a.root[v];
            r = p;
          }
        }
        if (lo == hi)
          break;
      }
    }
  }
  return a;
}

// HorizontalCompaction: blocks placed left to right, each at least delta
// right of its left neighbour's block, classes shifted against each other.
std::vector<int> compaction(const LayerGraph &g, const Layers &layers, const Alignment &a, int delta) {
  size_t count = g.vertices.size();
  constexpr int kInfinity = std::numeric_limits<int>::max();
  std::vector<std::optional<int>> x(count);
  std::vector<size_t> sink(count);
  std::vector<int> shift(count, kInfinity);
  for (size_t v = 0; v < count; ++v)
    sink[v] = v;
  auto pred = [&](size_t w) { return layers[g.vertices[w].rank][g.vertices[w].index - 1]; };
  // placeBlock, with an explicit stack: a frame waits on the block of u.
  struct Frame {
    size_t v, w, u;
    bool waiting;
  };
  auto placeBlock = [&](size_t start) {
    if (x[start])
      return;
    std::vector<Frame> stack;
    x[start] = 0;
    stack.push_back({start, start, 0, false});
    while (!stack.empty()) {
      Frame &f = stack.back();
      if (f.waiting) {
        f.waiting = false;
        size_t v = f.v, u = f.u;
        if (sink[v] == v)
          sink[v] = sink[u];
        if (sink[v] != sink[u])
          shift[sink[u]] = std::min(shift[sink[u]], *x[v] - *x[u] - delta);
        else
          x[v] = std::max(*x[v], *x[u] + delta);
        f.w = a.align[f.w];
        if (f.w == f.v)
          stack.pop_back();
        continue;
      }
      if (g.vertices[f.w].index > 0) {
        size_t u = a.root[pred(f.w)];
        f.u = u;
        f.waiting = true;
        if (!x[u]) {
          x[u] = 0;
          stack.push_back({u, u, 0, false}); // f may dangle now
        }
        continue;
      }
      f.w = a.align[f.w];
      if (f.w == f.v)
        stack.pop_back();
    }
  };
  for (const auto &layer : layers)
    for (size_t v : layer)
      if (a.root[v] == v)
        placeBlock(v);
  std::vector<int> out(count, 0);
  for (const auto &layer : layers)
    for (size_t v : layer) {
      size_t r = a.root[v];
      out[v] = *x[r];
      if (shift[sink[r]] < kInfinity)
        out[v] += shift[sink[r]];
    }
  return out;
}

} // namespace

void brandesKoepf(LayerGraph &g, const Layers &layers, const Neighbors &n, int horizontalOffset, int verticalOffset) {
  Marked marked = markConflicts(g, layers, n);
  // upLeft, upRight, downLeft, downRight.
  std::vector<int> xs[4];
  const bool upper[4] = {true, true, false, false}, leftmost[4] = {true, false, true, false};
  for (int k = 0; k < 4; ++k)
    xs[k] = compaction(g, layers, verticalAlignment(g, layers, n, marked, upper[k], leftmost[k]), horizontalOffset);
  // horizontalBalancing: align the left (0, 2) or right (1, 3) borders with
  // the narrowest.
  std::vector<size_t> all;
  for (const auto &layer : layers)
    all.insert(all.end(), layer.begin(), layer.end());
  int lows[4], highs[4], narrowest = -1, leastWidth = std::numeric_limits<int>::max();
  for (int k = 0; k < 4; ++k) {
    lows[k] = highs[k] = all.empty() ? 0 : xs[k][all.front()];
    for (size_t v : all) {
      lows[k] = std::min(lows[k], xs[k][v]);
      highs[k] = std::max(highs[k], xs[k][v]);
    }
    if (highs[k] - lows[k] < leastWidth) {
      narrowest = k;
      leastWidth = highs[k] - lows[k];
    }
  }
  for (int k = 0; k < 4; ++k) {
    int d = (k == 0 || k == 2) ? lows[narrowest] - lows[k] : highs[narrowest] - highs[k];
    for (size_t v : all)
      xs[k][v] += d;
  }
  // AverageMedian.averageMedianPoint: the mean of the middle two x.
  for (size_t i = 0; i < layers.size(); ++i)
    for (size_t v : layers[i]) {
      double p[4];
      for (int k = 0; k < 4; ++k)
        p[k] = static_cast<double>(xs[k][v]) + horizontalOffset;
      std::sort(p, p + 4);
      g.vertices[v].x = (p[1] + p[2]) / 2.0;
      g.vertices[v].y = static_cast<double>(static_cast<int>(i) * verticalOffset) + verticalOffset;
    }
}

} // namespace tlacore::eval::natives::svg_layout::sugiyama
