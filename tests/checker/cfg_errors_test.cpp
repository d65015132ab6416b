// Tests for parseModelConfig's diagnostics: one test per error, plus recovery.
#include <gtest/gtest.h>

#include <string>

#include "cfg_test_helpers.h"

namespace tlacore {
namespace {

using cfgtest::parseCfg;
using cfgtest::Parsed;

// The input fails with exactly the given codes, in order.
void expectCodes(const std::string &text, std::vector<uint32_t> codes) {
  auto p = parseCfg(text);
  EXPECT_EQ(p->codes(), codes) << "input: " << text << "\n" << p->rendered();
  bool anyError = false;
  for (const Diagnostic &d : p->diags.diagnostics())
    anyError |= d.severity == Severity::Error;
  EXPECT_EQ(p->cfg.has_value(), !anyError) << text;
}

// Message and location of the first diagnostic with `code`.
void expectDiag(const Parsed &p, uint32_t code, uint32_t line, uint32_t col,
                const std::string &msg) {
  const Diagnostic *d = p.find(code);
  ASSERT_NE(d, nullptr) << p.rendered();
  EXPECT_EQ(p.lineCol(d->range.begin), std::make_pair(line, col)) << p.rendered();
  EXPECT_EQ(d->message, msg);
}

TEST(CfgErrors, UnexpectedCharacter) {
  auto p = parseCfg("CONSTANT N \xE2\x89\x9C 3"); // N ≜ 3
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3001, 1, 12,
             "unexpected character '\xE2\x89\x9C' (U+225C) in the configuration file");
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3001})) << p->rendered(); // no follow-up noise
  expectCodes(std::string("INIT Init\x01"), {3001});
}

TEST(CfgErrors, InvalidUtf8) {
  auto p = parseCfg("INIT Init\nNEXT \xFFNext");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3002, 2, 6, "invalid UTF-8 byte 0xFF in the configuration file");
  expectCodes("CONSTANT S = \"caf\xE9\"", {3002});
}

TEST(CfgErrors, InvalidUtf8InCommentIsOnlyAWarning) {
  auto p = parseCfg("\\* caf\xE9\nINIT Init");
  ASSERT_TRUE(p->cfg) << p->rendered();
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3003}));
  EXPECT_EQ(p->cfg->init->name, "Init");
}

TEST(CfgErrors, UnterminatedString) {
  auto p = parseCfg("CONSTANT S = \"abc\nINIT Init");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3004, 1, 14, "unterminated string: a string must end with '\"' on the same line");
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3004}));
}

// TLC reads a cfg that ends inside a comment to its end (exit 0 when the rest
// is complete): only a warning, and what follows the '(*' is not read.
TEST(CfgErrors, UnterminatedCommentIsAWarning) {
  auto p = parseCfg("INIT Init\nNEXT Next\n  (* open (* nested *) \nINVARIANT Inv");
  ASSERT_TRUE(p->cfg) << p->rendered();
  expectDiag(*p, 3005, 3, 3,
             "unterminated comment: this '(*' has no matching '*)'; the rest of the file is ignored, as TLC ignores it");
  EXPECT_EQ(p->diags.diagnostics()[0].severity, Severity::Warning);
  EXPECT_EQ(p->cfg->next->name, "Next");
  EXPECT_TRUE(p->cfg->invariants.empty());
}

TEST(CfgErrors, NumberTooLarge) {
  auto p = parseCfg(
      "CONSTANT N = 9223372036854775808 M = -9223372036854775809 K = 99999999999999999999999");
  EXPECT_FALSE(p->cfg);
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3006, 3006, 3006}));
  expectDiag(*p, 3006, 1, 14,
             "the number 9223372036854775808 is too large: it does not fit in 64 bits");
  EXPECT_EQ(p->diags.diagnostics()[1].message,
            "the number -9223372036854775809 is too large: it does not fit in 64 bits");
  expectCodes("CONSTANT S = {1, 18446744073709551616, 3} T = 4", {3006});
}

TEST(CfgErrors, DecimalNumber) {
  auto p = parseCfg("CONSTANT X = 1.5");
  expectDiag(*p, 3007, 1, 14,
             "'1.5' is not a valid value: configuration values are integers, not decimals");
}

TEST(CfgErrors, UnknownKeyword) {
  auto p = parseCfg("SPECIFICATION Spec\nINVARIANTE TypeOK\nPROPERTY Live");
  EXPECT_FALSE(p->cfg);
  const Diagnostic *d = p->find(3010);
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(p->lineCol(d->range.begin), std::make_pair(2u, 1u));
  EXPECT_EQ(d->message,
            "expected a keyword (CONSTANT, INIT, NEXT, SPECIFICATION, INVARIANT, PROPERTY, "
            "...), found 'INVARIANTE'");
  ASSERT_EQ(d->notes.size(), 1u);
  EXPECT_EQ(d->notes[0].message, "did you mean 'INVARIANT'?");
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3010})); // TypeOK is skipped, PROPERTY parses
}

TEST(CfgErrors, UnknownKeywordSuggestions) {
  auto check = [](const std::string &text, const std::string &suggestion) {
    auto p = parseCfg(text);
    const Diagnostic *d = p->find(3010);
    ASSERT_NE(d, nullptr) << text;
    ASSERT_EQ(d->notes.size(), 1u) << text;
    std::string want = "did you mean '";
    want += suggestion;
    want += "'?";
    EXPECT_EQ(d->notes[0].message, want) << text;
  };
  check("Init Init", "INIT");
  check("SPEC Spec", "SPECIFICATION");
  check("CONSTANTSS N = 1", "CONSTANTS");
  check("INVARIENT I", "INVARIANT");
  check("PROPERTYS P", "PROPERTY");
  check("CHECKDEADLOCK FALSE", "CHECK_DEADLOCK");
  auto p = parseCfg("TYPE_CONSTRAINT TC"); // TLC 1.8.0 dropped this keyword
  EXPECT_TRUE(p->has(3010));
}

TEST(CfgErrors, GarbageAtTopLevel) {
  expectCodes("N = 3\nINIT Init", {3010});
  auto p = parseCfg("SPECIFICATION Spec\nN = 3");
  const Diagnostic *d = p->find(3010);
  ASSERT_NE(d, nullptr) << p->rendered();
  ASSERT_EQ(d->notes.size(), 1u);
  EXPECT_EQ(d->notes[0].message, "assignments to constants belong in a CONSTANT section");
  expectCodes("{}", {3010});
  expectCodes("\"text\" INIT Init NEXT Next", {3010});
}

TEST(CfgErrors, MissingName) {
  auto p = parseCfg("SPECIFICATION\nINVARIANT Inv");
  EXPECT_FALSE(p->cfg);
  expectDiag(
      *p, 3011, 1, 1,
      "the keyword SPECIFICATION was not followed by an identifier (found the keyword INVARIANT)");
  EXPECT_EQ(p->cfg, std::nullopt);
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3011}));
  expectCodes("INIT", {3011});
  expectCodes("NEXT 3 INIT Init", {3011});
  expectCodes("VIEW", {3011});
  expectCodes("SYMMETRY {a} ALIAS", {3011, 3011});
}

TEST(CfgErrors, KeywordTwice) {
  auto p = parseCfg("SPECIFICATION Spec\nSPECIFICATION Spec2");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3012, 2, 1, "the keyword SPECIFICATION appeared twice");
  const Diagnostic *d = p->find(3012);
  ASSERT_EQ(d->notes.size(), 1u);
  EXPECT_EQ(d->notes[0].message, "first given here");
  EXPECT_EQ(p->lineCol(d->notes[0].range.begin), std::make_pair(1u, 15u));
  expectCodes("CHECK_DEADLOCK TRUE CHECK_DEADLOCK FALSE", {3012});
  expectCodes("INIT A NEXT B INIT C", {3012});
}

TEST(CfgErrors, ExtraName) {
  auto p = parseCfg("SPECIFICATION Spec Spec2\nINVARIANT Inv");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3013, 1, 20, "SPECIFICATION takes a single name; 'Spec2' is one too many");
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3013}));
}

TEST(CfgErrors, ExpressionInsteadOfName) {
  auto p = parseCfg("SPECIFICATION Init /\\ [][Next]_vars");
  EXPECT_FALSE(p->cfg);
  const Diagnostic *d = p->find(3010);
  ASSERT_NE(d, nullptr) << p->rendered();
  ASSERT_EQ(d->notes.size(), 1u);
  EXPECT_EQ(d->notes[0].code, 3052u);
}

TEST(CfgErrors, EmptySectionIsAWarning) {
  auto p = parseCfg("INVARIANT\nPROPERTY P\nCONSTANTS\nINIT Init");
  ASSERT_TRUE(p->cfg) << p->rendered(); // TLC accepts empty sections
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3014, 3014}));
  expectDiag(*p, 3014, 1, 1, "the INVARIANT section is empty");
  EXPECT_EQ(p->diags.diagnostics()[1].message, "the CONSTANTS section is empty");
  EXPECT_EQ(p->diags.diagnostics()[0].severity, Severity::Warning);
  expectCodes("PROPERTIES", {3014});
}

TEST(CfgErrors, ExpressionInList) {
  auto p = parseCfg("INVARIANT TypeOK /\\ Safe\nPROPERTY Live");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3015, 1, 18, "expected an operator name in the INVARIANT section, found '/\\'");
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3015}));
  EXPECT_EQ(p->find(3015)->notes.size(), 1u);
  EXPECT_EQ(p->cfg, std::nullopt);
  expectCodes("INVARIANTS 3", {3015});
  expectCodes("PROPERTY \"Live\"", {3015});
}

TEST(CfgErrors, CommaInList) {
  auto p = parseCfg("INVARIANTS TypeOK, Safe, Other");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3016, 1, 18,
             "names in the INVARIANTS section are separated by spaces or newlines, not ','");
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3016})); // reported once
}

TEST(CfgErrors, CheckDeadlockNeedsBool) {
  auto p = parseCfg("CHECK_DEADLOCK false\nINIT Init");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3017, 1, 16, "CHECK_DEADLOCK must be followed by TRUE or FALSE, found 'false'");
  expectCodes("CHECK_DEADLOCK", {3017});
  expectCodes("CHECK_DEADLOCK 0", {3017});
}

TEST(CfgErrors, ExpectedConstantName) {
  auto p = parseCfg("CONSTANTS 3 = N");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3020, 1, 11, "expected a constant name in the CONSTANT section, found '3'");
  expectCodes("CONSTANTS {a} N = 1", {3020});
}

TEST(CfgErrors, MissingEquals) {
  auto p = parseCfg("CONSTANTS N 3\nM = 4");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3021, 1, 13, "expected '=' or '<-' after 'N', found '3'");
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3021}));
  expectCodes("CONSTANT N", {3021});
  expectCodes("CONSTANT N INIT Init", {3021});
  auto q = parseCfg("CONSTANT N := 3");
  ASSERT_TRUE(q->has(3021));
  EXPECT_EQ(q->find(3021)->notes.size(), 1u); // use '=' or '<-'
  expectCodes("CONSTANT N \\in {1, 2}", {3021});
}

TEST(CfgErrors, DoubleEquals) {
  auto p = parseCfg("CONSTANT N == 3 M = 4");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3021, 1, 12, "expected '=' or '<-' after 'N', found '=='");
  const Diagnostic *d = p->find(3021);
  ASSERT_EQ(d->notes.size(), 1u);
  EXPECT_EQ(d->notes[0].message, "did you mean '='?");
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3021}));
}

TEST(CfgErrors, ExpectedValue) {
  auto p = parseCfg("CONSTANT N =\nINIT Init");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3022, 2, 1,
             "expected a value (a number, a string, TRUE, FALSE, a model value, {...} or <<...>>), "
             "found the keyword INIT");
  expectCodes("CONSTANT N =", {3022});
  expectCodes("CONSTANT N = {a,}", {3022});
  expectCodes("CONSTANT N = - x", {3022});
  expectCodes("CONSTANT N = 1..3", {3020}); // N = 1, then ".." starts no entry
}

TEST(CfgErrors, UnclosedCollections) {
  auto p = parseCfg("CONSTANT S = {a b}\nT = 1");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3023, 1, 17, "expected ',' or '}' in a set, found 'b'");
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3023}));
  expectCodes("CONSTANT S = {a, b", {3023});
  expectCodes("CONSTANT S = <<1, 2}", {3023});
  expectCodes("CONSTANT F(1, 2 = 3", {3023});
}

TEST(CfgErrors, ExpectedOperatorAfterArrow) {
  auto p = parseCfg("CONSTANT N <- 3");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3024, 1, 15,
             "expected the name of the operator that replaces 'N' after '<-', found '3'");
  expectCodes("CONSTANT N <-", {3024});
  expectCodes("CONSTANT N <- [M] {x}", {3024});
}

TEST(CfgErrors, ModuleScope) {
  auto p = parseCfg("CONSTANT N <- [ ] Def");
  expectDiag(*p, 3025, 1, 17, "expected a module name after '[', found ']'");
  auto q = parseCfg("CONSTANT N = [Mod 3");
  expectDiag(*q, 3026, 1, 19, "expected ']' after the module name 'Mod', found '3'");
}

TEST(CfgErrors, SubstitutionWithParameters) {
  auto p = parseCfg("CONSTANT Op(_, _) <- Def\nN = 1");
  EXPECT_FALSE(p->cfg);
  expectDiag(*p, 3027, 1, 12,
             "an operator substitution has no parameter list: write 'Op <- Definition'");
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3027}));
  expectCodes("CONSTANT Op(1) <- Def", {3027});
  expectCodes("CONSTANT Op(_) = 3", {3022});
}

TEST(CfgErrors, ValueTooDeep) {
  std::string deep = "CONSTANT N = ";
  deep.append(5000, '{');
  deep.append(5000, '}');
  deep += " M = 1";
  auto p = parseCfg(deep);
  EXPECT_FALSE(p->cfg);
  EXPECT_TRUE(p->has(3028));
  EXPECT_EQ(p->find(3028)->message, "value nested too deeply (more than 200 levels)");
  std::string ok = "CONSTANT N = ";
  ok.append(100, '{');
  ok.append(100, '}');
  auto q = parseCfg(ok);
  EXPECT_TRUE(q->cfg) << q->rendered();
}

TEST(CfgErrors, InstancePathNeedsName) {
  auto p = parseCfg("CONSTANT I! = 3");
  expectDiag(*p, 3029, 1, 13, "expected a name after '!' in 'I!', found '='");
}

TEST(CfgErrors, DuplicateConstantIsAWarning) {
  auto p = parseCfg("CONSTANTS N = 1\nN = 2\nM <- A\nM <- [Inner] B\nF(1) = 2 F(2) = 3");
  ASSERT_TRUE(p->cfg) << p->rendered();
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3030}));
  expectDiag(*p, 3030, 2, 1, "'N' is assigned more than once in the configuration file");
  EXPECT_EQ(p->find(3030)->notes.size(), 1u);
}

TEST(CfgErrors, KeywordLikeNameInListIsAWarning) {
  auto p = parseCfg("INVARIANT TypeOK PROPERTYS Live");
  ASSERT_TRUE(p->cfg) << p->rendered();
  EXPECT_EQ(p->codes(), (std::vector<uint32_t>{3031}));
  EXPECT_EQ(p->cfg->invariants.size(), 3u);
  auto q = parseCfg("INVARIANT TypeOK INV SAFE Inv_1 NEXT_STATE");
  EXPECT_TRUE(q->diags.diagnostics().empty()) << q->rendered();
}

TEST(CfgErrors, RecoveryReportsEveryError) {
  auto p = parseCfg("CONSTANTS\n"
                    "  N == 3\n"          // 3021 (==)
                    "  M 4\n"             // 3021
                    "  S = {a b}\n"       // 3023
                    "  Op(_, _) <- Def\n" // 3027
                    "  Ok = 1\n"
                    "  Big = 99999999999999999999\n" // 3006
                    "INVARIANTE TypeOK\n"            // 3010
                    "SPECIFICATION\n"                // 3011
                    "INVARIANT Inv, Inv2\n"          // 3016
                    "CHECK_DEADLOCK maybe\n"         // 3017
                    "PROPERTY Live\n");
  EXPECT_FALSE(p->cfg);
  EXPECT_EQ(p->codes(),
            (std::vector<uint32_t>{3021, 3021, 3023, 3027, 3006, 3010, 3011, 3016, 3017}))
      << p->rendered();
}

TEST(CfgErrors, AllDiagnosticsHaveLocationsInTheFile) {
  const char *inputs[] = {"CONSTANT N =", "INIT",           "CONSTANT S = \"x",
                          "(*",           "CONSTANT N = {", "SPECIFICATION A B",
                          "\xFF",         "CONSTANT A!",    "CONSTANT F(1"};
  for (const char *in : inputs) {
    auto p = parseCfg(in);
    ASSERT_FALSE(p->diags.diagnostics().empty()) << in;
    for (const Diagnostic &d : p->diags.diagnostics()) {
      EXPECT_TRUE(d.range.valid()) << in;
      EXPECT_EQ(p->sm.fileOf(d.range.begin), p->file) << in;
      EXPECT_GE(d.code, 3000u) << in;
      EXPECT_LT(d.code, 4000u) << in;
    }
  }
}

TEST(CfgErrors, RenderedLooksLikeCompilerOutput) {
  auto p = parseCfg("CONSTANTS N 3\n", "MC.cfg");
  std::string text = p->rendered();
  EXPECT_NE(text.find("MC.cfg:1:13: error: expected '=' or '<-' after 'N', found '3'"),
            std::string::npos)
      << text;
}

} // namespace
} // namespace tlacore
