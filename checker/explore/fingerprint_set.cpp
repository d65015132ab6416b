#include "fingerprint_set.h"

namespace tlacore::explore {

FingerprintSet::FingerprintSet(size_t shards) {
  shardBits_ = 0;
  while ((size_t{1} << shardBits_) < shards)
    ++shardBits_;
  for (size_t i = 0; i < (size_t{1} << shardBits_); ++i) {
    auto s = std::make_unique<Shard>();
    s->slots.assign(1024, 0);
    shards_.push_back(std::move(s));
  }
}

bool FingerprintSet::insert(uint64_t fp) {
  if (fp == 0)
    fp = 1;
  Shard &s = *shards_[shardBits_ ? fp >> (64 - shardBits_) : 0];
  std::lock_guard<std::mutex> lock(s.mutex);
  if ((s.count + 1) * 2 > s.slots.size()) {
    // Grow to keep the load factor under 1/2.
    std::vector<uint64_t> old = std::move(s.slots);
    s.slots.assign(old.size() * 2, 0);
    size_t mask = s.slots.size() - 1;
    for (uint64_t f : old)
      if (f) {
        size_t i = f & mask;
        while (s.slots[i])
          i = (i + 1) & mask;
        s.slots[i] = f;
      }
  }
  size_t mask = s.slots.size() - 1;
  size_t i = fp & mask;
  while (s.slots[i]) {
    if (s.slots[i] == fp)
      return false;
    i = (i + 1) & mask;
  }
  s.slots[i] = fp;
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

} // namespace tlacore::explore
