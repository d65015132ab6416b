// Operations on set-like and function values, including the lazy sets.
#pragma once

#include <optional>

#include "value.h"

namespace tlacore::val {

// The elements of a finite set, as a Set value (sorted, distinct). Error for
// an infinite set, a non-set, or more than `limit` elements.
Value normalize(const Value &set, size_t limit = 50'000'000);

// x \in S; nullopt when S is not a set (or membership cannot be decided).
std::optional<bool> contains(const Value &set, const Value &x);

std::optional<int64_t> cardinality(const Value &set);

// S \cup T kept lazy (a SetCupValue) with its operands in TLC's order: the
// one TLC's union starts from (a finite set or an interval) first. Either
// may be a value that is no set: TLC fails only when it lists the union.
Value tlcCup(const Value &a, const Value &b);
// Whether TLC lists `s` with duplicates: a lazy UNION (big_union.h), or a
// union, difference, intersection or filter of one.
bool listsDuplicates(const Value &s);
Value setUnion(const Value &a, const Value &b);
Value setIntersect(const Value &a, const Value &b);
Value setMinus(const Value &a, const Value &b);
std::optional<bool> isSubset(const Value &a, const Value &b);

// The position of x in DOMAIN f (in f.keys()); npos when x is outside it
// (or f is not a function).
inline constexpr size_t npos = static_cast<size_t>(-1);
size_t keyIndex(const Value &f, const Value &x);
// f[x] (no copy); null when x is outside DOMAIN f (or f is not a function).
inline const Value *lookup(const Value &f, const Value &x) {
  size_t i = keyIndex(f, x);
  return i == npos ? nullptr : &f.vals()[i];
}
// f[x]; nullopt when x is outside DOMAIN f (or f is not a function).
std::optional<Value> apply(const Value &f, const Value &x);
Value domainOf(const Value &f);

// A tuple/sequence's elements when f is one (DOMAIN f = 1..n).
bool asSequence(const Value &f, std::vector<Value> &out);
bool isSequence(const Value &f);

} // namespace tlacore::val
