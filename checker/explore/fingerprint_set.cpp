// Lock-free sharded open-addressing fingerprint tables, resized or spilled to sorted files (see the header's protocol).
#include "fingerprint_set.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <new>
#include <thread>

namespace tlacore::explore {

namespace {

// Fingerprints are spread over shards and slots by an odd multiplier (a
// bijection, so distinct fingerprints stay distinct): sequential or
// low-entropy fingerprints spread as well as hashed ones.
constexpr uint64_t kMix = 0x9E3779B97F4A7C15ull;
constexpr uint64_t kFrozen = UINT64_MAX; // an empty slot a resize or flush has closed (0: empty)
constexpr size_t kMinShardSlots = 256;   // a small budget gets fewer shards rather than tiny ones
constexpr size_t kGrowingStart = 1024;   // slots per shard of a set without budget, at first

} // namespace

FingerprintSet::Table::Table(size_t capacity_)
    : capacity(capacity_), limit(capacity_ / 2),
      slots(static_cast<uint64_t *>(std::calloc(capacity_, sizeof(uint64_t)))) {
  if (!slots)
    throw std::bad_alloc();
}

FingerprintSet::Table::~Table() { std::free(slots); }

std::unique_ptr<FingerprintSet::Table> FingerprintSet::makeTable(size_t capacity) const {
  auto t = std::make_unique<Table>(std::max<size_t>(capacity, 16));
  // A budgeted table is filled further before it is flushed: linear probing
  // at 3/4 still examines few slots, and the budget holds more.
  t->limit = budgeted_ ? t->capacity / 4 * 3 : t->capacity / 2;
  return t;
}

FingerprintSet::FingerprintSet(size_t shards) : FingerprintSet(FingerprintSetOptions{shards, 0, {}}) {}

FingerprintSet::FingerprintSet(const FingerprintSetOptions &options) {
  size_t wanted = 1;
  while (wanted < std::max<size_t>(options.shards, 1))
    wanted *= 2;
  size_t perShard = kGrowingStart;
  if (options.memoryBudget > 0) {
    budgeted_ = true;
    spill_ = std::make_unique<SpillDirectory>(options.spillDir);
    uint64_t slots = options.memoryBudget / sizeof(uint64_t);
    while (wanted > 1 && slots / wanted < kMinShardSlots)
      wanted /= 2;
    perShard = static_cast<size_t>(slots / wanted);
  }
  while ((size_t{1} << shardBits_) < wanted)
    ++shardBits_;
  for (size_t i = 0; i < wanted; ++i) {
    auto s = std::make_unique<Shard>();
    s->current = makeTable(perShard);
    s->table.store(s->current.get(), std::memory_order_release);
    s->tableBytes.store(s->current->capacity * sizeof(uint64_t), std::memory_order_relaxed);
    shards_.push_back(std::move(s));
  }
}

FingerprintSet::~FingerprintSet() = default;

uint64_t FingerprintSet::canonical(uint64_t fp) {
  return fp == 0 || fp * kMix == kFrozen ? 1 : fp;
}

uint64_t FingerprintSet::slotValue(uint64_t fp) { return canonical(fp) * kMix; }

int64_t FingerprintSet::inMemory(const Shard &s) {
  return static_cast<int64_t>(s.added.load(std::memory_order_acquire) - s.flushed.load(std::memory_order_acquire));
}

bool FingerprintSet::onDisk(Shard &s, uint64_t h) const {
  if (s.onDisk.load(std::memory_order_acquire) == 0)
    return false;
  std::shared_lock lock(s.runMutex);
  if (!s.run)
    return false;
  s.diskLookups.fetch_add(1, std::memory_order_relaxed);
  return s.run->contains(h);
}

void FingerprintSet::waitForMove(Shard &s, uint64_t seq) const {
  auto started = std::chrono::steady_clock::now();
  s.seq.wait(seq, std::memory_order_acquire);
  s.waits.fetch_add(1, std::memory_order_relaxed);
  s.waitNanos.fetch_add(static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                                  std::chrono::steady_clock::now() - started)
                                                  .count()),
                        std::memory_order_relaxed);
}

bool FingerprintSet::insert(uint64_t fp) {
  const uint64_t h = slotValue(fp);
  Shard &s = shardOf(h);
  for (;;) {
    uint64_t seq = s.seq.load(std::memory_order_acquire);
    if (seq & 1) {
      waitForMove(s, seq);
      continue;
    }
    const Table &t = *s.table.load(std::memory_order_acquire);
    bool diskChecked = false;
    size_t i = startSlot(t, h);
    for (size_t probes = 1;; ++probes) {
      std::atomic_ref<uint64_t> slot = t.at(i);
      uint64_t v = slot.load(std::memory_order_acquire);
      if (v == h)
        return false;
      if (v == kFrozen)
        break; // the table is being moved: wait, then start again
      if (v == 0) {
        // The end of the probe in memory: look on disk (once), and claim the
        // slot if nothing has moved since `seq` was read.
        if (!diskChecked) {
          if (onDisk(s, h))
            return false;
          diskChecked = true;
        }
        if (s.seq.load(std::memory_order_seq_cst) != seq)
          break;
        if (slot.compare_exchange_strong(v, h, std::memory_order_seq_cst)) {
          if (probes > 1) // most find their slot at once: no counter to update then
            s.extraProbes.fetch_add(probes - 1, std::memory_order_relaxed);
          s.added.fetch_add(1, std::memory_order_acq_rel);
          if (inMemory(s) >= static_cast<int64_t>(t.limit))
            maintain(s);
          return true;
        }
        s.casRetries.fetch_add(1, std::memory_order_relaxed);
        if (v == h)
          return false;
        if (v == kFrozen)
          break;
        // Another fingerprint took the slot: go on probing.
      }
      if (++i == t.capacity)
        i = 0;
      if (probes >= t.capacity) {
        // Full: only for the moment between an insert passing the limit and
        // its resize or flush freezing the table.
        maintain(s);
        std::this_thread::yield();
        break;
      }
    }
  }
}

bool FingerprintSet::contains(uint64_t fp) const {
  const uint64_t h = slotValue(fp);
  Shard &s = shardOf(h);
  const Table &t = *s.table.load(std::memory_order_acquire);
  size_t i = startSlot(t, h);
  for (size_t probes = 0; probes < t.capacity; ++probes) {
    uint64_t v = t.at(i).load(std::memory_order_acquire);
    if (v == h)
      return true;
    if (v == 0 || v == kFrozen)
      break;
    if (++i == t.capacity)
      i = 0;
  }
  return onDisk(s, h);
}

void FingerprintSet::prefetch(uint64_t fp) const {
  const uint64_t h = slotValue(fp);
  const Table &t = *shardOf(h).table.load(std::memory_order_acquire);
  __builtin_prefetch(t.slots + startSlot(t, h));
}

// Resizes or flushes the shard's table if it is past its limit and no other
// thread is already moving it.
void FingerprintSet::maintain(Shard &s) {
  uint64_t seq = s.seq.load(std::memory_order_acquire);
  if (seq & 1)
    return;
  if (inMemory(s) < static_cast<int64_t>(s.table.load(std::memory_order_acquire)->limit))
    return;
  if (!s.seq.compare_exchange_strong(seq, seq + 1, std::memory_order_seq_cst))
    return; // another thread moved it or is moving it
  // Inserts of this shard are excluded until `seq` is even again, even when
  // the move fails (out of memory: the table is then left as it was).
  struct Reopen {
    Shard &s;
    uint64_t next;
    ~Reopen() {
      s.seq.store(next, std::memory_order_release);
      s.seq.notify_all();
    }
  } reopen{s, seq + 2};
  if (budgeted_ && !diskFailed_.load(std::memory_order_relaxed))
    flush(s);
  else
    grow(s, s.current->capacity * 2);
}

std::vector<uint64_t> FingerprintSet::freeze(const Table &t) {
  std::vector<uint64_t> fps;
  fps.reserve(t.limit + t.limit / 8);
  for (size_t i = 0; i < t.capacity; ++i) {
    std::atomic_ref<uint64_t> slot = t.at(i);
    uint64_t v = slot.load(std::memory_order_acquire);
    if (v == 0 && slot.compare_exchange_strong(v, kFrozen, std::memory_order_seq_cst))
      continue;
    if (v != kFrozen)
      fps.push_back(v);
  }
  return fps;
}

void FingerprintSet::unfreeze(const Table &t) {
  for (size_t i = 0; i < t.capacity; ++i)
    if (t.at(i).load(std::memory_order_relaxed) == kFrozen)
      t.at(i).store(0, std::memory_order_release);
}

// Copies the shard's table into one of `capacity` slots (its seq odd). The
// old table stays, frozen, for lookups that may be reading it.
void FingerprintSet::grow(Shard &s, size_t capacity) {
  std::unique_ptr<Table> bigger = makeTable(capacity); // before freezing: may throw
  s.replaced.reserve(s.replaced.size() + 1);
  const Table &old = *s.current;
  for (size_t j = 0; j < old.capacity; ++j) {
    std::atomic_ref<uint64_t> slot = old.at(j);
    uint64_t f = slot.load(std::memory_order_acquire);
    if (f == 0 && slot.compare_exchange_strong(f, kFrozen, std::memory_order_seq_cst))
      continue;
    if (f == kFrozen)
      continue;
    size_t i = startSlot(*bigger, f);
    while (bigger->slots[i])
      if (++i == bigger->capacity)
        i = 0;
    bigger->slots[i] = f; // published by the table pointer's release store
  }
  s.tableBytes.fetch_add(bigger->capacity * sizeof(uint64_t), std::memory_order_relaxed);
  s.table.store(bigger.get(), std::memory_order_release);
  s.replaced.push_back(std::move(s.current));
  s.current = std::move(bigger);
  s.resizes.fetch_add(1, std::memory_order_relaxed);
}

void FingerprintSet::noteDiskError(const std::string &what) {
  std::lock_guard<std::mutex> lock(errorMutex_);
  if (diskError_.empty())
    diskError_ = what;
  diskFailed_.store(true, std::memory_order_relaxed);
}

// Merges the shard's table into its sorted file and empties the table (its
// seq odd). The table keeps its fingerprints, frozen, until the new file is
// published, so lookups find them all along. When the disk fails, the
// error is noted and the table grows in memory instead, now and from then on.
void FingerprintSet::flush(Shard &s) {
  const Table &t = *s.current;
  std::vector<uint64_t> fps;
  std::unique_ptr<SortedRun> merged;
  try {
    fps = freeze(t);
    std::sort(fps.begin(), fps.end());
    merged = SortedRun::merge(*spill_, s.run.get(), fps);
  } catch (const SpillError &e) {
    noteDiskError(e.what());
    try {
      grow(s, t.capacity * 2);
    } catch (...) {
      unfreeze(t);
      throw;
    }
    return;
  } catch (...) {
    unfreeze(t);
    throw;
  }
  {
    std::unique_lock lock(s.runMutex);
    s.run.swap(merged);
  }
  s.diskBytes.store(s.run->fileBytes(), std::memory_order_relaxed);
  s.indexBytes.store(s.run->indexBytes(), std::memory_order_relaxed);
  s.onDisk.store(s.run->count(), std::memory_order_release);
  s.flushed.fetch_add(fps.size(), std::memory_order_acq_rel);
  // Emptied only now: a lookup that meets an emptied slot finds the file.
  for (size_t i = 0; i < t.capacity; ++i)
    t.at(i).store(0, std::memory_order_release);
  s.spills.fetch_add(1, std::memory_order_relaxed);
}

size_t FingerprintSet::size() const {
  uint64_t n = 0;
  for (const auto &s : shards_)
    n += s->added.load(std::memory_order_acquire);
  return static_cast<size_t>(n);
}

void FingerprintSet::reserve(size_t n) {
  if (budgeted_)
    return; // the tables have their size
  size_t perShard = n / shards_.size() + 1;
  for (auto &sp : shards_) {
    Shard &s = *sp;
    uint64_t seq = s.seq.load(std::memory_order_acquire);
    if ((seq & 1) || !s.seq.compare_exchange_strong(seq, seq + 1, std::memory_order_seq_cst))
      continue; // being moved by an insert (not expected: no insert runs)
    size_t need = static_cast<size_t>(s.added.load(std::memory_order_acquire)) + perShard;
    size_t capacity = s.current->capacity;
    while (capacity / 2 < need)
      capacity *= 2;
    try {
      if (capacity != s.current->capacity)
        grow(s, capacity);
    } catch (...) {
      s.seq.store(seq + 2, std::memory_order_release);
      s.seq.notify_all();
      throw;
    }
    s.seq.store(seq + 2, std::memory_order_release);
    s.seq.notify_all();
  }
  reclaim();
}

void FingerprintSet::reclaim() {
  for (auto &s : shards_) {
    s->replaced.clear();
    s->tableBytes.store(s->current->capacity * sizeof(uint64_t), std::memory_order_relaxed);
  }
}

FingerprintSetStats FingerprintSet::stats() const {
  FingerprintSetStats st;
  for (const auto &s : shards_) {
    st.distinct += s->added.load(std::memory_order_relaxed);
    st.memoryBytes += s->tableBytes.load(std::memory_order_relaxed) + s->indexBytes.load(std::memory_order_relaxed);
    st.diskBytes += s->diskBytes.load(std::memory_order_relaxed);
    st.onDisk += s->onDisk.load(std::memory_order_relaxed);
    st.spills += s->spills.load(std::memory_order_relaxed);
    st.resizes += s->resizes.load(std::memory_order_relaxed);
    st.casRetries += s->casRetries.load(std::memory_order_relaxed);
    st.probes += s->added.load(std::memory_order_relaxed) + s->extraProbes.load(std::memory_order_relaxed);
    st.waits += s->waits.load(std::memory_order_relaxed);
    st.waitNanos += s->waitNanos.load(std::memory_order_relaxed);
    st.diskLookups += s->diskLookups.load(std::memory_order_relaxed);
  }
  if (spill_)
    st.spillPath = spill_->path();
  std::lock_guard<std::mutex> lock(errorMutex_);
  st.diskError = diskError_;
  return st;
}

uint64_t FingerprintSet::bytes() const {
  uint64_t n = 0;
  for (const auto &s : shards_)
    n += s->tableBytes.load(std::memory_order_relaxed) + s->indexBytes.load(std::memory_order_relaxed);
  return n;
}

} // namespace tlacore::explore
