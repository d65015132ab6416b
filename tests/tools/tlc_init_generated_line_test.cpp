// TLC's "Finished computing initial states" line names both counts when
// some initial state generated was not kept (ModelChecker: TLC_INIT_GENERATED2,
// "N states generated, with M of them distinct"), else the distinct count
// (TLC_INIT_GENERATED1). Every way an initial state is generated again: a
// repeated disjunct, a quantifier whose bound the state does not use, a
// symmetry set, a VIEW. A public BlockingQueue tutorial records TLC's
// "315 states generated, with 36 of them distinct" under SYMMETRY.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

struct InitCase {
  const char *name;
  const char *init;
  const char *cfgExtra; // after INIT/NEXT
  const char *line;     // TLC's line, without " at <date>."
};

void PrintTo(const InitCase &c, std::ostream *os) { *os << c.name; }

const InitCase kCases[] = {
    {"AllDistinct", "x \\in 0..3", "", "Finished computing initial states: 4 distinct states generated"},
    {"OneState", "x = 0", "", "Finished computing initial states: 1 distinct state generated"},
    {"RepeatedDisjunct", "x = 0 \\/ x = 0 \\/ x = 1", "",
     "Finished computing initial states: 3 states generated, with 2 of them distinct"},
    {"UnusedQuantifierBound", "\\E k \\in 1..3 : x = 0", "",
     "Finished computing initial states: 3 states generated, with 1 of them distinct"},
    {"SymmetrySet", "x \\in S", "CONSTANT S = {m1, m2, m3}\nSYMMETRY Sym\n",
     "Finished computing initial states: 3 states generated, with 1 of them distinct"},
    {"View", "x \\in 0..3", "VIEW Parity\n",
     "Finished computing initial states: 4 states generated, with 2 of them distinct"},
};

class InitGeneratedLine : public testing::TestWithParam<InitCase> {};

TEST_P(InitGeneratedLine, NamesBothCountsWhenSomeInitialStateRepeats) {
  const InitCase &c = GetParam();
  std::string spec = std::string("---- MODULE InitLine ----\nEXTENDS Naturals, TLC\nCONSTANT S\nVARIABLE x\n") +
                     "Sym == Permutations(S)\nParity == IF x \\in Nat THEN x % 2 ELSE 0\nInit == " + c.init +
                     "\nNext == UNCHANGED x\n====\n";
  std::string cfg = std::string("INIT Init\nNEXT Next\n") + c.cfgExtra;
  if (std::string(c.cfgExtra).find("CONSTANT") == std::string::npos)
    cfg += "CONSTANT S = {}\n";
  clirun::SpecDir dir({{"InitLine.tla", spec}, {"InitLine.cfg", cfg}});
  for (const char *args : {"InitLine.tla", "-workers 2 InitLine.tla"}) {
    SCOPED_TRACE(args);
    clirun::Result r = dir.run(std::string("tlc ") + args);
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find(std::string(c.line) + " at "), std::string::npos) << r.out;
  }
  // -tool names the message by its code: 2191 for both counts, 2190 else.
  clirun::Result tool = dir.run("tlc -tool InitLine.tla");
  bool both = std::string(c.line).find("with") != std::string::npos;
  EXPECT_NE(tool.out.find(both ? "@!@!@STARTMSG 2191:0 @!@!@" : "@!@!@STARTMSG 2190:0 @!@!@"), std::string::npos)
      << tool.out;
}

INSTANTIATE_TEST_SUITE_P(EveryWayAStateRepeats, InitGeneratedLine, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<InitCase> &i) { return std::string(i.param.name); });

} // namespace
