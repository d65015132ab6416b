// Counterexample action labels (issue 13, item 10) as TLC prints them: a
// definition reached through an INSTANCE with substitutions is TLC's own
// definition I!Op (named with the instance path, the instance's arguments
// first), located at the INSTANCE definition in the instantiating module.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const char *kLib = R"(---- MODULE Lib ----
EXTENDS Naturals
CONSTANT K
VARIABLE z
Act(v) == z' = (z + v + K) % 3
====
)";

const char *kMid = R"(---- MODULE Mid ----
VARIABLE w
N == INSTANCE Lib WITH K <- 0, z <- w
====
)";

struct LabelCase {
  const char *name;
  const char *defs; // from line 4 of module Lab
  const char *next;
  const char *label; // TLC's label of State 2 (x' = 1 or 2 violates x < 1)
};

void PrintTo(const LabelCase &c, std::ostream *os) { *os << c.name; }

const LabelCase kCases[] = {
    {"NamedInstanceOverTwoLines", "M == INSTANCE Lib WITH K <- 0,\n                       z <- x", "M!Act(1)",
     "<M!Act(1) line 4, col 1 to line 5, col 29 of module Lab>"},
    {"ParameterizedInstance", "P(k) == INSTANCE Lib WITH K <- k, z <- x", "P(1)!Act(1)",
     "<P!Act(1,1) line 4, col 1 to line 4, col 40 of module Lab>"},
    {"NestedInstances", "M == INSTANCE Mid WITH w <- x", "M!N!Act(1)",
     "<M!N!Act(1) line 4, col 1 to line 4, col 29 of module Lab>"},
    {"UnnamedInstance", "INSTANCE Lib WITH K <- 0, z <- x", "Act(1)",
     "<Act(1) line 4, col 1 to line 4, col 32 of module Lab>"},
    {"LetInstance", "Dummy == 0", "LET AA == INSTANCE Lib WITH K <- 0, z <- x IN AA!Act(1)",
     "<AA!Act(1) line 6, col 13 to line 6, col 50 of module Lab>"},
    // Without an instance: the definition's body, as before.
    {"PlainDefinition", "Step(v) == x' = v", "Step(1)", "<Step(1) line 4, col 12 to line 4, col 17 of module Lab>"},
};

class ActionLabels : public testing::TestWithParam<LabelCase> {};

TEST_P(ActionLabels, InstanceQualifiedAsTlc) {
  const LabelCase &c = GetParam();
  std::string spec = std::string("---- MODULE Lab ----\nEXTENDS Naturals\nVARIABLE x\n") + c.defs +
                     "\nInit == x = 0\nNext == " + c.next + "\nInv == x < 1\n====\n";
  clirun::SpecDir dir({{"Lab.tla", spec},
                       {"Lib.tla", kLib},
                       {"Mid.tla", kMid},
                       {"Lab.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  clirun::Result r = dir.run("tlc Lab.tla");
  EXPECT_EQ(r.rc, 12) << r.out;
  EXPECT_NE(r.out.find(std::string("State 2: ") + c.label + "\n"), std::string::npos) << r.out;
}

INSTANTIATE_TEST_SUITE_P(ThroughInstances, ActionLabels, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<LabelCase> &i) { return std::string(i.param.name); });

} // namespace
