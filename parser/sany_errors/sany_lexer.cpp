// SANY's javacc lexer (sany_tokens.h): longest match, earlier-declared token kind on a tie.
#include "sany_tokens.h"

#include <array>

#include "sany_explainer.h"
#include "utf8.h"

namespace tlacore::sany_errors {

namespace {

struct Spelling {
  std::u32string_view text;
  Kind kind;
};

// Punctuation and operator symbols, in SANY's declaration order.
constexpr Spelling kSymbols[] = {
    {U",", Kind::Comma}, {U":", Kind::Colon}, {U"::", Kind::ColonColon}, {U"∷", Kind::ColonColon},
    {U".", Kind::Dot}, {U"==", Kind::Def}, {U"≜", Kind::Def}, {U"(", Kind::LParen}, {U")", Kind::RParen},
    {U"-|-", Kind::DefBreak}, {U"[", Kind::LSquare}, {U"]_", Kind::RSquareUnder}, {U"]", Kind::RSquare},
    {U"{|", Kind::LSetExcept}, {U"|}", Kind::RSetExcept}, {U"{", Kind::LBrace}, {U"}", Kind::RBrace},
    {U"<<", Kind::LTuple}, {U"⟨", Kind::LTuple}, {U">>_", Kind::RTupleUnder}, {U"⟩_", Kind::RTupleUnder},
    {U">>", Kind::RTuple}, {U"⟩", Kind::RTuple}, {U"!", Kind::Bang}, {U"->", Kind::Arrow}, {U"→", Kind::Arrow},
    {U"<-", Kind::Substitute}, {U"←", Kind::Substitute}, {U"|->", Kind::MapTo}, {U"↦", Kind::MapTo},
    {U"'", Kind::PostfixOp}, {U"^+", Kind::PostfixOp}, {U"⁺", Kind::PostfixOp}, {U"^*", Kind::PostfixOp},
    {U"^#", Kind::PostfixOp}, {U"-.", Kind::NegDot}, {U"¬", Kind::PrefixOp}, {U"~", Kind::PrefixOp},
    {U"[]", Kind::BoxOp}, {U"□", Kind::BoxOp}, {U"<>", Kind::PrefixOp}, {U"◇", Kind::PrefixOp},
    {U"//", Kind::InfixOp}, {U"/\\", Kind::And}, {U"∧", Kind::And}, {U"/=", Kind::InfixOp}, {U"/", Kind::InfixOp},
    {U"\\/", Kind::Or}, {U"∨", Kind::Or}, {U"\\", Kind::InfixOp}, {U"~>", Kind::InfixOp}, {U"=>", Kind::InfixOp},
    {U"=<", Kind::InfixOp}, {U"=|", Kind::InfixOp}, {U"=", Kind::Equals}, {U"##", Kind::InfixOp},
    {U"#", Kind::InfixOp}, {U"^^", Kind::InfixOp}, {U"^", Kind::InfixOp}, {U"--", Kind::InfixOp},
    {U"-|", Kind::InfixOp}, {U"-+->", Kind::InfixOp}, {U"-", Kind::Minus}, {U"**", Kind::InfixOp},
    {U"*", Kind::InfixOp}, {U"++", Kind::InfixOp}, {U"+", Kind::InfixOp}, {U"<=>", Kind::InfixOp},
    {U"<:", Kind::InfixOp}, {U"<=", Kind::InfixOp}, {U"<", Kind::InfixOp}, {U">=", Kind::InfixOp},
    {U">", Kind::InfixOp}, {U"...", Kind::InfixOp}, {U"..", Kind::InfixOp}, {U"||", Kind::InfixOp},
    {U"|", Kind::InfixOp}, {U"|-", Kind::InfixOp}, {U"|=", Kind::InfixOp}, {U"&&", Kind::InfixOp},
    {U"&", Kind::InfixOp}, {U"$$", Kind::InfixOp}, {U"$", Kind::InfixOp}, {U"??", Kind::InfixOp},
    {U"%%", Kind::InfixOp}, {U"%", Kind::InfixOp}, {U"@@", Kind::InfixOp}, {U"!!", Kind::InfixOp},
    {U":>", Kind::InfixOp}, {U":=", Kind::InfixOp}, {U"::=", Kind::InfixOp}, {U"(+)", Kind::InfixOp},
    {U"(-)", Kind::InfixOp}, {U"(.)", Kind::InfixOp}, {U"(/)", Kind::InfixOp}, {U"(\\X)", Kind::InfixOp},
    {U"∈", Kind::In}, {U"≈", Kind::InfixOp}, {U"≔", Kind::InfixOp}, {U"≍", Kind::InfixOp}, {U"◯", Kind::InfixOp},
    {U"⩴", Kind::InfixOp}, {U"●", Kind::InfixOp}, {U"∩", Kind::InfixOp}, {U"⋅", Kind::InfixOp},
    {U"∘", Kind::InfixOp}, {U"≅", Kind::InfixOp}, {U"∪", Kind::InfixOp}, {U"÷", Kind::InfixOp},
    {U"≐", Kind::InfixOp}, {U"‥", Kind::InfixOp}, {U"…", Kind::InfixOp}, {U"≡", Kind::InfixOp},
    {U"‼", Kind::InfixOp}, {U"≥", Kind::InfixOp}, {U"≫", Kind::InfixOp}, {U"⇔", Kind::InfixOp},
    {U"⇒", Kind::InfixOp}, {U"⫤", Kind::InfixOp}, {U"↝", Kind::InfixOp}, {U"≤", Kind::InfixOp},
    {U"≪", Kind::InfixOp}, {U"⊣", Kind::InfixOp}, {U"≠", Kind::InfixOp}, {U"∉", Kind::InfixOp},
    {U"⊙", Kind::InfixOp}, {U"⊖", Kind::InfixOp}, {U"⊕", Kind::InfixOp}, {U"⊘", Kind::InfixOp},
    {U"⊗", Kind::InfixOp}, {U"⇸", Kind::InfixOp}, {U"≺", Kind::InfixOp}, {U"⪯", Kind::InfixOp},
    {U"∝", Kind::InfixOp}, {U"⁇", Kind::InfixOp}, {U"⊨", Kind::InfixOp}, {U"⊢", Kind::InfixOp},
    {U"∼", Kind::InfixOp}, {U"≃", Kind::InfixOp}, {U"⊓", Kind::InfixOp}, {U"⊔", Kind::InfixOp},
    {U"⊏", Kind::InfixOp}, {U"⊑", Kind::InfixOp}, {U"⊐", Kind::InfixOp}, {U"⊒", Kind::InfixOp},
    {U"⋆", Kind::InfixOp}, {U"⊂", Kind::InfixOp}, {U"⊆", Kind::InfixOp}, {U"≻", Kind::InfixOp},
    {U"⪰", Kind::InfixOp}, {U"⊃", Kind::InfixOp}, {U"⊇", Kind::InfixOp}, {U"×", Kind::InfixOp},
    {U"⊎", Kind::InfixOp}, {U"‖", Kind::InfixOp}, {U"≀", Kind::InfixOp},
    {U"∃", Kind::Exists}, {U"∀", Kind::Forall}, {U"@", Kind::Identifier}, {U"ℕ", Kind::Identifier},
    {U"ℤ", Kind::Identifier}, {U"ℝ", Kind::Identifier}, {U"[]ASSUME", Kind::BoxAssume},
    {U"[]PROVE", Kind::BoxProve},
};

constexpr Spelling kKeywords[] = {
    {U"ACTION", Kind::Action}, {U"ACTIONS", Kind::Action}, {U"ASSUME", Kind::Assume},
    {U"ASSUMPTION", Kind::Assumption}, {U"AXIOM", Kind::Assumption}, {U"CASE", Kind::Case},
    {U"CHOOSE", Kind::Choose}, {U"CONSTANT", Kind::Constant}, {U"CONSTANTS", Kind::Constant}, {U"ELSE", Kind::Else},
    {U"EXCEPT", Kind::Except}, {U"EXTENDS", Kind::Extends}, {U"IF", Kind::If}, {U"INSTANCE", Kind::Instance},
    {U"LET", Kind::Let}, {U"IN", Kind::LetIn}, {U"LOCAL", Kind::Local}, {U"MODULE", Kind::Module},
    {U"NEW", Kind::New}, {U"OTHER", Kind::Other}, {U"PROPOSITION", Kind::Proposition}, {U"LEMMA", Kind::Proposition},
    {U"COROLLARY", Kind::Proposition}, {U"SF_", Kind::Sf}, {U"THEN", Kind::Then}, {U"BY", Kind::By},
    {U"ONLY", Kind::Only}, {U"DEFINE", Kind::Define}, {U"DEF", Kind::Df}, {U"DEFS", Kind::Df},
    {U"THEOREM", Kind::Theorem}, {U"USE", Kind::Use}, {U"HIDE", Kind::Hide}, {U"HAVE", Kind::Have},
    {U"OBVIOUS", Kind::Obvious}, {U"OMITTED", Kind::Omitted}, {U"LAMBDA", Kind::Lambda}, {U"TAKE", Kind::Take},
    {U"PROOF", Kind::Proof}, {U"PROVE", Kind::Prove}, {U"QED", Kind::Qed}, {U"RECURSIVE", Kind::Recursive},
    {U"STATE", Kind::State}, {U"TEMPORAL", Kind::Temporal}, {U"TEMPORALS", Kind::Temporal}, {U"PICK", Kind::Pick},
    {U"WITNESS", Kind::Witness}, {U"SUFFICES", Kind::Suffices}, {U"VARIABLE", Kind::Variable},
    {U"VARIABLES", Kind::Variable}, {U"WF_", Kind::Wf}, {U"WITH", Kind::With}, {U"ENABLED", Kind::PrefixWord},
    {U"UNCHANGED", Kind::PrefixWord}, {U"SUBSET", Kind::PrefixWord}, {U"UNION", Kind::PrefixWord},
    {U"DOMAIN", Kind::PrefixWord},
};

// The words after a backslash.
constexpr Spelling kBackslashWords[] = {
    {U"E", Kind::Exists}, {U"exists", Kind::Exists}, {U"A", Kind::Forall}, {U"forall", Kind::Forall},
    {U"EE", Kind::TExists}, {U"AA", Kind::TForall}, {U"lnot", Kind::PrefixOp}, {U"neg", Kind::PrefixOp},
    {U"approx", Kind::InfixOp}, {U"asymp", Kind::InfixOp}, {U"bigcirc", Kind::InfixOp}, {U"bullet", Kind::InfixOp},
    {U"cap", Kind::InfixOp}, {U"cdot", Kind::InfixOp}, {U"circ", Kind::InfixOp}, {U"cong", Kind::InfixOp},
    {U"cup", Kind::InfixOp}, {U"div", Kind::InfixOp}, {U"doteq", Kind::InfixOp}, {U"equiv", Kind::InfixOp},
    {U"geq", Kind::InfixOp}, {U"gg", Kind::InfixOp}, {U"in", Kind::In}, {U"intersect", Kind::InfixOp},
    {U"union", Kind::InfixOp}, {U"land", Kind::InfixOp}, {U"leq", Kind::InfixOp}, {U"ll", Kind::InfixOp},
    {U"lor", Kind::InfixOp}, {U"o", Kind::InfixOp}, {U"odot", Kind::InfixOp}, {U"ominus", Kind::InfixOp},
    {U"oplus", Kind::InfixOp}, {U"oslash", Kind::InfixOp}, {U"otimes", Kind::InfixOp}, {U"prec", Kind::InfixOp},
    {U"preceq", Kind::InfixOp}, {U"propto", Kind::InfixOp}, {U"sim", Kind::InfixOp}, {U"simeq", Kind::InfixOp},
    {U"sqcap", Kind::InfixOp}, {U"sqcup", Kind::InfixOp}, {U"sqsubset", Kind::InfixOp},
    {U"sqsupset", Kind::InfixOp}, {U"sqsubseteq", Kind::InfixOp}, {U"sqsupseteq", Kind::InfixOp},
    {U"star", Kind::InfixOp}, {U"subset", Kind::InfixOp}, {U"subseteq", Kind::InfixOp}, {U"succ", Kind::InfixOp},
    {U"succeq", Kind::InfixOp}, {U"supset", Kind::InfixOp}, {U"supseteq", Kind::InfixOp},
    {U"uplus", Kind::InfixOp}, {U"wr", Kind::InfixOp}, {U"notin", Kind::InfixOp}, {U"times", Kind::Times},
    {U"X", Kind::Times},
};

bool isLetter(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isDigit(char32_t c) { return c >= '0' && c <= '9'; }
bool isWordChar(char32_t c) { return isLetter(c) || isDigit(c) || c == '_'; }

// Decodes one UTF-8 sequence at `i`. SANY reads the file through a UTF-8 InputStreamReader
// (ParseUnit.parseFile), which reads a byte that starts no valid sequence as U+FFFD.
char32_t decode(std::string_view s, size_t &i) {
  size_t len = utf8SequenceLength(s, i);
  if (len == 0) {
    ++i;
    return 0xFFFD;
  }
  unsigned char b = static_cast<unsigned char>(s[i]);
  if (len == 1) {
    ++i;
    return b;
  }
  char32_t c = b & (0xFFu >> (len + 1));
  for (size_t k = 1; k < len; ++k)
    c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3Fu);
  i += len;
  return c;
}

} // namespace

Lexer::Lexer(std::string_view text) : text_(text) {
  // Line and column of each character as javacc's SimpleCharStream counts
  // them (tabs to the next multiple of 8; \r\n is one line end).
  int line = 1, column = 0;
  bool prevLF = false, prevCR = false;
  for (size_t i = 0; i < text.size();) {
    uint32_t byte = static_cast<uint32_t>(i);
    char32_t c = decode(text, i);
    column += c > 0xFFFF ? 2 : 1;
    if (prevLF) {
      prevLF = false;
      line += (column = 1);
    } else if (prevCR) {
      prevCR = false;
      if (c == '\n')
        prevLF = true;
      else
        line += (column = 1);
    }
    if (c == '\r')
      prevCR = true;
    else if (c == '\n')
      prevLF = true;
    else if (c == '\t') {
      column--;
      column += 8 - (column % 8);
    }
    chars_.push_back({c, byte, line, column});
  }
}

bool Lexer::match(size_t at, std::u32string_view s) const {
  if (at + s.size() > chars_.size())
    return false;
  for (size_t k = 0; k < s.size(); ++k)
    if (chars_[at + k].c != s[k])
      return false;
  return true;
}

size_t Lexer::longestSymbol(size_t at, Kind &kind) const {
  size_t best = 0;
  for (const Spelling &s : kSymbols)
    if (s.text.size() > best && match(at, s.text)) {
      best = s.text.size();
      kind = s.kind;
    }
  return best;
}

// The identifier javacc's IDENTIFIER cases match at `at` (0 if none).
size_t Lexer::identifierLength(size_t at) const {
  size_t end = at;
  bool letter = false;
  while (end < chars_.size() && isWordChar(chars_[end].c)) {
    letter = letter || isLetter(chars_[end].c);
    ++end;
  }
  size_t run = end - at;
  if (run == 0 || !letter)
    return 0;
  char32_t first = chars_[at].c;
  if (first == 'W' || first == 'S') {
    if (run == 1 || chars_[at + 1].c != 'F')
      return run;
    if (run == 2 || chars_[at + 2].c != '_')
      return run;
    return 2;
  }
  return run;
}

size_t Lexer::backslashWord(size_t at, Kind &kind) const {
  size_t best = 0;
  for (const Spelling &s : kBackslashWords)
    if (s.text.size() + 1 > best && match(at + 1, s.text)) {
      best = s.text.size() + 1;
      kind = s.kind;
    }
  // \o17, \b101, \hFF: numbers
  if (at + 1 < chars_.size()) {
    char32_t base = chars_[at + 1].c;
    auto digitOf = [&](char32_t c) {
      if (base == 'o' || base == 'O')
        return c >= '0' && c <= '7';
      if (base == 'b' || base == 'B')
        return c == '0' || c == '1';
      if (base == 'h' || base == 'H')
        return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
      return false;
    };
    size_t end = at + 2;
    while (end < chars_.size() && digitOf(chars_[end].c))
      ++end;
    if (end > at + 2 && end - at > best) {
      best = end - at;
      kind = Kind::Number;
    }
  }
  return best;
}

// <1>a, <+>b, <1>a., <1>, <1>*.: SANY's proof step lexemes.
size_t Lexer::proofStep(size_t at, Kind &kind) const {
  if (!match(at, U"<"))
    return 0;
  size_t p = at + 1;
  bool digits = false;
  while (p < chars_.size() && isDigit(chars_[p].c)) {
    ++p;
    digits = true;
  }
  bool implicit = false;
  if (!digits) {
    if (p < chars_.size() && (chars_[p].c == '+' || chars_[p].c == '*')) {
      ++p;
      implicit = true;
    } else {
      return 0;
    }
  }
  if (p >= chars_.size() || chars_[p].c != '>')
    return 0;
  ++p;
  size_t best = p - at;
  kind = Kind::BareLevel;
  // step name
  size_t q = p;
  while (q < chars_.size() && (isLetter(chars_[q].c) || isDigit(chars_[q].c) || (!implicit && chars_[q].c == '_')))
    ++q;
  size_t nameEnd = q;
  if (nameEnd > p) {
    best = nameEnd - at;
    kind = implicit ? Kind::ProofImplicitStep : Kind::ProofStep;
    size_t d = nameEnd;
    // the dotted form allows _ after <+>/<*> too
    size_t q2 = p;
    while (q2 < chars_.size() && (isLetter(chars_[q2].c) || isDigit(chars_[q2].c) || chars_[q2].c == '_'))
      ++q2;
    d = q2;
    size_t dots = d;
    while (dots < chars_.size() && chars_[dots].c == '.')
      ++dots;
    if (dots > d && dots - at > best) {
      best = dots - at;
      kind = Kind::ProofStepDot;
    }
  }
  // unnumbered: <1>*.. <1>-.. <1>..
  size_t u = p;
  if (u < chars_.size() && (chars_[u].c == '*' || chars_[u].c == '-')) {
    ++u;
    while (u < chars_.size() && chars_[u].c == '.')
      ++u;
  } else {
    while (u < chars_.size() && chars_[u].c == '.')
      ++u;
  }
  if (u > p && u - at > best) {
    best = u - at;
    kind = Kind::UnnumberedStep;
  }
  return best;
}

// tla+.jj's STRING_LITERAL: "\"" ( ~["\"", "`", "\n", "\r", "\\"] | "`" (~["'"])* "'" | "\\" ["n","t","r",
// "f","\\","\""] )* "\"". 0 when it does not match; `diesAt` is then the character the match dies at
// (the end of the input when it is still open there).
size_t Lexer::stringLength(size_t at, size_t &diesAt) const {
  size_t p = at + 1;
  diesAt = chars_.size();
  while (p < chars_.size()) {
    char32_t c = chars_[p].c;
    if (c == '"')
      return p + 1 - at;
    if (c == '\n' || c == '\r') {
      diesAt = p;
      return 0;
    }
    if (c == '\\') {
      if (p + 1 >= chars_.size())
        return 0;
      char32_t e = chars_[p + 1].c;
      if (e != 'n' && e != 't' && e != 'r' && e != 'f' && e != '\\' && e != '"') {
        diesAt = p + 1;
        return 0;
      }
      p += 2;
      continue;
    }
    if (c == '`') {
      ++p;
      while (p < chars_.size() && chars_[p].c != '\'')
        ++p;
      if (p >= chars_.size())
        return 0;
      ++p;
      continue;
    }
    ++p;
  }
  return 0;
}

// The TokenMgrError of javacc's getNextToken for a token begun at `begin` whose match dies at
// `diesAt` (chars_.size(): still open at the end of the input), as TLAplusParser.parse reports it.
// `more`: the text so far is MORE (a comment), after which javacc's curPos is 0.
//  - When a character follows the one the match died at, the error is at that character, and the
//    "after" text is the token's text before it (none when curPos <= 1, i.e. it died at `begin`).
//  - Otherwise javacc meets the end of the input reading ahead: "Encountered: <EOF>", one column
//    past the last character read (line + 1, column 0 after a line end), the "after" text up to it.
//  - A message with "EOF" in it whose token begins on another line than where the stream then
//    stands becomes "Lexical {error: EOF reached, possibly open comment starting around line N".
void Lexer::fail(size_t begin, size_t diesAt, bool more) {
  failed_ = true;
  size_t n = chars_.size();
  if (n == 0) {
    error_.clear();
    return;
  }
  size_t curPos = more ? 0 : (diesAt < n ? diesAt - begin + 1 : n - begin);
  auto image = [&](size_t from, size_t to) { // characters [from, to]
    uint32_t e = to + 1 < n ? chars_[to + 1].byte : static_cast<uint32_t>(text_.size());
    return std::string(text_.substr(chars_[from].byte, e - chars_[from].byte));
  };
  int line, column, endLine;
  std::string encountered, after;
  if (diesAt + 1 < n) {
    const Char &c = chars_[diesAt];
    line = c.line;
    column = c.column;
    char32_t unit = c.c;
    if (unit > 0xFFFF) { // javacc reads UTF-16: the high surrogate, one column before the low one
      unit = 0xD800 + ((unit - 0x10000) >> 10);
      --column;
    }
    std::string utf8;
    if (unit < 0x80) {
      utf8 = std::string(1, static_cast<char>(unit));
    } else if (unit < 0x800) {
      utf8 = {static_cast<char>(0xC0 | (unit >> 6)), static_cast<char>(0x80 | (unit & 0x3F))};
    } else {
      utf8 = {static_cast<char>(0xE0 | (unit >> 12)), static_cast<char>(0x80 | ((unit >> 6) & 0x3F)),
              static_cast<char>(0x80 | (unit & 0x3F))};
    }
    encountered = "\"" + javaccEscape(utf8) + "\" (" + std::to_string(static_cast<uint32_t>(unit)) + "), ";
    after = curPos <= 1 ? std::string() : image(begin, diesAt - 1);
    endLine = diesAt > 0 ? chars_[diesAt - 1].line : line;
  } else {
    const Char &last = chars_[std::min(diesAt, n - 1)];
    line = last.line;
    column = last.column;
    if (last.c == '\n' || last.c == '\r') {
      ++line;
      column = 0;
    } else {
      ++column;
    }
    encountered = "<EOF> ";
    after = curPos <= 1 ? std::string() : image(begin, std::min(diesAt, n - 1));
    endLine = last.line;
  }
  error_ = "Lexical error at line " + std::to_string(line) + ", column " + std::to_string(column) +
           ".  Encountered: " + encountered + "after : \"" + javaccEscape(after) + "\"";
  int beginLine = chars_[std::min(begin, n - 1)].line;
  if (error_.find("EOF") != std::string::npos && beginLine != endLine)
    error_ = "Lexical {error: EOF reached, possibly open comment starting around line " + std::to_string(beginLine);
}

// Skips a comment starting at `at` (false: none there, or unterminated, which fails the lexer as
// javacc does: the comment is MORE text up to the end of the input, its "token" begun at the
// comment's start or, in a nested comment, after the last inner (* or *), each a SPECIAL_TOKEN).
bool Lexer::skipComment(size_t &at) {
  if (match(at, U"\\*")) {
    size_t begin = at;
    at += 2;
    while (at < chars_.size() && chars_[at].c != '\n' && chars_[at].c != '\r')
      ++at;
    if (at >= chars_.size()) {
      fail(begin, chars_.size(), true);
      return false;
    }
    ++at;
    return true;
  }
  if (match(at, U"(*")) {
    size_t tokenBegin = at;
    int depth = 1;
    at += match(at + 2, U".") ? 3 : 2; // "(*." | "(*"
    while (at < chars_.size()) {
      if (match(at, U"(*")) {
        ++depth;
        at += match(at + 2, U".") ? 3 : 2;
        tokenBegin = at;
      } else if (match(at, U"*)")) {
        at += 2;
        if (--depth == 0)
          return true;
        tokenBegin = at;
      } else {
        ++at;
      }
    }
    // After an inner (* or *) with nothing following, javacc's BeginToken meets the end of the
    // input and returns <EOF>: no lexical error, the parse meets the end.
    if (tokenBegin >= chars_.size())
      return true;
    fail(tokenBegin, chars_.size(), true);
    return false;
  }
  return false;
}

Token Lexer::make(Kind kind, size_t begin, size_t length) const {
  Token t;
  t.kind = kind;
  const Char &b = chars_[begin];
  const Char &e = chars_[begin + length - 1];
  size_t endByte = begin + length < chars_.size() ? chars_[begin + length].byte : text_.size();
  t.image = std::string(text_.substr(b.byte, endByte - b.byte));
  t.line = b.line;
  t.column = b.column;
  t.endLine = e.line;
  t.endColumn = e.column;
  return t;
}

// At the end of the input javacc places EOF at the last character read.
Token Lexer::eof() const {
  Token t;
  t.kind = Kind::Eof;
  if (!chars_.empty()) {
    t.line = t.endLine = chars_.back().line;
    t.column = t.endColumn = chars_.back().column;
  }
  return t;
}

Token Lexer::next() {
  if (failed_)
    return eof();
  if (!inSpec_) {
    // DEFAULT mode: everything up to "----" "-"* " "* "MODULE" is skipped.
    for (; pos_ < chars_.size(); ++pos_) {
      if (!match(pos_, U"----"))
        continue;
      size_t p = pos_ + 4;
      while (p < chars_.size() && chars_[p].c == '-')
        ++p;
      while (p < chars_.size() && chars_[p].c == ' ')
        ++p;
      if (match(p, U"MODULE")) {
        size_t begin = pos_;
        pos_ = p + 6;
        inSpec_ = true;
        return make(Kind::BeginModule, begin, pos_ - begin);
      }
    }
    return eof();
  }
  for (;;) {
    while (pos_ < chars_.size() &&
           (chars_[pos_].c == ' ' || chars_[pos_].c == '\t' || chars_[pos_].c == '\n' || chars_[pos_].c == '\r'))
      ++pos_;
    if (pos_ >= chars_.size())
      return eof();
    size_t at = pos_;
    if (skipComment(pos_))
      continue;
    if (failed_)
      return eof();
    // Every candidate; the longest wins, the earliest-declared kind on a tie.
    size_t best = 0;
    Kind kind = Kind::Eof;
    auto offer = [&](size_t length, Kind k) {
      if (length > best || (length == best && length > 0 && k < kind)) {
        best = length;
        kind = k;
      }
    };
    if (match(at, U"----")) {
      size_t p = at + 4;
      while (p < chars_.size() && chars_[p].c == '-')
        ++p;
      offer(p - at, Kind::Separator);
      size_t q = p;
      while (q < chars_.size() && chars_[q].c == ' ')
        ++q;
      if (match(q, U"MODULE"))
        offer(q + 6 - at, Kind::BeginModule);
    }
    if (match(at, U"====")) {
      size_t p = at + 4;
      while (p < chars_.size() && chars_[p].c == '=')
        ++p;
      offer(p - at, Kind::EndModule);
    }
    for (const Spelling &s : kKeywords)
      if (match(at, s.text))
        offer(s.text.size(), s.kind);
    Kind symbolKind = Kind::Eof;
    if (size_t n = longestSymbol(at, symbolKind))
      offer(n, symbolKind);
    if (chars_[at].c == '\\') {
      Kind k = Kind::Eof;
      if (size_t n = backslashWord(at, k))
        offer(n, k);
    }
    if (isDigit(chars_[at].c)) {
      size_t p = at;
      while (p < chars_.size() && isDigit(chars_[p].c))
        ++p;
      offer(p - at, Kind::Number);
    }
    size_t stringDiesAt = at;
    if (chars_[at].c == '"')
      if (size_t n = stringLength(at, stringDiesAt))
        offer(n, Kind::String);
    if (size_t n = identifierLength(at))
      offer(n, Kind::Identifier);
    if (chars_[at].c == '_')
      offer(1, Kind::Underscore);
    Kind stepKind = Kind::Eof;
    if (size_t n = proofStep(at, stepKind))
      offer(n, stepKind);
    if (best == 0) {
      // No token matches here: javacc read on as far as a token could still match. A string
      // dies where stringLength says; "?" (only "??" is a token) at the character after it.
      size_t diesAt = at;
      if (chars_[at].c == '"')
        diesAt = stringDiesAt;
      else if (chars_[at].c == '?')
        diesAt = at + 1;
      fail(at, diesAt, false);
      return eof();
    }
    pos_ = at + best;
    return make(kind, at, best);
  }
}

} // namespace tlacore::sany_errors
