// Expression levels as far as the checker needs them: whether an
// expression (read under the bindings `env`) has temporal operators, or is
// an action. The semantic analysis computes levels per definition; these
// look through the operator arguments bound in `env` as well.
#pragma once

#include <functional>

#include "ast/ast.h"
#include "eval/eval_context.h"
#include "spec_model.h"

namespace tlacore::model {

// Calls fn on each direct subexpression of `e` (not LET definitions).
void forEachChild(const ast::Expr *e, const std::function<void(const ast::Expr *)> &fn);

// [], <>, ~>, WF, SF, \AA, \EE, or a temporal-level definition.
bool isTemporalExpr(const ast::Expr *e, const eval::Env *env);
// Primes, UNCHANGED, [A]_v, <<A>>_v or an action-level definition outside ENABLED.
bool isActionExpr(const ast::Expr *e, const eval::Env *env);
// No variable, prime, ENABLED, UNCHANGED or temporal operator, and no
// definition above constant level: what TLC evaluates once, not per state.
bool isConstantLevelExpr(const ast::Expr *e, const eval::Env *env);

// Whether evaluating `e` can have no effect beyond its value and reads
// nothing but its bindings and the states: it calls no operator of the
// standard modules that print, draw random values, read or write TLC's
// registers or statistics, or do I/O (through definitions too, and the
// cfg's replacements of definitions). Such an expression may be evaluated
// on other threads, in any order, with the same result.
bool isPureExpr(const ast::Expr *e, const SpecModel &model);
// Whether evaluating `e` may draw random values (RandomElement, the
// Randomization module), through definitions and the cfg's replacements.
bool drawsRandomValues(const ast::Expr *e, const SpecModel &model);

} // namespace tlacore::model
