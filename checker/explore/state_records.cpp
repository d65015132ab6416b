// StateRecords and ActionLabels: the compact records of explored states.
#include "state_records.h"

#include <cerrno>
#include <cstring>

#include <unistd.h>

#include "fingerprint_disk.h"

namespace tlacore::explore {

namespace {
constexpr const char *kSpillFile = "the state records' spill file";
} // namespace

uint32_t ActionLabels::intern(const eval::ActionLabel &label) {
  std::lock_guard lock(mutex_);
  for (size_t i = 1; i < labels_.size(); ++i)
    if (labels_[i].op == label.op && labels_[i].range.begin == label.range.begin &&
        labels_[i].range.end == label.range.end)
      return static_cast<uint32_t>(i);
  labels_.push_back(label);
  return static_cast<uint32_t>(labels_.size() - 1);
}

eval::ActionLabel ActionLabels::at(uint32_t id) const {
  std::lock_guard lock(mutex_);
  return id < labels_.size() ? labels_[id] : eval::ActionLabel{};
}

size_t ActionLabels::size() const {
  std::lock_guard lock(mutex_);
  return labels_.size();
}

StateRecords::StateRecords(bool keepConcrete) : keepConcrete_(keepConcrete) {
  chunks_.reserve(kMaxChunks);
  if (keepConcrete)
    concrete_.reserve(kMaxChunks);
}

StateRecords::~StateRecords() {
  if (fd_ >= 0)
    ::close(fd_);
}

void StateRecords::spillPast(uint64_t budgetBytes, std::string spillDir) {
  budget_ = budgetBytes;
  spillDir_ = std::move(spillDir);
}

size_t StateRecords::memoryBytes() const { return (chunks_.size() - spilledChunks_) * chunkBytes(); }
size_t StateRecords::diskBytes() const { return spilledChunks_ * chunkBytes(); }

// The chunks before the one being filled, while those in memory pass the budget.
void StateRecords::spillFullChunks() {
  size_t full = size_ >> kChunkBits;
  while (spilledChunks_ < full && memoryBytes() > budget_) {
    if (!dir_) {
      dir_ = std::make_unique<SpillDirectory>(spillDir_);
      fd_ = dir_->createFile();
    }
    size_t c = spilledChunks_;
    const size_t recordBytes = sizeof(Record) << kChunkBits;
    auto write = [&](const void *data, size_t n, uint64_t offset) { writeAll(fd_, data, n, offset, kSpillFile); };
    uint64_t at = c * chunkBytes();
    write(chunks_[c].get(), recordBytes, at);
    if (keepConcrete_)
      write(concrete_[c].get(), sizeof(uint64_t) << kChunkBits, at + recordBytes);
    spilledChunks_ = c + 1; // readers of chunk c now go to the file
    chunks_[c].reset();
    if (keepConcrete_)
      concrete_[c].reset();
  }
}

const void *StateRecords::page(size_t i, bool concrete) const {
  size_t first = i & ~(kPageRecords - 1);
  size_t width = concrete ? sizeof(uint64_t) : sizeof(Record);
  std::vector<char> &buf = page_[concrete];
  if (pageFirst_[concrete] != first) {
    size_t c = first >> kChunkBits;
    uint64_t offset = c * chunkBytes() + (concrete ? sizeof(Record) << kChunkBits : 0) + (first & kChunkMask) * width;
    buf.resize(kPageRecords * width);
    pageFirst_[concrete] = SIZE_MAX;
    readAll(fd_, buf.data(), buf.size(), offset, kSpillFile);
    pageFirst_[concrete] = first;
  }
  return buf.data() + (i - first) * width;
}

StateRecords::Record StateRecords::spilledRecord(size_t i) const {
  std::lock_guard lock(pageMutex_);
  Record r;
  std::memcpy(&r, page(i, false), sizeof r);
  return r;
}

uint64_t StateRecords::spilledConcrete(size_t i) const {
  std::lock_guard lock(pageMutex_);
  uint64_t x;
  std::memcpy(&x, page(i, true), sizeof x);
  return x;
}

uint32_t StateRecords::append(uint64_t fp, uint32_t parent, uint32_t action, uint64_t concreteFp) {
  size_t i = size_;
  if ((i & kChunkMask) == 0) {
    if (budget_ && i > 0)
      spillFullChunks();
    if (chunks_.size() == kMaxChunks)
      throw std::bad_alloc(); // 2^32 states: more than a parent index can name
    chunks_.emplace_back(new Record[kChunkMask + 1]);
    if (keepConcrete_)
      concrete_.emplace_back(new uint64_t[kChunkMask + 1]);
  }
  chunks_[i >> kChunkBits][i & kChunkMask] = Record{fp, parent, action};
  if (keepConcrete_)
    concrete_[i >> kChunkBits][i & kChunkMask] = concreteFp;
  ++size_;
  return static_cast<uint32_t>(i);
}

size_t StateRecords::bytes() const {
  size_t perState = sizeof(Record) + (keepConcrete_ ? sizeof(uint64_t) : 0);
  return size_ * perState;
}

} // namespace tlacore::explore
