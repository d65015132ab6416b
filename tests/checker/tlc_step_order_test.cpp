// live::orderStepsAsTlc, which puts a behaviour graph's steps (logged as
// generated, the stuttering step last) in the order of TLC's SetOfStates
// once a violation is known: each expanded state's targets in slot order of
// its worker's set, each target once (its first put, with that step's
// bits), the steps' ranks, the states replayed in expansion order on the set
// of the worker that expanded them (a grown set makes that worker's next
// sets larger, not another worker's), unexpanded states left as logged.
#include <gtest/gtest.h>

#include "live/tlc_step_order.h"

namespace tlacore {
namespace {

using live::BehaviorGraph;

// A graph of `n` states with one word of bits per state and step: state s's
// steps go to targets[s] (the stuttering step must be listed, last), each
// step's bits its number; expandedAs[s]: its expansion number (0: none).
BehaviorGraph graphOf(size_t n, const std::vector<std::vector<uint32_t>> &targets,
                      const std::vector<uint64_t> &expandedAs) {
  BehaviorGraph g;
  g.words = 1;
  g.stateBits.assign(n, 0);
  g.expansion.assign(n * BehaviorGraph::kExpansionWords, 0);
  g.edgeStart.assign(n + 1, 0);
  for (uint32_t s = 0; s < n; ++s) {
    g.expansion[s * BehaviorGraph::kExpansionWords] = expandedAs[s];
    for (uint32_t t : targets[s]) {
      g.edgeBits.push_back(g.edgeTarget.size());
      g.edgeTarget.push_back(t);
    }
    g.edgeStart[s + 1] = static_cast<uint32_t>(g.edgeTarget.size());
  }
  g.initial = {0};
  return g;
}

std::vector<uint32_t> stepsOf(const BehaviorGraph &g, uint32_t s, const char *what) {
  std::vector<uint32_t> out;
  for (uint32_t e = g.edgeStart[s]; e < g.edgeStart[s + 1]; ++e)
    out.push_back(std::string(what) == "target" ? g.edgeTarget[e]
                  : std::string(what) == "rank" ? g.edgeRank[e]
                                                : static_cast<uint32_t>(g.edgeBits[e]));
  return out;
}

TEST(LiveTlcStepOrder, TargetsInSlotOrderEachOnceWithTheFirstPutsBitsAndRanks) {
  // State 0 steps to 2 (fp 5), 1 (fp 3), 2 again, then stutters (fp 1):
  // slots 1, 3, 5 of 16.
  BehaviorGraph g = graphOf(3, {{2, 1, 2, 0}, {}, {}}, {1, 0, 0});
  live::orderStepsAsTlc(g, {1, 3, 5}, {0, 0, 0});
  EXPECT_EQ(stepsOf(g, 0, "target"), (std::vector<uint32_t>{0, 1, 2}));
  EXPECT_EQ(stepsOf(g, 0, "bits"), (std::vector<uint32_t>{3, 1, 0})); // the stutter, then the first puts
  EXPECT_EQ(stepsOf(g, 0, "rank"), (std::vector<uint32_t>{0, 2, 1}));  // stutter 0, then as generated
  EXPECT_EQ(g.edgeStart[1], 3u);
  EXPECT_EQ(g.edgeStart[3], 3u);
}

TEST(LiveTlcStepOrder, AStepToItselfRanksAsTheStutter) {
  BehaviorGraph g = graphOf(2, {{1, 0, 0}, {}}, {1, 0});
  live::orderStepsAsTlc(g, {7, 2}, {0, 0});
  EXPECT_EQ(stepsOf(g, 0, "target"), (std::vector<uint32_t>{1, 0}));
  EXPECT_EQ(stepsOf(g, 0, "bits"), (std::vector<uint32_t>{0, 1})); // the successor's step, put first
  EXPECT_EQ(stepsOf(g, 0, "rank"), (std::vector<uint32_t>{1, 0}));
}

TEST(LiveTlcStepOrder, AGrownSetEnlargesItsWorkersNextSetsOnly) {
  // State 0 (worker 0, expanded first) has nine successors and grows its
  // set: worker 0's next set has 32 slots. States 10 (worker 0) and 11
  // (worker 1) both step to 12 (fp 17) and 13 (fp 2): 2 before 17 in 32
  // slots, 17 (slot 1) before 2 in 16.
  std::vector<std::vector<uint32_t>> targets(14);
  for (uint32_t t = 1; t <= 9; ++t)
    targets[0].push_back(t);
  targets[0].push_back(0);
  targets[10] = {12, 13, 10};
  targets[11] = {12, 13, 13, 11};
  std::vector<uint64_t> expandedAs(14, 0);
  expandedAs[0] = 1;
  expandedAs[11] = 2; // expanded before 10: the order is by expansion, not by state number
  expandedAs[10] = 3;
  std::vector<uint64_t> fps = {100, 1, 2, 3, 4, 5, 6, 7, 8, 9, 40, 9, 17, 2};
  std::vector<uint32_t> workerOf(14, 0);
  workerOf[11] = 1;
  BehaviorGraph g = graphOf(14, targets, expandedAs);
  live::orderStepsAsTlc(g, fps, workerOf);
  EXPECT_EQ(stepsOf(g, 10, "target"), (std::vector<uint32_t>{13, 10, 12})); // slots 2, 8, 17 of 32
  EXPECT_EQ(stepsOf(g, 11, "target"), (std::vector<uint32_t>{12, 13, 11})); // slots 1, 2, 9 of 16
  EXPECT_EQ(stepsOf(g, 11, "rank"), (std::vector<uint32_t>{1, 2, 0}));
  EXPECT_EQ(stepsOf(g, 12, "target"), std::vector<uint32_t>{}); // not expanded: no steps
}

TEST(LiveTlcStepOrder, AnUnexpandedStateKeepsItsStepsAsLogged) {
  BehaviorGraph g = graphOf(3, {{1, 0}, {2, 0, 1}, {}}, {1, 0, 0});
  live::orderStepsAsTlc(g, {5, 1, 3}, {0, 0, 0});
  EXPECT_EQ(stepsOf(g, 0, "target"), (std::vector<uint32_t>{1, 0})); // slots 1, 5
  EXPECT_EQ(stepsOf(g, 1, "target"), (std::vector<uint32_t>{2, 0, 1}));
}

} // namespace
} // namespace tlacore
