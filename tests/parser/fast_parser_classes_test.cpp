// The fast front end takes, with the ANTLR front end's AST, every token spelling of the grammar
// (each Unicode alternative of TLAPlusLexer.g4 in place of its ASCII one, and every operator symbol
// where a primary goes) and every form of SANY's identifier classes (TRUE, FALSE, BOOLEAN, STRING
// and @ as bound or defined names, <<>> bounds, <<a, b>>_v, {...} and [...] subscripts, built-in
// names as fields and selectors, an operator symbol ending a substitution).
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>

#include "both_paths.h"

namespace tlacore::test {
namespace {

// One literal alternative of a TLAPlusLexer.g4 rule, decoded (\\ and \uXXXX) to UTF-8.
struct Spelling {
  std::string rule;
  std::string text;
  bool ascii = true;
};

std::string decodeLiteral(const std::string &lit) {
  std::string out;
  for (size_t i = 0; i < lit.size(); ++i) {
    if (lit[i] != '\\' || i + 1 >= lit.size()) {
      out += lit[i];
      continue;
    }
    char e = lit[++i];
    if (e != 'u') {
      out += e;
      continue;
    }
    uint32_t cp = static_cast<uint32_t>(std::stoul(lit.substr(i + 1, 4), nullptr, 16));
    i += 4;
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }
  return out;
}

// Every alternative of a token rule that is one literal (or a literal repeated: '----' '-'*).
std::vector<Spelling> grammarSpellings() {
  std::ifstream in(sourceDir() / "grammar" / "TLAPlusLexer.g4");
  std::vector<Spelling> out;
  std::regex rule(R"(^([A-Z_]+)\s*:(.*);)");
  std::regex literal(R"('((?:[^'\\]|\\.)*)'(\s*'(?:[^'\\]|\\.)*'\*)?)");
  std::string line;
  while (std::getline(in, line)) {
    std::smatch m;
    if (!std::regex_search(line, m, rule) || m[2].str().find("->") != std::string::npos)
      continue;
    std::string body = m[2];
    size_t from = 0;
    while (from <= body.size()) {
      size_t bar = body.find('|', from);
      std::string alt = body.substr(from, bar == std::string::npos ? std::string::npos : bar - from);
      from = bar == std::string::npos ? body.size() + 1 : bar + 1;
      std::smatch lm;
      std::string trimmed = std::regex_replace(alt, std::regex(R"(^\s+|\s+$)"), "");
      if (std::regex_match(trimmed, lm, literal)) {
        Spelling s{m[1], decodeLiteral(lm[1]), true};
        for (unsigned char c : s.text)
          s.ascii &= c < 0x80;
        out.push_back(s);
      }
    }
  }
  return out;
}

// Both paths on `text`: the same result, and the fast path taken whenever ANTLR accepts.
// Returns whether ANTLR accepted it.
bool expectSameAndFast(const std::string &text, const std::string &what) {
  BothPaths both(text);
  EXPECT_EQ(both.difference(), "") << what << "\n" << text;
  bool clean = both.antlr.ok() && both.antlr.module();
  if (clean) {
    EXPECT_TRUE(both.fast.result().parsedFast)
        << what << "\n"
        << text << "\nfast path gave up: "
        << (both.fast.result().fastPathMiss ? both.fast.result().fastPathMiss : "");
  }
  return clean;
}

const char *kDecls = "EXTENDS Naturals\nCONSTANTS a, b, c, S, T, f, r, F(_), A\nVARIABLE v\n"
                     "M == INSTANCE Naturals\nG(x, y) == x\nH(Op(_), y) == y\nK(Op(_, _)) == 1\n";

TEST(FastParserClasses, GrammarReaderSeesEveryTokenRule) {
  std::vector<Spelling> all = grammarSpellings();
  size_t unicode = 0;
  for (const Spelling &s : all)
    unicode += !s.ascii;
  EXPECT_GT(all.size(), 200u);
  EXPECT_GT(unicode, 70u); // ∀ ∃ ≜ ⟨ ⟩ ∧ ∨ ... ℕ ℤ ℝ (tla+.jj's; no ∀∀ ∃∃ ≼ ≽ · ──── ════)
}

// Each Unicode spelling, in every snippet where its ASCII spelling occurs (or, for one without an
// ASCII spelling, as an operand), parses alike on both paths; at least one use of each is accepted.
TEST(FastParserClasses, EveryUnicodeSpellingTakesTheFastPath) {
  const std::vector<std::string> snippets = {
      "E == a # b", "E == # a", "E == a#", "E == #", "E == a # b # c",
      "E1 == \\A x \\in S : \\E y \\in S : x = y", "E2 == \\AA x : \\EE y : x",
      "E3 == <<a, b>> /\\ [A]_<<a>> /\\ <<A>>_a /\\ <<A>>_<<a, b>>", "E5 == lbl :: a",
      "E6 == [x \\in S |-> x] /\\ [S -> S] /\\ [f EXCEPT ![1] = 2]",
      "I == INSTANCE Naturals WITH a <- 1", "E7 == CASE a -> 1 [] OTHER -> 2",
      "----\nE8 == 1\n---- MODULE Inner ----\nC == 3\n====\nE9 == 2",
      "E10 == /\\ a\n       /\\ \\/ b\n          \\/ c", "E11 == a \\X b \\times c", "E12 == 1..2 /\\ a...b",
      "E13 == M!!(a, b) /\\ a !! b", "E14 == a^+ /\\ a^* /\\ a^#", "E15 == x \\in Nat"};
  std::vector<Spelling> all = grammarSpellings();
  std::map<std::string, std::string> asciiOf; // rule -> an ASCII spelling
  for (const Spelling &s : all)
    if (s.ascii && !asciiOf.count(s.rule))
      asciiOf[s.rule] = s.text;
  size_t checked = 0;
  for (const Spelling &u : all) {
    if (u.ascii)
      continue;
    auto ascii = asciiOf.find(u.rule);
    bool accepted = false;
    for (const std::string &snippet : snippets) {
      std::string body = snippet;
      std::string from = ascii == asciiOf.end() ? "#" : ascii->second;
      if (body.find('#') != std::string::npos && snippet.find("E == ") == 0)
        from = "#"; // the operator templates
      if (body.find(from) == std::string::npos)
        continue;
      for (size_t at = body.find(from); at != std::string::npos; at = body.find(from, at + u.text.size()))
        body.replace(at, from.size(), u.text);
      accepted |= expectSameAndFast(wrapModule(std::string(kDecls) + body), u.rule + " spelled " + u.text);
      ++checked;
    }
    EXPECT_TRUE(accepted) << u.rule << " spelled " << u.text << ": no snippet ANTLR accepts";
  }
  EXPECT_GT(checked, 400u);
  // Columns count code points: bullets aligned after Unicode symbols on the same line.
  EXPECT_TRUE(expectSameAndFast(wrapModule(std::string(kDecls) + "E \u225C \u2200 x \u2208 S : /\\ a\n"
                                                                  "                /\\ b"),
                                "junction list after Unicode symbols"));
}

// Every ASCII spelling of the grammar where a primary goes, applied in prefix form, followed by a
// selector, and in argument and substitution positions: the same result on both paths.
TEST(FastParserClasses, EveryTokenSpellingAsAPrimary) {
  size_t accepted = 0, total = 0;
  for (const Spelling &s : grammarSpellings()) {
    if (!s.ascii || s.text.find_first_of("\n\"") != std::string::npos || s.text == "(*" || s.text == "\\*")
      continue;
    for (const char *form : {"E == #", "E == #(a, b)", "E == #(a)", "E == #(a, b, c)", "E == #!1",
                                    "E == #!(a, b)", "E == G(#, 1)", "E == G(#(a, b), 1)", "E == a = #",
                                    "E == # + 1", "E == a # \\/ b", "I == INSTANCE Naturals WITH F <- #"}) {
      std::string body = form;
      body.replace(body.find('#'), 1, s.text);
      accepted += expectSameAndFast(wrapModule(std::string(kDecls) + body), s.rule + " in " + std::string(form));
      ++total;
    }
  }
  std::cout << "[ classes  ] " << total << " token-in-form modules, ANTLR accepts " << accepted << "\n";
  EXPECT_GT(accepted, 300u);
}

// SANY's identifier classes (tests/tools/sany_identifier_classes_test.cpp checks their verdicts).
TEST(FastParserClasses, SanyIdentifierClassesTakeTheFastPath) {
  const std::vector<std::string> bindingForms = {
      "\\A # \\in T : a", "\\E # \\in T : a", "\\A x \\in T, # \\in T : a", "\\E x, # \\in T : a", "\\A # : a",
      "\\E # : a", "\\AA # : a", "\\EE # : a", "CHOOSE # \\in T : a", "CHOOSE # : a", "{# \\in T : a}",
      "{a : # \\in T}", "[# \\in T |-> a]", "[x, # \\in T |-> a]", "H(LAMBDA # : 1, 2)", "K(LAMBDA x, # : 1)",
      "LET g(#) == 1 IN a", "LET g(#(_)) == 1 IN a", "LET # == 1 IN a", "LET #(x) == 1 IN a",
      "\\A <<x, #>> \\in T : a", "{<<#>> \\in T : a}", "CHOOSE <<x, #>> : a"};
  const std::vector<std::string> nameForms = {
      "[# |-> 1]", "[# : S]", "[x |-> 1, # |-> 2]", "r.#", "r.#.x", "M!#", "M!#(1)", "M!G(1)!#",
      "[A]_#", "<<A>>_#", "WF_#(A)", "SF_#(A)", "[A]_M!#", "[A]_#!x", "WF_M!#(A)", "[A]_#(1)"};
  const std::vector<std::string> units = {"# == 1", "#(x) == x", "CONSTANT #", "CONSTANT #(_)", "G2(#) == 1",
                                          "RECURSIVE #(_)", "LOCAL # == 1"};
  size_t cases = 0;
  for (const char *name : {"TRUE", "FALSE", "BOOLEAN", "STRING", "@", "x"}) {
    auto with = [&](std::string form) {
      for (size_t at = form.find('#'); at != std::string::npos; at = form.find('#'))
        form.replace(at, 1, name);
      return form;
    };
    for (const std::string &form : bindingForms) {
      EXPECT_TRUE(expectSameAndFast(wrapModule(std::string(kDecls) + "E == " + with(form)), with(form)));
      ++cases;
    }
    for (const std::string &form : nameForms) {
      expectSameAndFast(wrapModule(std::string(kDecls) + "E == " + with(form)), with(form));
      ++cases;
    }
    for (const std::string &unit : units) {
      expectSameAndFast(wrapModule(std::string(kDecls) + with(unit)), with(unit));
      ++cases;
    }
    // !.name in EXCEPT: the built-in names (SANY rejects !.@).
    expectSameAndFast(wrapModule(std::string(kDecls) + "E == [r EXCEPT !." + name + " = 1]"), name);
  }
  for (const char *expr : {"\\A <<>> \\in T : a", "{<<>> \\in T : a}", "{a : <<>> \\in T}", "[<<>> \\in T |-> a]",
                           "CHOOSE <<>> \\in T : a", "CHOOSE <<>> : a", "<<a, b>>_v", "<<>>_v", "<<a, b, c>>_v",
                           "[A]_{a}", "[A]_[x |-> 1]", "[A]_[x \\in S |-> 1]", "WF_{v}(A)", "SF_[x |-> v](A)",
                           "<<A>>_{a, b}", "[A]_(v)", "[A]_@", "WF_@(A)", "[A]_M!+(1, 2)", "[A]_M!-(1)",
                           "WF_M!+(1, 2)(A)", "[A]_G(1, 2)!:", "[A]_M!(1)"}) {
    EXPECT_TRUE(expectSameAndFast(wrapModule(std::string(kDecls) + "E == " + expr), expr));
    ++cases;
  }
  // Operator symbols ending a substitution, before what no operand begins with.
  for (const char *sym : {"[]", "<>", "~", "ENABLED", "UNCHANGED", "SUBSET", "UNION", "DOMAIN", "-", "'", "+", "\\cup"})
    for (const char *after : {"", "\nVARIABLE w", "\nCONSTANT k", "\nASSUME TRUE", "\n----\nZ == 1", "\nLOCAL Z == 1",
                              "\nTHEOREM TRUE", "\nINSTANCE Naturals"}) {
      std::string unit = std::string("---- MODULE Inner ----\nCONSTANT F(_)\n====\nINSTANCE Inner WITH F <- ") + sym + after;
      EXPECT_TRUE(expectSameAndFast(wrapModule(unit), unit));
      ++cases;
    }
  // Step names with selectors.
  for (const char *step : {"<1>1!1", "<1>a!<<!>>!3", "<1>1!:", "<1>1!(a)"}) {
    std::string body = std::string(kDecls) + "THEOREM a\n<1>1. a\n<1>a. a\n<1> QED BY " + step;
    EXPECT_TRUE(expectSameAndFast(wrapModule(body), step));
    ++cases;
  }
  std::cout << "[ classes  ] " << cases << " identifier-class modules\n";
}

} // namespace
} // namespace tlacore::test
