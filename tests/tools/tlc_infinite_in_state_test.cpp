// A state holding a set TLC cannot list (Nat, Int, STRING, Seq(S): its
// UserValue, which has no source) inside values that have one (a tuple, a set
// enumeration, a record the step built: Tool.setSource): TLC's fingerprint
// raises "TLC has found a state in which the value of a variable contains
// ..." as a plain exception, which each enclosing value with a source passes
// on as a FingerprintException: the initial state's error (or the behaviour),
// then 2147 with those values' expressions, innermost first. A function
// built by [i \in S |-> e] has no source: only what encloses it is listed.
// The class: each such set at depth 1 and 2 in tuples, sets and records, in
// Init and in a step. ast.toolbox's msg = {<<Int, Int>>} (TLC 2.15's MC.out).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

std::string spec(const std::string &init, const std::string &next) {
  return "---- MODULE M ----\nEXTENDS Integers, Sequences, TLC\nVARIABLE x\n\nInit == " + init + "\nNext == " + next +
         "\n====\n";
}

clirun::Result run(const std::string &init, const std::string &next) {
  SpecDir dir({{"M.tla", spec(init, next)}, {"M.cfg", "INIT Init\nNEXT Next\n"}});
  return dir.run("tlc M.tla");
}

// An expression and the (0-based) offsets of the values with a source in it,
// outermost first.
struct Nested {
  std::string text;
  std::vector<std::pair<size_t, size_t>> sourced; // [first, last] characters
};

// `inner` put inside `open` ... `close`: a value with a source when `sourced`.
Nested wrap(const Nested &inner, const std::string &open, const std::string &close, bool sourced = true) {
  Nested out{open + inner.text + close, {}};
  if (sourced)
    out.sourced.push_back({0, out.text.size() - 1});
  for (auto [a, b] : inner.sourced)
    out.sourced.push_back({a + open.size(), b + open.size()});
  return out;
}

struct Container {
  std::string open, close;
  bool sourced;
};

std::vector<Container> containers() {
  return {{"<<", ", 1>>", true}, {"{", "}", true}, {"[f |-> ", "]", true}, {"[i \\in {1} |-> ", "]", false}};
}

// The trace TLC prints: numbered from the outermost (0), innermost first.
std::string traceText(const Nested &n, int line, size_t col) {
  std::string out;
  for (size_t i = n.sourced.size(); i-- > 0;)
    out += std::to_string(i) + ") line " + std::to_string(line) + ", col " + std::to_string(col + n.sourced[i].first) +
           " to line " + std::to_string(line) + ", col " + std::to_string(col + n.sourced[i].second) + " of module M\n";
  return out;
}

void check(const Nested &n, const std::string &reason) {
  const std::string fp = "Error: TLC was unable to fingerprint.\n\nFingerprint Stack Trace:\n";
  // Init on line 5, the value at column 13; Next on line 6, at column 14.
  clirun::Result init = run("x = " + n.text, "UNCHANGED x");
  std::string what = n.text + " in Init:\n" + init.out;
  EXPECT_EQ(init.rc, 75) << what;
  EXPECT_NE(init.out.find("Error: " + reason + "\nWhile working on the initial state:\nx = "), std::string::npos)
      << what;
  if (n.sourced.empty())
    EXPECT_EQ(init.out.find("TLC was unable to fingerprint"), std::string::npos) << what;
  else
    EXPECT_NE(init.out.find(fp + traceText(n, 5, 13) + "\nReason:\n" + reason + "\n"), std::string::npos) << what;
  EXPECT_NE(init.out.find("1 states generated, 0 distinct states found, 0 states left on queue."), std::string::npos)
      << what;

  if (n.sourced.empty())
    return; // (a step's plain error: its replay's stack, not established here)
  clirun::Result next = run("x = 0", "x' = " + n.text);
  what = n.text + " in a step:\n" + next.out;
  EXPECT_EQ(next.rc, 75) << what;
  EXPECT_NE(next.out.find("Error: " + reason + "\nError: The behavior up to this point is:"), std::string::npos)
      << what;
  EXPECT_NE(next.out.find(fp + traceText(n, 6, 14) + "\nReason:\n" + reason + "\n"), std::string::npos) << what;
  EXPECT_NE(next.out.find("2 states generated, 1 distinct states found, 0 states left on queue."), std::string::npos)
      << what;
}

TEST(TlcInfiniteInState, EnclosingValuesWithASourcePassItOnAsAFingerprintException) {
  const std::string contains = "TLC has found a state in which the value of a variable contains ";
  for (const auto &[set, printed] : std::vector<std::pair<std::string, std::string>>{
           {"Int", "Int"}, {"Nat", "Nat"}, {"STRING", "STRING"}, {"Seq({1})", "Seq({1})"}}) {
    Nested leaf{set, {}};
    for (const Container &outer : containers()) {
      Nested one = wrap(leaf, outer.open, outer.close, outer.sourced);
      check(one, contains + printed);
      for (const Container &inner : containers()) {
        if (!inner.sourced && !outer.sourced)
          continue; // (one bound name i twice)
        Nested two = wrap(wrap(leaf, inner.open, inner.close, inner.sourced), outer.open, outer.close, outer.sourced);
        check(two, contains + printed);
      }
    }
  }
  // ast's Init: a set of one tuple of Int.
  check(wrap(wrap(Nested{"Int", {}}, "<<Int, ", ">>"), "{", "}"), contains + "Int");
}

// Alone in the variable, no value passes it on: no FingerprintException.
TEST(TlcInfiniteInState, AloneItIsAPlainError) {
  clirun::Result r = run("x = Int", "UNCHANGED x");
  EXPECT_EQ(r.rc, 75) << r.out;
  EXPECT_NE(r.out.find("Error: TLC has found a state in which the value of a variable contains Int\nWhile working on "
                       "the initial state:\nx = Int\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("TLC was unable to fingerprint"), std::string::npos) << r.out;
}

// Alone in the variable in a step: the plain error and the behaviour, then the replay
// (ModelChecker.doNextFailed runs doNext again with the call stack kept), which meets the error
// fingerprinting the successor, outside any evaluation: its CallStack is empty, and
// CallStack.toString says so (a TLC run's output: "The error call stack is empty." under the
// nested-expressions header). A function with no source ([i \in S |-> e]) passes it on plain too.
TEST(TlcInfiniteInState, AloneInAStepTheReplaysStackIsEmpty) {
  for (const std::string set : {"Int", "Nat", "STRING", "Seq({1})"})
    for (const std::string &value : {set, "[i \\in {1} |-> " + set + "]"}) {
      clirun::Result r = run("x = 0", "x' = " + value);
      const std::string printed = value == set ? set : "<<" + set + ">>";
      EXPECT_EQ(r.rc, 75) << value << "\n" << r.out;
      EXPECT_NE(r.out.find("Error: TLC has found a state in which the value of a variable contains " + set +
                           "\nError: The behavior up to this point is:\n"),
                std::string::npos)
          << value << "\n"
          << r.out;
      EXPECT_NE(r.out.find("\nx = " + printed + "\n\nError: The error occurred when TLC was evaluating the nested\n"
                           "expressions at the following positions:\n    The error call stack is empty.\n"),
                std::string::npos)
          << value << "\n"
          << r.out;
      EXPECT_EQ(r.out.find("TLC was unable to fingerprint"), std::string::npos) << value << "\n" << r.out;
    }
}

// Sets that raise their own error inside a tuple: SUBSET Nat and [Nat -> S]
// have a source themselves, listed innermost.
TEST(TlcInfiniteInState, SetsWithTheirOwnErrorAreListedToo) {
  check(wrap(Nested{"SUBSET Nat", {{0, 9}}}, "<<", ", 1>>"),
        "Attempted to compute the number of elements in the overridden value Nat.");
  check(wrap(Nested{"[Nat -> {1}]", {{0, 11}}}, "<<", ", 1>>"),
        "Attempted to enumerate a set of the form [D -> R],but the domain D:\nNat\ncannot be enumerated.");
}

// S \ T and S \cap T kept unlisted (TLC's SetDiffValue, SetCapValue): the
// fingerprint's error is the enumerator's (SetCapValue.Enumerator lists S
// when S is Enumerable, else T, and names both only when neither is), and
// the state prints as toString prints it when it cannot list the set:
// `S \ T`, `S \cap T`, no parentheses. Each form over Nat, Int, a
// difference and a sequence set, alone and inside a tuple.
TEST(TlcInfiniteInState, DifferenceAndIntersectionPrintAsTlcPrintsThem) {
  struct Case {
    std::string expr, error, printed;
  };
  const std::string natDiff = "Attempted to enumerate S \\ T when S:\nNat\nis not enumerable.";
  const std::vector<Case> cases = {
      {"Nat \\ {0}", natDiff, "Nat \\ {0}"},
      {"Int \\ Nat", "Attempted to enumerate S \\ T when S:\nInt\nis not enumerable.", "Int \\ Nat"},
      {"Nat \\cap Int", "Attempted to enumerate S \\cap T when neither S:\nNat\nnor T:\nInt\nis enumerable",
       "Nat \\cap Int"},
      {"Seq({1}) \\cap Seq({2})",
       "Attempted to enumerate S \\cap T when neither S:\nSeq({1})\nnor T:\nSeq({2})\nis enumerable",
       "Seq({1}) \\cap Seq({2})"},
      {"Int \\cap (Nat \\ {0})", natDiff, "Int \\cap Nat \\ {0}"},
      {"(Nat \\ {0}) \\cap Int", natDiff, "Nat \\ {0} \\cap Int"},
      {"(Nat \\ {0}) \\cap (Int \\ {1})", natDiff, "Nat \\ {0} \\cap Int \\ {1}"},
      {"<<Nat \\ {0}>>", natDiff, "<<Nat \\ {0}>>"},
  };
  for (const Case &c : cases) {
    clirun::Result r = run("x = 0", "x' = " + c.expr);
    EXPECT_EQ(r.rc, 75) << c.expr << "\n" << r.out;
    EXPECT_NE(r.out.find("Error: " + c.error + "\n"), std::string::npos) << c.expr << "\n" << r.out;
    EXPECT_NE(r.out.find("\nx = " + c.printed + "\n"), std::string::npos) << c.expr << "\n" << r.out;
  }
}

} // namespace
