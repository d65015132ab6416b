// A check of a successor that fails to evaluate, and what TLC 1.8.0's replay
// of the step makes of it (explore/step_replay.h). ModelChecker keeps the
// call stack and runs doNext again on the predecessor with its
// CallStackTool: the successors are generated again and checked as doNext
// checks them, those the fingerprint set already holds without their
// invariants. The first error met is printed after the behaviour -- as
// EC.TLC_FINGERPRINT_EXCEPTION (exit 75) when raised in a method of a value
// the replay gave a source (a tuple, record, set enumeration, record set,
// [S -> T] built in place: CallStackTool.setSource; the stack is the
// expressions open there, then those values, CallStack.freeze), else as
// EC.TLC_NESTED_EXPRESSION (exit 75); a violation, or no error, leaves the
// check's own exit (76). States the replay puts into the fingerprint set or
// the queue are counted. The cases enumerate: the check (an invariant of a
// new state, of a state outside the CONSTRAINT, a CONSTRAINT, an action
// property), what the replay meets after it (an error in a sourced value, in
// one without a source, a violation, states that pass, a state seen before),
// and the kinds of sourced values. TLC's own FingerprintExceptionHangTest is
// the row of that name in corpus/agreement/tlc_test_models_named.tsv; the
// expectations here follow from ModelChecker.doNext, Worker.addElement,
// CallStackTool and the values' try/catch, as each case says.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

using clirun::Result;

std::string module(const std::string &body) {
  return "---- MODULE Spec ----\nEXTENDS Integers\nVARIABLE x\n" + body + "====\n";
}

// "Line L, column C to line L2, column C2 in Spec" of `snippet`'s first
// occurrence after `after` in `text`.
std::string at(const std::string &text, const std::string &snippet, const std::string &after = "") {
  size_t from = after.empty() ? 0 : text.find(after);
  size_t pos = text.find(snippet, from == std::string::npos ? 0 : from);
  EXPECT_NE(pos, std::string::npos) << snippet;
  if (pos == std::string::npos)
    return "?";
  auto lineCol = [&](size_t p) {
    size_t line = 1, col = 1;
    for (size_t i = 0; i < p; ++i)
      if (text[i] == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    return std::to_string(line) + ", column " + std::to_string(col);
  };
  return "Line " + lineCol(pos) + " to line " + lineCol(pos + snippet.size() - 1) + " in Spec";
}

std::string frames(const std::string &text, const std::vector<std::string> &snippets, const std::string &after) {
  std::string s;
  for (size_t i = 0; i < snippets.size(); ++i)
    s += std::to_string(i) + ". " + at(text, snippets[i], after) + "\n";
  return s + "\n";
}

std::string fingerprintText(const std::string &stack, const std::string &reason) {
  return "Error: TLC was unable to fingerprint.\n\nFingerprint Stack Trace:\n" + stack + "\nReason:\n" + reason + "\n";
}

std::string nestedText(const std::string &stack) {
  return "Error: The error occurred when TLC was evaluating the nested\nexpressions at the following positions:\n" +
         stack;
}

struct Case {
  const char *name;
  std::string body, cfg;
  int rc;
  std::string counts;   // TLC_STATS
  std::string expected; // the replay's message ("" none)
};

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

const std::string kInit = "Init == x = 0\n";
const std::string kNext = "Next == x' \\in 1..3\n";
const std::string kCfg = "INIT Init\nNEXT Next\nINVARIANT Inv\n";
const std::string kTuple = "index 7 of tuple\n<<1, 2>>\nwhich is out of bounds.";

std::vector<Case> cases() {
  std::vector<Case> cs;
  {
    // Successor x = 1 fails; the replay finds x = 2 new (into the set: 3
    // distinct) and fails in TupleValue.apply of <<1, 2>>, which has a
    // source: the frames of \/, =, f[e], then the tuple.
    std::string b = kInit + kNext + "Inv == x = 0 \\/ <<1, 2>>[x + 5] = 1\n";
    cs.push_back({"a later new state fails in a tuple", b, kCfg, 75,
                  "2 states generated, 3 distinct states found, 0 states left on queue.",
                  fingerprintText(frames(module(b),
                                         {"x = 0 \\/ <<1, 2>>[x + 5] = 1", "<<1, 2>>[x + 5] = 1", "<<1, 2>>[x + 5]",
                                          "<<1, 2>>"},
                                         "Inv =="),
                                  "Attempted to access " + kTuple)});
  }
  {
    // A record built in place: RecordValue.apply raises it.
    std::string b = kInit + kNext + "Inv == x = 0 \\/ [a |-> 1][IF x = 1 THEN \"b\" ELSE \"c\"] = 1\n";
    cs.push_back({"a later new state fails in a record", b, kCfg, 75,
                  "2 states generated, 3 distinct states found, 0 states left on queue.",
                  fingerprintText(frames(module(b),
                                         {"x = 0 \\/ [a |-> 1][IF x = 1 THEN \"b\" ELSE \"c\"] = 1",
                                          "[a |-> 1][IF x = 1 THEN \"b\" ELSE \"c\"] = 1",
                                          "[a |-> 1][IF x = 1 THEN \"b\" ELSE \"c\"]", "[a |-> 1]"},
                                         "Inv =="),
                                  "Attempted to access nonexistent field 'c' of record\n[a |-> 1]")});
  }
  {
    // A set enumeration compared with an integer: SetEnumValue.equals.
    std::string b = kInit + kNext + "Inv == x = 0 \\/ {x} = x\n";
    cs.push_back({"a later new state fails in a set's equals", b, kCfg, 75,
                  "2 states generated, 3 distinct states found, 0 states left on queue.",
                  fingerprintText(frames(module(b), {"x = 0 \\/ {x} = x", "{x} = x", "{x}"}, "Inv =="),
                                  "Attempted to check equality of the set {2} with the value:\n2")});
  }
  {
    // TLC's FingerprintExceptionHang: a record set over a constant
    // definition's (normalized, sourceless) set of sets; [S -> T] and the
    // record set have sources, the innermost set none.
    std::string b = "Legal == {{}}\nInit == x = [n \\in {1, 2} |-> [set |-> {}]]\n"
                    "Next == \\E n \\in {1, 2} : x' = [x EXCEPT ![n].set = 1]\n"
                    "Inv == x \\in [{1, 2} -> [set : Legal]]\n";
    cs.push_back({"a later new state fails in a record set", b, kCfg, 75,
                  "2 states generated, 3 distinct states found, 0 states left on queue.",
                  fingerprintText(frames(module(b),
                                         {"x \\in [{1, 2} -> [set : Legal]]", "[{1, 2} -> [set : Legal]]",
                                          "[set : Legal]"},
                                         "Inv =="),
                                  "Attempted to compare integer 1 with non-integer:\n{}")});
  }
  {
    // A function built by [i \in S |-> e] has no source: nested expressions.
    std::string b = kInit + kNext + "Inv == x = 0 \\/ [i \\in 1..2 |-> 1][x + 5] = 1\n";
    cs.push_back({"a later new state fails in a function without a source", b, kCfg, 75,
                  "2 states generated, 3 distinct states found, 0 states left on queue.",
                  nestedText(frames(module(b),
                                    {"x = 0 \\/ [i \\in 1..2 |-> 1][x + 5] = 1", "[i \\in 1..2 |-> 1][x + 5] = 1",
                                     "[i \\in 1..2 |-> 1][x + 5]"},
                                    "Inv =="))});
  }
  {
    // x = 2 violates the invariant: doNext stops, nothing printed, 76.
    std::string b = kInit + kNext + "Inv == IF x = 1 THEN <<1, 2>>[7] = 1 ELSE x < 2\n";
    cs.push_back({"a later new state violates the invariant", b, kCfg, 76,
                  "2 states generated, 3 distinct states found, 0 states left on queue.", ""});
  }
  {
    // x = 2 and x = 3 pass: both are in the set and on the queue.
    std::string b = kInit + kNext + "Inv == IF x = 1 THEN <<1, 2>>[7] = 1 ELSE TRUE\n";
    cs.push_back({"later new states pass", b, kCfg, 76,
                  "2 states generated, 4 distinct states found, 2 states left on queue.", ""});
  }
  {
    // x = 2 is an initial state (in the set): not checked again, not counted.
    std::string b = "Init == x \\in {0, 2}\nNext == x' \\in {1, 2}\n"
                    "Inv == IF x = 1 THEN <<1, 2>>[7] = 1 ELSE TRUE\n";
    cs.push_back({"a later state seen before", b, kCfg, 76,
                  "3 states generated, 3 distinct states found, 1 states left on queue.", ""});
  }
  {
    // The failed state itself, outside the CONSTRAINT: never in the set,
    // so its invariants are checked again (Worker: unseen stays true).
    std::string b = kInit + "Next == x' = 1\nSmall == x < 1\nInv == x = 0 \\/ <<1, 2>>[x + 6] = 1\n";
    cs.push_back({"the failed state outside the constraint", b, kCfg + "CONSTRAINT Small\n", 75, "",
                  fingerprintText(frames(module(b),
                                         {"x = 0 \\/ <<1, 2>>[x + 6] = 1", "<<1, 2>>[x + 6] = 1", "<<1, 2>>[x + 6]",
                                          "<<1, 2>>"},
                                         "Inv =="),
                                  "Attempted to access " + kTuple)});
  }
  {
    // A CONSTRAINT that fails: evaluated again on the same state.
    std::string b = kInit + "Next == x' = 1\nCon == x = 0 \\/ <<1, 2>>[x + 6] = 1\n";
    cs.push_back({"a constraint", b, "INIT Init\nNEXT Next\nCONSTRAINT Con\n", 75, "",
                  fingerprintText(frames(module(b),
                                         {"x = 0 \\/ <<1, 2>>[x + 6] = 1", "<<1, 2>>[x + 6] = 1", "<<1, 2>>[x + 6]",
                                          "<<1, 2>>"},
                                         "Con =="),
                                  "Attempted to access " + kTuple)});
  }
  return cs;
}

TEST(TlcSuccessorCheckReplay, EachCheckAndWhatTheReplayMeets) {
  for (const Case &c : cases()) {
    clirun::SpecDir dir({{"Spec.tla", module(c.body)}, {"Spec.cfg", c.cfg}});
    Result r = dir.run("tlc -workers 1 Spec.tla");
    EXPECT_EQ(r.rc, c.rc) << c.name << "\n" << r.out;
    if (!c.counts.empty())
      EXPECT_TRUE(has(r.out, c.counts)) << c.name << "\n" << r.out;
    if (c.expected.empty()) {
      EXPECT_FALSE(has(r.out, "nested\nexpressions")) << c.name << "\n" << r.out;
      EXPECT_FALSE(has(r.out, "unable to fingerprint")) << c.name << "\n" << r.out;
      continue;
    }
    size_t behaviour = r.out.find("The behavior up to this point is:");
    size_t replay = r.out.find(c.expected);
    EXPECT_NE(replay, std::string::npos) << c.name << "\nexpected:\n" << c.expected << "\nin:\n" << r.out;
    EXPECT_LT(behaviour, replay) << c.name << "\n" << r.out;
  }
}

// The same rule where TLC replays Init or the next-state relation: an error
// raised in a tuple built in place is a FingerprintException (the frames
// open there, then the tuple); in a function built by :> (no source) it
// stays a nested-expression error.
TEST(TlcSuccessorCheckReplay, InitAndNextReplaysToo) {
  struct Phase {
    const char *name;
    std::string body;
    std::vector<std::string> frames; // with the tuple last
    bool fingerprint;
  };
  const Phase phases[] = {
      {"Init, a tuple", "Init == x = <<1, 2>>[3]\nNext == x' = x\n", {"x = <<1, 2>>[3]", "<<1, 2>>[3]", "<<1, 2>>"}, true},
      {"Next, a tuple", "Init == x = 0\nNext == x' = <<1, 2>>[x + 3]\n",
       {"x' = <<1, 2>>[x + 3]", "<<1, 2>>[x + 3]", "<<1, 2>>"}, true},
      {"Next, a function without a source", "Init == x = 0\nNext == x' = (1 :> 2)[x + 3]\n",
       {"x' = (1 :> 2)[x + 3]", "(1 :> 2)[x + 3]"}, false},
  };
  for (const Phase &p : phases) {
    const std::string text = "---- MODULE Spec ----\nEXTENDS Integers, TLC\nVARIABLE x\n" + p.body + "====\n";
    clirun::SpecDir dir({{"Spec.tla", text}, {"Spec.cfg", "INIT Init\nNEXT Next\n"}});
    Result r = dir.run("tlc -workers 1 Spec.tla");
    EXPECT_EQ(r.rc, 75) << p.name << "\n" << r.out;
    std::string stack = frames(text, p.frames, "");
    std::string expected = p.fingerprint ? "Error: TLC was unable to fingerprint.\n\nFingerprint Stack Trace:\n" + stack
                                         : nestedText(stack);
    EXPECT_TRUE(has(r.out, expected)) << p.name << "\nexpected:\n" << expected << "\nin:\n" << r.out;
  }
}

} // namespace
