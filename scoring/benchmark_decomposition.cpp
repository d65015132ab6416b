// The benchmark's split of a module into definitions (benchmark_decomposition.h).
#include "benchmark_decomposition.h"

#include "py_text.h"

namespace tlacore::scoring {

namespace {

bool isAsciiLetterOr_(char32_t c) { return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || c == U'_'; }
bool isAsciiIdentChar(char32_t c) { return isAsciiLetterOr_(c) || (c >= U'0' && c <= U'9'); }

bool isBlankOrLineComment(std::u32string_view stripped) {
  return stripped.empty() || py::startsWith(stripped, U"\\*");
}

bool startsAtColumnZero(std::u32string_view line) {
  return !py::startsWith(line, U" ") && !py::startsWith(line, U"\t");
}

} // namespace

std::optional<std::u32string> benchmarkDefinitionName(std::u32string_view s) {
  // The match is deterministic: the name is the longest identifier run, and
  // no shorter choice of it, of the blanks or of the optional group can let
  // "==" follow instead.
  size_t i = 0;
  if (s.empty() || !isAsciiLetterOr_(s[0]))
    return std::nullopt;
  while (i < s.size() && isAsciiIdentChar(s[i]))
    ++i;
  size_t nameEnd = i;
  while (i < s.size() && py::isSpace(s[i]))
    ++i;
  if (i < s.size() && s[i] == U'(') {
    size_t close = s.find(U')', i + 1);
    if (close == std::u32string_view::npos)
      return std::nullopt;
    i = close + 1;
    while (i < s.size() && py::isSpace(s[i]))
      ++i;
  }
  if (s.compare(i, 2, U"==") != 0)
    return std::nullopt;
  return std::u32string(s.substr(0, nameEnd));
}

std::vector<BenchmarkDefinition> decomposeLikeBenchmark(std::u32string_view text) {
  std::vector<std::u32string> lines = py::split(text, U'\n');
  std::vector<BenchmarkDefinition> out;
  auto save = [&](const std::u32string &name, const std::vector<std::u32string> &body, int line) {
    std::u32string content(py::strip(py::join(body, U"\n")));
    if (content.empty())
      return;
    for (BenchmarkDefinition &d : out)
      if (d.name == name) {
        d.content = std::move(content);
        d.line = line;
        return;
      }
    out.push_back({name, std::move(content), line});
  };

  std::optional<std::u32string> current;
  int currentLine = 0;
  std::vector<std::u32string> body;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::u32string &line = lines[i];
    std::u32string_view stripped = py::strip(line);
    if (isBlankOrLineComment(stripped)) {
      if (current)
        body.push_back(line);
      continue;
    }
    if (startsAtColumnZero(line))
      if (std::optional<std::u32string> name = benchmarkDefinitionName(stripped)) {
        if (current)
          save(*current, body, currentLine);
        current = std::move(name);
        currentLine = static_cast<int>(i) + 1;
        body.assign(1, line);
        continue;
      }
    // Before the first definition a line is dropped; after it, every line
    // (the evaluator's listed terminators included) joins the current one.
    if (current)
      body.push_back(line);
  }
  if (current)
    save(*current, body, currentLine);
  return out;
}

} // namespace tlacore::scoring
