// letRaisesLevelBound (level_bound.h).
#include "level_bound.h"

#include <unordered_set>

#include "definitions.h"

namespace tlacore::model {

using namespace ast;

namespace {

struct LetSearch {
  BindingsView bindings;
  std::unordered_set<const sem::Symbol *> seen; // definitions looked into

  bool in(const Expr *e, int depth) {
    if (!e || depth > 200)
      return false;
    // Tool.getLevelBoundAppl: ENABLED is bounded at state level, its argument unread.
    if (auto *p = dynCast<PrefixExpr>(e); p && !p->symbol && p->builtin == BuiltinOp::Enabled)
      return false;
    if (auto *let = dynCast<LetExpr>(e)) {
      for (size_t i = 0; i < let->defs.size(); ++i) {
        const sem::Symbol *d = let->defSymbols ? let->defSymbols[i] : nullptr;
        const Expr *body = d ? definitionBody(d) : nullptr;
        if (body && (isActionExpr(body, bindings) || isTemporalExpr(body, bindings) || in(body, depth + 1)))
          return true;
      }
    }
    if (auto *app = dynCast<OpAppExpr>(e); app && app->last().symbol && !bindings(app->last().symbol).bound) {
      const sem::Symbol *d = app->last().symbol->underlying();
      if (d->kind == sem::SymbolKind::Operator && !d->isRecursive && !(d->module && d->module->isStandard) &&
          seen.insert(d).second && in(definitionBody(d), depth + 1))
        return true;
    }
    bool found = false;
    forEachChild(e, [&](const Expr *c) { found = found || in(c, depth + 1); });
    return found;
  }
};

} // namespace

bool letRaisesLevelBound(const Expr *e, BindingsView bindings) {
  LetSearch s{bindings, {}};
  return s.in(e, 0);
}

namespace {

// TLC's @Evaluation/@TLAPlusOperator overrides with minLevel = 1.
bool stateLevelOverride(const sem::Symbol *d) {
  if (!d->module || !d->module->isStandard)
    return false;
  return (d->module->name == "TLC" && d->name == "TLCGet") || (d->module->name == "TLCExt" && d->name == "Trace");
}

struct OverrideSearch {
  const SpecModel &model;
  std::unordered_set<const sem::Symbol *> seen;

  bool symbol(const sem::Symbol *s, int depth) {
    const sem::Symbol *d = s->underlying();
    if (auto it = model.definitionOverrides.find(d); it != model.definitionOverrides.end())
      d = it->second->underlying();
    if (!seen.insert(d).second)
      return false;
    if (stateLevelOverride(d))
      return true;
    return d->kind == sem::SymbolKind::Operator && !(d->module && d->module->isStandard) &&
           in(definitionBody(d), depth + 1);
  }

  bool in(const Expr *e, int depth) {
    if (!e || depth > 200)
      return false;
    if (auto *let = dynCast<LetExpr>(e))
      for (size_t i = 0; i < let->defs.size(); ++i)
        if (const sem::Symbol *d = let->defSymbols ? let->defSymbols[i] : nullptr; d && symbol(d, depth))
          return true;
    if (auto *app = dynCast<OpAppExpr>(e))
      for (const NameSegment &seg : app->path)
        if (seg.symbol && symbol(seg.symbol, depth))
          return true;
    bool found = false;
    forEachChild(e, [&](const Expr *c) { found = found || in(c, depth + 1); });
    return found;
  }
};

} // namespace

bool readsStateThroughOverride(const Expr *e, const SpecModel &model) {
  OverrideSearch s{model, {}};
  return s.in(e, 0);
}

} // namespace tlacore::model
