// TLC's 64-bit value fingerprint: FP64 (Rabin fingerprints over GF(2^64)
// modulo TLC's first irreducible polynomial) extended by each value as TLC's
// value classes extend it.
#include "tlc_fingerprint.h"

#include <array>

#include "value/set_ops.h"

namespace tlacore::eval::natives {
namespace {

using val::Kind;
using val::Value;

constexpr uint64_t kIrredPoly = 0x911498AE0E66BAD6ULL; // FP64.Polys[0]

// FP64.Init: ByteModTable_7 for kIrredPoly.
const std::array<uint64_t, 256> &byteModTable() {
  static const std::array<uint64_t, 256> table = [] {
    constexpr uint64_t one = 0x8000000000000000ULL, x63 = 1;
    std::array<uint64_t, 72> power{};
    uint64_t t = one;
    for (auto &p : power) {
      p = t;
      uint64_t mask = (t & x63) != 0 ? kIrredPoly : 0;
      t = (t >> 1) ^ mask;
    }
    std::array<uint64_t, 256> out{};
    for (int j = 0; j <= 255; ++j) {
      uint64_t v = 0;
      for (int k = 0; k <= 7; ++k)
        if (j & (1 << k))
          v ^= power[static_cast<size_t>(127 - 7 * 8 - k)];
      out[static_cast<size_t>(j)] = v;
    }
    return out;
  }();
  return table;
}

uint64_t extendByte(uint64_t fp, uint32_t b) { return (fp >> 8) ^ byteModTable()[(b ^ static_cast<uint32_t>(fp)) & 0xff]; }

uint64_t extendInt(uint64_t fp, int32_t x) {
  auto u = static_cast<uint32_t>(x);
  for (int i = 0; i < 4; ++i, u >>= 8)
    fp = extendByte(fp, u & 0xff);
  return fp;
}

// The UTF-16 code units of a UTF-8 string (Java's String.charAt sequence).
std::u16string utf16(std::string_view s) {
  std::u16string out;
  for (size_t i = 0; i < s.size();) {
    auto b = static_cast<uint8_t>(s[i]);
    uint32_t cp = b;
    size_t len = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xe ? 3 : (b >> 3) == 0x1e ? 4 : 1;
    if (len > 1 && i + len <= s.size()) {
      cp = len == 2 ? b & 0x1f : len == 3 ? b & 0x0f : b & 0x07;
      for (size_t k = 1; k < len; ++k)
        cp = (cp << 6) | (static_cast<uint8_t>(s[i + k]) & 0x3f);
    } else {
      len = 1;
    }
    if (cp >= 0x10000) {
      cp -= 0x10000;
      out.push_back(static_cast<char16_t>(0xd800 + (cp >> 10)));
      out.push_back(static_cast<char16_t>(0xdc00 + (cp & 0x3ff)));
    } else {
      out.push_back(static_cast<char16_t>(cp));
    }
    i += len;
  }
  return out;
}

// ValueConstants' type codes.
constexpr uint32_t kBoolValue = 0, kIntValue = 1, kStringValue = 3, kSetEnumValue = 5, kFcnRcdValue = 9,
                   kModelValue = 21;

uint64_t extend(const NativeCall &c, uint64_t fp, const Value &v) {
  switch (v.kind()) {
  case Kind::Bool:
    return extendByte(extendByte(fp, kBoolValue), v.asBool() ? 't' : 'f');
  case Kind::Int:
    return extendInt(extendByte(fp, kIntValue), static_cast<int32_t>(v.asInt()));
  case Kind::String: {
    std::u16string chars = utf16(v.text());
    fp = extendInt(extendByte(fp, kStringValue), static_cast<int32_t>(chars.size()));
    for (char16_t ch : chars)
      fp = extendByte(fp, ch & 0xff);
    return fp;
  }
  case Kind::ModelValue: {
    const auto *obj = static_cast<const val::StringObj *>(v.heap());
    return extendInt(extendByte(fp, kModelValue), static_cast<int32_t>(obj->tok));
  }
  case Kind::Fcn:
    fp = extendInt(extendByte(fp, kFcnRcdValue), static_cast<int32_t>(v.keys().size()));
    for (size_t i = 0; i < v.keys().size(); ++i)
      fp = extend(c, extend(c, fp, v.keys()[i]), v.vals()[i]);
    return fp;
  default:
    break;
  }
  std::vector<Value> elems;
  if (!finiteSetElems(v, elems))
    c.ev.fail("Attempted to fingerprint the value " + val::toString(v) + ", which is not a finite value", c.range);
  fp = extendInt(extendByte(fp, kSetEnumValue), static_cast<int32_t>(elems.size()));
  for (const Value &e : elems)
    fp = extend(c, fp, e);
  return fp;
}

// TLCFP(v): the lower 32 bits of v's fingerprint (FP64.Hash).
Value tlcFP(const NativeCall &c) {
  return Value::integer(static_cast<int32_t>(static_cast<uint32_t>(tlcFingerprint(c, c.arg(0)))));
}

// DotDiGraph(G, VL, EL): G in GraphViz's dot language, nodes named by their
// fingerprints, labelled VL(node) and EL(edge) as TLC prints those values.
Value dotDiGraph(const NativeCall &c) {
  Value g = c.arg(0);
  const Value *nodes = g.isFcn() ? val::lookup(g, c.ev.str("node")) : nullptr;
  const Value *edges = g.isFcn() ? val::lookup(g, c.ev.str("edge")) : nullptr;
  if (!nodes || !edges)
    c.ev.fail("An DiGraph must be a record. Value given is: " + val::toString(g), c.range);
  OpRef vl = c.opArg(1), el = c.opArg(2);
  std::vector<Value> ns, es;
  if (!finiteSetElems(*nodes, ns) || !finiteSetElems(*edges, es))
    c.ev.fail("The nodes and edges of a DiGraph must be finite sets: " + val::toString(g), c.range);
  auto id = [&](const Value &v) { return std::to_string(static_cast<int64_t>(tlcFingerprint(c, v))); };
  std::string dot = "digraph MyGraph {";
  for (const Value &n : ns)
    dot += id(n) + "[label=" + val::toString(callOp(c, vl, {n})) + "];";
  for (const Value &e : es) {
    std::vector<Value> ends;
    if (!sequenceElems(e, ends) || ends.size() < 2)
      c.ev.fail("An edge of a DiGraph must be a pair <<from, to>>, but it is: " + val::toString(e), c.range);
    dot += id(ends[0]) + "->" + id(ends[1]) + "[label=" + val::toString(callOp(c, el, {e})) + "];";
  }
  return c.ev.str(dot + "}");
}

const NativeEntry kTable[] = {
    {"TLCExt", "TLCFP", tlcFP},
    {"GraphViz", "DotDiGraph", dotDiGraph},
};

} // namespace

uint64_t tlcFingerprint(const NativeCall &c, const Value &v) { return extend(c, kIrredPoly, v); }

std::span<const NativeEntry> fingerprintNatives() { return kTable; }

} // namespace tlacore::eval::natives
