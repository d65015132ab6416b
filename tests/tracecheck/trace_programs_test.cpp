// The demo programs' traces (contract C1's manifest corpus/trace-programs/index.tsv,
// written by the trace-programs work): `tlacore trace` gives every row's
// expected verdict and failing line, against the correct and the wrong models.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "../tools/cli_run.h"
#include "trace_test_support.h"

namespace {

TEST(TracePrograms, EveryRowOfTheManifest) {
  const std::string root = std::string(TLACORE_SOURCE_DIR) + "/corpus/trace-programs";
  std::ifstream index(root + "/index.tsv");
  if (!index)
    GTEST_SKIP() << root << "/index.tsv does not exist (yet): no demo program traces to check";
  std::string line;
  size_t rows = 0;
  while (std::getline(index, line)) {
    if (line.empty() || line.rfind("program\t", 0) == 0)
      continue;
    std::istringstream fields(line);
    std::string program, tla, cfg, trace, expected, failing;
    std::getline(fields, program, '\t');
    std::getline(fields, tla, '\t');
    std::getline(fields, cfg, '\t');
    std::getline(fields, trace, '\t');
    std::getline(fields, expected, '\t');
    std::getline(fields, failing, '\t');
    ++rows;
    clirun::Result r = clirun::runIn(root, "trace '" + tla + "' -c '" + cfg + "' --trace '" + trace + "' --json -w 1");
    std::string where = tla + " on " + trace;
    nlohmann::json o;
    try {
      o = nlohmann::json::parse(r.out);
    } catch (const std::exception &) {
      ADD_FAILURE() << where << ": not JSON:\n" << r.out;
      continue;
    }
    EXPECT_EQ(o["verdict"], expected) << where;
    EXPECT_EQ(r.rc, expected == "accept" ? 0 : 1) << where;
    if (expected == "accept")
      EXPECT_TRUE(o["failing_line"].is_null()) << where;
    else
      EXPECT_EQ(o["failing_line"], std::stoul(failing)) << where;
  }
  EXPECT_GT(rows, 0u);
}

} // namespace
