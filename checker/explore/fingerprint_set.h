// FingerprintSet: the set of 64-bit fingerprints of the states seen so far,
// shared by the workers. Sharded by the fingerprint's high bits, each shard
// an open-addressing table. A fingerprint already in the set (most of the
// successors a search generates) is found without any lock or atomic
// read-modify-write; adding one takes its shard's mutex, so workers rarely
// contend.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace tlacore::explore {

class FingerprintSet {
public:
  explicit FingerprintSet(size_t shards = 64);

  // True when `fp` was not in the set (and is now). Safe to call from
  // several threads at once.
  bool insert(uint64_t fp);
  size_t size() const;
  // Makes room for `n` fingerprints in all, so that adding them does not
  // grow the tables. Only while no insert() runs.
  void reserve(size_t n);
  // Frees the tables replaced by larger ones. Only while no insert() runs
  // (lock-free lookups may still be reading a replaced table).
  void reclaim();

private:
  struct Table {
    explicit Table(size_t capacity) : mask(capacity - 1), slots(new std::atomic<uint64_t>[capacity]) {
      for (size_t i = 0; i < capacity; ++i)
        slots[i].store(0, std::memory_order_relaxed);
    }
    size_t mask;
    std::unique_ptr<std::atomic<uint64_t>[]> slots; // 0 marks an empty slot (fingerprint 0 is stored as 1)
  };
  struct Shard {
    std::mutex mutex; // held to add a fingerprint or to grow
    std::atomic<const Table *> table{nullptr};
    std::unique_ptr<Table> current;
    std::vector<std::unique_ptr<Table>> replaced; // until reclaim(): lookups may be reading them
    size_t count = 0;
  };
  static bool contains(const Table &t, uint64_t fp);
  static void grow(Shard &s);

  std::vector<std::unique_ptr<Shard>> shards_;
  size_t shardBits_;
};

} // namespace tlacore::explore
