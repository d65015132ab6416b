// The fast front end (parser/fast) builds exactly the AST of the ANTLR front
// end: equal AST dumps, token images and string literals, and equal
// diagnostics, for every module of the shared corpora and the repo's corpus/,
// and for every construct of the expression and module language; and it
// takes nearly every module ANTLR accepts.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>

#include <iostream>
#include <map>

#include "both_paths.h"

namespace tlacore::test {
namespace {

std::vector<fs::path> everyModule() {
  std::vector<fs::path> files;
  for (fs::path dir : {sharedDir() / "corpus", sharedDir() / "sysmobench", sharedDir() / "traces",
                       sourceDir() / "corpus"})
    for (const fs::path &p : filesUnder(dir, ".tla"))
      files.push_back(p);
  return files;
}

TEST(FastParser, SameAstAsAntlrOnEveryCorpusModule) {
  if (!isDirectory(sharedDir() / "corpus"))
    GTEST_SKIP() << "shared corpus not found at " << sharedDir() << " (set TLACORE_SHARED_DIR)";
  std::vector<fs::path> files = everyModule();
  ASSERT_FALSE(files.empty());
  size_t fastCount = 0, antlrClean = 0, fastOfClean = 0, differing = 0;
  std::map<std::string, std::vector<std::string>> misses; // reason -> modules ANTLR accepts
  std::string failures;
  for (const fs::path &path : files) {
    BothPaths both(readFile(path), path.string());
    std::string diff = both.difference();
    if (!diff.empty()) {
      ++differing;
      if (failures.size() < 20000)
        failures += path.string() + ": " + diff + "\n";
    }
    bool clean = both.antlr.ok() && both.antlr.module();
    antlrClean += clean;
    fastCount += both.fast.result().parsedFast;
    if (clean && both.fast.result().parsedFast)
      ++fastOfClean;
    if (clean && !both.fast.result().parsedFast)
      misses[both.fast.result().fastPathMiss ? both.fast.result().fastPathMiss : "?"].push_back(
          path.filename().string());
  }
  std::cout << "[ fast     ] " << files.size() << " modules; fast path " << fastCount << "; ANTLR accepts "
            << antlrClean << ", of which the fast path took " << fastOfClean << "\n";
  for (const auto &[why, list] : misses) {
    std::cout << "[ fallback ] " << list.size() << " x " << why << ":";
    for (size_t i = 0; i < list.size() && i < 6; ++i)
      std::cout << ' ' << list[i];
    std::cout << (list.size() > 6 ? " ..." : "") << "\n";
  }
  EXPECT_EQ(differing, 0u) << failures;
  // Every module ANTLR accepts takes the fast path (Unicode symbols, SANY's identifier classes,
  // built-in redefinitions and operator symbols ending a substitution included).
  size_t fallbacks = 0;
  for (const auto &[why, list] : misses)
    fallbacks += list.size();
  std::cout << "[ fallback ] " << fallbacks << " modules in all\n";
  EXPECT_EQ(fallbacks, 0u) << "the fast path gave up on modules ANTLR accepts (listed above)";
}

} // namespace
} // namespace tlacore::test

namespace tlacore::test {
namespace {

// Every form of the module and expression language, each alone in a module:
// the fast path takes it and builds ANTLR's tree.
TEST(FastParser, EveryConstructTakesTheFastPathWithTheSameAst) {
  const char *bodies[] = {
      "EXTENDS Naturals, Sequences\nVARIABLES x, y\nVARIABLE z",
      "CONSTANTS N, F(_, _), -. _, _ ++ _, _ ^#\nCONSTANT M",
      "RECURSIVE R(_), S\nR(n) == IF n = 0 THEN 0 ELSE R(n - 1)\nS == 1",
      "Op(a, F(_), _ + _) == a\nLOCAL L == 1\n-. a == a\na ++ b == a\na ^+ == a\na (+) b == a",
      "f[n \\in Nat] == n\ng[a, b \\in Nat, <<c, d>> \\in Nat \\X Nat] == a",
      "I == INSTANCE M WITH x <- 1, y <- (2), Op <- LAMBDA a : a, + <- -, ~ <- \\lnot, z <- 1\nLOCAL INSTANCE M\n"
      "J(p) == INSTANCE M\nINSTANCE M WITH Leq <- \\leq, S <- SUBSET T, D <- DOMAIN f[1]",
      "ASSUME N > 0\nASSUME Named == N > 0\nAXIOM TRUE\nASSUMPTION FALSE\nTHEOREM T1 == 1 = 1\nLEMMA 2 = 2",
      "A == 1\n----\nB == 2\n---- MODULE Inner ----\nC == 3\n====\nD == 4",
      "E1 == \\A x \\in S, <<a, b>> \\in T : \\E y, z \\in U : x\nE2 == \\A x, y : \\EE u : \\AA v : x\n"
      "E3 == CHOOSE x \\in S : x\nE4 == CHOOSE <<a, b>> : a\nE5 == \\forall x \\in S : \\exists y \\in S : x",
      "S1 == {}\nS2 == {1, 2, {3}}\nS3 == {x \\in S : x > 1}\nS4 == {<<a, b>> \\in S : a}\n"
      "S5 == {x + 1 : x \\in S, <<a, b>> \\in T}\nS6 == {x \\in S : y \\in T}\nS7 == SUBSET S \\cup UNION T",
      "F1 == [x \\in S |-> x]\nF2 == [S -> T]\nF3 == f[1, 2][3]\nF4 == [a |-> 1, b |-> 2].a\n"
      "F5 == [a : S, b : T]\nF6 == [f EXCEPT ![1] = 2, !.a.b[3] = @ + 1, ![1, 2] = 3]\nF7 == DOMAIN f\n"
      "F8 == <<>>\nF9 == <<1, 2>>[1]\nF10 == r.ACTION",
      "C1 == IF a THEN b ELSE IF c THEN d ELSE e\nC2 == CASE a -> 1 [] b -> 2 [] OTHER -> 3\nC3 == CASE a -> 1\n"
      "C4 == LET A == 1\n          B(p) == p\n          f[n \\in S] == n\n          RECURSIVE G(_)\n"
      "          G(n) == n\n          J == INSTANCE M\n      IN A + B(2)",
      "T1 == [][Next]_vars\nT2 == <><<Next>>_<<x, y>>\nT3 == WF_vars(Next) /\\ SF_<<x, y>>(A)\nT4 == [A]_(x)\n"
      "T5 == WF_I!vars(Next)\nT6 == WF_f(1)(A)\nT7 == x' = x /\\ UNCHANGED <<y>> /\\ ENABLED A /\\ []<>P ~> Q\n"
      "T8 == [A]_I!v(1)\nT9 == \\AA x : []P",
      "N1 == 42 + \\b101 + \\o17 + \\h1F + 3.14 + 0.5\nN2 == \"a\\\"b\\\\c\\nd\\te\" \\o \"\"\nN3 == TRUE /\\ FALSE\n"
      "N4 == BOOLEAN \\cup STRING\nN5 == 99999999999999999999999\nN6 == (1..2) \\X (3..4) \\X (5..6)",
      "P1 == a + b * c - d / e ^ f\nP2 == a => b <=> c\nP3 == ~a /\\ -b = -.c\nP4 == a \\in S \\cup T\n"
      "P5 == f' [1]\nP6 == a^+ \\cdot b^*\nP7 == a - -b\nP8 == a \\/ b \\/ c\nP9 == a @@ b :> c",
      "L1 == lbl :: x\nL2 == lbl(a, b) :: x\nL3 == LAMBDA a, b : a\nL4 == Op(+, -, ~, ', a)\n"
      "L5 == I!Op(1)!x\nL6 == I(1)!-(2, 3)\nL7 == I!-(2)\nL8 == Op(/\\, \\/)\nL9 == A!!!(1, 2)\nL10 == I!+(1, 2)",
      "J1 == /\\ a\n      /\\ \\/ b\n         \\/ c\n      /\\ d\nJ2 == \\/ /\\ a\n         /\\ b\n      \\/ c\n"
      "J3 == IF /\\ a\n         /\\ b THEN c ELSE d\nJ4 == [x \\in S |-> /\\ x\n                  /\\ x]\n"
      "J5 == f(/\\ a, /\\ b)\nJ6 == /\\ a\n  /\\ b\nJ7 == \\A x : /\\ x\n             /\\ y",
      "M1 == -(1, 2)\nM2 == -(1)\nM3 == -(1, 2, 3)\nM4 == -!1\nM5 == \\cup(a, b)\nM6 == \\cup!2\nM7 == +\nM8 == '",
  };
  for (const char *body : bodies) {
    BothPaths both(wrapModule(body));
    EXPECT_EQ(both.difference(), "") << body;
    EXPECT_TRUE(both.fast.result().parsedFast)
        << body << "\nfast path gave up: " << (both.fast.result().fastPathMiss ? both.fast.result().fastPathMiss : "");
  }
}

// The corpus modules with proofs: parse time on the fast path against ANTLR alone (printed; the
// fast path must take each one ANTLR accepts, but for the documented fallbacks).
TEST(FastParser, ProofModulesParseTimes) {
  if (!isDirectory(sharedDir() / "corpus"))
    GTEST_SKIP() << "shared corpus not found at " << sharedDir();
  using Clock = std::chrono::steady_clock;
  auto best = [](const std::string &text, const std::string &name, const ParseOptions &o, bool &fastPath) {
    double t = 1e9;
    for (int rep = 0; rep < (o.forceAntlr ? 1 : 3); ++rep) {
      auto start = Clock::now();
      ParseRun run(text, name, o);
      t = std::min(t, std::chrono::duration<double, std::milli>(Clock::now() - start).count());
      fastPath = run.result().parsedFast && run.ok();
    }
    return t;
  };
  double fastTotal = 0, antlrTotal = 0;
  size_t modules = 0, fastTaken = 0;
  for (const fs::path &path : everyModule()) {
    std::string text = readFile(path);
    if (text.find("PROOF") == std::string::npos && text.find("OBVIOUS") == std::string::npos &&
        text.find("\n<1>") == std::string::npos)
      continue;
    bool fastPath = false, ignored = false;
    double f = best(text, path.string(), ParseOptions{}, fastPath);
    double a = best(text, path.string(), BothPaths::antlrOnly(), ignored);
    ++modules;
    fastTaken += fastPath;
    fastTotal += f;
    antlrTotal += a;
    if (text.size() > 20000)
      std::cout << "[ proofs   ] " << path.filename().string() << " (" << text.size() / 1024 << " KiB): fast path "
                << (fastPath ? "" : "not taken, ") << f << " ms, ANTLR " << a << " ms\n";
  }
  std::cout << "[ proofs   ] " << modules << " modules with proofs, fast path taken on " << fastTaken << ": "
            << fastTotal << " ms in all, ANTLR alone " << antlrTotal << " ms\n";
  EXPECT_GE(fastTaken * 100, modules * 90);
}

// Theorems, ASSUME ... PROVE, USE/HIDE and every proof form take the fast path with the AST ANTLR gives.
TEST(FastParser, ProofsTakeTheFastPathWithTheSameAst) {
  const char *bodies[] = {
      "THEOREM T == 1 PROOF OBVIOUS", "THEOREM 1 OMITTED", "LEMMA L == a BY a, b DEF Op, I!Op, +, MODULE M",
      "COROLLARY a BY ONLY a", "PROPOSITION a PROOF BY DEFS Op", "THEOREM a BY MODULE M, a",
      "THEOREM ASSUME NEW x, NEW CONSTANT y \\in S, VARIABLE v, NEW F(_), NEW ACTION A, STATE s, TEMPORAL t,\n"
      "  lbl :: ASSUME a PROVE b, ASSUME c PROVE d, a /\\ b\n  PROVE a",
      "USE a, b DEF Op", "HIDE DEF Op, I!Op", "THEOREM a\n<1> USE ONLY a\n<1> QED", "USE MODULE M, a DEFS Op",
      "THEOREM a\n<1>1. a\n  BY a\n<1>2. SUFFICES ASSUME NEW x PROVE b\n  OBVIOUS\n<1>3. HAVE a\n"
      "<1>4. TAKE x \\in S, <<y, z>> \\in T\n<1>5. TAKE x, y\n<1>6. WITNESS 1, 2\n"
      "<1>7. PICK x \\in S : a\n  <2>1. a\n  <2>2. QED\n<1>8. PICK x, y : a\n<1>9. CASE a\n"
      "<1>10. DEFINE g == 1  h(x) == x  f[x \\in S] == x\n<1>11. k == 2\n<1>12. J == INSTANCE M\n"
      "<1>13. INSTANCE M\n<1>14. USE <1>1, <1>2 DEF g\n<1>15. HIDE DEF g\n<1>16. SUFFICES a\n"
      "<1>17. ASSUME a PROVE b\n<1> QED BY <1>1, <1>a",
      "THEOREM a\nPROOF\n<*>1. a\n  <+>1. a\n  <*>2. QED\n<*>2. QED\n  PROOF OBVIOUS",
      "THEOREM b\n<1>a. b\n<1>b. QED\n  <2> QED",
      "THEOREM a\n<1>1. /\\ a\n      /\\ b\n<1>2. QED",
  };
  for (const char *body : bodies) {
    BothPaths both(wrapModule(std::string("EXTENDS Naturals\nCONSTANTS a, b, c, d, S, T\nVARIABLE w\n"
                                          "Op == 1\nI == INSTANCE Naturals\n") +
                              body));
    EXPECT_EQ(both.difference(), "") << body;
    EXPECT_TRUE(both.fast.result().parsedFast)
        << body << "\nfast path gave up: " << (both.fast.result().fastPathMiss ? both.fast.result().fastPathMiss : "");
  }
}

// What the fast path does not take goes to ANTLR, which reports exactly what it reports alone.
TEST(FastParser, SyntaxErrorsAndUncoveredFormsFallBackWithTheSameDiagnostics) {
  const char *bodies[] = {
      "Op == 1 +",          "Op == (1",          "Op == a /\\ b \\/ c", "Op == a = b = c",
      "Op == a ^ -b",       "Op == 1 ; 2",       "Op == \"abc",       "Op == (* open",
      "THEOREM T == 1 PROOF OBVIOUS BY", "Op == a != b", "Op = 1",
      "Op == [x \\in S]_v", "Op == {x \\in S}", "USE DEF",
      "THEOREM 1\n<1>1. CASE a -> b [] c -> d\n<1>2. QED", "Op == -(\\A x, y : x)", "Op == (* (* *)",
      // a proof's steps share its level and end with QED (SANY's Proof, correctLevel)
      "THEOREM a\n<2>1. a\n<1>2. QED", "THEOREM a\n<1>1. a\n<1>2. QED\n<1>3. a",
      "THEOREM a\n<1>1. a\n  <2>1. a\n  <2>2. QED\n  <2>3. a\n<1>2. QED", "THEOREM a\n<1>1. a\n<1>2. a",
      "THEOREM a\n<1>1. a OBVIOUS\n  <2>1. a\n  <2>2. QED\n<1>2. QED",
      "THEOREM a\n<1>1. a\n  <+>. a\n  <+>. QED\n<1>2. QED",
      // USE ONLY is a proof step, not a module unit; ONLY never follows HIDE (SANY's Body, UseOrHideOrBy)
      "USE ONLY a", "HIDE ONLY DEF Op",
  };
  for (const char *body : bodies) {
    BothPaths both(wrapModule(body));
    EXPECT_EQ(both.difference(), "") << body;
    EXPECT_FALSE(both.fast.result().parsedFast) << body;
  }
}

// A nesting limit is enforced by the fast path too: it gives up, and ANTLR reports it.
TEST(FastParser, NestingLimitIsReportedAsWithoutTheFastPath) {
  ParseOptions limited;
  limited.maxNesting = 20;
  for (std::string body : {std::string("Op == ") + std::string(30, '(') + "1" + std::string(30, ')'),
                           std::string("Op == ") + std::string(30, '~') + "1",
                           "Op == 1" + [] { std::string s; for (int i = 0; i < 30; ++i) s += " + 1"; return s; }()}) {
    ParseRun fast(wrapModule(body), "Test.tla", limited);
    ParseOptions antlrOnly = limited;
    antlrOnly.forceAntlr = true;
    ParseRun antlr(wrapModule(body), "Test.tla", antlrOnly);
    EXPECT_EQ(fast.summary(), antlr.summary()) << body;
    EXPECT_FALSE(fast.module()) << body;
  }
  // Deep but within the default limit: no stack overflow, same result either way.
  std::string deep = "Op == " + std::string(1500, '(') + "1" + std::string(1500, ')');
  BothPaths both(wrapModule(deep));
  EXPECT_EQ(both.difference(), "");
}

} // namespace
} // namespace tlacore::test

namespace tlacore::test {
namespace {

// SANY's verdicts on 4,198 operator combinations (../shared/reference/
// sany-precedence): each module gives the same result on both paths, and
// the fast path takes exactly those ANTLR accepts without a syntax error.
TEST(FastParser, SameResultAsAntlrOnEveryPrecedenceCase) {
  fs::path cases = sharedDir() / "reference" / "sany-precedence" / "cases.tsv";
  std::ifstream in(cases);
  if (!in)
    GTEST_SKIP() << "SANY precedence reference not found at " << cases;
  std::string line;
  std::getline(in, line); // header
  size_t total = 0, fast = 0, accepted = 0;
  std::string failures;
  while (std::getline(in, line)) {
    size_t t1 = line.find('\t'), t2 = line.rfind('\t');
    if (t1 == std::string::npos || t2 == t1)
      continue;
    std::string id = line.substr(0, t1), expression = line.substr(t1 + 1, t2 - t1 - 1);
    std::string text = "---- MODULE " + id + " ----\nEXTENDS Naturals, Sequences, FiniteSets, TLC, Bags\n"
                       "CONSTANTS a, b, c\nVARIABLE v\nX == " + expression + "\n====\n";
    BothPaths both(text, id + ".tla");
    ++total;
    std::string diff = both.difference();
    if (!diff.empty() && failures.size() < 10000)
      failures += id + " " + expression + ": " + diff + "\n";
    bool clean = both.antlr.ok() && both.antlr.module();
    accepted += clean;
    fast += both.fast.result().parsedFast;
    if (clean != both.fast.result().parsedFast && failures.size() < 10000)
      failures += id + " " + expression + ": fast path " + (clean ? "gave up: " : "took a rejected module") +
                  (both.fast.result().fastPathMiss ? both.fast.result().fastPathMiss : "") + "\n";
  }
  std::cout << "[ fast     ] " << total << " precedence cases; ANTLR accepts " << accepted << ", the fast path took "
            << fast << "\n";
  EXPECT_GT(total, 4000u);
  EXPECT_EQ(failures, "");
}

} // namespace
} // namespace tlacore::test
