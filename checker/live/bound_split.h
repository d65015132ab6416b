// TLC's split of SPECIFICATION and PROPERTY formulas through the bindings its
// SpecProcessor (processConfigSpec, processConfigProps) makes on its way:
// operator arguments (S(7), Z(7)!Spec, Op(a) whose parameter is a formula),
// LET, and for properties \A x \in S over a constant set, one conjunct per
// element (tlaplus PRs 1014, 1321, 1329). The model's own split
// (model::buildSpecModel) stops where a binding is needed; this one, run
// once with an evaluator, goes on from there, for both.
#pragma once

#include <optional>

#include "eval/evaluator.h"
#include "model/spec_model.h"

namespace tlacore::live {

// Splits the conjuncts of SPECIFICATION kept in m.specBound into initial
// predicates, the next-state relation and fairness, placed where the
// conjunct stands; then applies processConfigSpec's rule for a conjunct
// naming a constant (TRUE: nothing; FALSE: the spec is trivially false) and
// asks for a missing initial predicate or next-state relation. Returns TLC's
// error when the specification cannot be checked.
std::optional<model::ConfigError> splitBoundSpec(model::SpecModel &m, eval::Evaluator &ev);

// Replaces the temporal parts of `m`'s properties that reach a binding by
// their parts, each evaluated under the bindings kept in
// m.boundContexts (ScopedExpr::bound). Throws eval::EvalError with TLC's
// message for a part of action level that is not [][A]_v.
void splitBoundProperties(model::SpecModel &m, eval::Evaluator &ev);

// The arguments of a temporal formula's operator, kept across states:
// those of constant level evaluated once, the others re-evaluated in each
// state (Env::noCache).
void settleArguments(eval::Evaluator &ev, std::vector<eval::Env> &frames);

} // namespace tlacore::live
