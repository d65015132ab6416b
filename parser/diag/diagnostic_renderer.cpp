#include "diagnostic_renderer.h"

#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "source_manager.h"

namespace tlacore {

namespace {

// What of a source line a diagnostic echoes: all of it when short, else
// about MaxEcho code points around the column, with "..." where cut.
struct EchoWindow {
  std::string text;
  uint32_t first = 0;     // code points of the line left out before the window
  uint32_t lead = 0;      // code points of the "..." put before it
  uint32_t width = 0;     // code points echoed, "..." included
  // The echo's column for the line's column `col` (1-based).
  uint32_t column(uint32_t col) const { return col > first ? col - first + lead : lead + 1; }
};

// The code-point column (1-based) of `line` at SANY's column `column`
// (SourceManager::presumed, where a tab advances to the next multiple of 8):
// where the caret goes under the echoed line, whose tabs print as one space.
uint32_t charColumn(std::string_view line, uint32_t column) {
  uint32_t chars = 0, before = 0; // code points passed, and SANY's column of the last
  for (size_t i = 0; i < line.size() && before + 1 < column; ++i) {
    if ((static_cast<unsigned char>(line[i]) & 0xC0) == 0x80)
      continue;
    ++chars;
    ++before;
    if (line[i] == '\t')
      before += 7 - (before - 1) % 8;
  }
  return before + 1 < column ? chars + (column - before) : chars + 1;
}

EchoWindow echoWindow(std::string_view line, uint32_t column) {
  constexpr size_t MaxEcho = 160, Before = 60;
  std::vector<size_t> starts; // byte offset of each code point
  for (size_t i = 0; i < line.size(); ++i)
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80)
      starts.push_back(i);
  size_t n = starts.size();
  EchoWindow w;
  if (n <= MaxEcho) {
    w.text = std::string(line);
    w.width = static_cast<uint32_t>(n);
    return w;
  }
  size_t col0 = column > 0 ? column - 1 : 0;
  size_t b = col0 > Before ? col0 - Before : 0;
  size_t e = std::min(n, b + MaxEcho);
  if (e == n)
    b = n - MaxEcho;
  size_t byteBegin = starts[b], byteEnd = e < n ? starts[e] : line.size();
  w.first = static_cast<uint32_t>(b);
  w.lead = b > 0 ? 3 : 0;
  w.text = (b > 0 ? "..." : "") + std::string(line.substr(byteBegin, byteEnd - byteBegin)) + (e < n ? "..." : "");
  w.width = static_cast<uint32_t>(w.lead + (e - b) + (e < n ? 3 : 0));
  return w;
}

void renderOne(const SourceManager &sm, const Diagnostic &d, bool color, std::string &out) {
  PresumedLoc p = sm.presumed(d.range.begin);
  const char *bold = color ? "\033[1m" : "";
  const char *reset = color ? "\033[0m" : "";
  const char *sevColor = "";
  if (color)
    sevColor = d.severity == Severity::Error ? "\033[1;31m" : d.severity == Severity::Warning ? "\033[1;35m" : "\033[1;36m";
  out += bold;
  if (p.valid())
    out += std::string(p.fileName) + ":" + std::to_string(p.line) + ":" + std::to_string(p.column) + ": ";
  out += reset;
  out += sevColor;
  out += severityName(d.severity);
  out += ": ";
  out += reset;
  out += bold;
  out += d.message;
  out += " [" + std::to_string(d.code) + "]";
  out += reset;
  out += "\n";
  if (!p.valid())
    return;
  std::string_view line = sm.lineText(d.range.begin);
  if (line.empty())
    return; // nothing to point into (an empty or unreadable file)
  // A long line is echoed as a window around the column, so that a
  // diagnostic in a 10 MB line prints a line, not 10 MB.
  const uint32_t column = charColumn(line, p.column); // of the code points echoed
  EchoWindow w = echoWindow(line, column);
  std::string lineStr = w.text;
  for (char &c : lineStr)
    if (c == '\t')
      c = ' ';
  out += "  " + lineStr + "\n";
  // Caret under the start column, tildes to the end of the range on the same line.
  uint32_t endCol = column + 1;
  if (d.range.end.valid()) {
    PresumedLoc e = sm.presumed(d.range.end);
    if (e.line == p.line && charColumn(line, e.column) > column)
      endCol = charColumn(line, e.column);
  }
  uint32_t caret = w.column(column);
  uint32_t caretEnd = std::min(w.column(endCol), w.width + 1);
  std::string marker(caret - 1, ' ');
  marker += '^';
  for (uint32_t c = caret + 1; c < caretEnd; ++c)
    marker += '~';
  out += "  " + std::string(color ? "\033[1;32m" : "") + marker + reset + "\n";
  for (const FixIt &f : d.fixits) {
    PresumedLoc fp = sm.presumed(f.range.begin);
    if (fp.line == p.line && charColumn(line, fp.column) > w.first && w.column(charColumn(line, fp.column)) <= w.width + 1) {
      out += "  " + std::string(w.column(charColumn(line, fp.column)) - 1, ' ') + f.replacement + "\n";
      break;
    }
  }
}

nlohmann::json toJson(const SourceManager &sm, const Diagnostic &d) {
  nlohmann::json j;
  PresumedLoc p = sm.presumed(d.range.begin);
  PresumedLoc e = sm.presumed(d.range.end);
  j["file"] = std::string(p.fileName);
  j["line"] = p.line;
  j["column"] = p.column;
  j["endLine"] = e.valid() ? e.line : p.line;
  j["endColumn"] = e.valid() ? e.column : p.column;
  j["severity"] = severityName(d.severity);
  j["code"] = d.code;
  j["name"] = diagInfo(d.id).name;
  j["message"] = d.message;
  nlohmann::json notes = nlohmann::json::array();
  for (const Diagnostic &n : d.notes)
    notes.push_back(toJson(sm, n));
  j["notes"] = std::move(notes);
  nlohmann::json fixits = nlohmann::json::array();
  for (const FixIt &f : d.fixits) {
    PresumedLoc fb = sm.presumed(f.range.begin);
    PresumedLoc fe = sm.presumed(f.range.end);
    fixits.push_back({{"line", fb.line}, {"column", fb.column}, {"endLine", fe.line},
                      {"endColumn", fe.column}, {"replacement", f.replacement}});
  }
  j["fixits"] = std::move(fixits);
  return j;
}

} // namespace

std::string renderText(const SourceManager &sm, const Diagnostic &d, bool color) {
  std::string out;
  renderOne(sm, d, color, out);
  for (const Diagnostic &n : d.notes)
    renderOne(sm, n, color, out);
  return out;
}

std::string renderText(const SourceManager &sm, const std::vector<Diagnostic> &diags, bool color) {
  std::string out;
  for (const Diagnostic &d : diags)
    out += renderText(sm, d, color);
  return out;
}

std::string renderJson(const SourceManager &sm, const std::vector<Diagnostic> &diags) {
  nlohmann::json arr = nlohmann::json::array();
  for (const Diagnostic &d : diags)
    arr.push_back(toJson(sm, d));
  return arr.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace tlacore
