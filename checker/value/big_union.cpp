// UNION S kept lazy as TLC keeps it, and TLC's raw listing order (big_union.h).
#include "big_union.h"

#include "set_ops.h"

namespace tlacore::val {

namespace {
const LazySetObj *lazy(const Value &v) { return static_cast<const LazySetObj *>(v.heap()); }
} // namespace

Value bigUnion(const std::vector<Value> &sets, bool listed) {
  if (sets.empty())
    return Value::emptySet();
  // An element that is no set: TLC fails only when it lists the union
  // (enumerate_error.cpp gives its words), so the union stays lazy, with
  // its first element first.
  bool allSetLike = true;
  for (const Value &s : sets)
    allSetLike = allSetLike && s.isSetLike();
  if (!allSetLike) {
    Value acc = Value::lazyBigUnion(sets[0], sets.size() > 1 ? sets[1] : Value::emptySet());
    for (size_t i = 2; i < sets.size(); ++i)
      acc = Value::lazyBigUnion(std::move(acc), sets[i]);
    return acc;
  }
  if (sets.size() == 1)
    return sets[0]; // UNION {S}: S itself, kept lazy (e.g. UNION {[D -> R]} in a type invariant)
  bool allSets = listed;
  for (const Value &s : sets)
    allSets = allSets && s.kind() == Kind::Set;
  if (allSets) { // UnionValue.union: computed at once
    Value acc = Value::emptySet();
    for (const Value &s : sets)
      acc = setUnion(acc, s);
    return acc;
  }
  // All finite, listed in increasing order and without duplicates: the Set
  // lists them just as TLC's UnionValue would.
  std::vector<Value> inOrder;
  bool ordered = true;
  for (const Value &s : sets) {
    std::vector<Value> elems;
    if (!rawElements(s, elems, 1'000'000)) {
      ordered = false;
      break;
    }
    for (Value &x : elems) {
      if (!inOrder.empty() && compare(inOrder.back(), x) >= 0)
        ordered = false;
      inOrder.push_back(std::move(x));
    }
    if (!ordered)
      break;
  }
  if (ordered)
    return Value::sortedSet(std::move(inOrder));
  Value acc = Value::lazyBigUnion(sets[0], sets[1]);
  for (size_t i = 2; i < sets.size(); ++i)
    acc = Value::lazyBigUnion(std::move(acc), sets[i]);
  return acc;
}

void noteNormalFormCached(const Value &set) {
  if (set.kind() == Kind::Union)
    lazy(set)->listedNormalized.store(true, std::memory_order_relaxed);
}

bool rawElements(const Value &set, std::vector<Value> &out, size_t limit) {
  out.clear();
  switch (set.kind()) {
  case Kind::Union: {
    const LazySetObj *o = lazy(set);
    if (o->listedNormalized.load(std::memory_order_relaxed)) {
      Value n = normalize(set, limit);
      if (n.isError())
        return false;
      out = n.elems();
      return true;
    }
    std::vector<Value> first, second;
    if (!rawElements(o->parts[0], first, limit) || !rawElements(o->parts[1], second, limit))
      return false;
    out = std::move(first);
    for (Value &x : second) {
      if (!o->bigUnion) { // SetCupValue.Enumerator: T's elements not in S
        std::optional<bool> in = contains(o->parts[0], x);
        if (!in)
          return false;
        if (*in)
          continue;
      }
      out.push_back(std::move(x));
    }
    return out.size() <= limit;
  }
  case Kind::PredSet: { // SetPredValue, SetDiffValue: S's elements that pass
    auto *o = static_cast<const PredSetObj *>(set.heap());
    std::vector<Value> base;
    if (!rawElements(o->base, base, limit))
      return false;
    for (Value &x : base) {
      std::optional<bool> keep = o->pred(x);
      if (!keep)
        return false;
      if (*keep)
        out.push_back(std::move(x));
    }
    return true;
  }
  default: {
    if (!set.isSetLike())
      return false;
    Value n = normalize(set, limit);
    if (n.isError())
      return false;
    out = n.elems();
    return true;
  }
  }
}

bool forEachRawElement(const Value &set, const std::function<bool(const Value &)> &fn, bool &stopped) {
  stopped = false;
  switch (set.kind()) {
  case Kind::Union: {
    const LazySetObj *o = lazy(set);
    if (o->listedNormalized.load(std::memory_order_relaxed))
      break;
    if (!forEachRawElement(o->parts[0], fn, stopped))
      return false;
    if (stopped)
      return true;
    bool failed = false;
    bool ok = forEachRawElement(
        o->parts[1],
        [&](const Value &x) {
          if (!o->bigUnion) { // SetCupValue.Enumerator: T's elements not in S
            std::optional<bool> in = contains(o->parts[0], x);
            if (!in) {
              failed = true;
              return false;
            }
            if (*in)
              return true;
          }
          return fn(x);
        },
        stopped);
    if (failed) {
      stopped = false;
      return false;
    }
    return ok;
  }
  case Kind::PredSet: { // SetPredValue, SetDiffValue: S's elements that pass
    auto *o = static_cast<const PredSetObj *>(set.heap());
    bool failed = false;
    bool ok = forEachRawElement(
        o->base,
        [&](const Value &x) {
          std::optional<bool> keep = o->pred(x);
          if (!keep) {
            failed = true;
            return false;
          }
          return !*keep || fn(x);
        },
        stopped);
    if (failed) {
      stopped = false;
      return false;
    }
    return ok;
  }
  default:
    break;
  }
  std::vector<Value> elems;
  if (!rawElements(set, elems))
    return false;
  for (const Value &x : elems)
    if (!fn(x)) {
      stopped = true;
      return true;
    }
  return true;
}

} // namespace tlacore::val
