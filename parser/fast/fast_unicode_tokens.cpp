// The Unicode spellings of TLAPlusLexer.g4's tokens (∀, ≜, ⟨, ∧, ×, ℕ ...) for the fast lexer: one
// token per code point, and ⟩_ (SANY's tla+.jj has no ∀∀, ∃∃, ≼, ≽, ·, ──── or ════).
#include "fast/fast_lexer.h"

#include "TLAPlusLexer.h"
#include "utf8.h"

namespace tlacore::fast {

using L = tlacore_antlr::TLAPlusLexer;

namespace {

struct CodePointToken {
  uint32_t cp;
  uint16_t type;
};

// Every single-code-point alternative of TLAPlusLexer.g4 (tests/parser/fast_lexer_unicode_test.cpp
// checks this list against the grammar). ℕ, ℤ and ℝ are the identifiers Nat, Int and Real.
const CodePointToken kCodePoints[] = {
    {0x2200, L::FORALL},     {0x2203, L::EXISTS},     {0x225C, L::DEFEQ},      {0x27E8, L::LANGLE},
    {0x27E9, L::RANGLE},     {0x2237, L::DCOLON},     {0x2192, L::ARROW},      {0x21A6, L::MAPSTO},
    {0x2190, L::LARROW},     {0x25A1, L::BOX},        {0x25C7, L::DIAMOND},    {0x2227, L::AND},
    {0x2228, L::OR},         {0x00AC, L::NOT},        {0x21D2, L::IMPLIES},    {0x21D4, L::EQUIV},
    {0x2261, L::EQUIV},      {0x2260, L::NEQ},        {0x2264, L::LEQ},        {0x2265, L::GEQ},
    {0x219D, L::LEADSTO},    {0x21F8, L::PLUS_ARROW}, {0x2208, L::SET_IN},     {0x2209, L::NOTIN},
    {0x2286, L::SUBSETEQ},   {0x2282, L::SUBSET_OP},  {0x2287, L::SUPSETEQ},   {0x2283, L::SUPSET},
    {0x2229, L::CAP},        {0x222A, L::CUP},        {0x00D7, L::TIMES},      {0x2025, L::DOTDOT},
    {0x2026, L::DOTDOTDOT},  {0x00F7, L::DIV},        {0x2218, L::CIRC},       {0x203C, L::BANG_BANG},
    {0x2047, L::QQ},         {0x2016, L::PIPE_PIPE},  {0x22A2, L::TURNSTILE},  {0x22A8, L::MODELS},
    {0x22A3, L::DASH_PIPE},  {0x2AE4, L::EQ_PIPE},    {0x2254, L::ASSIGN},     {0x2A74, L::COLON_COLON_EQ},
    {0x2295, L::OPLUS},      {0x2296, L::OMINUS},     {0x2299, L::ODOT},       {0x2298, L::OSLASH},
    {0x2297, L::OTIMES},     {0x227A, L::PREC},       {0x2AAF, L::PRECEQ},     {0x227B, L::SUCC},
    {0x2AB0, L::SUCCEQ},     {0x228F, L::SQSUBSET},
    {0x2291, L::SQSUBSETEQ}, {0x2290, L::SQSUPSET},   {0x2292, L::SQSUPSETEQ}, {0x2293, L::SQCAP},
    {0x2294, L::SQCUP},      {0x226A, L::LL},         {0x226B, L::GG},         {0x223C, L::SIM},
    {0x2243, L::SIMEQ},      {0x2248, L::APPROX},     {0x224D, L::ASYMP},      {0x2245, L::CONG},
    {0x2250, L::DOTEQ},      {0x221D, L::PROPTO},     {0x228E, L::UPLUS},      {0x2240, L::WR},
    {0x22C6, L::STAR_OP},    {0x25CF, L::BULLET_OP},  {0x25EF, L::BIGCIRC},    {0x22C5, L::CDOT},
    {0x207A, L::PLUS_SUP},   {0x2115, L::IDENT},      {0x2124, L::IDENT},
    {0x211D, L::IDENT},
};

// The code point at s[i] (a valid sequence of `len` bytes).
uint32_t decode(std::string_view s, size_t i, size_t len) {
  const auto *p = reinterpret_cast<const unsigned char *>(s.data()) + i;
  if (len == 1)
    return p[0];
  uint32_t cp = p[0] & (0xFF >> (len + 1));
  for (size_t k = 1; k < len; ++k)
    cp = (cp << 6) | (p[k] & 0x3F);
  return cp;
}

} // namespace

uint16_t unicodeTokenType(uint32_t cp) {
  for (const CodePointToken &t : kCodePoints)
    if (t.cp == cp)
      return t.type;
  return 0;
}

std::string_view unicodeSetName(std::string_view image) {
  if (image == "\u2115")
    return "Nat";
  if (image == "\u2124")
    return "Int";
  if (image == "\u211D")
    return "Real";
  return {};
}

// A token spelled with non-ASCII characters at `begin` (the longest match, as ANTLR's lexer takes it).
Token FastLexer::unicode(size_t begin) {
  size_t len = utf8SequenceLength(text_, begin);
  if (len == 0)
    throw GiveUp{"invalid UTF-8 outside comments and strings"};
  uint32_t cp = decode(text_, begin, len);
  size_t end = begin + len, codePoints = 1;
  uint16_t type = unicodeTokenType(cp);
  if (type == 0)
    throw GiveUp{"non-ASCII character no token matches"};
  if (cp == 0x27E9 && end < text_.size() && text_[end] == '_') { // ⟩_
    ++end;
    ++codePoints;
    type = L::RANGLE_SUB;
  }
  Token t = make(type, begin, end);
  pos_ = end;
  lineExtra_ += (end - begin) - codePoints;
  return t;
}

} // namespace tlacore::fast
