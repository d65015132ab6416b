// Which constant TLC names when the cfg leaves several without a value:
// SpecProcessor.processConstantDefns walks ModuleNode.getConstantDecls and
// stops at the first one the cfg does not give (EC.TLC_CONFIG_VALUE_NOT_ASSIGNED_TO_CONSTANT_PARAM,
// "The constant parameter X is not assigned a value by the configuration
// file.", exit 151). getConstantDecls reads SANY's context, the same
// java.util.Hashtable the variables come from (model/variable_order.h), so the
// constant named is the first in that Hashtable's order, not the first
// declared. Enumerated: the recorded shapes (FormaLLM's Alternate, operator
// constants and a spec giving nothing; TwoPhase, which also INSTANCEs it; TLC
// 2026.04.22 logs name XAct), and name sets whose Hashtable order differs
// from their declaration order: the constant named is the variable a twin
// spec, declaring the same names as VARIABLES, prints first.
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <string>
#include <vector>

namespace {

using tlcmodel::TlcRun;
using tlcmodel::tlc;

std::string named(const std::string &out) {
  const std::string key = "The constant parameter ";
  size_t at = out.find(key);
  if (at == std::string::npos)
    return "";
  at += key.size();
  return out.substr(at, out.find(' ', at) - at);
}

const char *kAlternate = R"(---- MODULE Alternate ----
EXTENDS Naturals
CONSTANTS XInit(_), XAct(_, _, _)
VARIABLES x, v
vars == <<x, v>>
Init == /\ XInit(x)
        /\ v = 0
A0 == /\ v = 0
      /\ v' = 1
      /\ XAct(0, x, x')
A1 == /\ v = 1
      /\ v' = 0
      /\ XAct(1, x, x')
Next == A0 \/ A1
Spec == Init /\ [][Next]_vars
====
)";

TEST(TlcUnassignedConstantOrder, RecordedShapesNameXAct) {
  TlcRun alone = tlc({{"Alternate.tla", kAlternate}}, "Alternate.tla", "SPECIFICATION Spec\n");
  EXPECT_EQ(alone.exit, 151) << alone.out;
  EXPECT_NE(alone.out.find("The constant parameter XAct is not assigned a value by the configuration file."),
            std::string::npos)
      << alone.out;

  const char *twoPhase = R"(---- MODULE TwoPhase ----
EXTENDS Naturals
CONSTANTS XInit(_), XAct(_, _, _)
VARIABLES p, c, x
Init == /\ p = 0 /\ c = 0
        /\ XInit(x)
ProducerStep == /\ p = c
                /\ XAct(0, x, x')
                /\ p' = (p + 1) % 2
                /\ c' = c
ConsumerStep == /\ p # c
                /\ XAct(1, x, x')
                /\ c' = (c + 1) % 2
                /\ p' = p
Next == ProducerStep \/ ConsumerStep
Spec == Init /\ [][Next]_<<p, c, x>>
Inv == (p = c) \/ (p = (c + 1) % 2)
V == p + c
A == INSTANCE Alternate WITH v <- V
====
)";
  TlcRun both = tlc({{"TwoPhase.tla", twoPhase}, {"Alternate.tla", kAlternate}}, "TwoPhase.tla",
                    "SPECIFICATION Spec\nINVARIANT Inv\n");
  EXPECT_EQ(both.exit, 151) << both.out;
  EXPECT_EQ(named(both.out), "XAct") << both.out;
}

// The first variable of the initial state's printout.
std::string firstPrinted(const std::string &out) {
  const std::string key = "violated by the initial state:\n/\\ ";
  size_t at = out.find(key);
  if (at == std::string::npos)
    return "";
  at += key.size();
  return out.substr(at, out.find(' ', at) - at);
}

TEST(TlcUnassignedConstantOrder, FirstInSanysHashtableNotFirstDeclared) {
  struct Case {
    std::vector<std::string> names;
    std::string expected; // the first in the Hashtable's order
  };
  const Case cases[] = {
      {{"b", "a"}, "a"},
      {{"N", "Procs", "Values"}, "Procs"},
      {{"Server", "Client", "Key"}, "Key"},
      {{"Nodes", "MaxTerm"}, "MaxTerm"},
      {{"Acceptor", "Quorum", "Value", "Ballot"}, "Ballot"},
      {{"XInit", "XAct"}, "XAct"},
      // Controls: the first declared is also the Hashtable's first.
      {{"a", "b"}, "a"},
      {{"RM", "Msgs"}, "RM"},
  };
  for (const Case &c : cases) {
    std::string list, init;
    for (const std::string &n : c.names) {
      list += (list.empty() ? "" : ", ") + n;
      init += (init.empty() ? "" : " /\\ ") + n + " = 0";
    }
    SCOPED_TRACE(list);
    TlcRun constants = tlc({{"C.tla", "---- MODULE C ----\nCONSTANTS " + list +
                                          "\nVARIABLE z\nInit == z = 0\nNext == z' = z\n====\n"}},
                           "C.tla", "INIT Init\nNEXT Next\n");
    EXPECT_EQ(constants.exit, 151) << constants.out;
    EXPECT_EQ(named(constants.out), c.expected) << constants.out;
    // Given a value, the first stops being named: the next in the same order is.
    TlcRun twin = tlc({{"V.tla", "---- MODULE V ----\nVARIABLES " + list + "\nInit == " + init +
                                     "\nNext == UNCHANGED <<" + list + ">>\nInv == " + c.names[0] + " = 1\n====\n"}},
                      "V.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
    EXPECT_EQ(firstPrinted(twin.out), c.expected) << twin.out;
  }
}

TEST(TlcUnassignedConstantOrder, TheFirstWithoutAValueInThatOrder) {
  // The Hashtable's order is Ballot, Acceptor, Value, Quorum: a cfg giving Acceptor still names
  // Ballot, one giving Ballot names Acceptor, one giving both names Value.
  TlcRun r = tlc({{"C.tla", "---- MODULE C ----\nCONSTANTS Acceptor, Quorum, Value, Ballot\nVARIABLE z\n"
                            "Init == z = 0\nNext == z' = z\n====\n"}},
                 "C.tla", "INIT Init\nNEXT Next\nCONSTANT Acceptor = 1\n");
  EXPECT_EQ(r.exit, 151) << r.out;
  EXPECT_EQ(named(r.out), "Ballot") << r.out;
  const std::pair<const char *, const char *> given[] = {{"Ballot = 1", "Acceptor"},
                                                         {"Acceptor = 1\nBallot = 1", "Value"},
                                                         {"Acceptor = 1\nBallot = 1\nValue = 1", "Quorum"}};
  for (const auto &[cfg, expected] : given) {
    SCOPED_TRACE(cfg);
    TlcRun g = tlc({{"C.tla", "---- MODULE C ----\nCONSTANTS Acceptor, Quorum, Value, Ballot\nVARIABLE z\n"
                              "Init == z = 0\nNext == z' = z\n====\n"}},
                   "C.tla", std::string("INIT Init\nNEXT Next\nCONSTANT ") + cfg + "\n");
    EXPECT_EQ(g.exit, 151) << g.out;
    EXPECT_EQ(named(g.out), expected) << g.out;
  }
}

} // namespace
