// FP64 as tlc2.util.FP64 defines it, written out again so that a test does
// not take the fingerprint it checks from the code under test:
// ByteModTable_7 of a polynomial (FP64.Polys[-fp N]), extended by a byte
// or by the four bytes of an int (FP64.Extend(long, byte|int)).
#pragma once

#include <cstdint>

namespace tlacore {

struct ReferenceFp64 {
  uint64_t table[256] = {};
  uint64_t fp;
  explicit ReferenceFp64(uint64_t poly) : fp(poly) {
    uint64_t power[72], t = 0x8000000000000000ULL;
    for (uint64_t &p : power) {
      p = t;
      t = (t >> 1) ^ ((t & 1) ? poly : 0);
    }
    for (int j = 0; j < 256; ++j)
      for (int k = 0; k <= 7; ++k)
        if (j & (1 << k))
          table[j] ^= power[127 - 7 * 8 - k];
  }
  void byte(uint32_t b) { fp = (fp >> 8) ^ table[(b ^ static_cast<uint32_t>(fp)) & 0xff]; }
  void int32(uint32_t x) {
    for (int i = 0; i < 4; ++i, x >>= 8)
      byte(x & 0xff);
  }
};

} // namespace tlacore
