// Running out of memory as an outcome, not an abort: a reserve block that
// a std::new_handler releases when an allocation first fails (so that a run
// can stop, unwind and print what it has), and a process-wide count of the
// times memory ran out, which searches poll to halt.
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>

#include "value/interrupt.h"

namespace tlacore::eval {

// Enough for a search to unwind, merge what its workers found and print
// its report after an allocation failed.
inline constexpr size_t kMemoryReserveBytes = size_t{32} << 20;

// Installs the handler (unless the process has a new_handler of its own)
// and allocates the reserve when it is not held (again, after a release,
// when memory allows). Cheap to call at the start of every load and run.
void armMemoryReserve();

// How many times memory has run out in this process (the reserve was
// released, or an allocation failure was caught). A run notes the count
// when it starts and halts when it changes.
uint64_t memoryExhaustions();

// Counts one exhaustion (for a std::bad_alloc caught where the search
// cannot go on, e.g. in a worker thread).
void noteMemoryExhausted();

// Runs fn; a std::bad_alloc in it is noted (every search then halts)
// instead of escaping, e.g. from a worker thread into std::terminate.
// (A value's construction stopped by the search's halt flag, val::Interrupted,
// ends fn quietly too: the search is halting.)
template <typename Fn>
void haltOnAllocationFailure(Fn &&fn) {
  try {
    fn();
  } catch (const std::bad_alloc &) {
    noteMemoryExhausted();
  } catch (const val::Interrupted &) {
  }
}

// TLC's text for an OutOfMemoryError (EC.SYSTEM_OUT_OF_MEMORY, message 1001).
inline constexpr const char *kOutOfMemoryText =
    "Java ran out of memory.  Running Java with a larger memory allocation\n"
    "pool (heap) may fix this.  But it won't help if some state has an enormous\n"
    "number of successor states, or if TLC must compute the value of a huge set.";

} // namespace tlacore::eval
