// FingerprintSet: the set of 64-bit fingerprints of the states seen so far,
// shared by the workers. Sharded by the fingerprint's high bits, each shard
// an open-addressing table behind its own mutex, so workers rarely contend.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace tlacore::explore {

class FingerprintSet {
public:
  explicit FingerprintSet(size_t shards = 64);
  // True when `fp` was not in the set (and is now).
  bool insert(uint64_t fp);
  size_t size() const;

private:
  struct Shard {
    std::mutex mutex;
    std::vector<uint64_t> slots; // 0 marks an empty slot (fingerprint 0 is stored as 1)
    size_t count = 0;
  };
  std::vector<std::unique_ptr<Shard>> shards_;
  size_t shardBits_;
};

} // namespace tlacore::explore
