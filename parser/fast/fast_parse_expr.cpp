// The fast parser's expressions: operator sequences resolved with SANY's
// precedence ranges (as transform_expr.cpp does, giving up where that reports
// a conflict) and every primary form of transform_primary.cpp.
#include <algorithm>
#include <limits>

#include "TLAPlusLexer.h"
#include "fast/fast_parser.h"
#include "lex/string_literal.h"
#include "sany_restrictions.h"
#include "token_texts.h"
#include "transform/operator_table.h"

namespace tlacore::fast {

using L = tlacore_antlr::TLAPlusLexer;
using namespace ast;

namespace {

struct StackItem {
  const OperatorInfo *op = nullptr; // null for an operand
  Name opName;
  Expr *operand = nullptr;
  SourceLoc begin;
  size_t height = 0;
};

// transform_expr.cpp's OperatorResolver; a precedence conflict or a tree
// past the depth limit gives up (the ANTLR front end reports them).
class Resolver {
public:
  Resolver(AstContext &ast, size_t limit, std::vector<StackItem> &stack)
      : ast_(ast), limit_(limit), stack_(stack), base_(stack.size()) {}
  ~Resolver() { stack_.resize(base_); }

  void pushOperator(const OperatorInfo *op, Name name) { stack_.push_back(StackItem{op, name, nullptr, name.range.begin, 0}); }
  void pushOperand(Expr *e, size_t height) { stack_.push_back(StackItem{nullptr, {}, e, e->range.begin, height}); }

  void reduceBefore(const OperatorInfo *incoming) {
    while (true) {
      size_t n = stack_.size();
      if (n < base_ + 2 || stack_[n - 1].op || !stack_[n - 2].op)
        return;
      const OperatorInfo *left = stack_[n - 2].op;
      if (!incoming || left->low > incoming->high || (left == incoming && left->assoc == Assoc::Left)) {
        if (!reduceTop())
          return;
        continue;
      }
      if (left->high < incoming->low)
        return;
      throw GiveUp{"precedence conflict"};
    }
  }
  void checkPrefixMinus(const OperatorInfo *neg) {
    if (stack_.size() == base_ || !stack_.back().op)
      return;
    if (stack_.back().op->low > neg->high)
      throw GiveUp{"precedence conflict"};
  }
  Expr *topOperand() const { return stack_.back().operand; }
  const OperatorInfo *operatorOnTop() const { return stack_.size() > base_ ? stack_.back().op : nullptr; }
  void wrapTop(Expr *e, size_t argsHeight) {
    StackItem &top = stack_.back();
    top.operand = e;
    top.height = std::max(top.height + 1, argsHeight);
    check(top.height);
  }
  Expr *finish(size_t &height) {
    reduceBefore(nullptr);
    if (stack_.size() != base_ + 1 || stack_[base_].op)
      throw GiveUp{"operator sequence"};
    height = stack_[base_].height;
    return stack_[base_].operand;
  }
  void check(size_t height) const {
    if (height > limit_)
      throw GiveUp{"expression deeper than maxNesting"};
  }

private:
  bool reduceTop() {
    size_t n = stack_.size();
    StackItem opItem = stack_[n - 2];
    Expr *rhs = stack_[n - 1].operand;
    size_t rhsHeight = stack_[n - 1].height;
    if (opItem.op->fix == OpFix::Prefix) {
      stack_.resize(n - 2);
      SourceRange r{opItem.begin, rhs->range.end};
      check(rhsHeight + 1);
      pushOperand(ast_.make<PrefixExpr>(r, Name{opItem.op->canonical, opItem.opName.range}, rhs), rhsHeight + 1);
      return true;
    }
    if (n < base_ + 3 || stack_[n - 3].op)
      return false;
    Expr *lhs = stack_[n - 3].operand;
    size_t height = std::max(stack_[n - 3].height, rhsHeight) + 1;
    stack_.resize(n - 3);
    SourceRange r{lhs->range.begin, rhs->range.end};
    if (opItem.op->fix == OpFix::Nfix) {
      if (auto *times = dynCast<TimesExpr>(lhs)) {
        times->factors.push_back(rhs);
        times->range = r;
        size_t h = std::max(height - 1, rhsHeight + 1);
        check(h);
        pushOperand(times, h);
        return true;
      }
      auto *times = ast_.make<TimesExpr>(r, ast_.resource());
      times->factors.reserve(2);
      times->factors.push_back(lhs);
      times->factors.push_back(rhs);
      check(height);
      pushOperand(times, height);
      return true;
    }
    check(height);
    pushOperand(ast_.make<InfixExpr>(r, Name{opItem.op->canonical, opItem.opName.range}, lhs, rhs), height);
    return true;
  }

  AstContext &ast_;
  size_t limit_;
  std::vector<StackItem> &stack_;
  size_t base_;
};

thread_local std::vector<StackItem> resolverStack;

bool isPostfix(uint16_t t) { return t == L::PRIME || t == L::PLUS_SUP || t == L::STAR_SUP || t == L::HASH_SUP; }

// Whether an operand may begin with token `t`: false for the end of the module or file, a
// separator, `,`, `)` and the keywords that begin a unit (no expression begins with them).
bool canBeginOperand(uint16_t t) {
  switch (t) {
  case kEof: case L::MODULE_END: case L::SEPARATOR: case L::COMMA: case L::RPAREN:
  case L::VARIABLE: case L::VARIABLES: case L::CONSTANT: case L::CONSTANTS: case L::ASSUME: case L::ASSUMPTION:
  case L::AXIOM: case L::THEOREM: case L::LEMMA: case L::PROPOSITION: case L::COROLLARY: case L::LOCAL:
  case L::INSTANCE: case L::RECURSIVE: case L::USE: case L::HIDE: case L::EXTENDS:
    return false;
  default:
    return true;
  }
}

} // namespace

// SANY's IDENTIFIER as a field name (TRUE, FALSE, BOOLEAN, STRING and @ are identifiers to it).
bool FastParser::isPlainFieldName(uint16_t t) const {
  switch (t) {
  case L::IDENT: case L::TRUE: case L::FALSE: case L::BOOLEAN: case L::STRING_SET: case L::AT:
    return true;
  default:
    return false;
  }
}

// A field name after `.`, after `!.` and first in a record constructor, where SANY turns the keywords of its
// isFieldNameToken into identifiers (the grammar's keywordAsName).
bool FastParser::isFieldName(uint16_t t) const {
  switch (t) {
  case L::ACTION: case L::ASSUME: case L::ASSUMPTION: case L::AXIOM: case L::CASE: case L::CHOOSE: case L::CONSTANT:
  case L::CONSTANTS: case L::ELSE: case L::EXCEPT: case L::EXTENDS: case L::IF: case L::INSTANCE: case L::LET:
  case L::IN: case L::LOCAL: case L::MODULE: case L::NEW: case L::OTHER: case L::PROPOSITION: case L::LEMMA:
  case L::COROLLARY: case L::SF: case L::STATE: case L::THEN: case L::BY: case L::ONLY: case L::DEFINE: case L::DEF:
  case L::DEFS: case L::THEOREM: case L::USE: case L::HIDE: case L::HAVE: case L::OBVIOUS: case L::OMITTED:
  case L::LAMBDA: case L::TAKE: case L::PROOF: case L::PROVE: case L::QED: case L::RECURSIVE: case L::TEMPORAL:
  case L::PICK: case L::WITNESS: case L::SUFFICES: case L::VARIABLE: case L::VARIABLES: case L::WF: case L::WITH:
  case L::UNDERSCORE: case L::ENABLED: case L::UNCHANGED: case L::SUBSET: case L::UNION: case L::DOMAIN:
    return true;
  default:
    return isPlainFieldName(t);
  }
}

Expr *FastParser::expr() {
  enter();
  size_t enclosing = operandHeight_;
  size_t height = 0;
  Expr *e = operatorSequence(height);
  operandHeight_ = std::max(enclosing, height + 1);
  leave();
  return e;
}

// term (infixOp term)*, term = prefixOp* primary suffix*
Expr *FastParser::operatorSequence(size_t &height) {
  Resolver resolver(ast_, maxNesting_, resolverStack);
  while (true) {
    while (const OperatorInfo *pre = prefixOperatorInfo(type())) {
      // `-(a, b)` (a comma inside) and `-!sel` are infix minus as a primary (operatorAsPrimary);
      // `-(a)` is prefix minus applied to (a), as ANTLR reads it.
      if (type() == L::MINUS && (type(2) == L::BANG || (type(2) == L::LPAREN && commaInParentheses(2))))
        break;
      Token op = take();
      if (op.type == L::MINUS)
        resolver.checkPrefixMinus(pre);
      resolver.pushOperator(pre, Name{pre->canonical, range(op)});
      lastOp_ = pre->canonical;
      lastOpPrefix_ = true;
    }
    operandHeight_ = 0;
    opBeforeOperand_ = resolver.operatorOnTop();
    Expr *operand = primary();
    resolver.check(operandHeight_);
    resolver.pushOperand(operand, operandHeight_);
    while (true) {
      uint16_t t = type();
      if (t == L::LBRACKET) {
        Token open = take();
        Expr *top = resolver.topOperand();
        auto *fa = ast_.make<FcnAppExpr>(SourceRange{}, top, ast_.resource());
        operandHeight_ = 0;
        fa->args = exprList(L::COMMA, L::RBRACKET);
        expect(L::RBRACKET);
        fa->range = {top->range.begin, loc(lastEnd_)};
        lastOp_ = "[";
        lastOpPrefix_ = false;
        (void)open;
        resolver.wrapTop(fa, operandHeight_);
      } else if (t == L::DOT) {
        take();
        if (!isFieldName(type()))
          throw GiveUp{"field name"};
        Token field = take();
        Expr *top = resolver.topOperand();
        resolver.wrapTop(ast_.make<FieldExpr>(SourceRange{top->range.begin, loc(field.end)}, top, name(field)), 0);
      } else if (isPostfix(t)) {
        Token op = take();
        const OperatorInfo *info = postfixOperatorInfo(t);
        Name opName{info->canonical, range(op)};
        lastOp_ = info->canonical;
        lastOpPrefix_ = false;
        resolver.reduceBefore(info);
        Expr *top = resolver.topOperand();
        resolver.wrapTop(ast_.make<PostfixExpr>(SourceRange{top->range.begin, loc(op.end)}, opName, top), 0);
      } else {
        break;
      }
    }
    const OperatorInfo *in = infixOperatorInfo(type());
    if (!in)
      break;
    Token op = take();
    Name opName{in->canonical, range(op)};
    lastOp_ = in->canonical;
    lastOpPrefix_ = false;
    resolver.reduceBefore(in);
    resolver.pushOperator(in, opName);
  }
  return resolver.finish(height);
}

Vec<Expr *> FastParser::exprList(uint16_t separator, uint16_t close) {
  size_t mark = exprScratch_.size();
  if (type() != close) {
    exprScratch_.push_back(expr());
    while (type() == separator) {
      take();
      exprScratch_.push_back(expr());
    }
  }
  Vec<Expr *> out = ast_.vec<Expr *>();
  out.assignFinal(ast_.resource(), exprScratch_.begin() + static_cast<std::ptrdiff_t>(mark), exprScratch_.end());
  exprScratch_.resize(mark);
  return out;
}

Expr *FastParser::opSymbol(const Token &t, std::string_view canonical) {
  SourceRange r = range(t);
  auto *app = ast_.makeOpApp(r, 1);
  app->path[0].name = Name{canonical, r};
  app->isSymbol = true;
  return app;
}

// expr | prefixOp | infixOp | postfixOp (an operator passed by name).
Expr *FastParser::argument(bool inSubstitution) {
  Token t = la();
  uint16_t next = type(2);
  bool symbolFollows = next == L::COMMA || (!inSubstitution && next == L::RPAREN);
  if (const OperatorInfo *pre = prefixOperatorInfo(t.type)) {
    if (symbolFollows) {
      // A lone `-` passed by name is infix minus, as SANY reads it
      // (FoldLeft(-, 0, s)); the negation is passed as `-.`.
      const OperatorInfo *in = infixOperatorInfo(t.type);
      take();
      return opSymbol(t, in ? in->canonical : pre->canonical);
    }
    if (inSubstitution && !canBeginOperand(next)) {
      // Ending a substitution before what no operand begins with (INSTANCE M WITH F <- []
      // then ==== or the next unit's keyword): only the symbol parses.
      const OperatorInfo *in = infixOperatorInfo(t.type);
      take();
      return opSymbol(t, in ? in->canonical : pre->canonical);
    }
    // In a substitution a prefix operator with a possible operand on the next
    // unit's line could be either: leave that to ANTLR.
    if (inSubstitution && la(2).col == 0)
      throw GiveUp{"prefix operator ending a substitution"};
    return expr();
  }
  if (const OperatorInfo *in = infixOperatorInfo(t.type)) {
    if (next == L::LPAREN || next == L::BANG)
      return expr(); // applied in prefix form or followed by a selector: a primary
    take();
    return opSymbol(t, in->canonical);
  }
  if (const OperatorInfo *post = postfixOperatorInfo(t.type)) {
    if (next == L::LPAREN && t.type != L::PRIME)
      return expr(); // applied in prefix form, ^+(a): a primary
    take();
    return opSymbol(t, post->canonical);
  }
  return expr();
}

PackedArray<Expr *> FastParser::arguments() {
  expect(L::LPAREN);
  size_t mark = exprScratch_.size();
  exprScratch_.push_back(argument(false));
  while (type() == L::COMMA) {
    take();
    exprScratch_.push_back(argument(false));
  }
  expect(L::RPAREN);
  PackedArray<Expr *> out = ast_.array<Expr *>(exprScratch_.begin() + static_cast<std::ptrdiff_t>(mark), exprScratch_.end());
  exprScratch_.resize(mark);
  return out;
}

// An OpAppExpr of the segments pushed on segmentScratch_ since `mark` (popped).
Expr *FastParser::opApp(SourceRange r, size_t mark) {
  size_t n = segmentScratch_.size() - mark;
  if (n > NamePath::kMaxSegments)
    throw GiveUp{"name path too long"};
  auto *app = ast_.makeOpApp(r, n);
  std::copy(segmentScratch_.begin() + static_cast<std::ptrdiff_t>(mark), segmentScratch_.end(), app->path.begin());
  segmentScratch_.resize(mark);
  return app;
}

// One nameSegment after a `!`, pushed on segmentScratch_: a name, number, operator symbol or built-in
// name with optional arguments (operator symbols in their canonical spelling), arguments alone
// (Def!2!(self)), or a structural selector (Op!:, Op!<<, Op!>>, Op!@).
void FastParser::nameSegment() {
  Token seg = la();
  std::string_view canonical;
  const OperatorInfo *pre = prefixOperatorInfo(seg.type);
  const OperatorInfo *in = infixOperatorInfo(seg.type);
  const OperatorInfo *post = postfixOperatorInfo(seg.type);
  if (seg.type == L::IDENT || seg.type == L::NUMBER || isBuiltinName(seg.type)) {
  } else if (pre) {
    canonical = pre->canonical;
  } else if (in && in->fix == OpFix::Infix) {
    canonical = in->canonical;
  } else if (post) {
    canonical = post->canonical;
  } else if (seg.type == L::LPAREN) {
    segmentScratch_.push_back(NameSegment{name(seg), arguments(), true});
    return;
  } else if (seg.type == L::COLON || seg.type == L::LANGLE || seg.type == L::RANGLE || seg.type == L::AT) {
    take();
    segmentScratch_.push_back(NameSegment{name(seg), PackedArray<Expr *>(), false});
    return;
  } else {
    throw GiveUp{"name segment"};
  }
  take();
  bool segArgs = type() == L::LPAREN;
  NameSegment s{name(seg), segArgs ? arguments() : PackedArray<Expr *>(), segArgs};
  if (pre && s.args.size() == 2 && in)
    canonical = in->canonical;
  if (!canonical.empty())
    s.name.text = canonical;
  segmentScratch_.push_back(s);
}

// IDENT arguments? (BANG nameSegment)*
Expr *FastParser::nameExpr() {
  Token head = take();
  bool hasArgs = type() == L::LPAREN;
  NameSegment first{name(head), hasArgs ? arguments() : PackedArray<Expr *>(), hasArgs};
  if (type() != L::BANG) {
    auto *app = ast_.makeOpApp(from(head.begin), 1);
    app->path[0] = first;
    return app;
  }
  size_t mark = segmentScratch_.size();
  segmentScratch_.push_back(first);
  while (type() == L::BANG) {
    take();
    nameSegment();
  }
  return opApp(from(head.begin), mark);
}

// Whether the parenthesis opening at token k holds a comma outside any inner bracket (`-(a, b)`);
// the end of the file before its `)` gives up.
bool FastParser::commaInParentheses(size_t k) {
  size_t depth = 0;
  for (;; ++k) {
    switch (type(k)) {
    case kEof:
      throw GiveUp{"end of file"};
    case L::LPAREN: case L::LBRACKET: case L::LBRACE: case L::LANGLE:
      ++depth;
      break;
    case L::RPAREN: case L::RBRACKET: case L::RBRACKET_SUB: case L::RBRACE: case L::RANGLE: case L::RANGLE_SUB:
      if (--depth == 0)
        return false;
      break;
    case L::COMMA:
      if (depth == 1)
        return true;
      break;
    default:
      break;
    }
  }
}

// An infix operator symbol where a primary is expected: applied in prefix form (`\o (1, 2)` is
// 1 \o 2; other argument counts are an application the semantic pass rejects), followed by a
// selector (\cup!1), or alone (E == +, as SANY's PrimitiveExp); a postfix one alone (E == ') or
// applied in prefix form (^+(4), ^*(4), ^#(4); not ').
Expr *FastParser::operatorAsPrimary() {
  Token op = take();
  const OperatorInfo *post = postfixOperatorInfo(op.type);
  if (post && (type() != L::LPAREN || op.type == L::PRIME))
    return opSymbol(op, post->canonical);
  const OperatorInfo *in = post ? post : infixOperatorInfo(op.type);
  Name opName{in->canonical, range(op)};
  if (type() == L::LPAREN) {
    // A postfix operator applied in prefix form (`^+(4)`, as SANY reads it) is its postfix application.
    if (post) {
      PackedArray<Expr *> args = arguments();
      if (args.size() == 1)
        return ast_.make<PostfixExpr>(from(op.begin), opName, args[0]);
      auto *app = ast_.makeOpApp(from(op.begin), 1);
      app->path[0] = NameSegment{opName, args, true};
      return app;
    }
    PackedArray<Expr *> args = arguments();
    if (op.type == L::MINUS && args.size() == 1) // the comma was inside the one argument: -(\A x, y : P)
      throw GiveUp{"-( is prefix minus or a nonfix application"};
    if (args.size() == 2)
      return ast_.make<InfixExpr>(from(op.begin), opName, args[0], args[1]);
    auto *app = ast_.makeOpApp(from(op.begin), 1);
    app->path[0] = NameSegment{opName, args, true};
    return app;
  }
  if (type() == L::BANG) {
    size_t mark = segmentScratch_.size();
    segmentScratch_.push_back(NameSegment{opName, PackedArray<Expr *>(), false});
    while (type() == L::BANG) {
      take();
      nameSegment();
    }
    return opApp(from(op.begin), mark);
  }
  return opSymbol(op, in->canonical);
}

// lbl(x, y) :: e
Expr *FastParser::labelExpr() {
  const OperatorInfo *before = opBeforeOperand_;
  Token label = take();
  auto *l = ast_.make<LabelExpr>(SourceRange{}, name(label), ast_.resource());
  if (type() == L::LPAREN) {
    take();
    identifierList(l->params);
    expect(L::RPAREN);
  }
  expect(L::DCOLON);
  l->body = expr();
  if (before && !labelKeepsParse(before->canonical, before->fix == OpFix::Prefix, l, lastOp_, lastOpPrefix_))
    throw GiveUp{"a label that regroups the expression"};
  l->range = from(label.begin);
  return l;
}

// After WF_v / SF_v: whether `v(` opens v's arguments rather than the
// action: it does when the parenthesis is followed by `(` or `!`.
bool FastParser::argumentsFollowInFairness() {
  if (type() != L::LPAREN)
    return false;
  size_t depth = 0;
  for (size_t k = 1;; ++k) {
    uint16_t t = type(k);
    if (t == kEof)
      throw GiveUp{"end of file"};
    if (t == L::LPAREN)
      ++depth;
    else if (t == L::RPAREN && --depth == 0)
      return type(k + 1) == L::LPAREN || type(k + 1) == L::BANG;
  }
}

// The subscript of [A]_v, <<A>>_v, WF_v(A) (SANY's ReducedExpression): a name path headed by a
// boundName (`@` alone is @), a tuple, (e), or a {...} or [...] primary. The path's segments keep
// their written spelling (transform_primary.cpp's subscriptOf).
Expr *FastParser::subscript(bool fairness) {
  Token first = la();
  if (first.type == L::LANGLE) {
    take();
    auto *t = ast_.make<TupleExpr>(SourceRange{}, ast_.resource());
    t->elements = exprList(L::COMMA, L::RANGLE);
    expect(L::RANGLE);
    t->range = from(first.begin);
    return t;
  }
  if (first.type == L::LPAREN) {
    take();
    Expr *inner = expr();
    expect(L::RPAREN);
    return ast_.make<ParenExpr>(from(first.begin), inner);
  }
  if (first.type == L::LBRACE || first.type == L::LBRACKET)
    return primary();
  if (!isBoundName(first.type))
    throw GiveUp{"subscript"};
  size_t mark = segmentScratch_.size();
  auto segment = [&](const Token &tok, bool argsRequired) {
    bool hasArgs = fairness ? argumentsFollowInFairness() : type() == L::LPAREN;
    if (argsRequired && !hasArgs)
      throw GiveUp{"subscript segment"};
    segmentScratch_.push_back(NameSegment{name(tok), hasArgs ? arguments() : PackedArray<Expr *>(), hasArgs});
  };
  take();
  segment(first, false);
  while (type() == L::BANG) {
    take();
    uint16_t t = type();
    if (t == L::IDENT || t == L::NUMBER || isBuiltinName(t) || prefixOperatorInfo(t) || postfixOperatorInfo(t)) {
      segment(take(), false);
    } else if (const OperatorInfo *in = infixOperatorInfo(t); in && in->fix == OpFix::Infix) {
      segment(take(), fairness); // fairnessSegment: infixOp arguments
    } else if (t == L::LPAREN && (!fairness || argumentsFollowInFairness())) {
      Token open = la();
      segmentScratch_.push_back(NameSegment{name(open), arguments(), true});
    } else if (t == L::COLON || t == L::LANGLE || t == L::RANGLE || t == L::AT) {
      Token sel = take();
      segmentScratch_.push_back(NameSegment{name(sel), PackedArray<Expr *>(), false});
    } else {
      throw GiveUp{"subscript segment"};
    }
  }
  if (segmentScratch_.size() == mark + 1 && !segmentScratch_.back().hasArgs) {
    // `@`, TRUE, FALSE, BOOLEAN or STRING alone: the expression itself (SANY's built-ins).
    if (first.type == L::AT || isBuiltinName(first.type)) {
      segmentScratch_.resize(mark);
      if (first.type == L::AT)
        return ast_.make<AtExpr>(from(first.begin));
      if (first.type == L::TRUE || first.type == L::FALSE)
        return ast_.make<BoolExpr>(from(first.begin), first.type == L::TRUE);
      return ast_.make<BuiltinSetExpr>(from(first.begin),
                                       first.type == L::BOOLEAN ? BuiltinSetKind::Boolean : BuiltinSetKind::String);
    }
  }
  return opApp(from(first.begin), mark);
}

Expr *FastParser::junctionList() {
  Token begin = take(); // JLIST_BEGIN
  uint16_t bullet = type();
  if (bullet != L::BULLET_AND && bullet != L::BULLET_OR)
    throw GiveUp{"junction list"};
  auto *j = ast_.make<JunctionExpr>(SourceRange{}, bullet == L::BULLET_AND, ast_.resource());
  size_t mark = exprScratch_.size(), rmark = rangeScratch_.size();
  while (type() == bullet) {
    rangeScratch_.push_back(range(take()));
    exprScratch_.push_back(expr());
  }
  expect(L::JLIST_END);
  j->items.assignFinal(ast_.resource(), exprScratch_.begin() + static_cast<std::ptrdiff_t>(mark), exprScratch_.end());
  j->bullets.assignFinal(ast_.resource(), rangeScratch_.begin() + static_cast<std::ptrdiff_t>(rmark), rangeScratch_.end());
  exprScratch_.resize(mark);
  rangeScratch_.resize(rmark);
  j->range = from(begin.begin);
  return j;
}

BoundDecl FastParser::identOrTuple() {
  BoundDecl b(ast_.resource());
  b.isTuple = type() == L::LANGLE;
  if (b.isTuple)
    take();
  identifierList(b.names, b.isTuple, true, b.isTuple);
  if (b.isTuple)
    expect(L::RANGLE);
  return b;
}

// \A, \E (bounded or not), \AA, \EE
Expr *FastParser::quantifier() {
  Token q = take();
  bool temporal = q.type == L::TFORALL || q.type == L::TEXISTS;
  QuantKind kind = q.type == L::FORALL ? QuantKind::Forall : q.type == L::EXISTS ? QuantKind::Exists
                   : q.type == L::TFORALL ? QuantKind::TemporalForall : QuantKind::TemporalExists;
  auto *e = ast_.make<QuantExpr>(SourceRange{}, kind, ast_.resource());
  if (!temporal && atQuantBound()) {
    quantBounds(e->bounds);
  } else {
    BoundDecl b(ast_.resource());
    identifierList(b.names, true, true);
    e->bounds.reserve(1);
    e->bounds.push_back(std::move(b));
  }
  expect(L::COLON);
  e->body = expr();
  e->range = from(q.begin);
  return e;
}

// [ ... ]: function constructor, record, record set, EXCEPT, function set, [A]_v
Expr *FastParser::bracket() {
  Token open = take();
  auto *mem = ast_.resource();
  if ((isFieldName(type()) && type(2) == L::MAPSTO) || (isPlainFieldName(type()) && type(2) == L::COLON)) {
    bool isSet = type(2) == L::COLON;
    std::vector<FieldInit> fields;
    // SANY converts a keyword only before the first `|->`; later fields and a record set's are identifiers.
    bool first = true;
    while (true) {
      if (!(first && !isSet ? isFieldName(type()) : isPlainFieldName(type())))
        throw GiveUp{"field name"};
      first = false;
      Name field = name(take());
      expect(isSet ? L::COLON : L::MAPSTO);
      fields.push_back(FieldInit{field, expr()});
      if (type() != L::COMMA)
        break;
      take();
    }
    expect(L::RBRACKET);
    if (isSet) {
      auto *rec = ast_.make<RecordSetExpr>(from(open.begin), mem);
      rec->fields.assignFinal(ast_.resource(), fields.begin(), fields.end());
      return rec;
    }
    auto *rec = ast_.make<RecordExpr>(from(open.begin), mem);
    rec->fields.assignFinal(ast_.resource(), fields.begin(), fields.end());
    return rec;
  }
  if (atQuantBound()) {
    auto *f = ast_.make<FcnCtorExpr>(SourceRange{}, mem);
    quantBounds(f->bounds);
    expect(L::MAPSTO);
    f->body = expr();
    expect(L::RBRACKET);
    f->range = from(open.begin);
    return f;
  }
  Expr *first = expr();
  switch (type()) {
  case L::EXCEPT: {
    take();
    auto *ex = ast_.make<ExceptExpr>(SourceRange{}, first, mem);
    std::vector<ExceptSpec> specs;
    while (true) {
      Token bang = expect(L::BANG);
      ExceptSpec s(mem);
      std::vector<ExceptStep> steps;
      while (type() == L::DOT || type() == L::LBRACKET) {
        ExceptStep step(mem);
        if (take().type == L::DOT) {
          if (!isFieldName(type()) || type() == L::AT) // exceptField: SANY rejects !.@
            throw GiveUp{"field name"};
          step.isField = true;
          step.field = name(take());
        } else {
          step.args = exprList(L::COMMA, L::RBRACKET);
          expect(L::RBRACKET);
        }
        steps.push_back(std::move(step));
      }
      if (steps.empty())
        throw GiveUp{"EXCEPT path"};
      s.path.reserve(steps.size());
      for (ExceptStep &st : steps)
        s.path.push_back(std::move(st));
      expect(L::EQ);
      s.value = expr();
      s.range = from(bang.begin);
      specs.push_back(std::move(s));
      if (type() != L::COMMA)
        break;
      take();
    }
    expect(L::RBRACKET);
    ex->specs.reserve(specs.size());
    for (ExceptSpec &s : specs)
      ex->specs.push_back(std::move(s));
    ex->range = from(open.begin);
    return ex;
  }
  case L::ARROW: {
    take();
    Expr *rng = expr();
    expect(L::RBRACKET);
    return ast_.make<FcnSetExpr>(from(open.begin), first, rng);
  }
  case L::RBRACKET_SUB: {
    take();
    Expr *sub = subscript(false);
    return ast_.make<BoxActionExpr>(from(open.begin), first, sub);
  }
  default:
    throw GiveUp{"bracket"};
  }
}

// {}, {x \in S : P}, {e : x \in S}, {a, b}
Expr *FastParser::brace() {
  Token open = take();
  auto *mem = ast_.resource();
  if (type() == L::RBRACE) {
    take();
    return ast_.make<SetEnumExpr>(from(open.begin), mem);
  }
  bool filter = (isBoundName(type()) && type(2) == L::SET_IN) || (type() == L::LANGLE && atQuantBound());
  if (filter) {
    auto *s = ast_.make<SetFilterExpr>(SourceRange{}, mem);
    s->bound = identOrTuple();
    expect(L::SET_IN);
    s->bound.set = expr();
    expect(L::COLON);
    s->predicate = expr();
    expect(L::RBRACE);
    s->range = from(open.begin);
    return s;
  }
  Expr *first = expr();
  if (type() == L::COLON) {
    if (!setMapBodyAllowed(first))
      throw GiveUp{"{a \\in b : c \\in d}"};
    take();
    auto *s = ast_.make<SetMapExpr>(SourceRange{}, mem);
    s->body = first;
    quantBounds(s->bounds);
    expect(L::RBRACE);
    s->range = from(open.begin);
    return s;
  }
  size_t mark = exprScratch_.size();
  exprScratch_.push_back(first);
  while (type() == L::COMMA) {
    take();
    exprScratch_.push_back(expr());
  }
  expect(L::RBRACE);
  auto *s = ast_.make<SetEnumExpr>(from(open.begin), mem);
  s->elements.assignFinal(ast_.resource(), exprScratch_.begin() + static_cast<std::ptrdiff_t>(mark), exprScratch_.end());
  exprScratch_.resize(mark);
  return s;
}

// <<a, b>> or <<A>>_v
Expr *FastParser::angle() {
  Token open = take();
  Vec<Expr *> elements = type() == L::RANGLE_SUB ? ast_.vec<Expr *>() : exprList(L::COMMA, L::RANGLE);
  if (type() == L::RANGLE_SUB) {
    // As transform_expr.cpp's angleAction reads SANY's << e1, e2, ... >>_v: the action is e1 and
    // the subscript e2 when written (the one after >>_ is parsed, not kept); <<>>_v's action is
    // the empty tuple at the `<<`.
    take();
    Expr *sub = subscript(false);
    SourceRange r = from(open.begin);
    if (elements.empty())
      return ast_.make<AngleActionExpr>(r, ast_.make<TupleExpr>(SourceRange{r.begin, r.begin}, ast_.resource()), sub);
    return ast_.make<AngleActionExpr>(r, elements[0], elements.size() > 1 ? elements[1] : sub);
  }
  expect(L::RANGLE);
  auto *t = ast_.make<TupleExpr>(from(open.begin), ast_.resource());
  t->elements = std::move(elements);
  return t;
}

Expr *FastParser::caseExpr() {
  Token kw = take();
  auto *k = ast_.make<CaseExpr>(SourceRange{}, ast_.resource());
  std::vector<CaseArm> arms;
  while (true) {
    uint32_t b = la().begin;
    Expr *guard = expr();
    expect(L::ARROW);
    Expr *value = expr();
    arms.push_back(CaseArm{guard, value, from(b)});
    if (type() != L::BOX)
      break;
    take();
    if (type() == L::OTHER) {
      take();
      expect(L::ARROW);
      k->other = expr();
      break;
    }
  }
  k->arms.assignFinal(ast_.resource(), arms.begin(), arms.end());
  k->range = from(kw.begin);
  return k;
}

Expr *FastParser::letExpr() {
  Token kw = take();
  auto *l = ast_.make<LetExpr>(SourceRange{}, ast_.resource());
  std::vector<Unit *> defs;
  do {
    if (type() == L::RECURSIVE) {
      Token r = take();
      auto *k = ast_.make<RecursiveUnit>(SourceRange{}, ast_.resource());
      k->decls = opDeclList();
      k->range = from(r.begin);
      defs.push_back(k);
    } else {
      defs.push_back(definition(true));
    }
  } while (type() != L::IN);
  l->defs.assignFinal(ast_.resource(), defs.begin(), defs.end());
  if (operandHeight_ > 0)
    ++operandHeight_;
  take();
  l->body = expr();
  l->range = from(kw.begin);
  return l;
}

Expr *FastParser::primary() {
  enter();
  Token t = la();
  auto *mem = ast_.resource();
  Expr *e = nullptr;
  switch (t.type) {
  case L::IDENT:
    if (type(2) == L::DCOLON) {
      e = labelExpr();
      break;
    }
    if (type(2) == L::LPAREN && type(3) == L::IDENT) {
      size_t k = 4;
      while (type(k) == L::COMMA && type(k + 1) == L::IDENT)
        k += 2;
      if (type(k) == L::RPAREN && type(k + 1) == L::DCOLON) {
        e = labelExpr();
        break;
      }
    }
    e = nameExpr();
    break;
  case L::NUMBER: {
    // SANY's Number() reads NUMBER "." NUMBER apart (`1 . 5`) as a decimal too: the ANTLR path's.
    if (type(2) == L::DOT && type(3) == L::NUMBER)
      throw GiveUp{"a decimal written apart"};
    take();
    std::string_view digits = image(t);
    e = ast_.make<NumberExpr>(range(t), digits, parseInteger(digits, 10));
    break;
  }
  case L::DECIMAL:
    take();
    e = ast_.make<DecimalExpr>(range(t), image(t));
    break;
  case L::BIN_NUMBER:
  case L::OCT_NUMBER:
  case L::HEX_NUMBER: {
    take();
    std::string_view s = image(t);
    int base = t.type == L::BIN_NUMBER ? 2 : t.type == L::OCT_NUMBER ? 8 : 16;
    e = ast_.make<NumberExpr>(range(t), s, parseInteger(s.substr(2), base));
    break;
  }
  case L::STRING:
    take();
    e = ast_.make<StringExpr>(range(t), texts_.literal(decodeString(text(t))));
    break;
  case L::TRUE:
  case L::FALSE:
    take();
    e = ast_.make<BoolExpr>(range(t), t.type == L::TRUE);
    break;
  case L::BOOLEAN:
  case L::STRING_SET:
    take();
    e = ast_.make<BuiltinSetExpr>(range(t), t.type == L::BOOLEAN ? BuiltinSetKind::Boolean : BuiltinSetKind::String);
    break;
  case L::AT:
    take();
    e = ast_.make<AtExpr>(range(t));
    break;
  case L::STEP_LABEL: {
    // A step name used as a fact (<1>2); navigation after it (<1>a!<<!>>!3) is parsed, not kept
    // (but its range covers it).
    take();
    size_t mark = segmentScratch_.size();
    while (type() == L::BANG) {
      take();
      nameSegment();
    }
    segmentScratch_.resize(mark);
    // The range covers the selectors: the resolver tells <1>2!1 from <1>2 by it.
    e = ast_.make<StepRefExpr>(from(t.begin), image(t));
    break;
  }
  case L::LPAREN: {
    take();
    Expr *inner = expr();
    expect(L::RPAREN);
    e = ast_.make<ParenExpr>(from(t.begin), inner);
    break;
  }
  case L::JLIST_BEGIN:
    e = junctionList();
    break;
  case L::FORALL:
  case L::EXISTS:
  case L::TFORALL:
  case L::TEXISTS:
    e = quantifier();
    break;
  case L::CHOOSE: {
    take();
    auto *ch = ast_.make<ChooseExpr>(SourceRange{}, mem);
    ch->bound = identOrTuple();
    if (type() == L::SET_IN) {
      take();
      ch->bound.set = expr();
    }
    expect(L::COLON);
    ch->body = expr();
    ch->range = from(t.begin);
    e = ch;
    break;
  }
  case L::IF: {
    take();
    Expr *c = expr();
    expect(L::THEN);
    Expr *a = expr();
    expect(L::ELSE);
    Expr *b = expr();
    e = ast_.make<IfExpr>(from(t.begin), c, a, b);
    break;
  }
  case L::CASE:
    e = caseExpr();
    break;
  case L::LET:
    e = letExpr();
    break;
  case L::LAMBDA: {
    take();
    auto *l = ast_.make<LambdaExpr>(SourceRange{}, mem);
    identifierList(l->params, true, true);
    expect(L::COLON);
    l->body = expr();
    l->range = from(t.begin);
    e = l;
    break;
  }
  case L::LBRACE:
    e = brace();
    break;
  case L::LBRACKET:
    e = bracket();
    break;
  case L::LANGLE:
    e = angle();
    break;
  case L::WF:
  case L::SF: {
    take();
    Expr *sub = subscript(true);
    expect(L::LPAREN);
    Expr *action = expr();
    expect(L::RPAREN);
    e = ast_.make<FairnessExpr>(from(t.begin), t.type == L::SF, sub, action);
    break;
  }
  default:
    // (`-` only where operatorSequence left it: applied to several arguments or with a selector.)
    if (postfixOperatorInfo(t.type) || infixOperatorInfo(t.type)) {
      e = operatorAsPrimary();
      break;
    }
    throw GiveUp{"expression"};
  }
  leave();
  return e;
}

} // namespace tlacore::fast
