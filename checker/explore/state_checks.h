// StateChecks: the checks TLC makes on every state and step, written once
// for every search mode (BFS, DFID, simulation, and trace validation): the
// state and action constraints (TLC's isInModel/isInActions), INVARIANTs and
// the safety parts of PROPERTYs, and [][A]_v action properties. With
// coverage on, constraints are counted (held / not held) and their
// expressions under the cost model.
#pragma once

#include <string>
#include <vector>

#include "coverage.h"
#include "eval/evaluator.h"
#include "eval/search_context.h"
#include "model/spec_model.h"

namespace tlacore::explore {

// Whether the action or Init that made `s` left a variable unassigned (a
// null value: the enumerator hands such states on with
// setIncompleteSuccessors / setIncompleteInitialStates). TLC's isGoodState,
// the first check of every state its functors are given.
bool incompleteState(const std::vector<val::Value> &s);

class StateChecks {
public:
  StateChecks(const model::SpecModel &m, eval::Evaluator &ev) : model_(m), ev_(ev) {}

  // Coverage: constraints counted into `cov` (null: not counted), their
  // expressions under `costs` (null: not counted).
  void countInto(CoverageCounts *cov, const CostRoots *costs) {
    cov_ = cov;
    costs_ = costs;
  }

  // The state constraints (CONSTRAINT) hold in `s`.
  bool satisfiesConstraints(const std::vector<val::Value> &s);
  // The action constraints (ACTION_CONSTRAINT) hold on cur -> next.
  // `pick` (when not null) is what TLCExt!PickSuccessor learns of the step.
  bool satisfiesActionConstraints(const val::Value *cur, const std::vector<val::Value> &next,
                                  eval::StepPick *pick = nullptr);
  bool hasActionConstraints() const { return !model_.actionConstraints.empty(); }
  // The name of the INVARIANT (or []P of a PROPERTY) `s` violates, or null;
  // `where`, when given, gets its location.
  const std::string *violatedInvariant(const std::vector<val::Value> &s, SourceRange *where = nullptr);
  // The names of all the INVARIANTs (and []P of PROPERTYs) `s` violates, in order.
  std::vector<const std::string *> violatedInvariants(const std::vector<val::Value> &s);
  // The name of a PROPERTY's state predicate an initial state violates, or null.
  const std::string *violatedImpliedInit(const std::vector<val::Value> &s);
  // The name of the [][A]_v property the step cur -> next violates, or null.
  const std::string *violatedActionProperty(const val::Value *cur, const std::vector<val::Value> &next);
  // The name of the action property the last violatedActionProperty was
  // evaluating when its evaluation failed (null once it returned).
  const std::string *failedActionProperty() const { return actionPropertyUnderWay_; }

  // The value of a named formula as a boolean (an evaluation error if not).
  bool asBool(const val::Value &v, const model::NamedFormula &f);

private:
  const eval::CostNode *root(const std::vector<const eval::CostNode *> CostRoots::*roots, size_t i) const {
    return costs_ ? (costs_->*roots)[i] : nullptr;
  }
  bool scopedBool(const model::ScopedExpr &e) {
    return ev_.evalBool(e.expr, static_cast<const eval::Env *>(e.env), scopes_.of(e));
  }
  // A PROPERTY's state predicate (implied invariant or initial predicate) in
  // the current state, failing as TLC's isValid on a non-boolean.
  bool statePredicate(const model::ScopedExpr &e);
  // Both states visible to the evaluator, every variable primed-assigned.
  void setStep(const val::Value *cur, const std::vector<val::Value> &next);

  const model::SpecModel &model_;
  const std::string *actionPropertyUnderWay_ = nullptr;
  eval::Evaluator &ev_;
  CoverageCounts *cov_ = nullptr;
  const CostRoots *costs_ = nullptr;
  eval::ScopeCache scopes_;
  std::vector<uint8_t> allAssigned_;
};

} // namespace tlacore::explore
