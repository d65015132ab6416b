// ActionCatalog: the model's actions (TLC's split of Next, explore/tlc_actions.h)
// by the names a trace gives them, with the values of their parameters, so
// that an event's name and arguments select the actions it may be.
#pragma once

#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "explore/tlc_actions.h"
#include "value/value.h"

namespace tlacore::tracecheck {

struct CatalogAction {
  const explore::TlcAction *action = nullptr;
  std::string name;    // the definition's name with its instance path: Acquire, M!Acquire
  std::string printed; // as TLC prints it: Acquire(2)
  // Parameters known where Next was split: the definition's parameters (also
  // by the \E-bound names passed to them in Next) and the names bound by \E
  // around the action, with their values.
  std::vector<std::pair<std::string, val::Value>> bindings;
};

class ActionCatalog {
public:
  // `model`'s Next gives the names \E binds at calls of the actions (parameter_aliases.h).
  ActionCatalog(const explore::ActionTable &table, const model::SpecModel &model);

  const std::vector<CatalogAction> &all() const { return actions_; }
  // Whether some action is called `name` (or printed so).
  bool knowsAction(std::string_view name) const;
  // Whether some action called one of `names` has a parameter `param`.
  bool knowsParameter(const std::vector<std::string> &names, std::string_view param) const;
  // The actions called one of `names` whose parameters agree with `args`
  // (indexes into all(), in TLC's order).
  std::vector<size_t> select(const std::vector<std::string> &names,
                             const std::vector<std::pair<std::string, val::Value>> &args) const;
  // All actions' indexes (for hidden steps).
  const std::vector<size_t> &everything() const { return everything_; }
  // The action names, sorted (for messages).
  std::string knownNames() const;

private:
  static bool called(const CatalogAction &a, const std::vector<std::string> &names);
  std::vector<CatalogAction> actions_;
  std::vector<size_t> everything_;
  std::unordered_set<std::string> names_;
};

} // namespace tlacore::tracecheck
