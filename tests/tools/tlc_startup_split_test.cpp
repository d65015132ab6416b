// TLC evaluates the start-up constant definitions once
// (SpecProcessor.processConstantDefns, between "Starting..." and the split of
// Next), and its split of Next into actions (Tool.getActions) and the search
// use those values: a constant drawn with RandomElement has one value in the
// \E domain the split evaluates and in the invariant the search checks, and a
// domain the split evaluates prints there, once (the actions keep the bound
// values; the search does not evaluate the domain again; tlacore's BFS, which
// generates from Next as a whole, does). Enumerated: BFS, -simulate, -dfid,
// and -generate, each with a seed other than 0.
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
  for (const char *args : {"-deadlock -seed 7", "-deadlock -seed 7 -simulate num=2 -depth 3",
                           "-deadlock -seed 7 -dfid 3", "-deadlock -seed 7 -generate num=2 -depth 3"}) {
    SCOPED_TRACE(args);
    tlcmodel::TlcRun r = tlcmodel::tlc({{"R.tla", kSpec}}, "R.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n", args);
    EXPECT_EQ(r.exit, 0) << r.out;
    // The split prints right after "Starting..." (nothing of the search before it).
    size_t starting = r.out.find("Starting...");
    ASSERT_NE(starting, std::string::npos) << r.out;
    EXPECT_EQ(r.out.compare(r.out.find('\n', starting) + 1, 8, "\"split\"\n"), 0) << r.out;
    // Only BFS generates successors from Next as a whole (not from the
    // split's actions), evaluating the domain again in each state.
    if (std::string(args) != "-deadlock -seed 7")
      EXPECT_EQ(count(r.out, "\"split\"\n"), 1u) << r.out;
  }
}

} // namespace
