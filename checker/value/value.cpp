#include "value.h"

#include <algorithm>
#include <cassert>
#include <cctype>
#include <cmath>
#include <xxhash.h>

#include "print_version.h"
#include "set_cost_tag.h"
#include "set_ops.h"
#include "set_size.h"
#include "set_sort_error.h"
#include "set_stream.h"
#include "big_union.h"
#include "lazy_set_hash.h"
#include "tlc_compare.h"
#include "value_hash.h"

namespace tlacore::val {

namespace {
using hashing::mix;

int rank(Kind k) {
  switch (k) {
  case Kind::Bool: return 0;
  case Kind::Int: return 1;
  case Kind::String: return 2;
  case Kind::ModelValue: return -1; // TLC: a model value is below every other value (ModelValue.compareTo)
  case Kind::Set: case Kind::Interval: case Kind::Subset: case Kind::FcnSet: case Kind::RecordSet:
  case Kind::Product: case Kind::InfSet: case Kind::SeqSet: case Kind::PredSet: case Kind::Union:
    return 4;
  case Kind::Fcn: return 5;
  case Kind::LazyFcn: return 6; // never compared by TLC (tlcEquals raises its error): apart from Fcn
  case Kind::Error: return 7;
  }
  return 7;
}
} // namespace

struct ValueAccess {
  static Value fromHeap(Kind k, const HeapObj *p) {
    Value v;
    v.kind_ = k;
    v.p_ = p;
    return v;
  }
};

bool Value::isSetLike() const {
  switch (kind_) {
  case Kind::Set: case Kind::Interval: case Kind::Subset: case Kind::FcnSet: case Kind::RecordSet:
  case Kind::Product: case Kind::InfSet: case Kind::SeqSet: case Kind::PredSet: case Kind::Union:
    return true;
  default:
    return false;
  }
}

Value Value::lazyFcn(const LazyFcnObj *obj) { return ValueAccess::fromHeap(Kind::LazyFcn, obj); }

Value Value::fromStringObj(const StringObj *obj) { return ValueAccess::fromHeap(obj->kind, obj); }

SetObj::~SetObj() {
  if (fcnOrigin)
    forgetSortError(this);
  if (intervalDomain) [[unlikely]]
    forgetCostTag(this);
}

LazySetObj::~LazySetObj() {
  if (intervalDomain) [[unlikely]]
    forgetCostTag(this);
}

Value Value::sortedSet(std::vector<Value> elems) { return ValueAccess::fromHeap(Kind::Set, new SetObj(std::move(elems))); }

Value Value::set(std::vector<Value> elems) {
  bool sorted = true;
  for (size_t i = 1; i < elems.size() && sorted; ++i)
    sorted = compare(elems[i - 1], elems[i]) < 0;
  if (sorted)
    return sortedSet(std::move(elems));
  std::sort(elems.begin(), elems.end(), [](const Value &a, const Value &b) { return compare(a, b) < 0; });
  elems.erase(std::unique(elems.begin(), elems.end(), [](const Value &a, const Value &b) { return compare(a, b) == 0; }),
              elems.end());
  return sortedSet(std::move(elems));
}

Value Value::emptySet() { return sortedSet({}); }

Value Value::fcn(std::vector<Value> keys, std::vector<Value> vals) {
  std::vector<size_t> idx(keys.size());
  for (size_t i = 0; i < idx.size(); ++i)
    idx[i] = i;
  bool sorted = true;
  for (size_t i = 1; i < keys.size() && sorted; ++i)
    sorted = compare(keys[i - 1], keys[i]) < 0;
  if (!sorted) {
    std::sort(idx.begin(), idx.end(), [&](size_t a, size_t b) { return compare(keys[a], keys[b]) < 0; });
    std::vector<Value> k2, v2;
    k2.reserve(keys.size());
    v2.reserve(keys.size());
    for (size_t i : idx) {
      if (!k2.empty() && compare(k2.back(), keys[i]) == 0)
        continue; // duplicate key: the first wins
      k2.push_back(std::move(keys[i]));
      v2.push_back(std::move(vals[i]));
    }
    keys = std::move(k2);
    vals = std::move(v2);
  }
  return ValueAccess::fromHeap(Kind::Fcn, new FcnObj(std::move(keys), std::move(vals)));
}

Value Value::sortedFcn(std::vector<Value> keys, std::vector<Value> vals) {
  return ValueAccess::fromHeap(Kind::Fcn, new FcnObj(std::move(keys), std::move(vals)));
}

FcnObj::FcnObj(Value owner, std::vector<Value> v) : HeapObj(Kind::Fcn), vals(std::move(v)), keysOwner(std::move(owner)) {
  keys = static_cast<const FcnObj *>(keysOwner.heap())->keys;
}

Value Value::withVals(std::vector<Value> vals) const {
  assert(kind_ == Kind::Fcn && vals.size() == keys().size());
  auto *self = static_cast<const FcnObj *>(p_);
  // The owner of the keys, never a function that shares them itself: chains of EXCEPTs stay one step long.
  // Shared only when the owner is marked shared (a tuple's 1..n, a cfg constant): every function EXCEPTed
  // from one initial state would otherwise count references on that state's function, and two workers
  // doing so contend for its cache line on every successor (SimpleRegular at 2 workers: +5% time).
  const Value &owner = self->keysOwner.isError() ? *this : self->keysOwner;
  bool shared = owner.heap()->refs.load(std::memory_order_relaxed) & kSharedRefs;
  auto *o = shared ? new FcnObj(owner, std::move(vals)) : new FcnObj(*self->keys, std::move(vals));
  o->fcnOrigin = p_->fcnOrigin;
  o->intervalDomain = p_->intervalDomain;
  return ValueAccess::fromHeap(Kind::Fcn, o);
}

namespace {
// Tuples of up to this many elements share their domain 1..n (FcnObj::keysOwner).
constexpr size_t kSharedTupleDomains = 16;

std::vector<Value> tupleKeys(size_t n) {
  std::vector<Value> keys;
  keys.reserve(n);
  for (size_t i = 0; i < n; ++i)
    keys.push_back(Value::integer(static_cast<int64_t>(i + 1)));
  return keys;
}

// <<1, ..., n>> for each n below kSharedTupleDomains: built once per
// process, marked shared (markShared), never freed.
const Value &tupleDomainOwner(size_t n) {
  static const std::vector<Value> owners = [] {
    std::vector<Value> v;
    for (size_t i = 0; i < kSharedTupleDomains; ++i) {
      v.push_back(ValueAccess::fromHeap(Kind::Fcn, new FcnObj(tupleKeys(i), tupleKeys(i))));
      markShared(v.back());
    }
    return v;
  }();
  return owners[n];
}
} // namespace

Value Value::tuple(std::vector<Value> elems) {
  if (size_t n = elems.size(); n < kSharedTupleDomains)
    return ValueAccess::fromHeap(Kind::Fcn, new FcnObj(tupleDomainOwner(n), std::move(elems)));
  std::vector<Value> keys = tupleKeys(elems.size());
  return ValueAccess::fromHeap(Kind::Fcn, new FcnObj(std::move(keys), std::move(elems)));
}

Value Value::record(std::vector<std::pair<Value, Value>> fields) {
  std::vector<Value> keys, vals;
  for (auto &[n, v] : fields) {
    keys.push_back(std::move(n));
    vals.push_back(std::move(v));
  }
  return fcn(std::move(keys), std::move(vals));
}

Value Value::interval(int64_t lo, int64_t hi) {
  if (hi < lo)
    return emptySet();
  return ValueAccess::fromHeap(Kind::Interval, new IntervalObj(lo, hi));
}

Value Value::subsetOf(Value base) { return ValueAccess::fromHeap(Kind::Subset, new LazySetObj(Kind::Subset, {std::move(base)})); }
Value Value::fcnSet(Value d, Value r) {
  return ValueAccess::fromHeap(Kind::FcnSet, new LazySetObj(Kind::FcnSet, {std::move(d), std::move(r)}));
}
Value Value::recordSet(std::vector<std::pair<Value, Value>> fields) {
  std::sort(fields.begin(), fields.end(), [](const auto &a, const auto &b) { return compare(a.first, b.first) < 0; });
  std::vector<Value> sets;
  std::vector<Value> names;
  for (auto &[n, s] : fields) {
    names.push_back(n);
    sets.push_back(std::move(s));
  }
  auto *obj = new LazySetObj(Kind::RecordSet, std::move(sets));
  obj->fieldNames = std::move(names);
  return ValueAccess::fromHeap(Kind::RecordSet, obj);
}
Value Value::product(std::vector<Value> sets) {
  return ValueAccess::fromHeap(Kind::Product, new LazySetObj(Kind::Product, std::move(sets)));
}
Value Value::seqSet(Value elems) {
  return ValueAccess::fromHeap(Kind::SeqSet, new LazySetObj(Kind::SeqSet, {std::move(elems)}));
}

Value Value::predSet(Value base, std::function<std::optional<bool>(const Value &)> pred, PredSetForm form,
                     Value other) {
  auto *obj = new PredSetObj(std::move(base), std::move(pred));
  obj->form = form;
  obj->other = std::move(other);
  return ValueAccess::fromHeap(Kind::PredSet, obj);
}

Value Value::lazyUnion(Value a, Value b) {
  return ValueAccess::fromHeap(Kind::Union, new LazySetObj(Kind::Union, {std::move(a), std::move(b)}));
}

Value Value::lazyBigUnion(Value a, Value b) {
  auto *obj = new LazySetObj(Kind::Union, {std::move(a), std::move(b)});
  obj->bigUnion = true;
  return ValueAccess::fromHeap(Kind::Union, obj);
}

Value Value::unionOfUnlistable(Value s) {
  auto *obj = new LazySetObj(Kind::Union, {std::move(s), emptySet()});
  obj->bigUnion = true;
  obj->unlistableBase = true;
  return ValueAccess::fromHeap(Kind::Union, obj);
}

Value Value::infSet(InfSetKind k) {
  auto *obj = new LazySetObj(Kind::InfSet, {});
  obj->inf = k;
  return ValueAccess::fromHeap(Kind::InfSet, obj);
}

std::string_view Value::text() const {
  assert(kind_ == Kind::String || kind_ == Kind::ModelValue);
  return static_cast<const StringObj *>(p_)->text;
}
const std::vector<Value> &Value::elems() const {
  assert(kind_ == Kind::Set);
  return static_cast<const SetObj *>(p_)->elems;
}
const std::vector<Value> &Value::keys() const {
  assert(kind_ == Kind::Fcn);
  return *static_cast<const FcnObj *>(p_)->keys;
}
const std::vector<Value> &Value::vals() const {
  assert(kind_ == Kind::Fcn);
  return static_cast<const FcnObj *>(p_)->vals;
}

uint64_t Value::hash() const {
  switch (kind_) {
  case Kind::Bool:
    return mix(0x1001, static_cast<uint64_t>(i_));
  case Kind::Int:
    return mix(0x2002, static_cast<uint64_t>(i_));
  case Kind::Error:
    return 0x7007;
  default:
    break;
  }
  uint64_t cached = p_->hashCache.load(std::memory_order_relaxed);
  if (cached)
    return cached;
  uint64_t h = 0;
  try {
  switch (kind_) {
  case Kind::String:
  case Kind::ModelValue: {
    std::string_view t = text();
    h = mix(kind_ == Kind::String ? 0x3003 : 0x4004, XXH3_64bits(t.data(), t.size()));
    break;
  }
  case Kind::Fcn: {
    const auto &k = keys();
    const auto &v = vals();
    uint64_t sum = 0;
    for (size_t i = 0; i < k.size(); ++i)
      sum += hashing::pairTerm(k[i].hash(), v[i].hash());
    h = hashing::fcnHash(sum, k.size());
    break;
  }
  case Kind::Set: {
    // TLC sorts a set to fingerprint it (SetEnumValue.fingerPrint
    // normalizes it): elements it cannot order raise its compare error.
    if (elems().size() > 1)
      if (std::string err = tlcNormalizeError(*this); !err.empty())
        throw FingerprintError{std::move(err), true};
    uint64_t sum = 0;
    for (const Value &e : elems())
      sum += hashing::elementTerm(e.hash());
    h = hashing::setHash(sum, elems().size());
    break;
  }
  case Kind::LazyFcn:
    // FcnLambdaValue.fingerPrint builds the function first (toFcnRcd), which fails.
    throw FingerprintError{static_cast<const LazyFcnObj *>(p_)->buildError, true};
  default:
    // Lazy sets hash as the set they stand for, computed from their parts'
    // element hashes (lazy_set_hash.h); FingerprintError where TLC cannot
    // fingerprint them.
    h = lazySetHash(*this);
    noteNormalFormCached(*this); // a fingerprint caches a UNION's normal form in TLC
    break;
  }
  } catch (FingerprintError &e) {
    // This value passes it on, named among the values it went through.
    e.addFrame(p_);
    throw;
  }
  if (h == 0)
    h = 1;
  p_->hashCache.store(h, std::memory_order_relaxed);
  return h;
}

int compare(const Value &a, const Value &b) {
  // The same value (one payload, or equal immediate bits).
  if (a.kind() == b.kind() && a.heap() == b.heap())
    return 0;
  int ra = rank(a.kind()), rb = rank(b.kind());
  if (ra != rb)
    return ra < rb ? -1 : 1;
  switch (a.kind()) {
  case Kind::Bool:
  case Kind::Int:
    return a.asInt() < b.asInt() ? -1 : a.asInt() > b.asInt() ? 1 : 0;
  case Kind::String:
  case Kind::ModelValue: {
    if (a.heap() == b.heap())
      return 0;
    // TLC compares UniqueString toks (see string_table.h); texts first seen
    // while checking come last, by their bytes.
    const auto *x = static_cast<const StringObj *>(a.heap());
    const auto *y = static_cast<const StringObj *>(b.heap());
    if (x->late != y->late)
      return x->late ? 1 : -1;
    if (!x->late && x->tok != y->tok)
      return x->tok < y->tok ? -1 : 1;
    int c = a.text().compare(b.text());
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }
  case Kind::Fcn: {
    if (a.heap() == b.heap())
      return 0;
    const auto &ka = a.keys(), &kb = b.keys();
    if (ka.size() != kb.size())
      return ka.size() < kb.size() ? -1 : 1;
    if (&ka != &kb) // one domain shared (tuples' 1..n, Value::withVals): equal keys
      for (size_t i = 0; i < ka.size(); ++i)
        if (int c = compare(ka[i], kb[i]))
          return c;
    const auto &va = a.vals(), &vb = b.vals();
    for (size_t i = 0; i < va.size(); ++i)
      if (int c = compare(va[i], vb[i]))
        return c;
    return 0;
  }
  case Kind::LazyFcn: // an order only (TLC raises buildError: tlcCompareError)
    return a.heap() < b.heap() ? -1 : 1;
  case Kind::Error:
    return 0;
  default:
    break;
  }
  // Sets (any representation): by size, then element-wise.
  if (a.kind() == Kind::Interval && b.kind() == Kind::Interval) {
    auto *x = static_cast<const IntervalObj *>(a.heap());
    auto *y = static_cast<const IntervalObj *>(b.heap());
    int64_t sx = x->hi - x->lo, sy = y->hi - y->lo;
    if (sx != sy)
      return sx < sy ? -1 : 1;
    return x->lo < y->lo ? -1 : x->lo > y->lo ? 1 : 0;
  }
  if (a.heap() == b.heap())
    return 0;
  // SUBSET A and SUBSET B order as A and B: by size (2^|A|), then by their
  // first differing singleton {a_i}, {b_i}.
  if (a.kind() == Kind::Subset && b.kind() == Kind::Subset)
    return compare(static_cast<const LazySetObj *>(a.heap())->parts[0],
                   static_cast<const LazySetObj *>(b.heap())->parts[0]);
  // Two explicit sets (the common case): their elements, no copy taken.
  Value na, nb;
  const Value &sa = a.kind() == Kind::Set ? a : (na = normalize(a));
  const Value &sb = b.kind() == Kind::Set ? b : (nb = normalize(b));
  noteNormalFormCached(a); // so does a comparison (UnionValue.compareTo, equals)
  noteNormalFormCached(b);
  if (sa.isError() || sb.isError())
    return sa.isError() == sb.isError() ? 0 : (sa.isError() ? 1 : -1);
  const auto &ea = sa.elems(), &eb = sb.elems();
  if (ea.size() != eb.size())
    return ea.size() < eb.size() ? -1 : 1;
  for (size_t i = 0; i < ea.size(); ++i)
    if (int c = compare(ea[i], eb[i]))
      return c;
  return 0;
}

namespace {
void print(const Value &v, std::string &out);

bool isTupleKeys(const std::vector<Value> &keys) {
  for (size_t i = 0; i < keys.size(); ++i)
    if (!keys[i].isInt() || keys[i].asInt() != static_cast<int64_t>(i + 1))
      return false;
  return true;
}

void printList(const std::vector<Value> &vs, std::string &out) {
  for (size_t i = 0; i < vs.size(); ++i) {
    if (i)
      out += ", ";
    print(vs[i], out);
  }
}

// The number of elements TLC's size() gives for a set (+infinity when it
// cannot count them).
double tlcSize(const Value &s) {
  if (s.kind() == Kind::Set)
    return static_cast<double>(s.elems().size());
  std::optional<double> size = setSize(s);
  if (!size)
    return INFINITY;
  if (s.kind() == Kind::Union || s.kind() == Kind::PredSet) { // setSize is an upper bound
    if (std::isinf(*size))
      return INFINITY;
    Value elems = normalize(s, 1'000'000);
    return elems.isError() ? INFINITY : static_cast<double>(elems.elems().size());
  }
  return *size;
}

// TLC prints a finite set it represents lazily with its elements
// (TLCGlobals.expand) when it is small: SUBSET S when S has fewer than 7
// elements, [S -> T], [a : S, ...] and S \X T when they have fewer than
// TLCGlobals.enumBound (2000); a larger one keeps its lazy form. A union is
// always listed.
bool printExpanded(const Value &v, std::string &out) {
  constexpr double kEnumBound = 2000;
  double size = 0;
  switch (v.kind()) {
  case Kind::Subset:
    size = tlcSize(static_cast<const LazySetObj *>(v.heap())->parts[0]) < 7 ? 0 : INFINITY;
    break;
  case Kind::FcnSet: {
    auto *o = static_cast<const LazySetObj *>(v.heap());
    size = std::pow(tlcSize(o->parts[1]), tlcSize(o->parts[0]));
    break;
  }
  case Kind::RecordSet:
  case Kind::Product: {
    size = 1;
    for (const Value &part : static_cast<const LazySetObj *>(v.heap())->parts)
      size *= tlcSize(part);
    break;
  }
  case Kind::Union:
    break;
  case Kind::PredSet: { // S \ T or S \cap T of a lazy union: listed, as TLC's SetDiffValue and SetCapValue;
    // a filter over a finite base too large to list at once (SetPredValue.toSetEnum)
    std::optional<double> base = setSize(static_cast<const PredSetObj *>(v.heap())->base);
    if (!listsDuplicates(v) && !(base && std::isfinite(*base)))
      return false;
    break;
  }
  default:
    return false;
  }
  if (!(size < kEnumBound)) // NaN (0 * inf) too: TLC's size() fails and it keeps the lazy form
    return false;
  Value elems = normalize(v, 1'000'000);
  if (elems.isError())
    return false;
  print(elems, out);
  return true;
}

void print(const Value &v, std::string &out) {
  if (printExpanded(v, out))
    return;
  switch (v.kind()) {
  case Kind::Bool:
    out += v.asBool() ? "TRUE" : "FALSE";
    return;
  case Kind::Int:
    out += std::to_string(v.asInt());
    return;
  case Kind::String:
    out += '"';
    out += printVersion(v.text());
    out += '"';
    return;
  case Kind::ModelValue:
    out += v.text();
    return;
  case Kind::Set:
    out += '{';
    printList(v.elems(), out);
    out += '}';
    return;
  case Kind::Interval: {
    auto *iv = static_cast<const IntervalObj *>(v.heap());
    if (iv->lo > iv->hi) // TLC prints an empty interval as the empty set
      out += "{}";
    else
      out += std::to_string(iv->lo) + ".." + std::to_string(iv->hi);
    return;
  }
  case Kind::Fcn: {
    const auto &k = v.keys();
    if (isTupleKeys(k)) {
      out += "<<";
      printList(v.vals(), out);
      out += ">>";
      return;
    }
    // Printed as a record when every key is a string that reads as a field
    // name (TLC prints ("a" :> 1 @@ "x y" :> 1) as a function).
    bool record = std::all_of(k.begin(), k.end(), [](const Value &x) {
      if (x.kind() != Kind::String)
        return false;
      std::string_view t = x.text();
      bool letter = false;
      for (char c : t) {
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
          return false;
        letter = letter || std::isalpha(static_cast<unsigned char>(c));
      }
      return letter;
    });
    if (record) {
      out += '[';
      for (size_t i = 0; i < k.size(); ++i) {
        if (i)
          out += ", ";
        out += k[i].text();
        out += " |-> ";
        print(v.vals()[i], out);
      }
      out += ']';
      return;
    }
    out += '(';
    for (size_t i = 0; i < k.size(); ++i) {
      if (i)
        out += " @@ ";
      print(k[i], out);
      out += " :> ";
      print(v.vals()[i], out);
    }
    out += ')';
    return;
  }
  case Kind::InfSet: {
    auto *o = static_cast<const LazySetObj *>(v.heap());
    out += o->inf == InfSetKind::Nat    ? "Nat"
           : o->inf == InfSetKind::Int  ? "Int"
           : o->inf == InfSetKind::Real ? "Real"
           : o->inf == InfSetKind::Any  ? "Any"
                                        : "STRING";
    return;
  }
  case Kind::Union: {
    auto *o = static_cast<const LazySetObj *>(v.heap());
    print(o->parts[0], out);
    out += " \\cup ";
    print(o->parts[1], out);
    return;
  }
  case Kind::PredSet: {
    auto *o = static_cast<const PredSetObj *>(v.heap());
    if (o->form != PredSetForm::Filter) {
      // SetDiffValue/SetCapValue.toString: listed when it can be, else S op T.
      if (Value listed = normalize(v, 1'000'000); !listed.isError()) {
        print(listed, out);
        return;
      }
      print(o->base, out);
      out += o->form == PredSetForm::Difference ? " \\ " : " \\cap ";
      print(o->other, out);
      return;
    }
    out += "{x \\in ";
    print(o->base, out);
    out += " : ...}";
    return;
  }
  case Kind::SeqSet: {
    out += "Seq(";
    print(static_cast<const LazySetObj *>(v.heap())->parts[0], out);
    out += ")";
    return;
  }
  case Kind::Subset: {
    // SUBSET binds tighter than `..`: TLC parenthesizes an interval.
    const Value &base = static_cast<const LazySetObj *>(v.heap())->parts[0];
    bool paren = base.kind() == Kind::Interval && static_cast<const IntervalObj *>(base.heap())->lo <=
                                                      static_cast<const IntervalObj *>(base.heap())->hi;
    out += paren ? "SUBSET (" : "SUBSET ";
    print(base, out);
    if (paren)
      out += ')';
    return;
  }
  case Kind::FcnSet: {
    auto *o = static_cast<const LazySetObj *>(v.heap());
    out += '[';
    print(o->parts[0], out);
    out += " -> ";
    print(o->parts[1], out);
    out += ']';
    return;
  }
  case Kind::RecordSet: {
    auto *o = static_cast<const LazySetObj *>(v.heap());
    out += '[';
    for (size_t i = 0; i < o->parts.size(); ++i) {
      if (i)
        out += ", ";
      out += std::string(o->fieldNames[i].text()) + ": ";
      print(o->parts[i], out);
    }
    out += ']';
    return;
  }
  case Kind::Product: {
    auto *o = static_cast<const LazySetObj *>(v.heap());
    out += '(';
    for (size_t i = 0; i < o->parts.size(); ++i) {
      if (i)
        out += " \\X ";
      print(o->parts[i], out);
    }
    out += ')';
    return;
  }
  case Kind::LazyFcn:
    out += static_cast<const LazyFcnObj *>(v.heap())->text;
    return;
  case Kind::Error:
    out += "<error>";
    return;
  }
}
} // namespace

std::string printVersion(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\t': out += "\\t"; break;
    case '\n': out += "\\n"; break;
    case '\f': out += "\\f"; break;
    case '\r': out += "\\r"; break;
    default: out += c;
    }
  }
  return out;
}

std::string toString(const Value &v) {
  std::string out;
  print(v, out);
  return out;
}

void markShared(const Value &v) {
  if (!v.counted() || (v.p_->refs.load(std::memory_order_relaxed) & Value::kSharedRefs))
    return;
  v.p_->refs.fetch_or(Value::kSharedRefs, std::memory_order_relaxed);
  if (v.kind() == Kind::Set) {
    for (const Value &e : v.elems())
      markShared(e);
  } else if (v.kind() == Kind::Fcn) {
    for (const Value &k : v.keys())
      markShared(k);
    markShared(static_cast<const FcnObj *>(v.p_)->keysOwner);
    for (const Value &x : v.vals())
      markShared(x);
  } else if (v.kind() == Kind::LazyFcn) {
    markShared(static_cast<const LazyFcnObj *>(v.p_)->domain);
  }
}

} // namespace tlacore::val
