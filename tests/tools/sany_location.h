// SANY's printed location of a piece of text in a test module, for the
// tests that compare tlacore's SANY messages with SANY's.
#pragma once

#include <string>

namespace sanyloc {

// SANY's location of the `nth` occurrence of `text` (on one line) in module `module` whose file is `file`.
inline std::string locIn(const std::string &module, const std::string &file, const std::string &text, int nth = 1) {
  size_t at = std::string::npos;
  for (int i = 0; i < nth; ++i)
    at = file.find(text, at == std::string::npos ? 0 : at + 1);
  if (at == std::string::npos)
    return "<" + text + " not found>";
  size_t lineStart = file.rfind('\n', at);
  lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
  int line = 1;
  for (size_t i = 0; i < at; ++i)
    line += file[i] == '\n';
  size_t col = at - lineStart + 1;
  return "line " + std::to_string(line) + ", col " + std::to_string(col) + " to line " + std::to_string(line) +
         ", col " + std::to_string(col + text.size() - 1) + " of module " + module;
}

// The same in a module M.
inline std::string loc(const std::string &file, const std::string &text, int nth = 1) {
  return locIn("M", file, text, nth);
}

// The same in module `module` (first occurrence).
inline std::string loc(const std::string &module, const std::string &file, const std::string &text) {
  return locIn(module, file, text);
}

} // namespace sanyloc
