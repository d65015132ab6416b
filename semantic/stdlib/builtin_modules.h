// The standard modules tlacore ships inside its binary (Naturals, TLC, SequencesExt, ...).
#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace tlacore {

// The TLA+ text of the built-in module `name` (case-sensitive), or nullopt if
// tlacore has no built-in module of that name. The text lives as long as the program.
std::optional<std::string_view> findBuiltinModule(std::string_view name);

// The names of all built-in modules, sorted in byte order.
std::span<const std::string_view> builtinModuleNames();

} // namespace tlacore
