// TLC's warning for a SYMMETRY whose sets are too small to permute
// (EC.TLC_SYMMETRY_SET_TOO_SMALL: "The set%1% %2% %3% been defined to be a
// symmetry set but contain%4% less than two elements.", from its
// SpecProcessor, printed after "Starting..."; Tool.getSymmetryPerms). The
// class: the symmetry definition's operands (an operator applied to
// arguments: \cup of Permutations(...), or one Permutations(S)); when there
// are no more permutations than operands, every operand is named; otherwise
// an operand Permutations(X) whose X TLC holds as an enumerated set (a cfg
// CONSTANT's set, a definition's set written {..} or {e : x \in S}) is named
// when no model value of it is moved, other operands are not looked at. One
// name or several (", and "), every search mode, and -nowarning. The rows of
// Github432Test (its four cfgs) and the recorded TLC 1.8.0 output of the
// Examples' Paxos/MCPaxos.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

const std::string kModule = "---- MODULE S ----\nEXTENDS TLC\nCONSTANT Humans, Others\n"
                            "symmetry == Permutations(Humans) \\union Permutations(Others)\nVARIABLES set\n"
                            "TypeOK == set \\subseteq Humans\nInit == set = {}\n"
                            "Next == \\E h \\in Humans : set' = set \\union {h}\n====\n";

std::string cfg(const std::string &humans, const std::string &others) {
  return "CONSTANT Humans = {" + humans + "}\nCONSTANT Others = {" + others +
         "}\nINIT Init\nNEXT Next\nSYMMETRY symmetry\nINVARIANT TypeOK\n";
}

std::string line(const std::string &text) {
  return "Warning: " + text + "\n(Use the -nowarning option to disable this warning.)\nComputing initial states...\n";
}

clirun::Result run(const std::string &module, const std::string &config, const std::string &flags = "") {
  SpecDir dir({{"S.tla", module}, {"S.cfg", config}});
  return dir.run("tlc -workers 1 -deadlock " + flags + " S.tla");
}

TEST(TlcSymmetryWarning, Github432sFourCases) {
  struct Case {
    const char *humans, *others;
    std::string expected; // empty: no warning
  } cases[] = {
      {"Alice", "Cat, Dog", "The set Humans has been defined to be a symmetry set but contains less than two elements."},
      {"", "Emu", "The sets Humans, and Others have been defined to be a symmetry set but contain less than two elements."},
      {"Frank, Glenda", "", "The set Others has been defined to be a symmetry set but contains less than two elements."},
      {"Hauser, Ignatio", "Jackal, Kangaroo", ""},
  };
  for (const Case &c : cases) {
    clirun::Result r = run(kModule, cfg(c.humans, c.others));
    if (c.expected.empty()) {
      EXPECT_EQ(r.out.find("symmetry set"), std::string::npos) << r.out;
    } else {
      EXPECT_NE(r.out.find(line(c.expected)), std::string::npos) << r.out;
      EXPECT_LT(r.out.find("Starting... ("), r.out.find("Warning: The set")) << r.out;
    }
    EXPECT_EQ(r.rc, 0) << r.out;
  }
}

TEST(TlcSymmetryWarning, OnePermutationsOfASingleton) {
  std::string module = "---- MODULE S ----\nEXTENDS TLC\nCONSTANT P\nSym == Permutations(P)\nVARIABLE x\n"
                       "Init == x \\in P\nNext == UNCHANGED x\n====\n";
  clirun::Result one = run(module, "CONSTANT P = {p}\nINIT Init\nNEXT Next\nSYMMETRY Sym\n");
  EXPECT_NE(one.out.find(line("The set P has been defined to be a symmetry set but contains less than two elements.")),
            std::string::npos)
      << one.out;
  clirun::Result two = run(module, "CONSTANT P = {p, q}\nINIT Init\nNEXT Next\nSYMMETRY Sym\n");
  EXPECT_EQ(two.out.find("symmetry set"), std::string::npos) << two.out;
  EXPECT_NE(two.out.find("1 distinct state"), std::string::npos) << two.out; // p and q are one state
}

// MCPaxos's form: the sets are definitions substituted for constants; with
// one element each there are no more permutations than operands, and TLC
// names every operand by the constant the cfg substitutes it for (TLC
// 1.8.0's recorded output for the Examples' Paxos/MCPaxos.cfg, whose
// MCAcceptor and MCValue hold one model value each: "Acceptor, and Value").
TEST(TlcSymmetryWarning, SingletonDefinitionsAreNamedByTheirConstants) {
  auto module = [](const std::string &acceptors, const std::string &values) {
    return "---- MODULE S ----\nEXTENDS TLC\nCONSTANT Acceptor, Value, a1, a2, v1, v2\n"
           "MCAcceptor == {" + acceptors + "}\nMCValue == {" + values + "}\n"
           "Sym == Permutations(MCAcceptor) \\cup Permutations(MCValue)\nVARIABLE x\n"
           "Init == x \\in Acceptor\nNext == UNCHANGED x\n====\n";
  };
  const std::string config = "CONSTANTS a1 = a1 a2 = a2 v1 = v1 v2 = v2\nAcceptor <- MCAcceptor\n"
                             "Value <- MCValue\nINIT Init\nNEXT Next\nSYMMETRY Sym\n";
  clirun::Result one = run(module("a1", "v1"), config);
  EXPECT_NE(one.out.find(line("The sets Acceptor, and Value have been defined to be a symmetry set but contain less "
                              "than two elements.")),
            std::string::npos)
      << one.out;
  // Two elements each: Tool.getSymmetryPerms finds both definitions' sets
  // (their values, evaluated by SpecProcessor) moved: no warning (TLC 1.8.0's
  // recorded output for the Examples' Paxos/MCVoting.cfg, MCAcceptor ==
  // {a1, a2, a3} and MCValue == {v1, v2}, has none), and the symmetry makes
  // a1 and a2 one state.
  clirun::Result two = run(module("a1, a2", "v1, v2"), config);
  EXPECT_EQ(two.out.find("symmetry set"), std::string::npos) << two.out;
  EXPECT_NE(two.out.find("1 distinct state"), std::string::npos) << two.out;
}

// The class: with more permutations than operands, Tool.getSymmetryPerms
// looks at an operand Permutations(X) only where X's tool object is an
// enumerated set (getSetEnumValueFromArgumentNode) and names it when no
// model value of that set is moved. Each kind of X beside Permutations(H),
// H = {h1, h2}: a CONSTANT the cfg gives a set; a CONSTANT the cfg
// substitutes a definition for (its tool object is the definition: not
// looked at); a definition written {a, b} or {e : x \in S} (evaluated to an
// enumerated set); a definition TLC keeps lazy (S \cup T, a..b: not looked
// at); a definition the cfg gives a set.
TEST(TlcSymmetryWarning, OperandKindsTlcLooksAt) {
  struct Case {
    const char *operand, *defs, *cfg;
    std::string named; // "" : no warning
  } cases[] = {
      {"X", "", "X = {m1, m2}", ""},
      {"X", "", "X = {m1}", "X"},
      {"X", "D == {m1}\n", "X <- D", ""},
      {"D", "D == {m1}\n", "X <- D", "X"}, // named by the constant the cfg substitutes D for
      {"D", "D == {m1, m2}\n", "X <- D", ""},
      {"D", "D == {m1}\n", "X = {m1}", "D"},
      {"D", "D == {y : y \\in {m1}}\n", "X = {m1}", "D"},
      {"D", "D == {m1} \\cup {}\n", "X = {m1}", ""},
      {"D", "D == {m2}\n", "X = {m1}\nD = {m1}", "D"},
  };
  for (const Case &c : cases) {
    std::string operand = c.operand;
    std::string module = "---- MODULE S ----\nEXTENDS TLC\nCONSTANT H, X, h1, h2, m1, m2\n" + std::string(c.defs) +
                         "Sym == Permutations(H) \\cup Permutations(" + operand +
                         ")\nVARIABLE x\nInit == x \\in H\nNext == UNCHANGED x\n====\n";
    std::string config = "CONSTANTS h1 = h1 h2 = h2 m1 = m1 m2 = m2 H = {h1, h2}\n" + std::string(c.cfg) +
                         "\nINIT Init\nNEXT Next\nSYMMETRY Sym\n";
    clirun::Result r = run(module, config);
    if (c.named.empty())
      EXPECT_EQ(r.out.find("symmetry set"), std::string::npos) << c.defs << c.cfg << "\n" << r.out;
    else
      EXPECT_NE(r.out.find(line("The set " + c.named +
                                " has been defined to be a symmetry set but contains less than two elements.")),
                std::string::npos)
          << c.defs << c.cfg << "\n" << r.out;
    EXPECT_NE(r.out.find("1 distinct state"), std::string::npos) << c.defs << c.cfg << "\n" << r.out;
    EXPECT_EQ(r.rc, 0) << r.out;
  }
}

TEST(TlcSymmetryWarning, EveryModeAndNoWarning) {
  const std::string text = "The set Humans has been defined to be a symmetry set but contains less than two elements.";
  for (const char *mode : {"", "-dfid 3", "-simulate num=5 -depth 3"}) {
    clirun::Result r = run(kModule, cfg("Alice", "Cat, Dog"), mode);
    EXPECT_NE(r.out.find("Warning: " + text + "\n(Use the -nowarning option"), std::string::npos)
        << mode << "\n" << r.out;
    clirun::Result quiet = run(kModule, cfg("Alice", "Cat, Dog"), std::string(mode) + " -nowarning");
    EXPECT_EQ(quiet.out.find("symmetry set"), std::string::npos) << mode << "\n" << quiet.out;
  }
}

} // namespace
