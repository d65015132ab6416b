// The layout rules of parser/lex/junction_token_source.cpp over FastLexer tokens.
#include "fast/fast_layout.h"

#include "TLAPlusLexer.h"
#include "lex/layout_token_classes.h"

namespace tlacore::fast {

using L = tlacore_antlr::TLAPlusLexer;

using layout::beginsUnit;
using layout::endsExpression;

FastLayout::FastLayout(std::string_view text, size_t start, size_t maxNesting, TokenSink sink, void *sinkCtx)
    : text_(text), lexer_(text, start), maxNesting_(maxNesting), sink_(sink), sinkCtx_(sinkCtx) {
  out_.reserve(64);
}

Token FastLayout::lexNext() {
  if (!pendingIn_.empty()) {
    Token t = pendingIn_.back();
    pendingIn_.pop_back();
    return t;
  }
  return lexer_.next();
}

const Token &FastLayout::peek() {
  if (pendingIn_.empty())
    pendingIn_.push_back(lexer_.next());
  return pendingIn_.back();
}

void FastLayout::pull() {
  size_t before = out_.size();
  while (out_.size() == before) {
    if (done_) {
      out_.push_back(Token{kEof, lastRealEnd_, lastRealEnd_, 0});
      return;
    }
    process(lexNext());
  }
}

void FastLayout::emit(const Token &tok) {
  if (tok.end > tok.begin) {
    lastRealEnd_ = tok.end;
    haveRealEnd_ = true;
    sink_(sinkCtx_, tok);
  }
  // The subexpression selector `Op!:` ends an expression too.
  bool selector = prevType_ == L::BANG && tok.type == L::COLON;
  prevType_ = tok.type;
  prevEndsExpr_ = endsExpression(prevType_) || selector;
  out_.push_back(tok);
}

void FastLayout::emitVirtual(uint16_t type, const Token &at) {
  uint32_t pos = type == L::JLIST_END && haveRealEnd_ ? lastRealEnd_ : at.begin;
  emit(Token{type, pos, pos, at.col});
}

void FastLayout::popAbove(size_t keep, const Token &at) {
  while (stack_.size() > keep) {
    if (stack_.back().kind == CtxKind::List)
      emitVirtual(L::JLIST_END, at);
    stack_.pop_back();
  }
}

size_t FastLayout::findNearest(std::initializer_list<CtxKind> kinds, std::initializer_list<CtxKind> barriers) const {
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

void FastLayout::push(Ctx c) {
  if (stack_.size() >= maxNesting_)
    throw GiveUp{"nesting deeper than maxNesting"};
  stack_.push_back(c);
}

void FastLayout::openBody(size_t keep, const Token &at) {
  popAbove(keep, at);
  push({CtxKind::Body});
}

void FastLayout::applyColumnRule(const Token &tok, bool &consumedAsBullet, bool mayBeBullet) {
  uint32_t col = tok.col;
  while (true) {
    size_t li = findNearest({CtxKind::List}, {});
    if (li == 0)
      return;
    const Ctx &list = stack_[li - 1];
    if (col > list.column)
      return;
    bool sameBullet = mayBeBullet && col == list.column &&
                      ((list.isAnd && tok.type == L::AND) || (!list.isAnd && tok.type == L::OR));
    if (sameBullet) {
      popAbove(li, tok);
      consumedAsBullet = true;
      return;
    }
    popAbove(li - 1, tok);
  }
}

void FastLayout::process(Token tok) {
  if (tok.type == kEof) {
    popAll(tok);
    done_ = true;
    return; // pull() emits the end
  }
  // WF_vars and SF_vars lex as one identifier; split off the WF_/SF_ keyword.
  if (tok.type == L::IDENT && tok.end - tok.begin >= 3) {
    std::string_view text = text_.substr(tok.begin, tok.end - tok.begin);
    if (text.compare(0, 3, "WF_") == 0 || text.compare(0, 3, "SF_") == 0) {
      if (text.size() > 3)
        pendingIn_.push_back(Token{fairnessTailType(text.substr(3)),
                                   tok.begin + 3, tok.end, tok.col + 3});
      tok = Token{static_cast<uint16_t>(text[0] == 'W' ? L::WF : L::SF), tok.begin, tok.begin + 3, tok.col};
    }
  }
  uint16_t type = tok.type;

  // `!!!` is `!` then `!!`.
  if (type == L::BANG_BANG) {
    const Token &next = peek();
    if (next.type == L::BANG && next.begin == tok.end) {
      if (tok.end - tok.begin != 2)
        throw GiveUp{"\u203C followed by !"};
      Token second{static_cast<uint16_t>(L::BANG_BANG), tok.begin + 1, tok.end + 1, tok.col + 1};
      pendingIn_.back() = second;
      tok = Token{static_cast<uint16_t>(L::BANG), tok.begin, tok.begin + 1, tok.col};
      type = L::BANG;
    }
  }
  bool junctionSymbol = false;
  if (type == L::AND || type == L::OR) {
    uint16_t next = peek().type;
    junctionSymbol = prevType_ == L::BANG || next == L::COMMA || next == L::RPAREN;
  }

  bool isBullet = false;
  applyColumnRule(tok, isBullet, !junctionSymbol);
  if (isBullet) {
    tok.type = type == L::AND ? L::BULLET_AND : L::BULLET_OR;
    emit(tok);
    return;
  }

  if ((beginsUnit(type) && !layout::stepReferenceInList(type, prevEndsExpr_, findNearest({CtxKind::List}, {}) != 0)) ||
      (type == L::IDENT && tok.col == 0) || (type == L::ASSUME && prevEndsExpr_))
    popAll(tok);
  if (type == L::RECURSIVE) {
    if (size_t i = findNearest({CtxKind::Let}, {}))
      popAbove(i, tok);
    else
      popAll(tok);
  }

  auto closeTo = [&](CtxKind opener) {
    if (size_t i = findNearest({opener}, {}))
      popAbove(i - 1, tok);
  };
  constexpr CtxKind P = CtxKind::Paren, B = CtxKind::Bracket, C = CtxKind::Brace, A = CtxKind::Angle;

  switch (type) {
  case L::LPAREN: push({P}); break;
  case L::LBRACKET: push({B}); break;
  case L::LBRACE: push({C}); break;
  case L::LANGLE: push({A}); break;
  case L::RPAREN: closeTo(P); break;
  case L::RBRACKET:
  case L::RBRACKET_SUB: closeTo(B); break;
  case L::RBRACE: closeTo(C); break;
  case L::RANGLE:
  case L::RANGLE_SUB: closeTo(A); break;
  case L::IF: push({CtxKind::If}); break;
  case L::THEN:
    if (size_t i = findNearest({CtxKind::If}, {P, B, C, A}))
      popAbove(i, tok);
    break;
  case L::ELSE:
    if (size_t i = findNearest({CtxKind::If}, {P, B, C, A}))
      openBody(i - 1, tok);
    break;
  case L::LET: push({CtxKind::Let}); break;
  case L::IN:
    if (size_t i = findNearest({CtxKind::Let}, {P, B, C, A}))
      openBody(i - 1, tok);
    break;
  case L::DCOLON: push({CtxKind::Body}); break;
  case L::DEFEQ:
    while (!stack_.empty() && stack_.back().kind == CtxKind::Body)
      stack_.pop_back();
    break;
  case L::CASE: push({CtxKind::Case}); break;
  case L::ARROW:
    if (size_t i = findNearest({CtxKind::Case, B}, {P, C, A, CtxKind::If, CtxKind::Let, CtxKind::Binder}))
      popAbove(i, tok);
    break;
  case L::OTHER:
    if (size_t i = findNearest({CtxKind::Case}, {P, B, C, A, CtxKind::If, CtxKind::Let, CtxKind::Binder}))
      popAbove(i, tok);
    break;
  case L::BOX:
    if (prevEndsExpr_)
      if (size_t i = findNearest({CtxKind::Case}, {P, B, C, A, CtxKind::If, CtxKind::Let, CtxKind::Binder}))
        popAbove(i, tok);
    break;
  case L::FORALL: case L::EXISTS: case L::TFORALL: case L::TEXISTS: case L::CHOOSE: case L::LAMBDA:
  case L::PICK:
    push({CtxKind::Binder});
    break;
  case L::COLON:
    if (prevType_ == L::BANG) // Op!: selects the whole body; no binder ends here
      break;
    if (size_t i = findNearest({CtxKind::Binder, P, B, C, A}, {})) {
      if (stack_[i - 1].kind == CtxKind::Binder)
        openBody(i - 1, tok);
      else
        popAbove(i, tok);
    }
    break;
  case L::MAPSTO:
    if (size_t i = findNearest({B}, {}))
      popAbove(i, tok);
    break;
  case L::COMMA:
    if (size_t i = findNearest({P, B, C, A, CtxKind::Binder}, {}))
      popAbove(i, tok);
    else
      popAll(tok);
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
    emitVirtual(L::JLIST_BEGIN, tok);
    push({CtxKind::List, type == L::AND, tok.col});
    tok.type = type == L::AND ? L::BULLET_AND : L::BULLET_OR;
  }
  emit(tok);
}

} // namespace tlacore::fast
