// Native Randomization operators, as TLC implements them
// (tlc2.module.Randomization): the same draws from the same generator as
// RandomElement (java.util.Random seeded with -seed), so a spec sees TLC's
// random subsets for TLC's seed.
#include <climits>
#include <optional>

#include "eval/tlc_native_errors.h"
#include "natives.h"
#include "value/set_size.h"
#include "value/set_ops.h"

namespace tlacore::eval::natives {
namespace {

using val::Kind;
using val::Value;

// java.util.Random.nextInt(bound).
int32_t nextInt(JavaRandom &r, int32_t bound) {
  int32_t v = r.next(31);
  int32_t m = bound - 1;
  if ((bound & m) == 0)
    return static_cast<int32_t>((static_cast<int64_t>(bound) * v) >> 31);
  for (int32_t u = v; u - (v = u % bound) + m < 0; u = r.next(31)) {
  }
  return v;
}

// EnumerableValue.computeOptimalMandA: the modulus m >= max(n, 9) of a
// full-period linear congruential generator (not a multiple of 4, not
// square-free) and its multiplier a (1 + the product of m's prime factors).
std::pair<int64_t, int64_t> optimalModulusAndMultiplier(int64_t n) {
  n = std::max<int64_t>(n, 9);
  for (;; ++n) {
    std::vector<int64_t> factors;
    int64_t rest = n;
    for (int64_t d = 2; d * d <= rest; ++d)
      while (rest % d == 0) {
        factors.push_back(d);
        rest /= d;
      }
    if (rest > 1)
      factors.push_back(rest);
    std::vector<int64_t> distinct = factors;
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    if (n % 4 == 0 || distinct.size() == factors.size())
      continue;
    int64_t a = 1;
    for (int64_t p : distinct)
      a *= p;
    return {n, a + 1};
  }
}

// EnumerableValue.SubsetEnumerator: k pseudo-random indices below n from an
// LCG with TLC's random seed, increment and parameters.
std::vector<int64_t> subsetIndices(JavaRandom &r, int64_t k, int64_t n) {
  std::vector<int64_t> out;
  if (n <= 0)
    return out;
  auto [m, a] = optimalModulusAndMultiplier(n);
  int64_t index = nextInt(r, static_cast<int32_t>(n));
  int64_t c = r.nextPrime();
  for (int64_t i = 0; i < k; ++i) {
    do
      index = (a * index + c) % m;
    while (index >= n);
    out.push_back(index);
  }
  return out;
}

// The members of a finite set in TLC's order, or TLC's argument error.
std::vector<Value> finiteArg(const NativeCall &c, size_t i, std::string_view op, std::string_view what) {
  Value s = c.arg(i);
  std::vector<Value> elems;
  if (!finiteSetElems(s, elems))
    argumentError(c, ordinal(i), op, what, s);
  return elems;
}

// The sets whose product a function set [D -> R] (R once per element of D) or
// a record set (one set per field) is, each listed in TLC's order, with the
// domain or field names they map from: SetOfFcnsOrRcdsValue's constituents.
struct Product {
  std::vector<Value> keys;
  std::vector<std::vector<Value>> constituents; // most significant digit first
};

std::optional<Product> productOf(const Value &s) {
  const auto *lazy = static_cast<const val::LazySetObj *>(s.heap());
  Product p;
  if (s.kind() == Kind::FcnSet) {
    std::vector<Value> range;
    if (!finiteSetElems(lazy->parts[0], p.keys) || !finiteSetElems(lazy->parts[1], range))
      return std::nullopt;
    p.constituents.assign(p.keys.size(), range);
    return p;
  }
  p.keys = lazy->fieldNames;
  for (const Value &part : lazy->parts) {
    p.constituents.emplace_back();
    if (!finiteSetElems(part, p.constituents.back()))
      return std::nullopt;
  }
  return p;
}

// The element of the product at an index given by its mixed-radix digits.
Value productElement(const Product &p, const std::vector<int64_t> &digits) {
  std::vector<Value> vals;
  vals.reserve(digits.size());
  for (size_t j = 0; j < digits.size(); ++j)
    vals.push_back(p.constituents[j][static_cast<size_t>(digits[j])]);
  return Value::fcn(p.keys, std::move(vals));
}

// v mod the product's size, as mixed-radix digits.
std::vector<int64_t> toDigits(const Product &p, uint64_t v) {
  std::vector<int64_t> digits(p.constituents.size(), 0);
  for (size_t j = digits.size(); j-- > 0 && v != 0;) {
    uint64_t radix = p.constituents[j].size();
    digits[j] = static_cast<int64_t>(v % radix);
    v /= radix;
  }
  return digits;
}

// RandomSubset(k, [D -> R]) and RandomSubset(k, [h1 : S1, ...]) as
// SetOfFcnsOrRcdsValue draws them, without listing the set: k indices below
// its size (EnumerableValue.SubsetEnumerator), or, for a size beyond 2^31 - 1,
// BigIntegerSubsetEnumerator's (x * i + a) mod size with x = 2^63 - 25 and
// a = |nextLong()|; each index read in the mixed radix of the constituents.
std::optional<Value> randomSubsetOfProduct(JavaRandom &r, int64_t k, const Value &s) {
  std::optional<Product> p = productOf(s);
  if (!p)
    return std::nullopt;
  double size = 1;
  for (const auto &c : p->constituents)
    size *= static_cast<double>(c.size());
  std::vector<Value> out;
  if (size <= 2147483647.0) {
    for (int64_t index : subsetIndices(r, k, static_cast<int64_t>(size)))
      out.push_back(productElement(*p, toDigits(*p, static_cast<uint64_t>(index))));
    return Value::set(std::move(out));
  }
  int64_t drawn = r.nextLong();
  uint64_t a = drawn == INT64_MIN ? uint64_t{1} << 63 : static_cast<uint64_t>(drawn < 0 ? -drawn : drawn);
  std::vector<int64_t> index = toDigits(*p, a), step = toDigits(*p, (uint64_t{1} << 63) - 25);
  for (int64_t i = 0; i < k; ++i) {
    out.push_back(productElement(*p, index));
    int64_t carry = 0; // index += x, mod the size (the last carry dropped)
    for (size_t j = index.size(); j-- > 0;) {
      int64_t radix = static_cast<int64_t>(p->constituents[j].size());
      int64_t d = index[j] + step[j] + carry;
      carry = d >= radix ? 1 : 0;
      index[j] = d - carry * radix;
    }
  }
  return Value::set(std::move(out));
}

// RandomSubset(k, S): k elements of S drawn as TLC draws them (for SUBSET T
// an index's bits select the elements of T, as TLC's SubsetValue does).
Value randomSubset(const NativeCall &c) {
  Value kv = c.arg(0);
  if (!kv.isInt())
    argumentError(c, "first", "RandomSubset", "nonnegative integer", kv);
  Value s = c.arg(1);
  int64_t k = kv.asInt();
  JavaRandom &r = c.ev.random();
  if (s.kind() == Kind::Subset) {
    const auto *lazy = static_cast<const val::LazySetObj *>(s.heap());
    std::vector<Value> base;
    if (!finiteSetElems(lazy->parts[0], base))
      argumentError(c, "second", "RandomSubset", "a finite set", s);
    if (base.size() < 31 && k <= (1 << 16)) {
      std::vector<Value> out;
      for (int64_t bits : subsetIndices(r, k, int64_t{1} << base.size())) {
        std::vector<Value> members;
        for (size_t i = 0; i < base.size(); ++i)
          if (bits & (int64_t{1} << i))
            members.push_back(base[i]);
        out.push_back(Value::set(std::move(members)));
      }
      return Value::set(std::move(out));
    }
    // TLC tosses a coin per element for large SUBSETs (k picks, duplicates merged).
    std::vector<Value> out;
    for (int64_t pick = 0; pick < k; ++pick) {
      std::vector<Value> members;
      for (const Value &x : base)
        if (r.nextDouble() < 0.5)
          members.push_back(x);
      out.push_back(Value::set(std::move(members)));
    }
    return Value::set(std::move(out));
  }
  if (!s.isSetLike() || s.kind() == Kind::InfSet)
    argumentError(c, "second", "RandomSubset", "a finite set", s);
  if (s.kind() == Kind::FcnSet || s.kind() == Kind::RecordSet) {
    if (std::optional<Value> out = randomSubsetOfProduct(r, k, s))
      return *out;
    argumentError(c, "second", "RandomSubset", "a finite set", s);
  }
  if (s.kind() == Kind::Product) { // EnumerableValue.SubsetEnumerator asks size() first
    std::string sizeError;
    val::tlcSize(s, sizeError);
    if (!sizeError.empty())
      c.ev.failUnlocated(javaOverrideError("public static tlc2.value.impl.Value tlc2.module.Randomization.RandomSubset("
                                           "tlc2.value.impl.Value,tlc2.value.impl.Value)",
                                           sizeError),
                         c.range);
  }
  std::vector<Value> elems = finiteArg(c, 1, "RandomSubset", "a finite set");
  std::vector<Value> out;
  for (int64_t i : subsetIndices(r, k, static_cast<int64_t>(elems.size())))
    out.push_back(elems[static_cast<size_t>(i)]);
  return Value::set(std::move(out));
}

// RandomSetOfSubsets(k, n, S): k coin-tossed subsets of S, each element in
// with probability n / Cardinality(S) (duplicates merged).
Value randomSetOfSubsets(const NativeCall &c) {
  Value kv = c.arg(0), nv = c.arg(1);
  if (!kv.isInt() || kv.asInt() < 0)
    argumentError(c, "first", "RandomSetOfSubsets", "nonnegative integer", kv);
  if (!nv.isInt() || nv.asInt() < 0)
    argumentError(c, "second", "RandomSetOfSubsets", "nonnegative integer", nv);
  std::vector<Value> elems = finiteArg(c, 2, "RandomSetOfSubsets", "finite set");
  int64_t picks = kv.asInt(), size = static_cast<int64_t>(elems.size());
  if (size < 31 && picks > (int64_t{1} << size))
    c.ev.fail("The first argument of RandomSetOfSubsets should be a nonnegative integer that is smaller than the "
              "subset's size of 2^" +
                  std::to_string(size) + ", but instead it is:\n" + std::to_string(picks),
              c.range);
  if (size < nv.asInt())
    argumentError(c, "second", "RandomSetOfSubsets", "nonnegative integer in range 0..Cardinality(S)", nv);
  double probability = static_cast<double>(nv.asInt()) / static_cast<double>(size);
  JavaRandom &r = c.ev.random();
  std::vector<Value> out;
  for (int64_t pick = 0; pick < picks; ++pick) {
    std::vector<Value> members;
    for (const Value &x : elems)
      if (r.nextDouble() < probability)
        members.push_back(x);
    out.push_back(Value::set(std::move(members)));
  }
  return Value::set(std::move(out));
}

const NativeEntry kTable[] = {
    {"Randomization", "RandomSubset", randomSubset},
    {"Randomization", "RandomSetOfSubsets", randomSetOfSubsets},
};

} // namespace

std::span<const NativeEntry> randomizationNatives() { return kTable; }

} // namespace tlacore::eval::natives
