// `tlacore sany` on an application SANY cannot build, and on a module no file holds.
//
// Generator.selectorToNode (mode FindingOpName) looks a name up joined with the names before it (I!Op,
// I!J!Op); while none is found it goes on to the next segment, and past the last reports "Unknown operator:
// `" + selectorItemToString(sel, last) + "'." at that segment: the last segment alone (`Foo' for I!Foo,
// "argument selector 1" for Foo!1; SANY's own sany_def_items case BY DEF I!Zzz says `Zzz'). A wrong number
// of arguments is "The operator <the path> requires N arguments." at the argument list (the whole name when
// it has none). Both return nullOAN there: the arguments, which are generated only after the operator is
// found with the right arity (generateExprOrOpArg), are never looked at, so a name undefined inside them is
// not reported (found with an AI-written BufferedRandomAccessFile of LUC-FMitF/FormaLLM, whose recorded SANY
// output reports `curr' of curr(f) four times and never the undefined f).
//
// An INSTANCE that leaves a CONSTANT or VARIABLE of the instantiated module without a substitute, none
// being visible under its name, is SubstInNode.matchAll's "Substitution missing for symbol X declared at
// <its declaration> \nand instantiated in module M." at the INSTANCE statement (the whole definition of a
// named instance, LOCAL included), after the substitutions; a substitution for anything else is
// Generator.generateInstance's "Identifier 'X' is not a legal target of a substitution. ..." at its target
// (the recorded TLC output of SysMoBench's deepseek dqueueValidate; the missing ones are listed constants
// first, then variables, in declaration order, as that record shows for two constants).
//
// A module no file holds is SpecObj.findOrCreateParsedUnit's errors.addAbort(String), which throws;
// SANY.frontEndParse catches the AbortException and prints it and the abort, located at Location.nullLoc:
// "Unknown location", then "Cannot find source file for module M imported in module R." (the recorded
// output of FormaLLM's MultiPaxos_MC). SANYmain looks for the root file before anything else: "Cannot find
// the specified file F." and exit -1.
#include <gtest/gtest.h>

#include "cli_run.h"
#include "sany_location.h"

#include <string>
#include <vector>

namespace {

using sanyloc::loc;

struct Msg {
  std::string at; // the located text
  int nth;        // its occurrence in the file
  std::string text;
};

std::string errorsBlock(const std::string &file, const std::vector<Msg> &errors) {
  std::string out = "Semantic errors:\n\n*** Errors: " + std::to_string(errors.size()) + "\n\n";
  for (const Msg &m : errors)
    out += loc(file, m.at, m.nth) + "\n\n" + m.text + "\n\n\n";
  return out;
}

std::string unknown(const std::string &name) { return "Unknown operator: `" + name + "'."; }
std::string needs(const std::string &name, int n) {
  return "The operator " + name + " requires " + std::to_string(n) + " arguments.";
}

// Every definition the cases apply: a user operator, a LET operator, a RECURSIVE one, a constant, an
// operator parameter, a standard-module operator, an unnamed and a named instance, a parameterized one.
const std::string kHead = "---- MODULE M ----\n"
                          "EXTENDS Naturals, Sequences\n"
                          "CONSTANT c\n"
                          "VARIABLE x\n"
                          "Op(a) == a\n"
                          "RECURSIVE R(_)\n"
                          "R(n) == IF n = 0 THEN 0 ELSE R(n - 1)\n"
                          "I == INSTANCE Sequences\n"
                          "---- MODULE Inner ----\n"
                          "CONSTANT p\n"
                          "Get == p\n"
                          "====\n"
                          "P(p) == INSTANCE Inner\n";

TEST(SanyUnresolvedApplication, ArgumentsAreNotLookedAt) {
  struct Case {
    std::string body;
    std::vector<Msg> errors;
  };
  const std::vector<Case> cases = {
      // An undefined operator: its arguments, undefined too, are not reported.
      {"A == Foo(y, z)", {{"Foo", 1, unknown("Foo")}}},
      {"A == Foo(Bar(y))", {{"Foo", 1, unknown("Foo")}}},
      {"A == Foo(y) + z", {{"Foo", 1, unknown("Foo")}, {"z", 1, unknown("z")}}},
      // Wrong number of arguments, for every kind of operator.
      {"A == Op(y, z)", {{"(y, z)", 1, needs("Op", 1)}}},
      {"A == Len(y, z)", {{"(y, z)", 1, needs("Len", 1)}}},
      {"A == R(y, z)", {{"(y, z)", 1, needs("R", 1)}}},
      {"A == c(y)", {{"(y)", 1, needs("c", 0)}}},
      {"A == x(y)", {{"(y)", 1, needs("x", 0)}}},
      {"A == LET L(u) == u IN L(y, z)", {{"(y, z)", 1, needs("L", 1)}}},
      {"A == \\E b \\in {1} : b(y)", {{"(y)", 1, needs("b", 0)}}},
      {"A(G(_)) == G(y, z)", {{"(y, z)", 1, needs("G", 1)}}},
      // Names through instances: an unknown one is named by its last segment, a wrong arity by the path.
      {"A == I!Foo(y)", {{"Foo", 1, unknown("Foo")}}},
      {"A == Foo!Bar(y)", {{"Bar", 1, unknown("Bar")}}},
      {"A == Foo!Bar!Baz", {{"Baz", 1, unknown("Baz")}}},
      {"A == Foo!9", {{"9", 1, unknown("argument selector 9")}}},
      {"A == I!Foo!Bar(y)", {{"Bar", 1, unknown("Bar")}}},
      {"A == I!Len(y, z)", {{"(y, z)", 1, needs("I!Len", 1)}}},
      {"A == P(y, z)!Get", {{"(y, z)", 1, needs("P", 1)}}},
      {"A == P(1)!Get(y)", {{"(y)", 1, needs("P!Get", 0)}}},
  };
  for (const Case &c : cases) {
    std::string file = kHead + c.body + "\n====\n";
    clirun::SpecDir dir({{"M.tla", file}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    std::string want = errorsBlock(file, c.errors);
    EXPECT_NE(r.out.find(want), std::string::npos) << c.body << "\nwant:\n" << want << "\ngot:\n" << r.out;
    EXPECT_EQ(r.rc, 4) << c.body;
  }
  // Controls: an application SANY builds has its arguments looked at.
  for (const char *body : {"A == Op(y)", "A == I!Len(y)", "A == P(y)!Get", "A == Len(Op(y))"}) {
    std::string file = kHead + body + "\n====\n";
    clirun::SpecDir dir({{"M.tla", file}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    std::string want = errorsBlock(file, {{"y", 1, unknown("y")}});
    EXPECT_NE(r.out.find(want), std::string::npos) << body << "\nwant:\n" << want << "\ngot:\n" << r.out;
  }
}

TEST(SanyInstanceSubstitution, MissingAndIllegalTargets) {
  const std::string inner = "---- MODULE Inner ----\nCONSTANTS c1, F(_)\nVARIABLES v1, v2\nDef == c1\n====\n";
  const std::string m = "---- MODULE M ----\n"
                        "VARIABLE v2\n"
                        "I == INSTANCE Inner WITH v1 <- 1\n"
                        "LOCAL J(x) == INSTANCE Inner WITH c1 <- x, Def <- 2, Zzz <- 3\n"
                        "INSTANCE Inner WITH F <- LAMBDA a : a\n"
                        "LOCAL INSTANCE Inner\n"
                        "====\n";
  auto lineRange = [](int line, int from, int to, const std::string &module) {
    return "line " + std::to_string(line) + ", col " + std::to_string(from) + " to line " + std::to_string(line) +
           ", col " + std::to_string(to) + " of module " + module;
  };
  auto missing = [&](const std::string &name, int line, int from, int to) {
    return "Substitution missing for symbol " + name + " declared at " + lineRange(line, from, to, "Inner") +
           " \nand instantiated in module M.";
  };
  auto illegal = [](const std::string &name) {
    return "Identifier '" + name + "' is not a legal target of a substitution. \nA legal target must be a declared "
           "CONSTANT or VARIABLE in the module being instantiated. \n(Also, check for warnings about multiple "
           "declarations of this same identifier.)";
  };
  const std::string c1 = missing("c1", 2, 11, 12), f = missing("F", 2, 15, 18), v1 = missing("v1", 3, 11, 12);
  const std::vector<std::pair<std::string, std::string>> want = {
      {lineRange(3, 1, 32, "M"), c1},          {lineRange(3, 1, 32, "M"), f},
      {lineRange(4, 44, 46, "M"), illegal("Def")}, {lineRange(4, 54, 56, "M"), illegal("Zzz")},
      {lineRange(4, 1, 61, "M"), f},           {lineRange(4, 1, 61, "M"), v1},
      {lineRange(5, 1, 37, "M"), c1},          {lineRange(5, 1, 37, "M"), v1},
      {lineRange(6, 1, 20, "M"), c1},          {lineRange(6, 1, 20, "M"), f},
      {lineRange(6, 1, 20, "M"), v1},
  };
  std::string block = "Semantic errors:\n\n*** Errors: " + std::to_string(want.size()) + "\n\n";
  for (const auto &[at, text] : want)
    block += at + "\n\n" + text + "\n\n\n";
  clirun::SpecDir dir({{"M.tla", m}, {"Inner.tla", inner}});
  clirun::Result r = dir.run("sany -error-codes M.tla");
  EXPECT_NE(r.out.find(block), std::string::npos) << "want:\n" << block << "\ngot:\n" << r.out;
  EXPECT_EQ(r.rc, 4);
}

std::string abortBlock(const std::string &file, const std::string &message) {
  return "\nFatal errors while parsing TLA+ spec in file " + file +
         "\n\ntla2sany.semantic.AbortException\n*** Abort messages: 1\n\nUnknown location\n\n" + message + "\n\n\n";
}

TEST(SanyMissingModule, AbortAtUnknownLocation) {
  struct Case {
    std::vector<std::pair<std::string, std::string>> files;
    std::string message;
  };
  const std::vector<Case> cases = {
      {{{"M.tla", "---- MODULE M ----\nEXTENDS Missing\n====\n"}},
       "Cannot find source file for module Missing imported in module M."},
      {{{"M.tla", "---- MODULE M ----\nEXTENDS Naturals, Missing\n====\n"}},
       "Cannot find source file for module Missing imported in module M."},
      {{{"M.tla", "---- MODULE M ----\nINSTANCE Missing\n====\n"}},
       "Cannot find source file for module Missing imported in module M."},
      {{{"M.tla", "---- MODULE M ----\nI == INSTANCE Missing\n====\n"}},
       "Cannot find source file for module Missing imported in module M."},
      {{{"M.tla", "---- MODULE M ----\nEXTENDS B\n====\n"}, {"B.tla", "---- MODULE B ----\nEXTENDS Missing\n====\n"}},
       "Cannot find source file for module Missing imported in module B."},
  };
  for (const Case &c : cases) {
    clirun::SpecDir dir(c.files);
    clirun::Result r = dir.run("sany M.tla");
    std::string want = abortBlock("M.tla", c.message);
    EXPECT_NE(r.out.find(want), std::string::npos) << c.files[0].second << "\nwant:\n" << want << "\ngot:\n" << r.out;
    EXPECT_EQ(r.out.find("Could not parse module"), std::string::npos) << r.out;
    EXPECT_EQ(r.rc, 255);
  }
  // The root file itself: SANYmain's check, with the name as given.
  clirun::SpecDir empty({});
  for (const std::string name : {"Nope.tla", "Nope"}) {
    clirun::Result r = empty.run("sany " + name);
    EXPECT_EQ(r.out, "\n****** SANY2 Version 2.2 created 08 July 2020\n\nCannot find the specified file " + name + ".\n")
        << r.out;
    EXPECT_EQ(r.rc, 255);
  }
}

} // namespace
