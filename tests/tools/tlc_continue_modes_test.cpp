// `tlacore tlc -continue` in every search mode, as TLC 1.8.0: BFS prints
// each violation when its worker finds it (ModelChecker/Worker with
// TLCGlobals.continuation), in BFS order for any number of workers; DFID
// (DFIDModelChecker.doNext/doInit) prints each and goes on; simulation
// (Simulator.simulate) prints each behaviour's error with the summary and
// goes on with the next behaviour. Each run ends as one without error
// (exit 0) unless something TLC does not continue after stops it. Also
// `check --continue --json`: every violation in the JSON.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

size_t countMatches(const std::string &text, const std::string &re) {
  std::regex r(re);
  return static_cast<size_t>(std::distance(std::sregex_iterator(text.begin(), text.end(), r), std::sregex_iterator()));
}

// The values of the captured group of `re`, in order.
std::vector<std::string> captures(const std::string &text, const std::string &re) {
  std::vector<std::string> out;
  std::regex r(re);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), r); it != std::sregex_iterator(); ++it)
    out.push_back((*it)[1]);
  return out;
}

// The lines from the first "Error:" on, without those that carry a time
// (TLC's progress and finish lines, the initial states' line).
std::string errorBlocks(const std::string &out) {
  size_t first = out.find("Error:");
  std::string rest = first == std::string::npos ? std::string() : out.substr(first);
  std::string kept;
  size_t pos = 0;
  while (pos < rest.size()) {
    size_t nl = rest.find('\n', pos);
    std::string line = rest.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos + 1);
    pos = nl == std::string::npos ? rest.size() : nl + 1;
    if (line.find("Finished in") == std::string::npos && line.find("Progress(") == std::string::npos &&
        line.find("Finished computing initial states") == std::string::npos)
      kept += line;
  }
  return kept;
}

const char *kSuccess = "Model checking completed. No error has been found.";

// --- BFS ---------------------------------------------------------------------

// The invariant prints the state it checks (PrintT): with one worker TLC
// prints a violation before it checks the states found after it.
TEST(TlcContinueBfs, ViolationPrintedWhenFound) {
  SpecDir dir({{"Seen.tla", "---- MODULE Seen ----\nEXTENDS Naturals, TLC\nVARIABLE x\nInit == x = 0\n"
                            "Next == x < 4 /\\ x' = x + 1\nInv == PrintT(<<\"checked\", x>>) /\\ x # 2\n====\n"},
               {"Seen.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  clirun::Result r = dir.run("tlc -workers 1 -deadlock -continue Seen.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  size_t two = r.out.find("<<\"checked\", 2>>");
  size_t error = r.out.find("Error: Invariant Inv is violated.");
  size_t three = r.out.find("<<\"checked\", 3>>");
  ASSERT_NE(error, std::string::npos) << r.out;
  EXPECT_LT(two, error) << r.out;
  EXPECT_LT(error, three) << r.out; // printed as found, not after the search
  EXPECT_NE(r.out.find(kSuccess), std::string::npos) << r.out;
}

// Many violations spread over many units of each level (200 initial
// states, 4 levels): with 2 workers the same violations, traces and order
// as with one (TLC's order: BFS, successors in the order generated).
TEST(TlcContinueBfs, OrderWithTwoWorkersIsOneWorkersOrder) {
  SpecDir dir({{"Wide.tla", "---- MODULE Wide ----\nEXTENDS Naturals\nVARIABLE x\nInit == x \\in 0..199\n"
                            "Next == x < 800 /\\ x' = x + 200\nInv == x % 7 # 3\n====\n"},
               {"Wide.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  clirun::Result one = dir.run("tlc -workers 1 -deadlock -continue Wide.tla");
  EXPECT_EQ(one.rc, 0) << one.out;
  // x % 7 = 3 for 143 of 0..999, 29 of them initial states.
  EXPECT_EQ(countMatches(one.out, "Error: Invariant Inv is violated by the initial state:"), 29u) << one.out;
  EXPECT_EQ(countMatches(one.out, "Error: Invariant Inv is violated\\.\n"), 114u) << one.out;
  EXPECT_NE(one.out.find("1000 states generated, 1000 distinct states found, 0 states left on queue."),
            std::string::npos)
      << one.out;
  for (int run = 0; run < 2; ++run) {
    clirun::Result two = dir.run("tlc -workers 2 -deadlock -continue Wide.tla");
    EXPECT_EQ(two.rc, 0) << two.out;
    EXPECT_EQ(errorBlocks(two.out), errorBlocks(one.out));
  }
}

// A grid where most states are reached from two units of one level: for
// any number of workers the same violating states, each once, each trace
// a shortest one (x + y + 1 states), and the same counts.
TEST(TlcContinueBfs, SameViolationsShortestTracesOnADiamondGrid) {
  SpecDir dir({{"Grid.tla", "---- MODULE Grid ----\nEXTENDS Naturals\nVARIABLES x, y\nInit == x = 0 /\\ y = 0\n"
                            "Next == (x < 40 /\\ x' = x + 1 /\\ UNCHANGED y) \\/ (y < 40 /\\ y' = y + 1 /\\ UNCHANGED x)\n"
                            "Inv == (x + y) % 7 # 5\n====\n"},
               {"Grid.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  std::vector<std::pair<int, int>> expected;
  for (int x = 0; x <= 40; ++x)
    for (int y = 0; y <= 40; ++y)
      if ((x + y) % 7 == 5)
        expected.emplace_back(x, y);
  for (int workers : {1, 2}) {
    SCOPED_TRACE(workers);
    clirun::Result r = dir.run("tlc -workers " + std::to_string(workers) + " -deadlock -continue Grid.tla");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find("3281 states generated, 1681 distinct states found, 0 states left on queue."),
              std::string::npos)
        << r.out;
    std::vector<std::pair<int, int>> found;
    const std::string header = "Error: Invariant Inv is violated.\n";
    for (size_t at = r.out.find(header); at != std::string::npos;) {
      size_t next = r.out.find(header, at + header.size());
      std::string block = r.out.substr(at, next == std::string::npos ? std::string::npos : next - at);
      std::regex state(R"(State (\d+): [^\n]*\n/\\ x = (\d+)\n/\\ y = (\d+)\n)");
      int states = 0, x = -1, y = -1;
      for (auto it = std::sregex_iterator(block.begin(), block.end(), state); it != std::sregex_iterator(); ++it) {
        ++states;
        x = std::stoi((*it)[2]);
        y = std::stoi((*it)[3]);
      }
      EXPECT_EQ(states, x + y + 1) << block;
      found.emplace_back(x, y);
      at = next;
    }
    std::sort(found.begin(), found.end());
    EXPECT_EQ(found, expected);
  }
}

// --- DFID --------------------------------------------------------------------

// Every invariant a new initial state violates is printed (DFIDModelChecker.doInit
// loops over all of them with -continue), and the search goes on.
TEST(TlcContinueDfid, InitialStatesEveryViolatedInvariant) {
  SpecDir dir({{"Ring.tla", "---- MODULE Ring ----\nEXTENDS Naturals\nVARIABLE x\nInit == x \\in 0..3\n"
                            "Next == x' = (x + 1) % 5\nInv1 == x # 1\nInv2 == x # 2 /\\ x # 1\n====\n"},
               {"Ring.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv1\nINVARIANT Inv2\n"}});
  clirun::Result r = dir.run("tlc -dfid 10 -continue Ring.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(captures(r.out, "Error: Invariant (Inv\\d) is violated by the initial state:\n"),
            (std::vector<std::string>{"Inv1", "Inv2", "Inv2"}))
      << r.out;
  EXPECT_NE(r.out.find("Error: Invariant Inv1 is violated by the initial state:\nx = 1\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Error: Invariant Inv2 is violated by the initial state:\nx = 1\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Error: Invariant Inv2 is violated by the initial state:\nx = 2\n"), std::string::npos) << r.out;
  // The search went on: x = 4 was found, and it ends as a complete search.
  EXPECT_NE(r.out.find(kSuccess), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("distinct states found."), std::string::npos) << r.out;
  EXPECT_EQ(dir.run("tlc -dfid 10 Ring.tla").rc, 12);
}

// Successors: each violating new state printed with the search's path to
// it; a state violating an invariant is explored further (x = 4 is reached
// through x = 2 and x = 3, both violating).
TEST(TlcContinueDfid, SuccessorViolationsPrintedAndExplored) {
  SpecDir dir({{"Walk.tla", "---- MODULE Walk ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                            "Next == x < 6 /\\ x' = x + 1\nInv == x # 2 /\\ x # 3\nReached == x # 5\n====\n"},
               {"Walk.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\nINVARIANT Reached\n"}});
  clirun::Result r = dir.run("tlc -dfid 10 -deadlock -continue Walk.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(captures(r.out, "Error: Invariant (\\w+) is violated\\.\n"),
            (std::vector<std::string>{"Inv", "Inv", "Reached"}))
      << r.out;
  EXPECT_EQ(countMatches(r.out, "Error: The behavior up to this point is:"), 3u) << r.out;
  // The traces: 0..2, 0..3, 0..5 (DFIDWorker.printInvariantTrace: no action labels).
  EXPECT_NE(r.out.find("Error: Invariant Reached is violated.\nError: The behavior up to this point is:\nState 1: "
                       "\nx = 0\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("State 6: \nx = 5\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(kSuccess), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" states generated, 7 distinct states found."), std::string::npos) << r.out;
  // Without -continue the first ends the run.
  clirun::Result stop = dir.run("tlc -dfid 10 -deadlock Walk.tla");
  EXPECT_EQ(stop.rc, 12) << stop.out;
  EXPECT_EQ(countMatches(stop.out, "is violated"), 1u) << stop.out;
}

// An action property: every violating step is printed (the step into a
// seen state too), and a deadlock still stops the run.
TEST(TlcContinueDfid, ActionPropertyThenDeadlockStops) {
  SpecDir dir({{"Up.tla", "---- MODULE Up ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                          "Next == x < 4 /\\ x' = IF x = 2 THEN 1 ELSE x + 2\nMono == [][x' > x]_x\n====\n"},
               {"Up.cfg", "INIT Init\nNEXT Next\nPROPERTY Mono\n"}});
  // 0 -> 2 -> 1 (violating) -> 3 -> 5, which deadlocks.
  clirun::Result r = dir.run("tlc -dfid 10 -continue Up.tla");
  EXPECT_EQ(r.rc, 11) << r.out;
  size_t action = r.out.find("Error: Action property Mono is violated.");
  size_t deadlock = r.out.find("Error: Deadlock reached.");
  ASSERT_NE(action, std::string::npos) << r.out;
  ASSERT_NE(deadlock, std::string::npos) << r.out;
  EXPECT_LT(action, deadlock) << r.out;
  EXPECT_EQ(r.out.find(kSuccess), std::string::npos) << r.out;
  clirun::Result noDeadlock = dir.run("tlc -dfid 10 -deadlock -continue Up.tla");
  EXPECT_EQ(noDeadlock.rc, 0) << noDeadlock.out;
  EXPECT_GE(countMatches(noDeadlock.out, "Error: Action property Mono is violated\\."), 1u) << noDeadlock.out;
  EXPECT_NE(noDeadlock.out.find(kSuccess), std::string::npos) << noDeadlock.out;
}

// --- simulation ----------------------------------------------------------------

// Every behaviour reaches x = 3 at its third step: each of the 5 is printed
// with its behaviour and TLC's summary (the states generated so far), then
// the next behaviour runs; the run ends without error.
TEST(TlcContinueSimulate, EachBehavioursInvariantViolation) {
  SpecDir dir({{"Count.tla", "---- MODULE Count ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                             "Next == x' = x + 1\nInv == x < 3\n====\n"},
               {"Count.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  clirun::Result r = dir.run("tlc -simulate num=5 -depth 10 -continue Count.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(countMatches(r.out, "Error: Invariant Inv is violated\\.\nError: The behavior up to this point is:\n"
                                "State 1: [^\n]*\nx = 0\n\nState 2: [^\n]*\nx = 1\n\nState 3: [^\n]*\n"
                                "x = 2\n\nState 4: [^\n]*\nx = 3\n\nThe number of states generated: \\d+\n"),
            5u)
      << r.out;
  // 1 initial state, then 3 successors per behaviour.
  EXPECT_EQ(captures(r.out, "The number of states generated: (\\d+)\n"),
            (std::vector<std::string>{"4", "7", "10", "13", "16", "16"}))
      << r.out;
  EXPECT_LT(r.out.find("Finished computing initial states"), r.out.find("Error:")) << r.out;
  // Without -continue the first ends the run.
  clirun::Result stop = dir.run("tlc -simulate num=5 -depth 10 Count.tla");
  EXPECT_EQ(stop.rc, 12) << stop.out;
  EXPECT_EQ(countMatches(stop.out, "is violated"), 1u) << stop.out;
}

// A deadlock is continued after in simulation (TLC's Simulator: only
// evaluation errors and temporal violations are not), as is an action
// property; an evaluation error in an invariant stops the run.
TEST(TlcContinueSimulate, DeadlockAndActionPropertyContinueEvalErrorStops) {
  SpecDir dir({{"Stop.tla", "---- MODULE Stop ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                            "Next == x < 2 /\\ x' = x + 1\n====\n"},
               {"Stop.cfg", "INIT Init\nNEXT Next\n"},
               {"Wrap.tla", "---- MODULE Wrap ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                            "Next == x' = (x + 1) % 3\nMono == [][x' > x]_x\n====\n"},
               {"Wrap.cfg", "INIT Init\nNEXT Next\nPROPERTY Mono\n"},
               {"Bad.tla", "---- MODULE Bad ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                           "Next == x' = x + 1\nInv == IF x = 2 THEN x \\in 1 ELSE TRUE\n====\n"},
               {"Bad.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  clirun::Result dead = dir.run("tlc -simulate num=4 -depth 10 -continue Stop.tla");
  EXPECT_EQ(dead.rc, 0) << dead.out;
  EXPECT_EQ(countMatches(dead.out, "Error: Deadlock reached\\.\nError: The behavior up to this point is:\n"), 4u)
      << dead.out;
  EXPECT_EQ(dir.run("tlc -simulate num=4 -depth 10 Stop.tla").rc, 11);

  clirun::Result wrap = dir.run("tlc -simulate num=3 -depth 10 -continue Wrap.tla");
  EXPECT_EQ(wrap.rc, 0) << wrap.out;
  EXPECT_EQ(countMatches(wrap.out, "Error: Action property Mono is violated\\.\n"), 3u) << wrap.out;

  clirun::Result bad = dir.run("tlc -simulate num=4 -depth 10 -continue Bad.tla");
  clirun::Result badStop = dir.run("tlc -simulate num=4 -depth 10 Bad.tla");
  EXPECT_NE(bad.rc, 0) << bad.out;
  EXPECT_EQ(bad.rc, badStop.rc) << bad.out;
  EXPECT_EQ(countMatches(bad.out, "Error: The behavior up to this point is:"), 1u) << bad.out;
}

// Two workers: behaviours are numbered across the workers and their
// violations printed in that order, so two runs print the same.
TEST(TlcContinueSimulate, TwoWorkersPrintTheSameTwice) {
  SpecDir dir({{"Coin.tla", "---- MODULE Coin ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                            "Next == x' \\in {x + 1, x + 2}\nInv == x # 3\n====\n"},
               {"Coin.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  clirun::Result a = dir.run("tlc -workers 2 -simulate num=20 -depth 6 -seed 7 -continue Coin.tla");
  clirun::Result b = dir.run("tlc -workers 2 -simulate num=20 -depth 6 -seed 7 -continue Coin.tla");
  EXPECT_EQ(a.rc, 0) << a.out;
  EXPECT_GE(countMatches(a.out, "Error: Invariant Inv is violated\\."), 1u) << a.out;
  EXPECT_EQ(errorBlocks(a.out), errorBlocks(b.out));
}

// An initial state that violates an invariant stops a simulation even with
// -continue (Simulator.simulate checks the initial states before it
// looks at TLCGlobals.continuation).
TEST(TlcContinueSimulate, InitialStateViolationStops) {
  SpecDir dir({{"Init.tla", "---- MODULE Init ----\nEXTENDS Naturals\nVARIABLE x\nInit == x \\in 0..2\n"
                            "Next == x' = x\nInv == x # 1\n====\n"},
               {"Init.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  clirun::Result r = dir.run("tlc -simulate num=3 -depth 5 -continue Init.tla");
  EXPECT_EQ(r.rc, 12) << r.out;
  EXPECT_EQ(countMatches(r.out, "is violated by the initial state"), 1u) << r.out;
}

// --- check --continue --json ---------------------------------------------------

// Every violation is in the JSON (outcome, property, message, trace), in
// the order found; the run's own outcome is success.
TEST(CheckContinue, JsonListsEveryViolation) {
  SpecDir dir({{"Ring.tla", "---- MODULE Ring ----\nEXTENDS Naturals\nVARIABLE x\nInit == x \\in 0..1\n"
                            "Next == x' = (x + 1) % 4\nInv == x # 1 /\\ x # 3\nMono == [][x' > x]_x\n====\n"},
               {"Ring.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\nPROPERTY Mono\n"}});
  clirun::Result r = dir.run("check --workers 1 --continue --json Ring.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("\"outcome\":\"success\""), std::string::npos) << r.out;
  // x = 1 initially; x = 3 from 2; the step 3 -> 0.
  EXPECT_EQ(captures(r.out, "\\{\"outcome\":\"(\\w+)\",\"property\":\"\\w+\",\"message\""),
            (std::vector<std::string>{"invariantViolated", "invariantViolated", "actionPropertyViolated"}))
      << r.out;
  EXPECT_NE(r.out.find("\"message\":\"Invariant Inv is violated by the initial state:\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"message\":\"Invariant Inv is violated.\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"message\":\"Action property Mono is violated.\""), std::string::npos) << r.out;
  // The run's own trace is empty; the violations carry theirs.
  EXPECT_NE(r.out.find("\"trace\":[],"), std::string::npos) << r.out;
  EXPECT_EQ(countMatches(r.out, "\"variables\":\\{\"x\":\"3\"\\}"), 2u) << r.out; // x = 3 ends two of the traces
  // The text output prints the same three.
  clirun::Result text = dir.run("check --workers 2 --continue Ring.tla");
  EXPECT_EQ(text.rc, 0) << text.out;
  EXPECT_EQ(countMatches(text.out, "is violated"), 3u) << text.out;
}

} // namespace
