// SANY's text for a syntax error (parser/sany_errors): the Encountered token, the last token, what SANY was
// expecting and the residual stack of productions, against SANY 1.8.0's own output.
#include <gtest/gtest.h>

#include <iostream>

#include "parser_test_util.h"
#include "sany_errors/sany_explainer.h"

namespace tlacore::test {
namespace {

using sany_errors::explainParseError;

// The block SANY printed from "***Parse Error***" to the last line of the stack trace.
std::string parseErrorBlock(const std::string &out) {
  size_t b = out.find("***Parse Error***");
  if (b == std::string::npos)
    return "";
  size_t trace = out.find("Residual stack trace follows:\n", b);
  if (trace == std::string::npos)
    return "";
  size_t e = out.find("\n\n", trace);
  return out.substr(b, e == std::string::npos ? std::string::npos : e + 1 - b);
}

std::string explain(const std::string &text) { return explainParseError(text).value_or("(no syntax error)"); }

// Every broken variant of ../shared/reference/sany where SANY printed a parse error: the whole text.
TEST(SanyErrorText, MatchesSanyOnTheBrokenSpecs) {
  fs::path dir = sharedDir() / "reference" / "sany";
  if (!fs::exists(dir))
    GTEST_SKIP() << "SANY reference outputs not found at " << dir;
  size_t compared = 0, matched = 0;
  std::string mismatches;
  for (const fs::directory_entry &c : fs::directory_iterator(dir)) {
    if (!c.is_directory() || !fs::exists(c.path() / "sany.out"))
      continue;
    std::string expected = parseErrorBlock(readFile(c.path() / "sany.out"));
    if (expected.empty())
      continue;
    for (const fs::directory_entry &f : fs::directory_iterator(c.path())) {
      if (f.path().extension() != ".tla")
        continue;
      ++compared;
      std::string got = explain(readFile(f.path()));
      if (got == expected)
        ++matched;
      else
        mismatches += c.path().filename().string() + "\n--- SANY:\n" + expected + "--- tlacore:\n" + got + "\n";
    }
  }
  std::cout << "[ sany parse-error texts ] " << matched << "/" << compared << "\n";
  EXPECT_EQ(matched, compared) << mismatches;
}


// The class the other way round: on every module SANY accepts (the broken
// variants it accepted, the example corpus and SysMoBench models tlacore parses),
// following SANY's grammar finds no syntax error.
TEST(SanyErrorText, NoErrorWhereSanyAcceptsTheModule) {
  std::vector<fs::path> files = corpusModules();
  fs::path dir = sharedDir() / "reference" / "sany";
  if (fs::exists(dir))
    for (const fs::directory_entry &c : fs::directory_iterator(dir))
      if (c.is_directory() && fs::exists(c.path() / "sany.out") &&
          readFile(c.path() / "sany.out").find("Fatal errors") == std::string::npos)
        for (const fs::path &f : filesUnder(c.path(), ".tla"))
          files.push_back(f);
  if (files.empty())
    GTEST_SKIP() << "no shared corpus";
  size_t checked = 0;
  std::string wrong;
  for (const fs::path &f : files) {
    std::string text = readFile(f);
    if (f.string().find("reference/sany") == std::string::npos && !ParseRun(text, f.string()).ok())
      continue; // not a module SANY accepts
    ++checked;
    if (std::optional<std::string> e = explainParseError(text))
      wrong += f.string() + ":\n" + *e + "\n";
  }
  std::cout << "[ sany grammar ] no error on " << checked << " accepted modules\n";
  EXPECT_TRUE(wrong.empty()) << wrong;
}

// Each production's own report, on small modules: where SANY stops, the token
// it consumed last, `expecting` and the open productions (innermost first, at
// most five).
TEST(SanyErrorText, ProductionsOpenAtTheError) {
  struct Case {
    const char *module;
    const char *report;
  };
  const Case cases[] = {
      {"no header at all\n",
       "***Parse Error***\nWas expecting \"---- MODULE (beginning of module)\"\n"
       "Encountered \"<EOF>\" at line 1, column 17 and token \"\" \n\nResidual stack trace follows:\n"
       "Begin module starting at line 1, column 17.\nModule definition starting at line 1, column 17.\n"},
      {"---- MODULE M ----\nx == 1\n",
       "***Parse Error***\nWas expecting \"==== or more Module body\"\n"
       "Encountered \"<EOF>\" at line 2, column 7 and token \"1\" \n\nResidual stack trace follows:\n"
       "Module definition starting at line 1, column 1.\n"},
      {"---- MODULE M ----\nx == IF 1 THEN 2\n====\n",
       "***Parse Error***\nEncountered \"====\" at line 3, column 1 and token \"2\" \n\n"
       "Residual stack trace follows:\nIF THEN ELSE starting at line 2, column 6.\n"
       "Expression starting at line 2, column 6.\nDefinition starting at line 2, column 1.\n"
       "Module body starting at line 2, column 1.\nModule definition starting at line 1, column 1.\n"},
      {"---- MODULE M ----\nx == [a |-> ]\n====\n",
       "***Parse Error***\nEncountered \"]\" at line 2, column 13 and token \"|->\" \n\n"
       "Residual stack trace follows:\nExtendableExpr starting at line 2, column 13.\n"
       "Expression starting at line 2, column 13.\nField Value starting at line 2, column 7.\n"
       "Some [] Form starting at line 2, column 6.\nExtendableExpr starting at line 2, column 6.\n"},
      {"---- MODULE M ----\nVARIABLE x,\n====\n",
       "***Parse Error***\nWas expecting \"Identifier\"\n"
       "Encountered \"====\" at line 3, column 1 and token \",\" \n\nResidual stack trace follows:\n"
       "variable declaration starting at line 2, column 1.\nModule body starting at line 2, column 1.\n"
       "Module definition starting at line 1, column 1.\n"},
      {"---- MODULE M ----\nx == LAMBDA : 1\n====\n", // LAMBDA only as an operator argument
       "***Parse Error***\nWas expecting \"Expression or Instance\"\n"
       "Encountered \"LAMBDA\" at line 2, column 6 and token \"==\" \n\nResidual stack trace follows:\n"
       "Definition starting at line 2, column 1.\nModule body starting at line 2, column 1.\n"
       "Module definition starting at line 1, column 1.\n"},
      {"---- MODULE M ----\nx == F(LAMBDA : 1)\n====\n",
       "***Parse Error***\nWas expecting \"Identifier\"\n"
       "Encountered \":\" at line 2, column 15 and token \"LAMBDA\" \n\nResidual stack trace follows:\n"
       "Lambda starting at line 2, column 8.\nOptional Arguments starting at line 2, column 7.\n"
       "Primitive expression starting at line 2, column 6.\nExtendableExpr starting at line 2, column 6.\n"
       "Expression starting at line 2, column 6.\n"},
      {"---- MODULE M ----\nx == /\\ 1\n     /\\ 2 +\n====\n", // a bullet list item left open
       "***Parse Error***\nEncountered \"====\" at line 4, column 1 and token \"+\" \n\n"
       "Residual stack trace follows:\nExtendableExpr starting at line 3, column 9.\n"
       "Expression starting at line 3, column 9.\nJunction Item starting at line 3, column 6.\n"
       "AND-OR Junction starting at line 2, column 6.\nExtendableExpr starting at line 2, column 6.\n"},
      {"---- MODULE M ----\nx == 1 * -2\n====\n", // the operator stack's precedence conflict
       "***Parse Error***\n\n  Precedence conflict between ops * in block line 2, col 8 to line 2, col 8 of module M "
       "and -..\n\nResidual stack trace follows:\nExtendableExpr starting at line 2, column 6.\n"
       "Expression starting at line 2, column 6.\nDefinition starting at line 2, column 1.\n"
       "Module body starting at line 2, column 1.\nModule definition starting at line 1, column 1.\n"},
      {"---- MODULE M ----\nx == a' '\n====\n", // postfix after postfix reduces
       "(no syntax error)"},
      {"---- MODULE M ----\nx == {1} [a |-> 2]\n====\n", // two operands, no operator: after Expression ends
       "***Parse Error***\nExpression at location line 2, col 6 to line 2, col 8 of module M and expression at "
       "location line 2, col 10 to line 2, col 18 of module M follow each other without any intervening "
       "operator.\n\nResidual stack trace follows:\nDefinition starting at line 2, column 1.\n"
       "Module body starting at line 2, column 1.\nModule definition starting at line 1, column 1.\n"},
      {"---- MODULE M ----\nx == /\\ IF TRUE\n  THEN 1 ELSE 2\n====\n", // SANY's checkIndentation
       "***Parse Error***\nItem at line 3, col 3 to line 3, col 6 of module M is not properly indented inside "
       "conjunction or  disjunction list item at line 2, col 6 to line 3, col 15 of module M\n\n"
       "Residual stack trace follows:\nAND-OR Junction starting at line 2, column 6.\n"
       "ExtendableExpr starting at line 2, column 6.\nExpression starting at line 2, column 6.\n"
       "Definition starting at line 2, column 1.\nModule body starting at line 2, column 1.\n"},
      {"---- MODULE M ----\nx == /\\ LET a == 1\n  IN   a\n====\n",
       "***Parse Error***\nItem at line 3, col 3 to line 3, col 4 of module M is not properly indented inside "
       "conjunction or  disjunction list item at line 2, col 6 to line 3, col 8 of module M\n\n"
       "Residual stack trace follows:\nAND-OR Junction starting at line 2, column 6.\n"
       "ExtendableExpr starting at line 2, column 6.\nExpression starting at line 2, column 6.\n"
       "Definition starting at line 2, column 1.\nModule body starting at line 2, column 1.\n"},
      {"---- MODULE M ----\nx == /\\ CASE 1 -> 2\n  [] OTHER -> 3\n====\n", // `[]` before OtherArm's node
       "***Parse Error***\nItem at line 3, col 3 to line 3, col 4 of module M is not properly indented inside "
       "conjunction or  disjunction list item at line 2, col 6 to line 3, col 15 of module M\n\n"
       "Residual stack trace follows:\nAND-OR Junction starting at line 2, column 6.\n"
       "ExtendableExpr starting at line 2, column 6.\nExpression starting at line 2, column 6.\n"
       "Definition starting at line 2, column 1.\nModule body starting at line 2, column 1.\n"},
      {"---- MODULE M ----\nx == /\\ \\A\n  n \\in {1} : n > 0\n====\n", // the outermost node at the token
       "***Parse Error***\nItem at line 3, col 3 to line 3, col 11 of module M is not properly indented inside "
       "conjunction or  disjunction list item at line 2, col 6 to line 3, col 19 of module M\n\n"
       "Residual stack trace follows:\nAND-OR Junction starting at line 2, column 6.\n"
       "ExtendableExpr starting at line 2, column 6.\nExpression starting at line 2, column 6.\n"
       "Definition starting at line 2, column 1.\nModule body starting at line 2, column 1.\n"},
      {"---- MODULE M ----\nx == /\\ \\E n \\in {1} :\n     n > 0\n====\n", // a guarded token: parse error
       "***Parse Error***\nEncountered \"n\" at line 3, column 6 and token \":\" \n\n"
       "Residual stack trace follows:\nExpression starting at line 3, column 6.\n"
       "Quantified form starting at line 2, column 9.\nExpression starting at line 2, column 9.\n"
       "Junction Item starting at line 2, column 6.\nAND-OR Junction starting at line 2, column 6.\n"},
      {"---- MODULE M ----\nx == {a + 1 \\in S : a \\in T}\n====\n", // BraceCases' own check
       "***Parse Error***\nForm {a \\in b : c \\in d }, at line 2, is not allowed\n\n"
       "Residual stack trace follows:\nSome { } form starting at line 2, column 6.\n"
       "ExtendableExpr starting at line 2, column 6.\nExpression starting at line 2, column 6.\n"
       "Definition starting at line 2, column 1.\nModule body starting at line 2, column 1.\n"},
      {"---- MODULE M ----\nx == x' :: 1\n====\n", // `::' after what is no label
       "***Parse Error***\n`::' at line 2, col 9 to line 2, col 10 of module M does not follow a label.\n\n"
       "Residual stack trace follows:\nExtendableExpr starting at line 2, column 6.\n"
       "Expression starting at line 2, column 6.\nDefinition starting at line 2, column 1.\n"
       "Module body starting at line 2, column 1.\nModule definition starting at line 1, column 1.\n"},
      {"---- MODULE M ----\nx == 1 * lab:: 2 + 3\n====\n", // a label that regroups `*` and `+`
       "***Parse Error***\nRemoving label at line 2, col 10 to line 2, col 12 of module M would change expression "
       "parsing.\n\nResidual stack trace follows:\nExtendableExpr starting at line 2, column 10.\n"
       "ExtendableExpr starting at line 2, column 6.\nExpression starting at line 2, column 6.\n"
       "Definition starting at line 2, column 1.\nModule body starting at line 2, column 1.\n"},
      {"---- MODULE M ----\nx == 1 + lab(a, b):: 2 * 3\n====\n", "(no syntax error)"},
  };
  for (const Case &c : cases)
    EXPECT_EQ(explain(c.module), c.report) << c.module;
}


// SANY's operator stack, on every combination of prefix, infix and postfix
// operators SANY 1.8.0 was run on (../shared/reference/sany-precedence): the
// grammar finds a syntax error exactly where SANY exited 255, and then it is
// SANY's kind of error (a precedence conflict or its kin), not a token error.
TEST(SanyErrorText, OperatorStackAgreesWithSanyOnEveryPrecedenceCase) {
  fs::path tsv = sharedDir() / "reference" / "sany-precedence" / "cases.tsv";
  if (!fs::exists(tsv))
    GTEST_SKIP() << "no " << tsv;
  std::istringstream in(readFile(tsv));
  std::string line;
  std::getline(in, line); // header
  size_t cases = 0, agree = 0;
  std::string disagreements;
  while (std::getline(in, line)) {
    std::vector<std::string> cols;
    std::istringstream fields(line);
    for (std::string col; std::getline(fields, col, '\t');)
      cols.push_back(col);
    if (cols.size() < 3)
      continue;
    ++cases;
    std::string module = "---- MODULE " + cols[0] +
                         " ----\nEXTENDS Naturals, Sequences, FiniteSets, TLC, Bags\nCONSTANTS a, b, c\n"
                         "VARIABLE v\nX == " + cols[1] + "\n====\n";
    std::optional<std::string> report = explainParseError(module);
    bool sanySyntaxError = cols[2] == "255";
    if (report.has_value() == sanySyntaxError) {
      ++agree;
      continue;
    }
    if (disagreements.size() < 4000)
      disagreements += cols[0] + "  " + cols[1] + "  SANY " + cols[2] + ": " + report.value_or("no error") + "\n";
  }
  std::cout << "[ sany operator stack ] " << agree << "/" << cases << "\n";
  EXPECT_EQ(agree, cases) << disagreements;
}


// Any input: the explainer ends, without exhausting the stack, on every prefix
// of real specs (cut anywhere, as a truncated answer is) and on nesting
// deeper than any spec.
TEST(SanyErrorText, EndsOnTruncatedAndDeeplyNestedInput) {
  std::vector<fs::path> files = corpusModules();
  size_t runs = 0, explained = 0;
  for (size_t i = 0; i < files.size(); i += 25) {
    std::string text = readFile(files[i]);
    for (size_t cut = 0; cut < text.size(); cut += std::max<size_t>(1, text.size() / 40)) {
      ++runs;
      explained += explainParseError(text.substr(0, cut)).has_value();
    }
  }
  std::cout << "[ sany grammar ] " << explained << " of " << runs << " truncated modules explained\n";
  std::string deep = "---- MODULE Deep ----\nx == " + std::string(200000, '(') + "1\n====\n";
  EXPECT_FALSE(explainParseError(deep).has_value()); // deeper than followed
  std::string deepList = "---- MODULE Deep ----\nx == ";
  for (int i = 0; i < 20000; ++i)
    deepList += "{";
  EXPECT_FALSE(explainParseError(deepList).has_value());
}

} // namespace
} // namespace tlacore::test
