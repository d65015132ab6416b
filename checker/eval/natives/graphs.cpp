// Native Graphs and UndirectedGraphs operators, as TLC's CommunityModules
// override them (tlc2.overrides.AbstractGraphs, Graphs, UndirectedGraphs):
// directed edges are 2-tuples <<from, to>>, undirected ones sets {a, b}
// ({a} a loop); edges of another shape or outside G.node are ignored.
#include <algorithm>
#include <numeric>

#include "natives.h"
#include "value/set_ops.h"
#include "value/string_domain.h"

namespace tlacore::eval::natives {
namespace {

using val::Value;

enum class Mode { Forward, Transpose, Symmetric };

struct Graph {
  std::vector<Value> nodes; // in TLC's order
  std::vector<Value> edges;
  std::vector<std::vector<size_t>> adj;
};

// G as a record with set-valued node and edge fields, or TLC's argument error
// (AbstractGraphs.toGraph): G must convert to a record (Value.toRcd: a function
// whose domain is all strings -- the empty function and <<>> are the empty
// record -- or the empty string), then its node field and its edge field, in
// that order, must be present and sets; a missing field is reported as not a set.
Graph toGraph(const NativeCall &c, std::string_view op, std::string_view pos, std::string_view kind, const Value &g) {
  auto error = [&](std::string_view detail) {
    argumentError(c, pos, op, std::string(kind) + " " + std::string(detail), g);
  };
  const bool emptyString = g.kind() == val::Kind::String && g.text().empty();
  if (!emptyString && !val::hasStringDomain(g))
    error("record with a node and an edge field");
  const Value *node = emptyString ? nullptr : val::lookup(g, c.ev.str("node"));
  Graph out;
  if (!node || !finiteSetElems(*node, out.nodes))
    error("record whose node field is a set");
  const Value *edge = val::lookup(g, c.ev.str("edge"));
  if (!edge || !finiteSetElems(*edge, out.edges))
    error("record whose edge field is a set");
  return out;
}

size_t indexOf(const Graph &g, const Value &v) {
  auto it = std::lower_bound(g.nodes.begin(), g.nodes.end(), v,
                             [](const Value &a, const Value &b) { return val::compare(a, b) < 0; });
  return it != g.nodes.end() && *it == v ? static_cast<size_t>(it - g.nodes.begin()) : g.nodes.size();
}

// The endpoints of a directed edge (a 2-tuple) or an undirected one (a set of one or two nodes).
std::optional<std::pair<Value, Value>> endpoints(const Value &edge, bool directed) {
  std::vector<Value> parts;
  if (directed) {
    if (!sequenceElems(edge, parts) || parts.size() != 2)
      return std::nullopt;
    return std::make_pair(parts[0], parts[1]);
  }
  if (!finiteSetElems(edge, parts) || parts.empty() || parts.size() > 2)
    return std::nullopt;
  return std::make_pair(parts.front(), parts.back());
}

void buildAdjacency(Graph &g, bool directed, Mode mode) {
  g.adj.assign(g.nodes.size(), {});
  for (const Value &e : g.edges) {
    auto ends = endpoints(e, directed);
    if (!ends)
      continue;
    size_t from = indexOf(g, ends->first), to = indexOf(g, ends->second);
    if (from == g.nodes.size() || to == g.nodes.size())
      continue;
    if (mode == Mode::Transpose)
      std::swap(from, to);
    g.adj[from].push_back(to);
    if (mode == Mode::Symmetric && from != to)
      g.adj[to].push_back(from);
  }
}

// Breadth-first search from `from` over the indexed nodes: marks each node reached in `seen`
// (not cleared first, so one array serves several searches), appends it to `order`, and stops
// early once `target` is reached (g.nodes.size(): never).
void search(const Graph &g, size_t from, std::vector<uint8_t> &seen, std::vector<size_t> &order, size_t target) {
  size_t head = order.size();
  seen[from] = 1;
  order.push_back(from);
  while (head < order.size()) {
    size_t v = order[head++];
    for (size_t w : g.adj[v])
      if (!seen[w]) {
        seen[w] = 1;
        order.push_back(w);
        if (w == target)
          return;
      }
  }
}

std::vector<uint8_t> reachable(const Graph &g, size_t from) {
  std::vector<uint8_t> seen(g.nodes.size(), 0);
  std::vector<size_t> order;
  order.reserve(g.nodes.size());
  search(g, from, seen, order, g.nodes.size());
  return seen;
}

Value simplePath(const NativeCall &c, std::string_view kind, bool directed, Mode mode) {
  Graph g = toGraph(c, "SimplePath", "first", kind, c.arg(0));
  buildAdjacency(g, directed, mode);
  std::vector<Value> paths;
  std::vector<size_t> path;
  std::vector<uint8_t> on(g.nodes.size(), 0);
  auto extend = [&](auto &self, size_t v) -> void {
    path.push_back(v);
    on[v] = 1;
    std::vector<Value> elems;
    for (size_t i : path)
      elems.push_back(g.nodes[i]);
    paths.push_back(Value::tuple(std::move(elems)));
    for (size_t w : g.adj[v])
      if (!on[w])
        self(self, w);
    on[v] = 0;
    path.pop_back();
  };
  for (size_t v = 0; v < g.nodes.size(); ++v)
    extend(extend, v);
  return Value::set(std::move(paths));
}

Value areConnectedIn(const NativeCall &c, std::string_view kind, bool directed, Mode mode) {
  Value m = c.arg(0), n = c.arg(1);
  Graph g = toGraph(c, "AreConnectedIn", "third", kind, c.arg(2));
  size_t a = indexOf(g, m), b = indexOf(g, n);
  if (a == g.nodes.size() || b == g.nodes.size())
    return Value::boolean(false);
  if (a == b)
    return Value::boolean(true);
  buildAdjacency(g, directed, mode);
  std::vector<uint8_t> seen(g.nodes.size(), 0);
  std::vector<size_t> order;
  search(g, a, seen, order, b);
  return Value::boolean(seen[b] != 0);
}

constexpr std::string_view kDirected = "graph", kUndirected = "undirected graph";

Value graphsSimplePath(const NativeCall &c) { return simplePath(c, kDirected, true, Mode::Forward); }
Value graphsAreConnectedIn(const NativeCall &c) { return areConnectedIn(c, kDirected, true, Mode::Forward); }

// Every node reachable from the first node, forward and in the transposed graph.
Value graphsIsStronglyConnected(const NativeCall &c) {
  Graph g = toGraph(c, "IsStronglyConnected", "first", kDirected, c.arg(0));
  if (g.nodes.empty())
    return Value::boolean(true);
  for (Mode mode : {Mode::Forward, Mode::Transpose}) {
    buildAdjacency(g, true, mode);
    std::vector<uint8_t> r = reachable(g, 0);
    if (std::find(r.begin(), r.end(), 0) != r.end())
      return Value::boolean(false);
  }
  return Value::boolean(true);
}

Value undirectedSimplePath(const NativeCall &c) { return simplePath(c, kUndirected, false, Mode::Symmetric); }
Value undirectedAreConnectedIn(const NativeCall &c) { return areConnectedIn(c, kUndirected, false, Mode::Symmetric); }

// The sets of nodes connected to each other: one search per component over one shared visited
// array (linear in nodes and edges).
Value undirectedConnectedComponents(const NativeCall &c) {
  Graph g = toGraph(c, "ConnectedComponents", "first", kUndirected, c.arg(0));
  buildAdjacency(g, false, Mode::Symmetric);
  std::vector<uint8_t> seen(g.nodes.size(), 0);
  std::vector<size_t> order;
  order.reserve(g.nodes.size());
  std::vector<Value> comps;
  for (size_t v = 0; v < g.nodes.size(); ++v) {
    if (seen[v])
      continue;
    size_t first = order.size();
    search(g, v, seen, order, g.nodes.size());
    std::vector<Value> members;
    members.reserve(order.size() - first);
    for (size_t i = first; i < order.size(); ++i)
      members.push_back(g.nodes[order[i]]);
    comps.push_back(Value::set(std::move(members)));
  }
  return Value::set(std::move(comps));
}

const NativeEntry kTable[] = {
    {"Graphs", "SimplePath", graphsSimplePath},
    {"Graphs", "AreConnectedIn", graphsAreConnectedIn},
    {"Graphs", "IsStronglyConnected", graphsIsStronglyConnected},
    {"UndirectedGraphs", "SimplePath", undirectedSimplePath},
    {"UndirectedGraphs", "AreConnectedIn", undirectedAreConnectedIn},
    {"UndirectedGraphs", "ConnectedComponents", undirectedConnectedComponents},
};

} // namespace

std::span<const NativeEntry> graphsNatives() { return kTable; }

} // namespace tlacore::eval::natives
