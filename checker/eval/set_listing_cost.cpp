// -coverage: the secondary counts of listing a tagged set (set_listing_cost.h).
#include "set_listing_cost.h"

#include "evaluator.h"
#include "value/set_cost_tag.h"

namespace tlacore::eval {

std::vector<uint64_t> contextEnumeratorCalls(const std::vector<size_t> &sizes, uint64_t handed) {
  const size_t m = sizes.size();
  std::vector<uint64_t> calls(m, 0);
  std::vector<size_t> at(m, 0);
  // The constructor: the first element of each, up to an empty one.
  for (size_t i = 0; i < m; ++i) {
    ++calls[i];
    if (sizes[i] == 0)
      return calls;
  }
  // nextElement(): after binding the current elements, the next one.
  for (uint64_t h = 0; h < handed; ++h) {
    for (size_t i = 0; i < m; ++i) {
      ++calls[i];
      if (++at[i] < sizes[i])
        break;
      if (i == m - 1)
        return calls; // done
      at[i] = 0;
      ++calls[i]; // reset() and the first element again
    }
  }
  return calls;
}

void countListing(Evaluator &ev, const val::Value &set, uint64_t calls) {
  uint32_t tag = val::costTag(set);
  if (!tag || !ev.costCounters())
    return;
  CostCounters &c = *ev.costCounters();
  if (tag - 1 < c.secondary.size())
    c.secondary[tag - 1] += calls;
}

} // namespace tlacore::eval
