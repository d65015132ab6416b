// Expression evaluation: literals, names through instances, operators of
// TLA+ itself, sets, functions, records, quantifiers, CHOOSE, LET, CASE.
#include "evaluator.h"
#include "bindable.h"
#include "action_composition.h"
#include "state_def_cache.h"
#include "applying_scope.h"
#include "function_def_cost.h"
#include "bound_frames.h"
#include "context_order.h"
#include "selection_frames.h"
#include "subexpr_path.h"
#include "instance_operands.h"
#include "value/interrupt.h"

#include <algorithm>
#include <cmath>
#include <array>
#include <iterator>
#include <memory>
#include <mutex>

#include <boost/container/small_vector.hpp>

#include "model/definitions.h"
#include "model/expr_levels.h"
#include "model/override_scope.h"
#include "stack_guard.h"
#include "value/big_union.h"
#include "value/error_chain.h"
#include "value/set_ops.h"
#include "value/set_stream.h"
#include "value/set_size.h"
#include "value/enumerate_error.h"
#include "captured_context.h"
#include "lazy_fcn_value.h"
#include "reused_evaluator.h"
#include "nested_expressions.h"
#include "value/set_sort_error.h"
#include "value/set_cost_tag.h"
#include "set_listing_cost.h"
#include "value/tlc_compare.h"

namespace tlacore::eval {

using namespace ast;
using val::FcnOrigin;
using val::Kind;
using val::Value;

namespace {
// Whether TLC has built the FcnRcdValue of the FcnLambdaValue `f` stands for
// (FcnLambdaValue.toFcnRcd caches it, and apply, select and EXCEPT go through
// it from then on): TLC builds it when it fingerprints, compares or prints
// the function, the first two of which are what computes f's hash here (a
// state's values are all fingerprinted before its checks run).
bool lambdaMaterialized(const Value &f) {
  return f.fcnOrigin() == FcnOrigin::Lambda && f.heap()->hashCache.load(std::memory_order_relaxed) != 0;
}

// f in f[a] is not a variable, constant or bound variable (which hold functions
// already built, never bound to a definition): the common case, decided
// before fcnPosition looks through bindings.
bool mayHoldLazyFunction(const Expr *f) {
  if (f->kind != ExprKind::OpApp)
    return true;
  auto *app = static_cast<const OpAppExpr *>(f);
  if (app->path.size() != 1 || !app->path[0].symbol)
    return true;
  sem::SymbolKind k = app->path[0].symbol->kind;
  return k != sem::SymbolKind::Variable && k != sem::SymbolKind::Constant && k != sem::SymbolKind::BoundVar;
}
const char *kindName(const Value &v) {
  switch (v.kind()) {
  case Kind::Bool: return "a boolean";
  case Kind::Int: return "an integer";
  case Kind::String: return "a string";
  case Kind::ModelValue: return "a model value";
  case Kind::Fcn: return "a function";
  case Kind::Error: return "no value";
  default: return "a set";
  }
}

// How TLC names the kind of a value in its messages (ValueImage).
std::string tlcKindPhrase(const Value &v) {
  switch (v.kind()) {
  case Kind::Bool: return "a boolean";
  case Kind::Int: return "an integer";
  case Kind::String: return "a string";
  case Kind::ModelValue: return "a model value";
  case Kind::Fcn:
    if (val::isSequence(v))
      return "a tuple";
    if (std::all_of(v.keys().begin(), v.keys().end(), [](const Value &k) { return k.kind() == Kind::String; }))
      return "a record";
    return "a function of the form [x \\in S |-> e]";
  case Kind::LazyFcn: return "a function of the form [x \\in S |-> e]";
  case Kind::Interval: return "an interval of the form n..m";
  default: return "a set of the form {e1, ... ,eN}";
  }
}

} // namespace

// TLC's name for the class of a value (Value.ValueImage, getKindString), as
// its messages about a value of the wrong kind print it.
std::string tlcValueImage(const Value &v) {
  switch (v.kind()) {
  case Kind::Bool: return "a Boolean value";
  case Kind::Int: return "an integer";
  case Kind::String: return "a string";
  case Kind::ModelValue: return "a model value";
  case Kind::Fcn:
    if (v.fcnOrigin() == FcnOrigin::Rcd)
      return "a function  of the form (d1 :> e1 @@ ... @@ dN :> eN)";
    if (v.fcnOrigin() == FcnOrigin::Shape && val::isSequence(v))
      return "a tuple";
    if (v.fcnOrigin() == FcnOrigin::Shape && !v.keys().empty() &&
        std::all_of(v.keys().begin(), v.keys().end(), [](const Value &k) { return k.kind() == Kind::String; }))
      return "a record";
    return "a function of the form  [x \\in S |-> expr]";
  case Kind::LazyFcn: return "a function of the form  [x \\in S |-> expr]"; // FcnLambdaValue's
  case Kind::Interval: return "a set of the form i..j";
  case Kind::Subset: return "a set of the form SUBSET S";
  case Kind::FcnSet: return "a set of the form [S -> T]";
  case Kind::RecordSet: return "a set of the form [d1 : S1, ... , dN : SN]";
  case Kind::Product: return "a cartesian product";
  case Kind::PredSet: return "a set of the form {x \\in S : expr}";
  case Kind::Union: return "a set of the form S \\cup T";
  case Kind::InfSet: case Kind::SeqSet: return "a special set constant";
  default: return "a set of the form {e1, ... ,eN}";
  }
}

namespace {

// A TLA+ built-in operator passed by name (Apply(\in, x, S), ReduceSet(\cap, ...)),
// applied to values as TLC applies the operator written in place.
Value applyBuiltinByName(Evaluator &ev, std::string_view name, const std::vector<Value> &args, SourceRange range) {
  BuiltinOp op = builtinOpFor(name);
  auto boolean = [&](const Value &v, const char *which) {
    if (v.isBool())
      return v.asBool();
    if (op == BuiltinOp::Not) {
      std::string kind = tlcKindPhrase(v);
      ev.fail("Attempted to apply the operator ~ to a non-boolean\n(" + kind.substr(0, kind.find(" of the form")) + ")",
           range);
    }
    ev.fail(op == BuiltinOp::Equiv ? "Attempted to evaluate an expression of form P <=> Q when P or Q was not a boolean."
                                : "Attempted to evaluate an expression of form P " + std::string(name) + " Q when " +
                                      which + " was\n" + tlcKindPhrase(v) + ".",
         range);
  };
  if (args.size() == 1) {
    const Value &x = args[0];
    switch (op) {
    case BuiltinOp::Not: return Value::boolean(!boolean(x, "P"));
    case BuiltinOp::Subset: return Value::subsetOf(x);
    case BuiltinOp::Union: return ev.unionOf(x, range);
    case BuiltinOp::Domain:
      if (x.kind() == Kind::LazyFcn) // FcnLambdaValue.getDomain
        return static_cast<const val::LazyFcnObj *>(x.heap())->domain;
      if (!x.isFcn()) {
        std::string kind = tlcKindPhrase(x);
        ev.fail("Attempted to apply the operator DOMAIN to a non-function\n(" + kind.substr(0, kind.find(" of the form")) +
                 ")",
             range);
      }
      return val::domainOf(x);
    default: break;
    }
  }
  if (args.size() == 2) {
    const Value &x = args[0], &y = args[1];
    switch (op) {
    case BuiltinOp::Eq: return Value::boolean(ev.equals(x, y, range));
    case BuiltinOp::Neq: return Value::boolean(!ev.equals(x, y, range));
    case BuiltinOp::And: return Value::boolean(boolean(x, "P") && boolean(y, "Q"));
    case BuiltinOp::Or: return Value::boolean(boolean(x, "P") || boolean(y, "Q"));
    case BuiltinOp::Implies: return Value::boolean(!boolean(x, "P") || boolean(y, "Q"));
    case BuiltinOp::Equiv:
    case BuiltinOp::EquivAlt: return Value::boolean(boolean(x, "P") == boolean(y, "Q"));
    case BuiltinOp::In: return Value::boolean(ev.member(x, y, range));
    case BuiltinOp::NotIn: return Value::boolean(!ev.member(x, y, range));
    case BuiltinOp::Cup:
      if (x.isSetLike() && val::setSize(x) == std::optional<double>(0.0))
        return y;
      if (y.isSetLike() && val::setSize(y) == std::optional<double>(0.0))
        return x;
      if (!x.isSetLike() || !y.isSetLike())
        return val::tlcCup(x, y);
      [[fallthrough]];
    case BuiltinOp::Cap:
    case BuiltinOp::SetMinus: {
      ev.checkSetOperands(name, x, y, range);
      Value r = op == BuiltinOp::Cup   ? val::setUnion(x, y)
                : op == BuiltinOp::Cap ? val::setIntersect(x, y)
                                       : val::setMinus(x, y);
      if (r.isError())
        ev.fail("set operation on " + val::toString(x) + " and " + val::toString(y), range);
      return r;
    }
    case BuiltinOp::Subseteq: {
      if (!x.isSetLike() || x.kind() == Kind::InfSet || x.kind() == Kind::SeqSet)
        ev.fail("Attempted to evaluate an expression of form S \\subseteq T, but S was not enumerable.", range);
      ev.checkSetOperands(name, x, y, range);
      auto c = val::isSubset(x, y);
      if (!c) {
        // Enumerable.isSubsetEq lists S: a lazy union TLC cannot list fails there.
        if (std::string err = val::tlcEnumerateError(x); !err.empty())
          ev.failEvalException(std::move(err), range);
        ev.fail("cannot decide \\subseteq", range);
      }
      return Value::boolean(*c);
    }
    default: break;
    }
  }
  ev.fail("operator " + std::string(name) + " cannot be applied here", range);
}

} // namespace

Evaluator::AppliedFunctionDef Evaluator::appliedFunctionDef(const FcnAppExpr *fa, const Env *env,
                                                             const InstCtx *inst) const {
  const OpAppExpr *app = dynCast<OpAppExpr>(fa->fcn);
  for (int hops = 0; app && app->path.size() == 1 && !app->path[0].hasArgs && app->path[0].symbol && hops < 64; ++hops) {
    const Env *b = env ? env->find(app->path[0].symbol) : nullptr;
    if (!b)
      break;
    if (b->kind != Env::Kind::Lazy || !b->expr)
      return {};
    env = b->exprEnv;
    inst = b->exprInst;
    app = dynCast<OpAppExpr>(b->expr);
  }
  if (!app || app->path.size() != 1 || !app->path[0].symbol || app->path[0].hasArgs || (env && env->find(app->path[0].symbol)))
    return {};
  const sem::Symbol *def = app->path[0].symbol->underlying();
  if (def->kind != sem::SymbolKind::Function || model_.definitionOverrides.count(def))
    return {};
  return {app, env, inst};
}

void Evaluator::bindFunctionDefArgs(const FcnAppExpr *fa, const AppliedFunctionDef &applied, const Env *env,
                                    const InstCtx *inst, FunctionDefBinding &out) {
  const Expr *e = fa;
  const sem::Symbol *def = applied.app->path[0].symbol->underlying();
  auto *u = static_cast<const FunctionDefUnit *>(def->unit);
  const CostNode *domainNode = cm_ ? std::exchange(functionDomainNode(), nullptr) : nullptr;
  std::vector<Value> args;
  for (const Expr *a : fa->args)
    args.push_back(eval(a, env, inst));
  if (args.size() == 1 && def->functionArgs > 1)
    if (!val::asSequence(args[0], args) || static_cast<int>(args.size()) != def->functionArgs)
      fail("wrong argument for function " + std::string(def->name), e->range);
  size_t names = 0;
  for (const BoundDecl &b : u->bounds)
    names += b.names.size();
  out.frames.resize(names);
  const Env *cur = def->inLet ? applied.env : nullptr;
  const InstCtx *defInst = enterImported(applied.app->path[0].symbol, applied.inst, out.instStorage);
  size_t at = 0, slot = 0;
  for (const BoundDecl &b : u->bounds) {
    size_t perArg = b.isTuple ? 1 : b.names.size();
    for (size_t i = 0; i < perArg && at < args.size(); ++i, ++at) {
      std::optional<CostScope> atDomain;
      if (domainNode && cm_) [[unlikely]]
        atDomain.emplace(*this, domainNode);
      Value domain = cur || defInst ? eval(b.set, cur, defInst) : functionDomain(b.set);
      // TLC's FcnLambdaValue.apply asks the domain, whose member raises its
      // errors (42 \in SUBSET 42).
      std::optional<bool> in = member(args[at], domain, e->range);
      atDomain.reset();
      if ((!in || !*in) && args.size() == 1 && perArg == 1) {
        // TLC's FcnLambdaValue prints itself whole (when it can be built) in its text.
        std::string whole;
        try {
          whole = val::tlcMessageText(evalFunctionDef(def, def->inLet ? applied.env : nullptr, defInst));
        } catch (const EvalError &) {
          // Building it fails: FcnLambdaValue.toString prints it unbuilt.
          whole = unbuiltFunctionDefText(*this, def, def->inLet ? applied.env : nullptr, defInst);
        }
        if (!whole.empty())
          failUnlocated(lambdaOutsideDomain(whole, args[at]), e->range);
      }
      if (!in || !*in)
        fail("function " + std::string(def->name) + " is applied to " + val::toString(args[at]) +
                 ", which is not in its domain",
             e->range);
      if (b.isTuple) {
        std::vector<Value> parts;
        if (!val::asSequence(args[at], parts) || parts.size() != b.names.size())
          fail("function " + std::string(def->name) + " expects a tuple argument", e->range);
        for (size_t j = 0; j < parts.size(); ++j) {
          bindBound(b, j, parts[j], out.frames[slot], cur);
          cur = &out.frames[slot++];
        }
      } else {
        bindBound(b, i, args[at], out.frames[slot], cur);
        cur = &out.frames[slot++];
      }
    }
  }
  out.body = u->body;
  out.env = cur;
  out.inst = defInst;
}

Value Evaluator::functionDomain(const Expr *set) {
  if (cm_) // (counted at each application)
    return eval(set, nullptr, nullptr);
  if (const DomainEntry *known = domainCache_.find(set); known && known->decided) {
    if (!known->value.isError())
      return known->value;
    return eval(set, nullptr, nullptr);
  }
  bool constant = model::isConstantLevelExpr(set) && model::isPureExpr(set, model_);
  uint64_t readsBefore = runtimeReads_;
  Value v = eval(set, nullptr, nullptr);
  bool fresh;
  DomainEntry &entry = domainCache_.get(set, fresh);
  entry.decided = true;
  if (constant && runtimeReads_ == readsBefore)
    entry.value = v;
  return v;
}

// TLC counts each evaluation of an operator application in the node for it
// below the application being evaluated.
Value Evaluator::evalCounted(const Expr *e, const Env *env, const InstCtx *inst) {
  const CostNode *n = cm_->child(e);
  ++cc_->count[n->id];
  CostScope scope(*this, n);
  uncountedOnce_ = true;
  return eval(e, env, inst);
}

void Evaluator::fail(std::string message, SourceRange range) const { throw EvalError{std::move(message), range}; }

void Evaluator::failUnlocated(std::string message, SourceRange range) const {
  throw EvalError{std::move(message), range, true};
}

void Evaluator::failEvalException(std::string message, SourceRange range) const {
  EvalError e{std::move(message), range, true};
  e.evalException = true;
  throw e;
}

void Evaluator::failStackOverflow(const sem::Symbol *op, SourceRange range) const {
  if (!op)
    op = applying_;
  std::string text = kStackOverflowText;
  if (op)
    text += "\nThe stack was exhausted applying " + std::string(op->name) + ".";
  fail(std::move(text), range);
}

int64_t Evaluator::checkedInt(__int128 v, SourceRange range) const {
  // TLC's integers are 32-bit; it reports overflow instead of wrapping.
  if (v > INT32_MAX || v < INT32_MIN)
    fail("Overflow: the result " + std::to_string(static_cast<long long>(v)) +
             " is not in TLC's integer range -2147483648..2147483647",
         range);
  return static_cast<int64_t>(v);
}

size_t NativeCall::argCount() const { return values ? values->size() : exprs.size(); }

Value NativeCall::arg(size_t i) const {
  if (evaluated)
    return evaluated[i];
  return values ? (*values)[i] : ev.eval(exprs[i], env, inst);
}

namespace {
// A variable read where it has no value (unprimed without a state, primed
// before the action assigns it, in Init before it is given one): TLC's
// lookup then finds the variable's declaration, not a value, and says so
// (EC.TLC_CONFIG_UNDEFINED_OR_NO_OPERATOR), whichever of the three it is.
std::string undeterminedVariable(const sem::Symbol *s) {
  return "In evaluation, the identifier " + std::string(s->name) + " is either undefined or not an operator.";
}
} // namespace

namespace {
// The modules whose operators TLC overrides with plain Java methods: TLC
// evaluates every argument (left to right) before the method checks any,
// so an error in a later argument comes before a wrong kind of an earlier one.
bool evaluatesArgumentsFirst(const sem::Symbol *def) {
  std::string_view m = def->module->name;
  return m == "Naturals" || m == "Integers" || m == "Sequences" || m == "Bags" || m == "FiniteSets";
}
} // namespace

OpRef NativeCall::opArg(size_t i) const {
  if (values)
    ev.fail("an operator argument cannot be passed here", range);
  const Expr *a = exprs[i];
  OpRef ref;
  if (auto *lam = dynCast<LambdaExpr>(a)) {
    ref.lambda = lam;
    ref.env = env;
    ref.inst = inst;
    return ref;
  }
  if (auto *app = dynCast<OpAppExpr>(a)) {
    if (app->isSymbol && !app->last().symbol) {
      ref.builtin = app->name();
      return ref;
    }
    const sem::Symbol *s = app->last().symbol;
    if (s) {
      const Env *b = env ? env->find(s) : nullptr;
      if (b && b->kind == Env::Kind::Op)
        return b->op;
      ref.def = s;
      ref.env = env;
      ref.inst = inst;
      if (app->path.size() > 1) // I!Op: entered where it is written
        ref.qualified = app;
      return ref;
    }
  }
  ev.fail("an operator was expected as argument", a->range);
}

const InstCtx *Evaluator::enterImported(const sem::Symbol *s, const InstCtx *inst, InstCtx &storage) const {
  if (s->kind != sem::SymbolKind::Imported || !s->binding)
    return inst;
  storage.binding = s->binding;
  storage.env = nullptr;
  storage.outer = inst;
  // An import of an import: each INSTANCE on the way adds its substitutions.
  return &storage;
}

Value Evaluator::variableOrConstant(const sem::Symbol *s, SourceRange range, const InstCtx *inst) {
  for (const InstCtx *c = inst; c; c = c->outer) {
    for (const sem::Substitute &st : c->binding->substitutes) {
      if (st.param != s)
        continue;
      if (st.expr)
        return eval(st.expr, c->env, c->outer);
      // Implicit substitution: the same-named symbol of the instantiator.
      if (st.symbol) {
        const sem::Symbol *t = st.symbol;
        if (t->kind == sem::SymbolKind::Variable || t->kind == sem::SymbolKind::Constant)
          return variableOrConstant(t, range, c->outer);
        if (const Env *b = c->env ? c->env->find(t) : nullptr)
          return lookupBinding(b, range);
        return evalUserOp(t, {}, nullptr, c->env, c->outer, c->outer);
      }
    }
  }
  if (s->kind == sem::SymbolKind::Variable) {
    int slot = variableSlot(s);
    if (slot < 0)
      fail("variable " + std::string(s->name) + " has no value here", range);
    // A definition SANY calls constant can still read a variable, through an
    // argument its TLA+ body ignores (Log == PrintT(x), TLCSet(1, x)): TLC's
    // processConstantDefns fails on it before any state and evaluates it at
    // each use, so such a value is never kept as a constant's.
    ++runtimeReads_;
    if (primed_) {
      if (!next_ || (nextAssigned_ && !nextAssigned_[slot]))
        fail(undeterminedVariable(s), range);
      return next_[slot];
    }
    if (!cur_)
      fail(undeterminedVariable(s), range);
    const Value &v = cur_[slot];
    if (v.isError())
      fail(undeterminedVariable(s), range);
    return v;
  }
  if (const Value *v = constantValue(s))
    return *v;
  auto sub = model_.constantSubstitutes.find(s);
  if (sub != model_.constantSubstitutes.end())
    return evalUserOp(sub->second, {}, nullptr, nullptr, nullptr, nullptr);
  fail("The constant parameter " + std::string(s->name) + " is not assigned a value by the configuration file.", range);
}

int Evaluator::variableSlot(const sem::Symbol *s) {
  return variableSlots_.get(s, [&] {
    auto it = model_.variableSlot.find(s);
    return it == model_.variableSlot.end() ? -1 : it->second;
  });
}

const Value *Evaluator::constantValue(const sem::Symbol *s) {
  return constantValues_.get(s, [&]() -> const Value * {
    auto it = model_.constantValues.find(s);
    if (it == model_.constantValues.end())
      return nullptr;
    val::noteDeepNormalized(it->second); // TLC deep-normalizes the cfg's values
    return &it->second;
  });
}

Evaluator::Override Evaluator::overrideOf(const sem::Symbol *def) {
  return overrides_.get(def, [&] {
    Override o;
    if (auto it = model_.definitionOverrides.find(def); it != model_.definitionOverrides.end())
      o.op = it->second;
    else if (auto v = model_.definitionValues.find(def); v != model_.definitionValues.end())
      o.value = &v->second;
    return o;
  });
}

NativeFn Evaluator::nativeFor(const sem::Symbol *def) {
  return nativeCache_.get(def, [&] { return findNative(def->module->name, def->name); });
}

Value Evaluator::tlcGet(const Value &key, SourceRange range) {
  if (key.kind() != Kind::String || (key.text() != "config" && key.text() != "spec"))
    ++runtimeReads_;
  if (key.kind() == Kind::String) {
    std::string_view k = key.text();
    if (k == "spec" && model_.tlcSpec)
      return *model_.tlcSpec;
    // TLCGetSet: s0.getLevel(), s0 the state evaluated in; under a prime
    // (TLCGet("level")') that is the next state, one level deeper.
    if (k == "level")
      return Value::integer(primed_ ? level_ + 1 : level_);
    if (k == "config" && io_->tlcConfig)
      return *io_->tlcConfig;
    if (k == "config") {
      RunConfig c = runConfig_;
      c.deadlock = c.deadlock && model_.checkDeadlock;
      return tlcConfigRecord(c, *model_.strings);
    }
    if (k == "stats" || k == "diameter" || k == "distinct" || k == "queue" || k == "duration" || k == "generated" ||
        k == "action")
      return tlcGetStats(k, range);
    // TLC returns Java system properties for "-D..." keys. tlacore always
    // composes actions (\cdot), which TLC does when tlc2.tool.impl.Tool.cdot
    // is "true"; no other property is set.
    if (k.rfind("-D", 0) == 0)
      return str(k == "-Dtlc2.tool.impl.Tool.cdot" ? "true" : "");
    fail("TLCGet(" + std::string(k) + ") was undefined.", range);
  }
  if (key.isInt()) {
    for (const auto &[i, v] : activeRegisters())
      if (i == key.asInt())
        return v;
    fail("TLCGet(" + std::to_string(key.asInt()) + ") was undefined.", range);
  }
  fail("TLCGet needs a string or an integer", range);
}

void Evaluator::tlcSet(const Value &key, const Value &v, SourceRange range) {
  if (key.kind() == Kind::String && key.text() == "exit") {
    if (v.isBool() && v.asBool())
      exitRequested_ = true;
    return;
  }
  if (!key.isInt())
    fail("TLCSet needs an integer register", range);
  Registers &registers = activeRegisters();
  for (auto &[i, old] : registers)
    if (i == key.asInt()) {
      old = v;
      return;
    }
  registers.emplace_back(key.asInt(), v);
}

namespace {
// The registers of the evaluator that last took up a state on this thread.
thread_local std::shared_ptr<Evaluator::Registers> threadRegisters;
} // namespace

thread_local const Evaluator::Registers *Evaluator::publishedRegisters = nullptr;

void Evaluator::publishRegisters() {
  threadRegisters = registers_;
  publishedRegisters = registers_.get();
}

Evaluator::Registers &Evaluator::activeRegisters() {
  if (!borrowsRegisters_) {
    if (publishedRegisters != registers_.get())
      publishRegisters();
    return *registers_;
  }
  return threadRegisters ? *threadRegisters : *registers_;
}

std::optional<Evaluator::OpSubstitute> Evaluator::operatorSubstitute(const sem::Symbol *s, const InstCtx *inst) const {
  for (const InstCtx *c = inst; c; c = c->outer)
    for (const sem::Substitute &st : c->binding->substitutes) {
      if (st.param != s)
        continue;
      OpSubstitute out;
      out.env = c->env;
      out.inst = c->outer;
      if (st.symbol) {
        out.symbol = st.symbol;
        return out;
      }
      if (auto *lam = dynCast<LambdaExpr>(st.expr)) {
        out.lambda = lam;
        return out;
      }
      if (auto *app = dynCast<OpAppExpr>(st.expr); app && app->path.size() == 1 && app->path[0].symbol) {
        out.symbol = app->path[0].symbol;
        return out;
      }
      return std::nullopt;
    }
  if (auto it = model_.constantSubstitutes.find(s); it != model_.constantSubstitutes.end()) {
    OpSubstitute out;
    out.symbol = it->second;
    return out;
  }
  return std::nullopt;
}

namespace {
// The cost node a lazy binding is counted at: TLC's LazyValue keeps
// cm.get(expr), for a LET below an action's root the node of the LET's
// body (ActionWrapper.get).
const CostNode *lazyBindingCostNode(const Env *b) {
  const CostNode *at = b->cm;
  if (at && at->root == at)
    if (auto *let = dynCast<LetExpr>(model::stripParens(b->expr)))
      at = at->child(model::stripParens(let->body));
  return at;
}
} // namespace

bool Evaluator::settleBinding(const Env *b) {
  if (b->kind != Env::Kind::Lazy || b->evaluated || b->noCache)
    return true;
  try {
    lookupBinding(b, b->expr ? b->expr->range : SourceRange{});
  } catch (const EvalError &) {
    return false;
  }
  return b->evaluated;
}

bool Evaluator::cachesBinding(const Env *b) {
  if (primed_ || b->noCache)
    return false;
  // Tool.evalAppl caches a LazyValue's value (lv.setValue) while the initial
  // states are generated only for an expression of constant level, elsewhere
  // for one of at most variable level (TLC's fix for Github issue 113); the
  // level is SANY's, fixed where the expression is written (its parameters
  // constant, an argument counted where the operator's level depends on
  // it): the node's, stored by the semantic analysis. Outside an action (no
  // next state) no expression has primes: nothing to look at.
  if (!initStates_ && !next_)
    return true;
  if (!b->expr)
    return true;
  sem::Level level = model::writtenLevel(b->expr);
  return initStates_ ? level == sem::Level::Constant : level <= sem::Level::State;
}

Value Evaluator::lookupBinding(const Env *b, SourceRange range) {
  switch (b->kind) {
  case Env::Kind::Value:
    return b->value;
  case Env::Kind::Lazy: {
    if (b->evaluated && !primed_)
      return b->value;
    if (b->holdsLazy && !primed_) [[unlikely]] {
      // (FcnLambdaValue.toFcnRcd keeps what it builds: later applications use it.)
      b->value = builtLazyElements(b->value);
      b->holdsLazy = false;
      b->evaluated = true;
      return b->value;
    }
    if (b->noCache) [[unlikely]]
      if (std::optional<Value> kept = capturedValue(b))
        return *kept;
    Value v;
    if (cm_) [[unlikely]] {
      CostScope scope(*this, lazyBindingCostNode(b));
      v = eval(b->expr, b->exprEnv, b->exprInst);
    } else {
      v = eval(b->expr, b->exprEnv, b->exprInst);
    }
    if (cachesBinding(b)) {
      b->value = v;
      b->evaluated = true;
    } else if (b->noCache) [[unlikely]] {
      keepCapturedValue(b, v);
    }
    return v;
  }
  case Env::Kind::Op:
    if (b->op.def && b->op.def->arity == 0)
      return applyOp(b->op, {}, range);
    if (b->op.lambda && b->op.lambda->params.empty())
      return applyOp(b->op, {}, range);
    fail("operator " + std::string(b->sym->name) + " is used without its arguments", range);
  }
  fail("bad binding", range);
}

namespace {
// Up to N bindings on the stack, only the first `n` of them constructed (an
// Env is large, and most calls bind one or two names).
template <size_t N> class StackFrames {
public:
  explicit StackFrames(size_t n) : live_(n <= N ? n : 0) { std::uninitialized_default_construct_n(data(), live_); }
  ~StackFrames() { std::destroy_n(data(), live_); }
  StackFrames(const StackFrames &) = delete;
  StackFrames &operator=(const StackFrames &) = delete;
  Env *data() { return reinterpret_cast<Env *>(storage_); }
  static constexpr size_t capacity() { return N; }

private:
  alignas(Env) unsigned char storage_[N * sizeof(Env)];
  size_t live_;
};
} // namespace

const Value &Evaluator::evalRef(const Expr *e, const Env *env, const InstCtx *inst, Value &scratch) {
  // As eval -> evalOpApp -> lookupBinding, without the copies; coverage and
  // primed reads take the general path.
  if (env && !cm_ && !primed_ && e->kind == ExprKind::OpApp) {
    auto *app = cast<OpAppExpr>(e);
    if (app->path.size() == 1 && app->path[0].symbol && app->path[0].symbol->kind != sem::SymbolKind::Variable)
      if (const Env *b = env->find(app->path[0].symbol)) {
        try {
          if (const Value *v = bindingRef(b, e->range, scratch))
            return *v;
        } catch (EvalError &err) { // an argument evaluated on first use: below `e`, as in eval
          noteNested(err, e);
          throw;
        }
      }
  }
  scratch = eval(e, env, inst);
  return scratch;
}

const Value *Evaluator::bindingRef(const Env *b, SourceRange range, Value &scratch) {
  if (b->kind == Env::Kind::Value)
    return &b->value;
  if (b->kind != Env::Kind::Lazy || b->noCache)
    return nullptr;
  if (!b->evaluated)
    scratch = lookupBinding(b, range);
  return b->evaluated ? &b->value : &scratch;
}

void Evaluator::bindArgs(const sem::Symbol *def, std::span<Expr *const> args, const Env *callerEnv,
                         const InstCtx *callerInst, std::vector<Env> &frames, const Env *outer) {
  frames.resize(def->params.size());
  bindArgs(def, args, callerEnv, callerInst, frames.data(), outer);
}

void Evaluator::bindArgs(const sem::Symbol *def, std::span<Expr *const> args, const Env *callerEnv,
                         const InstCtx *callerInst, Env *frames, const Env *outer) {
  const Env *prev = outer;
  for (size_t i = 0; i < def->params.size(); ++i) {
    Env &f = frames[i];
    const sem::Symbol *p = def->params[i];
    f.sym = p;
    f.next = prev;
    const Expr *a = i < args.size() ? args[i] : nullptr;
    if (p->arity > 0 || (a && isa<LambdaExpr>(a))) {
      f.kind = Env::Kind::Op;
      if (auto *lam = dynCast<LambdaExpr>(a)) {
        f.op.lambda = lam;
        f.op.env = callerEnv;
        f.op.inst = callerInst;
      } else if (auto *app = dynCast<OpAppExpr>(a)) {
        const sem::Symbol *s = app->last().symbol;
        const Env *b = s && callerEnv ? callerEnv->find(s) : nullptr;
        if (size_t di = 0; sem::hasSelector(app, &di)) {
          // A subexpression name (SOp!@, U!1!Op): the operator it selects, applied in applyOp.
          f.op.def = app->path[di].symbol;
          f.op.env = callerEnv;
          f.op.inst = callerInst;
          f.op.qualified = app;
        } else if (b && b->kind == Env::Kind::Op) {
          f.op = b->op;
        } else if (s) {
          f.op.def = s;
          f.op.env = callerEnv;
          f.op.inst = callerInst;
          // The name as written also where a cfg override of it depends on
          // where it is written (model/override_scope.h).
          if (app->path.size() > 1 || (!model_.definitionOverrides.empty() && model_.overrideOf(s, false)))
            f.op.qualified = app;
        } else {
          f.op.builtin = app->name();
        }
      }
    } else {
      f.kind = Env::Kind::Lazy;
      f.expr = a;
      f.exprEnv = callerEnv;
      f.exprInst = callerInst;
      f.cm = cm_;
    }
    prev = &f;
  }
}

Value Evaluator::applyOp(const OpRef &op, const std::vector<Value> &args, SourceRange range) {
  if (op.lambda) {
    std::vector<Env> frames(op.lambda->params.size());
    const Env *prev = op.env;
    for (size_t i = 0; i < frames.size(); ++i) {
      frames[i].sym = op.lambda->paramSymbols[i];
      frames[i].value = i < args.size() ? args[i] : Value();
      frames[i].next = prev;
      prev = &frames[i];
    }
    return eval(op.lambda->body, prev, op.inst);
  }
  if (size_t di = 0; op.def && op.qualified && sem::hasSelector(op.qualified, &di)) {
    // A subexpression name passed as an operator (OOp(SOp!@, 1, 2), T(U!1!Op)): the selected part
    // with the parameters the name introduces bound to `args`, in the instances it goes through.
    const OpAppExpr *e = op.qualified;
    InstancePath store;
    bool ok;
    // The instances before the selected definition, their arguments bound (P(7)!Op!@).
    const InstCtx *cur = enterInstancePath(e, op.env, op.inst, store, ok, di);
    if (!ok)
      fail("this subexpression reference is not supported by the model checker", e->range);
    // I!Op!lbl passed for F(_, _, _): the first arguments are I's parameters.
    size_t lead = std::min(instanceOperandCount(e, di), args.size());
    bindInstanceOperands(store, std::span<const Value>(args).first(lead));
    const sem::Symbol *s = e->path[di].symbol;
    InstCtx storage;
    const InstCtx *inst = enterImported(s, cur, storage);
    sem::Selection sel = sem::selectPath(s, e, di);
    if (!sel.expr || !sel.fieldName.empty())
      fail("this subexpression reference is not supported by the model checker", e->range);
    std::vector<Env> frames(sel.params.size());
    const Env *prev = s->underlying()->inLet ? op.env : nullptr;
    for (size_t i = 0; i < frames.size(); ++i) {
      frames[i].sym = sel.params[i].symbol;
      frames[i].value = lead + i < args.size() ? args[lead + i] : Value();
      frames[i].next = prev;
      prev = &frames[i];
    }
    return eval(sel.expr, prev, inst);
  }
  if (op.def) {
    const sem::Symbol *s = op.def;
    const sem::Symbol *def = s->underlying();
    InstancePath path;
    InstCtx storage;
    const InstCtx *inst = enterImported(s, operatorContext(op, path), storage);
    // I!Op passed for F(_, _): the first arguments are I's parameters.
    size_t lead = std::min(instanceOperandCount(op.qualified), args.size());
    bindInstanceOperands(path, std::span<const Value>(args).first(lead));
    bool viaInstance = op.qualified && op.qualified->path.size() > 1;
    if (const sem::Symbol *o = model::overrideAt(model_, s, viaInstance,
                                                 op.qualified ? op.qualified->range.begin : SourceLoc{})) {
      s = o;
      def = s->underlying();
      inst = enterImported(s, nullptr, storage);
    }
    if (def->kind == sem::SymbolKind::OpParam) {
      const Env *b = op.env ? op.env->find(def) : nullptr;
      if (b && b->kind == Env::Kind::Op)
        return applyOp(b->op, args, range);
      if (b && args.empty())
        return lookupBinding(b, range);
      fail("cannot apply parameter " + std::string(def->name), range);
    }
    if (def->kind == sem::SymbolKind::Constant) {
      if (auto t = model_.operatorTables.find(def); t != model_.operatorTables.end())
        return applyOperatorTable(def, t->second, args, range);
      if (auto it = model_.constantSubstitutes.find(def); it != model_.constantSubstitutes.end())
        return applyOp(OpRef{it->second, nullptr, {}, nullptr, nullptr}, args, range);
      return variableOrConstant(def, range, inst);
    }
    // A native that returns no value defers to the TLA+ definition (as TLC's
    // @Evaluation overrides that return null).
    if (def->module && def->module->isStandard)
      if (NativeFn fn = nativeFor(def))
        if (Value v = fn(NativeCall{*this, {}, &args, nullptr, inst, range, def}); !v.isError())
          return v;
    if (def->kind == sem::SymbolKind::Operator && def->unit) {
      auto *u = static_cast<const OperatorDefUnit *>(def->unit);
      std::vector<Env> frames(def->params.size());
      const Env *prev = def->inLet ? op.env : nullptr;
      for (size_t i = 0; i < frames.size(); ++i) {
        frames[i].sym = def->params[i];
        frames[i].value = lead + i < args.size() ? args[lead + i] : Value();
        frames[i].next = prev;
        prev = &frames[i];
      }
      return eval(u->body, prev, inst);
    }
    return evalUserOp(s, {}, nullptr, op.env, op.inst, inst);
  }
  // A built-in operator symbol passed by name: + - * etc. are natives of Naturals.
  return applyBuiltinByName(*this, op.builtin, args, range);
}


Value Evaluator::evalDefinition(const sem::Symbol *def) {
  InstCtx storage;
  const InstCtx *defInst = enterImported(def, nullptr, storage);
  return evalUserOp(def, {}, nullptr, nullptr, nullptr, defInst);
}

// [x \in S |-> e] (or f[x \in S] == e) could not be built (err): the error TLC's FcnLambdaValue.toFcnRcd
// raises. It asks its FcnParams for their size first: Nat, Int, Real (and SUBSET
// of them) answer with UserValue.size()'s error, not a quantifier's.
namespace {
[[noreturn]] void failToBuild(Evaluator &ev, const Vec<BoundDecl> &bounds, SourceRange range, const EvalError &err,
                              const Env *env, const InstCtx *inst) {
  if (err.message.starts_with("TLC encountered a non-enumerable quantifier bound"))
    for (const BoundDecl &bd : bounds) {
      Value set = ev.eval(bd.set, env, inst);
      if (set.kind() == Kind::Subset) {
        Value base = static_cast<const val::LazySetObj *>(set.heap())->parts[0]; // kept before `set` lets go of it
        set = std::move(base);
      }
      auto inf = set.kind() == Kind::InfSet ? static_cast<const val::LazySetObj *>(set.heap())->inf
                                            : val::InfSetKind::Any;
      if (inf == val::InfSetKind::Nat || inf == val::InfSetKind::Int || inf == val::InfSetKind::Real)
        ev.failEvalException("Attempted to compute the number of elements in the overridden value " +
                                 val::tlcMessageText(set) + ".",
                             range);
    }
  throw err;
}
} // namespace

Value Evaluator::evalFunctionDef(const sem::Symbol *def, const Env *env, const InstCtx *inst) {
  // A recursive function used as a whole value: build it over its (finite) domain.
  auto *u = static_cast<const FunctionDefUnit *>(def->unit);
  std::vector<Value> keys, vals;
  bool overInterval = false;
  try {
  forEachBinding(u->bounds, env, inst, [&](const Env *e) {
    std::vector<Value> parts;
    for (const BoundDecl &b : u->bounds) {
      if (b.isTuple) {
        std::vector<Value> t;
        for (size_t i = 0; i < b.names.size(); ++i)
          t.push_back(e->find(b.symbols[i])->value);
        parts.push_back(Value::tuple(std::move(t)));
        continue;
      }
      for (size_t i = 0; i < b.names.size(); ++i)
        parts.push_back(e->find(b.symbols[i])->value);
    }
    keys.push_back(parts.size() == 1 ? parts[0] : Value::tuple(parts));
    vals.push_back(eval(u->body, e, inst));
    return true;
  }, {}, &overInterval);
  } catch (const EvalError &err) {
    // Over a domain TLC cannot list, TLC's OPCODE_rfs/nrfs keeps the FcnLambdaValue: a lazy value.
    // Building it fails as toFcnRcd fails: over Nat, Int, Real (or SUBSET of them) FcnParams.size's
    // error (failToBuild), else the error met (over a finite domain, the body's, in the same order).
    if (std::optional<LazyFcn> f = unlistedFunctionDef(*this, def, env, inst)) {
      try {
        failToBuild(*this, u->bounds, def->range, err, env, inst);
      } catch (const EvalError &buildError) {
        return lazyFcnValue(*f, buildError);
      }
    }
    throw;
  }
  size_t names = 0;
  for (const BoundDecl &b : u->bounds)
    names += b.isTuple ? 1 : b.names.size();
  return Value::fcn(std::move(keys), std::move(vals))
      .withFcnOrigin(names == 1 ? FcnOrigin::Lambda : FcnOrigin::Shape)
      .withIntervalDomain(overInterval);
}

bool Evaluator::constantDefLeftToUses(const sem::Symbol *s, const InstCtx *defInst) {
  const sem::Symbol *def = s->underlying();
  if (const Value *known = constantCache_.find(def))
    return known->isError();
  try {
    evalUserOp(s, {}, nullptr, nullptr, nullptr, defInst);
  } catch (const EvalError &) {
  }
  const Value *known = constantCache_.find(def);
  return known && known->isError();
}

Value Evaluator::evalUserOp(const sem::Symbol *s, std::span<Expr *const> args, const Expr *call, const Env *env,
                            const InstCtx *inst, const InstCtx *defInst, bool qualified, const LazyFcnVisitor *k) {
  if (k) [[unlikely]] { // the body as a function position (lazy_fcn.cpp), for an operator TLC evaluates in place
    const sem::Symbol *d = s->underlying();
    // A constant definition G == [x \in Nat |-> e]: TLC keeps its value a FcnLambdaValue, so as a function
    // position it is evaluated in place, not built once as other constant definitions are.
    auto constantFcnOverInfiniteDomain = [&] {
      auto *ctor = dynCast<FcnCtorExpr>(model::stripParens(static_cast<const OperatorDefUnit *>(d->unit)->body));
      if (!ctor)
        return false;
      for (const BoundDecl &b : ctor->bounds)
        if (!b.set || !val::cardinality(functionDomain(b.set)))
          return true;
      return false;
    };
    // A constant definition TLC's processConstantDefns could not evaluate (f == [i \in 1..3 |-> 1 \div (i - 2)])
    // is evaluated in place as well: f[1] keeps the function lazy and evaluates its body at 1 alone.
    bool inPlace = d->kind == sem::SymbolKind::Operator && d->unit && isa<OperatorDefUnit>(d->unit) &&
                   ((model_.definitionOverrides.empty() && model_.definitionValues.empty()) ||
                    (!overrideOf(d).op && !overrideOf(d).value)) &&
                   !(d->module && d->module->isStandard && nativeFor(d)) &&
                   (!(d->params.empty() && !d->inLet && d->level == sem::Level::Constant && d->levelDeps.empty() &&
                      defInst == nullptr) ||
                    constantFcnOverInfiniteDomain() || constantDefLeftToUses(s, defInst));
    if (!inPlace && args.size() == 2 && heldArgument(d) == 1 && !overrideOf(d).op && !overrideOf(d).value)
      if (NativeFn fn = nativeFor(d)) {
        // d :> e, Append(s, e): e evaluated under KeepLazy as well (OpValue.eval passes the control on).
        bool holds = false;
        Value evaluated[2];
        evaluated[0] = eval(args[0], env, inst);
        evaluated[1] = keptLazyElement(args[1], env, inst, holds);
        ApplyingScope applying(*this, d, call ? call->range : d->range);
        NativeCall native{*this, args, nullptr, env, inst, call ? call->range : d->range, d};
        native.evaluated = evaluated;
        if (Value v = fn(native); !v.isError()) {
          LazyFcn f = LazyFcn::of(std::move(v));
          f.holdsLazy = holds && !f.lazy();
          return (*k)(f);
        }
      }
    if (!inPlace)
      return (*k)(LazyFcn::of(evalUserOp(s, args, call, env, inst, defInst, qualified)));
    ApplyingScope applying(*this, d, call ? call->range : d->range);
    std::vector<Env> frames;
    const Env *outer = d->inLet ? env : nullptr;
    bindArgs(d, args, env, inst, frames, outer);
    const Env *bodyEnv = frames.empty() ? outer : &frames.back();
    return withLazyFcn(static_cast<const OperatorDefUnit *>(d->unit)->body, bodyEnv, d->inLet ? inst : defInst, *k);
  }
  const sem::Symbol *def = s->underlying();
  SourceRange range = call ? call->range : def->range;
  ApplyingScope applying(*this, def, range);
  if (!model_.definitionOverrides.empty() || !model_.definitionValues.empty()) {
    const Override &o = overrideOf(def);
    if (o.op && model::overrideAt(model_, s, qualified, call ? call->range.begin : SourceLoc{}))
      return evalUserOp(o.op, args, call, env, inst, nullptr);
    if (o.value)
      return *o.value;
  }
  switch (def->kind) {
  case sem::SymbolKind::Variable:
  case sem::SymbolKind::Constant: {
    if (def->kind == sem::SymbolKind::Constant && def->arity > 0) {
      if (auto t = model_.operatorTables.find(def); t != model_.operatorTables.end()) {
        std::vector<Value> vals;
        for (const Expr *a : args)
          vals.push_back(eval(a, env, inst));
        return applyOperatorTable(def, t->second, vals, range);
      }
      // A subexpression name substituted for it (INSTANCE M WITH A5 <- COp!@!++, test206).
      for (const InstCtx *c = defInst; c; c = c->outer) {
        const sem::Substitute *st = nullptr;
        for (const sem::Substitute &x : c->binding->substitutes)
          if (x.param == def)
            st = &x;
        if (!st)
          continue;
        auto *app = dynCast<OpAppExpr>(st->expr);
        if (size_t di = 0; app && sem::hasSelector(app, &di)) {
          std::vector<Value> vals;
          for (const Expr *a : args)
            vals.push_back(eval(a, env, inst));
          return applyOp(OpRef{app->path[di].symbol, nullptr, {}, c->env, c->outer, app}, vals, range);
        }
        break;
      }
      auto sub = operatorSubstitute(def, defInst);
      if (!sub)
        fail("constant operator " + std::string(def->name) + " has no definition in the configuration", range);
      if (sub->lambda) {
        std::vector<Value> vals;
        for (const Expr *a : args)
          vals.push_back(eval(a, env, inst));
        return applyOp(OpRef{nullptr, sub->lambda, {}, sub->env, sub->inst}, vals, range);
      }
      // An operator parameter of a parameterized instance (Inst2(A5(_, _, _, _, _)) == INSTANCE M):
      // the operator the instance was given.
      if (const Env *b = sub->env ? sub->env->find(sub->symbol) : nullptr; b && b->kind == Env::Kind::Op) {
        std::vector<Value> vals;
        for (const Expr *a : args)
          vals.push_back(eval(a, env, inst));
        return applyOp(b->op, vals, range);
      }
      InstCtx storage2;
      const InstCtx *subInst = enterImported(sub->symbol, sub->inst, storage2);
      return evalUserOp(sub->symbol, args, call, env, inst, subInst);
    }
    return variableOrConstant(def, range, defInst);
  }
  case sem::SymbolKind::Function:
    return evalFunctionDef(def, def->inLet ? env : nullptr, def->inLet ? inst : defInst);
  case sem::SymbolKind::Theorem:
  case sem::SymbolKind::Assumption: {
    auto *u = def->kind == sem::SymbolKind::Theorem ? static_cast<const TheoremUnit *>(def->unit)->body
                                                     : static_cast<const AssumeUnit *>(def->unit)->body;
    return eval(u, nullptr, defInst);
  }
  case sem::SymbolKind::Operator:
    break;
  default:
    fail("cannot evaluate " + std::string(def->name), range);
  }
  if (!def->unit)
    fail("operator " + std::string(def->name) + " has no definition", range);
  if (def->module && def->module->isStandard)
    if (NativeFn fn = nativeFor(def)) {
      NativeCall call{*this, args, nullptr, env, inst, range, def};
      Value evaluated[3];
      if (args.size() >= 2 && args.size() <= 3 && def->params.size() == args.size() && evaluatesArgumentsFirst(def)) {
        for (size_t i = 0; i < args.size(); ++i)
          if (def->params[i]->arity == 0)
            evaluated[i] = eval(args[i], env, inst);
        call.evaluated = evaluated;
      }
      if (Value v = fn(call); !v.isError())
        return v;
    }
  auto *u = static_cast<const OperatorDefUnit *>(def->unit);
  // Constant definitions without parameters are evaluated once (as TLC does).
  bool cacheable = def->params.empty() && !def->inLet && def->level == sem::Level::Constant &&
                   def->levelDeps.empty() && defInst == nullptr;
  if (cacheable) {
    // A constant definition is evaluated once, outside the coverage counts
    // (TLC evaluates it before the search).
    const Value *known = constantCache_.find(def);
    if (known && !known->isError())
      return *known;
    CostChild uncounted(*this, nullptr);
    uint64_t readsBefore = runtimeReads_;
    Value v;
    try {
      v = eval(u->body, nullptr, nullptr);
    } catch (const EvalError &) {
      // SpecProcessor.processConstantDefns swallows the error: the definition stays an OpDefNode,
      // its body evaluated at every use (with the use's control: constantDefLeftToUses).
      if (!known) {
        bool fresh;
        constantCache_.get(def, fresh) = Value();
      }
      throw;
    }
    if (!known) {
      bool fresh;
      constantCache_.get(def, fresh) = runtimeReads_ == readsBefore ? v : Value();
      val::noteDeepNormalized(v); // SpecProcessor.processConstantDefns: WorkerValue.demux deep-normalizes it
    }
    return v;
  }
  // A state-level definition without parameters: its value kept while the
  // variables it reads keep theirs (state_def_cache.h).
  if (def->params.empty() && !def->inLet && defInst == nullptr && def->level == sem::Level::State &&
      def->levelDeps.empty() && !cm_ && !valueSources_ && !sourceOnce_) {
    if (!stateDefs_)
      stateDefs_.reset(new StateDefCache(model_));
    StateDefCache::StateView at{cur_, next_, nextAssigned_, primed_};
    bool usable = false;
    if (const Value *known = stateDefs_->find(def, at, usable))
      return *known;
    if (usable) {
      Value v = eval(u->body, nullptr, nullptr);
      stateDefs_->store(def, at, v);
      return v;
    }
  }
  // The parameters' bindings: on the stack for a few, no allocation per call.
  constexpr size_t kStackFrames = 4;
  size_t params = def->params.size();
  StackFrames<kStackFrames> stackFrames(params);
  std::vector<Env> heapFrames;
  Env *frames = stackFrames.data();
  if (params > kStackFrames) {
    heapFrames.resize(params);
    frames = heapFrames.data();
  }
  // LET definitions see the bindings around them; module-level ones see none.
  bool isLetDef = def->inLet;
  const Env *outer = isLetDef ? env : nullptr;
  bindArgs(def, args, env, inst, frames, outer);
  const Env *bodyEnv = params == 0 ? outer : &frames[params - 1];
  return eval(u->body, bodyEnv, isLetDef ? inst : defInst);
}

Value Evaluator::evalOpApp(const OpAppExpr *e, const Env *env, const InstCtx *inst) {
  if (e->path.size() == 1) {
    const NameSegment &seg = e->path[0];
    const sem::Symbol *s = seg.symbol;
    if (!s)
      fail("unresolved name " + std::string(seg.name.text), e->range);
    // A variable of the spec's own module (never bound in env), outside any
    // instance, with no cfg override: the state's value (as evalUserOp's
    // Variable case), without entering an application.
    if (s->kind == sem::SymbolKind::Variable && !inst && !cm_ &&
        ((model_.definitionOverrides.empty() && model_.definitionValues.empty()) ||
         (!overrideOf(s).op && !overrideOf(s).value)))
      return variableOrConstant(s, e->range, nullptr);
    // Bound names first.
    if (env && mayBeBound(s))
      if (const Env *b = env->find(s)) {
        if (b->kind == Env::Kind::Op && seg.hasArgs) {
          // A non-Leibniz built-in passed for the parameter (TLC's test52:
          // PrimeTest('), UnchangedTest(UNCHANGED), EnabledTest(ENABLED)):
          // applied to the argument as written, as if in its place.
          BuiltinOp nonLeibniz = !b->op.def && !b->op.lambda && seg.args.size() == 1 ? builtinOpFor(b->op.builtin)
                                                                                    : BuiltinOp::None;
          const Expr *arg = nonLeibniz != BuiltinOp::None ? seg.args[0] : nullptr;
          if (nonLeibniz == BuiltinOp::Prime) {
            if (primed_)
              fail("an expression is primed twice", e->range);
            primed_ = true;
            try {
              Value v = eval(arg, env, inst);
              primed_ = false;
              return v;
            } catch (...) {
              primed_ = false;
              throw;
            }
          }
          if (nonLeibniz == BuiltinOp::Unchanged) {
            Value now = eval(arg, env, inst);
            bool saved = primed_;
            primed_ = true;
            Value then;
            try {
              then = eval(arg, env, inst);
            } catch (...) {
              primed_ = saved;
              throw;
            }
            primed_ = saved;
            return Value::boolean(now == then);
          }
          if (nonLeibniz == BuiltinOp::Enabled) {
            if (!enabledHook_)
              fail("ENABLED cannot be evaluated here", e->range);
            return Value::boolean(enabledHook_(arg, env, inst));
          }
          std::vector<Value> args;
          for (const Expr *a : seg.args)
            args.push_back(eval(a, env, inst));
          return applyOp(b->op, args, e->range);
        }
        return lookupBinding(b, e->range);
      }
    InstCtx storage;
    const InstCtx *defInst = enterImported(s, inst, storage);
    return evalUserOp(s, seg.args, e, env, inst, defInst);
  }
  // I!Op or I(x)!Op: enter each instance in turn.
  std::vector<std::unique_ptr<InstCtx>> ctxs;
  std::vector<std::vector<Env>> frameStore;
  const InstCtx *cur = inst;
  for (size_t i = 0; i + 1 < e->path.size(); ++i) {
    const NameSegment &seg = e->path[i];
    const sem::Symbol *s = seg.symbol;
    if (!s)
      fail("unresolved name", e->range);
    InstCtx storage;
    const InstCtx *via = enterImported(s, cur, storage);
    if (via == &storage) {
      ctxs.push_back(std::make_unique<InstCtx>(storage));
      via = ctxs.back().get();
    }
    const sem::Symbol *def = s->underlying();
    if (def->kind != sem::SymbolKind::Instance || !def->instance)
      return evalSubexpression(e, i, env, via);
    auto ic = std::make_unique<InstCtx>();
    ic->binding = def->instance;
    ic->outer = via;
    if (!def->params.empty()) {
      frameStore.emplace_back();
      bindArgs(def, seg.args, env, cur, frameStore.back(), nullptr);
      ic->env = &frameStore.back().back();
    }
    ctxs.push_back(std::move(ic));
    cur = ctxs.back().get();
  }
  const NameSegment &last = e->path.back();
  const sem::Symbol *s = last.symbol;
  if (!s)
    fail("unresolved name " + std::string(last.name.text), e->range);
  InstCtx storage;
  const InstCtx *defInst = enterImported(s, cur, storage);
  // Arguments are evaluated where the application is written.
  return evalUserOp(s, last.args, e, env, inst, defInst, true);
}

const InstCtx *Evaluator::enterInstancePath(const OpAppExpr *e, const Env *env, const InstCtx *inst,
                                            InstancePath &store, bool &ok, size_t upTo) {
  ok = true;
  const InstCtx *cur = inst;
  for (size_t i = 0; i < std::min(upTo, e->path.size() - 1); ++i) {
    const NameSegment &seg = e->path[i];
    const sem::Symbol *s = seg.symbol;
    const sem::Symbol *def = s ? s->underlying() : nullptr;
    if (!def || def->kind != sem::SymbolKind::Instance || !def->instance) {
      ok = false;
      return nullptr;
    }
    InstCtx storage;
    const InstCtx *via = enterImported(s, cur, storage);
    if (via == &storage) {
      store.ctxs.push_back(std::make_unique<InstCtx>(storage));
      via = store.ctxs.back().get();
    }
    auto ic = std::make_unique<InstCtx>();
    ic->binding = def->instance;
    ic->outer = via;
    if (!def->params.empty()) {
      store.frames.emplace_back();
      bindArgs(def, seg.args, env, cur, store.frames.back(), nullptr);
      ic->env = &store.frames.back().back();
    }
    store.ctxs.push_back(std::move(ic));
    cur = store.ctxs.back().get();
  }
  return cur;
}

const InstCtx *Evaluator::operatorContext(const OpRef &op, InstancePath &store) {
  if (!op.qualified)
    return op.inst;
  bool ok;
  const InstCtx *c = enterInstancePath(op.qualified, op.env, op.inst, store, ok);
  return ok ? c : op.inst;
}

// Op!2 (the second conjunct of Op's body), Op(a)!lbl(x), Def!(e)!<< and Thm!: (the body itself):
// the selected part, with the definition's parameters, the label's and the bound identifiers the
// name gives arguments bound to them.
Value Evaluator::evalSubexpression(const OpAppExpr *e, size_t index, const Env *env, const InstCtx *inst) {
  const sem::Symbol *sym = e->path[index].symbol;
  const sem::Symbol *def = sym->underlying();
  sem::Selection sel = sem::selectPath(sym, e, index);
  if (!sel.expr)
    fail("this subexpression reference is not supported by the model checker", e->range);
  if (!sel.fieldName.empty())
    return literal(sel.fieldName);
  const Env *outer = def->inLet ? env : nullptr; // a LET definition sees the LET's scope
  std::vector<Env> frames;
  if (def->kind == sem::SymbolKind::Operator && !def->params.empty())
    bindArgs(def, e->path[index].args, env, inst, frames, outer);
  const Env *cur = frames.empty() ? outer : &frames.back();
  size_t first = def->kind == sem::SymbolKind::Operator ? def->params.size() : 0;
  std::vector<Env> more;
  cur = bindSelectionParams(sel, first, env, inst, cm_, more, cur);
  return eval(sel.expr, cur, inst);
}

void Evaluator::bindBound(const BoundDecl &b, size_t nameIndex, const Value &x, Env &node, const Env *next) {
  node.sym = b.symbols[nameIndex];
  node.kind = Env::Kind::Value;
  node.value = x;
  node.next = next;
}

Evaluator::ConstantValues Evaluator::evalStartupConstants() {
  ConstantValues out;
  setState(nullptr);
  setNext(nullptr, nullptr);
  for (const sem::Symbol *def : model_.startupConstants) {
    try {
      out.emplace_back(def, evalDefinition(def));
    } catch (const EvalError &) {
      out.emplace_back(def, Value()); // (evalUserOp has marked it in constantCache_)
    }
  }
  return out;
}

std::optional<Value> Evaluator::filterInParallel(const SetFilterExpr *s, size_t n, const ElementRange &elementsIn,
                                                 const Env *env, const InstCtx *inst) {
  if (n < 16384 || cm_ || cc_)
    return std::nullopt;
  bool fresh = false;
  uint8_t &pure = pureFilters_.get(s, fresh);
  if (fresh)
    pure = model::isPureExpr(s->predicate, model_) ? 1 : 2;
  if (pure != 1)
    return std::nullopt;
  // The helpers share the bindings: the lazy ones are evaluated here first,
  // since evaluating one caches its value in it.
  for (const Env *b = env; b; b = b->next) {
    if (b->kind == Env::Kind::Op)
      return std::nullopt; // an operator argument: not analysed
    if (b->kind == Env::Kind::Lazy && !b->evaluated && !b->noCache) {
      try {
        lookupBinding(b, s->range);
      } catch (const EvalError &) {
        return std::nullopt;
      }
      if (!b->evaluated)
        return std::nullopt;
    }
  }
  // The elements kept, by chunk (its first position).
  std::vector<std::pair<size_t, std::vector<Value>>> kept;
  std::mutex mutex; // kept, firstError
  std::optional<std::pair<size_t, EvalError>> firstError; // the error a sequential filter meets first
  ParallelFor pf = std::move(parallelFor_); // no nested parallel sections
  parallelFor_ = nullptr;
  const StateContext here = stateContext();
  pf(n, [&](Evaluator &h, size_t begin, size_t end) {
    const StateContext saved = h.stateContext();
    h.setStateContext(here);
    Env frame;
    std::vector<Value> mine;
    size_t i = begin;
    elementsIn(begin, end, [&](const Value &x) {
      try {
        h.bindBound(s->bound, 0, x, frame, env);
        if (h.evalBool(s->predicate, &frame, inst))
          mine.push_back(x);
      } catch (const EvalError &e) {
        std::lock_guard<std::mutex> lock(mutex);
        if (!firstError || firstError->first > i)
          firstError.emplace(i, e);
        return false;
      }
      ++i;
      return true;
    });
    h.setStateContext(saved);
    std::lock_guard<std::mutex> lock(mutex);
    kept.emplace_back(begin, std::move(mine));
  });
  parallelFor_ = std::move(pf);
  if (firstError)
    throw firstError->second;
  std::sort(kept.begin(), kept.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
  size_t total = 0;
  for (const auto &k : kept)
    total += k.second.size();
  std::vector<Value> out;
  out.reserve(total);
  for (auto &k : kept)
    std::move(k.second.begin(), k.second.end(), std::back_inserter(out));
  return Value::sortedSet(std::move(out));
}

Value Evaluator::enumerable(const Value &set, SourceRange range) {
  constexpr size_t kLimit = 50'000'000;
  if (set.kind() == Kind::PredSet)
    lastLazyPredicateError().reset();
  Value n = val::normalize(set, kLimit);
  if (n.isError()) {
    // A filter kept lazy whose predicate failed while it was listed: that error.
    if (set.kind() == Kind::PredSet)
      if (std::optional<EvalError> &predicateError = lastLazyPredicateError())
        throw EvalError(*predicateError);
    // The set's own Enumerator raises it (SetPredValue, SetCupValue, SetDiffValue, UnionValue,
    // SetOfFcnsValue, ...: Assert.fail(text, getSource()), and a value's source is null outside
    // TLC's debugger): no location follows the text.
    if (std::string err = val::tlcEnumerateError(set); !err.empty())
      failUnlocated(std::move(err), range);
    std::optional<double> size = val::setSize(set);
    if (!size)
      fail("cannot enumerate " + val::toString(set) + ": it is not a set", range);
    if (std::isinf(*size))
      fail("cannot enumerate " + val::toString(set) + ": it is not a finite set", range);
    fail("cannot enumerate " + val::toString(set) + ": it is too large to enumerate (more than " +
             std::to_string(kLimit) + " elements)",
         range);
  }
  return n;
}

// -coverage: `r` (an enumerated set) carrying the node tagged `tag` (none:
// 0). A result that is one of the operands (or shared with them) but must
// carry another node becomes a set of its own, as TLC's new SetEnumValue.
static Value carryingTag(Value r, uint32_t tag) {
  if (r.kind() != Kind::Set || val::costTag(r) == tag)
    return r;
  Value own = Value::sortedSet(r.elems());
  val::setCostTag(own, tag);
  return own;
}

// -coverage: a lazy set (SUBSET S, [S -> T], [a : S], S \X T) built by the
// expression being evaluated carries its node, as Tool's OPCODE_subset,
// _sof, _sor and _cp build SubsetValue, SetOfFcnsValue, SetOfRcdsValue and
// SetOfTuplesValue with cm: listing it counts there (set_listing_cost.h).
static Value lazyCarryingNode(const CostNode *node, Value v) {
  if (node) [[unlikely]]
    val::setCostTag(v, node->id + 1);
  return v;
}

Value Evaluator::unionOf(const Value &s, SourceRange range) {
  // Tool's OPCODE_union: UnionValue.union keeps UNION S lazy unless S lists sets; over an S that
  // is not Enumerable (no set, Nat, STRING, Seq(T)) it fails only where it is listed.
  if (!val::tlcEnumerable(s))
    return Value::unionOfUnlistable(s);
  Value listed = enumerable(s, range);
  std::vector<Value> sets;
  if (!val::rawElements(s, sets))
    sets = listed.elems();
  Value r = val::bigUnion(sets, s.kind() == Kind::Set);
  // -coverage: UnionValue.union of a SetEnumValue of SetEnumValues builds
  // the SetEnumValue with the outer set's node (no listing counted).
  if (cm_ && s.kind() == Kind::Set &&
      std::all_of(sets.begin(), sets.end(), [](const Value &x) { return x.kind() == Kind::Set; })) [[unlikely]]
    return carryingTag(std::move(r), val::costTag(s));
  return r;
}

namespace {
// The slots of a bound list flattened (one per bound name; a tuple bound is
// one slot that destructures into several names), walked in TLC's
// ContextEnumerator order (context_order.h).
struct BindingWalk {
  struct Slot {
    const BoundDecl *b;
    size_t nameIdx; // index of this slot's name within its BoundDecl
    Value set;
    std::shared_ptr<std::vector<Value>> raw; // when set: the elements as TLC lists them, duplicates included
    // A set filter streamed (Evaluator::forEachInStreamedFilter): listed
    // one element at a time at each pass, never built.
    bool streamedFilter = false;
    // -coverage: the lazy set (SUBSET S, [S -> T], ...) `set` lists, when
    // it carries a node (set_listing_cost.h).
    Value lazy = Value();
    const std::vector<Value> &elems() const { return raw ? *raw : set.elems(); }
  };
  Evaluator &ev;
  BindingVisitor fn;
  std::vector<Slot> slots;
  std::vector<Env> frames;
  std::vector<Value> parts;
  const Env *env = nullptr; // where the bounds' sets are evaluated
  const InstCtx *inst = nullptr;

  // The body on one combination: every slot bound, in slot order.
  bool bindAll(const std::vector<Value> &at) {
    const Env *cur = env;
    size_t frame = 0;
    for (size_t i = 0; i < slots.size(); ++i) {
      const BoundDecl &b = *slots[i].b;
      if (b.isTuple) {
        cur = bindBoundElement(ev, b, at[i], &frames[frame], cur, parts);
        frame += b.names.size();
      } else {
        ev.bindBound(b, slots[i].nameIdx, at[i], frames[frame], cur);
        cur = &frames[frame++];
      }
    }
    return fn(cur);
  }

  void run() {
    std::vector<ContextSlot> order(slots.size());
    for (size_t i = 0; i < slots.size(); ++i)
      if (!slots[i].streamedFilter)
        order[i].elems = &slots[i].elems();
    auto leaf = [this](const std::vector<Value> &at) { return bindAll(at); };
    auto stream = [this](size_t slot, auto &visit) {
      auto each = [&](const Env *bound) { return visit(bound->value); };
      BindingVisitor listing(each);
      if (!ev.forEachInStreamedFilter(*slots[slot].b, env, inst, listing, nullptr))
        ev.fail("the set cannot be enumerated", slots[slot].b->set->range); // reached before, so not expected
    };
    walkInContextOrder(order, leaf, stream);
  }
};
} // namespace

Value Evaluator::applyLambdaLazily(const FcnCtorExpr *ctor, const Expr *argExpr, const Env *env, const InstCtx *inst,
                                   SourceRange range) {
  const BoundDecl &b = ctor->bounds[0];
  Value domain = eval(b.set, env, inst);
  Value arg = eval(argExpr, env, inst);
  if (member(arg, domain, range)) {
    Env frame;
    bindBound(b, 0, arg, frame, env);
    return eval(ctor->body, &frame, inst);
  }
  // TLC prints a lambda it cannot build with its body unevaluated.
  std::string body = io_->location ? io_->location(model::stripParens(ctor->body)->range) : std::string("...");
  failUnlocated(lambdaOutsideDomain("[" + std::string(b.names[0].text) + " \\in " + val::tlcMessageText(domain) +
                                        " |-> <expression " + body + ">]",
                                    arg),
                range);
}

// The elements a bound variable ranges over; an infinite set with TLC's words.
Value Evaluator::boundElements(const Value &set, SourceRange range) {
  // A filter (or S \cup T, S \ T) is Enumerable in TLC: its Enumerator's words where its base is not.
  if (set.kind() == Kind::PredSet || set.kind() == Kind::Union)
    if (std::string err = val::tlcEnumerateError(set); !err.empty())
      failEvalException(std::move(err), range);
  // Tool.contexts: a bound that is not Enumerable (Nat, Int, Seq(S), a value
  // that is no set); an Enumerable one is listed, its enumerator raising its
  // own words ([a : Nat], {1} \X Nat, SUBSET Nat: enumerate_error.h).
  if (!val::tlcEnumerable(set))
    fail("TLC encountered a non-enumerable quantifier bound\n" + val::tlcMessageText(set) + ".", range);
  if (std::string err = val::tlcEnumerateError(set); !err.empty())
    failUnlocated(std::move(err), range); // the enumerator's own words: no location (see enumerable)
  return enumerable(set, range);
}

void Evaluator::checkChooseBound(const Value &set, SourceRange choose) const {
  if (!set.isSetLike() || set.kind() == Kind::InfSet || set.kind() == Kind::SeqSet)
    fail("Attempted to compute the value of an expression of\nform CHOOSE x \\in S: P, but S was not enumerable.", choose);
}

namespace {
// -coverage: the walk run, and the calls it makes on each tagged set's
// enumerator counted (set_listing_cost.h): ContextEnumerator's for \E, \A,
// {e : ...} and [... |-> e] (FcnParams' Enumerator fetches the same way),
// CHOOSE's own loop over its one bound. False (nothing run) when no set
// is tagged or a slot is streamed.
bool countedWalk(Evaluator &ev, BindingWalk &walk, bool choose) {
  bool tagged = false;
  for (const BindingWalk::Slot &slot : walk.slots) {
    if (slot.streamedFilter || slot.raw)
      return false;
    tagged = tagged || val::costTag(slot.set) || !slot.lazy.isError();
  }
  if (!tagged)
    return false;
  uint64_t handed = 0;
  bool stopped = false;
  BindingVisitor inner = walk.fn;
  auto counting = [&](const Env *e) {
    ++handed;
    stopped = !inner(e);
    return !stopped;
  };
  walk.fn = BindingVisitor(counting);
  walk.run();
  if (choose && walk.slots.size() == 1) {
    countListing(ev, walk.slots[0].set, stopped ? handed : handed + 1);
    if (!walk.slots[0].lazy.isError())
      countLazyChooseListing(ev, walk.slots[0].lazy, handed, stopped);
    return true;
  }
  std::vector<size_t> sizes;
  for (const BindingWalk::Slot &slot : walk.slots)
    sizes.push_back(slot.set.elems().size());
  std::vector<uint64_t> calls = contextEnumeratorCalls(sizes, handed);
  for (size_t i = 0; i < walk.slots.size(); ++i)
    countListing(ev, walk.slots[i].set, calls[i]);
  // A lazy set's enumerator: what it returned in each pass (reset anew
  // for each combination of the slower slots).
  std::vector<std::vector<uint64_t>> passes = contextEnumeratorPasses(sizes, handed);
  for (size_t i = 0; i < walk.slots.size(); ++i)
    if (!walk.slots[i].lazy.isError())
      for (uint64_t fetched : passes[i])
        countLazyListing(ev, walk.slots[i].lazy, fetched);
  return true;
}
} // namespace

void Evaluator::forEachBinding(std::span<const BoundDecl> bounds, const Env *env, const InstCtx *inst, BindingVisitor fn,
                               SourceRange choose, bool *overInterval) {
  for (const BoundDecl &b : bounds)
    if (!b.set)
      fail("unbounded quantification cannot be evaluated by the model checker", b.names.empty() ? SourceRange{} : b.names[0].range);
  // The common case, one name over one set: no flattening, and an interval
  // is walked without building its elements.
  if (bounds.size() == 1 && !bounds[0].isTuple && bounds[0].names.size() == 1) {
    const BoundDecl &b = bounds[0];
    // Not for CHOOSE: Tool's OPCODE_bc asks the set for its elements in
    // normalized order, which a SetPredValue gives by listing itself whole
    // (EnumerableValue.elements(Ordering.NORMALIZED) calls toSetEnum()): P is
    // evaluated on every element of the base, whichever one is chosen.
    if (!choose.valid() && forEachInStreamedFilter(b, env, inst, fn, overInterval))
      return;
    Value setScratch;
    const Value &s = evalRef(b.set, env, inst, setScratch);
    if (choose.valid()) [[unlikely]]
      checkChooseBound(s, choose);
    Env frame;
    if (overInterval)
      *overInterval = s.kind() == Kind::Interval;
    if (s.kind() == Kind::Interval) {
      auto *iv = static_cast<const val::IntervalObj *>(s.heap());
      for (int64_t i = iv->lo; i <= iv->hi; ++i) {
        bindBound(b, 0, Value::integer(i), frame, env);
        if (!fn(&frame))
          return;
      }
      return;
    }
    // A lazy UNION (and S \cup T, S \ T, {x \in S : P} built on one) as
    // TLC's Enumerable.elements() lists it to \E and \A (Tool.contexts),
    // duplicates included: each meets the body once per listing (the
    // successors an action generates, coverage). CHOOSE lists it normalized.
    // One element at a time: a filter's predicate is evaluated only up to
    // the element that decides (TLC's SetPredValue enumerator).
    if (!choose.valid() && val::listsDuplicates(s)) {
      bool visited = false, stopped = false;
      lastLazyPredicateError().reset();
      if (val::forEachRawElement(s, [&](const Value &x) {
            visited = true;
            bindBound(b, 0, x, frame, env);
            return fn(&frame);
          }, stopped))
        return;
      if (visited) { // partly listed: the error that stopped the listing
        if (std::optional<EvalError> &err = lastLazyPredicateError())
          throw EvalError(*err);
        boundElements(s, b.set->range);
        fail("the set cannot be enumerated", b.set->range);
      }
    }
    // [S -> T], SUBSET S and their kin: one element at a time, never built
    // whole, however many there are (TLC's Enumerable.elements()).
    if (cm_ && val::lazySetCostTag(s)) [[unlikely]] {
      // -coverage: the set's node counts what its enumerator does
      // (set_listing_cost.h) for the elements fetched: one ahead of the
      // body for a ContextEnumerator, all of them for CHOOSE.
      uint64_t handed = 0;
      bool stopped = false;
      if (val::forEachElement(s, [&](const Value &x) {
            ++handed;
            bindBound(b, 0, elementCarryingTag(s, x), frame, env);
            stopped = !fn(&frame);
            return !stopped;
          }, SIZE_MAX)) {
        if (choose.valid())
          countLazyChooseListing(*this, s, handed, stopped);
        else
          countLazyListing(*this, s, fetchedAhead(handed, static_cast<uint64_t>(val::setSize(s).value_or(0)), stopped));
        return;
      }
    }
    if (val::streamsElements(s) && val::forEachElement(s, [&](const Value &x) {
          bindBound(b, 0, x, frame, env);
          return fn(&frame);
        }, SIZE_MAX))
      return;
    Value n = boundElements(s, b.set->range);
    if (cm_ && val::costTag(s)) [[unlikely]] {
      // The set's node counts the enumerator's calls (set_listing_cost.h):
      // CHOOSE's loop draws up to the chosen element (or to the end and the
      // null after it); ContextEnumerator fetches one ahead of the body.
      uint64_t drawn = 0;
      bool stopped = false;
      for (const Value &x : n.elems()) {
        ++drawn;
        bindBound(b, 0, x, frame, env);
        if (!fn(&frame)) {
          stopped = true;
          break;
        }
      }
      countListing(*this, s, choose.valid() && stopped ? drawn : drawn + 1);
      return;
    }
    for (const Value &x : n.elems()) {
      bindBound(b, 0, x, frame, env);
      if (!fn(&frame))
        return;
    }
    return;
  }
  BindingWalk walk{*this, fn, {}, {}, {}, env, inst};
  size_t names = 0;
  for (const BoundDecl &b : bounds) {
    // A set filter streamed: not built, but gone through one element at a
    // time at each pass (reset for each combination of the other bounds),
    // so that the quantifier stops where it is decided.
    if (!choose.valid()) {
      if (isStreamedFilterBound(*this, b, env, inst)) {
        size_t k = b.isTuple ? 1 : b.names.size();
        for (size_t i = 0; i < k; ++i)
          walk.slots.push_back({&b, i, Value(), nullptr, true});
        names += b.names.size();
        continue;
      }
    }
    Value set = eval(b.set, env, inst);
    if (choose.valid()) [[unlikely]]
      checkChooseBound(set, choose);
    Value s = boundElements(set, b.set->range);
    std::shared_ptr<std::vector<Value>> raw; // a lazy UNION's listing, as above
    if (!choose.valid() && val::listsDuplicates(set)) {
      raw = std::make_shared<std::vector<Value>>();
      if (!val::rawElements(set, *raw))
        raw.reset();
    }
    Value lazy;
    if (cm_ && val::lazySetCostTag(set)) [[unlikely]] {
      lazy = set;
      if (set.kind() == Kind::Subset) { // its elements carry its node
        std::vector<Value> tagged;
        for (const Value &x : s.elems())
          tagged.push_back(elementCarryingTag(set, x));
        s = Value::sortedSet(std::move(tagged));
      }
    }
    size_t k = b.isTuple ? 1 : b.names.size();
    for (size_t i = 0; i < k; ++i)
      walk.slots.push_back({&b, i, s, raw, false, lazy});
    names += b.names.size();
  }
  walk.frames.resize(names);
  if (cm_) [[unlikely]]
    if (countedWalk(*this, walk, choose.valid()))
      return;
  walk.run();
}

// x \in {y \in S : P}, the filter written in place or reached through
// parentheses, labels, LET bodies, definitions (their arguments bound
// lazily) and operator arguments not yet evaluated: S's elements that pass
// P one at a time, as TLC's SetPredValue.elements() lists them, so that \E,
// \A (in an expression or an action) and CHOOSE stop at the element that
// decides them and P is never evaluated past it. S is gone through in
// normalize()'s order (TLC enumerates a normalized base). False when no
// filter is reached or S cannot be listed so (the caller then evaluates the
// bound as a set); false for an S TLC holds as a Reducible value (an
// interval, an enumerated set), over which Tool's OPCODE_sso builds the
// filter at once, P evaluated on every element. Not under coverage, which
// counts the filter as TLC evaluates it.
namespace {
// Set while isStreamedFilterBound asks forEachInStreamedFilter only whether
// it would stream.
thread_local bool probingOnly = false;

// An element visitor passed down a stream without copying (false: stop).
class ElementVisit {
public:
  template <class F>
    requires(!std::is_same_v<F, ElementVisit>)
  explicit ElementVisit(F &f)
      : obj_(&f), call_([](void *o, const Value &x) -> bool { return (*static_cast<F *>(o))(x); }) {}
  bool operator()(const Value &x) const { return call_(obj_, x); }

private:
  void *obj_;
  bool (*call_)(void *, const Value &);
};

// Whether `set` may lead to a set filter (forEachInStreamedFilter's walk
// refuses any other kind at once).
bool mayLeadToFilter(const Expr *set) {
  ExprKind k = set->kind;
  return k == ExprKind::SetFilter || k == ExprKind::Paren || k == ExprKind::OpApp || k == ExprKind::Let ||
         k == ExprKind::Label;
}

} // namespace

// A set TLC holds as a Reducible value (IntervalValue, SetEnumValue; the
// union of two is a SetEnumValue): a filter over it is built at once.
bool tlcReducible(const Value &s) {
  if (s.kind() == Kind::Set || s.kind() == Kind::Interval)
    return true;
  if (s.kind() != Kind::Union)
    return false;
  const auto *o = static_cast<const val::LazySetObj *>(s.heap());
  return !o->bigUnion && tlcReducible(o->parts[0]) && tlcReducible(o->parts[1]);
}

namespace {
// Under -coverage, a bound written as a filter over a base TLC does not hold
// Reducible ({y \in SUBSET S : P}, through parentheses): the filter's node
// counted and its base evaluated below it as eval counts them, then the
// SetPredValue's Enumerator: P (counted below the filter) on one element of
// the base at a time, the quantifier's body on each that passes, so that a
// quantifier stopping early leaves the rest of the base untouched (P's
// counts, an error P would raise there) as TLC does. Filters reached through
// definitions or over another filter keep eval's whole listing.
bool forEachInCountedFilter(Evaluator &ev, const BoundDecl &b, const Env *env, const InstCtx *inst,
                            BindingVisitor &fn, bool *overInterval) {
  if (probingOnly || b.isTuple || b.names.size() != 1)
    return false;
  const Expr *set = b.set;
  while (set->kind == ExprKind::Paren || set->kind == ExprKind::Label)
    set = set->kind == ExprKind::Paren ? cast<ParenExpr>(set)->inner : cast<LabelExpr>(set)->body;
  auto *f = dynCast<SetFilterExpr>(set);
  if (!f || f->bound.isTuple || mayLeadToFilter(f->bound.set))
    return false;
  const CostNode *node = ev.costNode()->child(f);
  Value base;
  {
    CostScope below(ev, node);
    // Only a base whose elements are streamed (SUBSET S, [S -> T], records, products):
    // decided on the base's value, evaluated uncounted first.
    {
      CostChild uncounted(ev, nullptr);
      if (!val::streamsElements(ev.eval(f->bound.set, env, inst)))
        return false;
    }
    ++ev.costCounters()->count[node->id];
    base = ev.eval(f->bound.set, env, inst);
  }
  if (overInterval)
    *overInterval = false;
  Env filterFrame, frame;
  std::vector<Value> parts;
  // The base's own enumerator counts too (set_listing_cost.h), for the
  // elements drawn; SUBSET's hands out subsets carrying its node.
  uint64_t drawn = 0;
  bool listed = val::forEachElement(base, [&](const Value &x0) {
    ++drawn;
    const Value x = elementCarryingTag(base, x0);
    ++ev.costCounters()->secondary[node->id]; // (SetPredValue.Enumerator: cm.incSecondary() per element drawn)
    bool passes;
    {
      CostScope below(ev, node);
      const Env *cur = bindBoundElement(ev, f->bound, x, &filterFrame, env, parts);
      passes = ev.evalBool(f->predicate, cur, inst);
    }
    if (!passes)
      return true;
    ev.bindBound(b, 0, x, frame, env);
    return fn(&frame);
  }, SIZE_MAX);
  if (listed)
    countLazyListing(ev, base, drawn);
  return listed;
}
} // namespace

bool isStreamedFilterBound(Evaluator &ev, const BoundDecl &b, const Env *env, const InstCtx *inst) {
  struct Probe {
    bool saved = probingOnly;
    Probe() { probingOnly = true; }
    ~Probe() { probingOnly = saved; }
  } probe;
  auto none = [](const Env *) { return false; };
  BindingVisitor visit(none);
  return ev.forEachInStreamedFilter(b, env, inst, visit, nullptr);
}

bool Evaluator::forEachInStreamedFilter(const BoundDecl &b, const Env *env, const InstCtx *inst, BindingVisitor &fn,
                                        bool *overInterval) {
  if (costNode()) [[unlikely]]
    return forEachInCountedFilter(*this, b, env, inst, fn, overInterval);
  // This call's question only: evaluations inside it (the base, arguments)
  // list their own bounds in full.
  struct ProbeScope {
    bool asked = probingOnly;
    ProbeScope() { probingOnly = false; }
    ~ProbeScope() { probingOnly = asked; }
  } probeScope;
  const bool probeOnly = probeScope.asked;
  Env frame;
  // While a filter's passing elements are noted for StateDefCache
  // (Use::Listing): where they go, besides to `fn`.
  std::vector<Value> *collect = nullptr;
  // Whether a stream went through its whole base (`fn` never stopped it).
  bool ranToEnd = true;
  // The bound's elements, to `fn` (the stream's outermost filter's passing ones).
  auto deliver = [&](const Value &x) {
    if (collect)
      collect->push_back(x);
    bindBound(b, 0, x, frame, env);
    if (fn(&frame))
      return true;
    ranToEnd = false;
    return false;
  };
  auto visitAll = [&](const Value &listing) {
    if (overInterval)
      *overInterval = false;
    size_t visited = 0;
    for (const Value &x : listing.vals()) {
      if (++visited % val::kInterruptStride == 0)
        val::pollInterrupt();
      bindBound(b, 0, x, frame, env);
      if (!fn(&frame)) {
        ranToEnd = false;
        break;
      }
    }
  };
  // Through definitions: false when no filter is reached. `each` gets the
  // passing elements; `asBase`: the set is the base of a filter streamed
  // (a SetPredValue's inVal, listed by its own Enumerator), where no
  // definition's value is kept in place of the stream.
  auto walk = [&](auto &self, const Expr *set, const Env *setEnv, const InstCtx *setInst, int depth,
                  ElementVisit each, bool asBase) -> bool {
    if (depth > 32)
      return false;
    switch (set->kind) {
    case ExprKind::Paren:
      return self(self, cast<ParenExpr>(set)->inner, setEnv, setInst, depth + 1, each, asBase);
    case ExprKind::Label:
      return self(self, cast<LabelExpr>(set)->body, setEnv, setInst, depth + 1, each, asBase);
    case ExprKind::Let:
      return self(self, cast<LetExpr>(set)->body, setEnv, setInst, depth + 1, each, asBase);
    case ExprKind::SetFilter:
      break;
    case ExprKind::OpApp: {
      auto *app = cast<OpAppExpr>(set);
      // I!F, I(x)!F: F in the instances' contexts, its arguments evaluated here.
      InstancePath instances;
      const InstCtx *pathInst = setInst;
      bool qualified = app->path.size() > 1;
      if (qualified) {
        // Cheap refusal before the instances are entered.
        const sem::Symbol *last = app->path.back().symbol;
        const sem::Symbol *lastDef = last ? last->underlying() : nullptr;
        if (!lastDef || lastDef->kind != sem::SymbolKind::Operator || !lastDef->unit ||
            !isa<OperatorDefUnit>(lastDef->unit))
          return false;
        ExprKind k = static_cast<const OperatorDefUnit *>(lastDef->unit)->body->kind;
        if (k != ExprKind::SetFilter && k != ExprKind::Let && k != ExprKind::OpApp && k != ExprKind::Paren &&
            k != ExprKind::Label)
          return false;
        bool ok;
        pathInst = enterInstancePath(app, setEnv, setInst, instances, ok);
        if (!ok)
          return false;
      }
      const NameSegment &seg = app->path.back();
      const sem::Symbol *s = seg.symbol;
      if (!s || (qualified && model::overrideAt(model_, s, true, app->range.begin)))
        return false;
      if (const Env *bound = !qualified && setEnv ? setEnv->find(s) : nullptr) {
        // An operator's argument, not evaluated yet: the expression passed.
        if (bound->kind != Env::Kind::Lazy || bound->evaluated || !bound->expr || !seg.args.empty())
          return false;
        return self(self, bound->expr, bound->exprEnv, bound->exprInst, depth + 1, each, asBase);
      }
      const sem::Symbol *def = s->underlying();
      if (def->kind != sem::SymbolKind::Operator || !def->unit || !isa<OperatorDefUnit>(def->unit) ||
          seg.args.size() != def->params.size() || def->isRecursive)
        return false;
      auto *u = static_cast<const OperatorDefUnit *>(def->unit);
      // Cheap refusal first: only a body that is a filter or leads on.
      const Expr *body = u->body;
      while (body->kind == ExprKind::Paren || body->kind == ExprKind::Label)
        body = body->kind == ExprKind::Paren ? cast<ParenExpr>(body)->inner : cast<LabelExpr>(body)->body;
      if (body->kind != ExprKind::SetFilter && body->kind != ExprKind::Let && body->kind != ExprKind::OpApp)
        return false;
      if (model_.definitionOverrides.count(def) || model_.definitionValues.count(def))
        return false;
      if (def->module && def->module->isStandard && nativeFor(def))
        return false;
      for (const sem::Symbol *p : def->params)
        if (p->arity > 0)
          return false;
      InstCtx storage;
      const InstCtx *defInst = enterImported(s, pathInst, storage);
      // A constant definition is evaluated once and cached: that value is
      // used, P having been true or false on every element. Only where P
      // fails on some element is the filter gone through each time, as TLC's
      // SetPredValue (kept unlisted by processConstantDefns) is.
      if (!asBase && def->params.empty() && !def->inLet && def->level == sem::Level::Constant &&
          def->levelDeps.empty() && defInst == nullptr) {
        if (const Value *known = constantCache_.find(def); known && !known->isError())
          return false;
        try {
          eval(set, setEnv, setInst);
          return false;
        } catch (const EvalError &) {
        }
      }
      // A state-level definition without parameters read again in the same
      // variables' values: the elements that pass its filter are kept
      // (StateDefCache, Use::Listing) and gone through without evaluating
      // the filter's predicate again (pure: only its cost is saved). They are
      // noted as a stream passes them and kept once one went through the
      // whole base without an error, so that a quantifier that stops early
      // costs what it did and an error is raised where TLC raises it.
      if (!asBase && !collect && !probeOnly && def->params.empty() && !def->inLet && defInst == nullptr &&
          def->level == sem::Level::State && def->levelDeps.empty() && !cm_ && !valueSources_ && !sourceOnce_) {
        if (!stateDefs_)
          stateDefs_.reset(new StateDefCache(model_));
        StateDefCache::StateView at{cur_, next_, nextAssigned_, primed_};
        bool usable = false;
        if (const Value *kept = stateDefs_->find(def, at, usable, StateDefCache::Use::Listing)) {
          Value listing = *kept; // held: fn may evaluate this definition anew
          visitAll(listing);
          return true;
        }
        if (usable) {
          std::vector<Value> passing;
          collect = &passing;
          ranToEnd = true;
          bool streamed = self(self, u->body, nullptr, defInst, depth + 1, each, asBase);
          collect = nullptr;
          if (streamed && ranToEnd)
            stateDefs_->store(def, at, Value::tuple(std::move(passing)), StateDefCache::Use::Listing, true);
          return streamed;
        }
      }
      std::vector<Env> frames;
      const Env *outer = def->inLet ? setEnv : nullptr;
      bindArgs(def, seg.args, setEnv, setInst, frames, outer);
      const Env *bodyEnv = frames.empty() ? outer : &frames.back();
      return self(self, u->body, bodyEnv, def->inLet ? setInst : defInst, depth + 1, each, asBase);
    }
    default:
      return false;
    }
    auto *f = cast<SetFilterExpr>(set);
    const BoundDecl &fb = f->bound;
    std::vector<Env> filterFrames(fb.isTuple ? fb.names.size() : 1);
    std::vector<Value> parts;
    auto visit = [&](const Value &x) {
      const Env *cur = bindBoundElement(*this, fb, x, filterFrames.data(), setEnv, parts);
      if (!evalBool(f->predicate, cur, setInst))
        return true;
      return each(x);
    };
    // A base that is itself a filter TLC keeps as a SetPredValue (its own base
    // not Reducible): this filter is one too, and its Enumerator takes the
    // base's passing elements one at a time from the base's Enumerator.
    if (mayLeadToFilter(fb.set) && self(self, fb.set, setEnv, setInst, depth + 1, ElementVisit(visit), true))
      return true;
    Value base = eval(fb.set, setEnv, setInst);
    if (val::streamsElements(base)) {
      if (probeOnly)
        return true;
      if (overInterval)
        *overInterval = false;
      return val::forEachElement(base, visit, SIZE_MAX);
    }
    // A lazy UNION (duplicates listed) and a lazy filter too large to list
    // keep their own paths; over a Reducible base TLC builds the filter
    // whole (Tool's OPCODE_sso), P evaluated on every element.
    if (val::listsDuplicates(base) || base.kind() == Kind::PredSet || tlcReducible(base))
      return false;
    Value whole = val::normalize(base, 10'000'000);
    if (whole.isError() || !whole.isSetLike())
      return false;
    if (probeOnly)
      return true;
    if (overInterval)
      *overInterval = false;
    size_t visited = 0;
    for (const Value &x : whole.elems()) {
      if (++visited % val::kInterruptStride == 0)
        val::pollInterrupt();
      if (!visit(x))
        break;
    }
    return true;
  };
  const Expr *set = b.set;
  // The hot path: a bound that is a name of a variable or constant, or a
  // set expression of another kind, is refused at once.
  if (!mayLeadToFilter(set))
    return false;
  return walk(walk, set, env, inst, 0, ElementVisit(deliver), false);
}

bool Evaluator::evalBool(const Expr *e, const Env *env, const InstCtx *inst) {
  Value v = eval(e, env, inst);
  if (!v.isBool())
    fail("a boolean was expected, but the value is " + std::string(kindName(v)) + ": " + val::toString(v), e->range);
  return v.asBool();
}

Value Evaluator::evalPrefix(const PrefixExpr *e, const Env *env, const InstCtx *inst) {
  BuiltinOp op = e->builtin; // resolved when the node was built
  if (e->symbol) {
    Expr *operands[] = {e->operand};
    InstCtx storage;
    const InstCtx *defInst = enterImported(e->symbol, inst, storage);
    return evalUserOp(e->symbol, operands, e, env, inst, defInst);
  }
  if (op == BuiltinOp::Not) {
    Value v = eval(e->operand, env, inst);
    if (!v.isBool()) {
      std::string kind = tlcKindPhrase(v);
      fail("Attempted to apply the operator ~ to a non-boolean\n(" + kind.substr(0, kind.find(" of the form")) + ")",
           e->range);
    }
    return Value::boolean(!v.asBool());
  }
  if (op == BuiltinOp::Subset)
    return lazyCarryingNode(cm_, Value::subsetOf(eval(e->operand, env, inst)));
  if (op == BuiltinOp::Union)
    return unionOf(eval(e->operand, env, inst), e->range);
  if (op == BuiltinOp::Domain) {
    // FcnLambdaValue.getDomain: a function TLC keeps lazy ([x \in S |-> e],
    // named or not) is not built: its bound set, or the product of them. The
    // operand is evaluated with DOMAIN's control (not KeepLazy), so OPCODE_fc
    // builds a function over sets TLC holds Reducible there (the eval-oracle's
    // DOMAIN [x \in 1..3 |-> <error>] fails) and keeps any other lazy, its
    // body never evaluated (DOMAIN [x \in SUBSET S |-> PrintT(x)] prints nothing).
    std::optional<Value> lazyDomain;
    Value f;
    {
      struct Restore {
        bool &flag;
        bool saved;
        ~Restore() { flag = saved; }
      } restore{buildsReducible_, buildsReducible_};
      buildsReducible_ = true;
      f = withLazyFcn(e->operand, env, inst, [&](const LazyFcn &l) -> Value {
        if (l.lazy()) {
          lazyDomain = l.domain;
          return Value();
        }
        return l.value;
      });
    }
    if (lazyDomain)
      return *lazyDomain;
    if (f.kind() == Kind::LazyFcn) // one it cannot list after all: a lazy value (FcnLambdaValue.getDomain)
      return static_cast<const val::LazyFcnObj *>(f.heap())->domain;
    if (!f.isFcn()) {
      std::string kind = tlcKindPhrase(f);
      fail("Attempted to apply the operator DOMAIN to a non-function\n(" + kind.substr(0, kind.find(" of the form")) + ")",
           e->range);
    }
    return val::domainOf(f);
  }
  if (op == BuiltinOp::Enabled) {
    if (!enabledHook_)
      fail("ENABLED cannot be evaluated here", e->range);
    return Value::boolean(enabledHook_(e->operand, env, inst));
  }
  if (op == BuiltinOp::Unchanged) {
    Value now = eval(e->operand, env, inst);
    bool saved = primed_;
    primed_ = true;
    Value then = eval(e->operand, env, inst);
    primed_ = saved;
    return Value::boolean(now == then);
  }
  fail("the model checker cannot evaluate " + std::string(e->op.text) + " here", e->range);
}

// -coverage: S \cup T, S \cap T, S \ T (both sets listed) with the node
// TLC's result carries and the listing it costs (set_cost_tag.h). Tool's
// OPCODE_cup/cap/setdiff ask the Reducible operand: SetEnumValue.diff and
// .cap build the result with the left set's node (S \cap T with T's when
// only T is Reducible); .cup lists T to the end into a new set carrying no
// node (an empty S gives T itself, before this). Other operands: untagged.
static Value setOperationTagged(Evaluator &ev, BuiltinOp op, const Value &a, const Value &b, Value r) {
  auto reducible = [](const Value &v) { return v.kind() == Kind::Set || v.kind() == Kind::Interval; };
  uint32_t tag = 0;
  if (op == BuiltinOp::Cup) {
    if (a.kind() == Kind::Set && b.kind() == Kind::Set)
      countListing(ev, b, b.elems().size() + 1);
  } else if (op == BuiltinOp::SetMinus || reducible(a)) {
    tag = val::costTag(a);
  } else if (reducible(b)) {
    tag = val::costTag(b);
  }
  return carryingTag(std::move(r), tag);
}

Value Evaluator::evalInfix(const InfixExpr *e, const Env *env, const InstCtx *inst) {
  if (e->symbol) {
    Expr *operands[] = {e->lhs, e->rhs};
    InstCtx storage;
    const InstCtx *defInst = enterImported(e->symbol, inst, storage);
    return evalUserOp(e->symbol, operands, e, env, inst, defInst);
  }
  BuiltinOp op = e->builtin; // resolved when the node was built
  if (op == BuiltinOp::And || op == BuiltinOp::Or || op == BuiltinOp::Implies || op == BuiltinOp::Equiv) {
    // TLC's words for an operand that is no boolean, at the whole expression.
    auto operand = [&](const Expr *x, const char *name) {
      Value v = eval(x, env, inst);
      if (!v.isBool())
        fail(op == BuiltinOp::Equiv ? "Attempted to evaluate an expression of form P <=> Q when P or Q was not a boolean."
                         : "Attempted to evaluate an expression of form P " + std::string(e->op.text) + " Q when " + name +
                               " was\n" + tlcKindPhrase(v) + ".",
             e->range);
      return v.asBool();
    };
    bool p = operand(e->lhs, "P");
    if (op == BuiltinOp::And && !p)
      return Value::boolean(false);
    if (op == BuiltinOp::Or && p)
      return Value::boolean(true);
    if (op == BuiltinOp::Implies && !p)
      return Value::boolean(true);
    bool q = operand(e->rhs, "Q");
    return Value::boolean(op == BuiltinOp::Equiv ? p == q : q);
  }
  if (op == BuiltinOp::Cdot)
    return Value::boolean(evalComposition(*this, e, env, inst));
  Value aScratch, bScratch;
  if (op == BuiltinOp::In || op == BuiltinOp::NotIn) {
    const Value &a = evalRef(e->lhs, env, inst, aScratch);
    // x \in {y \in S : P}, also through definitions: decided as x \in S /\ P(x),
    // as TLC's SetPredValue does, without enumerating S.
    if (auto lazy = memberOfFilter(a, e->rhs, env, inst, 0))
      return Value::boolean(op == BuiltinOp::In ? *lazy : !*lazy);
    const Value &b = evalRef(e->rhs, env, inst, bScratch);
    return Value::boolean(member(a, b, e->range) == (op == BuiltinOp::In));
  }
  if (op == BuiltinOp::Subseteq) {
    // F \subseteq T with F a filter TLC keeps as a SetPredValue (its base not
    // Reducible): Enumerable.isSubsetEq lists F one element at a time, P on
    // each, and stops at the first that T lacks. T is evaluated before F is
    // listed; a filter in T kept lazy too is asked about each element alone
    // (SetPredValue.member).
    Value t;
    const bool tMayBeLazy = !cm_ && mayLeadToFilter(e->rhs);
    auto inT = [&](const Value &x) {
      std::optional<bool> in;
      if (tMayBeLazy && t.isError())
        in = memberOfFilter(x, e->rhs, env, inst, 0, &t);
      if (!in) {
        if (t.isError())
          t = eval(e->rhs, env, inst);
        in = member(x, t, e->range);
      }
      return *in;
    };
    if (!cm_ && mayLeadToFilter(e->lhs)) {
      const sem::Symbol *unnamed[1] = {nullptr};
      BoundDecl lhsBound;
      lhsBound.set = e->lhs;
      lhsBound.symbols = unnamed;
      if (isStreamedFilterBound(*this, lhsBound, env, inst)) {
        if (!tMayBeLazy)
          t = eval(e->rhs, env, inst);
        bool subset = true;
        auto visit = [&](const Env *frame) { return subset = inT(frame->value); };
        BindingVisitor listing(visit);
        forEachInStreamedFilter(lhsBound, env, inst, listing, nullptr);
        return Value::boolean(subset);
      }
    }
    const Value &a = evalRef(e->lhs, env, inst, aScratch);
    // F kept lazy as a value (over Nat, over a lazy UNION): its Enumerator,
    // which lists the base's elements (duplicates included) that pass P.
    if (!cm_ && a.kind() == Kind::PredSet) {
      if (std::string err = val::tlcEnumerateError(a); !err.empty())
        failEvalException(std::move(err), e->range);
      if (!tMayBeLazy)
        t = eval(e->rhs, env, inst);
      bool subset = true, stopped = false;
      lastLazyPredicateError().reset();
      if (val::forEachRawElement(a, [&](const Value &x) { return subset = inT(x); }, stopped))
        return Value::boolean(subset);
      if (std::optional<EvalError> &err = lastLazyPredicateError())
        throw EvalError(*err);
    }
    // S \subseteq {y \in B : P} (also through definitions): TLC's
    // Enumerable.isSubsetEq asks the filter about S's elements one at a
    // time, up to the first outside (SetPredValue.member: P at each alone),
    // or the set built whole over a Reducible B.
    Value built;
    if (!cm_ && a.kind() == Kind::Set && !a.elems().empty()) {
      if (std::optional<bool> in = memberOfFilter(a.elems()[0], e->rhs, env, inst, 0, &built)) {
        size_t i = 1;
        for (; *in && i < a.elems().size(); ++i)
          if (!(in = memberOfFilter(a.elems()[i], e->rhs, env, inst, 0)))
            break;
        if (in)
          return Value::boolean(*in);
      }
    }
    const Value &b = built.isError() ? evalRef(e->rhs, env, inst, bScratch) : built;
    // TLC's S \subseteq T asks S for its elements: S must be Enumerable.
    if (!a.isSetLike() || a.kind() == Kind::InfSet || a.kind() == Kind::SeqSet)
      fail("Attempted to evaluate an expression of form S \\subseteq T, but S was not enumerable.", e->range);
    checkSetOperands(e->op.text, a, b, e->range);
    auto c = val::isSubset(a, b);
    if (!c) {
      // Enumerable.isSubsetEq lists S: a lazy union TLC cannot list fails there.
      if (std::string err = val::tlcEnumerateError(a); !err.empty())
        failEvalException(std::move(err), e->range);
      fail("cannot decide \\subseteq", e->range);
    }
    if (cm_ && val::costTag(a)) [[unlikely]] {
      // EnumerableValue.isSubsetEq: S listed up to the first element T lacks
      // (as many calls as drawn), else to the end (n + 1).
      uint64_t drawn = 0;
      bool lacking = false;
      for (const Value &x : a.elems()) {
        ++drawn;
        if (std::optional<bool> in = val::contains(b, x); in && !*in) {
          lacking = true;
          break;
        }
      }
      countListing(*this, a, lacking ? drawn : drawn + 1);
    }
    return Value::boolean(*c);
  }
  const Value &a = evalRef(e->lhs, env, inst, aScratch);
  const Value &b = evalRef(e->rhs, env, inst, bScratch);
  if (op == BuiltinOp::Eq)
    return Value::boolean(equals(a, b, e->range));
  if (op == BuiltinOp::Neq)
    return Value::boolean(!equals(a, b, e->range));
  if (op == BuiltinOp::Cup || op == BuiltinOp::Cap || op == BuiltinOp::SetMinus) {
    // TLC's S \cup T is the other operand when one is empty, whatever it is.
    auto isEmpty = [](const Value &v) { return v.isSetLike() && val::setSize(v) == std::optional<double>(0.0); };
    if (op == BuiltinOp::Cup && isEmpty(a))
      return b;
    if (op == BuiltinOp::Cup && isEmpty(b))
      return cm_ ? setOperationTagged(*this, op, a, b, a) : a;
    if (op == BuiltinOp::Cup && (!a.isSetLike() || !b.isSetLike()))
      return val::tlcCup(a, b);
    try {
      checkSetOperands(e->op.text, a, b, e->range);
    } catch (const EvalError &) {
      // TLC's S \cap T and S \ T ask T about S's elements in S's order, which
      // for a set written out {e1, ..., eN} is the written one: the first
      // element that fails decides the error.
      if (op != BuiltinOp::Cup)
        if (auto *written = dynCast<SetEnumExpr>(model::stripParens(e->lhs)))
          for (const Expr *x : written->elements)
            member(eval(x, env, inst), b, e->range);
      throw;
    }
    Value r = op == BuiltinOp::Cup ? val::setUnion(a, b) : op == BuiltinOp::Cap ? val::setIntersect(a, b) : val::setMinus(a, b);
    if (r.isError())
      fail("set operation on " + val::toString(a) + " and " + val::toString(b), e->range);
    if (cm_) [[unlikely]]
      return setOperationTagged(*this, op, a, b, std::move(r));
    return r;
  }
  fail("the model checker cannot evaluate the operator " + std::string(e->op.text), e->range);
}

// {x \in S : P} once S is evaluated: built whole (P on each element, in S's
// order), or kept as TLC's SetPredValue where S cannot be listed.
Value Evaluator::filterOver(const SetFilterExpr *s, Value base, const Env *env, const InstCtx *inst) {
  std::vector<Value> out;
  // {x \in [S -> T] : P} (and record sets, products): one element at a
  // time, never building the whole set; the kept ones come in order.
  if (!s->bound.isTuple && !parallelFor_ && val::streamsElements(base)) {
    Env frame;
    if (val::forEachElement(
            base,
            [&](const Value &x) {
              bindBound(s->bound, 0, x, frame, env);
              if (evalBool(s->predicate, &frame, inst))
                out.push_back(x);
              return true;
            },
            10'000'000))
      return Value::sortedSet(std::move(out));
  }
  // In parallel (the initial states of a search with idle workers): a
  // streamed base by ranges of positions, never built whole.
  if (!s->bound.isTuple && parallelFor_ && val::streamsElements(base)) {
    val::StreamedSet streamed;
    if (streamed.open(base, 10'000'000)) {
      auto range = [&](size_t b, size_t e, const std::function<bool(const Value &)> &fn) {
        streamed.forEachIn(b, e, fn);
      };
      if (std::optional<Value> v = filterInParallel(s, streamed.size(), range, env, inst))
        return *v;
    }
  }
  // A filter over a lazy filter too large to list stays lazy: listing it
  // would go through its whole base, which TLC does only where it enumerates.
  std::optional<double> baseSize = base.kind() == Kind::PredSet ? val::setSize(base) : std::nullopt;
  Value whole = baseSize && *baseSize > 10'000'000 ? Value() : val::normalize(base, 10'000'000);
  if (!s->bound.isTuple && (whole.isError() || val::listsDuplicates(base))) {
    // {x \in Nat : P}: a set TLC only tests membership in; membership
    // is decided on demand. Over a lazy UNION, TLC's SetPredValue too: it lists the union's
    // elements that pass, duplicates included (big_union.h).
    // P's whole context, copied: the bindings (operator arguments and
    // LAMBDAs included), the INSTANCE substitutions and the state and
    // next state, as TLC's SetPredValue keeps them; the set may be listed
    // after this evaluation is gone (a successor's value, a later check).
    const model::SpecModel *model = &model_;
    const sem::Symbol *var = s->bound.symbols[0];
    const Expr *pred = s->predicate;
    auto context = std::make_shared<const CapturedContext>(*this, env, inst);
    auto reused = std::make_shared<ReusedEvaluator>();
    return Value::predSet(base, [model, var, pred, context, reused](const Value &x) -> std::optional<bool> {
      ReusedEvaluator::Lease lease(*reused, *model);
      Evaluator &ev = lease.get();
      context->enter(ev);
      Env frame;
      frame.sym = var;
      frame.value = x;
      frame.next = context->env();
      try {
        return ev.evalBool(pred, &frame, context->inst());
      } catch (const EvalError &err) {
        lease.failed();
        lastLazyPredicateError() = err;
        return std::nullopt;
      }
    });
  }
  if (whole.isError())
    whole = enumerable(base, s->bound.set->range);
  if (parallelFor_ && !s->bound.isTuple) {
    const std::vector<Value> &elems = whole.elems();
    auto range = [&](size_t b, size_t e, const std::function<bool(const Value &)> &fn) {
      for (size_t i = b; i < e && fn(elems[i]); ++i) {
      }
    };
    if (std::optional<Value> v = filterInParallel(s, elems.size(), range, env, inst))
      return *v;
  }
  const BoundDecl &bd = s->bound;
  std::vector<Env> frames(bd.isTuple ? bd.names.size() : 1);
  std::vector<Value> parts;
  size_t visited = 0;
  for (const Value &x : whole.elems()) {
    if (++visited % val::kInterruptStride == 0)
      val::pollInterrupt(); // a budget stops a filter over a huge set
    const Env *cur = bindBoundElement(*this, bd, x, frames.data(), env, parts);
    if (evalBool(s->predicate, cur, inst))
      out.push_back(x);
  }
  return Value::sortedSet(std::move(out));
}

std::optional<bool> Evaluator::memberOfFilter(const Value &x, const Expr *setExpr, const Env *env, const InstCtx *inst,
                                              int depth, Value *built) {
  if (depth > 32)
    return std::nullopt;
  switch (setExpr->kind) {
  case ExprKind::Paren:
    return memberOfFilter(x, cast<ParenExpr>(setExpr)->inner, env, inst, depth + 1, built);
  case ExprKind::Label:
    return memberOfFilter(x, cast<LabelExpr>(setExpr)->body, env, inst, depth + 1, built);
  case ExprKind::Let:
    return memberOfFilter(x, cast<LetExpr>(setExpr)->body, env, inst, depth + 1, built);
  case ExprKind::SetFilter: {
    auto *f = cast<SetFilterExpr>(setExpr);
    // The filter and its base counted as eval counts them (Tool's OPCODE_sso below the filter's node).
    const CostNode *node = nullptr;
    if (cm_) [[unlikely]] {
      node = cm_->child(f);
      ++cc_->count[node->id];
    }
    CostScope scope(*this, node ? node : cm_);
    // A base that is itself a filter TLC keeps as a SetPredValue (over a
    // base of its own that is not Reducible) is asked about x alone too.
    Value base;
    std::optional<bool> inBase = memberOfFilter(x, f->bound.set, env, inst, depth + 1, &base);
    if (!inBase && base.isError())
      base = eval(f->bound.set, env, inst);
    // Over a Reducible base (an interval, a set written out) Tool's OPCODE_sso
    // builds the set: P on every element, whatever x is.
    if (!inBase && tlcReducible(base)) {
      Value whole = filterOver(f, std::move(base), env, inst);
      if (built) {
        *built = std::move(whole);
        return std::nullopt;
      }
      return member(x, whole, f->range);
    }
    // Otherwise a SetPredValue, whose member() asks S, then P at x alone,
    // evaluated without a cost model (nothing counted), and reports any
    // EvalException met on the way in its own words.
    CostChild uncounted(*this, nullptr);
    try {
      std::optional<bool> in = inBase ? inBase : val::contains(base, x);
      if (!in)
        in = member(x, base, f->bound.set->range);
      if (!*in)
        return false;
      const BoundDecl &b = f->bound;
      std::vector<Env> frames(b.isTuple ? b.names.size() : 1);
      std::vector<Value> parts;
      return evalBool(f->predicate, bindBoundElement(*this, b, x, frames.data(), env, parts), inst);
    } catch (const EvalError &err) {
      if (err.fingerprint || err.message.starts_with(kStackOverflowText))
        throw; // not EvalExceptions
      if (inBase) // the base as TLC prints it: the filter listed (it was not built here)
        base = eval(f->bound.set, env, inst);
      const Expr *pred = model::stripParens(f->predicate);
      std::string where = io_->location ? io_->location(pred->range) : std::string("...");
      failEvalException("Cannot decide if element:\n" + val::tlcMessageText(x) + "\n is element of:\n" +
                            val::tlcMessageText(base) + "\nand satisfies the predicate " + where,
                        f->range);
    }
  }
  case ExprKind::OpApp: {
    // A user definition whose body is (eventually) a set filter. Arguments
    // bind lazily, so nothing is evaluated unless a filter is reached.
    auto *app = cast<OpAppExpr>(setExpr);
    if (app->path.size() != 1)
      return std::nullopt;
    const NameSegment &seg = app->path[0];
    const sem::Symbol *s = seg.symbol;
    if (!s)
      return std::nullopt;
    if (const Env *bound = env ? env->find(s) : nullptr) {
      // A LET definition or operator argument not evaluated yet: TLC's
      // LazyValue would hold the SetPredValue itself.
      if (bound->kind != Env::Kind::Lazy || bound->evaluated || !bound->expr || !seg.args.empty() ||
          letDefinitionShows(bound->expr))
        return std::nullopt;
      if (cm_) [[unlikely]] {
        // Under coverage the LazyValue evaluates the filter (and its base)
        // once, counted at the binding's node, and keeps the SetPredValue:
        // a later use counts only the name (evalAppl), not its member(). While
        // the binding is not evaluated, a value in it marks the filter counted.
        if (model::stripParens(bound->expr)->kind != ExprKind::SetFilter)
          return std::nullopt;
        if (isCostNode(setExpr))
          ++cc_->count[cm_->child(setExpr)->id];
        const bool counted = !bound->value.isError();
        CostScope scope(*this, counted ? nullptr : lazyBindingCostNode(bound));
        std::optional<bool> in = memberOfFilter(x, bound->expr, bound->exprEnv, bound->exprInst, depth + 1, built);
        if (!primed_ && (in || (built && !built->isError())))
          bound->value = Value::boolean(true);
        return in;
      }
      return memberOfFilter(x, bound->expr, bound->exprEnv, bound->exprInst, depth + 1, built);
    }
    const sem::Symbol *def = s->underlying();
    if (def->kind != sem::SymbolKind::Operator || !def->unit || seg.args.size() != def->params.size())
      return std::nullopt;
    if (model_.definitionOverrides.count(def) || model_.definitionValues.count(def))
      return std::nullopt;
    if (def->module && def->module->isStandard && nativeFor(def))
      return std::nullopt;
    for (const sem::Symbol *p : def->params)
      if (p->arity > 0)
        return std::nullopt;
    // Constant definitions are evaluated once and cached: that value is
    // used where it could be built (P decided on every element). Where P
    // fails on some element, TLC's processConstantDefns has kept the
    // SetPredValue unlisted and asks it about x alone.
    InstCtx storage;
    const InstCtx *defInst = enterImported(s, inst, storage);
    if (def->params.empty() && !def->inLet && def->level == sem::Level::Constant && def->levelDeps.empty() &&
        defInst == nullptr) {
      // (Under coverage the definition is evaluated where eval counts it.)
      if (const Value *known = constantCache_.find(def); cm_ || (known && !known->isError()))
        return std::nullopt;
      try {
        eval(setExpr, env, inst);
        return std::nullopt;
      } catch (const EvalError &) {
      }
    }
    std::vector<Env> frames;
    const Env *outer = def->inLet ? env : nullptr;
    bindArgs(def, seg.args, env, inst, frames, outer);
    const Env *bodyEnv = frames.empty() ? outer : &frames.back();
    auto *u = static_cast<const OperatorDefUnit *>(def->unit);
    return memberOfFilter(x, u->body, bodyEnv, def->inLet ? inst : defInst, depth + 1, built);
  }
  default:
    return std::nullopt;
  }
}

Value Evaluator::evalLet(const LetExpr *e, const Env *env, const InstCtx *inst, const LazyFcnVisitor *onFcn) {
  // LET definitions are resolved by symbol; their bodies see this env. A
  // definition without parameters is bound lazily here, so it is evaluated
  // at most once per evaluation of the LET (as TLC's LazyValue), however
  // often the body uses it. (A primed use is evaluated afresh each time.)
  auto eligible = [&](const sem::Symbol *s) {
    return s && s->kind == sem::SymbolKind::Operator && s->params.empty() && !s->isRecursive && s->unit &&
           isa<OperatorDefUnit>(s->unit);
  };
  size_t n = 0;
  for (size_t i = 0; e->defSymbols && i < e->defs.size(); ++i)
    n += eligible(e->defSymbols[i]);
  std::optional<LetFunctionNodes> fcnNodes;
  if (cm_) [[unlikely]]
    fcnNodes.emplace(*this, e);
  if (n == 0)
    return onFcn ? withLazyFcn(e->body, env, inst, *onFcn) : eval(e->body, env, inst);
  StackFrames<4> small(n);
  std::vector<Env> big(n > small.capacity() ? n : 0);
  Env *frames = n > small.capacity() ? big.data() : small.data();
  const Env *cur = env;
  size_t k = 0;
  for (size_t i = 0; i < e->defs.size(); ++i) {
    const sem::Symbol *s = e->defSymbols[i];
    if (!eligible(s))
      continue;
    Env &f = frames[k++];
    f.sym = s;
    f.kind = Env::Kind::Lazy;
    f.expr = static_cast<const OperatorDefUnit *>(s->unit)->body;
    f.exprEnv = cur;
    f.exprInst = inst;
    f.cm = cm_;
    f.next = cur;
    cur = &f;
  }
  return onFcn ? withLazyFcn(e->body, cur, inst, *onFcn) : eval(e->body, cur, inst);
}

Value Evaluator::except(const ExceptExpr *e, const Env *env, const InstCtx *inst) {
  Value base = eval(e->base, env, inst);
  if (base.kind() == Kind::LazyFcn) [[unlikely]] // FcnLambdaValue.takeExcept: still lazy, the EXCEPTs kept
    return exceptLazy(LazyFcn::of(base), e, env, inst, [&](const LazyFcn &f) -> Value {
      return f.lazy() ? lazyFcnValue(f, *lazyFcnBuildError(base)) : f.value;
    });
  return exceptOn(std::move(base), e, env, inst);
}

Value Evaluator::exceptOn(Value f, const ExceptExpr *e, const Env *env, const InstCtx *inst) {
  for (const ExceptSpec &spec : e->specs) {
    // TLC evaluates the path below the pair's path node, the value below the pair.
    CostChild pair(*this, &spec);
    // One key per step (a field name, the argument, or the tuple of several): on the stack for short paths.
    boost::container::small_vector<Value, 4> keys;
    {
      CostChild path(*this, &spec.path);
      for (const ExceptStep &step : spec.path) {
        if (step.isField) {
          keys.push_back(literal(step.field.text));
        } else if (step.args.size() == 1) {
          keys.push_back(eval(step.args[0], env, inst));
        } else {
          std::vector<Value> parts;
          parts.reserve(step.args.size());
          for (const Expr *a : step.args)
            parts.push_back(eval(a, env, inst));
          keys.push_back(Value::tuple(std::move(parts)));
        }
      }
    }
    f = exceptPath(e, f, spec, 0, keys, env, inst);
  }
  return f;
}

// args[0] of TLC's OPCODE_exc: a semantic node, so a parenthesised base is placed without its parentheses.
void Evaluator::warnExceptOutside(const ExceptExpr *e) const {
  if (io_->warning)
    io_->warning(2144, "The EXCEPT was applied to non-existing fields of the value at\n" +
                           (io_->location ? io_->location(model::stripParens(e->base)->range) : std::string()));
}

Value Evaluator::exceptPath(const ExceptExpr *e, const Value &base, const ExceptSpec &spec, size_t step,
                            std::span<const Value> keys, const Env *env, const InstCtx *inst) {
  if (step == keys.size()) {
    const Value *saved = atValue_;
    atValue_ = &base;
    Value v = eval(spec.value, env, inst);
    atValue_ = saved;
    return v;
  }
  if (!base.isFcn())
    fail("EXCEPT applied to " + val::toString(base) + ", which is not a function", spec.range);
  size_t at = val::keyIndex(base, keys[step]);
  if (at == val::npos) { // TLC: updating outside the domain leaves the function unchanged
    warnExceptOutside(e);
    return base;
  }
  Value nv = exceptPath(e, base.vals()[at], spec, step + 1, keys, env, inst);
  std::vector<Value> vs = base.vals();
  vs[at] = std::move(nv);
  // FcnLambdaValue.takeExcept: one whose FcnRcdValue TLC has built already
  // gives that FcnRcdValue's EXCEPT (a FcnRcdValue), not a lambda.
  if (lambdaMaterialized(base))
    return base.withVals(std::move(vs)).withFcnOrigin(FcnOrigin::Rcd);
  return base.withVals(std::move(vs));
}

Value Evaluator::applyFunctionValue(const Value &f, const Value &arg, SourceRange range) {
  if (!f.isFcn()) {
    if (f.kind() == Kind::LazyFcn) // FcnLambdaValue.apply: the body at arg alone
      return applyLazyFcn(LazyFcn::of(f), arg, range, nullptr);
    fail("A non-function (" + tlcValueImage(f) + ") was applied as a function.", range);
  }
  const Value *r = val::lookup(f, arg);
  if (!r) {
    val::noteErrorValue(f); // f.apply(arg) raises it (error_chain.h)
    // A FcnLambdaValue answers with its own words until TLC has built its
    // FcnRcdValue (lambdaMaterialized), which answers from then on.
    if (f.fcnOrigin() == FcnOrigin::Lambda && !lambdaMaterialized(f))
      failUnlocated(lambdaOutsideDomain(val::tlcMessageText(f), arg), range);
    if (f.fcnOrigin() == FcnOrigin::Shape && arg.kind() == Kind::String && !f.keys().empty() &&
        std::all_of(f.keys().begin(), f.keys().end(), [](const Value &k) { return k.kind() == Kind::String; }))
      failUnlocated("Attempted to access nonexistent field '" + std::string(arg.text()) + "' of record\n" +
                        val::tlcMessageText(f),
                    range);
    // RecordValue.apply and TupleValue.apply refuse an argument of the wrong kind.
    if (f.fcnOrigin() == FcnOrigin::Shape && arg.kind() != Kind::String && !f.keys().empty() &&
        std::all_of(f.keys().begin(), f.keys().end(), [](const Value &k) { return k.kind() == Kind::String; }))
      failUnlocated("Attempted to access record by a non-string argument: " + val::tlcMessageText(arg), range);
    std::vector<Value> elems;
    if (f.fcnOrigin() == FcnOrigin::Shape && !arg.isInt() && val::asSequence(f, elems))
      throw EvalError{"Attempted to access tuple at a non integral index: " + val::tlcMessageText(arg), range, true};
    if (f.fcnOrigin() == FcnOrigin::Shape && arg.isInt() && val::asSequence(f, elems))
      throw EvalError{"Attempted to access index " + val::toString(arg) + " of tuple\n" + val::toString(f) +
                          "\nwhich is out of bounds.",
                      range, true};
    // FcnRcdValue.apply: a plain RuntimeException, without location.
    failUnlocated("Attempted to apply function:\n" + val::tlcMessageText(f) + "\nto argument " +
                      val::tlcMessageText(arg) + ", which is not in the domain of the function.",
                  range);
  }
  return *r;
}


// {e1, ..., eN} (Tool's OPCODE_se): the elements sorted, a clash between
// them as TLC's sort in written order meets it.
static Value setEnumValue(Evaluator &ev, const SetEnumExpr *se, const Env *env, const InstCtx *inst) {
  if (se->elements.empty()) {
    // {}: one per thread, not an allocation each time (IF S = {} in a recursion).
    static thread_local const Value empty = Value::emptySet();
    return empty;
  }
  std::vector<Value> elems;
  elems.reserve(se->elements.size());
  for (const Expr *x : se->elements)
    elems.push_back(ev.eval(x, env, inst));
  // Elements of clashing kinds: TLC's error when it sorts them depends on
  // the order they are written in.
  // (A record compares only with records: a group of its own.)
  // (Nat, Int, STRING and Seq(S) compare only with their own kind: a
  // group of their own too.)
  auto group = [](const Value &v) {
    if (v.isFcn() && !v.keys().empty() && v.keys()[0].kind() == Kind::String && v.fcnOrigin() == FcnOrigin::Shape)
      return Kind::Error;
    if (v.kind() == Kind::InfSet || v.kind() == Kind::SeqSet)
      return Kind::InfSet;
    return v.isSetLike() ? Kind::Set : v.kind();
  };
  bool mixed = false;
  for (size_t i = 1; i < elems.size() && !mixed; ++i)
    mixed = group(elems[i]) != group(elems[0]);
  // Typed model values (A_x, B_y: TLC's ModelValue.type) of two types
  // clash too.
  if (!mixed && elems[0].kind() == Kind::ModelValue) {
    char seen = 0;
    for (size_t i = 0; i < elems.size() && !mixed; ++i) {
      std::string_view name = elems[i].text();
      char type = name.size() > 2 && name[1] == '_' ? name[0] : 0;
      mixed = type != 0 && seen != 0 && type != seen;
      seen = type != 0 ? type : seen;
    }
  }
  // Functions and sets of one group may still clash inside (<<1>> and
  // <<"a">>, {1} and {"a"}): when their sorted order shows a clash, TLC's
  // error is the one its sort in written order meets.
  bool nested = !elems.empty() && (elems[0].isFcn() || elems[0].isSetLike() || elems[0].kind() == Kind::LazyFcn);
  if (!mixed && !nested) [[likely]]
    return Value::set(std::move(elems));
  if (!mixed) {
    std::vector<Value> written = elems;
    Value s = Value::set(std::move(elems));
    // {g, g} (or {<<g>>, <<g>>}) with g a lazy function: one element here, but TLC's SetEnumValue
    // keeps both until it is normalized, whose sort compares them (FcnLambdaValue.compareTo builds g
    // and fails).
    bool lazyCollapsed = s.elems().size() < written.size() &&
                         std::any_of(written.begin(), written.end(), val::holdsLazyFcn);
    if (val::tlcNormalizeError(s).empty() && !lazyCollapsed)
      return s;
    val::recordSortError(s, val::tlcSortError(written));
    return s;
  }
  std::string sortError = val::tlcSortError(elems);
  Value s = Value::set(std::move(elems));
  // Also "no error" where the sorted elements alone would suggest one
  // (TLC compares a tuple with a record, not a record with a tuple).
  if (!sortError.empty() || !val::tlcNormalizeError(s).empty())
    val::recordSortError(s, std::move(sortError));
  return s;
}

// eval(e) noting where its value came from (value_sources.h).
Value Evaluator::evalNotingSource(const Expr *e, const Env *env, const InstCtx *inst) {
sourceOnce_ = e;
Value v = eval(e, env, inst);
// Tool's OPCODE_fc sets the source of the FcnLambdaValue, not of the FcnRcdValue it builds at once.
if (v.kind() >= val::Kind::Set && v.kind() != val::Kind::Error &&
    (e->kind != ExprKind::FcnCtor || v.kind() == Kind::LazyFcn))
  (*valueSources_)[v.heap()] = e;
return v;
}

Value Evaluator::eval(const Expr *e, const Env *env, const InstCtx *inst) try {
  // Also where a halted run's evaluation stops (stack_guard.h): every long
  // evaluation (deep recursion, a quantifier or CHOOSE over a huge domain,
  // a fold, an ASSUME) goes through here.
  if (stackNearlyExhausted()) [[unlikely]]
    failStackOverflow(nullptr, e->range);
  if (valueSources_) [[unlikely]] {
    if (sourceOnce_ == e)
      sourceOnce_ = nullptr;
    else if (notesSource(e))
      return evalNotingSource(e, env, inst);
  }
  if (cm_) [[unlikely]] {
    if (uncountedOnce_)
      uncountedOnce_ = false;
    else if (isCostNode(e))
      return evalCounted(e, env, inst);
  }
  switch (e->kind) {
  case ExprKind::OpApp:
    return evalOpApp(cast<OpAppExpr>(e), env, inst);
  case ExprKind::Number: {
    auto *n = cast<NumberExpr>(e);
    if (!n->value || *n->value > INT32_MAX)
      fail("the number " + std::string(n->text) + " is outside TLC's integer range", e->range);
    return Value::integer(*n->value);
  }
  case ExprKind::String:
    return literal(cast<StringExpr>(e)->value);
  case ExprKind::Bool:
    return Value::boolean(cast<BoolExpr>(e)->value);
  case ExprKind::BuiltinSet:
    if (cast<BuiltinSetExpr>(e)->set == BuiltinSetKind::Boolean)
      return Value::sortedSet({Value::boolean(false), Value::boolean(true)});
    return Value::infSet(val::InfSetKind::String);
  case ExprKind::Paren:
    return eval(cast<ParenExpr>(e)->inner, env, inst);
  case ExprKind::Prefix:
    return evalPrefix(cast<PrefixExpr>(e), env, inst);
  case ExprKind::Infix:
    return evalInfix(cast<InfixExpr>(e), env, inst);
  case ExprKind::Postfix: {
    auto *p = cast<PostfixExpr>(e);
    if (p->symbol) {
      Expr *operands[] = {p->operand};
      InstCtx storage;
      const InstCtx *defInst = enterImported(p->symbol, inst, storage);
      return evalUserOp(p->symbol, operands, e, env, inst, defInst);
    }
    if (p->builtin != BuiltinOp::Prime)
      fail("the model checker cannot evaluate " + std::string(p->op.text), e->range);
    if (primed_)
      fail("an expression is primed twice", e->range);
    primed_ = true;
    try {
      Value v = eval(p->operand, env, inst);
      primed_ = false;
      return v;
    } catch (...) {
      primed_ = false;
      throw;
    }
  }
  case ExprKind::Times: {
    std::vector<Value> sets;
    sets.reserve(cast<TimesExpr>(e)->factors.size());
    for (const Expr *f : cast<TimesExpr>(e)->factors)
      sets.push_back(eval(f, env, inst));
    return lazyCarryingNode(cm_, Value::product(std::move(sets)));
  }
  case ExprKind::At:
    if (!atValue_)
      fail("@ is used outside EXCEPT", e->range);
    return *atValue_;
  case ExprKind::FcnApp: {
    auto *fa = cast<FcnAppExpr>(e);
    // A function definition applied (directly, or through parameters bound
    // to it): evaluate its body at the argument instead of building it whole.
    // f a variable, constant or bound name (the common case): neither a
    // function definition nor a lazy function, decided without the lookups.
    FcnPosition pos = mayHoldLazyFunction(fa->fcn) ? fcnPosition(fa, env, inst) : FcnPosition{};
    if (pos.applied.app) {
      // Counted with the operators' applications (application_depth.h).
      ApplyingScope applying(*this, pos.applied.app->path[0].symbol->underlying(), fa->range);
      FunctionDefBinding bound;
      if (cm_) [[unlikely]] {
        const CostNode *d = functionDefNode(*this, fa->fcn, pos.applied.app->path[0].symbol->underlying());
        functionDomainNode() = d;
        bindFunctionDefArgs(fa, pos.applied, env, inst, bound);
        CostScope scope(*this, d ? d : cm_);
        return eval(bound.body, bound.env, bound.inst);
      }
      bindFunctionDefArgs(fa, pos.applied, env, inst, bound);
      return eval(bound.body, bound.env, bound.inst);
    }
    // f[a] where TLC keeps f a FcnLambdaValue (lazy_fcn.cpp). (Coverage
    // counts keep the path they were matched to TLC's on.)
    if (!cm_ && pos.lazy)
      return applyFcnApp(fa, env, inst, nullptr);
    Value fScratch, argScratch;
    const Value *fRef = &fScratch;
    // f bound (a parameter or LET definition): its binding, already found.
    const Value *bound = pos.binding && !cm_ && !primed_ ? bindingRef(pos.binding, fa->fcn->range, fScratch) : nullptr;
    // [x \in S |-> e][a]: TLC's FcnLambdaValue is lazy, so when building the
    // whole function fails, the application is what TLC does: e at a alone,
    // or its error for an `a` outside S.
    auto *ctor = fa->args.size() == 1 ? dynCast<FcnCtorExpr>(model::stripParens(fa->fcn)) : nullptr;
    if (bound) {
      fRef = bound;
    } else if (ctor && ctor->bounds.size() == 1 && !ctor->bounds[0].isTuple && ctor->bounds[0].names.size() == 1 &&
               ctor->bounds[0].set) {
      try {
        fScratch = eval(fa->fcn, env, inst);
      } catch (const EvalError &) {
        return applyLambdaLazily(ctor, fa->args[0], env, inst, e->range);
      }
    } else {
      fRef = &evalRef(fa->fcn, env, inst, fScratch);
    }
    const Value &f = *fRef;
    const Value *argRef = &argScratch;
    if (fa->args.size() == 1) {
      argRef = &evalRef(fa->args[0], env, inst, argScratch);
    } else {
      std::vector<Value> parts;
      for (const Expr *a : fa->args)
        parts.push_back(eval(a, env, inst));
      argScratch = Value::tuple(std::move(parts));
    }
    const Value &arg = *argRef;
    if (f.isFcn()) // the common case inline; applyFunctionValue gives TLC's errors
      if (const Value *r = val::lookup(f, arg))
        return *r;
    return applyFunctionValue(f, arg, e->range);
  }
  case ExprKind::Field: {
    auto *fe = cast<FieldExpr>(e);
    if (const Env *b = anyBindingHeldLazy() ? keptWithLazyFunctions(fe->record, env, primed_) : nullptr) [[unlikely]] {
      // OPCODE_rs on the record a LET definition keeps (LazyValue) with a function unbuilt in it:
      // only the field selected leaves it (built, if it is that function).
      if (const Value *v = val::lookup(b->value, literal(fe->field.text)))
        return builtLazyElements(*v);
    }
    Value r = eval(fe->record, env, inst);
    const Value *v = val::lookup(r, literal(fe->field.text));
    if (!v)
      failFieldSelect(r.kind() == Kind::LazyFcn ? materialize(LazyFcn::of(r)) : r, fe->field.text, e->range);
    return *v;
  }
  case ExprKind::Junction: {
    auto *j = cast<JunctionExpr>(e);
    for (const Expr *item : j->items) {
      bool b = evalBool(item, env, inst);
      if (j->isAnd && !b)
        return Value::boolean(false);
      if (!j->isAnd && b)
        return Value::boolean(true);
    }
    return Value::boolean(j->isAnd);
  }
  case ExprKind::Quant: {
    auto *q = cast<QuantExpr>(e);
    bool forall = q->quant == QuantKind::Forall;
    if (q->quant == QuantKind::TemporalExists || q->quant == QuantKind::TemporalForall)
      fail("temporal quantifiers cannot be evaluated in a state", e->range);
    bool result = forall;
    // After a few elements, \E may be shown FALSE for all the others at once
    // (exists_shortcut.cpp); not with coverage, whose counts are per element.
    constexpr size_t kShortcutAfter = 64;
    size_t seen = 0;
    bool shortcut = !forall && !cm_ && !valueSources_ && !sourceOnce_;
    forEachBinding(q->bounds, env, inst, [&](const Env *b) {
      if (shortcut && ++seen == kShortcutAfter && existsFalseForAll(q, env, b, inst))
        return false;
      Value body = eval(q->body, b, inst);
      if (!body.isBool()) // TLC's words, at the whole quantifier, on the same line
        throw EvalError{"TLC expected a boolean value, but did not find one.", e->range, false, true};
      bool v = body.asBool();
      if (forall && !v) {
        result = false;
        return false;
      }
      if (!forall && v) {
        result = true;
        return false;
      }
      return true;
    });
    return Value::boolean(result);
  }
  case ExprKind::Choose: {
    auto *c = cast<ChooseExpr>(e);
    if (!c->bound.set)
      fail("CHOOSE without a bound set cannot be evaluated", e->range);
    Value found;
    bool ok = false;
    forEachBinding(std::span<const BoundDecl>(&c->bound, 1), env, inst, [&](const Env *b) {
      if (evalBool(c->body, b, inst)) {
        const BoundDecl &bd = c->bound;
        if (bd.isTuple) {
          std::vector<Value> parts;
          for (size_t i = 0; i < bd.names.size(); ++i)
            parts.push_back(b->find(bd.symbols[i])->value);
          found = Value::tuple(parts);
        } else {
          found = b->value;
        }
        ok = true;
        return false;
      }
      return true;
    }, e->range);
    if (!ok)
      fail("Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, but no element of S satisfied P.", e->range);
    return found;
  }
  case ExprKind::SetEnum: {
    // -coverage: the set carries its node (Tool's OPCODE_se builds the
    // SetEnumValue with cm), counted wherever it is listed later.
    if (cm_) [[unlikely]] {
      Value s = cast<SetEnumExpr>(e)->elements.empty() ? Value::emptySet() : setEnumValue(*this, cast<SetEnumExpr>(e), env, inst);
      val::setCostTag(s, cm_->id + 1);
      return s;
    }
    return setEnumValue(*this, cast<SetEnumExpr>(e), env, inst);
  }
  case ExprKind::SetFilter: {
    auto *s = cast<SetFilterExpr>(e);
    Value base = eval(s->bound.set, env, inst);
    if (cm_ && tlcReducible(base)) [[unlikely]] {
      // Tool's OPCODE_sso over a Reducible S: S listed to the end (n + 1
      // calls on S's node), the SetEnumValue built with the filter's node.
      Value r = filterOver(s, base, env, inst);
      if (base.kind() == Kind::Set)
        countListing(*this, base, base.elems().size() + 1);
      val::setCostTag(r, cm_->id + 1);
      return r;
    }
    return filterOver(s, std::move(base), env, inst);
  }
  case ExprKind::SetMap: {
    auto *s = cast<SetMapExpr>(e);
    std::vector<Value> out;
    forEachBinding(s->bounds, env, inst, [&](const Env *b) {
      out.push_back(eval(s->body, b, inst));
      return true;
    });
    Value r = Value::set(std::move(out));
    if (cm_) [[unlikely]] // Tool's OPCODE_soa: new SetEnumValue(vals, false, cm)
      val::setCostTag(r, cm_->id + 1);
    return r;
  }
  case ExprKind::FcnCtor: {
    auto *f = cast<FcnCtorExpr>(e);
    std::vector<Value> keys, vals;
    bool overInterval = false; // TLC's FcnRcdValue keeps the interval as its domain
    size_t names = 0;
    for (const BoundDecl &b : f->bounds)
      names += b.isTuple ? 1 : b.names.size();
    try {
    forEachBinding(f->bounds, env, inst, [&](const Env *b) {
      std::vector<Value> parts;
      for (const BoundDecl &bd : f->bounds) {
        if (bd.isTuple) {
          std::vector<Value> t;
          for (size_t i = 0; i < bd.names.size(); ++i)
            t.push_back(b->find(bd.symbols[i])->value);
          parts.push_back(Value::tuple(t));
        } else {
          for (size_t i = 0; i < bd.names.size(); ++i)
            parts.push_back(b->find(bd.symbols[i])->value);
        }
      }
      keys.push_back(names == 1 ? parts[0] : Value::tuple(parts));
      // TLC builds the function from its lambda without counting the body;
      // the cost is the size of the domain.
      CostChild uncounted(*this, nullptr);
      vals.push_back(eval(f->body, b, inst));
      return true;
    }, {}, &overInterval);
    } catch (const EvalError &err) {
      // Over a domain TLC does not hold Reducible (Nat, SUBSET S, S \X T, [S -> T], a
      // filter over one of them...), TLC's OPCODE_fc keeps the FcnLambdaValue: a lazy
      // value, its body evaluated only where it is applied; building it (toFcnRcd) fails
      // as building it here did (over a finite domain the body's error, met in the same
      // order), or as below over one TLC cannot list.
      // (Nothing counted again: TLC's OPCODE_fc evaluates the domain once, counted above.)
      CostChild uncounted(*this, nullptr);
      if (keptLazy(f) && !tlcReducibleBounds(*this, f->bounds, env, inst)) {
        Value lazy = withLazyFcn(f, env, inst, [&](const LazyFcn &l) -> Value {
          if (!l.lazy())
            return Value();
          if (val::cardinality(l.domain))
            return lazyFcnValue(l, err);
          try {
            failToBuild(*this, f->bounds, f->range, err, env, inst);
          } catch (const EvalError &buildError) {
            return lazyFcnValue(l, buildError);
          }
        });
        if (lazy.kind() == Kind::LazyFcn)
          return lazy;
      }
      failToBuild(*this, f->bounds, f->range, err, env, inst);
    }
    if (cm_) [[unlikely]]
      cc_->secondary[cm_->id] += keys.size();
    // TLC's FcnLambdaValue (whose texts for a single argument outside the domain are its own).
    return Value::fcn(std::move(keys), std::move(vals))
        .withFcnOrigin(names == 1 ? FcnOrigin::Lambda : FcnOrigin::Shape)
        .withIntervalDomain(overInterval);
  }
  case ExprKind::FcnSet: {
    auto *f = cast<FcnSetExpr>(e);
    Value dom = eval(f->domain, env, inst);
    return lazyCarryingNode(cm_, Value::fcnSet(std::move(dom), eval(f->range_, env, inst)));
  }
  case ExprKind::Record: {
    std::vector<std::pair<Value, Value>> fields;
    fields.reserve(cast<RecordExpr>(e)->fields.size());
    for (const FieldInit &fi : cast<RecordExpr>(e)->fields) {
      CostChild pair(*this, &fi);
      fields.emplace_back(literal(fi.field.text), eval(fi.value, env, inst));
    }
    return Value::record(std::move(fields));
  }
  case ExprKind::RecordSet: {
    std::vector<std::pair<Value, Value>> fields;
    for (const FieldInit &fi : cast<RecordSetExpr>(e)->fields) {
      CostChild pair(*this, &fi);
      fields.emplace_back(literal(fi.field.text), eval(fi.value, env, inst));
    }
    return lazyCarryingNode(cm_, Value::recordSet(std::move(fields)));
  }
  case ExprKind::Except:
    return except(cast<ExceptExpr>(e), env, inst);
  case ExprKind::Tuple: {
    std::vector<Value> elems;
    elems.reserve(cast<TupleExpr>(e)->elements.size());
    for (const Expr *x : cast<TupleExpr>(e)->elements)
      elems.push_back(eval(x, env, inst));
    return Value::tuple(std::move(elems));
  }
  case ExprKind::If: {
    auto *i = cast<IfExpr>(e);
    Value cond = eval(i->cond, env, inst);
    if (!cond.isBool())
      fail("A non-boolean expression (" + tlcValueImage(cond) + ") was used as the condition of an IF.", e->range);
    return cond.asBool() ? eval(i->thenExpr, env, inst) : eval(i->elseExpr, env, inst);
  }
  case ExprKind::Case: {
    auto *c = cast<CaseExpr>(e);
    for (const CaseArm &arm : c->arms) {
      CostChild pair(*this, &arm);
      if (evalBool(arm.guard, env, inst))
        return eval(arm.value, env, inst);
    }
    if (c->other) {
      CostChild pair(*this, &c->other);
      return eval(c->other, env, inst);
    }
    fail("Attempted to evaluate a CASE with no conditions true.", e->range);
  }
  case ExprKind::Let:
    return evalLet(cast<LetExpr>(e), env, inst);
  case ExprKind::BoxAction: {
    auto *b = cast<BoxActionExpr>(e);
    if (evalBool(b->action, env, inst))
      return Value::boolean(true);
    Value now = eval(b->subscript, env, inst);
    bool saved = primed_;
    primed_ = true;
    Value then = eval(b->subscript, env, inst);
    primed_ = saved;
    return Value::boolean(now == then);
  }
  case ExprKind::AngleAction: {
    auto *b = cast<AngleActionExpr>(e);
    if (!evalBool(b->action, env, inst))
      return Value::boolean(false);
    Value now = eval(b->subscript, env, inst);
    bool saved = primed_;
    primed_ = true;
    Value then = eval(b->subscript, env, inst);
    primed_ = saved;
    return Value::boolean(now != then);
  }
  case ExprKind::Label:
    return eval(cast<LabelExpr>(e)->body, env, inst);
  case ExprKind::Decimal:
    fail("TLC cannot handle real numbers", e->range);
  case ExprKind::Fairness:
  case ExprKind::Lambda:
  case ExprKind::StepRef:
  case ExprKind::Error:
    break;
  }
  fail("the model checker cannot evaluate this expression", e->range);
} catch (EvalError &err) {
  noteApplication(err, e);
  throw;
}

} // namespace tlacore::eval
