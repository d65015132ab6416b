// The elements of a finite set one at a time, in the order normalize()
// gives them, without building the set: [S -> T], record sets and products
// (whose size is the product of their parts' sizes) yield one combination
// at a time, and SUBSET S one subset at a time, the smaller first (TLC's
// SubsetValue.elementsNormalized), from any position on (StreamedSet);
// other sets are normalized first.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "value.h"

namespace tlacore::val {

// Calls `fn` with each element of `set` until it returns false. False,
// before any call, when the set cannot be enumerated: not a set, infinite,
// or more than `limit` elements (normalize() then gives an error too).
// A streamed set may have more than any memory holds (`limit` SIZE_MAX):
// CHOOSE, \E and \A stop at the first element that decides them, as TLC's do.
bool forEachElement(const Value &set, const std::function<bool(const Value &)> &fn, size_t limit = 50'000'000);

// Whether forEachElement streams `set` (rather than normalizing it first).
bool streamsElements(const Value &set);

// A set that streams (streamsElements), its elements addressed by their
// position in normalize()'s order: each combination of its parts is built
// when asked for, so that ranges of positions can be gone through on
// several threads at once (a const StreamedSet is only read).
class StreamedSet {
public:
  // False when `set` does not stream, or cannot be enumerated within
  // `limit` elements (forEachElement returns false for it then).
  bool open(const Value &set, size_t limit = 50'000'000);
  size_t size() const { return size_; }
  // Calls `fn` with the elements at positions [begin, end) in order, until it returns false.
  void forEachIn(size_t begin, size_t end, const std::function<bool(const Value &)> &fn) const;

private:
  Value make(const std::vector<Value> &vals) const;
  void forEachSubsetIn(size_t begin, size_t end, const std::function<bool(const Value &)> &fn) const;

  Kind kind_ = Kind::Set;
  std::vector<std::vector<Value>> sets_; // the parts' elements, the last varying fastest (SUBSET S: S's)
  Value domain_;                         // [S -> T]: S normalized
  std::vector<Value> keys_;              // record sets: the field names
  size_t size_ = 0;
};

} // namespace tlacore::val
