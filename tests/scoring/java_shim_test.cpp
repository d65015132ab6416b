// `tlacore java-shim`: a harness written like SysMoBench's (Python calling
// `java -cp tla2tools.jar tla2sany.SANY|tlc2.TLC ...`) runs unchanged on tlacore.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace fs = std::filesystem;

namespace {

int runShell(const std::string &command, std::string &output) {
  output.clear();
  FILE *p = popen((command + " 2>&1").c_str(), "r");
  if (!p)
    return -1;
  char buf[4096];
  for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;)
    output.append(buf, n);
  int status = pclose(p);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

} // namespace

TEST(JavaShim, AHarnessThatCallsJavaRunsOnTlacore) {
  fs::path root = fs::temp_directory_path() / "tlacore-java-shim-test";
  fs::remove_all(root);
  fs::path shimDir = root / "bin";
  std::string out;
  ASSERT_EQ(runShell(std::string("'") + TLACORE_BINARY + "' java-shim '" + shimDir.string() + "'", out), 0) << out;
  EXPECT_NE(out.find("export PATH="), std::string::npos) << out;
  ASSERT_TRUE(fs::exists(shimDir / "java"));
  fs::path harness = fs::path(TLACORE_SOURCE_DIR) / "tests" / "scoring" / "java_shim_harness.py";
  int rc = runShell("python3 '" + harness.string() + "' '" + shimDir.string() + "' '" + (root / "work").string() + "'",
                    out);
  EXPECT_EQ(rc, 0) << out;
  fs::remove_all(root);
}

TEST(JavaShim, UsageErrors) {
  std::string out;
  EXPECT_EQ(runShell(std::string("'") + TLACORE_BINARY + "' java-shim", out), 2);
  EXPECT_NE(out.find("Usage: tlacore java-shim DIR"), std::string::npos) << out;
}
