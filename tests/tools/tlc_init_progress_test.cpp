// The model checker's progress lines while it computes the initial states:
// TLC's ModelChecker.DoInitFunctor.addElement prints "Computed n initial
// states..." (EC.TLC_COMPUTING_INIT_PROGRESS) as it takes an initial state
// after n others, n a power of two above 1 (2, 4, 8, ...). n counts every
// initial state generated: repeated ones and ones no constraint keeps. The
// lines come as the states are generated, so between what Init prints for
// them and before a later state's violation. DFID's DoInitFunctor has no
// such line. Enumerated over the number of initial states (1 to 100 and the
// powers of two around), repeated states, a constraint, Print in Init, an
// invariant violated by a later initial state, -continue, two workers and
// -dfid.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_run.h"

namespace {

std::string spec(const std::string &init, const std::string &inv = "TRUE") {
  return "---- MODULE P ----\nEXTENDS Naturals, TLC\nVARIABLE x\nInit == " + init +
         "\nNext == x' = x\nInv == " + inv + "\nCon == x < 2\n====\n";
}

// The "Computed n initial states..." lines of `out`, in order.
std::vector<std::string> progressLines(const std::string &out) {
  std::vector<std::string> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("Computed ", 0) == 0)
      lines.push_back(line);
  return lines;
}

std::vector<std::string> expected(uint64_t generated) {
  std::vector<std::string> lines;
  for (uint64_t n = 2; n < generated; n <<= 1)
    lines.push_back("Computed " + std::to_string(n) + " initial states...");
  return lines;
}

TEST(TlcInitProgress, OneLinePerPowerOfTwoBelowTheStatesGenerated) {
  for (uint64_t n : {1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 33, 100}) {
    SCOPED_TRACE(n);
    clirun::SpecDir d({{"P.tla", spec("x \\in 1.." + std::to_string(n))}, {"P.cfg", "INIT Init\nNEXT Next\n"}});
    clirun::Result r = d.run("tlc -workers 1 P.tla");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_EQ(progressLines(r.out), expected(n)) << r.out;
    // Between "Computing initial states..." and the line that ends them.
    if (n > 2) {
      EXPECT_LT(r.out.find("Computing initial states..."), r.out.find("Computed 2 initial")) << r.out;
      EXPECT_LT(r.out.find("Computed 2 initial"), r.out.find("Finished computing initial states")) << r.out;
    }
  }
}

TEST(TlcInitProgress, RepeatedAndConstrainedStatesCount) {
  {
    // 6 generated, 3 distinct.
    clirun::SpecDir d({{"P.tla", spec("x \\in 1..3 \\/ x \\in 1..3")}, {"P.cfg", "INIT Init\nNEXT Next\n"}});
    clirun::Result r = d.run("tlc -workers 1 P.tla");
    EXPECT_EQ(progressLines(r.out), expected(6)) << r.out;
    EXPECT_NE(r.out.find("Finished computing initial states: 6 states generated, with 3 of them distinct"),
              std::string::npos)
        << r.out;
  }
  {
    // 9 generated, 1 kept by the constraint.
    clirun::SpecDir d({{"P.tla", spec("x \\in 1..9")}, {"P.cfg", "INIT Init\nNEXT Next\nCONSTRAINT Con\n"}});
    clirun::Result r = d.run("tlc -workers 1 P.tla");
    EXPECT_EQ(progressLines(r.out), expected(9)) << r.out;
  }
}

TEST(TlcInitProgress, LinesComeBetweenWhatInitPrints) {
  clirun::SpecDir d({{"P.tla", spec("x \\in 1..5 /\\ PrintT(<<\"init\", x>>)")}, {"P.cfg", "INIT Init\nNEXT Next\n"}});
  clirun::Result r = d.run("tlc -workers 1 P.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  // Each state's line is printed as it is generated; the progress line as
  // the state after 2 (after 4) others is taken.
  const char *order[] = {"<<\"init\", 1>>", "<<\"init\", 2>>", "<<\"init\", 3>>", "Computed 2 initial states...",
                         "<<\"init\", 4>>", "<<\"init\", 5>>", "Computed 4 initial states...",
                         "Finished computing initial states"};
  size_t at = 0;
  for (const char *what : order) {
    size_t found = r.out.find(what, at);
    ASSERT_NE(found, std::string::npos) << what << "\n" << r.out;
    at = found + 1;
  }
}

TEST(TlcInitProgress, BeforeTheViolationOfALaterInitialState) {
  clirun::SpecDir d({{"P.tla", spec("x \\in 1..9", "x # 6")}, {"P.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  clirun::Result r = d.run("tlc -workers 1 P.tla");
  EXPECT_EQ(r.rc, 12) << r.out;
  // The 6th state stops the generation: no line for 8.
  EXPECT_EQ(progressLines(r.out), expected(6)) << r.out;
  EXPECT_LT(r.out.find("Computed 4 initial"), r.out.find("Error: Invariant Inv is violated by the initial state"))
      << r.out;
  // -continue: every state is generated.
  clirun::Result c = d.run("tlc -workers 1 -continue P.tla");
  EXPECT_EQ(progressLines(c.out), expected(9)) << c.out;
}

TEST(TlcInitProgress, SeveralWorkersAndDfid) {
  clirun::SpecDir d({{"P.tla", spec("x \\in 1..20")}, {"P.cfg", "INIT Init\nNEXT Next\n"}});
  clirun::Result two = d.run("tlc -workers 2 P.tla");
  EXPECT_EQ(two.rc, 0) << two.out;
  EXPECT_EQ(progressLines(two.out), expected(20)) << two.out;
  // DFIDModelChecker's DoInitFunctor prints no progress line.
  clirun::Result dfid = d.run("tlc -workers 1 -dfid 2 P.tla");
  EXPECT_EQ(dfid.rc, 0) << dfid.out;
  EXPECT_TRUE(progressLines(dfid.out).empty()) << dfid.out;
}

} // namespace
