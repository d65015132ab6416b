// TLC's FP64 fingerprints: Rabin fingerprints over GF(2^64) modulo TLC's
// first irreducible polynomial, extended by each value as TLC's value
// classes extend them (ValueConstants' type codes, then the contents).
#include "tlc_fp64.h"

#include <algorithm>
#include <array>
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

using ModTable = std::array<uint64_t, 256>;

// FP64.Init(poly): ByteModTable_7.
ModTable byteModTable(uint64_t poly) {
  constexpr uint64_t one = 0x8000000000000000ULL, x63 = 1;
  std::array<uint64_t, 72> power{};
  uint64_t t = one;
  for (auto &p : power) {
    p = t;
    uint64_t mask = (t & x63) != 0 ? poly : 0;
    t = (t >> 1) ^ mask;
  }
  ModTable out{};
  for (int j = 0; j <= 255; ++j) {
    uint64_t v = 0;
    for (int k = 0; k <= 7; ++k)
      if (j & (1 << k))
        v ^= power[static_cast<size_t>(127 - 7 * 8 - k)];
    out[static_cast<size_t>(j)] = v;
  }
  return out;
}

// The table of polynomial `index`, made when first asked for.
const ModTable &modTable(int index) {
  static std::array<std::once_flag, kTlcFp64Polys> made;
  static std::array<ModTable, kTlcFp64Polys> tables;
  auto i = static_cast<size_t>(index);
  std::call_once(made[i], [&] { tables[i] = byteModTable(kPolys[i]); });
  return tables[i];
}

// Extends by the low byte of b (FP64.Extend of a byte or a char).
struct Fp {
  const ModTable &mod;
  uint64_t fp;
  void byte(uint32_t b) { fp = (fp >> 8) ^ mod[(b ^ static_cast<uint32_t>(fp)) & 0xff]; }
  void int32(int32_t x) {
    auto u = static_cast<uint32_t>(x);
    for (int i = 0; i < 4; ++i, u >>= 8)
      byte(u & 0xff);
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

bool extend(Fp &fp, const Value &v) {
  switch (v.kind()) {
  case Kind::Bool:
    fp.byte(kBoolValue);
    fp.byte(v.asBool() ? 't' : 'f');
    return true;
  case Kind::Int:
    fp.byte(kIntValue);
    fp.int32(static_cast<int32_t>(v.asInt()));
    return true;
  case Kind::String: {
    std::string_view text = v.text();
    if (std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
      // ASCII: one UTF-16 unit per byte (no conversion to allocate).
      fp.byte(kStringValue);
      fp.int32(static_cast<int32_t>(text.size()));
      for (char ch : text)
        fp.byte(static_cast<unsigned char>(ch));
      return true;
    }
    std::u16string chars = utf16(text);
    fp.byte(kStringValue);
    fp.int32(static_cast<int32_t>(chars.size()));
    for (char16_t ch : chars)
      fp.byte(ch & 0xff);
    return true;
  }
  case Kind::ModelValue:
    fp.byte(kModelValue);
    fp.int32(static_cast<int32_t>(static_cast<const StringObj *>(v.heap())->tok + 1)); // tlc_fp64.h
    return true;
  case Kind::Fcn:
    fp.byte(kFcnRcdValue);
    fp.int32(static_cast<int32_t>(v.keys().size()));
    for (size_t i = 0; i < v.keys().size(); ++i)
      if (!extend(fp, v.keys()[i]) || !extend(fp, v.vals()[i]))
        return false;
    return true;
  default:
    break;
  }
  if (!v.isSetLike() || v.kind() == Kind::InfSet)
    return false;
  Value n = normalize(v);
  if (n.isError())
    return false;
  const std::vector<Value> &elems = n.elems();
  fp.byte(kSetEnumValue);
  fp.int32(static_cast<int32_t>(elems.size()));
  for (const Value &e : elems)
    if (!extend(fp, e))
      return false;
  return true;
}

} // namespace

uint64_t tlcFp64Poly(int index) { return kPolys[index >= 0 && index < kTlcFp64Polys ? index : 0]; }

std::optional<uint64_t> tlcFp64Extend(uint64_t fp, const Value &v, int poly) {
  Fp f{modTable(poly >= 0 && poly < kTlcFp64Polys ? poly : 0), fp};
  try {
    if (!extend(f, v))
      return std::nullopt;
  } catch (...) { // a set too large or not enumerable
    return std::nullopt;
  }
  return f.fp;
}

std::optional<uint64_t> tlcStateFingerprint(const Value *vars, const std::vector<size_t> &order, int poly) {
  uint64_t fp = tlcFp64Poly(poly);
  for (size_t i : order) {
    std::optional<uint64_t> next = tlcFp64Extend(fp, vars[i], poly);
    if (!next)
      return std::nullopt;
    fp = *next;
  }
  return fp;
}

} // namespace tlacore::val
