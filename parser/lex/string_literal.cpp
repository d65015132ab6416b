// Decoding of string literal tokens (see string_literal.h).
#include "lex/string_literal.h"

namespace tlacore {

std::string decodeString(std::string_view quoted) {
  std::string out;
  if (quoted.size() < 2)
    return out;
  std::string_view body = quoted.substr(1, quoted.size() - 2);
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
    default: out += n; break; // \" and \\ and anything else stand for the character
    }
  }
  return out;
}

} // namespace tlacore
