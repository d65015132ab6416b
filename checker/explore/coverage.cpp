// Coverage counters: sizing and merging the workers' copies.
#include "coverage.h"

namespace tlacore::explore {

namespace {

void addInto(std::vector<uint64_t> &to, const std::vector<uint64_t> &from) {
  if (to.size() < from.size())
    to.resize(from.size(), 0);
  for (size_t i = 0; i < from.size(); ++i)
    to[i] += from[i];
}

} // namespace

void CoverageCounts::resize(size_t rows, size_t constraints, size_t actionConstraints) {
  generated.assign(rows, 0);
  distinct.assign(rows, 0);
  constraintTrue.assign(constraints, 0);
  constraintFalse.assign(constraints, 0);
  actionConstraintTrue.assign(actionConstraints, 0);
  actionConstraintFalse.assign(actionConstraints, 0);
  initGenerated = 0;
}

void CoverageCounts::merge(const CoverageCounts &other) {
  addInto(generated, other.generated);
  addInto(distinct, other.distinct);
  addInto(constraintTrue, other.constraintTrue);
  addInto(constraintFalse, other.constraintFalse);
  addInto(actionConstraintTrue, other.actionConstraintTrue);
  addInto(actionConstraintFalse, other.actionConstraintFalse);
  initGenerated += other.initGenerated;
}

} // namespace tlacore::explore
