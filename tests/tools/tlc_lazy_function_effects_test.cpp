// Where TLC evaluates the body of [x \in S |-> e], so that Print/PrintT in it
// prints, and an error in it is raised, exactly where and as often as TLC's.
// Tool.evalAppl's OPCODE_fc makes a FcnLambdaValue and builds it at once
// (toFcnRcd: e at every element, in the domain's order) only when every set
// is Reducible (an interval or a set enumeration) and the control is not
// KeepLazy. OPCODE_fa evaluates its function position under KeepLazy, and the
// control reaches what that position is made of (a tuple's elements, a
// record's fields, the held argument of :> and Append, a LET, an operator's
// body); FcnLambdaValue.apply evaluates e at the argument alone, each time;
// getDomain (DOMAIN) never builds. Comparing, fingerprinting or printing the
// value builds it (every element). The cases enumerate those contexts with a
// body that prints its argument, in an ASSUME between PrintT("A") and
// PrintT("Z"), and in Init, Next and an invariant.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

using clirun::Result;

const std::string kModuleHead = "---- MODULE M ----\nEXTENDS TLC, Naturals, Sequences\nS == {1, 2}\n";

// The lines printed between "A" and "Z" by ASSUME PrintT("A") /\ (expr) /\ PrintT("Z").
struct Printed {
  std::vector<std::string> lines;
  Result run;
};

Printed between(const std::string &expr) {
  clirun::SpecDir dir({{"M.tla", kModuleHead + "ASSUME PrintT(\"A\") /\\ (" + expr + ") /\\ PrintT(\"Z\")\n====\n"},
                       {"M.cfg", ""}});
  Printed p;
  p.run = dir.run("tlc -workers 1 M.tla");
  std::istringstream in(p.run.out);
  std::string line;
  bool inside = false;
  while (std::getline(in, line)) {
    if (line == "\"A\"")
      inside = true;
    else if (line == "\"Z\"")
      break;
    else if (inside && !line.starts_with("Error:"))
      p.lines.push_back(line);
    if (line.starts_with("Error:"))
      break;
  }
  return p;
}

using Lines = std::vector<std::string>;
const Lines kAllSubsets = {"{}", "{1}", "{2}", "{1, 2}"};

TEST(TlcLazyFunctionEffects, EachContextEvaluatesTheBodyWhereTlcDoes) {
  struct Case {
    const char *expr;
    Lines printed;
  };
  const Case cases[] = {
      // DOMAIN: getDomain does not build a FcnLambdaValue...
      {"LET f == [x \\in SUBSET S |-> PrintT(x)] IN DOMAIN f = SUBSET S", {}},
      {"DOMAIN [p \\in S \\X S |-> PrintT(p)] = S \\X S", {}},
      // (EXCEPT first selects its path: FcnLambdaValue.select evaluates the body at {1}.)
      {"DOMAIN [[x \\in SUBSET S |-> PrintT(x)] EXCEPT ![{1}] = FALSE] = SUBSET S", {"{1}"}},
      {"LET g == [n \\in {1, 2} |-> [x \\in SUBSET S |-> PrintT(<<n, x>>)]] IN DOMAIN g[1] = SUBSET S", {}},
      // ...but its operand is not under KeepLazy: over Reducible sets OPCODE_fc builds it.
      {"DOMAIN [x \\in {1, 2, 3} |-> PrintT(x)] = {1, 2, 3}", {"1", "2", "3"}},
      {"LET f == [x \\in {1, 2, 3} |-> PrintT(x)] IN DOMAIN f = {1, 2, 3}", {"1", "2", "3"}},
      // Application: the argument alone, each time (apply caches nothing).
      {"LET f == [x \\in SUBSET S |-> PrintT(x)] IN f[{1}]", {"{1}"}},
      {"LET f == [x \\in SUBSET S |-> PrintT(x)] IN f[{1}] /\\ f[{1}] /\\ f[{2}]", {"{1}", "{1}", "{2}"}},
      {"LET f == [x \\in {1, 2, 3} |-> PrintT(x)] IN f[2]", {"2"}},
      // Nested in a function position: KeepLazy reaches the elements.
      {"LET f == [x \\in {1, 2, 3} |-> PrintT(x)] IN <<f, 7>>[1][2]", {"2"}},
      {"<<[x \\in SUBSET S |-> PrintT(x)]>>[1][{2}]", {"{2}"}},
      {"LET t == <<[x \\in SUBSET S |-> PrintT(x)], 7>> IN t[1][{2}] /\\ t[1][{1}]", {"{2}", "{1}"}},
      // A LET definition evaluated there keeps that value (LazyValue), the function in it unbuilt;
      // a use elsewhere builds it, and later applications use what was built.
      {"LET t == <<[x \\in SUBSET S |-> PrintT(x)], PrintT(\"e\")>> IN t[1][{2}] /\\ t[1][{1}] /\\ t[2]",
       {"\"e\"", "{2}", "{1}"}},
      {"LET t == <<[x \\in SUBSET S |-> PrintT(x)], 7>> IN t[1][{2}] /\\ t = <<[y \\in SUBSET S |-> TRUE], 7>> /\\ "
       "t[1][{1}]",
       {"{2}", "{}", "{1}", "{2}", "{1, 2}"}},
      {"LET r == [a |-> [x \\in SUBSET S |-> PrintT(x)], b |-> PrintT(\"b\")] IN r.a[{1}] /\\ r.b", {"\"b\"", "{1}"}},
      {"[a |-> [x \\in {1, 2, 3} |-> PrintT(x)], b |-> 1].a[3]", {"3"}},
      {"[a |-> [x \\in SUBSET S |-> PrintT(x)]][\"a\"][{1}]", {"{1}"}},
      {"[n \\in {1, 2} |-> [x \\in SUBSET S |-> PrintT(<<n, x>>)]][2][{1}]", {"<<2, {1}>>"}},
      {"(1 :> [x \\in {1, 2, 3} |-> PrintT(x)])[1][2]", {"2"}},
      {"Append(<<1>>, [x \\in SUBSET S |-> PrintT(x)])[2][{1}]", {"{1}"}},
      // EXCEPT keeps it lazy; Tool's OPCODE_exc selects the path first (Value.select ->
      // FcnLambdaValue.select: the body at {1}); applied elsewhere, the body at that argument only.
      {"[[x \\in SUBSET S |-> PrintT(x)] EXCEPT ![{1}] = TRUE][{2}]", {"{1}", "{2}"}},
      // Built: compared (the EXCEPTed element too: toFcnRcd, then takeExcept), in [S -> T].
      // (Not here: [[x \\in SUBSET S |-> PrintT(x)] EXCEPT ![{1}] = TRUE] = [y \\in SUBSET S |-> TRUE],
      // where TLC prints {1} (select) before building it, {} {1} {2} {1, 2}; tlacore's eager EXCEPT
      // builds it first and selects in the built function: a known difference.)
      {"[x \\in SUBSET S |-> PrintT(x)] = [y \\in SUBSET S |-> TRUE]", kAllSubsets},
      {"[x \\in SUBSET S |-> PrintT(x)] \\in [SUBSET S -> BOOLEAN]", kAllSubsets},
      // Selected out of a function position, then compared: built.
      {"LET g == <<[x \\in SUBSET S |-> PrintT(x)]>>[1] IN g = [y \\in SUBSET S |-> TRUE]", kAllSubsets},
      {"LET g == (1 :> [x \\in SUBSET S |-> PrintT(x)])[1] IN g = [y \\in SUBSET S |-> TRUE]", kAllSubsets},
      // Over Nat: never built, applied.
      {"<<[x \\in Nat |-> PrintT(x)]>>[1][5]", {"5"}},
  };
  for (const Case &c : cases) {
    Printed p = between(c.expr);
    EXPECT_EQ(p.run.rc, 0) << c.expr << "\n" << p.run.out;
    EXPECT_EQ(p.lines, c.printed) << c.expr << "\n" << p.run.out;
  }
}

TEST(TlcLazyFunctionEffects, AnErrorInTheBodyOnlyWhereItIsEvaluated) {
  const std::string body = "[x \\in SUBSET S |-> IF x = {} THEN Assert(FALSE, \"boom\") ELSE PrintT(x)]";
  struct Case {
    std::string expr;
    int rc;
    Lines printed;
  };
  const Case cases[] = {
      {"LET f == " + body + " IN f[{1}]", 0, {"{1}"}},
      {"<<" + body + ">>[1][{2}]", 0, {"{2}"}},
      {"DOMAIN " + body + " = SUBSET S", 0, {}},
      {"LET f == " + body + " IN f[{}]", 10, {}},
  };
  for (const Case &c : cases) {
    Printed p = between(c.expr);
    EXPECT_EQ(p.run.rc, c.rc) << c.expr << "\n" << p.run.out;
    EXPECT_EQ(p.lines, c.printed) << c.expr << "\n" << p.run.out;
    EXPECT_EQ(p.run.out.find("\"boom\"") != std::string::npos, c.rc == 10) << c.expr << "\n" << p.run.out;
  }
}

TEST(TlcLazyFunctionEffects, InitNextAndInvariant) {
  // Init's function is built when the state is fingerprinted (every element once); Next and the
  // invariant (each evaluated on the two distinct states) apply theirs at one argument, and
  // DOMAIN builds nothing.
  clirun::SpecDir dir(
      {{"M.tla", kModuleHead + "VARIABLE x\n"
                               "Init == x = [y \\in SUBSET S |-> PrintT(<<\"init\", y>>)]\n"
                               "Next == /\\ x' = [x EXCEPT ![{}] = FALSE]\n"
                               "        /\\ <<[y \\in SUBSET S |-> PrintT(<<\"next\", y>>)]>>[1][{2}]\n"
                               "        /\\ DOMAIN [y \\in SUBSET S |-> PrintT(<<\"nextdom\", y>>)] = SUBSET S\n"
                               "Inv == /\\ x \\in [SUBSET S -> BOOLEAN]\n"
                               "       /\\ [y \\in SUBSET S |-> PrintT(<<\"inv\", y>>)][{1}]\n"
                               "       /\\ DOMAIN [y \\in SUBSET S |-> PrintT(<<\"invdom\", y>>)] = SUBSET S\n"
                               "       /\\ (1 :> [y \\in SUBSET S |-> PrintT(<<\"inv2\", y>>)])[1][{}]\n"
                               "====\n"},
       {"M.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  Result r = dir.run("tlc -workers 1 M.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  std::map<std::string, int> count;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);)
    if (line.starts_with("<<\""))
      ++count[line];
  const std::map<std::string, int> expected = {
      {"<<\"init\", {}>>", 1},  {"<<\"init\", {1}>>", 1}, {"<<\"init\", {2}>>", 1}, {"<<\"init\", {1, 2}>>", 1},
      {"<<\"next\", {2}>>", 2}, {"<<\"inv\", {1}>>", 2},  {"<<\"inv2\", {}>>", 2},
  };
  EXPECT_EQ(count, expected) << r.out;
}

} // namespace
