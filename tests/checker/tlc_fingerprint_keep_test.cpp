// TLC's fingerprints for the estimate "based on the actual fingerprints"
// (explore/tlc_fingerprint_keep.h) come out the same however they are
// kept: every expanded state's values held to the end, the hold given up
// after the first unit or midway (then the held states fingerprinted and
// each later one as it is expanded), or each fingerprinted as it is
// expanded from the start; with one worker and two; with a VIEW (always
// as expanded). The gap is the least distance between the states' FP64
// fingerprints (ReferenceFp64, not the code under test) within one set of
// the MultiFPSet; no gap when TLC would not print the line.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "check_test_helpers.h"
#include "reference_fp64.h"

namespace tlacore {
namespace {

// x in 0..n-1 stepping by 1..5 (and c toggling, seen only without the VIEW x).
std::string ringSpec(int n, bool view) {
  return "---- MODULE Ring ----\nEXTENDS Naturals\nVARIABLES x, c\n"
         "Init == x \\in 0.." + std::to_string(n - 1) + " /\\ c = 0\n"
         "Next == \\E i \\in 1..5 : x' = (x + i) % " + std::to_string(n) + " /\\ c' = " +
         (view ? "1 - c" : "c") + "\nV == x\n====\n";
}

// The gap TLC's checkFPs finds over the states x = 0..n-1 fingerprinted as
// the view x (IntValue: INTVALUE, then the int) with -fp 0, -fpbits 1.
uint64_t expectedGap(int n) {
  std::vector<uint64_t> fps;
  for (int x = 0; x < n; ++x) {
    ReferenceFp64 f(0x911498AE0E66BAD6ULL);
    f.byte(1);
    f.int32(static_cast<uint32_t>(x));
    fps.push_back(f.fp);
  }
  std::sort(fps.begin(), fps.end());
  uint64_t gap = UINT64_MAX;
  for (size_t i = 1; i < fps.size(); ++i)
    if ((fps[i] >> 63) == (fps[i - 1] >> 63))
      gap = std::min(gap, fps[i] - fps[i - 1]);
  return gap;
}

TEST(TlcFingerprintKeep, HeldOrAsExpandedTheSameGap) {
  // 20000 states, 100000 more generated: 20000 * 100000 / 2^64 = 1.08E-10, printed.
  const int n = 20000;
  const uint64_t want = expectedGap(n);
  for (bool view : {false, true}) {
    checktest::TempDir dir;
    std::string tla = dir.write("Ring.tla", ringSpec(n, view));
    // Without the VIEW, c stays 0: the state's fingerprint extends x's by c's
    // (TLC's variable order x, c), so only the VIEW run has `want` as its gap.
    std::string cfg = dir.write("Ring.cfg", view ? "INIT Init\nNEXT Next\nVIEW V\n" : "INIT Init\nNEXT Next\n");
    uint64_t plainGap = 0;
    for (uint64_t hold : {uint64_t{64} << 20, uint64_t{1}, uint64_t{100000}, uint64_t{0}})
      for (size_t workers : {1, 2}) {
        SCOPED_TRACE((view ? "VIEW, hold " : "hold ") + std::to_string(hold) + ", workers " + std::to_string(workers));
        explore::CheckOptions o;
        o.workers = workers;
        o.tlcFingerprintHoldBytes = hold;
        checktest::CheckRun r = checktest::checkFiles(tla, cfg, o);
        ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
        ASSERT_EQ(r.result.outcome, explore::Outcome::Success);
        ASSERT_EQ(r.result.distinct, static_cast<uint64_t>(n));
        ASSERT_EQ(r.result.generated, static_cast<uint64_t>(6 * n));
        if (view) {
          EXPECT_EQ(r.result.tlcFingerprintGap, want);
        } else {
          EXPECT_NE(r.result.tlcFingerprintGap, 0u);
          if (plainGap == 0)
            plainGap = r.result.tlcFingerprintGap;
          EXPECT_EQ(r.result.tlcFingerprintGap, plainGap);
        }
      }
  }
}

// 19000^2 * 5 / 2^64 = 9.8E-11: TLC leaves the line out, and no gap is worked out.
TEST(TlcFingerprintKeep, NoGapWhenTlcLeavesTheLineOut) {
  checktest::TempDir dir;
  std::string tla = dir.write("Ring.tla", ringSpec(19000, false));
  std::string cfg = dir.write("Ring.cfg", "INIT Init\nNEXT Next\n");
  for (uint64_t hold : {uint64_t{64} << 20, uint64_t{0}}) {
    explore::CheckOptions o;
    o.tlcFingerprintHoldBytes = hold;
    checktest::CheckRun r = checktest::checkFiles(tla, cfg, o);
    ASSERT_EQ(r.result.outcome, explore::Outcome::Success) << r.problem;
    EXPECT_EQ(r.result.tlcFingerprintGap, 0u) << hold;
  }
}

} // namespace
} // namespace tlacore
