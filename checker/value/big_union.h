// UNION S as TLC represents it, and the order in which TLC lists a lazy
// set's elements. TLC computes UNION S at once only when S and each of its
// elements are explicitly listed sets (UnionValue.union); otherwise it keeps
// a UnionValue, which lists the elements of each element of S in turn,
// duplicates included. Its operators that read a set's elements without
// normalizing it (FiniteSetsExt's FoldSet, Enumerable.elements()) see those
// duplicates: FoldSet(+, 0, UNION {{1, 3}, 1..3}) is 10 in TLC, not 6.
#pragma once

#include <functional>
#include <vector>

#include "value.h"

namespace tlacore::val {

// UNION of `sets` (S's elements, in TLC's order of S; `listed`: S is a
// Set, TLC's SetEnumValue). Listed sets of Sets give their union as a Set,
// as TLC computes it; so do sets that are all finite and list, one after
// another, in increasing order without duplicates (nothing tells that
// apart from TLC's lazy form); others a chain of Kind::Union parts marked
// bigUnion (also when some element is not a set: TLC fails only when it
// lists the union, with enumerate_error.h's words).
Value bigUnion(const std::vector<Value> &sets, bool listed);

// The elements of `set` in the order TLC's Enumerable.elements() lists them,
// with the duplicates a lazy UNION (and the sets built on it: S \cup T,
// S \ T, {x \in S : P}) lists; the normalized elements for every other set.
// False when `set` cannot be listed within `limit` elements.
bool rawElements(const Value &set, std::vector<Value> &out, size_t limit = 50'000'000);

// rawElements one element at a time, each given to `fn` as soon as it is
// known (a filter's predicate evaluated only up to the element `fn` stops
// at, as TLC's SetPredValue enumerator does). False when `set` cannot be
// listed (a predicate failed, a set too large); `fn` may have been called.
bool forEachRawElement(const Value &set, const std::function<bool(const Value &)> &fn, bool &stopped);

// Marks a lazy union as TLC's UnionValue.convertAndCache leaves it once it
// is fingerprinted, compared or counted: rawElements then lists its
// normalized elements. Nothing for other values.
void noteNormalFormCached(const Value &set);

} // namespace tlacore::val
