// TLC's FP64 fingerprints: Rabin fingerprints over GF(2^64) modulo TLC's
// first irreducible polynomial, extended by each value as TLC's value
// classes extend them (ValueConstants' type codes, then the contents).
#include "tlc_fp64.h"

#include <algorithm>
#include <array>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "set_ops.h"

namespace tlacore::val {
namespace {

// FP64.Polys: the irreducible polynomials TLC's -fp picks from.
constexpr uint64_t kPolys[kTlcFp64Polys] = {
    0x911498AE0E66BAD6ULL, 0xda8a0ba66dae0181ULL, 0xc02f176b8f268d9fULL, 0xd617bb1220fc7812ULL,
    0xc6fd951ad34f9f74ULL, 0xdd1897bd991704d4ULL, 0xf5394c541cbfd343ULL, 0xb1dded37b5c7b8f7ULL,
    0xb713ff61039dc632ULL, 0xdfb340cb2fb03d43ULL, 0xbc3e7e4c5ecb76a3ULL, 0xdbb4b1349cd7058aULL,
    0xf53e9dcb9e915cdfULL, 0xca5f58e90dd01848ULL, 0x80e7ff4406891aa1ULL, 0xab541bf881fa8571ULL,
    0xbf274e07ac5499d5ULL, 0x939b1ea933040a4eULL, 0xb791a595448d75b1ULL, 0x8bf88d6ef85563a2ULL,
    0xecb33ec339513a53ULL, 0xfa2d3e722db5208aULL, 0xb4e2058aac479d24ULL, 0xafbd6474e7213b82ULL,
    0x98c1694d14ffaeefULL, 0xe188fb5c0a125e24ULL, 0xfa71cc3865487d80ULL, 0x891135f7c1c94569ULL,
    0xcf77cdd16d22e3e6ULL, 0xeb5e3a1d2e2bb4b5ULL, 0x92f7f5b69cd00c55ULL, 0xa9fbbe40ca3b9ae9ULL,
    0x84a7b33d85295bdeULL, 0xebd4680dbb6fdee2ULL, 0xa31fc46a0583b4d0ULL, 0xa792c94f15de3e49ULL,
    0xd9d60a9feff4521aULL, 0x9227ba31dfdda04bULL, 0xfb4c89c607ce162dULL, 0xa89b3b2e01479cc0ULL,
    0xb35a0c2a28b89f7dULL, 0x91d0b700b99d9ec2ULL, 0xf0646bbda05020b0ULL, 0xcb5d5f63ce043056ULL,
    0xd276b6a04f42a1b8ULL, 0xbc1a7a7dbfeb47a3ULL, 0xe138acff7a963036ULL, 0xed860223c1557ee7ULL,
    0x9b2491e980150ab6ULL, 0xe7e03dd8a5b4e59eULL, 0xaaa3f5eac516783cULL, 0xfe78cc267a724180ULL,
    0xc22519a21edfac64ULL, 0xcdb2941933fec60fULL, 0xc5f485551ef38aa1ULL, 0xa19293d250bd3335ULL,
    0xa4d4c215a50b7afeULL, 0xc1155176406a5070ULL, 0xecadaa8200e123ecULL, 0xbacfe629d58b2f08ULL,
    0xded991082148cb42ULL, 0x9a0ccbe5deaa88dbULL, 0x9a83246f342061bbULL, 0xb71482842297ab05ULL,
    0xf2407eeb997592bdULL, 0xb7b43d4b5c4c4bccULL, 0xb339a2568221ffe7ULL, 0xdb4b6b379446ef9eULL,
    0xe43c205bb5c0b2b6ULL, 0xe8e1d141f19d6db0ULL, 0xd19e8710a4ea1c86ULL, 0x9704cecfa8d6d07bULL,
    0xb0a35716162c3f26ULL, 0xa2a68c0cf56390acULL, 0xe4a74bc601c95b46ULL, 0xe668fff675595e56ULL,
    0xe0ea77ebe06fabbbULL, 0xa8bb94f585279523ULL, 0xbeb667b42b684f21ULL, 0xd7b65410189e28afULL,
    0x85722037beffc5b9ULL, 0xe7e7c5f773426204ULL, 0xa5fd0cc8e060c6f4ULL, 0xb8f91ee9065dcf95ULL,
    0xb4047008040f8b50ULL, 0xecb9ab6291c8cfccULL, 0xe08bb9b70caad6dfULL, 0xd6e086a301d95d56ULL,
    0xf6a808f5f3fb9da3ULL, 0xfa74b8a8ef86fbc5ULL, 0xa0b6b33ba9e6381cULL, 0x8c78703427873dbbULL,
    0xc5516ea423011021ULL, 0xb075cce8528ae7e2ULL, 0x92e4a37979e2b13bULL, 0xafc9ab000ed81026ULL,
    0xf1873f2a861a518aULL, 0xf885d6b35770192cULL, 0xd2a82f27f71f5f7eULL, 0xd5e7a4dd8beb2d9fULL,
    0xbab9e7e65dc23e0fULL, 0xd5fc877c0bdf5b85ULL, 0xab428169b9f31c02ULL, 0xb7b1351f9266d3eaULL,
    0xfad564914328f635ULL, 0x9623ecb1000db9bdULL, 0x88d371ec6644c892ULL, 0xd0a71270573e271cULL,
    0xbd200d763f9d81b4ULL, 0x8484fd96374bf2eaULL, 0xe0d0810749432294ULL, 0x8ebe9dadc88658baULL,
    0xf6268c58993ae542ULL, 0xd6cc88fed0d359c9ULL, 0xbcaddb8d40a16690ULL, 0x92817c6db421cbf6ULL,
    0xac63721120a371b5ULL, 0xd6cc137fdced0820ULL, 0xf1c5fbaebb617bd7ULL, 0xac35d78c765237a5ULL,
    0xbd0a471fa9a23116ULL, 0x943a7031b946a5aeULL, 0xe4e83520cb1aaebbULL, 0xe92a4b73246dd124ULL,
    0xafc1e070787c4c86ULL, 0xdfe84d42cf06286bULL, 0x8b29ec962e4b964bULL, 0x807eb5de812ede0fULL,
    0xa3cd71299c8b3bfdULL, 0x845b8031ef886f35ULL, 0x91f5a5fa9c5515a5ULL,
};

// FP64.Init(poly): ByteModTable_7, the table of one byte's step
// (FP64.Extend(long, byte)); then the tables that take 2..8 bytes in one
// step (a byte's step is linear in GF(2), so k steps are the xor of each
// byte's table shifted on by the steps after it: slice[k][b] is byte b's
// effect when k more bytes follow).
struct Slices {
  uint64_t slice[8][256];
};

Slices byteModTables(uint64_t poly) {
  constexpr uint64_t one = 0x8000000000000000ULL, x63 = 1;
  std::array<uint64_t, 72> power{};
  uint64_t t = one;
  for (auto &p : power) {
    p = t;
    uint64_t mask = (t & x63) != 0 ? poly : 0;
    t = (t >> 1) ^ mask;
  }
  Slices out{};
  for (int j = 0; j <= 255; ++j) {
    uint64_t v = 0;
    for (int k = 0; k <= 7; ++k)
      if (j & (1 << k))
        v ^= power[static_cast<size_t>(127 - 7 * 8 - k)];
    out.slice[0][j] = v;
  }
  for (size_t k = 1; k < 8; ++k)
    for (size_t j = 0; j < 256; ++j) {
      uint64_t prev = out.slice[k - 1][j];
      out.slice[k][j] = (prev >> 8) ^ out.slice[0][prev & 0xff];
    }
  return out;
}

// The tables of polynomial `index`, made when first asked for.
const Slices &modTables(int index) {
  static std::array<std::once_flag, kTlcFp64Polys> made;
  static std::array<std::unique_ptr<Slices>, kTlcFp64Polys> tables;
  auto i = static_cast<size_t>(index);
  std::call_once(made[i], [&] { tables[i] = std::make_unique<Slices>(byteModTables(kPolys[i])); });
  return *tables[i];
}

// FP64.Extend by bytes, the fingerprint kept in a register (a value
// returned, not a field written through a reference, which the table
// reads would make the compiler store and load again at every byte).
struct Fp {
  const uint64_t (&t)[8][256];
  // One byte (the low byte of b: FP64.Extend of a byte or a char).
  uint64_t byte(uint64_t fp, uint32_t b) const { return (fp >> 8) ^ t[0][(b ^ static_cast<uint32_t>(fp)) & 0xff]; }
  // The four bytes of x, lowest first (FP64.Extend(long, int)).
  uint64_t int32(uint64_t fp, uint32_t x) const {
    uint32_t y = x ^ static_cast<uint32_t>(fp);
    return (fp >> 32) ^ t[3][y & 0xff] ^ t[2][(y >> 8) & 0xff] ^ t[1][(y >> 16) & 0xff] ^ t[0][y >> 24];
  }
  // Eight bytes, the first in the lowest bits.
  uint64_t bytes8(uint64_t fp, uint64_t x) const {
    uint64_t y = x ^ fp;
    return t[7][y & 0xff] ^ t[6][(y >> 8) & 0xff] ^ t[5][(y >> 16) & 0xff] ^ t[4][(y >> 24) & 0xff] ^
           t[3][(y >> 32) & 0xff] ^ t[2][(y >> 40) & 0xff] ^ t[1][(y >> 48) & 0xff] ^ t[0][y >> 56];
  }
  // The bytes of `s` (each char's low byte: FP64.Extend(long, String)).
  uint64_t chars(uint64_t fp, const unsigned char *s, size_t n) const {
    for (; n >= 8; s += 8, n -= 8) {
      uint64_t x = 0;
      for (int i = 7; i >= 0; --i)
        x = (x << 8) | s[i];
      fp = bytes8(fp, x);
    }
    for (; n > 0; ++s, --n)
      fp = byte(fp, *s);
    return fp;
  }
};

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

// StringValue.fingerPrint: STRINGVALUE, the length, the chars.
uint64_t extendString(const Fp &f, uint64_t fp, std::string_view text) {
  bool ascii = true;
  for (char ch : text)
    ascii &= static_cast<unsigned char>(ch) < 0x80;
  fp = f.byte(fp, kStringValue);
  if (ascii) // one UTF-16 unit per byte (no conversion to allocate)
    return f.chars(f.int32(fp, static_cast<uint32_t>(text.size())),
                   reinterpret_cast<const unsigned char *>(text.data()), text.size());
  std::u16string units = utf16(text);
  std::string low(units.size(), '\0');
  for (size_t i = 0; i < units.size(); ++i)
    low[i] = static_cast<char>(units[i] & 0xff);
  return f.chars(f.int32(fp, static_cast<uint32_t>(units.size())), reinterpret_cast<const unsigned char *>(low.data()),
                 low.size());
}

// `fp` extended by v; false when v is not a finite value.
bool extend(const Fp &f, uint64_t &out, const Value &v) {
  uint64_t fp = out;
  switch (v.kind()) {
  case Kind::Bool:
    out = f.byte(f.byte(fp, kBoolValue), v.asBool() ? 't' : 'f');
    return true;
  case Kind::Int:
    out = f.int32(f.byte(fp, kIntValue), static_cast<uint32_t>(static_cast<int32_t>(v.asInt())));
    return true;
  case Kind::String:
    out = extendString(f, fp, v.text());
    return true;
  case Kind::ModelValue:
    out = f.int32(f.byte(fp, kModelValue), static_cast<const StringObj *>(v.heap())->tok + 1); // tlc_fp64.h
    return true;
  case Kind::Fcn: {
    const std::vector<Value> &keys = v.keys(), &vals = v.vals();
    fp = f.int32(f.byte(fp, kFcnRcdValue), static_cast<uint32_t>(keys.size()));
    for (size_t i = 0; i < keys.size(); ++i) {
      const Value &k = keys[i];
      if (k.kind() == Kind::Int) // tuples, functions of a..b: no call
        fp = f.int32(f.byte(fp, kIntValue), static_cast<uint32_t>(static_cast<int32_t>(k.asInt())));
      else if (!extend(f, fp, k))
        return false;
      if (!extend(f, fp, vals[i]))
        return false;
    }
    out = fp;
    return true;
  }
  default:
    break;
  }
  if (!v.isSetLike() || v.kind() == Kind::InfSet)
    return false;
  Value n = v.kind() == Kind::Set ? Value() : normalize(v);
  const Value &set = v.kind() == Kind::Set ? v : n;
  if (set.isError())
    return false;
  const std::vector<Value> &elems = set.elems();
  fp = f.int32(f.byte(fp, kSetEnumValue), static_cast<uint32_t>(elems.size()));
  for (const Value &e : elems)
    if (!extend(f, fp, e))
      return false;
  out = fp;
  return true;
}

} // namespace

uint64_t tlcFp64Poly(int index) { return kPolys[index >= 0 && index < kTlcFp64Polys ? index : 0]; }

std::optional<uint64_t> tlcFp64Extend(uint64_t fp, const Value &v, int poly) {
  Fp f{modTables(poly >= 0 && poly < kTlcFp64Polys ? poly : 0).slice};
  try {
    if (!extend(f, fp, v))
      return std::nullopt;
  } catch (...) { // a set too large or not enumerable
    return std::nullopt;
  }
  return fp;
}

std::optional<uint64_t> tlcStateFingerprint(const Value *vars, const std::vector<size_t> &order, int poly) {
  Fp f{modTables(poly >= 0 && poly < kTlcFp64Polys ? poly : 0).slice};
  uint64_t fp = tlcFp64Poly(poly);
  try {
    for (size_t i : order)
      if (!extend(f, fp, vars[i]))
        return std::nullopt;
  } catch (...) { // a set too large or not enumerable
    return std::nullopt;
  }
  return fp;
}

} // namespace tlacore::val
