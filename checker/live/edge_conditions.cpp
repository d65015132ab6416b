// EdgeConditions: the branches' step conditions evaluated once per step of
// the behaviour graph, in parallel over 64-step words.
#include "edge_conditions.h"

#include <algorithm>

#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/parallel_for.h>

namespace tlacore::live {

EdgeConditions::EdgeConditions(const LiveFormula &f, const BehaviorGraph &g, size_t budgetBytes)
    : f_(f), g_(g), slotOf_(f.nodes.size(), -1) {
  size_t edges = g.edgeTarget.size();
  words_ = (edges + 63) / 64;
  // The conditions, in the order of the branches, as many as fit.
  std::vector<int> conditions;
  size_t fitting = words_ == 0 ? 0 : budgetBytes / (words_ * sizeof(uint64_t));
  auto add = [&](int pred) {
    if (pred < 0 || slotOf_[static_cast<size_t>(pred)] >= 0 || conditions.size() >= fitting)
      return;
    slotOf_[static_cast<size_t>(pred)] = static_cast<int>(conditions.size());
    conditions.push_back(pred);
  };
  for (const LiveBranch &b : f.branches) {
    if (b.ea >= 0 && f.nodes[static_cast<size_t>(b.ea)].kind == LiveNode::Kind::And)
      for (int k : f.nodes[static_cast<size_t>(b.ea)].kids)
        add(k);
    else
      add(b.ea);
    for (int a : b.ae)
      add(a);
  }
  if (conditions.empty())
    return;
  bits_.assign(conditions.size() * words_, 0);
  // Each task owns whole words of every condition's bits.
  oneapi::tbb::parallel_for(oneapi::tbb::blocked_range<size_t>(0, words_, 64), [&](const oneapi::tbb::blocked_range<size_t> &r) {
    uint32_t edge = static_cast<uint32_t>(r.begin() * 64);
    uint32_t last = static_cast<uint32_t>(std::min(edges, r.end() * 64));
    // The source of the first step: the last state whose steps start at or before it.
    auto it = std::upper_bound(g.edgeStart.begin(), g.edgeStart.end(), edge);
    uint32_t state = static_cast<uint32_t>(it - g.edgeStart.begin()) - 1;
    for (; edge < last; ++edge) {
      while (g.edgeStart[state + 1] <= edge)
        ++state;
      for (size_t c = 0; c < conditions.size(); ++c)
        if (holdsOnStep(f, conditions[c], g.state(state), g.edge(edge)))
          bits_[c * words_ + edge / 64] |= uint64_t(1) << (edge % 64);
    }
  });
}

bool EdgeConditions::known(int pred) const {
  if (slotOf_[static_cast<size_t>(pred)] >= 0)
    return true;
  const LiveNode &n = f_.nodes[static_cast<size_t>(pred)];
  return n.kind == LiveNode::Kind::And &&
         std::all_of(n.kids.begin(), n.kids.end(), [&](int k) { return slotOf_[static_cast<size_t>(k)] >= 0; });
}

std::vector<uint64_t> EdgeConditions::onEverySteps(int pred) const {
  auto bitsOf = [&](int p) { return bits_.begin() + static_cast<ptrdiff_t>(slotOf_[static_cast<size_t>(p)] * words_); };
  if (slotOf_[static_cast<size_t>(pred)] >= 0)
    return std::vector<uint64_t>(bitsOf(pred), bitsOf(pred) + static_cast<ptrdiff_t>(words_));
  std::vector<uint64_t> out(words_, ~uint64_t(0));
  for (int k : f_.nodes[static_cast<size_t>(pred)].kids) {
    auto from = bitsOf(k);
    for (size_t w = 0; w < words_; ++w)
      out[w] &= from[static_cast<ptrdiff_t>(w)];
  }
  return out;
}

bool EdgeConditions::holds(int pred, uint32_t state, uint32_t edge) const {
  if (slotOf_[static_cast<size_t>(pred)] >= 0)
    return cachedHolds(pred, edge);
  if (known(pred))
    return std::all_of(f_.nodes[static_cast<size_t>(pred)].kids.begin(), f_.nodes[static_cast<size_t>(pred)].kids.end(),
                       [&](int k) { return cachedHolds(k, edge); });
  return holdsOnStep(f_, pred, g_.state(state), g_.edge(edge));
}

} // namespace tlacore::live
