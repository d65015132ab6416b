#include "input_checks.h"

#include "utf8.h"

namespace tlacore {

namespace {
bool isIdentChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f'; }
} // namespace

InputCheck checkInput(std::string_view text, size_t maxBytes) {
  if (text.size() > maxBytes)
    return {InputProblem::TooLarge, 0};
  // Bytes that are not UTF-8 are read as characters of their own (see
  // utf8.h): SANY accepts them in comments and strings; elsewhere the lexer
  // reports them.
  for (size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\0')
      return {InputProblem::Binary, i};
  for (char c : text)
    if (!isSpace(c))
      return {};
  return {InputProblem::Empty, 0};
}

ModuleStart findModuleStart(std::string_view text) {
  size_t pos = 0;
  while ((pos = text.find("----", pos)) != std::string_view::npos) {
    size_t j = pos;
    while (j < text.size() && text[j] == '-')
      ++j;
    size_t k = j; // SANY's BEGIN_MODULE: "----" ("-")* (" ")* "MODULE" (spaces only, tla+.jj)
    while (k < text.size() && text[k] == ' ')
      ++k;
    if (text.compare(k, 6, "MODULE") == 0 && (k + 6 == text.size() || !isIdentChar(text[k + 6])))
      return {true, pos};
    pos = j;
  }
  return {};
}

std::string_view moduleNameAt(std::string_view text, size_t headerOffset) {
  size_t k = text.find("MODULE", headerOffset);
  if (k == std::string_view::npos)
    return {};
  k += 6;
  while (k < text.size() && isSpace(text[k]))
    ++k;
  size_t e = k;
  while (e < text.size() && isIdentChar(text[e]))
    ++e;
  return text.substr(k, e - k);
}

std::optional<std::string> describeStrayText(std::string_view text) {
  if (text.find("<think>") != std::string_view::npos || text.find("</think>") != std::string_view::npos)
    return "a <think> block";
  if (text.find("```") != std::string_view::npos)
    return "a Markdown code fence";
  return std::nullopt;
}

std::string lexerInput(std::string_view text, size_t end) {
  static constexpr std::string_view kReplacement = "\xEF\xBF\xBD"; // U+FFFD
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    size_t len = utf8SequenceLength(text, i);
    if (i < end) {
      char c = text[i];
      out += c == '\n' || c == '\r' ? c : ' ';
    } else if (len == 0) {
      out += kReplacement;
    } else {
      out.append(text.substr(i, len));
    }
    i += len == 0 ? 1 : len;
  }
  return out;
}

std::vector<uint32_t> codePointOffsets(std::string_view text) {
  bool ascii = true;
  for (char c : text)
    if (static_cast<unsigned char>(c) >= 0x80) {
      ascii = false;
      break;
    }
  std::vector<uint32_t> out;
  if (ascii)
    return out;
  out.reserve(text.size() + 1);
  for (size_t i = 0; i < text.size(); i += utf8CharBytes(text, i))
    out.push_back(static_cast<uint32_t>(i));
  out.push_back(static_cast<uint32_t>(text.size()));
  return out;
}

bool isInvalidUtf8At(std::string_view text, size_t offset) {
  return offset < text.size() && utf8SequenceLength(text, offset) == 0;
}

} // namespace tlacore
