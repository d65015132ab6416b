// Where the Print/PrintT output of Init, a CONSTRAINT, an INVARIANT and a
// PROPERTY's initial predicate comes, and how often, when the initial
// states end in an error, as TLC 1.8.0's ModelChecker prints it:
// - the first pass (modelCheckImpl: doInit(false)): Init prints as it
//   enumerates; DoInitFunctor.addElement takes each state as Init hands it
//   ("Computed n initial states..." first when n = 2, 4, 8, ... were taken),
//   evaluates the constraints (isInModel), fingerprints the state, and
//   checks the invariants and initial predicates of a state it has not seen
//   (a repeated state's only once);
// - an exception there (a check failing to evaluate, Init's own evaluation
//   failing, a state it cannot fingerprint) is printed (EC.TLC_INITIAL_STATE
//   with the state, EC.GENERAL for Init's own), then Init is replayed with
//   the call stack kept (numberOfInitialStates = 0; doInit(cTool, true)):
//   a DoInitFunctor with forceChecks, which checks the invariants of every
//   state, a repeated one too. Everything the first pass printed up to the
//   failing state is printed again, with the replay's progress lines, after
//   the error and before the stack (EC.TLC_NESTED_EXPRESSION) or the
//   fingerprint trace (EC.TLC_FINGERPRINT_EXCEPTION), then the summary;
// - a violated invariant or initial predicate, or a state Init left
//   incomplete (isGoodState), ends doInit: no replay, no summary.
// After a state TLC cannot fingerprint, addElement's last catch keeps it
// and only counts the states after it (no check, no output of theirs but
// Init's).
//
// The class: every error kind (Init's evaluation, a constraint's, an
// invariant's, an initial predicate's, an invariant violated, an initial
// predicate violated, a variable unassigned, a value TLC cannot
// fingerprint) on the first occurrence of x = K of M values, each state
// generated twice (a repeated state), K = 1, 2, 3, 5, with 1 and 2 workers.
// Every place prints. The expected lines come from that logic; the
// numbered frames of the stacks (TlcInitErrorProgress checks them) are left out.
#include <gtest/gtest.h>

#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE R ----
EXTENDS Naturals, TLC
CONSTANTS K, M, E
VARIABLES x, y
Fail(p) == IF E = p /\ x = K THEN 1 \div 0 = 0 ELSE TRUE
Y == IF E = "fp" /\ x = K THEN SUBSET SUBSET (1..36) ELSE 0
Init == x \in 1..M /\ \E i \in 1..2 : PrintT(<<"init", x, i>>) /\ Fail("init")
                                      /\ IF E = "unassigned" /\ x = K THEN TRUE ELSE y = Y
Con == PrintT(<<"con", x>>) /\ Fail("con")
Inv == PrintT(<<"inv", x>>) /\ Fail("inv") /\ (E = "viol" => x # K)
Prop == (PrintT(<<"prop", x>>) /\ Fail("prop") /\ (E = "propviol" => x # K)) /\ [][TRUE]_<<x, y>>
Next == UNCHANGED <<x, y>>
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

// The lines from "Computing initial states..." up to "Finished in", without
// the numbered frames of a stack or a fingerprint trace.
std::string initialPart(const std::string &out) {
  static const std::regex frame(R"(^(\d+\. Line |\d+\) line ).*)");
  std::string part;
  bool in = false;
  for (const std::string &l : split(out)) {
    if (l == "Computing initial states...")
      in = true;
    if (l.rfind("Finished in", 0) == 0)
      break;
    if (in && !std::regex_match(l, frame))
      part += l + "\n";
  }
  return part;
}

struct Expected {
  std::string text;
  int rc;
};

// What TLC's code prints for error kind `e` at x = K of M.
Expected expected(const std::string &e, int k, int m) {
  Lines l = {"Computing initial states..."};
  const std::string div = "Error: The second argument of \\div is 0.";
  auto tup = [](const std::string &tag, int x, int i = 0) {
    return "<<\"" + tag + "\", " + std::to_string(x) + (i ? ", " + std::to_string(i) : "") + ">>";
  };
  auto yOf = [&](int x) { return e == "fp" && x == k ? std::string("SUBSET SUBSET (1..36)") : std::string("0"); };
  enum class End { None, InitError, CheckError, Violation, PropViolation, Unassigned };
  struct Pass {
    uint64_t taken = 0;
    int distinct = 0;
    bool kept = false;
    End end = End::None;
  };
  // One pass of DoInitFunctor over Init's states (force: the replay's).
  auto pass = [&](bool force) {
    Pass p;
    for (int x = 1; x <= m; ++x)
      for (int i = 1; i <= 2; ++i) {
        l.push_back(tup("init", x, i));
        if (e == "init" && x == k) {
          p.end = End::InitError;
          return p;
        }
        if (p.taken > 1 && (p.taken & (p.taken - 1)) == 0)
          l.push_back("Computed " + std::to_string(p.taken) + " initial states...");
        ++p.taken;
        if (p.kept)
          continue;
        if (e == "unassigned" && x == k) {
          p.end = End::Unassigned;
          return p;
        }
        l.push_back(tup("con", x));
        if (e == "con" && x == k) {
          p.end = End::CheckError;
          return p;
        }
        if (e == "fp" && x == k) {
          p.kept = true;
          continue;
        }
        const bool seen = i == 2;
        if (!seen)
          ++p.distinct;
        if (seen && !force)
          continue;
        l.push_back(tup("inv", x));
        if ((e == "inv" || e == "viol") && x == k) {
          p.end = e == "inv" ? End::CheckError : End::Violation;
          return p;
        }
        l.push_back(tup("prop", x));
        if ((e == "prop" || e == "propviol") && x == k) {
          p.end = e == "prop" ? End::CheckError : End::PropViolation;
          return p;
        }
      }
    return p;
  };
  const Pass first = pass(false);
  const Lines state = {"/\\ x = " + std::to_string(k), "/\\ y = " + (e == "unassigned" ? "null" : yOf(k)), ""};
  auto add = [&](const Lines &more) { l.insert(l.end(), more.begin(), more.end()); };
  auto join = [&] {
    std::string s;
    for (const std::string &x : l)
      s += x + "\n";
    return s;
  };
  switch (first.end) {
  case End::Violation:
    l.push_back("Error: Invariant Inv is violated by the initial state:");
    add(state);
    return {join(), 12};
  case End::PropViolation:
    // The PROPERTY's conjuncts are checked apart, each named by its place.
    l.push_back("Error: Property line 11, col 52 to line 11, col 74 of module R is violated by the initial state:");
    add(state);
    return {join(), 13};
  case End::Unassigned:
    l.push_back("Error: current state is not a legal state");
    l.push_back("While working on the initial state:");
    add(state);
    return {join(), 255};
  default:
    break;
  }
  if (first.end == End::InitError) {
    l.push_back(div);
  } else if (first.kept) {
    add({"Error: Overflow when computing the number of elements in:", "SUBSET (1..36)",
         "While working on the initial state:"});
    add(state);
  } else {
    l.push_back(div);
    l.push_back("While working on the initial state:");
    add(state);
  }
  const Pass replay = pass(true);
  if (first.kept)
    add({"Error: TLC was unable to fingerprint.", "", "Fingerprint Stack Trace:", "", "Reason:",
         "Overflow when computing the number of elements in:", "SUBSET (1..36)"});
  else
    add({"Error: The error occurred when TLC was evaluating the nested", "expressions at the following positions:", "",
         ""});
  // The summary: the replay's count, the states the first pass put in the set
  // (a constraint fails before the state is put there).
  const int distinct = first.distinct;
  add({std::to_string(replay.taken) + " states generated, " + std::to_string(distinct) + " distinct states found, " +
           std::to_string(distinct) + " states left on queue.",
       "The depth of the complete state graph search is " + std::string(replay.taken ? "1" : "0") + "."});
  return {join(), 75};
}

TEST(TlcInitReplayPrint, EveryErrorKindAtEachCountWithEveryPlacePrinting) {
  const char *kinds[] = {"init", "con", "inv", "prop", "viol", "propviol", "unassigned", "fp"};
  for (const char *kind : kinds) {
    for (int k : {1, 2, 3, 5}) {
      const int m = k + 2;
      clirun::SpecDir dir({{"R.tla", kSpec},
                           {"R.cfg", "CONSTANTS K = " + std::to_string(k) + " M = " + std::to_string(m) + " E = \"" +
                                         kind + "\"\nINIT Init\nNEXT Next\nCONSTRAINT Con\nINVARIANT Inv\n"
                                                "PROPERTY Prop\n"}});
      const Expected want = expected(kind, k, m);
      for (const char *workers : {"1", "2"}) {
        clirun::Result r = dir.run(std::string("tlc -workers ") + workers + " R.tla");
        const std::string what = std::string(kind) + ", K = " + std::to_string(k) + ", workers " + workers;
        EXPECT_EQ(r.rc, want.rc) << what << "\n" << r.out;
        EXPECT_EQ(initialPart(r.out), want.text) << what << "\n" << r.out;
      }
    }
  }
}

} // namespace

namespace {

// A state TLC cannot fingerprint (x = K), then an error of Init's own
// evaluation (x = J > K). DoInitFunctor.addElement's last catch keeps the
// first (errState) and counts the states after it; Init's error leaves
// getInitStates: ModelChecker.doInit's catch of Assert.TLCRuntimeException
// sets errState and rethrows, so modelCheckImpl prints that error with the
// kept state (EC.TLC_INITIAL_STATE); an EvalException (\div by 0) passes
// doInit untouched: EC.GENERAL, the message alone. The replay keeps the
// state again and meets Init's error again (EC.TLC_NESTED_EXPRESSION, exit
// 75): the fingerprint failure is never reported. The summary: the replay's
// count, the K - 1 states before the kept one. Enumerated over the error's
// exception class, K and J, Init printing or not (without output two
// workers enumerate Init in parallel), 1 and 2 workers.
const char *kFpThenInit = R"(---- MODULE G ----
EXTENDS Naturals, TLC
CONSTANTS K, J, E, P
VARIABLES x, y
Err == IF E = "div" THEN 1 \div 0 = 0 ELSE CHOOSE i \in {} : TRUE
Init == x \in 1..J + 1 /\ (P => PrintT(<<"init", x>>))
        /\ y = (IF x = K THEN SUBSET SUBSET (1..36) ELSE 0) /\ (x = J => Err)
Next == UNCHANGED <<x, y>>
====
)";

TEST(TlcInitReplayPrint, AnInitErrorAfterAStateTlcCannotFingerprint) {
  struct Case {
    int k, j;
  };
  for (const char *err : {"div", "choose"})
    for (const Case c : {Case{1, 2}, Case{2, 5}, Case{3, 4}, Case{1, 9}})
      for (const char *print : {"TRUE", "FALSE"}) {
        clirun::SpecDir dir({{"G.tla", kFpThenInit},
                             {"G.cfg", "CONSTANTS K = " + std::to_string(c.k) + " J = " + std::to_string(c.j) +
                                           " E = \"" + err + "\" P = " + print + "\nINIT Init\nNEXT Next\n"}});
        // Both passes: Init's output and progress lines for the J - 1 states taken.
        auto pass = [&](Lines &l) {
          for (int x = 1; x <= c.j; ++x) {
            if (std::string(print) == "TRUE")
              l.push_back("<<\"init\", " + std::to_string(x) + ">>");
            const uint64_t taken = static_cast<uint64_t>(x - 1);
            if (x < c.j && taken > 1 && (taken & (taken - 1)) == 0)
              l.push_back("Computed " + std::to_string(taken) + " initial states...");
          }
        };
        Lines l = {"Computing initial states..."};
        pass(l);
        if (std::string(err) == "div") {
          l.push_back("Error: The second argument of \\div is 0.");
        } else {
          l.push_back("Error: Attempted to compute the value of an expression of form");
          l.push_back("CHOOSE x \\in S: P, but no element of S satisfied P.");
          l.push_back("line 5, col 44 to line 5, col 65 of module G");
          l.push_back("While working on the initial state:");
          l.push_back("/\\ x = " + std::to_string(c.k));
          l.push_back("/\\ y = SUBSET SUBSET (1..36)");
          l.push_back("");
        }
        pass(l);
        l.push_back("Error: The error occurred when TLC was evaluating the nested");
        l.push_back("expressions at the following positions:");
        l.push_back("");
        l.push_back("");
        l.push_back(std::to_string(c.j - 1) + " states generated, " + std::to_string(c.k - 1) +
                    " distinct states found, " + std::to_string(c.k - 1) + " states left on queue.");
        l.push_back("The depth of the complete state graph search is 1.");
        std::string want;
        for (const std::string &s : l)
          want += s + "\n";
        for (const char *workers : {"1", "2"}) {
          clirun::Result r = dir.run(std::string("tlc -workers ") + workers + " G.tla");
          const std::string what = std::string(err) + ", K = " + std::to_string(c.k) + ", J = " +
                                   std::to_string(c.j) + ", printing " + print + ", workers " + workers;
          EXPECT_EQ(r.rc, 75) << what << "\n" << r.out;
          EXPECT_EQ(initialPart(r.out), want) << what << "\n" << r.out;
        }
      }
}

} // namespace

namespace {

// An error in a temporal property's tableau predicate at an initial state
// (TableauLiveChecker.addInitState inside DoInitFunctor, after the state is
// put in the set). The replay finds that state and those before it seen
// and does not add them to the behaviour graph again: only the states
// after it, new to the replay, have their predicates evaluated (and print
// again), up to one failing in turn (its stack, exit 75). Enumerated over
// the replay meeting no error (M = 4) and meeting one (M = 7: x = 6 fails
// too), 1 and 2 workers. (Without a failure in the replay the exit code is
// left out: modelCheckImpl's result then stays what checkAssumptions gave.)
const char *kLive = R"(---- MODULE T ----
EXTENDS Naturals, TLC
CONSTANT M
VARIABLES x
Init == x \in 1..M /\ PrintT(<<"init", x>>)
Next == x' = x
P == PrintT(<<"p", x>>) /\ 10 \div (x % 3) # 100
Live == <>P
====
)";

TEST(TlcInitReplayPrint, ATableauPredicatesErrorReplaysOnlyTheStatesNewToTheReplay) {
  for (int m : {4, 7}) {
    clirun::SpecDir dir({{"T.tla", kLive}, {"T.cfg", "CONSTANT M = " + std::to_string(m) +
                                                         "\nINIT Init\nNEXT Next\nPROPERTY Live\n"}});
    std::string want = "Computing initial states...\n"
                       "<<\"init\", 1>>\n<<\"p\", 1>>\n<<\"init\", 2>>\n<<\"p\", 2>>\n<<\"init\", 3>>\n"
                       "Computed 2 initial states...\n<<\"p\", 3>>\n"
                       "Error: The second argument of \\div is 0.\nWhile working on the initial state:\nx = 3\n\n"
                       "<<\"init\", 1>>\n<<\"init\", 2>>\n<<\"init\", 3>>\nComputed 2 initial states...\n"
                       "<<\"init\", 4>>\n<<\"p\", 4>>\n";
    if (m == 4) {
      want += "4 states generated, 4 distinct states found, 4 states left on queue.\n";
    } else {
      want += "<<\"init\", 5>>\nComputed 4 initial states...\n<<\"p\", 5>>\n<<\"init\", 6>>\n<<\"p\", 6>>\n"
              "Error: The error occurred when TLC was evaluating the nested\n"
              "expressions at the following positions:\n\n\n"
              "6 states generated, 6 distinct states found, 6 states left on queue.\n";
    }
    want += "The depth of the complete state graph search is 1.\n";
    for (const char *workers : {"1", "2"}) {
      clirun::Result r = dir.run(std::string("tlc -workers ") + workers + " T.tla");
      const std::string what = "M = " + std::to_string(m) + ", workers " + workers + "\n" + r.out;
      if (m == 7)
        EXPECT_EQ(r.rc, 75) << what;
      EXPECT_EQ(initialPart(r.out), want) << what;
    }
  }
}

} // namespace
