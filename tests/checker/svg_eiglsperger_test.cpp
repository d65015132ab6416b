// SVG!NodesOfDirectedMultiGraph with algo "Eiglsperger": the containers of
// jungrapht's EiglspergerLayoutAlgorithm and the coordinates of whole
// layouts, each derived by tracing the Java by hand (SVG.java's builder,
// AbstractHierarchicalMinCrossLayoutAlgorithm, EiglspergerRunnable,
// eiglsperger.Synthetics, EiglspergerSteps/-Forward/-Backward, Container,
// InsertionOrderSplayTree, eiglsperger.VerticalAlignment and
// HorizontalCompaction, HorizontalCoordinateAssignment's balancing).
//
// As in svg_sugiyama_test.cpp: node_width 10 and node_height 15 (swapped by
// TLC: vertices 15 wide, 10 high), offsets 50, a 400 x 400 model, and the
// integers' hash buckets 0 -> 12, 1 -> 0, 2 -> 4, 3 -> 8, so a component of
// 0..3 reaches the layout as [1, 2, 3, 0].
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"
#include "eval/natives/svg_eiglsperger.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;
namespace eg = eval::natives::svg_layout::eiglsperger;

void expectHolds(const std::string &expr) {
  CheckRun r = checkText(
      {"---- MODULE Expr ----\nEXTENDS Naturals, Integers, Sequences, TLC, SVG\nASSUME " + expr + "\n====\n"}, "");
  ASSERT_EQ(r.stage, Stage::Loaded) << expr << ": " << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << expr << ": " << r.result.error.message;
}

std::string layout(const std::string &algo, const std::string &nodes, const std::string &edges,
                   const std::string &layering = "TOP_DOWN") {
  return "NodesOfDirectedMultiGraph(" + nodes + ", " + edges + R"(, [algo |-> ")" + algo + R"(", layering |-> ")" +
         layering + R"(", view_width |-> 400, view_height |-> 400, node_width |-> 10, node_height |-> 15]))";
}

std::string eiglsperger(const std::string &nodes, const std::string &edges, const std::string &layering = "TOP_DOWN") {
  return layout("Eiglsperger", nodes, edges, layering);
}

TEST(SvgEiglspergerStages, ContainerSplitAndJoin) {
  // Three segments appended: the splay tree n1(3) {n0, n2}. split at
  // position 0 keeps the node at 0 on the left (splayed to the root, its
  // right subtree cut off): [s0] and [s1, s2]. Splitting around s2 drops
  // it: [s1] and []. Joining [s0] and [s1] hangs s1 under s0: [s0, s1].
  eg::Model m;
  size_t c = m.newContainer();
  size_t s[3];
  for (size_t &seg : s) {
    seg = m.add(eg::Kind::Segment);
    m.append(c, seg);
  }
  EXPECT_EQ(m.size(c), 3);
  EXPECT_EQ(m.segments(c), std::vector<size_t>({s[0], s[1], s[2]}));
  size_t right = m.splitAt(c, 0);
  EXPECT_EQ(m.segments(c), std::vector<size_t>({s[0]}));
  EXPECT_EQ(m.segments(right), std::vector<size_t>({s[1], s[2]}));
  EXPECT_EQ(m.size(c), 1);
  EXPECT_EQ(m.size(right), 2);
  EXPECT_TRUE(m.containsSegment(right, s[2]));
  EXPECT_FALSE(m.containsSegment(c, s[2]));
  size_t rest = m.splitAround(right, s[2]);
  EXPECT_EQ(m.segments(right), std::vector<size_t>({s[1]}));
  EXPECT_EQ(m.size(rest), 0);
  m.join(c, right);
  EXPECT_EQ(m.segments(c), std::vector<size_t>({s[0], s[1]}));
  EXPECT_EQ(m.size(c), 2);
  // A position past the end splits nothing off: a new empty container.
  size_t none = m.splitAt(c, 5);
  EXPECT_EQ(m.size(none), 0);
  EXPECT_EQ(m.size(c), 2);
  // A container's pos sets its measure once (Container.setPos); setMeasure
  // sets the pos too.
  m.setPos(c, 4);
  EXPECT_EQ(m.el[c].measure, 4);
  m.setPos(c, 6);
  EXPECT_EQ(m.el[c].measure, 4);
  m.setMeasure(c, 2.5);
  EXPECT_EQ(m.el[c].pos, 2);
}

TEST(SvgEiglspergerStages, ForwardSweepSplitsAContainer) {
  // Rows [a, e], [b, c, P1, P2, P3], [d, Q1, Q2, Q3], [z]: a -> b, e -> c,
  // b -> d, c -> d, d -> z and three long edges a -> z as segments Pi -> Qi.
  // Row 1 by median of row 0's pos: b, P1..P3 (0) before c (1). Going to row
  // 2, the p-vertices' segments join one container at pos 1 (size 3)
  // between b (0) and c (4); d's measure is the median (0 + 4) / 2 = 2,
  // inside it: the container splits at k = ceil(2 - 1) = 1, keeping two
  // segments before d and one after. Each q-vertex then splits its
  // container around its segment: Q1, Q2, d, Q3. The transposition counts
  // weight 6 there (no swap helps: only the q-vertices share a measure).
  // Last, row 1 is sorted by the indices its elements were left with (c
  // took 1 when the emptied containers were dropped, the p-vertices keep
  // 1, 2, 3): b, P1, c, P2, P3. The compaction graph chains each row's
  // elements, a p/q-vertex standing for its segment.
  eg::Model m;
  auto vertex = [&](int rank) {
    size_t v = m.add(eg::Kind::Vertex);
    m.el[v].rank = rank;
    m.el[v].original = v;
    return v;
  };
  size_t a = vertex(0), e = vertex(0), b = vertex(1), c = vertex(1), d = vertex(2), z = vertex(3);
  m.layers = {{a, e}, {b, c}, {d}, {z}};
  auto edge = [&](size_t from, size_t to, eg::EdgeKind kind = eg::EdgeKind::Plain) {
    m.edges.push_back(eg::Edge{from, to, kind, true});
  };
  edge(a, b);
  edge(e, c);
  edge(b, d);
  edge(c, d);
  edge(d, z);
  size_t p[3], q[3], seg[3];
  for (int i = 0; i < 3; ++i) {
    p[i] = m.add(eg::Kind::P);
    q[i] = m.add(eg::Kind::Q);
    seg[i] = m.add(eg::Kind::Segment);
    m.el[p[i]].rank = 1;
    m.el[q[i]].rank = 2;
    m.el[p[i]].segment = m.el[q[i]].segment = seg[i];
    m.el[seg[i]].pVertex = p[i];
    m.el[seg[i]].qVertex = q[i];
    m.layers[1].push_back(p[i]);
    m.layers[2].push_back(q[i]);
    edge(a, p[i], eg::EdgeKind::Synthetic);
    edge(p[i], q[i], eg::EdgeKind::Segment);
    edge(q[i], z, eg::EdgeKind::Synthetic);
  }
  for (auto &layer : m.layers)
    for (size_t i = 0; i < layer.size(); ++i)
      m.el[layer[i]].index = static_cast<int>(i);
  m.neighbors();
  eg::CompactionGraph cg;
  EXPECT_EQ(eg::sweep(m, true, cg), 6);
  EXPECT_EQ(m.layers[1], eg::List({b, p[0], c, p[1], p[2]}));
  EXPECT_EQ(m.layers[2], eg::List({q[0], q[1], d, q[2]}));
  EXPECT_EQ(cg.vertices, eg::List({a, e, b, seg[0], seg[1], seg[2], c, d, z}));
  using E = std::pair<size_t, size_t>;
  EXPECT_EQ(cg.edges, std::vector<E>({{a, e}, {b, seg[0]}, {seg[0], seg[1]}, {seg[1], seg[2]}, {seg[2], c},
                                      {seg[0], seg[1]}, {seg[1], d}, {d, seg[2]}}));
  // z's measure: the median of pos 0, 1, 2, 3 (Q1, Q2, d, Q3) is
  // (1 * 1 + 2 * 1) / 2 = 1 in int arithmetic.
  EXPECT_EQ(m.el[z].measure, 1);
}

TEST(SvgEiglspergerStages, BackwardSweep) {
  // Bottom up the measures are the successors' positions and the
  // p-vertices are the ones split out of containers. Rows [a], [b, c],
  // [d, e] with a -> b, a -> c, b -> e, c -> d: from row 2 (d 0, e 1), b
  // measures 1 and c 0, so row 1 becomes [c, b]; no crossing is left.
  {
    eg::Model m;
    for (int rank : {0, 1, 1, 2, 2}) {
      size_t v = m.add(eg::Kind::Vertex);
      m.el[v].rank = rank;
    }
    const size_t a = 0, b = 1, c = 2, d = 3, e = 4;
    m.layers = {{a}, {b, c}, {d, e}};
    for (auto &layer : m.layers)
      for (size_t i = 0; i < layer.size(); ++i)
        m.el[layer[i]].index = static_cast<int>(i);
    for (auto [from, to] : std::vector<std::pair<size_t, size_t>>{{a, b}, {a, c}, {b, e}, {c, d}})
      m.edges.push_back(eg::Edge{from, to, eg::EdgeKind::Plain, true});
    m.neighbors();
    eg::CompactionGraph cg;
    EXPECT_EQ(eg::sweep(m, false, cg), 0);
    EXPECT_EQ(m.layers, std::vector<eg::List>({{a}, {c, b}, {d, e}}));
    EXPECT_EQ(cg.vertices, eg::List({d, e, c, b, a}));
  }
  // A segment P -> Q beside a -> b -> c -> z: going up from row 2, Q's
  // segment joins a container (pos 1) which row 1 takes over; P is split
  // out of it again, after b. The compaction graph has the segment after c
  // (row 2) and after b (row 1).
  eg::Model m;
  for (int rank : {0, 1, 2, 3}) {
    size_t v = m.add(eg::Kind::Vertex);
    m.el[v].rank = rank;
  }
  const size_t a = 0, b = 1, c = 2, z = 3;
  size_t p = m.add(eg::Kind::P), q = m.add(eg::Kind::Q), seg = m.add(eg::Kind::Segment);
  m.el[p].rank = 1;
  m.el[q].rank = 2;
  m.el[p].segment = m.el[q].segment = seg;
  m.el[seg].pVertex = p;
  m.el[seg].qVertex = q;
  m.layers = {{a}, {b, p}, {c, q}, {z}};
  for (auto &layer : m.layers)
    for (size_t i = 0; i < layer.size(); ++i)
      m.el[layer[i]].index = static_cast<int>(i);
  m.edges = {{a, b}, {b, c}, {c, z}, {a, p, eg::EdgeKind::Synthetic}, {p, q, eg::EdgeKind::Segment},
             {q, z, eg::EdgeKind::Synthetic}};
  m.neighbors();
  eg::CompactionGraph cg;
  EXPECT_EQ(eg::sweep(m, false, cg), 0);
  EXPECT_EQ(m.layers, std::vector<eg::List>({{a}, {b, p}, {c, q}, {z}}));
  EXPECT_EQ(cg.vertices, eg::List({z, c, seg, b, a}));
  EXPECT_EQ(cg.edges, (std::vector<std::pair<size_t, size_t>>{{c, seg}, {b, seg}}));
}

TEST(SvgEiglspergerLayout, Chain) {
  // 0 -> 1: one vertex a row, every alignment puts both in one block at 0:
  // (50, 50) and (50, 100). Rows 115 wide, 10 high: totalWidth 114, total
  // height 170; range 55 x 110. Unlike SugiyamaRunnable, EiglspergerRunnable
  // sets the model's width to totalWidth (114), so x = 50 * 114 / 55 =
  // 103.6, y = 181.8, 363.6; expanding multiplies x by 400 / 114 = 3 (int
  // division) and centering moves the one column to 200.
  expectHolds(eiglsperger("{0, 1}", "{<<0, 1>>}") +
              " = (0 :> [x |-> 200, y |-> 181]) @@ (1 :> [x |-> 200, y |-> 363])");
  // A multi-edge is one neighbour: the same layout.
  expectHolds(eiglsperger("{0, 1}", R"({<<0, 1, "a">>, <<0, 1, "b">>})") +
              " = (0 :> [x |-> 200, y |-> 181]) @@ (1 :> [x |-> 200, y |-> 363])");
  // A 2-cycle: greedy cycle removal reverses one edge, the same chain.
  expectHolds("DOMAIN " + eiglsperger("{0, 1}", "{<<0, 1>>, <<1, 0>>}") + " = {0, 1}");
  expectHolds(eiglsperger("{}", "{}") + " = <<>>");
  expectHolds(eiglsperger(R"({"n"})", "{}") + R"( = [n |-> [x |-> 200, y |-> 200]])");
}

TEST(SvgEiglspergerLayout, LongEdgeBecomesASegment) {
  // 0 -> 1 -> 2 -> 3 and 0 -> 3; locally L0..L3 = 1, 2, 3, 0, TOP_DOWN rows
  // [0], [1], [2], [3]. 0 -> 3 spans three rows: a p-vertex P in row 1 and a
  // q-vertex Q in row 2 joined by a segment S (Sugiyama would put a virtual
  // vertex in each row). The first forward sweep counts no crossing (row 1:
  // [1, P], row 2: [2, C(S) split around S into [], Q, []], row 3: [3]),
  // so it is the best; its compaction graph is 0, 1, S, 2, 3 with edges
  // 1 -> S and 2 -> S (the segment follows 1 in row 1 and 2 in row 2).
  // Alignments (by pos: 0, 1 | P 1 | 2 0, Q 1 | 3 0):
  //  upLeft: block 0-1-2-3, block P with Q (Q takes P's root); P's block is
  //    placed after the blocks of 1 and 2 (its compaction predecessors):
  //    x 0 for 0..3, 50 for P, Q.
  //  upRight: block 0-P-Q-3 and block 1-2, right to left: 1 at -50.
  //  downLeft: block 3-2-1-0, block Q with P: P, Q at 50.
  //  downRight: block 3-Q-P-0 ... as upRight: 1, 2 at -50.
  // All are 50 wide: upLeft (the first) is the narrowest; the right ones
  // shift by 50. Medians (+50): 0 at 75, 1 at 50, P at 100, 2 at 50, Q at
  // 100, 3 at 75; y 50, 100, 150, 200.
  // Rows 115, 165, 165, 115 wide: totalWidth 164, totalHeight 290; range
  // 110 x 220; the model 164 x 400. Scaled: x * 164 / 110, y * 400 / 220.
  // The long edge's inner points (P and Q) already share x. Expanding: x * 2
  // (400 / 164); centering moves x by 23.6.
  const std::string nodes = "{0, 1, 2, 3}", edges = "{<<0, 1>>, <<1, 2>>, <<2, 3>>, <<0, 3>>}";
  expectHolds(eiglsperger(nodes, edges) +
              " = (0 :> [x |-> 200, y |-> 90]) @@ (1 :> [x |-> 125, y |-> 181]) @@ "
              "(2 :> [x |-> 125, y |-> 272]) @@ (3 :> [x |-> 200, y |-> 363])");
  // Sugiyama's layout of the same graph differs (virtual vertices, its own
  // Brandes-Koepf and model size).
  expectHolds(layout("Sugiyama", nodes, edges) + " /= " + eiglsperger(nodes, edges));
}

TEST(SvgEiglspergerLayout, TwoSegmentsInOneContainer) {
  // As above with two parallel long edges 0 -> 3: two p-vertices in row 1,
  // two q-vertices in row 2, so row 2's container holds both segments
  // (joined when row 1's p-vertices leave it) and is split around each
  // q-vertex in turn. Compaction graph 0, 1, S1, S2, 2, 3 with edges 1 -> S1,
  // S1 -> S2, 2 -> S1, S1 -> S2. upLeft: 0..2 at 0, P1, Q1, 3 at 50 (block
  // of P1), P2, Q2 at 100; upRight: 1, 2 at -100, P1, Q1, 3 at -50, the
  // rest 0; downLeft: 1, 2, 3 at 0, 0, P1, Q1 at 50, P2, Q2 at 100;
  // downRight: 1, 2 at -100, 0, P1, Q1 at -50, the rest 0. All 100 wide;
  // medians (+50): 0 and 3 at 100, 1 and 2 at 50, P2/Q2 at 150. Rows 115,
  // 215, 215, 115: model 214 x 400, range 165 x 220; expanding keeps x
  // (400 / 214 = 1); centering counts the second long edge's points
  // (x 194.5) in the extent: x moves by -70.3.
  expectHolds(eiglsperger("{0, 1, 2, 3}", R"({<<0, 1>>, <<1, 2>>, <<2, 3>>, <<0, 3, "x">>, <<0, 3, "y">>})") +
              " = (0 :> [x |-> 200, y |-> 90]) @@ (1 :> [x |-> 135, y |-> 181]) @@ "
              "(2 :> [x |-> 135, y |-> 272]) @@ (3 :> [x |-> 200, y |-> 363])");
}

TEST(SvgEiglspergerLayout, DiamondByLayering) {
  // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3 (locally L3 -> L0, L3 -> L1, L0 -> L2,
  // L1 -> L2). TOP_DOWN (and LONGEST_PATH): rows [0], [1, 2], [3]; each
  // alignment pairs one middle vertex with 0 and 3: x 0 | 0, 50 | 0 (upLeft
  // and downLeft), the right ones shifted to the narrowest: medians (+50)
  // 75 | 50, 100 | 75. Rows 115, 180, 115: model 178 x 400, range 110 x 165;
  // expanding doubles x (400 / 178), centering moves it by 42.7.
  const std::string nodes = "{0, 1, 2, 3}", edges = "{<<0, 1>>, <<0, 2>>, <<1, 3>>, <<2, 3>>}";
  const std::string layered = " = (0 :> [x |-> 200, y |-> 121]) @@ (1 :> [x |-> 119, y |-> 242]) @@ "
                              "(2 :> [x |-> 280, y |-> 242]) @@ (3 :> [x |-> 200, y |-> 363])";
  expectHolds(eiglsperger(nodes, edges) + layered);
  expectHolds(eiglsperger(nodes, edges, "LONGEST_PATH") + layered);
  // COFFMAN_GRAHAM: EiglspergerRunnable asks for width 0, which is 4 / 10 =
  // 0 vertices a layer, so every vertex gets its own: [0], [1], [2], [3]
  // (1 before 2 by lambda), and 0 -> 2, 1 -> 3 span two rows: one virtual
  // vertex each (X in row 1 beside 1, Y in row 2 before 2, by median).
  // Medians (+50): 0 at 75, 1 at 50, X at 100, Y at 50, 2 at 100, 3 at 75;
  // rows 115, 165, 165, 115: model 164 x 400; centering counts X and Y.
  expectHolds(eiglsperger(nodes, edges, "COFFMAN_GRAHAM") +
              " = (0 :> [x |-> 200, y |-> 90]) @@ (1 :> [x |-> 125, y |-> 181]) @@ "
              "(2 :> [x |-> 274, y |-> 272]) @@ (3 :> [x |-> 200, y |-> 363])");
}

TEST(SvgEiglspergerLayout, UnavoidableCrossingAndCycle) {
  // K(2,2): 0, 1 -> 2, 3. Rows [1, 0], [2, 3] (locally [L0, L3], [L1, L2]):
  // the sweeps' transposition finds one weighted crossing either way, so
  // the first forward sweep (weight 1) stays the best. Each alignment makes
  // two straight blocks 50 apart: medians (+50) 50 and 100. Rows 180 wide:
  // model 178 x 400; x doubles and centers.
  expectHolds(eiglsperger("{0, 1, 2, 3}", "{<<0, 2>>, <<0, 3>>, <<1, 2>>, <<1, 3>>}") +
              " = (0 :> [x |-> 280, y |-> 181]) @@ (1 :> [x |-> 119, y |-> 181]) @@ "
              "(2 :> [x |-> 119, y |-> 363]) @@ (3 :> [x |-> 280, y |-> 363])");
  // The 3-cycle 0 -> 1 -> 2 -> 0 (locally L2 -> L0 -> L1 -> L2): greedy
  // cycle removal reverses L2 -> L0, so rows [1], [2], [0] with the
  // reversed edge 1 -> 0 spanning two rows (a virtual vertex beside 2).
  expectHolds(eiglsperger("{0, 1, 2}", "{<<0, 1>>, <<1, 2>>, <<2, 0>>}") +
              " = (0 :> [x |-> 200, y |-> 363]) @@ (1 :> [x |-> 200, y |-> 121]) @@ (2 :> [x |-> 125, y |-> 242])");
}

TEST(SvgEiglspergerLayout, DisconnectedParts) {
  // 0 -> 1 and a lone 2: the chain's component as above (model 114 wide,
  // x 103.6), the lone vertex's 50 wide model with it at (25, 200),
  // appended at 114: x 139. Expanding by 400 / 164 = 2, centering the
  // extent 207.3..278 on 200.
  expectHolds(eiglsperger("{0, 1, 2}", "{<<0, 1>>}") +
              " = (0 :> [x |-> 164, y |-> 181]) @@ (1 :> [x |-> 164, y |-> 363]) @@ (2 :> [x |-> 235, y |-> 200])");
}

TEST(SvgEiglspergerLayout, EveryLayeringOnGeneratedGraphs) {
  // The class: graphs of 2..12 vertices made of two modular maps (cycles,
  // long edges over several rows, parallel edges, one extra multi-edge),
  // under each supported layering: every vertex gets a location (the
  // runnable reaches the end on each).
  expectHolds(R"(LET O(l) == [algo |-> "Eiglsperger", layering |-> l, view_width |-> 600, view_height |-> 300,
                            node_width |-> 20, node_height |-> 30]
                    G(n, a, b) == {<<i, (i * a + b) % n>> : i \in {k \in 0..n-1 : (k * a + b) % n /= k}}
                IN \A n \in 2..12, a \in 2..4, b \in 1..3, l \in {"TOP_DOWN", "LONGEST_PATH", "COFFMAN_GRAHAM"} :
                     DOMAIN NodesOfDirectedMultiGraph(0..n-1, G(n, a, b) \cup G(n, a + 1, b + 2) \cup {<<0, n-1, "m">>},
                                                      O(l)) = 0..n-1)");
}

TEST(SvgEiglspergerLayout, NetworkSimplexStillFailsNamingIt) {
  CheckRun r = checkText({"---- MODULE Expr ----\nEXTENDS SVG\nASSUME " +
                          eiglsperger("{1, 2}", "{<<1, 2>>}", "NETWORK_SIMPLEX") + " = <<>>\n====\n"},
                         "");
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_NE(r.result.error.message.find("tlacore does not support the option layering |-> \"NETWORK_SIMPLEX\""),
            std::string::npos)
      << r.result.error.message;
}

// An animation spec's use: the long-edge graph above laid out once per
// state, read by an invariant and an ALIAS that renders it.
TEST(SvgEiglspergerLayout, InAModelRun) {
  const std::string spec = R"(---- MODULE EiglAnim ----
EXTENDS Naturals, SVG, TLC
Procs == 0..3
Edges == {<<0, 1>>, <<1, 2>>, <<2, 3>>, <<0, 3>>}
VARIABLE active
Init == active = 0
Next == active' = (active + 1) % 4
Pos == NodesOfDirectedMultiGraph(Procs, Edges,
    [algo |-> "Eiglsperger", layering |-> "TOP_DOWN", view_width |-> 400, view_height |-> 400,
     node_width |-> 10, node_height |-> 15])
N == Group([p \in Procs |-> Rect(Pos[p].x, Pos[p].y, 10, 10,
                                 [fill |-> IF p = active THEN "red" ELSE "black"])], <<>>)
Alias == [active |-> active, _animator |-> SVGElemToString(N)]
LaidOut == /\ [p \in Procs |-> Pos[p].y] = (0 :> 90) @@ (1 :> 181) @@ (2 :> 272) @@ (3 :> 363)
           /\ [p \in Procs |-> Pos[p].x] = (0 :> 200) @@ (1 :> 125) @@ (2 :> 125) @@ (3 :> 200)
====
)";
  CheckRun r = checkText({spec}, "INIT Init\nNEXT Next\nINVARIANT LaidOut\nALIAS Alias\n");
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << r.result.error.message;
  EXPECT_EQ(r.result.distinct, 4u);
}

} // namespace
} // namespace tlacore
