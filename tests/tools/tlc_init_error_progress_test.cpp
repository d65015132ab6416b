// The whole output, from "Computing initial states..." to the summary, of
// a model checking run that stops at an initial state, as TLC 1.8.0's
// ModelChecker prints it. Its DoInitFunctor.addElement takes each initial
// state as Init's enumeration gives it and prints "Computed n initial
// states..." (EC.TLC_COMPUTING_INIT_PROGRESS) as it takes one after n
// others, n = 2, 4, 8, ...; then, in this order:
// - isGoodState: a variable Init left unassigned: EC.TLC_INITIAL_STATE
//   "current state is not a legal state" with the state (null for the
//   variable), the run's result (exit 255), no replay, no summary;
// - the constraints (isInModel), the fingerprint, the invariants, the
//   PROPERTY's initial predicates. A violated invariant ends doInit (exit 12,
//   no summary). An exception leaves getInitStates: modelCheckImpl prints it
//   (EC.TLC_INITIAL_STATE with the state), then replays Init with its call
//   stack kept (numberOfInitialStates = 0; doInit(cTool, true)), whose
//   DoInitFunctor prints its own progress lines up to the state that fails
//   again, then the stack (EC.TLC_NESTED_EXPRESSION), then the summary:
//   the replay's count of states generated, the states put in the set.
//   A constraint fails before the state is put in the set.
// - A FingerprintException (a value TLC cannot fingerprint) is kept by
//   addElement's last catch, not rethrown: Init goes on to its end, every
//   later state only counted, in the first pass and in the replay, which
//   ends in EC.TLC_FINGERPRINT_EXCEPTION.
// - An exception of Init's own evaluation leaves getInitStates after the
//   states before it were taken (the replay takes them again): EC.GENERAL.
// The class: each kind of initial-state error (an invariant violated, an
// evaluation error in Init, in an invariant, in a constraint, in a
// property's initial predicate, a variable left unassigned, a value that
// cannot be fingerprinted) on the K-th of M = 2K + 1 initial states, K
// around the powers of two (1, 2, 3, 5, 9, 17), with one worker and two
// (whose initial states are enumerated and checked in parallel).
// DFIDModelChecker.doInit and the Simulator generate all initial states
// first, then check each in order, isGoodState first: a variable left
// unassigned is EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_INITIAL with the state
// (exit 255), no progress lines.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE I ----
EXTENDS Naturals
CONSTANTS K, M
VARIABLES x, y
Bad == 10 \div (K - x) # 100
Prop == Bad /\ [][TRUE]_<<x, y>>
Inv == x # K
Next == UNCHANGED <<x, y>>
Plain == x \in 1..M /\ y = 0
InitEval == x \in 1..M /\ y = 0 /\ Bad
Unassigned == x \in 1..M /\ (x # K => y = 0)
NonEnum == x \in 1..M /\ y = IF x = K THEN SUBSET SUBSET (1..36) ELSE 0
====
)";

using Lines = std::vector<std::string>;

Lines split(const std::string &text) {
  Lines lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  return lines;
}

// The lines from "Computing initial states..." up to "Finished in".
Lines initialPart(const std::string &out) {
  Lines all = split(out), part;
  bool in = false;
  for (const std::string &l : all) {
    if (l == "Computing initial states...")
      in = true;
    if (l.rfind("Finished in", 0) == 0)
      break;
    if (in)
      part.push_back(l);
  }
  return part;
}

// DoInitFunctor's lines for `generated` states taken.
Lines progress(uint64_t generated) {
  Lines lines;
  for (uint64_t n = 2; n < generated; n <<= 1)
    lines.push_back("Computed " + std::to_string(n) + " initial states...");
  return lines;
}

void append(Lines &to, const Lines &more) { to.insert(to.end(), more.begin(), more.end()); }

Lines summary(uint64_t generated, uint64_t distinct) {
  return {std::to_string(generated) + " states generated, " + std::to_string(distinct) + " distinct states found, " +
              std::to_string(distinct) + " states left on queue.",
          "The depth of the complete state graph search is " + std::string(generated ? "1" : "0") + "."};
}

Lines state(uint64_t k, const std::string &y) { return {"/\\ x = " + std::to_string(k), "/\\ y = " + y, ""}; }

const Lines kNestedHead = {"Error: The error occurred when TLC was evaluating the nested",
                           "expressions at the following positions:"};
// The stack of Bad evaluated on a state of Plain, and its end.
const Lines kBadOnPlain = {"0. Line 9, column 10 to line 9, column 28 in I", "1. Line 9, column 10 to line 9, column 19 in I",
                           "2. Line 9, column 24 to line 9, column 28 in I"};
const Lines kBad = {"3. Line 5, column 8 to line 5, column 28 in I", "4. Line 5, column 8 to line 5, column 22 in I",
                    "", ""};

enum class Kind { InvariantViolated, InitEval, InvariantEval, ConstraintEval, PropertyEval, Unassigned, NonEnumerable };

struct Expected {
  Lines lines;
  int rc;
};

// What TLC 1.8.0's code prints when the K-th of M initial states fails.
Expected expected(Kind kind, uint64_t k, uint64_t m) {
  Lines l = {"Computing initial states..."};
  const std::string div = "Error: The second argument of \\div is 0.";
  auto initialStateError = [&](const std::string &message, const std::string &y) {
    l.push_back(message);
    l.push_back("While working on the initial state:");
    append(l, state(k, y));
  };
  switch (kind) {
  case Kind::InvariantViolated:
    append(l, progress(k));
    l.push_back("Error: Invariant Inv is violated by the initial state:");
    append(l, state(k, "0"));
    return {l, 12};
  case Kind::Unassigned:
    append(l, progress(k));
    initialStateError("Error: current state is not a legal state", "null");
    return {l, 255};
  case Kind::InitEval:
    // Init fails computing the K-th state: K - 1 taken, twice.
    append(l, progress(k - 1));
    l.push_back(div);
    append(l, progress(k - 1));
    append(l, kNestedHead);
    append(l, {"0. Line 10, column 13 to line 10, column 38 in I", "1. Line 10, column 13 to line 10, column 31 in I",
               "2. Line 10, column 13 to line 10, column 22 in I", "3. Line 10, column 27 to line 10, column 31 in I",
               "4. Line 10, column 36 to line 10, column 38 in I", "5. Line 5, column 8 to line 5, column 28 in I",
               "6. Line 5, column 8 to line 5, column 22 in I", "", ""});
    append(l, summary(k - 1, k - 1));
    return {l, 75};
  case Kind::InvariantEval:
  case Kind::ConstraintEval:
  case Kind::PropertyEval:
    append(l, progress(k));
    initialStateError(div, "0");
    append(l, progress(k));
    append(l, kNestedHead);
    append(l, kBadOnPlain);
    if (kind == Kind::PropertyEval) {
      l.push_back("3. Line 6, column 9 to line 6, column 11 in I");
      append(l, {"4. Line 5, column 8 to line 5, column 28 in I", "5. Line 5, column 8 to line 5, column 22 in I", "",
                 ""});
    } else {
      append(l, kBad);
    }
    // A constraint fails before the state is put in the set.
    append(l, summary(k, kind == Kind::ConstraintEval ? k - 1 : k));
    return {l, 75};
  case Kind::NonEnumerable:
    append(l, progress(m));
    initialStateError("Error: Overflow when computing the number of elements in:\nSUBSET (1..36)",
                      "SUBSET SUBSET (1..36)");
    append(l, progress(m));
    append(l, {"Error: TLC was unable to fingerprint.", "", "Fingerprint Stack Trace:",
               "1) line 12, col 51 to line 12, col 64 of module I", "0) line 12, col 44 to line 12, col 64 of module I",
               "", "Reason:", "Overflow when computing the number of elements in:", "SUBSET (1..36)"});
    append(l, summary(m, k - 1));
    return {l, 75};
  }
  return {l, -1};
}

struct KindRow {
  Kind kind;
  const char *name;
  const char *init;
  const char *cfg;
};

const KindRow kKinds[] = {
    {Kind::InvariantViolated, "an invariant violated", "Plain", "INVARIANT Inv\n"},
    {Kind::InitEval, "an error in Init", "InitEval", ""},
    {Kind::InvariantEval, "an error in an invariant", "Plain", "INVARIANT Bad\n"},
    {Kind::ConstraintEval, "an error in a constraint", "Plain", "CONSTRAINT Bad\n"},
    {Kind::PropertyEval, "an error in a property's initial predicate", "Plain", "PROPERTY Prop\n"},
    {Kind::Unassigned, "a variable unassigned", "Unassigned", ""},
    {Kind::NonEnumerable, "a value TLC cannot fingerprint", "NonEnum", ""},
};

std::string joined(const Lines &lines) {
  std::string s;
  for (const std::string &l : lines)
    s += l + "\n";
  return s;
}

TEST(TlcInitErrorProgress, EachKindOfInitialStateErrorAtEachCount) {
  for (const KindRow &kind : kKinds) {
    for (uint64_t k : {1, 2, 3, 5, 9, 17}) {
      const uint64_t m = 2 * k + 1;
      clirun::SpecDir dir({{"I.tla", kSpec},
                           {"I.cfg", "CONSTANTS K = " + std::to_string(k) + " M = " + std::to_string(m) + "\nINIT " +
                                         kind.init + "\nNEXT Next\n" + kind.cfg}});
      const Expected want = expected(kind.kind, k, m);
      for (const char *workers : {"1", "2"}) {
        clirun::Result r = dir.run(std::string("tlc -workers ") + workers + " I.tla");
        const std::string what = std::string(kind.name) + ", K = " + std::to_string(k) + ", workers " + workers;
        EXPECT_EQ(r.rc, want.rc) << what << "\n" << r.out;
        EXPECT_EQ(joined(initialPart(r.out)), joined(want.lines)) << what << "\n" << r.out;
      }
    }
  }
}

// An initial state before the one whose evaluation fails violates an
// invariant: TLC takes it, and stops there, before Init gets to the error.
TEST(TlcInitErrorProgress, AnEarlierInitialStatesViolationComesFirst) {
  std::string spec = kSpec;
  spec.replace(spec.find("===="), 4, "V == x # 3\n====");
  clirun::SpecDir dir({{"I.tla", spec}, {"I.cfg", "CONSTANTS K = 6 M = 9\nINIT InitEval\nNEXT Next\nINVARIANT V\n"}});
  for (const char *workers : {"1", "2"}) {
    clirun::Result r = dir.run(std::string("tlc -workers ") + workers + " I.tla");
    EXPECT_EQ(r.rc, 12) << r.out;
    EXPECT_EQ(joined(initialPart(r.out)), "Computing initial states...\nComputed 2 initial states...\n"
                                          "Error: Invariant V is violated by the initial state:\n/\\ x = 3\n/\\ y = 0\n\n")
        << r.out;
  }
}

TEST(TlcInitErrorProgress, DfidAndSimulateCheckAnIncompleteStateAfterGeneratingAll) {
  for (uint64_t k : {1, 5}) {
    clirun::SpecDir dir({{"I.tla", kSpec},
                         {"I.cfg", "CONSTANTS K = " + std::to_string(k) + " M = 9\nINIT Unassigned\nNEXT Next\n"}});
    for (const char *mode : {"-dfid 3", "-simulate num=3 -depth 3"}) {
      clirun::Result r = dir.run(std::string("tlc -workers 1 ") + mode + " I.tla");
      const std::string what = std::string(mode) + ", K = " + std::to_string(k) + "\n" + r.out;
      EXPECT_EQ(r.rc, 255) << what;
      EXPECT_NE(r.out.find("Error: State is not completely specified by the initial predicate:\n/\\ x = " +
                           std::to_string(k) + "\n/\\ y = null\n"),
                std::string::npos)
          << what;
      EXPECT_EQ(r.out.find("states generated, "), std::string::npos) << what; // no summary
    }
  }
}

} // namespace
