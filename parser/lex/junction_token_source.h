// JunctionTokenSource: sits between the ANTLR lexer and parser and turns
// TLA+'s layout-sensitive syntax into plain tokens:
//  - a /\ or \/ in prefix position opens a junction list at its column:
//    JLIST_BEGIN, then the bullet retyped BULLET_AND / BULLET_OR;
//  - a bullet of the same kind at exactly that column is the next item;
//  - a token at or left of the column, or a token that closes something
//    opened before the list (a bracket, THEN/ELSE of an IF, IN of a LET,
//    an arm separator of a CASE, a comma) ends it with JLIST_END.
// The technique follows SANY's JunctionListContext and tree-sitter-tlaplus's
// external scanner. It also splits WF_x / SF_x identifiers and stops the
// stream after the `====` that closes the outermost module.
#pragma once

#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "antlr_runtime.h"

namespace tlacore {

// Thrown by JunctionTokenSource::nextToken() at the token that nests deeper
// than maxNesting. The parser's recursion follows the nesting, so it is
// stopped there, before it can run out of stack; no rule catches this, as it
// is not a RecognitionException.
struct NestingTooDeep {
  size_t at; // start index (code points) of the token
};

class JunctionTokenSource : public antlr4::TokenSource {
public:
  // `maxNesting` bounds the open brackets/lists/IFs/LETs/CASEs/binders and
  // the bodies of binders, ELSE, LET and labels; past it nextToken() throws
  // NestingTooDeep.
  // Characters no token matches are passed to `onBadChar` and dropped, so
  // that parsing goes on as if they were absent.
  JunctionTokenSource(antlr4::TokenSource &lexer, size_t maxNesting,
                      std::function<void(const antlr4::Token &)> onBadChar);

  std::unique_ptr<antlr4::Token> nextToken() override;
  size_t getLine() const override { return lexer_.getLine(); }
  size_t getCharPositionInLine() override { return lexer_.getCharPositionInLine(); }
  antlr4::CharStream *getInputStream() override { return lexer_.getInputStream(); }
  std::string getSourceName() override { return lexer_.getSourceName(); }
  antlr4::TokenFactory<antlr4::CommonToken> *getTokenFactory() override {
    return lexer_.getTokenFactory();
  }

private:
  // Body: what follows the `:` of a binder, ELSE, the IN of a LET or the
  // `::` of a label. It reaches to the end of the enclosing expression, so
  // nothing closes it but what closes that expression; it is kept only so
  // that chains like `\A x : \A y : ...` or `ELSE IF ... ELSE IF` count
  // against maxNesting as the nesting they are.
  enum class CtxKind { List, Paren, Bracket, Brace, Angle, If, Let, Case, Binder, Body };
  struct Ctx {
    CtxKind kind;
    size_t column = 0; // lists only
    bool isAnd = true; // lists only
  };

  void process(std::unique_ptr<antlr4::Token> tok);
  void emit(std::unique_ptr<antlr4::Token> tok);
  void emitVirtual(size_t type, const antlr4::Token &at);
  // Pops every context above index `keep` (exclusive), closing lists.
  void popAbove(size_t keep, const antlr4::Token &at);
  void popAll(const antlr4::Token &at) { popAbove(0, at); }
  // Replaces the contexts above index `keep` (exclusive) by a Body.
  void openBody(size_t keep, const antlr4::Token &at);
  // Index+1 of the nearest context of a kind in `kinds` without crossing a
  // context in `barriers`; 0 when none.
  size_t findNearest(std::initializer_list<CtxKind> kinds, std::initializer_list<CtxKind> barriers) const;
  void push(Ctx c, const antlr4::Token &at);
  void applyColumnRule(antlr4::Token &tok, bool &consumedAsBullet, bool mayBeBullet = true);
  const antlr4::Token &peek();
  bool semicolonJoinsExpressions(const antlr4::Token &semi);
  void splitFairnessPrefix(std::unique_ptr<antlr4::Token> &tok);
  void renameUnicodeSets(antlr4::Token &tok);
  void sanyKeywordSpellings(std::unique_ptr<antlr4::Token> &tok);
  void detachedModuleKeyword(antlr4::Token &tok);
  void sanyDecimal(std::unique_ptr<antlr4::Token> &tok);

  antlr4::TokenSource &lexer_;
  // SANY's column of `t` (tabs to the next multiple of 8), and the last one
  // computed on its line.
  size_t layoutColumn(const antlr4::Token &t);
  size_t colLineStart_ = SIZE_MAX, colIndex_ = 0, col_ = 0;
  size_t maxNesting_;
  std::function<void(const antlr4::Token &)> onBadChar_;
  std::vector<Ctx> stack_;
  std::deque<std::unique_ptr<antlr4::Token>> out_;
  std::deque<std::unique_ptr<antlr4::Token>> pendingIn_;
  bool prevEndsExpr_ = false;
  size_t prevType_ = 0;
  size_t lastRealStop_ = INVALID_INDEX;
  int moduleDepth_ = 0;
  bool done_ = false;
};

} // namespace tlacore
