// Binding a bound declaration (x \in S, or <<x, y>> \in S destructured) to
// one element of its set: the frames every quantifier, filter and
// enumeration over the element pushes.
#pragma once

#include <string>
#include <vector>

#include "evaluator.h"
#include "value/set_ops.h"

namespace tlacore::eval {

// Binds `b` to `x` in frames[0..] (one per name of a tuple bound, else one)
// on top of `next`; a tuple bound meeting anything but a tuple of its size
// is TLC's error at the set. `parts`: scratch. Returns the innermost frame.
inline const Env *bindBoundElement(Evaluator &ev, const ast::BoundDecl &b, const val::Value &x, Env *frames,
                                   const Env *next, std::vector<val::Value> &parts) {
  if (!b.isTuple) {
    ev.bindBound(b, 0, x, frames[0], next);
    return &frames[0];
  }
  parts.clear();
  if (!val::asSequence(x, parts) || parts.size() != b.names.size())
    ev.fail("a tuple of " + std::to_string(b.names.size()) + " elements was expected, not " + val::toString(x),
            b.set->range);
  for (size_t k = 0; k < parts.size(); ++k) {
    ev.bindBound(b, k, parts[k], frames[k], next);
    next = &frames[k];
  }
  return next;
}

} // namespace tlacore::eval
