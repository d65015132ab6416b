// The "actual fingerprints" distance TLC's -dfid prints on success:
// MemFPIntSet.checkFPs over the fingerprints of the distinct states.
#pragma once

#include <cstdint>
#include <vector>

namespace tlacore::explore {

// MemFPIntSet.checkFPs: the smallest distance between two of `fps` (TLC's
// fingerprints, in any order) as TLC computes it. TLC rebuilds each
// fingerprint as `hi << 32 | lo` with `lo` an int, so a fingerprint whose
// bit 31 is set becomes its sign-extended low word; pairs in different hash
// buckets (fp & mask, the table grown from 2^16 buckets at 20 entries per
// bucket) count when their difference fits a long, pairs in one bucket by
// Math.abs of the wrapped difference. INT64_MAX for fewer than two; 0 when
// two rebuilt values are equal (TLC then divides by zero).
int64_t memFpIntSetDistance(const std::vector<uint64_t> &fps);

} // namespace tlacore::explore
