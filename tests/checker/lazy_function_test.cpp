// TLC's lazy functions (FcnLambdaValue): in f[a] the function position is
// evaluated with KeepLazy, so [x \in S |-> e] reached there through any form
// that passes the evaluation on (parentheses, IF, CASE, LET, an operator's
// body, an operator argument or LET definition, EXCEPT, an application
// f[a][b]) is applied at a alone: e is never evaluated elsewhere, an a
// outside S gets "In applying the function", and the function is printed
// whole when it can be built, else as [x \in S |-> <expression ...>].
// Elsewhere (DOMAIN, =, printing, ...) the function is built at once.
// Also: which domain representation DOMAIN gives for each way a function is
// built, and Permutations past the JVM's heap.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

// checktest::assumeVerdict in this file's words: "holds", "false" or the error.
std::string verdict(const std::string &tla) {
  std::string v = checktest::assumeVerdict(tla);
  return v == "TRUE" ? "holds" : v == "FALSE" ? "false" : v;
}

// "holds", "false", or the error TLC reports for ASSUME `expr`.
std::string assume(const std::string &expr) {
  return verdict("---- MODULE LazyFcn ----\nEXTENDS Integers, Sequences, FiniteSets, TLC\n"
                 "Op(g) == g\nLazyOp(S) == [x \\in S |-> IF x = 1 THEN 1 \\div 0 ELSE x]\n"
                 "ASSUME " + expr + "\n====\n");
}

// A function whose body fails at 1 (and only there), over {1, 2, 3}.
const std::string kBad = "[x \\in {1, 2, 3} |-> IF x = 1 THEN 1 \\div 0 ELSE x]";

// Every form that passes KeepLazy on to the function it yields.
std::vector<std::pair<std::string, std::string>> lazyForms(const std::string &f) {
  return {
      {"written in place", f},
      {"in parentheses", "(" + f + ")"},
      {"an IF branch", "(IF TRUE THEN " + f + " ELSE <<>>)"},
      {"a CASE arm", "(CASE FALSE -> <<>> [] OTHER -> " + f + ")"},
      {"a LET body", "(LET unused == 0 IN " + f + ")"},
      {"a LET definition", "(LET g == " + f + " IN g)"},
      {"an operator argument", "Op(" + f + ")"},
      {"an operator's body", "LazyOp({1, 2, 3})"},
      {"an EXCEPT base", "[" + f + " EXCEPT ![3] = 30]"},
      {"an application's result", "[y \\in {0} |-> " + f + "][0]"},
  };
}

TEST(LazyFunction, BodyIsEvaluatedOnlyAtTheArgumentApplied) {
  for (const auto &[how, f] : lazyForms(kBad))
    EXPECT_EQ(assume(f + "[2] = 2"), "holds") << how << ": " << f;
  // EXCEPT: the new value at 3, the body elsewhere.
  EXPECT_EQ(assume("[" + kBad + " EXCEPT ![3] = @ * 10][3] = 30"), "holds");
  EXPECT_EQ(assume("[" + kBad + " EXCEPT ![3] = @ * 10][2] = 2"), "holds");
  // The same function where TLC builds it: the error at 1 surfaces.
  for (const std::string &whole : {"DOMAIN " + kBad + " = {1, 2, 3}", kBad + " = " + kBad,
                                   "Cardinality({" + kBad + "}) = 1", "LET g == " + kBad + " IN DOMAIN g = {}"})
    EXPECT_EQ(assume(whole), "The second argument of \\div is 0.") << whole;
}

// A recursive function definition over Nat (never enumerable) is applied at
// its argument alone wherever it is reached on the lazy path, also when its
// value is itself a function of one or two arguments (Relation's
// TransitiveClosure: trcl[n \in Nat] == [x, y \in S |-> ...], applied as
// TransitiveClosure(R, S)[a, b]).
TEST(LazyFunction, FunctionDefinitionsOverInfiniteDomainsAreAppliedNotBuilt) {
  // t[2] at x (and w): x (+ w) + 2.
  const std::vector<std::pair<std::string, std::string>> defs = {
      {"t[n \\in Nat] == [x \\in {1, 2} |-> IF n = 0 THEN x ELSE t[n-1][x] + 1]", "[1] = 3"},
      {"t[n \\in Nat] == [x, w \\in {1, 2} |-> IF n = 0 THEN x + w ELSE t[n-1][x, w] + 1]", "[1, 1] = 4"}};
  for (const auto &[def, app] : defs) {
    for (const auto &[how, f] : lazyForms("(LET " + def + " IN t[2])"))
      if (how != "an operator's body") // that form is LazyOp's own function
        EXPECT_EQ(assume(f + app), "holds") << how << ": " << f;
    // Through an operator with a parameter, as TransitiveClosure(R, S)[a, b].
    EXPECT_EQ(assume("(LET F(k) == LET " + def + " IN t[k] IN F(2))" + app), "holds") << def;
  }
}

TEST(LazyFunction, OutsideTheDomainPrintsTheFunctionAsTlc) {
  const std::string buildable = "[x \\in {2, 3} |-> x * 10]";
  for (const auto &[how, f] : lazyForms(buildable)) {
    if (how == "an operator's body" || how == "an EXCEPT base")
      continue;
    EXPECT_EQ(assume(f + "[5] = 0"),
              "In applying the function\n(2 :> 20 @@ 3 :> 30),\nthe first argument is:\n5\nwhich is not in its domain.\n")
        << how;
  }
  EXPECT_EQ(assume("[x \\in 1..2 |-> x][5] = 0"),
            "In applying the function\n<<1, 2>>,\nthe first argument is:\n5\nwhich is not in its domain.\n");
  // EXCEPTs taken on the lazy function are printed with it.
  EXPECT_EQ(assume("[" + buildable + " EXCEPT ![2] = 7][5] = 0"),
            "In applying the function\n(2 :> 7 @@ 3 :> 30),\nthe first argument is:\n5\nwhich is not in its domain.\n");
  // A function that cannot be built is printed unevaluated, in every form.
  for (const auto &[how, f] : lazyForms(kBad)) {
    std::string err = assume(f + "[5] = 0");
    // (The body's location is given by the run's locator: the CLI's, tested by the eval-oracle test.)
    EXPECT_EQ(err.rfind("In applying the function\n[x \\in {1, 2, 3} |-> <expression ", 0), 0u) << how << ": " << err;
    EXPECT_NE(err.find(">],\nthe first argument is:\n5\nwhich is not in its domain.\n"), std::string::npos)
        << how << ": " << err;
  }
  // A tuple parameter.
  EXPECT_EQ(assume("[<<a, b>> \\in {<<1, 2>>} |-> a][<<3, 4>>] = 0"),
            "In applying the function\n(<<1, 2>> :> 1),\nthe first argument is:\n<<3, 4>>\nwhich is not in its "
            "domain.\n");
}

TEST(LazyFunction, ArgumentIsEvaluatedAfterTheFunction) {
  // TLC evaluates f (lazily: nothing fails) and then the argument.
  EXPECT_EQ(assume(kBad + "[1 % 0] = 0"), "The second argument of % should be a positive number, but instead it is:\n0");
  EXPECT_EQ(assume("Op(" + kBad + ")[[y \\in 1..1 |-> 3][-1]] = 0"),
            "In applying the function\n<<3>>,\nthe first argument is:\n-1\nwhich is not in its domain.\n");
}

// DOMAIN gives the representation TLC keeps for each way a function is built.
TEST(LazyFunction, DomainRepresentationFollowsHowTheFunctionWasBuilt) {
  struct Case {
    const char *how, *fcn, *domain;
  };
  const std::vector<Case> cases = {
      {"lambda over an interval", "[x \\in 2..4 |-> 0]", "2..4"},
      {"lambda over 1..n", "[x \\in 1..3 |-> 0]", "1..3"},
      {"lambda over an empty interval", "[x \\in 3..2 |-> 0]", "{}"},
      {"lambda over an enumerated set", "[x \\in {1, 2, 3} |-> 0]", "{1, 2, 3}"},
      {"lambda over a set that is not an interval", "[x \\in (1..1 \\ {2}) \\cup {} |-> x]", "{1}"},
      {"lambda, EXCEPT taken", "[[x \\in 1..2 |-> 0] EXCEPT ![1] = 5]", "1..2"},
      {"lambda over a set, EXCEPT taken", "[[x \\in {1, 2} |-> 0] EXCEPT ![1] = 5]", "{1, 2}"},
      {"function definition over an interval", "(LET f[x \\in 1..2] == x IN f)", "1..2"},
      {"function definition over a set", "(LET f[x \\in {1, 2}] == x IN f)", "{1, 2}"},
      {"tuple", "<<7, 8>>", "1..2"},
      {"empty tuple", "<<>>", "{}"},
      {"sequence operator", "Append(<<5>>, 6)", "1..2"},
      {"record", "[a |-> 1, b |-> 2]", "{\"a\", \"b\"}"},
      {":>", "(1 :> 2)", "{1}"},
      {"@@", "((1 :> 2) @@ (2 :> 3))", "{1, 2}"},
      {":>, EXCEPT taken", "[(1 :> 2) EXCEPT ![1] = 3]", "{1}"},
  };
  for (const Case &c : cases) {
    std::string literal; // c.domain as a TLA+ string
    for (char ch : std::string(c.domain))
      literal += ch == '"' ? std::string("\\\"") : std::string(1, ch);
    EXPECT_EQ(assume("ToString(DOMAIN " + std::string(c.fcn) + ") = \"" + literal + "\""), "holds")
        << c.how << ": DOMAIN " << c.fcn << " should print " << c.domain;
  }
}

TEST(LazyFunction, PermutationsPastTheJavaHeapFailsAsTlc) {
  EXPECT_EQ(assume("Cardinality(Permutations(1..5)) = 120"), "holds");
  EXPECT_EQ(assume("Permutations(-3..10) = {}"),
            "Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.Value "
            "tlc2.module.TLC.Permutations(tlc2.value.impl.Value),\nbut it produced the following error:\nJava heap "
            "space");
}

} // namespace
} // namespace tlacore

namespace tlacore {
namespace {

// A function of several parameters ([x, y \in S |-> e], [x \in S, y \in T |-> e]) is a
// FcnLambdaValue in TLC as well: applied at one tuple of arguments in every lazy form, and as
// the value of a function definition applied (Relation!TransitiveClosure's levels).
TEST(LazyFunction, SeveralParametersAreAppliedNotBuilt) {
  for (const std::string &bad : {std::string("[p, q \\in {1, 2} |-> IF p = 1 /\\ q = 1 THEN 1 \\div 0 ELSE p + q]"),
                                 std::string("[p \\in {1, 2}, q \\in {1, 2} |-> IF p = 1 /\\ q = 1 THEN 1 \\div 0 "
                                             "ELSE p + q]")}) {
    for (const auto &[how, f] : lazyForms(bad)) {
      if (how != "an operator's body")
        EXPECT_EQ(assume(f + "[2, 1] = 3"), "holds") << how << ": " << f;
    }
    // Built where TLC builds it: the error at <<1, 1>> surfaces.
    EXPECT_EQ(assume("DOMAIN " + bad + " = {}"), "The second argument of \\div is 0.") << bad;
  }
  // Outside the domain: FcnLambdaValue.apply's text for several parameters (the function quoted as
  // its toString builds it, the first argument outside named by its number, getDomain() printed);
  // built (through a set), FcnRcdValue.apply's.
  const std::string good = "[x, y \\in {1, 2} |-> x + y]";
  std::string built = assume("(CHOOSE h \\in {" + good + "} : TRUE)[3, 3] = 0");
  EXPECT_EQ(built.rfind("Attempted to apply function:\n", 0), 0u) << built;
  const std::string lambda = "In applying the function\n(<<1, 1>> :> 2 @@ <<1, 2>> :> 3 @@ <<2, 1>> :> 3 @@ <<2, 2>> "
                             ":> 4),\nthe argument number 1 is:\n3\nwhich is not in the function's domain "
                             "{<<1, 1>>, <<1, 2>>, <<2, 1>>, <<2, 2>>}.\n";
  EXPECT_EQ(assume(good + "[3, 3] = 0"), lambda);
  EXPECT_EQ(assume("(LET g == " + good + " IN g)[3, 3] = 0"), lambda);
  // A recursive definition whose levels are functions of two arguments: only the points applied
  // are evaluated (t[0] at <<1, 1>> fails, and is never reached from t[2][2, 1]).
  const std::string t = "LET t[n \\in Nat] == [x, y \\in {1, 2} |-> IF n = 0 THEN (IF x = 1 /\\ y = 1 THEN 1 \\div 0 "
                        "ELSE x) ELSE t[n-1][x, y] + 1] IN ";
  EXPECT_EQ(assume("(" + t + "t[2][2, 1]) = 4"), "holds");
  EXPECT_EQ(assume("(" + t + "t[2][1, 1]) = 4"), "The second argument of \\div is 0.");
}

// "holds", "false", or the error, for ASSUME `expr` in a module that extends Graphs and Relation.
std::string assumeOnGraphs(const std::string &expr) {
  return verdict("---- MODULE LazyGraphs ----\nEXTENDS Integers, FiniteSets, Graphs, Relation\n"
                 "ASSUME " + expr + "\n====\n");
}

// The CommunityModules operators TLC evaluates from their TLA+ definitions through
// TransitiveClosure (Graphs!Ancestors and Descendants, Relation!IsConnected), on graphs of up to
// five nodes (each was minutes per call when every level was built whole), and ConnectionsIn
// (Warshall through a LET-defined level, kept built once) on a larger one.
TEST(LazyFunction, TransitiveClosureOperatorsOnGraphs) {
  const std::string g4 = "[node |-> {1, 2, 3, 4}, edge |-> {<<4, 2>>, <<2, 1>>, <<3, 1>>}]";
  EXPECT_EQ(assumeOnGraphs("Ancestors(" + g4 + ", 1) = {2, 3, 4}"), "holds");
  EXPECT_EQ(assumeOnGraphs("Descendants(" + g4 + ", 4) = {1, 2}"), "holds");
  const std::string cycle = "[node |-> 1..5, edge |-> {<<1, 2>>, <<2, 3>>, <<3, 4>>, <<4, 5>>, <<5, 1>>}]";
  EXPECT_EQ(assumeOnGraphs("Ancestors(" + cycle + ", 1) = 1..5 /\\ Descendants(" + cycle + ", 3) = 1..5"), "holds");
  const std::string r = "[<<x, y>> \\in (1..4) \\X (1..4) |-> y = x + 1]";
  EXPECT_EQ(assumeOnGraphs("TransitiveClosure(" + r + ", 1..4)[1, 4] /\\ ~TransitiveClosure(" + r + ", 1..4)[4, 1]"),
            "holds");
  EXPECT_EQ(assumeOnGraphs("~IsConnected(" + r + ", 1..4)"), "holds");
  const std::string chain = "[node |-> 1..8, edge |-> {<<i, i + 1>> : i \\in 1..7}]";
  EXPECT_EQ(assumeOnGraphs("ConnectionsIn(" + chain + ")[1, 8] /\\ ~ConnectionsIn(" + chain + ")[8, 1]"), "holds");
}

} // namespace
} // namespace tlacore
