// orderStepsAsTlc: a behaviour graph's steps in TLC's SetOfStates order.
#include "tlc_step_order.h"

#include <algorithm>
#include <unordered_map>

#include "tlc_successor_order.h"

namespace tlacore::live {

void orderStepsAsTlc(BehaviorGraph &g, const std::vector<uint64_t> &tlcFp, const std::vector<uint32_t> &workerOf,
                     GraphFiles *files) {
  constexpr size_t W = BehaviorGraph::kExpansionWords;
  constexpr uint32_t kDropped = UINT32_MAX;
  const size_t n = g.stateCount(), words = g.words;
  // The expanded states in the order they were expanded.
  std::vector<uint32_t> byExpansion;
  for (uint32_t s = 0; s < n; ++s)
    if (g.expansion[size_t(s) * W] != 0)
      byExpansion.push_back(s);
  std::sort(byExpansion.begin(), byExpansion.end(),
            [&](uint32_t a, uint32_t b) { return g.expansion[size_t(a) * W] < g.expansion[size_t(b) * W]; });
  // Per step: its place among its state's steps kept, in TLC's order
  // (kDropped: a later put of a target already put). An unexpanded state's
  // steps stay as logged.
  MappedArray<uint32_t> place;
  place.useFiles(files);
  place.assign(g.edgeTarget.size(), 0);
  for (uint32_t s = 0; s < n; ++s)
    for (uint32_t x = g.edgeStart[s]; x < g.edgeStart[s + 1]; ++x)
      place[x] = x - g.edgeStart[s];
  std::unordered_map<uint32_t, TlcSuccessorOrder> setOf; // per worker
  for (uint32_t s : byExpansion) {
    if (files && s % 65536 == 65535)
      files->keepWithin();
    uint32_t b = g.edgeStart[s], e = g.edgeStart[s + 1];
    std::vector<uint64_t> fps;
    for (uint32_t x = b; x < e; ++x) {
      fps.push_back(tlcFp[g.edgeTarget[x]]);
      place[x] = kDropped;
    }
    uint32_t k = 0;
    // Equal puts: the same state, and (under SYMMETRY or VIEW) the same values.
    auto same = [&](size_t p, size_t q) {
      return g.edgeTarget[b + p] == g.edgeTarget[b + q] &&
             (g.edgeValues.empty() || g.edgeValues[b + p] == g.edgeValues[b + q]);
    };
    for (size_t i : setOf[workerOf[s]].order(fps, same))
      place[b + static_cast<uint32_t>(i)] = k++;
  }
  MappedArray<uint32_t> start, target, rank;
  MappedArray<uint64_t> bits;
  start.useFiles(files);
  target.useFiles(files);
  rank.useFiles(files);
  bits.useFiles(files);
  start.assign(n + 1, 0);
  std::vector<uint32_t> mine;
  for (uint32_t s = 0; s < n; ++s) {
    if (files && s % 65536 == 65535)
      files->keepWithin();
    start[s] = static_cast<uint32_t>(target.size());
    uint32_t b = g.edgeStart[s], e = g.edgeStart[s + 1];
    mine.clear();
    for (uint32_t x = b; x < e; ++x)
      if (place[x] != kDropped)
        mine.push_back(x);
    std::sort(mine.begin(), mine.end(), [&](uint32_t x, uint32_t y) { return place[x] < place[y]; });
    for (uint32_t x : mine) {
      target.push_back(g.edgeTarget[x]);
      // The stuttering step (logged last) and a step to itself (the same
      // values) rank 0, the successors then as generated.
      bool toItself = g.edgeTarget[x] == s && (g.edgeValues.empty() || g.edgeValues[x] == g.edgeValues[e - 1]);
      rank.push_back(x + 1 == e || toItself ? 0 : x - b + 1);
      for (size_t w = 0; w < words; ++w)
        bits.push_back(g.edgeBits[size_t(x) * words + w]);
    }
  }
  start[n] = static_cast<uint32_t>(target.size());
  g.edgeStart = std::move(start);
  g.edgeTarget = std::move(target);
  g.edgeRank = std::move(rank);
  g.edgeBits = std::move(bits);
  g.edgeValues.clear(); // of the steps as logged; not needed further
}

} // namespace tlacore::live
