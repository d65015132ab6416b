// SANY's syntax rules beyond its grammar's shape, shared by both front ends (parser/fast, transform/): a set
// map's body may not be an `\in` expression, and a label may not regroup the expression around it.
#pragma once

#include <string_view>

#include "ast/ast.h"

namespace tlacore {

// Whether `{body : ...}` is allowed: SANY's BraceCases rejects `{e \in S : x \in T}`, whose body's root is an
// unparenthesised `\in` (only an identifier or a tuple of identifiers may be bound before `\in`, in a set filter).
bool setMapBodyAllowed(const ast::Expr *body);

// SANY's labelDoesNotChangeParse, for a label that is the operand of `opBefore` (an infix operator's right
// operand, or a prefix operator's operand; canonical spelling): when the label's body is an operator
// expression, `opBefore` must bind less tightly than `lastOp`, the operator token SANY parsed last in the body
// ("[" for a function application's, wherever it is), or removing the label would regroup the expression.
bool labelKeepsParse(std::string_view opBefore, bool opBeforeIsPrefix, const ast::LabelExpr *label,
                     std::string_view lastOp, bool lastOpIsPrefix);

// The text of the error for a label that fails labelKeepsParse.
inline constexpr std::string_view kLabelRegroups = "removing this label would change how the expression is parsed";
inline constexpr std::string_view kSetMapIn =
    "form {a \\in b : c \\in d} is not allowed: only an identifier or a tuple of identifiers may be bound by \\in "
    "before ':' in a set filter";

} // namespace tlacore
