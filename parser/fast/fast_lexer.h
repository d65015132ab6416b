// FastLexer: a hand-written lexer for the TLA+ tokens of TLAPlusLexer.g4 (same
// token types, same longest-match choices), producing tokens on demand with
// byte offsets and code-point columns. It covers ASCII source; anything it
// does not handle exactly as the ANTLR lexer would (an unterminated comment
// or string, a character no token matches) makes it give up, and the module
// goes to the ANTLR front end. The grammar's Unicode spellings (∀, ≜, ∧, ℕ, ...)
// are read by fast_unicode_tokens.cpp.
#pragma once

#include <cstdint>
#include <string_view>

namespace tlacore::fast {

// Token type 0 is the end of the input; other types are TLAPlusLexer's.
constexpr uint16_t kEof = 0;

struct Token {
  uint16_t type = kEof;
  uint32_t begin = 0; // byte offset of the first byte
  uint32_t end = 0;   // byte offset past the last byte (== begin for virtual tokens)
  uint32_t col = 0;   // code points from the start of the line (ANTLR's charPositionInLine)
};

// Thrown when the fast front end gives up on a module.
struct GiveUp {
  const char *why;
};

// The token of one of the grammar's single non-ASCII code points (ℕ, ℤ, ℝ give IDENT), or 0.
uint16_t unicodeTokenType(uint32_t codePoint);
// "Nat", "Int" or "Real" for the image of ℕ, ℤ or ℝ (the identifiers they spell); empty otherwise.
std::string_view unicodeSetName(std::string_view image);

// The token after a WF_/SF_ prefix split off the identifier `WF_rest`: SANY's lexer
// has no identifier starting WF_ or SF_, so it reads `WF_` and lexes `rest` afresh
// (a keyword such as TRUE or BOOLEAN, a name, or a number).
uint16_t fairnessTailType(std::string_view rest);

class FastLexer {
public:
  // Lexes `text` from byte `start` (the module header); `text` is the whole file.
  FastLexer(std::string_view text, size_t start);
  Token next();

private:
  void skipSpaceAndComments();
  bool blockComment();
  uint32_t column(size_t at) const;
  Token make(uint16_t type, size_t begin, size_t end) const;
  Token identOrKeyword(size_t begin);
  Token number(size_t begin);
  Token backslash(size_t begin);
  Token punctuation(size_t begin);
  Token string(size_t begin);
  Token unicode(size_t begin); // fast_unicode_tokens.cpp

  std::string_view text_;
  size_t pos_;
  size_t lineStart_ = 0;   // byte offset where the current line begins
  size_t lineExtra_ = 0;   // bytes of the line so far beyond one per code point
  // column()'s last answer on the current line (it is asked in increasing order).
  mutable size_t colLine_ = SIZE_MAX, colPos_ = 0;
  mutable uint32_t col_ = 0;
};

} // namespace tlacore::fast
