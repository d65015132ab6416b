#include "model/variable_order.h"

#include <algorithm>
#include <cstdint>
#include <string_view>
#include <string>
#include <unordered_map>
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

// The keys `I!Op` a named instance adds (Generator.processModuleDefinition): one per definition and
// theorem the instantiated module exports, and those of its own named instances.
void instanceKeys(const std::string &prefix, const sem::ResolvedModule &target, int depth,
                  std::vector<std::string> &out) {
  if (depth > 16)
    return;
  for (const auto &[name, sym] : target.exports) {
    const sem::Symbol *d = sym->underlying();
    if (d->kind == sem::SymbolKind::Constant || d->kind == sem::SymbolKind::Variable)
      continue;
    out.push_back(prefix + std::string(name));
    if (d->kind == sem::SymbolKind::Instance && d->instance && d->instance->module)
      instanceKeys(prefix + std::string(name) + "!", *d->instance->module, depth + 1, out);
  }
}

// SANY's context of `m` in the order its Hashtable receives the entries (built-ins left out), appended
// to `out` unless `seen` has them: first what each EXTENDed module's context holds, in that context's
// order, less its LOCAL entries (Context.mergeExtendContext walks the extended context's pairs from the
// first added and skips names the table has); then m's own units in text order: declarations,
// definitions, named theorems and assumptions, inner modules, the entries a named INSTANCE adds
// (I!Op, then I) and those an unnamed one adds (its definitions, with its instances' I!Op but not I).
void contextKeys(const sem::ResolvedModule &m, bool keepLocal, int depth, std::vector<std::string> &out,
                 std::unordered_set<std::string> &seen) {
  if (depth > 32)
    return;
  for (const sem::ResolvedModule *e : m.extends)
    if (e)
      contextKeys(*e, false, depth + 1, out, seen);
  struct Own {
    uint32_t at;
    std::vector<std::string> keys;
  };
  std::vector<Own> own;
  for (const auto &[name, sym] : m.scope) {
    const sem::Symbol *d = sym->underlying();
    bool imported = sym->kind == sem::SymbolKind::Imported && sym->binding;
    uint32_t at = 0;
    if (imported) {
      if (sym->binding->instantiator != &m || !sym->binding->unit)
        continue;
      at = sym->binding->unit->range.begin.offset;
    } else {
      if (sym->module != &m)
        continue;
      at = sym->range.begin.offset;
    }
    if (sym->isLocal && !keepLocal)
      continue;
    Own o{at, {}};
    if (d->kind == sem::SymbolKind::Instance && d->instance && d->instance->module)
      instanceKeys(std::string(name) + "!", *d->instance->module, 0, o.keys);
    if (!(imported && d->kind == sem::SymbolKind::Instance))
      o.keys.push_back(std::string(name));
    own.push_back(std::move(o));
  }
  for (const auto &[name, inner] : m.nested)
    own.push_back(Own{inner && inner->ast ? inner->ast->range.begin.offset : 0, {"MODULE " + std::string(name)}});
  std::stable_sort(own.begin(), own.end(), [](const Own &a, const Own &b) { return a.at < b.at; });
  for (const Own &o : own)
    for (const std::string &k : o.keys)
      if (seen.insert(k).second)
        out.push_back(k);
}

} // namespace

size_t sanyContextSize(const sem::ResolvedModule &root) {
  std::vector<std::string> keys;
  std::unordered_set<std::string> seen;
  contextKeys(root, true, 0, keys, seen);
  return kBuiltInOperators + keys.size();
}

std::vector<size_t> tlcVariablePrintOrder(const sem::ResolvedModule &root,
                                          const std::vector<const sem::Symbol *> &variables) {
  std::vector<std::string> keys;
  std::unordered_set<std::string> seen;
  contextKeys(root, true, 0, keys, seen);
  const size_t total = kBuiltInOperators + keys.size();
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
  // moves. So the table is replayed with the variables alone (the other
  // entries move them no differently), each inserted when as many entries
  // precede it as SANY's context holds then: the root's own, or those of a
  // module it EXTENDS, merged in that module's order.
  std::unordered_map<std::string_view, size_t> position;
  for (size_t k = 0; k < keys.size(); ++k)
    position.emplace(keys[k], kBuiltInOperators + k);
  std::vector<size_t> insertAt(variables.size()); // entries before each
  bool placed = !variables.empty();
  for (size_t i = 0; i < variables.size() && placed; ++i) {
    auto it = position.find(variables[i]->name);
    placed = it != position.end();
    if (placed)
      insertAt[i] = it->second;
  }
  if (!placed) {
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return bucket[a] < bucket[b]; });
    return order;
  }
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
