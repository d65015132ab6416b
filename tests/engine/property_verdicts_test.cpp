// How TLC ends a check on the shape of its PROPERTY and CONSTANT sections, whatever the states:
// temporal properties that leave no liveness branch (TLC's numChecker == 0, EC 2253, exit 77), a
// PROPERTY false in an initial state (EC 2108, exit 13), and a CONSTANT replaced by a definition
// above constant level (EC 2281, exit 151). TLC's Github819, Github1134a and Github1109a tests.
#include <gtest/gtest.h>

#include <string>

#include "engine.h"

namespace tlacore::engine {
namespace {

const char *kSpec = "---- MODULE T ----\nEXTENDS Naturals\nCONSTANT C, OpC(_)\nVARIABLE x\n"
                    "Init == x = 0\nNext == x' = (x + 1) % 3\nSpec == Init /\\ [][Next]_x /\\ WF_x(Next)\n"
                    "Empty == {}\nOne == {1}\n"
                    "CState == x\nCAction == x' = x\nCTemporal == []TRUE\nCEnabled == ENABLED Next\n"
                    "CConst == 1 + 1\nOpState(a) == x + a\n"
                    "TautBox == \\A i \\in {} : [](x >= i)\nTautLive == \\A i \\in Empty : []<>(x = i)\n"
                    "TautPair == \\A i \\in {}, j \\in One : <>(x = i + j)\n"
                    "TautConj == (\\A i \\in {} : <>(x = i)) /\\ (\\A j \\in {} : [](x # j))\n"
                    "Live == []<>(x = 2)\nNotLive == <>[](x = 7)\n"
                    "StateFalse == x = 1\nConstFalse == FALSE\n====\n";

CheckOutcome run(const std::string &cfg) {
  CheckRequest req;
  req.spec = {"T.tla", kSpec};
  // The operator constant OpC gets its replacement unless the case gives one.
  req.config = {"T.cfg", cfg.find("OpC") == std::string::npos ? cfg + "CONSTANT OpC <- OpState\n" : cfg, {}};
  return check(req);
}

TEST(PropertyVerdicts, TemporalPropertiesWithoutBranchesAreATautology) {
  const char *tautologies[] = {"TautBox", "TautLive", "TautPair", "TautConj", "TautBox TautLive"};
  for (const char *p : tautologies) {
    CheckOutcome co = run(std::string("CONSTANT C = 1\nSPECIFICATION Spec\nPROPERTY ") + p + "\n");
    EXPECT_EQ(co.result.exitCode, 77) << p << ": " << co.result.message;
    EXPECT_EQ(co.result.message, "Temporal formula is a tautology (its negation is unsatisfiable).") << p;
  }
  // A property with a branch beside them is checked as usual.
  struct Mixed {
    const char *props;
    int exit;
  } mixed[] = {{"TautBox Live", 0}, {"TautLive NotLive", 13}, {"Live", 0}};
  for (const Mixed &m : mixed) {
    CheckOutcome co = run(std::string("CONSTANT C = 1\nSPECIFICATION Spec\nPROPERTY ") + m.props + "\n");
    EXPECT_EQ(co.result.exitCode, m.exit) << m.props << ": " << co.result.message;
  }
}

TEST(PropertyVerdicts, APropertyFalseInAnInitialStateIsALivenessVerdict) {
  CheckOutcome co = run("CONSTANT C = 1\nSPECIFICATION Spec\nPROPERTY StateFalse\n");
  EXPECT_EQ(co.result.exitCode, 13) << co.result.message;
  EXPECT_NE(co.result.message.find("Property StateFalse is violated by the initial state:"), std::string::npos)
      << co.result.message;
  // A constant-level FALSE is a value in SpecProcessor's defns (processConstantDefns): the cfg
  // name is EC.TLC_CONFIG_ID_HAS_VALUE before any state, not a verdict on the initial state.
  co = run("CONSTANT C = 1\nSPECIFICATION Spec\nPROPERTY ConstFalse\n");
  EXPECT_EQ(co.result.exitCode, 151) << co.result.message;
  EXPECT_NE(co.result.message.find("The property of ConstFalse is equal to FALSE"), std::string::npos)
      << co.result.message;
}

TEST(PropertyVerdicts, AConstantReplacedByANonConstantDefinitionIsAConfigError) {
  for (const char *d : {"CState", "CAction", "CTemporal", "CEnabled"}) {
    CheckOutcome co = run(std::string("CONSTANT C <- ") + d + "\nSPECIFICATION Spec\n");
    EXPECT_EQ(co.result.exitCode, 151) << d << ": " << co.result.message;
    EXPECT_NE(co.result.message.find(std::string("The configuration file substitutes constant C with non-constant ") + d),
              std::string::npos)
        << d << ": " << co.result.message;
  }
  // An operator constant's replacement is not evaluated, whatever its level.
  CheckOutcome op = run("CONSTANT C = 1\nCONSTANT OpC <- OpState\nSPECIFICATION Spec\n");
  EXPECT_EQ(op.result.exitCode, 0) << op.result.message;
  // A constant-level definition is accepted. (TLC also evaluates it once at startup and reports
  // an evaluation error there as EC 2281; tlacore evaluates some values eagerly that TLC keeps
  // lazy, Github1109Test's [s \in [S -> Seq(S)] |-> ...], so it keeps to the level rule.)
  CheckOutcome ok = run("CONSTANT C <- CConst\nSPECIFICATION Spec\n");
  EXPECT_EQ(ok.result.exitCode, 0) << ok.result.message;
}

} // namespace
} // namespace tlacore::engine
