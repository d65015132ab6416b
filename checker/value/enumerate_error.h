// TLC's texts when it is asked to list a lazily represented set it cannot
// list (SetCupValue, SetDiffValue, SetPredValue over a set that is not
// Enumerable): the error of the first part it tries.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "value.h"

namespace tlacore::val {

// Whether TLC can list `v` (its value class implements Enumerable): any
// set but Nat, Int, Real, STRING and Seq(S); no value that is not a set.
bool tlcEnumerable(const Value &v);

// UNION S of an S TLC cannot list, listed (or compared, counted, printed: every use lists it).
extern const char *const kUnionOfUnlistableText;

// The error TLC raises when it lists `s`; empty when it raises none of these.
std::string tlcEnumerateError(const Value &s);

// TLC's size() error for a value that is no set (IntValue, StringValue,
// BoolValue, ModelValue: "Attempted to compute the number of elements in
// the integer 0."; Nat, Int, Real, STRING, Seq(S): the overridden value's);
// empty for a set or a function (whose size() counts its domain).
std::string tlcNonSetSizeError(const Value &v);

// The text of the enumerator of [S -> T], [l1 : S1, ...] or S1 \X ... (the
// i-th part, which is not Enumerable: SetOfFcnsValue's "domain D" / "range
// R", SetOfRcdsValue's field, SetOfTuplesValue's s<i>), or of SUBSET S
// ("SUBSET S, but S is a non-enumerable value"). Printing the part may fail
// first (its print error).
std::string tlcNotEnumerablePartText(const Value &s, size_t i);

// The first part of the set of functions, records or tuples, or SUBSET S,
// `s` that TLC's enumerator constructor (SetOfFcnsValue.Enumerator and
// DomIVEnumerator, SetOfRcdsValue.Enumerator, SetOfTuplesValue.Enumerator,
// SubsetValue.size/elementsNormalized) cannot list, asked in its order: a
// part that is no set or an infinite one (its text: tlcNotEnumerablePartText,
// or SUBSET S's size() error). Records and tuples stop at the first empty
// part, which empties the set (`*empty` set; later parts never asked); [S ->
// T] asks the range whatever S is. nullopt when every part asked can be
// listed. `listed` is called on each part the constructor lists before the
// next one (it may raise that part's own listing error).
struct PartProblem {
  size_t index;
  std::string text;
};
std::optional<PartProblem> tlcFirstUnlistablePart(const Value &s, bool *empty,
                                                  const std::function<std::string(const Value &)> &listed = {});

} // namespace tlacore::val
