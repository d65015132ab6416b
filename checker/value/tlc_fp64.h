// TLC's 64-bit fingerprints (tlc2.util.FP64 with the polynomial of TLC's
// -fp, 0 by default): of a value as each TLC value class extends FP64, and
// of a state as TLCStateMut.fingerPrint (the variables' values in order, no
// VIEW, no symmetry). A model value is fingerprinted by its name's
// UniqueString token (ModelValue.fingerPrint: the token's int), which is
// its StringTable tok + 1: TLC's InternTable numbers from 1 (++tokenCnt)
// and the cfg is the first text TLC interns (Spec parses it before SANY
// runs; the cfg's tokenizer interns nothing, ModelValue.make and the
// StringValue of a string literal intern in text order), as the
// StringTable seeds it first (model/string_order.h). So a model value the
// cfg names gets TLC's fingerprint; one made later (TLCModelValue, CBOR)
// does not: its TLC token also counts what SANY's built-in context and
// TLC's classes intern, which the StringTable does not model.
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
