// The number of elements of a set, counted without listing it: what tells
// a set too large to enumerate from an infinite one.
#pragma once

#include <optional>

#include "value.h"

namespace tlacore::val {

// The size of `s` (+infinity for an infinite set; an upper bound for a
// union or a filtered set); nullopt when `s` is not a set.
std::optional<double> setSize(const Value &s);

} // namespace tlacore::val
