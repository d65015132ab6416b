// PlusCal translation checksums: compares the `\* BEGIN TRANSLATION
// (chksum(pcal) = "..." /\ chksum(tla) = "...")` values with checksums of
// the algorithm and of the translation, as tla2sany's pcal.Validator does,
// and warns (4803-4805) when they differ.
#include "pluscal_checksums.h"

#include <array>
#include <cstdint>
#include <optional>
#include <regex>
#include <string>
#include <vector>

namespace tlacore::sem {

namespace {

uint32_t crc32(std::string_view data) {
  static const std::array<uint32_t, 256> table = [] {
    std::array<uint32_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k)
        c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[i] = c;
    }
    return t;
  }();
  uint32_t c = 0xFFFFFFFFu;
  for (unsigned char ch : data)
    c = table[(c ^ ch) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

// Java's Long.toHexString: lower case, no leading zeros.
std::string javaHex(uint32_t v) {
  static const char *digits = "0123456789abcdef";
  if (v == 0)
    return "0";
  std::string s;
  while (v) {
    s.insert(s.begin(), digits[v & 15]);
    v >>= 4;
  }
  return s;
}

// Whether `s` can be the checksum of anything (the output of javaHex).
bool possibleChecksum(std::string_view s) {
  if (s.empty() || s.size() > 8 || (s.size() > 1 && s[0] == '0'))
    return false;
  for (char c : s)
    if (c >= 'A' && c <= 'F')
      return false;
  return true;
}

// The index of the first line holding `tok1`, spaces, then `tok2` (trans.findTokenPair).
std::optional<size_t> findTokenPair(const std::vector<std::string_view> &lines, size_t from, std::string_view tok1,
                                    std::string_view tok2) {
  for (size_t i = from; i < lines.size(); ++i) {
    std::string_view line = lines[i];
    size_t col = line.find(tok1);
    if (col == std::string_view::npos)
      continue;
    size_t next = col + tok1.size();
    while (next < line.size() && (line[next] == ' ' || line[next] == '\t'))
      ++next;
    if (line.substr(next, tok2.size()) == tok2)
      return i;
  }
  return std::nullopt;
}

bool isModuleClosing(std::string_view line) {
  size_t n = 0;
  while (n < line.size() && line[n] == '=')
    ++n;
  if (n < 4)
    return false;
  for (size_t i = n; i < line.size(); ++i)
    if (line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
      return false;
  return true;
}

} // namespace

void checkPlusCalChecksums(const SourceManager &sm, FileId file, const ast::Module *module, DiagnosticEngine &diags) {
  if (!module || !module->range.valid())
    return;
  std::string_view text = sm.bufferText(file);
  uint32_t firstLine = sm.presumed(module->range.begin).line;
  uint32_t lastLine = module->range.end.valid() ? sm.presumed(module->range.end).line : firstLine;

  // The lines of the module (1-based firstLine..lastLine), without terminators.
  std::vector<std::string_view> lines;
  std::vector<size_t> offsets;
  bool seenAlgorithm = false;
  uint32_t lineNo = 1;
  for (size_t pos = 0; pos <= text.size() && lineNo <= lastLine; ++lineNo) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos)
      end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r')
      line.remove_suffix(1);
    if (lineNo >= firstLine) {
      size_t at = line.find("algorithm");
      if (at != std::string_view::npos && at > 0)
        seenAlgorithm = true;
      lines.push_back(line);
      offsets.push_back(pos);
    }
    if (end == text.size())
      break;
    pos = end + 1;
  }
  if (!seenAlgorithm)
    return;

  // The algorithm: "--algorithm" or "--fair" before the end of the module.
  bool foundBegin = false, fair = false;
  for (std::string_view line : lines) {
    if (isModuleClosing(line))
      break;
    if (line.find("--algorithm") != std::string_view::npos) {
      foundBegin = true;
      break;
    }
    if (line.find("--fair") != std::string_view::npos) {
      foundBegin = fair = true;
      break;
    }
  }
  std::optional<size_t> begin = findTokenPair(lines, 0, "BEGIN", "TRANSLATION");
  if (!begin)
    return;
  std::optional<size_t> end = findTokenPair(lines, *begin + 1, "END", "TRANSLATION");
  if (!end || !foundBegin)
    return;

  static const std::regex kChecksums(
      R"re(\\\* BEGIN TRANSLATION\s+\(\s*[cC][hH](?:[eE][cC])?[kK][sS][uU][mM]\([pP](?:[lL][uU][sS])?[cC][aA][lL]\)\s*)re"
      R"re((?:=\s*"([0-9A-Fa-f]*)"|\\in\s*STRING)\s*/\\\s*[cC][hH](?:[eE][cC])?[kK][sS][uU][mM]\([tT][lL][aA]\+?\)\s*)re"
      R"re((?:=\s*"([0-9A-Fa-f]*)"|\\in\s*STRING)\s*\))re");
  std::string beginLine(lines[*begin]);
  std::smatch m;
  if (!std::regex_search(beginLine, m, kChecksums))
    return;

  // The algorithm's checksum is of its parsed form, which only a PlusCal
  // translator can produce; without one, a divergence is certain only when
  // the recorded value cannot be a checksum at all. (With --fair, SANY
  // checksums the string "fair" whatever the algorithm.)
  bool pcalDiverges = false;
  if (m[1].matched) {
    std::string recorded = m[1].str();
    pcalDiverges = fair ? recorded != javaHex(crc32("fair")) : !possibleChecksum(recorded);
  }
  bool tlaDiverges = false;
  if (m[2].matched) {
    std::string translation;
    for (size_t i = *begin + 1; i < *end; ++i)
      translation += lines[i];
    tlaDiverges = m[2].str() != javaHex(crc32(translation));
  }
  if (!pcalDiverges && !tlaDiverges)
    return;
  DiagId id = pcalDiverges && tlaDiverges ? DiagId::warn_pluscal_both_changed
              : pcalDiverges             ? DiagId::warn_pluscal_algorithm_changed
                                         : DiagId::warn_pluscal_translation_changed;
  SourceLoc b = sm.locForOffset(file, static_cast<uint32_t>(offsets[*begin]));
  SourceLoc e = sm.locForOffset(file, static_cast<uint32_t>(offsets[*begin] + lines[*begin].size()));
  diags.report(id, {b, e});
}

} // namespace tlacore::sem
