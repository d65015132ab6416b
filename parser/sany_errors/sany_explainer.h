// SANY's report of a syntax error: re-parses a module following SANY's javacc
// productions (tla+.jj) to find where SANY stops, what it encountered, what
// it was expecting and which productions were open.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tlacore::sany_errors {

// The text SANY 1.8.0 prints for the first syntax error of `moduleText`,
// from "***Parse Error***" to the last line of the residual stack trace
// (each line ending in '\n'), e.g.
//   ***Parse Error***
//   Encountered "1" at line 82, column 38 and token "--" 
//
//   Residual stack trace follows:
//   ExtendableExpr starting at line 82, column 35.
//   ...
// When the parse meets a lexical error first, the line SANY prints for that
// TokenMgrError instead, e.g.
//   Lexical error at line 3, column 8.  Encountered: ";" (59), after : ""
// nullopt when SANY's grammar accepts the module.
std::optional<std::string> explainParseError(std::string_view moduleText);

// javacc's add_escapes, which SANY's messages apply to token images.
std::string javaccEscape(std::string_view text);

} // namespace tlacore::sany_errors
