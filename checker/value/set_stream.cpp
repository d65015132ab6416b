// forEachElement and StreamedSet (set_stream.h): combinations of the parts
// of [S -> T], record sets and products generated in normalize()'s order.
#include "set_stream.h"

#include <algorithm>

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

} // namespace

bool streamsElements(const Value &set) {
  return set.kind() == Kind::FcnSet || set.kind() == Kind::RecordSet || set.kind() == Kind::Product;
}

bool StreamedSet::open(const Value &set, size_t limit) {
  kind_ = set.kind();
  sets_.clear();
  keys_.clear();
  switch (kind_) {
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
    domain_ = dom;
    sets_.assign(dom.elems().size(), rng.elems());
    break;
  }
  case Kind::RecordSet:
    if (!partsOf(lazy(set)->parts, limit, sets_))
      return false;
    keys_ = lazy(set)->fieldNames;
    break;
  case Kind::Product:
    if (!partsOf(lazy(set)->parts, limit, sets_))
      return false;
    break;
  default:
    return false;
  }
  // [{} -> T] = {<<>>}, as the product of no sets: one empty combination.
  size_ = 1;
  for (const auto &s : sets_)
    size_ *= s.size();
  return true;
}

Value StreamedSet::make(const std::vector<Value> &vals) const {
  switch (kind_) {
  case Kind::FcnSet:
    return vals.empty() ? Value::sortedFcn({}, {}) : Value::sortedFcn(domain_.elems(), vals);
  case Kind::RecordSet:
    return Value::fcn(keys_, vals);
  default:
    return Value::tuple(vals);
  }
}

void StreamedSet::forEachIn(size_t begin, size_t end, const std::function<bool(const Value &)> &fn) const {
  end = std::min(end, size_);
  if (begin >= end)
    return;
  // Position `begin` in mixed radix, the last part's digit the lowest.
  std::vector<size_t> idx(sets_.size(), 0);
  std::vector<Value> cur(sets_.size());
  for (size_t i = sets_.size(), rest = begin; i-- > 0;) {
    idx[i] = rest % sets_[i].size();
    rest /= sets_[i].size();
    cur[i] = sets_[i][idx[i]];
  }
  for (size_t pos = begin;;) {
    if (!fn(make(cur)) || ++pos == end)
      return;
    for (size_t i = sets_.size(); i-- > 0;) {
      if (++idx[i] < sets_[i].size()) {
        cur[i] = sets_[i][idx[i]];
        break;
      }
      idx[i] = 0;
      cur[i] = sets_[i][0];
    }
  }
}

bool forEachElement(const Value &set, const std::function<bool(const Value &)> &fn, size_t limit) {
  if (streamsElements(set)) {
    StreamedSet s;
    if (!s.open(set, limit))
      return false;
    s.forEachIn(0, s.size(), fn);
    return true;
  }
  Value n = normalize(set, limit);
  if (n.isError())
    return false;
  for (const Value &x : n.elems())
    if (!fn(x))
      break;
  return true;
}

} // namespace tlacore::val
