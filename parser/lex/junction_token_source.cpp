#include "junction_token_source.h"

#include "TLAPlusLexer.h"
#include "fast/fast_lexer.h"
#include "layout_token_classes.h"

namespace tlacore {

using L = tlacore_antlr::TLAPlusLexer;

using layout::beginsUnit;
using layout::endsExpression;

namespace {

// Tokens that can begin an expression (after prefix operators, not bullets).
bool beginsExpression(size_t type) {
  switch (type) {
  case L::IDENT: case L::NUMBER: case L::DECIMAL: case L::BIN_NUMBER: case L::OCT_NUMBER:
  case L::HEX_NUMBER: case L::STRING: case L::TRUE: case L::FALSE: case L::BOOLEAN:
  case L::STRING_SET: case L::NAT_SET: case L::INT_SET: case L::REAL_SET: case L::LPAREN:
  case L::LBRACKET: case L::LBRACE: case L::LANGLE: case L::IF: case L::CASE: case L::LET:
  case L::CHOOSE: case L::FORALL: case L::EXISTS: case L::TFORALL: case L::TEXISTS: case L::LAMBDA:
  case L::NOT: case L::MINUS: case L::BOX: case L::DIAMOND: case L::DOMAIN: case L::ENABLED:
  case L::SUBSET: case L::UNCHANGED: case L::UNION: case L::WF: case L::SF:
    return true;
  default:
    return false;
  }
}

} // namespace

JunctionTokenSource::JunctionTokenSource(antlr4::TokenSource &lexer, size_t maxNesting,
                                         std::function<void(const antlr4::Token &)> onBadChar)
    : lexer_(lexer), maxNesting_(maxNesting), onBadChar_(std::move(onBadChar)) {}

std::unique_ptr<antlr4::Token> JunctionTokenSource::nextToken() {
  while (out_.empty()) {
    std::unique_ptr<antlr4::Token> tok;
    if (!pendingIn_.empty()) {
      tok = std::move(pendingIn_.front());
      pendingIn_.pop_front();
    } else {
      tok = lexer_.nextToken();
    }
    process(std::move(tok));
  }
  auto t = std::move(out_.front());
  out_.pop_front();
  return t;
}

void JunctionTokenSource::emit(std::unique_ptr<antlr4::Token> tok) {
  if (tok->getStopIndex() != INVALID_INDEX && tok->getStopIndex() + 1 > tok->getStartIndex())
    lastRealStop_ = tok->getStopIndex();
  // The subexpression selector `Op!:` ends an expression too.
  bool selector = prevType_ == L::BANG && tok->getType() == L::COLON;
  prevType_ = tok->getType();
  prevEndsExpr_ = endsExpression(prevType_) || selector;
  out_.push_back(std::move(tok));
}

void JunctionTokenSource::emitVirtual(size_t type, const antlr4::Token &at) {
  auto t = std::make_unique<antlr4::CommonToken>(type, "");
  t->setLine(at.getLine());
  t->setCharPositionInLine(at.getCharPositionInLine());
  // A list ends right after its last real token, so that the ranges of the
  // expressions it closes end there too.
  size_t pos = type == L::JLIST_END && lastRealStop_ != INVALID_INDEX ? lastRealStop_ + 1 : at.getStartIndex();
  t->setStartIndex(pos);
  t->setStopIndex(pos - 1);
  t->setTokenIndex(-1);
  emit(std::move(t));
}

void JunctionTokenSource::popAbove(size_t keep, const antlr4::Token &at) {
  while (stack_.size() > keep) {
    if (stack_.back().kind == CtxKind::List)
      emitVirtual(L::JLIST_END, at);
    stack_.pop_back();
  }
}

size_t JunctionTokenSource::findNearest(std::initializer_list<CtxKind> kinds,
                                        std::initializer_list<CtxKind> barriers) const {
  for (size_t i = stack_.size(); i > 0; --i) {
    CtxKind k = stack_[i - 1].kind;
    for (CtxKind want : kinds)
      if (k == want)
        return i;
    for (CtxKind b : barriers)
      if (k == b)
        return 0;
  }
  return 0;
}

void JunctionTokenSource::push(Ctx c, const antlr4::Token &at) {
  if (stack_.size() >= maxNesting_)
    throw NestingTooDeep{at.getStartIndex()};
  stack_.push_back(c);
}

void JunctionTokenSource::openBody(size_t keep, const antlr4::Token &at) {
  popAbove(keep, at);
  push({CtxKind::Body}, at);
}

// `a ; b`: a `;` between two expressions on one line stands for `/\`. At
// the end of a line (`/\ x = 1;`) it is only dropped: a bullet may follow.
bool JunctionTokenSource::semicolonJoinsExpressions(const antlr4::Token &semi) {
  if (semi.getText() != ";" || !prevEndsExpr_)
    return false;
  if (pendingIn_.empty())
    pendingIn_.push_back(lexer_.nextToken());
  const antlr4::Token &next = *pendingIn_.front();
  return next.getLine() == semi.getLine() && beginsExpression(next.getType());
}

// WF_vars and SF_vars lex as one identifier; split off the WF_/SF_ keyword.
void JunctionTokenSource::splitFairnessPrefix(std::unique_ptr<antlr4::Token> &tok) {
  if (tok->getType() != L::IDENT)
    return;
  std::string text = tok->getText();
  if (text.size() < 3 || (text.compare(0, 3, "WF_") != 0 && text.compare(0, 3, "SF_") != 0))
    return;
  std::string rest = text.substr(3);
  auto head = std::make_unique<antlr4::CommonToken>(text[0] == 'W' ? L::WF : L::SF, text.substr(0, 3));
  head->setLine(tok->getLine());
  head->setCharPositionInLine(tok->getCharPositionInLine());
  head->setStartIndex(tok->getStartIndex());
  head->setStopIndex(tok->getStartIndex() + 2);
  if (!rest.empty()) {
    auto tail = std::make_unique<antlr4::CommonToken>(fast::fairnessTailType(rest), rest);
    tail->setLine(tok->getLine());
    tail->setCharPositionInLine(tok->getCharPositionInLine() + 3);
    tail->setStartIndex(tok->getStartIndex() + 3);
    tail->setStopIndex(tok->getStopIndex());
    pendingIn_.push_front(std::move(tail));
  }
  tok = std::move(head);
}

// ℕ, ℤ and ℝ are the identifiers Nat, Int and Real.
void JunctionTokenSource::renameUnicodeSets(antlr4::Token &tok) {
  size_t t = tok.getType();
  if (t != L::NAT_SET && t != L::INT_SET && t != L::REAL_SET)
    return;
  auto &ct = static_cast<antlr4::CommonToken &>(tok);
  ct.setText(t == L::NAT_SET ? "Nat" : t == L::INT_SET ? "Int" : "Real");
  ct.setType(L::IDENT);
}

// SANY's keywords spelled otherwise: ACTIONS and TEMPORALS are ACTION and TEMPORAL, and `[]ASSUME`,
// `[]PROVE` (no space) are its BOXASSUME and BOXPROVE, read as ASSUME and PROVE with their text kept.
void JunctionTokenSource::sanyKeywordSpellings(std::unique_ptr<antlr4::Token> &tok) {
  size_t t = tok->getType();
  if (t == L::IDENT) {
    std::string text = tok->getText();
    if (text == "ACTIONS" || text == "TEMPORALS")
      static_cast<antlr4::CommonToken &>(*tok).setType(text == "ACTIONS" ? L::ACTION : L::TEMPORAL);
    return;
  }
  if (t != L::BOX || tok->getText() != "[]")
    return;
  const antlr4::Token &next = peek();
  if ((next.getType() != L::ASSUME && next.getType() != L::PROVE) || next.getStartIndex() != tok->getStopIndex() + 1)
    return;
  auto merged = std::make_unique<antlr4::CommonToken>(std::make_pair(tok->getTokenSource(), tok->getInputStream()),
                                                      next.getType(), tok->getChannel(), tok->getStartIndex(),
                                                      next.getStopIndex());
  merged->setText("[]" + next.getText());
  merged->setLine(tok->getLine());
  merged->setCharPositionInLine(tok->getCharPositionInLine());
  pendingIn_.pop_front();
  tok = std::move(merged);
}

// The next token from the lexer, without consuming it.
const antlr4::Token &JunctionTokenSource::peek() {
  if (pendingIn_.empty())
    pendingIn_.push_back(lexer_.nextToken());
  return *pendingIn_.front();
}

// A token at or left of the column of an open list ends it, unless it is the
// next bullet of that list (and `mayBeBullet`).
size_t JunctionTokenSource::layoutColumn(const antlr4::Token &t) {
  // SANY (JavaCC's SimpleCharStream) counts a tab to the next multiple of 8;
  // ANTLR counts it as one. Lines without tabs keep ANTLR's column.
  size_t start = t.getStartIndex(), inLine = t.getCharPositionInLine();
  antlr4::CharStream *in = t.getInputStream();
  if (!in || start == INVALID_INDEX || inLine > start)
    return inLine;
  size_t lineStart = start - inLine;
  if (colLineStart_ != lineStart || colIndex_ > start) {
    colLineStart_ = lineStart;
    colIndex_ = lineStart;
    col_ = 0;
  }
  if (start > colIndex_) {
    std::string text = in->getText(antlr4::misc::Interval(colIndex_, start - 1));
    for (size_t i = 0; i < text.size(); ++i) {
      unsigned char c = static_cast<unsigned char>(text[i]);
      if (c == '\t')
        col_ += 8 - col_ % 8;
      else if (c < 0x80 || c >= 0xC0) // one per code point (not per UTF-8 continuation byte)
        ++col_;
    }
    colIndex_ = start;
  }
  return col_;
}

void JunctionTokenSource::applyColumnRule(antlr4::Token &tok, bool &consumedAsBullet, bool mayBeBullet) {
  size_t col = layoutColumn(tok);
  size_t type = tok.getType();
  while (true) {
    size_t li = findNearest({CtxKind::List}, {});
    if (li == 0)
      return;
    const Ctx &list = stack_[li - 1];
    if (col > list.column)
      return;
    bool sameBullet = mayBeBullet && col == list.column &&
                      ((list.isAnd && type == L::AND) || (!list.isAnd && type == L::OR));
    if (sameBullet) {
      popAbove(li, tok);
      consumedAsBullet = true;
      return;
    }
    popAbove(li - 1, tok);
  }
}

// SANY's BEGIN_MODULE token is the dashes, then spaces only, then MODULE (tla+.jj); a MODULE
// after dashes with a tab, a line end or a comment between begins no module there.
void JunctionTokenSource::detachedModuleKeyword(antlr4::Token &tok) {
  if (tok.getType() != L::MODULE || prevType_ != L::SEPARATOR || lastRealStop_ == INVALID_INDEX ||
      tok.getStartIndex() <= lastRealStop_ + 1)
    return;
  std::string gap = lexer_.getInputStream()->getText(antlr4::misc::Interval(lastRealStop_ + 1, tok.getStartIndex() - 1));
  if (gap.find_first_not_of(' ') != std::string::npos)
    static_cast<antlr4::CommonToken &>(tok).setType(L::DETACHED_MODULE);
}

// SANY's Number() is NUMBER_LITERAL [ "." NUMBER_LITERAL ] over tokens (tla+.jj), so `1 . 5` is the
// decimal 1.5 as `1.5` is (which the lexer reads as one DECIMAL).
void JunctionTokenSource::sanyDecimal(std::unique_ptr<antlr4::Token> &tok) {
  if (tok->getType() != L::NUMBER || peek().getType() != L::DOT)
    return;
  if (pendingIn_.size() < 2)
    pendingIn_.push_back(lexer_.nextToken());
  const antlr4::Token &fraction = *pendingIn_[1];
  if (fraction.getType() != L::NUMBER)
    return;
  auto merged = std::make_unique<antlr4::CommonToken>(std::make_pair(tok->getTokenSource(), tok->getInputStream()),
                                                      L::DECIMAL, tok->getChannel(), tok->getStartIndex(),
                                                      fraction.getStopIndex());
  merged->setText(tok->getText() + "." + fraction.getText());
  merged->setLine(tok->getLine());
  merged->setCharPositionInLine(tok->getCharPositionInLine());
  pendingIn_.pop_front();
  pendingIn_.pop_front();
  tok = std::move(merged);
}

void JunctionTokenSource::process(std::unique_ptr<antlr4::Token> tok) {
  if (done_ || tok->getType() == antlr4::Token::EOF) {
    if (!done_)
      popAll(*tok);
    auto eof = std::make_unique<antlr4::CommonToken>(antlr4::Token::EOF, "<EOF>");
    eof->setLine(tok->getLine());
    eof->setCharPositionInLine(tok->getCharPositionInLine());
    eof->setStartIndex(tok->getStartIndex());
    eof->setStopIndex(tok->getStartIndex() - 1);
    out_.push_back(std::move(eof));
    return;
  }
  if (tok->getType() == L::ERROR_CHAR) {
    if (onBadChar_)
      onBadChar_(*tok);
    if (!semicolonJoinsExpressions(*tok))
      return;
    // Read on as if the `/\` its diagnostic suggests had been written.
    static_cast<antlr4::CommonToken *>(tok.get())->setType(L::AND);
  }
  splitFairnessPrefix(tok);
  renameUnicodeSets(*tok);
  sanyKeywordSpellings(tok);
  detachedModuleKeyword(*tok);
  sanyDecimal(tok);
  size_t type = tok->getType();

  // A `(*` that the lexer could not match as a comment is never closed.
  if (type == L::LPAREN) {
    std::unique_ptr<antlr4::Token> next = lexer_.nextToken();
    if (next->getType() == L::STAR && next->getStartIndex() == tok->getStartIndex() + 1) {
      static_cast<antlr4::CommonToken *>(tok.get())->setType(L::UNTERMINATED_COMMENT);
      emit(std::move(tok));
      done_ = true;
      return;
    }
    pendingIn_.push_front(std::move(next));
  }

  // `!!!` is `!` then `!!` (A!!!(1, 2) is the operator !! of A), though the
  // lexer reads `!!` first.
  if (type == L::BANG_BANG && tok->getText() == "!!") {
    const antlr4::Token &next = peek();
    if (next.getType() == L::BANG && next.getStartIndex() == tok->getStopIndex() + 1) {
      auto *first = static_cast<antlr4::CommonToken *>(tok.get());
      auto *second = static_cast<antlr4::CommonToken *>(pendingIn_.front().get());
      size_t start = first->getStartIndex();
      second->setType(L::BANG_BANG);
      second->setText("!!");
      second->setStartIndex(start + 1);
      second->setCharPositionInLine(first->getCharPositionInLine() + 1);
      first->setType(L::BANG);
      first->setText("!");
      first->setStopIndex(start);
      type = L::BANG;
    }
  }
  // `/\` and `\/` written as operator symbols (A!\land(x, y), op(/\, x, \/))
  // are not bullets.
  bool junctionSymbol = false;
  if (type == L::AND || type == L::OR) {
    size_t next = peek().getType();
    junctionSymbol = prevType_ == L::BANG || next == L::COMMA || next == L::RPAREN;
  }

  bool isBullet = false;
  applyColumnRule(*tok, isBullet, !junctionSymbol);
  if (isBullet) {
    auto *ct = static_cast<antlr4::CommonToken *>(tok.get());
    ct->setType(type == L::AND ? L::BULLET_AND : L::BULLET_OR);
    emit(std::move(tok));
    return;
  }

  if ((beginsUnit(type) && !layout::stepReferenceInList(type, prevEndsExpr_, findNearest({CtxKind::List}, {}) != 0)) ||
      (type == L::IDENT && tok->getCharPositionInLine() == 0) || (type == L::ASSUME && prevEndsExpr_))
    popAll(*tok);
  if (type == L::RECURSIVE) {
    // A new LET unit or a new module unit.
    if (size_t i = findNearest({CtxKind::Let}, {}))
      popAbove(i, *tok);
    else
      popAll(*tok);
  }

  const std::initializer_list<CtxKind> brackets = {CtxKind::Paren, CtxKind::Bracket, CtxKind::Brace,
                                                   CtxKind::Angle};
  auto closeTo = [&](CtxKind opener) {
    if (size_t i = findNearest({opener}, {}))
      popAbove(i - 1, *tok);
  };

  switch (type) {
  case L::LPAREN:
    push({CtxKind::Paren}, *tok);
    break;
  case L::LBRACKET:
    push({CtxKind::Bracket}, *tok);
    break;
  case L::LBRACE:
    push({CtxKind::Brace}, *tok);
    break;
  case L::LANGLE:
    push({CtxKind::Angle}, *tok);
    break;
  case L::RPAREN:
    closeTo(CtxKind::Paren);
    break;
  case L::RBRACKET:
  case L::RBRACKET_SUB:
    closeTo(CtxKind::Bracket);
    break;
  case L::RBRACE:
    closeTo(CtxKind::Brace);
    break;
  case L::RANGLE:
  case L::RANGLE_SUB:
    closeTo(CtxKind::Angle);
    break;
  case L::IF:
    push({CtxKind::If}, *tok);
    break;
  case L::THEN:
    if (size_t i = findNearest({CtxKind::If}, brackets))
      popAbove(i, *tok);
    break;
  case L::ELSE:
    if (size_t i = findNearest({CtxKind::If}, brackets))
      openBody(i - 1, *tok);
    break;
  case L::LET:
    push({CtxKind::Let}, *tok);
    break;
  case L::IN:
    if (size_t i = findNearest({CtxKind::Let}, brackets))
      openBody(i - 1, *tok);
    break;
  case L::DCOLON:
    push({CtxKind::Body}, *tok);
    break;
  case L::DEFEQ:
    // A definition begins (in a LET, or indented at the top level): the
    // bodies left open by the previous one end. They emit nothing, so this
    // changes no token, only the nesting count.
    while (!stack_.empty() && stack_.back().kind == CtxKind::Body)
      stack_.pop_back();
    break;
  case L::CASE:
    push({CtxKind::Case}, *tok);
    break;
  case L::ARROW:
    // `->` of a CASE arm or of a function set [S -> T].
    if (size_t i = findNearest({CtxKind::Case, CtxKind::Bracket}, {CtxKind::Paren, CtxKind::Brace,
                                                 CtxKind::Angle, CtxKind::If, CtxKind::Let, CtxKind::Binder}))
      popAbove(i, *tok);
    break;
  case L::OTHER:
    if (size_t i = findNearest({CtxKind::Case}, {CtxKind::Paren, CtxKind::Bracket, CtxKind::Brace,
                                                 CtxKind::Angle, CtxKind::If, CtxKind::Let, CtxKind::Binder}))
      popAbove(i, *tok);
    break;
  case L::BOX:
    // `[]` after a complete expression separates CASE arms.
    if (prevEndsExpr_)
      if (size_t i = findNearest({CtxKind::Case}, {CtxKind::Paren, CtxKind::Bracket, CtxKind::Brace,
                                                   CtxKind::Angle, CtxKind::If, CtxKind::Let, CtxKind::Binder}))
        popAbove(i, *tok);
    break;
  case L::FORALL:
  case L::EXISTS:
  case L::TFORALL:
  case L::TEXISTS:
  case L::CHOOSE:
  case L::LAMBDA:
  case L::PICK:
    push({CtxKind::Binder}, *tok);
    break;
  case L::COLON:
    if (prevType_ == L::BANG) // Op!: selects the whole body; no binder ends here
      break;
    if (size_t i = findNearest({CtxKind::Binder, CtxKind::Paren, CtxKind::Bracket, CtxKind::Brace,
                                CtxKind::Angle}, {})) {
      if (stack_[i - 1].kind == CtxKind::Binder)
        openBody(i - 1, *tok);
      else
        popAbove(i, *tok);
    }
    break;
  case L::MAPSTO:
    if (size_t i = findNearest({CtxKind::Bracket}, {}))
      popAbove(i, *tok);
    break;
  case L::COMMA:
    // Ends lists opened since the enclosing bracket or binder; at the top
    // level (ASSUME ..., INSTANCE ... WITH a <- e, ...) every open list.
    if (size_t i = findNearest({CtxKind::Paren, CtxKind::Bracket, CtxKind::Brace, CtxKind::Angle,
                                CtxKind::Binder}, {}))
      popAbove(i, *tok);
    else
      popAll(*tok);
    break;
  case L::MODULE:
    if (prevType_ == L::SEPARATOR)
      ++moduleDepth_;
    break;
  case L::MODULE_END:
    if (--moduleDepth_ <= 0)
      done_ = true;
    break;
  default:
    break;
  }

  if ((type == L::AND || type == L::OR) && !prevEndsExpr_ && !junctionSymbol) {
    // First bullet of a new list.
    emitVirtual(L::JLIST_BEGIN, *tok);
    push({CtxKind::List, layoutColumn(*tok), type == L::AND}, *tok);
    auto *ct = static_cast<antlr4::CommonToken *>(tok.get());
    ct->setType(type == L::AND ? L::BULLET_AND : L::BULLET_OR);
  }
  emit(std::move(tok));
}

} // namespace tlacore
