// SVG!NodesOfDirectedMultiGraph: the tree layout's coordinates on small
// graphs, each derived by tracing jungrapht's TreeLayoutAlgorithm (as TLC's
// override runs it) by hand; TLC's errors; and a model whose states are
// checked against a layout, as an animation spec uses it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

const char *kExtends = "EXTENDS Naturals, Integers, Sequences, TLC, SVG";

CheckRun assume(const std::string &expr) {
  return checkText({std::string("---- MODULE Expr ----\n") + kExtends + "\nASSUME " + expr + "\n====\n"}, "");
}

void expectHolds(const std::string &expr) {
  CheckRun r = assume(expr);
  ASSERT_EQ(r.stage, Stage::Loaded) << expr << ": " << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << expr << ": " << r.result.error.message;
}

void expectError(const std::string &expr, const std::string &message) {
  CheckRun r = assume(expr);
  ASSERT_EQ(r.stage, Stage::Loaded) << expr << ": " << r.problem;
  EXPECT_NE(r.result.outcome, Outcome::Success) << expr;
  EXPECT_NE(r.result.error.message.find(message), std::string::npos)
      << expr << "\n  got: " << r.result.error.message << "\n want: " << message;
}

// The layout of nodes and edges under the tree algorithm with node_width 10
// and node_height 15 (the vertices are integers, whose order, unlike that
// of strings, does not depend on what was parsed before): TLC swaps them, so the vertices are 15 wide and 10
// high, the horizontal spacing is 2 * 15 = 30 and the vertical 2 * 10 = 20.
std::string tree(const std::string &nodes, const std::string &edges) {
  return "NodesOfDirectedMultiGraph(" + nodes + ", " + edges +
         R"(, [algo |-> "Tree", view_width |-> 200, view_height |-> 101, node_width |-> 10, node_height |-> 15]))";
}

// The function (first + i) :> [x |-> .., y |-> ..] over the "x, y" points given.
std::string points(const std::vector<std::string> &xy, int first = 1) {
  std::string out;
  for (size_t i = 0; i < xy.size(); ++i) {
    size_t comma = xy[i].find(',');
    out += (i ? " @@ (" : "(") + std::to_string(first + static_cast<int>(i)) + " :> [x |-> " + xy[i].substr(0, comma) +
           ", y |-> " + xy[i].substr(comma + 2) + "])";
  }
  return out;
}

TEST(SvgTreeLayout, Chain) {
  // 1 -> 2 -> 3. Root 1 (no incoming edge). Widths: 3 = 0,
  // 2 = max(0, (0 + 30) - 30) = 0, 1 = 0. x starts at the spacing 30; 1 at
  // (30, 0 + 20), 2 below it at (30, 40), 3 at (30, 60). Both edges are vertical but no vertex lies
  // strictly on another's edge. Extent x 30..30, y 20..60, padded by the
  // spacings: 60 wide, 80 high, so x stretches by 80/60 from the left 0:
  // 30 * 4/3 = 40.
  expectHolds(tree("{1, 2, 3}", "{<<1, 2>>, <<2, 3>>}") + " = " + points({"40, 20", "40, 40", "40, 60"}));
}

TEST(SvgTreeLayout, Tree) {
  // Successors in edge (set) order: 0 -> <<1, 2>>, 1 -> <<3, 4>>. Widths:
  // 2 = 3 = 4 = 0, 1 = (0+30) + (0+30) - 30 = 30, 0 = (30+30) + (0+30) - 30 = 60.
  // Root 0: x = 30 + 60/2 = 60, 0 at (60, 20); children from 60 - 30 = 30:
  // 1 at 30 + 15 = 45 (y 40), its children from 45 - 15 = 30: 3 at 30,
  // then 30 + 0 + 30 = 60: 4 at 60 (y 60); back in 0: 45 + 15 + 30 = 90: 2
  // at (90, 40). Extent x 30..90, y 20..60, padded 120 x 80: wider, so y
  // stretches by 1.5 from the top 0.
  expectHolds(tree("0..4", "{<<0, 1>>, <<0, 2>>, <<1, 3>>, <<1, 4>>}") + " = " +
              points({"60, 30", "45, 60", "90, 60", "30, 90", "60, 90"}, 0));
}

TEST(SvgTreeLayout, Diamond) {
  // 1 -> 2 -> 4 first (4 is measured and placed under 2), then 1 -> 3
  // (4 already seen). Widths: 2 = 3 = 4 = 0, 1 = 30. 1 at (45, 20), 2 at
  // (30, 40), 4 at (30, 60), 3 at (60, 40). Extent 30..60 x 20..60, padded
  // 90 x 80: y stretches by 90/80 = 1.125: 22.5, 45, 67.5, truncated.
  expectHolds(tree("{1, 2, 3, 4}", "{<<1, 2>>, <<1, 3>>, <<2, 4>>, <<3, 4>>}") + " = " +
              points({"45, 22", "30, 45", "60, 45", "30, 67"}));
}

TEST(SvgTreeLayout, VertexOnAVerticalEdgeMovesRight) {
  // 1 -> 2 -> 3 and 1 -> 3: 3 is placed under 2, all at x 30 (y 20, 40,
  // 60). The edge 1 -> 3 is vertical and 2 lies on it between its ends, so 2
  // moves right by the spacing 30. Extent 30..60 x 20..60, padded 90 x 80:
  // y stretches by 1.125.
  expectHolds(tree("{1, 2, 3}", "{<<1, 2>>, <<1, 3>>, <<2, 3>>}") + " = " + points({"30, 22", "60, 45", "30, 67"}));
}

TEST(SvgTreeLayout, VerticalEdgesAreFoundBeforeAnythingMoves) {
  // 1 -> 2 -> 3 -> 4 with 1 -> 3 and 2 -> 4: every vertex is a first child
  // or already seen, so all sit at x 30 (y 20, 40, 60, 80) and all five edges
  // are vertical. In vertex order: 2 is inside 1 -> 3 (20..60) and moves to
  // 60; 3 is inside 2 -> 4 (40..80) and moves too, although 2 has moved,
  // since the edges were grouped by x before; 4 is inside none. Extent
  // 30..60 x 20..80, padded 90 x 100: x stretches by 100/90 from 0.
  expectHolds(tree("{1, 2, 3, 4}", "{<<1, 2>>, <<1, 3>>, <<2, 3>>, <<2, 4>>, <<3, 4>>}") + " = " +
              points({"33, 20", "66, 40", "66, 60", "33, 80"}));
}

TEST(SvgTreeLayout, LongChainWithoutRecursion) {
  // A chain of 5000: all at x 30, vertex k at y 20k; padded extent 60 x
  // (20 * 5000 + 20), so x becomes 100020 / 60 * 30 = 50010.
  expectHolds("LET P == " + tree("1..5000", R"({<<i, i + 1>> : i \in 1..4999})") +
              R"( IN P[1] = [x |-> 50010, y |-> 20] /\ P[5000] = [x |-> 50010, y |-> 100000])");
}

TEST(SvgTreeLayout, CyclesAndIsolatedVertices) {
  // Every vertex has an incoming edge: jungrapht lays out a spanning tree in
  // another model and installs it as this model's initializer, which clears
  // this model's locations: TLC's map is empty.
  expectHolds(tree("{1, 2, 3}", "{<<1, 2>>, <<2, 3>>, <<3, 1>>}") + " = <<>>");
  // A root 0 reaching the cycle 1 <-> 2: 0, 1, 2 one under the other at x
  // 30 (no vertex strictly inside another's vertical edge), as the chain.
  expectHolds(tree("{0, 1, 2}", "{<<0, 1>>, <<1, 2>>, <<2, 1>>}") + " = " + points({"40, 20", "40, 40", "40, 60"}, 0));
  // Isolated vertices are roots placed after the others: 1 at (30, 20) with
  // 2 below at (30, 40), then 3 at 30 + 0 + 30 = 60 (y 20). Extent 30..60 x
  // 20..40, padded 90 x 60: y stretches by 1.5.
  expectHolds(tree("{1, 2, 3}", "{<<1, 2>>}") +
              " = (1 :> [x |-> 30, y |-> 30]) @@ (2 :> [x |-> 30, y |-> 60]) @@ (3 :> [x |-> 60, y |-> 30])");
  // A vertex with no edges first in the set's order still comes last.
  expectHolds(tree("{0, 1, 2}", "{<<1, 2>>}") +
              " = (0 :> [x |-> 60, y |-> 30]) @@ (1 :> [x |-> 30, y |-> 30]) @@ (2 :> [x |-> 30, y |-> 60])");
}

TEST(SvgTreeLayout, MultiEdgesLoneVertexAndEmptyGraph) {
  // Two 1 -> 2 edges (TLC takes the first two components of each tuple):
  // 1 at (30, 20), 2 at (30, 40); the padded extent is 60 x 60, square, so
  // nothing stretches.
  expectHolds(tree("{1, 2}", R"({<<1, 2, "x">>, <<1, 2, "y">>})") + " = " + points({"30, 20", "30, 40"}));
  // One vertex: the model's center, (width / 2, height / 2) where the model
  // is view_height (101) wide and view_width (200) high.
  expectHolds(tree(R"({"n"})", "{}") + R"( = [n |-> [x |-> 50, y |-> 100]])");
  expectHolds(tree("{}", "{}") + " = <<>>");
}

const std::string kJavaMethod = "Attempted to apply the operator overridden by the Java method\n"
                                "public static tlc2.value.impl.Value tlc2.overrides.SVG.directedMultiGraph("
                                "tlc2.value.impl.Value,tlc2.value.impl.Value,tlc2.value.impl.Value) throws "
                                "java.lang.Exception,\nbut it produced the following error:\n";

TEST(SvgTreeLayout, ErrorsAsTlc) {
  const std::string opts =
      R"([algo |-> "Tree", view_width |-> 200, view_height |-> 100, node_width |-> 10, node_height |-> 10])";
  expectError("NodesOfDirectedMultiGraph(1, {}, " + opts + ") = <<>>",
              kJavaMethod + "Nodes must be a set. Value given is of type: tlc2.value.impl.IntValue");
  expectError("NodesOfDirectedMultiGraph({}, <<1>>, " + opts + ") = <<>>",
              kJavaMethod + "Edges must be a set. Value given is of type: tlc2.value.impl.TupleValue");
  expectError("NodesOfDirectedMultiGraph({}, {}, 1) = <<>>",
              kJavaMethod + "Opts must be a record. Value given is of type: tlc2.value.impl.IntValue");
  expectError("NodesOfDirectedMultiGraph({1}, {<<1, 1>>}, " + opts + ") = <<>>", kJavaMethod + "loops not allowed");
  expectError("NodesOfDirectedMultiGraph({1}, {<<1, 2>>}, " + opts + ") = <<>>",
              kJavaMethod + "no such vertex in graph: 2");
  expectError("NodesOfDirectedMultiGraph({1}, {3}, " + opts + ") = <<>>",
              kJavaMethod + "class tlc2.value.impl.IntValue cannot be cast to class tlc2.value.impl.TupleValue");
  expectError(R"(NodesOfDirectedMultiGraph({1}, {}, [algo |-> "Tree"]) = <<>>)",
              "Attempted to access nonexistent field 'view_width' of record");
  expectError(R"(NodesOfDirectedMultiGraph({1}, {}, [view_width |-> 0, view_height |-> 5, algo |-> "Tree"]) = <<>>)",
              kJavaMethod + "Can't be <= zeros 5/0");
  // Negative vertex bounds fail in jungrapht's Rectangle once a vertex asks
  // for them (an empty graph never does).
  expectError(R"(NodesOfDirectedMultiGraph({1}, {}, [algo |-> "Tree", view_width |-> 9, view_height |-> 5,
                                                   node_width |-> -1, node_height |-> 5]) = <<>>)",
              kJavaMethod + "width and height must be non-negative");
  expectHolds(R"(NodesOfDirectedMultiGraph({}, {}, [algo |-> "Tree", view_width |-> 9, view_height |-> 5,
                                                  node_width |-> -1, node_height |-> 5]) = <<>>)");
  expectError(R"(NodesOfDirectedMultiGraph({1}, {}, [view_width |-> "a", view_height |-> 5]) = <<>>)",
              kJavaMethod + "class tlc2.value.impl.StringValue cannot be cast to class tlc2.value.impl.IntValue");
}

TEST(SvgLayeredLayouts, UnknownLayeringIsTlcsError) {
  // Layering.valueOf fails before any layout (svg_sugiyama_test.cpp has the
  // Sugiyama layouts, svg_eiglsperger_test.cpp the Eiglsperger ones).
  for (const char *algo : {"Sugiyama", "Eiglsperger"}) {
    const std::string opts = std::string("[algo |-> \"") + algo +
                             R"(", view_width |-> 200, view_height |-> 100, node_width |-> 10, node_height |-> 10, )";
    expectError("NodesOfDirectedMultiGraph({1, 2}, {<<1, 2>>}, " + opts + R"(layering |-> "BOTTOM_UP"]) = <<>>)",
                kJavaMethod + "No enum constant org.jungrapht.visualization.layout.algorithms.sugiyama.Layering.BOTTOM_UP");
  }
}

// An animation spec's use: the layout of a constant graph read in every
// state by an invariant and an ALIAS (the EWD840 animation's GraphNodePos,
// with the tree layout). Root 0 with children 1 and 2: widths 30 and 0, 0
// at 30 + 15 = 45, its children from 30: 1 at 30, 2 at 60 (y 20, 40, 40);
// padded extent 90 x 60, so y stretches by 1.5.
TEST(SvgTreeLayout, InAModelRun) {
  const std::string spec = R"(---- MODULE TokenAnim ----
EXTENDS Naturals, SVG, TLC
Procs == 0..2
VARIABLE token
Init == token = 0
Next == token' = (token + 1) % 3
GraphNodePos == NodesOfDirectedMultiGraph(Procs, {<<0, 1>>, <<0, 2>>},
    [algo |-> "Tree", view_width |-> 1000, view_height |-> 1800, node_width |-> 10, node_height |-> 15])
TokenCircle == Circle(GraphNodePos[token].x, GraphNodePos[token].y, 5, <<>>)
Frame == SVGElemToString(Group(<<TokenCircle>>, <<>>))
Alias == [token |-> token, frame |-> Frame]
PositionsAsLaidOut ==
  /\ GraphNodePos = (0 :> [x |-> 45, y |-> 30]) @@ (1 :> [x |-> 30, y |-> 60]) @@ (2 :> [x |-> 60, y |-> 60])
  /\ Frame \in STRING
====
)";
  CheckRun r = checkText({spec}, "INIT Init\nNEXT Next\nINVARIANT PositionsAsLaidOut\nALIAS Alias\n");
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << r.result.error.message;
  EXPECT_EQ(r.result.distinct, 3u);
}

} // namespace
} // namespace tlacore
