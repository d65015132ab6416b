// SVG!NodesOfDirectedMultiGraph(nodes, edges, opts) as TLC's override
// (tlc2.overrides.SVG.directedMultiGraph): the graph, the options in the
// order TLC reads them, the layout (svg_layout_*.cpp) and TLC's errors.
#include <string>

#include "java_override.h"
#include "natives.h"
#include "svg_layout.h"
#include "tlc_fingerprint.h"
#include "eval/tlc_native_errors.h"
#include "value/set_ops.h"
#include "value/string_domain.h"
#include "value/tlc_compare.h"

namespace tlacore::eval::natives {
namespace {

using val::Kind;
using val::Value;

constexpr std::string_view kJavaMethod =
    "public static tlc2.value.impl.Value tlc2.overrides.SVG.directedMultiGraph("
    "tlc2.value.impl.Value,tlc2.value.impl.Value,tlc2.value.impl.Value) throws java.lang.Exception";

// The text of the ClassCastException of a Java cast `(to) v`.
std::string castException(const Value &v, std::string_view to) {
  std::string from = eval::javaValueClass(v), target = "tlc2.value.impl." + std::string(to);
  return "class " + from + " cannot be cast to class " + target + " (" + from + " and " + target +
         " are in unnamed module of loader 'app')";
}


// opts.apply(name): TLC's own error for a missing field.
Value option(const NativeCall &c, const Value &opts, std::string_view name) {
  const Value *v = val::lookup(opts, c.ev.str(name));
  if (!v)
    c.ev.failUnlocated("Attempted to access nonexistent field '" + std::string(name) + "' of record\n" +
                           val::tlcMessageText(opts),
                       c.range);
  return *v;
}

// (IntValue) opts.apply(name).val
int32_t intOption(const NativeCall &c, const Value &opts, std::string_view name) {
  Value v = option(c, opts, name);
  if (!v.isInt())
    failJavaOverride(c, kJavaMethod, castException(v, "IntValue"));
  return static_cast<int32_t>(v.asInt());
}

// ((StringValue) opts.apply(name)).val
std::string stringOption(const NativeCall &c, const Value &opts, std::string_view name) {
  Value v = option(c, opts, name);
  if (v.kind() != Kind::String)
    failJavaOverride(c, kJavaMethod, castException(v, "StringValue"));
  return std::string(v.text());
}

Value nodesOfDirectedMultiGraph(const NativeCall &c) {
  Value nodesArg = c.arg(0), edgesArg = c.arg(1), opts = c.arg(2);
  std::vector<Value> nodes, edges;
  if (!finiteSetElems(nodesArg, nodes))
    failJavaOverride(c, kJavaMethod, "Nodes must be a set. Value given is of type: " + eval::javaValueClass(nodesArg));
  if (!finiteSetElems(edgesArg, edges))
    failJavaOverride(c, kJavaMethod, "Edges must be a set. Value given is of type: " + eval::javaValueClass(edgesArg));
  if (!val::hasStringDomain(opts)) // o.toRcd() != null
    failJavaOverride(c, kJavaMethod, "Opts must be a record. Value given is of type: " + eval::javaValueClass(opts));

  // The vertices in the set's order, the edges <<from, to>> in theirs
  // (JGraphT's directed multigraph without self loops).
  svg_layout::LayoutGraph graph;
  graph.vertexCount = nodes.size();
  // The nodes (sorted, distinct) as the domain of a function, to find an edge's ends by keyIndex.
  Value nodeIndex = Value::sortedFcn(nodes, std::vector<Value>(nodes.size(), Value::boolean(true)));
  for (const Value &edge : edges) {
    std::vector<Value> ends;
    if (!edge.isFcn() || !val::asSequence(edge, ends))
      failJavaOverride(c, kJavaMethod, castException(edge, "TupleValue"));
    if (ends.size() < 2)
      failJavaOverride(c, kJavaMethod,
                       "Index " + std::to_string(ends.size()) + " out of bounds for length " + std::to_string(ends.size()));
    size_t from = val::keyIndex(nodeIndex, ends[0]), to = val::keyIndex(nodeIndex, ends[1]);
    if (from == val::npos || to == val::npos)
      failJavaOverride(c, kJavaMethod, "no such vertex in graph: " + val::toString(from == val::npos ? ends[0] : ends[1]));
    if (from == to)
      failJavaOverride(c, kJavaMethod, "loops not allowed");
    graph.edges.emplace_back(from, to);
  }

  // TLC swaps the names: the model is view_height wide and view_width high,
  // the vertices node_height wide and node_width high.
  int32_t viewHeight = intOption(c, opts, "view_width"), viewWidth = intOption(c, opts, "view_height");
  if (viewWidth <= 0 || viewHeight <= 0) // AbstractLayoutModel.setPreferredSize
    failJavaOverride(c, kJavaMethod,
                     "Can't be <= zeros " + std::to_string(viewWidth) + "/" + std::to_string(viewHeight));
  std::string algo = stringOption(c, opts, "algo");
  svg_layout::LayoutParams params;
  params.modelWidth = viewWidth;
  params.modelHeight = viewHeight;
  params.vertexHeight = intOption(c, opts, "node_width");
  params.vertexWidth = intOption(c, opts, "node_height");

  svg_layout::LayoutLocations at;
  if (algo == "Sugiyama" || algo == "Eiglsperger") {
    // Layering.valueOf(layering) first, as TLC's getAlgo.
    std::string layering = stringOption(c, opts, "layering");
    svg_layout::SugiyamaLayering kind;
    if (layering == "TOP_DOWN")
      kind = svg_layout::SugiyamaLayering::TopDown;
    else if (layering == "LONGEST_PATH")
      kind = svg_layout::SugiyamaLayering::LongestPath;
    else if (layering == "NETWORK_SIMPLEX")
      kind = svg_layout::SugiyamaLayering::NetworkSimplex;
    else if (layering == "COFFMAN_GRAHAM")
      kind = svg_layout::SugiyamaLayering::CoffmanGraham;
    else
      failJavaOverride(c, kJavaMethod,
                       "No enum constant org.jungrapht.visualization.layout.algorithms.sugiyama.Layering." + layering);
    // Not reproduced: rather no layout than one that differs from TLC's.
    // (jungrapht's NetworkSimplex breaks ties between entering edges with
    // an unseeded java.util.Random, so even TLC's coordinates vary by run.)
    if (kind == svg_layout::SugiyamaLayering::NetworkSimplex)
      c.ev.fail("NodesOfDirectedMultiGraph: tlacore does not support the option layering |-> \"NETWORK_SIMPLEX\" "
                "(jungrapht's NetworkSimplex, which breaks ties at random), whose coordinates TLC's override "
                "computes; use layering TOP_DOWN, LONGEST_PATH or COFFMAN_GRAHAM",
                c.range);
    // Only a component of two or more vertices asks for the vertices' bounds.
    if (!graph.edges.empty() && (params.vertexWidth < 0 || params.vertexHeight < 0))
      failJavaOverride(c, kJavaMethod, "width and height must be non-negative"); // new Rectangle(...)
    // TLC's Value.hashCode: the fingerprint's halves xor'ed.
    std::vector<int32_t> hashes;
    for (const Value &node : nodes) {
      uint64_t fp = tlcFingerprint(c, node);
      hashes.push_back(static_cast<int32_t>(static_cast<uint32_t>(fp >> 32) ^ static_cast<uint32_t>(fp)));
    }
    at = svg_layout::sugiyamaLayout(graph, params, kind, hashes, algo == "Eiglsperger");
  } else {
    // The layout asks for the vertices' bounds once there is a vertex.
    if (graph.vertexCount > 0 && (params.vertexWidth < 0 || params.vertexHeight < 0))
      failJavaOverride(c, kJavaMethod, "width and height must be non-negative"); // new Rectangle(...)
    at = svg_layout::treeLayout(graph, params);
  }

  std::vector<Value> keys, points;
  for (size_t v = 0; v < nodes.size(); ++v) {
    if (!at[v])
      continue;
    keys.push_back(nodes[v]);
    points.push_back(Value::record({{c.ev.str("x"), Value::integer(svg_layout::javaDoubleToInt(at[v]->x))},
                                    {c.ev.str("y"), Value::integer(svg_layout::javaDoubleToInt(at[v]->y))}}));
  }
  return Value::sortedFcn(std::move(keys), std::move(points));
}

} // namespace

Value svgNodesOfDirectedMultiGraph(const NativeCall &c) { return nodesOfDirectedMultiGraph(c); }

} // namespace tlacore::eval::natives
