// The text a TLA+ string literal token stands for.
#pragma once

#include <string>
#include <string_view>

namespace tlacore {

// Quotes removed, escapes decoded (\n \t \r \f; any other escaped character stands for itself).
std::string decodeString(std::string_view quoted);

} // namespace tlacore
