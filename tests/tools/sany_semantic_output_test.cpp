// `tlacore sany` on every spec SANY 1.8.0 reports semantic errors for (../shared/reference/sany):
// the report from "Semantic errors:" to the end, byte for byte (each entry's location and text, the
// unresolved operators' two entries, a duplicate definition's error and warning, the spacing).
#include <gtest/gtest.h>

#include "cli_run.h"
#include "file_text.h"

#include <filesystem>
#include <iostream>
#include <string>

namespace {

namespace fs = std::filesystem;

// Specs whose report is identical; raise it when more agree.
constexpr size_t kMinIdentical = 114;

using clirun::readFile;

std::string fromSemanticErrors(const std::string &out) {
  size_t at = out.find("Semantic errors:");
  return at == std::string::npos ? std::string() : out.substr(at);
}

TEST(SanySemanticOutput, ReportOnEverySpecWithSemanticErrors) {
  fs::path dir = fs::path(TLACORE_SHARED_DIR) / "reference" / "sany";
  if (!fs::exists(dir))
    GTEST_SKIP() << "no " << dir;
  size_t compared = 0, identical = 0;
  std::string differences;
  for (const fs::directory_entry &c : fs::directory_iterator(dir)) {
    std::string expected = fromSemanticErrors(readFile(c.path() / "sany.out"));
    if (expected.empty())
      continue;
    for (const fs::directory_entry &f : fs::directory_iterator(c.path())) {
      if (f.path().extension() != ".tla")
        continue;
      clirun::Result r = clirun::runIn(c.path().string(), "sany " + f.path().filename().string());
      ++compared;
      std::string got = fromSemanticErrors(r.out);
      if (got == expected)
        ++identical;
      else if (differences.size() < 4000)
        differences += c.path().filename().string() + "\n--- SANY:\n" + expected + "--- tlacore:\n" + got + "\n";
      break; // the spec SANY was given (the folder holds it alone)
    }
  }
  std::cout << "[ sany semantic output ] " << identical << "/" << compared << " identical\n";
  EXPECT_GE(identical, kMinIdentical) << differences;
}

// A record field named like a module-level definition, operator or function, in a record and a set of
// records: SANY 1.8.0 prints no warning (its 4802 came with tlaplus PR #1185, May 2025). The reference
// jar's run of nbacc_ray97 ([Proc |-> "YES"], Proc defined) goes from its last "Semantic processing"
// line straight to "Starting...".
TEST(SanySemanticOutput, RecordFieldNamedLikeADefinitionDrawsNoWarning) {
  for (const char *body : {"Foo == TRUE\nR == [Foo |-> 42]\n", "f[i \\in 1..2] == i\nR == [f |-> 1]\n",
                           "Foo(a) == a\nR == [Foo : {1}]\n", "Foo == 1\nR == [Foo |-> 1, g |-> 2].Foo\n"}) {
    clirun::SpecDir dir({{"W.tla", std::string("---- MODULE W ----\nEXTENDS Naturals\n") + body + "====\n"}});
    clirun::Result r = dir.run("sany W.tla");
    EXPECT_EQ(r.rc, 0) << body << r.out;
    EXPECT_EQ(r.out.find("Warnings"), std::string::npos) << body << r.out;
    EXPECT_EQ(r.out.find("Semantic errors"), std::string::npos) << body << r.out;
  }
  fs::path example = fs::path(TLACORE_SHARED_DIR) / "corpus" / "examples" / "nbacc_ray97";
  fs::path recorded = fs::path(TLACORE_SHARED_DIR) / "reference" / "examples" / "nbacc_ray97_nbacc_ray97.cfg.txt";
  if (!fs::exists(example) || !fs::exists(recorded))
    GTEST_SKIP() << "no " << example;
  const std::string last = "Semantic processing of module nbacc_ray97\n";
  std::string want = readFile(recorded.string());
  ASSERT_NE(want.find(last + "Starting... ("), std::string::npos) << want;
  clirun::Result r = clirun::runIn(example.string(), "tlc -workers 1 -config nbacc_ray97.cfg nbacc_ray97.tla");
  EXPECT_NE(r.out.find(last + "Starting... ("), std::string::npos) << r.out;
}

} // namespace
