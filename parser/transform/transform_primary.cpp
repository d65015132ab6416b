// Primary expressions: literals, names, brackets, quantifiers, IF/CASE/LET,
// junction lists, sets, functions, records, tuples and action forms.
#include <limits>

#include "TLAPlusLexer.h"
#include "operator_table.h"
#include "lex/string_literal.h"
#include "transformer.h"
#include "sany_restrictions.h"

namespace tlacore {

using namespace ast;

namespace {

} // namespace

Name Transformer::fieldName(antlr4::ParserRuleContext *ctx) {
  if (!ctx)
    return {};
  return name(ctx->getStart());
}

BoundDecl Transformer::quantBound(TP::QuantBoundContext *ctx) {
  BoundDecl b(ast_.resource());
  if (!ctx)
    return b;
  b.isTuple = ctx->LANGLE() != nullptr;
  for (auto *id : ctx->boundName())
    b.names.push_back(name(id->getStart()));
  b.set = expr(ctx->expr());
  return b;
}

BoundDecl Transformer::identOrTuple(TP::IdentOrTupleContext *ctx) {
  BoundDecl b(ast_.resource());
  if (!ctx)
    return b;
  b.isTuple = ctx->LANGLE() != nullptr;
  for (auto *id : ctx->boundName())
    b.names.push_back(name(id->getStart()));
  return b;
}

Expr *Transformer::nameExpr(TP::NameExprContext *ctx) {
  return namePath(locs_.range(ctx), ctx->IDENT() ? ctx->IDENT()->getSymbol() : ctx->getStart(), ctx->arguments(),
                  ctx->nameSegment());
}

// The arguments of one name segment (none when `args` is null), exact-size.
PackedArray<Expr *> Transformer::arguments(TP::ArgumentsContext *args) {
  if (!args)
    return {};
  std::vector<Expr *> out;
  for (auto *a : args->argument())
    out.push_back(argument(a));
  return ast_.array<Expr *>(out.begin(), out.end());
}

// A name path `head(args)!seg!...`; operator symbols in it (R!\leq(a, b), or
// a head `!!` as in `!! !!(1, 2)`) take their canonical spelling.
Expr *Transformer::namePath(SourceRange r, antlr4::Token *head, TP::ArgumentsContext *headArgs,
                            const std::vector<TP::NameSegmentContext *> &segments) {
  auto *app = ast_.makeOpApp(r, 1 + segments.size());
  size_t filled = 0;
  auto addSegment = [&](antlr4::Token *id, TP::ArgumentsContext *args) {
    app->path[filled++] = NameSegment{name(id), arguments(args), args != nullptr};
  };
  addSegment(head, headArgs);
  if (const OperatorInfo *info = infixOperatorInfo(head->getType()))
    app->path[0].name.text = info->canonical;
  for (auto *seg : segments) {
    addSegment(seg->getStart(), seg->arguments());
    const OperatorInfo *info = seg->infixOp()    ? infixOperatorInfo(seg->getStart()->getType())
                               : seg->prefixOp() ? prefixOperatorInfo(seg->getStart()->getType())
                               : seg->postfixOp() ? postfixOperatorInfo(seg->getStart()->getType())
                                                  : nullptr;
    // `-` is the prefix -. with one argument and infix minus otherwise (R!-(a, b)).
    if (seg->prefixOp() && app->path[filled - 1].args.size() == 2)
      if (const OperatorInfo *inf = infixOperatorInfo(seg->getStart()->getType()))
        info = inf;
    if (info)
      app->path[filled - 1].name.text = info->canonical;
  }
  return app;
}

// An infix operator symbol applied in prefix form: `\o (1, 2)` is 1 \o 2,
// `- (1, 2)` is 1 - 2 (and `-(x)` the negation -x).
Expr *Transformer::nonfixApplication(TP::NonfixOpExprContext *ctx) {
  SourceRange r = locs_.range(ctx);
  antlr4::Token *op = ctx->infixOp()->getStart();
  std::vector<TP::ArgumentContext *> args = ctx->arguments()->argument();
  SourceRange opRange = locs_.range(ctx->infixOp());
  if (args.size() == 2)
    if (const OperatorInfo *info = infixOperatorInfo(op->getType()))
      return ast_.make<InfixExpr>(r, Name{info->canonical, opRange}, argument(args[0]), argument(args[1]));
  if (args.size() == 1)
    if (const OperatorInfo *info = prefixOperatorInfo(op->getType()))
      return ast_.make<PrefixExpr>(r, Name{info->canonical, opRange}, argument(args[0]));
  // Any other number of arguments: an application the semantic analysis rejects by arity.
  return namePath(r, op, ctx->arguments(), {});
}

namespace {
std::vector<TP::NameSegmentContext *> segmentsOf(TP::SubscriptContext *ctx) {
  return ctx->nameSegment();
}
std::vector<TP::FairnessSegmentContext *> segmentsOf(TP::FairnessSubscriptContext *ctx) {
  return ctx->fairnessSegment();
}
} // namespace

// `v`, `I!v(x)`, `<<x, y>>` or `(e)` after ]_, >>_, WF_ or SF_.
template <typename SubscriptCtx> Expr *Transformer::subscriptOf(SubscriptCtx *ctx) {
  if (!ctx)
    return ast_.make<ErrorExpr>(SourceRange{});
  SourceRange r = locs_.range(ctx);
  if (ctx->LANGLE()) {
    auto *t = ast_.make<TupleExpr>(r, ast_.resource());
    t->elements = exprList(ctx->expr());
    return t;
  }
  if (ctx->LPAREN())
    return ast_.make<ParenExpr>(r, expr(ctx->expr(0)));
  if (ctx->primary())
    return primary(ctx->primary());
  auto segments = segmentsOf(ctx);
  antlr4::Token *head = ctx->boundName()->getStart();
  using Lx = tlacore_antlr::TLAPlusLexer;
  if (!ctx->arguments() && segments.empty()) {
    // `@`, TRUE, FALSE, BOOLEAN or STRING alone: the expression itself (SANY's built-ins).
    switch (head->getType()) {
    case Lx::AT:
      return ast_.make<AtExpr>(r);
    case Lx::TRUE:
    case Lx::FALSE:
      return ast_.make<BoolExpr>(r, head->getType() == Lx::TRUE);
    case Lx::BOOLEAN:
    case Lx::STRING_SET:
      return ast_.make<BuiltinSetExpr>(r, head->getType() == Lx::BOOLEAN ? BuiltinSetKind::Boolean
                                                                         : BuiltinSetKind::String);
    default:
      break;
    }
  }
  auto *app = ast_.makeOpApp(r, 1 + segments.size());
  size_t filled = 0;
  auto addSegment = [&](antlr4::Token *id, TP::ArgumentsContext *args) {
    app->path[filled++] = NameSegment{name(id), arguments(args), args != nullptr};
  };
  addSegment(head, ctx->arguments());
  for (auto *seg : segments)
    addSegment(seg->getStart(), seg->arguments());
  return app;
}

Expr *Transformer::subscript(TP::SubscriptContext *ctx) {
  return subscriptOf(ctx);
}
Expr *Transformer::subscript(TP::FairnessSubscriptContext *ctx) {
  return subscriptOf(ctx);
}

Expr *Transformer::primary(TP::PrimaryContext *ctx) {
  if (!ctx)
    return ast_.make<ErrorExpr>(SourceRange{});
  SourceRange r = locs_.range(ctx);
  auto *mem = ast_.resource();

  if (auto *c = dynamic_cast<TP::NameRefExprContext *>(ctx))
    return nameExpr(c->nameExpr());
  if (auto *c = dynamic_cast<TP::NonfixOpExprContext *>(ctx))
    return nonfixApplication(c);
  if (auto *c = dynamic_cast<TP::PostfixApplyExprContext *>(ctx)) {
    antlr4::Token *op = c->getStart();
    std::vector<TP::ArgumentContext *> args = c->arguments()->argument();
    if (args.size() == 1)
      return ast_.make<PostfixExpr>(r, Name{postfixOperatorInfo(op->getType())->canonical, locs_.range(op)},
                                    argument(args[0]));
    return namePath(r, op, c->arguments(), {});
  }
  if (auto *c = dynamic_cast<TP::OpPathExprContext *>(ctx))
    return namePath(r, c->infixOp()->getStart(), nullptr, c->nameSegment());
  if (auto *c = dynamic_cast<TP::NumberExprContext *>(ctx)) {
    std::string_view text = ast_.intern(c->getStart()->getText());
    return ast_.make<NumberExpr>(r, text, parseInteger(text, 10));
  }
  if (auto *c = dynamic_cast<TP::ParenExprContext *>(ctx))
    return ast_.make<ParenExpr>(r, expr(c->expr()));
  if (auto *c = dynamic_cast<TP::ConjListExprContext *>(ctx)) {
    auto *j = ast_.make<JunctionExpr>(r, true, mem);
    j->items = exprList(c->expr());
    for (auto *b : c->BULLET_AND())
      j->bullets.push_back(locs_.range(b->getSymbol()));
    return j;
  }
  if (auto *c = dynamic_cast<TP::DisjListExprContext *>(ctx)) {
    auto *j = ast_.make<JunctionExpr>(r, false, mem);
    j->items = exprList(c->expr());
    for (auto *b : c->BULLET_OR())
      j->bullets.push_back(locs_.range(b->getSymbol()));
    return j;
  }
  if (auto *c = dynamic_cast<TP::StringExprContext *>(ctx))
    return ast_.make<StringExpr>(r, ast_.intern(decodeString(c->getStart()->getText())));
  if (auto *c = dynamic_cast<TP::BoolExprContext *>(ctx))
    return ast_.make<BoolExpr>(r, c->TRUE() != nullptr);
  if (auto *c = dynamic_cast<TP::BoundedQuantExprContext *>(ctx)) {
    auto *q = ast_.make<QuantExpr>(r, c->FORALL() ? QuantKind::Forall : QuantKind::Exists, mem);
    for (auto *b : c->quantBound())
      q->bounds.push_back(quantBound(b));
    q->body = expr(c->expr());
    return q;
  }
  if (auto *c = dynamic_cast<TP::UnboundedQuantExprContext *>(ctx)) {
    auto *q = ast_.make<QuantExpr>(r, c->FORALL() ? QuantKind::Forall : QuantKind::Exists, mem);
    BoundDecl b(mem);
    for (auto *id : c->boundName())
      b.names.push_back(name(id->getStart()));
    q->bounds.push_back(std::move(b));
    q->body = expr(c->expr());
    return q;
  }
  if (auto *c = dynamic_cast<TP::TemporalQuantExprContext *>(ctx)) {
    auto *q = ast_.make<QuantExpr>(r, c->TFORALL() ? QuantKind::TemporalForall : QuantKind::TemporalExists, mem);
    BoundDecl b(mem);
    for (auto *id : c->boundName())
      b.names.push_back(name(id->getStart()));
    q->bounds.push_back(std::move(b));
    q->body = expr(c->expr());
    return q;
  }
  if (auto *c = dynamic_cast<TP::IfExprContext *>(ctx))
    return ast_.make<IfExpr>(r, expr(c->expr(0)), expr(c->expr(1)), expr(c->expr(2)));
  if (auto *c = dynamic_cast<TP::CaseExprContext *>(ctx)) {
    auto *k = ast_.make<CaseExpr>(r, mem);
    for (auto *arm : c->caseArm())
      k->arms.push_back(CaseArm{expr(arm->expr(0)), expr(arm->expr(1)), locs_.range(arm)});
    if (c->OTHER())
      k->other = expr(c->expr());
    return k;
  }
  if (auto *c = dynamic_cast<TP::LetExprContext *>(ctx)) {
    auto *l = ast_.make<LetExpr>(r, mem);
    for (auto *u : c->letUnit())
      if (Unit *unit = letUnit(u))
        l->defs.push_back(unit);
    // The definitions' bodies sit one level lower than the LET's body: under their unit.
    if (operandHeight_ > 0)
      ++operandHeight_;
    l->body = expr(c->expr());
    return l;
  }
  if (auto *c = dynamic_cast<TP::ChooseExprContext *>(ctx)) {
    auto *ch = ast_.make<ChooseExpr>(r, mem);
    ch->bound = identOrTuple(c->identOrTuple());
    auto es = c->expr();
    if (es.size() == 2) {
      ch->bound.set = expr(es[0]);
      ch->body = expr(es[1]);
    } else {
      ch->body = expr(es.empty() ? nullptr : es[0]);
    }
    return ch;
  }
  if (dynamic_cast<TP::EmptySetExprContext *>(ctx))
    return ast_.make<SetEnumExpr>(r, mem);
  if (auto *c = dynamic_cast<TP::SetEnumExprContext *>(ctx)) {
    auto *s = ast_.make<SetEnumExpr>(r, mem);
    s->elements = exprList(c->expr());
    return s;
  }
  if (auto *c = dynamic_cast<TP::SetFilterExprContext *>(ctx)) {
    auto *s = ast_.make<SetFilterExpr>(r, mem);
    s->bound = identOrTuple(c->identOrTuple());
    s->bound.set = expr(c->expr(0));
    s->predicate = expr(c->expr(1));
    return s;
  }
  if (auto *c = dynamic_cast<TP::SetMapExprContext *>(ctx)) {
    auto *s = ast_.make<SetMapExpr>(r, mem);
    s->body = expr(c->expr());
    if (!setMapBodyAllowed(s->body))
      diags_.report(DiagId::err_syntax, s->body->range) << std::string(kSetMapIn);
    for (auto *b : c->quantBound())
      s->bounds.push_back(quantBound(b));
    return s;
  }
  if (auto *c = dynamic_cast<TP::FcnCtorExprContext *>(ctx)) {
    auto *f = ast_.make<FcnCtorExpr>(r, mem);
    for (auto *b : c->quantBound())
      f->bounds.push_back(quantBound(b));
    f->body = expr(c->expr());
    return f;
  }
  if (auto *c = dynamic_cast<TP::RecordExprContext *>(ctx)) {
    auto *rec = ast_.make<RecordExpr>(r, mem);
    std::vector<antlr4::ParserRuleContext *> names{c->fieldName()};
    for (auto *n : c->plainFieldName())
      names.push_back(n);
    auto values = c->expr();
    for (size_t i = 0; i < names.size() && i < values.size(); ++i)
      rec->fields.push_back(FieldInit{fieldName(names[i]), expr(values[i])});
    return rec;
  }
  if (auto *c = dynamic_cast<TP::RecordSetExprContext *>(ctx)) {
    auto *rec = ast_.make<RecordSetExpr>(r, mem);
    auto names = c->plainFieldName();
    auto values = c->expr();
    for (size_t i = 0; i < names.size() && i < values.size(); ++i)
      rec->fields.push_back(FieldInit{fieldName(names[i]), expr(values[i])});
    return rec;
  }
  if (auto *c = dynamic_cast<TP::ExceptExprContext *>(ctx)) {
    auto *ex = ast_.make<ExceptExpr>(r, expr(c->expr()), mem);
    for (auto *spec : c->exceptSpec()) {
      ExceptSpec s(mem);
      s.range = locs_.range(spec);
      for (auto *p : spec->exceptPath()) {
        ExceptStep step(mem);
        if (p->exceptField()) {
          step.isField = true;
          step.field = name(p->exceptField()->getStart());
        } else {
          for (Expr *x : exprList(p->expr()))
            step.args.push_back(x);
        }
        s.path.push_back(std::move(step));
      }
      s.value = expr(spec->expr());
      ex->specs.push_back(std::move(s));
    }
    return ex;
  }
  if (auto *c = dynamic_cast<TP::FcnSetExprContext *>(ctx))
    return ast_.make<FcnSetExpr>(r, expr(c->expr(0)), expr(c->expr(1)));
  if (auto *c = dynamic_cast<TP::TupleExprContext *>(ctx)) {
    auto *t = ast_.make<TupleExpr>(r, mem);
    t->elements = exprList(c->expr());
    return t;
  }
  if (auto *c = dynamic_cast<TP::BoxActionExprContext *>(ctx))
    return ast_.make<BoxActionExpr>(r, expr(c->expr()), subscript(c->subscript()));
  if (auto *c = dynamic_cast<TP::AngleActionExprContext *>(ctx))
    return angleAction(r, exprList(c->expr()), subscript(c->subscript()));
  if (auto *c = dynamic_cast<TP::OpSymbolExprContext *>(ctx))
    return opSymbolExpr(r, c->getStart()->getType(), c->postfixOp() != nullptr);
  if (auto *c = dynamic_cast<TP::FairnessExprContext *>(ctx))
    return ast_.make<FairnessExpr>(r, c->SF() != nullptr, subscript(c->fairnessSubscript()),
                                   expr(c->expr()));
  if (auto *c = dynamic_cast<TP::LambdaExprContext *>(ctx)) {
    auto *l = ast_.make<LambdaExpr>(r, mem);
    for (auto *id : c->boundName())
      l->params.push_back(name(id->getStart()));
    l->body = expr(c->expr());
    return l;
  }
  if (auto *c = dynamic_cast<TP::LabelExprContext *>(ctx)) {
    auto *l = ast_.make<LabelExpr>(r, name(c->label), mem);
    auto ids = c->IDENT();
    for (size_t i = 1; i < ids.size(); ++i)
      l->params.push_back(name(ids[i]));
    l->body = expr(c->expr());
    return l;
  }
  if (auto *c = dynamic_cast<TP::BuiltinSetExprContext *>(ctx)) {
    return ast_.make<BuiltinSetExpr>(r, c->BOOLEAN() ? BuiltinSetKind::Boolean : BuiltinSetKind::String);
  }
  if (dynamic_cast<TP::AtExprContext *>(ctx))
    return ast_.make<AtExpr>(r);
  if (auto *c = dynamic_cast<TP::DecimalExprContext *>(ctx))
    return ast_.make<DecimalExpr>(r, ast_.intern(c->getStart()->getText()));
  if (auto *c = dynamic_cast<TP::RadixNumberExprContext *>(ctx)) {
    std::string text = c->getStart()->getText();
    int base = (text[1] == 'b' || text[1] == 'B') ? 2 : (text[1] == 'o' || text[1] == 'O') ? 8 : 16;
    return ast_.make<NumberExpr>(r, ast_.intern(text), parseInteger(std::string_view(text).substr(2), base));
  }
  if (auto *c = dynamic_cast<TP::StepRefExprContext *>(ctx))
    // Subexpression navigation after a step name (<1>a!<<!>>!3) is parsed
    // but not kept (proofs are not checked); the range covers it.
    return ast_.make<StepRefExpr>(r, ast_.intern(c->getStart()->getText()));
  return ast_.make<ErrorExpr>(r);
}

} // namespace tlacore
