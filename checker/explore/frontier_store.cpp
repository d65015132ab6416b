// The frontier's states in memory up to a budget, past it in blocks on disk
// (frontier_store.h). Block layout: the number of states (4 bytes), each
// state's record (fp, concrete fingerprint, parent, action: 24 bytes), then
// each state's values (their number, then each value's binary form).
#include "frontier_store.h"

#include <cerrno>
#include <cstring>

#include <unistd.h>

#include "fingerprint_disk.h"
#include "memory.h"
#include "value/value_serial.h"

namespace tlacore::explore {

namespace {

constexpr size_t kRecordBytes = 24;

void putU32(uint32_t x, char *p) {
  for (int i = 0; i < 4; ++i)
    p[i] = static_cast<char>(x >> (8 * i));
}
uint32_t getU32(const char *p) {
  uint32_t x = 0;
  for (int i = 0; i < 4; ++i)
    x |= static_cast<uint32_t>(static_cast<uint8_t>(p[i])) << (8 * i);
  return x;
}
void putU64(uint64_t x, char *p) {
  for (int i = 0; i < 8; ++i)
    p[i] = static_cast<char>(x >> (8 * i));
}
uint64_t getU64(const char *p) {
  uint64_t x = 0;
  for (int i = 0; i < 8; ++i)
    x |= static_cast<uint64_t>(static_cast<uint8_t>(p[i])) << (8 * i);
  return x;
}

void readState(const char *data, size_t size, size_t &pos, std::vector<val::Value> &vars) {
  uint64_t n = val::readVarint(data, size, pos);
  vars.clear();
  vars.reserve(n);
  for (uint64_t i = 0; i < n; ++i)
    vars.push_back(val::readValue(data, size, pos));
}

void writeState(const std::vector<val::Value> &vars, std::string &out) {
  val::writeVarint(vars.size(), out);
  for (const val::Value &v : vars)
    val::writeValue(v, out);
}

} // namespace

FrontierStore::FrontierStore(uint64_t budgetBytes, uint64_t pressureBytes, std::string spillDir)
    : budget_(budgetBytes), pressure_(budgetBytes ? pressureBytes : 0), parent_(std::move(spillDir)) {}

FrontierStore::~FrontierStore() {
  for (auto &[level, f] : files_)
    ::close(f->fd);
}

size_t FrontierStore::memoryBytes(const std::vector<FrontierState> &states) {
  size_t n = states.capacity() * sizeof(FrontierState);
  for (const FrontierState &s : states) {
    n += 16; // the allocator's header of the values' array
    for (const val::Value &v : s.vars)
      n += val::memoryBytes(v);
  }
  return n;
}

bool FrontierStore::admit(size_t bytes, bool force) {
  // The resident size every 16th time (reading it costs a few microseconds).
  if (pressure_ && !force && (admits_.fetch_add(1, std::memory_order_relaxed) & 15) == 0)
    pressed_.store(residentBytes() > pressure_, std::memory_order_relaxed);
  if (!force && pressed_.load(std::memory_order_relaxed))
    return false;
  auto b = static_cast<int64_t>(bytes);
  int64_t now = inMemory_.fetch_add(b, std::memory_order_relaxed) + b;
  if (!force && budget_ && now > static_cast<int64_t>(budget_)) {
    inMemory_.fetch_sub(b, std::memory_order_relaxed);
    return false;
  }
  int64_t peak = peak_.load(std::memory_order_relaxed);
  while (now > peak && !peak_.compare_exchange_weak(peak, now, std::memory_order_relaxed))
    ;
  return true;
}

void FrontierStore::release(size_t bytes) { inMemory_.fetch_sub(static_cast<int64_t>(bytes), std::memory_order_relaxed); }

FrontierStore::LevelFile &FrontierStore::file(int64_t level) {
  std::lock_guard lock(mutex_);
  auto &f = files_[level];
  if (!f) {
    if (!dir_)
      dir_ = std::make_unique<SpillDirectory>(parent_);
    auto made = std::make_unique<LevelFile>();
    made->fd = dir_->createFile();
    f = std::move(made);
  }
  return *f;
}

int FrontierStore::fdOf(int64_t level) const {
  std::lock_guard lock(mutex_);
  auto it = files_.find(level);
  if (it == files_.end())
    throw SpillError("the BFS queue's spill file of level " + std::to_string(level) + " is gone");
  return it->second->fd;
}

SpilledBlock FrontierStore::writeBlock(int64_t level, const std::string &bytes, uint32_t states) {
  LevelFile &f = file(level);
  SpilledBlock b;
  b.offset = f.end.fetch_add(bytes.size());
  b.bytes = static_cast<uint32_t>(bytes.size());
  b.states = states;
  writeAll(f.fd, bytes.data(), bytes.size(), b.offset, "the BFS queue's spill file");
  spilledStates_.fetch_add(states, std::memory_order_relaxed);
  spilledBytes_.fetch_add(bytes.size(), std::memory_order_relaxed);
  return b;
}

void FrontierStore::readBlock(int64_t level, const SpilledBlock &b, size_t length, std::string &out) const {
  out.resize(length);
  readAll(fdOf(level), out.data(), length, b.offset, "the BFS queue's spill file");
}

std::optional<SpilledBlock> FrontierStore::spill(int64_t level, const std::vector<FrontierState> &states) {
  std::string bytes(4 + kRecordBytes * states.size(), '\0');
  putU32(static_cast<uint32_t>(states.size()), bytes.data());
  for (size_t i = 0; i < states.size(); ++i) {
    char *p = bytes.data() + 4 + kRecordBytes * i;
    putU64(states[i].fp, p);
    putU64(states[i].concrete, p + 8);
    putU32(states[i].parent, p + 16);
    putU32(states[i].action, p + 20);
  }
  try {
    for (const FrontierState &s : states)
      writeState(s.vars, bytes);
  } catch (const val::NotSerializable &) {
    return std::nullopt;
  }
  if (bytes.size() > UINT32_MAX)
    return std::nullopt;
  return writeBlock(level, bytes, static_cast<uint32_t>(states.size()));
}

void FrontierStore::load(int64_t level, const SpilledBlock &b, std::vector<FrontierState> &out) const {
  std::string bytes;
  readBlock(level, b, b.bytes, bytes);
  std::vector<FrontierRecord> records;
  size_t n = getU32(bytes.data());
  out.clear();
  out.resize(n);
  size_t pos = 4 + kRecordBytes * n;
  if (n != b.states || pos > bytes.size())
    throw SpillError("the BFS queue's spill file holds a malformed block");
  try {
    for (size_t i = 0; i < n; ++i) {
      const char *p = bytes.data() + 4 + kRecordBytes * i;
      FrontierState &s = out[i];
      s.fp = getU64(p);
      s.concrete = getU64(p + 8);
      s.parent = getU32(p + 16);
      s.action = getU32(p + 20);
      readState(bytes.data(), bytes.size(), pos, s.vars);
    }
  } catch (const val::BadSerialForm &e) {
    throw SpillError(std::string("the BFS queue's spill file holds a malformed block: ") + e.what());
  }
}

void FrontierStore::loadRecords(int64_t level, const SpilledBlock &b, std::vector<FrontierRecord> &out) const {
  std::string bytes;
  readBlock(level, b, 4 + kRecordBytes * b.states, bytes);
  out.resize(b.states);
  for (size_t i = 0; i < b.states; ++i) {
    const char *p = bytes.data() + 4 + kRecordBytes * i;
    out[i] = FrontierRecord{getU64(p), getU64(p + 8), getU32(p + 16), getU32(p + 20)};
  }
}

void FrontierStore::dropLevel(int64_t level) {
  std::lock_guard lock(mutex_);
  auto it = files_.find(level);
  if (it == files_.end())
    return;
  ::close(it->second->fd);
  files_.erase(it);
}

FrontierStats FrontierStore::stats() const {
  FrontierStats s;
  s.spilledStates = spilledStates_.load();
  s.spilledBytes = spilledBytes_.load();
  s.peakMemoryBytes = static_cast<uint64_t>(std::max<int64_t>(0, peak_.load()));
  std::lock_guard lock(mutex_);
  if (dir_)
    s.spillPath = dir_->path();
  return s;
}

// --- StateSpool -----------------------------------------------------------------

StateSpool::~StateSpool() {
  for (Block &b : blocks_)
    store_.release(b.memory);
}

void StateSpool::push(const std::vector<val::Value> &state) {
  size_t before = open_.size();
  try {
    writeState(state, open_);
  } catch (...) {
    open_.resize(before);
    throw;
  }
  ++openStates_;
  ++size_;
  if (open_.size() >= kBlockBytes)
    seal();
}

void StateSpool::seal() {
  if (openStates_ == 0)
    return;
  Block b;
  b.disk.states = openStates_;
  b.disk.bytes = static_cast<uint32_t>(open_.size());
  if (store_.admit(open_.capacity())) {
    b.memory = open_.capacity();
    b.bytes = std::move(open_);
  } else {
    b.disk = store_.writeBlock(level_, open_, openStates_);
  }
  blocks_.push_back(std::move(b));
  open_ = std::string();
  openStates_ = 0;
}

bool StateSpool::next(size_t max, std::vector<std::vector<val::Value>> &out) {
  out.clear();
  if (readBlock_ == 0 && !loaded_)
    seal();
  while (out.size() < max) {
    if (!loaded_) {
      if (readBlock_ >= blocks_.size())
        break;
      Block &b = blocks_[readBlock_];
      if (b.memory) {
        current_ = std::move(b.bytes);
        store_.release(b.memory);
        b.memory = 0;
      } else {
        store_.readBlock(level_, b.disk, b.disk.bytes, current_);
      }
      b.bytes = std::string();
      readPos_ = 0;
      loaded_ = true;
    }
    if (readPos_ >= current_.size()) {
      loaded_ = false;
      current_ = std::string();
      ++readBlock_;
      continue;
    }
    out.emplace_back();
    try {
      readState(current_.data(), current_.size(), readPos_, out.back());
    } catch (const val::BadSerialForm &e) {
      throw SpillError(std::string("the initial states' spill file holds a malformed block: ") + e.what());
    }
  }
  return !out.empty();
}

} // namespace tlacore::explore
