// TLC's check of a PlusCal module's translation checksums (SANY's
// SpecObj.loadSpec -> validateParseUnit -> pcal.Validator): the `\* BEGIN
// TRANSLATION (chksum(pcal) = "..." /\ chksum(tla) = "...")` values against
// CRC32 (java.util.zip.CRC32, Long.toHexString) of the algorithm's AST -- of
// the string "fair" for a --fair algorithm, Validator's `foundFairBegin ? FAIR
// : "" + ast.toString()` -- and of the translation's lines joined without
// their terminators. A divergence prints "!! WARNING: ..." (ToolIO.out, no
// message code) right after the module's "Parsing file" line; the exit code
// stays. Enumerated: unchanged, the TLA+ part edited, the recorded PlusCal
// checksum not the algorithm's, both, the algorithm edited (a fair one: no
// warning, as TLC), no checksum comment, `\in STRING`, a module EXTENDed
// (validated) and one only INSTANCEd (not), in tlc and sany output; and every
// committed PlusCal spec of the corpus with checksums, unmodified: no warning.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>
#include <sys/wait.h>

#include "tlc_model_run.h"

namespace {

// A --fair algorithm: TLC's checksum of it is CRC32("fair") = 7c28162a;
// aabb80dc is CRC32 of the translation's lines (python's zlib.crc32).
std::string module(const std::string &name, const std::string &beginLine, const std::string &step = "x + 1",
                   const std::string &algorithmStep = "x := x + 1") {
  return "---- MODULE " + name + " ----\nEXTENDS Naturals\n(* --fair algorithm " + name +
         "\nvariable x = 0;\nbegin\n  A: " + algorithmStep + ";\nend algorithm; *)\n" + beginLine +
         "\nVARIABLES x, pc\n\nvars == << x, pc >>\n\nInit == /\\ x = 0\n        /\\ pc = \"A\"\n\n"
         "A == /\\ pc = \"A\"\n     /\\ x' = " +
         step +
         "\n     /\\ pc' = \"Done\"\n\nTerminating == pc = \"Done\" /\\ UNCHANGED vars\n\n"
         "Next == A \\/ Terminating\n\nSpec == /\\ Init /\\ [][Next]_vars\n        /\\ WF_vars(Next)\n"
         "\\* END TRANSLATION\n====\n";
}

std::string begin(const std::string &pcal, const std::string &tla) {
  return "\\* BEGIN TRANSLATION (chksum(pcal) = \"" + pcal + "\" /\\ chksum(tla) = \"" + tla + "\")";
}

const std::string kTla = "The TLA+ translation in module Fair has changed since its last translation.";
const std::string kPcal = "The PlusCal algorithm in module Fair has changed since its last translation.";
const std::string kBoth = "The PlusCal algorithm and its TLA+ translation in module Fair filename since the last "
                          "translation.";

// The lines after the root module's "Parsing file" line up to the next "Parsing file" line.
std::string afterRootParse(const std::string &out) {
  size_t at = out.find("Parsing file Fair.tla\n");
  if (at == std::string::npos)
    return "<no Parsing file line>";
  at = out.find('\n', at) + 1;
  return out.substr(at, out.find("Parsing file", at) - at);
}

TEST(PlusCalChecksumWarning, EachDivergenceGivesTlcsWarningAfterTheModulesParse) {
  struct Case {
    const char *name;
    std::string text;
    std::string warning; // "" : none
  };
  const Case cases[] = {
      {"unchanged", module("Fair", begin("7c28162a", "aabb80dc")), ""},
      {"TLA+ part edited", module("Fair", begin("7c28162a", "aabb80dc"), "x + 2"), kTla},
      {"recorded PlusCal checksum not the algorithm's", module("Fair", begin("1234abcd", "aabb80dc")), kPcal},
      {"both", module("Fair", begin("1234abcd", "aabb80dc"), "x + 2"), kBoth},
      {"fair algorithm edited (its checksum is of \"fair\")",
       module("Fair", begin("7c28162a", "aabb80dc"), "x + 1", "x := x + 2"), ""},
      {"no checksums", module("Fair", "\\* BEGIN TRANSLATION"), ""},
      {"checksums \\in STRING", module("Fair", "\\* BEGIN TRANSLATION (chksum(pcal) \\in STRING /\\ chksum(tla) \\in STRING)", "x + 2"),
       ""},
      {"not hexadecimal", module("Fair", begin("7c28162a", "aabb80dg"), "x + 1"), ""},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.name);
    tlcmodel::TlcRun r = tlcmodel::tlc({{"Fair.tla", c.text}}, "Fair.tla", "SPECIFICATION Spec\n", "");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.distinct, "2") << r.out;
    EXPECT_EQ(afterRootParse(r.out), c.warning.empty() ? "" : "!! WARNING: " + c.warning + "\n") << r.out;
    EXPECT_EQ(r.out.find("Semantic errors"), std::string::npos) << r.out;
    // -tool: the same raw line, inside no message.
    tlcmodel::TlcRun tool = tlcmodel::tlc({{"Fair.tla", c.text}}, "Fair.tla", "SPECIFICATION Spec\n", "-tool");
    EXPECT_EQ(tool.exit, 0) << tool.out;
    EXPECT_EQ(afterRootParse(tool.out), c.warning.empty() ? "" : "!! WARNING: " + c.warning + "\n") << tool.out;
  }
}

// SpecObj.loadSpec validates the root and each module reached through
// EXTENDS (after its own "Parsing file" line), not one only INSTANCEd.
TEST(PlusCalChecksumWarning, ExtendedModulesAreValidatedInstancedOnesAreNot) {
  std::string lib = module("Lib", begin("7c28162a", "aabb80dc"), "x + 2");
  tlcmodel::TlcRun extended = tlcmodel::tlc(
      {{"Lib.tla", lib}, {"Root.tla", "---- MODULE Root ----\nEXTENDS Lib\n====\n"}}, "Root.tla",
      "SPECIFICATION Spec\n", "");
  EXPECT_EQ(extended.exit, 0) << extended.out;
  EXPECT_NE(extended.out.find("Lib.tla\n!! WARNING: The TLA+ translation in module Lib has changed "
                              "since its last translation.\n"),
            std::string::npos)
      << extended.out;
  tlcmodel::TlcRun instanced = tlcmodel::tlc(
      {{"Lib.tla", lib}, {"Root.tla", "---- MODULE Root ----\nVARIABLES x, pc\nL == INSTANCE Lib\nSpec == L!Spec\n====\n"}},
      "Root.tla", "SPECIFICATION Spec\n", "");
  EXPECT_EQ(instanced.exit, 0) << instanced.out;
  EXPECT_EQ(instanced.out.find("!! WARNING"), std::string::npos) << instanced.out;
}

// SANY's own report prints the same line at the same place.
TEST(PlusCalChecksumWarning, SanyPrintsTheSameLine) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("tlacore-pcal-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "Fair.tla", std::ios::binary) << module("Fair", begin("7c28162a", "aabb80dc"), "x + 2");
  std::string cmd = "cd '" + dir.string() + "' && '" TLACORE_BINARY "' sany Fair.tla 2>&1";
  std::string out;
  FILE *p = popen(cmd.c_str(), "r");
  std::array<char, 4096> buf;
  size_t n;
  while (p && (n = fread(buf.data(), 1, buf.size(), p)) > 0)
    out.append(buf.data(), n);
  int status = p ? pclose(p) : -1;
  fs::remove_all(dir);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << out;
  EXPECT_EQ(afterRootParse(out), "!! WARNING: " + kTla + "\n") << out;
  EXPECT_EQ(out.find("Semantic errors"), std::string::npos) << out;
}

// The corpus's committed PlusCal specs carry the checksums the translator
// wrote: unmodified, none diverges (TLCMC's --fair algorithm records 7c28162a).
TEST(PlusCalChecksumWarning, CommittedTranslationsDoNotWarn) {
  namespace fs = std::filesystem;
  fs::path corpus = fs::path(TLACORE_SHARED_DIR) / "corpus" / "examples";
  if (!fs::exists(corpus))
    GTEST_SKIP() << "no corpus at " << corpus;
  int checked = 0;
  for (const fs::directory_entry &e : fs::recursive_directory_iterator(corpus)) {
    if (e.path().extension() != ".tla")
      continue;
    std::ifstream in(e.path(), std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (text.find("chksum(pcal) = \"") == std::string::npos || text.find("--") == std::string::npos)
      continue;
    ++checked;
    std::string cmd = "cd '" + e.path().parent_path().string() + "' && '" TLACORE_BINARY "' sany '" +
                      e.path().filename().string() + "' 2>&1";
    std::string out;
    FILE *p = popen(cmd.c_str(), "r");
    std::array<char, 4096> buf;
    size_t n;
    while (p && (n = fread(buf.data(), 1, buf.size(), p)) > 0)
      out.append(buf.data(), n);
    pclose(p);
    EXPECT_EQ(out.find("!! WARNING"), std::string::npos) << e.path() << "\n" << out;
  }
  EXPECT_GE(checked, 10);
}

} // namespace
