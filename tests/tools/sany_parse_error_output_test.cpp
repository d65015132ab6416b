// `tlacore sany` on every broken spec SANY 1.8.0 rejects (../shared/reference/sany, exit 255): the whole
// output, parse errors (parser/sany_errors) and lexical errors alike, byte for byte.
#include <gtest/gtest.h>

#include "cli_run.h"
#include "file_text.h"

#include <filesystem>
#include <iostream>
#include <string>

namespace {

namespace fs = std::filesystem;

using clirun::readFile;

TEST(SanyOutput, WholeOutputOnEverySpecSanyRejects) {
  fs::path dir = fs::path(TLACORE_SHARED_DIR) / "reference" / "sany";
  if (!fs::exists(dir))
    GTEST_SKIP() << "no " << dir;
  size_t compared = 0, identical = 0;
  std::string differences;
  for (const fs::directory_entry &c : fs::directory_iterator(dir)) {
    std::string expected = readFile(c.path() / "sany.out");
    if (expected.find("Fatal errors while parsing") == std::string::npos)
      continue;
    for (const fs::directory_entry &f : fs::directory_iterator(c.path())) {
      if (f.path().extension() != ".tla")
        continue;
      // SANY was given a path; here the file name, run in its folder.
      std::string file = f.path().filename().string();
      size_t at = expected.find("Parsing file ");
      size_t eol = expected.find('\n', at);
      std::string want = expected.substr(0, at) + "Parsing file " + file + expected.substr(eol);
      clirun::Result r = clirun::runIn(c.path().string(), "sany -error-codes " + file);
      ++compared;
      if (r.out == want && r.rc == 255)
        ++identical;
      else if (differences.size() < 6000)
        differences += c.path().filename().string() + " (exit " + std::to_string(r.rc) + ")\n--- SANY:\n" + want +
                       "--- tlacore:\n" + r.out + "\n";
    }
  }
  std::cout << "[ sany output ] " << identical << "/" << compared << " identical\n";
  EXPECT_EQ(identical, compared) << differences;
}

} // namespace
