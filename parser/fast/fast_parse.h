// The fast front end: a hand-written lexer, layout pass and recursive-descent
// parser that build the same AST as the ANTLR front end (parser/transform) for
// the modules it accepts. It gives up (and parseModule falls back to ANTLR,
// which reports every diagnostic) on any syntax error, on the few forms whose
// reading depends on ANTLR's prediction (`-(\A x, y : P)`, a prefix operator
// ending a substitution before a name in column 0) and on anything that would
// produce a diagnostic (precedence conflicts, nesting past the limit).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "parse_module.h"

namespace tlacore {

class TokenTexts;

struct FastParseOutcome {
  bool ok = false;
  const char *whyNot = nullptr; // when !ok: the reason it gave up
  uint32_t moduleEnd = 0;       // when ok: byte offset past the `====` of the module
};

// Parses the module whose header starts at byte `start` of `text` (the whole
// file), whose first byte has SourceLoc offset `base`. On success sets
// result.module and the token texts; on failure leaves the arena holding
// garbage that the caller discards.
FastParseOutcome parseModuleFast(std::string_view text, size_t start, uint32_t base, size_t maxNesting,
                                 ParsedModule &result, TokenTexts &texts);

} // namespace tlacore
