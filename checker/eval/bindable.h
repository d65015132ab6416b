// Which names an evaluation's bindings (Env frames) can hold: a lookup of
// any other name in them is known to miss without walking them.
#pragma once

#include "symbol.h"

namespace tlacore::eval {

// Frames bind operator parameters, bound variables (LAMBDA's included) and
// the LET definitions without parameters (evalLet, the enumerator's LET).
// A defined operator otherwise is never bound: its lookup would walk the
// whole chain, which a LET RECURSIVE operator's applications lengthen by a
// frame a level (each body sees the bindings at its call): quadratic in
// the depth of the recursion.
inline bool mayBeBound(const sem::Symbol *s) {
  return s->kind != sem::SymbolKind::Operator || (s->inLet && s->params.empty() && !s->isRecursive);
}

} // namespace tlacore::eval
