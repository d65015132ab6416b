// TLC's FP64 fingerprint of each kind of value (val::tlcFp64Extend) against
// the bytes TLC's value classes extend FP64 by, written out here with the
// byte-at-a-time ReferenceFp64: BoolValue, IntValue, StringValue (ASCII of
// every length around the 8-byte steps, and chars past ASCII as UTF-16 units,
// a surrogate pair among them), ModelValue, SetEnumValue (and an interval,
// IntervalValue as the set it is), TupleValue, RecordValue and FcnRcdValue
// (string, integer, model-value and set domains), nested; for -fp 0, 1 and 130.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "reference_fp64.h"
#include "value/string_table.h"
#include "value/tlc_fp64.h"

namespace tlacore {
namespace {

using val::Value;

constexpr uint64_t kPoly[] = {0x911498AE0E66BAD6ULL, 0xda8a0ba66dae0181ULL, 0x91f5a5fa9c5515a5ULL};
constexpr int kPolyIndex[] = {0, 1, 130};

// ValueConstants' type codes.
enum : uint32_t { kBool = 0, kInt = 1, kString = 3, kSetEnum = 5, kFcnRcd = 9, kModel = 21 };

// The bytes each value class extends FP64 by, as the test states them.
struct Expect {
  ReferenceFp64 r;
  explicit Expect(uint64_t poly) : r(poly) {}
  Expect &boolean(bool b) { r.byte(kBool); r.byte(b ? 't' : 'f'); return *this; }
  Expect &integer(int32_t i) { r.byte(kInt); r.int32(static_cast<uint32_t>(i)); return *this; }
  // StringValue: STRINGVALUE, its length in chars, each char's low byte.
  Expect &utf16(const std::u16string &units) {
    r.byte(kString);
    r.int32(static_cast<uint32_t>(units.size()));
    for (char16_t u : units)
      r.byte(u & 0xff);
    return *this;
  }
  Expect &str(const std::string &ascii) { return utf16(std::u16string(ascii.begin(), ascii.end())); }
  Expect &model(uint32_t tok) { r.byte(kModel); r.int32(tok + 1); return *this; }
  Expect &header(uint32_t type, size_t n) { r.byte(type); r.int32(static_cast<uint32_t>(n)); return *this; }
};

val::StringTable &strings() {
  static val::StringTable *t = new val::StringTable;
  return *t;
}

uint32_t tokOf(const Value &v) { return static_cast<const val::StringObj *>(v.heap())->tok; }

TEST(TlcFp64, EveryValueKindAsTlcsClassesExtendIt) {
  val::StringTable &st = strings();
  Value a = st.string("a"), black = st.string("black"), white = st.string("white");
  Value m1 = st.modelValue("m1"), m2 = st.modelValue("m2");
  for (int p = 0; p < 3; ++p) {
    SCOPED_TRACE("-fp " + std::to_string(kPolyIndex[p]));
    const uint64_t poly = kPoly[p];
    auto check = [&](const Value &v, const Expect &e, const std::string &what) {
      std::optional<uint64_t> got = val::tlcFp64Extend(val::tlcFp64Poly(kPolyIndex[p]), v, kPolyIndex[p]);
      ASSERT_TRUE(got) << what;
      EXPECT_EQ(*got, e.r.fp) << what;
    };
    check(Value::boolean(true), Expect(poly).boolean(true), "TRUE");
    check(Value::boolean(false), Expect(poly).boolean(false), "FALSE");
    for (int32_t i : {0, 1, -1, 255, 256, -3, 65537, 2147483647, -2147483647 - 1})
      check(Value::integer(i), Expect(poly).integer(i), std::to_string(i));
    // ASCII strings of 0..20 chars: the 8-byte steps and what is left over.
    std::string text;
    for (int n = 0; n <= 20; ++n, text += static_cast<char>('a' + n % 26))
      check(st.string(text), Expect(poly).str(text), "\"" + text + "\"");
    // Past ASCII: UTF-16 units (é, €, a surrogate pair for U+1F600), 9 and more units.
    check(st.string("\xC3\xA9t\xE2\x82\xAC"), Expect(poly).utf16(u"\u00e9t\u20ac"), "e-acute t euro");
    check(st.string("abcdefgh\xF0\x9F\x98\x80z"), Expect(poly).utf16(u"abcdefgh\U0001F600z"), "surrogates");
    // A model value: its name's token + 1.
    check(m1, Expect(poly).model(tokOf(m1)), "m1");
    // Sets: SETENUMVALUE, the size, the elements in order; an interval as the set.
    check(Value::set({Value::integer(3), Value::integer(1)}),
          Expect(poly).header(kSetEnum, 2).integer(1).integer(3), "{1, 3}");
    check(Value::interval(-1, 2), Expect(poly).header(kSetEnum, 4).integer(-1).integer(0).integer(1).integer(2),
          "-1..2");
    check(Value::emptySet(), Expect(poly).header(kSetEnum, 0), "{}");
    check(Value::set({m1, m2}), Expect(poly).header(kSetEnum, 2).model(tokOf(m1)).model(tokOf(m2)), "{m1, m2}");
    // Tuples: FCNRCDVALUE, the length, each index as an IntValue and the element.
    check(Value::tuple({a, Value::boolean(true)}),
          Expect(poly).header(kFcnRcd, 2).integer(1).str("a").integer(2).boolean(true), "<<\"a\", TRUE>>");
    check(Value::tuple({}), Expect(poly).header(kFcnRcd, 0), "<<>>");
    // Records: FCNRCDVALUE, the field count, each name as a StringValue and the value.
    Value can = Value::record({{black, Value::integer(4)}, {white, Value::integer(7)}});
    Expect canFp = Expect(poly).header(kFcnRcd, 2);
    for (size_t i = 0; i < 2; ++i)
      canFp.str(std::string(can.keys()[i].text())).integer(static_cast<int32_t>(can.vals()[i].asInt()));
    check(can, canFp, "[black |-> 4, white |-> 7]");
    // Functions of model values, of sets, of a..b.
    check(Value::fcn({m2, m1}, {Value::integer(2), Value::integer(1)}),
          Expect(poly).header(kFcnRcd, 2).model(tokOf(m1)).integer(1).model(tokOf(m2)).integer(2), "m :> i");
    Value s1 = Value::set({Value::integer(1)});
    check(Value::fcn({s1}, {a}), Expect(poly).header(kFcnRcd, 1).header(kSetEnum, 1).integer(1).str("a"),
          "{1} :> \"a\"");
    check(Value::fcn({Value::integer(5), Value::integer(6)}, {a, a}),
          Expect(poly).header(kFcnRcd, 2).integer(5).str("a").integer(6).str("a"), "[i \\in 5..6 |-> \"a\"]");
    // Nested: a set of records of tuples.
    Value nested = Value::set({Value::record({{a, Value::tuple({m1})}})});
    check(nested,
          Expect(poly).header(kSetEnum, 1).header(kFcnRcd, 1).str("a").header(kFcnRcd, 1).integer(1).model(tokOf(m1)),
          "{[a |-> <<m1>>]}");
    // A state: FP64.New() extended by each variable in TLC's order.
    std::vector<Value> vars = {can, m1};
    Expect state(poly);
    state.model(tokOf(m1));
    state.header(kFcnRcd, 2);
    for (size_t i = 0; i < 2; ++i)
      state.str(std::string(can.keys()[i].text())).integer(static_cast<int32_t>(can.vals()[i].asInt()));
    EXPECT_EQ(val::tlcStateFingerprint(vars.data(), {1, 0}, kPolyIndex[p]), state.r.fp);
  }
}

// A value with no TLC fingerprint (an infinite set) has none, inside a state too.
TEST(TlcFp64, InfiniteValuesHaveNone) {
  Value nat = Value::infSet(val::InfSetKind::Nat);
  EXPECT_FALSE(val::tlcFp64Extend(val::tlcFp64Poly(0), nat));
  EXPECT_FALSE(val::tlcFp64Extend(val::tlcFp64Poly(0), Value::tuple({Value::integer(1), nat})));
  std::vector<Value> vars = {Value::integer(1), nat};
  EXPECT_FALSE(val::tlcStateFingerprint(vars.data(), {0, 1}));
}

} // namespace
} // namespace tlacore
