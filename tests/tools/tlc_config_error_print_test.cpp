// What the constant definitions print (Print, PrintT) before TLC refuses a
// cfg, by where its SpecProcessor refuses it. The constructor runs
// processSpec (a constant the cfg gives no value, a substitute that is not
// defined, a substitution for a name the spec lacks: nothing evaluated
// yet), then processConstantDefns (each module
// in semantic order: its constant declarations -- a substitute of the wrong
// arity or not constant stops there --, then its constant definitions,
// which print), then processConfig (INVARIANT, INIT/NEXT or SPECIFICATION,
// PROPERTY, a missing INIT, CONSTRAINT), and Spec's constructor VIEW, ALIAS,
// POSTCONDITION (after all of them). The ASSUMEs are evaluated only by the
// checker (checkAssumptions), never before a cfg error. Enumerated over
// every stage and each kind of refusal in it: the lines from "Starting..."
// to the error's first line, and exit 151.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

const char *kBase = R"(---- MODULE Base ----
EXTENDS TLC
BaseHello == PrintT("base")
====
)";

const char *kSpec = R"(---- MODULE S ----
EXTENDS Naturals, TLC, Base
CONSTANTS C
VARIABLE x
Hello == PrintT("hello")
ASSUME PrintT("assume")
Init == x = 0
Next == x' = x
Op(a) == a
====
)";

// The lines from "Starting..." to the first line of the error (time stripped).
std::string startupPart(const std::string &out) {
  std::istringstream in(out);
  std::string part;
  bool on = false;
  for (std::string l; std::getline(in, l);) {
    if (l.rfind("Starting...", 0) == 0) {
      on = true;
      part += "Starting...\n";
      continue;
    }
    if (!on)
      continue;
    part += l + "\n";
    if (l.rfind("Error:", 0) == 0)
      break;
  }
  return part;
}

TEST(TlcConfigErrorPrint, ConstantDefinitionsPrintUpToTheStageThatRefusesTheCfg) {
  struct Case {
    const char *cfg;
    const char *printed; // what comes between "Starting..." and the error
    const char *error;   // the error's first line
  };
  const Case cases[] = {
      // processSpec
      {"INIT Init\nNEXT Next\n", "", "The constant parameter C is not assigned a value by the configuration file."},
      {"CONSTANT C <- Nope\nINIT Init\nNEXT Next\n", "",
       "The configuration file substitutes for C with the undefined identifier Nope."},
      // (a value for a name the spec lacks is ignored; a substitution for one is refused)
      {"CONSTANT C = 1 D = 2 Foo <- Init\nINIT Init\nNEXT Next\n", "",
       "In the configuration file, the identifier Foo does not appear in the specification."},
      // processConstantDefns, at the root module's constants: Base's definitions only
      {"CONSTANT C <- Op\nINIT Init\nNEXT Next\n", "\"base\"\n",
       "The configuration file substitutes for C with Op of different number of arguments."},
      // processConfig
      {"CONSTANT C = 1\nINIT Init\nNEXT Next\nINVARIANT Nope\n", "\"base\"\n\"hello\"\n",
       "The invariant Nope specified in the configuration file"},
      {"CONSTANT C = 1\nINIT Nope\nNEXT Next\n", "\"base\"\n\"hello\"\n",
       "The initial predicate Nope specified in the configuration file"},
      {"CONSTANT C = 1\nINIT Init\nNEXT Nope\n", "\"base\"\n\"hello\"\n",
       "The next state action Nope specified in the configuration file"},
      {"CONSTANT C = 1\nSPECIFICATION Nope\n", "\"base\"\n\"hello\"\n",
       "The name Nope specified in the configuration file"},
      {"CONSTANT C = 1\nINIT Init\nNEXT Next\nPROPERTY Nope\n", "\"base\"\n\"hello\"\n",
       "The property Nope specified in the configuration file"},
      {"CONSTANT C = 1\nNEXT Next\n", "\"base\"\n\"hello\"\n",
       "The configuration file did not specify the initial state predicate."},
      {"CONSTANT C = 1\nINIT Init\nNEXT Next\nCONSTRAINT Nope\n", "\"base\"\n\"hello\"\n",
       "The constraint Nope specified in the configuration file"},
      // Spec's constructor
      {"CONSTANT C = 1\nINIT Init\nNEXT Next\nVIEW Nope\n", "\"base\"\n\"hello\"\n",
       "The view function Nope specified in the configuration file"},
      {"CONSTANT C = 1\nINIT Init\nNEXT Next\nALIAS Nope\n", "\"base\"\n\"hello\"\n",
       "The alias Nope specified in the configuration file"},
      {"CONSTANT C = 1\nINIT Init\nNEXT Next\nPOSTCONDITION Nope\n", "\"base\"\n\"hello\"\n",
       "The post condition Nope specified in the configuration file"},
  };
  for (const Case &c : cases) {
    clirun::SpecDir dir({{"Base.tla", kBase}, {"S.tla", kSpec}, {"S.cfg", c.cfg}});
    for (const char *workers : {"1", "2"}) {
      clirun::Result r = dir.run(std::string("tlc -workers ") + workers + " S.tla");
      EXPECT_EQ(r.rc, 151) << c.cfg << r.out;
      EXPECT_EQ(startupPart(r.out), std::string("Starting...\n") + c.printed + "Error: " + c.error + "\n")
          << c.cfg << r.out;
    }
  }
}

} // namespace
