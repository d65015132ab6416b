// The order in which TLC's ContextEnumerator (tlc2/tool/impl/ContextEnumerator.java)
// goes through the combinations of several bound variables' values, shared by
// the expression path (Evaluator::forEachBinding) and actions' \E (Enumerator).
//
// Tool.contexts evaluates every bound set first, one enumerator per name (one
// per tuple bound); ContextEnumerator's constructor fetches the first element
// of each in turn and is done at the first empty one; each nextElement()
// advances enumerator 0 first, resetting one that runs out and advancing the
// next: the FIRST bound varies fastest. The same order as FcnParams'
// enumerator, which lists the domain of [x \in S, y \in T |-> e].
//
// A slot is a listed vector, or a set filter tlacore streams (listed anew by
// a callback at each pass, once per combination of the slots outside it).
#pragma once

#include <cstddef>
#include <vector>

#include "evaluator.h"
#include "value/value.h"

namespace tlacore::eval {

struct ContextSlot {
  const std::vector<val::Value> *elems = nullptr; // a listed slot's elements; null for a streamed one
};

// `leaf(at)`: the body on one combination (one value per slot), false to
// stop. `stream(slot, visit)`: lists a streamed slot's elements anew,
// calling visit(value) for each until it returns false.
template <class Leaf, class Stream> class ContextOrderWalk {
public:
  ContextOrderWalk(const std::vector<ContextSlot> &slots, Leaf &leaf, Stream &stream)
      : slots_(slots), leaf_(leaf), stream_(stream), at_(slots.size()) {}

  void run() {
    for (const ContextSlot &s : slots_)
      if (s.elems && s.elems->empty())
        return;
    rec(slots_.size());
  }

private:
  // Slots [0, top) remain; slot top - 1 is the outermost of them, slot 0
  // the innermost (fastest).
  bool rec(size_t top) {
    if (top == 0)
      return leaf_(at_);
    size_t s = top - 1;
    if (slots_[s].elems) {
      for (const val::Value &x : *slots_[s].elems) {
        at_[s] = x;
        if (!rec(s))
          return false;
      }
      return true;
    }
    bool more = true, any = false;
    auto visit = [&](const val::Value &x) {
      any = true;
      at_[s] = x;
      more = rec(s);
      return more;
    };
    stream_(s, visit);
    // Empty: no combination at all (ContextEnumerator is done at once), not
    // one empty pass per combination of the slots outside it.
    return any && more;
  }

  const std::vector<ContextSlot> &slots_;
  Leaf &leaf_;
  Stream &stream_;
  std::vector<val::Value> at_;
};

// Whether `b` ranges over a set filter tlacore streams (through
// Evaluator::forEachInStreamedFilter); found without evaluating the filter's
// predicate, as Tool.contexts evaluates every bound set before any
// enumerator fetches.
bool isStreamedFilterBound(Evaluator &ev, const ast::BoundDecl &b, const Env *env, const InstCtx *inst);

template <class Leaf, class Stream>
void walkInContextOrder(const std::vector<ContextSlot> &slots, Leaf &&leaf, Stream &&stream) {
  ContextOrderWalk<std::remove_reference_t<Leaf>, std::remove_reference_t<Stream>> walk(slots, leaf, stream);
  walk.run();
}

} // namespace tlacore::eval
