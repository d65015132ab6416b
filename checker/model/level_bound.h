// TLC's level bound of a property part (Tool.getLevelBound), where it is
// above SANY's level: SpecProcessor.processConfigProps classifies []P as an
// invariant only when getLevelBound(P) < 2, and getLevelBound counts the
// body of every LET definition (used or not, even one used only under
// ENABLED), and reaches them through the definitions P applies.
#pragma once

#include "expr_levels.h"

namespace tlacore::model {

// Whether `e`, of state or constant level for SANY, has a TLC level bound of
// action level or above: a LET definition whose body is an action or a
// temporal formula, met outside ENABLED (which TLC bounds at state level
// without looking inside), in `e` or in the body of a definition it applies.
bool letRaisesLevelBound(const ast::Expr *e, BindingsView bindings = {});

// Whether `e`, of constant level for SANY, reaches (through definitions, LET
// definitions included) an operator whose Java override TLC declares with
// minLevel 1 (TLC!TLCGet, TLCExt!Trace): getLevelBound is then at least
// state level, so Liveness.astToLive keeps `e` a state predicate, evaluated
// in each state, instead of evaluating it once at start-up.
bool readsStateThroughOverride(const ast::Expr *e, const SpecModel &model);

} // namespace tlacore::model
