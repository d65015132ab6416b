// `tlacore sany` naming a definition of a standard module SANY ships (tla2sany/StandardModules):
// SANY prints the place its own file gives the definition ("This duplicates the one at line 14,
// col 1 to line 14, col 16 of module Naturals"), which tlacore's restated module (semantic/stdlib)
// does not share. Enumerates every definition of Naturals, Integers, Reals, Sequences, FiniteSets
// and Bags, redefined after EXTENDS (processOperator's error and SymbolTable.addSymbol's
// warning), and a named THEOREM of a standard name (addSymbol's error).
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

struct Redefinition {
  std::string module;
  std::string text; // a definition of the same name and arity
  std::string at;   // SANY's place of the standard definition
};

std::vector<Redefinition> redefinitions() {
  return {
      {"Naturals", "Nat == 1", "line 14, col 1 to line 14, col 16"},
      {"Naturals", "a + b == 1", "line 15, col 1 to line 15, col 19"},
      {"Naturals", "a - b == 1", "line 17, col 1 to line 17, col 33"},
      {"Naturals", "a * b == 1", "line 18, col 1 to line 18, col 17"},
      {"Naturals", "a ^ b == 1", "line 19, col 1 to line 19, col 19"},
      {"Naturals", "a < b == 1", "line 20, col 1 to line 20, col 19"},
      {"Naturals", "a > b == 1", "line 21, col 1 to line 21, col 19"},
      {"Naturals", "a \\leq b == 1", "line 22, col 1 to line 22, col 19"},
      {"Naturals", "a \\geq b == 1", "line 23, col 1 to line 23, col 19"},
      {"Naturals", "a % b == 1", "line 33, col 1 to line 33, col 20"},
      {"Naturals", "a \\div b == 1", "line 34, col 1 to line 34, col 20"},
      {"Naturals", "a .. b == 1", "line 35, col 1 to line 35, col 20"},
      {"Integers", "Int == 1", "line 18, col 1 to line 18, col 12"},
      {"Integers", "-. a == 1", "line 22, col 1 to line 22, col 13"},
      {"Reals", "Real == 1", "line 15, col 1 to line 15, col 16"},
      {"Reals", "a / b == 1", "line 16, col 1 to line 16, col 38"},
      {"Reals", "Infinity == 1", "line 17, col 1 to line 17, col 65"},
      {"Sequences", "Seq(S) == 1", "line 20, col 1 to line 20, col 41"},
      {"Sequences", "Len(s) == 1", "line 25, col 1 to line 25, col 44"},
      {"Sequences", "s \\o t == 1", "line 30, col 1 to line 31, col 76"},
      {"Sequences", "Append(s, e) == 1", "line 36, col 1 to line 36, col 26"},
      {"Sequences", "Head(s) == 1", "line 41, col 1 to line 41, col 15"},
      {"Sequences", "Tail(s) == 1", "line 42, col 1 to line 42, col 61"},
      {"Sequences", "SubSeq(s, m, n) == 1", "line 48, col 1 to line 48, col 50"},
      {"Sequences", "SelectSeq(s, T(_)) == 1", "line 53, col 1 to line 65, col 14"},
      {"FiniteSets", "IsFiniteSet(S) == 1", "line 14, col 1 to line 19, col 68"},
      {"FiniteSets", "Cardinality(S) == 1", "line 21, col 1 to line 27, col 11"},
      {"Bags", "IsABag(B) == 1", "line 20, col 1 to line 24, col 41"},
      {"Bags", "BagToSet(B) == 1", "line 26, col 1 to line 26, col 23"},
      {"Bags", "SetToBag(S) == 1", "line 31, col 1 to line 31, col 30"},
      {"Bags", "BagIn(e, B) == 1", "line 36, col 1 to line 36, col 31"},
      {"Bags", "EmptyBag == 1", "line 41, col 1 to line 41, col 24"},
      {"Bags", "B1 (+) B2 == 1", "line 43, col 1 to line 49, col 46"},
      {"Bags", "B1 (-) B2 == 1", "line 51, col 1 to line 60, col 50"},
      {"Bags", "BagUnion(S) == 1", "line 74, col 1 to line 79, col 58"},
      {"Bags", "B1 \\sqsubseteq B2 == 1", "line 81, col 1 to line 87, col 42"},
      {"Bags", "SubBag(B) == 1", "line 89, col 1 to line 110, col 11"},
      {"Bags", "BagOfAll(F(_), B) == 1", "line 122, col 1 to line 130, col 66"},
      {"Bags", "BagCardinality(B) == 1", "line 132, col 1 to line 138, col 8"},
      {"Bags", "CopiesIn(e, B) == 1", "line 140, col 1 to line 145, col 33"},
  };
}

std::string sany(const std::string &body) {
  clirun::SpecDir dir({{"M.tla", "---- MODULE M ----\n" + body + "\n====\n"}});
  return dir.run("sany M.tla").out;
}

TEST(SanyStandardLocations, EveryStandardDefinitionRedefined) {
  for (const Redefinition &r : redefinitions()) {
    std::string out = sany("EXTENDS " + r.module + "\n" + r.text);
    std::string want = ".  \nThis duplicates the one at " + r.at + " of module " + r.module + ".\n";
    EXPECT_NE(out.find(want), std::string::npos) << r.text << "\nwant:\n"
                                                 << want << "got:\n"
                                                 << out;
  }
}

TEST(SanyStandardLocations, NamedTheoremOfAStandardName) {
  std::string out =
      sany("EXTENDS Naturals, Sequences\nTHEOREM Nat == TRUE\nTHEOREM Append == TRUE");
  for (const std::string &want :
       {std::string("line 3, col 1 to line 3, col 19 of module M\n\nMultiply-defined symbol 'Nat': "
                    "this definition or "
                    "declaration conflicts \nwith the one at line 14, col 1 to line 14, col 16 of "
                    "module Naturals.\n"),
        std::string("line 4, col 1 to line 4, col 22 of module M\n\nMultiply-defined symbol "
                    "'Append': this definition "
                    "or declaration conflicts \nwith the one at line 36, col 1 to line 36, col 26 "
                    "of module "
                    "Sequences.\n")})
    EXPECT_NE(out.find(want), std::string::npos) << "want:\n" << want << "got:\n" << out;
}

} // namespace
