// The values TLA+ literal tokens stand for: strings and integers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tlacore {

// Quotes removed, escapes decoded as SANY's reduceString does (\n \t \r \f \\ \"; see the .cpp).
std::string decodeString(std::string_view quoted);

// The integer `digits` (no prefix) stand for in `base`; empty when a digit is
// not one of the base or the value does not fit in 64 bits.
std::optional<int64_t> parseInteger(std::string_view digits, int base);

} // namespace tlacore
