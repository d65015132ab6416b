// Value: an immutable TLA+ value as TLC sees it: booleans, integers,
// strings, model values, finite sets, functions (tuples, sequences and
// records are functions and compare equal to them), and lazily represented
// sets (intervals, SUBSET S, [S -> T], record sets, products, Nat/Int).
// Functions [x \in S |-> e] over an S TLC cannot list stay lazy (LazyFcn).
//
// Contract: a Value is built, then never changes. Heap payloads are shared
// through an atomic reference count (strings and model values: interned for
// the life of the process), so values can cross threads freely.
// Equal TLA+ values compare equal and hash equal whatever their
// representation (`1..3` and `{1, 2, 3}`, `<<a>>` and `[x \in {1} |-> a]`).
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tlacore::val {

enum class Kind : uint8_t {
  Bool,
  Int,
  String,
  ModelValue,
  Set,       // finite, elements sorted and distinct
  Fcn,       // finite function: sorted distinct domain, matching range
  Interval,  // a..b (lazy)
  Subset,    // SUBSET S (lazy)
  FcnSet,    // [S -> T] (lazy)
  RecordSet, // [a : S, b : T] (lazy)
  Product,   // S \X T \X ... (lazy)
  SeqSet,    // Seq(S) (membership only)
  PredSet,   // {x \in S : P} over an infinite S (membership only)
  Union,     // S \cup T of lazy sets (enumerated only when needed)
  InfSet,    // Nat, Int, Real, STRING (membership only)
  LazyFcn,   // [x \in S |-> e] over an S TLC cannot list (its FcnLambdaValue, never built)
  Error,     // no value (an evaluation that failed)
};

struct HeapObj {
  mutable std::atomic<uint32_t> refs{1};
  Kind kind;
  // Whether the value holds a model value (permute.cpp): 0 not known yet,
  // 1 no, 2 yes.
  mutable std::atomic<uint8_t> modelValues{0};
  // Fcn: its FcnOrigin; Set: 1 when set_sort_error.h holds an error for it.
  // In the padding: costs no space.
  uint8_t fcnOrigin = 0;
  // Fcn: 1 when TLC keeps its domain as an interval a..b (a FcnRcdValue
  // built from [x \in a..b |-> e]: DOMAIN gives a..b, not {a, ..., b}).
  uint8_t intervalDomain = 0;
  mutable std::atomic<uint64_t> hashCache{0}; // 0: not computed yet
  explicit HeapObj(Kind k) : kind(k) {}
  virtual ~HeapObj() = default;
};

// Which of TLC's function classes a function value stands for, where TLC's
// error texts depend on it: a function built by `[x \in S |-> e]` (or a
// function definition) is TLC's FcnLambdaValue, one built by `:>` or `@@` its
// FcnRcdValue; the others (tuples, records, ...) are told apart by their shape.
enum class FcnOrigin : uint8_t { Shape, Lambda, Rcd };

enum class InfSetKind : uint8_t { Nat, Int, Real, String, Any };

struct StringObj;

// Which TLC value a PredSetObj stands for: {x \in S : P} (SetPredValue),
// S \ T (SetDiffValue) or S \cap T (SetCapValue, kept only when neither
// side can be listed); the last two print as TLC prints them, `S \ T`.
enum class PredSetForm : uint8_t { Filter, Difference, Intersection };

class Value {
public:
  Value() : kind_(Kind::Error), i_(0) {}
  static Value boolean(bool b) { Value v; v.kind_ = Kind::Bool; v.i_ = b; return v; }
  static Value integer(int64_t i) { Value v; v.kind_ = Kind::Int; v.i_ = i; return v; }
  // Strings and model values come from a StringTable (string_table.h), which
  // fixes their order; this wraps one of its objects (whose reference the
  // caller passes on).
  static Value fromStringObj(const StringObj *obj);
  // Sorts and removes duplicates.
  static Value set(std::vector<Value> elems);
  // Elements already sorted and distinct.
  static Value sortedSet(std::vector<Value> elems);
  static Value emptySet();
  // Function from keys to vals; sorts by key (keys must be distinct).
  static Value fcn(std::vector<Value> keys, std::vector<Value> vals);
  // Keys already sorted and distinct.
  static Value sortedFcn(std::vector<Value> keys, std::vector<Value> vals);
  static Value tuple(std::vector<Value> elems); // <<a, b>> = [i \in 1..2 |-> ...]
  // The function with this function's domain (shared, not copied) and
  // `vals` (one per key, in order), its origin and interval domain kept.
  Value withVals(std::vector<Value> vals) const;
  // Field names are strings of the spec's StringTable.
  static Value record(std::vector<std::pair<Value, Value>> fields);
  static Value interval(int64_t lo, int64_t hi);
  static Value subsetOf(Value base);
  static Value fcnSet(Value domain, Value range);
  static Value recordSet(std::vector<std::pair<Value, Value>> fields);
  static Value product(std::vector<Value> sets);
  static Value infSet(InfSetKind k);
  static Value seqSet(Value elems);
  static Value lazyUnion(Value a, Value b);
  static Value lazyBigUnion(Value a, Value b); // a part of UNION S (LazySetObj::bigUnion)
  static Value unionOfUnlistable(Value s);     // UNION s of an s TLC cannot list (LazySetObj::unlistableBase)
  // `difference`: S \ T over an S TLC cannot list (its SetDiffValue), not {x \in S : P}.
  static Value predSet(Value base, std::function<std::optional<bool>(const Value &)> pred,
                       PredSetForm form = PredSetForm::Filter, Value other = Value());
  // Wraps a LazyFcnObj just made (its reference passed on).
  static Value lazyFcn(const struct LazyFcnObj *obj);

  Value(const Value &o) : kind_(o.kind_), i_(o.i_) { retain(); }
  Value(Value &&o) noexcept : kind_(o.kind_), i_(o.i_) { o.kind_ = Kind::Error; o.i_ = 0; }
  Value &operator=(const Value &o) {
    if (this != &o) {
      o.retain();
      release();
      kind_ = o.kind_;
      i_ = o.i_;
    }
    return *this;
  }
  Value &operator=(Value &&o) noexcept {
    if (this != &o) {
      release();
      kind_ = o.kind_;
      i_ = o.i_;
      o.kind_ = Kind::Error;
      o.i_ = 0;
    }
    return *this;
  }
  ~Value() { release(); }

  Kind kind() const { return kind_; }
  bool isError() const { return kind_ == Kind::Error; }
  bool isBool() const { return kind_ == Kind::Bool; }
  bool isInt() const { return kind_ == Kind::Int; }
  bool isSetLike() const;
  bool isFcn() const { return kind_ == Kind::Fcn; }
  bool asBool() const { return i_ != 0; }
  int64_t asInt() const { return i_; }
  const HeapObj *heap() const { return p_; }
  FcnOrigin fcnOrigin() const { return isFcn() ? static_cast<FcnOrigin>(p_->fcnOrigin) : FcnOrigin::Shape; }
  bool hasIntervalDomain() const { return isFcn() && p_->intervalDomain; }
  // Marks a function just built (not yet shared) as keeping its domain as an interval (or not).
  Value withIntervalDomain(bool interval) && {
    if (isFcn())
      const_cast<HeapObj *>(p_)->intervalDomain = interval;
    return std::move(*this);
  }
  // Marks a function just built (not yet shared) as coming from `o`.
  Value withFcnOrigin(FcnOrigin o) && {
    if (isFcn())
      const_cast<HeapObj *>(p_)->fcnOrigin = static_cast<uint8_t>(o);
    return std::move(*this);
  }

  // String and model value text.
  std::string_view text() const;
  // Finite set elements / function domain and range (Fcn only).
  const std::vector<Value> &elems() const;
  const std::vector<Value> &keys() const;
  const std::vector<Value> &vals() const;

  uint64_t hash() const;

private:
  // Whether the payload is reference-counted. Strings and model values are
  // not: their StringTable makes each once and they live until the process
  // ends (string_table.h). Every state and worker shares the same few of
  // them, and counting would make the workers contend for the cache lines
  // of their counts.
  bool counted() const { return kind_ >= Kind::Set && kind_ != Kind::Error && p_; }
  // A payload marked shared (markShared) is read by every worker and never
  // freed: its count is not touched, so workers reading it do not contend
  // for the cache line of the count (only read, it stays in every core's cache).
  static constexpr uint32_t kSharedRefs = 0x80000000u;
  bool countedHere() const {
    return counted() && !(p_->refs.load(std::memory_order_relaxed) & kSharedRefs);
  }
  void retain() const {
    if (countedHere())
      p_->refs.fetch_add(1, std::memory_order_relaxed);
  }
  // Inline: most values (integers, booleans, strings) are not counted.
  void release() {
    if (countedHere() && p_->refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
      delete p_;
  }
  friend void markShared(const Value &v);

  Kind kind_;
  union {
    int64_t i_;
    const HeapObj *p_;
  };
  friend struct ValueAccess;
};

// Marks `v` and the elements, keys and values it holds (sets, functions,
// tuples, records) as shared by every worker for the rest of the process:
// their counts are no longer touched and they are never freed. For the few
// values a model fixes before the search (the cfg's constants), which every
// worker reads on every step. Only before the workers start.
void markShared(const Value &v);

// ---- payloads ----------------------------------------------------------------
struct StringObj : HeapObj {
  std::string text;
  uint32_t tok = 0;  // place in its StringTable's order
  bool late = false; // first seen after StringTable::freeze()
  StringObj(Kind k, std::string_view t) : HeapObj(k), text(t) {}
};
struct SetObj : HeapObj {
  std::vector<Value> elems;
  explicit SetObj(std::vector<Value> e) : HeapObj(Kind::Set), elems(std::move(e)) {}
  ~SetObj() override;
};
struct FcnObj : HeapObj {
  std::vector<Value> ownKeys;
  std::vector<Value> vals;
  // A function whose domain this one shares (Value::withVals: an EXCEPT
  // copies only the range), holding `keys`; none when the keys are ownKeys.
  Value keysOwner;
  const std::vector<Value> *keys = &ownKeys;
  FcnObj(std::vector<Value> k, std::vector<Value> v) : HeapObj(Kind::Fcn), ownKeys(std::move(k)), vals(std::move(v)) {}
  FcnObj(Value owner, std::vector<Value> v);
};
struct IntervalObj : HeapObj {
  int64_t lo, hi;
  IntervalObj(int64_t l, int64_t h) : HeapObj(Kind::Interval), lo(l), hi(h) {}
};
struct LazySetObj : HeapObj {
  std::vector<Value> parts;           // Subset: {base}; FcnSet: {dom, rng}; Product: sets; RecordSet: sets
  std::vector<Value> fieldNames;       // RecordSet: strings, in record order
  InfSetKind inf = InfSetKind::Nat;
  // Union: part of UNION S kept lazy (TLC's UnionValue, big_union.h), which
  // lists parts[0]'s elements and then all of parts[1]'s, duplicates
  // included; otherwise S \cup T (TLC's SetCupValue).
  bool bigUnion = false;
  // Union (bigUnion): UNION S of an S TLC cannot list (no set, or Nat, Int, Real, STRING, Seq(T)):
  // parts {S, {}}. TLC's UnionValue fails when it is listed, compared, counted or printed.
  bool unlistableBase = false;
  // Union: TLC has cached the union's normal form (UnionValue.realSet, set
  // when it is fingerprinted, compared or counted): from then on it lists
  // the set itself, without duplicates (big_union.h).
  mutable std::atomic<bool> listedNormalized{false};
  LazySetObj(Kind k, std::vector<Value> p) : HeapObj(k), parts(std::move(p)) {}
  ~LazySetObj() override; // drops a -coverage tag (set_cost_tag.h)
};

struct PredSetObj : HeapObj {
  Value base;
  std::function<std::optional<bool>(const Value &)> pred;
  PredSetForm form = PredSetForm::Filter;
  Value other; // T of S \ T and S \cap T
  PredSetObj(Value b, std::function<std::optional<bool>(const Value &)> p)
      : HeapObj(Kind::PredSet), base(std::move(b)), pred(std::move(p)) {}
};

// [x \in S |-> e] (or f[x \in S] == e) over an S TLC cannot list: TLC's
// FcnLambdaValue, which it never builds (toFcnRcd asks S's size and fails).
// The value layer knows its domain and the texts TLC gives it; the evaluator
// applies it (eval/lazy_fcn_value.h, through `closure`).
struct LazyFcnObj : HeapObj {
  Value domain;           // S, or the product of the parameters' sets
  std::string text;       // TLC's toString: [x \in S |-> <expression ...>]
  std::string buildError; // the error toFcnRcd raises (compare, fingerprint, ...)
  std::shared_ptr<const void> closure; // the evaluator's
  LazyFcnObj(Value d, std::string t, std::string err, std::shared_ptr<const void> c)
      : HeapObj(Kind::LazyFcn), domain(std::move(d)), text(std::move(t)), buildError(std::move(err)),
        closure(std::move(c)) {}
};

// Total order used to keep sets and function domains canonical. Values of
// different kinds order by kind; lazy sets are compared through their
// enumeration. Strings (and model values) order as TLC orders them: by
// their StringTable's first-appearance order, not alphabetically.
int compare(const Value &a, const Value &b);
inline bool operator==(const Value &a, const Value &b) { return compare(a, b) == 0; }
inline bool operator!=(const Value &a, const Value &b) { return compare(a, b) != 0; }
inline bool operator<(const Value &a, const Value &b) { return compare(a, b) < 0; }

// TLC's print form: 1, "s", TRUE, {1, 2}, <<1, 2>>, [a |-> 1], (1 :> 2 @@ 3 :> 4).
std::string toString(const Value &v);

} // namespace tlacore::val
