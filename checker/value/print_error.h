// The error TLC raises when it turns a value into text (Value.toString, as
// PrintT, Print and ToString do): a set whose elements it cannot order, a
// lazily kept set it expands to print and cannot list, a part it cannot
// count.
#pragma once

#include <string>

#include "value.h"

namespace tlacore::val {

// The first such error met while printing `v` in TLC's order; empty when
// TLC prints it without one.
std::string tlcPrintError(const Value &v);

} // namespace tlacore::val
