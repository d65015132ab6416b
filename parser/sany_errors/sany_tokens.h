// SANY's token kinds and its javacc lexer (tla+.jj, SPEC mode), as the SANY error explainer needs them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tlacore::sany_errors {

// In SANY's declaration order (its token kinds are compared by range).
enum class Kind : uint8_t {
  Eof,
  BeginModule, // ---- MODULE
  Separator,
  EndModule,
  // keywords, ACTION .. WITH
  Action, Assume, BoxAssume, Assumption, Case, Choose, Constant, Else, Except, Exists, Extends, Forall, If, Instance,
  Let, LetIn, Local, Module, New, Other, Proposition, Sf, TExists, TForall, Then, By, Only, Define, Df, Theorem, Use,
  Hide, Have, Obvious, Omitted, Lambda, Take, Proof, Prove, BoxProve, Qed, Recursive, State, Temporal, Pick, Witness,
  Suffices, Variable, Wf, With,
  // punctuation
  Comma, Colon, ColonColon, Dot, Underscore, Def, LParen, RParen, DefBreak, LSquare, RSquareUnder, RSquare, LSetExcept,
  RSetExcept, LBrace, RBrace, LTuple, RTupleUnder, RTuple, Bang, Arrow, Substitute, MapTo,
  Number, String,
  // operators (op_57 .. op_119)
  PostfixOp,   // '  ^+  ^*  ^#
  NegDot,      // -.
  PrefixOp,    // \lnot \neg ~ <>
  BoxOp,       // []  (CASESEP)
  PrefixWord,  // ENABLED UNCHANGED SUBSET UNION DOMAIN
  InfixOp,     // every other infix operator
  And, Or, In, Equals, Minus, Times, // the infix operators the grammar names
  Identifier,
  ProofStep, ProofImplicitStep, ProofStepDot, BareLevel, UnnumberedStep,
};

struct Token {
  Kind kind = Kind::Eof;
  std::string image; // as SANY holds it (a string keeps its quotes)
  int line = 0, column = 0, endLine = 0, endColumn = 0;
  int next = -1; // the next token in the stream (index in the token pool); -1 until read
  bool nullImage = false; // the parser's initial token, whose image is null
  int seq = -1;           // its place among the tokens consumed, once consumed
};

inline bool isPostfix(Kind k) { return k == Kind::PostfixOp; }
inline bool isPrefix(Kind k) { return k == Kind::PrefixOp || k == Kind::BoxOp || k == Kind::PrefixWord; }
inline bool isNEPrefix(Kind k) { return isPrefix(k) || k == Kind::NegDot; }
inline bool isInfix(Kind k) { return k >= Kind::InfixOp && k <= Kind::Times; }
inline bool isOp(Kind k) { return k >= Kind::PostfixOp && k <= Kind::Times; }
// Keywords SANY accepts as a record field or module name.
inline bool isFieldName(Kind k) {
  return (k >= Kind::Action && k <= Kind::Except) || k == Kind::Extends || (k >= Kind::If && k <= Kind::Sf) ||
         (k >= Kind::Then && k <= Kind::With) || k == Kind::Underscore || k == Kind::PrefixWord;
}

// Reads SANY's tokens one at a time: skips everything before the first
// `---- MODULE`, then SPEC mode. A lexical error sets failed().
class Lexer {
public:
  explicit Lexer(std::string_view text);
  Token next();
  bool failed() const { return failed_; }
  // What SANY prints for the TokenMgrError that failed the lexer (TLAplusParser.parse's text).
  const std::string &error() const { return error_; }

private:
  struct Char {
    char32_t c;
    uint32_t byte; // offset of its first byte
    int line, column;
  };
  bool match(size_t at, std::u32string_view s) const;
  size_t longestSymbol(size_t at, Kind &kind) const;
  size_t identifierLength(size_t at) const;
  size_t backslashWord(size_t at, Kind &kind) const;
  size_t proofStep(size_t at, Kind &kind) const;
  size_t stringLength(size_t at, size_t &diesAt) const;
  bool skipComment(size_t &at);
  void fail(size_t begin, size_t diesAt, bool more);
  Token make(Kind kind, size_t begin, size_t length) const;
  Token eof() const;

  std::string_view text_;
  std::vector<Char> chars_;
  size_t pos_ = 0;
  bool inSpec_ = false;
  bool failed_ = false;
  std::string error_;
};

} // namespace tlacore::sany_errors
