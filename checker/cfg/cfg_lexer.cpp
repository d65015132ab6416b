// CfgLexer: turns a .cfg buffer into tokens, skipping whitespace and TLA+ comments.
#include "cfg_lexer.h"

#include <array>
#include <cstdio>
#include <string>
#include <utility>

namespace tlacore {

namespace {

constexpr std::array<CfgKeywordSpelling, 18> kKeywords = {{
    {"SPECIFICATION", CfgKeyword::Specification},
    {"INIT", CfgKeyword::Init},
    {"NEXT", CfgKeyword::Next},
    {"CONSTANT", CfgKeyword::Constant},
    {"CONSTANTS", CfgKeyword::Constant},
    {"INVARIANT", CfgKeyword::Invariant},
    {"INVARIANTS", CfgKeyword::Invariant},
    {"PROPERTY", CfgKeyword::Property},
    {"PROPERTIES", CfgKeyword::Property},
    {"CONSTRAINT", CfgKeyword::Constraint},
    {"CONSTRAINTS", CfgKeyword::Constraint},
    {"ACTION_CONSTRAINT", CfgKeyword::ActionConstraint},
    {"ACTION_CONSTRAINTS", CfgKeyword::ActionConstraint},
    {"SYMMETRY", CfgKeyword::Symmetry},
    {"VIEW", CfgKeyword::View},
    {"ALIAS", CfgKeyword::Alias},
    {"POSTCONDITION", CfgKeyword::Postcondition},
    {"CHECK_DEADLOCK", CfgKeyword::CheckDeadlock},
}};

bool isLetter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool isDigit(char c) {
  return c >= '0' && c <= '9';
}
bool isWordChar(char c) {
  return isLetter(c) || isDigit(c) || c == '_';
}
bool isSpace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// Characters that start an "Other" operator-like token.
bool isOpStart(char c) {
  switch (c) {
  case ':':
  case ';':
  case '.':
  case '@':
  case '#':
  case '$':
  case '%':
  case '^':
  case '&':
  case '*':
  case '+':
  case '|':
  case '~':
  case '?':
  case '/':
  case '\\':
  case '\'':
  case '`':
  case '<':
  case '>':
    return true;
  default:
    return false;
  }
}

// Characters that continue an "Other" token once started.
bool isOpContinue(char c) {
  return isOpStart(c) || c == '=' || c == '-' || c == '!';
}

std::string hexByte(unsigned char b) {
  char buf[4];
  std::snprintf(buf, sizeof buf, "%02X", b);
  return buf;
}

} // namespace

std::span<const CfgKeywordSpelling> cfgKeywordSpellings() {
  return kKeywords;
}

CfgKeyword cfgKeywordOf(std::string_view text) {
  for (const CfgKeywordSpelling &k : kKeywords)
    if (k.text == text)
      return k.keyword;
  return CfgKeyword::None;
}

std::string_view cfgKeywordName(CfgKeyword kw) {
  for (const CfgKeywordSpelling &k : kKeywords)
    if (k.keyword == kw)
      return k.text;
  return "";
}

CfgLexer::CfgLexer(const SourceManager &sm, FileId file, DiagnosticEngine &diags)
    : sm_(sm), file_(file), diags_(diags), text_(sm.bufferText(file)) {}

SourceRange CfgLexer::rangeOf(uint32_t begin, uint32_t end) const {
  return SourceRange{sm_.locForOffset(file_, begin), sm_.locForOffset(file_, end)};
}

CfgToken CfgLexer::make(CfgTokenKind kind, uint32_t begin, uint32_t end) const {
  CfgToken t;
  t.kind = kind;
  t.begin = begin;
  t.end = end;
  t.text = text_.substr(begin, end - begin);
  return t;
}

uint32_t CfgLexer::utf8Length(uint32_t pos) const {
  const auto n = static_cast<uint32_t>(text_.size());
  auto byte = [&](uint32_t i) { return static_cast<unsigned char>(text_[i]); };
  unsigned char b0 = byte(pos);
  if (b0 < 0x80)
    return 1;
  uint32_t len = 0;
  unsigned char lo = 0x80, hi = 0xBF; // allowed range of the second byte
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    len = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    len = 3;
    if (b0 == 0xE0)
      lo = 0xA0;
    else if (b0 == 0xED)
      hi = 0x9F;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    len = 4;
    if (b0 == 0xF0)
      lo = 0x90;
    else if (b0 == 0xF4)
      hi = 0x8F;
  } else {
    return 0;
  }
  if (pos + len > n)
    return 0;
  if (byte(pos + 1) < lo || byte(pos + 1) > hi)
    return 0;
  for (uint32_t i = 2; i < len; ++i)
    if ((byte(pos + i) & 0xC0) != 0x80)
      return 0;
  return len;
}

void CfgLexer::reportInvalidUtf8(uint32_t pos, bool inComment) {
  DiagId id = inComment ? DiagId::warn_cfg_invalid_utf8_comment : DiagId::err_cfg_invalid_utf8;
  diags_.report(id, rangeOf(pos, pos + 1)) << hexByte(static_cast<unsigned char>(text_[pos]));
}

void CfgLexer::skipBlockComment() {
  const auto n = static_cast<uint32_t>(text_.size());
  uint32_t open = pos_;
  pos_ += 2;
  uint32_t depth = 1;
  while (pos_ < n) {
    char c = text_[pos_];
    if (c == '(' && pos_ + 1 < n && text_[pos_ + 1] == '*') {
      ++depth;
      pos_ += 2;
    } else if (c == '*' && pos_ + 1 < n && text_[pos_ + 1] == ')') {
      pos_ += 2;
      if (--depth == 0)
        return;
    } else if (static_cast<unsigned char>(c) >= 0x80) {
      uint32_t len = utf8Length(pos_);
      if (len == 0) {
        reportInvalidUtf8(pos_, true);
        len = 1;
      }
      pos_ += len;
    } else {
      ++pos_;
    }
  }
  diags_.report(DiagId::warn_cfg_unterminated_comment, rangeOf(open, open + 2));
}

void CfgLexer::skipTrivia() {
  const auto n = static_cast<uint32_t>(text_.size());
  while (pos_ < n) {
    char c = text_[pos_];
    if (isSpace(c)) {
      ++pos_;
    } else if (c == '\\' && pos_ + 1 < n && text_[pos_ + 1] == '*') {
      pos_ += 2;
      while (pos_ < n && text_[pos_] != '\n') {
        if (static_cast<unsigned char>(text_[pos_]) >= 0x80) {
          uint32_t len = utf8Length(pos_);
          if (len == 0) {
            reportInvalidUtf8(pos_, true);
            len = 1;
          }
          pos_ += len;
        } else {
          ++pos_;
        }
      }
    } else if (c == '(' && pos_ + 1 < n && text_[pos_ + 1] == '*') {
      skipBlockComment();
    } else {
      return;
    }
  }
}

CfgToken CfgLexer::lexString() {
  const auto n = static_cast<uint32_t>(text_.size());
  uint32_t begin = pos_++;
  while (pos_ < n) {
    char c = text_[pos_];
    if (c == '"') {
      ++pos_;
      return make(CfgTokenKind::String, begin, pos_);
    }
    if (c == '\n' || c == '\r')
      break;
    if (c == '\\' && pos_ + 1 < n && text_[pos_ + 1] != '\n' && text_[pos_ + 1] != '\r') {
      // An escape: skip the escaped character (validated below if it is not ASCII).
      ++pos_;
      c = text_[pos_];
    }
    if (static_cast<unsigned char>(c) >= 0x80) {
      uint32_t len = utf8Length(pos_);
      if (len == 0) {
        reportInvalidUtf8(pos_, false);
        len = 1;
      }
      pos_ += len;
    } else {
      ++pos_;
    }
  }
  diags_.report(DiagId::err_cfg_unterminated_string, rangeOf(begin, pos_));
  return make(CfgTokenKind::String, begin, pos_);
}

CfgToken CfgLexer::lexWord() {
  const auto n = static_cast<uint32_t>(text_.size());
  uint32_t begin = pos_;
  bool hasLetter = false;
  bool allDigits = true;
  while (pos_ < n && isWordChar(text_[pos_])) {
    hasLetter |= isLetter(text_[pos_]);
    allDigits &= isDigit(text_[pos_]);
    ++pos_;
  }
  if (hasLetter) {
    CfgToken t = make(CfgTokenKind::Identifier, begin, pos_);
    t.keyword = cfgKeywordOf(t.text);
    if (t.keyword != CfgKeyword::None)
      t.kind = CfgTokenKind::Keyword;
    return t;
  }
  if (allDigits) {
    if (pos_ + 1 < n && text_[pos_] == '.' && isDigit(text_[pos_ + 1])) {
      ++pos_;
      while (pos_ < n && isDigit(text_[pos_]))
        ++pos_;
      return make(CfgTokenKind::Decimal, begin, pos_);
    }
    return make(CfgTokenKind::Number, begin, pos_);
  }
  return make(CfgTokenKind::Other, begin, pos_); // "_", "1_2": no letter, not a number
}

CfgToken CfgLexer::lexInvalid() {
  const auto n = static_cast<uint32_t>(text_.size());
  uint32_t begin = pos_;
  auto isBad = [&](uint32_t p) {
    auto b = static_cast<unsigned char>(text_[p]);
    return b >= 0x80 || b == 0x7F || (b < 0x20 && !isSpace(static_cast<char>(b)));
  };
  // Report the first offending character; swallow the rest of the run quietly.
  auto b0 = static_cast<unsigned char>(text_[pos_]);
  uint32_t len = b0 >= 0x80 ? utf8Length(pos_) : 1;
  if (b0 >= 0x80 && len == 0) {
    reportInvalidUtf8(pos_, false);
    len = 1;
  } else {
    std::string what;
    char buf[16];
    if (b0 >= 0x80) {
      // Decode the code point for the message.
      uint32_t cp = b0 & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07);
      for (uint32_t i = 1; i < len; ++i)
        cp = (cp << 6) | (static_cast<unsigned char>(text_[pos_ + i]) & 0x3F);
      std::snprintf(buf, sizeof buf, "U+%04X", cp);
      what += '\'';
      what += text_.substr(pos_, len);
      what += "' (";
      what += buf;
      what += ')';
    } else {
      std::snprintf(buf, sizeof buf, "U+%04X", b0);
      what = buf;
    }
    diags_.report(DiagId::err_cfg_unexpected_char, rangeOf(pos_, pos_ + len)) << what;
  }
  pos_ += len;
  while (pos_ < n && isBad(pos_)) {
    uint32_t l = static_cast<unsigned char>(text_[pos_]) >= 0x80 ? utf8Length(pos_) : 1;
    pos_ += l == 0 ? 1 : l;
  }
  return make(CfgTokenKind::Invalid, begin, pos_);
}

CfgToken CfgLexer::next() {
  skipTrivia();
  const auto n = static_cast<uint32_t>(text_.size());
  if (pos_ >= n)
    return make(CfgTokenKind::Eof, n, n);
  uint32_t begin = pos_;
  char c = text_[pos_];
  char c1 = pos_ + 1 < n ? text_[pos_ + 1] : '\0';
  auto single = [&](CfgTokenKind k) {
    ++pos_;
    return make(k, begin, pos_);
  };
  auto twoChar = [&](CfgTokenKind k) {
    pos_ += 2;
    return make(k, begin, pos_);
  };
  auto otherRun = [&]() {
    ++pos_;
    if (c == '\\' && isLetter(c1)) { // \in, \union, \b101, ...
      while (pos_ < n && isWordChar(text_[pos_]))
        ++pos_;
    } else {
      // Stop before a comment that follows without a space ("+\* ...").
      while (pos_ < n && isOpContinue(text_[pos_]) &&
             !(text_[pos_] == '\\' && pos_ + 1 < n && text_[pos_ + 1] == '*'))
        ++pos_;
    }
    return make(CfgTokenKind::Other, begin, pos_);
  };

  if (isWordChar(c))
    return lexWord();
  switch (c) {
  case '"':
    return lexString();
  case '{':
    return single(CfgTokenKind::LBrace);
  case '}':
    return single(CfgTokenKind::RBrace);
  case '[':
    // TLA+'s token manager reads "[]" (the box operator) as one token, which
    // TLC's ModelConfig then takes as a value like any other token.
    if (c1 == ']')
      return twoChar(CfgTokenKind::Other);
    return single(CfgTokenKind::LBracket);
  case ']':
    return single(CfgTokenKind::RBracket);
  case '(':
    return single(CfgTokenKind::LParen);
  case ')':
    return single(CfgTokenKind::RParen);
  case ',':
    return single(CfgTokenKind::Comma);
  case '!':
    return single(CfgTokenKind::Bang);
  case '=':
    if (c1 == '=')
      return twoChar(CfgTokenKind::EqualsEquals);
    return single(CfgTokenKind::Equals);
  case '<':
    if (c1 == '<')
      return twoChar(CfgTokenKind::LTuple);
    if (c1 == '-')
      return twoChar(CfgTokenKind::LeftArrow);
    return otherRun();
  case '>':
    if (c1 == '>')
      return twoChar(CfgTokenKind::RTuple);
    return otherRun();
  case '-':
    if (isOpContinue(c1))
      return otherRun(); // ->, --, -+, ...
    return single(CfgTokenKind::Minus);
  default:
    break;
  }
  if (isOpStart(c))
    return otherRun();
  return lexInvalid();
}

} // namespace tlacore
