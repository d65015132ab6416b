// Names of parts of an ASSUME/PROVE as a class (SANY's Generator.selectorToNode with illegalAPPosRef
// and illegalLabelRef, TLC's test210): for every kind of NEW declaration (NEW x, NEW CONSTANT,
// VARIABLE, STATE, ACTION, TEMPORAL, CONSTANT without NEW, NEW x \in S, an operator NEW F(_)), a
// clause in its scope named by position and by label from inside the theorem's proof (legal), from
// outside it (an error), the same for a SUFFICES step (legal outside its proof only), the clauses
// before the declaration (legal anywhere), and what such a name may select: a NEW clause only as a
// whole and as a fact, an ASSUME/PROVE only as a fact, no clause past the PROVE. Each module runs
// through `tlacore sany`, whose output must hold SANY's errors in order, with SANY's locations.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

// SANY's entry for one error: "line L, col C to line L, col C2 of module Ap\n\nmessage\n\n\n".
std::string entry(int line, int col, int endCol, const std::string &message) {
  return "line " + std::to_string(line) + ", col " + std::to_string(col) + " to line " + std::to_string(line) +
         ", col " + std::to_string(endCol) + " of module Ap\n\n" + message + "\n\n\n";
}

const std::string kOutside = "within the scope of a declaration\n from outside that declaration's scope.";
std::string posRef(int line, int col) { return entry(line, col, col, "Accessing ASSUME/PROVE clause " + kOutside); }
std::string labelRef(int line, int col, const std::string &label) {
  return entry(line, col, col + static_cast<int>(label.size()) - 1,
               "Accessing subexpression labeled `" + label + "' of ASSUME/PROVE clause " + kOutside);
}

// The module for declaration `decl`; every line below is where the expected errors say.
std::string moduleFor(const std::string &decl) {
  return "---- MODULE Ap ----\n"                                                               // 1
         "THEOREM T == ASSUME lab0 :: TRUE, " + decl + ", lab2 :: TRUE PROVE lab3 :: TRUE\n" // 2
         "<1>1. T!1 /\\ T!3 /\\ T!4 /\\ T!lab2 /\\ T!lab3\n"                                     // 3
         "<1>2. SUFFICES ASSUME " + decl + ", sl :: TRUE PROVE TRUE\n"                          // 4
         "  <2>1. <1>2!1!2\n"                                                                  // 5
         "  <2>2. <1>2!sl\n"                                                                   // 6
         "  <2>3. QED\n"                                                                       // 7
         "<1>3. <1>2!1!2 /\\ <1>2!sl\n"                                                         // 8
         "<1>4. QED\n"                                                                         // 9
         "A == T!1 /\\ T!lab0\n"                                                                // 10
         "B == T!3 /\\ T!4 /\\ T!lab2 /\\ T!lab3\n"                                               // 11
         "C == T!2\n"                                                                          // 12
         "D == T!2!1\n"                                                                        // 13
         "E == T!9\n"                                                                          // 14
         "F == <1>2\n"                                                                         // 15 (no such step here)
         "THEOREM T!2 /\\ T!lab0\n"                                                             // 16 (a fact: legal)
         "====\n";
}

struct DeclCase {
  const char *name;
  const char *decl;
};

const DeclCase kDecls[] = {
    {"New", "NEW x"},
    {"NewConstant", "NEW CONSTANT x"},
    {"NewVariable", "NEW VARIABLE x"},
    {"NewState", "NEW STATE x"},
    {"NewAction", "NEW ACTION x"},
    {"NewTemporal", "NEW TEMPORAL x"},
    {"ConstantWithoutNew", "CONSTANT x"},
    {"NewInSet", "NEW x \\in {1}"},
    {"NewOperator", "NEW F(_)"},
};

class AssumeProveRefs : public testing::TestWithParam<DeclCase> {};

TEST_P(AssumeProveRefs, ScopeOfEveryDeclarationKind) {
  const DeclCase &c = GetParam();
  std::string decl = c.decl;
  // <1>2's declaration repeats T's (same name): SANY's SymbolTable.addSymbol on a name in scope.
  // Use a fresh name in the step so that only the selector errors remain.
  std::string stepDecl = decl;
  size_t x = stepDecl.find(decl.find("F(_)") != std::string::npos ? "F(_)" : "x");
  stepDecl.replace(x, 1, decl.find("F(_)") != std::string::npos ? "G" : "y");
  std::string text = moduleFor(decl);
  text.replace(text.find("SUFFICES ASSUME " + decl), 16 + decl.size(), "SUFFICES ASSUME " + stepDecl);
  text.replace(text.find("F == <1>2\n"), 10, "F == TRUE\n");
  clirun::SpecDir dir({{"Ap.tla", text}});
  clirun::Result r = dir.run("sany -error-codes Ap.tla");
  std::string expected = "*** Errors: 10\n\n" +
                         // inside <1>2's proof, a SUFFICES: its scope is reached from outside only
                         posRef(5, 16) + labelRef(6, 14, "sl") +
                         // after T's proof: the clauses after the declaration
                         posRef(11, 8) + posRef(11, 15) + labelRef(11, 22, "lab2") + labelRef(11, 32, "lab3") +
                         entry(12, 6, 8, "Selected a NEW declaration as an expression or operator.") +
                         entry(13, 8, 8, "Selected a subexpression of a NEW clause of an ASSUME.") +
                         entry(14, 8, 8, "Nonexistent operand specified by `9'.") +
                         entry(16, 9, 11, "Selected a NEW declaration as an expression or operator.");
  EXPECT_NE(r.out.find(expected), std::string::npos) << text << "\n--- tlacore:\n" << r.out;
  EXPECT_EQ(r.rc, 4) << r.out;
}

INSTANTIATE_TEST_SUITE_P(EveryNewKind, AssumeProveRefs, testing::ValuesIn(kDecls),
                         [](const testing::TestParamInfo<DeclCase> &i) { return std::string(i.param.name); });

// The nested ASSUME/PROVE of a clause: a label in the scope of its own declaration is refused where
// it stands (Generator.generateAssumeProve), its clauses after the declaration cannot be named, and
// the clause itself names an ASSUME/PROVE, not an expression.
TEST(AssumeProveRefsNested, LabelsInNestedScopeAndSelectedAssumeProve) {
  std::string text = "---- MODULE Ap ----\n"                                                        // 1
                     "THEOREM T == ASSUME NEW x, ASSUME NEW y, l1 :: y = y PROVE l2 :: TRUE PROVE TRUE\n" // 2
                     "<1>1. T!2!2 /\\ T!2!3\n"                                                      // 3
                     "<1>2. T!2\n"                                                                 // 4
                     "<1>3. QED\n"                                                                 // 5
                     "====\n";
  clirun::SpecDir dir({{"Ap.tla", text}});
  clirun::Result r = dir.run("sany -error-codes Ap.tla");
  std::string label = "Label not allowed within scope of declaration in nested ASSUME/PROVE.";
  // A nested ASSUME/PROVE is no statement's goal: its clauses in the scope of its declaration cannot
  // be named at all, even inside the theorem's proof.
  std::string expected = "*** Errors: 5\n\n" + entry(2, 42, 52, label) + entry(2, 60, 69, label) + posRef(3, 11) +
                         posRef(3, 20) + entry(4, 7, 9, "Selected ASSUME/PROVE instead of expression.");
  EXPECT_NE(r.out.find(expected), std::string::npos) << r.out;
  EXPECT_EQ(r.rc, 4) << r.out;
}

// test210's module: SANY's nine errors, in order and byte for byte as TLC's Test210 asserts them.
TEST(AssumeProveRefsTest210, SanysNineErrors) {
  std::string text = R"(-------------------- MODULE Ap --------------
ILLEGAL == FALSE
LEGAL   == TRUE
THEOREM foo == ASSUME  NEW x \in labx :: LEGAL,
                       NEW y \in laby :: LEGAL,
                       labz :: LEGAL,
                       ASSUME TRUE PROVE  labi :: LEGAL
                       PROVE labu :: LEGAL
<1>1. ASSUME  LEGAL,
              NEW q \in labx :: LEGAL,
              NEW r \in laby :: LEGAL
              PROVE /\ foo!3 <=> LEGAL
                    /\ foo!labu  <=> LEGAL
  BY <1>1!labx <=> LEGAL, <1>1!laby <=> LEGAL, <1>1!4 <=> LEGAL, foo!4!2 <=> LEGAL
<1>1a. /\ <1>1!laby <=> ILLEGAL
       /\ <1>1!4    <=> ILLEGAL
<1>2. SUFFICES ASSUME  NEW q \in labx :: LEGAL,
                       TRUE,
                       NEW r \in laby :: LEGAL
                PROVE foo!5 <=> LEGAL
<1>2a. /\ <1>2!laby <=> LEGAL
       /\ <1>2!1!4 <=> LEGAL
       /\ <1>2!2    <=> ILLEGAL
<1>4. QED
Bar == /\ foo!labx <=> LEGAL
       /\ foo!laby <=> ILLEGAL
       /\ foo!3    <=> ILLEGAL
==================
)";
  clirun::SpecDir dir({{"Ap.tla", text}});
  clirun::Result r = dir.run("sany -error-codes Ap.tla");
  std::string expected = "*** Errors: 5\n\n" + labelRef(15, 16, "laby") + posRef(16, 16) +
                         entry(23, 16, 16, "Accessing non-existent subexpression of a SUFFICES") +
                         labelRef(26, 15, "laby") + posRef(27, 15);
  EXPECT_NE(r.out.find(expected), std::string::npos) << r.out;
  EXPECT_EQ(r.rc, 4) << r.out;
}

} // namespace
