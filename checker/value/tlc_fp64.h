// TLC's 64-bit fingerprints (tlc2.util.FP64 with the polynomial of TLC's
// -fp, 0 by default): of a value as each TLC value class extends FP64, and
// of a state as TLCStateMut.fingerPrint (the variables' values in order, no
// VIEW, no symmetry). Model values are fingerprinted by their StringTable
// tok where TLC uses its UniqueString token: their numbers can differ from
// TLC's, every other kind of value gets TLC's fingerprint.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "value.h"

namespace tlacore::val {

// How many polynomials TLC's -fp chooses from (0 to 130).
constexpr int kTlcFp64Polys = 131;

// FP64.New() for polynomial `index` (FP64.Polys[index]).
uint64_t tlcFp64Poly(int index);

// `fp` extended by v; nothing when v is not a finite value.
std::optional<uint64_t> tlcFp64Extend(uint64_t fp, const Value &v, int poly = 0);

// TLCStateMut.fingerPrint of the values vars[order[0]], vars[order[1]], ...
// (TLC's variable order, SpecModel::printOrder); nothing when one of them
// is not a finite value.
std::optional<uint64_t> tlcStateFingerprint(const Value *vars, const std::vector<size_t> &order, int poly = 0);

} // namespace tlacore::val
