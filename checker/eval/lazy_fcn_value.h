// The lazy function as a value (val::Kind::LazyFcn): [x \in S |-> e] (or a
// function definition f[x \in S] == e) over an S TLC cannot list, which TLC
// keeps as a FcnLambdaValue wherever the value goes (a tuple, a record, a
// set, an operator's argument, a LET, CHOOSE, IF): applied one argument at a
// time, DOMAIN S, EXCEPTs kept, printed [x \in S |-> <expression ...>]; built
// (compare, fingerprint, ...) never: its toFcnRcd asks S's size and fails.
#pragma once

#include "evaluator.h"

namespace tlacore::eval {

// Whether TLC's OPCODE_fc keeps [bounds |-> e] lazy in a function position
// (one parameter, or several over sets: lazy_fcn.cpp).
bool keptLazy(const ast::FcnCtorExpr *c);

// Function definition `def` (f[x \in S] == e) as evaluated with `env` and
// `inst` (its own), lazy: when its domain cannot be listed; nullopt otherwise.
std::optional<LazyFcn> unlistedFunctionDef(Evaluator &ev, const sem::Symbol *def, const Env *env, const InstCtx *inst);

// The error building the function a LazyFcn value holds raises (TLC's
// toFcnRcd); null for other values.
const EvalError *lazyFcnBuildError(const val::Value &v);

} // namespace tlacore::eval
