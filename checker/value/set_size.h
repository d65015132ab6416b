// The number of elements of a set, counted without listing it: what tells
// a set too large to enumerate from an infinite one.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "value.h"

namespace tlacore::val {

// The size of `s` (+infinity for an infinite set; an upper bound for a
// union or a filtered set); nullopt when `s` is not a set.
std::optional<double> setSize(const Value &s);

// The count TLC's size() computes for an interval or a set of functions,
// records, tuples or subsets, without listing it (nullopt for other sets):
// TLC's 32-bit int arithmetic, with its error text in `error` when the
// count exceeds it (SubsetValue: |S| >= 31; SetOfFcnsValue and
// SetOfRcdsValue: "...elements in:\n<set>"; SetOfTuplesValue: "...elements
// in <set>"; IntervalValue: its own 32-bit text). The parts are counted
// first, so an inner overflow is the one reported, as in TLC.
std::optional<int64_t> tlcSize(const Value &s, std::string &error);

} // namespace tlacore::val
