// What the ASSUMEs print comes before "Computing initial states...": TLC's
// ModelChecker.modelCheck checks the assumptions first and prints
// TLC_COMPUTING_INIT only when they hold (so not at all when one is false
// or fails). The recorded outputs show it (../shared/reference: Stones,
// CarTalkPuzzle, PrintValues; a public Toolbox model's MC.out, jonromsft/tla
// SeqJonRo); tlacore printed the line first. Every kind of model an ASSUME
// prints in, and both ways an ASSUME stops the run.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

struct AssumeCase {
  const char *name;
  const char *body; // module body after EXTENDS Naturals, TLC
  const char *cfg;
  bool computes; // whether "Computing initial states..." is printed
  const char *after; // a line that follows the printed value ("" when none is asserted)
};

void PrintTo(const AssumeCase &c, std::ostream *os) { *os << c.name; }

const AssumeCase kCases[] = {
    // No behaviour at all (a Toolbox "no behavior spec" model): constants only.
    {"ConstantsOnly", "ASSUME PrintT(<<\"marker\", 1 + 2>>)\n", "", true, "Computing initial states..."},
    {"WithInitAndNext", "VARIABLE x\nASSUME PrintT(<<\"marker\", 1 + 2>>)\nInit == x = 0\nNext == UNCHANGED x\n",
     "INIT Init\nNEXT Next\n", true, "Computing initial states..."},
    // Print (value and result) in a conjunction of the ASSUME.
    {"PrintInAConjunction", "VARIABLE x\nASSUME Print(<<\"marker\", 1 + 2>>, TRUE) /\\ 1 < 2\nInit == x = 0\nNext == UNCHANGED x\n",
     "INIT Init\nNEXT Next\n", true, "Computing initial states..."},
    // With a temporal property the tableau's line comes before the ASSUMEs' output.
    {"WithATemporalProperty",
     "VARIABLE x\nASSUME PrintT(<<\"marker\", 1 + 2>>)\nInit == x = 0\nNext == UNCHANGED x\nSpec == Init /\\ [][Next]_x\nLive == <>(x = 0)\n",
     "SPECIFICATION Spec\nPROPERTY Live\n", true, "Computing initial states..."},
    // An ASSUME after the printing one is false: the run ends before the initial states.
    {"ALaterAssumeFalse", "VARIABLE x\nASSUME PrintT(<<\"marker\", 1 + 2>>)\nASSUME 1 > 2\nInit == x = 0\nNext == UNCHANGED x\n",
     "INIT Init\nNEXT Next\n", false, "Error: Assumption line 5, col 8 to line 5, col 12 of module Asm is false."},
    // ... or cannot be evaluated.
    {"ALaterAssumeFails", "VARIABLE x\nASSUME PrintT(<<\"marker\", 1 + 2>>)\nASSUME 1 + \"a\" = 2\nInit == x = 0\nNext == UNCHANGED x\n",
     "INIT Init\nNEXT Next\n", false, ""},
};

class AssumeOutputOrder : public testing::TestWithParam<AssumeCase> {};

TEST_P(AssumeOutputOrder, ComesBeforeTheInitialStates) {
  const AssumeCase &c = GetParam();
  std::string spec = std::string("---- MODULE Asm ----\nEXTENDS Naturals, TLC\n") + c.body + "====\n";
  clirun::SpecDir dir({{"Asm.tla", spec}, {"Asm.cfg", c.cfg}});
  clirun::Result r = dir.run("tlc Asm.tla");
  size_t printed = r.out.find("<<\"marker\", 3>>");
  ASSERT_NE(printed, std::string::npos) << r.out;
  size_t starting = r.out.find("Starting...");
  ASSERT_NE(starting, std::string::npos) << r.out;
  EXPECT_LT(starting, printed) << r.out;
  size_t computing = r.out.find("Computing initial states...");
  if (c.computes) {
    ASSERT_NE(computing, std::string::npos) << r.out;
    EXPECT_LT(printed, computing) << r.out;
    size_t implied = r.out.find("Implied-temporal checking");
    if (implied != std::string::npos) {
      EXPECT_LT(implied, printed) << r.out;
    }
    EXPECT_EQ(r.rc, 0) << r.out;
  } else {
    EXPECT_EQ(computing, std::string::npos) << r.out;
    EXPECT_NE(r.rc, 0) << r.out;
  }
  if (*c.after) {
    EXPECT_NE(r.out.find(c.after, printed), std::string::npos) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryKind, AssumeOutputOrder, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<AssumeCase> &i) { return std::string(i.param.name); });

} // namespace
