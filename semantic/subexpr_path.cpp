// Subexpression names walked into a definition's body as SANY's selectorToNode walks them.
#include "subexpr_path.h"

#include <algorithm>
#include <cctype>

namespace tlacore::sem {

using namespace ast;

const Expr *selectableBody(const Symbol *def) {
  if (!def || !def->unit)
    return nullptr;
  if (def->kind == SymbolKind::Operator && def->unit->kind == UnitKind::OperatorDef)
    return static_cast<const OperatorDefUnit *>(def->unit)->body;
  if (def->kind == SymbolKind::Theorem && def->unit->kind == UnitKind::Theorem)
    return static_cast<const TheoremUnit *>(def->unit)->body;
  if (def->kind == SymbolKind::Assumption && def->unit->kind == UnitKind::Assume)
    return static_cast<const AssumeUnit *>(def->unit)->body;
  return nullptr;
}

bool hasSelector(const OpAppExpr *e, size_t *defIndex) {
  for (size_t i = 0; i + 1 < e->path.size(); ++i) {
    const Symbol *s = e->path[i].symbol;
    if (!s)
      return false;
    if (s->underlying()->kind != SymbolKind::Instance) {
      if (defIndex)
        *defIndex = i;
      return true;
    }
  }
  return false;
}

namespace {

enum class Sel { Name, Number, First, Last, Colon, At, Args };

Sel kindOf(const NameSegment &seg, size_t &n) {
  std::string_view t = seg.name.text;
  if (t == ":")
    return Sel::Colon;
  if (t == "<<")
    return Sel::First;
  if (t == ">>")
    return Sel::Last;
  if (t == "@")
    return Sel::At;
  if (t == "(" || t.empty())
    return Sel::Args;
  if (std::all_of(t.begin(), t.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
    n = 0;
    for (char c : t)
      n = std::min<size_t>(n * 10 + static_cast<size_t>(c - '0'), 1u << 30);
    return Sel::Number;
  }
  return Sel::Name;
}

} // namespace

bool isNameSelector(const NameSegment &seg) {
  size_t n = 0;
  return kindOf(seg, n) == Sel::Name;
}

std::string selectorItemText(const NameSegment &seg) {
  size_t n = 0;
  switch (kindOf(seg, n)) {
  case Sel::Number:
    return "argument selector " + std::string(seg.name.text);
  case Sel::Args:
    return "!(...)";
  default:
    return std::string(seg.name.text);
  }
}

namespace {

// SANY's ArgNum: the operand (from 1) a selector names among `arity`; 0 when none.
size_t argNum(Sel k, size_t n, size_t arity) {
  if (k == Sel::Number)
    return n >= 1 && n <= arity ? n : 0;
  if (k == Sel::First)
    return arity > 0 ? 1 : 0;
  if (k == Sel::Last)
    return arity == 2 ? 2 : 0;
  return 0;
}

const Expr *skipParens(const Expr *e) {
  while (e && e->kind == ExprKind::Paren)
    e = static_cast<const ParenExpr *>(e)->inner;
  return e;
}

// The bound identifiers in scope on the way down to a label, innermost last.
struct BoundScope {
  std::vector<const BoundDecl *> decls;
  const Symbol *find(std::string_view name) const {
    for (auto it = decls.rbegin(); it != decls.rend(); ++it)
      for (size_t i = 0; i < (*it)->names.size(); ++i)
        if ((*it)->names[i].text == name && (*it)->symbols)
          return (*it)->symbols[i];
    return nullptr;
  }
};

class Walker {
public:
  Walker(const OpAppExpr *e, Selection &out) : e_(e), out_(out) {}

  // Adds the parameters of definition `def`, named by segment `seg`.
  void defParams(const Symbol *def, const NameSegment &seg) {
    const Symbol *u = def->underlying();
    for (size_t i = 0; i < u->params.size(); ++i)
      out_.params.push_back({u->params[i], seg.hasArgs && i < seg.args.size() ? seg.args[i] : nullptr});
  }

  // The label `name` directly in `e` (not inside another label or a LET definition); the bound
  // identifiers on the way are pushed on `scope`.
  const LabelExpr *findLabel(const Expr *e, std::string_view name, BoundScope &scope) {
    e = skipParens(e);
    if (!e)
      return nullptr;
    if (e->kind == ExprKind::Label) {
      auto *l = static_cast<const LabelExpr *>(e);
      return l->label.text == name ? l : nullptr;
    }
    const LabelExpr *found = nullptr;
    size_t mark = scope.decls.size();
    forEachChild(e, scope, [&](const Expr *c) {
      if (!found) {
        size_t inner = scope.decls.size();
        found = findLabel(c, name, scope);
        if (!found)
          scope.decls.resize(inner);
      }
    });
    if (!found)
      scope.decls.resize(mark);
    return found;
  }

  // Calls fn on each operand of `e` where a label may be; binders push their bounds on `scope`
  // before their body.
  template <typename Fn> void forEachChild(const Expr *e, BoundScope &scope, Fn fn) {
    auto bodyAfter = [&](const Vec<BoundDecl> &bs, const Expr *body) {
      for (const BoundDecl &b : bs)
        if (b.set)
          fn(b.set);
      size_t mark = scope.decls.size();
      for (const BoundDecl &b : bs)
        scope.decls.push_back(&b);
      fn(body);
      (void)mark;
    };
    switch (e->kind) {
    case ExprKind::Quant: {
      auto *q = static_cast<const QuantExpr *>(e);
      bodyAfter(q->bounds, q->body);
      return;
    }
    case ExprKind::Choose: {
      auto *c = static_cast<const ChooseExpr *>(e);
      if (c->bound.set)
        fn(c->bound.set);
      scope.decls.push_back(&c->bound);
      fn(c->body);
      return;
    }
    case ExprKind::SetFilter: {
      auto *s = static_cast<const SetFilterExpr *>(e);
      if (s->bound.set)
        fn(s->bound.set);
      scope.decls.push_back(&s->bound);
      fn(s->predicate);
      return;
    }
    case ExprKind::SetMap: {
      auto *s = static_cast<const SetMapExpr *>(e);
      bodyAfter(s->bounds, s->body);
      return;
    }
    case ExprKind::FcnCtor: {
      auto *f = static_cast<const FcnCtorExpr *>(e);
      bodyAfter(f->bounds, f->body);
      return;
    }
    case ExprKind::Let:
      fn(static_cast<const LetExpr *>(e)->body);
      return;
    case ExprKind::Field:
      fn(static_cast<const FieldExpr *>(e)->record);
      return;
    case ExprKind::Label:
    case ExprKind::Lambda:
      return;
    default:
      for (const Expr *c : operands(e))
        fn(c);
    }
  }

  // The operands SANY's OpApplNode of `e` has, for expressions without bound identifiers.
  static std::vector<const Expr *> operands(const Expr *e) {
    switch (e->kind) {
    case ExprKind::Junction: {
      auto *j = static_cast<const JunctionExpr *>(e);
      return {j->items.begin(), j->items.end()};
    }
    case ExprKind::Infix: {
      auto *in = static_cast<const InfixExpr *>(e);
      return {in->lhs, in->rhs};
    }
    case ExprKind::Prefix:
      return {static_cast<const PrefixExpr *>(e)->operand};
    case ExprKind::Postfix:
      return {static_cast<const PostfixExpr *>(e)->operand};
    case ExprKind::Times: {
      auto *t = static_cast<const TimesExpr *>(e);
      return {t->factors.begin(), t->factors.end()};
    }
    case ExprKind::FcnApp: {
      auto *f = static_cast<const FcnAppExpr *>(e);
      if (f->args.size() == 1)
        return {f->fcn, f->args[0]};
      return {f->fcn, nullptr}; // f[a, b]: the argument is the tuple <<a, b>>
    }
    case ExprKind::Field:
      return {static_cast<const FieldExpr *>(e)->record, e};
    case ExprKind::SetEnum: {
      auto *s = static_cast<const SetEnumExpr *>(e);
      return {s->elements.begin(), s->elements.end()};
    }
    case ExprKind::Tuple: {
      auto *t = static_cast<const TupleExpr *>(e);
      return {t->elements.begin(), t->elements.end()};
    }
    case ExprKind::FcnSet: {
      auto *f = static_cast<const FcnSetExpr *>(e);
      return {f->domain, f->range_};
    }
    case ExprKind::Record: {
      std::vector<const Expr *> v;
      for (const FieldInit &f : static_cast<const RecordExpr *>(e)->fields)
        v.push_back(f.value);
      return v;
    }
    case ExprKind::RecordSet: {
      std::vector<const Expr *> v;
      for (const FieldInit &f : static_cast<const RecordSetExpr *>(e)->fields)
        v.push_back(f.value);
      return v;
    }
    case ExprKind::If: {
      auto *i = static_cast<const IfExpr *>(e);
      return {i->cond, i->thenExpr, i->elseExpr};
    }
    case ExprKind::Case: {
      std::vector<const Expr *> v;
      auto *c = static_cast<const CaseExpr *>(e);
      for (const CaseArm &a : c->arms) {
        v.push_back(a.guard);
        v.push_back(a.value);
      }
      if (c->other)
        v.push_back(c->other);
      return v;
    }
    case ExprKind::Except: {
      std::vector<const Expr *> v{static_cast<const ExceptExpr *>(e)->base};
      for (const ExceptSpec &s : static_cast<const ExceptExpr *>(e)->specs)
        v.push_back(s.value);
      return v;
    }
    case ExprKind::BoxAction: {
      auto *b = static_cast<const BoxActionExpr *>(e);
      return {b->action, b->subscript};
    }
    case ExprKind::AngleAction: {
      auto *b = static_cast<const AngleActionExpr *>(e);
      return {b->action, b->subscript};
    }
    case ExprKind::Fairness: {
      auto *f = static_cast<const FairnessExpr *>(e);
      return {f->subscript, f->action};
    }
    case ExprKind::OpApp: {
      auto *a = static_cast<const OpAppExpr *>(e);
      if (a->isSymbol)
        return {};
      return {a->args().begin(), a->args().end()};
    }
    default:
      return {};
    }
  }

  bool fail(std::string why, size_t idx) {
    out_.error = std::move(why);
    out_.errorAt = e_->path[idx].name.range;
    out_.expr = nullptr;
    return false;
  }

  // Follows the label named by segment idx in `cur` (the body of a definition or label).
  bool label(const Expr *&cur, size_t idx) {
    const NameSegment &seg = e_->path[idx];
    BoundScope scope = scope_;
    const LabelExpr *l = findLabel(cur, seg.name.text, scope);
    if (!l)
      return fail("Cannot find label `" + std::string(seg.name.text) + "'.", idx);
    scope_ = scope;
    for (size_t i = 0; i < l->params.size(); ++i)
      out_.params.push_back({scope_.find(l->params[i].text), seg.hasArgs && i < seg.args.size() ? seg.args[i] : nullptr});
    cur = l->body;
    return true;
  }

  // The binders: their bounds (for !n) and the bodies `!(e)` and `!@` enter.
  struct Binder {
    std::vector<const BoundDecl *> bounds;
    const Expr *body = nullptr;
  };
  static bool binder(const Expr *e, Binder &b) {
    auto all = [&](const Vec<BoundDecl> &bs) {
      for (const BoundDecl &d : bs)
        b.bounds.push_back(&d);
    };
    switch (e->kind) {
    case ExprKind::Quant:
      all(static_cast<const QuantExpr *>(e)->bounds);
      b.body = static_cast<const QuantExpr *>(e)->body;
      return true;
    case ExprKind::Choose:
      b.bounds.push_back(&static_cast<const ChooseExpr *>(e)->bound);
      b.body = static_cast<const ChooseExpr *>(e)->body;
      return true;
    case ExprKind::SetFilter:
      b.bounds.push_back(&static_cast<const SetFilterExpr *>(e)->bound);
      b.body = static_cast<const SetFilterExpr *>(e)->predicate;
      return true;
    case ExprKind::SetMap:
      all(static_cast<const SetMapExpr *>(e)->bounds);
      b.body = static_cast<const SetMapExpr *>(e)->body;
      return true;
    case ExprKind::FcnCtor:
      all(static_cast<const FcnCtorExpr *>(e)->bounds);
      b.body = static_cast<const FcnCtorExpr *>(e)->body;
      return true;
    default:
      return false;
    }
  }

  // SANY's selectorItemToString: `2`, `argument selector <<`, `!(...)`.
  static std::string itemText(const NameSegment &seg) {
    size_t n = 0;
    Sel k = kindOf(seg, n);
    if (k == Sel::Args)
      return "!(...)";
    if (k == Sel::First || k == Sel::Last || k == Sel::At || k == Sel::Colon)
      return "argument selector " + std::string(seg.name.text);
    return std::string(seg.name.text);
  }

  // One positional selector (segment idx) applied to `cur`.
  bool operand(const Expr *&cur, size_t &idx) {
    const NameSegment &seg = e_->path[idx];
    size_t n = 0;
    Sel k = kindOf(seg, n);
    std::string sel = itemText(seg);
    for (;;) {
      cur = skipParens(cur);
      if (!cur)
        return fail("Subexpression selection failed, probably due to an error in the selected expression.", idx);
      if (cur->kind == ExprKind::Label) {
        cur = static_cast<const LabelExpr *>(cur)->body;
        continue;
      }
      break;
    }
    if (cur->kind == ExprKind::Let) {
      if (argNum(k, n, 1) != 1)
        return fail("A LET/IN expression has only one operand.", idx);
      cur = static_cast<const LetExpr *>(cur)->body;
      return true;
    }
    Binder b;
    if (binder(cur, b)) {
      if (k == Sel::Args || k == Sel::At) {
        size_t count = 0;
        for (const BoundDecl *d : b.bounds)
          count += d->names.size();
        if (k == Sel::Args && seg.args.size() != count)
          return fail("Selector with " + std::to_string(seg.args.size()) +
                          " argument(s) used for quantifier with " + std::to_string(count) + " bound identifier(s).",
                      idx);
        size_t a = 0;
        for (const BoundDecl *d : b.bounds) {
          scope_.decls.push_back(d);
          for (size_t i = 0; i < d->names.size(); ++i, ++a)
            out_.params.push_back({d->symbols ? d->symbols[i] : nullptr, k == Sel::Args ? seg.args[a] : nullptr});
        }
        cur = b.body;
        return true;
      }
      std::vector<const Expr *> sets;
      for (const BoundDecl *d : b.bounds)
        if (d->set)
          sets.push_back(d->set);
      size_t i = argNum(k, n, sets.size());
      if (!i)
        return fail("Nonexistent operand specified by `" + sel + "'.", idx);
      cur = sets[i - 1];
      return true;
    }
    if (k == Sel::Args || k == Sel::At) {
      if (cur->kind == ExprKind::Lambda) {
        auto *l = static_cast<const LambdaExpr *>(cur);
        for (size_t i = 0; i < l->params.size(); ++i)
          out_.params.push_back({l->paramSymbols ? l->paramSymbols[i] : nullptr,
                                 k == Sel::Args && i < seg.args.size() ? seg.args[i] : nullptr});
        cur = l->body;
        return true;
      }
      return fail("Nonexistent operand specified by `" + sel + "'.", idx);
    }
    if (cur->kind == ExprKind::Case) {
      auto *c = static_cast<const CaseExpr *>(cur);
      if (idx + 1 == e_->path.size())
        return fail("Subexpression of CASE must have form !i!j.", idx);
      size_t arms = c->arms.size() + (c->other ? 1 : 0);
      size_t i = argNum(k, n, arms);
      if (!i)
        return fail("Nonexistent operand specified by `" + sel + "'.", idx);
      ++idx;
      size_t m = 0;
      Sel k2 = kindOf(e_->path[idx], m);
      size_t j = argNum(k2, m, 2);
      if (!j)
        return fail("Second selector for CASE subexpression must specify  one of two operands.", idx);
      if (i > c->arms.size()) {
        if (j == 1)
          return fail("Selecting OTHER in a CASE statement.", idx);
        cur = c->other;
      } else {
        cur = j == 1 ? c->arms[i - 1].guard : c->arms[i - 1].value;
      }
      return true;
    }
    if (cur->kind == ExprKind::Except) {
      auto *x = static_cast<const ExceptExpr *>(cur);
      size_t i = argNum(k, n, 1 + x->specs.size());
      if (!i)
        return fail("Nonexistent operand specified by `" + sel + "'.", idx);
      if (i > 1)
        return fail("Selecting subexpression of an EXCEPT not yet implemented.", idx);
      cur = x->base;
      return true;
    }
    std::vector<const Expr *> ops = operands(cur);
    if (ops.empty()) {
      if (cur->kind == ExprKind::OpApp)
        return fail("Choosing operand `" + sel + "' of subexpression with no operands.", idx);
      return fail("Selecting subexpression of expression that has none.", idx);
    }
    size_t i = argNum(k, n, ops.size());
    if (!i)
      return fail("Nonexistent operand specified by `" + sel + "'.", idx);
    if (cur->kind == ExprKind::Field && i == 2) {
      out_.fieldName = static_cast<const FieldExpr *>(cur)->field.text;
      if (idx + 1 != e_->path.size())
        return fail("Selecting subexpression of expression that has none.", idx + 1);
      return true; // cur stays the FieldExpr
    }
    if (!ops[i - 1]) {
      out_.unsupported = true; // f[a, b]!2: SANY's argument is the tuple <<a, b>>, which has no node here
      return fail("", idx);
    }
    cur = ops[i - 1];
    return true;
  }

  // A LET definition named by segment idx after a positional selector: `cur` must be a LET.
  bool letName(const Expr *&cur, size_t idx) {
    cur = skipParens(cur);
    while (cur && cur->kind == ExprKind::Label)
      cur = skipParens(static_cast<const LabelExpr *>(cur)->body);
    if (!cur || cur->kind != ExprKind::Let)
      return fail("A name selector here must be from a LET clause.", idx - 1);
    auto *let = static_cast<const LetExpr *>(cur);
    const NameSegment &seg = e_->path[idx];
    for (size_t i = 0; i < let->defs.size(); ++i) {
      const Symbol *s = let->defSymbols ? let->defSymbols[i] : nullptr;
      if (s && s->name == seg.name.text && s->kind == SymbolKind::Operator) {
        defParams(s, seg);
        cur = selectableBody(s);
        if (!cur)
          return fail("Unknown operator: `" + std::string(seg.name.text) + "'.", idx);
        return true;
      }
    }
    return fail("Unknown operator: `" + std::string(seg.name.text) + "'.", idx);
  }

  void run(const Symbol *def, size_t first) {
    const Expr *cur = selectableBody(def->underlying());
    if (!cur) {
      fail("Cannot take subexpression of `" + std::string(e_->path[first].name.text) + "'.", first);
      return;
    }
    defParams(def, e_->path[first]);
    bool afterName = true; // the previous segment named a definition or a label
    for (size_t idx = first + 1; idx < e_->path.size(); ++idx) {
      size_t n = 0;
      Sel k = kindOf(e_->path[idx], n);
      if (k == Sel::Colon) {
        afterName = false; // Op!lbl!:!Def names a LET definition, not a label
        continue;
      }
      if (k == Sel::Name) {
        if (afterName) {
          if (!label(cur, idx))
            return;
        } else if (!letName(cur, idx)) {
          return;
        }
        afterName = true;
        continue;
      }
      out_.positional = true;
      if (!operand(cur, idx))
        return;
      afterName = false;
    }
    out_.expr = cur;
  }

private:
  const OpAppExpr *e_;
  Selection &out_;
  BoundScope scope_;
};

} // namespace

Selection selectPath(const Symbol *def, const OpAppExpr *e, size_t first) {
  Selection out;
  if (!def)
    return out;
  Walker(e, out).run(def, first);
  return out;
}

} // namespace tlacore::sem
