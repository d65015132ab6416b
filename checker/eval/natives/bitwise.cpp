// Native Bitwise operators, as TLC's CommunityModules override them
// (tlc2.overrides.Bitwise): the bit operations on TLC's 32-bit integers.
#include <cstdint>

#include "natives.h"

namespace tlacore::eval::natives {
namespace {

using val::Value;

int32_t bits(const NativeCall &c, size_t i, std::string_view op) {
  Value v = c.arg(i);
  if (!v.isInt())
    argumentError(c, ordinal(i), op, "integer", v);
  return static_cast<int32_t>(v.asInt());
}

// And, Or and Xor(x, y, n, m): TLC computes x OP y and ignores n and m.
Value andOp(const NativeCall &c) { return Value::integer(bits(c, 0, "And") & bits(c, 1, "And")); }
Value orOp(const NativeCall &c) { return Value::integer(bits(c, 0, "Or") | bits(c, 1, "Or")); }
Value xorOp(const NativeCall &c) { return Value::integer(bits(c, 0, "Xor") ^ bits(c, 1, "Xor")); }

// shiftR(n, pos): Java's n >>> pos on an int.
Value shiftR(const NativeCall &c) {
  auto n = static_cast<uint32_t>(bits(c, 0, "shiftR"));
  int32_t pos = bits(c, 1, "shiftR");
  return Value::integer(static_cast<int32_t>(n >> (static_cast<uint32_t>(pos) & 31u)));
}

// Not(a): the bits of a below its highest set bit flipped (as NotR(a, 0, a)).
Value notOp(const NativeCall &c) {
  Value v = c.arg(0);
  if (!v.isInt() || v.asInt() < 0)
    argumentError(c, "first", "Not", "natural number", v);
  auto a = static_cast<uint64_t>(v.asInt());
  uint64_t mask = 0;
  for (uint64_t rest = a; rest != 0; rest >>= 1)
    mask = (mask << 1) | 1;
  return Value::integer(static_cast<int64_t>(~a & mask));
}

const NativeEntry kTable[] = {
    {"Bitwise", "And", andOp},
    {"Bitwise", "Or", orOp},
    {"Bitwise", "Xor", xorOp},
    {"Bitwise", "shiftR", shiftR},
    {"Bitwise", "Not", notOp},
};

} // namespace

std::span<const NativeEntry> bitwiseNatives() { return kTable; }

} // namespace tlacore::eval::natives
