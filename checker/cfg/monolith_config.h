// The TLC configuration embedded in a .tla file (a "monolith" spec): TLC 1.8.0
// reads `-config Spec.tla` as the lines between `---- CONFIG Spec ----` and the
// next line starting with `====` (util.MonolithSpecExtractor.config).
#pragma once

#include <string>
#include <string_view>

namespace tlacore {

// Whether TLC reads the configuration file `path` from a CONFIG section (the
// name ends with ".tla").
bool isMonolithConfigPath(std::string_view path);

// The CONFIG section of `text` named after `path`'s file name without ".tla",
// trimmed as TLC trims it; empty when the file has none (TLC then parses an
// empty configuration).
std::string monolithConfig(std::string_view text, std::string_view path);

} // namespace tlacore
