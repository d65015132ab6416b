// f[a] as TLC evaluates it: the function position under EvalControl.KeepLazy,
// where [x \in S |-> e] stays a FcnLambdaValue (not built: its domain
// evaluated, e applied one argument at a time, EXCEPTs kept as a list) and
// the argument is evaluated only after it. So an error inside e surfaces
// only for the argument applied, an argument outside S gets TLC's
// "In applying the function" text, and the function is printed as TLC
// prints a FcnLambdaValue (built whole when that succeeds, else
// `[x \in S |-> <expression ...>]`).
//
// The lazy function lives on the C++ stack: withLazyFcn calls its visitor
// while the bindings the function was written under are still alive.
//
// TLC's control reaches what the function position is made of: a tuple's
// elements, a record's fields, a field selected, the argument :> and Append
// hold, a LET, an operator's body. A function kept lazy inside a tuple or
// record there is held by it as an unbuilt lazy function value
// (keptLazyElement), applied lazily if the application selects it, built
// (materialize) where it leaves the function position. DOMAIN's operand is
// evaluated the same way without KeepLazy (buildsReducible_): a function
// over sets TLC holds Reducible is built there, any other kept lazy.
#include "evaluator.h"
#include "applying_scope.h"
#include "function_def_cost.h"
#include "captured_context.h"
#include "lazy_fcn_value.h"

#include "model/definitions.h"
#include "model/expr_levels.h"
#include "value/print_error.h"
#include "value/set_ops.h"
#include "value/tlc_compare.h"

#include <functional>
#include <optional>

namespace tlacore::eval {

using namespace ast;
using val::Value;

// TLC's message ends with a newline (FcnLambdaValue.apply), which
// AssertError compares and TLC prints as an empty line.
std::string lambdaOutsideDomain(const std::string &fcnText, const Value &arg) {
  return "In applying the function\n" + fcnText + ",\nthe first argument is:\n" + val::tlcMessageText(arg) +
         "\nwhich is not in its domain.\n";
}

namespace {

const Expr *stripLabels(const Expr *e) {
  for (;;) {
    if (e->kind == ExprKind::Paren)
      e = cast<ParenExpr>(e)->inner;
    else if (e->kind == ExprKind::Label)
      e = cast<LabelExpr>(e)->body;
    else
      return e;
  }
}

// [x \in S |-> e] or [<<x, y>> \in S |-> e]: one parameter (TLC's FcnParams of length 1).
bool oneParameter(const Vec<BoundDecl> &bounds) {
  return bounds.size() == 1 && bounds[0].set && (bounds[0].isTuple || bounds[0].names.size() == 1);
}
bool oneParameter(const FcnCtorExpr *c) { return oneParameter(c->bounds); }

// [x, y \in S, <<u, v>> \in T |-> e]: several parameters, a tuple one among them (TLC's FcnParams of
// length > 1, applied to a tuple of as many values, a tuple parameter's value itself a tuple).
constexpr size_t kMaxLazyParameters = 8;
size_t parameterCount(const BoundDecl &b) { return b.isTuple ? 1 : b.names.size(); }

// The domain of a function with these bounds: the one set, or the product of
// each parameter's set (one per name). `domainOf` evaluates a bound's set.
template <class DomainOf> Value boundsDomain(const Vec<BoundDecl> &bounds, DomainOf &&domainOf) {
  if (oneParameter(bounds))
    return domainOf(bounds[0].set);
  std::vector<Value> sets;
  for (const BoundDecl &b : bounds)
    sets.insert(sets.end(), parameterCount(b), domainOf(b.set));
  return Value::product(std::move(sets));
}
bool severalParameters(const Vec<BoundDecl> &bounds) {
  size_t n = 0, names = 0;
  for (const BoundDecl &b : bounds) {
    if (!b.set)
      return false;
    n += parameterCount(b);
    names += b.names.size();
  }
  return n > 1 && names <= kMaxLazyParameters;
}

bool lazyParameters(const Vec<BoundDecl> &bounds) { return oneParameter(bounds) || severalParameters(bounds); }
bool lazyParameters(const FcnCtorExpr *c) { return lazyParameters(c->bounds); }

// Evaluates a lazy function's body in the state it was made in, when it is a value (LazyFcn::captured).
struct CapturedStateScope {
  Evaluator &ev;
  Evaluator::StateContext saved;
  bool entered;
  CapturedStateScope(Evaluator &e, const LazyFcn &f) : ev(e), saved(e.stateContext()), entered(f.captured != nullptr) {
    if (entered)
      f.captured->enter(ev);
  }
  ~CapturedStateScope() {
    if (entered)
      ev.setStateContext(saved);
  }
};

// Whether an EXCEPT's value reads @ (then TLC's select at its path is needed as a value).
bool readsAt(const Expr *e) {
  // @ in a LET definition or a LAMBDA is not looked for: taken as read.
  if (e->kind == ExprKind::At || e->kind == ExprKind::Let || e->kind == ExprKind::Lambda)
    return true;
  bool found = false;
  model::forEachChild(e, [&](const Expr *c) { found = found || readsAt(c); });
  return found;
}

// `f` with the value at `path` (from step `from` on) replaced by `v`; f
// unchanged where the path leaves its domain (FcnRcdValue.takeExcept).
Value updatedAt(const Value &f, const std::vector<Value> &path, size_t from, const Value &v) {
  if (from == path.size())
    return v;
  if (!f.isFcn())
    return f;
  size_t at = val::keyIndex(f, path[from]);
  if (at == val::npos)
    return f;
  std::vector<Value> vals = f.vals();
  vals[at] = updatedAt(vals[at], path, from + 1, v);
  return f.withVals(std::move(vals));
}

// An EXCEPT step's argument: the field name, the one argument, or the tuple of several.
Value stepKey(Evaluator &ev, const ExceptStep &step, const Env *env, const InstCtx *inst) {
  if (step.isField)
    return ev.literal(step.field.text);
  if (step.args.size() == 1)
    return ev.eval(step.args[0], env, inst);
  std::vector<Value> parts;
  for (const Expr *a : step.args)
    parts.push_back(ev.eval(a, env, inst));
  return Value::tuple(std::move(parts));
}

// Whether `arg` is in the lazy function's domain (TLC's error where membership cannot be decided).
bool inDomain(const Evaluator &ev, const LazyFcn &f, const Value &arg, SourceRange range) {
  if (std::optional<bool> in = val::contains(f.domain, arg))
    return *in;
  return ev.member(arg, f.domain, range);
}

// The set of each parameter group (FcnParams.domains: one per bound, its names sharing it).
std::vector<Value> boundSets(const LazyFcn &f) {
  if (oneParameter(*f.bounds) || f.domain.kind() != val::Kind::Product)
    return {f.domain};
  const auto &parts = static_cast<const val::LazySetObj *>(f.domain.heap())->parts;
  std::vector<Value> sets;
  size_t at = 0;
  for (const BoundDecl &b : *f.bounds) {
    if (at < parts.size())
      sets.push_back(parts[at]);
    at += parameterCount(b);
  }
  return sets;
}

// The error FcnParams.toString raises printing the parameters' sets (SUBSET Nat, Nat \X Nat ask
// Nat's size: print_error.h); empty when they print.
std::string paramsPrintError(const LazyFcn &f) {
  for (const Value &set : boundSets(f))
    if (std::string err = val::tlcPrintError(set); !err.empty())
      return err;
  return {};
}

// `built`: the function built, as text, when building it succeeds.
using BuiltText = std::function<std::optional<std::string>()>;

// The text of `f` built by `build` (Evaluator::materialize), when its domain is finite and
// building it succeeds.
BuiltText builtTextOf(const LazyFcn &f, std::function<Value()> build) {
  return [&f, build = std::move(build)]() -> std::optional<std::string> {
    if (!val::cardinality(f.domain))
      return std::nullopt;
    try {
      return val::tlcMessageText(build());
    } catch (const EvalError &) {
      return std::nullopt;
    }
  };
}

std::string quotedLazyFcn(Evaluator &ev, const LazyFcn &f, SourceRange range, const BuiltText &built) {
  // FcnLambdaValue.toString, as its error texts quote it: built when that succeeds, else its
  // parameters and their sets, whose printing may itself fail (then that error is TLC's).
  if (std::optional<std::string> text = built())
    return *text;
  if (std::string err = paramsPrintError(f); !err.empty())
    ev.failUnlocated(std::move(err), range);
  return unbuiltLazyFcnText(ev, f);
}

void failOutsideSeveralParameters(Evaluator &ev, const LazyFcn &f, const Value &arg, SourceRange range,
                                  const BuiltText &built) {
  // FcnLambdaValue.apply with several parameters: the argument as a tuple, each parameter group's
  // values checked against its set in turn, the first one outside named by its number.
  std::vector<Value> elems;
  if (!val::asSequence(arg, elems))
    ev.failUnlocated("In applying the function\n" + quotedLazyFcn(ev, f, range, built) + ",\nthe argument list is:\n" +
                      val::tlcMessageText(arg) + "\nwhich does not match its formal parameter.\n",
                  range);
  std::vector<Value> sets = boundSets(f);
  size_t argn = 0;
  for (size_t i = 0; i < f.bounds->size() && i < sets.size(); ++i) {
    const BoundDecl &b = (*f.bounds)[i];
    if (b.isTuple) {
      if (argn >= elems.size())
        return; // (TLC indexes past the arguments here)
      if (!ev.member(elems[argn], sets[i], range))
        ev.failUnlocated("In applying the function\n" + quotedLazyFcn(ev, f, range, built) + ",\nthe argument number " +
                          std::to_string(argn + 1) + " is:\n" + val::tlcMessageText(elems[argn]) +
                          "\nwhich is not in its domain.\n",
                      range);
      std::vector<Value> sub;
      ++argn;
      if (!val::asSequence(elems[argn - 1], sub) || sub.size() != b.names.size())
        ev.failUnlocated("In applying the function\n" + quotedLazyFcn(ev, f, range, built) + ",\nthe argument number " +
                          std::to_string(argn) + " is:\n" + val::tlcMessageText(elems[argn - 1]) +
                          "\nwhich does not match its formal parameter.\n",
                      range);
      continue;
    }
    for (size_t j = 0; j < b.names.size(); ++j, ++argn) {
      if (argn >= elems.size())
        return;
      if (ev.member(elems[argn], sets[i], range))
        continue;
      // getDomain().toString(): the product of every parameter's set, which may fail to print.
      std::string text = quotedLazyFcn(ev, f, range, built);
      if (std::string err = val::tlcPrintError(f.domain); !err.empty())
        ev.failUnlocated(std::move(err), range);
      ev.failUnlocated("In applying the function\n" + text + ",\nthe argument number " + std::to_string(argn + 1) +
                        " is:\n" + val::tlcMessageText(elems[argn]) + "\nwhich is not in the function's domain " +
                        val::toString(f.domain) + ".\n",
                    range);
    }
  }
}


} // namespace

bool keptLazy(const FcnCtorExpr *c) { return lazyParameters(c); }

size_t heldArgument(const sem::Symbol *def) {
  // TLC.MakeFcn (d :> e) and Sequences' Append(s, e) put e in the value they make without reading it.
  if (!def->module || def->params.size() != 2)
    return SIZE_MAX;
  std::string_view m = def->module->name, n = def->name;
  return (m == "TLC" && n == ":>") || (m == "Sequences" && n == "Append") ? 1 : SIZE_MAX;
}

namespace {
// Whether `set`, which evaluated to `value`, is a set TLC holds Reducible: a
// filter over a base TLC does not hold so is its SetPredValue, whatever
// tlacore lists it as; a name is followed to what it stands for.
bool reducibleSet(Evaluator &ev, const Expr *set, const Value &value, const Env *env, const InstCtx *inst,
                  int depth) {
  if (!tlcReducible(value))
    return false;
  if (depth > 16)
    return true;
  set = stripLabels(set);
  if (auto *f = dynCast<SetFilterExpr>(set))
    return reducibleSet(ev, f->bound.set, ev.eval(f->bound.set, env, inst), env, inst, depth + 1);
  auto *app = dynCast<OpAppExpr>(set);
  if (!app || app->path.size() != 1 || !app->path[0].symbol || app->path[0].hasArgs)
    return true;
  const sem::Symbol *s = app->path[0].symbol;
  if (const Env *b = env ? env->find(s) : nullptr) {
    // A LET definition or an argument not evaluated yet: its expression; a value bound: as it is.
    if (b->kind != Env::Kind::Lazy || !b->expr)
      return true;
    return reducibleSet(ev, b->expr, value, b->exprEnv, b->exprInst, depth + 1);
  }
  const sem::Symbol *def = s->underlying();
  if (def->kind != sem::SymbolKind::Operator || !def->unit || !isa<OperatorDefUnit>(def->unit) ||
      !def->params.empty() || def->inLet || (def->module && def->module->isStandard))
    return true;
  InstCtx storage;
  const InstCtx *defInst = ev.enterImported(s, inst, storage);
  return reducibleSet(ev, static_cast<const OperatorDefUnit *>(def->unit)->body, value, nullptr, defInst, depth + 1);
}
} // namespace

bool tlcReducibleBounds(Evaluator &ev, const Vec<BoundDecl> &bounds, const Env *env, const InstCtx *inst) {
  CostChild uncounted(ev, nullptr); // (the sets were evaluated, and counted, where the function was)
  for (const BoundDecl &b : bounds)
    if (!b.set || !reducibleSet(ev, b.set, ev.eval(b.set, env, inst), env, inst, 0))
      return false;
  return true;
}

namespace {
// Whether `e` names `def` (in its LET definitions too): SANY makes f[x \in S] == e a
// $RecursiveFcnSpec when e names f, else a $NonRecursiveFcnSpec.
bool names(const Expr *e, const sem::Symbol *def) {
  if (!e)
    return false;
  if (auto *app = dynCast<OpAppExpr>(e))
    for (const NameSegment &seg : app->path)
      if (seg.symbol && seg.symbol->underlying() == def)
        return true;
  if (auto *let = dynCast<LetExpr>(e))
    for (const Unit *unit : let->defs) {
      if (auto *op = dynCast<OperatorDefUnit>(unit); op && names(op->body, def))
        return true;
      if (auto *fn = dynCast<FunctionDefUnit>(unit); fn && names(fn->body, def))
        return true;
    }
  bool found = false;
  model::forEachChild(e, [&](const Expr *c) { found = found || names(c, def); });
  return found;
}
} // namespace

std::optional<LazyFcn> unlistedFunctionDef(Evaluator &ev, const sem::Symbol *def, const Env *env,
                                           const InstCtx *inst) {
  auto *u = static_cast<const FunctionDefUnit *>(def->unit);
  if (!lazyParameters(u->bounds))
    return std::nullopt;
  LazyFcn f;
  f.fcnDef = def;
  f.bounds = &u->bounds;
  f.body = u->body;
  f.env = env;
  f.inst = inst;
  // OPCODE_rfs keeps a recursive function's FcnLambdaValue whatever its domain (makeRecursive).
  if (tlcReducibleBounds(ev, u->bounds, env, inst) && !names(u->body, def))
    return std::nullopt;
  auto domainOf = [&](const Expr *set) { return ev.eval(set, env, inst); };
  f.domain = boundsDomain(u->bounds, domainOf);
  return f;
}

namespace {
// lazyFcnCandidate looks through this many bindings and definitions, then takes f as a candidate.
constexpr int kMaxCandidateDepth = 16;

// Variables, constants and bound variables (bound to values) hold built values.
bool holdsBuiltValue(const sem::Symbol *s) {
  return s->kind == sem::SymbolKind::Variable || s->kind == sem::SymbolKind::Constant ||
         s->kind == sem::SymbolKind::BoundVar;
}
} // namespace

bool Evaluator::lazyFcnCandidate(const Expr *f, const Env *env, int depth) {
  // The applications f is the function of (f[a][b]): each consumed by a function f is made of (d :> f
  // holds f at d) or is, f itself deciding only where none is left.
  int pending = 0;
  for (; depth < kMaxCandidateDepth; ++depth) {
    f = stripLabels(f);
    switch (f->kind) {
    case ExprKind::FcnCtor:
      return lazyParameters(cast<FcnCtorExpr>(f));
    case ExprKind::If:
    case ExprKind::Case:
    case ExprKind::Let:
    case ExprKind::Except:
      return true;
    case ExprKind::FcnApp:
      f = cast<FcnAppExpr>(f)->fcn;
      ++pending;
      continue;
    case ExprKind::Field:
      f = cast<FieldExpr>(f)->record;
      ++pending;
      continue;
    case ExprKind::Infix: { // d :> [x \in S |-> e]
      auto *in = cast<InfixExpr>(f);
      if (!in->symbol)
        return false;
      const sem::Symbol *def = in->symbol->underlying();
      if (!(def->module && def->module->isStandard && nativeFor(def)))
        return true; // a user-defined infix operator: its body decides
      if (heldArgument(def) != 1)
        return false;
      f = in->rhs;
      pending -= pending > 0;
      continue;
    }
    case ExprKind::Tuple: // <<..., [x \in S |-> e], ...>>[i]: its elements are evaluated under KeepLazy too
      for (const Expr *x : cast<TupleExpr>(f)->elements)
        if (lazyFcnCandidate(x, env, depth + 1))
          return true;
      return false;
    case ExprKind::Record:
      for (const FieldInit &fi : cast<RecordExpr>(f)->fields)
        if (lazyFcnCandidate(fi.value, env, depth + 1))
          return true;
      return false;
    case ExprKind::OpApp: {
      auto *app = cast<OpAppExpr>(f);
      if (app->path.size() != 1 || !app->path[0].symbol)
        return false;
      const sem::Symbol *s = app->path[0].symbol;
      // Variables, constants and bound variables (bound to values) hold built values: the common case, decided
      // without looking through the bindings.
      if (holdsBuiltValue(s))
        return false;
      if (const Env *b = env ? env->find(s) : nullptr) {
        if (b->kind != Env::Kind::Lazy || b->evaluated || !b->expr)
          return false;
        f = b->expr;
        env = b->exprEnv;
        continue;
      }
      const sem::Symbol *def = s->underlying();
      if (def->kind == sem::SymbolKind::Function && def->unit && isa<FunctionDefUnit>(def->unit) &&
          !model_.definitionOverrides.count(def)) {
        // The function itself (<<f>>[1][a]): kept lazy where TLC's processConstantDefns could not
        // build it (lazyFunctionDef).
        if (pending == 0)
          return true;
        // A function definition f[x \in S] == e applied (the f of f[a][b]): e at a decides.
        f = static_cast<const FunctionDefUnit *>(def->unit)->body;
        --pending;
        env = nullptr;
        continue;
      }
      if (def->kind != sem::SymbolKind::Operator || !def->unit || !isa<OperatorDefUnit>(def->unit))
        return false;
      if (def->module && def->module->isStandard && nativeFor(def)) {
        // Append(s, [x \in S |-> e])[i]: the argument it holds unread decides.
        size_t held = heldArgument(def);
        if (held >= app->path[0].args.size())
          return false;
        f = app->path[0].args[held];
        pending -= pending > 0;
        continue;
      }
      // The body decides (its parameters' bindings are not known here: taken as candidates).
      f = static_cast<const OperatorDefUnit *>(def->unit)->body;
      env = nullptr;
      if (!def->params.empty())
        return true;
      continue;
    }
    default:
      return false;
    }
  }
  return true;
}

// appliedFunctionDef and lazyFcnCandidate in one walk: both follow f's name
// through its Lazy bindings (appliedFunctionDef only through bare names,
// lazyFcnCandidate until a binding already evaluated); where the first stops
// and the second has not decided yet, lazyFcnCandidate goes on from there.
Evaluator::FcnPosition Evaluator::fcnPosition(const FcnAppExpr *fa, const Env *env, const InstCtx *inst) {
  FcnPosition out;
  const Env *const env0 = env;
  const InstCtx *const inst0 = inst;
  std::optional<bool> lazy; // lazyFcnCandidate's answer, once decided on the way
  const Expr *f = fa->fcn;
  const Env *via = nullptr; // the last binding looked through
  for (int hops = 0; hops < 64; ++hops) {
    if (hops >= kMaxCandidateDepth && !lazy)
      lazy = true;
    auto *app = dynCast<OpAppExpr>(f);
    if (!app || app->path.size() != 1 || !app->path[0].symbol || app->path[0].hasArgs) {
      out.lazy = lazy ? *lazy : lazyFcnCandidate(f, env, hops);
      break;
    }
    const sem::Symbol *s = app->path[0].symbol;
    if (!lazy && holdsBuiltValue(s))
      lazy = false;
    const Env *b = env ? env->find(s) : nullptr;
    if (hops == 0)
      out.binding = b;
    // A binding already decided (a recursive operator passing its parameter on: f bound to f bound to ...).
    if (b && b->plainFcn) {
      out.lazy = lazy.value_or(false);
      break;
    }
    if (b && b->fcnDefVia) {
      via = b->fcnDefVia;
      out.applied = {cast<OpAppExpr>(via->expr), via->exprEnv, via->exprInst};
      if (out.binding->kind == Env::Kind::Lazy)
        out.binding->fcnDefVia = via;
      return out;
    }
    if (!b) {
      const sem::Symbol *def = s->underlying();
      if (def->kind == sem::SymbolKind::Function && !model_.definitionOverrides.count(def)) {
        out.applied = {app, env, inst};
        if (via && out.binding && out.binding->kind == Env::Kind::Lazy)
          out.binding->fcnDefVia = via;
        return out;
      }
      out.lazy = lazy ? *lazy : lazyFcnCandidate(f, env, hops);
      break;
    }
    if (b->kind != Env::Kind::Lazy || !b->expr) {
      out.lazy = lazy.value_or(false);
      break;
    }
    if (!lazy && b->evaluated)
      lazy = false;
    via = b;
    env = b->exprEnv;
    inst = b->exprInst;
    f = b->expr;
    if (hops == 63) { // a chain this long: the two walks as they are
      out.applied = appliedFunctionDef(fa, env0, inst0);
      out.lazy = !out.applied.app && lazyFcnCandidate(fa->fcn, env0);
      return out;
    }
  }
  if (!out.lazy && out.binding && out.binding->kind == Env::Kind::Lazy)
    out.binding->plainFcn = true;
  return out;
}

Value Evaluator::withLazyFcn(const Expr *e, const Env *env, const InstCtx *inst, LazyFcnVisitor k) {
  e = stripLabels(e);
  switch (e->kind) {
  case ExprKind::FcnCtor: {
    auto *c = cast<FcnCtorExpr>(e);
    if (!lazyParameters(c))
      break;
    // OPCODE_fc builds the function at once (toFcnRcd) when every set is Reducible and the
    // control is not KeepLazy (DOMAIN's operand: buildsReducible_).
    if (buildsReducible_ && tlcReducibleBounds(*this, c->bounds, env, inst))
      break;
    LazyFcn f;
    f.ctor = c;
    f.bounds = &c->bounds;
    f.body = c->body;
    f.env = env;
    f.inst = inst;
    if (oneParameter(c)) {
      f.domain = eval(c->bounds[0].set, env, inst);
    } else {
      std::vector<Value> sets;
      for (const BoundDecl &b : c->bounds) {
        Value set = eval(b.set, env, inst);
        sets.insert(sets.end(), parameterCount(b), set);
      }
      f.domain = Value::product(std::move(sets));
    }
    return k(f);
  }
  case ExprKind::If: {
    auto *i = cast<IfExpr>(e);
    Value cond = eval(i->cond, env, inst);
    if (!cond.isBool())
      break; // eval reports it
    return withLazyFcn(cond.asBool() ? i->thenExpr : i->elseExpr, env, inst, k);
  }
  case ExprKind::Case: {
    auto *c = cast<CaseExpr>(e);
    for (const CaseArm &arm : c->arms)
      if (evalBool(arm.guard, env, inst))
        return withLazyFcn(arm.value, env, inst, k);
    if (!c->other)
      break; // eval reports it
    return withLazyFcn(c->other, env, inst, k);
  }
  case ExprKind::Let:
    return evalLet(cast<LetExpr>(e), env, inst, &k);
  case ExprKind::FcnApp: {
    // A function definition applied (trcl[n - 1] of trcl[n \in Nat] == [x, y \in S |-> ...]): its
    // body at the argument alone, itself as a function position (kept lazy, as TLC's FcnLambdaValue).
    // The argument is bound as eval's FcnApp case binds it (evaluator.cpp), with the same errors.
    auto *fa = cast<FcnAppExpr>(e);
    AppliedFunctionDef applied = appliedFunctionDef(fa, env, inst);
    if (!applied.app)
      return applyFcnApp(fa, env, inst, &k);
    // Counted with the operators' applications (application_depth.h).
    ApplyingScope applying(*this, applied.app->path[0].symbol->underlying(), fa->range);
    FunctionDefBinding bound;
    if (cm_) [[unlikely]] {
      const CostNode *d = functionDefNode(*this, fa->fcn, applied.app->path[0].symbol->underlying());
      functionDomainNode() = d;
      bindFunctionDefArgs(fa, applied, env, inst, bound);
      CostScope scope(*this, d ? d : cm_);
      return withLazyFcn(bound.body, bound.env, bound.inst, k);
    }
    bindFunctionDefArgs(fa, applied, env, inst, bound);
    return withLazyFcn(bound.body, bound.env, bound.inst, k);
  }
  case ExprKind::Except: {
    auto *ex = cast<ExceptExpr>(e);
    return withLazyFcn(ex->base, env, inst, [&](const LazyFcn &base) -> Value {
      if (!base.lazy())
        return k(LazyFcn::of(exceptOn(base.holdsLazy ? builtLazyElements(base.value) : base.value, ex, env, inst)));
      return exceptLazy(base, ex, env, inst, k);
    });
  }
  case ExprKind::Infix: {
    auto *in = cast<InfixExpr>(e);
    if (!in->symbol)
      break;
    Expr *operands[] = {in->lhs, in->rhs};
    InstCtx storage;
    const InstCtx *defInst = enterImported(in->symbol, inst, storage);
    return evalUserOp(in->symbol, operands, e, env, inst, defInst, false, &k);
  }
  case ExprKind::Tuple: {
    // OPCODE_tup evaluates its elements with the control it was given: in a function position
    // (KeepLazy) [x \in S |-> e] stays a FcnLambdaValue, whose body is evaluated only where the
    // application selects and applies it (<<f>>[1][a] evaluates f's body at a alone).
    auto *t = cast<TupleExpr>(e);
    std::vector<Value> elems;
    elems.reserve(t->elements.size());
    bool holds = false;
    for (const Expr *x : t->elements)
      elems.push_back(keptLazyElement(x, env, inst, holds));
    LazyFcn f = LazyFcn::of(Value::tuple(std::move(elems)));
    f.holdsLazy = holds;
    return k(f);
  }
  case ExprKind::Record: { // OPCODE_rc: as a tuple's elements
    std::vector<std::pair<Value, Value>> fields;
    fields.reserve(cast<RecordExpr>(e)->fields.size());
    bool holds = false;
    for (const FieldInit &fi : cast<RecordExpr>(e)->fields) {
      CostChild pair(*this, &fi);
      fields.emplace_back(literal(fi.field.text), keptLazyElement(fi.value, env, inst, holds));
    }
    LazyFcn f = LazyFcn::of(Value::record(std::move(fields)));
    f.holdsLazy = holds;
    return k(f);
  }
  case ExprKind::Field: {
    // OPCODE_rs evaluates the record with its control and selects the field (a record's field
    // kept lazy when it is one); another function it builds first (toFcnRcd).
    auto *fe = cast<FieldExpr>(e);
    return withLazyFcn(fe->record, env, inst, [&](const LazyFcn &r) -> Value {
      Value rec = r.lazy() ? materialize(r) : r.value;
      const Value *v = val::lookup(rec, literal(fe->field.text));
      if (!v) { // the errors eval's Field case gives
        if (r.holdsLazy)
          rec = builtLazyElements(rec);
        failFieldSelect(rec, fe->field.text, fe->range);
      }
      LazyFcn g = LazyFcn::of(*v);
      g.holdsLazy = !g.lazy() && r.holdsLazy;
      return k(g);
    });
  }
  case ExprKind::OpApp: {
    auto *app = cast<OpAppExpr>(e);
    if (app->path.size() != 1 || !app->path[0].symbol)
      break;
    const NameSegment &seg = app->path[0];
    if (const Env *b = env ? env->find(seg.symbol) : nullptr) {
      if (b->holdsLazy && !primed_) { // kept from an earlier function position, its lazy functions unbuilt
        LazyFcn f = LazyFcn::of(b->value);
        f.holdsLazy = true;
        return k(f);
      }
      if (b->kind != Env::Kind::Lazy || b->evaluated || !b->expr || letDefinitionShows(b->expr))
        break;
      // A LET definition that applies a function definition (Cu == C[N \ {u}] in Graphs!ConnectionsIn):
      // built once and kept, as before, so the levels of such a recursion are not re-evaluated per use.
      if (auto *fa = dynCast<FcnAppExpr>(stripLabels(b->expr)); fa && appliedFunctionDef(fa, b->exprEnv, b->exprInst).app)
        break;
      // An argument or LET definition not evaluated yet: a value it yields
      // is kept, as lookupBinding keeps it (TLC's LazyValue).
      return withLazyFcn(b->expr, b->exprEnv, b->exprInst, [&](const LazyFcn &f) -> Value {
        if (!f.lazy() && cachesBinding(b)) {
          b->value = f.value;
          b->evaluated = !f.holdsLazy;
          b->holdsLazy = f.holdsLazy;
          if (f.holdsLazy && !bindingHeldLazy.load(std::memory_order_relaxed))
            bindingHeldLazy.store(true, std::memory_order_relaxed);
        }
        return k(f);
      });
    }
    const sem::Symbol *def = seg.symbol->underlying();
    if (def->kind == sem::SymbolKind::Function && !seg.hasArgs && !model_.definitionOverrides.count(def) &&
        def->unit && isa<FunctionDefUnit>(def->unit))
      if (InstCtx storage; std::optional<LazyFcn> f = lazyFunctionDef(seg.symbol, env, inst, storage))
        return k(*f);
    // A CONSTANT the cfg replaces by a definition (C <- Def): Def's body as the function position.
    if (def->kind == sem::SymbolKind::Constant && !seg.hasArgs)
      if (auto sub = model_.constantSubstitutes.find(def);
          sub != model_.constantSubstitutes.end() && sub->second->params.empty()) {
        InstCtx storage;
        const InstCtx *defInst = enterImported(sub->second, nullptr, storage);
        return evalUserOp(sub->second, {}, e, env, nullptr, defInst, false, &k);
      }
    if (def->kind != sem::SymbolKind::Operator)
      break;
    InstCtx storage;
    const InstCtx *defInst = enterImported(seg.symbol, inst, storage);
    return evalUserOp(seg.symbol, seg.args, e, env, inst, defInst, false, &k);
  }
  default:
    break;
  }
  return k(LazyFcn::of(eval(e, env, inst)));
}

Value Evaluator::exceptLazy(const LazyFcn &base, const ExceptExpr *ex, const Env *env, const InstCtx *inst,
                            LazyFcnVisitor k) {
  // TLC's Value.select(path) on the FcnLambdaValue, then takeExcept: the
  // EXCEPTs are kept, the function still not built.
  LazyFcn f = base;
  for (const ExceptSpec &spec : ex->specs) {
    std::vector<Value> path;
    for (const ExceptStep &step : spec.path)
      path.push_back(stepKey(*this, step, env, inst));
    // Tool's OPCODE_exc: result.select(lhs) (Value.select, step by step), the value at the path
    // built only for an @ (it may be a function over Nat).
    Value at;
    if (!selectLazyPath(f, path, 0, spec.range, readsAt(spec.value) ? &at : nullptr)) {
      warnExceptOutside(ex); // outside the domain: TLC warns and leaves the function as it is
      continue;
    }
    const Value *saved = atValue_;
    atValue_ = &at;
    LazyFcn::Except added{std::move(path), Value(), nullptr};
    try {
      // ![a] = [y \in S |-> e]: kept lazy, as TLC's FcnLambdaValue (its environment is this one).
      auto *ctor = dynCast<FcnCtorExpr>(stripLabels(spec.value));
      if (ctor && added.path.size() == 1 && lazyParameters(ctor))
        withLazyFcn(ctor, env, inst, [&](const LazyFcn &g) -> Value {
          if (!g.lazy() || val::cardinality(g.domain)) {
            // (Over a finite domain TLC does not hold Reducible, eval keeps it a lazy value if building fails.)
            added.value = g.lazy() ? eval(spec.value, env, inst) : g.value;
            return Value();
          }
          auto kept = std::make_shared<LazyFcn>(g);
          kept->at = at;
          kept->hasAt = true;
          added.lazyValue = std::move(kept);
          return Value();
        });
      else
        added.value = eval(spec.value, env, inst);
    } catch (...) {
      atValue_ = saved;
      throw;
    }
    atValue_ = saved;
    f.excepts.push_back(std::move(added));
  }
  return k(f);
}

// A function definition f[x \in S] == e named as a function position: kept lazy (TLC's
// FcnLambdaValue) when S cannot be enumerated, as in [f EXCEPT ![3] = 0][3] with S = Nat.
std::optional<LazyFcn> Evaluator::lazyFunctionDef(const sem::Symbol *s, const Env *env, const InstCtx *inst,
                                                  InstCtx &storage) {
  const sem::Symbol *def = s->underlying();
  auto *u = static_cast<const FunctionDefUnit *>(def->unit);
  if (!lazyParameters(u->bounds))
    return std::nullopt;
  LazyFcn f;
  f.fcnDef = def;
  f.bounds = &u->bounds;
  f.body = u->body;
  f.env = def->inLet ? env : nullptr;
  f.inst = def->inLet ? inst : enterImported(s, inst, storage);
  auto domainOf = [&](const Expr *set) {
    return f.env || f.inst ? eval(set, f.env, f.inst) : functionDomain(set);
  };
  f.domain = boundsDomain(u->bounds, domainOf);
  if (!val::cardinality(f.domain))
    return f;
  // Over a finite domain: built where the control is not KeepLazy (DOMAIN's operand: OPCODE_nrfs
  // builds over Reducible sets; eval keeps a recursive one lazy). In a function position, the value
  // processConstantDefns built at start-up; a definition it could not build (or never evaluates: a
  // state-level one, a LET's, an instance's with parameters) is evaluated there with KeepLazy:
  // FcnLambdaValue, its body evaluated at the arguments applied alone.
  if (buildsReducible_)
    return std::nullopt;
  if (!f.env && !f.inst && def->level == sem::Level::Constant && def->levelDeps.empty())
    if (Value built = functionDefAtStartup(def); !built.isError())
      return LazyFcn::of(std::move(built));
  return f;
}

Value Evaluator::functionDefAtStartup(const sem::Symbol *def) {
  if (const Value *known = constantCache_.find(def))
    return *known;
  Value v;
  if (!names(static_cast<const FunctionDefUnit *>(def->unit)->body, def)) {
    CostChild uncounted(*this, nullptr); // (TLC evaluates it before the search)
    uint64_t readsBefore = runtimeReads_;
    try {
      v = evalFunctionDef(def, nullptr, nullptr);
    } catch (const EvalError &) {
      v = Value();
    }
    if (runtimeReads_ != readsBefore || lazyFcnBuildError(v))
      v = Value();
  }
  bool fresh;
  constantCache_.get(def, fresh) = v;
  return v;
}

namespace {
// Sets Evaluator::buildsReducible_ for a scope.
struct BuildsReducibleScope {
  bool &flag;
  bool saved;
  BuildsReducibleScope(bool &f, bool value) : flag(f), saved(f) { flag = value; }
  ~BuildsReducibleScope() { flag = saved; }
};
} // namespace

Value Evaluator::applyFcnApp(const FcnAppExpr *fa, const Env *env, const InstCtx *inst, const LazyFcnVisitor *k) {
  // OPCODE_fa: the function position evaluated under KeepLazy; the argument and the body applied
  // under the application's own control (FcnLambdaValue.apply(arg, control)).
  const bool outer = buildsReducible_;
  BuildsReducibleScope keepLazy(buildsReducible_, false);
  return withLazyFcn(fa->fcn, env, inst, [&](const LazyFcn &f) -> Value {
    BuildsReducibleScope applied(buildsReducible_, outer);
    Value arg;
    if (fa->args.size() == 1) {
      arg = eval(fa->args[0], env, inst);
    } else {
      std::vector<Value> parts;
      for (const Expr *a : fa->args)
        parts.push_back(eval(a, env, inst));
      arg = Value::tuple(std::move(parts));
    }
    if (f.lazy())
      return applyLazyFcn(f, arg, fa->range, k);
    // An argument outside a tuple or record holding lazy elements: its error prints it, built
    // (FcnLambdaValue.toString builds the function).
    if (f.holdsLazy && !val::lookup(f.value, arg)) [[unlikely]]
      return applyFunctionValue(builtLazyElements(f.value), arg, fa->range);
    Value r = applyFunctionValue(f.value, arg, fa->range);
    if (!f.holdsLazy)
      return k ? (*k)(LazyFcn::of(std::move(r))) : r;
    // An element kept lazy (keptLazyElement): applied lazily further on, else built as it leaves.
    if (!k)
      return builtLazyElements(r);
    LazyFcn g = LazyFcn::of(std::move(r));
    g.holdsLazy = !g.lazy();
    return (*k)(g);
  });
}

Value Evaluator::keptLazyElement(const Expr *e, const Env *env, const InstCtx *inst, bool &holdsLazy) {
  if (!lazyFcnCandidate(e, env))
    return eval(e, env, inst);
  return withLazyFcn(e, env, inst, [&](const LazyFcn &l) -> Value {
    if (!l.lazy()) {
      holdsLazy = holdsLazy || l.holdsLazy;
      return l.value;
    }
    if (!val::cardinality(l.domain)) {
      // Over a domain TLC cannot list: the lazy value eval makes, with the error building it raises
      // (met before any body is evaluated: toFcnRcd asks the domain's size first).
      try {
        return materialize(l);
      } catch (const EvalError &err) {
        return lazyFcnValue(l, err);
      }
    }
    holdsLazy = true;
    EvalError none;
    none.message = "(a lazy function kept unbuilt)";
    return lazyFcnValue(l, none, true);
  });
}

std::atomic<bool> bindingHeldLazy{false};

const Env *keptWithLazyFunctions(const Expr *e, const Env *env, bool primed) {
  auto *app = dynCast<OpAppExpr>(e);
  if (!env || !app || primed || app->path.size() != 1 || !app->path[0].symbol || app->path[0].hasArgs ||
      holdsBuiltValue(app->path[0].symbol))
    return nullptr;
  const Env *b = env->find(app->path[0].symbol);
  return b && b->holdsLazy ? b : nullptr;
}

Value Evaluator::builtLazyElements(const Value &v) {
  if (unbuiltLazyFcn(v))
    return materialize(LazyFcn::of(v));
  if (!v.isFcn())
    return v;
  std::vector<Value> vals;
  for (size_t i = 0; i < v.vals().size(); ++i) {
    const Value &x = v.vals()[i];
    if (x.kind() != val::Kind::LazyFcn && !x.isFcn())
      continue;
    Value b = builtLazyElements(x);
    if (b.heap() == x.heap())
      continue;
    if (vals.empty())
      vals = v.vals();
    vals[i] = std::move(b);
  }
  return vals.empty() ? v : v.withVals(std::move(vals));
}

bool Evaluator::selectLazyPath(const LazyFcn &f, const std::vector<Value> &path, size_t step, SourceRange range,
                               Value *out) {
  if (step == path.size()) {
    if (out)
      *out = materialize(f);
    return true;
  }
  if (!f.lazy()) {
    Value res = f.value;
    for (; step < path.size(); ++step) {
      const Value *v = res.isFcn() ? val::lookup(res, path[step]) : nullptr;
      if (!v)
        return false;
      res = *v;
    }
    if (out)
      *out = std::move(res);
    return true;
  }
  // FcnLambdaValue.select: an EXCEPT at the argument, else the argument in the domain.
  bool excepted = false;
  for (const LazyFcn::Except &ex : f.excepts)
    excepted = excepted || equals(ex.path[0], path[step], range);
  if (!excepted && !inDomain(*this, f, path[step], range))
    return false;
  // The last step too: FcnLambdaValue.select evaluates the body at the argument (an error there is
  // raised, whether or not the EXCEPT reads @), its value kept as it comes (not built).
  bool found = false;
  auto next = [&](const LazyFcn &g) -> Value {
    found = selectLazyPath(g, path, step + 1, range, out);
    return Value();
  };
  LazyFcnVisitor visitNext(next);
  applyLazyFcn(f, path[step], range, &visitNext);
  return found;
}

Value Evaluator::bodyAt(const LazyFcn &f, const Value &arg, SourceRange range, const LazyFcnVisitor *k) {
  const BoundDecl &b = (*f.bounds)[0];
  CapturedStateScope state(*this, f);
  Env frames[8];
  const Env *cur = f.env;
  if (severalParameters(*f.bounds)) {
    // One value of the argument tuple per parameter (in the domain: checked by the caller).
    std::vector<Value> parts;
    size_t count = 0;
    for (const BoundDecl &bound : *f.bounds)
      count += parameterCount(bound);
    if (!val::asSequence(arg, parts) || parts.size() != count) {
      Value r = applyFunctionValue(materialize(f), arg, range);
      return k ? (*k)(LazyFcn::of(std::move(r))) : r;
    }
    size_t i = 0, slot = 0;
    for (const BoundDecl &bound : *f.bounds) {
      if (bound.isTuple) { // <<u, v>> \in T: the part destructured (a member of T: a tuple of as many)
        std::vector<Value> sub;
        if (!val::asSequence(parts[i], sub) || sub.size() != bound.names.size()) {
          Value r = applyFunctionValue(materialize(f), arg, range);
          return k ? (*k)(LazyFcn::of(std::move(r))) : r;
        }
        for (size_t j = 0; j < sub.size(); ++j, ++slot) {
          bindBound(bound, j, sub[j], frames[slot], cur);
          cur = &frames[slot];
        }
        ++i;
        continue;
      }
      for (size_t j = 0; j < bound.names.size(); ++j, ++i, ++slot) {
        bindBound(bound, j, parts[i], frames[slot], cur);
        cur = &frames[slot];
      }
    }
  } else if (b.isTuple) {
    std::vector<Value> parts;
    BuiltText builtText = builtTextOf(f, [&] { return materialize(f); });
    if (!val::asSequence(arg, parts) || parts.size() != b.names.size() || parts.size() > 8)
      failUnlocated("In applying the function\n" + quotedLazyFcn(*this, f, range, builtText) + ",\nthe first argument is:\n" +
                        val::tlcMessageText(arg) + "\nwhich does not match its formal parameter.\n",
                    range);
    for (size_t i = 0; i < parts.size(); ++i) {
      bindBound(b, i, parts[i], frames[i], cur);
      cur = &frames[i];
    }
  } else {
    bindBound(b, 0, arg, frames[0], cur);
    cur = &frames[0];
  }
  const Value *savedAt = atValue_;
  if (f.hasAt)
    atValue_ = &f.at;
  struct RestoreAt {
    Evaluator &ev;
    const Value *saved;
    ~RestoreAt() { ev.atValue_ = saved; }
  } restoreAt{*this, savedAt};
  if (k)
    return withLazyFcn(f.body, cur, f.inst, *k);
  return eval(f.body, cur, f.inst);
}

Value Evaluator::applyLazyFcn(const LazyFcn &f, const Value &arg, SourceRange range, const LazyFcnVisitor *k) {
  // FcnLambdaValue.apply: the EXCEPTs that match first, the last one taken...
  std::vector<const LazyFcn::Except *> deeper;
  for (size_t i = f.excepts.size(); i-- > 0;) {
    const LazyFcn::Except &ex = f.excepts[i];
    if (!equals(ex.path[0], arg, range))
      continue;
    if (ex.path.size() == 1 && ex.lazyValue) {
      if (!k) {
        Value res = materialize(*ex.lazyValue);
        for (size_t j = deeper.size(); j-- > 0;)
          res = updatedAt(res, deeper[j]->path, 1, deeper[j]->value);
        return res;
      }
      LazyFcn g = *ex.lazyValue;
      for (size_t j = deeper.size(); j-- > 0;)
        g.excepts.push_back({std::vector<Value>(deeper[j]->path.begin() + 1, deeper[j]->path.end()), deeper[j]->value, deeper[j]->lazyValue});
      return (*k)(g);
    }
    if (ex.path.size() == 1) {
      if (deeper.empty())
        return k ? (*k)(LazyFcn::of(ex.value)) : ex.value;
      Value res = ex.value;
      for (size_t j = deeper.size(); j-- > 0;)
        res = updatedAt(res, deeper[j]->path, 1, deeper[j]->value);
      return k ? (*k)(LazyFcn::of(std::move(res))) : res;
    }
    deeper.push_back(&ex);
  }
  // ...else the body at the argument, which must be in the domain.
  if (!inDomain(*this, f, arg, range)) {
    BuiltText builtText = builtTextOf(f, [&] { return materialize(f); });
    if (severalParameters(*f.bounds)) {
      failOutsideSeveralParameters(*this, f, arg, range, builtText);
      // (An argument list shorter than the parameters: the function built whole reports it.)
      Value r = applyFunctionValue(materialize(f), arg, range);
      return k ? (*k)(LazyFcn::of(std::move(r))) : r;
    }
    failUnlocated(lambdaOutsideDomain(quotedLazyFcn(*this, f, range, builtText), arg), range);
  }
  if (deeper.empty())
    return bodyAt(f, arg, range, k);
  if (k) { // the body at arg as a function position: EXCEPTs below arg kept on it when it stays lazy
    auto withDeeper = [&](const LazyFcn &inner) -> Value {
      if (!inner.lazy()) {
        Value res = inner.value;
        for (size_t j = deeper.size(); j-- > 0;)
          res = updatedAt(res, deeper[j]->path, 1, deeper[j]->value);
        return (*k)(LazyFcn::of(std::move(res)));
      }
      LazyFcn g = inner;
      for (size_t j = deeper.size(); j-- > 0;)
        g.excepts.push_back({std::vector<Value>(deeper[j]->path.begin() + 1, deeper[j]->path.end()), deeper[j]->value, deeper[j]->lazyValue});
      return (*k)(g);
    };
    LazyFcnVisitor visitDeeper(withDeeper);
    return bodyAt(f, arg, range, &visitDeeper);
  }
  Value res = bodyAt(f, arg, range, nullptr);
  for (size_t j = deeper.size(); j-- > 0;)
    res = updatedAt(res, deeper[j]->path, 1, deeper[j]->value);
  return k ? (*k)(LazyFcn::of(std::move(res))) : res;
}

Value Evaluator::materialize(const LazyFcn &f) {
  if (!f.lazy())
    return f.value;
  CapturedStateScope state(*this, f);
  const Value *savedAt = atValue_;
  if (f.hasAt)
    atValue_ = &f.at;
  Value whole;
  try {
    whole = f.fcnDef ? evalFunctionDef(f.fcnDef, f.env, f.inst) : eval(f.ctor, f.env, f.inst);
  } catch (...) {
    atValue_ = savedAt;
    throw;
  }
  atValue_ = savedAt;
  // Over a domain it cannot list, the function is a lazy value again: building it fails (toFcnRcd).
  if (const EvalError *err = lazyFcnBuildError(whole))
    throw EvalError(*err);
  for (const LazyFcn::Except &ex : f.excepts)
    whole = updatedAt(whole, ex.path, 0, ex.lazyValue ? materialize(*ex.lazyValue) : ex.value);
  return whole;
}

std::string Evaluator::lazyFcnText(const LazyFcn &f) {
  // Over a domain it cannot list, building it fails (and would make the lazy value again).
  if (val::cardinality(f.domain))
    try {
      return val::tlcMessageText(materialize(f));
    } catch (const EvalError &) {
    }
  return unbuiltLazyFcnText(*this, f);
}

std::string unbuiltFunctionDefText(Evaluator &ev, const sem::Symbol *def, const Env *env, const InstCtx *inst) {
  auto *u = static_cast<const FunctionDefUnit *>(def->unit);
  if (!lazyParameters(u->bounds))
    return {};
  LazyFcn f;
  f.fcnDef = def;
  f.bounds = &u->bounds;
  f.body = u->body;
  f.domain = boundsDomain(u->bounds, [&](const Expr *set) { return ev.eval(set, env, inst); });
  if (!paramsPrintError(f).empty())
    return {};
  return unbuiltLazyFcnText(ev, f);
}

std::string unbuiltLazyFcnText(const Evaluator &ev, const LazyFcn &f) {
  // FcnLambdaValue.toString when the function cannot be built: its parameters (FcnParams.toString:
  // of `x, y \in S` only x is named) and its body unevaluated.
  const auto *product = f.domain.kind() == val::Kind::Product ? static_cast<const val::LazySetObj *>(f.domain.heap())
                                                               : nullptr;
  std::string names;
  size_t at = 0; // the first of this bound's places in the product
  for (const BoundDecl &bound : *f.bounds) {
    if (at)
      names += ", ";
    if (bound.isTuple) {
      names += "<<";
      for (size_t i = 0; i < bound.names.size(); ++i)
        names += (i ? ", " : "") + std::string(bound.names[i].text);
      names += ">>";
    } else {
      names += bound.names[0].text;
    }
    const Value &domain = oneParameter(*f.bounds) || !product || at >= product->parts.size() ? f.domain
                                                                                              : product->parts[at];
    names += " \\in " + val::tlcMessageText(domain);
    at += parameterCount(bound);
  }
  std::string body = ev.io().location ? ev.io().location(model::stripParens(f.body)->range) : std::string("...");
  return "[" + names + " |-> <expression " + body + ">]";
}

} // namespace tlacore::eval
