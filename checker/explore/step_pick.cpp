// SearchStepPick: the step's action as TLC names it for PickSuccessor.
#include "step_pick.h"

#include "eval/enumerator.h"

namespace tlacore::explore {

namespace {
eval::PickedAction picked(const TlcAction &a) {
  // Action.getName(): the definition's name (M!Act through an instance), or UnnamedAction.
  return {a.name ? a.qualifier + std::string(a.name->name) : std::string("UnnamedAction"), a.location};
}
} // namespace

std::optional<eval::PickedAction> SearchStepPick::action() {
  if (known_)
    return picked(*known_);
  // TLC regenerates each action's successors of `from` and takes the first
  // action that has `to` among them.
  const model::SpecModel &m = ev_.model();
  eval::Evaluator ev(m);
  ev.setIo(&ev_.io());
  ev.setLevel(level_);
  eval::installEnabledHook(ev, m.variables.size());
  ActionTable actions(m, ev);
  std::vector<val::Value> from(from_, from_ + m.variables.size());
  if (const TlcAction *a = actionBetween(m, actions, ev, from, to_))
    return picked(*a);
  return std::nullopt;
}

} // namespace tlacore::explore
