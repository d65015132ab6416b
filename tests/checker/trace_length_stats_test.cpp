// TraceLengthStats: TLC's running statistics of simulated behaviours'
// lengths (SimulationWorker.collectPostTrace), integer Welford as Java
// computes it, and the figures TLC's progress report prints.
#include <gtest/gtest.h>

#include "explore/trace_length_stats.h"

namespace {

// TLC's arithmetic by hand: Welford with integer division and the packed word.
TEST(TraceLengthStats, JavaIntegerWelford) {
  tlacore::explore::TraceLengthStats s;
  s.add(10, 1); // mean 10, m2 0
  EXPECT_EQ(s.mean(), 10);
  s.add(4, 2); // delta -6, mean 10 + (-6 / 2) = 7, m2 0 + (-6) * (4 - 7) = 18
  EXPECT_EQ(s.mean(), 7);
  EXPECT_EQ(s.variance(2), 6); // round(18 / 3)
  EXPECT_EQ(s.deviation(2), 2); // round(sqrt(6))
  s.add(5, 4); // delta -2, mean 7 + 0 = 7, m2 18 + (-2) * (5 - 7) = 22
  EXPECT_EQ(s.mean(), 7);
  EXPECT_EQ(s.variance(4), 4); // round(22 / 5) = round(4.4)
  EXPECT_EQ(s.deviation(4), 2); // round(2.098)
  // Nothing ended yet: TLC prints zeros.
  tlacore::explore::TraceLengthStats none;
  EXPECT_EQ(none.mean(), 0);
  EXPECT_EQ(none.variance(7), 0);
  EXPECT_EQ(none.deviation(7), 0);
}

} // namespace
