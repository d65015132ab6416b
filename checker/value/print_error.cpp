// TLC's errors while printing a value (print_error.h).
#include "print_error.h"

#include <cmath>
#include <optional>

#include "enumerate_error.h"
#include "set_ops.h"
#include "set_size.h"
#include "tlc_compare.h"

namespace tlacore::val {

namespace {

// TLCGlobals.enumBound: a set of functions, records or tuples with fewer
// elements is printed as the set it lists; SubsetValue lists SUBSET S when
// S has fewer than 7 elements.
constexpr double kEnumBound = 2000;
constexpr double kSubsetBound = 7;

// What TLC's size() of one part of a lazily kept set gives as toString asks
// it: a count, or the error it raises (an integer, a string, a Boolean, a
// model value: IntValue, StringValue, BoolValue, ModelValue.size). `known` is
// false for a part whose size() is not modelled here: printing then goes on
// as if it were not expanded.
struct PartSize {
  double count = 0;
  std::string error;
  bool known = true;
};
PartSize counted(double n) { return {n, {}, true}; }
PartSize failing(std::string error) { return {0, std::move(error), true}; }
PartSize unknown() { return {0, {}, false}; }

PartSize partSize(const Value &part) {
  switch (part.kind()) {
  case Kind::Set: // SetEnumValue.size() normalizes
    if (std::string err = tlcNormalizeError(part); !err.empty())
      return failing(err);
    return counted(static_cast<double>(part.elems().size()));
  case Kind::Fcn: // FcnRcdValue, RecordValue, TupleValue: the size of the domain
    return counted(static_cast<double>(part.keys().size()));
  case Kind::InfSet:
  case Kind::SeqSet:
    return failing("Attempted to compute the number of elements in the overridden value " + tlcMessageText(part) + ".");
  case Kind::PredSet:
  case Kind::Union: { // SetPredValue, SetCupValue, UnionValue: size() lists the set
    if (std::string err = tlcEnumerateError(part); !err.empty())
      return failing(err);
    Value listed = normalize(part, 1'000'000);
    if (listed.isError())
      return unknown();
    return counted(static_cast<double>(listed.elems().size()));
  }
  case Kind::Interval:
  case Kind::Subset:
  case Kind::FcnSet:
  case Kind::RecordSet:
  case Kind::Product: {
    std::string err;
    std::optional<int64_t> n = tlcSize(part, err);
    if (!err.empty())
      return failing(err);
    if (n)
      return counted(static_cast<double>(*n));
    return unknown();
  }
  case Kind::Int:
  case Kind::String:
  case Kind::Bool:
  case Kind::ModelValue:
    return failing(tlcNonSetSizeError(part));
  default:
    return unknown();
  }
}

// SetOfFcnsValue, SetOfRcdsValue, SetOfTuplesValue and SubsetValue's
// toString: the parts' sizes first (TLC 1.8.0 lets their errors through),
// then either the listed set or the lazy form, each printing the parts.
std::string lazySetPrintError(const Value &s) {
  const auto &parts = static_cast<const LazySetObj *>(s.heap())->parts;
  double size = 1;
  for (size_t i = 0; i < parts.size(); ++i) {
    PartSize p = partSize(parts[i]);
    if (!p.error.empty())
      return p.error;
    if (!p.known)
      return {};
    if (s.kind() == Kind::FcnSet && i == 1)
      size = std::pow(p.count, size);
    else if (s.kind() == Kind::Subset)
      size = p.count < kSubsetBound ? 0 : kEnumBound;
    else
      size *= p.count;
  }
  bool listed = size < kEnumBound;
  if (listed) {
    // The enumerator asks its parts in order; a set of functions over an
    // interval (DomIVEnumerator) asks only the range.
    for (size_t i = 0; i < parts.size(); ++i) {
      if (s.kind() == Kind::FcnSet && i == 0 && parts[0].kind() == Kind::Interval)
        continue;
      if (parts[i].kind() == Kind::Fcn) // a function, record or tuple: not Enumerable
        return tlcNotEnumerablePartText(s, i);
    }
    if (std::string err = tlcEnumerateError(s); !err.empty())
      return err;
  }
  for (const Value &part : parts)
    if (std::string err = tlcPrintError(part); !err.empty())
      return err;
  return {};
}

} // namespace

std::string tlcPrintError(const Value &v) {
  switch (v.kind()) {
  case Kind::PredSet:
  case Kind::Union:
    return tlcEnumerateError(v);
  case Kind::Set: {
    std::string err = tlcNormalizeError(v);
    for (size_t i = 0; err.empty() && i < v.elems().size(); ++i)
      err = tlcPrintError(v.elems()[i]);
    return err;
  }
  case Kind::Fcn: {
    std::string err;
    for (size_t i = 0; err.empty() && i < v.vals().size(); ++i)
      err = tlcPrintError(v.vals()[i]);
    return err;
  }
  case Kind::Subset:
  case Kind::FcnSet:
  case Kind::RecordSet:
  case Kind::Product:
    return lazySetPrintError(v);
  case Kind::LazyFcn: { // FcnLambdaValue.toString prints each parameter's set (FcnParams.toString)
    const auto *o = static_cast<const LazyFcnObj *>(v.heap());
    if (o->fcnOrigin <= 1 || o->domain.kind() != Kind::Product) // (the number of parameters: lazy_fcn_value.cpp)
      return tlcPrintError(o->domain);
    std::string err;
    for (const Value &set : static_cast<const LazySetObj *>(o->domain.heap())->parts)
      if (err.empty())
        err = tlcPrintError(set);
    return err;
  }
  default:
    return {};
  }
}

} // namespace tlacore::val
