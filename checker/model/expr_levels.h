// Expression levels as far as the checker needs them: whether an
// expression (read under the bindings `env`) has temporal operators, or is
// an action. The semantic analysis computes levels per definition; these
// look through the operator arguments bound in `env` as well.
#pragma once

#include "ast/ast.h"
#include "eval/eval_context.h"

namespace tlacore::model {

// [], <>, ~>, WF, SF, \AA, \EE, or a temporal-level definition.
bool isTemporalExpr(const ast::Expr *e, const eval::Env *env);
// Primes, UNCHANGED, [A]_v, <<A>>_v or an action-level definition outside ENABLED.
bool isActionExpr(const ast::Expr *e, const eval::Env *env);
// No variable, prime, ENABLED, UNCHANGED or temporal operator, and no
// definition above constant level: what TLC evaluates once, not per state.
bool isConstantLevelExpr(const ast::Expr *e, const eval::Env *env);

} // namespace tlacore::model
