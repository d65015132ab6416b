// The elements of a finite set one at a time, in the order normalize()
// gives them, without building the set: [S -> T], record sets and products
// (whose size is the product of their parts' sizes) yield one combination
// at a time; other sets are normalized first.
#pragma once

#include <cstddef>
#include <functional>

#include "value.h"

namespace tlacore::val {

// Calls `fn` with each element of `set` until it returns false. False,
// before any call, when the set cannot be enumerated: not a set, infinite,
// or more than `limit` elements (normalize() then gives an error too).
bool forEachElement(const Value &set, const std::function<bool(const Value &)> &fn, size_t limit = 50'000'000);

// Whether forEachElement streams `set` (rather than normalizing it first).
bool streamsElements(const Value &set);

} // namespace tlacore::val
