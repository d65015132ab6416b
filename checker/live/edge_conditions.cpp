// EdgeConditions: the branches' step conditions evaluated once per step of
// the behaviour graph, when first asked for, in parallel over 64-step words.
#include "edge_conditions.h"

#include <algorithm>

#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/collaborative_call_once.h>
#include <oneapi/tbb/parallel_for.h>

namespace tlacore::live {

struct EdgeConditions::Slot {
  int pred;
  oneapi::tbb::collaborative_once_flag computed; // threads asking meanwhile help compute it
  std::vector<uint64_t> bits;
};

EdgeConditions::EdgeConditions(const LiveFormula &f, const BehaviorGraph &g, size_t budgetBytes)
    : f_(f), g_(g), slotOf_(f.nodes.size(), -1) {
  words_ = (g.edgeTarget.size() + 63) / 64;
  // The conditions, in the order of the branches, as many as fit.
  size_t fitting = budgetBytes / (std::max<size_t>(1, words_) * sizeof(uint64_t));
  auto add = [&](int pred) {
    if (pred < 0 || slotOf_[static_cast<size_t>(pred)] >= 0 || slots_.size() >= fitting)
      return;
    slotOf_[static_cast<size_t>(pred)] = static_cast<int>(slots_.size());
    slots_.push_back(std::make_unique<Slot>());
    slots_.back()->pred = pred;
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
}

EdgeConditions::~EdgeConditions() = default;

const uint64_t *EdgeConditions::stepBits(int pred) const {
  int s = slotOf_[static_cast<size_t>(pred)];
  if (s < 0)
    return nullptr;
  Slot &slot = *slots_[static_cast<size_t>(s)];
  oneapi::tbb::collaborative_call_once(slot.computed, [&] {
    size_t edges = g_.edgeTarget.size();
    std::vector<uint64_t> bits(words_, 0);
    // Each task owns whole words.
    oneapi::tbb::parallel_for(oneapi::tbb::blocked_range<size_t>(0, words_, 64), [&](const oneapi::tbb::blocked_range<size_t> &r) {
      uint32_t edge = static_cast<uint32_t>(r.begin() * 64);
      uint32_t last = static_cast<uint32_t>(std::min(edges, r.end() * 64));
      // The source of the first step: the last state whose steps start at or before it.
      auto it = std::upper_bound(g_.edgeStart.begin(), g_.edgeStart.end(), edge);
      uint32_t state = static_cast<uint32_t>(it - g_.edgeStart.begin()) - 1;
      for (; edge < last; ++edge) {
        while (g_.edgeStart[state + 1] <= edge)
          ++state;
        if (holdsOnStep(f_, slot.pred, g_.state(state), g_.edge(edge)))
          bits[edge / 64] |= uint64_t(1) << (edge % 64);
      }
    });
    slot.bits = std::move(bits);
  });
  return slot.bits.data();
}

bool EdgeConditions::known(int pred) const {
  if (slotOf_[static_cast<size_t>(pred)] >= 0)
    return true;
  const LiveNode &n = f_.nodes[static_cast<size_t>(pred)];
  return n.kind == LiveNode::Kind::And &&
         std::all_of(n.kids.begin(), n.kids.end(), [&](int k) { return slotOf_[static_cast<size_t>(k)] >= 0; });
}

std::vector<uint64_t> EdgeConditions::onEverySteps(int pred) const {
  if (const uint64_t *bits = stepBits(pred))
    return std::vector<uint64_t>(bits, bits + words_);
  std::vector<uint64_t> out(words_, ~uint64_t(0));
  for (int k : f_.nodes[static_cast<size_t>(pred)].kids) {
    const uint64_t *bits = stepBits(k);
    for (size_t w = 0; w < words_; ++w)
      out[w] &= bits[w];
  }
  return out;
}

bool EdgeConditions::holds(int pred, uint32_t state, uint32_t edge) const {
  auto bit = [&](const uint64_t *bits) { return ((bits[edge / 64] >> (edge % 64)) & 1u) != 0; };
  if (const uint64_t *bits = stepBits(pred))
    return bit(bits);
  if (known(pred)) {
    const std::vector<int> &kids = f_.nodes[static_cast<size_t>(pred)].kids;
    return std::all_of(kids.begin(), kids.end(), [&](int k) { return bit(stepBits(k)); });
  }
  return holdsOnStep(f_, pred, g_.state(state), g_.edge(edge));
}

} // namespace tlacore::live
