// Set sizes from the lazy representation.
#include "set_size.h"

#include <cmath>
#include <limits>

#include "set_ops.h"

namespace tlacore::val {

std::optional<double> setSize(const Value &s) {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  auto parts = [&]() -> const std::vector<Value> & { return static_cast<const LazySetObj *>(s.heap())->parts; };
  switch (s.kind()) {
  case Kind::Set:
    return static_cast<double>(s.elems().size());
  case Kind::Interval: {
    auto *iv = static_cast<const IntervalObj *>(s.heap());
    return iv->hi < iv->lo ? 0.0 : static_cast<double>(iv->hi - iv->lo) + 1;
  }
  case Kind::InfSet:
  case Kind::SeqSet:
    return kInf;
  case Kind::Subset: {
    auto n = setSize(parts()[0]);
    return n ? std::optional<double>(std::pow(2.0, *n)) : std::nullopt;
  }
  case Kind::FcnSet: {
    auto d = setSize(parts()[0]), r = setSize(parts()[1]);
    if (!d || !r)
      return std::nullopt;
    return *d == 0 ? 1.0 : std::pow(*r, *d);
  }
  case Kind::RecordSet:
  case Kind::Product: {
    double n = 1;
    for (const Value &p : parts()) {
      auto k = setSize(p);
      if (!k)
        return std::nullopt;
      n *= *k;
    }
    return n;
  }
  case Kind::Union: {
    auto a = setSize(parts()[0]), b = setSize(parts()[1]);
    if (!a || !b)
      return std::nullopt;
    return *a + *b;
  }
  case Kind::PredSet:
    return setSize(static_cast<const PredSetObj *>(s.heap())->base);
  default:
    return std::nullopt;
  }
}

std::optional<int64_t> tlcSize(const Value &s, std::string &error) {
  constexpr int64_t kIntMax = 2147483647;
  if (s.kind() == Kind::Interval) {
    auto *iv = static_cast<const IntervalObj *>(s.heap());
    if (iv->hi < iv->lo)
      return 0;
    if (iv->hi - iv->lo + 1 > kIntMax)
      error = "Size of interval value exceeds the maximum representable size (32bits): " + toString(s) + ".";
    return iv->hi - iv->lo + 1;
  }
  if (s.kind() != Kind::FcnSet && s.kind() != Kind::RecordSet && s.kind() != Kind::Product && s.kind() != Kind::Subset)
    return std::nullopt;
  std::vector<int64_t> sizes;
  for (const Value &part : static_cast<const LazySetObj *>(s.heap())->parts) {
    std::optional<int64_t> n = tlcSize(part, error);
    if (!error.empty())
      return std::nullopt;
    if (!n && part.isFcn()) // FcnRcdValue, RecordValue, TupleValue.size: the domain's
      n = static_cast<int64_t>(part.keys().size());
    if (!n)
      n = cardinality(part);
    if (!n)
      return std::nullopt;
    sizes.push_back(*n);
  }
  auto overflow = [&] {
    // SetOfTuplesValue.size has no colon and line break before the set.
    error = std::string("Overflow when computing the number of elements in") +
            (s.kind() == Kind::Product ? " " : ":\n") + toString(s);
    return std::nullopt;
  };
  if (s.kind() == Kind::Subset) { // 2^|S|
    if (sizes[0] >= 31)
      return overflow();
    return int64_t{1} << sizes[0];
  }
  // [S -> T]: |T| multiplied |S| times; records and tuples: the product,
  // checked after each multiplication (a later empty part comes too late).
  int64_t count = 1;
  size_t factors = s.kind() == Kind::FcnSet ? static_cast<size_t>(sizes[0]) : sizes.size();
  for (size_t i = 0; i < factors; ++i) {
    count *= s.kind() == Kind::FcnSet ? sizes[1] : sizes[i];
    if (count > kIntMax)
      return overflow();
    if (count == 0 && s.kind() == Kind::FcnSet)
      break;
  }
  return count;
}

} // namespace tlacore::val
