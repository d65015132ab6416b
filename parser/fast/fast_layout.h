// FastLayout: the fast front end's JunctionTokenSource. It applies the same
// layout rules to FastLexer's tokens (junction lists by column, WF_/SF_
// prefixes, `!!!`, the end of the outermost module) and keeps the tokens in
// a window the parser looks ahead into and consumes from; tokens are never
// stored for the whole file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <vector>

#include "fast/fast_lexer.h"

namespace tlacore::fast {

class FastLayout {
public:
  // Each real token (virtual ones aside) is passed to `onToken` once, in order.
  using TokenSink = void (*)(void *ctx, const Token &tok);
  FastLayout(std::string_view text, size_t start, size_t maxNesting, TokenSink sink, void *sinkCtx);

  // The k-th token not consumed yet (k >= 1).
  const Token &la(size_t k) {
    while (out_.size() - head_ < k)
      pull();
    return out_[head_ + k - 1];
  }
  Token consume() {
    const Token &t = la(1);
    Token copy = t;
    if (++head_ >= 4096 && head_ * 2 >= out_.size()) {
      out_.erase(out_.begin(), out_.begin() + static_cast<std::ptrdiff_t>(head_));
      head_ = 0;
    }
    return copy;
  }

private:
  enum class CtxKind : uint8_t { List, Paren, Bracket, Brace, Angle, If, Let, Case, Binder, Body };
  struct Ctx {
    CtxKind kind;
    bool isAnd = true;
    uint32_t column = 0;
  };

  void pull();
  void process(Token tok);
  Token lexNext();
  const Token &peek();
  void emit(const Token &tok);
  void emitVirtual(uint16_t type, const Token &at);
  void popAbove(size_t keep, const Token &at);
  void popAll(const Token &at) { popAbove(0, at); }
  void openBody(size_t keep, const Token &at);
  size_t findNearest(std::initializer_list<CtxKind> kinds, std::initializer_list<CtxKind> barriers) const;
  void push(Ctx c);
  void applyColumnRule(const Token &tok, bool &consumedAsBullet, bool mayBeBullet);

  std::string_view text_;
  FastLexer lexer_;
  size_t maxNesting_;
  TokenSink sink_;
  void *sinkCtx_;
  std::vector<Ctx> stack_;
  std::vector<Token> out_;
  size_t head_ = 0;
  std::vector<Token> pendingIn_; // a stack: back() is next
  bool prevEndsExpr_ = false;
  uint16_t prevType_ = 0;
  uint32_t lastRealEnd_ = 0;
  bool haveRealEnd_ = false;
  int moduleDepth_ = 0;
  bool done_ = false;
};

} // namespace tlacore::fast
