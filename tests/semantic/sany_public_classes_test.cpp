// Classes found by running SANY's verdict on public .tla files (corpus/agreement/sany_public.tsv): a built-in
// name as the subscript of [A]_v, <<A>>_v, WF_v, SF_v; operator symbols as DEF items; a proof's steps ending
// with its QED step at one level. Each form's verdict is SANY's grammar's (parser/sany_errors, which follows
// tla+.jj) and, for accepted forms, no semantic error.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "module_set.h"
#include "sany_errors/sany_explainer.h"
#include "sany_verdict.h"

namespace {

using namespace tlacore;

struct Verdict {
  int exitCode = 0;
  std::string firstError;
};

Verdict sanyVerdict(const std::string &text) {
  SourceManager sm;
  DiagnosticEngine diags;
  sem::ModuleSet set{sm, diags};
  set.loadRootText("/nonexistent-dir-for-test/M.tla", text);
  Verdict v;
  v.exitCode = sem::sanyExitCode(diags, true);
  for (const Diagnostic &d : diags.diagnostics())
    if (d.severity == Severity::Error) {
      v.firstError = d.message;
      break;
    }
  return v;
}

std::string moduleWith(const std::string &body) {
  return "---- MODULE M ----\nCONSTANTS a, b\nVARIABLE x\nA == x' = x\n" + body + "\n====\n";
}

// SANY's lexer has no identifier starting WF_ or SF_ (tla+.jj's CASE2/CASE3): `WF_TRUE` is WF_ then the
// identifier TRUE, which names the built-in; a subscript TRUE, FALSE, BOOLEAN or STRING is that built-in.
TEST(SanyPublicClasses, BuiltinNamesAsSubscripts) {
  const std::vector<std::string> names = {"TRUE", "FALSE", "BOOLEAN", "STRING"};
  const std::vector<std::pair<std::string, std::string>> forms = {
      {"WF_", "(A)"}, {"SF_", "(A)"}, {"WF_(", ")(A)"}, {"SF_(", ")(A)"}, {"[][A]_", ""},
      {"<><<A>>_", ""}, {"[A]_", ""},  {"<<A>>_", ""},  {"ENABLED <<A>>_", ""}, {"[][A]_<<x, ", ">>"}};
  for (const std::string &n : names)
    for (const auto &[before, after] : forms) {
      std::string text = moduleWith("F == " + before + n + after);
      Verdict v = sanyVerdict(text);
      EXPECT_FALSE(sany_errors::explainParseError(text).has_value()) << text;
      EXPECT_EQ(v.exitCode, 0) << text << v.firstError;
    }
  // Any other keyword after WF_/SF_ is that keyword: no subscript starts with it.
  for (const std::string &kw : {"IF", "ENABLED", "CHOOSE", "LET", "SUBSET", "EXCEPT", "OTHER"})
    for (const std::string &f : {"WF_", "SF_"}) {
      std::string text = moduleWith("F == " + f + kw + "(A)");
      EXPECT_TRUE(sany_errors::explainParseError(text).has_value()) << text;
      EXPECT_EQ(sanyVerdict(text).exitCode, 255) << text;
    }
  // Names that only start like a keyword stay names.
  for (const std::string &n : {"TRUEx", "IFa", "BOOLEANS"}) {
    std::string text = moduleWith(n + " == x\nF == WF_" + n + "(A) /\\ [][A]_" + n);
    EXPECT_EQ(sanyVerdict(text).exitCode, 0) << text;
  }
}

// SANY reads a DEF item of USE, HIDE or BY as an expression: an infix or postfix symbol alone, or -., is an
// operator name; a prefix symbol (and `-`, which is prefix too) starts an expression and wants its operand.
TEST(SanyPublicClasses, OperatorSymbolsAsDefItems) {
  const std::string defs = "p ++ q == p\np ** q == p\np \\oplus q == p\np \\prec q == p\n"
                           "p ^+ == p\np ^* == p\np ^# == p\n-. p == p\np - q == p\n";
  for (const std::string &item : {"++", "**", "\\oplus", "(+)", "\\prec", "^+", "^*", "^#", "-."}) {
    for (const std::string &form : {"THEOREM TRUE BY DEF ", "USE DEF ", "HIDE DEF ", "THEOREM TRUE BY a DEFS "}) {
      std::string text = moduleWith(defs + form + item + ", " + item);
      EXPECT_FALSE(sany_errors::explainParseError(text).has_value()) << text;
      EXPECT_EQ(sanyVerdict(text).exitCode, 0) << text;
    }
  }
  for (const std::string &item : {"-", "~", "\\lnot", "\\neg", "[]", "<>", "ENABLED", "UNCHANGED", "SUBSET",
                                  "UNION", "DOMAIN"}) {
    for (const std::string &form : {"THEOREM TRUE BY DEF ", "USE DEF ++, ", "HIDE DEF "}) {
      std::string text = moduleWith(defs + form + item + ", ++");
      EXPECT_TRUE(sany_errors::explainParseError(text).has_value()) << text;
      EXPECT_EQ(sanyVerdict(text).exitCode, 255) << text;
    }
  }
}

// A DEF item I!Op names a definition (selectorToNode with expectedArity -1): a parameterized instance on its
// path takes no arguments there, and may not have any; in an expression the arguments are required.
TEST(SanyPublicClasses, DefItemsThroughParameterizedInstances) {
  const std::string head = "---- MODULE M ----\n---- MODULE Aux ----\nVARIABLE y\nFoo == y\nBar(a) == a\n====\n"
                           "VARIABLE x\nF(y) == INSTANCE Aux\nG == INSTANCE Aux WITH y <- x\n"
                           "H(y) == INSTANCE Aux\nK(z) == INSTANCE Aux WITH y <- z\n";
  for (const std::string &item : {"F!Foo", "F!Bar", "G!Foo", "G!Bar", "K!Foo", "F!Foo, H!Bar, G!Bar"})
    for (const std::string &form : {"THEOREM TRUE BY DEF ", "USE DEF ", "HIDE DEF ", "THEOREM TRUE OBVIOUS\nUSE TRUE DEFS "}) {
      std::string text = head + form + item + "\n====\n";
      Verdict v = sanyVerdict(text);
      EXPECT_EQ(v.exitCode, 0) << text << v.firstError;
    }
  for (const std::string &item : {"F(x)!Foo", "F(x)!Bar", "K(1)!Foo"}) {
    std::string text = head + "THEOREM TRUE BY DEF " + item + "\n====\n";
    Verdict v = sanyVerdict(text);
    EXPECT_EQ(v.exitCode, 4) << text;
    EXPECT_EQ(v.firstError, "Selector `" + item.substr(0, 1) + "' should not have argument(s).") << text;
  }
  for (const std::string &e : {"F!Foo", "K!Bar(1)"}) {
    std::string text = head + "E == " + e + "\n====\n";
    Verdict v = sanyVerdict(text);
    EXPECT_EQ(v.exitCode, 4) << text;
  }
}

// SANY's other keyword spellings: ACTIONS and TEMPORALS are ACTION and TEMPORAL (so no names), and `[]ASSUME`,
// `[]PROVE` written together are its BOXASSUME and BOXPROVE, which begin and end any ASSUME/PROVE but never a
// module's assumption.
TEST(SanyPublicClasses, KeywordSpellings) {
  const std::vector<std::string> accepted = {
      "THEOREM ASSUME NEW ACTIONS P PROVE TRUE",
      "THEOREM ASSUME NEW TEMPORALS P, ACTIONS Q, TEMPORALS R PROVE TRUE",
      "THEOREM ASSUME ACTIONS P(_) PROVE TRUE",
      "THEOREM []ASSUME x = 1 PROVE x = 1",
      "THEOREM ASSUME x = 1 []PROVE x = 1",
      "THEOREM T == []ASSUME x = 1 []PROVE x = 1",
      "THEOREM ASSUME []ASSUME x = 1 []PROVE x = 1 PROVE TRUE",
      "THEOREM T == ASSUME lbl :: []ASSUME x = 1 PROVE x = 1 PROVE TRUE",
      "THEOREM TRUE\n<1>1. []ASSUME x = 1 []PROVE x = 1\n  OBVIOUS\n<1>2. SUFFICES []ASSUME x = 2 PROVE TRUE\n"
      "  OBVIOUS\n<1> QED",
      "ASSUME a \\in BOOLEAN",
  };
  for (const std::string &body : accepted) {
    std::string text = moduleWith(body);
    EXPECT_FALSE(sany_errors::explainParseError(text).has_value()) << text;
    Verdict v = sanyVerdict(text);
    EXPECT_EQ(v.exitCode, 0) << text << v.firstError;
  }
  const std::vector<std::string> rejected = {
      "ACTIONS == 1",          "TEMPORALS == 1",        "F(ACTIONS) == 1",         "G == \\E TEMPORALS : TRUE",
      "[]ASSUME TRUE",         "[]ASSUME x = 1 PROVE x = 1", "THEOREM [] ASSUME x = 1 PROVE x = 1",
      "THEOREM ASSUME x = 1 [] PROVE x = 1",        "G == []PROVE",
  };
  for (const std::string &body : rejected) {
    std::string text = moduleWith(body);
    EXPECT_TRUE(sany_errors::explainParseError(text).has_value()) << text;
    EXPECT_EQ(sanyVerdict(text).exitCode, 255) << text;
  }
}

// SANY 1.8.0's belchDEF after a submodule breaks a named theorem that follows it at once (tlaplus issue 430,
// "Encountered \"THEOREM Beginning of definition\""); any other unit there, or anything in between, parses.
TEST(SanyPublicClasses, NamedTheoremRightAfterASubmodule) {
  auto withSubmodule = [](const std::string &units) {
    return "---- MODULE M ----\n---- MODULE Inner ----\nZ == 1\n====\n" + units + "\n====\n";
  };
  for (const std::string &units : {"THEOREM T == TRUE", "LEMMA T == TRUE", "PROPOSITION T == TRUE",
                                   "COROLLARY T == TRUE OBVIOUS", "THEOREM T == ASSUME TRUE PROVE TRUE",
                                   "THEOREM T == TRUE\n<1> QED"}) {
    std::string text = withSubmodule(units);
    EXPECT_TRUE(sany_errors::explainParseError(text).has_value()) << text;
    EXPECT_EQ(sanyVerdict(text).exitCode, 255) << text;
  }
  for (const std::string &units :
       {"ASSUME A == TRUE", "ASSUMPTION A == TRUE", "AXIOM A == TRUE", "LOCAL X == 1", "X == 1", "THEOREM TRUE",
        "THEOREM TRUE\nY == 1", "THEOREM TRUE\nTHEOREM T == TRUE", "VARIABLE v\nTHEOREM T == TRUE",
        "I == INSTANCE Inner", "RECURSIVE R(_)\nR(n) == n", "f[a \\in {1}] == a", "a + b == a",
        "USE TRUE\nTHEOREM T == TRUE", "---------\nTHEOREM T == TRUE"}) {
    std::string text = withSubmodule(units);
    EXPECT_FALSE(sany_errors::explainParseError(text).has_value()) << text;
    EXPECT_NE(sanyVerdict(text).exitCode, 255) << text;
  }
}

// SANY's module body takes USE and HIDE units but not USE ONLY, and ONLY never follows HIDE.
TEST(SanyPublicClasses, UseOnlyAndHideOnly) {
  for (const std::string &body : {"USE ONLY TRUE", "USE ONLY DEF A", "HIDE ONLY DEF A", "HIDE ONLY TRUE",
                                  "THEOREM TRUE\n<1> HIDE ONLY DEF A\n<1> QED", "THEOREM TRUE\n<1>1. TRUE\n"
                                  "  <2> HIDE ONLY DEF A\n  <2> QED\n<1> QED"}) {
    std::string text = moduleWith(body);
    EXPECT_TRUE(sany_errors::explainParseError(text).has_value()) << text;
    EXPECT_EQ(sanyVerdict(text).exitCode, 255) << text;
  }
  for (const std::string &body : {"USE TRUE", "USE DEF A", "HIDE DEF A", "USE TRUE DEF A",
                                  "THEOREM TRUE\n<1> USE ONLY TRUE\n<1> QED", "THEOREM TRUE BY ONLY TRUE",
                                  "THEOREM TRUE\n<1> USE ONLY DEF A\n<1> QED BY ONLY DEF A"}) {
    std::string text = moduleWith(body);
    EXPECT_FALSE(sany_errors::explainParseError(text).has_value()) << text;
    EXPECT_NE(sanyVerdict(text).exitCode, 255) << text;
  }
}

// SANY's Proof: steps at the proof's level, then the QED step, which ends the proof; a deeper step right after
// a step opens that step's proof. Definitions of sibling proofs (numbered, <*> or <+>) do not clash.
TEST(SanyPublicClasses, ProofsEndWithTheirQedStep) {
  const std::vector<std::string> accepted = {
      "THEOREM TRUE\n<1>1. TRUE\n  <2> F == 1\n  <2> QED OBVIOUS\n<1>2. TRUE\n  <2> F == 2\n  <2> QED OBVIOUS\n"
      "<1> QED OBVIOUS",
      "THEOREM TRUE\n<1>. TRUE\n  <+>. F == 1\n  <*>. QED OBVIOUS\n<*>. TRUE\n  <+>. F == 2\n  <*>. QED OBVIOUS\n"
      "<*>. QED OBVIOUS",
      "THEOREM TRUE\n<1> \"a\"\n  <+> F == 1\n  <*> QED OBVIOUS\n<*> \"b\"\n  <+> F == 2\n  <*> QED\n<*> QED",
      "THEOREM TRUE\n<1>a. TRUE\n<1>b. QED\n  <2> QED",
      "THEOREM TRUE\n<1>1. TRUE\n  <2>1. TRUE\n    <3>1. QED\n  <2>2. QED\n<1>2. QED",
      "THEOREM TRUE\nPROOF <1>1. TRUE OBVIOUS\n<1>2. QED BY <1>1",
  };
  for (const std::string &body : accepted) {
    std::string text = moduleWith(body);
    EXPECT_FALSE(sany_errors::explainParseError(text).has_value()) << text;
    Verdict v = sanyVerdict(text);
    EXPECT_EQ(v.exitCode, 0) << text << v.firstError;
  }
  const std::vector<std::string> rejected = {
      "THEOREM TRUE\n<2>1. TRUE\n<1>2. QED",                                // a lower level before QED
      "THEOREM TRUE\n<1>1. TRUE\n<1>2. QED\n<1>3. TRUE",                    // a step after the theorem's QED
      "THEOREM TRUE\n<1>1. TRUE\n  <2>1. TRUE\n  <2>2. QED\n  <2>3. TRUE\n<1>2. QED", // after a sub-proof's QED
      "THEOREM TRUE\n<1>1. TRUE\n<1>2. TRUE",                               // no QED step
      "THEOREM TRUE\n<1>1. TRUE OBVIOUS\n  <2>1. TRUE\n  <2>2. QED\n<1>2. QED", // a deeper step after a proof
      "THEOREM TRUE\n<1>1. TRUE\n  <+>. TRUE\n  <+>. QED\n<1>2. QED",       // <+> that does not open a proof
      "THEOREM TRUE\n<1>1. TRUE\n  <2>1. QED\n  <2>2. QED\n<1>2. QED",      // two QED steps
      "THEOREM TRUE\n<1> ASSUME NEW y PROVE TRUE PROOF\n  <1>2. QED\n<1> QED", // a proof's first step not deeper
      "THEOREM TRUE\n<1>1. TRUE\n  <1>2. QED\n<1> QED",                     // the same without PROOF
      "THEOREM TRUE\n<1>1. QED PROOF",                                         // PROOF and no proof
      "THEOREM TRUE\n<1>1. TRUE PROOF PROOF OBVIOUS\n<1> QED",
  };
  for (const std::string &body : rejected) {
    std::string text = moduleWith(body);
    EXPECT_TRUE(sany_errors::explainParseError(text).has_value()) << text;
    EXPECT_EQ(sanyVerdict(text).exitCode, 255) << text;
  }
  // Only an assertion, SUFFICES, CASE, PICK or QED step takes a proof (SANY's Step); the others followed by a
  // proof (BY, OBVIOUS, OMITTED, PROOF, or a deeper step) are a parse error.
  const std::vector<std::string> noProofSteps = {"DEFINE G == 1", "G == 1", "USE DEF A", "HIDE DEF A", "USE TRUE",
                                                 "HAVE TRUE", "TAKE y \\in {1}", "WITNESS 1", "INSTANCE Naturals",
                                                 "J == INSTANCE Naturals"};
  const std::vector<std::string> proofSteps = {"TRUE", "SUFFICES TRUE", "CASE TRUE", "PICK y \\in {1} : TRUE",
                                               "ASSUME NEW y PROVE TRUE", "SUFFICES ASSUME TRUE PROVE TRUE"};
  const std::vector<std::string> proofs = {" OBVIOUS", " OMITTED", " BY TRUE", " PROOF OBVIOUS", " PROOF BY DEF A",
                                           "\n  <2>1. QED"};
  for (const std::string &proof : proofs) {
    for (const std::string &step : noProofSteps) {
      std::string text = moduleWith("THEOREM TRUE\n<1>1. " + step + proof + "\n<1> QED");
      EXPECT_TRUE(sany_errors::explainParseError(text).has_value()) << text;
      EXPECT_EQ(sanyVerdict(text).exitCode, 255) << text;
    }
    for (const std::string &step : proofSteps) {
      std::string text = "---- MODULE M ----\nEXTENDS Naturals\nVARIABLE x\nA == 1\nTHEOREM TRUE\n<1>1. " + step + proof +
                         "\n<1> QED\n====\n";
      EXPECT_FALSE(sany_errors::explainParseError(text).has_value()) << text;
      EXPECT_NE(sanyVerdict(text).exitCode, 255) << text;
    }
  }
}

} // namespace
