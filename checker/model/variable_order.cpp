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

// The entries SANY's context of `root` gets after its own declaration `v`:
// root's declarations and definitions later in its text, with the entries
// of the instances among them.
size_t entriesAfter(const sem::ResolvedModule &root, const sem::Symbol *v) {
  size_t n = 0;
  for (const auto &[name, sym] : root.scope) {
    const sem::Symbol *d = sym->underlying();
    if (d->module != &root || d->range.begin.offset <= v->range.begin.offset)
      continue;
    ++n;
    if (d->kind == sem::SymbolKind::Instance && d->instance && d->instance->module)
      n += instanceEntries(*d->instance->module, 0);
  }
  return n;
}

std::vector<size_t> tlcVariablePrintOrder(const sem::ResolvedModule &root,
                                          const std::vector<const sem::Symbol *> &variables) {
  const size_t total = sanyContextSize(root);
  const size_t capacity = hashtableCapacity(total);
  std::vector<size_t> order(variables.size());
  std::vector<size_t> bucket(variables.size());
  for (size_t i = 0; i < variables.size(); ++i) {
    order[i] = i;
    bucket[i] = static_cast<size_t>(javaStringHash(variables[i]->name) & 0x7fffffff) % capacity;
  }
  // Enumeration runs from the last bucket down, each bucket's chain from its
  // head; reversed, that is ascending buckets, each chain from its tail.
  // A chain has the newest entry at its head, but a rehash (the table
  // doubled, its old buckets moved from the last down, each chain from its
  // head, each entry put at the head of its new bucket) reorders what it
  // moves. So where root declares all the variables, the table is replayed
  // with them alone (the other entries move them no differently), each
  // inserted when as many entries precede it as SANY's context holds then.
  bool ownVariables = !variables.empty();
  for (const sem::Symbol *v : variables)
    ownVariables = ownVariables && v->module == &root && entriesAfter(root, v) + 1 <= total;
  if (!ownVariables) {
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return bucket[a] < bucket[b]; });
    return order;
  }
  std::vector<size_t> insertAt(variables.size()); // entries before each
  for (size_t i = 0; i < variables.size(); ++i)
    insertAt[i] = total - 1 - entriesAfter(root, variables[i]);
  std::vector<size_t> byInsertion = order;
  std::stable_sort(byInsertion.begin(), byInsertion.end(),
                   [&](size_t a, size_t b) { return insertAt[a] < insertAt[b]; });
  auto hashOf = [&](size_t i) { return static_cast<size_t>(javaStringHash(variables[i]->name) & 0x7fffffff); };
  size_t cap = 11;
  std::vector<std::vector<size_t>> chains(cap); // each from its head
  auto rehash = [&] {
    size_t newCap = cap * 2 + 1;
    std::vector<std::vector<size_t>> moved(newCap);
    for (size_t b = cap; b-- > 0;)
      for (size_t i : chains[b]) {
        std::vector<size_t> &c = moved[hashOf(i) % newCap];
        c.insert(c.begin(), i);
      }
    chains = std::move(moved);
    cap = newCap;
  };
  size_t next = 0;
  for (size_t count = 0; count < total; ++count) {
    if (count >= cap * 3 / 4) // Hashtable.addEntry: count >= threshold, (int) (capacity * 0.75f)
      rehash();
    while (next < byInsertion.size() && insertAt[byInsertion[next]] == count) {
      size_t i = byInsertion[next++];
      std::vector<size_t> &c = chains[hashOf(i) % cap];
      c.insert(c.begin(), i);
    }
  }
  order.clear();
  for (size_t b = 0; b < cap; ++b)
    for (size_t k = chains[b].size(); k-- > 0;)
      order.push_back(chains[b][k]);
  return order;
}

} // namespace tlacore::model
