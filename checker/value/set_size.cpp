// Set sizes from the lazy representation.
#include "set_size.h"

#include <cmath>
#include <limits>

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

} // namespace tlacore::val
