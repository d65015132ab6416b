// Hashes of lazily represented sets from their parts' element hashes
// (lazy_set_hash.h).
#include "lazy_set_hash.h"

#include <bit>
#include <vector>

#include "enumerate_error.h"
#include "interrupt.h"
#include "set_ops.h"
#include "set_size.h"
#include "tlc_compare.h"
#include "value_hash.h"

namespace tlacore::val {

namespace {

using hashing::elementTerm;
using hashing::fcnHash;
using hashing::pairTerm;
using hashing::setHash;

constexpr int64_t kIntMax = 2147483647;
// The most elements one part of a set of functions, records or tuples (or
// the base of a SUBSET) may have: normalize()'s default.
constexpr size_t kPartLimit = 50'000'000;

const LazySetObj *lazy(const Value &v) { return static_cast<const LazySetObj *>(v.heap()); }

// The payload a FingerprintError names `v` by (none for immediate values).
const void *payload(const Value &v) {
  return v.kind() >= Kind::Set && v.kind() != Kind::Error ? static_cast<const void *>(v.heap()) : nullptr;
}

// A lazy set made of parts (lazy(s)->parts) whose sizes make up its own.
bool hasParts(const Value &s) {
  switch (s.kind()) {
  case Kind::Subset:
  case Kind::FcnSet:
  case Kind::RecordSet:
  case Kind::Product:
  case Kind::Union:
    return true;
  default:
    return false;
  }
}

[[noreturn]] void fail(std::string reason, bool fingerprintException) {
  throw FingerprintError{std::move(reason), fingerprintException};
}

// Nat, Int, Real, STRING, Seq(S): TLC's UserValue and SetOfSeqs text.
// UserValue.fingerPrint raises it as a plain exception (the value has no
// source), which the values around it with a source pass on as a
// FingerprintException (lazy_set_hash.h).
[[noreturn]] void failInfinite(const Value &s) {
  FingerprintError e{"TLC has found a state in which the value of a variable contains " + tlcMessageText(s), false};
  e.raisedWithoutSource = true;
  throw e;
}


// TLC's size() of a SUBSET, a set of functions, records or tuples: its
// overflow error when the count exceeds 2^31 - 1.
void checkSizeOf(const Value &s);

// checkSize's error names `s` among the values it went through.
void checkSize(const Value &s) {
  try {
    checkSizeOf(s);
  } catch (FingerprintError &e) {
    if (const void *p = payload(s))
      e.addFrame(p);
    throw;
  }
}

void checkSizeOf(const Value &s) {
  std::string err;
  std::optional<int64_t> n = tlcSize(s, err);
  if (!err.empty()) {
    // A part's own size() failed (SUBSET (SUBSET (1..32)): its base's
    // count overflows): that part raised it, this set passed it on.
    if (hasParts(s))
      for (const Value &part : lazy(s)->parts) {
        if (!hasParts(part))
          continue;
        std::string partErr;
        std::optional<int64_t> m = tlcSize(part, partErr);
        if (partErr.empty() && !(m && *m > kIntMax))
          continue;
        checkSize(part);
      }
    fail(err, true);
  }
  if (n && *n > kIntMax)
    fail("Overflow when computing the number of elements in:\n" + toString(s), true);
}

template <class Sink> void forEachElementHash(const Value &s, Sink &&sink);

// The hashes of the (distinct) elements of a part.
std::vector<uint64_t> elementHashes(const Value &part) {
  std::vector<uint64_t> out;
  forEachElementHash(part, [&](uint64_t h) {
    if (out.size() >= kPartLimit)
      fail("The set " + tlcMessageText(part) + " is too large to fingerprint its set of subsets, functions, records "
                                               "or tuples (more than 50000000 elements)",
           true);
    out.push_back(h);
  });
  return out;
}

bool checkPartsEnumerable(const Value &s);

// SUBSET S: 2^|S| subsets in Gray-code order, each differing from the one
// before by one element, whose term joins or leaves the running sum.
template <class Sink> void subsetHashes(const Value &s, Sink &sink) {
  const Value &base = lazy(s)->parts[0];
  checkPartsEnumerable(s); // SubsetValue.size() asks the base's size(); S must be a set
  checkSize(s);
  std::vector<uint64_t> terms = elementHashes(base);
  for (uint64_t &t : terms)
    t = elementTerm(t);
  size_t n = terms.size();
  std::vector<bool> in(n, false);
  uint64_t sum = 0, count = 0;
  sink(setHash(0, 0));
  for (uint64_t i = 1; i < (uint64_t{1} << n); ++i) {
    if ((i & (kInterruptStride - 1)) == 0)
      pollInterrupt();
    auto b = static_cast<size_t>(std::countr_zero(i));
    if (in[b])
      sum -= terms[b], --count;
    else
      sum += terms[b], ++count;
    in[b] = !in[b];
    sink(setHash(sum, count));
  }
}

// Functions with keys `keys` whose value at keys[p] ranges over choices[p]:
// an odometer over the choices, the sum of the (key, value) terms updated
// at the positions that move.
template <class Sink>
void functionHashes(const std::vector<uint64_t> &keys, const std::vector<std::vector<uint64_t>> &choices, Sink &sink) {
  size_t m = keys.size();
  std::vector<std::vector<uint64_t>> terms(m);
  uint64_t sum = 0;
  for (size_t p = 0; p < m; ++p) {
    if (choices[p].empty())
      return; // no function
    terms[p].reserve(choices[p].size());
    for (uint64_t h : choices[p])
      terms[p].push_back(pairTerm(keys[p], h));
    sum += terms[p][0];
  }
  std::vector<size_t> idx(m, 0);
  for (uint64_t step = 1;; ++step) {
    sink(fcnHash(sum, m));
    if ((step & (kInterruptStride - 1)) == 0)
      pollInterrupt();
    size_t p = m;
    while (p-- > 0) {
      sum -= terms[p][idx[p]];
      if (++idx[p] < terms[p].size()) {
        sum += terms[p][idx[p]];
        break;
      }
      idx[p] = 0;
      sum += terms[p][0];
    }
    if (p == static_cast<size_t>(-1))
      return;
  }
}

// TLC's enumerator constructors (SetOfFcnsValue, SetOfRcdsValue,
// SetOfTuplesValue, SubsetValue: enumerate_error.h) on the parts of `s`, in
// their order: a part that is no set or an infinite one raises their text; a
// part they list raises its own listing error (its hashes computed here, the
// part named among the values the error went through). True when an empty
// part ended the constructor: `s` is empty, its later parts never asked.
bool checkPartsEnumerable(const Value &s) {
  bool empty = false;
  std::optional<PartProblem> p = tlcFirstUnlistablePart(s, &empty, [](const Value &part) {
    if (!tlcEnumerateError(part).empty())
      elementHashes(part); // raises it
    return std::string();
  });
  if (p)
    fail(p->text, true);
  return empty;
}

template <class Sink> void forEachElementHashOf(const Value &s, Sink &&sink);

// The hashes of the elements of `s`; a FingerprintError raised on the way
// names `s` among the values it passed through.
template <class Sink> void forEachElementHash(const Value &s, Sink &&sink) {
  try {
    forEachElementHashOf(s, sink);
  } catch (FingerprintError &e) {
    if (const void *p = payload(s))
      e.addFrame(p);
    throw;
  }
}

template <class Sink> void forEachElementHashOf(const Value &s, Sink &&sink) {
  switch (s.kind()) {
  case Kind::Set:
    for (const Value &e : s.elems())
      sink(e.hash());
    return;
  case Kind::Interval: {
    checkSize(s); // IntervalValue.size(): its 32-bit text
    auto *iv = static_cast<const IntervalObj *>(s.heap());
    for (int64_t i = iv->lo; i <= iv->hi; ++i) {
      if (((i - iv->lo) & (kInterruptStride - 1)) == kInterruptStride - 1)
        pollInterrupt();
      sink(Value::integer(i).hash());
      if (i == iv->hi) // hi may be INT64_MAX
        break;
    }
    return;
  }
  case Kind::Subset:
    subsetHashes(s, sink);
    return;
  case Kind::FcnSet: {
    checkPartsEnumerable(s); // ([{} -> T] is {<<>>}: never empty)
    checkSize(s);
    std::vector<uint64_t> keys = elementHashes(lazy(s)->parts[0]);
    std::vector<std::vector<uint64_t>> choices(keys.size(), elementHashes(lazy(s)->parts[1]));
    functionHashes(keys, choices, sink);
    return;
  }
  case Kind::RecordSet:
  case Kind::Product: {
    if (checkPartsEnumerable(s))
      return; // an empty part: no element
    checkSize(s);
    const LazySetObj *o = lazy(s);
    std::vector<uint64_t> keys;
    std::vector<std::vector<uint64_t>> choices;
    for (size_t p = 0; p < o->parts.size(); ++p) {
      keys.push_back(s.kind() == Kind::RecordSet ? o->fieldNames[p].hash()
                                                 : Value::integer(static_cast<int64_t>(p + 1)).hash());
      choices.push_back(elementHashes(o->parts[p]));
    }
    functionHashes(keys, choices, sink);
    return;
  }
  case Kind::InfSet:
  case Kind::SeqSet:
    failInfinite(s);
  default: {
    // Unions and filters: TLC lists them (without duplicates once normalized).
    if (std::string err = tlcEnumerateError(s); !err.empty())
      fail(err, true);
    Value n = normalize(s);
    if (n.isError())
      fail("The set " + tlcMessageText(s) + " is too large to fingerprint (more than 50000000 elements)", true);
    for (const Value &e : n.elems())
      sink(e.hash());
    return;
  }
  }
}

} // namespace

uint64_t lazySetHash(const Value &s) {
  uint64_t sum = 0, count = 0;
  forEachElementHash(s, [&](uint64_t h) {
    sum += elementTerm(h);
    ++count;
  });
  return setHash(sum, count);
}

} // namespace tlacore::val
