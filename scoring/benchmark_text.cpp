// The benchmark's readings of TLC's text output (see benchmark_text.h); each
// function follows the harness's regular expressions character for character.
#include "benchmark_text.h"

#include <cctype>
#include <cstdlib>

namespace tlacore::scoring {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isWord(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

uint64_t toNumber(std::string_view digits) {
  uint64_t n = 0;
  for (char c : digits)
    n = n * 10 + static_cast<uint64_t>(c - '0');
  return n;
}

// re.search(r'@!@!@STARTMSG (\d+):', line): the message code, 0 when none.
int messageCode(std::string_view line) {
  static constexpr std::string_view marker = "@!@!@STARTMSG ";
  for (size_t at = line.find(marker); at != std::string_view::npos; at = line.find(marker, at + 1)) {
    size_t p = at + marker.size(), q = p;
    while (q < line.size() && isDigit(line[q]))
      ++q;
    if (q > p && q < line.size() && line[q] == ':')
      return static_cast<int>(toNumber(line.substr(p, q - p)));
  }
  return 0;
}

// re.match(r'<(\w+) (.+?)>: (\d+):(\d+)', content).
bool matchCoverageRow(std::string_view s, std::string &name, uint64_t &evaluations, uint64_t &newStates) {
  if (s.empty() || s[0] != '<')
    return false;
  size_t p = 1;
  while (p < s.size() && isWord(s[p]))
    ++p;
  if (p == 1 || p >= s.size() || s[p] != ' ')
    return false;
  size_t locStart = p + 1;
  for (size_t k = locStart + 1; k + 3 <= s.size(); ++k) { // (.+?): at least one character, as few as possible
    if (s.compare(k, 3, ">: ") != 0)
      continue;
    size_t a = k + 3, b = a;
    while (b < s.size() && isDigit(s[b]))
      ++b;
    if (b == a || b >= s.size() || s[b] != ':')
      continue;
    size_t c = b + 1, d = c;
    while (d < s.size() && isDigit(s[d]))
      ++d;
    if (d == c)
      continue;
    name = std::string(s.substr(1, p - 1));
    evaluations = toNumber(s.substr(a, b - a));
    newStates = toNumber(s.substr(c, d - c));
    return true;
  }
  return false;
}

} // namespace

std::vector<std::string_view> splitLines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  for (;;) {
    size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) {
      lines.push_back(text.substr(start));
      return lines;
    }
    lines.push_back(text.substr(start, nl - start));
    start = nl + 1;
  }
}

std::string_view strip(std::string_view s) {
  while (!s.empty() && isSpace(s.front()))
    s.remove_prefix(1);
  while (!s.empty() && isSpace(s.back()))
    s.remove_suffix(1);
  return s;
}

std::map<std::string, std::pair<uint64_t, uint64_t>> coverageActions(std::string_view toolOutput) {
  std::map<std::string, std::pair<uint64_t, uint64_t>> actions;
  std::vector<std::string_view> lines = splitLines(toolOutput);
  // The last coverage block: its start, and its end when one follows a start.
  long lastStart = -1, lastEnd = -1;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].find("@!@!@STARTMSG ") == std::string_view::npos)
      continue;
    int code = messageCode(lines[i]);
    if (code == 2201)
      lastStart = static_cast<long>(i);
    else if (code == 2202 && lastStart != -1)
      lastEnd = static_cast<long>(i);
  }
  if (lastStart == -1)
    return actions;
  size_t end = lastEnd > lastStart ? static_cast<size_t>(lastEnd) + 1 : lines.size();
  bool inSection = false;
  for (size_t i = static_cast<size_t>(lastStart); i < end; ++i) {
    std::string_view line = strip(lines[i]);
    if (line.find("@!@!@STARTMSG ") == std::string_view::npos)
      continue;
    int code = messageCode(line);
    if (code == 2201) {
      inSection = true;
    } else if (code == 2202) {
      break;
    } else if (inSection && code == 2772 && i + 1 < lines.size()) {
      std::string name;
      uint64_t evaluations = 0, newStates = 0;
      if (matchCoverageRow(strip(lines[i + 1]), name, evaluations, newStates))
        actions[name] = {evaluations, newStates};
    }
  }
  return actions;
}

std::vector<std::string> behaviourActions(std::string_view output) {
  std::vector<std::string> actions;
  for (std::string_view line : splitLines(output)) {
    // re.match(r'^\d+:\s*<', line.strip())
    std::string_view s = strip(line);
    size_t p = 0;
    while (p < s.size() && isDigit(s[p]))
      ++p;
    if (p == 0 || p >= s.size() || s[p] != ':')
      continue;
    ++p;
    while (p < s.size() && isSpace(s[p]))
      ++p;
    if (p >= s.size() || s[p] != '<')
      continue;
    // re.search(r'<([^<>\s\(]+)', line)
    for (size_t at = line.find('<'); at != std::string_view::npos; at = line.find('<', at + 1)) {
      size_t q = at + 1;
      while (q < line.size() && line[q] != '<' && line[q] != '>' && line[q] != '(' && !isSpace(line[q]))
        ++q;
      if (q > at + 1) {
        actions.emplace_back(line.substr(at + 1, q - at - 1));
        break;
      }
    }
  }
  return actions;
}

TlcFindings parseTlcFindings(std::string_view output) {
  TlcFindings f;
  auto has = [](std::string_view s, std::string_view what) { return s.find(what) != std::string_view::npos; };
  for (std::string_view raw : splitLines(output)) {
    std::string_view line = strip(raw);
    if (has(line, "Invariant") && has(line, "is violated"))
      f.violations.emplace_back(line);
    if (has(line, "Deadlock reached"))
      f.deadlock = true;
    if (has(line, "Error:"))
      f.violations.push_back("TLA+ Error: " + std::string(line));
    if (has(line, "not completely specified") || has(line, "variables are not defined"))
      f.violations.push_back("Variable definition error: " + std::string(line));
    if (has(line, "The following variables are not defined"))
      f.violations.push_back("Undefined variables: " + std::string(line));
    // re.search(r'(\d+)\s+states generated', line): the leftmost digits before it
    std::string lower(line);
    for (char &c : lower)
      c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (!has(lower, "states generated"))
      continue;
    for (size_t k = line.find("states generated"); k != std::string_view::npos;
         k = line.find("states generated", k + 1)) {
      size_t w = k;
      while (w > 0 && isSpace(line[w - 1]))
        --w;
      if (w == k)
        continue;
      size_t d = w;
      while (d > 0 && isDigit(line[d - 1]))
        --d;
      if (d == w)
        continue;
      f.statesGenerated = toNumber(line.substr(d, w - d));
      break;
    }
  }
  return f;
}

} // namespace tlacore::scoring
