// A state TLC cannot fingerprint: TLC 1.8.0's messages with the
// "Fingerprint Stack Trace" of its FingerprintException (the expressions the
// values involved came from, innermost first, numbered from the outermost),
// found by generating the states again with the values' sources noted.
// The rows are TLC's FingerprintExceptionInitTest and
// FingerprintExceptionNextTest, then the class: each kind of value TLC gives
// a source (SUBSET, [S -> T], \X, set enumerations, tuples, records) around
// each other, values without one (a function built by [x \in S |-> e],
// 1..n, a constant definition's value), one expression making nested values
// (listed once), in Init, in a step, with a liveness property, with several
// workers.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

// The module: `defs` (if any) after the variable, then `Init == ...` (line
// 7 without defs) and `Next == ...` (the line after).
std::string spec(const std::string &name, const std::string &init, const std::string &next,
                 const std::string &defs = "", const std::string &extra = "") {
  return "------------------------ MODULE " + name + " --------------------\n\nEXTENDS Integers\n\nVARIABLE x\n\n" +
         defs + "Init == " + init + "\nNext == " + next + "\nSpec == Init /\\ [][Next]_x\n" + extra +
         "\n=============================================================================\n";
}

// The text of message 2147 as TLC prints it: trace lines, then the reason.
std::string fingerprintMessage(const std::vector<std::string> &lines, const std::string &reason) {
  std::string trace;
  for (const std::string &l : lines)
    trace += l + "\n";
  return "Error: TLC was unable to fingerprint.\n\nFingerprint Stack Trace:\n" + trace + "\nReason:\n" + reason + "\n";
}

struct Row {
  std::string what;
  std::string init, next;
  std::string defs;
  std::vector<std::string> trace; // TLC's lines, without "of module M"
  std::string reason;
  bool inInit;
};

// Lines 7 to 9 when a row has definitions (Init then on line 10).
const std::string kDefinitions = "Big == SUBSET (1..32)\n"
                                 "RECURSIVE Nest(_)\n"
                                 "Nest(n) == IF n = 0 THEN 1..32 ELSE SUBSET Nest(n - 1)\n";

std::vector<Row> rows() {
  const std::string overflow = "Overflow when computing the number of elements in:\n";
  return {
      // TLC's FingerprintExceptionInitTest and FingerprintExceptionNextTest.
      {"nested SUBSET in Init", "x = SUBSET(SUBSET(1..36))",
       "IF {1} \\in SUBSET(1..31) THEN x' = SUBSET(SUBSET(1..32)) ELSE x' = 2", "",
       {"1) line 7, col 20 to line 7, col 32", "0) line 7, col 13 to line 7, col 33"}, overflow + "SUBSET (1..36)",
       true},
      {"nested SUBSET in a step", "x = 0", "IF {1} \\in SUBSET(1..31) THEN x' = SUBSET(SUBSET(1..32)) ELSE x' = 2",
       "", {"1) line 8, col 51 to line 8, col 63", "0) line 8, col 44 to line 8, col 64"},
       overflow + "SUBSET (1..32)", false},
      // Containers with sources around the value that fails: each listed.
      {"SUBSET in a set in a tuple", "x = 0", "x' = <<1, {SUBSET (1..32)}>>", "",
       {"2) line 8, col 20 to line 8, col 33", "1) line 8, col 19 to line 8, col 34",
        "0) line 8, col 14 to line 8, col 36"},
       overflow + "SUBSET (1..32)", false},
      {"[S -> T] in a record", "x = [a |-> [1..10 -> 1..10]]", "x' = x", "",
       {"1) line 7, col 20 to line 7, col 35", "0) line 7, col 13 to line 7, col 36"},
       overflow + "[1..10 -> 1..10]", true},
      {"a product of intervals (1..n has no source)", "x = 0", "x' = (1..2000) \\X (1..2000) \\X (1..2000)", "",
       {"0) line 8, col 14 to line 8, col 48"},
       "Overflow when computing the number of elements in (1..2000 \\X 1..2000 \\X 1..2000)", false},
      // A function built by [i \in S |-> e] has no source (TLC's FcnRcdValue): only its values are listed.
      {"SUBSET in a function", "x = 0", "x' = [i \\in 1..2 |-> SUBSET (1..32)]", "",
       {"0) line 8, col 30 to line 8, col 43"}, overflow + "SUBSET (1..32)", false},
      // A constant definition's value is computed once before the search
      // (TLC's SpecProcessor, without sources): only the tuple is listed.
      {"SUBSET from a constant definition", "x = 0", "x' = <<Big>>", kDefinitions,
       {"0) line 11, col 14 to line 11, col 20"}, overflow + "SUBSET (1..32)", false},
      // Through an operator with arguments: the expression in its body.
      // One expression made both SUBSETs: listed once.
      {"nested values of one expression", "x = 0", "x' = Nest(2)", kDefinitions,
       {"0) line 9, col 37 to line 9, col 54"}, overflow + "SUBSET (1..32)", false},
  };
}

TEST(TlcFingerprintTrace, TheTraceListsTheValuesSourcesAsTlcDoes) {
  for (const Row &r : rows()) {
    SpecDir dir({{"FP.tla", spec("FP", r.init, r.next, r.defs)}, {"FP.cfg", "SPECIFICATION Spec\n"}});
    for (const char *workers : {"1", "2"}) {
      clirun::Result res = dir.run(std::string("tlc -workers ") + workers + " FP.tla");
      std::vector<std::string> lines;
      for (const std::string &l : r.trace)
        lines.push_back(l + " of module FP");
      std::string what = r.what + ", workers " + workers + ":\n" + res.out;
      EXPECT_EQ(res.rc, 75) << what;
      EXPECT_NE(res.out.find(fingerprintMessage(lines, r.reason)), std::string::npos) << what;
      // TLC's ModelChecker: the reason first, with the initial state (EC.TLC_INITIAL_STATE) or
      // before the behaviour up to the state (doNextFailed); the state is not counted as distinct.
      if (r.inInit) {
        EXPECT_NE(res.out.find("Error: " + r.reason + "\nWhile working on the initial state:\nx = "), std::string::npos)
            << what;
        EXPECT_EQ(res.out.find("The behavior up to this point is:"), std::string::npos) << what;
        EXPECT_NE(res.out.find("1 states generated, 0 distinct states found, 0 states left on queue."),
                  std::string::npos)
            << what;
      } else {
        size_t reason = res.out.find("Error: " + r.reason + "\nError: The behavior up to this point is:\n");
        EXPECT_NE(reason, std::string::npos) << what;
        EXPECT_LT(reason, res.out.find("Error: TLC was unable to fingerprint.")) << what;
        EXPECT_NE(res.out.find("2 states generated, 1 distinct states found, 0 states left on queue."),
                  std::string::npos)
            << what;
      }
    }
  }
}

// With a liveness property the failure is met, and told, as without one.
TEST(TlcFingerprintTrace, ALivenessPropertyChangesNothing) {
  const std::string live = "Live == <>(x = 2)\n";
  SpecDir plain({{"FP.tla", spec("FP", "x = 0", "x' = {SUBSET (1..32)}", "", live)}, {"FP.cfg", "SPECIFICATION Spec\n"}});
  SpecDir withLive({{"FP.tla", spec("FP", "x = 0", "x' = {SUBSET (1..32)}", "", live)},
                    {"FP.cfg", "SPECIFICATION Spec\nPROPERTY Live\n"}});
  clirun::Result a = plain.run("tlc FP.tla"), b = withLive.run("tlc FP.tla");
  EXPECT_EQ(b.rc, 75) << b.out;
  std::string message = fingerprintMessage(
      {"1) line 8, col 15 to line 8, col 28 of module FP", "0) line 8, col 14 to line 8, col 29 of module FP"},
      "Overflow when computing the number of elements in:\nSUBSET (1..32)");
  EXPECT_NE(a.out.find(message), std::string::npos) << a.out;
  EXPECT_NE(b.out.find(message), std::string::npos) << b.out;
}

} // namespace
