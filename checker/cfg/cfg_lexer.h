// CfgLexer: hand-written tokenizer for TLC model configuration files.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "diagnostic_engine.h"
#include "source_manager.h"

namespace tlacore {

enum class CfgKeyword : uint8_t {
  None,
  Specification,
  Init,
  Next,
  Constant, // CONSTANT and CONSTANTS
  Invariant,
  Property,
  Constraint,
  ActionConstraint,
  Symmetry,
  View,
  Alias,
  Postcondition,
  CheckDeadlock,
};

struct CfgKeywordSpelling {
  std::string_view text;
  CfgKeyword keyword;
};
// Every keyword spelling TLC 1.8.0 accepts (singular and plural forms).
std::span<const CfgKeywordSpelling> cfgKeywordSpellings();

// The keyword `text` spells exactly (case-sensitive), or None.
CfgKeyword cfgKeywordOf(std::string_view text);
// The canonical (singular) spelling, e.g. "INVARIANT".
std::string_view cfgKeywordName(CfgKeyword kw);

enum class CfgTokenKind : uint8_t {
  Eof,
  Keyword,      // SPECIFICATION, CONSTANTS, ... (see CfgKeyword)
  Identifier,   // letters, digits, '_' with at least one letter (TRUE/FALSE included)
  Number,       // decimal digits only
  Decimal,      // 1.5: not a cfg value, lexed whole for a clear error
  String,       // "..." (text keeps the quotes)
  Equals,       // =
  EqualsEquals, // ==  (a common mistake for =)
  LeftArrow,    // <-
  LBrace,
  RBrace,
  LBracket,
  RBracket,
  LParen,
  RParen,
  LTuple, // <<
  RTuple, // >>
  Comma,
  Bang,    // !
  Minus,   // -
  Other,   // any other operator-like run (:=, /\, \in, ;, ...)
  Invalid, // bytes the lexer already reported; the parser stays quiet about them
};

struct CfgToken {
  CfgTokenKind kind = CfgTokenKind::Eof;
  CfgKeyword keyword = CfgKeyword::None;
  std::string_view text; // view into the buffer
  uint32_t begin = 0;    // offsets in the buffer
  uint32_t end = 0;
};

// Tokenizes one buffer; comments and whitespace are skipped. Lexical errors
// (unterminated string or comment, invalid UTF-8, stray characters) are
// reported once, here. Never reads past the buffer; always makes progress.
class CfgLexer {
public:
  CfgLexer(const SourceManager &sm, FileId file, DiagnosticEngine &diags);

  CfgToken next();
  SourceRange rangeOf(uint32_t begin, uint32_t end) const;

private:
  void skipTrivia();
  void skipBlockComment();
  // Validates the UTF-8 sequence at pos_; returns its length, or 0 if invalid.
  uint32_t utf8Length(uint32_t pos) const;
  CfgToken lexString();
  CfgToken lexWord();
  CfgToken lexInvalid();
  CfgToken make(CfgTokenKind kind, uint32_t begin, uint32_t end) const;
  void reportInvalidUtf8(uint32_t pos, bool inComment);

  const SourceManager &sm_;
  FileId file_;
  DiagnosticEngine &diags_;
  std::string_view text_;
  uint32_t pos_ = 0;
};

} // namespace tlacore
