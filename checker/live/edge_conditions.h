// The truth of the branches' EA and AE conditions (<>[]X and []<>X, X a
// state or action predicate) on every step of the behaviour graph, one bit
// per step and condition, computed once (in parallel, oneTBB) for all the
// branches and products that ask for it instead of once per branch and
// product edge: a step's condition depends on the step alone, not on the
// tableau node. An EA condition that is a conjunction is kept as its
// conjuncts. A condition's bits are computed when first asked for.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "live_check.h"

namespace tlacore::live {

class EdgeConditions {
public:
  // The conditions of `f`'s branches on `g`'s steps, as many as fit in
  // `budgetBytes` (the rest are evaluated on each use).
  EdgeConditions(const LiveFormula &f, const BehaviorGraph &g, size_t budgetBytes);
  ~EdgeConditions();

  const LiveFormula &formula() const { return f_; }

  // Whether predicate `pred` holds on step `edge` of the graph, whose source is `state`.
  bool holds(int pred, uint32_t state, uint32_t edge) const;
  // The bits of condition `pred` (one per step), or null when it is not kept.
  const uint64_t *stepBits(int pred) const;
  // Whether `pred`'s truth on every step is kept: a condition, or a
  // conjunction of them.
  bool known(int pred) const;
  // Its truth on every step, one bit per step (`pred` known).
  std::vector<uint64_t> onEverySteps(int pred) const;

private:
  struct Slot;

  const LiveFormula &f_;
  const BehaviorGraph &g_;
  std::vector<int> slotOf_; // per formula node: its condition's slot, or -1
  size_t words_ = 0;         // 64-bit words per condition
  std::vector<std::unique_ptr<Slot>> slots_;
};

} // namespace tlacore::live
