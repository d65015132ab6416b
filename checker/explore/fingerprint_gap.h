// TLC's second estimate of a fingerprint collision, "based on the actual
// fingerprints": the smallest distance between two fingerprints of its
// set (FPSet.checkFPs), which TLC works out only when its first estimate
// is not already negligible (ModelChecker.reportSuccess).
#pragma once

#include <cstdint>
#include <vector>

namespace tlacore::explore {

// Whether TLC computes (and prints) the estimate at the end of a complete
// search: its optimistic probability distinct * (generated - distinct) /
// 2^64 is at least 1E-10.
bool tlcChecksActualFingerprints(uint64_t generated, uint64_t distinct);

// FPSet.checkFPs over the TLC fingerprints `fps` of the distinct states:
// TLC's MultiFPSet (-fpbits B, 1 by default) keeps 2^B sets, each one's
// fingerprints those whose top B bits are its number, each stored without
// its top bit (DiskFPSet and OffHeapDiskFPSet mark flushed entries with
// it); the result is the least positive difference of two fingerprints
// adjacent in one set's sorted order (Long.MAX_VALUE: no two in one set).
// Sorts `fps`.
uint64_t tlcFingerprintGap(std::vector<uint64_t> &fps, int fpBits);

} // namespace tlacore::explore
