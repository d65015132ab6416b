// A state holding a set whose elements TLC cannot order: TLC sorts a set
// to fingerprint it (SetEnumValue.fingerPrint normalizes it) and again to
// print it, so the compare error of its first failing comparison
// (ModelValue.compareTo and modelValueCompareTo for typed model values
// "A_x", IntValue/StringValue/BoolValue/SetEnumValue.compareTo for the
// others) ends the run. The class: each kind of clash (string and integer,
// boolean and integer, sets of such, typed model values of two types, a
// typed model value and a non-model value on either side), at any depth in
// the state (in a set, a tuple, a record), met in an initial state or in a
// successor; and the sets TLC orders (untyped model values with anything,
// typed ones of one type).
//
// An initial state (Github696bTest): the error is raised fingerprinting
// the state, and again printing it for EC.TLC_INITIAL_STATE, which escapes
// as an unexpected exception before the summary (EC.GENERAL, exit 255).
// A successor: ModelChecker.doNextFailed prints the error and the behaviour,
// whose last state fails to print; the replay raises the FingerprintException
// (EC.TLC_FINGERPRINT_EXCEPTION with the set's expression, exit 75), as for
// FingerprintExceptionNextTest.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

const std::string kUnexpected = "Error: TLC threw an unexpected exception.\nThis was probably caused by an error in the "
                                "spec or model.\nSee the User Output or TLC Console for clues to what happened.\nThe "
                                "exception was a java.lang.RuntimeException\n: ";

// Line 5: Init; the constants A (an untyped model value) and the TLCModelValue names.
std::string spec(const std::string &init, const std::string &next) {
  return "---- MODULE U ----\nEXTENDS Integers, TLC, TLCExt\nCONSTANT A\nVARIABLE x\nInit == x = " + init +
         "\nNext == " + next + "\n====\n";
}

struct Row {
  const char *what;
  std::string value; // the value with the set, as written
  std::string error; // TLC's compare error
};

std::vector<Row> unsortable() {
  return {
      {"a string after an integer", "{1, \"a\"}", "Attempted to compare string \"a\" with non-string:\n1"},
      {"an integer after a string", "{\"a\", 1}", "Attempted to compare integer 1 with non-integer:\n\"a\""},
      {"an integer after a boolean", "{TRUE, 1}", "Attempted to compare integer 1 with non-integer:\nTRUE"},
      {"a boolean after an integer", "{1, TRUE}", "Attempted to compare boolean TRUE with non-boolean:\n1"},
      {"sets whose elements clash", "{{1}, {\"a\"}}", "Attempted to compare string \"a\" with non-string:\n1"},
      {"typed model values of two types", "{TLCModelValue(\"A_a\"), TLCModelValue(\"B_a\")}",
       "Attempted to compare the differently-typed model values B_a and A_a"},
      {"a typed model value after an integer", "{1, TLCModelValue(\"A_a\")}",
       "Attempted to compare the typed model value A_a and non-model value\n1"},
      {"an integer after a typed model value", "{TLCModelValue(\"A_a\"), 1}",
       "Attempted to compare the typed model value A_a and the non-model value\n1"},
      {"in a tuple", "<<2, {1, \"a\"}>>", "Attempted to compare string \"a\" with non-string:\n1"},
      {"in a record", "[f |-> {1, \"a\"}]", "Attempted to compare string \"a\" with non-string:\n1"},
      {"in a set", "{{1, \"a\"}}", "Attempted to compare string \"a\" with non-string:\n1"},
  };
}

TEST(TlcUnsortableState, AnInitialStateEndsOnTlcsUnexpectedException) {
  for (const Row &r : unsortable()) {
    SpecDir dir({{"U.tla", spec(r.value, "UNCHANGED x")}, {"U.cfg", "CONSTANT A = A\nINIT Init\nNEXT Next\n"}});
    clirun::Result res = dir.run("tlc -workers 1 U.tla");
    std::string what = std::string(r.what) + ":\n" + res.out;
    EXPECT_EQ(res.rc, 255) << what;
    EXPECT_NE(res.out.find(kUnexpected + r.error + "\nFinished in "), std::string::npos) << what;
    // Before TLC's summary: no counts.
    EXPECT_EQ(res.out.find("states generated"), std::string::npos) << what;
  }
}

TEST(TlcUnsortableState, ASuccessorEndsOnTlcsFingerprintException) {
  for (const Row &r : unsortable()) {
    SpecDir dir({{"U.tla", spec("0", "x' = IF x = 0 THEN 1 ELSE " + r.value)},
                 {"U.cfg", "CONSTANT A = A\nINIT Init\nNEXT Next\n"}});
    clirun::Result res = dir.run("tlc -workers 1 U.tla");
    std::string what = std::string(r.what) + ":\n" + res.out;
    EXPECT_EQ(res.rc, 75) << what;
    // The error, the behaviour without the state that fails to print, then the FingerprintException.
    EXPECT_NE(res.out.find("Error: " + r.error + "\nError: The behavior up to this point is:\nState 1: <Initial "
                                                  "predicate>\nx = 0\n\nState 2: <Next line 6, col 9 to line 6, col "),
              std::string::npos)
        << what;
    EXPECT_EQ(res.out.find("State 3:"), std::string::npos) << what;
    // The set's expression, and each tuple, record or set with a source around it (listed last, as 0).
    size_t trace = res.out.find("Error: TLC was unable to fingerprint.\n\nFingerprint Stack Trace:\n");
    ASSERT_NE(trace, std::string::npos) << what;
    EXPECT_LT(res.out.find("0) line 6, col ", trace), res.out.find("\nReason:\n", trace)) << what;
    EXPECT_NE(res.out.find("\nReason:\n" + r.error + "\n"), std::string::npos) << what;
    EXPECT_NE(res.out.find("3 states generated, 2 distinct states found, 0 states left on queue."), std::string::npos)
        << what;
  }
}

// The sets TLC orders: an untyped model value compares with anything, typed
// model values of one type (or with untyped ones) with each other.
TEST(TlcUnsortableState, SetsTlcOrdersAreFine) {
  for (const char *value : {"{A, 1}", "{\"a\", A}", "{TLCModelValue(\"A_a\"), TLCModelValue(\"A_b\")}",
                            "{TLCModelValue(\"A_a\"), A}", "{{1}, {2, 3}}"}) {
    SpecDir dir({{"U.tla", spec(value, "UNCHANGED x")}, {"U.cfg", "CONSTANT A = A\nINIT Init\nNEXT Next\n"}});
    clirun::Result res = dir.run("tlc -workers 1 U.tla");
    EXPECT_EQ(res.rc, 0) << value << "\n" << res.out;
  }
}

} // namespace
