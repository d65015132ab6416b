// -coverage as TLC 1.8.0 reports it, one test per class where tlacore's
// report differed (TLC's own coverage tests, tlc2.tool.coverage.*Test, with
// the lines their assertCoverage expects, and further members of each
// class whose lines follow from TLC's CostModelCreator and Tool):
//  - a CONSTANT operator or definition the cfg replaces (Op <- Def): the
//    replacement's body is walked below each application of it;
//  - ENABLED A: A's expressions counted as TLC's enabled() evaluates them;
//  - an initial predicate's generated count includes the assignments a
//    later conjunct rejects;
//  - x \in [S -> T] enumerated: the set's node costs |S| per function;
//  - LET function definitions, counted at the LET's node for them;
//  - a RECURSIVE operator applied in its own body shares the nodes of the
//    enclosing application.
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <map>
#include <string>

namespace {

using tlcmodel::TlcRun;
using tlcmodel::tlc;

using tlcmodel::coverageBlock;

// Runs `tla` (module `name`) with `cfg` as AbstractCoverageTest runs TLC.
TlcRun coverageRun(const std::string &name, const std::string &tla, const std::string &cfg) {
  return tlc({{name + ".tla", tla}}, name + ".tla", cfg, "-deadlock -coverage 9999");
}

// ---- a replaced CONSTANT operator or definition --------------------------------

// ECoverageTest: Op(x) with Op <- Forty2 is evaluated once per state (9),
// Forty2's body below it; tlacore had counted that body into Op(x) (36).
TEST(CoverageClasses, ConstantOperatorReplacedByADefinition) {
  const std::string tla = "---------------------------- MODULE E ----------------------------\n"
                          "CONSTANT Op(_)\n\nVARIABLE x\n\nId(n) == SUBSET {1,2,3}\n\nForty2(n) == Id(n)\n\n"
                          "Init == x = 0\n\nNext == x' \\in Op(x)\n"
                          "=============================================================================\n";
  TlcRun r = coverageRun("E", tla, "CONSTANT Op <- Forty2\nINIT Init\nNEXT Next\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(coverageBlock(r.out), "<Init line 10, col 1 to line 10, col 4 of module E>: 1:1\n"
                                  "  line 10, col 9 to line 10, col 13 of module E: 1\n"
                                  "<Next line 12, col 1 to line 12, col 4 of module E>: 8:72\n"
                                  "  line 12, col 9 to line 12, col 20 of module E: 72\n"
                                  "  |line 12, col 16 to line 12, col 20 of module E: 9\n");
}

// A defined operator the cfg replaces (Step <- Jump): Jump's body
// ((n + 2) % 6, its n and the argument x) is counted below Step(x) once
// per evaluation, as Step(x) itself (3 states): the subtree collapses into
// the equation, whose count is its successors (3).
TEST(CoverageClasses, DefinitionReplacedByAnother) {
  const std::string tla = "---- MODULE Ovr ----\nEXTENDS Naturals\nVARIABLE x\nStep(n) == n + 1\n"
                          "Jump(n) == (n + 2) % 6\nInit == x = 0\nNext == x' = Step(x)\n====\n";
  TlcRun r = coverageRun("Ovr", tla, "CONSTANT Step <- Jump\nINIT Init\nNEXT Next\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(coverageBlock(r.out), "<Init line 6, col 1 to line 6, col 4 of module Ovr>: 1:1\n"
                                  "  line 6, col 9 to line 6, col 13 of module Ovr: 1\n"
                                  "<Next line 7, col 1 to line 7, col 4 of module Ovr>: 2:3\n"
                                  "  line 7, col 9 to line 7, col 20 of module Ovr: 3\n");
}

// ---- ENABLED --------------------------------------------------------------------

// GCoverageTest: the invariant ENABLED Next lists Next's UNCHANGED conjuncts
// below it, each counted once per evaluation (enabledUnchanged evaluates
// the variable), the UNCHANGEDs keeping ENABLED's own line apart.
TEST(CoverageClasses, EnabledCountsWhatItEvaluates) {
  const std::string tla = "---------------------------- MODULE G ----------------------------\n"
                          "VARIABLES u1\n\nvars == << u1 >>\n\nInit == /\\ u1 = TRUE\n\n"
                          "Next == /\\ UNCHANGED vars\n        /\\ UNCHANGED <<u1>>\n        /\\ UNCHANGED u1\n\n"
                          "Prop == ENABLED Next\n"
                          "=============================================================================\n";
  TlcRun r = coverageRun("G", tla, "INIT Init\nNEXT Next\nINVARIANT Prop");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(coverageBlock(r.out), "<Init line 6, col 1 to line 6, col 4 of module G>: 1:1\n"
                                  "  line 6, col 9 to line 6, col 20 of module G: 1\n"
                                  "<Next line 8, col 1 to line 8, col 4 of module G>: 0:1\n"
                                  "  line 8, col 12 to line 8, col 25 of module G: 1\n"
                                  "  line 9, col 12 to line 9, col 27 of module G: 2\n"
                                  "  line 10, col 12 to line 10, col 23 of module G: 2\n"
                                  "<Prop line 12, col 1 to line 12, col 4 of module G>\n"
                                  "  line 12, col 9 to line 12, col 20 of module G: 1\n"
                                  "  |line 8, col 12 to line 8, col 25 of module G: 1\n"
                                  "  |line 9, col 12 to line 9, col 27 of module G: 1\n"
                                  "  |line 10, col 12 to line 10, col 23 of module G: 1\n");
}

// ---- an initial predicate's generated count --------------------------------------

// HCoverageTest: Inv == TypeOK /\ x = 0 with TypeOK == x \in 0..30: the 31
// assignments of x, 30 of them rejected by x = 0, are the predicate's
// generated count (1:31).
TEST(CoverageClasses, InitGeneratedCountsRejectedAssignments) {
  const std::string tla = "------------------------------ MODULE H ------------------------------\n"
                          "EXTENDS Naturals\nVARIABLES x\n\nMyNat == 0..30\n\nTypeOK == x \\in MyNat\n\n"
                          "Init == x = 0\n\nA == x' = 23\n\n"
                          "BandC == \\/ /\\ x \\in MyNat\n            /\\ x' \\in 23..25\n"
                          "         \\/ /\\ x < 25\n            /\\ x' = 26\n\n"
                          "DandE == (x = 23 /\\ x' = 42) \\/ (x = 123 /\\ x' = 4711)\n\n"
                          "Next == A \\/ BandC \\/ DandE\n\nInv == /\\ TypeOK\n       /\\ x = 0\n\n"
                          "Spec == Inv /\\ [][Next]_x\n\n============\n";
  TlcRun r = coverageRun("H", tla, "SPECIFICATION Spec\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  const std::string init = "<Inv line 22, col 1 to line 22, col 3 of module H>: 1:31\n"
                           "  line 22, col 11 to line 22, col 16 of module H: 1\n"
                           "  line 23, col 11 to line 23, col 15 of module H: 31\n";
  EXPECT_EQ(coverageBlock(r.out).rfind(init, 0), 0u) << coverageBlock(r.out);
  // Every assignment kept: generated equals found.
  TlcRun kept = coverageRun("H", tla, "INIT TypeOK\nNEXT Next\n");
  EXPECT_NE(coverageBlock(kept.out).find("<TypeOK line 7, col 1 to line 7, col 6 of module H>: 31:31\n"),
            std::string::npos)
      << kept.out;
}

// ---- x \in [S -> T] ----------------------------------------------------------------

// MCoverageTest: enumerating [S -> T] costs |S| per function: [{23,42,56}
// -> BOOLEAN] once in Init (8 functions, 1:24), [Nodes -> Color] once per
// value of active (8:192); in Next per state (192:4608, 1536:36864).
TEST(CoverageClasses, FunctionSetEnumerationCost) {
  const std::string tla = "------------------------------ MODULE M ------------------------------\n"
                          "EXTENDS Naturals, FiniteSets\n\nVARIABLES active, color, tpos, tcolor\n"
                          "vars == <<active, color, tpos, tcolor>>\n\nNodes == 0 .. 2\nColor == {\"white\", \"black\"}\n\n"
                          "TypeOK ==\n  /\\ active \\in [Nodes -> BOOLEAN]    \\* status of nodes (active or passive)\n"
                          "  /\\ color \\in [Nodes -> Color]       \\* color of nodes\n"
                          "  /\\ tpos \\in Nodes                   \\* token position\n"
                          "  /\\ tcolor \\in Color                 \\* token color\n\n"
                          "Init ==\n  /\\ active \\in [{23,42,56} -> BOOLEAN]\n  /\\ color \\in [Nodes -> Color]\n"
                          "  /\\ tpos \\in Nodes\n  /\\ tcolor = \"black\"\n\n"
                          "Next ==\n  /\\ active' \\in [{23,42,56} -> BOOLEAN]\n  /\\ color' \\in [Nodes -> Color]\n"
                          "  /\\ tpos' \\in Nodes\n  /\\ tcolor' = \"black\"\n  \nSpec ==\n  Init /\\ [][Next]_vars\n\n"
                          "============\n";
  TlcRun r = coverageRun("M", tla, "SPECIFICATION Spec\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(coverageBlock(r.out), "<Init line 16, col 1 to line 16, col 4 of module M>: 192:192\n"
                                  "  line 17, col 17 to line 17, col 39 of module M: 1:24\n"
                                  "  |line 17, col 18 to line 17, col 27 of module M: 1\n"
                                  "  |line 17, col 32 to line 17, col 38 of module M: 1\n"
                                  "  line 18, col 16 to line 18, col 31 of module M: 8:192\n"
                                  "  |line 18, col 17 to line 18, col 21 of module M: 8\n"
                                  "  |line 18, col 26 to line 18, col 30 of module M: 8\n"
                                  "  line 19, col 6 to line 19, col 19 of module M: 64\n"
                                  "  line 20, col 6 to line 20, col 21 of module M: 192\n"
                                  "<Next line 22, col 1 to line 22, col 4 of module M>: 0:36864\n"
                                  "  line 23, col 6 to line 23, col 40 of module M: 1536\n"
                                  "  |line 23, col 18 to line 23, col 40 of module M: 192:4608\n"
                                  "  ||line 23, col 19 to line 23, col 28 of module M: 192\n"
                                  "  ||line 23, col 33 to line 23, col 39 of module M: 192\n"
                                  "  line 24, col 6 to line 24, col 32 of module M: 12288\n"
                                  "  |line 24, col 17 to line 24, col 32 of module M: 1536:36864\n"
                                  "  ||line 24, col 18 to line 24, col 22 of module M: 1536\n"
                                  "  ||line 24, col 27 to line 24, col 31 of module M: 1536\n"
                                  "  line 25, col 6 to line 25, col 20 of module M: 36864\n"
                                  "  |line 25, col 16 to line 25, col 20 of module M: 12288\n"
                                  "  line 26, col 6 to line 26, col 22 of module M: 36864\n");
}

// ---- LET function definitions ---------------------------------------------------------

// Github377CoverageTest: a LET's (recursive) function definitions counted
// once where TLC's cost model has them: at the definition's own line when
// the LET is the invariant's body (1Inv), below the LET's body elsewhere
// (collapsed into it), the initial predicate written in Spec labelled
// <Action ...>. (3bInv, whose LET context TLC lists in another order, is
// left out.)
TEST(CoverageClasses, LetFunctionDefinitions) {
  const std::string tla =
      "---- MODULE Github377 ----\n"
      "EXTENDS Integers\n"
      "VARIABLES x\n"
      "\n"
      "Spec == x = TRUE /\\ [][UNCHANGED x]_x\n"
      "\n"
      "--------------\n"
      "\n"
      "1Inv ==\n"
      " LET recfcn[ i \\in {1,2,3} ] == IF i = 1 THEN x = TRUE ELSE recfcn[1]\n"
      " IN recfcn[1]\n"
      "\n"
      "--------------\n"
      "\n"
      "1InvNonRec ==\n"
      " LET recfcn[ i \\in {1,2,3} ] == x = TRUE\n"
      " IN recfcn[1]\n"
      "\n"
      "--------------\n"
      "\n"
      "2Inv ==\n"
      "  LET outer ==\n"
      "      LET innerA[ i \\in {1} ] == IF i = 1 THEN x = TRUE ELSE innerA[i]\n"
      "          innerB[ i \\in {1} ] == innerA[i] \n"
      "      IN innerB[1] /\\ 42 = 31 + 11 /\\ innerA[1]\n"
      "  IN  outer\n"
      "\n"
      "2aInv ==\n"
      "  LET outer ==\n"
      "      LET innerA[ i \\in {1} ] == IF i = 1 THEN x = TRUE ELSE innerA[i]\n"
      "          innerB[ i \\in {1} ] == innerA[i]\n"
      "      IN /\\ innerA[1]\n"
      "         /\\ innerB[1] \n"
      "  IN  outer\n"
      "  \n"
      "2bInv ==\n"
      "  LET outer ==\n"
      "      LET innerA[ i \\in {1} ] == IF i = 1 THEN x = TRUE ELSE innerA[i]\n"
      "          innerB[ i \\in {1} ] == innerA[i]\n"
      "      IN innerA[1] /\\ innerB[1]\n"
      "  IN  outer\n"
      "--------------\n"
      "\n"
      "3aInv ==\n"
      "  LET outer ==\n"
      "      LET innerA[ i \\in {1} ] == IF i = 1 THEN x = TRUE ELSE innerA[i]\n"
      "          innerB[ i \\in {1} ] == innerA[1]\n"
      "      IN /\\ LET foo(i) == innerA[i]\n"
      "            IN foo(1)\n"
      "         /\\ innerB[1] \n"
      "  IN  outer\n"
      "\n"
      "--------------\n"
      "\n"
      "3bInv ==\n"
      "  LET outer ==\n"
      "      LET innerA[ i \\in {1} ] == IF i = 1 THEN x = TRUE ELSE innerA[i]\n"
      "          innerB[ i \\in {1} ] == innerA[1]\n"
      "      IN LET foo(i) == innerA[i]\n"
      "         IN foo(1) /\\ innerB[1] \n"
      "  IN  outer\n"
      "  \n"
      "\n"
      "--------------\n"
      "\n"
      "4Inv ==\n"
      "  LET outer ==\n"
      "      LET inner[ i \\in {1} ] ==\n"
      "          LET innerst[ j \\in {1} ] == x = TRUE\n"
      "          IN  innerst[1]\n"
      "      IN  inner[1]\n"
      "  IN  outer\n"
      "  \n"
      "====\n";
  TlcRun r = coverageRun("Github377", tla,
                         "SPECIFICATION Spec\nINVARIANT 1Inv 1InvNonRec 2Inv 2aInv 2bInv 3aInv 3bInv 4Inv\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  std::string block = coverageBlock(r.out);
  size_t b3 = block.find("<3bInv"), b4 = block.find("<4Inv");
  ASSERT_NE(b3, std::string::npos) << block;
  ASSERT_NE(b4, std::string::npos) << block;
  EXPECT_EQ(block.substr(0, b3), "<Action line 5, col 9 to line 5, col 16 of module Github377>: 1:1\n"
            "  line 5, col 9 to line 5, col 16 of module Github377: 1\n"
            "<Action line 5, col 24 to line 5, col 34 of module Github377>: 0:1\n"
            "  line 5, col 24 to line 5, col 34 of module Github377: 1\n"
            "<1Inv line 9, col 1 to line 9, col 4 of module Github377>\n"
            "  line 10, col 6 to line 10, col 69 of module Github377: 1\n"
            "  line 11, col 5 to line 11, col 13 of module Github377: 1\n"
            "<1InvNonRec line 15, col 1 to line 15, col 10 of module Github377>\n"
            "  line 16, col 6 to line 16, col 40 of module Github377: 1\n"
            "  line 17, col 5 to line 17, col 13 of module Github377: 1\n"
            "<2Inv line 21, col 1 to line 21, col 4 of module Github377>\n"
            "  line 25, col 10 to line 25, col 47 of module Github377: 1\n"
            "  line 26, col 7 to line 26, col 11 of module Github377: 1\n"
            "<2aInv line 28, col 1 to line 28, col 5 of module Github377>\n"
            "  line 32, col 10 to line 33, col 21 of module Github377: 1\n"
            "  line 34, col 7 to line 34, col 11 of module Github377: 1\n"
            "<2bInv line 36, col 1 to line 36, col 5 of module Github377>\n"
            "  line 40, col 10 to line 40, col 31 of module Github377: 1\n"
            "  line 41, col 7 to line 41, col 11 of module Github377: 1\n"
            "<3aInv line 44, col 1 to line 44, col 5 of module Github377>\n"
            "  line 48, col 10 to line 50, col 21 of module Github377: 1\n"
            "  line 51, col 7 to line 51, col 11 of module Github377: 1\n");
  EXPECT_EQ(block.substr(b4), "<4Inv line 66, col 1 to line 66, col 4 of module Github377>\n"
      "  line 71, col 11 to line 71, col 18 of module Github377: 1\n"
      "  line 72, col 7 to line 72, col 11 of module Github377: 1\n");
}

// ---- RECURSIVE operators -------------------------------------------------------------

// Github649CoverageTest: Flip(v, b, n - 1) inside Flip's body evaluates the
// body's IF again in the nodes of the outer application: n = 0 twice in
// Init, 9 times in the constraint (3 states x 3 levels).
TEST(CoverageClasses, RecursiveOperatorSharesTheOuterApplicationsNodes) {
  const std::string tla = "---- MODULE Github649 ----\nEXTENDS Naturals\n\nVARIABLE clock\n\n"
                          "RECURSIVE Check(_,_)\nCheck(c,n) == IF n = 0 THEN c \\in BOOLEAN ELSE Check(c, n - 1)\n\n"
                          "TypeOK == Check(clock,1)\n\nRECURSIVE Flip(_,_,_)\n"
                          "Flip(v, b, n) == IF n = 0 THEN v = ~b ELSE Flip(v, b, n - 1)\n\n"
                          "Init == Flip(clock, FALSE, 1)\n\nNext == clock' = ~clock\n\nConstraint ==\n"
                          "    Flip(clock, ~clock, 2)\n====";
  TlcRun r = coverageRun("Github649", tla, "INIT Init\nNEXT Next\nINVARIANT TypeOK\nCONSTRAINT Constraint\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(coverageBlock(r.out), "<Init line 14, col 1 to line 14, col 4 of module Github649>: 1:1\n"
                                  "  line 12, col 21 to line 12, col 25 of module Github649: 2\n"
                                  "  line 12, col 32 to line 12, col 37 of module Github649: 1\n"
                                  "  line 12, col 44 to line 12, col 60 of module Github649: 1\n"
                                  "  line 14, col 21 to line 14, col 25 of module Github649: 1\n"
                                  "<Next line 16, col 1 to line 16, col 4 of module Github649>: 1:2\n"
                                  "  line 16, col 9 to line 16, col 23 of module Github649: 2\n"
                                  "<TypeOK line 9, col 1 to line 9, col 6 of module Github649>\n"
                                  "  line 9, col 11 to line 9, col 24 of module Github649: 2\n"
                                  "  |line 7, col 15 to line 7, col 62 of module Github649: 4\n"
                                  "  ||line 7, col 18 to line 7, col 22 of module Github649: 4\n"
                                  "  ||line 7, col 29 to line 7, col 41 of module Github649: 2\n"
                                  "  ||line 7, col 48 to line 7, col 62 of module Github649: 2\n"
                                  "  |line 9, col 17 to line 9, col 21 of module Github649: 2\n"
                                  "<Constraint line 18, col 1 to line 18, col 10 of module Github649>: 3:3\n"
                                  "  line 19, col 5 to line 19, col 26 of module Github649: 3\n"
                                  "  |line 12, col 18 to line 12, col 60 of module Github649: 9\n"
                                  "  ||line 12, col 21 to line 12, col 25 of module Github649: 9\n"
                                  "  ||line 12, col 32 to line 12, col 37 of module Github649: 3\n"
                                  "  ||line 12, col 44 to line 12, col 60 of module Github649: 6\n"
                                  "  |line 19, col 10 to line 19, col 14 of module Github649: 3\n"
                                  "  |line 19, col 17 to line 19, col 22 of module Github649: 3\n");
}

} // namespace
