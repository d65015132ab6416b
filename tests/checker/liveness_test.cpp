// Liveness checking in model-checking mode: temporal properties under
// fairness, on small specs whose verdicts follow from TLA+'s semantics (and
// agree with TLC's), and the shape of the lasso counterexamples.
#include <gtest/gtest.h>

#include "check_test_helpers.h"
#include "explore/lasso_fairness.h"
#include "module_set.h"
#include "cfg/parse_model_config.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

// A counter 0 -> 1 -> 2 -> 0 with `fairness` conjoined to the spec.
std::string cycle(const std::string &fairness, const std::string &extra = "") {
  return "---- MODULE Cycle ----\n"
         "EXTENDS Naturals\n"
         "VARIABLE x\n"
         "Init == x = 0\n"
         "Next == x' = (x + 1) % 3\n"
         "Spec == Init /\\ [][Next]_x" +
         (fairness.empty() ? "" : " /\\ " + fairness) + "\n" + extra + "====\n";
}

CheckRun check(const std::string &tla, const std::string &property, int workers = 1) {
  explore::CheckOptions o;
  o.workers = workers;
  return checkText({tla}, "SPECIFICATION Spec\nPROPERTY " + property + "\n", o);
}

void expectOutcome(const CheckRun &r, Outcome want) {
  ASSERT_EQ(r.stage, Stage::Loaded) << r.problem;
  EXPECT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(want)) << r.result.error.message;
}

TEST(Liveness, WithoutFairnessTheSpecMayStutterForever) {
  CheckRun r = check(cycle("", "Reach == <>(x = 2)\n"), "Reach");
  expectOutcome(r, Outcome::LivenessViolated);
  // TLC's counterexample: its checkSccs (Tarjan's algorithm from the
  // initial state) completes the component of x = 1, which stutters and
  // never meets x = 2, before the initial state's (the initial state
  // reaches x = 1, not the reverse), so the behaviour goes to x = 1 and
  // stutters there -- not the shortest one, stuttering at x = 0.
  ASSERT_EQ(r.result.trace.size(), 2u);
  EXPECT_TRUE(r.result.stutters);
  EXPECT_EQ(val::toString(r.result.trace[1].state[0]), "1");
  EXPECT_EQ(r.result.distinct, 3u);
}

TEST(Liveness, WeakFairnessExcludesStuttering) {
  expectOutcome(check(cycle("WF_x(Next)", "Reach == <>(x = 2)\n"), "Reach"), Outcome::Success);
  expectOutcome(check(cycle("WF_x(Next)", "Often == []<>(x = 0)\n"), "Often"), Outcome::Success);
}

TEST(Liveness, EventuallyAlwaysIsViolatedByACycle) {
  CheckRun r = check(cycle("WF_x(Next)", "Settles == <>[](x = 0)\n"), "Settles");
  expectOutcome(r, Outcome::LivenessViolated);
  // A loop through all three states, back to the first one.
  EXPECT_FALSE(r.result.stutters);
  ASSERT_EQ(r.result.trace.size(), 3u);
  EXPECT_EQ(r.result.loopStart, 0u);
}

TEST(Liveness, LeadsToWithAndWithoutFairness) {
  std::string prop = "Resp == (x = 1) ~> (x = 0)\n";
  expectOutcome(check(cycle("WF_x(Next)", prop), "Resp"), Outcome::Success);
  CheckRun r = check(cycle("", prop), "Resp");
  expectOutcome(r, Outcome::LivenessViolated);
  // Reach x = 1, then stay away from x = 0 (stutter, or stop at x = 2).
  ASSERT_GE(r.result.trace.size(), 2u);
  ASSERT_LE(r.result.trace.size(), 3u);
  EXPECT_TRUE(r.result.stutters);
}

// B is enabled only every other step: weak fairness does not force it,
// strong fairness does.
std::string intermittent(const std::string &fairness) {
  return "---- MODULE Flicker ----\n"
         "EXTENDS Naturals\n"
         "VARIABLES x, done\n"
         "vars == <<x, done>>\n"
         "Init == x = 0 /\\ done = FALSE\n"
         "Flip == x' = 1 - x /\\ UNCHANGED done\n"
         "B == x = 1 /\\ ~done /\\ done' = TRUE /\\ UNCHANGED x\n"
         "Next == Flip \\/ B\n"
         "Spec == Init /\\ [][Next]_vars /\\ WF_vars(Flip) /\\ " +
         fairness +
         "\n"
         "Finishes == <>done\n"
         "====\n";
}

TEST(Liveness, StrongFairnessIsNeededForAnIntermittentAction) {
  CheckRun weak = check(intermittent("WF_vars(B)"), "Finishes");
  expectOutcome(weak, Outcome::LivenessViolated);
  EXPECT_FALSE(weak.result.stutters); // the loop flips x forever
  expectOutcome(check(intermittent("SF_vars(B)"), "Finishes"), Outcome::Success);
}

// Each process waits, then finishes; fairness per process.
std::string processes(const std::string &fairness) {
  return "---- MODULE Procs ----\n"
         "EXTENDS Naturals\n"
         "CONSTANT P\n"
         "VARIABLE st\n"
         "Init == st = [p \\in P |-> \"wait\"]\n"
         "Go(p) == st[p] = \"wait\" /\\ st' = [st EXCEPT ![p] = \"done\"]\n"
         "Next == \\E p \\in P : Go(p)\n"
         "Spec == Init /\\ [][Next]_st /\\ " +
         fairness +
         "\n"
         "AllDone == \\A p \\in P : (st[p] = \"wait\") ~> (st[p] = \"done\")\n"
         "====\n";
}

CheckRun checkProcs(const std::string &fairness, int workers = 1) {
  explore::CheckOptions o;
  o.workers = workers;
  o.checkDeadlock = false;
  return checkText({processes(fairness)}, "CONSTANT P = {1, 2, 3}\nSPECIFICATION Spec\nPROPERTY AllDone\n", o);
}

TEST(Liveness, QuantifiedFairness) {
  expectOutcome(checkProcs("\\A p \\in P : WF_st(Go(p))"), Outcome::Success);
  // Fairness for one process only: another may wait forever.
  CheckRun r = checkProcs("WF_st(Go(1))");
  expectOutcome(r, Outcome::LivenessViolated);
  EXPECT_TRUE(r.result.stutters);
  // Fairness of the whole Next is enough here (every Go is eventually taken).
  expectOutcome(checkProcs("WF_st(Next)"), Outcome::Success);
}

TEST(Liveness, SameVerdictAndCountsWithTwoWorkers) {
  CheckRun one = checkProcs("WF_st(Go(1))", 1);
  CheckRun two = checkProcs("WF_st(Go(1))", 2);
  expectOutcome(two, Outcome::LivenessViolated);
  EXPECT_EQ(one.result.distinct, two.result.distinct);
  EXPECT_EQ(one.result.generated, two.result.generated);
  EXPECT_EQ(one.result.trace.size(), two.result.trace.size());
}

TEST(Liveness, ASpecAsAPropertyIsCheckedForItsFairness) {
  // Implication checking: the spec (WF on Next) implies the weaker spec, but
  // not a spec that asks for fairness of a step the cycle never takes.
  std::string extra = "Stop == x = 5 /\\ x' = 0\n"
                      "Weak == Init /\\ [][Next]_x /\\ WF_x(Next)\n"
                      "Strong == Init /\\ [][Next]_x /\\ WF_x(Next) /\\ []<>(x = 5)\n";
  expectOutcome(check(cycle("WF_x(Next)", extra), "Weak"), Outcome::Success);
  expectOutcome(check(cycle("WF_x(Next)", extra), "Strong"), Outcome::LivenessViolated);
}

TEST(Liveness, ActionPropertiesUnderAlwaysEventually) {
  // []<><<Next>>_x: the counter keeps moving under WF, not without it.
  std::string prop = "Moves == []<><<Next>>_x\n";
  expectOutcome(check(cycle("WF_x(Next)", prop), "Moves"), Outcome::Success);
  expectOutcome(check(cycle("", prop), "Moves"), Outcome::LivenessViolated);
}

TEST(Liveness, EnabledInAProperty) {
  // Whenever Next is enabled it is eventually taken (WF makes it so).
  std::string prop = "Taken == [](ENABLED <<Next>>_x => <><<Next>>_x)\n";
  CheckRun r = check(cycle("WF_x(Next)", prop), "Taken");
  // <><<Next>>_x inside [] is an action in a tableau, which TLC cannot handle either.
  ASSERT_EQ(r.stage, Stage::Loaded);
  EXPECT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(Outcome::EvalErrorLiveness));
  std::string ok = "Live == []<>(~ENABLED <<Next>>_x) \\/ []<><<Next>>_x\n";
  expectOutcome(check(cycle("WF_x(Next)", ok), "Live"), Outcome::Success);
  expectOutcome(check(cycle("", ok), "Live"), Outcome::LivenessViolated);
}

TEST(Liveness, TheViolatedPropertyIsNamed) {
  std::string extra = "Often == []<>(x = 0)\nSettles == <>[](x = 0)\n";
  CheckRun r = checkText({cycle("WF_x(Next)", extra)}, "SPECIFICATION Spec\nPROPERTIES Often Settles\n");
  expectOutcome(r, Outcome::LivenessViolated);
  EXPECT_EQ(r.result.property, "Settles");
}

TEST(Liveness, PeriodicCheckFindsAViolationBeforeTheSearchEnds) {
  // An unbounded counter: the search never ends, but the periodic check on
  // the states expanded so far finds the stuttering counterexample.
  std::string tla = "---- MODULE Up ----\nEXTENDS Naturals\nVARIABLE n\nInit == n = 0\nNext == n' = n + 1\n"
                    "Spec == Init /\\ [][Next]_n\nBig == <>(n > 5)\n====\n";
  explore::CheckOptions o;
  o.periodicLiveness = true;
  o.livenessFirstSeconds = 0; // TLC's first check comes 3 s into the search: at once here
  CheckRun r = checkText({tla}, "SPECIFICATION Spec\nPROPERTY Big\n", o);
  expectOutcome(r, Outcome::LivenessViolated);
  EXPECT_TRUE(r.result.livenessPartial);
  EXPECT_GT(r.result.queueLeft, 0u);
  EXPECT_TRUE(r.result.stutters);
}

// TLC's periodic liveness checks are timed (the first 3 s into the search,
// then every minute): a model with both an invariant violation and a
// liveness violation reports the invariant when the search reaches it
// within the first period, however many states came before (public
// EWD998 workshop model: TLC's invariant IInv at depth 9 after 8,905
// distinct states, while a check at a state count reported the stuttering
// counterexample of the refinement property). Each invariant depth below
// comes after more distinct states than the last; the property fails from
// the first state on.
TEST(Liveness, AnInvariantReachedBeforeTheFirstPeriodicCheckIsReported) {
  for (int bound : {10, 40, 70}) {
    std::string tla = "---- MODULE Both ----\nEXTENDS Naturals\nVARIABLES x, y\nInit == x = 0 /\\ y = 0\n"
                      "Next == \\/ x < 40 /\\ x' = x + 1 /\\ y' = y\n        \\/ y < 40 /\\ y' = y + 1 /\\ x' = x\n"
                      "Spec == Init /\\ [][Next]_<<x, y>>\nNever == <>(x = 99)\n"
                      "Small == x + y < " + std::to_string(bound) + "\n====\n";
    explore::CheckOptions o;
    o.periodicLiveness = true; // TLC's default
    CheckRun r = checkText({tla}, "SPECIFICATION Spec\nINVARIANT Small\nPROPERTY Never\n", o);
    expectOutcome(r, Outcome::InvariantViolated);
    EXPECT_EQ(r.result.depth, bound + 1) << bound;
    EXPECT_EQ(r.result.livenessStates, 0u) << "no periodic check ran before the invariant";
    // With the checks due at once (as if the search had run for minutes), the
    // stuttering counterexample is found on the states expanded so far.
    o.livenessFirstSeconds = 0;
    CheckRun early = checkText({tla}, "SPECIFICATION Spec\nINVARIANT Small\nPROPERTY Never\n", o);
    expectOutcome(early, Outcome::LivenessViolated);
  }
}

// The loop's neglected actions, through the library as `tlacore tlc --json` reports them.
std::vector<explore::NeglectedAction> neglected(const std::string &tla, std::vector<std::string> &names) {
  checktest::TempDir dir;
  std::string path = dir.write(checktest::moduleName(tla) + ".tla", tla);
  std::string cfgPath = dir.write("M.cfg", "SPECIFICATION Spec\nPROPERTY Finishes\n");
  checktest::LoadedSpec l = checktest::loadFiles(path, cfgPath);
  EXPECT_TRUE(l.model) << l.problem;
  if (!l.model)
    return {};
  const model::SpecModel &m = *l.model;
  explore::CheckResult r = explore::runBfs(m, {});
  EXPECT_EQ(static_cast<int>(r.outcome), static_cast<int>(Outcome::LivenessViolated));
  eval::Evaluator ev(m);
  eval::installEnabledHook(ev, m.variables.size());
  std::vector<explore::NeglectedAction> out = explore::neglectedInLoop(m, l.handle->actions(), ev, r);
  for (const auto &n : out)
    names.emplace_back(n.action->name ? n.action->name->name : "?");
  return out;
}

TEST(Liveness, NeglectedActionsTellWhichFairnessIsMissing) {
  std::vector<std::string> names;
  // B is enabled only in half of the loop's states: SF would exclude the loop.
  auto weak = neglected(intermittent("WF_vars(B)"), names);
  ASSERT_EQ(weak.size(), 1u);
  EXPECT_EQ(names[0], "B");
  EXPECT_FALSE(weak[0].alwaysEnabled);
  // Without any fairness the spec stutters at the start, where Step is enabled.
  names.clear();
  std::string idle = "---- MODULE Idle ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nStep == x' = 1 - x\nNext == Step\n"
                     "Spec == Init /\\ [][Next]_x\nFinishes == <>(x = 1)\n====\n";
  auto all = neglected(idle, names);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(names[0], "Step");
  EXPECT_TRUE(all[0].alwaysEnabled);
}

} // namespace
} // namespace tlacore
