// SANY's subexpression and proof-step selectors as a class (Generator.selectorToNode, TLC's
// test206/test209/test210/test216): every selector kind (!n, !<<, !>>, !:, !(e), !@, !label,
// !label(e), a LET name after !: or !n, CASE's !i!j, a field name) in every place a name can
// stand (an ASSUME, a definition body, an operator argument, a junction item, inside a LET,
// through an INSTANCE, a cfg INVARIANT/SPECIFICATION/PROPERTY, a proof step's junction list),
// each run through `tlacore tlc` with SANY's verdict (exit 150 and its message when it rejects
// the name) and, where TLC evaluates the result, the value: every ASSUME states the value the
// selected part has (exit 10 when one is false), as test206/test209 state them.
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <map>
#include <string>

namespace {

using tlcmodel::TlcRun;
using tlcmodel::tlc;

// Definitions every case can select from (after test206 and test209).
const char *kDefs = R"(EXTENDS Naturals
xx == <<11, <<22, 33>>, 33>>
Len2(s) == 2
F(a) == /\ TRUE
        /\ Len2(xx[a]) > 0
SetF(a) == {x \in {1, 2} : a = x}
SetM(a) == {x + a : x \in {1, 2}}
SetL(a) == {(LET c(y) == (a * x) + y IN x + a) : x \in {1, 2}}
Lab(p) == \A x \in {1, 2} : lab(x) :: LET a ++ b == a + b + x + p
                                       IN <<x, 99 ++ p>>
Ch(q) == CHOOSE x : lab(x) :: LET a ++ b == {a, b, q, x} IN <<q, 99 ++ q>>
Tup4(a) == {x \in {1} : lab(x) :: <<x, a>>}
Fld == xx.foo
Rcd == [fld1 |-> 1, fld2 |-> 2]
RcdSet == [fld1 : 1, fld2 : 2]
Cond == IF 41 THEN 42 ELSE 43
Cs == CASE 1 -> 11 [] 2 -> 22 [] OTHER -> 33
Lt == LET Z == 23 IN Z
NN == 55
Box == [44]_NN
Ang == <<44>>_NN
Wf == WF_NN(44)
Ex == \E x \in {1}, y \in {2} : x + y > 2
Fcn == [x, y \in {1, 2}, z \in {3} |-> x + y + z]
FApp == [i \in 1..10 |-> i + 1][3]
Pow == SUBSET UNION {{1}, {2}}
Exc == [xx EXCEPT ![1] = 42]
U == /\ LET Op(x) == x + 1
        IN 44
     /\ TRUE
V == \A x \in {} : 2 * x
THEOREM Thm == lab3 :: 1 + 1 = 2
ASSUME Asm == /\ lbl :: 2 > 1
              /\ TRUE
I == INSTANCE SelLib
OOp1(A(_), a) == A(a)
OOp2(A(_, _), a, b) == A(a, b)
OOp3(A(_, _, _), a, b, c) == A(a, b, c)
OOp4(A(_, _, _, _), a, b, c, d) == A(a, b, c, d)
)";

const char *kLib = R"(---- MODULE SelLib ----
Bar(a) == <<1, a>>
Bar4(a) == {x \in {1} : lab(x) :: <<x, a>>}
Bar5(a) == {x \in {1} : lab(x) :: LET b ++ c == <<a, b, c, x>> IN 42}
====
)";

// An instance with a parameter: the selection must see the argument it is given.
const char *kParLib = R"(---- MODULE SelParLib ----
CONSTANT K
Par(a) == {x \in {1} : lab(x) :: <<x, a, K>>}
====
)";

struct SelectorCase {
  const char *name;
  const char *text; // units after kDefs
  int exit;         // TLC's exit: 0, 10 (an ASSUME is false), 150 (SANY rejects the module)
  const char *expect = nullptr; // a text the output must contain
};

const SelectorCase kCases[] = {
    // --- each selector kind in an ASSUME, with the value it selects ---
    {"NumberInAssume", "ASSUME F(2)!2 = (Len2(xx[2]) > 0) /\\ F(2)!2!1!1 = xx[2] /\\ F(2)!2!1!1!2 = 2", 0},
    {"FirstLastInAssume", "ASSUME F(2)!2!<< = Len2(xx[2]) /\\ F(2)!2!<<!<<!>> = 2 /\\ F(2)!2!<<!<<!<< = xx", 0},
    {"ColonInAssume", "ASSUME Thm!: /\\ U!1!Op(42)!: = 43", 0},
    {"ArgumentsOfABinder", "ASSUME Ex!(1, 2)!<< = 3 /\\ Fcn!(2, 3, 4) = 9 /\\ Tup4(1)!(2)!<< = 2", 0},
    {"BoundSetsOfABinder", "ASSUME Ex!1 = {1} /\\ Ex!2 = {2} /\\ Fcn!1 = {1, 2} /\\ SetF(1)!1 = {1, 2}", 0},
    {"LabelInAssume", "ASSUME Thm!lab3 /\\ Asm!lbl", 0},
    {"LabelWithArgumentsInAssume", "ASSUME Tup4(1)!lab(2)!>> = 1 /\\ Lab(3)!lab(1)!:!++(4, 5) = 4 + 5 + 1 + 3", 0},
    {"LetNameAfterAPosition", "ASSUME U!1!Op(42) = 43 /\\ Ch(1)!(3)!++(4, 5) = {1, 3, 4, 5}", 0},
    {"LetBody", "ASSUME Lt!1 = 23 /\\ Ch(1)!(3)!1!>> = {99, 1, 3}", 0},
    {"CaseArms", "ASSUME Cs!1!1 = 1 /\\ Cs!1!2 = 11 /\\ Cs!2!>> = 22 /\\ Cs!3!2 = 33", 0},
    {"IfParts", "ASSUME Cond!1 = 41 /\\ Cond!2 = 42 /\\ Cond!3 = 43", 0},
    {"FieldAndRecordParts", "ASSUME Fld!1 = xx /\\ Fld!2 = \"foo\" /\\ Rcd!2 = 2 /\\ RcdSet!2 = 2", 0},
    {"ActionAndFairnessParts", "ASSUME Box!1 = 44 /\\ Box!2 = 55 /\\ Ang!>> = 55 /\\ Wf!1 = 55 /\\ Wf!2 = 44", 0},
    {"FunctionApplicationParts", "ASSUME FApp!>> = 3 /\\ FApp!<<[4] = 5 /\\ FApp!<<!1!>> = 10", 0},
    {"PrefixOperands", "ASSUME Pow!<<!<<!2 = {2}", 0},
    {"ExceptBase", "ASSUME Exc!1 = xx", 0},
    {"AFalseSelectedValue", "ASSUME Cond!2 = 43", 10},
    // --- in a definition's body, a junction item, a LET, through an INSTANCE ---
    {"InADefinitionBody", "D == Ex!(1, 2)!<<\nASSUME D = 3", 0},
    {"AsJunctionItems", "ASSUME /\\ Cond!2 = 42\n       /\\ Box!<< = 44\n       /\\ Tup4(1)!lab(2)!<< = 2", 0},
    {"InsideALet", "ASSUME LET D == Fcn!(2, 3, 4)\n           L == /\\ 1 = 1\n                /\\ 2 = 2\n       IN D = 9 /\\ L!2", 0},
    {"ThroughAnInstance", "ASSUME I!Bar(3)!>> = 3 /\\ I!Bar4(1)!(2)!<< = 2 /\\ I!Bar5(1)!(2)!++(3, 4) = <<1, 3, 4, 2>>",
     0},
    // --- as an operator argument: the operator whose parameters the name introduces ---
    {"AtAsOperatorArgument", "ASSUME OOp2(SetF!@, 2, 2) = TRUE /\\ OOp2(SetM!@, 2, 3) = 5", 0},
    {"LetNameAsOperatorArgument", "ASSUME OOp3(SetL!@!c, 2, 3, 4) = 2 * 3 + 4 /\\ OOp1(U!1!Op, 42) = 43", 0},
    {"LabelAsOperatorArgument", "ASSUME OOp2(Tup4!lab!<<, 1, 2) = 2 /\\ OOp2(Tup4!@!>>, 1, 2) = 1", 0},
    {"LabelThenLetAsOperatorArgument", "ASSUME OOp4(Lab!lab!:!++, 3, 1, 4, 5) = 4 + 5 + 1 + 3", 0},
    {"ThroughAnInstanceAsOperatorArgument",
     "ASSUME OOp2(I!Bar4!@!<<, 1, 2) = 2 /\\ OOp2(I!Bar4!lab!>>, 1, 2) = 1 /\\ OOp4(I!Bar5!lab!:!++, 1, 2, 3, 4) = "
     "<<1, 3, 4, 2>>",
     0},
    // SANY's OpDefNode PI!Par takes PI's parameter before Par's: PI!Par!lab has arity 3.
    {"ThroughAParameterisedInstanceAsOperatorArgument",
     "PI(k) == INSTANCE SelParLib WITH K <- k\nASSUME OOp3(PI!Par!lab, 7, 1, 2) = <<2, 1, 7>> /\\ PI(8)!Par(1)!lab(2) = <<2, 1, 8>>",
     0},
    {"ParameterisedInstanceArityAsOperatorArgument",
     "PI(k) == INSTANCE SelParLib WITH K <- k\nASSUME OOp2(PI!Par!lab, 1, 2) = <<2, 1, 7>>", 150,
     "Expected arity 2 but found operator of arity 3."},
    {"ArgumentsToAnInstanceInAnOperatorArgument",
     "PI(k) == INSTANCE SelParLib WITH K <- k\nASSUME OOp2(PI(7)!Par!lab, 1, 2) = <<2, 1, 7>>", 150,
     "Selector `PI' should not have argument(s)."},
    {"AtOfAnUnboundedQuantifier", "ASSUME OOp1(V!@, 42) = 84", 0},
    {"WrongArityAsOperatorArgument", "ASSUME OOp1(SetF!@, 2) = {}", 150,
     "Expected arity 1 but found operator of arity 2."},
    {"ArgumentsInAnOperatorArgument", "ASSUME OOp1(F(1)!2, 2)", 150, "Selector `F' should not have argument(s)."},
    // --- names that select nothing: SANY's messages (Generator.selectorToNode, reportSelectorError) ---
    {"NoSuchOperand", "ASSUME Cond!4 = 1", 150, "Nonexistent operand specified by `4'."},
    {"LastOfThreeOperands", "ASSUME Cond!>> = 1", 150, "Nonexistent operand specified by `argument selector >>'."},
    {"NoSuchLabel", "ASSUME Thm!nolab", 150, "Cannot find label `nolab'."},
    {"SecondOperandOfALet", "ASSUME Lt!2 = 1", 150, "A LET/IN expression has only one operand."},
    {"CaseArmWithoutPart", "ASSUME Cs!1 = 1", 150, "Subexpression of CASE must have form !i!j."},
    {"GuardOfOther", "ASSUME Cs!3!1 = 1", 150, "Selecting OTHER in a CASE statement."},
    {"ExceptClause", "ASSUME Exc!2 = 1", 150, "Selecting subexpression of an EXCEPT not yet implemented."},
    {"TooFewBinderArguments", "ASSUME Ex!(1) = 1", 150,
     "Selector with 1 argument(s) used for quantifier with 2 bound identifier(s)."},
    {"OperandOfANumber", "ASSUME NN!1 = 1", 150, "Selecting subexpression of expression that has none."},
    {"NameAfterAPositionNotALet", "ASSUME Cond!1!Foo = 1", 150, "A name selector here must be from a LET clause."},
    {"DefinitionWithoutItsArguments", "ASSUME Len2!1 = 1", 150, "The operator Len2 requires 1 arguments."},
    // --- levels: the selected part's, not the definition's ---
    {"ConstantPartOfAnActionLevelDefinition", "ASSUME Box!1 = 44 /\\ Wf!2 = 44", 0},
};

std::string moduleText(const SelectorCase &c) {
  return std::string("---- MODULE Sel ----\n") + kDefs + c.text + "\n====\n";
}

class SubexpressionSelectors : public testing::TestWithParam<SelectorCase> {};

TEST_P(SubexpressionSelectors, SanyVerdictAndTlcValue) {
  const SelectorCase &c = GetParam();
  TlcRun r = tlc({{"Sel.tla", moduleText(c)}, {"SelLib.tla", kLib}, {"SelParLib.tla", kParLib}}, "Sel", "");
  EXPECT_EQ(r.exit, c.exit) << r.out;
  if (c.expect) {
    EXPECT_NE(r.out.find(c.expect), std::string::npos) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryKindAndPlace, SubexpressionSelectors, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<SelectorCase> &i) { return std::string(i.param.name); });

// The level of a positional subexpression is that of the part it selects (test209): the action
// part of an action-level definition makes an ASSUME non-constant, its constant part does not.
TEST(SubexpressionSelectorLevels, SelectedPartDecidesTheLevel) {
  const char *defs = "---- MODULE Lv ----\nEXTENDS Naturals\nVARIABLE x\nA == x' = 1 /\\ 2 = 2\n";
  TlcRun ok = tlc({{"Lv.tla", std::string(defs) + "ASSUME A!2\n====\n"}}, "Lv", "");
  EXPECT_EQ(ok.exit, 0) << ok.out;
  TlcRun bad = tlc({{"Lv.tla", std::string(defs) + "ASSUME A!1\n====\n"}}, "Lv", "");
  EXPECT_EQ(bad.exit, 150) << bad.out;
  TlcRun state = tlc({{"Lv.tla", std::string(defs) + "ASSUME A!1!1 = 1\n====\n"}}, "Lv", "");
  EXPECT_EQ(state.exit, 150) << state.out; // x': action level
}

// A proof-step name with selectors starting a junction item (test210): a step reference in the
// expression, not the start of a new step.
TEST(SubexpressionSelectorSteps, StepNameStartsAJunctionItem) {
  const char *tla = R"(---- MODULE St ----
THEOREM T == TRUE
<1>1. /\ 1 = 1
      /\ 2 = 2
<1>2. /\ <1>1!1
      /\ <1>1!2
      /\ <1>1
<1> QED
====
)";
  TlcRun r = tlc({{"St.tla", tla}}, "St", "");
  EXPECT_EQ(r.exit, 0) << r.out;
}

// Where SANY reports a name that selects wrongly, with its text (Generator.selectorToNode): `!@`
// leaving the quantifier's identifiers without arguments (the whole name), a label given the wrong
// number of arguments (the label), a definition named without its arguments (the whole name) or
// with too few (its argument list), a binder given the wrong number by `!(e)` (the list `(...)`),
// `!@` on an operator application (the selector).
TEST(SubexpressionSelectorErrors, SanysLocationsAndTexts) {
  const char *tla = R"(---- MODULE Loc ----
EXTENDS Naturals
Ex == \E x \in {1}, y \in {2} : x + y > 2
Lab(p) == \A x \in {1, 2} : lab(x) :: x + p
A == Ex!@
B == Lab(1)!lab
C == Lab!lab(1)
D == Lab(1)!lab(1)!@
E == Ex!(1,  2,3)
F == Lab(1, 2)!lab(1)
====
)";
  TlcRun r = tlc({{"Loc.tla", tla}}, "Loc", "");
  EXPECT_EQ(r.exit, 150) << r.out;
  auto entry = [](int line, int col, int endCol, const std::string &message) {
    return "line " + std::to_string(line) + ", col " + std::to_string(col) + " to line " + std::to_string(line) +
           ", col " + std::to_string(endCol) + " of module Loc\n\n" + message + "\n\n\n";
  };
  std::string expected = "*** Errors: 6\n\n" + entry(5, 6, 9, "Expected 2 arguments but found 0.") +
                         entry(6, 13, 15, "Label `lab' used with wrong number of arguments.") +
                         entry(7, 6, 15, "The operator Lab requires 1 arguments.") +
                         entry(8, 20, 20, "Nonexistent operand specified by `argument selector @'.") +
                         entry(9, 9, 17, "Selector with 3 argument(s) used for quantifier with 2 bound identifier(s).") +
                         entry(10, 9, 14, "The operator Lab requires 1 arguments.");
  EXPECT_NE(r.out.find(expected), std::string::npos) << r.out;
}

// Selections with bound identifiers as operands of built-in operators in an invariant and a
// property (Cardinality, ENABLED, \subseteq, a set map, [][...]_x): each is the part with its
// identifier bound; ENABLED Next!1!(1) is ENABLED A(1), false once x = 3 (exit 12 with x < 4).
TEST(SubexpressionSelectorBuiltIns, OperandsOfBuiltInOperators) {
  std::string tla = R"(---- MODULE Bi ----
EXTENDS Naturals, FiniteSets
VARIABLE x
S == {1, 2} \cup {3}
A(p) == x < 3 /\ x' = x + p
Next == \/ \E p \in {1, 2} : A(p)
        \/ x = 3 /\ x' = 0
Init == x = 0
Inv == /\ Cardinality(S!1) = 2
       /\ (x < 3) => ENABLED Next!1!(1)
       /\ (ENABLED Next!1!(1)) = (ENABLED A(1))
       /\ S!2 \subseteq S
       /\ {Next!1!(k)!<< : k \in {1, 2}} = {1, 2}
Act == [UNCHANGED x \/ Next!1!(1) \/ Next!2 \/ Next!1!(2)]_x
Prop == [][Act!1]_x
====
)";
  const char *cfg = "INIT Init\nNEXT Next\nINVARIANT Inv\nPROPERTY Prop\n";
  TlcRun ok = tlc({{"Bi.tla", tla}}, "Bi", cfg);
  EXPECT_EQ(ok.exit, 0) << ok.out;
  EXPECT_EQ(ok.generated, "8") << ok.out;
  EXPECT_EQ(ok.distinct, "5") << ok.out;
  tla.replace(tla.find("(x < 3) =>"), 10, "(x < 4) =>");
  TlcRun bad = tlc({{"Bi.tla", tla}}, "Bi", cfg);
  EXPECT_EQ(bad.exit, 12) << bad.out;
}

// cfg names whose definitions are theorem subexpressions (test216): SPECIFICATION Spec1 with
// Spec1 == Thm!1 is the spec Thm's first operand names; invariants and properties likewise.
TEST(SubexpressionSelectorCfg, SpecificationInvariantAndPropertyNamedBySelectors) {
  const char *tla = R"(---- MODULE Cf ----
EXTENDS Naturals
VARIABLE x
THEOREM Thm1 == x \in 0..3
Init == x = 0
Next == x' = (x + 1) % 4
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Inv == Thm1
THEOREM ThmS == Spec => /\ []Inv
                        /\ []<>(x = 0)
Spec1 == ThmS!1
Inv1 == Thm1!:
Inv2 == Thm1!<< \in Thm1!>>
Prop1 == ThmS!2!1
Prop2 == ThmS!2!2
====
)";
  TlcRun r = tlc({{"Cf.tla", tla}}, "Cf", "SPECIFICATION Spec1\nINVARIANT Inv1 Inv2\nPROPERTIES Prop1 Prop2\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(r.generated, "5") << r.out;
  EXPECT_EQ(r.distinct, "4") << r.out;
  // The same with an invariant the selected part violates.
  std::string bad = tla;
  bad.replace(bad.find("x \\in 0..3"), 10, "x \\in 0..2");
  TlcRun v = tlc({{"Cf.tla", bad}}, "Cf", "SPECIFICATION Spec1\nINVARIANT Inv1\n");
  EXPECT_EQ(v.exit, 12) << v.out;
}

} // namespace
