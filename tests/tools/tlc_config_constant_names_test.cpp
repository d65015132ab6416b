// The class of cfg names TLC reads as values: SpecProcessor.processConstantDefns
// evaluates every definition without parameters at constant level and puts
// the value in defns in place of the definition (a definition whose
// evaluation fails stays one), so INVARIANT, PROPERTY, CONSTRAINT and
// ACTION_CONSTRAINT naming one meet a value: TRUE checks nothing, any other
// value is EC.TLC_CONFIG_ID_HAS_VALUE, "The <kind> of <name> is equal to
// <value>" (exit 151, before any state; model-checker-hardening's
// constant-false-invariant and constant-property-tlc-rejects rows). Inside a
// PROPERTY, processConfigProps looks up a conjunct written as a name (or TRUE,
// FALSE) the same way: TRUE adds nothing, FALSE is TLC_CONFIG_SPEC_IS_TRIVIAL,
// another value TLC_CONFIG_OP_IS_EQUAL. Enumerated: the four kinds x a
// definition TRUE, FALSE, not Boolean, reading a CONSTANT, given by the cfg,
// from an EXTENDed module, failing to evaluate, reading the run (TLCGet); the conjunct forms (a
// definition, TRUE/FALSE written, a CONSTANT the cfg gives a value).
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
CONSTANT N, B
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Spec == Init /\ [][Next]_x
T == TRUE
F == FALSE
Three == 3
Big == N > 2
Small == N < 2
Given == TRUE
Fails == 1 \div 0 = 0
Early == TLCGet("level") < 3
State == x < 5
ConjTrueName == T /\ State
ConjTrueWord == State /\ TRUE
ConjFalseName == State /\ F
ConjFalseWord == State /\ FALSE
ConjThree == State /\ Three
ConjFalseFirst == F /\ [](x < 5)
ConjConstant == State /\ B
====
)";

TlcRun run(const std::string &entry) {
  return tlc({{"M.tla", kSpec}, {"Lib.tla", kLib}}, "M.tla", "CONSTANT N = 3\nB = FALSE\nGiven = FALSE\nSPECIFICATION Spec\n" + entry);
}

// The value of a name: TRUE runs as if the entry were not there (4
// generated, 3 distinct), any other value stops TLC before the first state.
TEST(TlcConfigConstantNames, EveryKindReadsAConstantDefinitionAsItsValue) {
  struct Value {
    const char *name;
    const char *text; // "" : TRUE, checked as nothing
  };
  const Value values[] = {{"T", ""},          {"F", "FALSE"},    {"Three", "3"},      {"Big", ""},
                          {"Small", "FALSE"}, {"Given", "FALSE"}, {"LibTrue", ""},    {"LibFalse", "FALSE"}};
  const std::pair<const char *, const char *> kinds[] = {{"INVARIANT", "invariant"},
                                                         {"PROPERTY", "property"},
                                                         {"CONSTRAINT", "constraint"},
                                                         {"ACTION_CONSTRAINT", "action constraint"}};
  for (const auto &[keyword, word] : kinds)
    for (const Value &v : values) {
      SCOPED_TRACE(std::string(keyword) + " " + v.name);
      TlcRun r = run(std::string(keyword) + " " + v.name + "\n");
      if (std::string(v.text).empty()) {
        EXPECT_EQ(r.exit, 0) << r.out;
        EXPECT_EQ(r.generated, "4") << r.out;
        EXPECT_EQ(r.distinct, "3") << r.out;
        continue;
      }
      EXPECT_EQ(r.exit, 151) << r.out;
      EXPECT_NE(r.out.find(std::string("The ") + word + " of " + v.name + " is equal to " + v.text), std::string::npos)
          << r.out;
      EXPECT_EQ(r.out.find("states generated"), std::string::npos) << r.out;
    }
}

// A definition whose evaluation fails stays a formula: the error is met
// where it is checked (the initial state), as before.
TEST(TlcConfigConstantNames, AFailingEvaluationKeepsTheDefinition) {
  TlcRun r = run("INVARIANT Fails\n");
  EXPECT_NE(r.exit, 151) << r.out;
  EXPECT_NE(r.out.find("The second argument of \\div is 0."), std::string::npos) << r.out;
  // TLCGet reads the run: its start-up evaluation fails, the constraint stays
  // one (x = 2 is met at level 3 and not kept).
  TlcRun level = run("CONSTRAINT Early\n");
  EXPECT_EQ(level.exit, 0) << level.out;
  EXPECT_EQ(level.generated, "3") << level.out;
  EXPECT_EQ(level.distinct, "2") << level.out;
}

TEST(TlcConfigConstantNames, PropertyConjunctsNamingValues) {
  for (const char *p : {"ConjTrueName", "ConjTrueWord"}) {
    SCOPED_TRACE(p);
    TlcRun r = run(std::string("PROPERTY ") + p + "\n");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.distinct, "3") << r.out;
  }
  const std::pair<const char *, const char *> refused[] = {
      {"ConjFalseName", "The spec is trivially false because F is false."},
      {"ConjFalseWord", "The spec is trivially false because FALSE is false."},
      {"ConjFalseFirst", "The spec is trivially false because F is false."},
      {"ConjConstant", "The spec is trivially false because B is false."},
      {"ConjThree", "The operator Three, which equals 3,\ncannot be used as a property"}};
  for (const auto &[p, text] : refused) {
    SCOPED_TRACE(p);
    TlcRun r = run(std::string("PROPERTY ") + p + "\n");
    EXPECT_EQ(r.exit, 151) << r.out;
    EXPECT_NE(r.out.find(text), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("states generated"), std::string::npos) << r.out;
  }
}

} // namespace
