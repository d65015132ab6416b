// TLC evaluates the start-up constant definitions once
// (SpecProcessor.processConstantDefns, between "Starting..." and the split of
// Next), and its split of Next into actions (Tool.getActions) and the search
// use those values: a constant drawn with RandomElement has one value in the
// \E domain the split evaluates and in the invariant the search checks, and a
// domain the split evaluates prints there, once (the actions keep the bound
// values; the search does not evaluate the domain again, in any mode: TLC's
// Worker generates successors per action, coverage or not). Enumerated: BFS
// (1 and 2 workers, with and without -coverage), -simulate, -dfid and
// -generate, each with a seed other than 0.
#include <gtest/gtest.h>

#include <string>

#include "tlc_model_run.h"

namespace {

const char *kSpec = R"(---- MODULE R ----
EXTENDS Naturals, TLC
VARIABLE x
R == RandomElement(1..1000000)
Init == x = 0
Next == \E v \in {R} : \E p \in {PrintT("split")} : x' = v
Inv == x \in {0, R}
====
)";

size_t count(const std::string &s, const std::string &what) {
  size_t n = 0;
  for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1))
    ++n;
  return n;
}

TEST(TlcStartupSplit, TheSplitAndTheSearchShareTheStartupValues) {
  for (const char *args : {"-deadlock -seed 7", "-deadlock -seed 7 -workers 2", "-deadlock -seed 7 -coverage 1",
                           "-deadlock -seed 7 -simulate num=2 -depth 3", "-deadlock -seed 7 -dfid 3",
                           "-deadlock -seed 7 -generate num=2 -depth 3"}) {
    SCOPED_TRACE(args);
    tlcmodel::TlcRun r = tlcmodel::tlc({{"R.tla", kSpec}}, "R.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n", args);
    EXPECT_EQ(r.exit, 0) << r.out;
    // The split prints right after "Starting..." (nothing of the search before it).
    size_t starting = r.out.find("Starting...");
    ASSERT_NE(starting, std::string::npos) << r.out;
    EXPECT_EQ(r.out.compare(r.out.find('\n', starting) + 1, 8, "\"split\"\n"), 0) << r.out;
    EXPECT_EQ(count(r.out, "\"split\"\n"), 1u) << r.out;
  }
}

// A value drawn in an \E domain of Next is drawn once, by the split: every
// state steps to the same x (TLC: 3 generated, 2 distinct). Generating from
// Next as a whole drew again in each state (tlacore gave 26 / 25 without
// -coverage and TLC's counts with it).
TEST(TlcStartupSplit, ADomainDrawnOnceByTheSplit) {
  const char *spec = R"(---- MODULE D ----
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == \E v \in {RandomElement(1..1000)} : x' = v
====
)";
  for (const char *args : {"-seed 1", "-seed 1 -workers 2", "-seed 1 -coverage 1", "-seed 5"}) {
    SCOPED_TRACE(args);
    tlcmodel::TlcRun r = tlcmodel::tlc({{"D.tla", spec}}, "D.tla", "INIT Init\nNEXT Next\n", args);
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_NE(r.out.find("3 states generated, 2 distinct states found, 0 states left on queue."), std::string::npos)
        << r.out;
  }
}

} // namespace
