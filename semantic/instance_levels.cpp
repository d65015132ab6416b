// SANY's level data of a module and its INSTANCE checks (tla2sany
// ModuleNode.levelCheck / isConstant, InstanceNode.levelCheck): the level
// each constant and variable of the instantiated module may be given, the
// argument levels an operator substituted for an operator constant must
// accept, and the arguments such an operator receives from other substitutes.
#include <algorithm>
#include <string>

#include "builtin_levels.h"
#include "resolver.h"

namespace tlacore::sem {

namespace {

std::string levelText(Level l) { return std::to_string(static_cast<int>(l)); }

// The level SANY gives a declaration (OpDeclNode.getLevel): constants 0, variables 1.
Level declLevel(const Symbol *param) {
  return param->kind == SymbolKind::Variable ? Level::State : Level::Constant;
}

// getMaxLevel(j) of the OpDefNode substituted (built-in, definition or LAMBDA).
Level substMaxLevel(const Resolver::SubstLevel &s, size_t j) {
  if (s.lambda)
    return s.lambda->paramSymbols && j < s.lambda->params.size() ? s.lambda->paramSymbols[j]->maxLevel
                                                                 : Level::Temporal;
  if (s.opDef) {
    const Symbol *d = s.opDef->underlying();
    return j < d->params.size() ? d->params[j]->maxLevel : Level::Temporal;
  }
  const BuiltinLevelRule *rule = builtinLevelRule(s.builtin);
  if (!rule)
    return Level::Temporal;
  return rule->argMax[rule->arity < 0 ? 0 : std::min<size_t>(j, 2)];
}

std::string substName(const Resolver::SubstLevel &s) {
  if (s.lambda)
    return "LAMBDA";
  if (s.opDef)
    return std::string(s.opDef->name);
  const BuiltinLevelRule *rule = builtinLevelRule(s.builtin);
  return std::string(rule ? rule->sanyName : s.builtin);
}

bool hasOpDef(const Resolver::SubstLevel &s) { return s.lambda || s.opDef || !s.builtin.empty(); }

} // namespace

void Resolver::splitLevelDeps(Symbol *s, std::vector<const Symbol *> deps) {
  s->levelDeps.clear();
  s->constantDeps.clear();
  for (const Symbol *d : deps)
    (d->kind == SymbolKind::Constant ? s->constantDeps : s->levelDeps).push_back(d);
}

void Resolver::constrainConstant(const Symbol *c, Level max) {
  auto [it, inserted] = module_.levelConstraints.try_emplace(c, max);
  if (!inserted && max < it->second)
    it->second = max;
}

void Resolver::finishModuleLevels() {
  for (const ResolvedModule *m : module_.extends) {
    module_.hasNonConstantTheorem |= m->hasNonConstantTheorem;
    for (const auto &[c, l] : m->levelConstraints)
      constrainConstant(c, l);
    for (const auto &[c, levels] : m->argLevelConstraints)
      for (size_t k = 0; k < levels.size(); ++k)
        raiseArgLevel(c, k, levels[k]);
    for (const auto &[c, deps] : m->argLevelParams)
      for (const auto &[pos, dep] : deps)
        addArgLevelParam(c, pos, dep);
  }
  // ModuleNode.isConstant: no variable, every definition in the module's
  // context (own, LOCAL, extended, instantiated) and every theorem constant.
  bool constant = module_.allVariables.empty() && !module_.hasNonConstantTheorem;
  for (auto it = module_.scope.begin(); constant && it != module_.scope.end(); ++it) {
    const Symbol *d = it->second->underlying();
    if ((d->kind == SymbolKind::Operator || d->kind == SymbolKind::Function) && d->level != Level::Constant)
      constant = false;
  }
  module_.isConstant = constant;
  // A non-constant module allows its constants constant-level substitutes only.
  if (!constant)
    for (const Symbol *c : module_.allConstants)
      constrainConstant(c, Level::Constant);
}

void Resolver::checkInstanceLevels(const InstanceBinding *b, const std::vector<SubstLevel> &subs) {
  const ResolvedModule *m = b->module;
  if (!m)
    return;
  SourceRange at = b->unit->range;
  std::vector<std::string> reported; // SANY's Errors drops a repeated message at the same place
  auto report = [&](DiagId id, std::string text) {
    if (std::find(reported.begin(), reported.end(), text) != reported.end())
      return;
    reported.push_back(text);
    diags_.report(id, at) << text;
  };
  const std::string head = "Level error in instantiating module '" + std::string(m->name) + "':\n";
  auto atMost = [&](const Symbol *param, Level l) {
    return head + "The level of the expression or operator substituted for '" + std::string(param->name) +
           "' \nmust be at most " + levelText(l) + ".";
  };
  // A substitute above its declaration's level, in a non-constant module,
  // and a non-Leibniz operator substituted for an operator constant.
  for (const SubstLevel &s : subs) {
    if (!m->isConstant && s.level > declLevel(s.param))
      report(DiagId::err_subst_level, atMost(s.param, declLevel(s.param)));
    if (s.nonLeibniz)
      report(DiagId::err_subst_non_leibniz, "Error in instantiating module '" + std::string(m->name) +
                                                "':\n A non-Leibniz operator substituted for '" +
                                                std::string(s.param->name) + "'.");
  }
  for (const SubstLevel &s : subs) {
    auto lc = m->levelConstraints.find(s.param);
    if (lc != m->levelConstraints.end() && s.level > lc->second)
      report(DiagId::err_subst_level, atMost(s.param, lc->second));
    if (s.param->arity == 0 || !hasOpDef(s))
      continue;
    // The operator must accept the levels the module applies the constant to.
    // (SANY prints the constant's level constraint here, "null" when it has none.)
    std::string least = lc == m->levelConstraints.end() ? "null" : levelText(lc->second);
    auto alc = m->argLevelConstraints.find(s.param);
    if (alc == m->argLevelConstraints.end())
      continue;
    const std::vector<Level> &argLevels = alc->second;
    for (size_t j = 0; j < static_cast<size_t>(s.param->arity) && j < argLevels.size(); ++j)
      if (substMaxLevel(s, j) < argLevels[j])
        report(DiagId::err_subst_param_level, head + "The level of the argument " + std::to_string(j) +
                                                  " of the operator " + substName(s) + " \nmust be at least " +
                                                  least + ".");
  }
  // An operator constant applied in the module to an argument that depends on
  // another constant: the operator substituted must accept that one's substitute.
  for (const SubstLevel &op : subs) {
    if (op.param->arity == 0 || !hasOpDef(op))
      continue;
    auto alp = m->argLevelParams.find(op.param);
    if (alp == m->argLevelParams.end())
      continue;
    for (const auto &[pos, dep] : alp->second) {
      if (dep->kind != SymbolKind::Constant)
        continue;
      for (const SubstLevel &arg : subs)
        if (arg.param == dep && arg.level > substMaxLevel(op, static_cast<size_t>(pos)))
          report(DiagId::err_subst_coparam_level,
                 "Level error when instantiating module '" + std::string(m->name) + "':\nThe level of the argument " +
                     std::to_string(pos) + " of the operator " + std::string(op.param->name) + "' \nmust be at most " +
                     levelText(substMaxLevel(op, static_cast<size_t>(pos))) + ".");
    }
  }
}

Resolver::Lvl Resolver::substitutedConstants(const Symbol *s, const std::vector<const InstanceBinding *> &outer) {
  // The bindings from the definition's own module outwards.
  std::vector<const InstanceBinding *> bindings;
  std::vector<const InstanceBinding *> imports;
  for (const Symbol *w = s; w->kind == SymbolKind::Imported && w->target; w = w->target)
    imports.push_back(w->binding);
  bindings.assign(imports.rbegin(), imports.rend());
  bindings.insert(bindings.end(), outer.begin(), outer.end());
  Lvl out;
  std::vector<const Symbol *> deps = s->underlying()->constantDeps;
  for (const InstanceBinding *b : bindings) {
    if (!b)
      continue;
    std::vector<const Symbol *> next;
    auto add = [&](const Symbol *d) {
      if (std::find(next.begin(), next.end(), d) == next.end())
        next.push_back(d);
    };
    for (const Symbol *c : deps) {
      auto st = std::find_if(b->substitutes.begin(), b->substitutes.end(),
                             [&](const Substitute &x) { return x.param == c; });
      if (st == b->substitutes.end()) {
        add(c);
        continue;
      }
      out.level = maxLevel(out.level, st->level);
      for (const Symbol *d : st->levelDeps) {
        // A parameter of a parameterized instance (I(p) == INSTANCE M WITH c <- p):
        // the level of the path's argument for it (I(x)!Op).
        if (d->kind == SymbolKind::OpParam && d->owner && d->owner->kind == SymbolKind::Instance) {
          auto given = instanceArgLevels_.find(d->owner);
          if (given != instanceArgLevels_.end() && d->paramIndex < static_cast<int>(given->second.size()))
            out.merge(given->second[static_cast<size_t>(d->paramIndex)]);
          continue;
        }
        if (d->kind == SymbolKind::Constant || d->kind == SymbolKind::OpParam)
          add(d);
      }
    }
    deps = std::move(next);
  }
  out.deps = std::move(deps);
  return out;
}

} // namespace tlacore::sem
