// Coverage counters as TLC keeps them: per action (a row of the
// ActionTable), the states it generated and the distinct ones it found;
// per Init part the initial states; per constraint how often it held and
// how often it pruned a state. Each worker counts into its own copy.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "eval/cost_model.h"

namespace tlacore::model {
struct SpecModel;
}

namespace tlacore::explore {

class ActionTable;

// TLC's per-expression coverage: a cost-model tree per Init part, per
// coverage row of the actions, per invariant and per constraint.
struct CostRoots {
  eval::CostModel model;
  std::vector<const eval::CostNode *> init, rows, invariants, constraints, actionConstraints;
};
CostRoots buildCostRoots(const model::SpecModel &model, const ActionTable &actions);

struct CoverageCounts {
  std::vector<uint64_t> generated; // per action row
  std::vector<uint64_t> distinct;  // per action row
  uint64_t initGenerated = 0;
  std::vector<uint64_t> constraintTrue, constraintFalse;             // per CONSTRAINT
  std::vector<uint64_t> actionConstraintTrue, actionConstraintFalse; // per ACTION_CONSTRAINT
  eval::CostCounters cost; // per node of CostRoots::model, when counting expressions

  void resize(size_t rows, size_t constraints, size_t actionConstraints);
  void merge(const CoverageCounts &other);
};

} // namespace tlacore::explore
