#include "model/variable_order.h"

#include <algorithm>
#include <cstdint>
#include <string_view>
#include <unordered_set>

namespace tlacore::model {
namespace {

// SANY's BuiltInOperators.Properties: the entries the context starts with.
constexpr size_t kBuiltInOperators = 72;

// java.lang.String.hashCode (names are ASCII in practice; other bytes are
// taken as they are, which is close enough for ordering).
int32_t javaStringHash(std::string_view s) {
  uint32_t h = 0;
  for (unsigned char c : s)
    h = 31 * h + c;
  return static_cast<int32_t>(h);
}

// The definitions `I!Op` an instance `I == INSTANCE M` adds: every
// definition M exports, and those of M's own instances, recursively.
size_t instanceEntries(const sem::ResolvedModule &target, int depth) {
  if (depth > 16)
    return 0;
  size_t n = 0;
  for (const auto &[name, sym] : target.exports) {
    const sem::Symbol *d = sym->underlying();
    if (d->kind == sem::SymbolKind::Constant || d->kind == sem::SymbolKind::Variable)
      continue;
    ++n;
    if (d->kind == sem::SymbolKind::Instance && d->instance && d->instance->module)
      n += instanceEntries(*d->instance->module, depth + 1);
  }
  return n;
}

// The capacity of a java.util.Hashtable after `entries` insertions, from
// the default capacity 11 (rehash to 2n+1 when the count reaches 3/4).
size_t hashtableCapacity(size_t entries) {
  size_t capacity = 11;
  size_t count = 0;
  for (size_t i = 0; i < entries; ++i) {
    if (count >= capacity * 3 / 4) // (int)(capacity * 0.75f)
      capacity = capacity * 2 + 1;
    ++count;
  }
  return capacity;
}

} // namespace

size_t sanyContextSize(const sem::ResolvedModule &root) {
  size_t n = kBuiltInOperators + root.nested.size();
  for (const auto &[name, sym] : root.scope) {
    ++n;
    const sem::Symbol *d = sym->underlying();
    if (d->kind == sem::SymbolKind::Instance && d->instance && d->instance->module)
      n += instanceEntries(*d->instance->module, 0);
  }
  return n;
}

std::vector<size_t> tlcVariablePrintOrder(const sem::ResolvedModule &root,
                                          const std::vector<const sem::Symbol *> &variables) {
  const size_t capacity = hashtableCapacity(sanyContextSize(root));
  std::vector<size_t> order(variables.size());
  std::vector<size_t> bucket(variables.size());
  for (size_t i = 0; i < variables.size(); ++i) {
    order[i] = i;
    bucket[i] = static_cast<size_t>(javaStringHash(variables[i]->name) & 0x7fffffff) % capacity;
  }
  // Enumeration runs from the last bucket down, newest entry first in a
  // bucket; reversed, that is ascending buckets, oldest entry first.
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return bucket[a] < bucket[b]; });
  return order;
}

} // namespace tlacore::model
