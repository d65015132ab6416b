#include "input_checks.h"

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
  size_t i = 0;
  bool allSpace = true;
  const auto *s = reinterpret_cast<const unsigned char *>(text.data());
  size_t n = text.size();
  while (i < n) {
    unsigned char c = s[i];
    if (c == 0)
      return {InputProblem::Binary, i};
    if (c < 0x80) {
      allSpace &= isSpace(static_cast<char>(c));
      ++i;
      continue;
    }
    allSpace = false;
    size_t len = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
    if (len == 0 || i + len > n)
      return {InputProblem::InvalidUtf8, i};
    uint32_t cp = c & (0xFF >> (len + 1));
    for (size_t k = 1; k < len; ++k) {
      if ((s[i + k] & 0xC0) != 0x80)
        return {InputProblem::InvalidUtf8, i};
      cp = (cp << 6) | (s[i + k] & 0x3F);
    }
    // Overlong forms, surrogates and values past U+10FFFF are invalid.
    if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
        (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
      return {InputProblem::InvalidUtf8, i};
    i += len;
  }
  if (allSpace)
    return {InputProblem::Empty, 0};
  return {};
}

ModuleStart findModuleStart(std::string_view text) {
  size_t pos = 0;
  while ((pos = text.find("----", pos)) != std::string_view::npos) {
    size_t j = pos;
    while (j < text.size() && text[j] == '-')
      ++j;
    size_t k = j;
    while (k < text.size() && isSpace(text[k]))
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

std::string blankPrefix(std::string_view text, size_t end) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < end; ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\n' || c == '\r')
      out += static_cast<char>(c);
    else if ((c & 0xC0) != 0x80)
      out += ' ';
  }
  out.append(text.substr(end));
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
  for (size_t i = 0; i < text.size(); ++i)
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
      out.push_back(static_cast<uint32_t>(i));
  out.push_back(static_cast<uint32_t>(text.size()));
  return out;
}

} // namespace tlacore
