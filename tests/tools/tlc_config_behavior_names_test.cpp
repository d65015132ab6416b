// The class of cfg names TLC reads as values, continued (see
// tlc_config_constant_names_test.cpp for INVARIANT, PROPERTY, CONSTRAINT and
// ACTION_CONSTRAINT): processConstantDefns has put the value of every
// constant definition without parameters in defns, so
//  - SPECIFICATION naming one is SpecProcessor.processConfig's
//    EC.TLC_CONFIG_ID_HAS_VALUE "The value of S is equal to v", TRUE too
//    (a public run, mr-frying-pan/gen-tla-spec's TypeMC.out, TLC 2.18:
//    "The value of Spec is equal to TRUE" for a module without variables);
//  - INIT and NEXT (processConfigInitAndNext), and ALIAS and POSTCONDITION
//    (Tool's generateAliasSpec and generatePostConditionSpecs, after
//    processConfig) must be definitions: EC.TLC_CONFIG_ID_MUST_NOT_BE_CONSTANT
//    "The initial predicate I cannot be a constant." ("next state action",
//    "alias", "post condition");
//  - VIEW is looked up before processConstantDefns (generateViewSpec) and
//    stays a definition.
// processConfig looks the INVARIANTs up first, then the SPECIFICATION (and
// its conjuncts), then the PROPERTYs. Enumerated: each field x a definition
// TRUE, FALSE, not Boolean, reading a CONSTANT, given a value by the cfg,
// from an EXTENDed module; one failing to evaluate stays a formula; the
// order of the refusals; a module without variables.
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <string>

namespace {

using tlcmodel::TlcRun;
using tlcmodel::tlc;

const char *kLib = R"(---- MODULE Lib ----
LibFalse == FALSE
LibTrue == TRUE
====
)";

const char *kSpec = R"(---- MODULE M ----
EXTENDS Naturals, TLC, Lib
CONSTANT N
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Spec == Init /\ [][Next]_x
T == TRUE
F == FALSE
SpecF == Init /\ [][Next]_x /\ F
Three == 3
Big == N > 2
Given == TRUE
Rec == [a |-> N]
Fails == 1 \div 0 = 0
====
)";

TlcRun run(const std::string &entries) {
  return tlc({{"M.tla", kSpec}, {"Lib.tla", kLib}}, "M.tla", "CONSTANT N = 3\nGiven = FALSE\n" + entries);
}

struct Value {
  const char *name;
  const char *text; // as TLC prints it
};
const Value kValues[] = {{"T", "TRUE"},      {"F", "FALSE"},         {"Three", "3"},        {"Big", "TRUE"},
                         {"Given", "FALSE"}, {"LibTrue", "TRUE"},    {"LibFalse", "FALSE"}, {"Rec", "[a |-> 3]"}};

void expectRefused(const TlcRun &r, const std::string &text) {
  EXPECT_EQ(r.exit, 151) << r.out;
  EXPECT_NE(r.out.find("Error: " + text), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("states generated"), std::string::npos) << r.out;
}

TEST(TlcConfigBehaviorNames, ASpecificationNamingAConstantDefinitionIsItsValue) {
  for (const Value &v : kValues) {
    SCOPED_TRACE(v.name);
    expectRefused(run(std::string("SPECIFICATION ") + v.name + "\n"),
                  std::string("The value of ") + v.name + " is equal to " + v.text);
  }
}

TEST(TlcConfigBehaviorNames, InitNextAliasAndPostconditionMustBeDefinitions) {
  struct Field {
    const char *entries; // %s: the name
    const char *word;
  };
  const Field fields[] = {{"INIT %s\nNEXT Next\n", "initial predicate"},
                          {"INIT Init\nNEXT %s\n", "next state action"},
                          {"SPECIFICATION Spec\nALIAS %s\n", "alias"},
                          {"SPECIFICATION Spec\nPOSTCONDITION %s\n", "post condition"}};
  for (const Field &f : fields)
    for (const Value &v : kValues) {
      std::string entries = f.entries;
      entries.replace(entries.find("%s"), 2, v.name);
      SCOPED_TRACE(entries);
      expectRefused(run(entries), std::string("The ") + f.word + " " + v.name + " cannot be a constant.");
    }
}

// generateViewSpec runs before processConstantDefns: a constant VIEW is a
// definition, every state has one view (1 distinct).
TEST(TlcConfigBehaviorNames, AViewStaysADefinition) {
  TlcRun r = run("SPECIFICATION Spec\nVIEW Rec\n");
  EXPECT_EQ(r.exit, 0) << r.out;
  EXPECT_EQ(r.distinct, "1") << r.out;
}

// A definition whose evaluation fails keeps its body, which is then met as
// the initial predicate (or the next-state relation).
TEST(TlcConfigBehaviorNames, AFailingEvaluationKeepsTheDefinition) {
  for (const char *entries : {"SPECIFICATION Fails\n", "INIT Fails\nNEXT Next\n"}) {
    SCOPED_TRACE(entries);
    TlcRun r = run(entries);
    EXPECT_NE(r.exit, 151) << r.out;
    EXPECT_NE(r.out.find("The second argument of \\div is 0."), std::string::npos) << r.out;
  }
}

// processConfig: the INVARIANTs, then the SPECIFICATION with its conjuncts,
// then the PROPERTYs; Tool: ALIAS after all of them.
TEST(TlcConfigBehaviorNames, TheRefusalsComeInProcessConfigsOrder) {
  expectRefused(run("SPECIFICATION T\nINVARIANT F\n"), "The invariant of F is equal to FALSE");
  expectRefused(run("SPECIFICATION SpecF\nINVARIANT LibFalse\n"), "The invariant of LibFalse is equal to FALSE");
  expectRefused(run("SPECIFICATION T\nPROPERTY F\n"), "The value of T is equal to TRUE");
  expectRefused(run("INIT T\nNEXT F\nPROPERTY F\n"), "The initial predicate T cannot be a constant.");
  expectRefused(run("SPECIFICATION Spec\nPROPERTY F\nALIAS T\n"), "The property of F is equal to FALSE");
  expectRefused(run("SPECIFICATION Spec\nCONSTRAINT F\nPOSTCONDITION T\n"), "The constraint of F is equal to FALSE");
  expectRefused(run("SPECIFICATION Spec\nALIAS T\nPOSTCONDITION T\n"), "The alias T cannot be a constant.");
}

// A module without variables whose Spec is a constant formula reached through
// INSTANCEs with substitutions (gen-tla-spec's TypeMC): processConstantDefns
// evaluates it (its module is not instantiated); so it does Spec2, which goes
// through an unnamed INSTANCE.
TEST(TlcConfigBehaviorNames, AModuleWithoutVariables) {
  const char *type = "---- MODULE Type ----\nEXTENDS TLC\nCONSTANTS Name\nc(primitive) == Name :> primitive\n====\n";
  const char *spec = R"(---- MODULE C ----
T1 == INSTANCE Type WITH Name <- "t1"
T2 == INSTANCE Type WITH Name <- "t2"
v11 == T1!c(1)
v21 == T2!c("one")
Spec == v11 = T1!c(1) /\ v11 # T1!c(2) /\ v21 # T2!c("two") /\ v11 # v21
====
)";
  expectRefused(tlc({{"C.tla", spec}, {"Type.tla", type}}, "C.tla", "SPECIFICATION Spec\n"),
                "The value of Spec is equal to TRUE");
  const char *unnamed = R"(---- MODULE D ----
Name == "t3"
INSTANCE Type
Spec2 == c(1) = c(1)
====
)";
  expectRefused(tlc({{"D.tla", unnamed}, {"Type.tla", type}}, "D.tla", "SPECIFICATION Spec2\n"),
                "The value of Spec2 is equal to TRUE");
}

// The same holds for the other fields: an INVARIANT through an INSTANCE with a
// substitution is its value (before, such a definition was not evaluated).
TEST(TlcConfigBehaviorNames, AnInvariantThroughAnInstanceIsItsValue) {
  const char *type = "---- MODULE Type ----\nEXTENDS TLC\nCONSTANTS Name\nc(primitive) == Name :> primitive\n====\n";
  const char *spec = R"(---- MODULE E ----
VARIABLE x
T1 == INSTANCE Type WITH Name <- "t1"
Inv == T1!c(1) = T1!c(2)
Init == x = 0
Next == x' = x
====
)";
  expectRefused(tlc({{"E.tla", spec}, {"Type.tla", type}}, "E.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n"),
                "The invariant of Inv is equal to FALSE");
}

} // namespace
