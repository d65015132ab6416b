// Coverage counters: sizing and merging the workers' copies.
#include "coverage.h"

#include "model/spec_model.h"
#include "tlc_actions.h"

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
  cost.merge(other.cost);
}

// The expression an initial predicate's coverage is counted on: a part of
// SPECIFICATION naming a definition without parameters (Spec == Init /\ ...)
// is counted on that definition's body, as with INIT Init (TLC's
// SpecProcessor takes the body of such a conjunct; CoverageStatistics list
// its lines, not the name).
static const ast::Expr *initCoverageRoot(const model::SpecModel &model, const ast::Expr *e) {
  for (int hops = 0; e && hops < 16; ++hops) {
    while (auto *p = ast::dynCast<ast::ParenExpr>(e))
      e = p->inner;
    auto *a = ast::dynCast<ast::OpAppExpr>(e);
    if (!a || a->path.size() != 1 || a->last().hasArgs || !a->last().symbol)
      return e;
    const sem::Symbol *s = a->last().symbol;
    if (const sem::Symbol *o = model.overrideOf(s, false))
      s = o;
    const sem::Symbol *d = s->underlying();
    if (d->kind != sem::SymbolKind::Operator || !d->params.empty() || d->inLet || (d->module && d->module->isStandard) ||
        !definitionBody(d))
      return e;
    e = definitionBody(d);
  }
  return e;
}

CostRoots buildCostRoots(const model::SpecModel &model, const ActionTable &actions) {
  using Kind = eval::CostModel::Kind;
  CostRoots r;
  for (const model::ScopedExpr &part : model.init)
    r.init.push_back(r.model.addRoot(initCoverageRoot(model, part.expr), Kind::Init, &model));
  // Actions of one row share a tree (TLC shares it between the actions of a
  // definition instantiated with different constant arguments).
  r.rows.assign(actions.rows().size(), nullptr);
  for (const TlcAction &a : actions.next())
    if (!r.rows[a.row])
      r.rows[a.row] = r.model.addRoot(a.expr, Kind::Next, &model);
  auto definitions = [&](const std::vector<model::NamedFormula> &fs, std::vector<const eval::CostNode *> &out) {
    for (const model::NamedFormula &f : fs)
      out.push_back(r.model.addRoot(f.symbol ? definitionBody(f.symbol) : f.expr, Kind::Invariant, &model));
  };
  definitions(model.invariants, r.invariants);
  definitions(model.constraints, r.constraints);
  definitions(model.actionConstraints, r.actionConstraints);
  return r;
}

} // namespace tlacore::explore
