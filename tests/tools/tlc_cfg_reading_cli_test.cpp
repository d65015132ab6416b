// `tlacore tlc` stops where TLC 1.8.0 stops on a cfg that tlacore's own parser finds wrong: every cfg
// keyword followed by a token of each wrong kind (number, string, keyword, bracket, nothing).
// ModelConfig.parse takes any token after a keyword as a name, so TLC runs SANY (its lines are printed)
// and SpecProcessor then finds the name undefined (exit 151, EC.TLC_CONFIG_..._NOT_DEFINED's words); a
// keyword right after a list keyword ends an empty list; the end of the file after a single-name keyword
// is ModelConfig's CFG_MISSING_ID, before SANY (exit 255); CONSTANT takes the token as a constant's name
// and wants '=' or '<-' next; CHECK_DEADLOCK wants TRUE or FALSE. `check` keeps tlacore's stricter
// errors but the same exit codes.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

const char *const Spec = "---- MODULE M ----\n"
                         "EXTENDS Naturals\n"
                         "CONSTANT C\n"
                         "VARIABLE x\n"
                         "vars == <<x>>\n"
                         "Init == x = 0\n"
                         "Next == x' = (x + 1) % 3\n"
                         "Spec == Init /\\ [][Next]_vars\n"
                         "Inv == x < 3\n"
                         "====\n";

const std::string NotDefined = " specified in the configuration file\nis not defined in the specification.";
const std::string Exception = "The exception was a tlc2.tool.ConfigFileException\n: TLC found an error in the "
                              "configuration file at line ";

struct Keyword {
  std::string word; // as written in the cfg
  std::string what; // SpecProcessor's name for it ("" : not a name that is looked up)
  bool list;        // takes any number of names
  std::string rest; // what the cfg needs besides it
};

TEST(TlcCfgReadingCli, EveryKeywordWithEveryWrongToken) {
  const std::vector<Keyword> keywords = {
      {"INIT", "The initial predicate ", false, "NEXT Next"},
      {"NEXT", "The next state action ", false, "INIT Init"},
      {"SPECIFICATION", "The name ", false, ""},
      {"VIEW", "The view function ", false, "SPECIFICATION Spec"},
      {"SYMMETRY", "The symmetry function ", false, "SPECIFICATION Spec"},
      {"ALIAS", "The alias ", false, "SPECIFICATION Spec"},
      {"POSTCONDITION", "The post condition ", false, "SPECIFICATION Spec"}, // Tool.generatePostConditionSpecs
      {"INVARIANT", "The invariant ", true, "SPECIFICATION Spec"},
      {"INVARIANTS", "The invariant ", true, "SPECIFICATION Spec"},
      {"PROPERTY", "The property ", true, "SPECIFICATION Spec"},
      {"PROPERTIES", "The property ", true, "SPECIFICATION Spec"},
      {"CONSTRAINT", "The constraint ", true, "SPECIFICATION Spec"},
      {"CONSTRAINTS", "The constraint ", true, "SPECIFICATION Spec"},
      {"ACTION_CONSTRAINT", "The action constraint ", true, "SPECIFICATION Spec"},
      {"ACTION_CONSTRAINTS", "The action constraint ", true, "SPECIFICATION Spec"},
  };
  // number, string, keyword, bracket
  const std::vector<std::string> wrong = {"3", "\"s\"", "INVARIANT", "{", "<<"};
  for (const Keyword &k : keywords) {
    for (const std::string &w : wrong) {
      // The wrong token last, so that a keyword after it starts an empty section.
      std::string cfg = "CONSTANT C = 1\n" + k.rest + "\n" + k.word + " " + w + "\n";
      clirun::SpecDir dir({{"M.tla", Spec}, {"M.cfg", cfg}});
      clirun::Result tlc = dir.run("tlc -workers 1 M.tla");
      std::string name = k.word + " " + w;
      if (k.list && w == "INVARIANT") { // an empty list, then an empty INVARIANT section
        EXPECT_EQ(tlc.rc, 0) << name << "\n" << tlc.out;
        continue;
      }
      EXPECT_EQ(tlc.rc, 151) << name << "\n" << tlc.out;
      EXPECT_NE(tlc.out.find("Semantic processing of module M\n"), std::string::npos) << name << "\n" << tlc.out;
      EXPECT_NE(tlc.out.find(k.what + w + NotDefined), std::string::npos) << name << "\n" << tlc.out;
      clirun::Result check = dir.run("check -w 1 M.tla");
      EXPECT_EQ(check.rc, 151) << name << "\n" << check.out;
    }
    // Nothing after it.
    std::string cfg = "CONSTANT C = 1\n" + k.rest + "\n" + k.word + "\n";
    clirun::SpecDir dir({{"M.tla", Spec}, {"M.cfg", cfg}});
    clirun::Result tlc = dir.run("tlc -workers 1 M.tla");
    if (k.list) {
      EXPECT_EQ(tlc.rc, 0) << k.word << "\n" << tlc.out;
      continue;
    }
    EXPECT_EQ(tlc.rc, 255) << k.word << "\n" << tlc.out;
    EXPECT_NE(tlc.out.find(Exception + "3\nThe keyword " + k.word + " was not followed by an identifier.\n"),
              std::string::npos)
        << k.word << "\n" << tlc.out;
    EXPECT_EQ(tlc.out.find("Semantic processing"), std::string::npos) << k.word << "\n" << tlc.out;
    EXPECT_EQ(dir.run("check -w 1 M.tla").rc, 255) << k.word;
  }
  // CONSTANT(S) and CHECK_DEADLOCK: ModelConfig's exception, before SANY.
  struct Stop {
    std::string cfg, detail;
  };
  const Stop stops[] = {
      {"SPECIFICATION Spec\nCONSTANT C = 1\nCONSTANT 3\n", "3\nIt was expecting = or <-, but did not find it."},
      {"SPECIFICATION Spec\nCONSTANTS C = 1 \"s\"\n", "2\nIt was expecting = or <-, but did not find it."},
      {"SPECIFICATION Spec\nCONSTANTS C = 1 {\n", "2\nIt was expecting = or <-, but did not find it."},
      {"SPECIFICATION Spec\nCONSTANT C = 1\nCHECK_DEADLOCK 3\n", "3\nIt was expecting TRUE or FALSE, but did not find it."},
      {"SPECIFICATION Spec\nCONSTANT C = 1\nCHECK_DEADLOCK \"s\"\n", "3\nIt was expecting TRUE or FALSE, but did not find it."},
      {"SPECIFICATION Spec\nCONSTANT C = 1\nCHECK_DEADLOCK INIT\n", "3\nIt was expecting TRUE or FALSE, but did not find it."},
      {"SPECIFICATION Spec\nCONSTANT C = 1\nCHECK_DEADLOCK {\n", "3\nIt was expecting TRUE or FALSE, but did not find it."},
      {"SPECIFICATION Spec\nCONSTANT C = 1\nCHECK_DEADLOCK\n",
       "3\nThe keyword CHECK_DEADLOCK was not followed by an identifier."},
  };
  for (const Stop &s : stops) {
    clirun::SpecDir dir({{"M.tla", Spec}, {"M.cfg", s.cfg}});
    clirun::Result tlc = dir.run("tlc -workers 1 M.tla");
    EXPECT_EQ(tlc.rc, 255) << s.cfg << "\n" << tlc.out;
    EXPECT_NE(tlc.out.find(Exception + s.detail + "\n"), std::string::npos) << s.cfg << "\n" << tlc.out;
    EXPECT_EQ(dir.run("check -w 1 M.tla").rc, 255) << s.cfg;
  }
  // A keyword after CONSTANT(S) ends an empty section.
  clirun::SpecDir dir({{"M.tla", Spec}, {"M.cfg", "CONSTANTS\nCONSTANT C = 1\nSPECIFICATION Spec\n"}});
  EXPECT_EQ(dir.run("tlc -workers 1 M.tla").rc, 0);
}

// Values TLC reads and tlacore's parser would not: a keyword or a bracket is a model value; a
// character no TLA+ token starts with ends the file where TLC checks the token's kind.
TEST(TlcCfgReadingCli, ValuesAndEndsAsTlcReadsThem) {
  struct Run {
    std::string cfg;
    int rc;
    std::string text;
  };
  const Run runs[] = {
      {"SPECIFICATION Spec\nCONSTANT C = CONSTANT\n", 0, "Model checking completed. No error has been found."},
      {"SPECIFICATION Spec\nCONSTANT C = {INIT, ], <<}\n", 0, "Model checking completed. No error has been found."},
      {"SPECIFICATION Spec\nCONSTANT C = 1\nINVARIANT Inv ; Nope\n", 0,
       "Model checking completed. No error has been found."},
      {"SPECIFICATION Spec\nCONSTANT C = <<1, 2>>\n", 255, Exception + "2\nIt was expecting = or <-, but did not find it.\n"},
      {"SPECIFICATION Spec\nCONSTANT C = -1\n", 255, Exception + "2\nIt was expecting = or <-, but did not find it.\n"},
      {"SPECIFICATION Spec\nCONSTANT C = {1, 2\n\n", 255, Exception + "3\nIt was expecting }, but did not find it.\n"},
      {"SPECIFICATION Spec\nCONSTANT C <-\n", 255, Exception + "2\nExpected an identifier after <-.\n"},
      {"SPECIFICATION Spec\nCONSTANT C = ;\n", 255,
       "The exception was a java.lang.NullPointerException\n: Cannot invoke \"String.equals(Object)\" because "
       "\"tt.image\" is null\n"},
      {"SPECIFICATION Spec\nCONSTANT C = 2147483648\n", 255,
       "The exception was a java.lang.NumberFormatException\n: For input string: \"2147483648\"\n"},
  };
  for (const Run &r : runs) {
    clirun::SpecDir dir({{"M.tla", Spec}, {"M.cfg", r.cfg}});
    clirun::Result tlc = dir.run("tlc -workers 1 M.tla");
    EXPECT_EQ(tlc.rc, r.rc) << r.cfg << "\n" << tlc.out;
    EXPECT_NE(tlc.out.find(r.text), std::string::npos) << r.cfg << "\n" << tlc.out;
    if (r.rc == 255)
      EXPECT_EQ(tlc.out.find("Parsing file"), std::string::npos) << r.cfg << "\n" << tlc.out;
  }
}

} // namespace
