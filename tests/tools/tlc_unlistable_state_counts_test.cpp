// A state whose variable holds a value TLC cannot fingerprint -- Int, Nat,
// STRING, Seq(S) (UserValue/SetOfSeqs: Value.fingerPrint's "TLC has found a
// state in which the value of a variable contains ..."), [Nat -> S] and
// SUBSET Nat (their enumeration errors), and tuples, records, sets and
// functions holding one -- and what TLC 1.8.0 counts.
//
// Breadth-first: Worker.addElement counts the successor (statesGenerated++)
// and isSeenState computes succState.fingerPrint() before theFPSet.put, so
// the failing state never enters the set and Worker.writeState (which
// raises the diameter) is not reached: 2 generated, 1 distinct, depth 1,
// exit 75 (TLC's FingerprintExceptionNextTest: TLC_STATS 2, 1, 0). The same
// with a VIEW whose value is such a set (TLCStateMut.fingerPrint evaluates
// it there). In Init (DoInitFunctor.addElement): 1 generated, 0 distinct.
// -dfid: DFIDModelChecker's set never gets it either: 1 distinct.
// -simulate fingerprints no state without a temporal property
// (SimulationWorker.addElement checks, never fingerprints): no error.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_run.h"

namespace {

// Every kind of value TLC cannot fingerprint, alone and inside the values
// that can hold one.
std::vector<std::string> unlistable() {
  return {"Int",
          "Nat",
          "STRING",
          "Seq({1})",
          "[Nat -> {0}]",
          "SUBSET Nat",
          "<<Int>>",
          "<<1, Nat>>",
          "[a |-> STRING]",
          "{Seq({1})}",
          "[i \\in {1} |-> Int]",
          "<<[a |-> SUBSET Nat]>>"};
}

clirun::Result run(const std::string &init, const std::string &next, const std::string &args,
                   const std::string &cfgExtra = "", const std::string &defs = "") {
  clirun::SpecDir dir({{"M.tla", "---- MODULE M ----\nEXTENDS Integers, Sequences\nVARIABLE x\n" + defs +
                                     "Init == " + init + "\nNext == " + next + "\n====\n"},
                       {"M.cfg", "INIT Init\nNEXT Next\n" + cfgExtra}});
  return dir.run("tlc " + args + " M.tla");
}

bool has(const clirun::Result &r, const std::string &text) { return r.out.find(text) != std::string::npos; }

TEST(TlcUnlistableStateCounts, BfsNeverCountsTheStateItCannotFingerprint) {
  for (const std::string &v : unlistable()) {
    clirun::Result r = run("x = 0", "x' = " + v, "-workers 1");
    EXPECT_EQ(r.rc, 75) << v << "\n" << r.out;
    EXPECT_TRUE(has(r, "2 states generated, 1 distinct states found, 0 states left on queue.")) << v << "\n" << r.out;
    EXPECT_TRUE(has(r, "The depth of the complete state graph search is 1.")) << v << "\n" << r.out;
  }
}

TEST(TlcUnlistableStateCounts, AViewWhoseValueCannotBeFingerprinted) {
  for (const std::string &v : {std::string("Int"), std::string("<<STRING>>"), std::string("SUBSET Nat")}) {
    clirun::Result r = run("x = 0", "x' = 1", "-workers 1", "VIEW V\n", "V == IF x = 0 THEN 0 ELSE " + v + "\n");
    EXPECT_EQ(r.rc, 75) << v << "\n" << r.out;
    EXPECT_TRUE(has(r, "2 states generated, 1 distinct states found, 0 states left on queue.")) << v << "\n" << r.out;
    EXPECT_TRUE(has(r, "The depth of the complete state graph search is 1.")) << v << "\n" << r.out;
  }
}

TEST(TlcUnlistableStateCounts, InInitNothingIsDistinct) {
  for (const std::string &v : unlistable()) {
    clirun::Result r = run("x = " + v, "UNCHANGED x", "-workers 1");
    EXPECT_EQ(r.rc, 75) << v << "\n" << r.out;
    EXPECT_TRUE(has(r, "1 states generated, 0 distinct states found, 0 states left on queue.")) << v << "\n" << r.out;
  }
}

TEST(TlcUnlistableStateCounts, DfidNeverCountsItEither) {
  for (const std::string &v : unlistable()) {
    clirun::Result r = run("x = 0", "x' = " + v, "-dfid 3");
    EXPECT_NE(r.rc, 0) << v << "\n" << r.out;
    EXPECT_TRUE(has(r, "2 states generated, 1 distinct states found.")) << v << "\n" << r.out;
  }
}

TEST(TlcUnlistableStateCounts, SimulationFingerprintsNothing) {
  for (const std::string &v : unlistable()) {
    // Next: 1 initial state and one successor per step, 2 behaviours of 5 steps.
    clirun::Result next = run("x = 0", "x' = " + v, "-simulate num=2 -depth 5 -seed 1");
    EXPECT_EQ(next.rc, 0) << v << "\n" << next.out;
    EXPECT_TRUE(has(next, "The number of states generated: 11\n")) << v << "\n" << next.out;
    clirun::Result init = run("x = " + v, "UNCHANGED x", "-simulate num=2 -depth 5 -seed 1");
    EXPECT_EQ(init.rc, 0) << v << "\n" << init.out;
    EXPECT_TRUE(has(init, "The number of states generated: 11\n")) << v << "\n" << init.out;
  }
}

} // namespace
