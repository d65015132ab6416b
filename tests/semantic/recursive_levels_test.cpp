// SANY's levels of RECURSIVE operators (tla2sany ModuleNode.levelCheck's
// recursive-section pass with OpDefNode.levelCheck): a recursive operator's
// arguments start at action level and all raise its level (weight 1), every
// definition of a recursive section takes the highest level of the section's
// recursive operators, and an argument limited below action level is
// "primed". Enumerated over the level of the body, mutual recursion,
// non-recursive definitions inside the section and argument levels.
#include <gtest/gtest.h>

#include <string>

#include "module_set.h"

namespace {

using namespace tlacore;

struct Result {
  std::string errors;
  std::vector<uint32_t> codes;
  const sem::ResolvedModule *module = nullptr;
  // The level of definition `name` (-1 when there is none).
  int level(const char *name) const {
    const sem::Symbol *s = module ? module->scope.get(name) : nullptr;
    return s ? static_cast<int>(s->underlying()->level) : -1;
  }
  size_t count(uint32_t code) const { return static_cast<size_t>(std::count(codes.begin(), codes.end(), code)); }
};

struct Analysis {
  SourceManager sm;
  DiagnosticEngine diags;
  sem::ModuleSet set{sm, diags};
  Result r;
  explicit Analysis(const std::string &body) {
    r.module = set.loadRootText("/tmp/RecLevels.tla",
                                "---- MODULE RecLevels ----\nEXTENDS Naturals\nVARIABLE x\n" + body + "\n====\n");
    for (const Diagnostic &d : diags.diagnostics())
      if (d.severity == Severity::Error) {
        r.codes.push_back(d.code);
        r.errors += "[" + std::to_string(d.code) + "] " + d.message + "\n";
      }
  }
};

const char *kBodyOfLevel[] = {"0", "x", "x'", "[](x = 0)"};

// A recursive operator whose base case has level L has level L, however the
// recursion is written (self, through a pair, through a non-recursive helper).
TEST(RecursiveLevels, LevelOfTheBaseCase) {
  for (int l = 0; l < 4; ++l) {
    std::string base = kBodyOfLevel[l];
    Analysis self("RECURSIVE R(_)\nR(n) == IF n = 0 THEN " + base + " ELSE R(n - 1)\nT == R(0)");
    EXPECT_EQ(self.r.level("R"), l) << self.r.errors;
    EXPECT_EQ(self.r.level("T"), l) << self.r.errors;
    // Mutually recursive: A only reaches the base case through B, defined later.
    Analysis pair("RECURSIVE A(_), B(_)\nA(n) == IF n = 0 THEN 0 ELSE B(n - 1)\n"
                  "B(n) == IF n = 0 THEN " + base + " ELSE A(n - 1)\nT == A(0)");
    EXPECT_EQ(pair.r.level("A"), l) << pair.r.errors;
    EXPECT_EQ(pair.r.level("B"), l) << pair.r.errors;
    EXPECT_EQ(pair.r.level("T"), l) << pair.r.errors;
    // Nullary pair: A == B with B defined after it.
    Analysis nullary("RECURSIVE A, B\nA == B\nB == " + base + "\nT == A");
    EXPECT_EQ(nullary.r.level("A"), l) << nullary.r.errors;
    EXPECT_EQ(nullary.r.level("T"), l) << nullary.r.errors;
    // A non-recursive definition inside the section takes the section's level.
    Analysis helper("RECURSIVE A\nC == 1\nA == " + base + "\nT == C");
    EXPECT_EQ(helper.r.level("C"), l) << helper.r.errors;
    EXPECT_EQ(helper.r.level("T"), l) << helper.r.errors;
    // ... but a definition after the section does not.
    Analysis after("RECURSIVE A\nA == " + base + "\nC == 1");
    EXPECT_EQ(after.r.level("C"), 0) << after.r.errors;
    // The same for a recursive section in a LET.
    Analysis let("T == LET RECURSIVE A\n C == 1\n A == " + base + "\n IN C");
    EXPECT_EQ(let.r.level("T"), l) << let.r.errors;
    Analysis letAfter("T == LET RECURSIVE A\n A == " + base + "\n C == 1\n IN C");
    EXPECT_EQ(letAfter.r.level("T"), 0) << letAfter.r.errors;
    // Two unrelated recursive operators of one section share the highest level.
    Analysis unrelated("RECURSIVE P, Q\nP == 0\nQ == " + base);
    EXPECT_EQ(unrelated.r.level("P"), l) << unrelated.r.errors;
    // ... in two sections they do not.
    Analysis twoSections("RECURSIVE P\nP == 0\nRECURSIVE Q\nQ == " + base);
    EXPECT_EQ(twoSections.r.level("P"), 0) << twoSections.r.errors;
  }
}

// Every argument of a recursive operator raises the level of its
// application (weight 1), used or not; a non-recursive operator's only when
// its body depends on it.
TEST(RecursiveLevels, EveryArgumentRaisesTheLevel) {
  for (int l = 0; l < 3; ++l) {
    std::string arg = kBodyOfLevel[l];
    Analysis a("RECURSIVE R(_)\nR(n) == 0\nN(n) == 0\nTR == R(" + arg + ")\nTN == N(" + arg + ")");
    EXPECT_EQ(a.r.level("TR"), l) << a.r.errors;
    EXPECT_EQ(a.r.level("TN"), 0) << a.r.errors;
    // An application written before the definition (forward, in the section).
    Analysis fwd("RECURSIVE R(_)\nU == R(" + arg + ")\nR(n) == 0");
    EXPECT_EQ(fwd.r.level("U"), l) << fwd.r.errors;
  }
}

// A recursive operator's arguments may be at most action-level (SANY starts
// its maxLevels there): a temporal argument is a level error (4205), before
// or after the definition; a non-recursive operator takes it.
TEST(RecursiveLevels, ArgumentsAtMostActionLevel) {
  for (int l = 0; l < 4; ++l) {
    std::string arg = kBodyOfLevel[l];
    Analysis after("RECURSIVE R(_)\nR(n) == n\nT == R(" + arg + ")");
    EXPECT_EQ(after.r.count(4205), l == 3 ? 1u : 0u) << arg << "\n" << after.r.errors;
    Analysis before("RECURSIVE R(_)\nT == R(" + arg + ")\nR(n) == n");
    EXPECT_EQ(before.r.count(4205), l == 3 ? 1u : 0u) << arg << "\n" << before.r.errors;
    Analysis plain("N(n) == n\nT == N(" + arg + ")");
    EXPECT_EQ(plain.r.count(4205), 0u) << arg << "\n" << plain.r.errors;
  }
}

// "Argument j of recursive operator R is primed" (4290): any use that limits
// a parameter below action level, directly or through another operator.
TEST(RecursiveLevels, PrimedArgument) {
  struct Row {
    const char *defs;
    bool primed;
  } rows[] = {
      {"R(a) == a'", true},
      {"R(a) == UNCHANGED a", true},
      {"Pr(b) == b'\nR(a) == Pr(a)", true},
      {"R(a) == [][x' = 1]_a", true},           // $SquareAct's subscript: state level
      {"R(a) == ENABLED a", false},             // ENABLED takes an action
      {"R(a) == [][a]_x", false},               // the action of [A]_v: action level
      {"R(a) == a = 1", false},
      {"R(a) == {a}", false},
      {"R(a) == IF a THEN R(FALSE) ELSE 0", false},
  };
  for (const Row &row : rows) {
    Analysis a(std::string("RECURSIVE R(_)\n") + row.defs);
    EXPECT_EQ(a.r.count(4290), row.primed ? 1u : 0u) << row.defs << "\n" << a.r.errors;
    if (row.primed)
      EXPECT_NE(a.r.errors.find("Argument 1 of recursive operator R is primed"), std::string::npos) << a.r.errors;
  }
  Analysis second("RECURSIVE R(_, _)\nR(a, b) == a + b'");
  EXPECT_NE(second.r.errors.find("Argument 2 of recursive operator R is primed"), std::string::npos)
      << second.r.errors;
}

} // namespace
