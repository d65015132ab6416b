// TLC's warning for a SYMMETRY whose sets are too small to permute
// (EC.TLC_SYMMETRY_SET_TOO_SMALL: "The set%1% %2% %3% been defined to be a
// symmetry set but contain%4% less than two elements.", from its
// SpecProcessor, printed after "Starting..."). The class: the symmetry
// definition's operands (an operator applied to arguments: \cup of
// Permutations(...), or one Permutations(S)); each operand Permutations(C),
// C a CONSTANT of the cfg holding a model value some permutation moves, is a
// symmetry set, any other operand is named (a set of one element or none; a
// definition's name, which TLC does not read as a set, named by the constant
// the cfg substitutes it for); when there are no more permutations than
// operands, every operand is named. One name or several (", and "), every
// search mode, and -nowarning. The rows of Github432Test (its four cfgs) and
// the recorded TLC 1.8.0 output of the Examples' Paxos/MCPaxos.
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

// MCPaxos's form: the sets are definitions, named by the constants the cfg
// substitutes them for (TLC 1.8.0's recorded output for the Examples'
// Paxos/MCPaxos.cfg warns of "Acceptor, and Value" with three and two
// elements).
TEST(TlcSymmetryWarning, DefinitionsAreNamedByTheirConstants) {
  std::string module = "---- MODULE S ----\nEXTENDS TLC\nCONSTANT Acceptor, Value, a1, a2, v1, v2\n"
                       "MCAcceptor == {a1, a2}\nMCValue == {v1, v2}\n"
                       "Sym == Permutations(MCAcceptor) \\cup Permutations(MCValue)\nVARIABLE x\n"
                       "Init == x \\in Acceptor\nNext == UNCHANGED x\n====\n";
  clirun::Result r = run(module, "CONSTANTS a1 = a1 a2 = a2 v1 = v1 v2 = v2\nAcceptor <- MCAcceptor\nValue <- MCValue\n"
                                 "INIT Init\nNEXT Next\nSYMMETRY Sym\n");
  EXPECT_NE(r.out.find(line("The sets Acceptor, and Value have been defined to be a symmetry set but contain less "
                            "than two elements.")),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("1 distinct state"), std::string::npos) << r.out; // the symmetry still reduces
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
