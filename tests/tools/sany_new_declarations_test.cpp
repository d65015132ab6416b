// `tlacore sany -error-codes` on the NEW declarations of ASSUME ... PROVE: a NEW name that is already
// visible (SANY's SymbolTable.addSymbol: a warning for a NEW of the same kind and arity, an error for
// anything else), and the level of each kind of NEW in each context that limits a level
// (NewSymbNode.levelCheck, BuiltInLevel's argument limits), with SANY's exit code and texts.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

struct Outcome {
  int rc;
  std::string out;
};

Outcome sany(const std::string &body) {
  clirun::SpecDir dir({{"M.tla", "---- MODULE M ----\n" + body + "\n====\n"}});
  clirun::Result r = dir.run("sany -error-codes M.tla");
  return {r.rc, r.out};
}

// SANY's location of the `occurrence`-th (from 1) `text` in the module (its first line is the header).
std::string loc(const std::string &body, const std::string &text, int occurrence = 1) {
  size_t at = std::string::npos;
  for (int i = 0; i < occurrence; ++i)
    at = body.find(text, at == std::string::npos ? 0 : at + 1);
  if (at == std::string::npos)
    return "<" + text + " not found>";
  size_t lineStart = body.rfind('\n', at);
  lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
  int line = 2;
  for (size_t i = 0; i < at; ++i)
    line += body[i] == '\n';
  size_t col = at - lineStart + 1;
  return "line " + std::to_string(line) + ", col " + std::to_string(col) + " to line " + std::to_string(line) +
         ", col " + std::to_string(col + text.size() - 1) + " of module M";
}

std::string warning(const std::string &name, const std::string &at, const std::string &first) {
  return "*** Warnings: 1\n\n" + at + "\n\nMultiple declarations or definitions for symbol " + name +
         ".  \nThis duplicates the one at " + first + ".\n";
}

std::string conflict(const std::string &name, const std::string &at, const std::string &first) {
  return at + "\n\nMultiply-defined symbol '" + name + "': this definition or declaration conflicts \nwith the one at " +
         first + ".\n";
}

// A NEW of a name declared before by a NEW of the same kind and arity, at every nesting: SANY warns
// (exit 0) and keeps the first declaration.
TEST(SanyNewDeclarations, SameKindAgainIsAWarning) {
  struct Case {
    std::string body, name, decl; // decl: the declared text, found twice
    int secondOccurrence = 2;
  } cases[] = {
      {"THEOREM ASSUME NEW x, NEW x PROVE TRUE", "x", "x"},
      {"THEOREM ASSUME NEW x, ASSUME NEW x PROVE TRUE PROVE TRUE", "x", "x"},
      {"THEOREM ASSUME NEW CONSTANT x, ASSUME x = 1, ASSUME NEW x PROVE TRUE PROVE TRUE PROVE TRUE", "x", "x", 3},
      {"THEOREM ASSUME NEW x PROVE TRUE\n<1>1. ASSUME NEW x PROVE TRUE\n  OBVIOUS\n<1>2. QED\n  OBVIOUS", "x", "x"},
      {"THEOREM TRUE\n<1>1. SUFFICES ASSUME NEW x PROVE TRUE\n  OBVIOUS\n<1>2. ASSUME NEW x PROVE TRUE\n  OBVIOUS\n"
       "<1>3. QED\n  OBVIOUS",
       "x", "x"},
      {"THEOREM ASSUME NEW VARIABLE x, NEW VARIABLE x PROVE TRUE", "x", "x"},
      {"THEOREM ASSUME NEW STATE x, NEW STATE x PROVE TRUE", "x", "x"},
      {"THEOREM ASSUME NEW ACTION x, NEW ACTION x PROVE TRUE", "x", "x"},
      {"THEOREM ASSUME NEW TEMPORAL x, NEW TEMPORAL x PROVE TRUE", "x", "x"},
      {"THEOREM ASSUME NEW CONSTANT F(_), NEW F(_) PROVE TRUE", "F", "F(_)"},
      {"THEOREM ASSUME NEW ACTION F(_, _), ASSUME NEW ACTION F(_, _) PROVE TRUE PROVE TRUE", "F", "F(_, _)"},
  };
  for (const Case &c : cases) {
    Outcome o = sany(c.body);
    EXPECT_EQ(o.rc, 0) << c.body << "\n" << o.out;
    std::string want = warning(c.name, loc(c.body, c.decl, c.secondOccurrence), loc(c.body, c.decl, 1));
    EXPECT_NE(o.out.find(want), std::string::npos) << c.body << "\nwant:\n" << want << "\ngot:\n" << o.out;
    EXPECT_EQ(o.out.find("*** Errors"), std::string::npos) << c.body << "\n" << o.out;
  }
}

// A NEW of a name visible as anything else: another kind of NEW, another arity, a module constant or
// variable, a definition (located at the whole definition), a theorem or assumption, a bound name, a
// built-in. And a bound name or a definition in the scope of a NEW of its name.
TEST(SanyNewDeclarations, AnyOtherClashIsAnError) {
  struct Case {
    std::string body, name, first, second;
    int firstOccurrence = 1, secondOccurrence = 2;
  } cases[] = {
      {"THEOREM ASSUME NEW x, NEW VARIABLE x PROVE TRUE", "x", "x", "x"},
      {"THEOREM ASSUME NEW VARIABLE x, NEW STATE x PROVE TRUE", "x", "x", "x"},
      {"THEOREM ASSUME NEW STATE x, ASSUME NEW ACTION x PROVE TRUE PROVE TRUE", "x", "x", "x"},
      {"THEOREM ASSUME NEW ACTION x, NEW TEMPORAL x PROVE TRUE", "x", "x", "x"},
      {"THEOREM ASSUME NEW x, NEW x(_) PROVE TRUE", "x", "x", "x(_)", 1, 1},
      {"CONSTANT x\nTHEOREM ASSUME NEW x PROVE TRUE", "x", "x", "x"},
      {"VARIABLE x\nTHEOREM ASSUME NEW VARIABLE x PROVE TRUE", "x", "x", "x"},
      {"x == 1\nTHEOREM ASSUME NEW x PROVE TRUE", "x", "x == 1", "x", 1, 2},
      {"x[i \\in {1}] == i\nTHEOREM ASSUME NEW x PROVE TRUE", "x", "x[i \\in {1}] == i", "x", 1, 2},
      {"THEOREM x == TRUE\nTHEOREM ASSUME NEW x PROVE TRUE", "x", "THEOREM x == TRUE", "x", 1, 2},
      {"x == INSTANCE Naturals\nTHEOREM ASSUME NEW x PROVE TRUE", "x", "x == INSTANCE Naturals", "x", 1, 2},
      {"ASSUME x == TRUE\nTHEOREM ASSUME NEW x PROVE TRUE", "x", "ASSUME x == TRUE", "x", 1, 2},
      {"THEOREM TRUE\n<1>1. PICK x : TRUE\n  OBVIOUS\n<1>2. ASSUME NEW x PROVE TRUE\n  OBVIOUS\n<1>3. QED\n"
       "  OBVIOUS",
       "x", "x", "x"},
      {"THEOREM ASSUME NEW x PROVE \\A x : TRUE", "x", "x", "x"},
      {"THEOREM ASSUME NEW x PROVE {x \\in {} : TRUE} = {}", "x", "x", "x"},
  };
  for (const Case &c : cases) {
    Outcome o = sany(c.body);
    EXPECT_EQ(o.rc, 4) << c.body << "\n" << o.out;
    std::string want = conflict(c.name, loc(c.body, c.second, c.secondOccurrence), loc(c.body, c.first, c.firstOccurrence));
    EXPECT_NE(o.out.find(want), std::string::npos) << c.body << "\nwant:\n" << want << "\ngot:\n" << o.out;
    EXPECT_EQ(o.out.find("*** Warnings"), std::string::npos) << c.body << "\n" << o.out;
  }
  // A built-in constant has no location of its own.
  std::string builtin = "THEOREM ASSUME NEW BOOLEAN PROVE TRUE";
  Outcome o = sany(builtin);
  EXPECT_EQ(o.rc, 4) << o.out;
  EXPECT_NE(o.out.find(loc(builtin, "BOOLEAN") + "\n\nMultiply-defined symbol 'BOOLEAN': this definition or "
                                                  "declaration conflicts \nwith the one at In module --TLA+ BUILTINS--."),
            std::string::npos)
      << o.out;
  // A definition in a proof, in the scope of the NEW: processOperator's error and the conflict.
  std::string define = "THEOREM ASSUME NEW x PROVE TRUE\n<1> DEFINE x == 1\n<1> QED\n  OBVIOUS";
  o = sany(define);
  EXPECT_EQ(o.rc, 4) << o.out;
  EXPECT_NE(o.out.find(loc(define, "x == 1") + "\n\nOperator x already defined or declared.\n"), std::string::npos)
      << o.out;
  EXPECT_NE(o.out.find(conflict("x", loc(define, "x == 1"), loc(define, "x"))), std::string::npos) << o.out;
}

// Names that do not clash: a NEW of the theorem's own name (processTheorem names the theorem outside
// the ASSUME's declarations), NEWs of separate statements, a definition after the statement. The set
// of a NEW is resolved before its name is declared.
TEST(SanyNewDeclarations, NoClashOutsideTheScope) {
  for (const std::string body : {
           "THEOREM T == ASSUME NEW T PROVE T\n<1>1. T\n  OBVIOUS\n<1>2. QED\n  OBVIOUS",
           "THEOREM ASSUME NEW x PROVE TRUE\nTHEOREM ASSUME NEW VARIABLE x PROVE TRUE",
           "THEOREM ASSUME NEW x PROVE TRUE\nx == 1",
           "THEOREM ASSUME ASSUME NEW x PROVE TRUE, NEW ACTION x PROVE TRUE",
       }) {
    Outcome o = sany(body);
    EXPECT_EQ(o.rc, 0) << body << "\n" << o.out;
    EXPECT_EQ(o.out.find("Semantic errors"), std::string::npos) << body << "\n" << o.out;
  }
  std::string self = "THEOREM ASSUME NEW x \\in {x} PROVE TRUE";
  Outcome o = sany(self);
  EXPECT_EQ(o.rc, 4) << o.out;
  EXPECT_NE(o.out.find(loc(self, "x", 2) + "\n\nUnknown operator: `x'."), std::string::npos) << o.out;
}

// Each kind of NEW (its level: CONSTANT 0, VARIABLE and STATE 1, ACTION 2, TEMPORAL 3) in each
// context that limits the level of what it holds (BuiltInLevel), and in an operator whose parameter is
// primed: accepted up to the limit, above it SANY's level error for that operator and argument.
TEST(SanyNewDeclarations, LevelOfEachKindInEachContext) {
  struct Kind {
    const char *decl;
    int level;
  } kinds[] = {{"CONSTANT", 0}, {"VARIABLE", 1}, {"STATE", 1}, {"ACTION", 2}, {"TEMPORAL", 3}};
  struct Context {
    const char *use; // with x for the NEW symbol
    int maxLevel;
    std::string error;
    bool actionIsError = false; // an action where only a temporal formula or state predicate may be
  } contexts[] = {
      {"x'", 1, "Level error in applying operator ':\nThe level of argument 1 exceeds"},
      {"UNCHANGED x", 1, "Level error in applying operator UNCHANGED:\nThe level of argument 1 exceeds"},
      {"ENABLED x", 2, "Level error in applying operator ENABLED:\nThe level of argument 1 exceeds"},
      {"[x]_v", 2, "Level error in applying operator $SquareAct:\nThe level of argument 1 exceeds"},
      {"[][v' = v]_x", 1, "Level error in applying operator $SquareAct:\nThe level of argument 2 exceeds"},
      {"<<x>>_v", 2, "Level error in applying operator $AngleAct:\nThe level of argument 1 exceeds"},
      {"WF_v(x)", 2, "Level error in applying operator $WF:\nThe level of argument 2 exceeds"},
      {"SF_x(v' = v)", 1, "Level error in applying operator $SF:\nThe level of argument 1 exceeds"},
      {"x \\in {1}", 2, "Level error in applying operator \\in:\nThe level of argument 1 exceeds"},
      {"SUBSET x = {}", 2, "Level error in applying operator SUBSET:\nThe level of argument 1 exceeds"},
      {"Prime(x) = v", 1, "Level error in applying operator Prime:\nThe level of argument 1 exceeds"},
      {"x = TRUE", 2, "Level error in applying operator =:\nThe level of argument 1 exceeds"},
      {"[]x", 3, "[] followed by action not of form [A]_v.", true},
      {"<>x", 3, "<> followed by action not of form <<A>>_v.", true},
      {"x /\\ []v", 3, "", true},
  };
  for (const Kind &k : kinds)
    for (const Context &c : contexts) {
      std::string body = std::string("VARIABLE v\nPrime(a) == a'\nTHEOREM ASSUME NEW ") + k.decl + " x PROVE " + c.use;
      Outcome o = sany(body);
      bool ok = k.level <= c.maxLevel && !(c.actionIsError && k.level == 2);
      EXPECT_EQ(o.rc, ok ? 0 : 4) << body << "\n" << o.out;
      if (!ok)
        EXPECT_NE(o.out.find(c.error), std::string::npos) << body << "\n" << o.out;
    }
}

// NEW x \in S: the declaration has the level of S, and a temporal S is NewSymbNode's error, located
// at the whole declaration.
TEST(SanyNewDeclarations, LevelOfTheSetOfANew) {
  for (const char *set : {"{1}", "{v}", "{v'}"}) {
    std::string body = std::string("VARIABLE v\nTHEOREM ASSUME NEW x \\in ") + set + " PROVE TRUE";
    Outcome o = sany(body);
    EXPECT_EQ(o.rc, 0) << body << "\n" << o.out;
  }
  for (const std::string decl : {"NEW x \\in {[]v}", "NEW CONSTANT x \\in {<>(v = 1)}"}) {
    std::string body = "VARIABLE v\nTHEOREM ASSUME " + decl + " PROVE TRUE";
    Outcome o = sany(body);
    EXPECT_EQ(o.rc, 4) << body << "\n" << o.out;
    EXPECT_NE(o.out.find(loc(body, decl) + "\n\nLevel error:\nTemporal formula used as set.\n"), std::string::npos)
        << body << "\n" << o.out;
  }
}

} // namespace
