// The expression a subexpression name selects (Op!2!1, Op!lbl, Thm!:), as
// SANY resolves it before TLC sees it: the evaluator evaluates it, the
// enumerator runs it as an action (TraceInit == Init!1 /\ Init!2).
#pragma once

#include <cstddef>

#include "ast/ast.h"
#include "symbol.h"

namespace tlacore::eval {

// The body of the definition a subexpression name starts from: an operator
// (with or without parameters), a theorem or an assumption. Null otherwise.
const ast::Expr *definitionBody(const sem::Symbol *def);

// The part of `body` the selectors path[first..] name: `n` the n-th operand
// (item of a /\ or \/ list, side of an infix operator, operand of a prefix
// operator, part of IF/THEN/ELSE, argument of an operator application), a
// label name the expression that label marks, `:` the expression itself.
// Null when a selector names nothing there.
const ast::Expr *selectSubexpression(const ast::Expr *body, const ast::OpAppExpr *e, size_t first);

} // namespace tlacore::eval
