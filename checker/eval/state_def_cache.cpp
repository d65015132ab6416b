// StateDefCache: which definitions qualify, what they read, and the kept values.
#include "state_def_cache.h"

#include <algorithm>
#include <memory>
#include <unordered_set>

#include "evaluator.h"
#include "model/expr_levels.h"
#include "value/tlc_compare.h"

namespace tlacore::eval {

using namespace ast;

void StateDefCacheDeleter::operator()(StateDefCache *c) const { delete c; }

namespace {

// The variables a definition's body reads, through every definition it
// reaches; false when the body reads anything else that could change
// between two evaluations (see state_def_cache.h).
struct ReadsWalk {
  const model::SpecModel &model;
  std::vector<int> &slots;
  std::unordered_set<const sem::Symbol *> visited;

  bool symbol(const sem::Symbol *s) {
    if (!s)
      return true;
    if (s->kind == sem::SymbolKind::Imported || s->kind == sem::SymbolKind::Instance ||
        s->kind == sem::SymbolKind::Theorem || s->kind == sem::SymbolKind::Assumption)
      return false; // evaluated in an instance's context, or not a plain value
    const sem::Symbol *d = s->underlying();
    if (!visited.insert(d).second)
      return true;
    // The cfg's `Op <- Other` may apply at some references only: both are read.
    if (auto it = model.definitionOverrides.find(d); it != model.definitionOverrides.end())
      if (!symbol(it->second))
        return false;
    switch (d->kind) {
    case sem::SymbolKind::Variable: {
      auto it = model.variableSlot.find(d);
      if (it == model.variableSlot.end())
        return false;
      slots.push_back(it->second);
      return true;
    }
    case sem::SymbolKind::Constant:
      if (d->arity > 0)
        return false; // an operator constant: what it stands for is not followed here
      if (auto it = model.constantSubstitutes.find(d); it != model.constantSubstitutes.end())
        return symbol(it->second);
      return model.constantValues.count(d) > 0;
    case sem::SymbolKind::BoundVar:
    case sem::SymbolKind::OpParam:
      return true; // bound inside the body
    case sem::SymbolKind::Operator:
    case sem::SymbolKind::Function:
      if (d->module && d->module->isStandard)
        return true; // reads its arguments only (its effects are isPureExpr's question)
      if (!d->unit)
        return true;
      if (d->unit->kind == UnitKind::OperatorDef)
        return expr(static_cast<const OperatorDefUnit *>(d->unit)->body);
      if (d->unit->kind == UnitKind::FunctionDef)
        return expr(static_cast<const FunctionDefUnit *>(d->unit)->body);
      return false;
    default:
      return false;
    }
  }

  bool expr(const Expr *e) {
    if (!e)
      return true;
    switch (e->kind) {
    case ExprKind::BoxAction:
    case ExprKind::AngleAction:
    case ExprKind::Fairness:
      return false;
    case ExprKind::Prefix: {
      auto *p = cast<PrefixExpr>(e);
      if (!p->symbol && (p->builtin == BuiltinOp::Enabled || p->builtin == BuiltinOp::Unchanged ||
                         p->builtin == BuiltinOp::Always || p->builtin == BuiltinOp::Eventually))
        return false;
      if (!symbol(p->symbol))
        return false;
      break;
    }
    case ExprKind::Postfix: {
      auto *p = cast<PostfixExpr>(e);
      if (!p->symbol && p->builtin == BuiltinOp::Prime)
        return false;
      if (!symbol(p->symbol))
        return false;
      break;
    }
    case ExprKind::Infix: {
      auto *in = cast<InfixExpr>(e);
      if (!in->symbol && (in->builtin == BuiltinOp::LeadsTo || in->builtin == BuiltinOp::WhilePlus))
        return false;
      if (!symbol(in->symbol))
        return false;
      break;
    }
    case ExprKind::Quant: {
      auto q = cast<QuantExpr>(e)->quant;
      if (q == QuantKind::TemporalExists || q == QuantKind::TemporalForall)
        return false;
      break;
    }
    case ExprKind::OpApp: {
      auto *app = cast<OpAppExpr>(e);
      if (app->path.size() != 1)
        return false; // an instance path or a subexpression selector
      if (!symbol(app->path[0].symbol))
        return false;
      break;
    }
    default:
      break;
    }
    bool ok = true;
    model::forEachChild(e, [&](const Expr *c) { ok = ok && expr(c); });
    return ok;
  }
};

size_t countUnmarked(const val::Value &v, bool &keepable) {
  using val::Kind;
  switch (v.kind()) {
  case Kind::Bool:
  case Kind::Int:
  case Kind::String:
  case Kind::ModelValue:
    return 0;
  case Kind::Error:
  case Kind::PredSet:
  case Kind::LazyFcn: // (made in one state, its body read there)
    keepable = false;
    return 0;
  default:
    break;
  }
  size_t n = v.heap()->hashCache.load(std::memory_order_relaxed) == 0 ? 1 : 0;
  switch (v.kind()) {
  case Kind::Set:
    for (const val::Value &e : v.elems())
      n += countUnmarked(e, keepable);
    break;
  case Kind::Fcn:
    for (const val::Value &k : v.keys())
      n += countUnmarked(k, keepable);
    for (const val::Value &x : v.vals())
      n += countUnmarked(x, keepable);
    break;
  case Kind::Interval:
  case Kind::InfSet:
    break;
  default: { // the lazy sets
    auto *o = static_cast<const val::LazySetObj *>(v.heap());
    if (v.kind() == Kind::Union && !o->listedNormalized.load(std::memory_order_relaxed))
      ++n;
    for (const val::Value &p : o->parts)
      n += countUnmarked(p, keepable);
    for (const val::Value &f : o->fieldNames)
      n += countUnmarked(f, keepable);
  }
  }
  return n;
}

// No set inside `v` whose elements TLC could not sort (it would raise its
// comparison error where a kept value, compared with itself by identity, would not).
bool sortable(const val::Value &v) {
  using val::Kind;
  switch (v.kind()) {
  case Kind::Set:
    if (!val::tlcNormalizeError(v).empty())
      return false;
    for (const val::Value &e : v.elems())
      if (e.kind() >= Kind::Set && !sortable(e))
        return false;
    return true;
  case Kind::Fcn:
    for (const val::Value &x : v.vals())
      if (x.kind() >= Kind::Set && !sortable(x))
        return false;
    return true;
  case Kind::Interval:
  case Kind::InfSet:
    return true;
  case Kind::LazyFcn: // compared, it raises its error
    return false;
  default:
    if (v.kind() < Kind::Set)
      return true;
    for (const val::Value &p : static_cast<const val::LazySetObj *>(v.heap())->parts)
      if (!sortable(p))
        return false;
    return true;
  }
}

bool sameObject(const val::Value &a, const val::Value &b) { return a.kind() == b.kind() && a.heap() == b.heap(); }

} // namespace

size_t unmarkedObjects(const val::Value &v) {
  bool keepable = true;
  return countUnmarked(v, keepable);
}

bool keepableValue(const val::Value &v, size_t &unmarked) {
  bool keepable = true;
  unmarked = countUnmarked(v, keepable);
  return keepable && sortable(v);
}

StateDefCache::Info &StateDefCache::info(const sem::Symbol *def, Use use) {
  bool fresh = false;
  Info *&slot = (use == Use::Value ? infos_ : listingInfos_).get(def, fresh);
  if (slot)
    return *slot;
  store_.push_back(std::make_unique<Info>());
  slot = store_.back().get();
  Info &i = *slot;
  auto *u = static_cast<const OperatorDefUnit *>(def->unit);
  ReadsWalk walk{model_, i.slots, {}};
  bool ok = u && def->unit->kind == UnitKind::OperatorDef && model::isPureExpr(u->body, model_) &&
            walk.expr(u->body) && !i.slots.empty();
  std::sort(i.slots.begin(), i.slots.end());
  i.slots.erase(std::unique(i.slots.begin(), i.slots.end()), i.slots.end());
  i.decided = ok ? 1 : 2;
  return i;
}

const val::Value *StateDefCache::input(const StateView &at, int s) {
  if (at.primed) {
    if (!at.next || (at.nextAssigned && !at.nextAssigned[s]))
      return nullptr;
    return &at.next[s];
  }
  if (!at.cur || at.cur[s].isError())
    return nullptr;
  return &at.cur[s];
}

const val::Value *StateDefCache::find(const sem::Symbol *def, const StateView &at, bool &usable, Use use) {
  Info &i = info(def, use);
  usable = false;
  if (i.decided != 1)
    return nullptr;
  for (int s : i.slots)
    if (!input(at, s))
      return nullptr;
  usable = true;
  for (Entry &e : i.entries) {
    if (!e.used)
      continue;
    bool same = true;
    for (size_t k = 0; k < i.slots.size() && same; ++k)
      same = sameObject(e.inputs[k], *input(at, i.slots[k]));
    if (!same)
      continue;
    if (!e.hasValue) { // read a second time in these inputs: worth keeping now
      ++counts_.misses;
      return nullptr;
    }
    if (e.unmarked && unmarkedObjects(e.value) != e.unmarked) {
      // Used since in a way TLC would have marked in its own object only:
      // a new evaluation gives what TLC's new object is.
      ++counts_.staleMarks;
      e.hasValue = false; // kept again at the next evaluation in these inputs
      e.value = val::Value();
      return nullptr;
    }
    ++counts_.hits;
    return &e.value;
  }
  ++counts_.misses;
  return nullptr;
}

void StateDefCache::store(const sem::Symbol *def, const StateView &at, const val::Value &v, Use use, bool now) {
  Info &i = info(def, use);
  // The entry for these inputs, if any: the value is kept at the second
  // evaluation in the same inputs only, so that a definition read once per
  // state (an invariant, `vars`) costs no walk over its value.
  for (Entry &x : i.entries) {
    if (!x.used || x.hasValue)
      continue;
    bool same = true;
    for (size_t k = 0; k < i.slots.size() && same; ++k)
      same = sameObject(x.inputs[k], *input(at, i.slots[k]));
    if (!same)
      continue;
    size_t unmarked = 0;
    if (!keepableValue(v, unmarked))
      return;
    x.value = v;
    x.unmarked = unmarked;
    x.hasValue = true;
    return;
  }
  Entry *e = nullptr;
  for (Entry &x : i.entries)
    if (!x.used) {
      e = &x;
      break;
    }
  if (!e) {
    e = &i.entries[i.victim];
    i.victim ^= 1;
  }
  e->inputs.clear();
  for (int s : i.slots)
    e->inputs.push_back(*input(at, s));
  e->value = val::Value();
  e->hasValue = false;
  e->used = true;
  if (size_t unmarked = 0; now && keepableValue(v, unmarked)) {
    e->value = v;
    e->unmarked = unmarked;
    e->hasValue = true;
  }
}

} // namespace tlacore::eval
