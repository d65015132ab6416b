// `tlacore sany` on DEF items SANY refuses and on declarations of a visible name.
//
// Generator.generateUseOrHide resolves a DEF item with selectorToNode (expectedArity -1) and keeps it only
// when it names a user-defined operator or function, a theorem or assumption, or an instance; any other item
// -- a name that does not resolve, a constant, a variable, a built-in -- gets "DEF clause entry should
// describe a defined operator." at the item, after the errors resolving it (Errors.addError keeps one of two
// equal messages at one place). A BY left with no fact and no DEF item is "Empty BY" (generateLeafProof, at
// the BY), a USE or HIDE "Empty USE or HIDE statement." (generateModule, generateProof, at the statement).
//
// A CONSTANT or VARIABLE declaration of a visible name meets only SymbolTable.addSymbol: another kind or
// arity is "Multiply-defined symbol", the same kind and arity a warning, "Multiple declarations or
// definitions" (found by the AI-written specs of LUC-AI4FM/tla_benchmark, whose recorded SANY output says
// "Multiply-defined symbol 'Any'" for CONSTANTS Object, Any under EXTENDS TLC).
#include <gtest/gtest.h>

#include "cli_run.h"
#include "sany_location.h"

#include <string>
#include <utility>
#include <vector>

namespace {

using sanyloc::loc;

struct Msg {
  std::string at;   // the located text
  int nth;          // its occurrence
  std::string text; // SANY's message
};

std::string report(const std::string &file, const std::vector<Msg> &errors, const std::vector<Msg> &warnings) {
  std::string out;
  if (!errors.empty()) {
    out += "*** Errors: " + std::to_string(errors.size()) + "\n\n";
    for (const Msg &m : errors)
      out += loc(file, m.at, m.nth) + "\n\n" + m.text + "\n\n\n";
  }
  if (!warnings.empty()) {
    out += "*** Warnings: " + std::to_string(warnings.size()) + "\n\n";
    for (const Msg &m : warnings)
      out += loc(file, m.at, m.nth) + "\n\n" + m.text + "\n\n\n";
  }
  return out;
}

const std::string kHead = "---- MODULE M ----\nEXTENDS Naturals\nCONSTANT c, G(_)\nVARIABLE x\nFoo == TRUE\n"
                          "f[n \\in Nat] == n\nI == INSTANCE Naturals\nTHEOREM T0 == TRUE\nASSUME A0 == TRUE\n";

const std::string kDefClause = "DEF clause entry should describe a defined operator.";

std::string unknown(const std::string &name) { return "Unknown operator: `" + name + "'."; }

TEST(SanyDefItems, RefusedItemsAndEmptyStatements) {
  struct Case {
    std::string body;
    std::vector<Msg> errors;
  };
  const std::vector<Case> cases = {
      {"THEOREM T1 == TRUE BY DEF Zzz",
       {{"Zzz", 1, unknown("Zzz")}, {"Zzz", 1, kDefClause}, {"BY DEF Zzz", 1, "Empty BY"}}},
      {"THEOREM T1 == TRUE BY T0 DEF Zzz", {{"Zzz", 1, unknown("Zzz")}, {"Zzz", 1, kDefClause}}},
      {"THEOREM T1 == TRUE BY DEF Foo, Zzz", {{"Zzz", 1, unknown("Zzz")}, {"Zzz", 1, kDefClause}}},
      {"USE DEF Zzz", {{"Zzz", 1, unknown("Zzz")}, {"Zzz", 1, kDefClause}, {"USE DEF Zzz", 1,
                                                                            "Empty USE or HIDE statement."}}},
      {"HIDE DEF c", {{"c", 2, kDefClause}, {"HIDE DEF c", 1, "Empty USE or HIDE statement."}}},
      {"THEOREM T1 == TRUE BY DEF x", {{"x", 2, kDefClause}, {"BY DEF x", 1, "Empty BY"}}},
      {"USE DEF G, Foo", {{"G", 2, kDefClause}}},
      {"USE T0 DEF x, c", {{"x", 2, kDefClause}, {"c", 2, kDefClause}}},
      {"THEOREM T1 == TRUE BY DEF I!Zzz",
       {{"Zzz", 1, unknown("Zzz")}, {"I!Zzz", 1, kDefClause}, {"BY DEF I!Zzz", 1, "Empty BY"}}},
      {"THEOREM T1 == TRUE\n<1>1. TRUE OBVIOUS\n<1>2. USE DEF Zzz\n<1> QED",
       {{"Zzz", 1, unknown("Zzz")}, {"Zzz", 1, kDefClause}, {"USE DEF Zzz", 1, "Empty USE or HIDE statement."}}},
      {"THEOREM T1 == TRUE\n<1>1. TRUE OBVIOUS\n<1> QED BY <1>1 DEF x",
       {{"x", 2, kDefClause}}},
      {"THEOREM T1 == TRUE\n<1>1. TRUE OBVIOUS\n<1> QED BY DEF c",
       {{"c", 2, kDefClause}, {"BY DEF c", 1, "Empty BY"}}},
  };
  for (const Case &c : cases) {
    std::string file = kHead + c.body + "\n====\n";
    clirun::SpecDir dir({{"M.tla", file}});
    clirun::Result r = dir.run("sany M.tla");
    std::string want = report(file, c.errors, {});
    EXPECT_NE(r.out.find("Semantic errors:\n\n" + want), std::string::npos)
        << c.body << "\nwant:\n" << want << "\ngot:\n" << r.out;
  }
  // Kept: operators, functions, theorems, assumptions, instances, DEFINE steps.
  for (const std::string &body :
       {"USE DEF Foo, f, T0, A0, I", "HIDE DEF Foo", "THEOREM T1 == TRUE BY DEF Foo, +, Nat",
        "THEOREM T1 == TRUE\n<1> D == 1\n<1> QED BY DEF D, I, f", "THEOREM T1 == TRUE BY T0"}) {
    std::string file = kHead + body + "\n====\n";
    clirun::SpecDir dir({{"M.tla", file}});
    clirun::Result r = dir.run("sany M.tla");
    EXPECT_EQ(r.rc, 0) << body << "\n" << r.out;
    EXPECT_EQ(r.out.find("Semantic errors"), std::string::npos) << body << "\n" << r.out;
  }
}

// CONSTANT and VARIABLE declarations of a visible name, against every kind of visible symbol.
TEST(SanyDefItems, DeclarationsOfAVisibleName) {
  const std::string multiply = "Multiply-defined symbol '%': this definition or declaration conflicts \nwith the one at ";
  auto conflict = [&](const std::string &name, const std::string &file, const std::string &prevText, int nth) {
    std::string m = multiply;
    m.replace(m.find('%'), 1, name);
    return m + loc(file, prevText, nth) + ".";
  };
  auto duplicate = [&](const std::string &name, const std::string &file, const std::string &prevText, int nth) {
    return "Multiple declarations or definitions for symbol " + name + ".  \nThis duplicates the one at " +
           loc(file, prevText, nth) + ".";
  };
  struct Case {
    std::string body;
    std::string name, at;
    int atNth;
    std::string prev;
    int prevNth;
    bool warning;
  };
  const std::vector<Case> cases = {
      {"CONSTANT a\nVARIABLE a", "a", "a", 2, "a", 1, false},
      {"VARIABLE a\nCONSTANT a", "a", "a", 2, "a", 1, false},
      {"CONSTANT a\nCONSTANT a", "a", "a", 2, "a", 1, true},
      {"VARIABLE a\nVARIABLES b, a", "a", "a", 2, "a", 1, true},
      // A declaration with arguments is SANY's whole N_IdentDecl, `a(_)`.
      {"CONSTANT a(_)\nCONSTANT a", "a", "a", 2, "a(_)", 1, false},
      {"CONSTANT a\nCONSTANT a(_, _)", "a", "a(_, _)", 1, "a", 1, false},
      {"CONSTANT a(_)\nCONSTANT a(_)", "a", "a(_)", 2, "a(_)", 1, true},
      {"Op == 1\nVARIABLE Op", "Op", "Op", 2, "Op == 1", 1, false},
      {"Op == 1\nCONSTANT Op", "Op", "Op", 2, "Op == 1", 1, false},
      {"THEOREM Th == TRUE\nCONSTANT Th", "Th", "Th", 2, "THEOREM Th == TRUE", 1, false},
      {"J == INSTANCE Naturals\nVARIABLE J", "J", "J", 2, "J == INSTANCE Naturals", 1, false},
  };
  for (const Case &c : cases) {
    std::string file = "---- MODULE M ----\n" + c.body + "\n====\n";
    clirun::SpecDir dir({{"M.tla", file}});
    clirun::Result r = dir.run("sany M.tla");
    std::string want;
    if (c.warning) {
      want = "*** Warnings: 1\n\n" + loc(file, c.at, c.atNth) + "\n\n" + duplicate(c.name, file, c.prev, c.prevNth) +
             "\n\n\n";
      EXPECT_EQ(r.rc, 0) << c.body << "\n" << r.out;
    } else {
      want = "*** Errors: 1\n\n" + loc(file, c.at, c.atNth) + "\n\n" + conflict(c.name, file, c.prev, c.prevNth) +
             "\n\n\n";
    }
    EXPECT_NE(r.out.find(want), std::string::npos) << c.body << "\nwant:\n" << want << "\ngot:\n" << r.out;
  }
}

} // namespace
