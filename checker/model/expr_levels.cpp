#include "expr_levels.h"

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string_view>
#include <unordered_set>

namespace tlacore::model {

using namespace ast;

// Calls fn on each direct subexpression of `e` (LET definitions excluded:
// they are reached through the symbols that name them).
void forEachChild(const Expr *e, const std::function<void(const Expr *)> &fn) {
  auto all = [&](const auto &v) {
    for (const Expr *x : v)
      fn(x);
  };
  auto bounds = [&](const Vec<BoundDecl> &v) {
    for (const BoundDecl &b : v)
      if (b.set)
        fn(b.set);
  };
  switch (e->kind) {
  case ExprKind::OpApp:
    for (const NameSegment &s : cast<OpAppExpr>(e)->path)
      all(s.args);
    break;
  case ExprKind::Prefix:
    fn(cast<PrefixExpr>(e)->operand);
    break;
  case ExprKind::Infix:
    fn(cast<InfixExpr>(e)->lhs);
    fn(cast<InfixExpr>(e)->rhs);
    break;
  case ExprKind::Postfix:
    fn(cast<PostfixExpr>(e)->operand);
    break;
  case ExprKind::Times:
    all(cast<TimesExpr>(e)->factors);
    break;
  case ExprKind::Paren:
    fn(cast<ParenExpr>(e)->inner);
    break;
  case ExprKind::FcnApp:
    fn(cast<FcnAppExpr>(e)->fcn);
    all(cast<FcnAppExpr>(e)->args);
    break;
  case ExprKind::Field:
    fn(cast<FieldExpr>(e)->record);
    break;
  case ExprKind::Junction:
    all(cast<JunctionExpr>(e)->items);
    break;
  case ExprKind::Quant:
    bounds(cast<QuantExpr>(e)->bounds);
    fn(cast<QuantExpr>(e)->body);
    break;
  case ExprKind::Choose:
    if (cast<ChooseExpr>(e)->bound.set)
      fn(cast<ChooseExpr>(e)->bound.set);
    fn(cast<ChooseExpr>(e)->body);
    break;
  case ExprKind::SetEnum:
    all(cast<SetEnumExpr>(e)->elements);
    break;
  case ExprKind::SetFilter:
    if (cast<SetFilterExpr>(e)->bound.set)
      fn(cast<SetFilterExpr>(e)->bound.set);
    fn(cast<SetFilterExpr>(e)->predicate);
    break;
  case ExprKind::SetMap:
    bounds(cast<SetMapExpr>(e)->bounds);
    fn(cast<SetMapExpr>(e)->body);
    break;
  case ExprKind::FcnCtor:
    bounds(cast<FcnCtorExpr>(e)->bounds);
    fn(cast<FcnCtorExpr>(e)->body);
    break;
  case ExprKind::FcnSet:
    fn(cast<FcnSetExpr>(e)->domain);
    fn(cast<FcnSetExpr>(e)->range_);
    break;
  case ExprKind::Record:
    for (const FieldInit &f : cast<RecordExpr>(e)->fields)
      fn(f.value);
    break;
  case ExprKind::RecordSet:
    for (const FieldInit &f : cast<RecordSetExpr>(e)->fields)
      fn(f.value);
    break;
  case ExprKind::Except: {
    auto *x = cast<ExceptExpr>(e);
    fn(x->base);
    for (const ExceptSpec &s : x->specs) {
      for (const ExceptStep &st : s.path)
        all(st.args);
      fn(s.value);
    }
    break;
  }
  case ExprKind::Tuple:
    all(cast<TupleExpr>(e)->elements);
    break;
  case ExprKind::If:
    fn(cast<IfExpr>(e)->cond);
    fn(cast<IfExpr>(e)->thenExpr);
    fn(cast<IfExpr>(e)->elseExpr);
    break;
  case ExprKind::Case:
    for (const CaseArm &a : cast<CaseExpr>(e)->arms) {
      fn(a.guard);
      fn(a.value);
    }
    if (cast<CaseExpr>(e)->other)
      fn(cast<CaseExpr>(e)->other);
    break;
  case ExprKind::Let:
    fn(cast<LetExpr>(e)->body);
    break;
  case ExprKind::BoxAction:
    fn(cast<BoxActionExpr>(e)->action);
    fn(cast<BoxActionExpr>(e)->subscript);
    break;
  case ExprKind::AngleAction:
    fn(cast<AngleActionExpr>(e)->action);
    fn(cast<AngleActionExpr>(e)->subscript);
    break;
  case ExprKind::Fairness:
    fn(cast<FairnessExpr>(e)->action);
    fn(cast<FairnessExpr>(e)->subscript);
    break;
  case ExprKind::Lambda:
    fn(cast<LambdaExpr>(e)->body);
    break;
  case ExprKind::Label:
    fn(cast<LabelExpr>(e)->body);
    break;
  default:
    break;
  }
}

namespace {

// The level a name contributes: through a binding (a lazily bound argument
// has the level of the argument), else the definition's.
// The level tests, each with its two bits in a binding's LevelMemo.
enum class LevelTest : uint8_t { Temporal = 0, Action = 1, AboveConstant = 2 };

template <typename Pred>
bool nameHas(const OpAppExpr *app, BindingsView env, sem::Level at, LevelTest test, const Pred &recurse) {
  const sem::Symbol *s = app->last().symbol;
  if (!s)
    return false;
  if (BoundName b = env(s); b.bound) {
    if (b.expr) {
      if (!b.memo)
        return recurse(b.expr, env.at(b.exprBindings));
      const uint8_t answered = uint8_t(1u << (2 * unsigned(test))), yes = uint8_t(answered << 1);
      if (uint8_t bits = b.memo->bits.load(std::memory_order_relaxed); bits & answered)
        return bits & yes;
      bool has = recurse(b.expr, env.at(b.exprBindings));
      b.memo->bits.fetch_or(has ? answered | yes : answered, std::memory_order_relaxed);
      return has;
    }
    if (b.op)
      return b.op->underlying()->level >= at;
    return false;
  }
  return s->underlying()->level >= at;
}

// Whether `at` holds of `e` or of an expression inside it: at(x) is true or
// false to decide there, nullopt to look inside x.
template <typename At> bool anyInside(const Expr *e, const At &at) {
  if (!e)
    return false;
  if (std::optional<bool> decided = at(e))
    return *decided;
  bool found = false;
  forEachChild(e, [&](const Expr *c) { found = found || anyInside(c, at); });
  return found;
}

bool isPrefix(const Expr *e, std::initializer_list<BuiltinOp> ops) {
  auto *p = dynCast<PrefixExpr>(e);
  return p && !p->symbol && std::find(ops.begin(), ops.end(), p->builtin) != ops.end();
}

bool isPrime(const Expr *e) {
  auto *p = dynCast<PostfixExpr>(e);
  return p && p->builtin == ast::BuiltinOp::Prime;
}

} // namespace

bool isTemporalExpr(const Expr *e, BindingsView env) {
  return anyInside(e, [env](const Expr *x) -> std::optional<bool> {
    if (x->kind == ExprKind::Fairness || isPrefix(x, {BuiltinOp::Always, BuiltinOp::Eventually}))
      return true;
    if (auto *in = dynCast<InfixExpr>(x); in && !in->symbol && (in->builtin == ast::BuiltinOp::LeadsTo || in->builtin == ast::BuiltinOp::WhilePlus))
      return true;
    if (auto *q = dynCast<QuantExpr>(x);
        q && (q->quant == QuantKind::TemporalExists || q->quant == QuantKind::TemporalForall))
      return true;
    if (auto *app = dynCast<OpAppExpr>(x); app && nameHas(app, env, sem::Level::Temporal, LevelTest::Temporal, isTemporalExpr))
      return true;
    return std::nullopt;
  });
}

bool isActionExpr(const Expr *e, BindingsView env) {
  return anyInside(e, [env](const Expr *x) -> std::optional<bool> {
    if (x->kind == ExprKind::BoxAction || x->kind == ExprKind::AngleAction || isPrime(x) || isPrefix(x, {BuiltinOp::Unchanged}))
      return true;
    if (isPrefix(x, {BuiltinOp::Enabled}))
      return false; // ENABLED A is a state predicate
    if (auto *app = dynCast<OpAppExpr>(x); app && nameHas(app, env, sem::Level::Action, LevelTest::Action, isActionExpr))
      return true;
    return std::nullopt;
  });
}

namespace {
bool aboveConstant(const Expr *e, BindingsView env) {
  return anyInside(e, [env](const Expr *x) -> std::optional<bool> {
    if (x->kind == ExprKind::BoxAction || x->kind == ExprKind::AngleAction || x->kind == ExprKind::Fairness ||
        isPrime(x) || isPrefix(x, {BuiltinOp::Enabled, BuiltinOp::Unchanged, BuiltinOp::Always, BuiltinOp::Eventually}))
      return true;
    if (auto *app = dynCast<OpAppExpr>(x); app && nameHas(app, env, sem::Level::State, LevelTest::AboveConstant, aboveConstant))
      return true;
    return std::nullopt;
  });
}
} // namespace

bool isConstantLevelExpr(const Expr *e, BindingsView env) { return !aboveConstant(e, env); }

namespace {

// Operators of the standard modules with effects or hidden inputs. The
// modules are the built-in ones (semantic/stdlib); of TLC's, only these.
// Operators that draw random values.
bool randomOperator(const sem::Symbol *s) {
  if (!s->module || !s->module->isStandard)
    return false;
  return (s->module->name == "TLC" && s->name == "RandomElement") || s->module->name == "Randomization";
}

// Operators with effects or hidden inputs: random draws, printing, TLC's
// registers and statistics, the clock, I/O.
bool impureStandardOperator(const sem::Symbol *s) {
  static const std::unordered_set<std::string_view> ioModules = {"IOUtils", "CSV", "Json", "TLCExt"};
  static const std::unordered_set<std::string_view> impureTlc = {"Print", "PrintT", "TLCSet", "TLCGet", "JavaTime"};
  if (randomOperator(s))
    return true;
  if (!s->module || !s->module->isStandard)
    return false;
  if (s->module->name == "TLC")
    return impureTlc.count(s->name) > 0;
  return ioModules.count(s->module->name) > 0;
}

// Operators whose evaluation at start-up shows or fixes a value: random
// draws, printing, TLC's registers set, the clock, I/O (not TLCGet).
bool startupEffectOperator(const sem::Symbol *s) {
  if (!impureStandardOperator(s) || s->module->name == "TLCExt")
    return false;
  return !(s->module->name == "TLC" && s->name == "TLCGet");
}

// TLCGet and TLCExt's operators read the run (its statistics, registers,
// behaviour): at start-up TLC's evaluation of them fails, swallowed.
bool readsTheRun(const sem::Symbol *s) {
  if (!s->module || !s->module->isStandard)
    return false;
  return s->module->name == "TLCExt" || (s->module->name == "TLC" && s->name == "TLCGet");
}

// Whether an expression reaches (through definitions) none of the
// standard-module operators `excluded` picks.
struct PurityWalk {
  const SpecModel &model;
  bool (*excluded)(const sem::Symbol *);
  std::unordered_set<const sem::Symbol *> visited;

  bool symbol(const sem::Symbol *s) {
    if (!s)
      return true;
    const sem::Symbol *d = s->underlying();
    if (auto it = model.definitionOverrides.find(d); it != model.definitionOverrides.end())
      d = it->second->underlying();
    if (!visited.insert(d).second)
      return true;
    if (excluded(d))
      return false;
    // A constant the cfg replaces by a definition (`N <- Def`) stands for
    // that definition; one the cfg assigns a value is that value. Any other
    // constant of a module other than the root is one of an instantiated
    // module, which stands for its substitute: this walk does not follow it.
    if (d->kind == sem::SymbolKind::Constant) {
      if (auto it = model.constantSubstitutes.find(d); it != model.constantSubstitutes.end())
        return symbol(it->second);
      if (d->module != model.root)
        return model.constantValues.count(d) > 0;
    }
    if (!d->unit)
      return true;
    if (d->unit->kind == UnitKind::OperatorDef)
      return expr(static_cast<const OperatorDefUnit *>(d->unit)->body);
    if (d->unit->kind == UnitKind::FunctionDef)
      return expr(static_cast<const FunctionDefUnit *>(d->unit)->body);
    return true;
  }

  bool expr(const Expr *e) {
    return !anyInside(e, [this](const Expr *x) -> std::optional<bool> {
      const sem::Symbol *named = nullptr; // a user-definable operator applied here
      if (auto *p = dynCast<PrefixExpr>(x))
        named = p->symbol;
      else if (auto *in = dynCast<InfixExpr>(x))
        named = in->symbol;
      else if (auto *post = dynCast<PostfixExpr>(x))
        named = post->symbol;
      else if (auto *app = dynCast<OpAppExpr>(x))
        for (const NameSegment &seg : app->path)
          if (!symbol(seg.symbol))
            return true;
      if (!symbol(named))
        return true;
      return std::nullopt;
    });
  }
};

} // namespace

bool isPureExpr(const Expr *e, const SpecModel &model) {
  PurityWalk walk{model, impureStandardOperator, {}};
  return walk.expr(e);
}

bool drawsRandomValues(const Expr *e, const SpecModel &model) {
  PurityWalk walk{model, randomOperator, {}};
  return !walk.expr(e);
}

bool evaluatedAtStartup(const Expr *e, const SpecModel &model) {
  PurityWalk effects{model, startupEffectOperator, {}};
  PurityWalk reads{model, readsTheRun, {}};
  return !effects.expr(e) && reads.expr(e);
}

} // namespace tlacore::model
