// Every .tla file of the shared example corpus and the SysMoBench models parses without errors.
#include <gtest/gtest.h>

#include <iostream>

#include "parser_test_util.h"

namespace tlacore::test {
namespace {

TEST(CorpusParse, EveryCorpusModuleParses) {
  if (!isDirectory(sharedDir() / "corpus" / "examples"))
    GTEST_SKIP() << "shared corpus not found at " << sharedDir() << " (set TLACORE_SHARED_DIR)";
  std::vector<fs::path> files = corpusModules();
  ASSERT_FALSE(files.empty()) << "no .tla files under " << sharedDir();

  std::string failures;
  size_t failed = 0;
  for (const fs::path &path : files) {
    ParseRun run(readFile(path), path.string());
    if (run.ok() && run.module())
      continue;
    ++failed;
    failures += path.lexically_relative(sharedDir()).string() + (run.module() ? "" : " (no module)") + "\n" +
                run.summary();
  }
  std::cout << "[ corpus   ] " << files.size() - failed << "/" << files.size() << " modules parse\n";
  EXPECT_EQ(failed, 0u) << failed << " of " << files.size() << " corpus modules have syntax errors:\n" << failures;
}

} // namespace
} // namespace tlacore::test
