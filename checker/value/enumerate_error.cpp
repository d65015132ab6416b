// TLC's errors for listing lazy sets it cannot list (enumerate_error.h).
#include "enumerate_error.h"

#include <cmath>

#include "print_error.h"
#include "set_ops.h"
#include "set_size.h"
#include "tlc_compare.h"

namespace tlacore::val {

// UnionValue.Enumerator's constructor prints `this` (the enumerator: its Java class and identity
// hash, which no run repeats; the class alone here).
const char *const kUnionOfUnlistableText =
    "Attempted to enumerate the nonenumerable set:\ntlc2.value.impl.UnionValue$Enumerator";

bool tlcEnumerable(const Value &v) {
  return v.isSetLike() && v.kind() != Kind::InfSet && v.kind() != Kind::SeqSet;
}

std::string tlcEnumerateError(const Value &s) {
  switch (s.kind()) {
  case Kind::Union: { // SetCupValue.Enumerator
    const auto *o = static_cast<const LazySetObj *>(s.heap());
    if (o->unlistableBase) // UnionValue.Enumerator's constructor: S is not Enumerable
      return kUnionOfUnlistableText;
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
  case Kind::PredSet: { // SetDiffValue, SetCapValue and SetPredValue
    auto *o = static_cast<const PredSetObj *>(s.heap());
    if (o->form == PredSetForm::Intersection) {
      // SetCapValue.Enumerator lists S when S is Enumerable, else T when T
      // is, and fails only when neither is.
      if (tlcEnumerable(o->base))
        return tlcEnumerateError(o->base);
      if (tlcEnumerable(o->other))
        return tlcEnumerateError(o->other);
      return "Attempted to enumerate S \\cap T when neither S:\n" + tlcMessageText(o->base) + "\nnor T:\n" +
             tlcMessageText(o->other) + "\nis enumerable";
    }
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
    if (o->form == PredSetForm::Difference)
      return "Attempted to enumerate S \\ T when S:\n" + tlcMessageText(o->base) + "\nis not enumerable.";
    return "Attempted to enumerate { x \\in S : p(x) } when S:\n" + tlcMessageText(o->base) + "\nis not enumerable";
  }
  case Kind::FcnSet:
  case Kind::RecordSet:
  case Kind::Product:
  case Kind::Subset: {
    // The enumerator's constructor asks its parts in order, listing each
    // (its own listing error first) before it asks the next.
    bool empty = false;
    std::optional<PartProblem> p =
        tlcFirstUnlistablePart(s, &empty, [](const Value &part) { return tlcEnumerateError(part); });
    return p ? p->text : std::string();
  }
  default:
    return {};
  }
}

std::string tlcNonSetSizeError(const Value &v) {
  const char *what = nullptr;
  switch (v.kind()) {
  case Kind::Int: what = "integer"; break;           // IntValue.size
  case Kind::String: what = "string"; break;         // StringValue.size
  case Kind::Bool: what = "boolean"; break;          // BoolValue.size
  case Kind::ModelValue: what = "model value"; break; // ModelValue.size
  case Kind::InfSet:
  case Kind::SeqSet: what = "overridden value"; break; // UserValue.size
  case Kind::LazyFcn: // FcnLambdaValue.size builds the function first
    return static_cast<const LazyFcnObj *>(v.heap())->buildError;
  default:
    return {};
  }
  return "Attempted to compute the number of elements in the " + std::string(what) + " " + tlcMessageText(v) + ".";
}

std::string tlcNotEnumerablePartText(const Value &s, size_t i) {
  const auto *o = static_cast<const LazySetObj *>(s.heap());
  const Value &part = o->parts[i];
  // Values.ppr(part.toString()): printing the part comes first.
  if (std::string err = tlcPrintError(part); !err.empty())
    return err;
  switch (s.kind()) {
  case Kind::FcnSet:
    return std::string("Attempted to enumerate a set of the form [D -> R],but the ") +
           (i == 0 ? "domain D:\n" : "range R:\n") + tlcMessageText(part) + "\ncannot be enumerated.";
  case Kind::RecordSet:
    return "Attempted to enumerate a set of the form [l1 : v1, ..., ln : vn],\nbut can't enumerate the value of the `" +
           std::string(o->fieldNames[i].text()) + "' field:\n" + tlcMessageText(part);
  case Kind::Product:
    return "Attempted to enumerate a set of the form s1 \\X s2 ... \\X sn,\nbut can't enumerate s" + std::to_string(i) +
           ":\n" + tlcMessageText(part);
  case Kind::Subset: // SubsetValue.elementsNormalized: S.toSetEnum() is null
    return "Attempted to compute the value of an expression of form\nSUBSET S, but S is a non-enumerable value:\n" +
           tlcMessageText(part);
  default:
    return {};
  }
}

std::optional<PartProblem> tlcFirstUnlistablePart(const Value &s, bool *empty,
                                                  const std::function<std::string(const Value &)> &listed) {
  auto list = [&](size_t i, const Value &part) -> std::optional<PartProblem> {
    if (listed)
      if (std::string err = listed(part); !err.empty())
        return PartProblem{i, std::move(err)};
    return std::nullopt;
  };
  auto isEmpty = [](const Value &part) {
    std::optional<double> n = setSize(part);
    return n && *n == 0;
  };
  const auto &parts = static_cast<const LazySetObj *>(s.heap())->parts;
  switch (s.kind()) {
  case Kind::Subset: {
    // SubsetValue.toSetEnum asks size() (S's size() first), then lists S.
    const Value &base = parts[0];
    if (std::string err = tlcNonSetSizeError(base); !err.empty())
      return PartProblem{0, std::move(err)};
    if (!base.isSetLike())
      return PartProblem{0, tlcNotEnumerablePartText(s, 0)};
    return list(0, base);
  }
  case Kind::FcnSet: {
    // Enumerator lists the domain (toSetEnum) first; DomIVEnumerator (an
    // interval domain) only counts it. Both then ask the range whatever the
    // domain, and list it once per element of the domain.
    const Value &dom = parts[0], &rng = parts[1];
    if (dom.kind() != Kind::Interval) {
      if (!tlcEnumerable(dom))
        return PartProblem{0, tlcNotEnumerablePartText(s, 0)};
      if (std::optional<PartProblem> p = list(0, dom))
        return p;
    }
    if (!tlcEnumerable(rng))
      return PartProblem{1, tlcNotEnumerablePartText(s, 1)};
    if (isEmpty(dom))
      return std::nullopt;
    return list(1, rng);
  }
  case Kind::RecordSet:
  case Kind::Product:
    // SetOfRcdsValue/SetOfTuplesValue.Enumerator: each part listed in turn;
    // an empty one ends the constructor (the set is empty).
    for (size_t i = 0; i < parts.size(); ++i) {
      if (!tlcEnumerable(parts[i]))
        return PartProblem{i, tlcNotEnumerablePartText(s, i)};
      if (std::optional<PartProblem> p = list(i, parts[i]))
        return p;
      if (isEmpty(parts[i])) {
        if (empty)
          *empty = true;
        return std::nullopt;
      }
    }
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

} // namespace tlacore::val
