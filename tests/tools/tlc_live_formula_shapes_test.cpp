// Which temporal formulas with actions TLC checks and which it refuses, as a
// class (Liveness.java: astToLiveAppl, processLiveness, classifyExpr; the
// verdicts recorded in tlaplus/model-checker-hardening's
// conformance/tlc-temporal-formula-limits.md, corpus/agreement/
// protocols_public_pass14.tsv). classifyExpr takes an action only as
// <>[]A or []<>A of the formula TLC has after LiveExprNode.simplify and
// toDNF, else "Temporal formulas containing actions must be of forms <>[]A
// or []<>A." (exit 255, before the initial states). Two steps decide the
// shape:
//   - simplify drops a [] directly under a [] (LNAll.simplify) and a <>
//     directly under a <> (LNEven.simplify), before negations are pushed:
//     so []WF_x(A) = [][]<>(..) is []<>(..) and is checked, while <>WF_x(A),
//     []SF_x(A), [](~WF_x(A)), []~~WF_x(A) and [] over a conjunction of WFs
//     keep an action in the tableau's part;
//   - astToLiveAppl translates ~, =>, /\, \/, IF, a bounded quantifier and a
//     definition applied operand first, and when what it made has no
//     temporal level (every [] and <> under a quantifier over {}, which it
//     makes TRUE or FALSE) it takes the whole formula as one predicate
//     instead: an LNAction, since getLevelBound of the formula is temporal.
//     So ~(\A q \in {} : []FALSE) is an action, refused as above.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

const char *const kMustBeOfForms = "\nError: Temporal formulas containing actions must be of forms <>[]A or []<>A.\n";

// The hardening table's module: Inc is enabled in the initial state and the
// spec has no fairness, so WF_x(Inc) is violated by stuttering there.
clirun::Result check(const std::string &prop) {
  std::string tla = "---- MODULE M ----\n"
                    "EXTENDS Integers\n"
                    "VARIABLES x, step\n"
                    "vars == <<x, step>>\n"
                    "Init == x = 0 /\\ step = 0\n"
                    "Inc == step < 3 /\\ x' = x + 1 /\\ step' = step + 1\n"
                    "Next == Inc \\/ UNCHANGED vars\n"
                    "Spec == Init /\\ [][Next]_vars\n"
                    "W == WF_x(Inc)\n"
                    "Prop == " + prop + "\n"
                    "====\n";
  clirun::SpecDir dir({{"M.tla", tla}, {"M.cfg", "SPECIFICATION Spec\nPROPERTY Prop\n"}});
  return dir.run("tlc -workers 1 -config M.cfg M.tla");
}

void expectRefused(const std::string &prop) {
  clirun::Result r = check(prop);
  EXPECT_EQ(r.rc, 255) << prop << "\n" << r.out;
  EXPECT_NE(r.out.find(kMustBeOfForms), std::string::npos) << prop << "\n" << r.out;
  EXPECT_EQ(r.out.find("Computing initial states"), std::string::npos) << prop << "\n" << r.out;
}

void expectViolated(const std::string &prop) {
  clirun::Result r = check(prop);
  EXPECT_EQ(r.rc, 13) << prop << "\n" << r.out;
  EXPECT_NE(r.out.find("\nError: Temporal properties were violated.\n"), std::string::npos) << prop << "\n" << r.out;
  EXPECT_EQ(r.out.find("must be of forms"), std::string::npos) << prop << "\n" << r.out;
}

TEST(TlcLiveFormulaShapes, ABoxDirectlyOverABoxIsOneBox) {
  // WF is []<>(..): a [] over it, or over a formula that simplifies to it
  // (a definition, a quantifier or junction with one operand left), is the
  // same []<>(..), checked like WF_x(Inc) itself.
  for (const char *prop : {"WF_x(Inc)", "[]WF_x(Inc)", "[]([]WF_x(Inc))", "[]W", "[](\\A i \\in {1} : WF_x(Inc))",
                           "[](TRUE /\\ WF_x(Inc))", "[](FALSE \\/ WF_x(Inc))", "\\A i \\in {1, 2} : []WF_x(Inc)",
                           "[]WF_x(Inc) /\\ []WF_vars(Inc)", "[](IF 1 > 0 THEN WF_x(Inc) ELSE TRUE)",
                           "<>(<>(x = 9))", "[]([](x < 2)) \\/ <>(<>(x = 9))"})
    expectViolated(prop);
}

TEST(TlcLiveFormulaShapes, OtherFormsOfFairnessUnderTemporalOperatorsAreRefused) {
  // No [] directly under the []: a negation, a junction of two or more, SF
  // (a disjunction); and WF under <> (<>[]<>..., not <>[]A).
  for (const char *prop : {"<>WF_x(Inc)", "<>[]WF_x(Inc)", "[]SF_x(Inc)", "[](~WF_x(Inc))", "[]~~WF_x(Inc)",
                           "[](WF_x(Inc) /\\ WF_vars(Inc))", "[](\\A i \\in {1, 2} : WF_x(Inc))",
                           "[](x = 0 => WF_x(Inc))", "WF_x(Inc) ~> (x = 3)", "<>SF_x(Inc)"})
    expectRefused(prop);
}

TEST(TlcLiveFormulaShapes, AFormulaWithoutTemporalLevelLeftIsOneAction) {
  // The hardening table's negated quantifiers over {} (its module has
  // Next == UNCHANGED x; here Inc may also step, which changes nothing).
  for (const char *prop : {"~(\\A q \\in {} : []FALSE)", "~(\\A q \\in {} : <>(x = 1))", "~(\\E q \\in {} : []FALSE)",
                           "(\\A q \\in {} : []FALSE) => FALSE", "(\\E q \\in {} : []FALSE) \\/ FALSE",
                           "[](~(\\A q \\in {} : []FALSE))", "\\A i \\in {1} : ~(\\A q \\in {} : []FALSE)"})
    expectRefused(prop);
  // With a state predicate among the operands the whole formula is one
  // LNStateAST (state level), no action: here a tableau of one predicate,
  // violated by the initial state's prefix (exit 12, TLC 1.8.0's accepting
  // sink).
  clirun::Result r = check("~(IF x = 0 THEN \\A q \\in {} : []FALSE ELSE \\E q \\in {} : <>TRUE)");
  EXPECT_EQ(r.rc, 12) << r.out;
  EXPECT_NE(r.out.find("\nError: Temporal properties were violated.\n"), std::string::npos) << r.out;
  // ... and where an action may stand, it is checked: as an action that is
  // FALSE on every step, []<>(it) is violated.
  expectViolated("[]<>(~(\\A q \\in {} : []FALSE))");
}

TEST(TlcLiveFormulaShapes, QuantifiersOverTheEmptySetWithATemporalLevelLeft) {
  // The table's controls: a bounded quantifier over {} is TRUE (\A) or FALSE
  // (\E) where it stands; the formula keeps its temporal level elsewhere.
  expectViolated("\\E q \\in {} : []FALSE");
  clirun::Result tautology = check("\\A q \\in {} : []FALSE");
  EXPECT_EQ(tautology.rc, 77) << tautology.out;
  EXPECT_NE(tautology.out.find("Temporal formula is a tautology"), std::string::npos) << tautology.out;
  // processLiveness returns no OrderOfSolution before it prints their count.
  EXPECT_EQ(tautology.out.find("satisfiability problem"), std::string::npos) << tautology.out;
  expectViolated("(\\A q \\in {0} : [](x = q)) => FALSE");
  clirun::Result prefix = check("(\\A q \\in {} : []FALSE) => [](x = 0)"); // [](x = 0): a finite prefix
  EXPECT_EQ(prefix.rc, 12) << prefix.out;
  EXPECT_NE(prefix.out.find("\nError: Temporal properties were violated.\n"), std::string::npos) << prefix.out;
  clirun::Result r = check("~(\\A q \\in {} : (x = 0))"); // no temporal operator: an initial predicate
  EXPECT_EQ(r.rc, 13) << r.out;
  EXPECT_NE(r.out.find("is violated by the initial state"), std::string::npos) << r.out;
}

TEST(TlcLiveFormulaShapes, ABooleanUnderATemporalOperatorStaysABranch) {
  // LNAll/LNEven.simplify do not fold TRUE or FALSE under them: the negation
  // of []<>TRUE is <>[]FALSE, a branch (TLC's PEM) no cycle satisfies --
  // one branch, nothing found. Only a FALSE left at the top of the negated
  // formula (<>[]TRUE => TRUE) is the tautology.
  for (const char *prop : {"[]<>TRUE", "<>[]TRUE", "[]<>(1 > 0)"}) {
    clirun::Result r = check(prop);
    EXPECT_EQ(r.rc, 0) << prop << "\n" << r.out;
    EXPECT_NE(r.out.find("Implied-temporal checking--satisfiability problem has 1 branches."), std::string::npos)
        << prop << "\n" << r.out;
  }
  clirun::Result r = check("<>[]TRUE => TRUE");
  EXPECT_EQ(r.rc, 77) << r.out;
  EXPECT_NE(r.out.find("Temporal formula is a tautology"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("satisfiability problem"), std::string::npos) << r.out;
}

} // namespace
