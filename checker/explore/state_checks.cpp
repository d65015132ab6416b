// StateChecks (state_checks.h).
#include "state_checks.h"

#include <algorithm>

namespace tlacore::explore {

bool incompleteState(const std::vector<val::Value> &s) {
  return std::any_of(s.begin(), s.end(), [](const val::Value &v) { return v.isError(); });
}

using val::Value;

// TLC's Tool (isInModel, isInActions, isValid) fails with EC.TLC_EXPECTED_VALUE
// on a non-boolean, the location of the formula's body on the message's line.
static bool tlcBoolean(const Value &v, SourceRange body) {
  if (!v.isBool())
    throw eval::EvalError{"TLC expected a boolean value, but did not find one.", body, false, true};
  return v.asBool();
}

bool StateChecks::asBool(const Value &v, const model::NamedFormula &f) {
  return tlcBoolean(v, f.expr ? f.expr->range : f.range);
}

bool StateChecks::statePredicate(const model::ScopedExpr &e) {
  return tlcBoolean(ev_.eval(e.expr, static_cast<const eval::Env *>(e.env), scopes_.of(e)), e.expr->range);
}

void StateChecks::setStep(const Value *cur, const std::vector<Value> &next) {
  ev_.setState(cur);
  allAssigned_.assign(next.size(), 1);
  ev_.setNext(next.data(), allAssigned_.data());
}

bool StateChecks::satisfiesConstraints(const std::vector<Value> &s) {
  if (model_.constraints.empty())
    return true;
  ev_.setState(s.data());
  ev_.setNext(nullptr, nullptr);
  for (size_t i = 0; i < model_.constraints.size(); ++i) {
    eval::CostScope scope(ev_, root(&CostRoots::constraints, i));
    bool ok = asBool(ev_.evalDefinition(model_.constraints[i].symbol), model_.constraints[i]);
    if (cov_)
      ++(ok ? cov_->constraintTrue : cov_->constraintFalse)[i];
    if (!ok)
      return false;
  }
  return true;
}

bool StateChecks::satisfiesActionConstraints(const Value *cur, const std::vector<Value> &next, eval::StepPick *pick) {
  if (model_.actionConstraints.empty())
    return true;
  eval::ScopedStepPick scopedPick(pick);
  setStep(cur, next);
  bool ok = true;
  for (size_t i = 0; i < model_.actionConstraints.size() && ok; ++i) {
    eval::CostScope scope(ev_, root(&CostRoots::actionConstraints, i));
    ok = asBool(ev_.evalDefinition(model_.actionConstraints[i].symbol), model_.actionConstraints[i]);
    if (cov_)
      ++(ok ? cov_->actionConstraintTrue : cov_->actionConstraintFalse)[i];
  }
  ev_.setNext(nullptr, nullptr);
  return ok;
}

const std::string *StateChecks::violatedInvariant(const std::vector<Value> &s, SourceRange *where) {
  ev_.setState(s.data());
  ev_.setNext(nullptr, nullptr);
  for (size_t i = 0; i < model_.invariants.size(); ++i) {
    const model::NamedFormula &inv = model_.invariants[i];
    eval::CostScope scope(ev_, root(&CostRoots::invariants, i));
    if (!asBool(ev_.evalDefinition(inv.symbol), inv)) {
      if (where)
        *where = inv.range;
      return &inv.name;
    }
  }
  for (size_t i = 0; i < model_.impliedInvariants.size(); ++i)
    if (!statePredicate(model_.impliedInvariants[i])) {
      if (where)
        *where = model_.impliedInvariants[i].expr->range;
      return &model_.impliedInvariantNames[i];
    }
  return nullptr;
}

std::vector<const std::string *> StateChecks::violatedInvariants(const std::vector<Value> &s) {
  std::vector<const std::string *> names;
  ev_.setState(s.data());
  ev_.setNext(nullptr, nullptr);
  for (size_t i = 0; i < model_.invariants.size(); ++i) {
    const model::NamedFormula &inv = model_.invariants[i];
    eval::CostScope scope(ev_, root(&CostRoots::invariants, i));
    if (!asBool(ev_.evalDefinition(inv.symbol), inv))
      names.push_back(&inv.name);
  }
  for (size_t i = 0; i < model_.impliedInvariants.size(); ++i)
    if (!statePredicate(model_.impliedInvariants[i]))
      names.push_back(&model_.impliedInvariantNames[i]);
  return names;
}

const std::string *StateChecks::violatedImpliedInit(const std::vector<Value> &s) {
  ev_.setState(s.data());
  ev_.setNext(nullptr, nullptr);
  for (size_t i = 0; i < model_.impliedInits.size(); ++i)
    if (!statePredicate(model_.impliedInits[i]))
      return &model_.impliedInitNames[i];
  return nullptr;
}

const std::string *StateChecks::violatedActionProperty(const Value *cur, const std::vector<Value> &next) {
  if (model_.actionProperties.empty())
    return nullptr;
  setStep(cur, next);
  const std::string *bad = nullptr;
  for (size_t i = 0; i < model_.actionProperties.size() && !bad; ++i) {
    actionPropertyUnderWay_ = &model_.actionPropertyNames[i];
    if (!scopedBool(model_.actionProperties[i]))
      bad = &model_.actionPropertyNames[i];
  }
  actionPropertyUnderWay_ = nullptr;
  ev_.setNext(nullptr, nullptr);
  return bad;
}

} // namespace tlacore::explore
