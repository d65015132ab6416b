// `tlacore sany -error-codes` on a name SANY binds with SymbolTable.addSymbol alone -- a named
// THEOREM/LEMMA, a named ASSUME/AXIOM, a named INSTANCE, a RECURSIVE declaration, a proof step's
// number -- when the name is already visible: no "already defined or declared" (that is
// processOperator's and processFunction's own check), but addSymbol's verdict: the same SANY node
// kind and arity is a warning ("Multiple declarations or definitions", exit 0), anything else an
// error ("Multiply-defined symbol"), each at the new node's syntax tree and naming the visible
// one's. Enumerates every such definition kind against every origin of the earlier name (defined in
// the module, EXTENDed, brought in by an unnamed INSTANCE of a parameter-free or a parameterized
// module, a parameter), in LET and proof contexts too.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

// SANY's location of `text` on line `line` (counted from 1 in its file) of `lineText`.
std::string locOn(int line, const std::string &lineText, const std::string &text,
                  const std::string &module) {
  size_t col = lineText.find(text);
  if (col == std::string::npos)
    return "<" + text + " not in " + lineText + ">";
  return "line " + std::to_string(line) + ", col " + std::to_string(col + 1) + " to line " +
         std::to_string(line) + ", col " + std::to_string(col + text.size()) + " of module " +
         module;
}

std::string warningText(const std::string &at, const std::string &name, const std::string &first) {
  return at + "\n\nMultiple declarations or definitions for symbol " + name +
         ".  \nThis duplicates the one at " + first + ".\n";
}

std::string errorText(const std::string &at, const std::string &name, const std::string &first) {
  return at + "\n\nMultiply-defined symbol '" + name +
         "': this definition or declaration conflicts \nwith the one at " + first + ".\n";
}

// SymbolTable.addSymbol compares getKind() and getArity().
enum class Kind { UserDefinedOp, ConstantDecl, VariableDecl, ModuleInstance, ThmOrAssumpDef };

struct Origin {
  std::string preamble; // EXTENDS / INSTANCE lines before the earlier name (line 2 on)
  std::string line;     // the line that makes the earlier name (empty: the preamble does)
  Kind kind;
  int arity;
  std::string where; // the earlier node's text (on `line`, or in `module`)
  std::string module = "M";
  int moduleLine = 0; // its line in `module` when that is not M
  std::string moduleLineText = "";
};

struct NewDef {
  std::string line;
  Kind kind;
  int arity;
  std::string where; // where SANY reports it (the text on the line)
  bool recursive = false;
};

std::vector<std::pair<std::string, std::string>> helperModules() {
  return {{"E.tla", "---- MODULE E ----\nX == 1\n====\n"},
          {"P.tla", "---- MODULE P ----\nX == 2\n====\n"},
          {"Q.tla", "---- MODULE Q ----\nCONSTANT K\nX == K\n====\n"},
          {"Empty.tla", "---- MODULE Empty ----\n====\n"}};
}

std::vector<Origin> origins() {
  return {
      {"", "X == 1", Kind::UserDefinedOp, 0, "X == 1"},
      {"", "X(a) == a", Kind::UserDefinedOp, 1, "X(a) == a"},
      {"", "X[a \\in {1}] == a", Kind::UserDefinedOp, 0, "X[a \\in {1}] == a"},
      {"", "CONSTANT X", Kind::ConstantDecl, 0, "X"},
      {"", "CONSTANT X(_)", Kind::ConstantDecl, 1, "X(_)"},
      {"", "VARIABLE X", Kind::VariableDecl, 0, "X"},
      {"", "THEOREM X == TRUE", Kind::ThmOrAssumpDef, 0, "THEOREM X == TRUE"},
      {"", "ASSUME X == TRUE", Kind::ThmOrAssumpDef, 0, "ASSUME X == TRUE"},
      {"", "X == INSTANCE Empty", Kind::ModuleInstance, 0, "X == INSTANCE Empty"},
      {"", "X(a) == INSTANCE Empty", Kind::ModuleInstance, 1, "X(a) == INSTANCE Empty"},
      {"EXTENDS E", "", Kind::UserDefinedOp, 0, "X == 1", "E", 2, "X == 1"},
      {"INSTANCE P", "", Kind::UserDefinedOp, 0, "X == 2", "P", 2, "X == 2"},
      // A parameterized module's definition is a new node at the INSTANCE statement.
      {"INSTANCE Q WITH K <- 1", "", Kind::UserDefinedOp, 0, "INSTANCE Q WITH K <- 1", "M", 2,
       "INSTANCE Q WITH K <- 1"},
  };
}

std::vector<NewDef> newDefs() {
  return {
      {"THEOREM X == TRUE", Kind::ThmOrAssumpDef, 0, "THEOREM X == TRUE"},
      {"LEMMA X == TRUE", Kind::ThmOrAssumpDef, 0, "LEMMA X == TRUE"},
      {"ASSUME X == TRUE", Kind::ThmOrAssumpDef, 0, "ASSUME X == TRUE"},
      {"AXIOM X == TRUE", Kind::ThmOrAssumpDef, 0, "AXIOM X == TRUE"},
      {"X == INSTANCE Empty", Kind::ModuleInstance, 0, "X == INSTANCE Empty"},
      {"X(b) == INSTANCE Empty", Kind::ModuleInstance, 1, "X(b) == INSTANCE Empty"},
      {"RECURSIVE X", Kind::UserDefinedOp, 0, "X", true},
      {"RECURSIVE X(_)", Kind::UserDefinedOp, 1, "X(_)", true},
  };
}

struct SanyRun {
  int rc;
  std::string out;
};

SanyRun sany(const std::string &body) {
  std::vector<std::pair<std::string, std::string>> files = helperModules();
  files.push_back({"M.tla", "---- MODULE M ----\n" + body + "\n====\n"});
  clirun::SpecDir dir(files);
  clirun::Result r = dir.run("sany -error-codes M.tla");
  return {r.rc, r.out};
}

// Every new definition kind against every origin of the visible name: 8 x 13 specs.
TEST(SanyNameReuse, EveryDefinitionKindAgainstEveryOrigin) {
  int warnings = 0, errors = 0;
  for (const Origin &o : origins()) {
    for (const NewDef &d : newDefs()) {
      std::vector<std::string> lines;
      if (!o.preamble.empty())
        lines.push_back(o.preamble);
      if (!o.line.empty())
        lines.push_back(o.line);
      lines.push_back(d.line);
      std::string body;
      for (const std::string &l : lines)
        body += (body.empty() ? "" : "\n") + l;
      int newLine = static_cast<int>(lines.size()) + 1;
      std::string at = locOn(newLine, d.line, d.where, "M");
      std::string first = o.moduleLine ? locOn(o.moduleLine, o.moduleLineText, o.where, o.module)
                                       : locOn(newLine - 1, o.line, o.where, "M");
      bool same = o.kind == d.kind && o.arity == d.arity;
      std::string want = same ? warningText(at, "X", first) : errorText(at, "X", first);
      SanyRun r = sany(body);
      SCOPED_TRACE(body);
      EXPECT_NE(r.out.find(want), std::string::npos) << "want:\n" << want << "\ngot:\n" << r.out;
      EXPECT_EQ(r.out.find("already defined or declared"), std::string::npos) << r.out;
      // A RECURSIVE declaration that did not get the name is never defined.
      if (d.recursive) {
        EXPECT_NE(r.out.find(at + "\n\nSymbol X declared in RECURSIVE statement but not defined."),
                  std::string::npos)
            << r.out;
      }
      EXPECT_EQ(r.rc, same && !d.recursive ? 0 : 4) << r.out;
      (same ? warnings : errors)++;
    }
  }
  EXPECT_EQ(warnings, 16); // the pairs of the same SANY kind and arity
  EXPECT_EQ(errors, 13 * 8 - 16);
}

// A name reused inside a LET or a proof: a parameter (FormalParamNode) is never of the same kind;
// proof step numbers are ThmOrAssumpDefNodes (assertion steps, at the number) or
// NumberedProofStepKind OpDefNodes (USE, HIDE, DEFINE, INSTANCE steps, at the whole step).
TEST(SanyNameReuse, LetAndProofContexts) {
  struct Case {
    std::string body;
    std::string message; // the expected entry
    int rc;
  } cases[] = {
      {"F(I) == LET I == INSTANCE Empty IN 1",
       errorText("line 2, col 13 to line 2, col 31 of module M", "I",
                 "line 2, col 3 to line 2, col 3 of module M"),
       4},
      {"G(a) == LET RECURSIVE a IN 1",
       errorText("line 2, col 23 to line 2, col 23 of module M", "a",
                 "line 2, col 3 to line 2, col 3 of module M"),
       4},
      {"H == LET J == INSTANCE Empty\n          J == INSTANCE Empty IN 1",
       warningText("line 3, col 11 to line 3, col 29 of module M", "J",
                   "line 2, col 10 to line 2, col 28 of module M"),
       0},
      {"THEOREM TRUE\n<1>1. TRUE\n<1>1. FALSE\n<1>2. QED",
       warningText("line 4, col 1 to line 4, col 5 of module M", "<1>1",
                   "line 3, col 1 to line 3, col 5 of module M"),
       0},
      {"Op == 1\nTHEOREM TRUE\n<1>1. USE DEF Op\n<1>1. TRUE\n<1>2. QED",
       errorText("line 5, col 1 to line 5, col 5 of module M", "<1>1",
                 "line 4, col 1 to line 4, col 16 of module M"),
       4},
      {"Op == 1\nTHEOREM TRUE\n<1>1. TRUE\n<1>1. HIDE DEF Op\n<1>2. QED",
       errorText("line 5, col 1 to line 5, col 17 of module M", "<1>1",
                 "line 4, col 1 to line 4, col 5 of module M"),
       4},
      {"Op == 1\nTHEOREM TRUE\n<1>1. USE DEF Op\n<1>1. DEFINE D == 1\n<1>2. QED",
       warningText("line 5, col 1 to line 5, col 19 of module M", "<1>1",
                   "line 4, col 1 to line 4, col 16 of module M"),
       0},
      {"THEOREM TRUE\n<1>a. TRUE\n<1>a. SUFFICES TRUE\n<1>2. QED",
       warningText("line 4, col 1 to line 4, col 5 of module M", "<1>a",
                   "line 3, col 1 to line 3, col 5 of module M"),
       0},
  };
  for (const Case &c : cases) {
    SanyRun r = sany(c.body);
    SCOPED_TRACE(c.body);
    EXPECT_NE(r.out.find(c.message), std::string::npos) << "want:\n"
                                                        << c.message << "\ngot:\n"
                                                        << r.out;
    EXPECT_EQ(r.out.find("already defined or declared"), std::string::npos) << r.out;
    EXPECT_EQ(r.rc, c.rc) << r.out;
  }
}

// A function definition of a visible name is processFunction's own error (no addSymbol, so no
// warning), and its body is generated without the bound names' context: they are unknown there.
TEST(SanyNameReuse, FunctionOfAVisibleName) {
  for (const std::string &first :
       {std::string("f == 1"), std::string("f[y \\in {2}] == y"), std::string("CONSTANT f")}) {
    SanyRun r = sany(first + "\nf[x \\in {1}] == x");
    std::string want =
        "line 3, col 1 to line 3, col 17 of module M\n\nFunction name `f' already defined or "
        "declared.\n\n\nline 3, col 17 to line 3, col 17 of module M\n\nUnknown operator: `x'.\n";
    EXPECT_NE(r.out.find(want), std::string::npos) << first << "\nwant:\n"
                                                   << want << "got:\n"
                                                   << r.out;
    EXPECT_EQ(r.out.find("*** Warnings"), std::string::npos) << r.out;
    EXPECT_EQ(r.rc, 4);
  }
}

// RECURSIVE of a visible name keeps the visible one: the later definition of the name is
// processOperator's "already defined" (with addSymbol's warning), the declaration stays undefined,
// and the recursive section it opened stays open to the end of the module.
TEST(SanyNameReuse, RecursiveOfAVisibleNameLeavesItsSectionOpen) {
  SanyRun r = sany("F(x) == x\nRECURSIVE F(_)\nF(x) == {x}\nTHEOREM TRUE");
  std::string want =
      "*** Errors: 3\n\n"
      "line 4, col 1 to line 4, col 11 of module M\n\nOperator F already defined or declared.\n\n\n"
      "line 5, col 1 to line 5, col 12 of module M\n\nA THEOREM may not appear within a recursive "
      "definition section.\n\n\n"
      "line 3, col 11 to line 3, col 14 of module M\n\nSymbol F declared in RECURSIVE statement "
      "but not "
      "defined.\n\n\n"
      "*** Warnings: 2\n\n" +
      warningText("line 3, col 11 to line 3, col 14 of module M", "F",
                  "line 2, col 1 to line 2, col 9 of module M") +
      "\n\n" +
      warningText("line 4, col 1 to line 4, col 11 of module M", "F",
                  "line 2, col 1 to line 2, col 9 of module M");
  EXPECT_NE(r.out.find(want), std::string::npos) << "want:\n" << want << "\ngot:\n" << r.out;
  EXPECT_EQ(r.rc, 4);
}

} // namespace
