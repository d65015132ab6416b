// The model of jungrapht's EiglspergerLayoutAlgorithm (EiglspergerRunnable):
// its graph elements (vertices, virtual vertices, the p- and q-vertices of
// long edges, their segments, containers of segments), its graph, and the
// crossing-reduction sweeps (svg_eiglsperger_sweep.cpp) the layout runs.
#pragma once

#include <cstddef>
#include <unordered_set>
#include <utility>
#include <vector>

#include "svg_sugiyama.h"

namespace tlacore::eval::natives::svg_layout::eiglsperger {

using sugiyama::kSynthetic;

// Vertex: a vertex of the component; Synthetic: the one virtual vertex of
// an edge spanning two layers; P, Q: the top and bottom of a longer edge;
// Segment: the vertical segment between them; Container: a sequence of
// segments; Source: the virtual edge end stepFive makes for a p/q-vertex.
enum class Kind { Vertex, Synthetic, P, Q, Segment, Container, Source };

// jungrapht's InsertionOrderSplayTree node (its size bookkeeping included).
struct SplayNode {
  size_t key = 0; // a Segment element
  int parent = -1, left = -1, right = -1;
  int size = 1;
};

struct Element {
  Kind kind = Kind::Vertex;
  size_t original = kSynthetic; // Vertex: the component's vertex
  int rank = 0, index = 0, pos = -1;
  double measure = -1;
  double x = 0, y = 0;
  size_t segment = kSynthetic;                 // P, Q
  size_t pVertex = kSynthetic, qVertex = kSynthetic; // Segment
  int root = -1;                               // Container: its splay tree
  bool segmentVertex() const { return kind == Kind::P || kind == Kind::Q; }
  // SyntheticLV and its subclasses (P, Q, Segment).
  bool syntheticLV() const { return kind == Kind::Synthetic || segmentVertex() || kind == Kind::Segment; }
};

enum class EdgeKind { Plain, Synthetic, Segment };

struct Edge {
  size_t source = 0, target = 0;
  EdgeKind kind = EdgeKind::Plain;
  bool alive = true;
};

// JGraphT's directed multigraph jungrapht builds the compaction graph in:
// vertices and edges in insertion order.
struct CompactionGraph {
  std::vector<size_t> vertices;
  std::unordered_set<size_t> present;
  std::vector<std::pair<size_t, size_t>> edges;
  void addVertex(size_t v) {
    if (present.insert(v).second)
      vertices.push_back(v);
  }
  bool contains(size_t v) const { return present.count(v) > 0; }
};

using List = std::vector<size_t>;

struct Model {
  std::vector<Element> el;
  std::vector<SplayNode> nodes;
  std::vector<Edge> edges; // svGraph's edges, in its edgeSet order with removed ones !alive
  std::vector<List> predecessors, successors; // NeighborCache of the final svGraph
  std::vector<List> layers;                   // layersArray

  size_t add(Kind kind) {
    Element e;
    e.kind = kind;
    el.push_back(e);
    return el.size() - 1;
  }
  // LV setters (a Container's keep pos and measure together).
  void setPos(size_t v, int pos) {
    el[v].pos = pos;
    if (el[v].kind == Kind::Container && el[v].measure == -1)
      el[v].measure = pos;
  }
  void setMeasure(size_t v, double measure) {
    el[v].measure = measure;
    if (el[v].kind == Kind::Container)
      el[v].pos = static_cast<int>(measure);
  }
  int rank(size_t v) const { return el[v].kind == Kind::Container ? 0 : el[v].rank; }
  bool isContainer(size_t v) const { return el[v].kind == Kind::Container; }

  // The container operations (Container / InsertionOrderSplayTree).
  size_t newContainer();
  int size(size_t container) const;
  void append(size_t container, size_t segment);
  void join(size_t container, size_t joiner);
  size_t splitAt(size_t container, int position); // returns the right part
  size_t splitAround(size_t container, size_t segment);
  bool containsSegment(size_t container, size_t segment) const;
  std::vector<size_t> segments(size_t container) const;

  void neighbors(); // fills predecessors and successors from the live edges
};

// EiglspergerStepsForward / Backward.sweep: one sweep over the layers,
// reordering them; returns its crossing weight and the compaction graph.
int sweep(Model &m, bool forward, CompactionGraph &compaction);

} // namespace tlacore::eval::natives::svg_layout::eiglsperger
