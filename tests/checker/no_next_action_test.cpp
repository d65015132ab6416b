// A behaviour spec without a next-state relation, as TLC's ModelChecker ends
// it (TLC's ASTest, SPECIFICATION ASInit): after the initial states, success
// when none is left to explore, else TLC_STATES_AND_NO_NEXT_ACTION ("No next
// state actions defined ...", exit 75). Every way to give no next-state
// relation: a SPECIFICATION that is an initial predicate alone, one with only
// an initial predicate and fairness-free conjuncts, a cfg with INIT and no
// NEXT; and the states a CONSTRAINT excludes, which leave nothing to explore.
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"
#include "explore/no_next_action.h"

using namespace tlacore;

namespace {

const char *kSpec = R"(---- MODULE NoNext ----
EXTENDS Naturals
VARIABLES x, z
Init == x \in 1..3 /\ z = {}
InitOnly == Init
TwoInits == Init /\ x > 1
Small == x < 0
====
)";

TEST(NoNextAction, InitialStatesAndNoNextStateRelationAreAnError) {
  const std::pair<const char *, uint64_t> cfgs[] = {
      {"SPECIFICATION InitOnly\n", 3},
      {"SPECIFICATION TwoInits\n", 2},
      {"INIT Init\n", 3},
  };
  for (const auto &[cfg, states] : cfgs) {
    SCOPED_TRACE(cfg);
    checktest::CheckRun r = checktest::checkText({kSpec}, cfg);
    ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
    EXPECT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(explore::Outcome::EvalErrorNext));
    EXPECT_EQ(r.result.error.message, explore::kNoNextActionText);
    EXPECT_EQ(r.result.distinct, states);
    EXPECT_TRUE(r.result.trace.empty());
  }
}

TEST(NoNextAction, NothingLeftToExploreIsSuccess) {
  checktest::CheckRun r = checktest::checkText({kSpec}, "SPECIFICATION InitOnly\nCONSTRAINT Small\n");
  ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
  EXPECT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(explore::Outcome::Success))
      << r.result.error.message;
}

TEST(NoNextAction, ANextStateRelationIsNoError) {
  std::string spec = std::string(kSpec).replace(std::string(kSpec).find("===="), 4,
                                                "Spec == Init /\\ [][x' = x /\\ z' = z]_<<x, z>>\n====");
  checktest::CheckRun r = checktest::checkText({spec}, "SPECIFICATION Spec\n");
  ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
  EXPECT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(explore::Outcome::Success))
      << r.result.error.message;
  EXPECT_EQ(r.result.distinct, 3u);
}

} // namespace
