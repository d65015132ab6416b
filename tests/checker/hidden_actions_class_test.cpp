// Actions hidden in higher-order operators, as a class (issue 13, item 1):
// every hiding place crossed with every action shape, generated as small
// specs. After substitution these are ordinary actions, so TLC's counts and
// verdicts equal those of the same spec with the action written inline: the
// inlined spec is the oracle. TLC's action names (Tool.getActionsAppl: an
// application of a user-defined operator to a non-constant argument is one
// action named after that operator) are checked where the place fixes them.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"
#include "explore/tlc_actions.h"

using namespace tlacore;

namespace {

// An action shape over x \in 0..2 and y \in 0..1; '@' is its parameter (a
// value 1 wherever it is used below).
struct Shape {
  const char *name;
  const char *text;
  size_t splits; // TLC's actions the shape splits into when inlined at the top
};

const Shape kShapes[] = {
    {"PrimedAssignment", "x' = (x + @) % 3 /\\ y' = y", 1},
    {"InAssignment", "x' \\in {(x + @) % 3, 0} /\\ y' = y", 1},
    {"Unchanged", "y' = (y + @) % 2 /\\ UNCHANGED x", 1},
    {"UnchangedTuple", "(x' = (x + @) % 3 /\\ UNCHANGED <<y>>) \\/ (x = 2 /\\ UNCHANGED <<x, y>>)", 2},
    {"Disjunction", "(x' = (x + @) % 3 /\\ y' = y) \\/ (UNCHANGED x /\\ y' = (y + @) % 2)", 2},
    {"Existential", "\\E k \\in 0..@ : x' = (x + k) % 3 /\\ y' = y", 2},
};

// A hiding place: definitions, Next and (for fairness) a fairness formula,
// each with `{S:e}` standing for the shape with parameter e; and the same
// with the action inlined.
struct Place {
  const char *name;
  const char *defs;
  const char *next;
  const char *inlinedNext;
  const char *fairness = "";        // conjoined to Spec; a PROPERTY is checked when set
  const char *inlinedFairness = "";
  const char *names = nullptr; // TLC's action names of the hidden form, when the place fixes them
};

const Place kPlaces[] = {
    {"LambdaArgument", "", "Apply(LAMBDA w: {S:w})", "{S:1}", "", "", "Apply"},
    {"DefinitionArgument", "Step(w) == {S:w}", "Apply(Step)", "{S:1}", "", "", "Apply"},
    {"DefinitionWithoutParameters", "Step == {S:1}", "Run(Step)", "{S:1}", "", "", "Run"},
    {"LetDefinedArgument", "", "LET L(w) == {S:w} IN Apply(L)", "{S:1}", "", "", "Apply"},
    {"LetDefinedActionWithoutParameters", "", "LET A == {S:1} IN Run(A)", "{S:1}", "", "", "Run"},
    {"LetDefinedHigherOrderOperator", "", "LET Ap(G(_)) == G(1) IN Ap(LAMBDA w: {S:w})", "{S:1}", "", "", "Ap"},
    {"InstanceQualified", "", "M!Act(1)", "{S:1}"},
    {"ParameterizedInstance", "", "P(1)!ActK", "{S:1}"},
    {"InstanceActionAsArgument", "", "Apply(M!Act)", "{S:1}", "", "", "Apply"},
    // P!Act takes P's parameter k first (SANY rejects P(0)!Act as an operator argument).
    {"ParameterizedInstanceActionAsArgument", "", "Apply2(P!Act)", "{S:1}", "", "", "Apply2"},
    {"InstanceHigherOrderWithLambda", "", "M!Apply(LAMBDA w: {S:w})", "{S:1}", "", "", "M!Apply"},
    {"ParameterizedInstanceHigherOrderWithLambda", "", "P(1)!ApplyK(LAMBDA w: {S:w})", "{S:1}"},
    {"RecursiveOperatorReturningAction", "RECURSIVE R(_)\nR(n) == IF n = 0 THEN {S:1} ELSE R(n - 1)", "R(2)",
     "{S:1}", "", "", "R"},
    {"RecursiveHigherOrderOperator", "RECURSIVE Rep(_, _)\nRep(F(_), n) == IF n = 0 THEN F(1) ELSE Rep(F, n - 1)",
     "Rep(LAMBDA w: {S:w}, 2)", "{S:1}", "", "", "Rep"},
    {"NestedTwoLevels", "Receive(p, F(_)) == F(p)\nDeliver(m, G(_)) == G(m)",
     "Receive(1, LAMBDA m: Deliver(m, LAMBDA t: {S:t}))", "{S:1}", "", "", "Receive"},
    {"MultiArgumentLambda", "", "Apply2(LAMBDA a, b: {S:a - b})", "{S:1}", "", "",
     "Apply2"},
    {"LambdaInDefinitionCapturingParameter", "Wrap(p) == Apply(LAMBDA w: {S:w * p})", "Wrap(1)", "{S:1}", "", "",
     "Apply"},
    {"LambdaCapturingBoundVariable", "", "\\E v \\in {0} : Apply(LAMBDA w: {S:v + w})",
     "\\E v \\in {0} : {S:v + 1}", "", "", "Apply"},
    {"LambdaInDefinitionCapturingBoundVariable", "Go == \\E v \\in {0} : Apply(LAMBDA w: {S:v + w})", "Go",
     "\\E v \\in {0} : {S:v + 1}", "", "", "Apply"},
    {"LambdaInDefinitionCapturingParameterAndBoundVariable",
     "Go(p) == \\E v \\in {p - 1} : Apply2(LAMBDA a, b: {S:(a - b) * p + v})", "Go(1)", "{S:1}", "", "", "Apply2"},
    {"LetHigherOrderInsideDefinition", "Wrap(p) == LET Ap(G(_)) == G(p) IN Ap(LAMBDA w: {S:w})", "Wrap(1)",
     "{S:1}", "", "", "Ap"},
    {"PassedOnThroughAnotherOperator", "Outer(H(_)) == Apply(H)", "Outer(LAMBDA w: {S:w})", "{S:1}", "", "",
     "Outer"},
    {"ConjoinedWithAGuard", "", "x >= 0 /\\ Apply(LAMBDA w: {S:w})", "x >= 0 /\\ {S:1}", "", "", "Next"},
    {"DisjunctBesideAnotherAction", "", "Apply(LAMBDA w: {S:w}) \\/ (x = 2 /\\ x' = 0 /\\ y' = 1 - y)",
     "{S:1} \\/ (x = 2 /\\ x' = 0 /\\ y' = 1 - y)", "", "", "Apply,Next"},
    {"IfBranch", "", "IF x < 5 THEN Apply(LAMBDA w: {S:w}) ELSE FALSE", "IF x < 5 THEN {S:1} ELSE FALSE", "", "",
     "Next"},
    {"CaseArm", "Pick(F(_)) == CASE x > 5 -> FALSE [] OTHER -> F(1)", "Pick(LAMBDA w: {S:w})",
     "CASE x > 5 -> FALSE [] OTHER -> {S:1}", "", "", "Pick"},
    {"ForallOverOneValue", "", "\\A v \\in {1} : Apply(LAMBDA w: {S:v * w})", "\\A v \\in {1} : {S:v * 1}", "", "",
     "Next"},
    {"BoxAction", "", "[Apply(LAMBDA w: {S:w})]_<<x, y>>", "[{S:1}]_<<x, y>>", "", "", "Next"},
    {"AngleAction", "", "<<Apply(LAMBDA w: {S:w})>>_<<x, y>>", "<<{S:1}>>_<<x, y>>", "", "", "Next"},
    {"Enabled", "", "ENABLED Apply(LAMBDA w: {S:w} /\\ x' # 0) /\\ Apply(LAMBDA w: {S:w})",
     "ENABLED ({S:1} /\\ x' # 0) /\\ {S:1}", "", "", "Next"},
    {"EnabledOfInstanceAction", "", "ENABLED (M!Act(1) /\\ x' # 0) /\\ M!Act(1)", "ENABLED ({S:1} /\\ x' # 0) /\\ {S:1}",
     "", "", "Next"},
    {"WeakFairness", "", "Apply(LAMBDA w: {S:w})", "{S:1}", "WF_<<x, y>>(Apply(LAMBDA w: {S:w}))",
     "WF_<<x, y>>({S:1})", "Apply"},
    {"StrongFairnessOfInstanceAction", "", "Apply(M!Act)", "{S:1}", "SF_<<x, y>>(M!Act(1))", "SF_<<x, y>>({S:1})",
     "Apply"},
    {"FairnessOfDefinitionArgument", "Step(w) == {S:w}", "Apply(Step)", "{S:1}", "WF_<<x, y>>(Apply(Step))",
     "WF_<<x, y>>({S:1})", "Apply"},
};

// `text` with each `{S:e}` replaced by the shape, its parameter by (e).
std::string expand(const std::string &text, const Shape &shape) {
  std::string out;
  size_t at = 0;
  for (size_t open; (open = text.find("{S:", at)) != std::string::npos;) {
    size_t close = text.find('}', open);
    std::string param = "(" + text.substr(open + 3, close - open - 3) + ")";
    out += text.substr(at, open - at);
    std::string body = shape.text;
    for (size_t p; (p = body.find('@')) != std::string::npos;)
      body.replace(p, 1, param);
    out += "(" + body + ")";
    at = close + 1;
  }
  return out + text.substr(at);
}

// The library the instance places instantiate.
std::string libraryText(const Shape &shape) {
  return expand("---- MODULE ShapeLib ----\nEXTENDS Naturals\nCONSTANT K\nVARIABLES x, y\n"
                "Act(w) == {S:w}\nActK == {S:K}\nApply(F(_)) == F(1)\nApplyK(F(_)) == F(K)\n====\n",
                shape);
}

std::string specText(const Place &place, const Shape &shape, bool inlined) {
  std::string next = inlined ? place.inlinedNext : place.next;
  std::string fairness = inlined ? place.inlinedFairness : place.fairness;
  std::string text = "---- MODULE Hidden ----\nEXTENDS Naturals\nVARIABLES x, y\n"
                     "Apply(F(_)) == F(1)\nApply2(F(_, _)) == F(2, 1)\nRun(A) == A\n"
                     "M == INSTANCE ShapeLib WITH K <- 1\nP(k) == INSTANCE ShapeLib WITH K <- k\n" +
                     std::string(place.defs) + "\nInit == x = 0 /\\ y = 0\nNext == " + next +
                     "\nSpec == Init /\\ [][Next]_<<x, y>>" + (fairness.empty() ? "" : " /\\ " + fairness) +
                     "\nReach == <>(x = 2)\n====\n";
  return expand(text, shape);
}

struct HiddenRun {
  checktest::LoadedSpec spec;
  explore::CheckResult result;
  std::vector<std::string> actionNames;
  std::vector<uint64_t> rowGenerated; // -coverage: generated per action row
};

HiddenRun check(const Place &place, const Shape &shape, bool inlined, bool coverage) {
  checktest::TempDir dir;
  std::string tla = dir.write("Hidden.tla", specText(place, shape, inlined));
  dir.write("ShapeLib.tla", libraryText(shape));
  std::string cfg = *place.fairness ? "SPECIFICATION Spec\nPROPERTY Reach\nCHECK_DEADLOCK FALSE\n"
                                    : "SPECIFICATION Spec\nCHECK_DEADLOCK FALSE\n";
  std::string cfgPath = dir.write("Hidden.cfg", cfg);
  HiddenRun run;
  run.spec = checktest::loadFiles(tla, cfgPath);
  if (!run.spec.model)
    return run;
  const explore::ActionTable &actions = run.spec.handle->actions();
  for (const explore::TlcAction &a : actions.next())
    run.actionNames.push_back(a.name ? a.qualifier + std::string(a.name->name) : "Action");
  explore::CheckOptions o;
  o.checkDeadlock = false;
  if (coverage)
    o.coverage = &actions;
  run.result = explore::runBfs(*run.spec.model, o);
  if (coverage)
    run.rowGenerated = run.result.coverage.generated;
  return run;
}

std::string joined(const std::vector<std::string> &names) {
  std::string out;
  for (const std::string &n : names)
    out += (out.empty() ? "" : ",") + n;
  return out;
}

uint64_t sum(const std::vector<uint64_t> &v) {
  uint64_t s = 0;
  for (uint64_t n : v)
    s += n;
  return s;
}

struct Case {
  const Place *place;
  const Shape *shape;
};

void PrintTo(const Case &c, std::ostream *os) { *os << c.place->name << "_" << c.shape->name; }

std::vector<Case> everyCase() {
  std::vector<Case> cases;
  for (const Place &p : kPlaces)
    for (const Shape &s : kShapes)
      cases.push_back({&p, &s});
  return cases;
}

class HiddenActions : public testing::TestWithParam<Case> {};

TEST_P(HiddenActions, AgreeWithTheInlinedSpec) {
  const Case &c = GetParam();
  SCOPED_TRACE(specText(*c.place, *c.shape, false));
  for (bool coverage : {false, true}) {
    SCOPED_TRACE(coverage ? "with -coverage" : "without coverage");
    HiddenRun hidden = check(*c.place, *c.shape, false, coverage);
    HiddenRun inlined = check(*c.place, *c.shape, true, coverage);
    ASSERT_TRUE(inlined.spec.model) << "the oracle does not load: " << inlined.spec.problem;
    ASSERT_TRUE(hidden.spec.model) << hidden.spec.problem;
    ASSERT_NE(inlined.result.outcome, explore::Outcome::EvalErrorNext) << inlined.result.error.message;
    EXPECT_EQ(hidden.result.outcome, inlined.result.outcome) << hidden.result.error.message;
    EXPECT_EQ(hidden.result.generated, inlined.result.generated);
    EXPECT_EQ(hidden.result.distinct, inlined.result.distinct);
    EXPECT_EQ(hidden.result.depth, inlined.result.depth);
    if (coverage) {
      // Every generated successor is counted by the action that generated it.
      EXPECT_EQ(sum(hidden.rowGenerated), sum(inlined.rowGenerated));
    }
    if (c.place->names) {
      std::string expected = c.place->names;
      EXPECT_EQ(joined(hidden.actionNames), expected);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPlaceTimesEveryShape, HiddenActions, testing::ValuesIn(everyCase()),
                         [](const testing::TestParamInfo<Case> &i) {
                           return std::string(i.param.place->name) + "_" + i.param.shape->name;
                         });

// The oracle itself is not trivial: the shapes reach different state
// counts, and the fairness places both hold and fail.
TEST(HiddenActionsOracle, ShapesAndVerdictsDiffer) {
  const Place &wf = kPlaces[sizeof(kPlaces) / sizeof(kPlaces[0]) - 3];
  ASSERT_STREQ(wf.name, "WeakFairness");
  HiddenRun primed = check(wf, kShapes[0], true, false);
  HiddenRun disjunction = check(wf, kShapes[4], true, false);
  EXPECT_EQ(primed.result.outcome, explore::Outcome::Success);
  EXPECT_EQ(primed.result.distinct, 3u);
  EXPECT_EQ(disjunction.result.outcome, explore::Outcome::LivenessViolated);
  EXPECT_EQ(disjunction.result.distinct, 6u);
}

} // namespace
