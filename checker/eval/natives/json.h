// Natives of the Json module (TLC's tlc2.overrides.Json): JSON text and
// (newline-delimited) JSON files to and from TLA+ values.
#pragma once

#include <cstdint>
#include <string_view>

#include "eval/evaluator.h"

namespace tlacore::eval::natives {

// The native of Json's operator `name`; null when `module` is not Json or
// the operator has none.
NativeFn findJsonNative(std::string_view module, std::string_view name);

// The TLC integer a JSON number denotes (Gson's getAsInt, i.e. Java's
// BigDecimal.intValue: the integer part, its low 32 bits).
int32_t javaIntOfJsonNumber(std::string_view text);

} // namespace tlacore::eval::natives
