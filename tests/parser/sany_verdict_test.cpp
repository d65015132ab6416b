// tlacore's parse verdict (accept/reject) against SANY's on generated modules: every expression-level construct of
// tla+.jj with a non-identifier where an identifier is required, missing/doubled separators and labels in every
// operand position; SANY's grammar, followed by the error explainer (parser/sany_errors), is the oracle.
#include <gtest/gtest.h>

#include <iostream>

#include "parser_test_util.h"
#include "sany_errors/sany_explainer.h"

namespace tlacore::test {
namespace {

std::string moduleWith(const std::string &expr) {
  return wrapModule("EXTENDS Naturals\nCONSTANTS a, b, c, T, f, F(_)\nVARIABLE v\nM == INSTANCE Naturals\n"
                    "G(x, y) == x\nE == " +
                    expr);
}

// Each construct with `#` for the hole the fillers go into.
const std::vector<std::string> &templates() {
  static const std::vector<std::string> t = {
      // set filter and set map
      "{# \\in T : a}", "{a : # \\in T}", "{a : x \\in T, # \\in T}", "{a : # \\in T, y \\in T}",
      "{x \\in #: a}", "{x \\in T : #}", "{# : x \\in T}",
      // function constructor, record, EXCEPT, sets of functions/records
      "[# \\in T |-> a]", "[x \\in T, # \\in T |-> a]", "[x, # \\in T |-> a]", "[# |-> 1]", "[x |-> 1, # |-> 2]",
      "[# : T]", "[x : T, # : T]", "[f EXCEPT ![#] = 1]", "[f EXCEPT !.# = 1]", "[f EXCEPT ![1] = #]",
      "[f EXCEPT ![1] = 1, ![#] = 2]", "[f EXCEPT ![1]# = 2]", "[# -> T]", "[T -> #]", "f[#]", "f.#",
      // quantifiers and CHOOSE, bounded and unbounded
      "\\A # \\in T : a", "\\E # \\in T : a", "\\A x \\in T, # \\in T : a", "\\E x, # \\in T : a",
      "\\A # : a", "\\E # : a", "\\AA # : a", "\\EE # : a", "CHOOSE # \\in T : a", "CHOOSE # : a",
      "\\A x \\in T : #", "CHOOSE x \\in T : #",
      // LET, CASE, IF
      "LET # == 1 IN a", "LET #(x) == 1 IN a", "LET g(#) == 1 IN a", "LET g == # IN a", "LET g == 1 IN #",
      "CASE # -> 1 [] OTHER -> 2", "CASE a -> # [] OTHER -> 2", "CASE a -> 1 [] # -> 2", "CASE a -> 1 [] OTHER -> #",
      "IF # THEN 1 ELSE 2", "IF a THEN # ELSE 2", "IF a THEN 1 ELSE #",
      // lambda and operator arguments
      "G(LAMBDA # : 1, 2)", "G(LAMBDA x, # : 1, 2)", "G(LAMBDA x : #, 2)", "G(#, 1)", "G(1, #)", "F(#)",
      // instance-qualified names, tuples, action forms
      "M!#", "M!G(#, 1)", "<<#>>", "<<1, #>>", "[][#]_v", "<<#>>_v", "[#]_v", "WF_v(#)", "SF_#(a)",
      "# '", "UNCHANGED #", "ENABLED #", "DOMAIN #", "SUBSET #", "UNION #", "-#", "~#",
      // bullet lists
      "/\\ #\n     /\\ a", "\\/ a\n     \\/ #", "(#)",
      // labels and binary operators
      "a + #", "# + a", "a * # + b", "a + # * b", "a = # /\\ b", "a /\\ # = b", "a \\in #", "# \\in T"};
  return t;
}

// What goes into a hole: identifiers and what SANY refuses where one is required.
const std::vector<std::string> &fillers() {
  static const std::vector<std::string> f = {
      "x", "<<x, y>>", "<<x>>", "<<>>", "x + 1", "1", "(x)", "x'", "\"s\"", "TRUE", "{x}", "x, y", "", "x,", ",x",
      "x,,y", "lab:: x", "lab:: x + 1", "lab:: 1 * 2", "lab(x):: x", "@", "M!x", "x!y", "x[1]", "x.y", "-x",
      "<<x, 1>>", "<<x, <<y>>>>"};
  return f;
}

// Labels inside every operand position of two-operator expressions.
std::vector<std::string> labelExpressions() {
  std::vector<std::string> ops = {"+", "*", "-", "=", "/\\", "\\/", "=>", "\\in", "..", "\\cup", "\\o", "<", ":>"};
  std::vector<std::string> out;
  for (const std::string &p : ops)
    for (const std::string &q : ops) {
      out.push_back("a " + p + " lab:: b " + q + " c");
      out.push_back("lab:: a " + p + " b " + q + " c");
      out.push_back("a " + p + " b " + q + " lab:: c");
      out.push_back("a " + p + " (lab:: b) " + q + " c");
      out.push_back("a " + p + " lab:: b");
    }
  for (std::string_view p : {"~", "-", "DOMAIN", "SUBSET", "UNION", "ENABLED", "UNCHANGED", "[]", "<>"}) {
    out.push_back(std::string(p) + " lab:: a + b");
    out.push_back(std::string(p) + " lab:: a");
    out.push_back("a + " + std::string(p) + " lab:: b");
  }
  // SANY compares with the operator it parsed last, wherever it is inside the label's last operand.
  for (std::string_view last : {"G(b, c + 1)", "{c + 1}", "<<c + 1>>", "f[c + 1]", "[x \\in T |-> c + 1]",
                                  "(c + 1)", "f[c + 1].x", "(c + 1)'", "[f EXCEPT ![1] = c + 1]", "IF b THEN c ELSE c + 1",
                                  "c + G(b, c * 1)", "c * G(b, c + 1)", "f[c] + 1", "c + f[1]", "\\A x \\in T : x + 1"}) {
    out.push_back("a * lab:: b + " + std::string(last));
    out.push_back("a + lab:: b * " + std::string(last));
    out.push_back("a + lab:: b + " + std::string(last));
  }
  for (std::string_view p : {"'", "^+", "^*", "^#"}) {
    out.push_back("lab:: a" + std::string(p));
    out.push_back("a + lab:: b" + std::string(p));
  }
  return out;
}

struct Verdicts {
  bool fast, antlr, sany;
};

Verdicts verdicts(const std::string &text) {
  ParseOptions antlrOnly;
  antlrOnly.forceAntlr = true;
  Verdicts v;
  v.fast = ParseRun(text).ok();
  v.antlr = ParseRun(text, "Test.tla", antlrOnly).ok();
  v.sany = !sany_errors::explainParseError(text).has_value();
  return v;
}

// Definitions and declarations of prefix operators, at the top level and in LET, declared as parameters.
std::vector<std::string> prefixDefinitionModules() {
  std::vector<std::string> out;
  for (std::string_view p : {"-", "-.", "~", "[]", "<>", "DOMAIN", "ENABLED", "SUBSET", "UNCHANGED", "UNION"}) {
    std::string op(p);
    out.push_back(wrapModule(op + " x == 1"));
    out.push_back(wrapModule("CONSTANT " + op + " _"));
    out.push_back(wrapModule("H(" + op + " _) == 1"));
    out.push_back(wrapModule("E == LET " + op + " x == 1 IN 1"));
  }
  return out;
}

std::vector<std::string> generatedExpressions() {
  std::vector<std::string> out;
  for (const std::string &t : templates())
    for (const std::string &f : fillers()) {
      std::string e = t;
      e.replace(e.find('#'), 1, f);
      out.push_back(e);
    }
  for (std::string &e : labelExpressions())
    out.push_back(std::move(e));
  return out;
}

// Where tlacore still rejects what SANY's grammar accepts; all are of these classes, which need the ANTLR grammar
// regenerated (parser/generated) or are SANY semantic errors (exit 4, not 255):
//  - TRUE, FALSE and @ are identifiers to SANY's lexer: bound (\A TRUE : a, {@ \in T : a}, LAMBDA @ : 1),
//    defined (LET @ == 1), as record fields ([TRUE |-> 1], f.TRUE, [f EXCEPT !.@ = 1]) and after `!` (M!TRUE);
//  - an empty identifier tuple bound by \in (\A <<>> \in T : a, {<<>> \in T : a}, CHOOSE <<>> : a);
//  - a label after `.` (f.lab:: x), an operator symbol alone as an expression (E == '), <<x, y>>_v and <<>>_v,
//    WF_v(x, y), SF_@(a), SF_{x}(a).
// The bound below keeps the list from growing.
constexpr size_t kKnownTooStrict = 0;

TEST(SanyVerdict, GeneratedConstructsAgreeWithSanysGrammar) {
  size_t checked = 0, agree = 0, tooStrict = 0;
  std::string tooLenient, strict, frontEnds;
  std::vector<std::string> modules;
  for (const std::string &e : generatedExpressions())
    modules.push_back(moduleWith(e));
  for (std::string &m : prefixDefinitionModules())
    modules.push_back(std::move(m));
  for (const std::string &text : modules) {
    // A lexical error is SANY's too, but the explainer reports none for it.
    ParseRun run(text);
    bool lexical = false;
    for (const Diagnostic &d : run.diagnostics())
      lexical |= d.id == DiagId::err_lexical;
    if (lexical)
      continue;
    ++checked;
    Verdicts v = verdicts(text);
    if (v.fast != v.antlr)
      frontEnds += "fast " + std::string(v.fast ? "accepts" : "rejects") + ", antlr does not:\n" + text + "\n";
    if (v.fast == v.sany && v.antlr == v.sany) {
      ++agree;
    } else if (!v.sany) {
      tooLenient += "SANY rejects, tlacore accepts:\n" + text + "\n";
    } else {
      ++tooStrict;
      strict += "  " + text.substr(text.rfind('\n', text.size() - 7) + 1);
    }
  }
  std::cout << "[ sany verdicts ] " << agree << "/" << checked << " agree; tlacore rejects " << tooStrict
            << " that SANY's grammar accepts\n";
  EXPECT_EQ(frontEnds, "");
  EXPECT_EQ(tooLenient, "");
  EXPECT_LE(tooStrict, kKnownTooStrict) << strict;
}

// The sany-precedence expressions: SANY's grammar (not its semantic checks) accepts exactly those tlacore parses.
TEST(SanyVerdict, PrecedenceCasesAgreeWithSanysGrammar) {
  fs::path tsv = sharedDir() / "reference" / "sany-precedence" / "cases.tsv";
  if (!fs::exists(tsv))
    GTEST_SKIP() << "no " << tsv;
  std::istringstream in(readFile(tsv));
  std::string line;
  std::getline(in, line);
  size_t checked = 0, agree = 0;
  std::string wrong;
  while (std::getline(in, line)) {
    size_t t1 = line.find('\t'), t2 = line.rfind('\t');
    if (t1 == std::string::npos || t2 == t1)
      continue;
    std::string expr = line.substr(t1 + 1, t2 - t1 - 1);
    std::string text = wrapModule("EXTENDS Naturals, Sequences, FiniteSets, TLC, Bags\nCONSTANTS a, b, c\n"
                                  "VARIABLE v\nX == " +
                                  expr);
    ++checked;
    Verdicts v = verdicts(text);
    if (v.fast == v.sany && v.antlr == v.sany)
      ++agree;
    else
      wrong += "  sany " + std::string(v.sany ? "accepts" : "rejects") + ", fast " + (v.fast ? "accepts" : "rejects") +
               ", antlr " + (v.antlr ? "accepts" : "rejects") + ":  " + expr + "\n";
  }
  std::cout << "[ sany-precedence grammar verdicts ] " << agree << "/" << checked << "\n";
  EXPECT_EQ(agree, checked) << wrong;
}

} // namespace
} // namespace tlacore::test
