// java.util.Random, as TLC uses it: its RandomGenerator (simulation) and
// the generator behind RandomElement (tlc2.value.RandomEnumerableValues).
#pragma once

#include <cstdint>

namespace tlacore::eval {

class JavaRandom {
public:
  explicit JavaRandom(int64_t seed = 0);
  int32_t next(int bits);
  double nextDouble();
  int64_t nextLong();
  // A prime from TLC's table (for the stride over the actions).
  int32_t nextPrime();
  // floor(nextDouble() * n): an index below n, drawn as TLC draws one.
  uint64_t nextIndex(uint64_t n);

private:
  uint64_t seed_;
};

} // namespace tlacore::eval
