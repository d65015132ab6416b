// The fingerprint set as it was before the lock-free one (a mutex per shard for inserts, lock-free hits), kept
// only so that fpset_bench can measure the new set beside it on the same machine and run.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace oldfpset {

class FingerprintSet {
public:
  explicit FingerprintSet(size_t shards = 64) {
    while ((size_t{1} << shardBits_) < shards)
      ++shardBits_;
    for (size_t i = 0; i < (size_t{1} << shardBits_); ++i) {
      auto s = std::make_unique<Shard>();
      s->current = std::make_unique<Table>(1024);
      s->table.store(s->current.get(), std::memory_order_release);
      shards_.push_back(std::move(s));
    }
  }

  bool insert(uint64_t fp) {
    if (fp == 0)
      fp = 1;
    Shard &s = *shards_[shardBits_ ? fp >> (64 - shardBits_) : 0];
    if (contains(*s.table.load(std::memory_order_acquire), fp))
      return false;
    std::lock_guard<std::mutex> lock(s.mutex);
    if ((s.count + 1) * 2 > s.current->mask + 1)
      grow(s);
    Table &t = *s.current;
    size_t i = fp & t.mask;
    for (uint64_t f; (f = t.slots[i].load(std::memory_order_relaxed)) != 0; i = (i + 1) & t.mask)
      if (f == fp)
        return false;
    t.slots[i].store(fp, std::memory_order_release);
    ++s.count;
    return true;
  }

  size_t size() const {
    size_t n = 0;
    for (const auto &s : shards_) {
      std::lock_guard<std::mutex> lock(s->mutex);
      n += s->count;
    }
    return n;
  }

  void reclaim() {
    for (auto &s : shards_) {
      std::lock_guard<std::mutex> lock(s->mutex);
      s->replaced.clear();
    }
  }

  // Bytes of the tables (current and replaced ones), for the comparison.
  uint64_t bytes() const {
    uint64_t n = 0;
    for (const auto &s : shards_) {
      std::lock_guard<std::mutex> lock(s->mutex);
      n += (s->current->mask + 1) * 8;
      for (const auto &r : s->replaced)
        n += (r->mask + 1) * 8;
    }
    return n;
  }

private:
  struct Table {
    explicit Table(size_t capacity) : mask(capacity - 1), slots(new std::atomic<uint64_t>[capacity]) {
      for (size_t i = 0; i < capacity; ++i)
        slots[i].store(0, std::memory_order_relaxed);
    }
    size_t mask;
    std::unique_ptr<std::atomic<uint64_t>[]> slots;
  };
  struct Shard {
    std::mutex mutex;
    std::atomic<const Table *> table{nullptr};
    std::unique_ptr<Table> current;
    std::vector<std::unique_ptr<Table>> replaced;
    size_t count = 0;
  };
  static bool contains(const Table &t, uint64_t fp) {
    for (size_t i = fp & t.mask;; i = (i + 1) & t.mask) {
      uint64_t f = t.slots[i].load(std::memory_order_relaxed);
      if (f == fp)
        return true;
      if (f == 0)
        return false;
    }
  }
  static void grow(Shard &s) {
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

  std::vector<std::unique_ptr<Shard>> shards_;
  size_t shardBits_ = 0;
};

} // namespace oldfpset
