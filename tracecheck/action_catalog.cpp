// ActionCatalog: naming the model's actions and their parameters for traces.
#include "action_catalog.h"

#include <algorithm>
#include <set>

#include "eval/eval_context.h"
#include "parameter_aliases.h"
#include "symbol.h"

namespace tlacore::tracecheck {

namespace {

const val::Value *binding(const CatalogAction &a, std::string_view name) {
  for (const auto &[n, v] : a.bindings)
    if (n == name)
      return &v;
  return nullptr;
}

} // namespace

ActionCatalog::ActionCatalog(const explore::ActionTable &table, const model::SpecModel &model) {
  ParameterAliases aliases = findParameterAliases(model);
  for (const explore::TlcAction &t : table.next()) {
    CatalogAction a;
    a.action = &t;
    a.name = t.name ? t.qualifier + std::string(t.name->name) : std::string("Next");
    a.printed = explore::tlcActionName(t);
    // The definition's parameters are the last of its arguments (named
    // instances' parameters come first).
    if (t.name) {
      const sem::Symbol *def = t.name->underlying();
      size_t params = def->params.size();
      if (params <= t.args.size())
        for (size_t i = 0; i < params; ++i)
          a.bindings.emplace_back(std::string(def->params[i]->name), t.args[t.args.size() - params + i]);
      auto it = aliases.find(def);
      if (it != aliases.end() && params <= t.args.size())
        for (const auto &[i, name] : it->second)
          if (!binding(a, name))
            a.bindings.emplace_back(name, t.args[t.args.size() - params + i]);
    }
    // Names bound around the action's expression (\E t \in S : ... split per value).
    for (const eval::Env *e = t.env; e; e = e->next)
      if (e->sym && e->kind == eval::Env::Kind::Value && !e->value.isError() &&
          !binding(a, std::string_view(e->sym->name)))
        a.bindings.emplace_back(std::string(e->sym->name), e->value);
    names_.insert(a.name);
    names_.insert(a.printed);
    everything_.push_back(actions_.size());
    actions_.push_back(std::move(a));
  }
}

bool ActionCatalog::called(const CatalogAction &a, const std::vector<std::string> &names) {
  for (const std::string &n : names)
    if (n == a.name || n == a.printed)
      return true;
  return false;
}

bool ActionCatalog::knowsAction(std::string_view name) const { return names_.count(std::string(name)) > 0; }

bool ActionCatalog::knowsParameter(const std::vector<std::string> &names, std::string_view param) const {
  for (const CatalogAction &a : actions_)
    if (called(a, names) && binding(a, param))
      return true;
  return false;
}

std::vector<size_t> ActionCatalog::select(const std::vector<std::string> &names,
                                          const std::vector<std::pair<std::string, val::Value>> &args) const {
  std::vector<size_t> out;
  for (size_t i = 0; i < actions_.size(); ++i) {
    const CatalogAction &a = actions_[i];
    if (!called(a, names))
      continue;
    bool agree = true;
    for (const auto &[name, v] : args) {
      const val::Value *b = binding(a, name);
      // An action that does not know the parameter cannot be told apart by it.
      if (b && *b != v) {
        agree = false;
        break;
      }
    }
    if (agree)
      out.push_back(i);
  }
  return out;
}

std::string ActionCatalog::knownNames() const {
  std::set<std::string> sorted;
  for (const CatalogAction &a : actions_)
    sorted.insert(a.name);
  std::string out;
  for (const std::string &n : sorted)
    out += (out.empty() ? "" : ", ") + n;
  return out;
}

} // namespace tlacore::tracecheck
