// The graph layouts behind SVG!NodesOfDirectedMultiGraph: tlacore's own
// implementation of what TLC's override computes with the jungrapht library
// (the same steps, iteration orders and integer/double arithmetic, since the
// coordinates are the result).
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace tlacore::eval::natives::svg_layout {

// A directed multigraph without self loops: vertices 0..vertexCount-1 in the
// order they were added, edges (source, target) in the order they were added.
struct LayoutGraph {
  size_t vertexCount = 0;
  std::vector<std::pair<size_t, size_t>> edges;
};

struct LayoutPoint {
  double x = 0;
  double y = 0;
};

// What the layout reads besides the graph: the layout model's size and every
// vertex's bounds (TLC gives all vertices Rectangle.of(-5, -5, width, height)).
struct LayoutParams {
  int modelWidth = 0;
  int modelHeight = 0;
  int vertexWidth = 0;
  int vertexHeight = 0;
};

// One entry per vertex: its location in the layout model, or nullopt when
// the model holds none for it (its getLocations() leaves it out).
using LayoutLocations = std::vector<std::optional<LayoutPoint>>;

// jungrapht's TreeLayoutAlgorithm (TLC's default algorithm).
LayoutLocations treeLayout(const LayoutGraph &graph, const LayoutParams &params);

// The layerings SugiyamaLayoutAlgorithm takes (jungrapht's Layering enum).
enum class SugiyamaLayering { TopDown, LongestPath, NetworkSimplex, CoffmanGraham };

// jungrapht's SugiyamaLayoutAlgorithm (svg_sugiyama*.cpp), or with
// eiglsperger its EiglspergerLayoutAlgorithm (svg_eiglsperger*.cpp: the
// same components, cycle removal and layering, then Eiglsperger's steps).
// javaHashes: each vertex's Java hashCode (TLC's Value.hashCode), which
// orders the HashSet jungrapht splits the graph into components with.
LayoutLocations sugiyamaLayout(const LayoutGraph &graph, const LayoutParams &params, SugiyamaLayering layering,
                               const std::vector<int32_t> &javaHashes, bool eiglsperger = false);

// Java's (int) of a double (Double.intValue): truncation toward zero, NaN
// to 0, saturating at the int range.
int32_t javaDoubleToInt(double d);

} // namespace tlacore::eval::natives::svg_layout
