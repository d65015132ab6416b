// SANY's level rules for operator arguments (tla2sany OpApplNode.levelCheck):
// an operator passed to a higher-order parameter must accept the levels of
// the arguments that parameter is applied to. Non-Leibniz operators are not
// special there (ENABLED, [], <> accept action-level arguments; ' and
// UNCHANGED do not); only an INSTANCE substitution rejects them.
#include <algorithm>
#include <optional>
#include <string>

#include "builtin_levels.h"
#include "resolver.h"

namespace tlacore::sem {

using namespace ast;

namespace {

void raise(std::vector<Level> &levels, size_t pos, Level l) {
  if (levels.size() <= pos)
    levels.resize(pos + 1, Level::Constant);
  levels[pos] = maxLevel(levels[pos], l);
}

// The level each argument of the operator passed as `arg` may have (SANY's
// getMaxLevel of the OpDefNode it names: a built-in, a definition, a
// LAMBDA); nothing for an operator parameter or a declared constant operator,
// which SANY does not check here.
std::optional<std::vector<Level>> argMaxLevels(const Expr *arg, int arity) {
  std::vector<Level> out;
  if (const auto *lam = dynCast<LambdaExpr>(arg)) {
    if (!lam->paramSymbols)
      return std::nullopt;
    for (size_t k = 0; k < lam->params.size(); ++k)
      out.push_back(lam->paramSymbols[k]->maxLevel);
    return out;
  }
  const auto *app = dynCast<OpAppExpr>(arg);
  if (!app || app->path.empty() || app->last().hasArgs)
    return std::nullopt;
  const Symbol *s = app->path.back().symbol;
  if (!s) {
    if (!app->isSymbol)
      return std::nullopt;
    const BuiltinLevelRule *rule = builtinLevelRule(app->path.back().name.text);
    if (!rule)
      return std::nullopt;
    for (int k = 0; k < arity; ++k)
      out.push_back(rule->argMax[rule->arity < 0 ? 0 : std::min(k, 2)]);
    return out;
  }
  const Symbol *def = s->underlying();
  if (def->kind != SymbolKind::Operator || static_cast<int>(def->params.size()) != arity)
    return std::nullopt;
  for (const Symbol *p : def->params)
    out.push_back(p->maxLevel);
  return out;
}

// The operator parameter or declared constant operator passed as `arg`, if
// it is one (SANY's isParam()).
Symbol *passedParam(const Expr *arg) {
  const auto *app = dynCast<OpAppExpr>(arg);
  if (!app || app->path.size() != 1 || app->last().hasArgs || !app->path[0].symbol)
    return nullptr;
  const Symbol *s = app->path[0].symbol;
  return s->kind == SymbolKind::OpParam || (s->kind == SymbolKind::Constant && s->arity > 0) ? const_cast<Symbol *>(s)
                                                                                           : nullptr;
}

} // namespace

// An operator parameter keeps what it is applied to on its symbol (its
// definition is in one module); a declared operator constant in this
// module's tables, as SANY keeps them per module.
void Resolver::raiseArgLevel(const Symbol *param, size_t pos, Level l) {
  if (param->kind == SymbolKind::Constant)
    raise(module_.argLevelConstraints[param], pos, l);
  else
    raise(const_cast<Symbol *>(param)->argLevels, pos, l);
}

void Resolver::addArgLevelParam(const Symbol *param, int pos, const Symbol *dep) {
  std::pair<int, const Symbol *> p{pos, dep};
  auto &list = param->kind == SymbolKind::Constant ? module_.argLevelParams[param]
                                                   : const_cast<Symbol *>(param)->argParams;
  if (std::find(list.begin(), list.end(), p) == list.end())
    list.push_back(p);
}

void Resolver::noteParamApplication(const Symbol *param, const std::vector<Lvl> &args) {
  if (param->kind != SymbolKind::OpParam && param->kind != SymbolKind::Constant)
    return;
  for (size_t k = 0; k < args.size(); ++k) {
    raiseArgLevel(param, k, args[k].level);
    for (const Symbol *d : args[k].deps)
      if (d->kind == SymbolKind::OpParam || d->kind == SymbolKind::Constant)
        addArgLevelParam(param, static_cast<int>(k), d);
  }
}

void Resolver::checkOperatorArgs(const Symbol *def, std::string_view opName, const std::vector<const Expr *> &args,
                                 const std::vector<Lvl> &levels, SourceRange range) {
  size_t n = std::min({args.size(), levels.size(), def->params.size()});
  for (size_t i = 0; i < n; ++i) {
    const Symbol *formal = def->params[i];
    if (formal->arity == 0)
      continue;
    // The parameter's applications inside the definition: argument k with
    // level formal->argLevels[k], depending on the definition's own parameters.
    if (Symbol *outer = passedParam(args[i])) {
      // Passed on: the outer parameter must accept the same (SANY's argLevelConstraints).
      for (size_t k = 0; k < formal->argLevels.size(); ++k)
        raiseArgLevel(outer, k, formal->argLevels[k]);
      for (const auto &[k, q] : formal->argParams)
        if (q->owner == def && q->paramIndex < static_cast<int>(n)) {
          const Lvl &given = levels[static_cast<size_t>(q->paramIndex)];
          raiseArgLevel(outer, static_cast<size_t>(k), given.level);
          for (const Symbol *d : given.deps)
            if (d->kind == SymbolKind::OpParam || d->kind == SymbolKind::Constant)
              addArgLevelParam(outer, k, d);
        }
      continue;
    }
    std::optional<std::vector<Level>> max = argMaxLevels(args[i], formal->arity);
    if (!max)
      continue;
    for (size_t k = 0; k < max->size() && k < formal->argLevels.size(); ++k)
      if ((*max)[k] < formal->argLevels[k])
        diags_.report(DiagId::err_param_level, range)
            << "Level error in applying operator " + std::string(opName) + ":\nThe permitted level of argument " +
                   std::to_string(k + 1) + " of the operator argument " + std::to_string(i + 1) +
                   " \nmust be at least " + std::to_string(static_cast<int>(formal->argLevels[k])) + ".";
    // An argument of this application that the parameter receives in its
    // argument k (SANY's opLevelCond) must not exceed what the operator accepts there.
    for (const auto &[k, q] : formal->argParams) {
      if (q->owner != def || q->paramIndex >= static_cast<int>(n) || static_cast<size_t>(k) >= max->size())
        continue;
      if (levels[static_cast<size_t>(q->paramIndex)].level > (*max)[static_cast<size_t>(k)])
        diags_.report(DiagId::err_coparam_level, range)
            << argLevelMessage(opName, static_cast<size_t>(q->paramIndex));
    }
  }
}

} // namespace tlacore::sem
