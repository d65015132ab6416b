// SVG!NodesOfDirectedMultiGraph with algo "Sugiyama": the stages of
// jungrapht's SugiyamaLayoutAlgorithm on small graphs and the coordinates of
// whole layouts, each derived by tracing the Java (SVG.java's builder,
// AbstractHierarchicalMinCrossLayoutAlgorithm, SugiyamaRunnable, GraphLayers,
// Synthetics, LevelCross, VerticalAlignment, HorizontalCompaction) by hand.
//
// Common to the layouts below: node_width 10 and node_height 15, which TLC
// swaps, so every vertex is 15 wide and 10 high; both offsets are then
// max(avg size, 50) = 50. view_width = view_height = 400: a 400 x 400 model.
// The integer vertices' Java hash codes (TLC's Value.hashCode, the xor of
// the fingerprint's halves with FP64 polynomial 0) put 0 in bucket 12, 1 in
// 0, 2 in 4, 3 in 8 and 4 in 12 of a 16-bucket HashSet: that is the order
// ConnectivityInspector hands each component's vertices to the layout.
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"
#include "eval/natives/svg_sugiyama.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;
namespace sg = eval::natives::svg_layout::sugiyama;

void expectHolds(const std::string &expr) {
  CheckRun r = checkText(
      {"---- MODULE Expr ----\nEXTENDS Naturals, Integers, Sequences, TLC, SVG\nASSUME " + expr + "\n====\n"}, "");
  ASSERT_EQ(r.stage, Stage::Loaded) << expr << ": " << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << expr << ": " << r.result.error.message;
}

std::string sugiyama(const std::string &nodes, const std::string &edges, const std::string &layering = "TOP_DOWN") {
  return "NodesOfDirectedMultiGraph(" + nodes + ", " + edges + R"(, [algo |-> "Sugiyama", layering |-> ")" + layering +
         R"(", view_width |-> 400, view_height |-> 400, node_width |-> 10, node_height |-> 15]))";
}

TEST(SvgSugiyamaStages, GreedyCycleRemoval) {
  // 0 -> 1 -> 2 -> 1, 2 -> 3: the sink 3 goes (with 2 -> 3), no sink is
  // left; the source 0 goes (with 0 -> 1); 1 and 2 both have out - in = 0,
  // so 1 comes first and gives its incoming 2 -> 1 (edge 2).
  sg::LayerGraph g;
  for (size_t v = 0; v < 4; ++v)
    g.addVertex(v);
  g.addEdge(0, 1, 0);
  g.addEdge(1, 2, 1);
  g.addEdge(2, 1, 2);
  g.addEdge(2, 3, 3);
  EXPECT_EQ(sg::greedyFeedbackArcs(g), std::vector<size_t>({2}));
  // Reversed: removed and added again last (the edge set's order).
  sg::reverseEdges(g, {2});
  ASSERT_EQ(g.liveEdges(), std::vector<size_t>({0, 1, 3, 4}));
  EXPECT_EQ(g.edges[4].source, 1u);
  EXPECT_EQ(g.edges[4].target, 2u);
  // A 3-cycle 0 -> 1 -> 2 -> 0: no sink, no source, all of degree
  // difference 0: 0 first gives 2 -> 0; then 1 and 2 have nothing incoming.
  sg::LayerGraph c;
  for (size_t v = 0; v < 3; ++v)
    c.addVertex(v);
  c.addEdge(0, 1, 0);
  c.addEdge(1, 2, 1);
  c.addEdge(2, 0, 2);
  EXPECT_EQ(sg::greedyFeedbackArcs(c), std::vector<size_t>({2}));
}

TEST(SvgSugiyamaStages, LayeringsAndVirtualVertices) {
  // 0 -> 1 -> 2 and 3 -> 2. TOP_DOWN: rows of the vertices nothing points
  // to: [0, 3], [1], [2], and 3 -> 2 spans two rows. LONGEST_PATH: from the
  // sinks up: [2], then [1, 3] (successors all placed), then [0]; reversed.
  auto graph = [] {
    sg::LayerGraph g;
    for (size_t v = 0; v < 4; ++v)
      g.addVertex(v);
    g.addEdge(0, 1, 0);
    g.addEdge(1, 2, 1);
    g.addEdge(3, 2, 2);
    return g;
  };
  sg::LayerGraph top = graph();
  sg::Layers layers = sg::topDownLayers(top);
  EXPECT_EQ(layers, sg::Layers({{0, 3}, {1}, {2}}));
  // The long edge 3 -> 2 becomes 3 -> v -> 2 with v (vertex 4) appended to
  // row 1; the working edge list loses it and gains the halves at its end.
  std::vector<size_t> edges = sg::addVirtualVertices(top, layers);
  EXPECT_EQ(layers, sg::Layers({{0, 3}, {1, 4}, {2}}));
  EXPECT_TRUE(top.vertices[4].synthetic());
  EXPECT_EQ(top.vertices[4].rank, 1);
  EXPECT_EQ(top.vertices[4].index, 1);
  EXPECT_EQ(edges, std::vector<size_t>({0, 1, 3, 4}));
  EXPECT_FALSE(top.edges[2].alive);
  sg::LayerGraph longest = graph();
  EXPECT_EQ(sg::longestPathLayers(longest), sg::Layers({{0}, {1, 3}, {2}}));
  EXPECT_EQ(longest.vertices[3].rank, 1);
  EXPECT_EQ(longest.vertices[3].index, 1);
}

TEST(SvgSugiyamaStages, CrossingCounts) {
  // Layers [0, 1, 2], [3, 4], [5] with 2 -> 3, 0 -> 4, 1 -> 4 (and 3, 4 ->
  // 5): 2 -> 3 crosses both edges into 4. LevelCross between the first two
  // levels sweeps positions 0 and 1 (the smaller level's size): at 0 the
  // right edges 0 -> 4 (top) and 2 -> 3 (bottom) meet, Rt * Rb = 1; at 1,
  // 2 -> 3 is a trailing bottom edge in the level tree (trb = 1) and 1 -> 4
  // a pair, trb * (Rt + pair) = 1. The last pair of levels is not counted
  // (AllLevelCross stops one early).
  sg::LayerGraph g;
  for (size_t v = 0; v < 6; ++v)
    g.addVertex(v);
  sg::Layers layers{{0, 1, 2}, {3, 4}, {5}};
  for (size_t i = 0; i < layers.size(); ++i)
    for (size_t j = 0; j < layers[i].size(); ++j) {
      g.vertices[layers[i][j]].rank = static_cast<int>(i);
      g.vertices[layers[i][j]].index = static_cast<int>(j);
    }
  g.addEdge(2, 3, 0);
  g.addEdge(0, 4, 1);
  g.addEdge(1, 4, 2);
  g.addEdge(4, 5, 3);
  g.addEdge(3, 5, 4);
  EXPECT_EQ(sg::allLevelCross(g, layers), 2);
  EXPECT_EQ(sg::crossingCount(g, {0, 1, 2}), 2);
  EXPECT_EQ(sg::crossingCount(g, {3, 4}), 0);
  // Two levels only: nothing is counted.
  layers.pop_back();
  EXPECT_EQ(sg::allLevelCross(g, layers), 0);
}

TEST(SvgSugiyamaLayout, Chain) {
  // 1 -> 2 -> 3: one vertex a row, so every alignment puts the three in one
  // block at x 0; plus the offsets: (50, 50), (50, 100), (50, 150).
  // Rows are 50 + 15 + 50 = 115 wide and 10 high: totalWidth 114, height 230.
  // Point range: x 50..50 + 50 = 50, y 50..150 + 50 = 150, times 1.1: 55
  // and 165. The model stays 400 x 400 (max(230, 400)): x scales by
  // 400 / 55 and y by 400 / 165: y = 121.2, 242.4, 363.6. Expanding changes
  // nothing (square); centering moves the extent (zero wide) to x 200.
  expectHolds(sugiyama("{1, 2, 3}", "{<<1, 2>>, <<2, 3>>}") +
              " = (1 :> [x |-> 200, y |-> 121]) @@ (2 :> [x |-> 200, y |-> 242]) @@ (3 :> [x |-> 200, y |-> 363])");
  // LONGEST_PATH gives the same rows.
  expectHolds(sugiyama("{1, 2, 3}", "{<<1, 2>>, <<2, 3>>}", "LONGEST_PATH") +
              " = (1 :> [x |-> 200, y |-> 121]) @@ (2 :> [x |-> 200, y |-> 242]) @@ (3 :> [x |-> 200, y |-> 363])");
}

TEST(SvgSugiyamaLayout, Diamond) {
  // Rows [1], [2, 3], [4] (2 before 3 in hash order); no crossing, so the
  // first sweep's order is kept. Brandes–Köpf: upper-left aligns 1-2-4 (3
  // alone, one offset right: 50), upper-right 1-3-4 (2 alone at 0; the block
  // after it at 50), lower-left 4-2-1 (3 at 50), lower-right 4-3-1 (at 50,
  // 2 at 0). All four are 50 wide: no shift. x + 50 per alignment: 1 and 4
  // get 50, 100, 50, 100 (mean of the middle two: 75), 2 always 50, 3 always
  // 100. Rows 115, 180, 115: totalWidth 178, height 230; range x 50..150 ->
  // 110, y 50..200 -> 165. Scaled: 1 (272.7, 121.2), 2 (181.8, 242.4),
  // 3 (363.6, 242.4), 4 (272.7, 363.6). Centering moves by 181.8 + 90.9 -
  // 200 = 72.7: 1 and 4 at 199.99999999999994 (truncated to 199), 2 at 109,
  // 3 at 290.
  expectHolds(sugiyama("{1, 2, 3, 4}", "{<<1, 2>>, <<1, 3>>, <<2, 4>>, <<3, 4>>}") +
              " = (1 :> [x |-> 199, y |-> 121]) @@ (2 :> [x |-> 109, y |-> 242]) @@ (3 :> [x |-> 290, y |-> 242])"
              " @@ (4 :> [x |-> 199, y |-> 363])");
}

TEST(SvgSugiyamaLayout, HashOrderDecidesTheRow) {
  // 0 -> 2 and 1 -> 2. The component's vertices come in HashSet order:
  // 1 (bucket 0), 2 (4), 0 (12), so the first row is [1, 0], not the set's
  // [0, 1]. Upper-left: 1-2 one block at 0, 0 at 50; upper-right: 0-2 at 50,
  // 1 at 0; lower-left: 2-1 at 0, 0 at 50; lower-right: 2-0 at 50, 1 at 0.
  // 1: 50, 0: 100, 2: 75 (y 50, 50, 100). Rows 180 and 115: totalWidth
  // 178, height 170; range 110 x 110; scaled by 400 / 110: 1 (181.8, 181.8),
  // 0 (363.6, 181.8), 2 (272.7, 363.6); centered by 72.7.
  expectHolds(sugiyama("{0, 1, 2}", "{<<0, 2>>, <<1, 2>>}") +
              " = (0 :> [x |-> 290, y |-> 181]) @@ (1 :> [x |-> 109, y |-> 181]) @@ (2 :> [x |-> 199, y |-> 363])");
}

TEST(SvgSugiyamaLayout, TranspositionRemovesACrossing) {
  // 1 -> 3, 1 -> 4, 2 -> 3: rows [1, 2], [3, 4]. The first sweep's medians
  // keep [3, 4] (both 0); transposing 3 and 4 lowers the crossings of the
  // edges into row 1 from 1 to 0: [4, 3]. With two rows AllLevelCross
  // counts nothing, so that first order is kept. Every alignment gives the
  // blocks 1-4 at 0 and 2-3 at 50: 1 (50, 50), 2 (100, 50), 4 (50, 100),
  // 3 (100, 100). Rows 180 wide: totalWidth 178, height 170; range
  // 110 x 110; scaled by 400 / 110 and centered by 72.7.
  expectHolds(sugiyama("{1, 2, 3, 4}", "{<<1, 3>>, <<1, 4>>, <<2, 3>>}") +
              " = (1 :> [x |-> 109, y |-> 181]) @@ (2 :> [x |-> 290, y |-> 181]) @@ (3 :> [x |-> 290, y |-> 363])"
              " @@ (4 :> [x |-> 109, y |-> 363])");
}

TEST(SvgSugiyamaLayout, CycleAndLongEdge) {
  // 1 -> 2 -> 3 -> 1: no sink or source; 1 (first of equal degree
  // difference) gives its incoming 3 -> 1, reversed to 1 -> 3. Rows [1],
  // [2], [3]; 1 -> 3 spans two and gets a virtual vertex v after 2 in row 1.
  // Brandes–Köpf as the diamond with v for 3: 1 (75, 50), 2 (50, 100),
  // v (100, 100), 3 (75, 150). Row 1 is 50 + 65 + 50 = 165 wide: totalWidth
  // 164, height 230; the range counts v: 110 x 165. The long edge's point
  // (v at 363.6) is part of the extent centering uses. The DAG 1 -> 2 -> 3
  // with 1 -> 3 is laid out the same.
  const std::string expected =
      " = (1 :> [x |-> 199, y |-> 121]) @@ (2 :> [x |-> 109, y |-> 242]) @@ (3 :> [x |-> 199, y |-> 363])";
  expectHolds(sugiyama("{1, 2, 3}", "{<<1, 2>>, <<2, 3>>, <<3, 1>>}") + expected);
  expectHolds(sugiyama("{1, 2, 3}", "{<<1, 2>>, <<2, 3>>, <<1, 3>>}") + expected);
}

TEST(SvgSugiyamaLayout, LongestPathLayering) {
  // 1 -> 2 -> 3 and 4 -> 3. LONGEST_PATH: [1], [2, 4], [3] (TOP_DOWN would
  // put 4 first to the right of 1). The first sweep puts 4 (no upper
  // neighbour: median -1) before 2: [4, 2]. Upper-left: 4-3 at 0, 1-2 at
  // 50; upper-right: 1-2-3 at 50, 4 at 0; lower-left: 3-4 at 0, 2-1 at 50;
  // lower-right: 3-2-1 at 50, 4 at 0. 1 and 2: 100, 4: 50, 3: 75. Rows
  // 115, 180, 115: as the diamond's.
  const std::string expected =
      " = (1 :> [x |-> 290, y |-> 121]) @@ (2 :> [x |-> 290, y |-> 242]) @@ (3 :> [x |-> 199, y |-> 363])"
      " @@ (4 :> [x |-> 109, y |-> 242])";
  expectHolds(sugiyama("{1, 2, 3, 4}", "{<<1, 2>>, <<2, 3>>, <<4, 3>>}", "LONGEST_PATH") + expected);
  // COFFMAN_GRAHAM (width 10): labels by in-degree, first of the least
  // first: 1 -> 0, 4 -> 1, 2 -> 2, 3 -> 3. From the sinks: 3; then of 2 and
  // 4 (successors placed) the higher label, 2, which needs a new layer (3
  // is not below yet); then 4 joins it (its successor 3 is below); then 1
  // opens a layer: reversed [1], [2, 4], [3], the same rows.
  expectHolds(sugiyama("{1, 2, 3, 4}", "{<<1, 2>>, <<2, 3>>, <<4, 3>>}", "COFFMAN_GRAHAM") + expected);
}

TEST(SvgSugiyamaLayout, ComponentsSideBySide) {
  // 1 -> 2 and 3 -> 4: two components, each laid out alone (as the chain:
  // points (50, 50), (50, 100), totalWidth 114, height 170, range 55 x 110)
  // in a model whose width is set to its totalWidth (114) as there are
  // several: x scales by 114 / 55: 103.6, y by 400 / 110. The second goes
  // 114 to the right. The model, 228 x 400, expands by 400 / 228 = 1 (int
  // division): nothing; centering moves by 103.6 + 57 - 200.
  expectHolds(sugiyama("{1, 2, 3, 4}", "{<<1, 2>>, <<3, 4>>}") +
              " = (1 :> [x |-> 143, y |-> 181]) @@ (2 :> [x |-> 143, y |-> 363]) @@ (3 :> [x |-> 257, y |-> 181])"
              " @@ (4 :> [x |-> 257, y |-> 363])");
  // An isolated vertex is a component of one: its model becomes 50 wide with
  // the vertex at (25, 400 / 2); appended at 114: (139, 200). The 164 x 400
  // model expands x by 400 / 164 = 2, then centers.
  expectHolds(sugiyama("{1, 2, 3}", "{<<1, 2>>}") +
              " = (1 :> [x |-> 164, y |-> 181]) @@ (2 :> [x |-> 164, y |-> 363]) @@ (3 :> [x |-> 235, y |-> 200])");
}

TEST(SvgSugiyamaLayout, MultiEdgesLoneVertexAndEmptyGraph) {
  // Two 1 -> 2 edges: one upper neighbour for the alignment, as a chain of
  // two: (50, 50), (50, 100), totalWidth 114, height 170, range 55 x 110,
  // the 400 x 400 model: x 363.6 centered to 200.
  expectHolds(sugiyama("{1, 2}", R"({<<1, 2, "x">>, <<1, 2, "y">>})") +
              " = (1 :> [x |-> 200, y |-> 181]) @@ (2 :> [x |-> 200, y |-> 363])");
  // One vertex: the runnable sets its model 50 wide and puts it at
  // (25, 200); appended, the 50 x 400 model expands x by 400 / 50 = 8.
  expectHolds(sugiyama(R"({"n"})", "{}") + R"( = [n |-> [x |-> 200, y |-> 200]])");
  expectHolds(sugiyama("{}", "{}") + " = <<>>");
}

// The EWD687a animation's use (Examples, EWD687a_anim.tla): its network of
// six processes (here the integers 0..5 for L, P1, .., P5, whose hash codes,
// unlike model values', do not depend on parsing), LONGEST_PATH, 96 x 96
// vertices in a 1000 x 1800 view, read by an invariant and an ALIAS in every
// state. Cycle removal (from the source 0 on, then 1, 2, 3, 4, 5 by degree
// difference) reverses 3 -> 1, 4 -> 3 and 5 -> 4, which leaves the path
// 0 -> 1 -> 2 -> 3 -> 4 -> 5 as the longest: one process per row, rows
// 96 apart from y 96. The y coordinates do not depend on the crossing
// reduction: range 96..576 + 96, times 1.1: 633; the rows (96 high, 96
// apart) make the model 288 + 5 * 192 = 1248 high (no row is wider), so
// y = 96 * (row + 1) * 1248 / 633.
TEST(SvgSugiyamaLayout, Ewd687aAnimationInAModelRun) {
  const std::string spec = R"(---- MODULE Ewd687aAnim ----
EXTENDS Naturals, SVG, TLC
Procs == 0..5
Edges == { <<0, 1>>, <<0, 2>>, <<0, 3>>, <<1, 2>>, <<1, 4>>, <<2, 3>>, <<2, 5>>,
           <<4, 3>>, <<4, 5>>, <<3, 1>>, <<3, 5>>, <<5, 4>> }
VARIABLE active
Init == active = 0
Next == active' = (active + 1) % 6
NodeDimension == 32
GraphNodePos == NodesOfDirectedMultiGraph(Procs, Edges,
    [algo |-> "Sugiyama", view_width |-> 1000, view_height |-> 1800, layering |-> "LONGEST_PATH",
     node_width |-> NodeDimension * 3, node_height |-> NodeDimension * 3])
E == LET ES[e \in Edges] == LET from == GraphNodePos[e[1]] to == GraphNodePos[e[2]]
                                mpt == PointOnLine(from, to, 2)
                            IN Group(<<Line(from.x, from.y, to.x, to.y, <<>>), Text(mpt.x, mpt.y, "m", <<>>)>>, <<>>)
     IN Group(ES, <<>>)
N == Group([p \in Procs |-> Rect(GraphNodePos[p].x, GraphNodePos[p].y, NodeDimension, NodeDimension,
                                 [fill |-> IF p = active THEN "red" ELSE "black"])], <<>>)
Alias == [active |-> active, _animator |-> SVGElemToString(Group(<<E, N>>, <<>>))]
Rows == [p \in Procs |-> GraphNodePos[p].y]
LaidOut == /\ DOMAIN GraphNodePos = Procs
           /\ Rows = (0 :> 189) @@ (1 :> 378) @@ (2 :> 567) @@ (3 :> 757) @@ (4 :> 946) @@ (5 :> 1135)
====
)";
  CheckRun r = checkText({spec}, "INIT Init\nNEXT Next\nINVARIANT LaidOut\nALIAS Alias\n");
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << r.result.error.message;
  EXPECT_EQ(r.result.distinct, 6u);
}

TEST(SvgSugiyamaLayout, UnsupportedOptionsFailNamingThem) {
  // The network simplex layering is not reproduced: an error naming the
  // option, not coordinates TLC would not give (svg_eiglsperger_test.cpp has
  // the Eiglsperger algorithm's layouts).
  for (const char *opts :
       {R"([algo |-> "Sugiyama", layering |-> "NETWORK_SIMPLEX", view_width |-> 9, view_height |-> 9, node_width |-> 1, node_height |-> 1])"}) {
    CheckRun r = checkText({std::string("---- MODULE Expr ----\nEXTENDS SVG\nASSUME NodesOfDirectedMultiGraph({1, 2}, "
                                        "{<<1, 2>>}, ") +
                            opts + ") = <<>>\n====\n"},
                           "");
    ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
    EXPECT_NE(r.result.error.message.find("tlacore does not support the option"), std::string::npos)
        << r.result.error.message;
  }
  // Negative vertex bounds: jungrapht's Rectangle fails once a component of
  // two vertices asks for them; lone vertices never do.
  CheckRun r = checkText(
      {"---- MODULE Expr ----\nEXTENDS Integers, SVG\nASSUME NodesOfDirectedMultiGraph({1, 2}, {<<1, 2>>}, [algo |-> "
       "\"Sugiyama\", layering |-> \"TOP_DOWN\", view_width |-> 9, view_height |-> 9, node_width |-> -1, node_height "
       "|-> 1]) = <<>>\n====\n"},
      "");
  EXPECT_NE(r.result.error.message.find("width and height must be non-negative"), std::string::npos)
      << r.result.error.message;
  expectHolds(R"(DOMAIN NodesOfDirectedMultiGraph({1, 2}, {}, [algo |-> "Sugiyama", layering |-> "TOP_DOWN",
                 view_width |-> 9, view_height |-> 9, node_width |-> -1, node_height |-> 1]) = {1, 2})");
}

} // namespace
} // namespace tlacore
