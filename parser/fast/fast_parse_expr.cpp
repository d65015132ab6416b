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

} // namespace

bool FastParser::isFieldName(uint16_t t) const {
  switch (t) {
  case L::IDENT: case L::ACTION: case L::STATE: case L::TEMPORAL: case L::NEW: case L::ONLY: case L::DEFINE:
  case L::HAVE: case L::TAKE: case L::PICK: case L::WITNESS: case L::QED: case L::OBVIOUS: case L::OMITTED:
    return true;
  default:
    return false;
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
      Token op = take();
      if (op.type == L::MINUS) {
        if (type() == L::LPAREN)
          throw GiveUp{"-( is prefix minus or a nonfix application"};
        resolver.checkPrefixMinus(pre);
      }
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
    // In a substitution a prefix operator with an operand on the next
    // unit's line could be either: leave that to ANTLR.
    if (inSubstitution && (next == kEof || la(2).col == 0 || next == L::MODULE_END || next == L::SEPARATOR))
      throw GiveUp{"prefix operator ending a substitution"};
    return expr();
  }
  if (const OperatorInfo *in = infixOperatorInfo(t.type)) {
    if (next == L::LPAREN || next == L::BANG)
      throw GiveUp{"infix operator applied in prefix form"};
    take();
    return opSymbol(t, in->canonical);
  }
  if (const OperatorInfo *post = postfixOperatorInfo(t.type)) {
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
    Token seg = la();
    std::string_view canonical;
    const OperatorInfo *pre = prefixOperatorInfo(seg.type);
    const OperatorInfo *in = infixOperatorInfo(seg.type);
    const OperatorInfo *post = postfixOperatorInfo(seg.type);
    if (seg.type == L::IDENT || seg.type == L::NUMBER) {
    } else if (pre) {
      canonical = pre->canonical;
    } else if (in && in->fix == OpFix::Infix) {
      canonical = in->canonical;
    } else if (post) {
      canonical = post->canonical;
    } else if (seg.type == L::LPAREN) {
      // A selector that is only arguments: Def!2!(self)
      segmentScratch_.push_back(NameSegment{name(seg), arguments(), true});
      continue;
    } else if (seg.type == L::COLON || seg.type == L::LANGLE || seg.type == L::RANGLE || seg.type == L::AT) {
      take(); // a structural selector: Op!:, Op!<<, Op!>>, Op!@
      segmentScratch_.push_back(NameSegment{name(seg), PackedArray<Expr *>(), false});
      continue;
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
  return opApp(from(head.begin), mark);
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

// The subscript of [A]_v, <<A>>_v, WF_v(A): a name path, a tuple or (e).
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
  if (first.type != L::IDENT)
    throw GiveUp{"subscript"};
  size_t mark = segmentScratch_.size();
  auto segment = [&](const Token &tok) {
    bool hasArgs = fairness ? argumentsFollowInFairness() : type() == L::LPAREN;
    segmentScratch_.push_back(NameSegment{name(tok), hasArgs ? arguments() : PackedArray<Expr *>(), hasArgs});
  };
  take();
  segment(first);
  while (type() == L::BANG) {
    take();
    if (type() != L::IDENT)
      throw GiveUp{"subscript segment"};
    segment(take());
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
  identifierList(b.names, b.isTuple);
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
    identifierList(b.names);
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
  if (isFieldName(type()) && (type(2) == L::MAPSTO || type(2) == L::COLON)) {
    bool isSet = type(2) == L::COLON;
    std::vector<FieldInit> fields;
    while (true) {
      if (!isFieldName(type()))
        throw GiveUp{"field name"};
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
          if (!isFieldName(type()))
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
  bool filter = (type() == L::IDENT && type(2) == L::SET_IN) || (type() == L::LANGLE && atQuantBound());
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
  Vec<Expr *> elements = exprList(L::COMMA, L::RANGLE);
  if (type() == L::RANGLE_SUB) {
    if (elements.size() != 1)
      throw GiveUp{"angle action"};
    take();
    Expr *sub = subscript(false);
    return ast_.make<AngleActionExpr>(from(open.begin), elements[0], sub);
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
  case L::STEP_LABEL:
    // A step name used as a fact (<1>2); navigation after it (<1>2!1) goes to ANTLR.
    if (type(2) == L::BANG)
      throw GiveUp{"step name with a selector"};
    take();
    e = ast_.make<StepRefExpr>(range(t), image(t));
    break;
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
    identifierList(l->params);
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
    throw GiveUp{"expression"};
  }
  leave();
  return e;
}

} // namespace tlacore::fast
