// The cfg names TLC reads as values (config_constant_names.h).
#include "config_constant_names.h"

#include "model/definitions.h"
#include "model/expr_levels.h"
#include "subexpr_path.h"
#include "tlc_output.h"

#include <string>

namespace tlacore::engine {

namespace {

const sem::Symbol *named(const model::SpecModel &m, const std::string &name) {
  return m.root ? m.root->scope.get(name) : nullptr;
}

// What TLC's defns may hold for the name `s` (a cfg name, a conjunct) in place
// of a definition: a value known without evaluation (`known`: a CONSTANT the
// cfg gives a value, `Def = value` in the cfg), or the constant definition
// to evaluate (returned); neither when `s` stays a formula.
const sem::Symbol *valueSource(const model::SpecModel &m, const sem::Symbol *s, std::optional<val::Value> &known) {
  if (!s || m.overrideOf(s, false))
    return nullptr;
  const sem::Symbol *d = s->underlying();
  // A CONSTANT the cfg gives a value.
  if (d->kind == sem::SymbolKind::Constant && s->kind != sem::SymbolKind::Imported)
    if (auto it = m.constantValues.find(d); it != m.constantValues.end()) {
      known = it->second;
      return nullptr;
    }
  if (d->kind != sem::SymbolKind::Operator || !d->params.empty() || d->inLet || d->isRecursive)
    return nullptr;
  // `Def = value` in the cfg: the value is in defns.
  if (auto it = m.definitionValues.find(d); it != m.definitionValues.end()) {
    known = it->second;
    return nullptr;
  }
  if (d->level != sem::Level::Constant || !d->levelDeps.empty() || !model::definitionBody(d) ||
      m.definitionOverrides.count(d))
    return nullptr;
  // processConstantDefns leaves the definitions of a module instantiated with parameters alone.
  bool parameterFree = d->module && d->module->allConstants.empty() && d->module->allVariables.empty();
  if (s->kind == sem::SymbolKind::Imported && !parameterFree)
    return nullptr;
  // Only what evaluates alike at any time: definitions that print, draw at
  // random or do I/O are evaluated once at start-up (SpecModel::startupConstants),
  // and one reading the run (TLCGet, TLCExt) is not constant for TLC (TLCGet's
  // override has minLevel 1: SymbolNodeValueLookupProvider.getLevelBoundAppl),
  // so processConstantDefns leaves the definition (a CONSTRAINT TLCGet("level") < 4 stays one).
  if (!model::isPureExpr(model::definitionBody(d), m))
    return nullptr;
  return s;
}

// The value TLC's defns holds for the name `s`, when it holds one: with `ev`
// null, only whether it may (TRUE stands for any value then).
std::optional<val::Value> preEvaluated(const model::SpecModel &m, eval::Evaluator *ev, const sem::Symbol *s) {
  std::optional<val::Value> known;
  const sem::Symbol *evaluated = valueSource(m, s, known);
  if (known || !evaluated)
    return known;
  if (!ev)
    return val::Value::boolean(true);
  try {
    ev->setState(nullptr);
    ev->setNext(nullptr, nullptr);
    val::Value v = ev->evalDefinition(evaluated);
    if (v.isError())
      return std::nullopt;
    return v;
  } catch (const eval::EvalError &) { // swallowed: the definition stays a formula
    return std::nullopt;
  }
}

bool isTrue(const val::Value &v) { return v.isBool() && v.asBool(); }

// The value of a conjunct of a PROPERTY that processConfigProps looks up as a
// name: TRUE or FALSE written as such (named so), or a constant definition
// without parameters, which the split has replaced by its body (the part keeps
// the definition's name).
std::optional<val::Value> conjunctValue(const model::SpecModel &m, eval::Evaluator *ev, const model::ScopedExpr &p,
                                        const std::string &partName, std::string &name) {
  if (p.bound || !p.instances.empty())
    return std::nullopt;
  if (auto *b = ast::dynCast<ast::BoolExpr>(model::stripParens(p.expr))) {
    name = b->value ? "TRUE" : "FALSE";
    return val::Value::boolean(b->value);
  }
  // The conjunct as written (Op), or the body the split put in its place.
  const sem::Symbol *s = nullptr;
  if (auto *app = ast::dynCast<ast::OpAppExpr>(model::stripParens(p.expr));
      app && app->path.size() == 1 && !app->path[0].hasArgs && !sem::hasSelector(app))
    s = app->path[0].symbol;
  else if (const sem::Symbol *d = named(m, partName); d && model::definitionBody(d->underlying()) == p.expr)
    s = d;
  if (!s)
    return std::nullopt;
  name = s->name;
  return preEvaluated(m, ev, s);
}

} // namespace

bool namesValues(const model::SpecModel &m, const ModelConfig &cfg) {
  for (const std::vector<CfgName> *names : {&cfg.invariants, &cfg.properties, &cfg.constraints, &cfg.actionConstraints})
    for (const CfgName &n : *names)
      if (preEvaluated(m, nullptr, named(m, n.name)))
        return true;
  for (const std::optional<CfgName> *n : {&cfg.specification, &cfg.init, &cfg.next, &cfg.alias, &cfg.postcondition})
    if (*n && preEvaluated(m, nullptr, named(m, (*n)->name)))
      return true;
  for (size_t i = 0; i < m.impliedInits.size(); ++i) {
    std::string name;
    if (conjunctValue(m, nullptr, m.impliedInits[i], m.impliedInitNames[i], name))
      return true;
  }
  return false;
}

namespace {

// EC.TLC_CONFIG_ID_HAS_VALUE
ConfigNameRefusal hasValue(const char *what, const CfgName &n, const val::Value &v) {
  ConfigNameRefusal refusal;
  refusal.error.message = std::string("The ") + what + " of " + n.name + " is equal to " + val::toString(v);
  refusal.error.cfgRange = n.range;
  refusal.tlcCode = ec::TlcConfigIdHasValue;
  return refusal;
}

// The formulas a list holds for the cfg names whose value is TRUE are dropped;
// any other value is refused.
std::optional<ConfigNameRefusal> settleList(const model::SpecModel &m, eval::Evaluator &ev,
                                            const std::vector<CfgName> &names,
                                            std::vector<model::NamedFormula> &formulas, const char *what) {
  for (const CfgName &n : names) {
    std::optional<val::Value> v = preEvaluated(m, &ev, named(m, n.name));
    if (!v)
      continue;
    if (!isTrue(*v))
      return hasValue(what, n, *v);
    std::erase_if(formulas, [&](const model::NamedFormula &f) { return f.name == n.name; });
  }
  return std::nullopt;
}

// A name that must stay a definition (TLC: `!(x instanceof OpDefNode)`):
// EC.TLC_CONFIG_ID_MUST_NOT_BE_CONSTANT when it holds a value, whatever it is.
std::optional<ConfigNameRefusal> mustBeDefinition(const model::SpecModel &m, eval::Evaluator &ev,
                                                  const std::optional<CfgName> &n, const char *what) {
  if (!n || !preEvaluated(m, &ev, named(m, n->name)))
    return std::nullopt;
  ConfigNameRefusal refusal;
  refusal.error.message = std::string("The ") + what + " " + n->name + " cannot be a constant.";
  refusal.error.cfgRange = n->range;
  refusal.tlcCode = ec::TlcConfigIdMustNotBeConstant;
  return refusal;
}

} // namespace

std::optional<ConfigNameRefusal> settleBehaviorNames(model::SpecModel &m, eval::Evaluator &ev, const ModelConfig &cfg) {
  // SpecProcessor.processConfig: processConfigInvariants first.
  if (auto bad = settleList(m, ev, cfg.invariants, m.invariants, "invariant"))
    return bad;
  // Then the SPECIFICATION, whose value (TRUE too) is refused as "value", or
  // processConfigInitAndNext, for which INIT and NEXT must be definitions.
  if (cfg.specification) {
    if (std::optional<val::Value> v = preEvaluated(m, &ev, named(m, cfg.specification->name)))
      return hasValue("value", *cfg.specification, *v);
  } else {
    if (auto bad = mustBeDefinition(m, ev, cfg.init, "initial predicate"))
      return bad;
    if (auto bad = mustBeDefinition(m, ev, cfg.next, "next state action"))
      return bad;
  }
  return std::nullopt;
}

std::optional<ConfigNameRefusal> settleConstantNames(model::SpecModel &m, eval::Evaluator &ev, const ModelConfig &cfg) {
  ConfigNameRefusal refusal;
  model::ConfigError &error = refusal.error;
  for (const CfgName &n : cfg.properties) {
    std::optional<val::Value> v = preEvaluated(m, &ev, named(m, n.name));
    if (!v)
      continue;
    if (!isTrue(*v))
      return hasValue("property", n, *v);
    // A constant-level property was split into state predicates checked on the
    // initial states: the parts written in its body go.
    const ast::Expr *body = model::definitionBody(named(m, n.name)->underlying());
    auto inBody = [&](const model::ScopedExpr &p) {
      return body && p.instances.empty() && !p.bound && p.expr->range.begin.offset >= body->range.begin.offset &&
             p.expr->range.end.offset <= body->range.end.offset;
    };
    for (size_t i = m.impliedInits.size(); i-- > 0;)
      if (inBody(m.impliedInits[i])) {
        m.impliedInits.erase(m.impliedInits.begin() + static_cast<std::ptrdiff_t>(i));
        m.impliedInitNames.erase(m.impliedInitNames.begin() + static_cast<std::ptrdiff_t>(i));
      }
  }
  // processConfigProps: a conjunct naming a value is no predicate: TRUE adds
  // nothing, FALSE makes the spec trivially false, another value is refused.
  for (size_t i = 0; i < m.impliedInits.size();) {
    std::string name;
    std::optional<val::Value> v = conjunctValue(m, &ev, m.impliedInits[i], m.impliedInitNames[i], name);
    if (!v) {
      ++i;
      continue;
    }
    if (!v->isBool()) {
      error.message = "The operator " + name + ", which equals " + val::toString(*v) + ",\ncannot be used as a property";
      refusal.tlcCode = ec::TlcConfigOpIsEqual;
      return refusal;
    }
    if (!v->asBool()) {
      error.message = "The spec is trivially false because " + name + " is false.";
      refusal.tlcCode = ec::TlcConfigSpecIsTrivial;
      return refusal;
    }
    m.impliedInits.erase(m.impliedInits.begin() + static_cast<std::ptrdiff_t>(i));
    m.impliedInitNames.erase(m.impliedInitNames.begin() + static_cast<std::ptrdiff_t>(i));
  }
  if (auto bad = settleList(m, ev, cfg.constraints, m.constraints, "constraint"))
    return bad;
  if (auto bad = settleList(m, ev, cfg.actionConstraints, m.actionConstraints, "action constraint"))
    return bad;
  // Tool's constructor, after processConfig: generateAliasSpec and
  // generatePostConditionSpecs look the names up in defns, which holds the
  // values processConstantDefns put there (the VIEW was looked up before).
  if (auto bad = mustBeDefinition(m, ev, cfg.alias, "alias"))
    return bad;
  if (auto bad = mustBeDefinition(m, ev, cfg.postcondition, "post condition"))
    return bad;
  return std::nullopt;
}

} // namespace tlacore::engine
