// StateChecks (state_checks.h).
#include "state_checks.h"

namespace tlacore::explore {

using val::Value;

bool StateChecks::asBool(const Value &v, const model::NamedFormula &f) {
  if (!v.isBool())
    ev_.fail("The value of " + f.name + " is not a boolean: " + val::toString(v), f.range);
  return v.asBool();
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
    if (!scopedBool(model_.impliedInvariants[i])) {
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
    if (!scopedBool(model_.impliedInvariants[i]))
      names.push_back(&model_.impliedInvariantNames[i]);
  return names;
}

const std::string *StateChecks::violatedImpliedInit(const std::vector<Value> &s) {
  ev_.setState(s.data());
  ev_.setNext(nullptr, nullptr);
  for (size_t i = 0; i < model_.impliedInits.size(); ++i)
    if (!scopedBool(model_.impliedInits[i]))
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
