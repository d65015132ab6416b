// forEachElement (set_stream.h): combinations of the parts of [S -> T],
// record sets and products generated in normalize()'s order.
#include "set_stream.h"

#include "set_ops.h"

namespace tlacore::val {

namespace {

const LazySetObj *lazy(const Value &v) { return static_cast<const LazySetObj *>(v.heap()); }

// The parts' elements (each normalized); false when one cannot be
// enumerated or the combinations would exceed `limit`.
bool partsOf(const std::vector<Value> &parts, size_t limit, std::vector<std::vector<Value>> &sets) {
  size_t total = 1;
  for (const Value &p : parts) {
    Value n = normalize(p, limit);
    if (n.isError())
      return false;
    sets.push_back(n.elems());
    if (sets.back().empty())
      total = 0;
    else if (total > limit / sets.back().size())
      return false;
    else
      total *= sets.back().size();
  }
  return true;
}

// Each combination of one element per set, the last set's varying fastest
// (lexicographic order, as normalize() lists them), until `fn` returns false.
template <typename Fn> void forEachCombination(const std::vector<std::vector<Value>> &sets, Fn fn) {
  for (const auto &s : sets)
    if (s.empty())
      return;
  std::vector<size_t> idx(sets.size(), 0);
  std::vector<Value> cur(sets.size());
  for (size_t i = 0; i < sets.size(); ++i)
    cur[i] = sets[i][0];
  while (true) {
    if (!fn(cur))
      return;
    size_t i = sets.size();
    while (i-- > 0) {
      if (++idx[i] < sets[i].size()) {
        cur[i] = sets[i][idx[i]];
        break;
      }
      idx[i] = 0;
      cur[i] = sets[i][0];
    }
    if (i == static_cast<size_t>(-1))
      return;
  }
}

} // namespace

bool streamsElements(const Value &set) {
  return set.kind() == Kind::FcnSet || set.kind() == Kind::RecordSet || set.kind() == Kind::Product;
}

bool forEachElement(const Value &set, const std::function<bool(const Value &)> &fn, size_t limit) {
  switch (set.kind()) {
  case Kind::FcnSet: {
    Value dom = normalize(lazy(set)->parts[0], limit);
    if (dom.isError())
      return false;
    Value rng = normalize(lazy(set)->parts[1], limit);
    if (rng.isError())
      return false;
    size_t total = 1;
    for (size_t i = 0; i < dom.elems().size() && !rng.elems().empty(); ++i) {
      if (total > limit / rng.elems().size())
        return false;
      total *= rng.elems().size();
    }
    std::vector<std::vector<Value>> sets(dom.elems().size(), rng.elems());
    if (dom.elems().empty()) { // [{} -> T] = {<<>>}
      fn(Value::sortedFcn({}, {}));
      return true;
    }
    forEachCombination(sets, [&](const std::vector<Value> &vals) { return fn(Value::sortedFcn(dom.elems(), vals)); });
    return true;
  }
  case Kind::RecordSet: {
    std::vector<std::vector<Value>> sets;
    if (!partsOf(lazy(set)->parts, limit, sets))
      return false;
    const std::vector<Value> &keys = lazy(set)->fieldNames;
    forEachCombination(sets, [&](const std::vector<Value> &vals) { return fn(Value::fcn(keys, vals)); });
    return true;
  }
  case Kind::Product: {
    std::vector<std::vector<Value>> sets;
    if (!partsOf(lazy(set)->parts, limit, sets))
      return false;
    forEachCombination(sets, [&](const std::vector<Value> &vals) { return fn(Value::tuple(vals)); });
    return true;
  }
  default: {
    Value n = normalize(set, limit);
    if (n.isError())
      return false;
    for (const Value &x : n.elems())
      if (!fn(x))
        break;
    return true;
  }
  }
}

} // namespace tlacore::val
