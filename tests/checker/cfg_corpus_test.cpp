// Parses every .cfg of the shared corpus (TLA+ Examples, SysMoBench): none may fail.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cfg_test_helpers.h"

namespace tlacore {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> cfgFilesUnder(const fs::path &root) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(root, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
    if (it->is_regular_file() && it->path().extension() == ".cfg")
      out.push_back(it->path());
  std::sort(out.begin(), out.end());
  return out;
}

std::string readFile(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void parseAllUnder(const std::string &sub) {
  fs::path root = fs::path(TLACORE_SHARED_DIR) / sub;
  if (!fs::is_directory(root))
    GTEST_SKIP() << "shared folder " << root << " is absent; corpus test skipped";
  std::vector<fs::path> files = cfgFilesUnder(root);
  ASSERT_FALSE(files.empty()) << "no .cfg under " << root;
  size_t ok = 0, warned = 0;
  for (const fs::path &f : files) {
    auto p = cfgtest::parseCfg(readFile(f), f.string());
    if (p->cfg)
      ++ok;
    else
      ADD_FAILURE() << f << " failed to parse:\n" << p->rendered();
    if (!p->diags.diagnostics().empty()) {
      ++warned;
      std::cout << "[ warning  ] " << p->rendered();
    }
  }
  std::cout << "[ corpus   ] " << sub << ": " << ok << "/" << files.size() << " cfg files parsed, "
            << warned << " with warnings\n";
  ::testing::Test::RecordProperty("parsed", static_cast<int>(ok));
  EXPECT_EQ(ok, files.size());
}

TEST(CfgCorpus, TlaExamples) {
  parseAllUnder("corpus/examples");
}

TEST(CfgCorpus, SysMoBench) {
  parseAllUnder("sysmobench");
}

// Spot checks against what the corpus is known to contain.
TEST(CfgCorpus, KnownFiles) {
  fs::path paxos =
      fs::path(TLACORE_SHARED_DIR) / "corpus/examples/PaxosHowToWinATuringAward/MCPaxosSmall.cfg";
  if (!fs::exists(paxos))
    GTEST_SKIP() << paxos << " is absent; spot check skipped";
  auto p = cfgtest::parseCfg(readFile(paxos), paxos.string());
  ASSERT_TRUE(p->cfg) << p->rendered();
  bool scoped = false;
  for (const ConstantAssignment &a : p->cfg->constants)
    if (a.name == "Ballot" && a.module && a.module->name == "Voting" &&
        a.kind == ConstantAssignment::Kind::Substitution)
      scoped = true;
  EXPECT_TRUE(scoped);
  ASSERT_TRUE(p->cfg->specification);
  EXPECT_EQ(p->cfg->specification->name, "Spec");
}

} // namespace
} // namespace tlacore
