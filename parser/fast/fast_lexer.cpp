// The hand-written TLA+ lexer (see fast_lexer.h).
#include "fast/fast_lexer.h"

#include <cstring>

#include "TLAPlusLexer.h"
#include "utf8.h"

namespace tlacore::fast {

using L = tlacore_antlr::TLAPlusLexer;

namespace {

bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isWordChar(char c) { return isLetter(c) || isDigit(c) || c == '_'; }
// SANY's SPEC-mode SKIP: a form feed or vertical tab is a lexical error (the ANTLR path reports it).
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

struct Spelling {
  const char *text;
  uint16_t type;
};

// The keywords of TLAPlusLexer.g4 (all upper case, WF_ and SF_ included).
uint16_t keywordType(std::string_view w) {
  static const Spelling kKeywords[] = {
      {"ACTION", L::ACTION},       {"ACTIONS", L::ACTION},      {"TEMPORALS", L::TEMPORAL},
      {"ASSUME", L::ASSUME},       {"ASSUMPTION", L::ASSUMPTION},
      {"AXIOM", L::AXIOM},         {"BOOLEAN", L::BOOLEAN},     {"BY", L::BY},
      {"CASE", L::CASE},           {"CHOOSE", L::CHOOSE},       {"CONSTANT", L::CONSTANT},
      {"CONSTANTS", L::CONSTANTS}, {"COROLLARY", L::COROLLARY}, {"DEF", L::DEF},
      {"DEFINE", L::DEFINE},       {"DEFS", L::DEFS},           {"DOMAIN", L::DOMAIN},
      {"ELSE", L::ELSE},           {"ENABLED", L::ENABLED},     {"EXCEPT", L::EXCEPT},
      {"EXTENDS", L::EXTENDS},     {"FALSE", L::FALSE},         {"HAVE", L::HAVE},
      {"HIDE", L::HIDE},           {"IF", L::IF},               {"IN", L::IN},
      {"INSTANCE", L::INSTANCE},   {"LAMBDA", L::LAMBDA},       {"LEMMA", L::LEMMA},
      {"LET", L::LET},             {"LOCAL", L::LOCAL},         {"MODULE", L::MODULE},
      {"NEW", L::NEW},             {"OBVIOUS", L::OBVIOUS},     {"OMITTED", L::OMITTED},
      {"ONLY", L::ONLY},           {"OTHER", L::OTHER},         {"PICK", L::PICK},
      {"PROOF", L::PROOF},         {"PROPOSITION", L::PROPOSITION}, {"PROVE", L::PROVE},
      {"QED", L::QED},             {"RECURSIVE", L::RECURSIVE}, {"STATE", L::STATE},
      {"STRING", L::STRING_SET},   {"SUBSET", L::SUBSET},       {"SUFFICES", L::SUFFICES},
      {"TAKE", L::TAKE},           {"TEMPORAL", L::TEMPORAL},   {"THEN", L::THEN},
      {"THEOREM", L::THEOREM},     {"TRUE", L::TRUE},           {"UNCHANGED", L::UNCHANGED},
      {"UNION", L::UNION},         {"USE", L::USE},             {"VARIABLE", L::VARIABLE},
      {"VARIABLES", L::VARIABLES}, {"WITH", L::WITH},           {"WITNESS", L::WITNESS},
      {"WF_", L::WF},              {"SF_", L::SF},
  };
  for (const Spelling &k : kKeywords)
    if (w == k.text)
      return k.type;
  return 0;
}

// Operators spelled `\word` (without the backslash), longest first where one
// is a prefix of another does not matter: the longest match is searched.
const Spelling kBackslashWords[] = {
    {"A", L::FORALL},         {"forall", L::FORALL},     {"E", L::EXISTS},         {"exists", L::EXISTS},
    {"AA", L::TFORALL},       {"EE", L::TEXISTS},        {"land", L::AND},         {"lor", L::OR},
    {"lnot", L::NOT},         {"neg", L::NOT},           {"equiv", L::EQUIV},      {"leq", L::LEQ},
    {"geq", L::GEQ},          {"in", L::SET_IN},         {"notin", L::NOTIN},      {"subseteq", L::SUBSETEQ},
    {"subset", L::SUBSET_OP}, {"supseteq", L::SUPSETEQ}, {"supset", L::SUPSET},    {"cap", L::CAP},
    {"intersect", L::CAP},    {"cup", L::CUP},           {"union", L::CUP},        {"X", L::TIMES},
    {"times", L::TIMES},      {"div", L::DIV},           {"o", L::CIRC},           {"circ", L::CIRC},
    {"oplus", L::OPLUS},      {"ominus", L::OMINUS},     {"odot", L::ODOT},        {"oslash", L::OSLASH},
    {"otimes", L::OTIMES},    {"prec", L::PREC},         {"preceq", L::PRECEQ},    {"succ", L::SUCC},
    {"succeq", L::SUCCEQ},    {"sqsubset", L::SQSUBSET}, {"sqsubseteq", L::SQSUBSETEQ},
    {"sqsupset", L::SQSUPSET}, {"sqsupseteq", L::SQSUPSETEQ}, {"sqcap", L::SQCAP}, {"sqcup", L::SQCUP},
    {"ll", L::LL},            {"gg", L::GG},             {"sim", L::SIM},          {"simeq", L::SIMEQ},
    {"approx", L::APPROX},    {"asymp", L::ASYMP},       {"cong", L::CONG},        {"doteq", L::DOTEQ},
    {"propto", L::PROPTO},    {"uplus", L::UPLUS},       {"wr", L::WR},            {"star", L::STAR_OP},
    {"bullet", L::BULLET_OP}, {"bigcirc", L::BIGCIRC},   {"cdot", L::CDOT},
};

// Punctuation and symbolic operators (ASCII spellings of TLAPlusLexer.g4).
const Spelling kSymbols[] = {
    {"-+->", L::PLUS_ARROW}, {"(\\X)", L::OTIMES}, {"|->", L::MAPSTO}, {"<=>", L::EQUIV}, {"::=", L::COLON_COLON_EQ},
    {">>_", L::RANGLE_SUB}, {"...", L::DOTDOTDOT}, {"(+)", L::OPLUS}, {"(-)", L::OMINUS}, {"(.)", L::ODOT},
    {"(/)", L::OSLASH},     {"==", L::DEFEQ},      {"]_", L::RBRACKET_SUB}, {"<<", L::LANGLE}, {">>", L::RANGLE},
    {"::", L::DCOLON},      {"->", L::ARROW},      {"<-", L::LARROW},   {"[]", L::BOX},     {"<>", L::DIAMOND},
    {"/\\", L::AND},        {"\\/", L::OR},        {"=>", L::IMPLIES},  {"/=", L::NEQ},     {"<=", L::LEQ},
    {"=<", L::LEQ},         {">=", L::GEQ},        {"~>", L::LEADSTO},  {"-.", L::MINUS_DOT}, {"..", L::DOTDOT},
    {":>", L::COLON_GT},    {"@@", L::AT_AT},      {"<:", L::LT_COLON}, {"++", L::PLUS_PLUS}, {"--", L::MINUS_MINUS},
    {"**", L::STAR_STAR},   {"//", L::SLASH_SLASH}, {"^^", L::CARET_CARET}, {"%%", L::PERCENT_PERCENT},
    {"&&", L::AMP_AMP},     {"$$", L::DOLLAR_DOLLAR}, {"##", L::HASH_HASH}, {"!!", L::BANG_BANG}, {"??", L::QQ},
    {"||", L::PIPE_PIPE},   {"|-", L::TURNSTILE},  {"|=", L::MODELS},   {"-|", L::DASH_PIPE}, {"=|", L::EQ_PIPE},
    {":=", L::ASSIGN},      {"^+", L::PLUS_SUP},   {"^*", L::STAR_SUP}, {"^#", L::HASH_SUP},
    {"(", L::LPAREN},       {")", L::RPAREN},      {"[", L::LBRACKET},  {"]", L::RBRACKET}, {"{", L::LBRACE},
    {"}", L::RBRACE},       {",", L::COMMA},       {":", L::COLON},     {".", L::DOT},      {"!", L::BANG},
    {"@", L::AT},           {"'", L::PRIME},       {"~", L::NOT},       {"=", L::EQ},       {"#", L::NEQ},
    {"<", L::LT},           {">", L::GT},          {"+", L::PLUS},      {"-", L::MINUS},    {"*", L::STAR},
    {"/", L::SLASH},        {"^", L::CARET},       {"%", L::PERCENT},   {"&", L::AMP},      {"$", L::DOLLAR},
    {"|", L::PIPE},         {"_", L::UNDERSCORE},
};

} // namespace

uint16_t fairnessTailType(std::string_view rest) {
  if (uint16_t kw = keywordType(rest); kw != 0 && kw != L::WF && kw != L::SF)
    return kw;
  for (char c : rest)
    if (isLetter(c))
      return L::IDENT;
  return L::NUMBER;
}

FastLexer::FastLexer(std::string_view text, size_t start) : text_(text), pos_(start) {
  size_t nl = start == 0 ? std::string_view::npos : text.rfind('\n', start - 1);
  lineStart_ = nl == std::string_view::npos ? 0 : nl + 1;
  for (size_t i = lineStart_; i < start;) {
    size_t len = utf8CharBytes(text, i);
    lineExtra_ += len - 1;
    i += len;
  }
}

// SANY's column (JavaCC's SimpleCharStream, 0-based here): one per code
// point, a tab to the next multiple of 8. The junction-list layout compares
// these, so a line indented with tabs lines up as SANY sees it.
uint32_t FastLexer::column(size_t at) const {
  if (colLine_ != lineStart_ || colPos_ > at) {
    colLine_ = lineStart_;
    colPos_ = lineStart_;
    col_ = 0;
  }
  for (size_t i = colPos_; i < at;) {
    if (text_[i] == '\t') {
      col_ += 8 - col_ % 8;
      ++i;
    } else {
      ++col_;
      i += static_cast<unsigned char>(text_[i]) < 0x80 ? 1 : utf8CharBytes(text_, i);
    }
  }
  colPos_ = at;
  return col_;
}

Token FastLexer::make(uint16_t type, size_t begin, size_t end) const {
  return Token{type, static_cast<uint32_t>(begin), static_cast<uint32_t>(end), column(begin)};
}

// Nested (* ... *) comments; the opening (* is at pos_. False (pos_ past the text) when never closed.
bool FastLexer::blockComment() {
  int depth = 0;
  size_t n = text_.size();
  while (pos_ < n) {
    char c = text_[pos_];
    if (c == '(' && pos_ + 1 < n && text_[pos_ + 1] == '*') {
      ++depth;
      pos_ += 2;
    } else if (c == '*' && pos_ + 1 < n && text_[pos_ + 1] == ')') {
      pos_ += 2;
      if (--depth == 0)
        return true;
    } else if (c == '\n') {
      ++pos_;
      lineStart_ = pos_;
      lineExtra_ = 0;
    } else if (static_cast<unsigned char>(c) >= 0x80) {
      size_t len = utf8CharBytes(text_, pos_);
      lineExtra_ += len - 1;
      pos_ += len;
    } else {
      ++pos_;
    }
  }
  return false;
}

void FastLexer::skipSpaceAndComments() {
  size_t n = text_.size();
  while (pos_ < n) {
    char c = text_[pos_];
    if (c == '\n') {
      ++pos_;
      lineStart_ = pos_;
      lineExtra_ = 0;
    } else if (isSpace(c)) {
      ++pos_;
    } else if (c == '(' && pos_ + 1 < n && text_[pos_ + 1] == '*') {
      size_t at = pos_, line = lineStart_, extra = lineExtra_;
      if (blockComment())
        continue;
      // Never closed: ANTLR's lexer reads `(` and lexes on; `(` then `*` is its unterminated
      // comment (an error), `(**` is `(` then `**` (G(**, 1)).
      if (at + 2 >= n || text_[at + 2] != '*')
        throw GiveUp{"unterminated comment"};
      pos_ = at;
      lineStart_ = line;
      lineExtra_ = extra;
      return;
    } else if (c == '\\' && pos_ + 1 < n && text_[pos_ + 1] == '*') {
      while (pos_ < n && text_[pos_] != '\n' && text_[pos_] != '\r') {
        if (static_cast<unsigned char>(text_[pos_]) >= 0x80) {
          size_t len = utf8CharBytes(text_, pos_);
          lineExtra_ += len - 1;
          pos_ += len;
        } else {
          ++pos_;
        }
      }
    } else {
      return;
    }
  }
}

Token FastLexer::next() {
  skipSpaceAndComments();
  size_t n = text_.size();
  if (pos_ >= n)
    return make(kEof, n, n);
  size_t begin = pos_;
  char c = text_[pos_];
  if (isWordChar(c))
    return isDigit(c) ? number(begin) : identOrKeyword(begin);
  if (c == '"')
    return string(begin);
  if (c == '\\')
    return backslash(begin);
  if (static_cast<unsigned char>(c) >= 0x80)
    return unicode(begin);
  return punctuation(begin);
}

Token FastLexer::identOrKeyword(size_t begin) {
  size_t n = text_.size();
  size_t e = begin;
  bool letter = false, lower = false;
  while (e < n && isWordChar(text_[e])) {
    letter |= isLetter(text_[e]);
    lower |= (text_[e] >= 'a' && text_[e] <= 'z') || isDigit(text_[e]);
    ++e;
  }
  if (!letter) { // underscores only here: `_` tokens one by one
    pos_ = begin + 1;
    return make(L::UNDERSCORE, begin, begin + 1);
  }
  pos_ = e;
  uint16_t kw = lower ? 0 : keywordType(text_.substr(begin, e - begin));
  return make(kw ? kw : static_cast<uint16_t>(L::IDENT), begin, e);
}

// A run of word characters starting with a digit (SANY has no `.5`).
Token FastLexer::number(size_t begin) {
  size_t n = text_.size();
  size_t e = begin;
  bool letter = false;
  while (e < n && isWordChar(text_[e]))
    letter |= isLetter(text_[e++]);
  if (letter)
    return identOrKeyword(begin);
  size_t d = begin;
  while (d < n && isDigit(text_[d]))
    ++d;
  if (d < n - 1 && text_[d] == '.' && isDigit(text_[d + 1])) {
    d += 1;
    while (d < n && isDigit(text_[d]))
      ++d;
    pos_ = d;
    return make(L::DECIMAL, begin, d);
  }
  pos_ = d;
  return make(L::NUMBER, begin, d);
}

Token FastLexer::backslash(size_t begin) {
  size_t n = text_.size();
  size_t w = begin + 1;
  while (w < n && isLetter(text_[w]))
    ++w;
  std::string_view word = text_.substr(begin + 1, w - begin - 1);
  size_t bestLen = 1; // `\` alone is set difference
  uint16_t best = L::SETMINUS;
  for (const Spelling &s : kBackslashWords) {
    size_t len = std::strlen(s.text);
    if (len + 1 > bestLen && word.substr(0, len) == s.text) {
      bestLen = len + 1;
      best = s.type;
    }
  }
  // \b101, \o17, \h1F
  if (begin + 2 < n) {
    char r = text_[begin + 1];
    auto digitOk = [&](char d) {
      if (r == 'b' || r == 'B')
        return d == '0' || d == '1';
      if (r == 'o' || r == 'O')
        return d >= '0' && d <= '7';
      return isDigit(d) || (d >= 'a' && d <= 'f') || (d >= 'A' && d <= 'F');
    };
    if (r == 'b' || r == 'B' || r == 'o' || r == 'O' || r == 'h' || r == 'H') {
      size_t e = begin + 2;
      while (e < n && digitOk(text_[e]))
        ++e;
      if (e > begin + 2 && e - begin > bestLen) {
        bestLen = e - begin;
        best = (r == 'b' || r == 'B') ? L::BIN_NUMBER : (r == 'o' || r == 'O') ? L::OCT_NUMBER : L::HEX_NUMBER;
      }
    }
  }
  if (bestLen == 1 && begin + 1 < n && text_[begin + 1] == '/') {
    pos_ = begin + 2;
    return make(L::OR, begin, begin + 2);
  }
  pos_ = begin + bestLen;
  return make(best, begin, pos_);
}

// tla+.jj's STRING_LITERAL: the escapes \n \t \r \f \\ \" only, no line end, and a backquote section
// up to the next apostrophe that may hold anything, line ends included.
Token FastLexer::string(size_t begin) {
  size_t n = text_.size();
  size_t e = begin + 1;
  size_t extra = 0;                     // bytes past the first of each character, on the last line
  size_t lastLine = std::string_view::npos; // the start of the last line, when the string spans lines
  auto character = [&] {
    if (static_cast<unsigned char>(text_[e]) < 0x80) {
      ++e;
      return;
    }
    size_t len = utf8SequenceLength(text_, e);
    if (len == 0)
      throw GiveUp{"invalid UTF-8 in a string"};
    extra += len - 1;
    e += len;
  };
  while (e < n) {
    char c = text_[e];
    if (c == '"') {
      pos_ = e + 1;
      Token t = make(L::STRING, begin, pos_);
      if (lastLine != std::string_view::npos) {
        lineStart_ = lastLine;
        lineExtra_ = extra;
      } else {
        lineExtra_ += extra;
      }
      return t;
    }
    if (c == '\r' || c == '\n')
      break;
    if (c == '`') {
      for (++e; e < n && text_[e] != '\'';) {
        if (text_[e] == '\n') {
          lastLine = ++e;
          extra = 0;
        } else {
          character();
        }
      }
      if (e >= n)
        break;
      ++e;
      continue;
    }
    if (c == '\\') {
      // SANY's escapes only; any other is its lexical error (the ANTLR path reports it).
      if (e + 1 >= n || text_[e + 1] == '\0' || std::strchr("ntrf\\\"", text_[e + 1]) == nullptr)
        throw GiveUp{"not one of SANY's string escapes"};
      ++e;
    }
    character();
  }
  throw GiveUp{"unterminated string"};
}

Token FastLexer::punctuation(size_t begin) {
  size_t n = text_.size();
  char c = text_[begin];
  if (c == '-' || c == '=') {
    size_t e = begin;
    while (e < n && text_[e] == c)
      ++e;
    if (e - begin >= 4) {
      pos_ = e;
      return make(c == '-' ? L::SEPARATOR : L::MODULE_END, begin, e);
    }
  }
  if (c == '<' && begin + 2 < n) {
    // A proof step label: '<' ([0-9]+ | '*' | '+') '>' [a-zA-Z0-9_]* '.'*
    size_t e = begin + 1;
    if (text_[e] == '*' || text_[e] == '+')
      ++e;
    else
      while (e < n && isDigit(text_[e]))
        ++e;
    if (e > begin + 1 && e < n && text_[e] == '>') {
      ++e;
      while (e < n && (isDigit(text_[e]) || (text_[e] >= 'a' && text_[e] <= 'z') ||
                       (text_[e] >= 'A' && text_[e] <= 'Z') || text_[e] == '_'))
        ++e;
      while (e < n && text_[e] == '.')
        ++e;
      pos_ = e;
      return make(L::STEP_LABEL, begin, e);
    }
  }
  // SANY's BOXASSUME and BOXPROVE: `[]ASSUME`, `[]PROVE` written together are ASSUME and PROVE
  // (the ANTLR path's token source merges them the same way, when the keyword ends there).
  if (c == '[' && begin + 1 < n && text_[begin + 1] == ']') {
    for (std::string_view kw : {std::string_view("ASSUME"), std::string_view("PROVE")}) {
      size_t e = begin + 2 + kw.size();
      if (text_.substr(begin + 2, kw.size()) == kw && (e >= n || !isWordChar(text_[e]))) {
        pos_ = e;
        return make(kw[0] == 'A' ? L::ASSUME : L::PROVE, begin, e);
      }
    }
  }
  std::string_view rest = text_.substr(begin, 4);
  for (const Spelling &s : kSymbols) {
    if (s.text[0] != c)
      continue;
    size_t len = std::strlen(s.text);
    if (rest.substr(0, len) == s.text) {
      pos_ = begin + len;
      return make(s.type, begin, pos_);
    }
  }
  throw GiveUp{"character no token matches"};
}

} // namespace tlacore::fast
