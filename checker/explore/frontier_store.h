// FrontierStore: where the BFS keeps the values of the states found but not
// expanded yet (TLC's DiskStateQueue idea). Up to a byte budget they stay in
// memory as they are; past it whole blocks of them (a unit of the search,
// bfs.cpp) are written in the compact binary form (value/value_serial.h) to
// one file per BFS level in a private spill directory, and read back when
// their unit's turn comes. StateSpool: the initial states in the order they
// are generated, serialized the same way, in memory or on disk by the same
// budget.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "fingerprint_disk.h"
#include "state_records.h"
#include "value/value.h"

namespace tlacore::explore {

// A state on the frontier: its values until it has been expanded.
struct FrontierState {
  std::vector<val::Value> vars;
  uint64_t fp = 0;       // the fingerprint states are told apart by (VIEW/SYMMETRY)
  uint64_t concrete = 0; // fingerprint of these very values
  uint32_t parent = kNoParent;
  uint32_t action = 0; // ActionLabels index
  uint32_t id = 0;     // record index, once the level is numbered
};

// What a block holds of each state besides its values: what numbering the
// level appends to the state records, read back without the values.
struct FrontierRecord {
  uint64_t fp = 0;
  uint64_t concrete = 0;
  uint32_t parent = kNoParent;
  uint32_t action = 0;
};

// Where a block of states was written in its level's file.
struct SpilledBlock {
  uint64_t offset = 0;
  uint32_t bytes = 0; // 0: not written
  uint32_t states = 0;
  bool written() const { return bytes != 0; }
};

struct FrontierStats {
  uint64_t spilledStates = 0; // states written to disk
  uint64_t spilledBytes = 0;  // bytes written
  uint64_t peakMemoryBytes = 0; // the most frontier bytes held in memory at once (estimated)
  std::string spillPath;        // the spill directory, when one was made
};

class FrontierStore {
public:
  // budgetBytes 0: no bound, everything stays in memory. Nothing more is
  // admitted either while the process's resident size passes
  // `pressureBytes` (0: not looked at): the memory the other parts of the
  // search take is then what stays for the frontier. The spill
  // directory is made under `spillDir` (empty: $TMPDIR, else /tmp) at the
  // first spill, and removed with its files when the store goes.
  FrontierStore(uint64_t budgetBytes, uint64_t pressureBytes, std::string spillDir);
  ~FrontierStore();
  FrontierStore(const FrontierStore &) = delete;
  FrontierStore &operator=(const FrontierStore &) = delete;

  bool bounded() const { return budget_ != 0; }

  // Estimated bytes `states` take in memory.
  static size_t memoryBytes(const std::vector<FrontierState> &states);
  // Counts `bytes` as held in memory if they fit the budget (or `force`).
  bool admit(size_t bytes, bool force = false);
  void release(size_t bytes);

  // Writes `states` as one block of level `level`'s file; nullopt when a
  // value has no binary form (the caller keeps them in memory). Throws
  // SpillError when the disk fails. Thread-safe.
  std::optional<SpilledBlock> spill(int64_t level, const std::vector<FrontierState> &states);
  // Block `b` of level `level` read back (ids are not set). Thread-safe.
  void load(int64_t level, const SpilledBlock &b, std::vector<FrontierState> &out) const;
  // Only the records of its states.
  void loadRecords(int64_t level, const SpilledBlock &b, std::vector<FrontierRecord> &out) const;
  // All states of level `level` are expanded: its file is closed (and gone).
  void dropLevel(int64_t level);

  // Raw blocks (StateSpool): appends `bytes` to level `level`'s file.
  SpilledBlock writeBlock(int64_t level, const std::string &bytes, uint32_t states);
  void readBlock(int64_t level, const SpilledBlock &b, size_t length, std::string &out) const;

  FrontierStats stats() const;

private:
  struct LevelFile {
    int fd = -1;
    std::atomic<uint64_t> end{0};
  };
  LevelFile &file(int64_t level);
  int fdOf(int64_t level) const;

  uint64_t budget_;
  uint64_t pressure_;
  std::atomic<uint32_t> admits_{0};
  std::atomic<bool> pressed_{false}; // the resident size passed pressure_ when last looked at
  std::string parent_;
  mutable std::mutex mutex_; // dir_ and files_
  std::unique_ptr<SpillDirectory> dir_;
  std::map<int64_t, std::unique_ptr<LevelFile>> files_;
  std::atomic<int64_t> inMemory_{0};
  std::atomic<int64_t> peak_{0};
  std::atomic<uint64_t> spilledStates_{0}, spilledBytes_{0};
};

// States appended in order and read back in the same order, serialized in
// blocks: in memory while the store's budget admits them, else on disk.
class StateSpool {
public:
  StateSpool(FrontierStore &store, int64_t level) : store_(store), level_(level) {}
  ~StateSpool();
  // Throws val::NotSerializable (a state holding a PredSet), SpillError.
  void push(const std::vector<val::Value> &state);
  size_t size() const { return size_; }
  // Reads the next states in order into `out` (cleared first), at most
  // `max`; false when none is left. Each block's memory is given back to
  // the budget as soon as it has been read.
  bool next(size_t max, std::vector<std::vector<val::Value>> &out);

private:
  struct Block {
    std::string bytes; // empty once written or read
    SpilledBlock disk;
    size_t memory = 0; // bytes admitted to the budget
  };
  void seal();

  static constexpr size_t kBlockBytes = 256 * 1024;
  FrontierStore &store_;
  int64_t level_;
  std::vector<Block> blocks_;
  std::string open_; // the block being filled
  uint32_t openStates_ = 0;
  size_t size_ = 0;
  // Reading: the block and position reached.
  size_t readBlock_ = 0, readPos_ = 0;
  std::string current_;
  bool loaded_ = false;
};

} // namespace tlacore::explore
