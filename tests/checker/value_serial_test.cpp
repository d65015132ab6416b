// The binary form of values (value/value_serial.h): every value kind reads
// back equal, with the same fingerprint and print form; a PredSet is refused
// by name; malformed bytes are refused, never misread.
#include <gtest/gtest.h>

#include <limits>
#include <map>
#include <string>
#include <vector>

#include "value/lazy_set_hash.h"
#include "value/set_sort_error.h"
#include "value/string_table.h"
#include "value/value.h"
#include "value/value_serial.h"

namespace tlacore::val {
namespace {

StringTable &strings() {
  static auto *t = new StringTable;
  return *t;
}
Value I(int64_t i) { return Value::integer(i); }
Value S(std::string_view s) { return strings().string(s); }
Value MV(std::string_view s) { return strings().modelValue(s); }

// At least one value of every kind, and the shapes within a kind that the
// form tells apart (function origins, sort errors, nesting).
std::vector<Value> samples() {
  std::vector<Value> v;
  v.push_back(Value::boolean(true));
  v.push_back(Value::boolean(false));
  for (int64_t i : {int64_t{0}, int64_t{1}, int64_t{-1}, int64_t{127}, int64_t{-128}, int64_t{1} << 40,
                    std::numeric_limits<int64_t>::max(), std::numeric_limits<int64_t>::min()})
    v.push_back(I(i));
  v.push_back(S(""));
  v.push_back(S("a string"));
  v.push_back(MV("m1"));
  v.push_back(MV("a string")); // the model value beside the string of the same text
  v.push_back(Value::emptySet());
  v.push_back(Value::set({I(3), I(1), S("x"), MV("m1")}));
  Value withError = Value::set({I(1), S("x")});
  recordSortError(withError, "Attempted to compare integer 1 with string \"x\"");
  v.push_back(withError);
  v.push_back(Value::tuple({}));
  v.push_back(Value::tuple({I(1), Value::tuple({S("a"), Value::boolean(true)})}));
  v.push_back(Value::record({{S("f"), I(1)}, {S("g"), Value::set({MV("m1")})}}));
  v.push_back(Value::fcn({I(2), I(1)}, {S("b"), S("a")}).withFcnOrigin(FcnOrigin::Lambda));
  v.push_back(Value::fcn({MV("m1")}, {I(0)}).withFcnOrigin(FcnOrigin::Rcd));
  v.push_back(Value::interval(-3, 5));
  v.push_back(Value::subsetOf(Value::interval(1, 4)));
  v.push_back(Value::fcnSet(Value::set({I(1), I(2)}), Value::set({Value::boolean(false), Value::boolean(true)})));
  v.push_back(Value::recordSet({{S("b"), Value::interval(1, 2)}, {S("a"), Value::set({S("u"), S("v")})}}));
  v.push_back(Value::product({Value::interval(1, 2), Value::set({S("p")}), Value::interval(0, 1)}));
  v.push_back(Value::seqSet(Value::set({I(1), I(2)})));
  v.push_back(Value::lazyUnion(Value::subsetOf(Value::interval(1, 3)), Value::interval(7, 9)));
  for (InfSetKind k : {InfSetKind::Nat, InfSetKind::Int, InfSetKind::Real, InfSetKind::String, InfSetKind::Any})
    v.push_back(Value::infSet(k));
  v.push_back(Value::set({Value::seqSet(Value::infSet(InfSetKind::Nat)), Value::interval(1, 2)}));
  v.push_back(Value()); // Error
  return v;
}

// The fingerprint, or TLC's reason for refusing one (Nat, Seq(S), ...:
// lazy_set_hash.h), as text: a value read back has the same.
std::string fingerprintOf(const Value &v) {
  try {
    return std::to_string(v.hash());
  } catch (const FingerprintError &e) {
    return e.reason;
  }
}

Value roundTrip(const Value &v, size_t *bytes = nullptr) {
  std::string out = "prefix";
  writeValue(v, out);
  size_t pos = 6;
  Value back = readValue(out.data(), out.size(), pos);
  EXPECT_EQ(pos, out.size()) << toString(v);
  if (bytes)
    *bytes = out.size() - 6;
  return back;
}

TEST(ValueSerial, EveryKindReadsBackEqualWithTheSameFingerprint) {
  std::map<Kind, int> seen;
  for (const Value &v : samples()) {
    ++seen[v.kind()];
    Value back = roundTrip(v);
    ASSERT_EQ(back.kind(), v.kind()) << toString(v);
    if (v.isError())
      continue;
    EXPECT_EQ(fingerprintOf(back), fingerprintOf(v)) << toString(v);
    EXPECT_EQ(compare(back, v), 0) << toString(v);
    EXPECT_EQ(toString(back), toString(v));
    EXPECT_EQ(back.fcnOrigin(), v.fcnOrigin()) << toString(v);
    const std::string *e = recordedSortError(v), *be = recordedSortError(back);
    ASSERT_EQ(e == nullptr, be == nullptr) << toString(v);
    if (e)
      EXPECT_EQ(*e, *be);
    // The same object from the table: same order among strings.
    if (v.kind() == Kind::String || v.kind() == Kind::ModelValue)
      EXPECT_EQ(back.heap(), v.heap());
  }
  // The class is every kind there is (PredSet: refused, below; LazyFcn, made only by the evaluator
  // around its bindings, is refused the same way: a state cannot hold one, TLC cannot fingerprint it).
  for (int k = 0; k <= static_cast<int>(Kind::Error); ++k)
    if (static_cast<Kind>(k) != Kind::PredSet && static_cast<Kind>(k) != Kind::LazyFcn)
      EXPECT_GT(seen[static_cast<Kind>(k)], 0) << "no sample of kind " << k;
}

TEST(ValueSerial, ValuesInsideOneBufferReadBackInOrder) {
  std::vector<Value> all = samples();
  std::string out;
  for (const Value &v : all)
    writeValue(v, out);
  size_t pos = 0;
  for (const Value &v : all) {
    Value back = readValue(out.data(), out.size(), pos);
    if (!v.isError())
      EXPECT_EQ(fingerprintOf(back), fingerprintOf(v)) << toString(v);
  }
  EXPECT_EQ(pos, out.size());
}

TEST(ValueSerial, SmallValuesTakeFewBytes) {
  size_t bytes = 0;
  roundTrip(I(5), &bytes);
  EXPECT_EQ(bytes, 2u);
  roundTrip(Value::tuple({I(1), I(2), I(3)}), &bytes);
  EXPECT_LE(bytes, 16u);
}

TEST(ValueSerial, APredSetIsRefusedByName) {
  Value pred = Value::predSet(Value::infSet(InfSetKind::Nat), [](const Value &) { return std::optional<bool>(true); });
  std::string out;
  try {
    writeValue(Value::set({I(1), pred}), out);
    FAIL() << "a PredSet was written";
  } catch (const NotSerializable &e) {
    EXPECT_NE(std::string(e.what()).find("cannot be written to disk"), std::string::npos) << e.what();
  }
}

TEST(ValueSerial, CutOrCorruptBytesAreRefused) {
  std::string out;
  writeValue(Value::record({{S("f"), Value::tuple({I(1), I(300)})}}), out);
  for (size_t cut = 0; cut < out.size(); ++cut) {
    size_t pos = 0;
    EXPECT_THROW(readValue(out.data(), cut, pos), BadSerialForm) << "cut at " << cut;
  }
  std::string unknown(1, static_cast<char>(200));
  size_t pos = 0;
  EXPECT_THROW(readValue(unknown.data(), unknown.size(), pos), BadSerialForm);
}

TEST(ValueSerial, MemoryEstimateGrowsWithTheValue) {
  EXPECT_EQ(memoryBytes(I(1)), sizeof(Value));
  Value small = Value::tuple({I(1)});
  Value big = Value::tuple(std::vector<Value>(100, small));
  EXPECT_GT(memoryBytes(small), sizeof(Value));
  EXPECT_GT(memoryBytes(big), 100 * memoryBytes(small));
}

} // namespace
} // namespace tlacore::val
