// Reading definitions and expressions as written: a definition's body, an
// expression without its parentheses and labels.
#pragma once

#include "ast/ast.h"
#include "symbol.h"

namespace tlacore::model {

// The body of an operator definition (through imports), or null.
const ast::Expr *definitionBody(const sem::Symbol *s);
// `e` without enclosing parentheses and labels.
const ast::Expr *stripParens(const ast::Expr *e);

} // namespace tlacore::model
