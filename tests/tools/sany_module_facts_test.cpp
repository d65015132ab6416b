// `tlacore sany -error-codes` on MODULE M items of BY, USE and HIDE (TLAPS syntax), as facts and
// after DEF: Generator.generateUseOrHide keeps M when SymbolTable.resolveModule finds it (an inner
// module named before, of this module or an enclosing one, a module whose analysis is done: one
// the spec EXTENDs or INSTANCEs, directly or through another module) or when M is the current
// module; any other is "Module `M' used without being extended or instantiated." at the name, and
// a statement left with nothing is "Empty USE or HIDE statement." / "Empty BY". Enumerates every
// place an item stands against every kind of module name.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

struct SanyRun {
  int rc;
  std::string out;
};

SanyRun sany(const std::string &body) {
  clirun::SpecDir dir(
      {{"A.tla", "---- MODULE A ----\nEXTENDS Naturals\n====\n"},
       {"B.tla", "---- MODULE B ----\n====\n"},
       {"C.tla", "---- MODULE C ----\n====\n"},
       {"M.tla", "---- MODULE M ----\nEXTENDS A\nINSTANCE B\n" + body + "\n====\n"}});
  clirun::Result r = dir.run("sany -error-codes M.tla");
  return {r.rc, r.out};
}

// The places a MODULE item stands, `%` for the item; each on line 7 of M (after the header,
// EXTENDS A, INSTANCE B, Op and the inner module Inner).
struct Place {
  std::string text;
  std::string empty; // the message of the statement left empty, "" when something else is kept
};

std::vector<Place> places() {
  return {
      {"USE %", "Empty USE or HIDE statement."},
      {"HIDE %", "Empty USE or HIDE statement."},
      {"USE DEF %", "Empty USE or HIDE statement."},
      {"HIDE DEF %", "Empty USE or HIDE statement."},
      {"USE TRUE, % DEF Op", ""},
      {"USE % DEF Op", ""},
      {"THEOREM TRUE BY %", "Empty BY"},
      {"THEOREM TRUE BY DEF %", "Empty BY"},
      {"THEOREM TRUE BY ONLY %", "Empty BY"},
      {"THEOREM TRUE BY %, % DEF Op", ""},
      {"THEOREM TRUE PROOF BY %", "Empty BY"},
  };
}

TEST(SanyModuleFacts, EveryPlaceAgainstEveryModule) {
  struct Module {
    std::string name;
    bool known;
  } modules[] = {
      {"M", true},        // the current module
      {"A", true},        // EXTENDed
      {"B", true},        // INSTANCEd
      {"Naturals", true}, // EXTENDed by A
      {"Inner", true},    // an inner module named before
      {"Later", false},   // an inner module named after
      {"C", false},       // beside the spec, not used
      {"Sequences", false}, {"Zork", false},
  };
  for (const Place &p : places()) {
    for (const Module &m : modules) {
      std::string item = "MODULE " + m.name;
      std::string line = p.text;
      for (size_t at; (at = line.find('%')) != std::string::npos;)
        line.replace(at, 1, item);
      std::string body =
          "Op == 1\n---- MODULE Inner ----\n====\n" + line + "\n---- MODULE Later ----\n====";
      SanyRun r = sany(body);
      SCOPED_TRACE(line);
      // The first item's name, on line 7 of M.
      size_t col = line.find(item) + 7 + 1;
      std::string at = "line 7, col " + std::to_string(col) + " to line 7, col " +
                       std::to_string(col + m.name.size() - 1) + " of module M";
      std::string unknown =
          at + "\n\nModule `" + m.name + "' used without being extended or instantiated.\n";
      if (m.known) {
        EXPECT_EQ(r.out.find("Semantic errors"), std::string::npos) << r.out;
        EXPECT_EQ(r.rc, 0) << r.out;
        continue;
      }
      EXPECT_NE(r.out.find(unknown), std::string::npos) << "want:\n"
                                                        << unknown << "got:\n"
                                                        << r.out;
      if (p.empty.empty()) {
        EXPECT_EQ(r.out.find("Empty "), std::string::npos) << r.out;
      } else {
        EXPECT_NE(r.out.find("\n\n" + p.empty + "\n"), std::string::npos) << r.out;
      }
      EXPECT_EQ(r.rc, 4) << r.out;
    }
  }
}

// In a proof: a step's USE, HIDE and BY, and MODULE items mixed with facts in order.
TEST(SanyModuleFacts, ProofStepsAndOrder) {
  SanyRun r = sany("THEOREM TRUE\n<1>1. TRUE BY MODULE Zork\n<1>2. USE MODULE M, MODULE Yak\n<1> "
                   "QED BY MODULE A");
  std::string want =
      "*** Errors: 3\n\n"
      "line 5, col 22 to line 5, col 25 of module M\n\nModule `Zork' used without being extended "
      "or "
      "instantiated.\n\n\n"
      "line 5, col 12 to line 5, col 25 of module M\n\nEmpty BY\n\n\n"
      "line 6, col 28 to line 6, col 30 of module M\n\nModule `Yak' used without being extended or "
      "instantiated.\n\n\n";
  EXPECT_NE(r.out.find(want), std::string::npos) << "want:\n" << want << "got:\n" << r.out;
  EXPECT_EQ(r.rc, 4);
}

} // namespace
