// The standard module library: every CommunityModules and TLAPS module
// resolves, every operator TLC overrides in Java has a native, and each
// native gives TLC's values and error texts (and agrees with the module's
// TLA+ definition where that is evaluable and TLC's order does not matter).
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "check_test_helpers.h"
#include "eval/evaluator.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

// modules/*.tla of tlaplus/CommunityModules.
const std::vector<std::string> kCommunityModules = {
    "BagsExt",       "Bitwise",       "CBOR",         "CSV",
    "Combinatorics", "DifferentialEquations", "DyadicRationals", "FiniteSetsExt",
    "Folds",         "Functions",     "GraphViz",     "Graphs",
    "HTML",          "IOUtils",       "Json",         "Quorum",
    "Relation",      "SVG",           "SequencesExt", "SequencesExtTheorems",
    "ShiViz",        "Statistics",    "TLCExt",       "UndirectedGraphs",
    "VectorClocks",  "FunctionTheorems", "QuorumTheorems", "FiniteSetsExtTheorems", "FoldsTheorems",
    // GraphTheorems is shipped as upstream has it; it names Reverse and ..,
    // which the newest Graphs exports and the Graphs text available here
    // (LOCAL INSTANCE SequencesExt, Naturals) does not.
};

// library/*.tla of tlaplus/tlapm (the TLAPS library), and TLC's own
// standard modules.
const std::vector<std::string> kTlapsAndStandardModules = {
    "TLAPS",         "NaturalsInduction", "WellFoundedInduction", "FunctionTheorems", "SequenceTheorems",
    "FiniteSetTheorems", "Naturals",      "Integers",             "Reals",            "Sequences",
    "FiniteSets",    "Bags",              "TLC",                  "Randomization",    "Toolbox",
    "RealTime",      "SequenceOps",       "TLCExt",               "SequenceOpTheorems", "FunctionsFork",
};

// The problems of parsing and resolving a module that EXTENDS `name` (empty: none).
std::string resolveProblems(const std::string &name) {
  checktest::TempDir dir;
  std::string path = dir.write("UsesModule.tla", "---- MODULE UsesModule ----\nEXTENDS " + name + "\n====\n");
  SourceManager sm;
  DiagnosticEngine diags;
  sem::ModuleSet set(sm, diags, sem::SemanticOptions{});
  const sem::ResolvedModule *root = set.loadRootFile(path);
  std::string problems;
  for (const Diagnostic &d : diags.diagnostics())
    problems += d.message + "\n";
  if (!root && problems.empty())
    problems = "not loaded";
  return diags.hasErrors() || !root ? problems : "";
}

TEST(ModuleLibrary, EveryCommunityModuleResolves) {
  for (const std::string &name : kCommunityModules)
    EXPECT_EQ(resolveProblems(name), "") << "EXTENDS " << name;
}

TEST(ModuleLibrary, EveryTlapsAndStandardModuleResolves) {
  for (const std::string &name : kTlapsAndStandardModules)
    EXPECT_EQ(resolveProblems(name), "") << "EXTENDS " << name;
}

enum class OverrideKind { Native, Missing, NotLoaded };

struct Override {
  const char *module;
  const char *name;
  OverrideKind kind;
};

const Override kOverrides[] = {
#define TLC_OVERRIDE(module, name) {#module, name, OverrideKind::Native},
#define TLC_OVERRIDE_MISSING(module, name) {#module, name, OverrideKind::Missing},
#define TLC_OVERRIDE_NOT_LOADED(module, name) {#module, name, OverrideKind::NotLoaded},
#include "tlc_overrides.def"
#undef TLC_OVERRIDE
#undef TLC_OVERRIDE_MISSING
#undef TLC_OVERRIDE_NOT_LOADED
};

// Every operator TLC overrides in Java has a native; the ones listed as
// missing really have none (so the list is kept up to date), and the ones
// TLC never loads have none either (TLC evaluates their definitions).
TEST(ModuleLibrary, EveryJavaOverrideHasANative) {
  for (const Override &o : kOverrides) {
    if (o.kind == OverrideKind::Native)
      EXPECT_NE(eval::findNative(o.module, o.name), nullptr) << o.module << "!" << o.name << " has no native";
    else if (o.kind == OverrideKind::Missing)
      EXPECT_EQ(eval::findNative(o.module, o.name), nullptr)
          << o.module << "!" << o.name << " has a native now: move it to TLC_OVERRIDE in tlc_overrides.def";
    else
      EXPECT_EQ(eval::findNative(o.module, o.name), nullptr)
          << o.module << "!" << o.name << ": TLC does not load its Java method, so it needs no native";
  }
}

// ---- evaluation --------------------------------------------------------------------

const char *kExtends = "EXTENDS Naturals, Integers, Sequences, FiniteSets, TLC, Bags, BagsExt, SequencesExt, "
                       "FiniteSetsExt, Functions, Folds, VectorClocks, Combinatorics, Bitwise, Statistics";

CheckRun assume(const std::string &expr, const std::string &extends, const std::string &defs) {
  std::string tla = "---- MODULE Expr ----\n" + extends + "\n" + defs + "\nASSUME " + expr + "\n====\n";
  return checkText({tla}, "");
}

void expectHolds(const std::string &expr, const std::string &defs = "", const std::string &extends = kExtends) {
  CheckRun r = assume(expr, extends, defs);
  ASSERT_EQ(r.stage, Stage::Loaded) << expr << ": " << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << expr << ": " << r.result.error.message;
}

// Evaluating `expr` fails with TLC's message `message`.
void expectError(const std::string &expr, const std::string &message, const std::string &extends = kExtends) {
  CheckRun r = assume(expr, extends, "");
  ASSERT_EQ(r.stage, Stage::Loaded) << expr << ": " << r.problem;
  EXPECT_NE(r.result.outcome, Outcome::Success) << expr;
  EXPECT_NE(r.result.error.message.find(message), std::string::npos)
      << expr << "\n  got: " << r.result.error.message << "\n want: " << message;
}

TEST(SequencesExtNatives, ValuesAsTlc) {
  expectHolds(R"(SetToSeqs({}) = {<<>>})");
  expectHolds(R"(SetToSeqs({"t","l"}) = {<<"t","l">>, <<"l","t">>})");
  expectHolds(R"(Cardinality(SetToSeqs(1..4)) = 24)");
  expectHolds(R"(Contains(<<1,2,3>>, 2) /\ ~Contains(<<1,2,3>>, 4) /\ ~Contains(<<>>, 1))");
  expectHolds(R"(LongestCommonPrefix({<<1,2,3>>, <<1,2,4>>, <<1,2>>}) = <<1,2>>)");
  expectHolds(R"(LongestCommonPrefix({<<1>>, <<2>>}) = <<>>)");
  expectHolds(R"(LongestCommonPrefix({"abc", "abd", "ab"}) = "ab")");
  expectHolds(R"(LongestCommonPrefix({"ab", "b"}) = "")");
  expectHolds(R"(FoldSeq(LAMBDA x, y: x + y, 0, <<1,2,3>>) = 6)");
  expectHolds(R"(FoldLeft(LAMBDA x, y: <<x, y>>, 0, <<3,1,2>>) = << << <<0,3>>, 1>>, 2>>)");
  expectHolds(R"(FoldRight(LAMBDA x, y: <<x, y>>, <<3,1,2>>, 0) = << 3, << 1, <<2,0>> >> >>)");
  expectHolds(R"(FoldLeftDomain(LAMBDA x, y: x \o <<y>>, <<>>, <<"a","b">>) = <<1, 2>>)");
  expectHolds(R"(FoldRightDomain(LAMBDA x, y: y \o <<x>>, <<"a","b">>, <<>>) = <<2, 1>>)");
  expectHolds(R"(ReplaceFirstSubSeq("x", "ab", "cabab") = "cxab")");
  expectHolds(R"(ReplaceFirstSubSeq("x", "", "ab") = "xab")");
  expectHolds(R"(ReplaceFirstSubSeq(<<9>>, <<1>>, <<2,1,1>>) = <<2,9,1>>)"); // the TLA+ definition
  expectHolds(R"(ReplaceAllSubSeqs("x", "ab", "cabab") = "cxx")");
  expectHolds(R"(ReplaceAllSubSeqs("-", "", "abc") = "-a-b-c")");
  expectHolds(R"(ReplaceAllSubSeqs("b", "aa", "aaa") = "ba")");
  expectHolds(R"(ReplaceAllSubSeqs(<<2,2>>, <<1,1>>, <<1,1,1>>) = <<2,2,1>>)"); // the TLA+ definition
  expectHolds(R"(IsPrefix("ab", "abc") /\ ~IsPrefix("abc", "ab") /\ IsPrefix(<<>>, <<1>>) /\ ~IsPrefix(<<2>>, <<1>>))");
  expectHolds(R"(SelectInSeq(<<1,2,3,2>>, LAMBDA x: x = 2) = 2 /\ SelectInSeq(<<1>>, LAMBDA x: x = 2) = 0)");
  expectHolds(R"(SelectLastInSeq(<<1,2,3,2>>, LAMBDA x: x = 2) = 4)");
  expectHolds(R"(SelectInSubSeq(<<1,2,3,2>>, 3, 4, LAMBDA x: x = 2) = 4 /\ SelectInSubSeq(<<1>>, 2, 1, LAMBDA x: TRUE) = 0)");
  expectHolds(R"(SelectLastInSubSeq(<<2,2,3,1>>, 1, 3, LAMBDA x: x = 2) = 2)");
  expectHolds(R"(RemoveFirst(<<1,2,1>>, 1) = <<2,1>> /\ RemoveFirst(<<1>>, 3) = <<1>>)");
  expectHolds(R"(RemoveFirstMatch(<<1,2,4>>, LAMBDA x: x % 2 = 0) = <<1,4>>)");
  expectHolds(R"(Suffixes(<<1,2>>) = {<<>>, <<2>>, <<1,2>>})");
  expectHolds(R"(AllSubSeqs(<<1,2,3>>) = {<<>>, <<1>>, <<2>>, <<3>>, <<1,2>>, <<1,3>>, <<2,3>>, <<1,2,3>>})");
}

TEST(SequencesExtNatives, ErrorsAsTlc) {
  expectError(R"(Contains(1, 2))", "The argument of Contains should be a sequence, but instead it is:\n1");
  expectError(R"(FoldLeft(LAMBDA x, y: x, 0, {1}))",
              "The third argument of FoldLeft should be a sequence, but instead it is:\n{1}");
  expectError(R"(FoldRight(LAMBDA x, y: x, 2, 0))",
              "The second argument of FoldRight should be a sequence, but instead it is:\n2");
  expectError(R"(SelectInSubSeq(<<1,2>>, 0, 1, LAMBDA x: TRUE))",
              "The second argument of SelectInSubSeq must be in the domain of its first argument:\n<<1, 2>>\n, but "
              "instead it is\n0");
  expectError(R"(SelectInSeq(<<1>>, LAMBDA x: 3))",
              "The third argument of SelectInSeq should be a boolean-valued operator, but instead it is:\n3");
  expectError(R"(LongestCommonPrefix({}))",
              "The argument of LongestCommonPrefix should be a non-empty set, but instead it is:\n{}");
  expectError(R"(SetToSeqs(Nat))", "Applying SetToSeqs to the following value,\nwhich is not a finite set:\nNat");
}

// Native and TLA+ definition agree on every small input where the order of
// evaluation does not matter (the definitions are copied from the modules).
TEST(SequencesExtNatives, AgreeWithTheDefinitions) {
  const std::string defs = R"(
RefContains(s, e) == \E i \in 1..Len(s) : s[i] = e
RefIsPrefix(s, t) == Len(s) <= Len(t) /\ SubSeq(s, 1, Len(s)) = SubSeq(t, 1, Len(s))
RefSelectInSeq(seq, Test(_)) == LET I == { i \in 1..Len(seq) : Test(seq[i]) } IN IF I # {} THEN Min(I) ELSE 0
RefSelectLastInSeq(seq, Test(_)) == LET I == { i \in 1..Len(seq) : Test(seq[i]) } IN IF I # {} THEN Max(I) ELSE 0
RefRemoveFirst(s, e) == IF \E i \in 1..Len(s): s[i] = e THEN RemoveAt(s, RefSelectInSeq(s, LAMBDA v: v = e)) ELSE s
RefSuffixes(s) == { SubSeq(s, l, Len(s)) : l \in 1..Len(s) } \cup {<<>>}
RefAllSubSeqs(s) == { FoldFunction(Snoc, <<>>, [ i \in D |-> s[i] ]) : D \in SUBSET DOMAIN s }
RefSetToSeqs(S) == LET D == 1..Cardinality(S) IN { f \in [D -> S] : \A i,j \in D : i # j => f[i] # f[j] }
RefLCP(S) == CHOOSE longest \in CommonPrefixes(S): \A other \in CommonPrefixes(S): Len(other) <= Len(longest)
Seqs == UNION {[1..n -> 1..3] : n \in 0..3}
)";
  expectHolds(R"(\A s \in Seqs, e \in 0..3 : Contains(s, e) = RefContains(s, e))", defs);
  expectHolds(R"(\A s, t \in Seqs : IsPrefix(s, t) = RefIsPrefix(s, t))", defs);
  expectHolds(R"(\A s \in Seqs : SelectInSeq(s, LAMBDA x: x > 1) = RefSelectInSeq(s, LAMBDA x: x > 1))", defs);
  expectHolds(R"(\A s \in Seqs : SelectLastInSeq(s, LAMBDA x: x > 1) = RefSelectLastInSeq(s, LAMBDA x: x > 1))",
              defs);
  expectHolds(R"(\A s \in Seqs, e \in 1..3 : RemoveFirst(s, e) = RefRemoveFirst(s, e))", defs);
  expectHolds(R"(\A s \in Seqs : Suffixes(s) = RefSuffixes(s) /\ AllSubSeqs(s) = RefAllSubSeqs(s))", defs);
  expectHolds(R"(\A S \in SUBSET (1..3) : SetToSeqs(S) = RefSetToSeqs(S))", defs);
  expectHolds(R"(\A s, t \in Seqs : LongestCommonPrefix({s, t}) = RefLCP({s, t}))", defs);
  expectHolds(R"(\A s \in Seqs : FoldLeft(+, 0, s) = FoldRight(+, s, 0))", defs);
}

TEST(FunctionsNatives, ValuesAsTlc) {
  expectHolds(R"(IsInjective(<<1,2>>) /\ ~IsInjective(<<1,1>>) /\ IsInjective([a |-> 1, b |-> 2]) /\ IsInjective(<<>>))");
  // The TLC the eval-oracle was made with fails on a value taken twice (tlc_override_classes_test.cpp).
  expectHolds(R"(AntiFunction([a |-> 2, b |-> 0, c |-> 1]) = (0 :> "b" @@ 1 :> "c" @@ 2 :> "a"))");
  expectHolds(R"(FoldFunction(LAMBDA x, y: {x} \cup y, {}, <<1,2,1>>) = {1,2})");
  expectHolds(R"(FoldFunction(LAMBDA x, y: <<x, y>>, 0, <<1,2>>) = <<2, <<1, 0>> >>)"); // TLC's order
  expectHolds(R"(FoldFunctionOnSet(LAMBDA x, y: x + y, 0, <<1,2,3>>, {1,3}) = 4)");
  expectError(R"(IsInjective(1))", "The argument of IsInjective should be a function, but instead it is:\n1");
  expectError(R"(FoldFunction(LAMBDA x, y: x, 0, 1))",
              "The third argument of FoldFunction should be a function, but instead it is:\n1");
  expectError(R"(FoldFunctionOnSet(LAMBDA x, y: x, 0, <<1>>, 1))",
              "The fourth argument of FoldFunctionOnSet should be a set, but instead it is:\n1");
}

TEST(FunctionsNatives, AgreeWithTheDefinitions) {
  const std::string defs = R"(
RefIsInjective(f) == \A a,b \in DOMAIN f : f[a] = f[b] => a = b
RefAnti(f) == [t \in Range(f) |-> CHOOSE s \in DOMAIN f : t \in Range(f) => f[s] = t]
Fcns == UNION {[D -> 1..2] : D \in SUBSET {"a", "b", "c"}}
)";
  expectHolds(R"(\A f \in Fcns : IsInjective(f) = RefIsInjective(f) /\ (IsInjective(f) => AntiFunction(f) = RefAnti(f)))", defs);
  expectHolds(R"(\A f \in Fcns : FoldFunction(+, 0, f) = MapThenFoldSet(+, 0, LAMBDA i: f[i], LAMBDA s: CHOOSE x \in s : TRUE, DOMAIN f))",
              defs);
}

TEST(FiniteSetsExtNatives, ValuesAsTlc) {
  expectHolds(R"(Quantify(1..9, LAMBDA n : n % 2 = 0) = 4)");
  expectHolds(R"(kSubset(2, 1..3) = {{1,2},{2,3},{3,1}} /\ kSubset(0, {}) = {{}} /\ kSubset(4, 1..3) = {})");
  expectHolds(R"(\A k \in 0..4 : kSubset(k, 1..3) = {s \in SUBSET (1..3) : Cardinality(s) = k})");
  expectHolds(R"(FoldSet(LAMBDA x, y : x + y, 0, 0..10) = 55)");
  expectHolds(R"(FoldSet(LAMBDA x, y : <<x, y>>, 0, {1, 2}) = <<2, <<1, 0>> >>)"); // TLC's order
  expectError(R"(Quantify(1, LAMBDA n: TRUE))", "The first argument of Quantify should be a set, but instead it is:\n1");
  expectError(R"(Quantify({1}, LAMBDA n: 2))",
              "The second argument of Quantify should be a boolean-valued operator, but instead it is:\n2");
  expectError(R"(kSubset("a", {1}))",
              "The first argument of kSubset should be a natural number, but instead it is:\n\"a\"");
}

TEST(BagsNatives, ValuesAsTlc) {
  expectHolds(R"(EmptyBag = <<>> /\ IsABag(<<1, 2>>) /\ ~IsABag(<<0>>) /\ ~IsABag(1))");
  expectHolds(R"(BagCardinality((1 :> 2) @@ (2 :> 3)) = 5)");
  expectHolds(R"(BagIn(1, (1 :> 2)) /\ ~BagIn(2, (1 :> 2)) /\ CopiesIn(1, (1 :> 2)) = 2 /\ CopiesIn(3, (1 :> 2)) = 0)");
  expectHolds(R"(((1 :> 2) (+) (1 :> 1 @@ 2 :> 1)) = (1 :> 3 @@ 2 :> 1))");
  expectHolds(R"(((1 :> 2 @@ 2 :> 1) (-) (1 :> 1 @@ 2 :> 4)) = (1 :> 1))");
  expectHolds(R"(BagUnion({(1 :> 1), (1 :> 2 @@ 3 :> 1)}) = (1 :> 3 @@ 3 :> 1) /\ BagUnion({}) = EmptyBag)");
  expectHolds(R"(((1 :> 1) \sqsubseteq (1 :> 2)) /\ ~((1 :> 3) \sqsubseteq (1 :> 2)))");
  expectHolds(R"(BagOfAll(LAMBDA x: x % 2, (1 :> 1 @@ 2 :> 1 @@ 3 :> 2)) = (0 :> 1 @@ 1 :> 3))");
  expectHolds(R"(BagToSet(1 :> 2 @@ 3 :> 1) = {1, 3} /\ SetToBag({1, 2}) = (1 :> 1 @@ 2 :> 1))");
  expectError(R"(BagCardinality(1 :> 0))", "Applying BagCardinality to the following value,\nwhich is not a bag:\n");
  expectError(R"(1 (+) (1 :> 1))", "The first argument of (+) should be a bag, but instead it is:\n1");
  expectError(R"(BagToSet(1))",
              "Applying BagToSet to the following value,\nwhich is not a function with a finite domain:\n1");
}

TEST(BagsExtNatives, ValuesAsTlc) {
  expectHolds(R"(FoldBag(LAMBDA x, y : x + y, 0, (1 :> 2) @@ (2 :> 1) @@ (3 :> 3)) = 13)");
  expectHolds(R"(SumBag((1 :> 2) @@ (2 :> 1)) = 4 /\ ProductBag((2 :> 3)) = 8)");
  expectHolds(R"(FoldBag(LAMBDA acc, e : acc \o <<e>>, <<>>, (1 :> 2) @@ (2 :> 1)) = <<1, 1, 2>>)");
  expectError(R"(FoldBag(LAMBDA x, y : x, 0, 1))",
              "The third argument of FoldBag should be a bag, but instead it is:\n1");
}

TEST(VectorClocksNatives, CausalOrderAsTlc) {
  // Node 1 sends (clock 1:1), node 2 receives (2:1 having seen 1:1), node 1 again.
  const std::string log = R"(<< [n |-> 2, vc |-> (1 :> 1 @@ 2 :> 1)],
                                [n |-> 1, vc |-> (1 :> 2)],
                                [n |-> 1, vc |-> (1 :> 1)] >>)";
  expectHolds("CausalOrder(" + log + R"(, LAMBDA l: l.vc, LAMBDA l: l.n, LAMBDA vc: DOMAIN vc)
               = << [n |-> 1, vc |-> (1 :> 1)], [n |-> 2, vc |-> (1 :> 1 @@ 2 :> 1)], [n |-> 1, vc |-> (1 :> 2)] >>)");
  expectHolds("IsCausalOrder(CausalOrder(" + log +
              R"(, LAMBDA l: l.vc, LAMBDA l: l.n, LAMBDA vc: DOMAIN vc), LAMBDA l: l.vc))");
}

TEST(CombinatoricsNatives, ValuesAsTlc) {
  expectHolds(R"(choose(5, 2) = 10 /\ choose(0, 0) = 1 /\ choose(30, 15) = 155117520 /\ choose(2, 3) = 0)");
  expectHolds(R"(\A n \in 0..8, k \in 0..8 : k <= n => choose(n, k) = factorial[n] \div (factorial[k] * factorial[n - k]))");
  expectError(R"(choose(-1, 0))", "The first argument of choose should be a natural number, but instead it is:\n-1");
  expectError(R"(choose(40, 20))", "Overflow when computing 40choose20");
}

// TLC never loads its Java factorial (see tlc_overrides.def): the function
// definition is evaluated, with a function's errors.
TEST(CombinatoricsNatives, FactorialIsTheDefinition) {
  expectHolds(R"(factorial[0] = 1 /\ factorial[5] = 120 /\ factorial[12] = 479001600)");
  expectError(R"(factorial[-1])", "which is not in its domain");
}

TEST(BitwiseNatives, AgreeWithTheDefinitions) {
  expectHolds(R"((12 & 10) = 8 /\ (12 | 10) = 14 /\ (12 ^^ 10) = 6 /\ shiftR(12, 2) = 3)");
  const std::string defs = R"(
RECURSIVE RefAnd(_, _, _, _)
RefAnd(x, y, n, m) == LET exp == 2 ^ n IN IF m = 0 THEN 0
  ELSE exp * ((x \div exp) % 2) * ((y \div exp) % 2) + RefAnd(x, y, n + 1, m \div 2)
RECURSIVE RefShiftR(_, _)
RefShiftR(n, pos) == IF pos = 0 THEN n ELSE RefShiftR(n \div 2, pos - 1)
)";
  expectHolds(R"(\A x, y \in 0..9 : (x & y) = (IF x >= y THEN RefAnd(x, y, 0, x) ELSE RefAnd(y, x, 0, y)))", defs);
  expectHolds(R"(\A x \in 0..20, p \in 0..4 : shiftR(x, p) = RefShiftR(x, p))", defs);
}

TEST(DyadicRationalsNatives, ValuesAsTlc) {
  const std::string ext = "EXTENDS Naturals, DyadicRationals";
  expectHolds(R"(Half(One) = [num |-> 1, den |-> 2] /\ Add(Half(One), Half(One)) = One)", "", ext);
  expectHolds(R"(Add(Half(Half(One)), Half(One)) = [num |-> 3, den |-> 4] /\ IsDyadicRational(Half(One)))", "", ext);
}

TEST(StatisticsNatives, ChiSquareAsApacheCommonsMath) {
  // Chi-square statistic 0 (identical counts): never rejected.
  expectHolds(R"(ChiSquare(<<10, 10, 10>>, <<10, 10, 10>>, "0.05"))");
  // Statistic 18 with 2 degrees of freedom: p = e^-9, rejected at 0.05.
  expectHolds(R"(~ChiSquare(<<10, 10, 10>>, <<20, 5, 5>>, "0.05"))");
  // Statistic 0.8 with 2 degrees of freedom: p = e^-0.4 = 0.67, not rejected.
  expectHolds(R"(ChiSquare(<<10, 10, 10>>, <<12, 8, 10>>, "0.05") /\ ChiSquare(<<10, 10, 10>>, <<12, 8, 10>>, "0.5"))");
  // Statistic 0.8 with 1 degree of freedom: p = 0.371; rejected at 0.4, not at 0.3.
  expectHolds(R"(~ChiSquare(<<10, 10>>, <<12, 8>>, "0.4") /\ ChiSquare(<<10, 10>>, <<12, 8>>, "0.3"))");
  expectError(R"(ChiSquare(<<1, 2>>, <<1, 2>>, 5))",
              "The third argument of ChiSquare should be a StringValue representing a double in (0, .5], but instead "
              "it is:\n5");
}

TEST(GraphsNatives, AgreeWithTheDefinitions) {
  const std::string ext = "EXTENDS Naturals, Sequences, FiniteSets, Graphs";
  const std::string defs = R"(
RefSimplePath(G) == {p \in SeqOf(G.node, Cardinality(G.node)) :
     /\ p # << >> /\ Cardinality({p[i] : i \in DOMAIN p}) = Len(p)
     /\ \A i \in 1 .. (Len(p) - 1) : <<p[i], p[i + 1]>> \in G.edge}
RefConnected(m, n, G) == \E p \in RefSimplePath(G) : (p[1] = m) /\ (p[Len(p)] = n)
Gs == {[node |-> 1..3, edge |-> E] : E \in SUBSET {<<1, 2>>, <<2, 3>>, <<3, 1>>, <<2, 1>>}}
)";
  expectHolds(R"(\A G \in Gs : SimplePath(G) = RefSimplePath(G))", "LOCAL INSTANCE SequencesExt\n" + defs, ext);
  expectHolds(R"(\A G \in Gs, m, n \in 0..3 : AreConnectedIn(m, n, G) = RefConnected(m, n, G))",
              "LOCAL INSTANCE SequencesExt\n" + defs, ext);
  expectHolds(R"(\A G \in Gs : IsStronglyConnected(G) = \A m, n \in G.node : RefConnected(m, n, G))",
              "LOCAL INSTANCE SequencesExt\n" + defs, ext);
  expectError(R"(SimplePath(1))",
              "The first argument of SimplePath should be a graph record with a node and an edge field, but instead "
              "it is:\n1",
              ext);
}

TEST(UndirectedGraphsNatives, ValuesAsTlc) {
  const std::string ext = "EXTENDS Naturals, Sequences, FiniteSets, UndirectedGraphs";
  expectHolds(R"(ConnectedComponents([node |-> 1..4, edge |-> {{1, 2}, {3}}]) = {{1, 2}, {3}, {4}})", "", ext);
  expectHolds(R"(AreConnectedIn(1, 2, [node |-> 1..3, edge |-> {{1, 3}, {3, 2}}]) /\
                 ~AreConnectedIn(1, 4, [node |-> 1..3, edge |-> {{1, 3}}]))",
              "", ext);
  expectHolds(R"(SimplePath([node |-> 1..2, edge |-> {{1, 2}}]) = {<<1>>, <<2>>, <<1, 2>>, <<2, 1>>})", "", ext);
}

TEST(BitwiseNatives, NotAgreesWithTheDefinition) {
  const std::string defs = R"(
RECURSIVE RefNotR(_, _, _)
RefNotR(x, n, m) == LET exp == 2 ^ n xdm == (x \div exp) % 2
                    IN IF m = 0 THEN 0 ELSE exp * ((xdm + 1) % 2) + RefNotR(x, n + 1, m \div 2)
)";
  expectHolds(R"(Not(5) = 2 /\ Not(0) = 0 /\ \A a \in 0..40 : Not(a) = RefNotR(a, 0, a))", defs);
}

TEST(TLCExtNatives, ValuesAsTlc) {
  const std::string ext = "EXTENDS Naturals, Sequences, TLC, TLCExt";
  expectHolds(R"(TLCNoOp(42) = 42 /\ TLCCache(1 + 2, {}) = 3)", "", ext);
  expectHolds(R"(TLCModelValue("a") # TLCModelValue("b") /\ TLCModelValue("x") = TLCModelValue("x"))", "", ext);
  expectHolds(R"(ToString(TLCModelValue("mv")) = "mv")", "", ext);
  expectHolds(R"(TLCGetOrDefault(5, 42) = 42 /\ TLCSet(5, 7) /\ TLCGetOrDefault(5, 0) = 7)", "", ext);
  expectHolds(R"(TLCGetAndSet(6, LAMBDA old, v : old + v, 3, 10) = 10 /\ TLCGet(6) = 13)", "", ext);
  expectHolds(R"(AssertError("Attempted to apply Head to the empty sequence.", Head(<<>>)))", "", ext);
  expectHolds(R"(~AssertError("another message", Head(<<>>)) /\ ~AssertError("no error", 1))", "", ext);
  expectError(R"(TLCModelValue(1))", "The argument of ModelValue should be a string, but instead it is:\n1", ext);
  expectHolds(R"(TLCEvalDefinition("Three") = 3)", "Three == 1 + 2", ext);
  expectError(R"(TLCEvalDefinition("Nope"))",
              "The argument of TLCEvalDefinition should be a name of a definition reachable from the root module", ext);
}

TEST(RandomizationNatives, DrawsAsTlc) {
  const std::string ext = "EXTENDS Naturals, FiniteSets, Randomization";
  // TLC's LCG visits every index below |S| once per period: k <= |S| draws are distinct.
  expectHolds(R"(\A k \in 0..6 : LET R == RandomSubset(k, 1..6) IN R \subseteq 1..6 /\ Cardinality(R) = k)", "",
              ext);
  expectHolds(R"(RandomSubset(9, {"a", "b"}) = {"a", "b"})", "", ext);
  expectHolds(R"(LET R == RandomSubset(3, SUBSET (1..3)) IN R \subseteq SUBSET (1..3) /\ Cardinality(R) = 3)", "",
              ext);
  expectHolds(R"(LET R == RandomSetOfSubsets(4, 2, 1..5) IN R \subseteq SUBSET (1..5) /\ Cardinality(R) \in 1..4)",
              "", ext);
  expectHolds(R"(RandomSetOfSubsets(3, 0, 1..5) = {{}} /\ RandomSetOfSubsets(2, 5, 1..5) = {1..5})", "", ext);
  // TestRandomSetOfSubsets keeps its TLA+ definition and calls the native five times.
  expectHolds(R"(LET t == TestRandomSetOfSubsets(3, 2, 1..4) IN \A i \in 1..5 : t[i] \in 1..3)", "", ext);
  expectError(R"(RandomSubset("a", {1}))",
              "The first argument of RandomSubset should be a nonnegative integer, but instead it is:\n\"a\"", ext);
  expectError(R"(RandomSubset(1, Nat))", "The second argument of RandomSubset should be a a finite set", ext);
  expectError(R"(RandomSetOfSubsets(1, 3, 1..2))",
              "The second argument of RandomSetOfSubsets should be a nonnegative integer in range 0..Cardinality(S)",
              ext);
}

TEST(CSVNatives, WriteAndReadAsTlc) {
  checktest::TempDir dir;
  const std::string file = (dir.path() / "out.csv").string(), records = (dir.path() / "rec.csv").string();
  const std::string ext = "EXTENDS Naturals, Sequences, CSV";
  expectHolds("CSVRecords(\"" + file + "\") = 0 /\\ CSVRead(<<\"a\">>, \"#\", \"" + file + "\") = <<>>", "", ext);
  // CommunityModules' CSVTests: values written as TLC prints them.
  expectHolds("CSVWrite(\"%1$s#%2$s#%3$s\", << 42, \"abc\", [a |-> \"a\", b |-> \"b\"] >>, \"" + file + "\")", "",
              ext);
  EXPECT_EQ(checktest::readText(file), "42#\"abc\"#[a |-> \"a\", b |-> \"b\"]\n");
  expectHolds("CSVWrite(\"%2$s and %1$s%n%%\", <<1, 2>>, \"" + file + "\") /\\ CSVRecords(\"" + file + "\") = 3", "",
              ext);
  expectHolds("CSVRead(<<\"x\", \"y\", \"z\">>, \"#\", \"" + file +
                  "\")[1] = [x |-> \"42\", y |-> \"\\\"abc\\\"\", z |-> \"[a |-> \\\"a\\\", b |-> \\\"b\\\"]\"]",
              "", ext);
  expectHolds("CSVWriteRecord([n |-> 1], \",\", TRUE, \"" + records + "\") /\\ CSVRecords(\"" + records + "\") = 2", "",
              ext);
  EXPECT_EQ(checktest::readText(records), "n\n1\n");
  expectError("CSVWrite(\"%d\", <<1>>, \"" + file + "\")", "IllegalFormatConversionException", ext);
  expectError("CSVWrite(\"x\", 1, \"" + file + "\")", "The argument of CSVWrite should be a sequence", ext);
}

// IOUtils!Deserialize with the TXT format: the file's text as TLC's
// textDeserialize reads it, or its exit value 1 and Java's reason.
TEST(IOUtilsNatives, DeserializeTextAsTlc) {
  checktest::TempDir dir;
  const std::string file = dir.write("in.txt", "line one\nline two\n");
  const std::string missing = (dir.path() / "none.txt").string();
  const std::string ext = "EXTENDS Naturals, IOUtils";
  expectHolds("Deserialize(\"" + file + "\", [format |-> \"TXT\", charset |-> \"UTF-8\"]) = "
              "[exitValue |-> 0, stdout |-> \"line one\\nline two\\n\", stderr |-> \"\"]",
              "", ext);
  expectHolds("Deserialize(\"" + missing + "\", [format |-> \"TXT\", charset |-> \"UTF-8\"]) = "
              "[exitValue |-> 1, stdout |-> \"\", stderr |-> "
              "\"Deserialize error reading from the file: java.nio.file.NoSuchFileException: " + missing + "\"]",
              "", ext);
  expectError("Deserialize(\"" + file + "\", [charset |-> \"UTF-8\"])", "Attempted to access nonexistent field 'format'",
              ext);
}

TEST(SVGNatives, ValuesAsTlc) {
  const std::string ext = "EXTENDS Naturals, Integers, SVG";
  // TLC truncates the double -1.5 to -1 where the TLA+ definition's \div gives -2.
  expectHolds(R"(PointOnLine([x |-> 0, y |-> 0], [x |-> -3, y |-> 4], 2) = [x |-> -1, y |-> 2])", "", ext);
  expectHolds(R"(SVGElemToString(SVGElem("text", <<>>, <<>>, "<<1>>")) = "<text>&lt;&lt;1&gt;&gt;</text>")", "", ext);
  expectHolds(R"(SVGElemToString(SVGElem("g", <<>>, <<SVGElem("line", [stroke_width |-> "2"], <<>>, "")>>, "")) =
                 "<g><line stroke-width='2'></line></g>")",
              "", ext);
  expectHolds(R"(NodeOfRingNetwork(0, 0, 10, 1, 4) = [x |-> 0, y |-> 10])", "", ext);
}

TEST(CBORNatives, EncodingsAsTlc) {
  const std::string ext = "EXTENDS Naturals, Integers, Sequences, TLC, CBOR";
  // RFC 8949's heads, and TLC's tags 258 (sets) and 33000 (functions that are neither sequences nor records).
  expectHolds(R"(ToCBOR(1) = <<1>> /\ ToCBOR(-1) = <<32>> /\ ToCBOR(24) = <<24, 24>> /\ ToCBOR(500) = <<25, 1, 244>>)",
              "", ext);
  expectHolds(R"(ToCBOR(TRUE) = <<245>> /\ ToCBOR("a") = <<97, 97>> /\ ToCBOR(<<1, TRUE>>) = <<130, 1, 245>>)", "", ext);
  expectHolds(R"(ToCBOR({2, 1}) = <<217, 1, 2, 130, 1, 2>> /\ ToCBOR([a |-> 1]) = <<161, 97, 97, 1>>)", "", ext);
  expectHolds(R"(ToCBOR(2 :> 5) = <<217, 128, 232, 129, 130, 2, 5>>)", "", ext);
  expectHolds(R"(FromCBOR(<<130, 1, 245>>) = <<1, TRUE>>)", "", ext);
  expectHolds(R"(\A v \in {0, -7, 100000, "xyz", <<>>, <<1, <<2>>>>, {1, 3}, [a |-> {}, b |-> <<"c">>], 3 :> -1} :
                   FromCBOR(ToCBOR(v)) = v)",
              "", ext);
  expectError(R"(FromCBOR(<<255>>))", "FromCBOR: the initial byte 0xff is not well-formed at byte 0.", ext);
  expectError(R"(FromCBOR(<<130, 1>>))", "FromCBOR: the input ends inside a CBOR data item at byte 0.", ext);
  expectError(R"(FromCBOR(<<1, 2>>))", "FromCBOR: there are bytes after the first CBOR data item at byte 1.", ext);
  expectError(R"(FromCBOR(<<300>>))",
              "The argument of FromCBOR should be a sequence of integers in 0..255, but instead it is:\n<<300>>", ext);
  expectError(R"(ToCBOR(Nat))", "ToCBOR cannot encode an infinite set:\nNat", ext);
  checktest::TempDir dir;
  const std::string file = (dir.path() / "sub" / "v.cbor").string();
  expectHolds("CBORSerialize(\"" + file + "\", [x |-> {1, 2}]) /\\ CBORDeserialize(\"" + file + "\") = [x |-> {1, 2}]",
              "", ext);
  expectError("CBORDeserialize(\"" + file + ".missing\")",
              "CBORDeserialize could not read " + file + ".missing: the file does not exist.", ext);
}

// TLC's FP64 fingerprints (polynomial 0): the values below were computed
// from tlc2.util.FP64 and the value classes' fingerPrint methods by a
// separate implementation.
TEST(FingerprintNatives, TlcfpAndDotDiGraphAsTlc) {
  const std::string ext = "EXTENDS Naturals, Integers, Sequences, TLC, TLCExt";
  expectHolds(R"(TLCFP(1) = -1504394061 /\ TLCFP(-5) = -828738249 /\ TLCFP(TRUE) = -767817129)", "", ext);
  expectHolds(R"(TLCFP("ab") = 1031263210 /\ TLCFP({1, 2}) = 2120042859)", "", ext);
  expectHolds(R"(TLCFP(<<1>>) = 883769222 /\ TLCFP([a |-> 1]) = 708139487)", "", ext);
  // A value's fingerprint does not depend on how it was written.
  expectHolds(R"(TLCFP(1..2) = TLCFP({2, 1}) /\ TLCFP([i \in 1..1 |-> 1]) = TLCFP(<<1>>) /\
                 TLCFP("a" :> 1) = TLCFP([a |-> 1]) /\ TLCFP(SUBSET {1}) = TLCFP({{}, {1}}))",
              "", ext);
  expectHolds(R"(\A x, y \in {0, 1, "a", <<>>, {}, <<1>>, {1}, [a |-> 1]} : (TLCFP(x) = TLCFP(y)) = (ToString(x) = ToString(y)))", "", ext);
  expectHolds(R"(DotDiGraph([node |-> {1}, edge |-> {<<1, 1>>}], LAMBDA n : "n", LAMBDA e : "e") =
                 "digraph MyGraph {-686636423115914061[label=\"n\"];-686636423115914061->-686636423115914061[label=\"e\"];}")",
              "", "EXTENDS Naturals, GraphViz");
}

// EXTENDS Reals resolves, and Real is a set (issue 15).
TEST(ModuleLibrary, RealsResolves) {
  expectHolds(R"(1 \in Real /\ -1 \in Real /\ 2 - 3 = -1)", "", "EXTENDS Reals");
}

} // namespace
} // namespace tlacore
