// Tests for CfgLexer: token kinds, comments, keywords and lexical errors.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cfg_lexer.h"

namespace tlacore {
namespace {

struct Lexed {
  std::vector<CfgToken> tokens;   // without the final Eof; their text views dangle after lex()
  std::vector<std::string> texts; // copies of the token texts
  std::vector<uint32_t> codes;
};

Lexed lex(const std::string &text) {
  SourceManager sm;
  DiagnosticEngine diags;
  FileId f = sm.addBuffer("lex.cfg", text);
  CfgLexer lexer(sm, f, diags);
  Lexed out;
  for (int guard = 0; guard < 100000; ++guard) {
    CfgToken t = lexer.next();
    if (t.kind == CfgTokenKind::Eof)
      break;
    out.tokens.push_back(t);
    out.texts.emplace_back(t.text);
  }
  for (const Diagnostic &d : diags.diagnostics())
    out.codes.push_back(d.code);
  return out;
}

std::vector<CfgTokenKind> kinds(const Lexed &l) {
  std::vector<CfgTokenKind> out;
  for (const CfgToken &t : l.tokens)
    out.push_back(t.kind);
  return out;
}

std::vector<std::string> texts(const Lexed &l) {
  return l.texts;
}

using K = CfgTokenKind;

TEST(CfgLexer, Punctuation) {
  Lexed l = lex("= == <- << >> { } [ ] ( ) , ! -");
  EXPECT_EQ(kinds(l), (std::vector<K>{K::Equals, K::EqualsEquals, K::LeftArrow, K::LTuple,
                                      K::RTuple, K::LBrace, K::RBrace, K::LBracket, K::RBracket,
                                      K::LParen, K::RParen, K::Comma, K::Bang, K::Minus}));
  EXPECT_TRUE(l.codes.empty());
}

TEST(CfgLexer, NoSpacesNeeded) {
  Lexed l = lex("N=-1 S={a,b}T=<<1,\"x\">>");
  EXPECT_EQ(texts(l), (std::vector<std::string>{"N", "=", "-", "1", "S", "=", "{", "a", ",", "b",
                                                "}", "T", "=", "<<", "1", ",", "\"x\"", ">>"}));
}

TEST(CfgLexer, WordsNumbersAndKeywords) {
  Lexed l = lex("CONSTANTS Constants p_1 1a 42 007 1.5 TRUE ACTION_CONSTRAINTS _");
  EXPECT_EQ(kinds(l),
            (std::vector<K>{K::Keyword, K::Identifier, K::Identifier, K::Identifier, K::Number,
                            K::Number, K::Decimal, K::Identifier, K::Keyword, K::Other}));
  EXPECT_EQ(l.tokens[0].keyword, CfgKeyword::Constant);
  EXPECT_EQ(l.tokens[8].keyword, CfgKeyword::ActionConstraint);
  EXPECT_EQ(l.texts[6], "1.5");
}

TEST(CfgLexer, AllKeywords) {
  const char *all[] = {"SPECIFICATION",      "INIT",          "NEXT",        "CONSTANT",
                       "CONSTANTS",          "INVARIANT",     "INVARIANTS",  "PROPERTY",
                       "PROPERTIES",         "CONSTRAINT",    "CONSTRAINTS", "ACTION_CONSTRAINT",
                       "ACTION_CONSTRAINTS", "SYMMETRY",      "VIEW",        "ALIAS",
                       "POSTCONDITION",      "CHECK_DEADLOCK"};
  for (const char *kw : all) {
    EXPECT_NE(cfgKeywordOf(kw), CfgKeyword::None) << kw;
    Lexed l = lex(kw);
    ASSERT_EQ(l.tokens.size(), 1u);
    EXPECT_EQ(l.tokens[0].kind, K::Keyword) << kw;
  }
  EXPECT_EQ(cfgKeywordOf("TYPE_CONSTRAINT"), CfgKeyword::None);
  EXPECT_EQ(cfgKeywordOf("Init"), CfgKeyword::None);
  EXPECT_EQ(cfgKeywordName(CfgKeyword::Invariant), "INVARIANT");
}

TEST(CfgLexer, OperatorRuns) {
  Lexed l = lex(":= /\\ \\in \\union -> ; @");
  EXPECT_EQ(texts(l), (std::vector<std::string>{":=", "/\\", "\\in", "\\union", "->", ";", "@"}));
  for (const CfgToken &t : l.tokens)
    EXPECT_EQ(t.kind, K::Other);
  // TLA+'s token manager reads the box operator "[]" as one token (a value
  // for ModelConfig.parseValue); "[ ]" stays two.
  Lexed box = lex("[] [ ]");
  EXPECT_EQ(texts(box), (std::vector<std::string>{"[]", "[", "]"}));
  EXPECT_EQ(kinds(box), (std::vector<K>{K::Other, K::LBracket, K::RBracket}));
}

TEST(CfgLexer, Comments) {
  Lexed l = lex("A \\* line comment = x\n(* block (* nested *) still *) B (**) C\\*end");
  EXPECT_EQ(texts(l), (std::vector<std::string>{"A", "B", "C"}));
  EXPECT_TRUE(l.codes.empty());
}

TEST(CfgLexer, CommentRightAfterOperator) {
  Lexed l = lex("+\\* comment\nX");
  EXPECT_EQ(texts(l), (std::vector<std::string>{"+", "X"}));
}

TEST(CfgLexer, Strings) {
  Lexed l = lex(R"("plain" "with \"escape\"" "" "é")");
  EXPECT_EQ(texts(l),
            (std::vector<std::string>{"\"plain\"", R"("with \"escape\"")", "\"\"", "\"é\""}));
  EXPECT_TRUE(l.codes.empty());
}

TEST(CfgLexer, UnterminatedString) {
  Lexed l = lex("\"abc\nX");
  ASSERT_EQ(l.codes, (std::vector<uint32_t>{3004}));
  EXPECT_EQ(kinds(l), (std::vector<K>{K::String, K::Identifier}));
}

TEST(CfgLexer, UnterminatedComment) {
  Lexed l = lex("A (* (* *) B");
  EXPECT_EQ(l.codes, (std::vector<uint32_t>{3005}));
  EXPECT_EQ(texts(l), (std::vector<std::string>{"A"}));
}

TEST(CfgLexer, UnicodeOutsideStringsIsReportedOnce) {
  Lexed l = lex("A \xE2\x89\x9C\xE2\x89\x9C B"); // ≜≜
  EXPECT_EQ(l.codes, (std::vector<uint32_t>{3001}));
  EXPECT_EQ(kinds(l), (std::vector<K>{K::Identifier, K::Invalid, K::Identifier}));
}

TEST(CfgLexer, InvalidUtf8) {
  EXPECT_EQ(lex("A \xFF B").codes, (std::vector<uint32_t>{3002}));
  EXPECT_EQ(lex("\"a\xC3\"").codes, (std::vector<uint32_t>{3002}));    // truncated sequence
  EXPECT_EQ(lex("\xED\xA0\x80").codes, (std::vector<uint32_t>{3002})); // surrogate
  EXPECT_EQ(lex("\xC0\xAF").codes, (std::vector<uint32_t>{3002}));     // overlong
  EXPECT_EQ(lex("\\* caf\xE9\nA").codes,
            (std::vector<uint32_t>{3003})); // Latin-1 in a comment: warning
  EXPECT_EQ(lex("(* caf\xE9 *) A").codes, (std::vector<uint32_t>{3003}));
}

TEST(CfgLexer, ControlCharacters) {
  Lexed l = lex(std::string("A\0B", 3));
  EXPECT_EQ(l.codes, (std::vector<uint32_t>{3001}));
  EXPECT_EQ(kinds(l), (std::vector<K>{K::Identifier, K::Invalid, K::Identifier}));
}

TEST(CfgLexer, OffsetsAreExact) {
  Lexed l = lex("  INIT\tInit");
  ASSERT_EQ(l.tokens.size(), 2u);
  EXPECT_EQ(l.tokens[0].begin, 2u);
  EXPECT_EQ(l.tokens[0].end, 6u);
  EXPECT_EQ(l.tokens[1].begin, 7u);
  EXPECT_EQ(l.tokens[1].end, 11u);
}

} // namespace
} // namespace tlacore
