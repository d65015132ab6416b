#include "set_ops.h"
#include "interrupt.h"
#include "set_stream.h"

#include <algorithm>

namespace tlacore::val {

namespace detail {
thread_local const std::atomic<bool> *interruptFlag = nullptr;
} // namespace detail

namespace {

const LazySetObj *lazy(const Value &v) { return static_cast<const LazySetObj *>(v.heap()); }

// Cartesian enumeration over `sets`, calling fn with each combination.
template <typename Fn> bool forEachCombination(const std::vector<std::vector<Value>> &sets, Fn fn, size_t limit) {
  size_t total = 1;
  for (const auto &s : sets) {
    if (s.empty())
      return true;
    if (total > limit / s.size())
      return false;
    total *= s.size();
  }
  std::vector<size_t> idx(sets.size(), 0);
  std::vector<Value> cur(sets.size());
  for (size_t t = 0; t < total; ++t) {
    if (t % kInterruptStride == kInterruptStride - 1)
      pollInterrupt();
    for (size_t i = 0; i < sets.size(); ++i)
      cur[i] = sets[i][idx[i]];
    fn(cur);
    for (size_t i = sets.size(); i-- > 0;) {
      if (++idx[i] < sets[i].size())
        break;
      idx[i] = 0;
    }
  }
  return true;
}

} // namespace

Value normalize(const Value &v, size_t limit) {
  switch (v.kind()) {
  case Kind::Set:
    return v;
  case Kind::Interval: {
    auto *iv = static_cast<const IntervalObj *>(v.heap());
    if (static_cast<uint64_t>(iv->hi - iv->lo) >= limit)
      return Value();
    std::vector<Value> out;
    out.reserve(static_cast<size_t>(iv->hi - iv->lo + 1));
    for (int64_t i = iv->lo; i <= iv->hi; ++i) {
      if ((i - iv->lo) % int64_t{1 << 20} == (1 << 20) - 1)
        pollInterrupt();
      out.push_back(Value::integer(i));
    }
    return Value::sortedSet(std::move(out));
  }
  case Kind::Subset: {
    // Generated in order (set_stream.h): by size, then element-wise.
    StreamedSet subsets;
    if (!subsets.open(v, limit))
      return Value();
    std::vector<Value> out;
    out.reserve(subsets.size());
    subsets.forEachIn(0, subsets.size(), [&](const Value &x) { return out.push_back(x), true; });
    return Value::sortedSet(std::move(out));
  }
  case Kind::FcnSet: {
    Value dom = normalize(lazy(v)->parts[0], limit);
    // [{} -> T] = {<<>>} whatever T is: T is not listed.
    Value rng = !dom.isError() && dom.elems().empty() ? Value::set({}) : normalize(lazy(v)->parts[1], limit);
    if (dom.isError() || rng.isError())
      return Value();
    std::vector<std::vector<Value>> sets(dom.elems().size(), rng.elems());
    std::vector<Value> out;
    bool ok = forEachCombination(sets, [&](const std::vector<Value> &vals) { out.push_back(Value::fcn(dom.elems(), vals)); }, limit);
    if (!ok)
      return Value();
    // Functions over one domain order by their values, lexicographically:
    // the combinations come out sorted and distinct.
    return Value::sortedSet(std::move(out));
  }
  case Kind::RecordSet: {
    const LazySetObj *o = lazy(v);
    std::vector<std::vector<Value>> sets;
    for (const Value &s : o->parts) {
      Value n = normalize(s, limit);
      if (n.isError())
        return Value();
      sets.push_back(n.elems());
    }
    const std::vector<Value> &keys = o->fieldNames;
    std::vector<Value> out;
    bool ok = forEachCombination(sets, [&](const std::vector<Value> &vals) { out.push_back(Value::fcn(keys, vals)); }, limit);
    if (!ok)
      return Value();
    return Value::sortedSet(std::move(out)); // sorted, as for FcnSet
  }
  case Kind::Union: {
    Value x = normalize(lazy(v)->parts[0], limit), y = normalize(lazy(v)->parts[1], limit);
    if (x.isError() || y.isError())
      return Value();
    std::vector<Value> out;
    std::set_union(x.elems().begin(), x.elems().end(), y.elems().begin(), y.elems().end(), std::back_inserter(out),
                   [](const Value &p, const Value &q) { return compare(p, q) < 0; });
    return Value::sortedSet(std::move(out));
  }
  case Kind::PredSet: { // a filter, S \ T or S \cap T kept lazy: S's elements that pass
    // TLC's SetPredValue goes through its base one element at a time, whatever
    // its size: a base that streams, or an interval, is never built whole, and
    // `limit` caps the elements kept, not the ones tested (nor those a filter
    // it filters keeps).
    auto *o = static_cast<const PredSetObj *>(v.heap());
    std::vector<Value> out;
    bool failed = false;
    auto keep = [&](const Value &x) {
      std::optional<bool> passes = o->pred(x);
      if (!passes || (*passes && out.size() >= limit))
        return failed = true, false;
      if (*passes)
        out.push_back(x);
      return true;
    };
    if (o->base.kind() == Kind::Interval) {
      auto *iv = static_cast<const IntervalObj *>(o->base.heap());
      for (int64_t i = iv->lo; iv->lo <= iv->hi && !failed; ++i) {
        if ((i - iv->lo) % int64_t{1 << 20} == (1 << 20) - 1)
          pollInterrupt();
        keep(Value::integer(i));
        if (i == iv->hi)
          break;
      }
    } else if (!forEachElement(o->base, keep,
                               streamsElements(o->base) || o->base.kind() == Kind::PredSet ? SIZE_MAX : limit)) {
      return Value();
    }
    if (failed)
      return Value();
    return Value::sortedSet(std::move(out));
  }
  case Kind::Product: {
    std::vector<std::vector<Value>> sets;
    for (const Value &s : lazy(v)->parts) {
      Value n = normalize(s, limit);
      if (n.isError())
        return Value();
      sets.push_back(n.elems());
    }
    std::vector<Value> out;
    bool ok = forEachCombination(sets, [&](const std::vector<Value> &vals) { out.push_back(Value::tuple(vals)); }, limit);
    if (!ok)
      return Value();
    return Value::sortedSet(std::move(out)); // sorted, as for FcnSet
  }
  default:
    return Value();
  }
}

std::optional<bool> contains(const Value &s, const Value &x) {
  switch (s.kind()) {
  case Kind::Set: {
    const auto &e = s.elems();
    auto it = std::lower_bound(e.begin(), e.end(), x, [](const Value &a, const Value &b) { return compare(a, b) < 0; });
    return it != e.end() && compare(*it, x) == 0;
  }
  case Kind::Interval: {
    auto *iv = static_cast<const IntervalObj *>(s.heap());
    return x.isInt() && x.asInt() >= iv->lo && x.asInt() <= iv->hi;
  }
  case Kind::InfSet: {
    InfSetKind k = lazy(s)->inf;
    if (k == InfSetKind::Any)
      return true;
    if (k == InfSetKind::String)
      return x.kind() == Kind::String;
    if (k == InfSetKind::Nat)
      return x.isInt() && x.asInt() >= 0;
    return x.isInt();
  }
  case Kind::Subset: {
    if (!x.isSetLike())
      return false;
    return isSubset(x, lazy(s)->parts[0]);
  }
  case Kind::FcnSet: {
    if (!x.isFcn())
      return false;
    const Value &domain = lazy(s)->parts[0];
    const auto &keys = x.keys();
    if (domain.kind() == Kind::Interval) {
      // DOMAIN x = lo..hi: the keys are lo, lo+1, ..., hi.
      auto *iv = static_cast<const IntervalObj *>(domain.heap());
      if (static_cast<int64_t>(keys.size()) != iv->hi - iv->lo + 1)
        return false;
      for (size_t i = 0; i < keys.size(); ++i)
        if (!keys[i].isInt() || keys[i].asInt() != iv->lo + static_cast<int64_t>(i))
          return false;
    } else {
      Value dom = normalize(domain);
      if (dom.isError())
        return std::nullopt;
      const auto &d = dom.elems();
      if (d.size() != keys.size())
        return false;
      for (size_t i = 0; i < keys.size(); ++i)
        if (compare(d[i], keys[i]) != 0)
          return false;
    }
    for (const Value &y : x.vals()) {
      auto c = contains(lazy(s)->parts[1], y);
      if (!c || !*c)
        return c;
    }
    return true;
  }
  case Kind::RecordSet: {
    const LazySetObj *o = lazy(s);
    if (!x.isFcn() || x.keys().size() != o->fieldNames.size())
      return false;
    for (size_t i = 0; i < o->fieldNames.size(); ++i) {
      const Value &k = x.keys()[i];
      if (k.kind() != Kind::String || k != o->fieldNames[i])
        return false;
      auto c = contains(o->parts[i], x.vals()[i]);
      if (!c || !*c)
        return c;
    }
    return true;
  }
  case Kind::Union: {
    auto c = contains(lazy(s)->parts[0], x);
    if (!c || *c)
      return c;
    return contains(lazy(s)->parts[1], x);
  }
  case Kind::PredSet: {
    auto *o = static_cast<const PredSetObj *>(s.heap());
    auto in = contains(o->base, x);
    if (!in || !*in)
      return in;
    return o->pred(x);
  }
  case Kind::SeqSet: {
    std::vector<Value> elems;
    if (!asSequence(x, elems))
      return false;
    for (const Value &y : elems) {
      auto c = contains(lazy(s)->parts[0], y);
      if (!c || !*c)
        return c;
    }
    return true;
  }
  case Kind::Product: {
    const LazySetObj *o = lazy(s);
    std::vector<Value> elems;
    if (!asSequence(x, elems) || elems.size() != o->parts.size())
      return false;
    for (size_t i = 0; i < elems.size(); ++i) {
      auto c = contains(o->parts[i], elems[i]);
      if (!c || !*c)
        return c;
    }
    return true;
  }
  default:
    return std::nullopt;
  }
}

std::optional<int64_t> cardinality(const Value &s) {
  if (s.kind() == Kind::Interval) {
    auto *iv = static_cast<const IntervalObj *>(s.heap());
    return iv->hi - iv->lo + 1;
  }
  Value n = normalize(s);
  if (n.isError())
    return std::nullopt;
  return static_cast<int64_t>(n.elems().size());
}

bool listsDuplicates(const Value &s) {
  switch (s.kind()) {
  case Kind::Union: {
    const auto *o = static_cast<const LazySetObj *>(s.heap());
    return o->bigUnion || listsDuplicates(o->parts[0]) || listsDuplicates(o->parts[1]);
  }
  case Kind::PredSet: return listsDuplicates(static_cast<const PredSetObj *>(s.heap())->base);
  default: return false;
  }
}

Value tlcCup(const Value &a, const Value &b) {
  // Tool's OPCODE_cup: a Reducible operand (SetEnumValue, IntervalValue)
  // makes the union, with itself first when the other is not Reducible.
  auto reducible = [](const Value &v) { return v.kind() == Kind::Set || v.kind() == Kind::Interval; };
  return !reducible(a) && reducible(b) ? Value::lazyUnion(b, a) : Value::lazyUnion(a, b);
}

Value setUnion(const Value &a, const Value &b) {
  // Unions of lazy sets stay lazy: membership tests (the common use, e.g.
  // f \in [S -> Block \cup {NoBlock}]) then never enumerate them. So does
  // one with a lazy union, whose listing (duplicates and all) TLC keeps.
  if (a.isSetLike() && b.isSetLike() && (a.kind() != Kind::Set || b.kind() != Kind::Set) &&
      ((a.kind() != Kind::Interval && b.kind() != Kind::Interval) || listsDuplicates(a) || listsDuplicates(b)))
    return tlcCup(a, b);
  Value x = normalize(a), y = normalize(b);
  if (x.isError() || y.isError()) {
    if (!a.isSetLike() || !b.isSetLike())
      return Value();
    // Int \cup {NULL}, 1..3 \cup Nat: keep it lazy, for membership tests.
    return tlcCup(a, b);
  }
  std::vector<Value> out;
  out.reserve(x.elems().size() + y.elems().size());
  std::set_union(x.elems().begin(), x.elems().end(), y.elems().begin(), y.elems().end(), std::back_inserter(out),
                 [](const Value &p, const Value &q) { return compare(p, q) < 0; });
  return Value::sortedSet(std::move(out));
}

Value setIntersect(const Value &a, const Value &b) {
  if (listsDuplicates(a)) { // SetCapValue lists S's elements that are in T
    Value bb = b;
    return Value::predSet(a, [bb](const Value &e) { return contains(bb, e); });
  }
  Value x = normalize(a);
  if (x.isError()) {
    Value y = normalize(b);
    if (!y.isError())
      return setIntersect(y, a);
    Value bb = b;
    return Value::predSet(
        a, [bb](const Value &e) { return contains(bb, e); }, PredSetForm::Intersection, b);
  }
  std::vector<Value> out;
  for (const Value &e : x.elems()) {
    auto c = contains(b, e);
    if (!c)
      return Value();
    if (*c)
      out.push_back(e);
  }
  return Value::sortedSet(std::move(out));
}

Value setMinus(const Value &a, const Value &b) {
  // A finite set or an interval minus a finite set: one merge of the two
  // sorted lists, the interval not listed first (compare is a total order,
  // so membership is always decided, as contains decides it).
  if (b.kind() == Kind::Set && (a.kind() == Kind::Set || a.kind() == Kind::Interval)) {
    const auto *iv = a.kind() == Kind::Interval ? static_cast<const IntervalObj *>(a.heap()) : nullptr;
    if (!iv || static_cast<uint64_t>(iv->hi - iv->lo) < 50'000'000) {
      const std::vector<Value> &be = b.elems();
      std::vector<Value> out;
      out.reserve(iv ? static_cast<size_t>(iv->hi - iv->lo + 1) : a.elems().size());
      size_t j = 0;
      auto keep = [&](const Value &e) {
        while (j < be.size() && compare(be[j], e) < 0)
          ++j;
        if (j == be.size() || compare(be[j], e) != 0)
          out.push_back(e);
      };
      if (iv) {
        for (int64_t i = iv->lo; i <= iv->hi; ++i) {
          if ((i - iv->lo) % int64_t{1 << 20} == (1 << 20) - 1)
            pollInterrupt();
          keep(Value::integer(i));
        }
      } else {
        for (const Value &e : a.elems())
          keep(e);
      }
      return Value::sortedSet(std::move(out));
    }
  }
  Value x = listsDuplicates(a) ? Value() : normalize(a);
  if (x.isError()) {
    // Nat \ {0}: keep it lazy, for membership tests; a lazy union's
    // difference too, for its listing (SetDiffValue lists S's elements not in T).
    Value bb = b;
    return Value::predSet(a, [bb](const Value &e) -> std::optional<bool> {
      auto c = contains(bb, e);
      if (!c)
        return std::nullopt;
      return !*c;
    }, PredSetForm::Difference, b);
  }
  std::vector<Value> out;
  for (const Value &e : x.elems()) {
    auto c = contains(b, e);
    if (!c)
      return Value();
    if (!*c)
      out.push_back(e);
  }
  return Value::sortedSet(std::move(out));
}

std::optional<bool> isSubset(const Value &a, const Value &b) {
  // SUBSET A \subseteq SUBSET B is A \subseteq B (TLC's SubsetValue.isSubsetEq).
  if (a.kind() == Kind::Subset && b.kind() == Kind::Subset)
    return isSubset(lazy(a)->parts[0], lazy(b)->parts[0]);
  // [S -> T], SUBSET S, ...: one element at a time, up to the first one outside b.
  if (streamsElements(a)) {
    std::optional<bool> out = true;
    if (forEachElement(
            a,
            [&](const Value &e) {
              out = contains(b, e);
              return out && *out;
            },
            SIZE_MAX))
      return out;
  }
  Value x = normalize(a);
  if (x.isError())
    return std::nullopt;
  for (const Value &e : x.elems()) {
    auto c = contains(b, e);
    if (!c || !*c)
      return c;
  }
  return true;
}

size_t keyIndex(const Value &f, const Value &x) {
  if (!f.isFcn())
    return npos;
  const auto &k = f.keys();
  // Keys a..b (tuples, sequences, [i \in 0..N-1 |-> ...]): direct index. The
  // keys are sorted and distinct, Ints rank together, so Int ends b - a + 1
  // apart mean every integer between them is a key.
  if (x.isInt() && !k.empty() && k.front().isInt() && k.back().isInt() &&
      static_cast<uint64_t>(k.back().asInt()) - static_cast<uint64_t>(k.front().asInt()) == k.size() - 1) {
    uint64_t i = static_cast<uint64_t>(x.asInt()) - static_cast<uint64_t>(k.front().asInt()); // no overflow: unsigned
    return i < k.size() ? static_cast<size_t>(i) : npos;
  }
  // Records: strings are interned (string_table.h), so a field name is
  // found by its address; a scan beats a binary search on a few fields.
  if ((x.kind() == Kind::String || x.kind() == Kind::ModelValue) && k.size() <= 8) {
    for (size_t i = 0; i < k.size(); ++i)
      if (k[i].kind() == x.kind() && k[i].heap() == x.heap())
        return i;
    return npos;
  }
  auto it = std::lower_bound(k.begin(), k.end(), x, [](const Value &a, const Value &b) { return compare(a, b) < 0; });
  if (it == k.end() || compare(*it, x) != 0)
    return npos;
  return static_cast<size_t>(it - k.begin());
}

std::optional<Value> apply(const Value &f, const Value &x) {
  if (const Value *v = lookup(f, x))
    return *v;
  return std::nullopt;
}

Value domainOf(const Value &f) {
  if (!f.isFcn())
    return Value();
  const auto &k = f.keys();
  // TLC's FcnRcdValue keeps an interval domain only when built over one
  // ([x \in a..b |-> e]); a tuple's domain is 1..n; any other function's
  // (:>, @@, [x \in {1, 2} |-> e]) the set of its arguments.
  if (f.hasIntervalDomain() && !k.empty())
    return Value::interval(k.front().asInt(), k.back().asInt());
  if (f.fcnOrigin() == FcnOrigin::Shape && !k.empty() && k.front().isInt() && k.front().asInt() == 1 &&
      k.back().isInt() && k.back().asInt() == static_cast<int64_t>(k.size()))
    return Value::interval(1, static_cast<int64_t>(k.size()));
  return Value::sortedSet(k);
}

bool isSequence(const Value &f) {
  if (!f.isFcn())
    return false;
  const auto &k = f.keys();
  if (k.empty())
    return true;
  return k.front().isInt() && k.front().asInt() == 1 && k.back().isInt() && k.back().asInt() == static_cast<int64_t>(k.size());
}

bool asSequence(const Value &f, std::vector<Value> &out) {
  if (!isSequence(f))
    return false;
  out = f.vals();
  return true;
}

} // namespace tlacore::val
