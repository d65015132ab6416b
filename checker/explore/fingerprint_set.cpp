#include "fingerprint_set.h"

namespace tlacore::explore {

FingerprintSet::FingerprintSet(size_t shards) {
  shardBits_ = 0;
  while ((size_t{1} << shardBits_) < shards)
    ++shardBits_;
  for (size_t i = 0; i < (size_t{1} << shardBits_); ++i) {
    auto s = std::make_unique<Shard>();
    s->current = std::make_unique<Table>(1024);
    s->table.store(s->current.get(), std::memory_order_release);
    shards_.push_back(std::move(s));
  }
}

// Linear probing; slots are only ever filled, never emptied, so a probe
// that meets an empty slot may stop.
bool FingerprintSet::contains(const Table &t, uint64_t fp) {
  for (size_t i = fp & t.mask;; i = (i + 1) & t.mask) {
    uint64_t f = t.slots[i].load(std::memory_order_relaxed);
    if (f == fp)
      return true;
    if (f == 0)
      return false;
  }
}

// Doubles the shard's table (its mutex held), keeping the old one for the
// lookups that may still be reading it.
void FingerprintSet::grow(Shard &s) {
  const Table &old = *s.current;
  auto bigger = std::make_unique<Table>((old.mask + 1) * 2);
  for (size_t j = 0; j <= old.mask; ++j)
    if (uint64_t f = old.slots[j].load(std::memory_order_relaxed)) {
      size_t i = f & bigger->mask;
      while (bigger->slots[i].load(std::memory_order_relaxed))
        i = (i + 1) & bigger->mask;
      bigger->slots[i].store(f, std::memory_order_relaxed);
    }
  s.table.store(bigger.get(), std::memory_order_release);
  s.replaced.push_back(std::move(s.current));
  s.current = std::move(bigger);
}

bool FingerprintSet::insert(uint64_t fp) {
  if (fp == 0)
    fp = 1;
  Shard &s = *shards_[shardBits_ ? fp >> (64 - shardBits_) : 0];
  // Found without the lock: a fingerprint once added stays, in this table
  // and in every larger one. Not found: look again under the lock, since
  // another worker may be adding it or growing the table.
  if (contains(*s.table.load(std::memory_order_acquire), fp))
    return false;
  std::lock_guard<std::mutex> lock(s.mutex);
  if ((s.count + 1) * 2 > s.current->mask + 1)
    grow(s); // keeps the load factor under 1/2
  Table &t = *s.current;
  size_t i = fp & t.mask;
  for (uint64_t f; (f = t.slots[i].load(std::memory_order_relaxed)) != 0; i = (i + 1) & t.mask)
    if (f == fp)
      return false;
  t.slots[i].store(fp, std::memory_order_release);
  ++s.count;
  return true;
}

size_t FingerprintSet::size() const {
  size_t n = 0;
  for (const auto &s : shards_) {
    std::lock_guard<std::mutex> lock(s->mutex);
    n += s->count;
  }
  return n;
}

void FingerprintSet::reserve(size_t n) {
  size_t perShard = n / shards_.size() + 1;
  for (auto &s : shards_) {
    std::lock_guard<std::mutex> lock(s->mutex);
    while ((s->count + perShard) * 2 > s->current->mask + 1)
      grow(*s);
  }
  reclaim();
}

void FingerprintSet::reclaim() {
  for (auto &s : shards_) {
    std::lock_guard<std::mutex> lock(s->mutex);
    s->replaced.clear();
  }
}

} // namespace tlacore::explore
