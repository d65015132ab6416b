// The parallel liveness search (live::findLivenessViolation on oneTBB) gives
// the same answer on 1, 2 and 8 threads: random behaviour graphs with many
// strongly connected components, searched for branches with tableaux
// (promises, an accepting sink), EA and AE conditions, several properties;
// each lasso is checked to be a path of the graph that closes its loop.
#include <gtest/gtest.h>

#include <random>

#include "live/live_check.h"

namespace tlacore::live {
namespace {

using K = LiveNode::Kind;

// Atoms: 0 and 1 state predicates p, q; 2 an action A.
LiveFormula formulaWith(const std::vector<LiveBranch> &branches) {
  LiveFormula f;
  f.atoms.resize(3);
  f.atoms[2].kind = Atom::Kind::Action;
  f.branches = branches;
  return f;
}

// A graph of `groups` cycles of 1-5 states each (so many components), with
// steps forward to later groups and random bits; every state stutters.
BehaviorGraph randomGraph(uint32_t seed, uint32_t groups, uint32_t initialEvery = 8) {
  std::mt19937 rng(seed);
  BehaviorGraph g;
  std::vector<std::vector<uint32_t>> out;
  std::vector<uint32_t> first;
  for (uint32_t k = 0; k < groups; ++k) {
    first.push_back(static_cast<uint32_t>(out.size()));
    uint32_t size = 1 + rng() % 5;
    for (uint32_t i = 0; i < size; ++i)
      out.push_back({});
    for (uint32_t i = 0; i + 1 < size; ++i)
      out[first[k] + i].push_back(first[k] + i + 1);
    if (rng() % 4 != 0) // most groups are cycles, some only chains
      out[first[k] + size - 1].push_back(first[k]);
  }
  first.push_back(static_cast<uint32_t>(out.size()));
  for (uint32_t k = 0; k + 1 < groups; ++k)
    for (uint32_t s = first[k]; s < first[k + 1]; ++s)
      if (rng() % 3 == 0) {
        uint32_t to = k + 1 + rng() % (groups - k - 1);
        out[s].push_back(first[to] + rng() % (first[to + 1] - first[to]));
      }
  for (uint32_t k = 0; k < groups; k += 1 + rng() % initialEvery)
    g.initial.push_back(first[k]);
  g.edgeStart.push_back(0);
  for (uint32_t s = 0; s < out.size(); ++s) {
    out[s].push_back(s); // the stuttering step
    for (uint32_t t : out[s]) {
      g.edgeTarget.push_back(t);
      g.edgeBits.push_back(rng() % 3 == 0 ? 4u : 0u); // A on a third of the steps
    }
    g.edgeStart.push_back(static_cast<uint32_t>(g.edgeTarget.size()));
    g.stateBits.push_back(rng() % 4); // p and q at random
  }
  return g;
}

bool isStep(const BehaviorGraph &g, uint32_t from, uint32_t to) {
  for (uint32_t e = g.edgeStart[from]; e < g.edgeStart[from + 1]; ++e)
    if (g.edgeTarget[e] == to)
      return true;
  return false;
}

void expectSameOnAnyThreads(const std::vector<LiveBranch> &branches, const std::vector<int> &roots,
                            const BehaviorGraph &g, const std::string &what, bool *found) {
  std::optional<Lasso> want;
  for (unsigned threads : {1u, 2u, 8u}) {
    LiveFormula f = formulaWith(branches);
    // The branches' formulas, built in each fresh formula (buildTableau extends it).
    std::vector<LiveBranch> bs = branches;
    for (size_t i = 0; i < bs.size(); ++i) {
      int p = f.lit(0, false), notP = f.lit(0, true), q = f.lit(1, false), a = f.lit(2, false);
      auto node = [&](int code) {
        switch (code) {
        case 1: return f.unary(K::Eventually, f.unary(K::Always, p)); // <>[]p
        case 2: return f.unary(K::Eventually, q);                      // <>q: an accepting sink
        case 3: return f.unary(K::Always, f.unary(K::Eventually, notP)); // []<>~p
        case 4: return f.binary(K::And, f.unary(K::Always, q), f.unary(K::Eventually, f.unary(K::Always, notP)));
        default: return -1;
        }
      };
      bs[i].tableau = node(roots[i]);
      if (bs[i].ea == 0)
        bs[i].ea = a;
      else if (bs[i].ea == 1)
        bs[i].ea = f.binary(K::And, a, p);
      for (int &x : bs[i].ae)
        x = x == 0 ? a : x == 1 ? notP : q;
    }
    f.branches = bs;
    std::optional<Lasso> got = findLivenessViolation(f, g, threads);
    if (threads == 1) {
      want = got;
      *found = *found || got.has_value();
      if (got) { // a path from an initial state, closing its loop
        ASSERT_FALSE(got->states.empty()) << what;
        EXPECT_NE(std::find(g.initial.begin(), g.initial.end(), got->states[0]), g.initial.end()) << what;
        for (size_t i = 0; i + 1 < got->states.size(); ++i)
          EXPECT_TRUE(isStep(g, got->states[i], got->states[i + 1])) << what << " step " << i;
        if (!got->safety && !got->stutters) {
          EXPECT_TRUE(isStep(g, got->states.back(), got->states[got->loopStart])) << what;
        }
      }
      continue;
    }
    ASSERT_EQ(got.has_value(), want.has_value()) << what << " threads " << threads;
    if (!got)
      continue;
    EXPECT_EQ(got->states, want->states) << what << " threads " << threads;
    EXPECT_EQ(got->loopStart, want->loopStart) << what << " threads " << threads;
    EXPECT_EQ(got->stutters, want->stutters) << what << " threads " << threads;
    EXPECT_EQ(got->property, want->property) << what << " threads " << threads;
    EXPECT_EQ(got->safety, want->safety) << what << " threads " << threads;
  }
}

TEST(LiveParallel, SameLassoOnOneTwoAndEightThreads) {
  // Branches (tableau code, EA code, AE codes, property); codes as in
  // expectSameOnAnyThreads: many per tableau, as fairness makes them.
  struct Case {
    std::vector<int> roots;
    std::vector<LiveBranch> branches;
  };
  std::vector<Case> cases;
  // Several properties, each with fair and unfair branches on one tableau.
  cases.push_back({{1, 1, 1, 3, 3},
                   {{0, -1, {0}, 0}, {0, 0, {}, 0}, {0, 1, {1}, 0}, {0, -1, {2}, 1}, {0, 0, {0, 2}, 1}}});
  // No tableau: EA/AE conditions only (TLC's PEMs of <>[]/[]<> properties).
  cases.push_back({{0, 0, 0}, {{-1, 0, {1}, 0}, {-1, 1, {0, 2}, 1}, {-1, -1, {0, 1, 2}, 2}}});
  // A tableau with an accepting sink: the finite prefix wins over cycles.
  cases.push_back({{3, 2, 4}, {{0, -1, {0}, 0}, {0, -1, {}, 1}, {0, 0, {2}, 2}}});
  // Conditions no cycle meets: nothing found.
  cases.push_back({{4, 4}, {{0, 1, {1}, 0}, {0, 1, {0, 1}, 1}}});
  bool found = false;
  // The last graphs are large, with wide BFS levels (their products are
  // built in parallel, level by level).
  for (uint32_t seed = 1; seed <= 14; ++seed) {
    BehaviorGraph g = seed <= 12 ? randomGraph(seed, 40 + seed * 25) : randomGraph(seed, 3000, 2);
    for (size_t c = 0; c < cases.size(); ++c)
      expectSameOnAnyThreads(cases[c].branches, cases[c].roots, g,
                             "seed " + std::to_string(seed) + " case " + std::to_string(c), &found);
  }
  EXPECT_TRUE(found); // the cases do find violations
}

} // namespace
} // namespace tlacore::live
