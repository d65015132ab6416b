// Where a cfg override `Op <- Other` applies: everywhere Op is named except
// inside Other's own definition, where Op stays the original (TLC keeps the
// names of the substitute's body bound to the definitions they were written
// against, so that `Next <- ReDefNext` with ReDefNext == Next /\ ... is no cycle).
#pragma once

#include "model/spec_model.h"

namespace tlacore::model {

// Whether `at` lies in the definition of `sym` (its whole unit).
inline bool writtenInside(const sem::Symbol *sym, SourceLoc at) {
  const sem::Symbol *d = sym->underlying();
  return at.valid() && d->unit && d->unit->range.begin.offset <= at.offset && at.offset < d->unit->range.end.offset;
}

// SpecModel::overrideOf for the reference `ref` written at `at`: null inside
// the definition that replaces it.
inline const sem::Symbol *overrideAt(const SpecModel &m, const sem::Symbol *ref, bool qualified, SourceLoc at) {
  const sem::Symbol *o = m.overrideOf(ref, qualified);
  return o && writtenInside(o, at) ? nullptr : o;
}

} // namespace tlacore::model
