// Numerals TLC cannot hold: TLC's integers are 32-bit, and it rejects a
// spec with a larger numeral before checking anything ("TLC can't handle a
// number this big.", exit 255).
#pragma once

#include <optional>
#include <string_view>

#include "module_set.h"

namespace tlacore::model {

// The first numeral above 2^31 - 1 in the modules of `set` that are not
// standard ones (in load order, then source order); nullopt when none.
std::optional<std::string_view> numeralTooBig(const sem::ModuleSet &set);

} // namespace tlacore::model
