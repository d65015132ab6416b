// Action composition A \cdot B as TLC 1.8.0 runs it (-Dtlc2.tool.impl.Tool.cdot=true;
// tlc2.tool.impl.Tool, OPCODE_cdot in getNextStates, enabled and eval), in every place an
// action can appear: the next-state relation (through definitions, a disjunct, \E, LET, an
// operator argument, a LAMBDA, an INSTANCE), chained, with conjuncts before and after it,
// under ENABLED, in an action PROPERTY and in an ACTION_CONSTRAINT, with coverage on.
//
// TLC's rules, from Tool.java, that the expected counts below follow:
//  - next states: A runs from s with the variables assigned so far and the conjuncts after
//    the composition; each completion t (complete or not) is kept; then B runs from t with
//    the assignment as it was at the composition and the same conjuncts; each completion is
//    a successor of s. The number of t's is added to the states generated when the
//    successors go to the model checker (not for a composition inside another's A or B).
//  - ENABLED: A runs without the conjuncts after the composition, B with them.
//  - as a formula of two states (properties, action constraints): A's steps from s with no
//    variable assigned, then B evaluated from each to the next state.
// The counts asserted for TLC's own models are those of its Java tests (tlc2.tool.*Test, the
// versions that count the A-steps, as the recorded TLC 1.8.0 run of
// FiniteMonotonic/MCReplicatedLog does: 17425 generated, 1363 distinct).
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <regex>
#include <string>

namespace {

using tlcmodel::TlcRun;
using tlcmodel::tlc;

std::string depth(const std::string &out) {
  std::smatch m;
  return std::regex_search(out, m, std::regex(R"(The depth of the complete state graph search is (\d+))")) ? m[1].str()
                                                                                                           : "";
}

// TLC's test model cdot/ActionComposition.tla, with the forms of the class added: each
// form's relation is A \cdot B.
const char *kForms = R"(---- MODULE CdotForms ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
A == \/ /\ x  \in {0}
        /\ x' \in {1, 2, 3}
     \/ /\ x  \in {4}
        /\ x' \in {5}
B == \/ /\ x  \in {1, 2}
        /\ x' \in {2, 4}
     \/ /\ x  \in {5}
        /\ x' \in {6}
Top == A \cdot B
Def == Top
Disjunct == (A \cdot B) \/ FALSE
Exists == \E i \in {1} : A \cdot B
Let == LET C == A \cdot B IN C
Compose(P, Q) == P \cdot Q
Argument == Compose(A, B)
Sel(i) == IF i = 1 THEN A ELSE B
WithOp(Op(_, _)) == Op(1, 2)
Lambda == WithOp(LAMBDA i, j : Sel(i) \cdot Sel(j))
I == INSTANCE CdotInner WITH y <- x
Instance == I!IA \cdot I!IB
InInstance == I!IC
Before == x # 99 /\ (A \cdot B)
Spec == Init /\ [][Top]_x
Inv == x \in {0, 1, 2, 4, 6}
Prop == [][~(B \cdot A)]_x
NegTop == [][~(A \cdot B)]_x
Prop2 == [][Top]_x
ActionConstraint == <<Top>>_x
After == (A \cdot B) /\ x' # 2
EnabledInv == x < 3 \/ ENABLED Top
EnabledAfterInv == x < 3 \/ ENABLED (Top /\ x' = 6)
====
)";

const char *kInner = R"(---- MODULE CdotInner ----
EXTENDS Naturals
VARIABLE y
IA == \/ /\ y  \in {0}
         /\ y' \in {1, 2, 3}
      \/ /\ y  \in {4}
         /\ y' \in {5}
IB == \/ /\ y  \in {1, 2}
         /\ y' \in {2, 4}
      \/ /\ y  \in {5}
         /\ y' \in {6}
IC == IA \cdot IB
====
)";

TlcRun forms(const std::string &cfg, const std::string &args = "-deadlock") {
  return tlc({{"CdotForms.tla", kForms}, {"CdotInner.tla", kInner}}, "CdotForms.tla", cfg, args);
}

// From 0 the A-steps 1, 2, 3 (3 generated) and the B-steps 2, 4 from 1 and 2, 4 from 2 (4);
// from 4 the A-step 5 and the B-step 6; 2 and 6 have none: 1 + 7 + 2 = 10 generated, 0, 2,
// 4, 6 distinct, 0 -> 4 -> 6 the longest (ActionCompositionATest: 10, 4, depth 3).
TEST(ActionComposition, EveryPlaceOfTheNextStateRelation) {
  for (const char *next : {"Top", "Def", "Disjunct", "Exists", "Let", "Argument", "Lambda", "Instance", "InInstance",
                           "Before"}) {
    SCOPED_TRACE(next);
    TlcRun r = forms(std::string("INIT Init\nNEXT ") + next + "\nINVARIANT Inv\n");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.generated, "10") << r.out;
    EXPECT_EQ(r.distinct, "4") << r.out;
    EXPECT_EQ(depth(r.out), "3") << r.out;
  }
}

// ActionCompositionATest: \cdot in action properties and an action constraint, evaluated
// on each step (B \cdot A never holds of a step of A \cdot B; A \cdot B of each).
TEST(ActionComposition, ActionPropertiesAndActionConstraint) {
  TlcRun r = forms("SPECIFICATION Spec\nINVARIANT Inv\nPROPERTY Prop Prop2\nACTION_CONSTRAINT ActionConstraint\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(r.generated, "10") << r.out;
  EXPECT_EQ(r.distinct, "4") << r.out;
  EXPECT_EQ(depth(r.out), "3") << r.out;
  // ~(A \cdot B) fails on the first step (0 -> 2: A-step 0 -> 1, B-step 1 -> 2).
  TlcRun v = forms("INIT Init\nNEXT Top\nPROPERTY NegTop\n");
  EXPECT_EQ(v.exit, 13) << v.out;
  EXPECT_NE(v.out.find("Error: Action property NegTop is violated."), std::string::npos) << v.out;
}

// A conjunct after the composition constrains A's step and B's: from 0 the A-steps 1 and 3
// (x' # 2 rejects 2), B from 1 gives 4 (2 rejected), from 3 nothing; from 4: 5, then 6.
// 1 + (2 + 1) + (1 + 1) = 6 generated; 0, 4, 6 distinct. (Composing first and filtering
// after would reach 4 twice from 0: 1 + 5 + 2 = 8.)
TEST(ActionComposition, ConjunctAfterConstrainsBothSteps) {
  TlcRun r = forms("INIT Init\nNEXT After\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(r.generated, "6") << r.out;
  EXPECT_EQ(r.distinct, "3") << r.out;
  EXPECT_EQ(depth(r.out), "3") << r.out;
}

// ActionCompositionBTest: ENABLED A \cdot B in an invariant, violated at 6 (0 -> 4 -> 6),
// 10 generated. With a conjunct after the composition under ENABLED, A's step is taken
// without it (4 -> 5, x' = 6 not asked of it) and B's with it (5 -> 6): enabled at 4 too.
TEST(ActionComposition, EnabledOfAComposition) {
  for (const char *inv : {"EnabledInv", "EnabledAfterInv"}) {
    SCOPED_TRACE(inv);
    TlcRun r = forms(std::string("INIT Init\nNEXT Top\nINVARIANT ") + inv + "\n");
    EXPECT_EQ(r.exit, 12) << r.out;
    EXPECT_EQ(r.generated, "10") << r.out;
    EXPECT_EQ(r.distinct, "4") << r.out;
    EXPECT_NE(r.out.find("Error: Invariant " + std::string(inv) + " is violated."), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("State 3:"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("x = 6"), std::string::npos) << r.out;
  }
}

// TLC's cdot/CdotWithContext{A,C,D}.tla: under \E, with UNCHANGED S in A and B (A), after
// the composition (C: A's step and B's each keep S), before it (D: S' = {} in A contradicts
// S assigned already, so Next is never enabled). A, C: from the initial state the A-steps
// x = 1 and x = 2 (2 generated) and the successors x = 2 and x = 3: 1 + 2 + 2 = 5, 3
// distinct (CdotWithContextATest, CdotWithContextCTest: 5, 3, depth 2); D: 1, 1, depth 1.
const char *kContext = R"(---- MODULE CdotContext ----
EXTENDS Naturals
VARIABLE x, S
Init == x = 0 /\ S = {1,2}
A(n) == x' = n
B(n) == x' = n + 1
AS(n) == x' = n /\ UNCHANGED S
BS(n) == x' = n + 1 /\ UNCHANGED S
InBoth == x = 0 /\ \E n \in S : n \in S /\ AS(n) \cdot BS(n)
After == x = 0 /\ \E n \in S : /\ n \in S
                               /\ A(n) \cdot B(n)
                               /\ UNCHANGED S
Before == /\ x = 0
          /\ UNCHANGED S
          /\ \E n \in S : n \in S /\ (A(n) /\ S' = {}) \cdot B(n)
Spec == Init /\ [][Before]_<<S, x>>
Prop == [][Before]_<<S, x>>
Prop2 == ~(ENABLED Before)
====
)";

TEST(ActionComposition, UnchangedInAfterAndBeforeTheComposition) {
  for (const char *next : {"InBoth", "After"}) {
    SCOPED_TRACE(next);
    for (const char *args : {"-deadlock", "-deadlock -coverage 1"}) {
      SCOPED_TRACE(args);
      TlcRun r = tlc({{"CdotContext.tla", kContext}}, "CdotContext.tla", std::string("INIT Init\nNEXT ") + next + "\n",
                     args);
      EXPECT_EQ(r.exit, 0) << r.out;
      EXPECT_EQ(r.generated, "5") << r.out;
      EXPECT_EQ(r.distinct, "3") << r.out;
      EXPECT_EQ(depth(r.out), "2") << r.out;
    }
  }
  TlcRun r = tlc({{"CdotContext.tla", kContext}}, "CdotContext.tla", "SPECIFICATION Spec\nPROPERTIES Prop Prop2\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(r.generated, "1") << r.out;
  EXPECT_EQ(r.distinct, "1") << r.out;
  EXPECT_EQ(depth(r.out), "1") << r.out;
}

// A leaves y to B: A's step keeps y unassigned, B reads x of it and assigns both. From
// (0, 0): 1 A-step, successor (1, 1); from (1, 1): (2, 2): 1 + 2 + 2 = 5 generated, 3
// distinct, depth 3.
TEST(ActionComposition, AStepMayLeaveAVariableToB) {
  const char *spec = R"(---- MODULE CdotPartial ----
EXTENDS Naturals
VARIABLE x, y
Init == x = 0 /\ y = 0
Next == x < 2 /\ ((x' = x + 1) \cdot (y' = x /\ x' = x))
====
)";
  TlcRun r = tlc({{"CdotPartial.tla", spec}}, "CdotPartial.tla", "INIT Init\nNEXT Next\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(r.generated, "5") << r.out;
  EXPECT_EQ(r.distinct, "3") << r.out;
  EXPECT_EQ(depth(r.out), "3") << r.out;
}

// TLC's cdot/ChainedCdots.tla, and the right-nested variant. (A1 \cdot A2) \cdot A3: the
// outer composition's A-steps are those of A1 \cdot A2 (4, counted), A1's 2 are the inner
// one's, collected for the outer: 1 + 4 + 4 = 9 (ChainedCdotsTest: 9, 4, depth 2).
// A1 \cdot (A2 \cdot A3): the outer A-steps are A1's (2, counted), the inner composition
// runs in the outer B and is not counted: 1 + 2 + 4 = 7. TLCSet sums x' over every step
// taken: 1 + 2, then 4 + 5 + 5 + 6, then 9 + 10 + 10 + 11: 63 either way (POSTCONDITION).
TEST(ActionComposition, ChainedCompositions) {
  const std::string spec = R"(---- MODULE CdotChained ----
EXTENDS Naturals, TLC
ASSUME TLCSet(0, 0)
VARIABLE x
Init == x = 0
A(S) == \E n \in S : /\ x' = x + n
                     /\ TLCSet(0, TLCGet(0) + x')
Left == x = 0 /\ A({1,2}) \cdot A({3,4}) \cdot A({5})
Right == x = 0 /\ A({1,2}) \cdot (A({3,4}) \cdot A({5}))
PostCondition == TLCGet(0) = 63
====
)";
  for (const auto &[next, generated] : {std::pair{"Left", "9"}, std::pair{"Right", "7"}}) {
    SCOPED_TRACE(next);
    TlcRun r = tlc({{"CdotChained.tla", spec}}, "CdotChained.tla",
                   std::string("INIT Init\nNEXT ") + next + "\nPOSTCONDITION PostCondition\n");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.generated, generated) << r.out;
    EXPECT_EQ(r.distinct, "4") << r.out;
    EXPECT_EQ(depth(r.out), "2") << r.out;
  }
}

// An ACTION_CONSTRAINT Inc \cdot Inc keeps the steps that add 2, as x' = x + 2 does: from 0,
// 2, 4 the successors +1 and +2 (both generated), +2 kept: 1 + 2 * 3 = 7 generated, 0, 2,
// 4, 6 distinct.
TEST(ActionComposition, InAnActionConstraint) {
  const char *spec = R"(---- MODULE CdotConstraint ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 6 /\ x' \in {x + 1, x + 2}
Inc == x' = x + 1
ByComposition == Inc \cdot Inc
Plain == x' = x + 2
====
)";
  for (const char *c : {"ByComposition", "Plain"}) {
    SCOPED_TRACE(c);
    TlcRun r = tlc({{"CdotConstraint.tla", spec}}, "CdotConstraint.tla",
                   std::string("INIT Init\nNEXT Next\nACTION_CONSTRAINT ") + c + "\n");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.generated, "7") << r.out;
    EXPECT_EQ(r.distinct, "4") << r.out;
  }
}

} // namespace
