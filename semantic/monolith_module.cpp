// Extracting a module of a monolith spec, line by line as TLC does (monolith_module.h).
#include "monolith_module.h"

#include <vector>

namespace tlacore::sem {

namespace {

// Java's \s: the whitespace a regular expression's \s matches.
bool isJavaSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\x0B' || c == '\f' || c == '\r'; }

// The lines of `text` as BufferedReader.readLine splits them (at \n, \r or \r\n).
std::vector<std::string_view> javaLines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\n' && text[i] != '\r')
      continue;
    lines.push_back(text.substr(start, i - start));
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
      ++i;
    start = i + 1;
  }
  if (start < text.size())
    lines.push_back(text.substr(start));
  return lines;
}

// The whole line matches `-----*\s*MODULE\s+<name>\s*----*`.
bool isHeaderOf(std::string_view line, std::string_view name) {
  size_t i = 0;
  while (i < line.size() && line[i] == '-')
    ++i;
  if (i < 4)
    return false;
  while (i < line.size() && isJavaSpace(line[i]))
    ++i;
  if (line.compare(i, 6, "MODULE") != 0)
    return false;
  i += 6;
  size_t blanks = i;
  while (i < line.size() && isJavaSpace(line[i]))
    ++i;
  if (i == blanks || line.compare(i, name.size(), name) != 0)
    return false;
  i += name.size();
  while (i < line.size() && isJavaSpace(line[i]))
    ++i;
  size_t dashes = i;
  while (i < line.size() && line[i] == '-')
    ++i;
  return i - dashes >= 3 && i == line.size();
}

} // namespace

std::optional<std::string> monolithModule(std::string_view text, std::string_view name) {
  std::string out;
  bool active = false;
  for (std::string_view line : javaLines(text)) {
    if (active && line.compare(0, 5, "=====") == 0 && line.size() >= 5) {
      out.append(line).push_back('\n'); // the end marker belongs to the module
      break;
    }
    if (!active && isHeaderOf(line, name)) {
      active = true;
      out.append(line).push_back('\n');
      continue;
    }
    if (active)
      out.append(line).push_back('\n');
  }
  if (!active)
    return std::nullopt;
  return out;
}

} // namespace tlacore::sem
