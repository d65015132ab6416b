// A \cdot B evaluated as a formula of a pair of states (TLC's eval of OPCODE_cdot).
#pragma once

#include "evaluator.h"

namespace tlacore::eval {

// Whether the evaluator's current and next states are an (A \cdot B)-step:
// B holds from one of A's next states of the current state (collected as
// TLC's getNextStates does, from no assignment at all) to the next state.
bool evalComposition(Evaluator &ev, const ast::InfixExpr *e, const Env *env, const InstCtx *inst);

} // namespace tlacore::eval
