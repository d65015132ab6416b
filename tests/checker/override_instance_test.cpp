// Which definitions a cfg override `Op <- Other` replaces (issue 13, item 6),
// as TLC does: the definition reached by its name, in the root module and
// every module it extends (also inside an instance's bodies); not I!Op,
// which an INSTANCE makes anew (named, parameterized or in a LET), unless
// the override names the module (`Op <- [M] Other`).
#include <gtest/gtest.h>

#include "check_test_helpers.h"

using namespace tlacore;
using tlacore::checktest::checkText;

namespace {

// x counts up while Ok(x') holds: with N = 3 the original Ok stops at x = 2
// (3 states), an Ok that also allows N stops at x = 3 (4 states); both end
// in a deadlock.
const char *kA = R"(---- MODULE A ----
EXTENDS Naturals
CONSTANT N
VARIABLE x
Ok(v) == v < N
Init == x = 0
Next == x' = x + 1 /\ Ok(x')
====
)";

struct OverrideCase {
  const char *name;
  const char *defs;     // the root module's definitions (after kExtendsA unless they import A otherwise)
  const char *next;     // the cfg's NEXT
  const char *override; // the cfg's override line
  uint64_t states;      // generated = distinct: TLC's count
};

void PrintTo(const OverrideCase &c, std::ostream *os) { *os << c.name; }

const OverrideCase kCases[] = {
    {"NoOverride", "Looser(v) == v <= N", "Next", "", 3},
    {"UsedThroughExtends", "Looser(v) == v <= N", "Next", "Ok <- Looser", 4},
    {"UsedInTheRootModule", "Looser(v) == v <= N\nMine == x' = x + 1 /\\ Ok(x')", "Mine", "Ok <- Looser", 4},
    // The issue's reproduction: the instance's Ok is A's original (no recursion).
    {"LetInstanceKeepsTheOriginal", "Looser(v) == LET AA == INSTANCE A IN AA!Ok(v) \\/ v = N", "Next",
     "Ok <- Looser", 4},
    {"NamedInstanceKeepsTheOriginal", "AA == INSTANCE A\nLooser(v) == AA!Ok(v) \\/ v = N", "Next", "Ok <- Looser", 4},
    {"ParameterizedInstanceKeepsTheOriginal", "P(n) == INSTANCE A WITH N <- n\nLooser(v) == P(N + 1)!Ok(v)", "Next",
     "Ok <- Looser", 4},
    {"NamedInstanceUseIsNotOverridden", "AA == INSTANCE A\nLooser(v) == v <= N\nViaAA == x' = x + 1 /\\ AA!Ok(x')",
     "ViaAA", "Ok <- Looser", 3},
    // Inside an instance's bodies Ok is A's own definition: overridden.
    {"InstanceBodyUsesTheOverride", "I == INSTANCE A\nLooser(v) == v <= N\nViaI == I!Next", "ViaI", "Ok <- Looser",
     4},
    {"ModuleOverrideReachesInstances", "AA == INSTANCE A\nLooser(v) == v <= N\nViaAA == x' = x + 1 /\\ AA!Ok(x')",
     "ViaAA", "Ok <- [A] Looser", 4},
    {"PassedByNameIsOverridden", "Apply(F(_), v) == F(v)\nLooser(v) == v <= N\nPass == x' = x + 1 /\\ Apply(Ok, x')",
     "Pass", "Ok <- Looser", 4},
    {"InstancePassedByNameIsNot",
     "AA == INSTANCE A\nApply(F(_), v) == F(v)\nLooser(v) == v <= N\nPass == x' = x + 1 /\\ Apply(AA!Ok, x')", "Pass",
     "Ok <- Looser", 3},
    // A plain INSTANCE in the root module makes the root's own Ok: only
    // that one is overridden, not the Ok that A's Next refers to.
    {"PlainInstanceOwnUseIsOverridden",
     "EXTENDS Naturals\nCONSTANT N\nVARIABLE x\nINSTANCE A\nLooser(v) == v <= N\nMine == x' = x + 1 /\\ Ok(x')",
     "Mine", "Ok <- Looser", 4},
    {"PlainInstanceBodiesKeepTheOriginal", "EXTENDS Naturals\nCONSTANT N\nVARIABLE x\nINSTANCE A\nLooser(v) == v <= N",
     "Next", "Ok <- Looser", 3},
    {"PassedByNameThroughModuleOverride",
     "AA == INSTANCE A\nApply(F(_), v) == F(v)\nLooser(v) == v <= N\nPass == x' = x + 1 /\\ Apply(AA!Ok, x')", "Pass",
     "Ok <- [A] Looser", 4},
};

class OverridesAndInstances : public testing::TestWithParam<OverrideCase> {};

TEST_P(OverridesAndInstances, ReplaceWhatTlcReplaces) {
  const OverrideCase &c = GetParam();
  std::string defs = c.defs;
  std::string mc = "---- MODULE MC ----\n" + (defs.rfind("EXTENDS", 0) == 0 ? "" : std::string("EXTENDS A\n")) +
                   defs + "\n====\n";
  std::string cfg = std::string("CONSTANT N = 3\nINIT Init\nNEXT ") + c.next + "\nCONSTANT " + c.override + "\n";
  if (!*c.override)
    cfg = std::string("CONSTANT N = 3\nINIT Init\nNEXT ") + c.next + "\n";
  auto run = checkText({mc, kA}, cfg);
  ASSERT_EQ(run.stage, checktest::Stage::Loaded) << run.problem;
  EXPECT_EQ(run.result.outcome, explore::Outcome::Deadlock) << run.result.error.message;
  EXPECT_EQ(run.result.generated, c.states);
  EXPECT_EQ(run.result.distinct, c.states);
}

INSTANTIATE_TEST_SUITE_P(EveryWayToReachADefinition, OverridesAndInstances, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<OverrideCase> &i) { return std::string(i.param.name); });

} // namespace
