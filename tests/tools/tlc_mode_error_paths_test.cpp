// An evaluation error, a violation and a non-boolean value at every point TLC 1.8.0 evaluates a
// formula, in every search mode (BFS, -dfid, -simulate, -generate): the exit code and the first
// error line each mode's checker gives. The class: mode x point x kind, each cell a spec whose
// formula holds on x = 0 and fails (errs, is false, or is 7) on x = 1 or x = 2, so the search
// reaches it after the initial state. Where the modes part, the test says which TLC source line
// makes them part:
//   - DFIDModelChecker.doNext evaluates getNextStates, isInModel (CONSTRAINT) and isInActions
//     (ACTION_CONSTRAINT) in its outer try, whose catch prints EC.GENERAL with
//     MP.ECGeneralMsg("computing the set of next states", e) and the behaviour (the successor too
//     when it exists); modelCheckImpl's replay with a CallStackTool meets it again and prints
//     EC.TLC_NESTED_EXPRESSION; modelCheck returns the error code set, EC.GENERAL: 255 (BFS: 75);
//   - DFIDModelChecker.doNext's inner catch around the implied actions prints
//     TLC_ACTION_PROPERTY_EVALUATION_FAILED with the name alone; the replay meets the error in the
//     same catch, which returns without throwing, so no stack follows and the exit code is that
//     error code's, 13 (BFS: its replay's TLC_NESTED_EXPRESSION, 75);
//   - SimulationWorker.addElement checks the invariants, then the implied actions (each in a try
//     that throws SimulationWorkerError with TLC_INVARIANT_/TLC_ACTION_PROPERTY_EVALUATION_FAILED),
//     then isInModel && isInActions outside any try: a constraint's error leaves getNextStates
//     and simulateAndReport's catch (Exception) makes it a SimulationWorkerError with the exception,
//     which Simulator.simulate prints as EC.GENERAL with MP.ECGeneralMsg("", e) and the behaviour
//     up to the state being expanded: 255, as an error in Next (recorded: sysmobench-runtime);
//   - LiveCheck.checkTrace's EvalException on a simulated behaviour leaves simulateRandomTrace the
//     same way: EC.GENERAL, 255.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <map>
#include <string>
#include <vector>

namespace {

using clirun::Result;

enum Mode { Bfs, Dfid, Sim, Gen };
const char *kModeArgs[] = {"", "-dfid 6", "-simulate num=3 -depth 5 -seed 1", "-generate num=3 -depth 5 -seed 1"};
const char *kModeNames[] = {"bfs", "dfid", "simulate", "generate"};

// E errs on x = 1 (<<1>>[2]), F is false there, N is 7 there.
const std::string kBase = "---- MODULE Spec ----\nEXTENDS Integers, TLC\nVARIABLE x\nInit == x = 0\n"
                          "Next == x' = (x + 1) % 3\nE == <<1>>[x + 1] = 1\nF == x # 1\nN == IF x = 1 THEN 7 ELSE TRUE\n";

struct Cell {
  const char *name;
  std::string defs, cfg;
  int rc[4];                 // bfs, dfid, simulate, generate
  const char *firstError[4]; // the first "Error: " line's start (null: not checked)
};

const char *kGeneralNext = "Error: TLC threw an unexpected exception.";
const char *kActionPropFailed = "Error: Evaluating action property AP failed.";

std::vector<Cell> cells() {
  const std::string nextOnly = "INIT Init\nNEXT Next\n";
  const char *g = kGeneralNext;
  return {
      // ASSUME: checkAssumptions, the same code in ModelChecker, DFIDModelChecker and Simulator: 10.
      {"ASSUME error", "ASSUME <<1>>[2] = 1\n", nextOnly, {10, 10, 10, 10}, {"Error: Evaluating assumption", "Error: Evaluating assumption", "Error: Evaluating assumption", "Error: Evaluating assumption"}},
      {"ASSUME false", "ASSUME FALSE\n", nextOnly, {10, 10, 10, 10}, {"Error: Assumption", "Error: Assumption", "Error: Assumption", "Error: Assumption"}},
      {"ASSUME non-boolean", "ASSUME 7\n", nextOnly, {10, 10, 10, 10}, {nullptr, nullptr, nullptr, nullptr}},
      // A constant defined by an overriding definition that fails when Init reads it, and Init
      // itself: computing the initial states fails (TLC_NESTED_EXPRESSION after the replay: 75).
      // DFIDModelChecker.modelCheckImpl words it EC.GENERAL ("computing initial states"): doInit
      // met the error with no state at fault (errState null).
      {"constant definition error", "CONSTANT K\nKb == <<1>>[2]\nI2 == x = K\n", "CONSTANT K <- Kb\nINIT I2\nNEXT Next\n", {75, 75, 75, 75}, {nullptr, g, nullptr, nullptr}},
      {"Init error", "I2 == x = <<1>>[2]\n", "INIT I2\nNEXT Next\n", {75, 75, 75, 75}, {nullptr, g, nullptr, nullptr}},
      {"Init non-boolean", "I2 == IF TLCGet(\"level\") = 0 THEN 7 ELSE 8\n", "INIT I2\nNEXT Next\n", {75, 75, 75, 75}, {nullptr, g, nullptr, nullptr}},
      // Next: BFS's Worker reports the error and replays it (75); DFID and the simulator wrap it
      // as an unexpected exception (255).
      {"Next error", "N2 == x' = (x + 1) % 3 /\\ <<1>>[x + 1] = 1\n", "INIT Init\nNEXT N2\n", {75, 255, 255, 255}, {nullptr, g, g, g}},
      {"Next false", "N2 == x' = x /\\ FALSE\n", "INIT Init\nNEXT N2\n", {0, 0, 0, 0}, {nullptr, nullptr, nullptr, nullptr}},
      {"Next non-boolean", "N2 == IF x = 1 THEN 7 ELSE x' = x + 1\n", "INIT Init\nNEXT N2\n", {75, 255, 255, 255}, {nullptr, g, g, g}},
      {"CONSTRAINT error", "", nextOnly + "CONSTRAINT E\n", {75, 255, 255, 255}, {nullptr, g, g, g}},
      {"CONSTRAINT non-boolean", "", nextOnly + "CONSTRAINT N\n", {75, 255, 255, 255}, {nullptr, g, g, g}},
      {"ACTION_CONSTRAINT error", "", nextOnly + "ACTION_CONSTRAINT E\n", {75, 255, 255, 255}, {nullptr, g, g, g}},
      {"ACTION_CONSTRAINT non-boolean", "", nextOnly + "ACTION_CONSTRAINT N\n", {75, 255, 255, 255}, {nullptr, g, g, g}},
      // An invariant: TLC_INVARIANT_EVALUATION_FAILED everywhere (76), a violation 12.
      {"INVARIANT error", "", nextOnly + "INVARIANT E\n", {76, 76, 76, 76}, {nullptr, nullptr, nullptr, nullptr}},
      {"INVARIANT false", "", nextOnly + "INVARIANT F\n", {12, 12, 12, 12}, {"Error: Invariant F is violated.", "Error: Invariant F is violated.", "Error: Invariant F is violated.", "Error: Invariant F is violated."}},
      {"INVARIANT non-boolean", "", nextOnly + "INVARIANT N\n", {76, 76, 76, 76}, {nullptr, nullptr, nullptr, nullptr}},
      // An action property: BFS replays it (75); DFID and the simulator end on the error code (13).
      {"action property error", "AP == [][<<1>>[x + 1] = 1]_x\n", nextOnly + "PROPERTY AP\n", {75, 13, 13, 13}, {kActionPropFailed, kActionPropFailed, kActionPropFailed, kActionPropFailed}},
      {"action property false", "AP == [][x' # 2]_x\n", nextOnly + "PROPERTY AP\n", {13, 13, 13, 13}, {"Error: Action property AP is violated.", "Error: Action property AP is violated.", "Error: Action property AP is violated.", "Error: Action property AP is violated."}},
      {"action property non-boolean", "AP == [][IF x = 1 THEN 7 ELSE TRUE]_x\n", nextOnly + "PROPERTY AP\n", {75, 13, 13, 13}, {kActionPropFailed, kActionPropFailed, kActionPropFailed, kActionPropFailed}},
      // Liveness: BFS's liveness check fails (EC.GENERAL, 255; tlc_liveness_eval_errors_test);
      // -dfid refuses liveness (255); the simulator's checkTrace error is an unexpected exception.
      {"liveness error", "L == []<>E\n", nextOnly + "PROPERTY L\n", {255, 255, 255, 255}, {nullptr, nullptr, g, g}},
      {"liveness false", "L == <>(x = 5)\n", nextOnly + "PROPERTY L\n", {13, 255, 13, 13}, {nullptr, nullptr, nullptr, nullptr}},
      {"liveness non-boolean", "L == []<>N\n", nextOnly + "PROPERTY L\n", {255, 255, 255, 255}, {nullptr, nullptr, g, g}},
      // POSTCONDITION: after every mode's search (postcondition.cpp): false 10, an error 75. (A constant-level
      // INIT, NEXT or POSTCONDITION is refused before any search, Tool.generatePostConditionSpecs and
      // processConfigInitAndNext: TLC_CONFIG_ID_MUST_NOT_BE_CONSTANT; the cases read TLCGet to stay definitions.)
      {"POSTCONDITION error", "P == <<1>>[2] = 1\n", nextOnly + "POSTCONDITION P\n", {75, 75, 75, 75}, {nullptr, nullptr, nullptr, nullptr}},
      {"POSTCONDITION false", "P == TLCGet(\"level\") < 0\n", nextOnly + "POSTCONDITION P\n", {10, 10, 10, 10}, {nullptr, nullptr, nullptr, nullptr}},
      {"POSTCONDITION non-boolean", "P == TLCGet(\"level\") + 7\n", nextOnly + "POSTCONDITION P\n", {75, 75, 75, 75}, {nullptr, nullptr, nullptr, nullptr}},
  };
}

std::string firstErrorLine(const std::string &out) {
  size_t at = out.find("Error: ");
  if (at == std::string::npos)
    return "";
  return out.substr(at, out.find('\n', at) - at);
}

TEST(TlcModeErrorPaths, EachPointAndKindInEachModeEndsAsTlc) {
  for (const Cell &c : cells())
    for (int m = Bfs; m <= Gen; ++m) {
      clirun::SpecDir dir({{"Spec.tla", kBase + c.defs + "====\n"}, {"Spec.cfg", c.cfg}});
      Result r = dir.run(std::string("tlc -workers 1 -deadlock ") + kModeArgs[m] + " Spec.tla");
      std::string what = std::string(c.name) + " under " + kModeNames[m] + "\n" + r.out;
      EXPECT_EQ(r.rc, c.rc[m]) << what;
      if (c.firstError[m]) {
        EXPECT_EQ(firstErrorLine(r.out).rfind(c.firstError[m], 0), 0u) << what;
      }
    }
}

TEST(TlcModeErrorPaths, DfidInitErrorIsTlcsGeneralErrorComputingInitialStates) {
  clirun::SpecDir dir({{"Spec.tla", kBase + "I2 == x = <<1>>[2]\n====\n"}, {"Spec.cfg", "INIT I2\nNEXT Next\n"}});
  Result r = dir.run("tlc -workers 1 -dfid 6 Spec.tla");
  EXPECT_EQ(r.rc, 75) << r.out;
  size_t message = r.out.find("Error: TLC threw an unexpected exception.\nThis was probably caused by an error in the "
                              "spec or model.\nThe error occurred when TLC was computing initial states.\n");
  size_t stack = r.out.find("Error: The error occurred when TLC was evaluating the nested\nexpressions");
  ASSERT_NE(message, std::string::npos) << r.out;
  ASSERT_NE(stack, std::string::npos) << r.out;
  EXPECT_LT(message, stack) << r.out;
  EXPECT_NE(r.out.find("0 states generated, 0 distinct states found."), std::string::npos) << r.out;
}

// DFID's error computing successors, as DFIDModelChecker.doNext's outer catch and the replay
// print it: the wrapped message, the behaviour (with the successor whose CONSTRAINT failed), then
// the stack of the constraint's evaluation; and no "Evaluating action property" stack.
TEST(TlcModeErrorPaths, DfidConstraintErrorIsTlcsGeneralErrorWithTheSuccessorAndTheReplaysStack) {
  clirun::SpecDir dir({{"Spec.tla", kBase + "====\n"}, {"Spec.cfg", "INIT Init\nNEXT Next\nCONSTRAINT E\n"}});
  Result r = dir.run("tlc -workers 1 -dfid 6 Spec.tla");
  EXPECT_EQ(r.rc, 255) << r.out;
  const std::string head = "Error: TLC threw an unexpected exception.\nThis was probably caused by an error in the spec "
                           "or model.\nThe error occurred when TLC was computing the set of next states.\n"
                           "The exception was a java.lang.RuntimeException\n: Attempted to access index 2 of tuple\n";
  size_t message = r.out.find(head);
  // DFIDWorker.printErrorTrace: TLC_STATE_PRINT1, no action label.
  size_t behaviour = r.out.find("Error: The behavior up to this point is:\nState 1:\nx = 0\n\nState 2:\n");
  size_t successor = r.out.find("x = 1\n", behaviour == std::string::npos ? 0 : behaviour);
  size_t stack = r.out.find("Error: The error occurred when TLC was evaluating the nested\nexpressions at the following "
                            "positions:\n0. Line 6, column 6 to line 6, column 21 in Spec\n");
  ASSERT_NE(message, std::string::npos) << r.out;
  ASSERT_NE(behaviour, std::string::npos) << r.out;
  ASSERT_NE(stack, std::string::npos) << r.out;
  EXPECT_LT(message, behaviour) << r.out;
  EXPECT_LT(successor, stack) << r.out;
  // isInModel failed before setStatus: the successor is not in the set.
  EXPECT_NE(r.out.find("2 states generated, 1 distinct states found."), std::string::npos) << r.out;
}

// The Java class an unexpected exception names (MP.ECGeneralMsg): an EvalException by its own class
// (a Java override's argument check, \div by 0), any Assert.fail as java.lang.RuntimeException, the
// located ones (TLCDetailedRuntimeException: Assert.fail with the expression) included. Each kind of
// error in Next, under -dfid and -simulate, where both print the text.
TEST(TlcModeErrorPaths, UnexpectedExceptionNamesTheClassTlcThrows) {
  struct Kind {
    const char *name, *next, *text;
  } kinds[] = {
      {"EvalException", "N2 == x' = x \\div 0\n", "tlc2.tool.EvalException\n: The second argument of \\div is 0.\n"},
      {"located", "N2 == x' = CHOOSE y \\in {} : TRUE\n",
       "java.lang.RuntimeException\n: Attempted to compute the value of an expression of form\n"
       "CHOOSE x \\in S: P, but no element of S satisfied P.\nline 9, col 12 to line 9, col 33 of module Spec\n"},
      {"unlocated", "N2 == x' = <<1>>[x + 2]\n", "java.lang.RuntimeException\n: Attempted to access index 2 of tuple\n"},
  };
  for (const Kind &k : kinds)
    for (int m : {Dfid, Sim}) {
      clirun::SpecDir dir({{"Spec.tla", kBase + k.next + "====\n"}, {"Spec.cfg", "INIT Init\nNEXT N2\n"}});
      Result r = dir.run(std::string("tlc -workers 1 ") + kModeArgs[m] + " Spec.tla");
      EXPECT_EQ(r.rc, 255) << k.name << " under " << kModeNames[m] << "\n" << r.out;
      EXPECT_NE(r.out.find(std::string("\nThe exception was a ") + k.text), std::string::npos)
          << k.name << " under " << kModeNames[m] << "\n" << r.out;
    }
}

TEST(TlcModeErrorPaths, DfidAndSimulationActionPropertyErrorsPrintNoStack) {
  for (int m : {Dfid, Sim}) {
    clirun::SpecDir dir({{"Spec.tla", kBase + "AP == [][<<1>>[x + 1] = 1]_x\n====\n"},
                         {"Spec.cfg", "INIT Init\nNEXT Next\nPROPERTY AP\n"}});
    Result r = dir.run(std::string("tlc -workers 1 ") + kModeArgs[m] + " Spec.tla");
    EXPECT_EQ(r.rc, 13) << r.out;
    EXPECT_NE(r.out.find("Error: Evaluating action property AP failed.\nError: The behavior up to this point is:\n"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("nested\nexpressions"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("Attempted to access"), std::string::npos) << r.out;
  }
}

// The simulator's constraint error: the behaviour ends at the state being expanded (the
// successor the constraint failed on is not part of it).
TEST(TlcModeErrorPaths, SimulationConstraintErrorEndsTheBehaviourAtTheExpandedState) {
  clirun::SpecDir dir({{"Spec.tla", kBase + "====\n"}, {"Spec.cfg", "INIT Init\nNEXT Next\nCONSTRAINT E\n"}});
  Result r = dir.run("tlc -workers 1 -simulate num=3 -depth 5 -seed 1 Spec.tla");
  EXPECT_EQ(r.rc, 255) << r.out;
  EXPECT_NE(r.out.find("See the User Output or TLC Console for clues to what happened.\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Error: The behavior up to this point is:\nState 1: <Init line 4, col 9 to line 4, col 13 of "
                       "module Spec>\nx = 0\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("State 2:"), std::string::npos) << r.out;
}

} // namespace

namespace {

// TLC's Spec constructor parses the cfg (ModelConfig.parse) before its SpecProcessor runs SANY
// (tlc2.tool.impl.Spec: `this.config.parse();` then `new SpecProcessor(...)`): a cfg that does not
// parse ends the run before any "Parsing file" line, in every mode. Its ConfigFileException (a
// RuntimeException) reaches TLC.process's catch: EC.GENERAL's unexpected-exception text, exit 255
// (ExitStatus.ERROR), then the finally's "Finished in". A spec error with a good cfg still prints
// SANY's lines.
TEST(TlcModeErrorPaths, ACfgSyntaxErrorStopsTheRunBeforeSany) {
  for (int m = Bfs; m <= Gen; ++m)
    for (const char *cfg : {"INIT Init\nNEXT Next\nINVARIANT Inv Inv\nINIT Init\n", "INIT Init\nNEXT\n", "INIT Init NEXT Next ]\n",
                            "CONSTANT N = \nINIT Init\nNEXT Next\n"}) {
      clirun::SpecDir dir({{"Spec.tla", kBase + "====\n"}, {"Spec.cfg", cfg}});
      Result r = dir.run(std::string("tlc -workers 1 ") + kModeArgs[m] + " Spec.tla");
      std::string what = std::string(kModeNames[m]) + " with " + cfg + "\n" + r.out;
      EXPECT_EQ(r.rc, 255) << what;
      size_t at = r.out.find("Error: TLC threw an unexpected exception.\nThis was probably caused by an error in the "
                             "spec or model.\nSee the User Output or TLC Console for clues to what happened.\nThe "
                             "exception was a tlc2.tool.ConfigFileException\n: TLC found an error in the "
                             "configuration file at line ");
      EXPECT_NE(at, std::string::npos) << what;
      EXPECT_NE(r.out.find("\nFinished in ", at == std::string::npos ? 0 : at), std::string::npos) << what;
      EXPECT_EQ(r.out.find("Parsing file"), std::string::npos) << what;
      EXPECT_EQ(r.out.find("Semantic processing"), std::string::npos) << what;
    }
  // INVARIANT 3: TLC's parser takes any token after INVARIANT for a name (no exception); its
  // SpecProcessor finds 3 undefined: a config error (151).
  clirun::SpecDir number({{"Spec.tla", kBase + "====\n"}, {"Spec.cfg", "INIT Init\nNEXT Next\nINVARIANT 3\n"}});
  Result n = number.run("tlc -workers 1 Spec.tla");
  EXPECT_EQ(n.rc, 151) << n.out;
  EXPECT_EQ(n.out.find("ConfigFileException"), std::string::npos) << n.out;
  clirun::SpecDir tool({{"Spec.tla", kBase + "====\n"}, {"Spec.cfg", "INIT Init\nNEXT\n"}});
  Result r = tool.run("tlc -tool -workers 1 Spec.tla");
  EXPECT_EQ(r.rc, 255) << r.out;
  EXPECT_EQ(r.out.find("Starting SANY"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("SANY finished"), std::string::npos) << r.out;
  // The cfg is fine, the spec is not: SANY's lines, then its failure.
  clirun::SpecDir bad({{"Spec.tla", kBase + "Bad == \n====\n"}, {"Spec.cfg", "INIT Init\nNEXT Next\n"}});
  Result b = bad.run("tlc -workers 1 Spec.tla");
  EXPECT_EQ(b.rc, 150) << b.out;
  EXPECT_NE(b.out.find("Parsing file"), std::string::npos) << b.out;
}

} // namespace

namespace {

// TLCGet("stats").generated read in Init while the initial states are generated: TLC's
// getInitStates hands each state to ModelChecker.DoInitFunctor.addElement as it is complete, whose
// first act is numberOfInitialStates++ (getStatesGenerated adds it), so the k-th state's Init
// reads k - 1 (BFS; was 0 for all); the simulator counts its initial states the same way;
// DFIDModelChecker does not override AbstractChecker.getStatesGenerated: -1.
TEST(TlcModeErrorPaths, TlcGetGeneratedInInitCountsTheInitialStatesGivenSoFar) {
  const std::string spec = "---- MODULE Spec ----\nEXTENDS Integers, TLC\nVARIABLE x\n"
                           "Init == x \\in 1..3 /\\ PrintT(<<\"at\", x, TLCGet(\"stats\").generated>>)\n"
                           "Next == x' = x\n====\n";
  const std::vector<std::string> counted = {"<<\"at\", 1, 0>>", "<<\"at\", 2, 1>>", "<<\"at\", 3, 2>>"};
  const std::vector<std::string> unreported = {"<<\"at\", 1, -1>>", "<<\"at\", 2, -1>>", "<<\"at\", 3, -1>>"};
  for (int m : {Bfs, Dfid, Sim}) {
    clirun::SpecDir dir({{"Spec.tla", spec}, {"Spec.cfg", "INIT Init\nNEXT Next\n"}});
    Result r = dir.run(std::string("tlc -workers 1 -deadlock ") + kModeArgs[m] + " Spec.tla");
    EXPECT_EQ(r.rc, 0) << r.out;
    for (const std::string &line : m == Dfid ? unreported : counted)
      EXPECT_NE(r.out.find(line + "\n"), std::string::npos) << kModeNames[m] << " " << line << "\n" << r.out;
  }
}

} // namespace
