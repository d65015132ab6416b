// The committed parser/generated files are exactly what grammar/generate.sh produces from grammar/.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

#include "parser_test_util.h"

namespace tlacore::test {
namespace {

TEST(GeneratedParser, MatchesGrammar) {
  if (std::system("command -v antlr4 > /dev/null 2>&1") != 0)
    GTEST_SKIP() << "the antlr4 command is not installed; cannot regenerate parser/generated";
  fs::path script = sourceDir() / "grammar" / "generate.sh";
  ASSERT_TRUE(fs::exists(script)) << script;

  std::random_device rd;
  std::string dirName = "tlacore_generated_";
  dirName.append(std::to_string(rd()));
  fs::path out = fs::temp_directory_path() / dirName;
  fs::create_directories(out);
  std::string command;
  command.append("\"").append(script.string()).append("\" \"").append(out.string());
  command.append("\" > \"").append((out / "log.txt").string()).append("\" 2>&1");
  int status = std::system(command.c_str());
  std::string log = readFile(out / "log.txt");
  std::string mismatches;
  if (status == 0) {
    for (const char *name : {"TLAPlusLexer.h", "TLAPlusLexer.cpp", "TLAPlusParser.h", "TLAPlusParser.cpp"}) {
      fs::path fresh = out / name, committed = sourceDir() / "parser" / "generated" / name;
      if (!fs::exists(fresh))
        mismatches.append("  ").append(name).append(": not generated\n");
      else if (readFile(fresh) != readFile(committed))
        mismatches.append("  ").append(name).append(": differs from parser/generated (run grammar/generate.sh)\n");
    }
  }
  std::error_code ec;
  fs::remove_all(out, ec);
  ASSERT_EQ(status, 0) << "grammar/generate.sh failed:\n" << log;
  EXPECT_TRUE(mismatches.empty()) << mismatches;
}

} // namespace
} // namespace tlacore::test
