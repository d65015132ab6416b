// TLC's texts when it is asked to list a lazily represented set it cannot
// list (SetCupValue, SetDiffValue, SetPredValue over a set that is not
// Enumerable): the error of the first part it tries.
#pragma once

#include <string>

#include "value.h"

namespace tlacore::val {

// Whether TLC can list `v` (its value class implements Enumerable): any
// set but Nat, Int, Real, STRING and Seq(S); no value that is not a set.
bool tlcEnumerable(const Value &v);

// The error TLC raises when it lists `s`; empty when it raises none of these.
std::string tlcEnumerateError(const Value &s);

} // namespace tlacore::val
