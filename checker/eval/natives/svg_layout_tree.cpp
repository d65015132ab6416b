// jungrapht's TreeLayoutAlgorithm as TLC runs it for NodesOfDirectedMultiGraph
// (algo other than "Sugiyama"/"Eiglsperger"): roots side by side, each
// subtree as wide as its children plus spacing, then the pass that moves
// vertices off vertical edges and the stretch that fills a square.
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "svg_layout.h"

namespace tlacore::eval::natives::svg_layout {

int32_t javaDoubleToInt(double d) {
  if (std::isnan(d))
    return 0;
  if (d >= static_cast<double>(std::numeric_limits<int32_t>::max()))
    return std::numeric_limits<int32_t>::max();
  if (d <= static_cast<double>(std::numeric_limits<int32_t>::min()))
    return std::numeric_limits<int32_t>::min();
  return static_cast<int32_t>(d);
}

namespace {

class TreeLayout {
public:
  TreeLayout(const LayoutGraph &graph, const LayoutParams &params)
      : graph_(graph), successors_(graph.vertexCount), inDegree_(graph.vertexCount, 0),
        degree_(graph.vertexCount, 0), width_(graph.vertexCount, 0), at_(graph.vertexCount) {
    // NeighborCache.successorsOf: the targets of the outgoing edges in edge
    // order, each once.
    for (auto [from, to] : graph.edges) {
      bool known = false;
      for (size_t s : successors_[from])
        known = known || s == to;
      if (!known)
        successors_[from].push_back(to);
      ++inDegree_[to];
      ++degree_[to];
      ++degree_[from];
    }
    // The vertex bounds replace the spacings by twice the average vertex
    // size (all vertices have the same bounds here).
    hSpacing_ = params.vertexWidth * 2;
    vSpacing_ = params.vertexHeight * 2;
  }

  LayoutLocations run(const LayoutParams &params) {
    size_t n = graph_.vertexCount;
    if (n == 0)
      return at_;
    if (n == 1) { // the lone vertex goes to the model's center
      at_[0] = LayoutPoint{static_cast<double>(params.modelWidth / 2), static_cast<double>(params.modelHeight / 2)};
      return at_;
    }
    // Roots: no incoming edge (or no edge at all), in vertex order with the
    // isolated vertices last (a stable sort on the isolation score).
    std::vector<size_t> roots;
    for (size_t v = 0; v < n; ++v)
      if (isRoot(v) && degree_[v] > 0)
        roots.push_back(v);
    for (size_t v = 0; v < n; ++v)
      if (degree_[v] == 0)
        roots.push_back(v);
    // No root: jungrapht lays out a spanning tree in a separate model and
    // makes it this model's initializer, which clears this model's
    // locations: TLC gets an empty map.
    if (roots.empty())
      return at_;

    std::vector<bool> measured(n, false);
    for (size_t root : roots)
      if (!measured[root])
        measureWidth(root, measured);

    int64_t x = hSpacing_;
    std::vector<bool> placed(n, false);
    for (size_t root : roots) {
      int64_t w = width_[root];
      x += w / 2;
      place(root, x, 0, placed);
      x += w / 2 + hSpacing_;
    }
    // Vertices no root reaches were never set; reading them below gives
    // them the cleared model's initializer, the origin.
    for (auto &p : at_)
      if (!p)
        p = LayoutPoint{};
    moveVerticesOffVerticalEdges();
    expandToFill();
    return at_;
  }

private:
  bool isRoot(size_t v) const { return inDegree_[v] == 0 || degree_[v] == 0; }
  bool isChild(size_t s, const std::vector<bool> &seen) const { return !isRoot(s) && !seen[s]; }

  // calculateWidth: the sum over the children not yet seen (in successor
  // order, each marking its subtree seen before the next is looked at) of
  // their widths plus the spacing, less one spacing, at least 0.
  void measureWidth(size_t root, std::vector<bool> &seen) {
    struct Frame {
      size_t vertex;
      size_t next = 0;
      int64_t sum = 0;
    };
    std::vector<Frame> stack;
    seen[root] = true;
    stack.push_back({root});
    while (!stack.empty()) {
      Frame &f = stack.back();
      const std::vector<size_t> &succ = successors_[f.vertex];
      while (f.next < succ.size() && !isChild(succ[f.next], seen))
        ++f.next;
      if (f.next < succ.size()) {
        size_t child = succ[f.next++];
        seen[child] = true;
        stack.push_back({child});
        continue;
      }
      int64_t width = std::max<int64_t>(0, f.sum - hSpacing_);
      width_[f.vertex] = width;
      stack.pop_back();
      if (!stack.empty())
        stack.back().sum += width + hSpacing_;
    }
  }

  // buildTree(vertex, x, y): the vertex one spacing below y at x, its
  // children from x - width/2 on, each centered in its own width; x is a
  // Java int, so each step truncates the double sum.
  void place(size_t root, int64_t rootX, int64_t parentY, std::vector<bool> &seen) {
    struct Frame {
      size_t vertex;
      int64_t x; // where the next child's width starts
      int64_t y;
      size_t next = 0;
    };
    std::vector<Frame> stack;
    auto enter = [&](size_t v, int64_t x, int64_t y) {
      seen[v] = true;
      y += vSpacing_;
      at_[v] = LayoutPoint{static_cast<double>(x), static_cast<double>(y)};
      x = javaDoubleToInt(static_cast<double>(x) - static_cast<double>(width_[v]) / 2);
      stack.push_back({v, x, y});
    };
    enter(root, rootX, parentY);
    while (!stack.empty()) {
      Frame &f = stack.back();
      const std::vector<size_t> &succ = successors_[f.vertex];
      while (f.next < succ.size() && !isChild(succ[f.next], seen))
        ++f.next;
      if (f.next == succ.size()) {
        stack.pop_back();
        continue;
      }
      size_t child = succ[f.next++];
      double childWidth = static_cast<double>(width_[child]);
      f.x = javaDoubleToInt(static_cast<double>(f.x) + childWidth / 2);
      int64_t childX = f.x, y = f.y;
      f.x = javaDoubleToInt(static_cast<double>(f.x) + (childWidth / 2 + static_cast<double>(hSpacing_)));
      enter(child, childX, y); // may reallocate the stack: f is not used after
    }
  }

  // moveVerticesThatOverlapVerticalEdges: a vertex on the line of a
  // vertical edge (same x at both ends), between its ends and not one of
  // them, moves right by one spacing per such edge.
  void moveVerticesOffVerticalEdges() {
    // The vertical edges by their x before anything moves (a map on the
    // source's x, as jungrapht's innerEdgeMap).
    std::map<double, std::vector<size_t>> verticalAt;
    for (size_t e = 0; e < graph_.edges.size(); ++e)
      if (at_[graph_.edges[e].first]->x == at_[graph_.edges[e].second]->x)
        verticalAt[at_[graph_.edges[e].first]->x].push_back(e);
    for (size_t v = 0; v < graph_.vertexCount; ++v) {
      auto line = verticalAt.find(at_[v]->x);
      if (line == verticalAt.end())
        continue;
      double vy = at_[v]->y;
      for (size_t e : line->second) {
        auto [from, to] = graph_.edges[e];
        if (v == from || v == to)
          continue;
        double low = at_[from]->y, high = at_[to]->y; // only x moves here
        if (low > high)
          std::swap(low, high);
        if (low <= vy && vy <= high)
          at_[v]->x += static_cast<double>(hSpacing_);
      }
    }
  }

  // expandToFill: the occupied rectangle, padded by one spacing on each
  // side, is stretched along its shorter side to a square (y measured from
  // its top when it is wider, x from its left when it is taller).
  void expandToFill() {
    double minX = std::numeric_limits<double>::infinity(), minY = minX;
    double maxX = -minX, maxY = -minX;
    for (const auto &p : at_) {
      minX = std::min(minX, p->x);
      minY = std::min(minY, p->y);
      maxX = std::max(maxX, p->x);
      maxY = std::max(maxY, p->y);
    }
    double left = minX - static_cast<double>(hSpacing_), top = minY - static_cast<double>(vSpacing_);
    double right = maxX + static_cast<double>(hSpacing_), bottom = maxY + static_cast<double>(vSpacing_);
    int32_t regionX = javaDoubleToInt(left), regionY = javaDoubleToInt(top);
    int32_t regionWidth = javaDoubleToInt(right - left), regionHeight = javaDoubleToInt(bottom - top);
    if (regionWidth > regionHeight) {
      double expansion = static_cast<double>(regionWidth) / regionHeight;
      for (auto &p : at_)
        p->y = expansion * (p->y - regionY);
    } else if (regionWidth < regionHeight) {
      double expansion = static_cast<double>(regionHeight) / regionWidth;
      for (auto &p : at_)
        p->x = expansion * (p->x - regionX);
    }
  }

  const LayoutGraph &graph_;
  std::vector<std::vector<size_t>> successors_;
  std::vector<size_t> inDegree_, degree_;
  std::vector<int64_t> width_; // calculateWidth's subtree widths
  LayoutLocations at_;
  int64_t hSpacing_ = 0, vSpacing_ = 0;
};

} // namespace

LayoutLocations treeLayout(const LayoutGraph &graph, const LayoutParams &params) {
  return TreeLayout(graph, params).run(params);
}

} // namespace tlacore::eval::natives::svg_layout
