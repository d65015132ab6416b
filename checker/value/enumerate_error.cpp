// TLC's errors for listing lazy sets it cannot list (enumerate_error.h).
#include "enumerate_error.h"

#include <cmath>

#include "set_ops.h"
#include "set_size.h"
#include "tlc_compare.h"

namespace tlacore::val {

bool tlcEnumerable(const Value &v) {
  return v.isSetLike() && v.kind() != Kind::InfSet && v.kind() != Kind::SeqSet;
}

std::string tlcEnumerateError(const Value &s) {
  switch (s.kind()) {
  case Kind::Union: { // SetCupValue.Enumerator
    const auto *o = static_cast<const LazySetObj *>(s.heap());
    if (o->bigUnion) { // UnionValue.Enumerator over UNION S's parts, in order
      std::vector<Value> sets{o->parts[1]};
      const LazySetObj *first = o;
      while (first->parts[0].kind() == Kind::Union && static_cast<const LazySetObj *>(first->parts[0].heap())->bigUnion) {
        first = static_cast<const LazySetObj *>(first->parts[0].heap());
        sets.push_back(first->parts[1]);
      }
      sets.push_back(first->parts[0]);
      for (size_t i = sets.size(); i-- > 0;) {
        if (!tlcEnumerable(sets[i]))
          // TLC's text for a later part ends with its enumerator's Java identity.
          return i + 1 == sets.size() ? "Attempted to enumerate UNION(s), but some element of s is nonenumerable."
                                      : "Attempted to enumerate the nonenumerable set:\n" + tlcMessageText(sets[i]) +
                                            "\nwhen enumerating:\ntlc2.value.impl.UnionValue$Enumerator";
        if (std::string err = tlcEnumerateError(sets[i]); !err.empty())
          return err;
      }
      return {};
    }
    const auto &parts = o->parts;
    if (!tlcEnumerable(parts[0]) || !tlcEnumerable(parts[1]))
      return "Attempted to enumerate S \\cup T when S:\n" + tlcMessageText(parts[0]) + "\nand T:\n" +
             tlcMessageText(parts[1]) + "\nare not both enumerable";
    std::string err = tlcEnumerateError(parts[0]);
    return err.empty() ? tlcEnumerateError(parts[1]) : err;
  }
  case Kind::PredSet: { // SetDiffValue and SetPredValue
    auto *o = static_cast<const PredSetObj *>(s.heap());
    if (tlcEnumerable(o->base)) {
      if (std::string inner = tlcEnumerateError(o->base); !inner.empty())
        return inner;
      // A finite base is enumerable however large (SetPredValue goes through
      // it one element at a time); only an infinite one is not.
      if (std::optional<double> size = setSize(o->base); size && std::isfinite(*size))
        return {};
      if (!normalize(o->base, 1'000'000).isError())
        return {};
    }
    if (o->difference)
      return "Attempted to enumerate S \\ T when S:\n" + tlcMessageText(o->base) + "\nis not enumerable.";
    return "Attempted to enumerate { x \\in S : p(x) } when S:\n" + tlcMessageText(o->base) + "\nis not enumerable";
  }
  case Kind::FcnSet: { // SetOfFcnsValue.Enumerator: the domain listed first, then the range asked
    const auto &parts = static_cast<const LazySetObj *>(s.heap())->parts;
    if (!tlcEnumerable(parts[0]))
      return "Attempted to enumerate a set of the form [D -> R],but the domain D:\n" + tlcMessageText(parts[0]) +
             "\ncannot be enumerated.";
    if (std::string err = tlcEnumerateError(parts[0]); !err.empty())
      return err;
    if (!tlcEnumerable(parts[1]))
      return "Attempted to enumerate a set of the form [D -> R],but the range R:\n" + tlcMessageText(parts[1]) +
             "\ncannot be enumerated.";
    return tlcEnumerateError(parts[1]);
  }
  case Kind::Product: { // SetOfTuplesValue.Enumerator: each set's elements(), in order
    for (const Value &part : static_cast<const LazySetObj *>(s.heap())->parts) {
      if (!tlcEnumerable(part))
        return {}; // (its own text, not known here)
      if (std::string err = tlcEnumerateError(part); !err.empty())
        return err;
    }
    return {};
  }
  default:
    return {};
  }
}

} // namespace tlacore::val
