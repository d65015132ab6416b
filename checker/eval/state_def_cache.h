// StateDefCache: the values of state-level definitions without parameters
// (opId == UNION {...}, votes == [a \in A |-> ...]) kept per evaluator and
// reused while the variables they read hold the same values, so that a
// definition read for every element of a large set is evaluated once per
// state rather than once per element.
//
// Unobservable by construction: a definition qualifies only when its body
// (through every definition it reaches, the cfg's replacements included)
// reads nothing but variables and constants: no operator with effects or
// hidden inputs (model::isPureExpr: Print, TLCGet/TLCSet, RandomElement,
// I/O), no ENABLED, no instance path or subexpression selector. Its inputs
// are the variables' values themselves (held, so compared by identity).
// Only successful evaluations are kept (an error is raised again by a new
// evaluation). The evaluator does not use the cache while it counts
// coverage (TLC counts each evaluation) or notes values' sources. What TLC
// remembers inside a value (a set normalized, a UNION's normal form cached,
// a FcnLambdaValue built; HeapObj::hashCache, LazySetObj::listedNormalized)
// would be fresh in a new evaluation: a kept value is given out only while
// none of these marks was set since it was evaluated, and not at all when it
// holds a set TLC could not sort (its comparison errors) or a predicate set.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "model/spec_model.h"
#include "pointer_map.h"
#include "value/value.h"

namespace tlacore::eval {

class StateDefCache {
public:
  explicit StateDefCache(const model::SpecModel &m) : model_(m) {}

  // The variables' values a state-level definition is read in.
  struct StateView {
    const val::Value *cur;
    const val::Value *next;
    const uint8_t *nextAssigned;
    bool primed;
  };
  // What is kept for a definition: its value, or (for a definition whose
  // body is a set filter {x \in S : P} gone through one element at a time,
  // Evaluator::forEachInStreamedFilter) the tuple of S's elements that pass
  // P, in the order S is gone through. Kept apart: a definition can be read
  // both ways.
  enum class Use : uint8_t { Value, Listing };
  // The kept value of `def` for the variables as `at` holds them, or null.
  // `usable` is set to whether `def` may be kept at all in this state
  // (it qualifies and the variables it reads have values).
  const val::Value *find(const sem::Symbol *def, const StateView &at, bool &usable, Use use = Use::Value);
  // Keeps `v`, evaluated for `def` in `at` (after find set usable): at once
  // if `now`, else at its second evaluation in the same values (so that a
  // definition read once per state costs no walk over its value).
  void store(const sem::Symbol *def, const StateView &at, const val::Value &v, Use use = Use::Value,
             bool now = false);

  struct Counts {
    uint64_t hits = 0, misses = 0, staleMarks = 0;
  };
  const Counts &counts() const { return counts_; }

private:
  struct Entry {
    std::vector<val::Value> inputs; // the variables' values, in slots' order
    val::Value value;
    size_t unmarked = 0; // objects inside `value` TLC has not normalized yet
    bool used = false;
    bool hasValue = false; // else: read once in these inputs, not kept yet
  };
  struct Info {
    uint8_t decided = 0; // 1 qualifies, 2 does not
    std::vector<int> slots;
    Entry entries[2];
    uint8_t victim = 0;
  };
  Info &info(const sem::Symbol *def, Use use);
  // The value of slot `s` in `at`; null when it has none.
  static const val::Value *input(const StateView &at, int s);

  const model::SpecModel &model_;
  PointerMap<const sem::Symbol *, Info *> infos_, listingInfos_;
  std::vector<std::unique_ptr<Info>> store_;
  Counts counts_;
};

// Whether a value may be kept (no predicate set, no error, no set whose
// elements TLC cannot sort) and, if so, how many of the objects inside it
// TLC has not normalized yet (their marks only ever get set).
bool keepableValue(const val::Value &v, size_t &unmarked);
size_t unmarkedObjects(const val::Value &v);

} // namespace tlacore::eval
