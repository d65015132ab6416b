// Fingerprinting successors ahead of their turn (explore::hashHasNoEffects),
// the fingerprint set's prefetch, and val::LineVector's cache-line blocks.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "explore/bfs.h"
#include "explore/fingerprint_set.h"
#include "value/line_allocator.h"
#include "value/string_table.h"
#include "value/value.h"

namespace tlacore {
namespace {

using explore::hashHasNoEffects;
using val::Value;

val::StringTable &strings() {
  static val::StringTable *t = new val::StringTable;
  return *t;
}
Value I(int64_t i) { return Value::integer(i); }
Value S(std::string_view s) { return strings().string(s); }

// Every kind of value a state may hold: the plain ones (and finite sets and
// functions of them) may be hashed ahead; a lazy set, anywhere inside, may
// not (its hash may build it, or cache a UNION's normal form).
TEST(EarlyFingerprint, OnlyPlainValuesAreHashedAhead) {
  std::vector<Value> plain = {
      Value::boolean(true),
      I(-7),
      S("a"),
      strings().modelValue("m"),
      Value::set({I(1), I(2)}),
      Value::emptySet(),
      Value::tuple({I(1), S("b")}),
      Value::record({{S("black"), I(3)}, {S("white"), I(4)}}),
      Value::fcn({I(1), I(2)}, {Value::set({I(3)}), Value::tuple({})}),
      Value::set({Value::set({Value::tuple({I(1)})})}),
  };
  for (const Value &v : plain)
    EXPECT_TRUE(hashHasNoEffects({v})) << val::toString(v);
  EXPECT_TRUE(hashHasNoEffects(plain));
  EXPECT_TRUE(hashHasNoEffects({}));

  std::vector<Value> lazy = {
      Value::interval(1, 3),
      Value::subsetOf(Value::set({I(1)})),
      Value::fcnSet(Value::set({I(1)}), Value::set({I(2)})),
      Value::recordSet({{S("a"), Value::set({I(1)})}}),
      Value::product({Value::set({I(1)}), Value::set({I(2)})}),
      Value::infSet(val::InfSetKind::Nat),
      Value::seqSet(Value::set({I(1)})),
      Value::lazyUnion(Value::interval(1, 2), Value::interval(5, 6)),
      Value(), // an error value
  };
  for (const Value &v : lazy) {
    EXPECT_FALSE(hashHasNoEffects({v})) << val::toString(v);
    // Inside a set, a function's range or domain, a record, next to plain values.
    EXPECT_FALSE(hashHasNoEffects({Value::set({I(0), v})}));
    EXPECT_FALSE(hashHasNoEffects({Value::tuple({I(0), v})}));
    EXPECT_FALSE(hashHasNoEffects({Value::record({{S("f"), v}})}));
    EXPECT_FALSE(hashHasNoEffects({I(1), v}));
  }
}

// Past 64 values it is not looked into (false), unless the hash is known.
TEST(EarlyFingerprint, LargeValuesAreHashedInTheirTurnUnlessTheirHashIsKnown) {
  std::vector<Value> elems;
  for (int i = 0; i < 100; ++i)
    elems.push_back(I(i));
  Value big = Value::tuple(elems);
  EXPECT_FALSE(hashHasNoEffects({big}));
  std::vector<Value> many(70, I(1));
  EXPECT_FALSE(hashHasNoEffects(many));
  (void)big.hash(); // cached from now on: nothing left to compute
  EXPECT_TRUE(hashHasNoEffects({big}));
  // Ahead or in its turn, the same fingerprint.
  std::vector<Value> state = {Value::record({{S("black"), I(3)}, {S("white"), I(4)}}), I(2)};
  uint64_t before = explore::fingerprint(state);
  EXPECT_TRUE(hashHasNoEffects(state));
  EXPECT_EQ(explore::fingerprint(state), before);
}

// A prefetch changes nothing in the set, for any fingerprint, before and after it grows.
TEST(EarlyFingerprint, PrefetchChangesNothing) {
  explore::FingerprintSet set(4);
  for (uint64_t fp : {uint64_t{0}, uint64_t{1}, UINT64_MAX, uint64_t{12345}})
    set.prefetch(fp);
  EXPECT_EQ(set.size(), 0u);
  for (uint64_t i = 0; i < 10000; ++i) {
    set.prefetch(i * 0x9E3779B97F4A7C15ull);
    EXPECT_TRUE(set.insert(i * 0x9E3779B97F4A7C15ull));
  }
  for (uint64_t i = 0; i < 10000; ++i) {
    set.prefetch(i * 0x9E3779B97F4A7C15ull);
    EXPECT_FALSE(set.insert(i * 0x9E3779B97F4A7C15ull));
  }
  EXPECT_EQ(set.size(), 10000u);
}

// LineVector's blocks start on a cache line and fill whole lines, whatever
// the element type and size, as it grows.
TEST(EarlyFingerprint, LineVectorsHaveCacheLinesOfTheirOwn) {
  val::LineVector<uint8_t> bytes(3, 1);
  val::LineVector<size_t> words(5, 2);
  val::LineVector<Value> values(2, I(7));
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(reinterpret_cast<uintptr_t>(bytes.data()) % val::kCacheLine, 0u);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(words.data()) % val::kCacheLine, 0u);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(values.data()) % val::kCacheLine, 0u);
    bytes.resize(bytes.size() * 10, 1);
    words.resize(words.size() * 10, 2);
    values.resize(values.size() * 10, I(7));
  }
  EXPECT_EQ(val::LineAllocator<uint8_t>::bytes(1), 64u);
  EXPECT_EQ(val::LineAllocator<uint64_t>::bytes(9), 128u);
  EXPECT_EQ(values[19].asInt(), 7);
}

} // namespace
} // namespace tlacore
