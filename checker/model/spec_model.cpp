#include "spec_model.h"
#include "level_bound.h"
#include "state_predicate.h"
#include "subexpr_path.h"

#include <algorithm>
#include <exception>
#include <functional>

#include "expr_levels.h"
#include "location_names.h"
#include "string_order.h"
#include "variable_order.h"

namespace tlacore::model {

using namespace ast;
using val::Value;

Value cfgValueToValue(val::StringTable &strings, const CfgValue &v) {
  switch (v.kind) {
  case CfgValue::Kind::Int:
    return Value::integer(v.intValue);
  case CfgValue::Kind::String:
    return strings.string(v.text);
  case CfgValue::Kind::Bool:
    return Value::boolean(v.boolValue);
  case CfgValue::Kind::ModelValue:
    return strings.modelValue(v.text);
  case CfgValue::Kind::Set: {
    std::vector<Value> elems;
    for (const CfgValue &e : v.elements)
      elems.push_back(cfgValueToValue(strings, e));
    return Value::set(std::move(elems));
  }
  case CfgValue::Kind::Tuple: {
    std::vector<Value> elems;
    for (const CfgValue &e : v.elements)
      elems.push_back(cfgValueToValue(strings, e));
    return Value::tuple(std::move(elems));
  }
  }
  return Value();
}

namespace {

const sem::Symbol *findName(const sem::ResolvedModule &m, std::string_view name) {
  return m.scope.get(name);
}

const Expr *bodyOf(const sem::Symbol *s) {
  const sem::Symbol *d = s->underlying();
  if (d->kind == sem::SymbolKind::Operator && d->unit)
    return static_cast<const OperatorDefUnit *>(d->unit)->body;
  if (d->kind == sem::SymbolKind::Theorem)
    return static_cast<const TheoremUnit *>(d->unit)->body;
  if (d->kind == sem::SymbolKind::Assumption)
    return static_cast<const AssumeUnit *>(d->unit)->body;
  return nullptr;
}

bool hasTemporal(const Expr *e) { return isTemporalExpr(e); }

// The INSTANCEs a reference to `s` goes through (Imported wrappers).
void addImports(const sem::Symbol *s, std::vector<const sem::InstanceBinding *> &chain) {
  while (s && s->kind == sem::SymbolKind::Imported) {
    chain.push_back(s->binding);
    s = s->target;
  }
}

// An operator application's name as SANY spells its operator (I!Op).
std::string appName(const OpAppExpr *app) {
  std::string n;
  for (const NameSegment &seg : app->path)
    n += (n.empty() ? "" : "!") + std::string(seg.name.text);
  return n;
}

// Flattens the conjuncts of a specification, looking through definitions
// (and through INSTANCEs: I!Spec, or Spec imported by INSTANCE M).
//
// With `names`, each part's name as SpecProcessor.processConfigProps passes
// it down (`name` the current one): a conjunct of a conjunction is named by
// its location (conj.toString()), a definition without arguments looked
// into by its own name.
void conjuncts(const Expr *e, std::vector<const sem::InstanceBinding *> chain, std::vector<ScopedExpr> &out,
               int depth = 0, std::vector<std::string> *names = nullptr, const std::string &name = {}) {
  auto emit = [&](const Expr *x, std::vector<const sem::InstanceBinding *> c, const std::string &n) {
    out.push_back({x, std::move(c)});
    if (names)
      names->push_back(n);
  };
  auto conjunct = [&](const Expr *x) {
    const Expr *bare = x;
    while (auto *par = dynCast<ParenExpr>(bare))
      bare = par->inner;
    conjuncts(x, chain, out, depth + 1, names, names ? locationName(bare->range) : std::string());
  };
  if (depth > 50) {
    emit(e, chain, name);
    return;
  }
  if (auto *p = dynCast<ParenExpr>(e)) {
    conjuncts(p->inner, chain, out, depth + 1, names, name);
    return;
  }
  if (auto *j = dynCast<JunctionExpr>(e); j && j->isAnd) {
    for (const Expr *x : j->items)
      conjunct(x);
    return;
  }
  if (auto *in = dynCast<InfixExpr>(e); in && !in->symbol && in->builtin == ast::BuiltinOp::And) {
    conjunct(in->lhs);
    conjunct(in->rhs);
    return;
  }
  // A subexpression name without parameters (Spec1 == Thm1b!1, I!Thm!2!1): SANY hands TLC the
  // selected expression itself (Test216).
  if (auto *app = dynCast<OpAppExpr>(e)) {
    if (size_t di = 0; sem::hasSelector(app, &di)) {
      std::vector<const sem::InstanceBinding *> inner = chain;
      bool ok = true;
      for (size_t i = 0; i < di && ok; ++i) {
        const sem::Symbol *seg = app->path[i].symbol;
        ok = !app->path[i].hasArgs && seg->underlying()->instance;
        if (ok) {
          addImports(seg, inner);
          inner.push_back(seg->underlying()->instance);
        }
      }
      sem::Selection sel = sem::selectPath(app->path[di].symbol, app, di);
      if (ok && sel.expr && sel.params.empty() && sel.fieldName.empty()) {
        addImports(app->path[di].symbol, inner);
        conjuncts(sel.expr, inner, out, depth + 1, names, name);
        return;
      }
    }
  }
  if (auto *app = dynCast<OpAppExpr>(e); app && !app->last().hasArgs && app->last().symbol) {
    std::vector<const sem::InstanceBinding *> inner = chain;
    bool ok = true;
    for (size_t i = 0; i + 1 < app->path.size(); ++i) {
      const sem::Symbol *seg = app->path[i].symbol;
      if (!seg || app->path[i].hasArgs) {
        ok = false;
        break;
      }
      addImports(seg, inner);
      const sem::Symbol *inst = seg->underlying();
      if (inst->kind != sem::SymbolKind::Instance || !inst->instance) {
        ok = false;
        break;
      }
      inner.push_back(inst->instance);
    }
    const sem::Symbol *s = app->last().symbol;
    const sem::Symbol *d = s->underlying();
    if (ok && d->kind == sem::SymbolKind::Operator && d->params.empty() && d->level == sem::Level::Temporal && bodyOf(d)) {
      addImports(s, inner);
      conjuncts(bodyOf(d), inner, out, depth + 1, names, names ? appName(app) : std::string());
      return;
    }
  }
  // A definition without arguments left whole is still the one TLC names.
  auto *app = dynCast<OpAppExpr>(e);
  bool named = app && !sem::hasSelector(app) && app->last().symbol && !app->last().hasArgs &&
               app->last().symbol->underlying()->kind == sem::SymbolKind::Operator;
  emit(e, chain, named && names ? appName(app) : name);
}

// Whether a conjunct of SPECIFICATION reaches its parts only through
// bindings TLC's processConfigSpec makes: a LET, or an operator applied to
// arguments (S(7), Z(7)!Spec), whose parameters it binds where no INSTANCE
// substitution has been crossed (its `subs` list empty). Those are split
// with an evaluator (live/bound_split.h).
bool reachedThroughBindings(const ScopedExpr &p) {
  const Expr *e = p.expr;
  while (auto *par = dynCast<ParenExpr>(e))
    e = par->inner;
  if (isa<LetExpr>(e))
    return true;
  auto *app = dynCast<OpAppExpr>(e);
  if (!app || sem::hasSelector(app))
    return false;
  bool args = false;
  for (const NameSegment &seg : app->path)
    args = args || seg.hasArgs;
  if (!args)
    return false;
  for (const sem::InstanceBinding *b : p.instances)
    if (!b->substitutes.empty())
      return false;
  const sem::Symbol *d = app->last().symbol ? app->last().symbol->underlying() : nullptr;
  return d && d->kind == sem::SymbolKind::Operator && bodyOf(d) && !d->isRecursive &&
         !(d->module && d->module->isStandard);
}

} // namespace

bool isStatePredicateApplication(const Expr *e, BindingsView bindings) {
  switch (e->kind) {
  case ExprKind::Let:
  case ExprKind::Label:
  case ExprKind::Number:
  case ExprKind::Decimal:
  case ExprKind::String:
    return false;
  default:
    return !isTemporalExpr(e, bindings) && !isActionExpr(e, bindings);
  }
}

std::string missingBehaviorError(const SpecModel &m) {
  // SpecProcessor.processSpec: a missing initial predicate is an error only
  // where there are states to check (variables, invariants or properties),
  // a missing next-state relation only where steps are checked (invariants,
  // action or temporal properties: a property that is a state predicate is
  // checked on the initial states alone). Otherwise TLC runs with what there
  // is: no variables and no initial predicate checks the ASSUMEs alone; no
  // next-state relation gives no successors (a deadlock on every initial
  // state, Init-only specs such as SPECIFICATION Init).
  bool checksSteps = !m.invariants.empty() || !m.impliedInvariants.empty() || !m.actionProperties.empty() ||
                     !m.livenessParts.empty();
  // A cfg naming no behaviour at all (no SPECIFICATION, INIT or NEXT) is a
  // model without a behaviour spec: TLC checks the ASSUMEs, variables or
  // not (Github696Test: VARIABLE v, an empty cfg, 0 states and no error).
  if (m.init.empty() &&
      (checksSteps || !m.impliedInits.empty() || (m.behaviorNamed && m.root && !m.root->allVariables.empty())))
    return "The configuration file did not specify the initial state predicate.\nCan also be caused by trying "
           "to run TLC on a specification from\na module imported with a parameterized INSTANCE statement.";
  if (!m.next.expr && checksSteps)
    return "The configuration file did not specify the next state predicate.";
  return {};
}

int missingBehaviorCode(const SpecModel &m) {
  std::string text = missingBehaviorError(m);
  if (text.empty())
    return 0;
  return text.find("initial state predicate") != std::string::npos ? 2231 : 2232;
}

namespace {
// Whether SANY's levelParams of `e` are not empty: `e` names a declared
// constant, as written, in an argument, or in the body of a definition it
// applies (at any depth). Unlike the level dependencies kept per definition,
// which only hold what can raise a level, this counts a constant in a body
// already at temporal level too.
bool namesDeclaredConstant(const Expr *e) {
  std::vector<const sem::Symbol *> seen;
  bool found = false;
  std::function<void(const Expr *)> walk = [&](const Expr *x) {
    if (found || !x)
      return;
    if (auto *app = dynCast<OpAppExpr>(x))
      for (const NameSegment &seg : app->path) {
        const sem::Symbol *d = seg.symbol ? seg.symbol->underlying() : nullptr;
        if (d && d->kind == sem::SymbolKind::Constant) {
          found = true;
          return;
        }
        if (d && d->kind == sem::SymbolKind::Operator && d->unit && isa<OperatorDefUnit>(d->unit) &&
            std::find(seen.begin(), seen.end(), d) == seen.end()) {
          seen.push_back(d);
          walk(static_cast<const OperatorDefUnit *>(d->unit)->body);
        }
      }
    forEachChild(x, walk);
  };
  walk(e);
  return found;
}
} // namespace

std::optional<SpecModel> buildSpecModel(const sem::ResolvedModule &root, const sem::ModuleSet &set,
                                        const ModelConfig &cfg, std::string &tlcError) {
  ConfigError error;
  std::optional<SpecModel> m = buildSpecModel(root, set, cfg, error);
  tlcError = error.message;
  return m;
}

std::optional<SpecModel> buildSpecModel(const sem::ResolvedModule &root, const sem::ModuleSet &set,
                                        const ModelConfig &cfg, ConfigError &error) {
  std::string &tlcError = error.message;
  const std::vector<const sem::ResolvedModule *> &modules = set.analysisOrder();
  SpecModel m;
  m.strings = std::make_shared<val::StringTable>();
  seedStringOrder(*m.strings, cfg, set, root);
  m.root = &root;
  m.variables = root.allVariables;
  for (size_t i = 0; i < m.variables.size(); ++i)
    m.variableSlot[m.variables[i]] = static_cast<int>(i);
  m.printOrder = tlcVariablePrintOrder(root, m.variables);

  // SpecProcessor.processSpec refuses an undefined substitute (processConstants)
  // and an unassigned constant; the arity and the level of a substitute are
  // checked after, by processConstantDefns: those errors wait until then.
  std::optional<ConfigError> deferred;
  std::optional<ConfigError> notInSpec;
  for (const ConstantAssignment &a : cfg.constants) {
    const sem::ResolvedModule *scope = &root;
    if (a.module) {
      scope = nullptr;
      for (const sem::ResolvedModule *mod : modules)
        if (mod->name == a.module->name)
          scope = mod;
      if (!scope) {
        tlcError = "The module " + a.module->name + " used in the configuration file is not part of the specification.";
        error.tlcCode = 2245; // EC.TLC_NO_MODULES
        return std::nullopt;
      }
    }
    const sem::Symbol *sym = findName(*scope, a.name);
    if (!sym) {
      tlcError = "The constant parameter " + a.name + " is not declared in the specification.";
      // TLC ignores a value for an undeclared name (initializeConstants);
      // a substitution for one is the last error of SpecProcessor.processSpec
      // (its overrides not applied, EC.TLC_CONFIG_ID_DOES_NOT_APPEAR_IN_SPEC).
      if (a.kind != ConstantAssignment::Kind::Value && !notInSpec) {
        notInSpec.emplace();
        notInSpec->message =
            "In the configuration file, the identifier " + a.name + " does not appear in the specification.";
        notInSpec->cfgRange = a.range;
        notInSpec->tlcCode = 2226; // EC.TLC_CONFIG_ID_DOES_NOT_APPEAR_IN_SPEC
      }
      continue;
    }
    const sem::Symbol *def = sym->underlying();
    if (a.kind == ConstantAssignment::Kind::Value) {
      Value v = cfgValueToValue(*m.strings, a.value);
      if (!a.args.empty()) { // F(a, b) = v: one line of the operator constant's table
        if (def->kind != sem::SymbolKind::Constant || def->arity != static_cast<int>(a.args.size())) {
          tlcError = "The configuration file gives " + a.name + " a value for " + std::to_string(a.args.size()) +
                     " argument" + (a.args.size() == 1 ? "" : "s") + ", but it is not a constant operator of that arity.";
          error.cfgRange = a.range;
          return std::nullopt;
        }
        std::vector<Value> args;
        for (const CfgValue &arg : a.args)
          args.push_back(cfgValueToValue(*m.strings, arg));
        m.operatorTables[def].emplace_back(std::move(args), v);
        continue;
      }
      if (def->kind == sem::SymbolKind::Constant)
        m.constantValues[def] = v;
      else
        m.definitionValues[def] = v;
    } else {
      // In `N <- [Mod] Def`, N is of module Mod and Def of the root module.
      const sem::Symbol *target = findName(root, a.substitute.name);
      if (!target)
        target = findName(*scope, a.substitute.name);
      if (!target) {
        tlcError = "The configuration file substitutes for " + a.name + " with the undefined identifier " +
                   a.substitute.name + ".";
        error.tlcCode = 2280; // EC.TLC_CONFIG_UNDEFINED_OR_NO_OPERATOR
        error.cfgRange = a.substitute.range;
        return std::nullopt;
      }
      if (target->underlying()->arity != def->arity) {
        if (!deferred) {
          deferred.emplace();
          deferred->message = "The configuration file substitutes for " + a.name + " with " + a.substitute.name +
                              " of different number of arguments.";
          deferred->cfgRange = a.substitute.range;
          deferred->definition = target->underlying()->range;
          deferred->tlcCode = 2225; // EC.TLC_CONFIG_WRONG_SUBSTITUTION_NUMBER_OF_ARGS
          // A definition's substitute is refused by processSpec already.
          if (def->kind == sem::SymbolKind::Constant)
            deferred->constantModule = def->module;
        }
      }
      // SpecProcessor.processConstantDefns: a declared constant replaced by
      // a definition without parameters above constant level (one that
      // reads a variable, or primes one) is EC.TLC_CONFIG_SUBSTITUTION_NON_CONSTANT
      // (Github1109aTest); an operator constant's replacement is not evaluated.
      if (def->kind == sem::SymbolKind::Constant && target->underlying()->params.empty() &&
          target->underlying()->level != sem::Level::Constant) {
        if (!deferred) {
          deferred.emplace();
          deferred->message = "The configuration file substitutes constant " + a.name + " with non-constant " +
                              a.substitute.name;
          deferred->cfgRange = a.substitute.range;
          deferred->definition = target->underlying()->range;
          deferred->tlcCode = 2281; // EC.TLC_CONFIG_SUBSTITUTION_NON_CONSTANT
          deferred->constantModule = def->module;
        }
      }
      if (def->kind == sem::SymbolKind::Constant)
        m.constantSubstitutes[def] = target;
      else
        m.definitionOverrides[def] = target;
      if (def->kind != sem::SymbolKind::Constant && a.module)
        m.overridesThroughInstances.insert(def);
      else if (def->kind != sem::SymbolKind::Constant)
        m.overrideNamed[def] = sym;
    }
  }
  tlcError.clear();
  // An error from here on comes after SpecProcessor.processSpec: the model
  // built so far goes with it (ConfigError::startupModel), for the constant
  // definitions TLC evaluated before it.
  bool complete = false;
  struct KeepStartup {
    SpecModel &m;
    ConfigError &error;
    const bool &complete;
    ~KeepStartup() {
      if (!complete && error.stage != ConfigError::Stage::ProcessSpec && !std::uncaught_exceptions())
        error.startupModel = std::make_shared<const SpecModel>(std::move(m));
    }
  } keepStartup{m, error, complete};
  for (size_t at : tlcConstantDeclOrder(root, root.allConstants))
    if (const sem::Symbol *c = root.allConstants[at];
        !m.constantValues.count(c) && !m.constantSubstitutes.count(c) && !m.operatorTables.count(c)) {
      tlcError = "The constant parameter " + std::string(c->name) + " is not assigned a value by the configuration file.";
      error.id = DiagId::err_cfg_constant_unassigned;
      error.tlcCode = 2222; // EC.TLC_CONFIG_VALUE_NOT_ASSIGNED_TO_CONSTANT_PARAM
      error.definition = c->range;
      error.note = "add it to a CONSTANT section: " + std::string(c->name) + " = <value> or " + std::string(c->name) +
                   " <- <definition>";
      return std::nullopt;
    }
  // processSpec's last errors: a definition's substitute of another arity
  // (its overrides of definitions), then a substitution for a name the spec
  // does not have.
  if (deferred && !deferred->constantModule) {
    error = *deferred;
    return std::nullopt;
  }
  if (notInSpec) {
    error = *notInSpec;
    return std::nullopt;
  }
  // ASSUMEs of the root module and of the modules it extends (those of
  // instantiated modules would need their substitutions).
  std::vector<const sem::ResolvedModule *> closure{&root};
  for (size_t i = 0; i < closure.size(); ++i)
    for (const sem::ResolvedModule *e : closure[i]->extends)
      if (std::find(closure.begin(), closure.end(), e) == closure.end())
        closure.push_back(e);
  for (const sem::ResolvedModule *mod : modules)
    if (std::find(closure.begin(), closure.end(), mod) != closure.end())
      for (const AssumeUnit *a : mod->assumptions) {
        m.assumptions.push_back(a);
        m.assumptionModules.push_back(mod);
      }
  // SpecProcessor.processConstantDefns: every module but one instantiated
  // with parameters (CONSTANTs or VARIABLEs), in semantic order.
  for (const sem::ResolvedModule *mod : modules) {
    if (std::find(closure.begin(), closure.end(), mod) == closure.end() &&
        !(mod->allConstants.empty() && mod->allVariables.empty()))
      continue;
    for (const sem::Symbol *d : mod->definitions)
      if (d->kind == sem::SymbolKind::Operator && d->params.empty() && !d->inLet &&
          d->level == sem::Level::Constant && d->levelDeps.empty() && d->unit &&
          d->unit->kind == UnitKind::OperatorDef &&
          evaluatedAtStartup(static_cast<const OperatorDefUnit *>(d->unit)->body, m))
        m.startupConstants.push_back(d);
  }
  if (deferred) {
    // processConstantDefns fails at the first module (in semantic order)
    // declaring the constant, before that module's definitions: only the
    // definitions of the modules before it were evaluated.
    const sem::ResolvedModule *at = deferred->constantModule;
    auto before = [&](const sem::Symbol *d) {
      for (const sem::ResolvedModule *mod : modules) {
        if (mod == at)
          return false;
        if (mod == d->module)
          return true;
      }
      return false;
    };
    std::vector<const sem::Symbol *> evaluated;
    for (const sem::Symbol *d : m.startupConstants)
      if (before(d))
        evaluated.push_back(d);
    m.startupConstants = std::move(evaluated);
    error = *deferred;
    error.stage = at ? ConfigError::Stage::ConstantDefns : ConfigError::Stage::ProcessSpec;
    return std::nullopt;
  }
  error.stage = ConfigError::Stage::ProcessConfig;

  // A name the cfg gives for `what` (TLC's word for the field), checked as
  // TLC's SpecProcessor checks it: defined, an operator, without parameters.
  // `argWord`: how TLC names it when it has parameters (TLC's one-argument
  // message for SPECIFICATION and PROPERTY, which give the name alone).
  auto named = [&](const CfgName &n, const char *what, bool argWordIsName = false) -> std::optional<NamedFormula> {
    error.cfgRange = n.range;
    const sem::Symbol *s = findName(root, n.name);
    // SpecProcessor looks the name up in defns, where `Op <- Other` has put Other.
    if (const sem::Symbol *o = s ? m.overrideOf(s, false) : nullptr)
      s = o;
    const sem::Symbol *d = s ? s->underlying() : nullptr;
    if (d && d->kind == sem::SymbolKind::Constant) {
      std::string w = what;
      if (w == "initial predicate" || w == "next state action" || w == "view function" ||
          w == "symmetry function" || w == "alias" || w == "post condition") {
        tlcError = "The " + w + " " + n.name + " cannot be a constant.";
        error.tlcCode = 2233; // EC.TLC_CONFIG_ID_MUST_NOT_BE_CONSTANT
      } else {
        // SpecProcessor: a constant where a formula belongs is the value the cfg gave it.
        std::string value = "(unassigned)";
        for (const ConstantAssignment &a : cfg.constants)
          if (a.name == n.name && a.kind == ConstantAssignment::Kind::Value && a.args.empty())
            value = a.value.toString();
        tlcError = "The " + (w == "name" ? std::string("value") : w) + " of " + n.name + " is equal to " + value;
        error.tlcCode = 2230; // EC.TLC_CONFIG_ID_HAS_VALUE
      }
      error.definition = d->range;
      return std::nullopt;
    }
    if (!s || !bodyOf(s)) {
      tlcError = std::string("The ") + what + " " + n.name +
                 " specified in the configuration file\nis not defined in the specification.";
      error.tlcCode = 2229; // EC.TLC_CONFIG_SPECIFIED_NOT_DEFINED
      return std::nullopt;
    }
    if (!d->params.empty()) {
      tlcError = argWordIsName ? "TLC requires " + n.name + " not to take any argument."
                               : std::string("TLC requires ") + what + " not to take any argument, but one was given: " +
                                     n.name;
      error.tlcCode = 2228; // EC.TLC_CONFIG_ID_REQUIRES_NO_ARG
      error.definition = d->range;
      error.note = n.name + " takes " + std::to_string(d->params.size()) +
                   (d->params.size() == 1 ? " argument" : " arguments") +
                   "; name an operator without parameters (e.g. one defined as " + n.name + "(...) applied to values)";
      return std::nullopt;
    }
    error.cfgRange = {};
    return NamedFormula{n.name, bodyOf(s), s, s->range};
  };

  // A constant the cfg sets to TRUE: TLC accepts it as an invariant,
  // property or constraint (and checks nothing).
  auto trueConstant = [&](const CfgName &n) {
    const sem::Symbol *s = findName(root, n.name);
    if (!s || s->underlying()->kind != sem::SymbolKind::Constant)
      return false;
    for (const ConstantAssignment &a : cfg.constants)
      if (a.name == n.name && a.kind == ConstantAssignment::Kind::Value && a.args.empty() &&
          a.value.kind == CfgValue::Kind::Bool && a.value.boolValue)
        return true;
    return false;
  };

  // TLC processes the invariants first.
  for (const CfgName &n : cfg.invariants) {
    if (trueConstant(n))
      continue;
    auto f = named(n, "invariant");
    if (!f)
      return std::nullopt;
    const sem::Symbol *d = f->symbol->underlying();
    if (d->level >= sem::Level::Action) {
      tlcError = "The invariant " + n.name + " is not a state predicate (one with no primes or temporal operators).";
      // SpecProcessor.processConfigInvariants: a body whose SANY levelParams
      // are not empty (it depends on a declared constant) gets the second
      // parameter "includeWarning", for which MP adds the note on
      // LevelNode's level-checking bug.
      auto *body = d->unit && isa<OperatorDefUnit>(d->unit) ? static_cast<const OperatorDefUnit *>(d->unit)->body : nullptr;
      if (!d->constantDeps.empty() || namesDeclaredConstant(body))
        tlcError += "\nNote that a bug can cause TLC to incorrectly report this error.\nIf you believe your TLA+ or "
                    "PlusCal specification to be correct,\nplease check if this bug described in LevelNode.java "
                    "starting at line 590ff affects you.";
      // TLC: Assert.fail(EC.TLC_INVARIANT_VIOLATED_LEVEL), which ExitStatus
      // maps to FAILURE_SAFETY_EVAL (76) as it maps a failed invariant.
      error.id = DiagId::err_run_invariant_error;
      error.tlcCode = 2146; // EC.TLC_INVARIANT_VIOLATED_LEVEL
      error.nativeMessage = "INVARIANT " + n.name + " ({definition}) is not a state predicate (one with no primes or "
                            "temporal operators)";
      error.cfgRange = n.range;
      error.definition = d->range;
      error.note = d->level == sem::Level::Action
                       ? "an action is checked on every step as a property: PROPERTY [][" + n.name + "]_vars (with vars the tuple of all variables)"
                       : "a temporal formula is checked as a property: PROPERTY " + n.name;
      return std::nullopt;
    }
    m.invariants.push_back(*f);
  }

  if (cfg.specification && (cfg.init || cfg.next)) {
    tlcError = "The configuration file cannot specify both INIT/NEXT and SPECIFICATION fields.";
    error.tlcCode = 2227; // EC.TLC_CONFIG_NOT_BOTH_SPEC_AND_INIT
    error.cfgRange = cfg.init ? cfg.init->range : cfg.next->range;
    error.note = "give either SPECIFICATION or INIT and NEXT";
    return std::nullopt;
  }
  SourceRange missingRange{}; // the cfg entry a missing initial predicate or next-state relation is reported at
  if (cfg.specification) {
    auto spec = named(*cfg.specification, "name", true);
    if (!spec)
      return std::nullopt;
    std::vector<ScopedExpr> parts;
    std::vector<const sem::InstanceBinding *> chain;
    addImports(spec->symbol, chain);
    conjuncts(spec->expr, chain, parts);
    for (const ScopedExpr &p : parts) {
      // SpecProcessor.processConfigSpec refuses a conjunct that is \EE or
      // \AA (TLC_SPECIFICATION_FEATURES_TEMPORAL_QUANTIFIER, exit 255).
      if (auto *q = dynCast<QuantExpr>(p.expr);
          q && (q->quant == QuantKind::TemporalExists || q->quant == QuantKind::TemporalForall)) {
        tlcError = "TLC does not support temporal existential, nor universal, quantification over state variables.";
        error.tlcCode = 2301; // EC.TLC_SPECIFICATION_FEATURES_TEMPORAL_QUANTIFIER
        error.id = DiagId::err_run_unsupported;
        error.cfgRange = cfg.specification->range;
        error.definition = p.expr->range;
        return std::nullopt;
      }
      if (reachedThroughBindings(p)) {
        m.specBound.push_back({p, m.init.size(), m.fairnessParts.size()});
        continue;
      }
      if (auto *pre = dynCast<PrefixExpr>(p.expr); pre && pre->builtin == ast::BuiltinOp::Always) {
        const Expr *inner = pre->operand;
        while (auto *par = dynCast<ParenExpr>(inner))
          inner = par->inner;
        if (auto *box = dynCast<BoxActionExpr>(inner)) {
          if (m.next.expr) { // SpecProcessor.processConfigSpec: a second [][A]_v
            tlcError = "The specification contains more than one conjunct of the form [][Next]_v,\nbut TLC can "
                       "handle only specifications with one next-state relation.";
            error.tlcCode = 2240; // EC.TLC_CANT_HANDLE_TOO_MANY_NEXT_STATE_RELS
            error.cfgRange = cfg.specification->range;
            error.definition = p.expr->range;
            return std::nullopt;
          }
          m.next = ScopedExpr{box->action, p.instances};
          m.startupWarnings = subscriptWarnings(box->subscript, p.instances, m);
          if (auto *app = dynCast<OpAppExpr>(box->action); app && app->path.size() == 1 && app->path[0].symbol)
            m.nextSymbol = app->path[0].symbol;
          continue;
        }
        // SpecProcessor.processConfigSpec: []S with S an operator application
        // (not a LET, a label or a literal) of constant or state level is
        // refused (TLC_LIVE_CANNOT_HANDLE_FORMULA; Github525Test); TLC prints
        // S's node, tlacore its location.
        if (isStatePredicateApplication(inner)) {
          tlcError = "TLC cannot handle the temporal formula {location}";
          error.tlcCode = 2213; // EC.TLC_LIVE_CANNOT_HANDLE_FORMULA
          error.id = DiagId::err_run_unsupported; // TLC's exit 255, not a cfg error
          error.cfgRange = cfg.specification->range;
          error.definition = inner->range;
          error.note = "a state predicate that holds in every state is checked as an INVARIANT, not as a conjunct "
                       "of the specification";
          return std::nullopt;
        }
      }
      if (hasTemporal(p.expr)) {
        m.fairness.push_back(NamedFormula{"fairness", p.expr, nullptr, p.expr->range});
        m.fairnessParts.push_back(p);
        continue;
      }
      if (isActionExpr(p.expr)) {
        // SpecProcessor.processConfigSpec: a conjunct of action level that
        // is not [][A]_v (Spec == Init /\ Next) is neither the initial
        // predicate nor the next-state relation. TLC prints the conjunct's
        // node; tlacore its location ({location}, filled in by the loader).
        tlcError = "TLC cannot handle this conjunct of the spec:\n{location}";
        error.tlcCode = 2239; // EC.TLC_CANT_HANDLE_CONJUNCT
        error.cfgRange = cfg.specification->range;
        error.definition = p.expr->range;
        error.note = "an action in a specification is written [][" + std::string("A]_vars (vars the tuple of all "
                     "variables)");
        return std::nullopt;
      }
      m.init.push_back(p);
    }
    // SpecProcessor asks for an initial predicate only where there is
    // something to check in states: variables, invariants or properties.
    // Without, a spec such as [][TRUE]_<<>> checks the ASSUMEs alone
    // (0 states; TLC's BagsTest).
    // A missing initial predicate or next-state relation is judged once the
    // properties are known (below).
    missingRange = cfg.specification->range;
  } else if (!cfg.init && !cfg.next) {
    // Neither: TLC evaluates the ASSUMEs alone, unless there are states to
    // check (below).
  } else {
    std::optional<NamedFormula> init, next;
    if (cfg.init && !(init = named(*cfg.init, "initial predicate")))
      return std::nullopt;
    if (cfg.next && !(next = named(*cfg.next, "next state action")))
      return std::nullopt;
    missingRange = init ? cfg.init->range : cfg.next->range;
    if (init) {
      ScopedExpr i{init->expr, {}};
      addImports(init->symbol, i.instances);
      m.init.push_back(i);
    }
    if (next) {
      ScopedExpr n{next->expr, {}};
      addImports(next->symbol, n.instances);
      m.next = n;
      m.nextSymbol = next->symbol;
    }
  }

  for (const CfgName &n : cfg.constraints) {
    if (trueConstant(n))
      continue;
    auto f = named(n, "constraint");
    if (!f)
      return std::nullopt;
    m.constraints.push_back(*f);
  }
  for (const CfgName &n : cfg.actionConstraints) {
    if (trueConstant(n))
      continue;
    auto f = named(n, "action constraint");
    if (!f)
      return std::nullopt;
    m.actionConstraints.push_back(*f);
  }
  for (const CfgName &n : cfg.properties) {
    if (trueConstant(n))
      continue;
    auto f = named(n, "property", true);
    if (!f)
      return std::nullopt;
    std::vector<ScopedExpr> parts;
    std::vector<std::string> partNames; // processConfigProps' names (location_names.h)
    std::vector<const sem::InstanceBinding *> chain;
    addImports(f->symbol, chain);
    conjuncts(f->expr, chain, parts, 0, &partNames, n.name);
    bool temporal = false;
    for (size_t pi = 0; pi < parts.size(); ++pi) {
      const ScopedExpr &p = parts[pi];
      const std::string &partName = partNames[pi];
      const Expr *e = p.expr;
      while (auto *par = dynCast<ParenExpr>(e))
        e = par->inner;
      if (auto *pre = dynCast<PrefixExpr>(e); pre && pre->builtin == ast::BuiltinOp::Always && !pre->symbol) {
        const Expr *inner = pre->operand;
        while (auto *par = dynCast<ParenExpr>(inner))
          inner = par->inner;
        if (isa<BoxActionExpr>(inner)) {
          m.actionProperties.push_back({inner, p.instances});
          m.actionPropertyNames.push_back(partName);
          continue;
        }
        // TLC's level bound of P counts LET definitions: [](LET a == A IN ENABLED a) is temporal.
        if (!hasTemporal(inner) && !letRaisesLevelBound(inner)) {
          m.impliedInvariants.push_back({inner, p.instances});
          // []Op with Op an operator without arguments (a definition, a
          // variable, a constant) is named after it.
          auto *app = dynCast<OpAppExpr>(inner);
          bool bare = app && !sem::hasSelector(app) && !app->last().hasArgs;
          for (size_t k = 0; bare && k < app->path.size(); ++k)
            bare = !app->path[k].hasArgs;
          m.impliedInvariantNames.push_back(bare ? appName(app) : partName);
          continue;
        }
      }
      if (!hasTemporal(e) && isActionExpr(e)) {
        // SpecProcessor.processConfigProps: a property conjunct of action
        // level, named as processConfigProps passed it down (a conjunct by
        // its location, a definition looked into by its name).
        error.cfgRange = n.range;
        error.definition = f->symbol->underlying()->range;
        error.tlcCode = 2241; // EC.TLC_CONFIG_PROPERTY_NOT_CORRECTLY_DEFINED
        if (std::optional<SourceRange> at = locationNameRange(partName)) {
          tlcError = "The property {location} is not correctly defined.";
          error.definition = *at;
        } else {
          tlcError = "The property " + partName + " is not correctly defined.";
        }
        error.note = "an action is checked on every step as PROPERTY [][A]_vars (A the action, vars the tuple of all "
                     "variables)";
        return std::nullopt;
      }
      if (!hasTemporal(e)) {
        m.impliedInits.push_back({e, p.instances});
        m.impliedInitNames.push_back(partName);
        continue;
      }
      temporal = true;
      m.livenessParts.push_back(p);
      m.livenessPartNames.push_back(partName);
    }
    if (temporal)
      m.properties.push_back(*f);
  }
  m.behaviorNamed = cfg.specification || cfg.init || cfg.next;
  m.fromSpecification = cfg.specification.has_value();
  m.behaviorRange = missingRange;
  // With parts still to split through bindings, the loader asks once they are known.
  // So it does when SPECIFICATION, INIT or NEXT names a constant-level definition:
  // processConstantDefns may have put its value in defns, which processConfig
  // refuses first (engine/config_constant_names.h), before it looks for what is missing.
  auto mayHoldValue = [&](const std::optional<CfgName> &n) {
    const sem::Symbol *s = n ? findName(root, n->name) : nullptr;
    const sem::Symbol *d = s ? s->underlying() : nullptr;
    return d && d->kind == sem::SymbolKind::Operator && d->params.empty() && d->level == sem::Level::Constant;
  };
  if (m.specBound.empty() && !mayHoldValue(cfg.specification) && !mayHoldValue(cfg.init) && !mayHoldValue(cfg.next)) {
    tlcError = missingBehaviorError(m);
    error.tlcCode = missingBehaviorCode(m);
    if (!tlcError.empty()) {
      error.cfgRange = missingRange;
      return std::nullopt;
    }
  }
  if (m.init.empty())
    m.constantOnly = true;

  auto optional = [&](const std::optional<CfgName> &n, const char *what, std::optional<NamedFormula> &slot) {
    if (!n)
      return true;
    slot = named(*n, what);
    return slot.has_value();
  };
  if (!optional(cfg.view, "view function", m.view) || !optional(cfg.postcondition, "post condition", m.postcondition) ||
      !optional(cfg.alias, "alias", m.alias) || !optional(cfg.symmetry, "symmetry function", m.symmetry))
    return std::nullopt;
  m.checkDeadlock = cfg.checkDeadlock.value_or(true);

  // Strings first made from here on (while checking) sort after these.
  m.strings->freeze();
  complete = true;
  return m;
}

} // namespace tlacore::model
