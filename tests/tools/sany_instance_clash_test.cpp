// `tlacore sany` on a definition an unnamed INSTANCE brings in under a name already visible: SANY's
// Generator.generateInstance adds the instantiated module's own node (a parameter-free module, or a
// definition it has from a parameter-free module, unless LOCAL) or a new node at the INSTANCE statement,
// and SymbolTable.addSymbol reports another kind or arity as an error ("Multiply-defined symbol") and the
// same kind and arity as a warning ("Multiple declarations or definitions") unless
// SymbolNode.sameOriginallyDefinedInModule holds: the same source definition, of a module without
// constants or variables. The message stands where the added node does. A theorem a parameterized module
// has from a parameter-free one is taken over without addSymbol. (Examples' APReadersWriters relies on the
// warning: its own ToSet duplicates the one INSTANCE ReadersWriters brings.)
#include <gtest/gtest.h>

#include "cli_run.h"
#include "sany_location.h"

#include <map>
#include <string>
#include <vector>

namespace {

using sanyloc::loc;

struct Case {
  std::string name;    // what the case shows
  std::string e, n, m; // modules E (extended by M), N (instantiated by M) and M's body
  std::string prevModule, prevText; // where the visible definition stands
  std::string atModule, atText;     // where SANY's message stands (the added node)
  std::string symbol;
  int want;            // 0 silent, 1 warning, 2 error
};

std::string mod(const std::string &name, const std::string &body) {
  return "---- MODULE " + name + " ----\n" + body + "\n====\n";
}

TEST(SanyInstanceClash, KindArityAndSourceDecide) {
  const std::string p = mod("P", "F(x) == x\nTHEOREM T == TRUE");
  const Case cases[] = {
      {"visible one from EXTENDS, N parameter-free (N's own node, at its definition)", "F(a) == a", "F(b) == b",
       "EXTENDS E\nINSTANCE N", "E", "F(a) == a", "N", "F(b) == b", "F", 1},
      {"visible one from EXTENDS, N with a constant (a new node at the INSTANCE)", "F(a) == a",
       "CONSTANT C\nF(b) == b", "EXTENDS E\nINSTANCE N WITH C <- 1", "E", "F(a) == a", "M",
       "INSTANCE N WITH C <- 1", "F", 1},
      {"defined in M, N with a constant: other sources (APReadersWriters)", "G == 0", "CONSTANT C\nF(b) == b",
       "EXTENDS E\nF(a) == a\nINSTANCE N WITH C <- 1", "M", "F(a) == a", "M", "INSTANCE N WITH C <- 1", "F", 1},
      {"defined in M, N parameter-free", "G == 0", "F(b) == b", "EXTENDS E\nF(a) == a\nINSTANCE N", "M",
       "F(a) == a", "N", "F(b) == b", "F", 1},
      {"another arity", "F(a, c) == a", "F(b) == b", "EXTENDS E\nINSTANCE N", "E", "F(a, c) == a", "N",
       "F(b) == b", "F", 2},
      {"a constant of M", "G == 0", "F == 1", "EXTENDS E\nCONSTANT F\nINSTANCE N", "M", "F", "N", "F == 1", "F", 2},
      {"N's definition from parameter-free P (P's node, at its definition)", "G == 0", "EXTENDS P\nCONSTANT C",
       "EXTENDS E\nF(y) == y\nINSTANCE N WITH C <- 1", "M", "F(y) == y", "P", "F(x) == x", "F", 1},
      {"N's definition from P, M extends P too: the same node", "G == 0", "EXTENDS P\nCONSTANT C",
       "EXTENDS E, P\nINSTANCE N WITH C <- 1", "", "", "", "", "F", 0},
      {"M extends N with a constant and instantiates it: the same source, not parameter-free", "G == 0",
       "CONSTANT C\nF(b) == b", "EXTENDS N\nINSTANCE N", "N", "F(b) == b", "M", "INSTANCE N", "F", 1},
      // The first INSTANCE's node for F stands at that statement too (generateInstance's new OpDefNode).
      {"the same parameterized instance twice", "G == 0", "CONSTANT C\nF(b) == b",
       "INSTANCE N WITH C <- 1\nINSTANCE N WITH C <- 2", "M", "INSTANCE N WITH C <- 1", "M", "INSTANCE N WITH C <- 2",
       "F", 1},
      {"LOCAL INSTANCE of a parameter-free N: a new node at the INSTANCE", "G == 0", "F(b) == b",
       "F(a) == a\nLOCAL INSTANCE N", "M", "F(a) == a", "M", "LOCAL INSTANCE N", "F", 1},
      {"EXTENDS E and LOCAL INSTANCE E: the same parameter-free source", "F(a) == a", "G == 1",
       "EXTENDS E\nLOCAL INSTANCE E", "", "", "", "", "F", 0},
      {"a theorem of M and one of parameter-free N", "G == 0", "THEOREM T == FALSE",
       "THEOREM T == TRUE\nINSTANCE N", "M", "THEOREM T == TRUE", "N", "THEOREM T == FALSE", "T", 1},
      {"an assumption of M and a theorem of N: one kind", "G == 0", "THEOREM T == FALSE",
       "ASSUME T == TRUE\nINSTANCE N", "M", "ASSUME T == TRUE", "N", "THEOREM T == FALSE", "T", 1},
      {"a theorem N has from parameter-free P: no addSymbol", "G == 0", "EXTENDS P\nCONSTANT C",
       "THEOREM T == 1\nINSTANCE N WITH C <- 1", "", "", "", "", "T", 0},
      {"N's own named instance (not brought in)", "G == 0", "F == INSTANCE P", "EXTENDS E\nCONSTANT F\nINSTANCE N",
       "", "", "", "", "F", 0},
  };
  for (const Case &c : cases) {
    std::map<std::string, std::string> files = {{"P", p}, {"E", mod("E", c.e)}, {"N", mod("N", c.n)}, {"M", mod("M", c.m)}};
    clirun::SpecDir dir({{"P.tla", files["P"]}, {"E.tla", files["E"]}, {"N.tla", files["N"]}, {"M.tla", files["M"]}});
    clirun::Result r = dir.run("sany -error-codes M.tla");
    if (c.want == 0) {
      EXPECT_EQ(r.rc, 0) << c.name << "\n" << r.out;
      EXPECT_EQ(r.out.find("Semantic errors"), std::string::npos) << c.name << "\n" << r.out;
      continue;
    }
    std::string prev = loc(c.prevModule, files[c.prevModule], c.prevText);
    std::string at = loc(c.atModule, files[c.atModule], c.atText);
    if (c.want == 1) {
      EXPECT_EQ(r.rc, 0) << c.name << "\n" << r.out;
      std::string want = "*** Warnings: 1\n\n" + at + "\n\nMultiple declarations or definitions for symbol " + c.symbol +
                         ".  \nThis duplicates the one at " + prev + ".\n";
      EXPECT_NE(r.out.find(want), std::string::npos) << c.name << "\nwant:\n" << want << "\ngot:\n" << r.out;
    } else {
      EXPECT_EQ(r.rc, 4) << c.name << "\n" << r.out;
      std::string want = "*** Errors: 1\n\n" + at + "\n\nMultiply-defined symbol '" + c.symbol +
                         "': this definition or declaration conflicts \nwith the one at " + prev + ".\n";
      EXPECT_NE(r.out.find(want), std::string::npos) << c.name << "\nwant:\n" << want << "\ngot:\n" << r.out;
    }
  }
}


// The class generated: where the visible F comes from (M, EXTENDS E, EXTENDS P) x how N has its F (its
// own definition or from parameter-free P) x N parameter-free or with a constant x LOCAL or not x N's F
// (an operator of the visible one's arity, of another arity, a theorem). The expectation follows
// SANY's code step by step: the node generateInstance adds (N's or P's own node, else a new one at the
// INSTANCE statement), addSymbol's kind/arity test and sameOriginallyDefinedInModule.
TEST(SanyInstanceClash, GeneratedOriginsKindsAndLocality) {
  const std::string prevDef = "F(a) == a";
  const std::string nDefs[] = {"F(b) == b", "F(b, c) == b", "THEOREM F == TRUE"};
  int checked = 0;
  for (const std::string prevAt : {"M", "E", "P"})
    for (bool fromP : {false, true})
      for (bool nConst : {false, true})
        for (bool local : {false, true})
          for (int k = 0; k < 3; ++k) {
            std::string nDef = nDefs[k];
            if (prevAt == "P" && fromP)
              nDef = prevDef; // P holds one F: the very definition M sees
            std::string pBody = prevAt == "P" ? prevDef : fromP ? nDef : "H == 2";
            std::string eBody = prevAt == "E" ? prevDef : "G == 0";
            std::string nBody = std::string(fromP ? "EXTENDS P\n" : "") + (nConst ? "CONSTANT C\n" : "") + (fromP ? "" : nDef);
            std::string inst = std::string(local ? "LOCAL " : "") + "INSTANCE N" + (nConst ? " WITH C <- 1" : "");
            std::string mBody = std::string("EXTENDS E") + (prevAt == "P" ? ", P" : "") + "\n" +
                                (prevAt == "M" ? prevDef + "\n" : "") + inst;
            std::map<std::string, std::string> files = {
                {"P", mod("P", pBody)}, {"E", mod("E", eBody)}, {"N", mod("N", nBody)}, {"M", mod("M", mBody)}};
            // SANY: the node added and where it stands.
            bool theorem = nDef.rfind("THEOREM", 0) == 0;
            bool keepsNode = !local && (!nConst || fromP); // N parameter-free, or F's origin P is
            std::string atModule = keepsNode ? (fromP ? "P" : "N") : "M";
            std::string atText = keepsNode ? nDef : inst;
            int want; // 0 silent, 1 warning, 2 error
            if (theorem && keepsNode && nConst)
              want = 0; // taken over without addSymbol
            else if (theorem || (nDef != "F(b) == b" && nDef != prevDef))
              want = 2; // another kind or arity
            else if (prevAt == "P" && fromP)
              want = 0; // the same source, of a parameter-free module
            else
              want = 1;
            clirun::SpecDir dir({{"P.tla", files["P"]}, {"E.tla", files["E"]}, {"N.tla", files["N"]}, {"M.tla", files["M"]}});
            clirun::Result r = dir.run("sany -error-codes M.tla");
            std::string name = "prev in " + prevAt + (fromP ? ", N's F from P" : ", N's own F") +
                               (nConst ? ", N with a constant" : ", N parameter-free") + (local ? ", LOCAL" : "") +
                               ", N has " + nDef;
            ++checked;
            if (want == 0) {
              EXPECT_EQ(r.rc, 0) << name << "\n" << r.out;
              EXPECT_EQ(r.out.find("Semantic errors"), std::string::npos) << name << "\n" << r.out;
              continue;
            }
            std::string prev = loc(prevAt, files[prevAt], prevDef);
            std::string at = loc(atModule, files[atModule], atText);
            std::string want1 = want == 1 ? "*** Warnings: 1\n\n" + at + "\n\nMultiple declarations or definitions for symbol F.  \nThis duplicates the one at " + prev + ".\n"
                                          : "*** Errors: 1\n\n" + at + "\n\nMultiply-defined symbol 'F': this definition or declaration conflicts \nwith the one at " + prev + ".\n";
            EXPECT_EQ(r.rc, want == 1 ? 0 : 4) << name << "\n" << r.out;
            EXPECT_NE(r.out.find(want1), std::string::npos) << name << "\nwant:\n" << want1 << "\ngot:\n" << r.out;
          }
  EXPECT_EQ(checked, 72);
}

} // namespace
