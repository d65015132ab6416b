// -coverage: the secondary counts of listing a tagged set (set_listing_cost.h).
#include "set_listing_cost.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "evaluator.h"
#include "value/set_cost_tag.h"
#include "value/set_size.h"

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

std::vector<std::vector<uint64_t>> contextEnumeratorPasses(const std::vector<size_t> &sizes, uint64_t handed) {
  const size_t m = sizes.size();
  std::vector<std::vector<uint64_t>> passes(m, std::vector<uint64_t>(1, 0));
  std::vector<size_t> at(m, 0);
  // As contextEnumeratorCalls, counting the calls that return an element.
  for (size_t i = 0; i < m; ++i) {
    if (sizes[i] == 0)
      return passes;
    ++passes[i].back();
  }
  for (uint64_t h = 0; h < handed; ++h) {
    for (size_t i = 0; i < m; ++i) {
      if (++at[i] < sizes[i]) {
        ++passes[i].back();
        break;
      }
      if (i == m - 1)
        return passes; // done
      at[i] = 0;
      passes[i].push_back(1); // reset() and the first element again
    }
  }
  return passes;
}

void countListing(Evaluator &ev, const val::Value &set, uint64_t calls) {
  uint32_t tag = val::costTag(set);
  if (!tag || !ev.costCounters())
    return;
  CostCounters &c = *ev.costCounters();
  if (tag - 1 < c.secondary.size())
    c.secondary[tag - 1] += calls;
}

namespace {
const val::LazySetObj *lazy(const val::Value &v) { return static_cast<const val::LazySetObj *>(v.heap()); }

std::optional<size_t> countOf(const val::Value &s) {
  std::optional<double> n = val::setSize(s);
  if (!n || std::isinf(*n) || *n < 0)
    return std::nullopt;
  return static_cast<size_t>(*n);
}
} // namespace

void countLazyListing(Evaluator &ev, const val::Value &set, uint64_t fetched) {
  uint32_t tag = val::lazySetCostTag(set);
  if (!tag || !ev.costCounters())
    return;
  CostCounters &c = *ev.costCounters();
  if (tag - 1 >= c.secondary.size())
    return;
  using val::Kind;
  // The parts the odometer runs over, the first one first.
  std::vector<val::Value> parts;
  switch (set.kind()) {
  case Kind::FcnSet: {
    std::optional<size_t> n = countOf(lazy(set)->parts[0]);
    if (!n)
      return;
    if (*n == 0) { // [{} -> T]: one function, T never asked
      c.secondary[tag - 1] += fetched;
      return;
    }
    parts.assign(*n, lazy(set)->parts[1]);
    break;
  }
  case Kind::RecordSet:
  case Kind::Product:
    parts = lazy(set)->parts;
    break;
  default: // SUBSET S: its elements carry the node (elementCarryingTag)
    return;
  }
  c.secondary[tag - 1] += fetched * parts.size();
  // contextEnumeratorCalls' slot 0 varies fastest: the parts from the last.
  std::vector<size_t> sizes;
  for (size_t i = parts.size(); i-- > 0;) {
    std::optional<size_t> n = countOf(parts[i]);
    if (!n)
      return;
    sizes.push_back(*n);
  }
  if (std::find(sizes.begin(), sizes.end(), 0) != sizes.end()) {
    // The constructor asks the parts for their first element, the first
    // part first, up to the empty one: no element.
    for (size_t i = 0; i < parts.size(); ++i) {
      countListing(ev, parts[i], 1);
      if (sizes[parts.size() - 1 - i] == 0)
        break;
    }
    return;
  }
  std::vector<uint64_t> calls = contextEnumeratorCalls(sizes, fetched);
  for (size_t i = 0; i < parts.size(); ++i)
    countListing(ev, parts[parts.size() - 1 - i], calls[i]);
}

uint64_t fetchedAhead(uint64_t handed, uint64_t total, bool stopped) {
  return stopped ? std::min(handed + 1, total) : total;
}

void countLazyChooseListing(Evaluator &ev, const val::Value &set, uint64_t drawn, bool stopped) {
  uint32_t tag = val::lazySetCostTag(set);
  if (!tag || set.kind() == val::Kind::Subset || !ev.costCounters())
    return;
  std::optional<size_t> total = countOf(set);
  if (!total)
    return;
  countLazyListing(ev, set, *total);
  CostCounters &c = *ev.costCounters();
  if (tag - 1 < c.secondary.size())
    c.secondary[tag - 1] += *total + (stopped ? drawn : *total + 1);
}

val::Value elementCarryingTag(const val::Value &set, const val::Value &x) {
  uint32_t tag = set.kind() == val::Kind::Subset ? val::lazySetCostTag(set) : 0;
  if (!tag || x.kind() != val::Kind::Set)
    return x;
  val::Value own = val::Value::sortedSet(x.elems());
  val::setCostTag(own, tag);
  return own;
}

} // namespace tlacore::eval
