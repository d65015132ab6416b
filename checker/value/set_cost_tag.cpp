// -coverage: the cost-model node a set carries (set_cost_tag.h), kept in a
// table beside the sets; a tagged SetObj has HeapObj::intervalDomain set
// (a byte functions use only), so that its destructor drops the entry.
#include "set_cost_tag.h"

#include <mutex>
#include <unordered_map>

namespace tlacore::val {

namespace {
std::mutex gMutex;
std::unordered_map<const HeapObj *, uint32_t> &tags() {
  static auto *t = new std::unordered_map<const HeapObj *, uint32_t>();
  return *t;
}
} // namespace

void setCostTag(const Value &set, uint32_t tag) {
  if (!tag || set.kind() != Kind::Set || !set.heap())
    return;
  std::lock_guard lock(gMutex);
  tags()[set.heap()] = tag;
  const_cast<HeapObj *>(set.heap())->intervalDomain = 1;
}

uint32_t costTag(const Value &set) {
  if (set.kind() != Kind::Set || !set.heap() || !set.heap()->intervalDomain)
    return 0;
  std::lock_guard lock(gMutex);
  auto it = tags().find(set.heap());
  return it == tags().end() ? 0 : it->second;
}

void forgetCostTag(const HeapObj *set) {
  std::lock_guard lock(gMutex);
  tags().erase(set);
}

} // namespace tlacore::val
