#include "expr_levels.h"

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <iterator>
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

using sem::Level;

// TLC's Spec.getLevel(expr, context): SANY's level of an expression as
// written (LevelNode.getLevel), raised by the level of what each of its
// level parameters (LevelNode.getLevelParams) is bound to in the context:
// a lazily bound argument its argument's level (under its own bindings), an
// operator bound to a parameter its definition's level. The walk follows
// SANY's level rules (OpApplNode.levelCheck): an application of a defined
// operator has the definition's level (OpDefNode.getLevel, the body's with
// its parameters constant), raised by its arguments at the positions its
// body's level depends on (weight 1: Symbol::levelDeps) only; the arguments
// of ', UNCHANGED, ENABLED, [], <>, ~>, -+->, \cdot, WF, SF, [A]_v, <<A>>_v,
// \AA and \EE have weight 0 (the construct's own level is fixed); an
// application of a parameter or declared operator constant takes all its
// arguments' levels; bound variables are constant. The level the semantic
// analysis stored in a node (Expr::sanyLevel) is the level with no
// bindings, and a floor with them (it counts INSTANCE substitutions).
struct LevelWalk {
  BindingsView env;

  static Level stored(const Expr *e) { return static_cast<Level>(e->sanyLevel & 3); }
  static bool known(const Expr *e) { return e->sanyLevel & Expr::kLevelKnown; }

  Level of(const Expr *e) const {
    if (!e)
      return Level::Constant;
    if (known(e) && (!env.bindings || stored(e) == Level::Temporal))
      return stored(e);
    Level l = computed(e);
    return known(e) ? maxLevel(l, stored(e)) : l;
  }

  Level children(const Expr *e) const {
    Level l = Level::Constant;
    forEachChild(e, [&](const Expr *c) {
      if (l != Level::Temporal)
        l = maxLevel(l, of(c));
    });
    return l;
  }

  // The level of what a bound name stands for, kept in the binding's memo.
  Level bound(const BoundName &b) const {
    if (b.expr) {
      if (b.memo)
        if (uint8_t bits = b.memo->bits.load(std::memory_order_relaxed); bits & LevelMemo::kKnown)
          return static_cast<Level>(bits & 3);
      Level l = LevelWalk{env.at(b.exprBindings)}.of(b.expr);
      if (b.memo)
        b.memo->bits.store(static_cast<uint8_t>(LevelMemo::kKnown | static_cast<uint8_t>(l)), std::memory_order_relaxed);
      return l;
    }
    if (b.op)
      return b.op->underlying()->level;
    return Level::Constant; // bound to a value
  }

  // An application of `s` to `as` (an OpApp's single segment, or a
  // user-defined prefix, infix or postfix operator).
  template <typename Args> Level apply(const sem::Symbol *s, const Args &as) const {
    auto all = [&](Level l) {
      for (const Expr *a : as)
        l = maxLevel(l, of(a));
      return l;
    };
    if (!s)
      return all(Level::Constant);
    if (BoundName b = env(s); b.bound)
      return all(bound(b)); // a parameter: its arguments have weight 1
    const sem::Symbol *d = s->underlying();
    switch (d->kind) {
    case sem::SymbolKind::Variable:
      return Level::State;
    case sem::SymbolKind::BoundVar:
      return d->level;
    case sem::SymbolKind::Constant:
    case sem::SymbolKind::OpParam:
      return all(d->level);
    case sem::SymbolKind::Instance:
      return Level::Constant;
    default:
      break;
    }
    Level l = d->level;
    for (const sem::Symbol *dep : d->levelDeps) {
      if (l == Level::Temporal)
        break;
      if (dep->owner == d) {
        if (dep->paramIndex >= 0 && static_cast<size_t>(dep->paramIndex) < std::size(as))
          l = maxLevel(l, of(*(std::begin(as) + dep->paramIndex)));
      } else if (BoundName b = env(dep); b.bound) {
        l = maxLevel(l, bound(b)); // a parameter of a definition around a LET's
      }
    }
    return l;
  }

  // I!Op(a), I(b)!Op, I!J!Op: the definition applied to its own segment's
  // arguments, and an instance's argument where a substitute of a constant
  // the definition's level depends on reads the instance's parameter
  // (SubstInNode.levelCheck); the level the semantic analysis stored counts
  // the substitutes themselves. Through nested instances every argument
  // counts.
  Level path(const OpAppExpr *app) const {
    const NameSegment &last = app->last();
    Level l = apply(last.symbol, last.args);
    const sem::Symbol *d = last.symbol ? last.symbol->underlying() : nullptr;
    for (size_t i = 0; i + 1 < app->path.size(); ++i) {
      const NameSegment &seg = app->path[i];
      const sem::Symbol *inst = seg.symbol ? seg.symbol->underlying() : nullptr;
      const sem::InstanceBinding *b = inst && inst->kind == sem::SymbolKind::Instance ? inst->instance : nullptr;
      for (size_t k = 0; k < seg.args.size(); ++k) {
        bool counts = !b || !d || k >= inst->params.size() || d->module != b->module;
        for (size_t j = 0; !counts && j < b->substitutes.size(); ++j) {
          const sem::Substitute &st = b->substitutes[j];
          counts = std::find(d->constantDeps.begin(), d->constantDeps.end(), st.param) != d->constantDeps.end() &&
                   std::find(st.levelDeps.begin(), st.levelDeps.end(), inst->params[k]) != st.levelDeps.end();
        }
        if (counts)
          l = maxLevel(l, of(seg.args[k]));
      }
    }
    return l;
  }

  Level computed(const Expr *e) const {
    switch (e->kind) {
    case ExprKind::OpApp: {
      auto *app = cast<OpAppExpr>(e);
      if (app->isSymbol)
        return Level::Constant;
      if (app->path.size() == 1)
        return apply(app->path[0].symbol, app->path[0].args);
      return path(app);
    }
    case ExprKind::Prefix: {
      auto *p = cast<PrefixExpr>(e);
      if (p->symbol)
        return apply(p->symbol, std::initializer_list<const Expr *>{p->operand});
      switch (p->builtin) {
      case BuiltinOp::Always:
      case BuiltinOp::Eventually:
        return Level::Temporal;
      case BuiltinOp::Enabled:
        return Level::State;
      case BuiltinOp::Unchanged:
        return Level::Action;
      default:
        return of(p->operand);
      }
    }
    case ExprKind::Infix: {
      auto *in = cast<InfixExpr>(e);
      if (in->symbol)
        return apply(in->symbol, std::initializer_list<const Expr *>{in->lhs, in->rhs});
      switch (in->builtin) {
      case BuiltinOp::LeadsTo:
      case BuiltinOp::WhilePlus:
        return Level::Temporal;
      case BuiltinOp::Cdot:
        return Level::Action;
      default:
        return maxLevel(of(in->lhs), of(in->rhs));
      }
    }
    case ExprKind::Postfix: {
      auto *p = cast<PostfixExpr>(e);
      if (p->symbol)
        return apply(p->symbol, std::initializer_list<const Expr *>{p->operand});
      return p->builtin == BuiltinOp::Prime ? Level::Action : of(p->operand);
    }
    case ExprKind::BoxAction:
    case ExprKind::AngleAction:
      return Level::Action;
    case ExprKind::Fairness:
      return Level::Temporal;
    case ExprKind::Quant: {
      auto *q = cast<QuantExpr>(e);
      if (q->quant == QuantKind::TemporalExists || q->quant == QuantKind::TemporalForall)
        return Level::Temporal;
      return children(e);
    }
    default: // LET (its body), LAMBDA (its body), bounds' sets and bodies, the rest
      return children(e);
    }
  }
};

} // namespace

sem::Level exprLevel(const Expr *e, BindingsView bindings) { return LevelWalk{bindings}.of(e); }

bool isTemporalExpr(const Expr *e, BindingsView env) { return exprLevel(e, env) == Level::Temporal; }

bool isActionExpr(const Expr *e, BindingsView env) { return exprLevel(e, env) >= Level::Action; }

bool isConstantLevelExpr(const Expr *e, BindingsView env) { return exprLevel(e, env) == Level::Constant; }

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
  // The constants of instantiated modules whose substitutes this walk has
  // found pure (every INSTANCE of their module it met).
  std::unordered_set<const sem::Symbol *> substituted;
  std::unordered_set<const sem::InstanceBinding *> instances;

  // An INSTANCE met on the way (I!Op, or a definition an unnamed INSTANCE
  // brought in): its substitutes are what the instantiated module's
  // constants stand for.
  bool instance(const sem::InstanceBinding *b) {
    if (!b || !instances.insert(b).second)
      return true;
    for (const sem::Substitute &sub : b->substitutes) {
      if (sub.expr ? !expr(sub.expr) : !symbol(sub.symbol))
        return false;
      if (sub.param)
        substituted.insert(sub.param->underlying());
    }
    return true;
  }

  bool symbol(const sem::Symbol *s) {
    if (!s)
      return true;
    if (s->kind == sem::SymbolKind::Imported && !instance(s->binding))
      return false;
    if (s->kind == sem::SymbolKind::Instance && !instance(s->instance))
      return false;
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
    // module, which stands for its substitute: pure when the substitutes of
    // the INSTANCEs this walk came through are.
    if (d->kind == sem::SymbolKind::Constant) {
      if (auto it = model.constantSubstitutes.find(d); it != model.constantSubstitutes.end())
        return symbol(it->second);
      if (d->module != model.root)
        return model.constantValues.count(d) > 0 || substituted.count(d) > 0;
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
  PurityWalk walk{model, impureStandardOperator, {}, {}, {}};
  return walk.expr(e);
}

bool drawsRandomValues(const Expr *e, const SpecModel &model) {
  PurityWalk walk{model, randomOperator, {}, {}, {}};
  return !walk.expr(e);
}

bool evaluatedAtStartup(const Expr *e, const SpecModel &model) {
  PurityWalk effects{model, startupEffectOperator, {}, {}, {}};
  PurityWalk reads{model, readsTheRun, {}, {}, {}};
  return !effects.expr(e) && reads.expr(e);
}

} // namespace tlacore::model
