// StateRecords and ActionLabels: the compact records of explored states.
#include "state_records.h"

namespace tlacore::explore {

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

uint32_t StateRecords::append(uint64_t fp, uint32_t parent, uint32_t action, uint64_t concreteFp) {
  size_t i = size_;
  if ((i & kChunkMask) == 0) {
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
