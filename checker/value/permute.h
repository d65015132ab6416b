// Symmetry: applying a permutation of model values to a value, as TLC's
// SYMMETRY reduction does before fingerprinting.
#pragma once

#include <utility>
#include <vector>

#include "value.h"

namespace tlacore::val {

// A permutation as pairs (from, to) of model values, sorted by `from`.
using Permutation = std::vector<std::pair<Value, Value>>;

// Turns a TLA+ permutation (a function from model values to model values)
// into a Permutation; false when `f` is not such a function.
bool toPermutation(const Value &f, Permutation &out);

Value permute(const Value &v, const Permutation &p);

} // namespace tlacore::val
