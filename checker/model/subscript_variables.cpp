// SpecProcessor.processConfigSpec's SubscriptCollector (tlc2/tool/impl/SpecProcessor.java).
#include "subscript_variables.h"

#include <algorithm>
#include <span>

#include "spec_model.h"

namespace tlacore::model {

namespace {

using ast::Expr;
using ast::ExprKind;

// Where an expression is read: the instances around it (outermost first)
// and the arguments its operator parameters stand for (TLC's LazyValues).
struct Scope;
struct Argument {
  const sem::Symbol *param = nullptr;
  const Expr *expr = nullptr;
  const Scope *scope = nullptr;
};
struct Scope {
  std::vector<const sem::InstanceBinding *> instances;
  std::vector<Argument> arguments;
  const Scope *outer = nullptr; // the scope LET bodies and arguments also see
};

struct GiveUp {}; // TLC's Assert.fail(EC.TLC_CANT_HANDLE_SUBSCRIPT), caught as "could not determine"

class Collector {
public:
  explicit Collector(const SpecModel &m) : m_(m) {}
  std::vector<const sem::Symbol *> found;

  void enter(const Expr *e, const Scope &s, int depth = 0) {
    if (depth > 200) // a definition that reaches itself: TLC would overflow its stack
      throw GiveUp{};
    while (auto *p = ast::dynCast<ast::ParenExpr>(e))
      e = p->inner;
    switch (e->kind) {
    case ExprKind::OpApp:
      app(ast::cast<ast::OpAppExpr>(e), s, depth);
      return;
    case ExprKind::Tuple:
      for (const Expr *x : ast::cast<ast::TupleExpr>(e)->elements)
        enter(x, s, depth + 1);
      return;
    case ExprKind::Let: // the LET's definitions are constants to TLC here
      enter(ast::cast<ast::LetExpr>(e)->body, s, depth + 1);
      return;
    case ExprKind::Label:
      enter(ast::cast<ast::LabelExpr>(e)->body, s, depth + 1);
      return;
    case ExprKind::Number:
    case ExprKind::Decimal:
    case ExprKind::String:
    case ExprKind::At:
      throw GiveUp{}; // no OpApplNode
    default:
      return; // another built-in operator: ignored
    }
  }

private:
  const SpecModel &m_;

  // The instances a definition reached through `s` is read under.
  static void addImports(const sem::Symbol *s, std::vector<const sem::InstanceBinding *> &chain) {
    std::vector<const sem::InstanceBinding *> inner;
    for (; s && s->kind == sem::SymbolKind::Imported; s = s->target)
      if (s->binding)
        inner.push_back(s->binding);
    chain.insert(chain.end(), inner.begin(), inner.end());
  }

  void variable(const sem::Symbol *v, const std::vector<const sem::InstanceBinding *> &chain, int depth) {
    if (chain.empty()) {
      found.push_back(v);
      return;
    }
    // The innermost instance substitutes the variable of its module.
    std::vector<const sem::InstanceBinding *> outer(chain.begin(), chain.end() - 1);
    for (const sem::Substitute &st : chain.back()->substitutes) {
      if (st.param != v)
        continue;
      Scope s{outer, {}, nullptr};
      if (st.expr) {
        enter(st.expr, s, depth + 1);
        return;
      }
      if (st.symbol) {
        const sem::Symbol *t = st.symbol->underlying();
        if (t->kind == sem::SymbolKind::Variable)
          variable(t, outer, depth + 1);
        else if (t->kind == sem::SymbolKind::Operator && t->unit && t->params.empty())
          definition(st.symbol, {}, s, s, depth);
        return;
      }
    }
  }

  void definition(const sem::Symbol *sym, std::span<Expr *const> args, const Scope &callerScope, const Scope &defScope,
                  int depth) {
    const sem::Symbol *def = sym->underlying();
    // Overridden operators (the cfg's Op <- Other or a value, the standard
    // modules' Java) are ignored; a definition replaced by another is read.
    if (m_.definitionValues.count(def))
      return;
    if (auto it = m_.definitionOverrides.find(def); it != m_.definitionOverrides.end()) {
      Scope s{{}, {}, nullptr};
      definition(it->second, args, callerScope, s, depth + 1);
      return;
    }
    if (def->module && def->module->isStandard)
      return;
    // A constant definition without parameters is a value to TLC
    // (processConstantDefns): nothing to collect in it.
    if (def->params.empty() && def->level == sem::Level::Constant && def->levelDeps.empty())
      return;
    auto *u = def->unit && ast::isa<ast::OperatorDefUnit>(def->unit) ? static_cast<const ast::OperatorDefUnit *>(def->unit)
                                                                     : nullptr;
    if (!u)
      return;
    Scope s{defScope.instances, {}, def->inLet ? &callerScope : nullptr};
    addImports(sym, s.instances);
    for (size_t i = 0; i < def->params.size() && i < args.size(); ++i)
      s.arguments.push_back({def->params[i], args[i], &callerScope});
    enter(u->body, s, depth + 1);
  }

  static const Argument *argument(const sem::Symbol *p, const Scope &s) {
    for (const Scope *c = &s; c; c = c->outer)
      for (const Argument &a : c->arguments)
        if (a.param == p)
          return &a;
    return nullptr;
  }

  void app(const ast::OpAppExpr *e, const Scope &s, int depth) {
    const ast::NameSegment &last = e->path.back();
    const sem::Symbol *sym = last.symbol;
    if (!sym)
      return;
    if (e->path.size() > 1) {
      // I!Op: each instance on the path entered in turn (parameters of I(x) are not followed).
      Scope inner{s.instances, {}, nullptr};
      for (size_t i = 0; i + 1 < e->path.size(); ++i) {
        const sem::Symbol *seg = e->path[i].symbol;
        const sem::Symbol *d = seg ? seg->underlying() : nullptr;
        if (!d || d->kind != sem::SymbolKind::Instance || !d->instance)
          return; // a subexpression name
        addImports(seg, inner.instances);
        inner.instances.push_back(d->instance);
      }
      if (sym->underlying()->kind == sem::SymbolKind::Variable)
        variable(sym->underlying(), inner.instances, depth);
      else
        definition(sym, last.args, s, inner, depth);
      return;
    }
    if (const Argument *a = argument(sym, s)) {
      enter(a->expr, *a->scope, depth + 1);
      return;
    }
    const sem::Symbol *d = sym->underlying();
    if (d->kind == sem::SymbolKind::Variable) {
      std::vector<const sem::InstanceBinding *> chain = s.instances;
      addImports(sym, chain);
      variable(d, chain, depth);
      return;
    }
    if (d->kind == sem::SymbolKind::Operator)
      definition(sym, last.args, s, s, depth);
  }
};

} // namespace

std::vector<StartupWarning> subscriptWarnings(const ast::Expr *subscript,
                                             const std::vector<const sem::InstanceBinding *> &instances,
                                             const SpecModel &m) {
  Collector c(m);
  try {
    c.enter(subscript, Scope{instances, {}, nullptr});
  } catch (const GiveUp &) {
    return {{2139, "TLC could not determine if the subscript of the next-state relation contains\nall state "
                   "variables. Proceed with fingers crossed."}};
  }
  std::vector<StartupWarning> out;
  // SpecProcessor.processConfigSpec walks this.variablesNodes, SANY's
  // getVariableDecls: the order TLC prints a state's variables in.
  for (size_t i : m.printOrder)
    if (const sem::Symbol *v = m.variables[i];
        std::find(c.found.begin(), c.found.end(), v->underlying()) == c.found.end() &&
        std::find(c.found.begin(), c.found.end(), v) == c.found.end())
      out.push_back({2140, "The subscript of the next-state relation specified by the specification\ndoes not "
                           "seem to contain the state variable " +
                               std::string(v->name)});
  return out;
}

} // namespace tlacore::model
