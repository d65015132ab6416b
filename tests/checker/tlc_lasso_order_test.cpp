// The order TLC 1.8.0's liveness search follows, which decides the
// counterexample it prints: a state's steps in the slot order of the
// worker's SetOfStates (tlc2.util.SetOfStates: open addressing on
// ((int) fp & 0x7FFFFFFF) % length, growing to 2 * length + 1 before a put
// once half full; tlc2.tool.Worker: 16 * multiplier slots, the multiplier
// one more after each state whose set grew), keyed by TLC's FP64 state
// fingerprints (TLCStateMut.fingerPrint: the values in TLC's variable order
// extended into FP64.New() of -fp's polynomial); and, end to end, a lasso
// TLC 1.8.0 printed (its recorded output under shared/reference/examples).
#include <gtest/gtest.h>

#include <filesystem>
#include <iterator>

#include "check_test_helpers.h"
#include "reference_fp64.h"
#include "live/tlc_successor_order.h"
#include "value/tlc_fp64.h"

namespace tlacore {
namespace {

using live::TlcSuccessorOrder;

std::vector<size_t> order(TlcSuccessorOrder &o, const std::vector<uint64_t> &fps) {
  return o.order(fps, [&](size_t a, size_t b) { return fps[a] == fps[b]; });
}

TEST(LiveTlcSuccessorOrder, SlotsAreTheLow31BitsModuloTheLength) {
  TlcSuccessorOrder o;
  EXPECT_EQ(order(o, {5, 3, 20}), (std::vector<size_t>{1, 2, 0})); // slots 5, 3, 4
  // (int) fp drops the high half; & 0x7FFFFFFF the sign: slot 3.
  EXPECT_EQ(order(o, {0xFFFFFFFF80000003ULL, 4}), (std::vector<size_t>{0, 1}));
}

TEST(LiveTlcSuccessorOrder, CollisionsProbeTheNextSlotAndWrapAround) {
  TlcSuccessorOrder o;
  EXPECT_EQ(order(o, {7, 23}), (std::vector<size_t>{0, 1}));  // 23 probes from 7 to 8
  EXPECT_EQ(order(o, {15, 31}), (std::vector<size_t>{1, 0})); // 31 wraps to slot 0
}

TEST(LiveTlcSuccessorOrder, AStatePutTwiceKeepsItsFirstPut) {
  TlcSuccessorOrder o;
  EXPECT_EQ(order(o, {4, 9, 4}), (std::vector<size_t>{0, 1}));
}

TEST(LiveTlcSuccessorOrder, TheSetGrowsBeforeThePutPastHalfAndTheNextStartsLarger) {
  // Nine states: the ninth put finds 8 = 16 / 2 and grows the set to 33 slots.
  TlcSuccessorOrder o;
  // 33 % 33 = 0: first (in 16 slots it would have probed past 1 ... 8).
  std::vector<uint64_t> nine = {1, 2, 3, 4, 5, 6, 7, 8, 33};
  EXPECT_EQ(order(o, nine), (std::vector<size_t>{8, 0, 1, 2, 3, 4, 5, 6, 7}));
  // The worker's next set has 32 slots: 20 and 5 keep their values as slots.
  EXPECT_EQ(order(o, {20, 5}), (std::vector<size_t>{1, 0}));
  TlcSuccessorOrder fresh; // 16 slots: 20 is slot 4
  EXPECT_EQ(order(fresh, {20, 5}), (std::vector<size_t>{0, 1}));
}

TEST(LiveTlcSuccessorOrder, APutOfAKnownStateGrowsTheSetToo) {
  TlcSuccessorOrder o;
  order(o, {1, 2, 3, 4, 5, 6, 7, 8, 8}); // the ninth put is a duplicate, after count reached 8
  EXPECT_EQ(order(o, {20, 5}), (std::vector<size_t>{1, 0}));
}

TEST(LiveTlcSuccessorOrder, TheMultiplierGrowsByOnePerGrownSet) {
  TlcSuccessorOrder o;
  std::vector<uint64_t> many;
  for (uint64_t i = 1; i <= 40; ++i)
    many.push_back(i);
  order(o, many); // grows 16 -> 33 -> 67 -> 135: still only 32 slots next
  EXPECT_EQ(order(o, {40, 5}), (std::vector<size_t>{1, 0})); // 40 % 32 = 8
  order(o, many); // from 32 slots it grows again: 48 next
  EXPECT_EQ(order(o, {50, 5}), (std::vector<size_t>{0, 1})); // 50 % 48 = 2 (in 32 or 64 slots: after 5)
}

TEST(LiveTlcStateFingerprint, IsTheValuesExtendedInTlcsVariableOrder) {
  // TLCFP(1) = -1504394061 (FingerprintNatives): a one-variable state x = 1
  // has the fingerprint of its value, extended from FP64.New().
  std::vector<val::Value> one = {val::Value::integer(1)};
  std::optional<uint64_t> fp = val::tlcStateFingerprint(one.data(), {0});
  ASSERT_TRUE(fp);
  EXPECT_EQ(static_cast<int32_t>(static_cast<uint32_t>(*fp)), -1504394061);
  // Two variables, in TLC's order (SpecModel::printOrder), not declaration order.
  std::vector<val::Value> two = {val::Value::integer(1), val::Value::boolean(true)};
  uint64_t expect = *val::tlcFp64Extend(*val::tlcFp64Extend(val::tlcFp64Poly(0), two[1]), two[0]);
  EXPECT_EQ(val::tlcStateFingerprint(two.data(), {1, 0}), expect);
  EXPECT_NE(val::tlcStateFingerprint(two.data(), {0, 1}), expect);
  // -fp N: FP64.Polys[N] is the start and the modulus.
  EXPECT_EQ(val::tlcFp64Poly(1), 0xda8a0ba66dae0181ULL);
  EXPECT_EQ(val::tlcFp64Poly(130), 0x91f5a5fa9c5515a5ULL);
  EXPECT_NE(val::tlcStateFingerprint(one.data(), {0}, 1), fp);
}

// ModelValue.fingerPrint extends by MODELVALUE (21) and the int of its
// name's UniqueString token. TLC interns the cfg before anything else
// (Spec parses it before SANY runs), in its text order: ModelValue.make of
// each model value and the StringValue of each string literal, nothing else
// of the cfg (keywords, constant names and <- overrides stay Strings); and
// InternTable numbers from 1 (new UniqueString(str, ++tokenCnt)). So the
// cfg's first text has token 1, a repeated text keeps its token, and a
// string and a model value of one text share it. Checked on every form a
// cfg can name a model value in: a plain assignment, a set, an operator's
// argument and its value, after a string literal, after a <- override.
// TLC 1.8.0's recorded runs agree: MCDistributedReplicatedLog's lasso (the
// test below) and "based on the actual fingerprints" (the min distance of
// all state fingerprints) of ACP_SB_TLC (-fp 73: 3.2E-11), Disruptor_MPMC
// (-fp 98: 4.2E-10) and VoteProof (-fp 69: 4.1E-12), which tokens from 0
// or from 2 miss.
TEST(LiveTlcStateFingerprint, AModelValueIsFingerprintedByItsCfgTokenCountedFromOne) {
  checktest::TempDir dir;
  std::string tla = dir.write("M.tla", "---- MODULE M ----\nCONSTANTS S, A, B, F(_), G, H, X\nOp == 1\n"
                                       "VARIABLE x\nInit == x = 0\nNext == x' = x\n====\n");
  std::string cfg = dir.write("M.cfg", "INIT Init\nNEXT Next\nCONSTANTS\n  S = \"s\"\n  A = a\n  B = {b, a, c}\n"
                                       "  F(d) = e\n  G <- Op\n  H = \"a\"\n  X = x\n");
  checktest::LoadedSpec l = checktest::loadFiles(tla, cfg);
  ASSERT_TRUE(l.model) << l.problem;
  // "s" 1, a 2, b 3, c 4, d 5, e 6, x 7.
  const std::pair<const char *, uint32_t> tokens[] = {{"a", 2}, {"b", 3}, {"c", 4}, {"d", 5}, {"e", 6}, {"x", 7}};
  for (const auto &[name, token] : tokens) {
    ReferenceFp64 want(0x911498AE0E66BAD6ULL);
    want.byte(21);
    want.int32(token);
    EXPECT_EQ(val::tlcFp64Extend(val::tlcFp64Poly(0), l.model->strings->modelValue(name)), want.fp) << name;
  }
}

// TLC 1.8.0's run of MCDistributedReplicatedLog with -fp 88
// (shared/reference/examples/FiniteMonotonic_MCDistributedReplicatedLog.cfg.txt):
// its VIEW's value, a function of the cfg's model values n1, n2, n3 to
// sequences of v, is the fingerprint, so the lasso TLC's search finds
// depends on the model values' tokens: six states, back to state 2.
TEST(LiveTlcLassoOrder, DistributedReplicatedLogAsTlcPrintedIt) {
  const std::string dir = std::string(TLACORE_SHARED_DIR) + "/corpus/examples/FiniteMonotonic/";
  if (!std::filesystem::exists(dir + "MCDistributedReplicatedLog.tla"))
    GTEST_SKIP() << "corpus not found at " << dir;
  explore::CheckOptions o;
  o.fpIndex = 88;
  checktest::CheckRun r =
      checktest::checkFiles(dir + "MCDistributedReplicatedLog.tla", dir + "MCDistributedReplicatedLog.cfg", o);
  ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
  ASSERT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(explore::Outcome::LivenessViolated));
  const char *want[] = {
      "(n1 :> <<>> @@ n2 :> <<>> @@ n3 :> <<>>)",
      "(n1 :> <<v>> @@ n2 :> <<>> @@ n3 :> <<>>)",
      "(n1 :> <<v, v, v>> @@ n2 :> <<>> @@ n3 :> <<>>)",
      "(n1 :> <<v, v, v>> @@ n2 :> <<v, v>> @@ n3 :> <<>>)",
      "(n1 :> <<v, v, v>> @@ n2 :> <<v, v>> @@ n3 :> <<v, v, v>>)",
      "(n1 :> <<v, v, v, v>> @@ n2 :> <<v, v>> @@ n3 :> <<v, v, v>>)",
  };
  ASSERT_EQ(r.result.trace.size(), std::size(want));
  for (size_t s = 0; s < std::size(want); ++s)
    EXPECT_EQ(val::toString(r.result.trace[s].state[0]), want[s]) << "state " << s + 1;
  EXPECT_FALSE(r.result.stutters);
  EXPECT_EQ(r.result.loopStart, 1u); // "Back to state 2"
}

// TLC 1.8.0's run of MCRealTimeHourClock with -fp 33
// (shared/reference/examples/SpecifyingSystems_RealTime_MCRealTimeHourClock.cfg.txt):
// three states, then stuttering.
TEST(LiveTlcLassoOrder, RealTimeHourClockAsTlcPrintedIt) {
  const std::string dir = std::string(TLACORE_SHARED_DIR) + "/corpus/examples/SpecifyingSystems/RealTime/";
  explore::CheckOptions o;
  o.fpIndex = 33;
  checktest::CheckRun r = checktest::checkFiles(dir + "MCRealTimeHourClock.tla", dir + "MCRealTimeHourClock.cfg", o);
  ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
  ASSERT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(explore::Outcome::LivenessViolated));
  EXPECT_TRUE(r.result.stutters);
  ASSERT_EQ(r.result.trace.size(), 3u);
  auto value = [&](size_t step, const std::string &var) {
    for (size_t i = 0; i < r.variables.size(); ++i)
      if (r.variables[i] == var)
        return val::toString(r.result.trace[step].state[i]);
    return std::string("?");
  };
  const char *want[3][3] = {{"1", "2", "0"}, {"4", "2", "3"}, {"4", "3", "0"}}; // now, hr, t
  for (size_t s = 0; s < 3; ++s) {
    EXPECT_EQ(value(s, "now"), want[s][0]) << "state " << s + 1;
    EXPECT_EQ(value(s, "hr"), want[s][1]) << "state " << s + 1;
    EXPECT_EQ(value(s, "t"), want[s][2]) << "state " << s + 1;
  }
}

} // namespace
} // namespace tlacore
