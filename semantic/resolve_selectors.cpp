// Subexpression names (Op!2!1, Op(a)!lbl, SOp!@ as an operator argument): their arguments, labels,
// arity and the level of the subexpression they select (SANY's selectorToNode).
#include "resolver.h"
#include "subexpr_path.h"

namespace tlacore::sem {

using namespace ast;

namespace {

Resolver::Lvl atLevel(Level l) {
  Resolver::Lvl out;
  out.level = l;
  return out;
}

bool isSymbolKindOp(SymbolKind k) {
  return k == SymbolKind::Operator || k == SymbolKind::Function || k == SymbolKind::Theorem ||
         k == SymbolKind::Assumption;
}

} // namespace

// The level SANY gives an expression already resolved (each name's symbol set), computed again for
// a part of it: the part a subexpression name selects. Parameters and bound identifiers in `bound`
// take the levels of the arguments the name gives them.
Resolver::Lvl Resolver::resolvedLevel(const Expr *e, const std::unordered_map<const Symbol *, Lvl> &bound) {
  Lvl out;
  if (!e)
    return out;
  auto all = [&](std::initializer_list<const Expr *> parts) {
    for (const Expr *p : parts)
      out.merge(resolvedLevel(p, bound));
  };
  // An application of `s` to `args` (an operator, a parameter, a constant, a variable).
  auto apply = [&](const Symbol *s, std::span<Expr *const> args) {
    std::vector<Lvl> levels;
    for (const Expr *a : args)
      levels.push_back(resolvedLevel(a, bound));
    Lvl r;
    if (!s) {
      for (const Lvl &l : levels)
        r.merge(l);
      return r;
    }
    if (auto it = bound.find(s); it != bound.end())
      r = it->second;
    const Symbol *d = s->underlying();
    if (auto it = bound.find(d); it != bound.end() && d != s)
      r.merge(it->second);
    switch (d->kind) {
    case SymbolKind::Variable:
      r.level = maxLevel(r.level, Level::State);
      break;
    case SymbolKind::BoundVar:
      // A bound identifier the name gives an argument is a parameter of SANY's LAMBDA: the
      // argument's level, not the identifier's (x of \EE x is state-level).
      if (!bound.count(s) && !bound.count(d))
        r.level = maxLevel(r.level, d->level);
      break;
    case SymbolKind::OpParam:
    case SymbolKind::Constant:
      if (d->kind == SymbolKind::OpParam && !bound.count(d))
        r.deps.push_back(d);
      for (const Lvl &l : levels)
        r.merge(l);
      break;
    default:
      if (!isSymbolKindOp(d->kind)) {
        for (const Lvl &l : levels)
          r.merge(l);
        break;
      }
      r.level = maxLevel(r.level, d->level);
      for (const Symbol *dep : d->levelDeps) {
        if (dep->owner == d && dep->paramIndex < static_cast<int>(levels.size()))
          r.merge(levels[static_cast<size_t>(dep->paramIndex)]);
        else if (dep->owner != d) {
          if (auto it = bound.find(dep); it != bound.end())
            r.merge(it->second);
          else
            r.deps.push_back(dep);
        }
      }
    }
    return r;
  };
  switch (e->kind) {
  case ExprKind::OpApp: {
    auto *a = static_cast<const OpAppExpr *>(e);
    if (a->isSymbol)
      return out;
    if (a->path.size() == 1)
      return apply(a->path[0].symbol, a->path[0].args);
    // I!Op(x) or a nested subexpression name: the definition's level and all arguments.
    for (const NameSegment &seg : a->path) {
      if (seg.symbol && isSymbolKindOp(seg.symbol->underlying()->kind))
        out.level = maxLevel(out.level, seg.symbol->underlying()->level);
      for (const Expr *x : seg.args)
        out.merge(resolvedLevel(x, bound));
    }
    return out;
  }
  case ExprKind::Prefix: {
    auto *p = static_cast<const PrefixExpr *>(e);
    if (p->symbol)
      return apply(p->symbol, std::span<Expr *const>(&p->operand, 1));
    out = resolvedLevel(p->operand, bound);
    if (p->builtin == BuiltinOp::Always || p->builtin == BuiltinOp::Eventually)
      out = atLevel(Level::Temporal);
    else if (p->builtin == BuiltinOp::Enabled)
      out = atLevel(Level::State);
    else if (p->builtin == BuiltinOp::Unchanged)
      out = atLevel(Level::Action);
    return out;
  }
  case ExprKind::Postfix: {
    auto *p = static_cast<const PostfixExpr *>(e);
    if (p->symbol)
      return apply(p->symbol, std::span<Expr *const>(&p->operand, 1));
    out = resolvedLevel(p->operand, bound);
    if (p->builtin == BuiltinOp::Prime)
      out = atLevel(Level::Action);
    return out;
  }
  case ExprKind::Infix: {
    auto *in = static_cast<const InfixExpr *>(e);
    if (in->symbol) {
      Expr *const args[] = {in->lhs, in->rhs};
      return apply(in->symbol, args);
    }
    all({in->lhs, in->rhs});
    if (in->builtin == BuiltinOp::Cdot)
      out = atLevel(Level::Action);
    else if (in->builtin == BuiltinOp::LeadsTo || in->builtin == BuiltinOp::WhilePlus)
      out = atLevel(Level::Temporal);
    return out;
  }
  case ExprKind::BoxAction:
  case ExprKind::AngleAction:
    return atLevel(Level::Action);
  case ExprKind::Fairness:
    return atLevel(Level::Temporal);
  case ExprKind::Quant: {
    auto *q = static_cast<const QuantExpr *>(e);
    if (q->quant == QuantKind::TemporalForall || q->quant == QuantKind::TemporalExists)
      return atLevel(Level::Temporal);
    for (const BoundDecl &b : q->bounds)
      all({b.set});
    all({q->body});
    return out;
  }
  case ExprKind::Choose: {
    auto *c = static_cast<const ChooseExpr *>(e);
    all({c->bound.set, c->body});
    return out;
  }
  case ExprKind::SetFilter: {
    auto *s = static_cast<const SetFilterExpr *>(e);
    all({s->bound.set, s->predicate});
    return out;
  }
  case ExprKind::SetMap: {
    auto *s = static_cast<const SetMapExpr *>(e);
    for (const BoundDecl &b : s->bounds)
      all({b.set});
    all({s->body});
    return out;
  }
  case ExprKind::FcnCtor: {
    auto *f = static_cast<const FcnCtorExpr *>(e);
    for (const BoundDecl &b : f->bounds)
      all({b.set});
    all({f->body});
    return out;
  }
  case ExprKind::Let:
    return resolvedLevel(static_cast<const LetExpr *>(e)->body, bound);
  case ExprKind::Label:
    return resolvedLevel(static_cast<const LabelExpr *>(e)->body, bound);
  case ExprKind::Lambda:
    return resolvedLevel(static_cast<const LambdaExpr *>(e)->body, bound);
  case ExprKind::Paren:
    return resolvedLevel(static_cast<const ParenExpr *>(e)->inner, bound);
  case ExprKind::Times:
    for (const Expr *f : static_cast<const TimesExpr *>(e)->factors)
      all({f});
    return out;
  case ExprKind::FcnApp: {
    auto *f = static_cast<const FcnAppExpr *>(e);
    all({f->fcn});
    for (const Expr *x : f->args)
      all({x});
    return out;
  }
  case ExprKind::Field:
    return resolvedLevel(static_cast<const FieldExpr *>(e)->record, bound);
  case ExprKind::Junction:
    for (const Expr *x : static_cast<const JunctionExpr *>(e)->items)
      all({x});
    return out;
  case ExprKind::SetEnum:
    for (const Expr *x : static_cast<const SetEnumExpr *>(e)->elements)
      all({x});
    return out;
  case ExprKind::Tuple:
    for (const Expr *x : static_cast<const TupleExpr *>(e)->elements)
      all({x});
    return out;
  case ExprKind::FcnSet:
    all({static_cast<const FcnSetExpr *>(e)->domain, static_cast<const FcnSetExpr *>(e)->range_});
    return out;
  case ExprKind::Record:
    for (const FieldInit &f : static_cast<const RecordExpr *>(e)->fields)
      all({f.value});
    return out;
  case ExprKind::RecordSet:
    for (const FieldInit &f : static_cast<const RecordSetExpr *>(e)->fields)
      all({f.value});
    return out;
  case ExprKind::Except: {
    auto *x = static_cast<const ExceptExpr *>(e);
    all({x->base});
    for (const ExceptSpec &s : x->specs) {
      for (const ExceptStep &st : s.path)
        for (const Expr *a : st.args)
          all({a});
      all({s.value});
    }
    return out;
  }
  case ExprKind::If: {
    auto *i = static_cast<const IfExpr *>(e);
    all({i->cond, i->thenExpr, i->elseExpr});
    return out;
  }
  case ExprKind::Case: {
    auto *c = static_cast<const CaseExpr *>(e);
    for (const CaseArm &a : c->arms)
      all({a.guard, a.value});
    all({c->other});
    return out;
  }
  default:
    return out;
  }
}

// Reports why a subexpression name selects nothing (SANY's message at the selector), unless it
// is a form the walk does not follow or a body it cannot enter (an ASSUME/PROVE theorem).
bool Resolver::reportSelection(const Selection &sel) {
  if (sel.unsupported || sel.error.empty() || sel.error.rfind("Cannot take subexpression", 0) == 0)
    return false;
  diags_.report(DiagId::err_selector, argumentListRange(sel.errorAt)) << sel.error;
  return true;
}

// A `!(e1, ..., en)` selector is located by SANY at its whole argument list (the syntax node of
// `(...)`), while the name segment holds only its `(`: the range is carried to the matching `)`.
SourceRange Resolver::argumentListRange(SourceRange r) const {
  const SourceManager &sm = set_.sources();
  if (!r.begin.valid())
    return r;
  std::string_view text = sm.bufferText(sm.fileOf(r.begin));
  size_t p = sm.offsetInBuffer(r.begin);
  if (p >= text.size() || text[p] != '(')
    return r;
  int depth = 0;
  for (size_t q = p; q < text.size(); ++q) {
    if (text[q] == '(')
      ++depth;
    else if (text[q] == ')' && --depth == 0)
      return SourceRange{r.begin, SourceLoc{static_cast<uint32_t>(r.begin.offset + (q + 1 - p))}};
  }
  return r;
}

Resolver::Lvl Resolver::selection(const Symbol *def, OpAppExpr *e, size_t i, bool asArgument, int expectedArity,
                                  const std::vector<const InstanceBinding *> &outer, int instanceParams) {
  NameSegment &seg = e->path[i];
  Lvl out;
  const Symbol *u = def->underlying();
  if (u->kind == SymbolKind::Theorem && u->unit && u->unit->kind == UnitKind::Theorem)
    checkAssumeProveSelection(def, static_cast<const TheoremUnit *>(u->unit)->assumeProve, pathSelectors(e, i + 1),
                              e == factName_, e->range);
  if (asArgument && expectedArity > 0) {
    // An operator argument (OOp(SOp!@, 2)): an operator whose parameters are those the path
    // introduces; SANY allows no arguments anywhere in the name.
    for (size_t k = i; k < e->path.size(); ++k)
      for (Expr *a : e->path[k].args)
        out.merge(expr(a));
    for (size_t k = i; k < e->path.size(); ++k)
      if (e->path[k].hasArgs) {
        diags_.report(DiagId::err_selector, e->path[k].name.range)
            << "Selector `" + std::string(e->path[k].name.text) + "' should not have argument(s).";
        return out;
      }
    Selection sel = selectPath(def, e, i);
    if (!sel.expr) {
      if (!reportSelection(sel))
        out.merge(argumentsFor(def, seg, seg.name.range, outer));
      return out;
    }
    int arity = instanceParams + static_cast<int>(sel.params.size());
    if (arity != expectedArity)
      diags_.report(DiagId::err_selector, e->range) << "Expected arity " + std::to_string(expectedArity) +
                                                           " but found operator of arity " + std::to_string(arity) +
                                                           ".";
    std::unordered_map<const Symbol *, Lvl> bound;
    for (const SelectionParam &p : sel.params)
      if (p.symbol)
        bound[p.symbol] = Lvl{};
    out.merge(resolvedLevel(sel.expr, bound));
    out.merge(substitutedConstants(def, outer));
    return out;
  }
  std::vector<Lvl> defArgs;
  // A wrong number of arguments of the definition: SANY reports it at the definition's argument
  // list, or at the whole name when it gives none.
  SourceRange arityAt = seg.hasArgs ? argumentListRange(SourceRange{seg.name.range.end, seg.name.range.end}) : e->range;
  std::string shown;
  for (size_t k = 0; k <= i; ++k)
    shown += (k ? "!" : "") + std::string(e->path[k].name.text);
  Lvl whole = argumentsFor(def, seg, arityAt, outer, &defArgs, shown);
  if (expectedArity >= 0 && wrongArgumentCount(def, seg))
    return whole; // SANY returns at the arity error, before the selectors and their arguments
  if (const LabelInfo *label = followLabels(def, e, i + 1); label && e != factName_)
    checkExpressionUse(nullptr, label, e->range);
  std::unordered_map<const Expr *, Lvl> argLevels;
  for (size_t k = i + 1; k < e->path.size(); ++k)
    for (Expr *a : e->path[k].args)
      argLevels[a] = expr(a);
  Selection sel = selectPath(def, e, i);
  // SANY stops at a wrong number of arguments of the definition before it selects.
  if (!sel.expr && expectedArity >= 0 && static_cast<int>(seg.args.size()) == def->arity)
    reportSelection(sel);
  if (!sel.expr || expectedArity < 0) {
    // A fact or DEF name, or a selection that names nothing: the definition's level.
    out.merge(whole);
    for (auto &[a, l] : argLevels)
      out.merge(l);
    return out;
  }
  bool hasAt = false;
  for (size_t k = i + 1; k < e->path.size(); ++k)
    hasAt = hasAt || e->path[k].name.text == "@";
  if (hasAt && expectedArity == 0 && !asArgument && static_cast<int>(seg.args.size()) == def->arity) {
    // An expression: every parameter the name introduces needs an argument; `!@` gives none
    // (selectorToNode's final check, at the whole name).
    size_t given = 0;
    for (const SelectionParam &p : sel.params)
      given += p.arg != nullptr;
    if (given != sel.params.size()) {
      diags_.report(DiagId::err_selector, e->range) << "Expected " + std::to_string(sel.params.size()) +
                                                           " arguments but found " + std::to_string(given) + ".";
      return out;
    }
  }
  std::unordered_map<const Symbol *, Lvl> bound;
  size_t defParams = def->underlying()->params.size();
  for (size_t k = 0; k < sel.params.size(); ++k) {
    const SelectionParam &p = sel.params[k];
    if (!p.symbol)
      continue;
    if (k < defParams)
      bound[p.symbol] = k < defArgs.size() ? defArgs[k] : Lvl{};
    else if (p.arg && argLevels.count(p.arg))
      bound[p.symbol] = argLevels[p.arg];
    else
      bound[p.symbol] = Lvl{};
  }
  if (!sel.fieldName.empty())
    return out; // the field name of r.a: a string
  out.merge(resolvedLevel(sel.expr, bound));
  out.merge(substitutedConstants(def, outer));
  return out;
}

} // namespace tlacore::sem
