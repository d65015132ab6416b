// splitBoundSpec, splitBoundProperties and settleArguments (bound_split.h).
#include "bound_split.h"
#include "model/state_predicate.h"

#include <deque>
#include <span>

#include "model/definitions.h"
#include "model/expr_levels.h"
#include "model/level_bound.h"
#include "model/location_names.h"
#include "model/override_scope.h"
#include "subexpr_path.h"
#include "value/set_ops.h"

namespace tlacore::live {

using namespace ast;
using model::isActionExpr;
using model::isTemporalExpr;

void settleArguments(eval::Evaluator &ev, std::vector<eval::Env> &frames) {
  for (eval::Env &fr : frames) {
    if (fr.kind != eval::Env::Kind::Lazy || !fr.expr)
      continue;
    if (!isTemporalExpr(fr.expr, eval::bindingsView(fr.exprEnv)) &&
        !isActionExpr(fr.expr, eval::bindingsView(fr.exprEnv))) {
      try {
        ev.setState(nullptr);
        ev.setNext(nullptr, nullptr);
        val::Value v = ev.eval(fr.expr, fr.exprEnv, fr.exprInst);
        fr.kind = eval::Env::Kind::Value;
        fr.value = v;
        continue;
      } catch (const eval::EvalError &) {
      }
    }
    fr.noCache = true;
  }
}

namespace {

// The bindings the split parts are read under, kept with the model.
struct BoundContexts {
  std::deque<std::vector<eval::Env>> frames;
  std::deque<eval::InstCtx> insts;
  std::deque<eval::InstancePath> paths;
};

// m.boundContexts, made on first use (only this file makes it).
BoundContexts &contextsOf(model::SpecModel &m) {
  if (!m.boundContexts)
    m.boundContexts = std::make_shared<BoundContexts>();
  return *static_cast<BoundContexts *>(const_cast<void *>(m.boundContexts.get()));
}

// Whether `inst` reads through an INSTANCE with substitutions: TLC's `subs`
// list is then not empty, and it binds no operator's arguments there.
bool throughSubstitutions(const eval::InstCtx *inst) {
  for (; inst; inst = inst->outer)
    if (inst->binding && !inst->binding->substitutes.empty())
      return true;
  return false;
}

// An operator application's name as SANY spells its operator (I!Op).
std::string appName(const OpAppExpr *app) {
  std::string n;
  for (const NameSegment &seg : app->path)
    n += (n.empty() ? "" : "!") + std::string(seg.name.text);
  return n;
}

// Splits a SPECIFICATION (processConfigSpec: initial predicates, [][A]_v,
// fairness) or a PROPERTY (processConfigProps: implied initial predicates,
// []P, [][A]_v, temporal formulas), looking through definitions, LET and
// the bindings of operator arguments.
class FormulaSplitter {
public:
  enum class Mode { Spec, Property };
  FormulaSplitter(Mode mode, const model::SpecModel &m, eval::Evaluator &ev, BoundContexts &store)
      : mode_(mode), model_(m), ev_(ev), store_(store) {}

  struct Part {
    // Action: [][A]_v (the next-state relation of a spec, an implied action
    // of a property); Invariant: []P of a property.
    enum class Kind { Init, Invariant, Action, Temporal } kind;
    const Expr *expr;
    const eval::Env *env;
    const eval::InstCtx *inst;
    // The name processConfigProps passes down to it (a property's part).
    std::string name;
  };
  std::vector<Part> parts;
  bool crossedBinding = false; // a part was reached through a binding

  void split(const Expr *e, const eval::Env *env, const eval::InstCtx *inst, const std::string &name, int depth = 0) {
    e = model::stripParens(e);
    if (depth > 100)
      return leaf(e, env, inst, name);
    // A conjunct is named by its location (processConfigProps: conj.toString()).
    auto conjunct = [&](const Expr *x) { split(x, env, inst, model::locationName(model::stripParens(x)->range), depth + 1); };
    if (auto *j = dynCast<JunctionExpr>(e); j && j->isAnd) {
      for (const Expr *x : j->items)
        conjunct(x);
      return;
    }
    if (auto *in = dynCast<InfixExpr>(e); in && !in->symbol && in->builtin == BuiltinOp::And) {
      conjunct(in->lhs);
      conjunct(in->rhs);
      return;
    }
    if (auto *let = dynCast<LetExpr>(e)) {
      crossedBinding = true;
      return split(let->body, env, inst, name, depth + 1);
    }
    // processConfigProps splits \A x \in S; processConfigSpec leaves it whole.
    if (auto *q = dynCast<QuantExpr>(e);
        mode_ == Mode::Property && q && q->quant == QuantKind::Forall && boundedEverywhere(q))
      if (splitForall(q, env, inst, depth))
        return;
    if (auto *pre = dynCast<PrefixExpr>(e); pre && !pre->symbol && pre->builtin == BuiltinOp::Always) {
      const Expr *inner = model::stripParens(pre->operand);
      if (isa<BoxActionExpr>(inner))
        return parts.push_back({Part::Kind::Action, inner, env, inst, name});
      if (mode_ == Mode::Spec) {
        // []S with S an operator application (not a LET, a label or a
        // literal) of constant or state level: TLC_LIVE_CANNOT_HANDLE_FORMULA
        // (Github525Test); TLC prints S's node, tlacore its location.
        if (model::isStatePredicateApplication(inner, eval::bindingsView(env)))
          ev_.fail("TLC cannot handle the temporal formula {location}", inner->range);
        return parts.push_back({Part::Kind::Temporal, e, env, inst, name});
      }
      if (!isTemporalExpr(inner, eval::bindingsView(env)) && !isActionExpr(inner, eval::bindingsView(env)) &&
          !model::letRaisesLevelBound(inner, eval::bindingsView(env))) {
        // []Op with Op an operator without arguments: the invariant is named Op.
        auto *op = dynCast<OpAppExpr>(inner);
        bool named = op && !sem::hasSelector(op) && op->last().symbol && !op->last().hasArgs;
        return parts.push_back({Part::Kind::Invariant, inner, env, inst, named ? appName(op) : name});
      }
      return parts.push_back({Part::Kind::Temporal, e, env, inst, name});
    }
    if (auto *app = dynCast<OpAppExpr>(e))
      if (callee(app, env, inst, name, depth))
        return;
    leaf(e, env, inst, name);
  }

private:
  void leaf(const Expr *e, const eval::Env *env, const eval::InstCtx *inst, const std::string &name) {
    if (isTemporalExpr(e, eval::bindingsView(env)))
      return parts.push_back({Part::Kind::Temporal, e, env, inst, name});
    if (isActionExpr(e, eval::bindingsView(env))) {
      if (mode_ == Mode::Spec) // TLC_CANT_HANDLE_CONJUNCT; TLC prints the node, tlacore its location
        ev_.fail("TLC cannot handle this conjunct of the spec:\n{location}", e->range);
      ev_.fail("The property " + name + " is not correctly defined.", e->range);
    }
    parts.push_back({Part::Kind::Init, e, env, inst, name});
  }

  static bool boundedEverywhere(const QuantExpr *q) {
    for (const BoundDecl &b : q->bounds)
      if (!b.set)
        return false;
    return !q->bounds.empty();
  }

  // \A x \in S : P with S constant: P for each element (false: S is not one
  // TLC enumerates here, or is empty; the formula is then left whole).
  // Each instance is named by the body's location (tlaplus PR 1014:
  // processConfigProps(expr.toString(), expr, c1, subs) with expr the body).
  bool splitForall(const QuantExpr *q, const eval::Env *env, const eval::InstCtx *inst, int depth) {
    std::vector<const eval::Env *> each;
    try {
      ev_.setState(nullptr);
      ev_.setNext(nullptr, nullptr);
      ev_.forEachBinding(q->bounds, env, inst, [&](const eval::Env *b) {
        each.push_back(persist(b, env));
        return true;
      });
    } catch (const eval::EvalError &) {
      return false;
    }
    if (each.empty())
      return false;
    crossedBinding = true;
    const std::string bodyName = model::locationName(model::stripParens(q->body)->range);
    for (const eval::Env *b : each)
      split(q->body, b, inst, bodyName, depth + 1);
    return true;
  }

  // A bound value that is a lazy finite set (S \cup T, {x \in S : P}, S \X T,
  // [S -> T], [a : S], SUBSET S) as its elements, once: the property is
  // evaluated on every state (or step), and TLC caches such a set's
  // enumeration in the value the first time it compares it (Github1445e's
  // PredCache, CupCache, ...). One it cannot list stays lazy.
  static void settleBound(eval::Env &node) {
    if (node.kind != eval::Env::Kind::Value)
      return;
    switch (node.value.kind()) {
    case val::Kind::Union:
    case val::Kind::PredSet:
    case val::Kind::Product:
    case val::Kind::FcnSet:
    case val::Kind::RecordSet:
    case val::Kind::Subset:
      break;
    default:
      return;
    }
    try {
      val::Value listed = val::normalize(node.value, 1'000'000);
      if (!listed.isError())
        node.value = std::move(listed);
    } catch (...) {
    }
  }

  // A copy of the frames from `b` down to `stop` that outlives the callback.
  const eval::Env *persist(const eval::Env *b, const eval::Env *stop) {
    std::vector<const eval::Env *> chain;
    for (const eval::Env *e = b; e && e != stop; e = e->next)
      chain.push_back(e);
    std::vector<eval::Env> &kept = store_.frames.emplace_back(chain.size());
    const eval::Env *cur = stop;
    for (size_t i = chain.size(); i-- > 0;) {
      eval::Env &node = kept[chain.size() - 1 - i];
      node = *chain[i];
      node.next = cur;
      settleBound(node);
      cur = &node;
    }
    return cur;
  }

  // Op(args), I!Op, I(x)!Op or a parameter: its body with the arguments
  // bound (false: not a definition TLC expands here).
  bool callee(const OpAppExpr *app, const eval::Env *env, const eval::InstCtx *inst, const std::string &name,
              int depth) {
    const NameSegment &last = app->last();
    const sem::Symbol *s = last.symbol;
    if (!s)
      return false;
    const eval::InstCtx *ctx = inst;
    bool qualified = app->path.size() > 1;
    bool withArgs = false;
    for (const NameSegment &seg : app->path)
      withArgs = withArgs || seg.hasArgs;
    // TLC binds an operator's arguments only where no INSTANCE substitution
    // has been crossed (SpecProcessor: subs.isEmpty()); there the
    // application is a part as a whole.
    if (withArgs && throughSubstitutions(inst))
      return false;
    if (mode_ == Mode::Spec && !withArgs) {
      // processConfigSpec: a definition without arguments whose body is of
      // state level is one initial predicate, named after it.
      const sem::Symbol *d = s->underlying();
      if (d->kind == sem::SymbolKind::Operator && d->params.empty() && !env_finds(env, s)) {
        const Expr *body = model::definitionBody(d);
        if (body && !isTemporalExpr(app, eval::bindingsView(env)) && !isActionExpr(app, eval::bindingsView(env))) {
          parts.push_back({Part::Kind::Init, app, env, inst, name});
          return true;
        }
      }
    }
    if (qualified) {
      bool ok = false;
      eval::InstancePath &path = store_.paths.emplace_back();
      ctx = ev_.enterInstancePath(app, env, inst, path, ok);
      if (!ok)
        return false;
      for (std::vector<eval::Env> &frames : path.frames)
        settleArguments(ev_, frames);
      if (!path.frames.empty())
        crossedBinding = true;
    } else if (const eval::Env *b = env ? env->find(s) : nullptr) {
      if (b->kind != eval::Env::Kind::Lazy || !b->expr || !last.args.empty())
        return false;
      crossedBinding = true;
      split(b->expr, b->exprEnv, b->exprInst, name, depth + 1);
      return true;
    }
    if (const sem::Symbol *o = model::overrideAt(model_, s, qualified, app->range.begin)) {
      s = o;
      ctx = nullptr;
    }
    const sem::Symbol *def = s->underlying();
    const Expr *body = model::definitionBody(def);
    if (!body || def->kind != sem::SymbolKind::Operator || def->isRecursive)
      return false;
    // An operator of a standard module is TLC's Java method, not a body to look into.
    if (mode_ == Mode::Spec && def->module && def->module->isStandard)
      return false;
    const eval::InstCtx *defInst = ctx;
    if (!def->inLet && s->kind == sem::SymbolKind::Imported && s->binding)
      defInst = ev_.enterImported(s, ctx, store_.insts.emplace_back());
    std::vector<eval::Env> frames;
    const eval::Env *outer = def->inLet ? env : nullptr;
    ev_.bindArgs(def, last.args, env, inst, frames, outer);
    settleArguments(ev_, frames);
    if (!frames.empty())
      crossedBinding = true;
    const eval::Env *bodyEnv = frames.empty() ? outer : &store_.frames.emplace_back(std::move(frames)).back();
    // A definition looked into is named after its operator (I!Op, Op(args)).
    split(body, bodyEnv, defInst, appName(app), depth + 1);
    return true;
  }

  static bool env_finds(const eval::Env *env, const sem::Symbol *s) { return env && env->find(s); }

  Mode mode_;
  const model::SpecModel &model_;
  eval::Evaluator &ev_;
  BoundContexts &store_;
};

model::ScopedExpr boundPart(const FormulaSplitter::Part &p) {
  model::ScopedExpr s;
  s.expr = p.expr;
  s.bound = true;
  s.env = p.env;
  s.inst = p.inst;
  return s;
}

} // namespace

void splitBoundProperties(model::SpecModel &m, eval::Evaluator &ev) {
  if (m.livenessParts.empty())
    return;
  BoundContexts &store = contextsOf(m);
  std::vector<model::ScopedExpr> temporal;
  std::vector<std::string> temporalNames;
  bool changed = false;
  for (size_t i = 0; i < m.livenessParts.size(); ++i) {
    const model::ScopedExpr &whole = m.livenessParts[i];
    const std::string &name = m.livenessPartNames[i];
    FormulaSplitter splitter(FormulaSplitter::Mode::Property, m, ev, store);
    const eval::InstCtx *inst = eval::instanceChain(whole.instances, store.insts);
    splitter.split(whole.expr, nullptr, inst, name);
    if (!splitter.crossedBinding) {
      temporal.push_back(whole);
      temporalNames.push_back(name);
      continue;
    }
    changed = true;
    for (const FormulaSplitter::Part &p : splitter.parts) {
      switch (p.kind) {
      case FormulaSplitter::Part::Kind::Init:
        m.impliedInits.push_back(boundPart(p));
        m.impliedInitNames.push_back(p.name);
        break;
      case FormulaSplitter::Part::Kind::Invariant:
        m.impliedInvariants.push_back(boundPart(p));
        m.impliedInvariantNames.push_back(p.name);
        break;
      case FormulaSplitter::Part::Kind::Action:
        m.actionProperties.push_back(boundPart(p));
        m.actionPropertyNames.push_back(p.name);
        break;
      case FormulaSplitter::Part::Kind::Temporal:
        temporal.push_back(boundPart(p));
        temporalNames.push_back(p.name);
        break;
      }
    }
  }
  if (!changed)
    return;
  m.livenessParts = std::move(temporal);
  m.livenessPartNames = std::move(temporalNames);
}

} // namespace tlacore::live

namespace tlacore::live {

namespace {

// The value TLC's processConstantDefns gives the conjunct `e` before it
// splits the spec: a definition without parameters of constant level (of a
// module not instantiated with parameters), or a constant the cfg sets.
// Empty when TLC keeps it a formula (or evaluating it fails, which TLC
// swallows).
std::optional<val::Value> preEvaluated(const model::SpecModel &m, eval::Evaluator &ev, const model::ScopedExpr &p,
                                       eval::ScopeCache &scopes) {
  auto *app = dynCast<OpAppExpr>(model::stripParens(p.expr));
  if (!app || !app->last().symbol || sem::hasSelector(app))
    return std::nullopt;
  for (const NameSegment &seg : app->path)
    if (seg.hasArgs)
      return std::nullopt;
  const sem::Symbol *s = app->last().symbol;
  const sem::Symbol *d = s->underlying();
  bool direct = app->path.size() == 1 && s->kind != sem::SymbolKind::Imported && p.instances.empty() && !p.bound;
  if (d->kind == sem::SymbolKind::Constant) {
    auto it = m.constantValues.find(d);
    if (direct && it != m.constantValues.end())
      return it->second;
    return std::nullopt;
  }
  if (d->kind != sem::SymbolKind::Operator || !d->params.empty() || d->inLet || d->isRecursive ||
      d->level != sem::Level::Constant || !d->levelDeps.empty() || !model::definitionBody(d))
    return std::nullopt;
  if (auto it = m.definitionValues.find(d); it != m.definitionValues.end())
    return direct ? std::optional<val::Value>(it->second) : std::nullopt;
  if (m.definitionOverrides.count(d))
    return std::nullopt;
  // ModuleNode.processConstantDefns: not in a module instantiated with parameters.
  bool parameterFree = d->module && d->module->allConstants.empty() && d->module->allVariables.empty();
  if (!direct && !parameterFree)
    return std::nullopt;
  // Drawn at random or showing (printing...): evaluated once before the search, not here.
  for (const sem::Symbol *r : m.startupConstants)
    if (r == d)
      return std::nullopt;
  try {
    ev.setState(nullptr);
    ev.setNext(nullptr, nullptr);
    val::Value v = ev.eval(p.expr, static_cast<const eval::Env *>(p.env), scopes.of(p));
    if (v.isError())
      return std::nullopt;
    return v;
  } catch (const eval::EvalError &) {
    return std::nullopt;
  }
}

} // namespace

std::optional<model::ConfigError> splitBoundSpec(model::SpecModel &m, eval::Evaluator &ev) {
  model::ConfigError error;
  error.cfgRange = m.behaviorRange;
  try {
    BoundContexts &store = contextsOf(m);
    // Later conjuncts first, so that the positions of earlier ones hold.
    for (size_t i = m.specBound.size(); i-- > 0;) {
      const model::SpecModel::BoundSpecPart &b = m.specBound[i];
      FormulaSplitter splitter(FormulaSplitter::Mode::Spec, m, ev, store);
      const eval::InstCtx *inst = b.part.bound ? static_cast<const eval::InstCtx *>(b.part.inst)
                                               : eval::instanceChain(b.part.instances, store.insts);
      splitter.split(b.part.expr, static_cast<const eval::Env *>(b.part.env), inst, "");
      std::vector<model::ScopedExpr> inits, fairness;
      for (const FormulaSplitter::Part &p : splitter.parts) {
        switch (p.kind) {
        case FormulaSplitter::Part::Kind::Init:
          inits.push_back(boundPart(p));
          break;
        case FormulaSplitter::Part::Kind::Action: {
          if (m.next.expr) { // SpecProcessor.processConfigSpec: a second [][A]_v
            error.message = "The specification contains more than one conjunct of the form [][Next]_v,\nbut TLC "
                            "can handle only specifications with one next-state relation.";
            error.tlcCode = 2240; // EC.TLC_CANT_HANDLE_TOO_MANY_NEXT_STATE_RELS
            error.definition = p.expr->range;
            return error;
          }
          m.next = boundPart(p);
          m.next.expr = cast<BoxActionExpr>(p.expr)->action;
          if (auto *app = dynCast<OpAppExpr>(model::stripParens(m.next.expr)); app && app->path.size() == 1)
            m.nextSymbol = app->path[0].symbol;
          break;
        }
        case FormulaSplitter::Part::Kind::Temporal:
        case FormulaSplitter::Part::Kind::Invariant:
          fairness.push_back(boundPart(p));
          break;
        }
      }
      m.init.insert(m.init.begin() + static_cast<std::ptrdiff_t>(b.initAt), inits.begin(), inits.end());
      m.fairnessParts.insert(m.fairnessParts.begin() + static_cast<std::ptrdiff_t>(b.fairnessAt), fairness.begin(),
                             fairness.end());
      std::vector<model::NamedFormula> named;
      for (const model::ScopedExpr &f : fairness)
        named.push_back(model::NamedFormula{"fairness", f.expr, nullptr, f.expr->range});
      m.fairness.insert(m.fairness.begin() + static_cast<std::ptrdiff_t>(b.fairnessAt), named.begin(), named.end());
    }
    m.specBound.clear();
    // processConfigSpec: a conjunct naming a value (a constant definition
    // TLC has evaluated, a constant) is no predicate: TRUE adds nothing,
    // FALSE makes the spec trivially false, another value is refused.
    eval::ScopeCache scopes;
    std::vector<model::ScopedExpr> kept;
    for (const model::ScopedExpr &p : m.init) {
      std::optional<val::Value> v = m.fromSpecification ? preEvaluated(m, ev, p, scopes) : std::nullopt;
      if (!v) {
        kept.push_back(p);
        continue;
      }
      // TLC names the operator as written: I!C through an instance.
      std::string name;
      for (const NameSegment &seg : cast<OpAppExpr>(model::stripParens(p.expr))->path)
        name += (name.empty() ? "" : "!") + std::string(seg.symbol ? seg.symbol->name : "");
      error.definition = p.expr->range;
      if (!v->isBool()) {
        error.message = "The operator " + name + ", which equals " + val::toString(*v) + ",\ncannot be used as a spec";
        error.tlcCode = 2236; // EC.TLC_CONFIG_OP_IS_EQUAL
        return error;
      }
      if (!v->asBool()) {
        error.message = "The spec is trivially false because " + name + " is false.";
        error.tlcCode = 2237; // EC.TLC_CONFIG_SPEC_IS_TRIVIAL
        return error;
      }
    }
    m.init = std::move(kept);
  } catch (const eval::EvalError &e) {
    error.message = e.message;
    error.definition = e.range;
    return error;
  }
  error.definition = {};
  error.message = model::missingBehaviorError(m);
  error.tlcCode = model::missingBehaviorCode(m);
  if (!error.message.empty())
    return error;
  m.constantOnly = m.init.empty();
  return std::nullopt;
}

} // namespace tlacore::live
