// Native Combinatorics operators, as TLC's CommunityModules override them
// (tlc2.overrides.Combinatorics): same results, same error texts.
#include <climits>

#include "natives.h"

namespace tlacore::eval::natives {
namespace {

using val::Value;

// choose(n, k): the binomial coefficient, in TLC's 32-bit integers (0 when k > n).
Value choose(const NativeCall &c) {
  Value n = c.arg(0), k = c.arg(1);
  if (!n.isInt() || n.asInt() < 0)
    argumentError(c, "first", "choose", "natural number", n);
  if (!k.isInt() || k.asInt() < 0)
    argumentError(c, "second", "choose", "natural number", k);
  int64_t nn = n.asInt(), kk = k.asInt();
  if (kk > nn)
    return Value::integer(0);
  kk = std::min(kk, nn - kk);
  __int128 r = 1;
  for (int64_t i = 1; i <= kk; ++i) {
    r = r * (nn - kk + i) / i;
    if (r > INT64_MAX)
      overflowError(c, std::to_string(nn) + "choose" + std::to_string(k.asInt()));
  }
  if (r > INT32_MAX)
    overflowError(c, std::to_string(nn) + "choose" + std::to_string(k.asInt()));
  return Value::integer(static_cast<int64_t>(r));
}

const NativeEntry kTable[] = {
    {"Combinatorics", "choose", choose},
};

} // namespace

std::span<const NativeEntry> combinatoricsNatives() { return kTable; }

} // namespace tlacore::eval::natives
