// The stages of jungrapht's SugiyamaLayoutAlgorithm (SugiyamaRunnable) as TLC's
// SVG override runs it: the layered graph they share and one function per
// stage (svg_sugiyama_*.cpp, svg_brandes_koepf.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "svg_layout.h"

namespace tlacore::eval::natives::svg_layout::sugiyama {

constexpr size_t kSynthetic = static_cast<size_t>(-1);

// jungrapht's LV: a vertex of the graph (original = its index in the
// component) or a virtual one on a long edge (original = kSynthetic).
struct LayerVertex {
  size_t original = kSynthetic;
  int rank = 0;
  int index = 0;
  int pos = -1;
  double measure = -1;
  double x = 0, y = 0;
  bool synthetic() const { return original == kSynthetic; }
};

// jungrapht's LE: original is the component's edge it stands for.
struct LayerEdge {
  size_t source = 0, target = 0;
  size_t original = 0;
  bool synthetic = false; // a piece of a long edge (Synthetics)
  bool alive = true;
};

// The JGraphT graph jungrapht works on: vertices and edges in insertion
// order (its LinkedHashMaps); removed edges stay as !alive.
struct LayerGraph {
  std::vector<LayerVertex> vertices;
  std::vector<LayerEdge> edges;
  size_t addVertex(size_t original);
  size_t addEdge(size_t source, size_t target, size_t original, bool synthetic = false);
  std::vector<size_t> liveEdges() const; // edgeSet() in order
};

// NeighborCache: each vertex's distinct predecessors and successors.
struct Neighbors {
  std::vector<std::vector<size_t>> predecessors, successors;
};
Neighbors neighborsOf(const LayerGraph &g);

using Layers = std::vector<std::vector<size_t>>; // vertex ids, by rank then index

// GreedyCycleRemoval's feedback arcs (edge ids), in the order found.
std::vector<size_t> greedyFeedbackArcs(const LayerGraph &g);
// Reverses them as SugiyamaRunnable does (removed, re-added last).
void reverseEdges(LayerGraph &g, const std::vector<size_t> &arcs);

// GraphLayers.assign (TOP_DOWN), longestPath (LONGEST_PATH) and
// coffmanGraham (COFFMAN_GRAHAM, width 10): ranks and indices set.
Layers topDownLayers(LayerGraph &g);
Layers longestPathLayers(LayerGraph &g);
Layers coffmanGrahamLayers(LayerGraph &g, int width);

// Synthetics.createVirtualVerticesAndEdges: a chain of virtual vertices for
// each edge spanning more than one layer. Returns the edges list it keeps.
std::vector<size_t> addVirtualVertices(LayerGraph &g, Layers &layers);

// The crossing reduction of SugiyamaRunnable.run: `iterations` alternating
// median sweeps with transposition, keeping the order with the fewest
// crossings (AllLevelCross). `edges` is what addVirtualVertices returned.
void reduceCrossings(LayerGraph &g, Layers &layers, const std::vector<size_t> &edges, const Neighbors &n,
                     int iterations, int transposeLimit);
// AllLevelCross.allLevelCross (LevelCross between each pair of levels but the last).
int allLevelCross(const LayerGraph &g, const Layers &layers);
// The bilayer crossing count of the transposition step.
int crossingCount(const LayerGraph &g, const std::vector<size_t> &edges);

// HorizontalCoordinateAssignment (Brandes–Köpf): every vertex's x and y.
void brandesKoepf(LayerGraph &g, const Layers &layers, const Neighbors &n, int horizontalOffset,
                  int verticalOffset);

// A component's layout model after its runnable: size and locations (by
// the component's vertex order), and the points of its long edges.
struct ComponentLayout {
  int width = 0, height = 0;
  std::vector<LayoutPoint> at;
  std::vector<std::vector<LayoutPoint>> articulations;
};

// The model's setSize: a size <= 0 falls back to the preferred one.
inline void setSize(int &width, int &height, int w, int h, const LayoutParams &params) {
  width = w <= 0 ? params.modelWidth : w;
  height = h <= 0 ? params.modelHeight : h;
}

// EiglspergerRunnable.run from the layering on (svg_eiglsperger*.cpp), on a
// component of two or more vertices whose feedback arcs g has reversed.
ComponentLayout eiglspergerComponent(LayerGraph &g, const LayoutParams &params, SugiyamaLayering layering,
                                     size_t vertexCount);

} // namespace tlacore::eval::natives::svg_layout::sugiyama
