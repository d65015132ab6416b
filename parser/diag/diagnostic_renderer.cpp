#include "diagnostic_renderer.h"

#include <nlohmann/json.hpp>

#include "source_manager.h"

namespace tlacore {

namespace {

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
  std::string lineStr(line);
  for (char &c : lineStr)
    if (c == '\t')
      c = ' ';
  out += "  " + lineStr + "\n";
  // Caret under the start column, tildes to the end of the range on the same line.
  uint32_t endCol = p.column + 1;
  if (d.range.end.valid()) {
    PresumedLoc e = sm.presumed(d.range.end);
    if (e.line == p.line && e.column > p.column)
      endCol = e.column;
  }
  std::string marker(p.column - 1, ' ');
  marker += '^';
  for (uint32_t c = p.column + 1; c < endCol; ++c)
    marker += '~';
  out += "  " + std::string(color ? "\033[1;32m" : "") + marker + reset + "\n";
  for (const FixIt &f : d.fixits) {
    PresumedLoc fp = sm.presumed(f.range.begin);
    if (fp.line == p.line) {
      out += "  " + std::string(fp.column - 1, ' ') + f.replacement + "\n";
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
