// LevelClaims: for the states new at the next BFS level, which step of the
// level being expanded reaches each first in BFS order (the unit, the
// state's place in it, the successor's index), whichever worker got to
// the fingerprint set first. One worker always reaches them in that order;
// with several, a state two units both reach is inserted by whichever
// commits first, and the claims say which step one worker would have
// inserted it from (its parent, its action, its place in the next level).
// Sharded by fingerprint, each shard under a lock that also covers the
// fingerprint-set insert, so that a state is in the set only once it is
// claimed.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>

namespace tlacore::explore {

// A step's place in BFS order: the unit of the level, the state's index in
// it, the successor's index among the state's successors.
struct ReachKey {
  size_t unit = 0;
  uint32_t pos = 0;
  uint32_t succ = 0;
  auto operator<=>(const ReachKey &) const = default;
};

// The step that reaches a state: its place, the expanded state's record,
// the action's label id.
struct Reach {
  ReachKey key;
  uint32_t parent = 0;
  uint32_t action = 0;
};

class LevelClaims {
public:
  enum class Step {
    New,     // the state was not in the set: this step inserted it
    Earlier, // new at the next level, and this step comes before its claim so far: now it is the claim
    Later,   // new at the next level, claimed by an earlier step
    Old,     // found before this level
  };

  LevelClaims() : shards_(std::make_unique<Shard[]>(kShards)) {}

  // The step `r` reaches the state of fingerprint `fp`; `insert()` adds fp
  // to the fingerprint set (true when it was not there), under the shard's lock.
  template <class Insert>
  Step reach(uint64_t fp, const Reach &r, Insert &&insert) {
    Shard &sh = shard(fp);
    std::lock_guard lock(sh.mutex);
    if (insert()) {
      sh.claims.emplace(fp, r);
      return Step::New;
    }
    auto it = sh.claims.find(fp);
    if (it == sh.claims.end())
      return Step::Old;
    if (r.key < it->second.key) {
      it->second = r;
      return Step::Earlier;
    }
    return Step::Later;
  }

  // The claim of `fp` (a state new at the next level), if any.
  std::optional<Reach> find(uint64_t fp) {
    Shard &sh = shard(fp);
    std::lock_guard lock(sh.mutex);
    auto it = sh.claims.find(fp);
    if (it == sh.claims.end())
      return std::nullopt;
    return it->second;
  }

  // Forgets every claim (a new level begins).
  void clear() {
    for (size_t i = 0; i < kShards; ++i) {
      std::lock_guard lock(shards_[i].mutex);
      shards_[i].claims.clear();
    }
  }

private:
  static constexpr size_t kShards = 256;
  struct alignas(64) Shard {
    std::mutex mutex;
    std::unordered_map<uint64_t, Reach> claims;
  };
  Shard &shard(uint64_t fp) { return shards_[(fp ^ (fp >> 29)) & (kShards - 1)]; }
  std::unique_ptr<Shard[]> shards_;
};

} // namespace tlacore::explore
