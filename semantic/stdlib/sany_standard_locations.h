// Where SANY 1.8.0's own files of the standard modules (tla2sany/StandardModules) place their
// definitions. SANY's messages name these places ("This duplicates the one at line 14, col 1 to
// line 14, col 16 of module Naturals"); tlacore's restatements of those modules (stdlib/) lay the
// definitions out differently, so its SANY report takes the places from here.
#pragma once

#include <optional>
#include <string_view>

namespace tlacore {

// A definition's whole syntax tree in SANY's file: first line and column, last line and column
// (inclusive, as SANY prints them).
struct SanyDefinitionSpan {
  int line = 0;
  int column = 0;
  int endLine = 0;
  int endColumn = 0;
};

// The place of definition `name` (as tlacore's module names it: `Nat`, `+`, `\leq`, `(+)`) of
// standard module `module` in SANY's file, or nullopt for a module or definition not listed
// (the CommunityModules tlacore ships are the release's own texts).
std::optional<SanyDefinitionSpan> sanyStandardDefinitionSpan(std::string_view module,
                                                             std::string_view name);

} // namespace tlacore
