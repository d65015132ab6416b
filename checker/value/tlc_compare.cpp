// TLC's equality, ordering and membership across value kinds, with its
// error texts (tlc2/value/impl: BoolValue, IntValue, StringValue,
// SetEnumValue, IntervalValue, FcnRcdValue, RecordValue, UserValue, ...).
#include "tlc_compare.h"

#include "big_union.h"
#include "enumerate_error.h"
#include "error_chain.h"
#include "lazy_set_hash.h"

#include <algorithm>

#include "pretty_print.h"
#include "seq_view.h"
#include "set_ops.h"
#include "set_sort_error.h"

namespace tlacore::val {

namespace {

bool isModel(const Value &v) { return v.kind() == Kind::ModelValue; }

// TLC's type of a model value (ModelValue.java): 'x' for a name "x_str" of
// more than two characters, 0 (untyped) otherwise.
char modelType(const Value &v) {
  std::string_view name = v.text();
  return name.size() > 2 && name[1] == '_' ? name[0] : 0;
}

bool isTypedModel(const Value &v) { return isModel(v) && modelType(v) != 0; }

// Whether model values among `elems` have two different types.
bool typedModelsClash(const std::vector<Value> &elems) {
  char seen = 0;
  for (const Value &v : elems) {
    char t = isModel(v) ? modelType(v) : 0;
    if (t == 0)
      continue;
    if (seen != 0 && t != seen)
      return true;
    seen = t;
  }
  return false;
}

// ModelValue.equals and modelValueEquals: a typed model value equals only a
// model value of its type or an untyped one, and asking about any other
// value is an error; empty when TLC answers.
std::string typedModelEqualityError(const Value &a, const Value &b) {
  if (isTypedModel(a)) {
    if (!isModel(b))
      return "Attempted to check equality of typed model value " + std::string(a.text()) + " and non-model value\n" +
             tlcMessageText(b);
    if (modelType(b) != 0 && modelType(b) != modelType(a))
      return "Attempted to check equality of the differently-typed model values " + std::string(a.text()) + " and " +
             std::string(b.text());
    return {};
  }
  if (isTypedModel(b) && !isModel(a))
    return "Attempted to check equality of the typed model value " + std::string(b.text()) +
           " and the non-model value\n" + tlcMessageText(a);
  return {};
}

// ModelValue.modelValueMember: the error of asking whether typed model value x
// is in a set TLC checks it against (Nat, Int, STRING, Seq(S), [S -> T],
// record sets, products).
std::optional<bool> typedModelMember(const Value &x, const Value &s, std::string &error) {
  error = "Attempted to check if the typed model value " + std::string(x.text()) + " is an element of\n" +
          tlcMessageText(s);
  return std::nullopt;
}

// Nat, Int, STRING and Seq(S): TLC's "overridden" values (UserValue,
// SeqValue), which compare only with their own kind.
bool isOverridden(const Value &v) { return v.kind() == Kind::InfSet || v.kind() == Kind::SeqSet; }

bool stringKeys(const Value &v) {
  return std::all_of(v.keys().begin(), v.keys().end(), [](const Value &k) { return k.kind() == Kind::String; });
}

// A record as TLC builds one ([a |-> 1]): a non-empty domain of strings, not
// built as a function ([x \in {"a"} |-> 1] and "a" :> 1 are TLC functions).
bool isRecord(const Value &v) {
  return v.isFcn() && !v.keys().empty() && v.fcnOrigin() == FcnOrigin::Shape && stringKeys(v);
}

// Whether TLC holds the function with an interval domain (FcnRcdValue.intv):
// a tuple. Not one built by :> and @@, nor a record; nor (as tlacore does not
// keep whether its domain was an interval) one built by [x \in S |-> e].
bool intervalDomain(const Value &f) {
  if (f.fcnOrigin() != FcnOrigin::Shape || f.keys().empty())
    return false;
  for (size_t i = 0; i < f.keys().size(); ++i)
    if (!f.keys()[i].isInt() || f.keys()[i].asInt() != static_cast<int64_t>(i) + 1)
      return false;
  return true;
}

// Whether b could be seen as a record (toRcd: any function whose domain is strings).
bool asRecord(const Value &b) { return b.isFcn() && stringKeys(b); }

// The elements of a finite set-like value, or an Error value.
Value elementsOf(const Value &s) { return s.kind() == Kind::Set ? s : normalize(s, 1'000'000); }

const IntervalObj *interval(const Value &s) { return static_cast<const IntervalObj *>(s.heap()); }

// The number of elements of an interval or a finite set, known without
// listing them; nullopt for other sets.
std::optional<size_t> finiteSize(const Value &s) {
  if (s.kind() == Kind::Set)
    return s.elems().size();
  if (s.kind() == Kind::Interval)
    return interval(s)->hi < interval(s)->lo ? 0 : static_cast<size_t>(interval(s)->hi - interval(s)->lo) + 1;
  return std::nullopt;
}

const Value &trueValue() {
  static const Value t = Value::boolean(true);
  return t;
}

bool isBooleanSet(const Value &s) {
  return s.kind() == Kind::Set && s.elems().size() == 2 && s.elems()[0].isBool() && s.elems()[1].isBool();
}

std::string overriddenText(const Value &a, const Value &b) {
  if (isOverridden(b))
    return "Attempted to compare " + tlcMessageText(a) + " with the value\n" + tlcMessageText(b);
  return "Attempted to compare overridden value " + tlcMessageText(a) + " with non-overridden value:\n" +
         tlcMessageText(b);
}

// Nat and Int compare with each other, and each Seq(S) with itself.
bool overriddenComparable(const Value &a, const Value &b) {
  if (a.kind() == Kind::InfSet && b.kind() == Kind::InfSet) {
    auto numeric = [](const Value &v) {
      InfSetKind k = static_cast<const LazySetObj *>(v.heap())->inf;
      return k == InfSetKind::Nat || k == InfSetKind::Int;
    };
    InfSetKind ka = static_cast<const LazySetObj *>(a.heap())->inf, kb = static_cast<const LazySetObj *>(b.heap())->inf;
    return ka == kb || (numeric(a) && numeric(b));
  }
  return a.kind() == Kind::SeqSet && b.kind() == Kind::SeqSet;
}

// Nat = Int: FALSE (tlacore's order does not tell the infinite sets apart).
bool sameOverridden(const Value &a, const Value &b) {
  if (a.kind() == Kind::InfSet && b.kind() == Kind::InfSet)
    return static_cast<const LazySetObj *>(a.heap())->inf == static_cast<const LazySetObj *>(b.heap())->inf;
  if (a.kind() == Kind::SeqSet && b.kind() == Kind::SeqSet) // Seq(S) = Seq(T) when S = T
    return static_cast<const LazySetObj *>(a.heap())->parts[0] == static_cast<const LazySetObj *>(b.heap())->parts[0];
  return a == b;
}

// A function TLC keeps lazy (FcnLambdaValue) over a domain it cannot list:
// the error its toFcnRcd raises (FcnRcdValue's and RecordValue's equals and
// compareTo, SetOfFcnsValue.member, ... build it first).
const std::string &lazyBuildError(const Value &f) { return static_cast<const LazyFcnObj *>(f.heap())->buildError; }

// FcnLambdaValue.toTuple (TupleValue's equals and compareTo, SetOfTuplesValue.member):
// with one parameter over a set that is not an interval it lists the set,
// which Nat, Int, Real and STRING refuse (Value.toSetEnum answers null);
// otherwise (SUBSET Nat, several parameters) its toFcnRcd's error.
std::string lazyToTupleError(const Value &f) {
  const auto *o = static_cast<const LazyFcnObj *>(f.heap());
  if (o->fcnOrigin <= 1 && o->domain.kind() == Kind::InfSet)
    return "To convert a function of form [x \\in S |-> f(x)] to a tuple, the set S must be enumerable.";
  return o->buildError;
}

} // namespace

std::string lazyFcnToTupleError(const Value &f) {
  if (f.kind() != Kind::LazyFcn)
    return {};
  const auto *o = static_cast<const LazyFcnObj *>(f.heap());
  if (o->fcnOrigin > 1)
    return {};
  const Value &dom = o->domain;
  if (dom.kind() == Kind::Interval)
    return static_cast<const IntervalObj *>(dom.heap())->lo == 1 ? o->buildError : std::string();
  if (dom.kind() == Kind::InfSet)
    return "To convert a function of form [x \\in S |-> f(x)] to a tuple, the set S must be enumerable.";
  return tlcEnumerateError(dom);
}

namespace {
// A function TLC holds as a TupleValue (<<...>>, <<>>), which asks the other of toTuple.
bool tupleShaped(const Value &f) {
  return f.isFcn() && f.fcnOrigin() == FcnOrigin::Shape && (f.keys().empty() || intervalDomain(f));
}

// TLC's error comparing (or checking equality of) a with b where one is a lazy
// function (FcnLambdaValue) and a raises it; empty where it is b's kind that a names.
std::string lazyFcnCompareError(const Value &a, const Value &b) {
  if (a.kind() == Kind::LazyFcn)
    return lazyBuildError(a);
  if (a.isFcn() && b.kind() == Kind::LazyFcn)
    return tupleShaped(a) ? lazyToTupleError(b) : lazyBuildError(b);
  return {};
}

} // namespace

std::string tlcMessageText(const Value &v) { return prettyPrint(toString(v)); }

namespace {
// A set as its equals/compareTo print it: an interval as its elements
// (IntervalValue compares through toSetEnum).
std::string setText(const Value &s) {
  if (s.kind() == Kind::Interval) {
    Value e = elementsOf(s);
    if (!e.isError())
      return tlcMessageText(e);
  }
  return tlcMessageText(s);
}
} // namespace

namespace {
// ModelValue.compareTo and modelValueCompareTo (every other kind's
// compareTo passes a model value on to the latter): a typed model value
// orders only with a model value of its type or an untyped one.
std::string modelCompareError(const Value &a, const Value &b) {
  if (isModel(a)) {
    if (!isTypedModel(a))
      return {};
    if (isModel(b))
      return modelType(b) == 0 || modelType(b) == modelType(a)
                 ? std::string()
                 : "Attempted to compare the differently-typed model values " + std::string(a.text()) + " and " +
                       std::string(b.text());
    return "Attempted to compare the typed model value " + std::string(a.text()) + " and non-model value\n" +
           tlcMessageText(b);
  }
  if (isTypedModel(b))
    return "Attempted to compare the typed model value " + std::string(b.text()) + " and the non-model value\n" +
           tlcMessageText(a);
  return {};
}
} // namespace

// (A value whose hash was computed holds none: hashing one raises its build error.)
bool holdsLazyFcn(const Value &v) {
  switch (v.kind()) {
  case Kind::LazyFcn:
    return true;
  case Kind::Set:
    if (v.heap()->hashCache.load(std::memory_order_relaxed) != 0)
      return false;
    return std::any_of(v.elems().begin(), v.elems().end(), holdsLazyFcn);
  case Kind::Fcn:
    if (v.heap()->hashCache.load(std::memory_order_relaxed) != 0)
      return false;
    return std::any_of(v.keys().begin(), v.keys().end(), holdsLazyFcn) ||
           std::any_of(v.vals().begin(), v.vals().end(), holdsLazyFcn);
  case Kind::Subset:
  case Kind::FcnSet:
  case Kind::RecordSet:
  case Kind::Product:
  case Kind::SeqSet:
  case Kind::Union: {
    const auto &parts = static_cast<const LazySetObj *>(v.heap())->parts;
    return std::any_of(parts.begin(), parts.end(), holdsLazyFcn);
  }
  case Kind::PredSet:
    return holdsLazyFcn(static_cast<const PredSetObj *>(v.heap())->base);
  default:
    return false;
  }
}

namespace {
// Whether TLC finds x and y equal without an error: equal values, where one
// holding a lazy function (one value in both places, as g in {g} = {g} or
// {<<g>>} = {<<g>>}) is not, since its equals and compareTo build it
// (toFcnRcd) and raise what that raises.
bool builtAndEqual(const Value &x, const Value &y) { return x == y && !holdsLazyFcn(x); }
} // namespace

namespace {
// UNION S of an S TLC cannot list (LazySetObj::unlistableBase): its equals and compareTo list it,
// and every other value's texts print it (toString lists it): UnionValue.Enumerator's error.
bool unlistableUnion(const Value &v) {
  return v.kind() == Kind::Union && static_cast<const LazySetObj *>(v.heap())->unlistableBase;
}
} // namespace

std::string tlcCompareError(const Value &a, const Value &b) {
  if ((a.kind() == Kind::LazyFcn || b.kind() == Kind::LazyFcn) && !isModel(a))
    if (std::string err = lazyFcnCompareError(a, b); !err.empty())
      return err;
  if ((unlistableUnion(a) || unlistableUnion(b)) && !isModel(a)) [[unlikely]]
    return kUnionOfUnlistableText;
  if (isModel(a) || isModel(b))
    return modelCompareError(a, b);
  switch (a.kind()) {
  case Kind::Bool:
    if (b.isBool())
      return {};
    return "Attempted to compare boolean " + tlcMessageText(a) + " with non-boolean:\n" + tlcMessageText(b);
  case Kind::Int:
    if (b.isInt())
      return {};
    return "Attempted to compare integer " + tlcMessageText(a) + " with non-integer:\n" + tlcMessageText(b);
  case Kind::String:
    if (b.kind() == Kind::String)
      return {};
    return "Attempted to compare string " + tlcMessageText(a) + " with non-string:\n" + tlcMessageText(b);
  case Kind::Fcn: {
    if (isRecord(a) && !asRecord(b))
      return "Attempted to compare record:\n" + tlcMessageText(a) + "\nwith non-record\n" + tlcMessageText(b);
    if (!b.isFcn())
      return "Attempted to compare the function " + tlcMessageText(a) + " with the value:\n" + tlcMessageText(b);
    if (a.keys().size() != b.keys().size())
      return {};
    // FcnRcdValue.compareTo: a function over an interval (a tuple, or
    // [x \in 1..n |-> e]) against one over a list of keys checks that each
    // key is an integer, with its own words (which side holds the interval
    // decides them).
    bool aIntv = intervalDomain(a), bIntv = intervalDomain(b);
    for (size_t i = 0; i < a.keys().size(); ++i) {
      if (aIntv != bIntv) {
        const Value &key = aIntv ? b.keys()[i] : a.keys()[i];
        if (!key.isInt())
          return std::string("Attempted to compare integer with non-integer") + (aIntv ? ":\n" : "\n") +
                 tlcMessageText(key) + ".";
      }
      if (a.keys()[i] != b.keys()[i])
        return aIntv && bIntv ? std::string() : tlcCompareError(a.keys()[i], b.keys()[i]);
      if (!builtAndEqual(a.vals()[i], b.vals()[i]))
        return tlcCompareError(a.vals()[i], b.vals()[i]);
    }
    return {};
  }
  case Kind::Error:
    return {};
  default: // a set
    if (isOverridden(a))
      return overriddenComparable(a, b) ? std::string() : overriddenText(a, b);
    if (!b.isSetLike() || isOverridden(b))
      return "Attempted to compare the set " + setText(a) + " with the value:\n" + tlcMessageText(b);
    Value x = elementsOf(a), y = elementsOf(b);
    if (x.isError() || y.isError() || x.elems().size() != y.elems().size())
      return {};
    for (size_t i = 0; i < x.elems().size(); ++i)
      if (!builtAndEqual(x.elems()[i], y.elems()[i]))
        return tlcCompareError(x.elems()[i], y.elems()[i]);
    return {};
  }
}

std::optional<bool> tlcEquals(const Value &a, const Value &b, std::string &error) {
  if (a.kind() == b.kind() && a.kind() <= Kind::ModelValue && a == b)
    return true; // (a model value equals itself whatever its type)
  if (a.kind() == b.kind() && a.kind() < Kind::ModelValue)
    return false;
  if ((a.kind() == Kind::LazyFcn || b.kind() == Kind::LazyFcn) && !isModel(a))
    if (error = lazyFcnCompareError(a, b); !error.empty())
      return std::nullopt;
  if (isModel(a) || isModel(b)) {
    error = typedModelEqualityError(a, b);
    if (!error.empty())
      return std::nullopt;
    return a == b;
  }
  if (unlistableUnion(a) || unlistableUnion(b)) [[unlikely]] {
    error = kUnionOfUnlistableText;
    return std::nullopt;
  }
  // One object that has been fingerprinted: equal, with nothing compared
  // (its hash was computed, so it holds no lazy function and no set TLC
  // cannot order, nothing whose comparison with itself TLC refuses). A
  // successor built by EXCEPT shares most of its parts with the state's.
  if (a.kind() == b.kind() && a.heap() == b.heap() && a.heap() &&
      a.heap()->hashCache.load(std::memory_order_relaxed) != 0)
    return true;
  switch (a.kind()) {
  case Kind::Bool:
    error = "Attempted to compare equality of boolean " + tlcMessageText(a) + " with non-boolean:\n" +
            tlcMessageText(b);
    return std::nullopt;
  case Kind::Int:
    error = "Attempted to check equality of integer " + tlcMessageText(a) + " with non-integer:\n" + tlcMessageText(b);
    return std::nullopt;
  case Kind::String:
    error = "Attempted to check equality of string " + tlcMessageText(a) + " with non-string:\n" + tlcMessageText(b);
    return std::nullopt;
  case Kind::Fcn: {
    if (isRecord(a) && !asRecord(b)) {
      error = "Attempted to check equality of record:\n" + tlcMessageText(a) + "\nwith non-record\n" + tlcMessageText(b);
      return std::nullopt;
    }
    if (!b.isFcn()) {
      error = "Attempted to check equality of the function " + tlcMessageText(a) + " with the value:\n" +
              tlcMessageText(b);
      return std::nullopt;
    }
    if (a.keys().size() != b.keys().size())
      return false;
    // One domain shared (EXCEPT, tuples' 1..n): its keys are equal.
    const bool sharedKeys = &a.keys() == &b.keys();
    for (size_t i = 0; i < a.keys().size(); ++i) {
      if (!sharedKeys) {
        auto k = tlcEquals(a.keys()[i], b.keys()[i], error);
        if (!k || !*k)
          return k;
      }
      auto v = tlcEquals(a.vals()[i], b.vals()[i], error);
      if (!v || !*v)
        return v;
    }
    return true;
  }
  case Kind::Error:
    return a == b;
  default: { // a set
    if (isOverridden(a)) {
      if (overriddenComparable(a, b))
        return sameOverridden(a, b);
      error = overriddenText(a, b);
      return std::nullopt;
    }
    if (!b.isSetLike() || isOverridden(b)) {
      error = "Attempted to check equality of the set " + setText(a) + " with the value:\n" + tlcMessageText(b);
      return std::nullopt;
    }
    // An interval against an interval or a finite set of another size
    // (S = {} in a recursion): decided without listing the interval.
    if (a.kind() == Kind::Interval || b.kind() == Kind::Interval) {
      std::optional<size_t> na = finiteSize(a), nb = finiteSize(b);
      if (na && nb && *na != *nb)
        return false;
      if (a.kind() == Kind::Interval && b.kind() == Kind::Interval)
        return *na == 0 || (interval(a)->lo == interval(b)->lo && interval(a)->hi == interval(b)->hi);
    }
    // Two finite sets of different sizes (S = {} in a recursion): unequal,
    // with no element compared.
    if (a.kind() == Kind::Set && b.kind() == Kind::Set && a.elems().size() != b.elems().size()) {
      // (SetEnumValue.equals normalizes both first, a's then b's: two lazy functions in one are
      // compared, which builds them: {f} = {f, f} with f[n \in Nat] == ... fails. A lazy
      // function sorts last.)
      for (const Value *s : {&a, &b})
        if (s->elems().size() > 1 && s->elems().back().kind() == Kind::LazyFcn)
          if (std::string err = tlcNormalizeError(*s); !err.empty()) {
            error = std::move(err);
            return std::nullopt;
          }
      return false;
    }
    Value x = elementsOf(a), y = elementsOf(b);
    noteNormalFormCached(a); // UnionValue.equals caches its normal form (a set's equals(U) does not)
    if (x.isError() || y.isError()) {
      // A set compared with one of another form is listed (convertAndCache),
      // a's first: one TLC cannot list raises its enumeration error.
      if (a.kind() != b.kind())
        for (const Value *listed : {&a, &b})
          if (std::string err = tlcEnumerateError(*listed); !err.empty()) {
            error = std::move(err);
            return std::nullopt;
          }
      return a == b;
    }
    if (x.elems().size() != y.elems().size())
      return false;
    // SetEnumValue.equals: the elements in order, each with equals (an
    // interval compares through compareTo).
    bool byEquals = a.kind() != Kind::Interval && b.kind() != Kind::Interval;
    for (size_t i = 0; i < x.elems().size(); ++i)
      if (!builtAndEqual(x.elems()[i], y.elems()[i])) {
        if (byEquals) {
          std::optional<bool> same = tlcEquals(x.elems()[i], y.elems()[i], error);
          return same ? std::optional<bool>(false) : std::nullopt;
        }
        error = tlcCompareError(x.elems()[i], y.elems()[i]);
        if (!error.empty())
          return std::nullopt;
        return false;
      }
    return true;
  }
  }
}

namespace {

// Whether TLC holds the finite set `s` normalized (SetEnumValue.isNorm):
// TLC normalizes a set when it fingerprints, compares, prints, counts or
// enumerates it, and the values of constant definitions and of states
// (deepNormalize, fingerPrint). Of these, fingerprints and comparisons are
// what computes a set's hash here; BOOLEAN is built normalized.
bool normalizedInTlc(const Value &s) {
  return isBooleanSet(s) || s.heap()->hashCache.load(std::memory_order_relaxed) != 0;
}

// ValueVec.search over a sorted set: x.compareTo(e) for the elements the
// binary search meets, the first TLC cannot compare with x raising its error.
std::optional<bool> binarySearch(const Value &x, const Value &s, std::string &error) {
  const std::vector<Value> &e = s.elems();
  size_t low = 0, high = e.size();
  while (low < high) {
    size_t mid = (low + high) >> 1;
    error = tlcCompareError(x, e[mid]);
    if (!error.empty()) {
      noteErrorValue(x); // x.compareTo(e) raised it
      return std::nullopt;
    }
    int c = compare(x, e[mid]);
    if (c == 0)
      return true;
    if (c < 0)
      high = mid;
    else
      low = mid + 1;
  }
  return false;
}

// x \in part with TLC's errors, decided as the callers decide it.
std::optional<bool> memberOf(const Value &x, const Value &part, std::string &error) {
  std::optional<bool> in = tlcMember(x, part, error);
  if (!in && error.empty())
    in = contains(part, x);
  return in;
}

// TLC's member of [S -> T], [h : S, ...], S \X T and SUBSET S for an x they
// do not hold: FALSE, or nullopt with the error TLC raises on the way
// (SetOfFcnsValue, SetOfRcdsValue, SetOfTuplesValue, SubsetValue.member).
std::optional<bool> lazyMember(const Value &x, const Value &s, std::string &error) {
  const LazySetObj *o = static_cast<const LazySetObj *>(s.heap());
  // A lazy function: SetOfFcnsValue and SetOfRcdsValue.member build it (toFcnRcd, toRcd),
  // SetOfTuplesValue.member asks toTuple; SubsetValue.member refuses it as not Enumerable (below).
  if (x.kind() == Kind::LazyFcn && s.kind() != Kind::Subset) {
    error = s.kind() == Kind::Product ? lazyToTupleError(x) : lazyBuildError(x);
    return std::nullopt;
  }
  switch (s.kind()) {
  case Kind::FcnSet: {
    if (isModel(x))
      return false; // ModelValue.modelValueMember (an untyped one)
    if (!x.isFcn()) {
      error = "Attempted to check if \n" + toString(x) + "\nwhich is not a TLC function value, is in the set of functions:\n" +
              tlcMessageText(s);
      return std::nullopt;
    }
    // fcn.intv.equals(domain) for a function over an interval, else
    // domain.equals(DOMAIN fcn); then range.member of each value, in order.
    Value dom = domainOf(x);
    std::optional<bool> same =
        dom.kind() == Kind::Interval ? tlcEquals(dom, o->parts[0], error) : tlcEquals(o->parts[0], dom, error);
    if (!same || !*same)
      return same;
    for (const Value &v : x.vals()) {
      std::optional<bool> in = memberOf(v, o->parts[1], error);
      if (!in || !*in)
        return in;
    }
    return true;
  }
  case Kind::RecordSet: {
    if (isModel(x))
      return false;
    if (!x.isFcn() || !stringKeys(x)) { // toRcd: no record
      error = "Attempted to check if non-record\n" + toString(x) + "\nis in the set of records:\n" + tlcMessageText(s);
      return std::nullopt;
    }
    if (x.keys().size() != o->fieldNames.size())
      return false;
    for (size_t i = 0; i < o->fieldNames.size(); ++i) {
      if (x.keys()[i] != o->fieldNames[i])
        return false;
      std::optional<bool> in = memberOf(x.vals()[i], o->parts[i], error);
      if (!in || !*in)
        return in;
    }
    return true;
  }
  case Kind::Product: {
    if (isModel(x))
      return false;
    auto nonTuple = [&]() -> std::optional<bool> {
      error = "Attempted to check if non-tuple\n" + tlcMessageText(x) + "\nis in the set of tuples:\n" + tlcMessageText(s);
      return std::nullopt;
    };
    if (!x.isFcn())
      return nonTuple();
    const std::vector<Value> *seq = sequenceView(x);
    if (!seq) {
      // toFcnRcd: FALSE for a function over an interval, an error for one
      // whose domain holds a non-integer.
      if (x.hasIntervalDomain())
        return false;
      for (const Value &k : x.keys())
        if (!k.isInt())
          return nonTuple();
      return false;
    }
    const std::vector<Value> &elems = *seq;
    if (elems.size() != o->parts.size())
      return false;
    for (size_t i = 0; i < elems.size(); ++i) {
      std::optional<bool> in = memberOf(elems[i], o->parts[i], error);
      if (!in || !*in)
        return in;
    }
    return true;
  }
  case Kind::Subset: {
    if (isModel(x))
      return false;
    if (!x.isSetLike()) {
      error = "Attempted to check if the non-enumerable value\n" + tlcMessageText(x) + "\nis element of\n" +
              tlcMessageText(s);
      return std::nullopt;
    }
    Value elems = elementsOf(x);
    if (elems.isError())
      return std::nullopt;
    for (const Value &e : elems.elems()) {
      std::optional<bool> in = memberOf(e, o->parts[0], error);
      if (!in || !*in)
        return in;
    }
    return true;
  }
  default:
    return std::nullopt;
  }
}

} // namespace

namespace {
std::optional<bool> tlcMemberOf(const Value &x, const Value &s, std::string &error) {
  auto notMember = [&](const std::string &what) -> std::optional<bool> {
    error = "Attempted to check if the value:\n" + tlcMessageText(x) + "\nis " + what;
    return std::nullopt;
  };
  switch (s.kind()) {
  case Kind::Int:
    return notMember("an element of the integer " + tlcMessageText(s));
  case Kind::Bool:
    return notMember("an element of the boolean " + tlcMessageText(s));
  case Kind::String:
    return notMember("an element of the string " + tlcMessageText(s));
  case Kind::Fcn:
  case Kind::LazyFcn:
    return notMember("an element of the function " + tlcMessageText(s));
  case Kind::Set: {
    if (isBooleanSet(s)) { // BOOLEAN, kept sorted: searched with x.compareTo
      if (x.isBool() || isModel(x))
        return x.isBool();
      error = tlcCompareError(x, trueValue());
      return std::nullopt;
    }
    // (A lazy function is found by no search: TLC compares it, and building it fails.)
    auto in = x.kind() == Kind::LazyFcn ? std::optional<bool>(false) : contains(s, x);
    if (in && *in && !holdsLazyFcn(x)) // (<<g>> \in {<<g>>}: compared, g is built)
      return true;
    // A set TLC has normalized (ValueVec.search, sorted): a binary search
    // asking x.compareTo(e) of the elements it meets.
    if (normalizedInTlc(s))
      return binarySearch(x, s, error);
    // Searched element by element with e.equals(x): the first that TLC
    // cannot compare with x raises its error.
    if (!s.elems().empty() && !isModel(x)) {
      auto eq = tlcEquals(s.elems().front(), x, error);
      if (!eq) {
        noteErrorValue(s.elems().front()); // e.equals(x) raised it
        return std::nullopt;
      }
    }
    return false;
  }
  case Kind::Interval: {
    auto *iv = static_cast<const IntervalObj *>(s.heap());
    if (x.isInt())
      return x.asInt() >= iv->lo && x.asInt() <= iv->hi;
    if (iv->lo <= iv->hi && (!isModel(x) || isTypedModel(x)))
      return notMember("in the integer interval " + tlcMessageText(s));
    return false;
  }
  case Kind::InfSet: {
    InfSetKind k = static_cast<const LazySetObj *>(s.heap())->inf;
    if (isTypedModel(x) && k != InfSetKind::Any && k != InfSetKind::Real)
      return typedModelMember(x, s, error);
    if (isModel(x) || k == InfSetKind::Any || k == InfSetKind::Real)
      return contains(s, x);
    if (k == InfSetKind::String ? x.kind() == Kind::String : x.isInt())
      return contains(s, x);
    return notMember("an element of " + tlcMessageText(s) + ".");
  }
  case Kind::Union: { // SetCupValue.member: S's answer, then T's
    if (static_cast<const LazySetObj *>(s.heap())->unlistableBase) {
      // UnionValue.member over an S not Enumerable: its text prints the union, which lists it.
      error = kUnionOfUnlistableText;
      return std::nullopt;
    }
    for (const Value &part : static_cast<const LazySetObj *>(s.heap())->parts) {
      auto in = tlcMember(x, part, error);
      if (!in && error.empty())
        in = contains(part, x);
      if (!in || *in)
        return in;
    }
    return false;
  }
  case Kind::SeqSet: {
    if (isTypedModel(x))
      return typedModelMember(x, s, error);
    if (isModel(x))
      return false;
    const std::vector<Value> *elems = x.isFcn() ? sequenceView(x) : nullptr;
    if (!elems && x.kind() == Kind::LazyFcn) // Sequences.member asks toTuple
      if (std::string err = lazyFcnToTupleError(x); !err.empty()) {
        error = std::move(err);
        return std::nullopt;
      }
    if (!elems)
      return notMember("an element of " + tlcMessageText(s) + ".");
    const Value &base = static_cast<const LazySetObj *>(s.heap())->parts[0];
    for (const Value &e : *elems) {
      auto in = tlcMember(e, base, error);
      if (!in && error.empty())
        in = contains(base, e);
      if (!in || !*in)
        return in;
    }
    return true;
  }
  case Kind::FcnSet:
  case Kind::RecordSet:
  case Kind::Product:
  case Kind::Subset: {
    if (isTypedModel(x))
      return typedModelMember(x, s, error);
    // A member is one whatever TLC asks on the way (its parts are
    // comparable with it): only a miss is asked again TLC's way, for the
    // error TLC raises instead of answering FALSE.
    std::optional<bool> in = contains(s, x);
    if (in && *in)
      return true;
    std::optional<bool> asked = lazyMember(x, s, error);
    if (!asked && !error.empty())
      return std::nullopt;
    return in;
  }
  default:
    return std::nullopt;
  }
}
} // namespace

std::optional<bool> tlcMember(const Value &x, const Value &s, std::string &error) {
  std::optional<bool> in = tlcMemberOf(x, s, error);
  if (!in && !error.empty())
    noteErrorValue(s); // s.member raised it (error_chain.h)
  return in;
}

namespace {
// Whether v holds no lazy set at any depth: its hash is cheap and cannot fail.
bool plainValue(const Value &v) {
  switch (v.kind()) {
  case Kind::Set:
    return std::all_of(v.elems().begin(), v.elems().end(), plainValue);
  case Kind::Fcn:
    return std::all_of(v.keys().begin(), v.keys().end(), plainValue) &&
           std::all_of(v.vals().begin(), v.vals().end(), plainValue);
  default:
    return v.kind() <= Kind::ModelValue;
  }
}
} // namespace

void noteDeepNormalized(const Value &v) {
  if (v.kind() == Kind::Set) {
    if (plainValue(v)) {
      try {
        (void)v.hash(); // the hash marks it and every set within (normalizedInTlc)
      } catch (const FingerprintError &) {
        // Elements TLC cannot order: the error is raised where the set is used.
      }
      return;
    }
    for (const Value &e : v.elems())
      noteDeepNormalized(e);
    return;
  }
  // A FcnLambdaValue's deepNormalize normalizes its domains only (its
  // FcnRcdValue is not built); a FcnRcdValue's (tuples, records) its values.
  if (v.kind() == Kind::Fcn && v.fcnOrigin() != FcnOrigin::Lambda)
    for (const Value &e : v.vals())
      noteDeepNormalized(e);
}

std::string tlcNormalizeError(const Value &s) {
  if (s.kind() != Kind::Set)
    return {};
  // (Recorded also for a set of one where TLC's held duplicates: {g, g}, g a lazy function.)
  if (const std::string *err = recordedSortError(s))
    return *err;
  if (s.elems().size() < 2)
    return {};
  const auto &e = s.elems();
  // Sorted by kind first: values of one kind group cannot clash, but for
  // model values of different types.
  auto group = [](const Value &v) { return v.isSetLike() ? Kind::Set : v.kind(); };
  if (group(e.front()) == group(e.back()) && !e.front().isFcn() && !e.front().isSetLike() &&
      e.back().kind() != Kind::LazyFcn && // (ordered last: any lazy function is at the back)
      (!isModel(e.front()) || !typedModelsClash(e)))
    return {};
  for (size_t i = 1; i < e.size(); ++i) {
    std::string err = tlcCompareError(e[i], e[i - 1]);
    if (!err.empty())
      return err;
  }
  // Model values of two types apart (untyped ones between them): the first
  // such pair.
  if (!typedModelsClash(e))
    return {};
  for (size_t i = 0; i < e.size(); ++i)
    for (size_t j = i + 1; j < e.size() && isTypedModel(e[i]); ++j)
      if (std::string err = tlcCompareError(e[j], e[i]); !err.empty())
        return err;
  return {};
}

} // namespace tlacore::val
