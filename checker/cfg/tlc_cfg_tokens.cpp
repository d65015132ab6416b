// TlcCfgTokenizer: SANY's TLA+ tokens as TLC's ModelConfig reads a cfg with them.
#include "tlc_cfg_tokens.h"

namespace tlacore {

namespace {

bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isWordChar(char c) { return isLetter(c) || isDigit(c) || c == '_'; }

// The ASCII operator and punctuation tokens of SANY's SPEC state (tla+.jj),
// matched longest first as JavaCC does.
constexpr std::string_view kOperators[] = {
    "\\sqsubseteq", "\\sqsupseteq", "\\intersect", "\\subseteq", "\\supseteq", "\\sqsubset", "\\sqsupset",
    "\\bigcirc", "\\approx", "\\preceq", "\\propto", "\\succeq", "\\exists", "\\forall", "\\bullet", "\\otimes",
    "\\oslash", "\\ominus", "\\subset", "\\supset", "\\equiv", "\\doteq", "\\asymp", "\\simeq", "\\sqcap",
    "\\sqcup", "\\notin", "\\oplus", "\\times", "\\union", "\\uplus", "\\cdot", "\\circ", "\\cong", "\\land",
    "\\lnot", "\\odot", "\\prec", "\\succ", "\\star", "\\cap", "\\cup", "\\div", "\\geq", "\\leq", "\\lor",
    "\\neg", "\\sim", "\\in", "\\gg", "\\ll", "\\wr", "\\AA", "\\EE", "\\A", "\\E", "\\X", "\\o", "(\\X)",
    "[]ASSUME", "[]PROVE", "-+->", "::=", "|->", ">>_", "<=>", "...", "(+)", "(-)", "(.)", "(/)", "==", "<<",
    ">>", "]_", "->", "<-", "[]", "<>", "/\\", "\\/", "=>", "=<", "<=", ">=", "~>", "/=", "..", "::", ":=",
    ":>", "<:", "@@", "!!", "??", "^+", "^*", "^#", "-.", "++", "--", "**", "//", "^^", "%%", "&&", "$$", "##",
    "||", "|-", "|=", "-|", "=|", "(", ")", "[", "]", "{", "}", ",", ":", ".", "!", "@", "_", "'", "~", "=",
    "#", "<", ">", "+", "-", "*", "/", "^", "%", "&", "$", "|", "\\"};

} // namespace

uint32_t TlcCfgTokenizer::lineAt(uint32_t offset) {
  if (offset < lineScan_) { // not expected: offsets only grow
    lineScan_ = 0;
    lineAtScan_ = 1;
  }
  for (; lineScan_ < offset && lineScan_ < text_.size(); ++lineScan_) {
    char c = text_[lineScan_];
    bool crAlone = c == '\r' && !(lineScan_ + 1 < text_.size() && text_[lineScan_ + 1] == '\n');
    if (c == '\n' || crAlone)
      ++lineAtScan_;
  }
  return lineAtScan_;
}

TlcCfgToken TlcCfgTokenizer::make(TlcCfgTokenKind kind, uint32_t begin, uint32_t end) {
  TlcCfgToken t;
  t.kind = kind;
  t.begin = begin;
  t.end = end;
  t.image = text_.substr(begin, end - begin);
  if (kind == TlcCfgTokenKind::Eof)
    t.line = lineAt(text_.empty() ? 0 : static_cast<uint32_t>(text_.size() - 1));
  else
    t.line = lineAt(begin);
  return t;
}

bool TlcCfgTokenizer::skipTrivia(uint32_t &commentStart) {
  const auto n = static_cast<uint32_t>(text_.size());
  while (pos_ < n) {
    char c = text_[pos_];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
      ++pos_;
    } else if (c == '\\' && pos_ + 1 < n && text_[pos_ + 1] == '*') {
      while (pos_ < n && text_[pos_] != '\n' && text_[pos_] != '\r')
        ++pos_;
    } else if (c == '(' && pos_ + 1 < n && text_[pos_ + 1] == '*') {
      commentStart = pos_;
      pos_ += 2;
      int depth = 1;
      while (depth > 0) {
        if (pos_ + 1 >= n)
          return false;
        if (text_[pos_] == '(' && text_[pos_ + 1] == '*') {
          ++depth;
          pos_ += 2;
        } else if (text_[pos_] == '*' && text_[pos_ + 1] == ')') {
          --depth;
          pos_ += 2;
        } else {
          ++pos_;
        }
      }
    } else {
      return true;
    }
  }
  return true;
}

uint32_t TlcCfgTokenizer::operatorLength(uint32_t at) const {
  std::string_view rest = text_.substr(at);
  // ---- and ==== (SEPARATOR, END_MODULE) take every dash or equals sign that follows.
  for (char bar : {'-', '='}) {
    size_t k = 0;
    while (k < rest.size() && rest[k] == bar)
      ++k;
    if (k >= 4)
      return static_cast<uint32_t>(k);
  }
  // A proof step label: <1>, <1>a, <*>, <+>.
  if (rest.size() >= 3 && rest[0] == '<') {
    size_t k = 1;
    if (rest[k] == '*' || rest[k] == '+')
      ++k;
    else
      while (k < rest.size() && isDigit(rest[k]))
        ++k;
    if (k > 1 && k < rest.size() && rest[k] == '>') {
      ++k;
      while (k < rest.size() && isWordChar(rest[k]))
        ++k;
      while (k < rest.size() && rest[k] == '.')
        ++k;
      return static_cast<uint32_t>(k);
    }
  }
  size_t best = 0;
  for (std::string_view op : kOperators)
    if (op.size() > best && rest.substr(0, op.size()) == op)
      best = op.size();
  return static_cast<uint32_t>(best);
}

TlcCfgToken TlcCfgTokenizer::next() {
  const auto n = static_cast<uint32_t>(text_.size());
  uint32_t commentStart = 0;
  if (!skipTrivia(commentStart)) { // EOF inside (* ... : a lexical error where the comment began
    pos_ = n;
    return make(TlcCfgTokenKind::LexError, commentStart, commentStart);
  }
  if (pos_ >= n)
    return make(TlcCfgTokenKind::Eof, n, n);
  const uint32_t begin = pos_;
  const char c = text_[pos_];
  if (isWordChar(c)) {
    uint32_t end = pos_;
    bool letter = false;
    while (end < n && isWordChar(text_[end]))
      letter |= isLetter(text_[end++]);
    if (letter) { // an identifier or keyword: digits and '_' may come first
      pos_ = end;
      return make(TlcCfgTokenKind::Other, begin, end);
    }
    if (c == '_') { // "_" alone (US)
      pos_ = begin + 1;
      return make(TlcCfgTokenKind::Other, begin, pos_);
    }
    // Digits alone; 1.5 is three tokens (the TLA+ parser, not its token manager, builds a decimal).
    end = begin;
    while (end < n && isDigit(text_[end]))
      ++end;
    pos_ = end;
    return make(TlcCfgTokenKind::Number, begin, end);
  }
  if (c == '"') {
    uint32_t end = pos_ + 1;
    while (end < n && text_[end] != '"' && text_[end] != '\n' && text_[end] != '\r') {
      if (text_[end] == '\\' && end + 1 < n && text_[end + 1] != '\n' && text_[end + 1] != '\r')
        ++end;
      ++end;
    }
    if (end >= n || text_[end] != '"') { // no closing quote on the line
      pos_ = n;
      return make(TlcCfgTokenKind::LexError, begin, begin);
    }
    pos_ = end + 1;
    return make(TlcCfgTokenKind::String, begin, pos_);
  }
  if (c == '\\' && pos_ + 1 < n) { // \b101, \o17, \h1F: numerals
    char base = text_[pos_ + 1];
    auto digitOf = [&](char d) {
      switch (base) {
      case 'b':
      case 'B':
        return d == '0' || d == '1';
      case 'o':
      case 'O':
        return d >= '0' && d <= '7';
      case 'h':
      case 'H':
        return isDigit(d) || (d >= 'a' && d <= 'f') || (d >= 'A' && d <= 'F');
      default:
        return false;
      }
    };
    uint32_t end = pos_ + 2;
    while (end < n && digitOf(text_[end]))
      ++end;
    uint32_t opLen = operatorLength(pos_);
    if (end > pos_ + 2 && end - pos_ >= opLen) {
      pos_ = end;
      return make(TlcCfgTokenKind::OddNumber, begin, end);
    }
  }
  if (uint32_t len = operatorLength(pos_)) {
    pos_ += len;
    return make(TlcCfgTokenKind::Other, begin, pos_);
  }
  pos_ = n; // TLC stops reading at the first lexical error
  return make(TlcCfgTokenKind::LexError, begin, begin);
}

} // namespace tlacore
