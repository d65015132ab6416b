// Decoding of string literal tokens (see string_literal.h).
#include "lex/string_literal.h"

#include <limits>

namespace tlacore {

// SANY's TLAplusParser.reduceString: an escape the lexer admits (\n \t \r \f \\ \") stands for its
// character; any other backslash pair (only a backquote section holds one) is dropped, and, as
// StringBuffer.setLength pads, a NUL per dropped pair ends the value.
std::string decodeString(std::string_view quoted) {
  std::string out;
  if (quoted.size() < 2)
    return out;
  std::string_view body = quoted.substr(1, quoted.size() - 2);
  size_t dropped = 0;
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\' || i + 1 == body.size()) {
      out += c;
      continue;
    }
    char n = body[++i];
    switch (n) {
    case 'n': out += '\n'; break;
    case 't': out += '\t'; break;
    case 'r': out += '\r'; break;
    case 'f': out += '\f'; break;
    case '\\': out += '\\'; break;
    case '"': out += '"'; break;
    default: // the whole character, not just its first byte
      ++dropped;
      while (i + 1 < body.size() && (static_cast<unsigned char>(body[i + 1]) & 0xC0) == 0x80)
        ++i;
      break;
    }
  }
  out.append(dropped, '\0');
  return out;
}

std::optional<int64_t> parseInteger(std::string_view digits, int base) {
  uint64_t v = 0;
  const uint64_t limit = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
  for (char c : digits) {
    int d = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : 99;
    if (d >= base)
      return std::nullopt;
    if (v > (limit - static_cast<uint64_t>(d)) / static_cast<uint64_t>(base))
      return std::nullopt;
    v = v * static_cast<uint64_t>(base) + static_cast<uint64_t>(d);
  }
  return static_cast<int64_t>(v);
}

} // namespace tlacore
