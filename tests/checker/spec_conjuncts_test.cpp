// The conjuncts of a SPECIFICATION formula, as a class (SpecProcessor.
// processConfigSpec): a state predicate is part of the initial predicate, a
// [][A]_v the next-state relation (only one), a temporal formula fairness;
// a conjunct of action level that is not [][A]_v is refused with TLC's
// "TLC cannot handle this conjunct of the spec" (public pingcap/tla-plus
// RaftEngineHedge: Spec == Init /\ Next), not read as part of Init.
#include <gtest/gtest.h>

#include <string>

#include "check_test_helpers.h"

using namespace tlacore;

namespace {

std::string spec(const std::string &formula) {
  return "---- MODULE Conj ----\nEXTENDS Naturals\nVARIABLE x\nvars == <<x>>\nInit == x = 0\n"
         "Next == x' = (x + 1) % 3\nSpec == " + formula + "\n====\n";
}

struct Form {
  const char *formula;
  const char *refusal; // the start of TLC's message, or null when TLC checks it
};

const Form kForms[] = {
    {"Init /\\ [][Next]_vars", nullptr},
    {"Init /\\ [][Next]_vars /\\ WF_vars(Next)", nullptr},
    {"[][Next]_vars /\\ Init /\\ x \\in 0..2", nullptr},
    // []S with S a state predicate: TLC_LIVE_CANNOT_HANDLE_FORMULA (Github525Test), also through a definition
    {"Init /\\ [][Next]_vars /\\ [](x < 3)", "TLC cannot handle the temporal formula line 7, col 37 to line 7, col 41"},
    {"Init /\\ [][Next]_vars /\\ [](Init)", "TLC cannot handle the temporal formula line 7, col 37 to line 7, col 40"},
    {"Init /\\ [][Next]_vars /\\ []TRUE", "TLC cannot handle the temporal formula line 7, col 36 to line 7, col 39"},
    // ... but not []<>S, ~<>~S or []S under \\A (temporal formulas TLC reads as fairness)
    {"Init /\\ [][Next]_vars /\\ []<>(x = 0)", nullptr},
    {"Init /\\ [][Next]_vars /\\ \\A i \\in {1} : [](x < 3)", nullptr},
    {"Init /\\ [][Next]_vars /\\ ~<>~(x < 3)", nullptr},
    {"Init /\\ Next", "TLC cannot handle this conjunct of the spec:\nline 7, col 17 to line 7, col 20 of module Conj"},
    {"Init /\\ x' = x", "TLC cannot handle this conjunct of the spec:\nline 7, col 17 to line 7, col 22 of module Conj"},
    {"UNCHANGED x /\\ Init", "TLC cannot handle this conjunct of the spec:\nline 7, col 9 to line 7, col 19 of module Conj"},
    // (an action conjoined with a temporal formula is SANY's level error, before TLC)
    {"Init /\\ [][Next]_vars /\\ [][x' # x]_vars",
     "The specification contains more than one conjunct of the form [][Next]_v,\nbut TLC can handle only "
     "specifications with one next-state relation."},
};

TEST(SpecConjuncts, EachFormIsReadOrRefusedAsTlcDoes) {
  for (const Form &f : kForms) {
    checktest::CheckRun r = checktest::checkText({spec(f.formula)}, "SPECIFICATION Spec\n");
    if (!f.refusal) {
      ASSERT_EQ(r.stage, checktest::Stage::Loaded) << f.formula << ": " << r.problem;
      EXPECT_EQ(r.result.distinct, 3u) << f.formula;
      continue;
    }
    EXPECT_NE(r.stage, checktest::Stage::Loaded) << f.formula;
    EXPECT_NE(r.problem.find(f.refusal), std::string::npos) << f.formula << ": [" << r.problem << "]";
  }
}

} // namespace
