// Classes found by running TLC's own regression models (scripts/run_tlc_test_models.py,
// corpus/agreement/tlc_test_models.tsv), each reproduced with self-written specs run
// through `tlacore tlc`: a cfg override `Op <- Other` seen by every cfg field and
// not by Other's own body (CyclicRedefine*Test), invariants and implied actions
// checked on states a constraint excludes (Github1087Test), SANY's columns after
// tabs (CyclicRedefineInstanceTest, Github1147Test), lines and module names of a
// module that follows another in its file (CyclicRedefineInitTest), and the text
// of a function applied outside its domain (Github696Test).
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <string>
#include <sys/wait.h>

namespace {

namespace fs = std::filesystem;
using tlcmodel::TlcRun;
using tlcmodel::tlc;

// --- cfg overrides ----------------------------------------------------------

const char *kOverride = R"(---- MODULE CfgOverride ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
ReInit == x = 1
Next == x' = x + 1
ReNext == x' = x + 2
Inv == x < 100
ReInv == x < 5
Con == x < 100
ReCon == x < 4
ACon == x' < 100
ReACon == x' < 3
Prop == [][x' > x]_x
ReProp == [][x' # 3]_x
Spec == Init /\ [][Next]_x
ReSpec == ReInit /\ [][ReNext]_x
Bound == x < 6
====
)";

struct FieldCase {
  const char *name;
  const char *cfg;
  int exit;
  const char *generated, *distinct;
};

// SpecProcessor looks every cfg name up where `Op <- Other` has put Other:
// INIT, NEXT, INVARIANT, CONSTRAINT, ACTION_CONSTRAINT, PROPERTY and
// SPECIFICATION each check the substitute.
TEST(TlcTestModelClasses, EveryCfgFieldNamesTheSubstitute) {
  const FieldCase cases[] = {
      {"INIT", "INIT Init\nNEXT Next\nCONSTRAINT Bound\nCONSTANT Init <- ReInit\n", 0, "6", "5"},
      {"NEXT", "INIT Init\nNEXT Next\nCONSTRAINT Bound\nCONSTANT Next <- ReNext\n", 0, "4", "3"},
      {"INVARIANT", "INIT Init\nNEXT Next\nCONSTRAINT Bound\nINVARIANT Inv\nCONSTANT Inv <- ReInv\n", 12, "6", "6"},
      {"CONSTRAINT", "INIT Init\nNEXT Next\nCONSTRAINT Con\nCONSTANT Con <- ReCon\n", 0, "5", "4"},
      {"ACTION_CONSTRAINT", "INIT Init\nNEXT Next\nCONSTRAINT Bound\nACTION_CONSTRAINT ACon\nCONSTANT ACon <- ReACon\n",
       0, "4", "3"},
      {"PROPERTY", "INIT Init\nNEXT Next\nCONSTRAINT Bound\nPROPERTY Prop\nCONSTANT Prop <- ReProp\n", 13, nullptr,
       nullptr},
      {"SPECIFICATION", "SPECIFICATION Spec\nCONSTRAINT Bound\nCONSTANT Spec <- ReSpec\n", 0, "4", "3"},
  };
  for (const FieldCase &c : cases) {
    SCOPED_TRACE(c.name);
    TlcRun r = tlc({{"CfgOverride.tla", kOverride}}, "CfgOverride.tla", c.cfg);
    EXPECT_EQ(r.exit, c.exit) << r.out;
    if (c.generated) {
      EXPECT_EQ(r.generated, c.generated) << r.out;
      EXPECT_EQ(r.distinct, c.distinct) << r.out;
    }
  }
}

const char *kCyclic = R"(---- MODULE Cyclic ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Step(n) == x' = x + n
Next == Step(1) \/ Step(2)
Bound == x < 6
Inv == x # 4
Apply(F(_), v) == F(v)
ReNext == Next /\ x' # 3
ReStep(n) == Step(n) /\ x' # 3
ReStepByName(n) == Apply(Step, n) /\ x' # 3
ReStepInLambda(n) == Apply(LAMBDA v : Step(v), n) /\ x' # 3
ReStepInLet(n) == LET S == Step(n) IN S /\ x' # 3
ReInit == Init \/ x = 4
ReInv == Inv /\ x # 5
====
)";

// Inside the definition that replaces Op, Op is the original: named
// directly, passed by name, in a LAMBDA or a LET, with or without
// parameters (TLC: CyclicRedefine{Next,Op,Init,Vars}Test). Without 3,
// Next reaches 0, 1, 2, 4, 5 (and generates 6 and 7, which Bound excludes).
TEST(TlcTestModelClasses, SubstituteBodyNamesTheOriginal) {
  const FieldCase cases[] = {
      {"Next", "CONSTANT Next <- ReNext\n", 0, "9", "5"},
      {"OperatorWithParameter", "CONSTANT Step <- ReStep\n", 0, "9", "5"},
      {"PassedByName", "CONSTANT Step <- ReStepByName\n", 0, "9", "5"},
      {"InLambda", "CONSTANT Step <- ReStepInLambda\n", 0, "9", "5"},
      {"InLet", "CONSTANT Step <- ReStepInLet\n", 0, "9", "5"},
      {"Init", "CONSTANT Init <- ReInit\n", 0, "14", "6"},
      {"Invariant", "INVARIANT Inv\nCONSTANT Inv <- ReInv\n", 12, nullptr, nullptr},
  };
  for (const FieldCase &c : cases) {
    SCOPED_TRACE(c.name);
    TlcRun r = tlc({{"Cyclic.tla", kCyclic}}, "Cyclic.tla", std::string("INIT Init\nNEXT Next\nCONSTRAINT Bound\n") + c.cfg);
    EXPECT_EQ(r.exit, c.exit) << r.out;
    if (c.generated) {
      EXPECT_EQ(r.generated, c.generated) << r.out;
      EXPECT_EQ(r.distinct, c.distinct) << r.out;
    }
  }
  // The invariant violated is the original Inv (x = 4), not a recursion.
  TlcRun r = tlc({{"Cyclic.tla", kCyclic}}, "Cyclic.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\nCONSTANT Inv <- ReInv\n");
  EXPECT_NE(r.out.find("x = 4"), std::string::npos) << r.out;
}

// --- states a constraint excludes -------------------------------------------

const char *kExcluded = R"(---- MODULE Excluded ----
EXTENDS Naturals
VARIABLE x
Init == x \in {0, 5}
InitBad == x \in {0, 3}
Next == x' = x + 1
Inv == x # 3
Bound == x < 3
ABound == x' < 3
Prop == [][x' # 3]_x
====
)";

// TLC (ModelChecker.doNext, DoInitFunctor) never puts a state a CONSTRAINT or
// ACTION_CONSTRAINT excludes into its fingerprint set, so it checks its
// invariants and the implied actions of the step to it as those of a new
// state; it just does not explore it.
TEST(TlcTestModelClasses, ExcludedStatesAreStillChecked) {
  const FieldCase cases[] = {
      // 0 -> 1 -> 2 -> 3 (excluded, violates Inv); 5 is excluded from the start and fine.
      {"Constraint", "INIT Init\nNEXT Next\nINVARIANT Inv\nCONSTRAINT Bound\n", 12, "5", "3"},
      // Action constraints do not apply to initial states: 5 is kept, 6 excluded.
      {"ActionConstraint", "INIT Init\nNEXT Next\nINVARIANT Inv\nACTION_CONSTRAINT ABound\n", 12, "6", "4"},
      {"InitialState", "INIT InitBad\nNEXT Next\nINVARIANT Inv\nCONSTRAINT Bound\n", 12, nullptr, nullptr},
      {"ImpliedAction", "INIT Init\nNEXT Next\nPROPERTY Prop\nCONSTRAINT Bound\n", 13, nullptr, nullptr},
      // Nothing excluded violates anything: the search ends normally.
      {"NothingViolated", "INIT Init\nNEXT Next\nCONSTRAINT Bound\n", 0, "5", "3"},
  };
  for (const FieldCase &c : cases) {
    SCOPED_TRACE(c.name);
    TlcRun r = tlc({{"Excluded.tla", kExcluded}}, "Excluded.tla", c.cfg);
    EXPECT_EQ(r.exit, c.exit) << r.out;
    if (c.generated) {
      EXPECT_EQ(r.generated, c.generated) << r.out;
      EXPECT_EQ(r.distinct, c.distinct) << r.out;
    }
  }
}

// --- Init through parameters ----------------------------------------------

// In Init, a parameter bound to a variable assigns it (Op(s) with
// Op(v) == v \in S /\ ...), and what follows reads the value of each branch,
// not the first branch's (TLC's AssignmentInitTest).
TEST(TlcTestModelClasses, InitAssignsThroughParametersBranchByBranch) {
  const char *tla = R"(---- MODULE InitParams ----
EXTENDS Integers
VARIABLE s
Min(S) == CHOOSE e \in S : \A a \in S : e <= a
In(v, S) == v \in S /\ v > Min(S)
Exists(v, S) == \E val \in S : v = val /\ v > Min(S)
Eq(v, S, n) == v \in S /\ v + 1 = n
Nested(v) == In(v, {1, 2, 3}) /\ v # 3
Apply(F(_, _), a, b) == F(a, b)
ViaLambda == Apply(LAMBDA v, S : v \in S /\ v > 4, s, {4, 5, 6})
Next == UNCHANGED s
I1 == In(s, {4, 5})
I2 == Exists(s, {0, 1, 2})
I3 == Eq(s, {8, 9}, 10)
I4 == Nested(s)
I5 == ViaLambda
I6 == \/ In(s, {4, 5})
      \/ Exists(s, {0, 1})
      \/ Eq(s, {8, 9}, 10)
====
)";
  // Init, distinct initial states.
  const std::pair<const char *, const char *> cases[] = {
      {"I1", "1"}, {"I2", "2"}, {"I3", "1"}, {"I4", "1"}, {"I5", "2"}, {"I6", "3"},
  };
  for (const auto &[init, distinct] : cases) {
    SCOPED_TRACE(init);
    TlcRun r = tlc({{"InitParams.tla", tla}}, "InitParams.tla", std::string("INIT ") + init + "\nNEXT Next\n");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.distinct, distinct) << r.out;
  }
}

// --- SPECIFICATION ----------------------------------------------------------

// processConfigSpec reads the arguments of an operator in place of its
// parameters: Init and [][Next]_v (and fairness) passed through operators
// whose bodies are their parameters (TLC's Github1244Test).
TEST(TlcTestModelClasses, SpecificationPartsThroughOperatorParameters) {
  const char *tla = R"(---- MODULE SpecParams ----
EXTENDS Naturals
VARIABLE x
vars == <<x>>
Init == x = 0
Next == x' = (x + 1) % 3
Id(f) == f
Both(a, b) == a /\ b
Direct == Init /\ [][Next]_vars
ViaId == Init /\ Id([][Next]_vars)
ViaBoth == Both(Init, [][Next]_vars)
Nested == Id(Both(Init, Id([][Next]_vars)))
WithFairness == Init /\ Both([][Next]_vars, WF_vars(Next))
Live == []<>(x = 2)
====
)";
  for (const char *spec : {"Direct", "ViaId", "ViaBoth", "Nested"}) {
    SCOPED_TRACE(spec);
    TlcRun r = tlc({{"SpecParams.tla", tla}}, "SpecParams.tla", std::string("SPECIFICATION ") + spec + "\n");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.generated, "4") << r.out;
    EXPECT_EQ(r.distinct, "3") << r.out;
  }
  // The fairness passed through Both makes []<>(x = 2) hold.
  TlcRun r = tlc({{"SpecParams.tla", tla}}, "SpecParams.tla", "SPECIFICATION WithFairness\nPROPERTY Live\n");
  EXPECT_EQ(r.exit, 0) << r.out;
}

// A spec without variables needs no initial predicate: [][TRUE]_<<>> checks
// the ASSUMEs and no state (TLC's BagsTest); with a variable, an invariant or
// a property it does.
TEST(TlcTestModelClasses, NoVariablesNeedNoInitialPredicate) {
  auto module = [](const std::string &extra) {
    return "---- MODULE NoVars ----\nEXTENDS Naturals\n" + extra + "Spec == [][TRUE]_<<>>\nP == TRUE\n====\n";
  };
  TlcRun r = tlc({{"NoVars.tla", module("ASSUME 1 + 1 = 2\n")}}, "NoVars.tla", "SPECIFICATION Spec\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(r.generated, "0") << r.out;
  EXPECT_EQ(r.distinct, "0") << r.out;
  r = tlc({{"NoVars.tla", module("ASSUME 1 + 1 = 3\n")}}, "NoVars.tla", "SPECIFICATION Spec\n");
  EXPECT_EQ(r.exit, 10) << r.out;
  r = tlc({{"NoVars.tla", module("VARIABLE x\n")}}, "NoVars.tla", "SPECIFICATION Spec\n");
  EXPECT_NE(r.exit, 0) << r.out;
  r = tlc({{"NoVars.tla", module("")}}, "NoVars.tla", "SPECIFICATION Spec\nINVARIANT P\n");
  EXPECT_NE(r.exit, 0) << r.out;
}

// --- locations -------------------------------------------------------------

// SANY's columns (JavaCC's): a tab advances to the next multiple of 8, wherever
// it stands on the line, also after a comment or other tabs.
TEST(TlcTestModelClasses, ColumnsCountTabsAsSanyDoes) {
  std::string tla = "---- MODULE Tabs ----\nVARIABLE x\nInit == x = 0\nNext ==\n"
        "\t\\/ x' = 1\n"
        "  \t\\/ x' = 2\n"
        "(*3*)\t\\/ x' = 3\n"
        "Inv == x < V\n====\n";
  const std::pair<int, const char *> cases[] = {
      {1, "<Next line 5, col 12 to line 5, col 17 of module Tabs>"},
      {2, "<Next line 6, col 12 to line 6, col 17 of module Tabs>"},
      {3, "<Next line 7, col 12 to line 7, col 17 of module Tabs>"},
  };
  for (const auto &[bad, label] : cases) {
    SCOPED_TRACE(label);
    std::string spec = std::regex_replace(tla, std::regex("x < V"), "x # " + std::to_string(bad));
    TlcRun r = tlc({{"Tabs.tla", spec}}, "Tabs.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
    EXPECT_EQ(r.exit, 12) << r.out;
    EXPECT_NE(r.out.find(label), std::string::npos) << r.out;
  }
  // An evaluation error's location after a tab (in the stack of nested expressions).
  TlcRun r = tlc({{"TabErr.tla", "---- MODULE TabErr ----\nVARIABLE x\nInit == x = 0\nNext == x' = x\nInv ==\n"
                              "\tx = {}\n====\n"}},
              "TabErr.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_NE(r.out.find("Line 6, column 9 to line 6, column 14 in TabErr"), std::string::npos) << r.out;
}

// A module that follows another in its file is numbered from its own first
// line, and locations in it name it.
TEST(TlcTestModelClasses, ModulesAfterTheFirstInAFileHaveTheirOwnLines) {
  const char *tla = R"(---- MODULE Outer ----
EXTENDS Inner
Init == x = 0
====
\* between the modules
---- MODULE Inner ----
EXTENDS Naturals
VARIABLE x
Step == x' = x + 1
Next == Step
Inv == x < 1
====
)";
  TlcRun r = tlc({{"Outer.tla", tla}}, "Outer.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(r.exit, 12) << r.out;
  EXPECT_NE(r.out.find("<Step line 4, col 9 to line 4, col 18 of module Inner>"), std::string::npos) << r.out;
  // SANY's errors in it likewise.
  std::string bad = std::regex_replace(tla, std::regex("x < 1"), "x < y");
  r = tlc({{"Outer.tla", bad}}, "Outer.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
  EXPECT_EQ(r.exit, 150) << r.out;
  EXPECT_NE(r.out.find("line 6, col 12 to line 6, col 12 of module Inner"), std::string::npos) << r.out;
}

// SANY reports an application with the wrong number of arguments at its
// argument list (TLC's ETest1, ETest2): too few, too many, of a LET
// definition, through an instance.
TEST(TlcTestModelClasses, ArityErrorsPointAtTheArgumentList) {
  const std::pair<const char *, const char *> cases[] = {
      {"Inv == Foo(x)", "line 5, col 11 to line 5, col 13 of module Arity"},
      {"Inv == Foo(x, x, x)", "line 5, col 11 to line 5, col 19 of module Arity"},
      {"Inv == LET G(a) == a IN G(x, x)", "line 5, col 26 to line 5, col 31 of module Arity"},
      {"Inv == I!Foo(x)", "line 5, col 13 to line 5, col 15 of module Arity"},
  };
  for (const auto &[inv, location] : cases) {
    SCOPED_TRACE(inv);
    std::string tla = std::string("---- MODULE Arity ----\nVARIABLE x\nFoo(a, b) == a /\\ b\nI == INSTANCE Lib\n") +
                      inv + "\n====\n";
    TlcRun r = tlc({{"Arity.tla", tla}, {"Lib.tla", "---- MODULE Lib ----\nFoo(a, b) == a\n====\n"}}, "Arity.tla",
                   "INIT Inv\nNEXT Inv\n");
    EXPECT_EQ(r.exit, 150) << r.out;
    EXPECT_NE(r.out.find(location), std::string::npos) << r.out;
  }
}

// --- messages --------------------------------------------------------------

// TLC's text for a function applied outside its domain ends with a newline,
// which AssertError compares: for functions of every form (a function
// definition, [x \in S |-> e], one built by EXCEPT or :> and @@, a LET-bound
// function, a tuple).
TEST(TlcTestModelClasses, OutsideTheDomainTextEndsWithANewline) {
  const std::pair<const char *, const char *> cases[] = {
      {"[n \\in {5, 6} |-> n][3]", "(5 :> 5 @@ 6 :> 6)"},
      {"f[3]", "(5 :> 5 @@ 6 :> 6)"},
      {"(LET g == [n \\in {5, 6} |-> n] IN g)[3]", "(5 :> 5 @@ 6 :> 6)"},
      {"[n \\in 1..2 |-> n][3]", "<<1, 2>>"},
  };
  for (const auto &[expr, fcn] : cases) {
    SCOPED_TRACE(expr);
    std::string msg = std::string("In applying the function\\n") + fcn +
                      ",\\nthe first argument is:\\n3\\nwhich is not in its domain.\\n";
    std::string tla = "---- MODULE Dom ----\nEXTENDS Naturals, TLCExt\nf[n \\in {5, 6}] == n\nASSUME AssertError(\"" + msg +
                      "\", " + expr + ")\n====\n";
    TlcRun r = tlc({{"Dom.tla", tla}}, "Dom.tla", "\n");
    EXPECT_EQ(r.exit, 0) << r.out;
  }
}

} // namespace
