// A definition without parameters that SANY finds constant-level although it
// reads a variable: through an argument that the TLA+ body of an operator TLC
// overrides in Java ignores (TLC.tla's PrintT(out) == TRUE, Print(out, val)
// == val, TLCSet(i, v) == TRUE), so the argument's level does not count
// (LevelNode's levelParams). SpecProcessor.processConstantDefns evaluates it
// before any state; reading the variable fails there, the definition stays an
// OpDefNode and is evaluated at each use, printing or setting the register
// each time. tlacore kept the value of its first use (printing once, setting
// the register once: a later TLCGet(1) = x invariant was "violated").
// Enumerated: each such operator x each place the definition is used
// (invariant, Next's conjunct, CONSTRAINT, ACTION_CONSTRAINT, Init), its
// evaluations counted by the values printed and the register read back.
#include <gtest/gtest.h>

#include <string>

#include "tlc_model_run.h"

namespace {

long count(const std::string &out, const std::string &what) {
  long n = 0;
  for (size_t at = out.find(what); at != std::string::npos; at = out.find(what, at + 1))
    ++n;
  return n;
}

// x goes 0, 1, 2 (Next stops at 2): three distinct states, two steps.
std::string spec(const std::string &log, const std::string &place) {
  auto at = [&](const char *p) { return place == p ? std::string(" /\\ Log") : std::string(); };
  return "---- MODULE S ----\nEXTENDS Naturals, TLC\nVARIABLE x\n"
         "Log == " + log + "\n"
         "Init == x = 0" + at("init") + "\n"
         "Next == x < 2 /\\ x' = x + 1" + at("next") + "\n"
         "Inv == TRUE" + at("invariant") + "\n"
         "Con == TRUE" + at("constraint") + "\n"
         "ACon == TRUE" + at("action") + "\n"
         "Reg == TLCGet(1) = x\n====\n";
}

TEST(TlcIgnoredArgumentStateRead, PrintingDefinitionEvaluatedAtEachUse) {
  struct Place {
    const char *name;
    long evaluations; // TLC's: per distinct state, per state expanded, per step
  };
  const Place places[] = {{"init", 1}, {"next", 2}, {"invariant", 3}, {"constraint", 3}, {"action", 2}};
  const char *logs[] = {"PrintT(<<\"log\", x>>)", "Print(<<\"log\", x>>, TRUE)"};
  for (const char *log : logs)
    for (const Place &p : places) {
      SCOPED_TRACE(std::string(log) + " in " + p.name);
      tlcmodel::TlcRun r = tlcmodel::tlc({{"S.tla", spec(log, p.name)}}, "S.tla",
                                         "INIT Init\nNEXT Next\nINVARIANT Inv\nCONSTRAINT Con\nACTION_CONSTRAINT ACon\n");
      EXPECT_EQ(r.exit, 0) << r.out;
      EXPECT_EQ(r.distinct, "3") << r.out;
      EXPECT_EQ(count(r.out, "<<\"log\", "), p.evaluations) << r.out;
      if (p.evaluations >= 2)
        EXPECT_EQ(count(r.out, "<<\"log\", 1>>"), 1) << r.out;
    }
}

// TLCSet through a constant-level definition sets the register at each use:
// an invariant reading it back holds in every state.
TEST(TlcIgnoredArgumentStateRead, RegisterSetAtEachUse) {
  for (const char *place : {"invariant", "constraint"}) {
    SCOPED_TRACE(place);
    tlcmodel::TlcRun r = tlcmodel::tlc({{"S.tla", spec("TLCSet(1, x)", place)}}, "S.tla",
                                       std::string("INIT Init\nNEXT Next\nINVARIANT Inv\nCONSTRAINT Con\n"
                                                   "ACTION_CONSTRAINT ACon\nINVARIANT Reg\n"));
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.distinct, "3") << r.out;
  }
}

} // namespace
