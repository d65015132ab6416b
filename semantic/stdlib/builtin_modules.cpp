// Looks up the built-in standard modules embedded from semantic/stdlib/*.tla.
#include "stdlib/builtin_modules.h"

#include "stdlib/builtin_modules_table.h"

#include <algorithm>

namespace tlacore {

std::optional<std::string_view> findBuiltinModule(std::string_view name) {
  const std::span<const std::string_view> names = stdlib_detail::moduleNames();
  const auto it = std::lower_bound(names.begin(), names.end(), name);
  if (it == names.end() || *it != name)
    return std::nullopt;
  return stdlib_detail::moduleTexts()[static_cast<std::size_t>(it - names.begin())];
}

std::span<const std::string_view> builtinModuleNames() {
  return stdlib_detail::moduleNames();
}

} // namespace tlacore
