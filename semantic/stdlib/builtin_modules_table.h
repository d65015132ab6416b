// Private to tlacore_stdlib: the module table that embed.cmake generates.
#pragma once

#include <iterator>
#include <span>
#include <string_view>

namespace tlacore::stdlib_detail {

// Module names in byte order, and their texts at the same indices.
std::span<const std::string_view> moduleNames();
std::span<const std::string_view> moduleTexts();

} // namespace tlacore::stdlib_detail
