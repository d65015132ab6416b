// Whether a spec conjunct is, in SANY's terms, an OpApplNode of constant or
// state level: TLC's SpecProcessor takes it as an initial predicate. Shared by
// the syntactic spec split (spec_model.cpp) and the bound one (live/bound_split).
#pragma once

#include "ast/ast.h"
#include "model/expr_levels.h"

namespace tlacore::model {

// An operator application, a variable or constant, a built-in operator (not
// a LET, a label, a number or a string), neither temporal nor an action under
// `bindings`.
bool isStatePredicateApplication(const ast::Expr *e, BindingsView bindings = {});

} // namespace tlacore::model
