// The memory reserve and the exhaustion count (memory_reserve.h).
#include "memory_reserve.h"

#include <sys/mman.h>

#include <atomic>
#include <mutex>

namespace tlacore::eval {

namespace {

std::atomic<void *> reserve{nullptr};
std::atomic<uint64_t> exhaustions{0};

// Address space, not heap: munmap gives it back to the OS whatever the
// allocator caches, and that is what an address-space limit counts.
void *reserveBlock() {
  void *p = mmap(nullptr, kMemoryReserveBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? nullptr : p;
}

// Called by operator new (libstdc++'s and mimalloc's) when an allocation
// fails: the first time, the reserve is released and the allocation tried
// again; when there is nothing left to release, std::bad_alloc.
void onAllocationFailure() {
  if (void *r = reserve.exchange(nullptr)) {
    munmap(r, kMemoryReserveBytes);
    exhaustions.fetch_add(1);
    return;
  }
  exhaustions.fetch_add(1);
  throw std::bad_alloc();
}

} // namespace

void armMemoryReserve() {
  static std::once_flag installed;
  std::call_once(installed, [] {
    if (!std::get_new_handler())
      std::set_new_handler(onAllocationFailure);
  });
  if (reserve.load() || std::get_new_handler() != onAllocationFailure)
    return;
  if (void *block = reserveBlock()) {
    void *none = nullptr;
    if (!reserve.compare_exchange_strong(none, block))
      munmap(block, kMemoryReserveBytes);
  }
}

uint64_t memoryExhaustions() { return exhaustions.load(std::memory_order_relaxed); }

void noteMemoryExhausted() { exhaustions.fetch_add(1); }

} // namespace tlacore::eval
