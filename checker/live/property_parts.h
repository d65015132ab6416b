// TLC's split of a PROPERTY into what it checks on initial states, on every
// state, on every step and as a temporal formula, through the bindings TLC's
// SpecProcessor.processConfigProps makes on its way (tlaplus PRs 1014, 1321,
// 1329): operator arguments (Op(a), I(x)!Spec), LET, and \A x \in S over a
// constant set, one conjunct per element. The model's own split
// (model::buildSpecModel) stops where a binding is needed; this one, run
// once with an evaluator, goes on from there.
#pragma once

#include "eval/evaluator.h"
#include "model/spec_model.h"

namespace tlacore::live {

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
