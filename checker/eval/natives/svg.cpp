// Native SVG operators, as TLC's CommunityModules override them
// (tlc2.overrides.SVG). NodesOfDirectedMultiGraph (a layout TLC computes
// with the jungrapht library) is in svg_multigraph.cpp.
#include <algorithm>
#include <cmath>

#include "natives.h"
#include "value/set_ops.h"

namespace tlacore::eval::natives {
namespace {

using val::Kind;
using val::Value;

// The field `name` of record `r`, or an error value when it has none.
Value field(const NativeCall &c, const Value &r, std::string_view name) {
  const Value *v = r.isFcn() ? val::lookup(r, c.ev.str(name)) : nullptr;
  return v ? *v : Value();
}

std::string replaceAll(const std::string &s, std::string_view from, std::string_view to) {
  std::string out;
  size_t start = 0;
  for (size_t at; (at = s.find(from, start)) != std::string::npos; start = at + from.size())
    out.append(s, start, at - start).append(to);
  return out.append(s, start, std::string::npos);
}

// SVGElemToString(elem): an element [name, attrs, children, innerText] as
// SVG text: attributes in record order, `_` in their names written `-`,
// values single-quoted, then the inner text (with << and >> escaped), then
// the children (a sequence, or the values of any function).
std::string svgElemText(const NativeCall &c, const Value &elem, int depth) {
  if (depth > 10000)
    c.ev.fail("SVGElemToString: the element is nested too deeply", c.range);
  Value name = field(c, elem, "name"), attrs = field(c, elem, "attrs");
  Value children = field(c, elem, "children"), inner = field(c, elem, "innerText");
  if (name.kind() != Kind::String || inner.kind() != Kind::String || !attrs.isFcn() || !children.isFcn())
    c.ev.fail("An SVG element must be a record [name, attrs, children, innerText], but it is: " + val::toString(elem),
              c.range);
  std::string out = "<";
  out.append(name.text());
  for (size_t i = 0; i < attrs.keys().size(); ++i) {
    const Value &k = attrs.keys()[i], &v = attrs.vals()[i];
    if (k.kind() != Kind::String || v.kind() != Kind::String)
      c.ev.fail("The attributes of an SVG element must be a record of strings, but they are: " + val::toString(attrs),
                c.range);
    std::string attr(k.text());
    std::replace(attr.begin(), attr.end(), '_', '-');
    out.append(" ").append(attr).append("='").append(v.text()).append("'");
  }
  std::string text = replaceAll(replaceAll(std::string(inner.text()), "<<", "&lt;&lt;"), ">>", "&gt;&gt;");
  out.append(">").append(text);
  for (const Value &child : children.vals())
    out += svgElemText(c, child, depth + 1);
  return out.append("</").append(name.text()).append(">");
}

Value svgElemToString(const NativeCall &c) { return c.ev.str(svgElemText(c, c.arg(0), 0)); }

int64_t intArg(const NativeCall &c, size_t i, std::string_view op) {
  Value v = c.arg(i);
  if (!v.isInt())
    argumentError(c, ordinal(i), op, "integer", v);
  return v.asInt();
}

Value point(const NativeCall &c, int64_t x, int64_t y) {
  return Value::record({{c.ev.str("x"), Value::integer(x)}, {c.ev.str("y"), Value::integer(y)}});
}

// NodeOfRingNetwork(cx, cy, r, n, m): the n-th of m points on the circle
// of radius r around (cx, cy), truncated to integers as TLC's (int) cast.
Value nodeOfRingNetwork(const NativeCall &c) {
  int64_t cx = intArg(c, 0, "NodeOfRingNetwork"), cy = intArg(c, 1, "NodeOfRingNetwork");
  int64_t r = intArg(c, 2, "NodeOfRingNetwork"), n = intArg(c, 3, "NodeOfRingNetwork");
  int64_t m = intArg(c, 4, "NodeOfRingNetwork");
  if (m == 0)
    c.ev.fail("NodeOfRingNetwork: the number of nodes must not be 0", c.range);
  double angle = (2.0 * M_PI / static_cast<double>(m)) * static_cast<double>(n);
  auto x = static_cast<int64_t>(static_cast<int32_t>(static_cast<double>(cx) + static_cast<double>(r) * std::cos(angle)));
  auto y = static_cast<int64_t>(static_cast<int32_t>(static_cast<double>(cy) + static_cast<double>(r) * std::sin(angle)));
  return point(c, x, y);
}

// PointOnLine(from, to, idx): from + (to - from) / idx per coordinate, in
// doubles truncated to integers (TLC's (int) cast, unlike the TLA+ \div).
Value pointOnLine(const NativeCall &c) {
  Value from = c.arg(0), to = c.arg(1);
  int64_t idx = intArg(c, 2, "PointOnLine");
  auto coord = [&](const Value &p, std::string_view name, size_t pos) {
    Value v = field(c, p, name);
    if (!v.isInt())
      argumentError(c, ordinal(pos), "PointOnLine", "record [x, y] of integers", p);
    return static_cast<double>(v.asInt());
  };
  double fx = coord(from, "x", 0), fy = coord(from, "y", 0), tx = coord(to, "x", 1), ty = coord(to, "y", 1);
  auto x = static_cast<int64_t>(static_cast<int32_t>(fx + (tx - fx) / static_cast<double>(idx)));
  auto y = static_cast<int64_t>(static_cast<int32_t>(fy + (ty - fy) / static_cast<double>(idx)));
  return point(c, x, y);
}

const NativeEntry kTable[] = {
    {"SVG", "SVGElemToString", svgElemToString},
    {"SVG", "NodeOfRingNetwork", nodeOfRingNetwork},
    {"SVG", "PointOnLine", pointOnLine},
    {"SVG", "NodesOfDirectedMultiGraph", svgNodesOfDirectedMultiGraph},
};

} // namespace

std::span<const NativeEntry> svgNatives() { return kTable; }

} // namespace tlacore::eval::natives
