// `tlacore sany` on every spec SANY 1.8.0 reports semantic errors for (../shared/reference/sany):
// the report from "Semantic errors:" to the end, byte for byte (each entry's location and text, the
// unresolved operators' two entries, a duplicate definition's error and warning, the spacing).
#include <gtest/gtest.h>

#include "cli_run.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

// Specs whose report is identical; raise it when more agree.
constexpr size_t kMinIdentical = 114;

std::string readFile(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream buf;
  buf << in.rdbuf();
  return buf.str();
}

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

} // namespace
