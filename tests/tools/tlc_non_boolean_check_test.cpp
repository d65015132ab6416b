// A cfg formula TLC checks on every state (CONSTRAINT, ACTION_CONSTRAINT, INVARIANT, a PROPERTY's
// state predicate) whose value is not a boolean: TLC's Tool (isInModel, isInActions, isValid)
// fails with EC.TLC_EXPECTED_VALUE, "TLC expected a boolean value, but did not find one." and the
// location of the definition's body on the same line (DoInitFunctorEvalExceptionTest), for every
// kind of value. On an initial state the counts are those of TLC's DoInitFunctor: a constraint
// fails before the state is put in its set (0 distinct, 0 left), an invariant or a PROPERTY's
// initial predicate after (1 distinct, 1 left: DoInitFunctorInvariantMinimalErrorStackTest).
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>

namespace {

using clirun::Result;

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

// Bad's body is at line 5, col 8 to col 8 + width - 1 of module Spec.
Result runWith(const std::string &value, const std::string &cfgLine, const std::string &init = "x = 0") {
  clirun::SpecDir dir(
      {{"Spec.tla", "---- MODULE Spec ----\nEXTENDS Integers\nVARIABLE x\nInit == " + init + "\nBad == " + value +
                        "\nNext == x' = (x + 1) % 3\nProp == Bad /\\ [][TRUE]_x\n====\n"},
       {"Spec.cfg", "INIT Init\nNEXT Next\n" + cfgLine + "\n"}});
  return dir.run("tlc -workers 1 Spec.tla");
}

std::string location(const std::string &value) {
  return "line 5, col 8 to line 5, col " + std::to_string(7 + value.size()) + " of module Spec";
}

const char *kValues[] = {"{}", "1", "\"s\"", "<<1, 2>>", "[a |-> 1]", "x + 1", "{x}", "[i \\in 1..2 |-> i]"};

TEST(TlcNonBooleanCheck, EveryCheckedFormulaOfAnInitialStateFailsWithTlcsExpectedValue) {
  struct Form {
    const char *cfg;
    const char *counts;
  };
  const Form forms[] = {
      {"CONSTRAINT Bad", "1 states generated, 0 distinct states found, 0 states left on queue."},
      {"INVARIANT Bad", "1 states generated, 1 distinct states found, 1 states left on queue."},
      {"PROPERTY Prop", "1 states generated, 1 distinct states found, 1 states left on queue."},
  };
  for (const Form &f : forms)
    for (const char *value : kValues) {
      Result r = runWith(value, f.cfg);
      std::string what = std::string(f.cfg) + " with " + value + "\n" + r.out;
      if (std::string(value).find('x') == std::string::npos) {
        // A constant-level Bad is a value in SpecProcessor's defns (processConstantDefns): the cfg
        // name is EC.TLC_CONFIG_ID_HAS_VALUE, a PROPERTY's conjunct processConfigProps' text, before
        // any state is computed.
        EXPECT_EQ(r.rc, 151) << what;
        EXPECT_TRUE(has(r.out, std::string(f.cfg) == "PROPERTY Prop" ? "The operator Bad, which equals "
                               : std::string(f.cfg) == "INVARIANT Bad" ? "The invariant of Bad is equal to "
                                                                        : "The constraint of Bad is equal to "))
            << what;
        EXPECT_FALSE(has(r.out, "states generated")) << what;
        continue;
      }
      EXPECT_EQ(r.rc, 75) << what;
      // A PROPERTY's conjunct is located where Prop names it (line 7); which node TLC's
      // SpecProcessor keeps for it is not pinned here.
      std::string where = std::string(f.cfg) == "PROPERTY Prop" ? "" : location(value);
      EXPECT_TRUE(has(r.out, "Error: TLC expected a boolean value, but did not find one. " + where)) << what;
      EXPECT_TRUE(has(r.out, "\nWhile working on the initial state:\nx = 0\n")) << what;
      EXPECT_TRUE(has(r.out, f.counts)) << what;
    }
}

// An initial state a constraint excludes is not kept: the invariant that fails on the next one
// is reported with the states kept so far, all still on the queue.
TEST(TlcNonBooleanCheck, TheStatesKeptBeforeTheFailingInitialStateStayOnTheQueue) {
  clirun::SpecDir dir({{"Spec.tla", "---- MODULE Spec ----\nEXTENDS Integers\nVARIABLE x\nInit == x \\in 0..3\n"
                                    "Bad == IF x = 2 THEN {} ELSE TRUE\nNext == UNCHANGED x\nC == x # 1\n====\n"},
                       {"Spec.cfg", "INIT Init\nNEXT Next\nCONSTRAINT C\nINVARIANT Bad\n"}});
  Result r = dir.run("tlc -workers 1 Spec.tla");
  EXPECT_EQ(r.rc, 75) << r.out;
  EXPECT_TRUE(has(r.out, "While working on the initial state:\nx = 2\n")) << r.out;
  EXPECT_TRUE(has(r.out, "3 states generated, 2 distinct states found, 2 states left on queue.")) << r.out;
}

// After the initial states: a constraint, action constraint or invariant meets the value on a
// successor; the run ends as an evaluation error of that formula ends (the same exit code as
// <<1>>[5] there), with TLC's text and the body's location on its line.
TEST(TlcNonBooleanCheck, EveryCheckedFormulaOfASuccessorFailsWithTlcsExpectedValue) {
  for (const char *cfg : {"CONSTRAINT Bad", "ACTION_CONSTRAINT Bad", "INVARIANT Bad"}) {
    Result other = runWith("IF x = 0 THEN TRUE ELSE <<1>>[5] = 1", cfg);
    EXPECT_NE(other.rc, 0) << cfg << "\n" << other.out;
    for (const char *value : kValues) {
      std::string v = std::string("IF x = 0 THEN TRUE ELSE ") + value;
      Result r = runWith(v, cfg);
      std::string what = std::string(cfg) + " with " + value + "\n" + r.out;
      EXPECT_EQ(r.rc, other.rc) << what;
      EXPECT_TRUE(has(r.out, "TLC expected a boolean value, but did not find one. " + location(v))) << what;
      EXPECT_TRUE(has(r.out, "x = 1")) << what;
    }
  }
}

} // namespace
