// corpus/agreement: protocol-style specs users bring (broadcast, causal
// multicast with VectorClocks, quorum register, leader election with
// Functions/SequencesExt/FiniteSetsExt/Bags/BagsExt, trace validation with
// TLCExt/Json/IOUtils, ...), run through `tlacore tlc` and compared with
// TLC's exit code and counts (MANIFEST), and with their inlined twins.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

const std::string kDir = std::string(TLACORE_SOURCE_DIR) + "/corpus/agreement";

struct Entry {
  std::string spec, cfg;
  int exit = 0;
  uint64_t generated = 0, distinct = 0;
  std::string env;                  // NAME=value for the run, or empty
  std::string oracleSpec, oracleCfg; // the inlined twin, or empty
  std::string name;
};

void PrintTo(const Entry &e, std::ostream *os) { *os << e.name; }

std::vector<Entry> manifest() {
  std::vector<Entry> out;
  std::ifstream in(kDir + "/MANIFEST");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#')
      continue;
    std::istringstream ss(line);
    Entry e;
    ss >> e.spec >> e.cfg >> e.exit >> e.generated >> e.distinct;
    for (std::string extra; ss >> extra;) {
      if (extra.rfind("oracle=", 0) == 0) {
        size_t comma = extra.find(',');
        e.oracleSpec = extra.substr(7, comma - 7);
        e.oracleCfg = extra.substr(comma + 1);
      } else {
        e.env = extra;
      }
    }
    e.name = e.spec.substr(0, e.spec.find('.')) + "_" + e.cfg.substr(0, e.cfg.find('.'));
    if (!e.env.empty())
      e.name += "_" + std::regex_replace(e.env.substr(e.env.find('=') + 1), std::regex("[^A-Za-z0-9]"), "_");
    out.push_back(e);
  }
  return out;
}

struct Outcome {
  int exit = -1;
  uint64_t generated = 0, distinct = 0;
  std::string out;
};

// `tlacore tlc` on spec/cfg, in a copy of the corpus (TLC writes its
// metadata next to the spec).
Outcome run(const std::string &dir, const std::string &spec, const std::string &cfg, const std::string &env) {
  Outcome o;
  clirun::Result r = clirun::shell("cd '" + dir + "' && " + (env.empty() ? "" : "env '" + env + "' ") + "'" +
                                   TLACORE_BINARY + "' tlc -workers 1 -config " + cfg + " " + spec + " 2>&1");
  o.exit = r.rc;
  o.out = r.out;
  std::smatch m;
  if (std::regex_search(r.out, m, std::regex(R"((\d+) states generated, (\d+) distinct states found)"))) {
    o.generated = std::stoull(m[1]);
    o.distinct = std::stoull(m[2]);
  }
  return o;
}

class AgreementCorpus : public testing::TestWithParam<Entry> {
protected:
  void SetUp() override {
    char tmpl[] = "/tmp/tlacore-agreement-XXXXXX";
    ASSERT_TRUE(mkdtemp(tmpl));
    dir_ = tmpl;
    std::filesystem::copy(kDir, dir_, std::filesystem::copy_options::recursive);
  }
  void TearDown() override {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  std::string dir_;
};

TEST_P(AgreementCorpus, TlcExitCodeAndCounts) {
  const Entry &e = GetParam();
  Outcome got = run(dir_, e.spec, e.cfg, e.env);
  SCOPED_TRACE(got.out);
  EXPECT_EQ(got.exit, e.exit);
  EXPECT_EQ(got.generated, e.generated);
  EXPECT_EQ(got.distinct, e.distinct);
  if (!e.oracleSpec.empty()) {
    Outcome oracle = run(dir_, e.oracleSpec, e.oracleCfg, e.env);
    SCOPED_TRACE("the inlined twin:\n" + oracle.out);
    EXPECT_EQ(oracle.exit, e.exit);
    EXPECT_EQ(oracle.generated, e.generated);
    EXPECT_EQ(oracle.distinct, e.distinct);
  }
}

INSTANTIATE_TEST_SUITE_P(Specs, AgreementCorpus, testing::ValuesIn(manifest()),
                         [](const testing::TestParamInfo<Entry> &i) { return i.param.name; });

TEST(AgreementCorpusManifest, ListsTenSpecsOrMore) {
  std::vector<Entry> all = manifest();
  std::set<std::string> specs;
  for (const Entry &e : all)
    specs.insert(e.spec);
  EXPECT_GE(specs.size(), 10u);
}

} // namespace
