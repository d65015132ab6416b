// UNCHANGED v met in an action after v' got another value, while a variable
// is still unassigned: TLC's Tool.processUnchanged drops the branch with
// MP.printWarning(EC.TLC_UNCHANGED_VARIABLE_CHANGED, "The variable v was
// changed while it is specified as UNCHANGED at\n<place of v>"), which
// prints a message unless the run printed that very message before, and
// nothing under -nowarning; outside -tool the run's first warning carries
// "(Use the -nowarning option to disable this warning.)", so the same
// warning met again is printed once more without it (eval/warning_history.h;
// tlc_except_unknown_field_warning_test.cpp holds TLC's own outputs).
// Once every variable has a value TLC evaluates the rest as a predicate
// (getNextStatesAllAssigned): no warning. Enumerated over a variable under
// UNCHANGED <<...>> met several times, one reached through a definition
// (vars), two variables, every variable assigned, -nowarning, and
// simulation.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

long count(const std::string &out, const std::string &what) {
  long n = 0;
  for (size_t at = out.find(what); at != std::string::npos; at = out.find(what, at + 1))
    ++n;
  return n;
}

const std::string kTuple = "---- MODULE U ----\nEXTENDS Naturals\nVARIABLES x, y\nInit == x = 0 /\\ y = 0\n"
                           "Bump == /\\ \\E d \\in {1, 2} : x' = x + d\n        /\\ UNCHANGED <<x>>\n"
                           "Next == Bump \\/ (x' = x /\\ y' = 1 - y)\n====\n";
const std::string kTupleWarning =
    "Warning: The variable x was changed while it is specified as UNCHANGED at\nline 6, col 24 to line 6, col 24 of "
    "module U\n";

TEST(TlcUnchangedChangedWarning, AtTheVariablesPlaceAsMpPrintsWarnings) {
  clirun::SpecDir d({{"U.tla", kTuple}, {"U.cfg", "INIT Init\nNEXT Next\n"}});
  clirun::Result r = d.run("tlc -workers 1 U.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  // Met for d = 1 and d = 2 in both states: printed with the -nowarning note,
  // then once more without it.
  EXPECT_EQ(count(r.out, kTupleWarning), 2) << r.out;
  EXPECT_EQ(count(r.out, kTupleWarning + "(Use the -nowarning option to disable this warning.)\n"), 1) << r.out;
  // -tool frames the text alone: once.
  clirun::Result tool = d.run("tlc -workers 1 -tool U.tla");
  EXPECT_EQ(count(tool.out, "@!@!@STARTMSG 2143:3 @!@!@\nThe variable x was changed"), 1) << tool.out;
  EXPECT_NE(r.out.find("3 states generated, 2 distinct states found"), std::string::npos) << r.out;
  // TLC's -nowarning: none.
  clirun::Result quiet = d.run("tlc -workers 1 -nowarning U.tla");
  EXPECT_EQ(count(quiet.out, "was changed while it is specified as UNCHANGED"), 0) << quiet.out;
  // Two workers share the history.
  clirun::Result two = d.run("tlc -workers 2 U.tla");
  EXPECT_EQ(count(two.out, kTupleWarning), 2) << two.out;
  // Simulation generates successors the same way.
  clirun::Result sim = d.run("tlc -workers 1 -simulate num=3 -depth 5 -seed 1 U.tla");
  EXPECT_EQ(count(sim.out, kTupleWarning), 2) << sim.out;
}

TEST(TlcUnchangedChangedWarning, ThroughADefinitionAndForEachVariable) {
  // UNCHANGED vars: the place is x's in vars' body; y, the same value, is no warning.
  const std::string spec = "---- MODULE V ----\nEXTENDS Naturals\nVARIABLES x, y, z\nvars == <<x, y>>\n"
                           "Init == x = 0 /\\ y = 0 /\\ z = 0\nStep == x' = 1 /\\ y' = 1 /\\ UNCHANGED vars\n"
                           "Next == Step \\/ (UNCHANGED <<x, y>> /\\ z' = 1 - z)\n====\n";
  clirun::SpecDir d({{"V.tla", spec}, {"V.cfg", "INIT Init\nNEXT Next\n"}});
  clirun::Result r = d.run("tlc -workers 1 V.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(count(r.out, "Warning: The variable x was changed while it is specified as UNCHANGED at\nline 4, col 11 "
                         "to line 4, col 11 of module V\n"),
            2) // met in both states: with the note, then without
      << r.out;
  // processUnchanged stops at x: y's entry is never reached.
  EXPECT_EQ(count(r.out, "The variable y was changed"), 0) << r.out;
}

TEST(TlcUnchangedChangedWarning, NoneOnceEveryVariableHasAValue) {
  // x' and y' assigned before UNCHANGED x: evaluated as a predicate.
  const std::string spec = "---- MODULE W ----\nEXTENDS Naturals\nVARIABLES x, y\nInit == x = 0 /\\ y = 0\n"
                           "Next == \\/ x' = x + 1 /\\ y' = y /\\ UNCHANGED x\n        \\/ UNCHANGED <<x, y>>\n====\n";
  clirun::SpecDir d({{"W.tla", spec}, {"W.cfg", "INIT Init\nNEXT Next\n"}});
  clirun::Result r = d.run("tlc -workers 1 W.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(count(r.out, "was changed while it is specified as UNCHANGED"), 0) << r.out;
}

} // namespace
