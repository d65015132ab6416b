// forEachElement and StreamedSet (set_stream.h): combinations of the parts
// of [S -> T], record sets and products, and the subsets of SUBSET S,
// generated in normalize()'s order.
#include "set_stream.h"

#include <algorithm>

#include "interrupt.h"
#include "set_ops.h"

namespace tlacore::val {

namespace {

const LazySetObj *lazy(const Value &v) { return static_cast<const LazySetObj *>(v.heap()); }

// The most elements one part of a streamed set may have (normalize()'s default).
constexpr size_t kPartLimit = 50'000'000;

// The parts' elements (each normalized); false when one cannot be
// enumerated or the combinations would exceed `limit`.
bool partsOf(const std::vector<Value> &parts, size_t limit, std::vector<std::vector<Value>> &sets) {
  size_t total = 1;
  for (const Value &p : parts) {
    Value n = normalize(p, std::min(limit, kPartLimit));
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

uint64_t binomial(size_t n, size_t k) {
  if (k > n)
    return 0;
  k = std::min(k, n - k);
  uint64_t r = 1;
  for (size_t i = 1; i <= k; ++i)
    r = r * (n - k + i) / i; // exact: r * (n - k + i) is divisible by i
  return r;
}

} // namespace

bool streamsElements(const Value &set) {
  return set.kind() == Kind::FcnSet || set.kind() == Kind::RecordSet || set.kind() == Kind::Product ||
         set.kind() == Kind::Subset;
}

bool StreamedSet::open(const Value &set, size_t limit) {
  kind_ = set.kind();
  sets_.clear();
  keys_.clear();
  switch (kind_) {
  case Kind::FcnSet: {
    Value dom = normalize(lazy(set)->parts[0], std::min(limit, kPartLimit));
    if (dom.isError())
      return false;
    // [{} -> T] asks nothing of T (TLC's enumerator takes T's elements once per domain element).
    Value rng = dom.elems().empty() ? Value::set({}) : normalize(lazy(set)->parts[1], std::min(limit, kPartLimit));
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
  case Kind::Subset: {
    // SUBSET S of up to 2^62 subsets (TLC's SubsetValue lists more only by random draws).
    Value base = normalize(lazy(set)->parts[0], std::min<size_t>(limit, 63));
    if (base.isError() || base.elems().size() >= 63 || (uint64_t{1} << base.elems().size()) > limit)
      return false;
    sets_.assign(1, base.elems());
    size_ = size_t{1} << base.elems().size();
    return true;
  }
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

// SUBSET S in TLC's normalized order: by size, subsets of one size in
// lexicographic order of their elements' positions in S.
void StreamedSet::forEachSubsetIn(size_t begin, size_t end, const std::function<bool(const Value &)> &fn) const {
  const std::vector<Value> &elems = sets_[0];
  size_t n = elems.size();
  // The size k of the subset at `begin`, and its rank among the k-subsets.
  size_t k = 0;
  uint64_t rank = begin;
  while (rank >= binomial(n, k)) {
    rank -= binomial(n, k);
    ++k;
  }
  // The rank-th k-combination of positions, lexicographically.
  std::vector<size_t> idx(k);
  for (size_t i = 0, x = 0; i < k; ++i, ++x) {
    for (uint64_t c; rank >= (c = binomial(n - x - 1, k - i - 1)); ++x)
      rank -= c;
    idx[i] = x;
  }
  for (size_t pos = begin; pos < end; ++pos) {
    if (pos % kInterruptStride == kInterruptStride - 1)
      pollInterrupt();
    std::vector<Value> sub;
    sub.reserve(k);
    for (size_t i : idx)
      sub.push_back(elems[i]);
    if (!fn(Value::sortedSet(std::move(sub))))
      return;
    // The next combination; past the last k-subset, the first (k+1)-subset.
    size_t i = k;
    while (i > 0 && idx[i - 1] == n - k + i - 1)
      --i;
    if (i == 0) {
      if (++k > n)
        return;
      idx.resize(k);
      for (size_t j = 0; j < k; ++j)
        idx[j] = j;
    } else {
      ++idx[i - 1];
      for (size_t j = i; j < k; ++j)
        idx[j] = idx[j - 1] + 1;
    }
  }
}

void StreamedSet::forEachIn(size_t begin, size_t end, const std::function<bool(const Value &)> &fn) const {
  end = std::min(end, size_);
  if (begin >= end)
    return;
  if (kind_ == Kind::Subset)
    return forEachSubsetIn(begin, end, fn);
  // Position `begin` in mixed radix, the last part's digit the lowest.
  std::vector<size_t> idx(sets_.size(), 0);
  std::vector<Value> cur(sets_.size());
  for (size_t i = sets_.size(), rest = begin; i-- > 0;) {
    idx[i] = rest % sets_[i].size();
    rest /= sets_[i].size();
    cur[i] = sets_[i][idx[i]];
  }
  for (size_t pos = begin;;) {
    if (pos % kInterruptStride == kInterruptStride - 1)
      pollInterrupt(); // a budget stops a walk through a huge set
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
