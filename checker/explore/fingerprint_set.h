// FingerprintSet: the set of 64-bit fingerprints of the states seen so far,
// shared by the workers. Sharded by the fingerprint's (mixed) high bits,
// each shard a lock-free open-addressing table: a lookup is wait-free, an
// insert claims an empty slot with one compare-and-swap. Without a memory
// budget the tables grow as needed; with one they are sized from it up
// front, and a shard whose table fills is sorted and merged into a sorted
// file on disk (TLC's DiskFPSet), so the set can outgrow memory.
//
// How inserts stay correct while a shard's table is resized or flushed:
// each shard has a sequence number, odd while its table is being moved.
// The mover first "freezes" every empty slot (compare-and-swap 0 ->
// kFrozen), so an insert can no longer claim one, and only then reads the
// table: an insert's compare-and-swap either lands before the freeze of its
// slot (its fingerprint is moved with the others) or fails on the frozen
// slot (the insert waits for the move and starts again). An insert that is
// about to claim a slot checks first that the sequence number is still the
// one it started with (so its view of the table and of the disk is from
// before any move), and one that meets an odd number waits (futex) until
// the move ends. Lookups never wait: a fingerprint being flushed stays in
// the frozen table until the file that holds it is published, and the
// table is emptied only after that.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <vector>

#include "fingerprint_disk.h"

namespace tlacore::explore {

struct FingerprintSetOptions {
  size_t shards = 64; // a power of two (rounded up); fewer when a small budget gives each too little room
  // Bytes for the in-memory tables (and the disk files' page indexes). 0:
  // no budget, the tables grow as needed and nothing goes to disk.
  uint64_t memoryBudget = 0;
  // Where the private directory of the disk files is made (empty: $TMPDIR,
  // else /tmp). Only used with a budget.
  std::string spillDir;
};

// What the set holds and how contended it has been; every figure can be
// read while inserts run (each is then a recent value).
struct FingerprintSetStats {
  uint64_t distinct = 0;      // fingerprints in the set
  uint64_t memoryBytes = 0;   // tables (with those replaced but not reclaimed) and page indexes
  uint64_t diskBytes = 0;     // the sorted files
  uint64_t onDisk = 0;        // fingerprints in the sorted files
  uint64_t spills = 0;        // shard tables merged into their file
  uint64_t resizes = 0;       // shard tables doubled
  uint64_t casRetries = 0;    // inserts whose compare-and-swap lost a slot to another
  uint64_t probes = 0;        // slots examined by the inserts that added a fingerprint
  uint64_t waits = 0;         // inserts that waited for a resize or flush of their shard
  uint64_t waitNanos = 0;     // ... and for how long in all
  uint64_t diskLookups = 0;   // lookups that read a page of a sorted file
  std::string spillPath;      // the private directory (empty without a budget)
  std::string diskError;      // why spilling stopped (the tables grow in memory since); empty: it did not
};

class FingerprintSet {
public:
  explicit FingerprintSet(size_t shards = 64);
  // Throws SpillError when a budget is given and the spill directory cannot
  // be made.
  explicit FingerprintSet(const FingerprintSetOptions &options);
  ~FingerprintSet();
  FingerprintSet(const FingerprintSet &) = delete;
  FingerprintSet &operator=(const FingerprintSet &) = delete;

  // True when `fp` was not in the set (and is now). Safe to call from
  // several threads at once. Fingerprint 0, and the one other value that
  // canonical() maps, count as 1.
  bool insert(uint64_t fp);
  // Whether `fp` is in the set (wait-free in memory; may read one page of a
  // sorted file).
  bool contains(uint64_t fp) const;
  // Starts loading the slot where insert(fp) or contains(fp) begins its
  // probe into the cache (a hint: nothing changes). Issued for several
  // fingerprints before they are inserted, their cache misses overlap.
  void prefetch(uint64_t fp) const;
  size_t size() const;
  // Makes room for `n` fingerprints in all, so that adding them does not
  // grow the tables (nothing to do with a budget). Only while no insert() runs.
  void reserve(size_t n);
  // Frees the tables replaced by larger ones. Only while no insert() runs
  // (lock-free lookups may still be reading a replaced table).
  void reclaim();

  FingerprintSetStats stats() const;
  // Bytes in memory (tables and page indexes): stats().memoryBytes.
  uint64_t bytes() const;

  // The fingerprint the set stores `fp` as: 0 and the value that would
  // land on the tables' frozen-slot marker are taken as 1.
  static uint64_t canonical(uint64_t fp);

private:
  // Slots are plain words accessed through std::atomic_ref, so that a big
  // table can come from calloc (pages zeroed lazily by the OS). Read by
  // every lookup: in a cache line of its own, which no other object's
  // writes (or frees) take away from the cores.
  struct alignas(64) Table {
    explicit Table(size_t capacity);
    ~Table();
    Table(const Table &) = delete;
    Table &operator=(const Table &) = delete;
    std::atomic_ref<uint64_t> at(size_t i) const { return std::atomic_ref<uint64_t>(slots[i]); }
    size_t capacity;
    size_t limit; // entries before a resize or flush
    uint64_t *slots;
  };
  struct alignas(64) Shard {
    // Read by every lookup: kept apart from the counters inserts write.
    std::atomic<uint64_t> seq{0}; // odd while the table is being resized or flushed
    std::atomic<Table *> table{nullptr};
    std::atomic<uint64_t> onDisk{0}; // fingerprints in `run`
    // Written by inserts that add a fingerprint.
    alignas(64) std::atomic<uint64_t> added{0};
    std::atomic<uint64_t> flushed{0}; // of `added`, those moved to the file
    std::atomic<uint64_t> extraProbes{0}; // slots examined by inserts that added, beyond the first
    std::atomic<uint64_t> casRetries{0};
    std::atomic<uint64_t> waits{0};
    std::atomic<uint64_t> waitNanos{0};
    std::atomic<uint64_t> diskLookups{0};
    // Changed only by the thread that made `seq` odd.
    std::unique_ptr<Table> current;
    std::vector<std::unique_ptr<Table>> replaced; // until reclaim(): lookups may be reading them
    std::atomic<uint64_t> tableBytes{0};          // current and replaced
    std::atomic<uint64_t> spills{0}, resizes{0};
    // The sorted file: replaced under the exclusive lock, read under the shared one.
    mutable std::shared_mutex runMutex;
    std::unique_ptr<SortedRun> run;
    std::atomic<uint64_t> diskBytes{0}, indexBytes{0};
  };

  static uint64_t slotValue(uint64_t fp);
  Shard &shardOf(uint64_t h) const { return *shards_[shardBits_ ? h >> (64 - shardBits_) : 0]; }
  size_t startSlot(const Table &t, uint64_t h) const {
    return static_cast<size_t>((static_cast<unsigned __int128>(h << shardBits_) * t.capacity) >> 64);
  }
  bool onDisk(Shard &s, uint64_t h) const;
  void waitForMove(Shard &s, uint64_t seq) const;
  void maintain(Shard &s);
  void grow(Shard &s, size_t capacity);
  void flush(Shard &s);
  static std::vector<uint64_t> freeze(const Table &t);
  static void unfreeze(const Table &t);
  std::unique_ptr<Table> makeTable(size_t capacity) const;
  static int64_t inMemory(const Shard &s);
  void noteDiskError(const std::string &what);

  bool budgeted_ = false;
  std::unique_ptr<SpillDirectory> spill_; // before the shards: their files go first
  std::vector<std::unique_ptr<Shard>> shards_;
  size_t shardBits_ = 0;
  std::atomic<bool> diskFailed_{false};
  mutable std::mutex errorMutex_;
  std::string diskError_;
};

} // namespace tlacore::explore
