// StateRecords: what the breadth-first search keeps of each distinct state
// once it has been found: its fingerprint, its BFS parent and the action
// that reached it (an index into ActionLabels), 16 bytes; with VIEW or
// SYMMETRY also the fingerprint of its very values (8 more), from which a
// trace is rebuilt by re-running the enumeration. Values live only on the
// frontier (bfs.cpp). Past a memory budget the full chunks of records are
// written to an append-only file in a private spill directory and read back
// (a page at a time) only when a trace or the behaviour graph needs them.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "eval/enumerator.h"

namespace tlacore::explore {

// The actions that reached states, each once: a state's record holds the
// index. Safe to use from several threads at once.
class ActionLabels {
public:
  ActionLabels() { labels_.push_back({}); } // 0: none (an initial state)
  uint32_t intern(const eval::ActionLabel &label);
  eval::ActionLabel at(uint32_t id) const;
  size_t size() const;

private:
  mutable std::mutex mutex_;
  std::vector<eval::ActionLabel> labels_;
};

// A cache of ActionLabels for one worker: no lock once an action is known.
class ActionLabelCache {
public:
  explicit ActionLabelCache(ActionLabels &table) : table_(&table) {}
  uint32_t intern(const eval::ActionLabel &label) {
    for (const Entry &e : entries_)
      if (e.op == label.op && e.begin == label.range.begin.offset && e.end == label.range.end.offset)
        return e.id;
    uint32_t id = table_->intern(label);
    entries_.push_back({label.op, label.range.begin.offset, label.range.end.offset, id});
    return id;
  }

private:
  struct Entry {
    const sem::Symbol *op;
    uint32_t begin, end, id;
  };
  ActionLabels *table_;
  std::vector<Entry> entries_;
};

inline constexpr uint32_t kNoParent = UINT32_MAX;

class SpillDirectory; // fingerprint_disk.h

// The records of the states found, by index (the order they were numbered
// in). Appended to by one thread at a time; records already appended may be
// read meanwhile (they never move).
class StateRecords {
public:
  struct Record {
    uint64_t fp;     // the fingerprint states are told apart by (VIEW/SYMMETRY)
    uint32_t parent; // kNoParent for an initial state
    uint32_t action; // ActionLabels index
  };
  // keepConcrete: also keep each state's concrete fingerprint (it differs
  // from `fp` only under VIEW or SYMMETRY).
  explicit StateRecords(bool keepConcrete);

  ~StateRecords();
  StateRecords(const StateRecords &) = delete;
  StateRecords &operator=(const StateRecords &) = delete;

  // From now on, full chunks past `budgetBytes` in memory go to a file in a
  // private directory under `spillDir` (empty: $TMPDIR, else /tmp). Records
  // on disk are read by one thread at a time: only while no other thread
  // appends or reads (at level ends, after the search).
  void spillPast(uint64_t budgetBytes, std::string spillDir);

  // Throws SpillError (fingerprint_disk.h) when the disk fails.
  uint32_t append(uint64_t fp, uint32_t parent, uint32_t action, uint64_t concreteFp);
  size_t size() const { return size_; }
  Record operator[](size_t i) const {
    size_t c = i >> kChunkBits;
    return c >= spilledChunks_ ? chunks_[c][i & kChunkMask] : spilledRecord(i);
  }
  uint64_t concreteFp(size_t i) const {
    if (concrete_.empty())
      return (*this)[i].fp;
    size_t c = i >> kChunkBits;
    return c >= spilledChunks_ ? concrete_[c][i & kChunkMask] : spilledConcrete(i);
  }
  // Bytes the records take (those in use: chunks are allocated 64K records at a time).
  size_t bytes() const;
  // Of which in memory (whole chunks) and on disk.
  size_t memoryBytes() const;
  size_t diskBytes() const;

private:
  static constexpr size_t kChunkBits = 16, kChunkMask = (size_t{1} << kChunkBits) - 1;
  static constexpr size_t kMaxChunks = size_t{1} << 16; // 2^32 states
  static constexpr size_t kPageRecords = 256;            // read back a page at a time
  size_t chunkBytes() const { return (sizeof(Record) + (keepConcrete_ ? sizeof(uint64_t) : 0)) << kChunkBits; }
  void spillFullChunks();
  Record spilledRecord(size_t i) const;
  uint64_t spilledConcrete(size_t i) const;
  const void *page(size_t i, bool concrete) const;

  bool keepConcrete_;
  size_t size_ = 0;
  // Chunk pointers are preallocated, so a reader never sees them move.
  std::vector<std::unique_ptr<Record[]>> chunks_;
  std::vector<std::unique_ptr<uint64_t[]>> concrete_;
  // Spilling: chunks [0, spilledChunks_) are in the file, chunk c at
  // c * chunkBytes() (its records, then its concrete fingerprints).
  uint64_t budget_ = 0; // 0: never spill
  std::string spillDir_;
  std::unique_ptr<SpillDirectory> dir_;
  int fd_ = -1;
  size_t spilledChunks_ = 0;
  // The page last read back, of records and of concrete fingerprints.
  mutable std::mutex pageMutex_;
  mutable size_t pageFirst_[2] = {SIZE_MAX, SIZE_MAX};
  mutable std::vector<char> page_[2];
};

} // namespace tlacore::explore
