// The product of a behaviour graph and a tableau (live::ProductGraph) is the
// same built on 1, 2 and 4 threads: node for node (state, tableau node, BFS
// parent, steps) and step for step, on random graphs whose states are all
// initial (CoffeeCan's shape: the initial nodes numbered in parallel), some
// initial, or few initial with wide BFS levels (the levels' targets
// numbered in parallel), for tableaux with one and several initial nodes.
#include <gtest/gtest.h>

#include <oneapi/tbb/task_arena.h>

#include <random>

#include "live/product_graph.h"

namespace tlacore::live {
namespace {

using K = LiveNode::Kind;

// Atoms 0 and 1: state predicates p and q.
LiveFormula twoPredicates() {
  LiveFormula f;
  f.atoms.resize(2);
  return f;
}

// A random graph of `states` states: steps to 1-3 random states (mostly
// later ones, some back), a stuttering step each, p and q at random;
// every `initialEvery`-th state initial.
BehaviorGraph randomGraph(uint32_t seed, uint32_t states, uint32_t initialEvery) {
  std::mt19937 rng(seed);
  BehaviorGraph g;
  g.edgeStart.push_back(0);
  for (uint32_t s = 0; s < states; ++s) {
    uint32_t steps = 1 + rng() % 3;
    for (uint32_t i = 0; i < steps; ++i) {
      uint32_t to = static_cast<uint32_t>(rng() % 5 == 0 ? rng() % states : std::min<uint64_t>(states - 1, s + 1 + rng() % 50));
      g.edgeTarget.push_back(to);
      g.edgeBits.push_back(0);
    }
    g.edgeTarget.push_back(s);
    g.edgeBits.push_back(0);
    g.edgeStart.push_back(static_cast<uint32_t>(g.edgeTarget.size()));
    g.stateBits.push_back(rng() % 4);
    if (s % initialEvery == 0)
      g.initial.push_back(s);
  }
  return g;
}

struct Built {
  std::vector<ProductGraph::Node> nodes;
  std::vector<ProductGraph::Edge> edges;
};

Built build(const BehaviorGraph &g, int root, int threads) {
  LiveFormula f = twoPredicates();
  int p = f.lit(0, false), notP = f.lit(0, true), q = f.lit(1, false), notQ = f.lit(1, true);
  int formula = root == 0   ? f.unary(K::Eventually, f.unary(K::Always, p))                      // <>[]p
                : root == 1 ? f.unary(K::Always, f.unary(K::Eventually, notP))                    // []<>~p
                : root == 2 ? f.binary(K::Or, f.unary(K::Always, q), f.unary(K::Always, notQ))   // []q \/ []~q
                            : f.binary(K::And, f.unary(K::Always, f.unary(K::Eventually, q)),
                                       f.unary(K::Eventually, f.unary(K::Always, notP))); // []<>q /\ <>[]~p
  Tableau t = buildTableau(f, formula);
  Built out;
  oneapi::tbb::task_arena arena(threads);
  arena.execute([&] {
    ProductGraph product(g, std::move(t));
    for (size_t i = 0; i < product.nodes().size(); ++i)
      out.nodes.push_back(product.nodes()[i]);
    for (size_t i = 0; i < product.edges().size(); ++i)
      out.edges.push_back(product.edges()[i]);
  });
  return out;
}

TEST(ProductGraphParallel, SameProductOnOneTwoAndFourThreads) {
  struct Shape {
    uint32_t states, initialEvery;
  };
  // All initial; some initial; few initial, so that the BFS levels are wide.
  const std::vector<Shape> shapes = {{20000, 1}, {30000, 7}, {60000, 5000}, {3000, 1}};
  size_t tableauxWithSeveralInitialNodes = 0, large = 0;
  for (uint32_t seed = 1; seed <= 2; ++seed)
    for (const Shape &shape : shapes) {
      BehaviorGraph g = randomGraph(seed, shape.states, shape.initialEvery);
      for (int root = 0; root < 4; ++root) {
        SCOPED_TRACE("seed " + std::to_string(seed) + " states " + std::to_string(shape.states) + " root " +
                     std::to_string(root));
        Built one = build(g, root, 1);
        ASSERT_GT(one.nodes.size(), 0u);
        large += one.nodes.size() > 10000;
        {
          LiveFormula f = twoPredicates();
          int q = f.lit(1, false), notQ = f.lit(1, true);
          if (root == 2 && buildTableau(f, f.binary(K::Or, f.unary(K::Always, q), f.unary(K::Always, notQ)))
                                   .initial.size() > 1)
            ++tableauxWithSeveralInitialNodes;
        }
        for (int threads : {2, 4}) {
          SCOPED_TRACE("threads " + std::to_string(threads));
          Built many = build(g, root, threads);
          ASSERT_EQ(many.nodes.size(), one.nodes.size());
          ASSERT_EQ(many.edges.size(), one.edges.size());
          for (size_t i = 0; i < one.nodes.size(); ++i) {
            const ProductGraph::Node &a = one.nodes[i], &b = many.nodes[i];
            ASSERT_EQ(std::tie(a.state, a.tab, a.parent, a.edgeBegin, a.edgeEnd),
                      std::tie(b.state, b.tab, b.parent, b.edgeBegin, b.edgeEnd))
                << "node " << i;
          }
          for (size_t i = 0; i < one.edges.size(); ++i) {
            const ProductGraph::Edge &a = one.edges[i], &b = many.edges[i];
            ASSERT_EQ(std::tie(a.from, a.to, a.graphEdge), std::tie(b.from, b.to, b.graphEdge)) << "edge " << i;
          }
        }
      }
    }
  EXPECT_GT(tableauxWithSeveralInitialNodes, 0u); // a tableau with several initial nodes was among them
  EXPECT_GE(large, 10u);                           // products with wide levels, built in parallel
}

} // namespace
} // namespace tlacore::live
