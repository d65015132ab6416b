// Python 3 string semantics for the benchmark's evaluator (py_text.h).
#include "py_text.h"

namespace tlacore::scoring::py {

std::optional<std::u32string> decodeUtf8(std::string_view bytes) {
  std::u32string out;
  out.reserve(bytes.size());
  size_t i = 0;
  while (i < bytes.size()) {
    unsigned char b = static_cast<unsigned char>(bytes[i]);
    int extra = 0;
    char32_t cp = 0;
    char32_t min = 0;
    if (b < 0x80) {
      cp = b;
    } else if ((b & 0xE0) == 0xC0) {
      cp = b & 0x1F, extra = 1, min = 0x80;
    } else if ((b & 0xF0) == 0xE0) {
      cp = b & 0x0F, extra = 2, min = 0x800;
    } else if ((b & 0xF8) == 0xF0) {
      cp = b & 0x07, extra = 3, min = 0x10000;
    } else {
      return std::nullopt;
    }
    for (int k = 1; k <= extra; ++k) {
      if (i + k >= bytes.size())
        return std::nullopt;
      unsigned char c = static_cast<unsigned char>(bytes[i + k]);
      if ((c & 0xC0) != 0x80)
        return std::nullopt;
      cp = (cp << 6) | (c & 0x3F);
    }
    if (extra > 0 && (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)))
      return std::nullopt;
    out.push_back(cp);
    i += 1 + extra;
  }
  return out;
}

std::string encodeUtf8(std::u32string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char32_t c : text) {
    if (c < 0x80) {
      out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
      out.push_back(static_cast<char>(0xC0 | (c >> 6)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
      out.push_back(static_cast<char>(0xE0 | (c >> 12)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
      out.push_back(static_cast<char>(0xF0 | (c >> 18)));
      out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
  }
  return out;
}

std::u32string fromAscii(std::string_view ascii) { return std::u32string(ascii.begin(), ascii.end()); }

std::u32string universalNewlines(std::u32string_view text) {
  std::u32string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != U'\r') {
      out.push_back(text[i]);
      continue;
    }
    out.push_back(U'\n');
    if (i + 1 < text.size() && text[i + 1] == U'\n')
      ++i;
  }
  return out;
}

bool isSpace(char32_t c) {
  if (c == U' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F))
    return true;
  switch (c) {
  case 0x85: case 0xA0: case 0x1680: case 0x2028: case 0x2029: case 0x202F: case 0x205F: case 0x3000:
    return true;
  default:
    return c >= 0x2000 && c <= 0x200A;
  }
}

bool isWord(char32_t c) {
  if (c < 0x80)
    return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || (c >= U'0' && c <= U'9') || c == U'_';
  if (c <= 0xBF) // Latin-1 punctuation, except its letters and numbers
    return c == 0xAA || c == 0xB2 || c == 0xB3 || c == 0xB5 || c == 0xB9 || c == 0xBA ||
           (c >= 0xBC && c <= 0xBE);
  if (c == 0xD7 || c == 0xF7)
    return false;
  if (isSpace(c))
    return false;
  // General punctuation, arrows, mathematical operators, technical symbols,
  // box drawing, shapes, dingbats, supplemental arrows and operators.
  if (c >= 0x2000 && c <= 0x2BFF)
    return (c >= 0x2070 && c <= 0x209F) || (c >= 0x2100 && c <= 0x214F && c != 0x2118) ||
           (c >= 0x2150 && c <= 0x2189) || (c >= 0x2460 && c <= 0x249B) || (c >= 0x24EA && c <= 0x24FF);
  if ((c >= 0x3000 && c <= 0x303F && c != 0x3005 && c != 0x3006 && c != 0x3007) || (c >= 0xFE30 && c <= 0xFE4F) ||
      (c >= 0xFF00 && c <= 0xFF0F) || (c >= 0x1F000 && c <= 0x1FAFF))
    return false;
  return true;
}

bool isWordBoundary(std::u32string_view text, size_t pos) {
  bool before = pos > 0 && pos <= text.size() && isWord(text[pos - 1]);
  bool after = pos < text.size() && isWord(text[pos]);
  return before != after;
}

std::u32string_view strip(std::u32string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && isSpace(s[b]))
    ++b;
  while (e > b && isSpace(s[e - 1]))
    --e;
  return s.substr(b, e - b);
}

bool startsWith(std::u32string_view s, std::u32string_view prefix) {
  return s.size() >= prefix.size() && s.compare(0, prefix.size(), prefix) == 0;
}

std::vector<std::u32string> split(std::u32string_view s, char32_t sep) {
  std::vector<std::u32string> out;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i)
    if (s[i] == sep) {
      out.emplace_back(s.substr(start, i - start));
      start = i + 1;
    }
  out.emplace_back(s.substr(start));
  return out;
}

std::u32string join(const std::vector<std::u32string> &parts, std::u32string_view sep) {
  std::u32string out;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i)
      out += sep;
    out += parts[i];
  }
  return out;
}

std::u32string replaceAll(std::u32string_view s, std::u32string_view from, std::u32string_view to) {
  std::u32string out;
  size_t pos = 0;
  while (true) {
    size_t hit = from.empty() ? std::u32string_view::npos : s.find(from, pos);
    if (hit == std::u32string_view::npos)
      break;
    out += s.substr(pos, hit - pos);
    out += to;
    pos = hit + from.size();
  }
  out += s.substr(pos);
  return out;
}

} // namespace tlacore::scoring::py
