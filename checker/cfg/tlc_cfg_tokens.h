// TlcCfgTokens: the tokens TLC's ModelConfig reads a cfg as (SANY's TLA+ token manager, SPEC state).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace tlacore {

// ModelConfig looks at a token's kind only to tell numbers, strings and the
// end of the file apart; everything else it compares by image.
enum class TlcCfgTokenKind : uint8_t {
  Eof,       // the end of the file (image "")
  LexError,  // no TLA+ token starts here: TLC's getNextToken gives a
             // Token of kind EOF whose image is null
  Number,    // NUMBER_LITERAL: digits
  OddNumber, // NUMBER_LITERAL TLC's Integer.parseInt refuses: \b101, \h1F, \o17
  String,    // STRING_LITERAL (image keeps the quotes)
  Other,     // identifiers, keywords, operators, brackets: by image
};

struct TlcCfgToken {
  TlcCfgTokenKind kind = TlcCfgTokenKind::Eof;
  std::string_view image;
  uint32_t begin = 0, end = 0; // byte offsets
  // SimpleCharStream.getBeginLine() once this token is read: the line of its
  // first character; at the end of the file, the line of the file's last
  // character; after a lexical error, the line where the bad token began.
  uint32_t line = 1;
};

// Reads tokens as TLAplusParserTokenManager(scs, SPEC) does: white space and
// TLA+ comments skipped, the longest TLA+ token at each point.
class TlcCfgTokenizer {
public:
  explicit TlcCfgTokenizer(std::string_view text) : text_(text) {}
  TlcCfgToken next();

private:
  uint32_t lineAt(uint32_t offset); // 1-based, '\n' counted on the line it ends
  TlcCfgToken make(TlcCfgTokenKind kind, uint32_t begin, uint32_t end);
  bool skipTrivia(uint32_t &commentStart); // false: a comment never closed
  uint32_t operatorLength(uint32_t at) const;

  std::string_view text_;
  uint32_t pos_ = 0;
  uint32_t lineScan_ = 0, lineAtScan_ = 1; // lineAt's memo (offsets only grow)
};

} // namespace tlacore
