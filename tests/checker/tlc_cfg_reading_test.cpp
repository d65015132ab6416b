// readCfgAsTlc against TLC 1.8.0's ModelConfig.parse (tlc2/tool/impl/ModelConfig.java), class by class:
// every cfg keyword and every bracket in every value position (a constant's value, a set element, an
// operator argument, a `<-` substitute), every place the file can end, and every keyword followed by a
// token of each wrong kind (number, string, keyword, bracket, nothing). The expected verdicts are
// ModelConfig's reads and checks followed by hand: any token in a value position is a model value
// (parseValue's last case), '{' opens a set, '[' after '=' or '<-' opens a module scope; the end of the
// file is line-numbered at its last character (SimpleCharStream.FillBuff sets tokenBegin there).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "source_manager.h"
#include "tlc_model_config.h"

namespace tlacore {
namespace {

struct Read {
  SourceManager sm;
  TlcCfgReading r;
};

std::unique_ptr<Read> read(const std::string &text) {
  auto out = std::make_unique<Read>();
  FileId f = out->sm.addBuffer("M.cfg", text);
  out->r = readCfgAsTlc(out->sm, f);
  return out;
}

const std::string Head = "TLC found an error in the configuration file at line ";
std::string cfe(int line, const std::string &detail) { return Head + std::to_string(line) + "\n" + detail; }
std::string expecting(int line, const std::string &what) {
  return cfe(line, "It was expecting " + what + ", but did not find it.");
}

// ModelConfig.ALL_KEYWORDS of TLC's source, with POSTCONDITION, _PERIODIC and _RL_REWARD its configTbl
// also holds: each ends a CONSTANT or list section.
const std::vector<std::string> Keywords = {
    "CONSTANT",   "CONSTANTS",  "CONSTRAINT",    "CONSTRAINTS",   "ACTION_CONSTRAINT", "ACTION_CONSTRAINTS",
    "INVARIANT",  "INVARIANTS", "INIT",          "NEXT",          "VIEW",              "SYMMETRY",
    "SPECIFICATION", "PROPERTY", "PROPERTIES",   "ALIAS",         "POSTCONDITION",     "_PERIODIC",
    "_RL_REWARD", "CHECK_DEADLOCK"};
// TLA+ tokens that are brackets or punctuation to ModelConfig; '{' and '[' have their own cases below.
const std::vector<std::string> Brackets = {"}", "(", ")", "]", "<<", ">>", "<-", "!", ",", "=", "[]", "<>", "=="};
// Other keywords of the TLA+ token manager TLC reads the cfg with: model values like any name.
const std::vector<std::string> TlaKeywords = {"ASSUME", "LET", "IN", "CHOOSE", "SUBSET", "MODULE", "EXTENDS"};

std::string show(const CfgValue &v) { return v.toString(); }

TEST(TlcCfgReading, KeywordAsConstantValueIsAModelValue) {
  std::vector<std::string> words = Keywords;
  words.insert(words.end(), TlaKeywords.begin(), TlaKeywords.end());
  for (const std::string &k : words) {
    auto p = read("CONSTANT C = " + k + "\nINIT Init\n");
    ASSERT_TRUE(p->r.parsed) << k << ": " << p->r.exceptionMessage;
    ASSERT_EQ(p->r.config.constants.size(), 1u) << k;
    EXPECT_EQ(p->r.config.constants[0].value.kind, CfgValue::Kind::ModelValue) << k;
    EXPECT_EQ(p->r.config.constants[0].value.text, k);
    ASSERT_TRUE(p->r.config.init) << k; // the section after it is read as before
    EXPECT_EQ(p->r.config.init->name, "Init");
  }
  auto t = read("CONSTANT C = TRUE D = FALSE\n");
  ASSERT_TRUE(t->r.parsed);
  EXPECT_EQ(show(t->r.config.constants[0].value), "TRUE");
  EXPECT_EQ(show(t->r.config.constants[1].value), "FALSE");
}

TEST(TlcCfgReading, BracketAsConstantValue) {
  for (const std::string &b : Brackets) {
    auto p = read("CONSTANT C = " + b + "\nINIT Init\n");
    ASSERT_TRUE(p->r.parsed) << b << ": " << p->r.exceptionMessage;
    EXPECT_EQ(p->r.config.constants[0].value.text, b) << b;
    EXPECT_TRUE(p->r.config.init) << b;
  }
  // '{' opens a set: INIT is its element, then Init is neither ',' nor '}'.
  EXPECT_EQ(read("CONSTANT C = {\nINIT Init\n")->r.exceptionMessage, expecting(2, "}"));
  // '[' opens a module scope: INIT is the module's name, then Init is not ']'.
  EXPECT_EQ(read("CONSTANT C = [\nINIT Init\n")->r.exceptionMessage, expecting(2, "]"));
  // A tuple is '<<' (a model value), then 1 as the next constant's name, followed by ',' (TLC's issue 705).
  auto tuple = read("INIT Init\nCONSTANTS\n    A = <<1,2,3>>\n");
  EXPECT_EQ(tuple->r.exceptionClass, "tlc2.tool.ConfigFileException");
  EXPECT_EQ(tuple->r.exceptionMessage, expecting(3, "= or <-"));
  // A negative number is '-' then 1 as a name (TLC's issue 508).
  EXPECT_EQ(read("CONSTANT Foo = -42")->r.exceptionMessage, expecting(1, "= or <-"));
}

TEST(TlcCfgReading, KeywordOrBracketInASet) {
  std::vector<std::string> tokens = Keywords;
  tokens.insert(tokens.end(), Brackets.begin(), Brackets.end());
  tokens.push_back("[");
  for (const std::string &t : tokens) {
    auto p = read("CONSTANT C = {1, " + t + "}\nINIT Init\n");
    ASSERT_TRUE(p->r.parsed) << t << ": " << p->r.exceptionMessage;
    const CfgValue &v = p->r.config.constants[0].value;
    ASSERT_EQ(v.kind, CfgValue::Kind::Set) << t;
    ASSERT_EQ(v.elements.size(), 2u) << t;
    EXPECT_EQ(v.elements[1].text, t);
  }
  // A nested '{': {} is the element, then INIT is neither ',' nor '}'.
  EXPECT_EQ(read("CONSTANT C = {1, {}\nINIT Init\n")->r.exceptionMessage, expecting(2, "}"));
  // '}' right after ',' is an element, closed by the next '}'.
  auto p = read("CONSTANT C = {1, }}\n");
  ASSERT_TRUE(p->r.parsed);
  EXPECT_EQ(p->r.config.constants[0].value.elements[1].text, "}");
}

TEST(TlcCfgReading, KeywordOrBracketAsOperatorArgument) {
  std::vector<std::string> tokens = Keywords;
  for (const std::string &b : Brackets)
    if (b != ")" && b != ",")
      tokens.push_back(b);
  for (const std::string &t : tokens) {
    auto p = read("CONSTANT F(" + t + ") = 1\n");
    ASSERT_TRUE(p->r.parsed) << t << ": " << p->r.exceptionMessage;
    ASSERT_EQ(p->r.config.constants[0].args.size(), 1u) << t;
    EXPECT_EQ(p->r.config.constants[0].args[0].text, t);
  }
  // F() : ')' is the argument, then '=' is not ')': EC.CFG_GENERAL, at the CONSTANT keyword's line.
  EXPECT_EQ(read("CONSTANT\nF() = 1\n")->r.exceptionMessage, Head + "1\n");
  EXPECT_EQ(read("CONSTANT F({) = 1\n")->r.exceptionMessage, expecting(1, "}"));
  // `F(1) <- G`: only '=' may follow the arguments.
  EXPECT_EQ(read("CONSTANT F(1) <- G\n")->r.exceptionMessage, expecting(1, "= or <-"));
}

TEST(TlcCfgReading, KeywordOrBracketAsSubstitute) {
  std::vector<std::string> tokens = Keywords;
  tokens.insert(tokens.end(), Brackets.begin(), Brackets.end());
  for (const std::string &t : tokens) {
    auto p = read("CONSTANT C <- " + t + "\nINIT Init\n");
    ASSERT_TRUE(p->r.parsed) << t << ": " << p->r.exceptionMessage;
    EXPECT_EQ(p->r.config.constants[0].kind, ConstantAssignment::Kind::Substitution);
    EXPECT_EQ(p->r.config.constants[0].substitute.name, t);
  }
  EXPECT_EQ(read("CONSTANT C <- [\nINIT Init\n")->r.exceptionMessage, expecting(2, "]"));
  auto p = read("CONSTANT C <- [M] {\n");
  ASSERT_TRUE(p->r.parsed);
  EXPECT_EQ(p->r.config.constants[0].module->name, "M");
  EXPECT_EQ(p->r.config.constants[0].substitute.name, "{");
}

TEST(TlcCfgReading, EveryPlaceTheFileCanEnd) {
  struct End {
    std::string cfg, message;
  };
  // The end of the file is numbered by its last character: a trailing empty line counts.
  const End ends[] = {
      {"CONSTANT x =", expecting(1, "a value")},
      {"INIT I\nCONSTANT x =\n", expecting(2, "a value")},
      {"INIT I\nCONSTANT x =\n\n", expecting(3, "a value")},
      {"CONSTANT x", expecting(1, "= or <-")},
      {"CONSTANT I!", expecting(1, "= or <-")},
      {"CONSTANT x <-", cfe(1, "Expected an identifier after <-.")},
      {"CONSTANT x <- [", cfe(1, "Expected an identifier after <-[.")},
      {"CONSTANT x <- [M", expecting(1, "]")},
      {"CONSTANT x <- [M]\n", cfe(1, "Expected an identifier after <-[mod].")},
      {"CONSTANT x = [", cfe(1, "Expected an identifier after =[.")},
      {"CONSTANT x = [M", expecting(1, "]")},
      {"CONSTANT x = [M]", expecting(1, "a value")},
      {"CONSTANT x = {", expecting(1, "a value")},
      {"CONSTANT x = {1,", expecting(1, "a value")},
      {"CONSTANT x = {1, 2", expecting(1, "}")},
      {"CONSTANT x = {1, 2\n", expecting(1, "}")},
      {"CONSTANT x = {1, {2}", expecting(1, "}")},
      {"CONSTANT F(", expecting(1, "a value")},
      {"CONSTANT\nF(1", Head + "1\n"},
      {"CONSTANT F(1)", expecting(1, "= or <-")},
      {"CHECK_DEADLOCK", cfe(1, "The keyword CHECK_DEADLOCK was not followed by an identifier.")},
  };
  for (const End &e : ends) {
    auto p = read(e.cfg);
    EXPECT_EQ(p->r.exceptionClass, "tlc2.tool.ConfigFileException") << e.cfg;
    EXPECT_EQ(p->r.exceptionMessage, e.message) << e.cfg;
  }
  for (const std::string k : {"INIT", "NEXT", "SPECIFICATION", "VIEW", "SYMMETRY", "ALIAS", "POSTCONDITION",
                              "_PERIODIC", "_RL_REWARD"}) {
    auto p = read("\n" + k + "\n\n");
    EXPECT_EQ(p->r.exceptionMessage, cfe(2, "The keyword " + k + " was not followed by an identifier.")) << k;
  }
  // Sections of any length end at the end of the file.
  for (const std::string k : {"CONSTANT", "CONSTANTS", "INVARIANT", "INVARIANTS", "PROPERTY", "PROPERTIES",
                              "CONSTRAINT", "CONSTRAINTS", "ACTION_CONSTRAINT", "ACTION_CONSTRAINTS"})
    EXPECT_TRUE(read("INIT Init\n" + k)->r.parsed) << k;
}

// A keyword followed by a number, a string, another keyword, a bracket, or nothing.
TEST(TlcCfgReading, EveryKeywordWithEveryWrongToken) {
  const std::vector<std::string> wrong = {"3", "\"s\"", "INVARIANT", "{", "<<", ")"};
  for (const std::string k : {"INIT", "NEXT", "SPECIFICATION", "VIEW", "SYMMETRY", "ALIAS", "POSTCONDITION"}) {
    for (const std::string &w : wrong) { // any token is the name
      auto p = read(k + " " + w + "\n");
      ASSERT_TRUE(p->r.parsed) << k << " " << w << ": " << p->r.exceptionMessage;
      const ModelConfig &c = p->r.config;
      const std::optional<CfgName> &slot = k == "INIT"            ? c.init
                                           : k == "NEXT"          ? c.next
                                           : k == "SPECIFICATION" ? c.specification
                                           : k == "VIEW"          ? c.view
                                           : k == "SYMMETRY"      ? c.symmetry
                                           : k == "ALIAS"         ? c.alias
                                                                  : c.postcondition;
      ASSERT_TRUE(slot) << k << " " << w;
      EXPECT_EQ(slot->name, w);
    }
    // Twice: CFG_TWICE_KEYWORD at the second one's line.
    EXPECT_EQ(read(k + " A\n" + k + " B\n")->r.exceptionMessage, cfe(2, "The keyword " + k + " appeared twice."));
  }
  for (const std::string k : {"INVARIANT", "INVARIANTS", "PROPERTY", "PROPERTIES", "CONSTRAINT", "CONSTRAINTS",
                              "ACTION_CONSTRAINT", "ACTION_CONSTRAINTS"}) {
    auto p = read(k + " 3 \"s\" { << ) A, B\n");
    ASSERT_TRUE(p->r.parsed) << k;
    const ModelConfig &c = p->r.config;
    const std::vector<CfgName> &list = (k[0] == 'I')   ? c.invariants
                                       : (k[0] == 'P') ? c.properties
                                       : (k[1] == 'O') ? c.constraints
                                                       : c.actionConstraints;
    std::vector<std::string> names;
    for (const CfgName &n : list)
      names.push_back(n.name);
    EXPECT_EQ(names, (std::vector<std::string>{"3", "\"s\"", "{", "<<", ")", "A", ",", "B"})) << k;
    // A keyword ends the list.
    auto q = read(k + " INIT Init\n");
    ASSERT_TRUE(q->r.parsed);
    EXPECT_TRUE(q->r.config.init) << k;
  }
  // CONSTANT(S) followed by a number or a bracket: its name, then '= or <-' wanted.
  EXPECT_EQ(read("CONSTANT 3\nINIT Init\n")->r.exceptionMessage, expecting(2, "= or <-"));
  EXPECT_EQ(read("CONSTANTS {\n")->r.exceptionMessage, expecting(1, "= or <-"));
  EXPECT_EQ(read("CONSTANT \"s\" = 1\n")->r.config.constants[0].name, "\"s\"");
  // CHECK_DEADLOCK takes TRUE or FALSE only.
  for (const std::string &w : wrong)
    EXPECT_EQ(read("CHECK_DEADLOCK " + w + "\n")->r.exceptionMessage, expecting(1, "TRUE or FALSE")) << w;
  EXPECT_EQ(read("CHECK_DEADLOCK TRUE\nCHECK_DEADLOCK FALSE\n")->r.exceptionMessage,
            cfe(2, "The keyword CHECK_DEADLOCK appeared twice."));
  // Not a keyword at the start of a section.
  EXPECT_EQ(read("INIT Init Next\n")->r.exceptionMessage, expecting(1, "a keyword"));
  EXPECT_EQ(read("\n3\n")->r.exceptionMessage, expecting(2, "a keyword"));
  EXPECT_EQ(read("init Init\n")->r.exceptionMessage, expecting(1, "a keyword"));
}

// A character no TLA+ token starts with: TLC's getNextToken turns the lexical error into a Token of
// kind EOF whose image is null. Where ModelConfig checks the kind, the file ends there; where it
// compares the image first, Java throws a NullPointerException.
TEST(TlcCfgReading, LexicalErrorEndsTheFileOrThrows) {
  auto p = read("INIT Init\nINVARIANT Inv ; junk that is never read\n");
  ASSERT_TRUE(p->r.parsed);
  EXPECT_EQ(p->r.config.invariants.size(), 1u);
  EXPECT_TRUE(read("INIT Init ?\nNEXT Next\n")->r.parsed);
  EXPECT_TRUE(read("INIT Init\n(* never closed\nNEXT Next\n")->r.parsed);
  for (const std::string cfg : {"CONSTANT C = ;", "CONSTANT C ;", "CONSTANT C <- ;", "CONSTANT C = {1 ;",
                                "CONSTANT C = \"unterminated", "CONSTANT F(;) = 1"}) {
    auto q = read(cfg);
    EXPECT_EQ(q->r.exceptionClass, "java.lang.NullPointerException") << cfg;
    EXPECT_EQ(q->r.exceptionMessage, "Cannot invoke \"String.equals(Object)\" because \"tt.image\" is null") << cfg;
  }
  EXPECT_EQ(read("INIT ;")->r.exceptionMessage, cfe(1, "The keyword INIT was not followed by an identifier."));
}

TEST(TlcCfgReading, NumeralsIntegerParseIntRefuses) {
  for (const std::string n : {"2147483648", "\\b101", "\\h1F", "\\o17", "99999999999999999999"}) {
    auto p = read("CONSTANT C = " + n + "\n");
    EXPECT_EQ(p->r.exceptionClass, "java.lang.NumberFormatException") << n;
    EXPECT_EQ(p->r.exceptionMessage, "For input string: \"" + n + "\"") << n;
  }
  // 1.5 is the numeral 1, then '.' as the next constant's name, then 5 where '=' belongs.
  EXPECT_EQ(read("CONSTANT C = 1.5\n")->r.exceptionMessage, expecting(1, "= or <-"));
  auto p = read("CONSTANT C = 2147483647 D = 007\n");
  ASSERT_TRUE(p->r.parsed);
  EXPECT_EQ(p->r.config.constants[0].value.intValue, 2147483647);
  EXPECT_EQ(p->r.config.constants[1].value.intValue, 7);
}

TEST(TlcCfgReading, WellFormedCfgReadsAsTlcReadsIt) {
  auto p = read("SPECIFICATION Spec\nCONSTANTS N = 3 S = {a, \"b\", {TRUE}} I!J!K = 1 F(1, 2) = 3\n"
                "  Op <- Def  Op2 <- [Mod] Def2  M1 = [Mod] 4\nINVARIANTS Inv1 Inv2\nCHECK_DEADLOCK FALSE\n");
  ASSERT_TRUE(p->r.parsed) << p->r.exceptionMessage;
  const ModelConfig &c = p->r.config;
  EXPECT_EQ(c.specification->name, "Spec");
  ASSERT_EQ(c.constants.size(), 7u);
  EXPECT_EQ(show(c.constants[1].value), "{a, \"b\", {TRUE}}");
  EXPECT_EQ(c.constants[2].name, "I!J!K");
  EXPECT_EQ(c.constants[3].args.size(), 2u);
  EXPECT_EQ(c.constants[5].module->name, "Mod");
  EXPECT_EQ(c.constants[6].module->name, "Mod");
  EXPECT_EQ(c.invariants.size(), 2u);
  EXPECT_EQ(c.checkDeadlock, std::optional<bool>(false));
}

} // namespace
} // namespace tlacore
