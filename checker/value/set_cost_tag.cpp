// -coverage: the cost-model node a set carries (set_cost_tag.h), kept in a
// table beside the sets; a tagged SetObj has HeapObj::intervalDomain set
// (a byte functions use only), so that its destructor drops the entry; so
// has a tagged LazySetObj.
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
bool taggableLazy(Kind k) { return k == Kind::Subset || k == Kind::FcnSet || k == Kind::RecordSet || k == Kind::Product; }

uint32_t lookup(const HeapObj *h) {
  std::lock_guard lock(gMutex);
  auto it = tags().find(h);
  return it == tags().end() ? 0 : it->second;
}
} // namespace

void setCostTag(const Value &set, uint32_t tag) {
  if (!tag || (set.kind() != Kind::Set && !taggableLazy(set.kind())) || !set.heap())
    return;
  std::lock_guard lock(gMutex);
  tags()[set.heap()] = tag;
  const_cast<HeapObj *>(set.heap())->intervalDomain = 1;
}

uint32_t costTag(const Value &set) {
  if (set.kind() != Kind::Set || !set.heap() || !set.heap()->intervalDomain)
    return 0;
  return lookup(set.heap());
}

uint32_t lazySetCostTag(const Value &set) {
  if (!taggableLazy(set.kind()) || !set.heap() || !set.heap()->intervalDomain)
    return 0;
  return lookup(set.heap());
}

void forgetCostTag(const HeapObj *set) {
  std::lock_guard lock(gMutex);
  tags().erase(set);
}

} // namespace tlacore::val
