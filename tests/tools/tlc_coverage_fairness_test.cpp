// Coverage (-coverage) of a SPECIFICATION with fairness: TLC's
// CostModelCreator.create gives cost models to the initial predicate's
// conjuncts, the next-state relation's actions, the invariants and the
// constraints only, and the liveness checker evaluates the fairness
// conditions' actions and ENABLED predicates (LNAction.eval, LNStateEnabled:
// Tool.eval and Tool.enabled without a cost model, CostModel.DO_NOT_RECORD)
// and the properties alike. So WF/SF add no line to the report and change no
// count of it: the report is the one of the same Init and Next without
// fairness. Every form: WF, SF, several fairness conjuncts, \A p : WF(...),
// fairness of an \E over an operator call and of an operator call with an
// argument, of an action with ENABLED in it, of an action under a subscript
// other than the spec's; with a temporal property, one with an action in
// it, and an action property [][Next]_vars (checked on every step as an
// implied action, which has a cost model only with a system property).
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

// x cycles 0..2 (Inc only below 2, Tog always), y[p] counts to 2 for p in P.
// 3 * 9 = 27 states. Generated (each successor as TLC's getNextStates makes
// it): Tog in every state, 27; Inc where x < 2, 18; Bump(p) where y[p] < 2,
// 27 * 2 * 2/3 = 36.
const char *kSpec = R"(---- MODULE Fair ----
EXTENDS Naturals
CONSTANT P
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y = [p \in P |-> 0]
Bump(p) == y[p] < 2 /\ y' = [y EXCEPT ![p] = @ + 1] /\ x' = x
Inc == x < 2 /\ x' = x + 1 /\ UNCHANGED y
Tog == x' = (x + 1) % 3 /\ y' = y
Next == Inc \/ Tog \/ \E p \in P : Bump(p)
NoFair == Init /\ [][Next]_vars
Weak == NoFair /\ WF_vars(Inc)
Strong == NoFair /\ SF_vars(Tog)
Several == NoFair /\ WF_vars(Inc) /\ SF_vars(Tog) /\ WF_x(Tog)
EachP == NoFair /\ \A p \in P : WF_vars(Bump(p))
Calls == NoFair /\ WF_vars(\E p \in P : Bump(p)) /\ SF_y(Bump(1))
WithEnabled == NoFair /\ WF_vars(ENABLED Inc /\ Inc)
Holds == <>[](x >= 0)
Mixed == <>[](x >= 0) \/ []<><<Inc>>_vars
StepsOk == [][Next]_vars
====
)";

std::string coverage(const std::string &out) {
  size_t from = out.find("The coverage statistics at ");
  size_t to = out.find("End of statistics.");
  if (from == std::string::npos || to == std::string::npos)
    return "";
  from = out.find('\n', from);
  return out.substr(from, to - from);
}

TEST(CoverageWithFairness, FairnessAddsNoLineAndChangesNoCount) {
  auto run = [](const std::string &spec, const std::string &property) {
    clirun::SpecDir dir({{"Fair.tla", kSpec},
                         {"Fair.cfg", "CONSTANT P = {1, 2}\nSPECIFICATION " + spec + "\nPROPERTY " + property + "\n"}});
    return dir.run("tlc -workers 1 -coverage 1 Fair.tla");
  };
  clirun::Result plain = run("NoFair", "Holds");
  ASSERT_EQ(plain.rc, 0) << plain.out;
  const std::string base = coverage(plain.out);
  ASSERT_FALSE(base.empty()) << plain.out;
  EXPECT_NE(base.find("<Inc line 8, col 1 to line 8, col 3 of module Fair>: 2:18\n"), std::string::npos) << base;
  EXPECT_NE(base.find("<Tog line 9, col 1 to line 9, col 3 of module Fair>: 0:27\n"), std::string::npos) << base;
  EXPECT_NE(base.find(":36\n"), std::string::npos) << base; // Bump's 36
  for (const char *spec : {"Weak", "Strong", "Several", "EachP", "Calls", "WithEnabled"}) {
    for (const char *property : {"Holds", "Mixed", "StepsOk"}) {
      SCOPED_TRACE(std::string(spec) + " " + property);
      clirun::Result r = run(spec, property);
      ASSERT_EQ(r.rc, 0) << r.out;
      EXPECT_EQ(coverage(r.out), base) << r.out;
      // No line of the fairness formulas or the properties (lines 12-21).
      for (int line = 12; line <= 21; ++line)
        EXPECT_EQ(coverage(r.out).find("line " + std::to_string(line) + ", col"), std::string::npos) << r.out;
    }
  }
}

} // namespace
