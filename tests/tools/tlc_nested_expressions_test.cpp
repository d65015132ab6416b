// TLC's stack of nested expressions on an evaluation error
// (EC.TLC_NESTED_EXPRESSION, CallStackTool): in each phase where TLC
// replays the failing evaluation with its call stack kept, and for each
// kind of expression that is a frame of it. TLC pushes every expression
// it evaluates (Tool.eval) and every one it generates states from
// (getInitStates, getNextStates: a conjunct's frame stays open while the
// conjuncts after it run, as their continuation); a frame pushed twice at
// once (eval, then evalAppl) is printed once, numbered from the outermost.
// An action TLC split off the next-state relation (a disjunct, an \E over
// a constant set, a definition's body) is the outermost frame. The stacks
// marked "TLC's test" are those TLC's own tests assert; the others follow
// from Tool.java as the comment beside each says.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

using clirun::Result;

const std::string kHead = "---- MODULE Spec ----\nEXTENDS Integers, TLC\nVARIABLE x\n";

// "Line L, column C to line L2, column C2 in M" of the `nth` occurrence of
// `snippet` in `text` (the end column that of its last character).
std::string at(const std::string &text, const std::string &module, const std::string &snippet, int nth = 0) {
  size_t pos = text.find(snippet);
  for (int i = 0; i < nth && pos != std::string::npos; ++i)
    pos = text.find(snippet, pos + 1);
  EXPECT_NE(pos, std::string::npos) << snippet;
  if (pos == std::string::npos)
    return "?";
  auto lineCol = [&](size_t p) {
    size_t line = 1, col = 1;
    for (size_t i = 0; i < p; ++i) {
      if (text[i] == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    }
    return std::make_pair(line, col);
  };
  auto [l1, c1] = lineCol(pos);
  auto [l2, c2] = lineCol(pos + snippet.size() - 1);
  return "Line " + std::to_string(l1) + ", column " + std::to_string(c1) + " to line " + std::to_string(l2) +
         ", column " + std::to_string(c2) + " in " + module;
}

struct Frame {
  std::string snippet;
  int nth = 0;
  std::string module = "Spec";
};

// TLC's message: the stack from the outermost frame (0), a blank line after.
std::string stackText(const std::vector<std::pair<std::string, std::string>> &modules,
                      const std::vector<Frame> &frames) {
  std::string s = "Error: The error occurred when TLC was evaluating the nested\nexpressions at the following positions:\n";
  for (size_t i = 0; i < frames.size(); ++i) {
    std::string text;
    for (const auto &[name, t] : modules)
      if (name == frames[i].module + ".tla")
        text = t;
    s += std::to_string(i) + ". " + at(text, frames[i].module, frames[i].snippet, frames[i].nth) + "\n";
  }
  return s + "\n";
}

bool has(const std::string &out, const std::string &text) { return out.find(text) != std::string::npos; }

struct Case {
  const char *name;
  std::string spec; // Spec.tla's text below kHead, with its ====
  std::string cfg;
  std::vector<Frame> frames;
  int rc;
  std::string before; // what TLC prints before the stack (the error, the trace's last state)
  std::vector<std::pair<std::string, std::string>> more = {}; // other modules
};

void expectStack(const Case &c) {
  std::vector<std::pair<std::string, std::string>> files = {{"Spec.tla", kHead + c.spec}, {"Spec.cfg", c.cfg}};
  files.insert(files.end(), c.more.begin(), c.more.end());
  clirun::SpecDir dir(files);
  Result r = dir.run("tlc -workers 1 Spec.tla");
  EXPECT_EQ(r.rc, c.rc) << c.name << "\n" << r.out;
  const std::string stack = stackText(files, c.frames);
  size_t where = r.out.find(stack);
  EXPECT_NE(where, std::string::npos) << c.name << "\nexpected:\n" << stack << "\nin:\n" << r.out;
  // Printed once, after the error (and the behaviour up to the state).
  EXPECT_EQ(r.out.find("nested\nexpressions"), r.out.rfind("nested\nexpressions")) << c.name << "\n" << r.out;
  size_t before = r.out.find(c.before);
  EXPECT_NE(before, std::string::npos) << c.name << "\n" << r.out;
  EXPECT_LT(before, where) << c.name << "\n" << r.out;
}

const std::string kInitNext = "INIT Init\nNEXT Next\n";

// The phases TLC replays: computing Init, checking an initial state (inside
// Init's enumeration: its frames come first), the next-state relation.
// The failing functions are written with :> (TLC's FcnRcdValue, which the
// replay gives no source): a tuple or record built in place has one, and
// its error is a FingerprintException (tlc_successor_check_replay_test.cpp).
TEST(TlcNestedExpressions, EachPhaseTlcReplays) {
  const Case cases[] = {
      // getInitStates(x = e) pushes the conjunct, eval(e) its right side.
      {"computing Init", "Init == x = (1 :> 1 @@ 2 :> 2)[3]\nNext == x' = x\n====\n", kInitNext,
       {{"x = (1 :> 1 @@ 2 :> 2)[3]"}, {"(1 :> 1 @@ 2 :> 2)[3]"}}, 75, "Error: Attempted to apply function:"},
      // TLC's test ETest4: x = 1 stays open as the continuation's frame; with
      // every variable assigned the rest are evaluated one by one (Print's
      // frame closed before the failing conjunct).
      {"Init's conjuncts (ETest4)",
       "CONSTANT A\nReq == [  mask |-> A  ]\nInit == /\\ x = 1\n        /\\ Print(\"Should report error for applying "
       "model value to arg\", TRUE)\n        /\\ Req.mask[1] = 1\n        /\\ Print(\"Should never get this far\", "
       "TRUE)\n\nNext == UNCHANGED x\n====\n",
       "CONSTANT A = A\n" + kInitNext,
       {{"/\\ x = 1\n        /\\ Print(\"Should report error for applying model value to arg\", TRUE)\n        /\\ "
         "Req.mask[1] = 1\n        /\\ Print(\"Should never get this far\", TRUE)"},
        {"x = 1"},
        {"Req.mask[1] = 1"},
        {"Req.mask[1]"}},
       75, "Error: "},
      // TLC's test DoInitFunctorInvariantMinimalErrorStackTest: the
      // invariant's body evaluated inside Init's open frames.
      {"an initial state's invariant (DoInitFunctorMinimalErrorStack)",
       "VARIABLE b\nvars == <<x, b>>\n\nInit == \n  /\\ x \\in [1..2 -> 1..3]\n  /\\ b = TRUE\n\nSpec == Init /\\ "
       "[][UNCHANGED vars]_vars\n\nInv == x >= 0\n====\n",
       "SPECIFICATION Spec\nINVARIANT Inv\n",
       {{"/\\ x \\in [1..2 -> 1..3]\n  /\\ b = TRUE"}, {"x \\in [1..2 -> 1..3]"}, {"b = TRUE"}, {"x >= 0"}},
       75, "While working on the initial state:\n"},
      // TLC's test Github461Test: the action's conjunction, then the Assert.
      {"the next-state relation (Github461)",
       "Init == x = 0\n\nNext == \n    /\\ Assert(x < 4, \"Failure of assertion at line 8, column 4.\")\n    /\\ x' = x + "
       "1\n====\n",
       kInitNext,
       {{"/\\ Assert(x < 4, \"Failure of assertion at line 8, column 4.\")\n    /\\ x' = x + 1"},
        {"Assert(x < 4, \"Failure of assertion at line 8, column 4.\")"}},
       14, "State 5: <Next"},
  };
  for (const Case &c : cases)
    expectStack(c);
}

// The kinds of expression that are frames, in the next-state relation
// (Init == x = 0; each fails in the initial state's successors).
TEST(TlcNestedExpressions, EachKindOfFrame) {
  const std::string init = "Init == x = 0\n";
  const std::string inner = "---- MODULE Inner ----\nGet(s, i) == s[i]\n====\n";
  const std::string inner2 = "---- MODULE Inner2 ----\nEXTENDS Integers\nCONSTANT c\nGet(s, i) == s[i + c]\n====\n";
  const Case cases[] = {
      // LET evaluated after every variable is assigned: eval(LET), eval of
      // its body, of `y`, of y's definition (a LazyValue in TLC).
      {"LET", init + "Next == x' = 0 /\\ LET y == (1 :> 1)[x + 2] IN y = 1\n====\n", kInitNext,
       {{"x' = 0 /\\ LET y == (1 :> 1)[x + 2] IN y = 1"},
        {"x' = 0"},
        {"LET y == (1 :> 1)[x + 2] IN y = 1"},
        {"y = 1"},
        {"y", 1},
        {"(1 :> 1)[x + 2]"}},
       75, "State 1: <Initial predicate>"},
      // IF is the action (getActions splits no IF); its branch is a frame.
      {"IF", init + "Next == IF x = 0 THEN x' = (1 :> 1)[x + 2] ELSE x' = 0\n====\n", kInitNext,
       {{"IF x = 0 THEN x' = (1 :> 1)[x + 2] ELSE x' = 0"}, {"x' = (1 :> 1)[x + 2]"}, {"(1 :> 1)[x + 2]"}}, 75,
       "State 1: <Initial predicate>"},
      // CASE: the arm taken is a frame, not the arm's pair.
      {"CASE", init + "Next == CASE x = 0 -> x' = (1 :> 1)[x + 2] [] OTHER -> x' = 0\n====\n", kInitNext,
       {{"CASE x = 0 -> x' = (1 :> 1)[x + 2] [] OTHER -> x' = 0"}, {"x' = (1 :> 1)[x + 2]"}, {"(1 :> 1)[x + 2]"}}, 75,
       "State 1: <Initial predicate>"},
      // \E over a set of the state: no split (TLC fails to evaluate {x}
      // without a state), the whole \E is the action, its body a frame.
      {"\\E over a state's set", init + "Next == \\E i \\in {x} : x' = (1 :> 1)[i + 2]\n====\n", kInitNext,
       {{"\\E i \\in {x} : x' = (1 :> 1)[i + 2]"}, {"x' = (1 :> 1)[i + 2]"}, {"(1 :> 1)[i + 2]"}}, 75,
       "State 1: <Initial predicate>"},
      // \E over a constant set: split per value, the body is the action.
      {"\\E over a constant set", init + "Next == \\E i \\in {2} : x' = (1 :> 1)[i]\n====\n", kInitNext,
       {{"x' = (1 :> 1)[i]"}, {"(1 :> 1)[i]"}}, 75, "State 1: <Initial predicate>"},
      // A disjunction: split, each disjunct an action.
      {"a disjunct", init + "Next == x' = 0 \\/ x' = (1 :> 1)[x + 2]\n====\n", kInitNext,
       {{"x' = (1 :> 1)[x + 2]"}, {"(1 :> 1)[x + 2]"}}, 75, "State 1: <Initial predicate>"},
      // A definition applied to a state's value: not expanded by getActions,
      // the application is the action and the definition's body a frame.
      {"an operator's application", init + "A(n) == x' = (1 :> 1)[n + 2]\nNext == A(x)\n====\n", kInitNext,
       {{"A(x)"}, {"x' = (1 :> 1)[n + 2]"}, {"(1 :> 1)[n + 2]"}}, 75, "State 1: <Initial predicate>"},
      // A record, a set, a function application, each evaluated in turn.
      {"record and set constructors", init + "Next == x' = [a |-> {(1 :> 1)[x + 2]}]\n====\n", kInitNext,
       {{"x' = [a |-> {(1 :> 1)[x + 2]}]"}, {"[a |-> {(1 :> 1)[x + 2]}]"}, {"{(1 :> 1)[x + 2]}"}, {"(1 :> 1)[x + 2]"}}, 75,
       "State 1: <Initial predicate>"},
      // A set built by mapping: the map's expression for the failing element.
      {"set map", init + "Next == x' = {(1 :> 1)[i] : i \\in {2}}\n====\n", kInitNext,
       {{"x' = {(1 :> 1)[i] : i \\in {2}}"}, {"{(1 :> 1)[i] : i \\in {2}}"}, {"(1 :> 1)[i]"}}, 75,
       "State 1: <Initial predicate>"},
      // \A evaluated once every variable is assigned: its body for the
      // failing element.
      {"\\A", init + "Next == x' = x /\\ \\A i \\in {2} : (1 :> 1)[i] = 1\n====\n", kInitNext,
       {{"x' = x /\\ \\A i \\in {2} : (1 :> 1)[i] = 1"},
        {"x' = x"},
        {"\\A i \\in {2} : (1 :> 1)[i] = 1"},
        {"(1 :> 1)[i] = 1"},
        {"(1 :> 1)[i]"}},
       75, "State 1: <Initial predicate>"},
      // An operator of an instanced module (no substitutions): its body is
      // a frame in that module.
      {"through INSTANCE", init + "I == INSTANCE Inner\nNext == x' = I!Get((1 :> 1), x + 2)\n====\n", kInitNext,
       {{"x' = I!Get((1 :> 1), x + 2)"}, {"I!Get((1 :> 1), x + 2)"}, {"s[i]", 0, "Inner"}}, 75,
       "State 1: <Initial predicate>", {{"Inner.tla", inner}}},
      // With substitutions SANY wraps the body of each definition the
      // INSTANCE brings in in a SubstInNode placed at the INSTANCE statement
      // (Generator.generateInstance), a frame between the application and
      // the body (Tool's SubstInKind; RGA of JYwellin/CRDT-TLA, TLC's MC.out).
      {"through INSTANCE with substitutions",
       init + "I == INSTANCE Inner2 WITH c <- 0\nNext == x' = I!Get((1 :> 1), x + 2)\n====\n", kInitNext,
       {{"x' = I!Get((1 :> 1), x + 2)"},
        {"I!Get((1 :> 1), x + 2)"},
        {"I == INSTANCE Inner2 WITH c <- 0"},
        {"s[i + c]", 0, "Inner2"}},
       75, "State 1: <Initial predicate>", {{"Inner2.tla", inner2}}},
      // An unnamed INSTANCE: the statement is the frame.
      {"through an unnamed INSTANCE with substitutions",
       init + "INSTANCE Inner2 WITH c <- 0\nNext == x' = Get((1 :> 1), x + 2)\n====\n", kInitNext,
       {{"x' = Get((1 :> 1), x + 2)"},
        {"Get((1 :> 1), x + 2)"},
        {"INSTANCE Inner2 WITH c <- 0"},
        {"s[i + c]", 0, "Inner2"}},
       75, "State 1: <Initial predicate>", {{"Inner2.tla", inner2}}},
  };
  for (const Case &c : cases)
    expectStack(c);
}

// Where TLC prints no stack: an ASSUME (checked without a replay), and a
// successor's invariant (the replay finds the state seen and checks it no
// more). The error's location stands in for it.
TEST(TlcNestedExpressions, NoStackWhereTlcsReplayDoesNotFail) {
  struct Quiet {
    const char *name;
    std::string spec, cfg;
    int rc;
  } cases[] = {
      {"ASSUME", "ASSUME <<1>>[2] = 1\nInit == x = 0\nNext == x' = x\n====\n", kInitNext, -1},
      {"a successor's invariant",
       "Init == x = 0\nNext == x' = (x + 1) % 3\nBadLater == IF x = 1 THEN <<1, 2>>[3] = 1 ELSE TRUE\n====\n",
       kInitNext + "INVARIANT BadLater\n", 76},
  };
  for (const Quiet &c : cases) {
    clirun::SpecDir dir({{"Spec.tla", kHead + c.spec}, {"Spec.cfg", c.cfg}});
    Result r = dir.run("tlc -workers 1 Spec.tla");
    if (c.rc >= 0)
      EXPECT_EQ(r.rc, c.rc) << c.name << "\n" << r.out;
    EXPECT_FALSE(has(r.out, "nested\nexpressions")) << c.name << "\n" << r.out;
    EXPECT_TRUE(has(r.out, "of module Spec")) << c.name << "\n" << r.out;
  }
}

} // namespace
