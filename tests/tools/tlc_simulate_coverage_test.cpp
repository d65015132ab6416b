// `tlacore tlc -simulate -coverage N`: the coverage report as TLC 1.8.0's
// Simulator prints it. Its ProgressReport thread prints the coverage with a
// progress report each time its count of reports (N minutes over the
// progress interval; 0 with -coverage 0) has run down to 1 or less, then
// starts the count again; at the end the final progress report and the
// coverage, and the coverage again in printSummary. The interval is
// injected (--progress=S) as in tlc_simulate_progress_test.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

// Behaviours of random lengths (run with -deadlock).
const std::vector<std::pair<std::string, std::string>> kJumps = {
    {"Jumps.tla", "---- MODULE Jumps ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                  "Next == x < 9 /\\ \\E d \\in {1, 2} : x' = x + d\n====\n"},
    {"Jumps.cfg", "INIT Init\nNEXT Next\n"}};

// The reports in order: 'P' a progress report, 'C' a coverage report, with
// the Next row's generated count of each coverage report.
struct Reports {
  std::string order;
  std::vector<uint64_t> nextGenerated;
};

Reports reports(const std::string &out) {
  Reports r;
  std::regex item(R"((Progress: \d+ states checked)|(The coverage statistics at)|(<Next line [^>]*>: \d+:(\d+)))");
  for (auto it = std::sregex_iterator(out.begin(), out.end(), item); it != std::sregex_iterator(); ++it) {
    if ((*it)[1].matched)
      r.order += 'P';
    else if ((*it)[2].matched)
      r.order += 'C';
    else
      r.nextGenerated.push_back(std::stoull((*it)[4]));
  }
  return r;
}

// -coverage 0: the coverage with every progress report, counts never going
// down, the last two the final report's and printSummary's (the same).
TEST(TlcSimulateCoverage, CoverageZeroReportsWithEveryProgressReport) {
  SpecDir dir(kJumps);
  for (const char *workers : {"1", "2"}) {
    SCOPED_TRACE(workers);
    clirun::Result r = dir.run(std::string("tlc --progress=0.0001 -coverage 0 -workers ") + workers +
                               " -deadlock -simulate num=20000 -seed 3 Jumps.tla");
    EXPECT_EQ(r.rc, 0) << r.out.substr(0, 2000);
    Reports rep = reports(r.out);
    ASSERT_GE(rep.order.size(), 6u) << r.out.substr(0, 3000);
    // P C P C ... P C C: each progress report followed by the coverage, and the summary's.
    std::string want;
    for (size_t i = 0; i + 1 < rep.order.size(); i += 2)
      want += "PC";
    want += "C";
    EXPECT_EQ(rep.order, want) << r.out.substr(0, 3000);
    ASSERT_EQ(rep.nextGenerated.size(), std::count(rep.order.begin(), rep.order.end(), 'C'));
    for (size_t i = 1; i < rep.nextGenerated.size(); ++i)
      EXPECT_LE(rep.nextGenerated[i - 1], rep.nextGenerated[i]);
    EXPECT_EQ(rep.nextGenerated[rep.nextGenerated.size() - 2], rep.nextGenerated.back());
  }
}

// -coverage 1 with progress reports far more often than a minute: none of
// them comes with the coverage (TLC's count of 1 min / interval), only the
// final report and printSummary do.
TEST(TlcSimulateCoverage, CoverageEveryMinuteNotWithEachProgressReport) {
  SpecDir dir(kJumps);
  clirun::Result r = dir.run("tlc --progress=0.0001 -coverage 1 -deadlock -simulate num=20000 -seed 3 Jumps.tla");
  EXPECT_EQ(r.rc, 0) << r.out.substr(0, 2000);
  Reports rep = reports(r.out);
  ASSERT_GE(rep.order.size(), 5u) << r.out.substr(0, 3000);
  EXPECT_EQ(rep.order.substr(rep.order.size() - 3), "PCC") << rep.order;
  EXPECT_EQ(std::count(rep.order.begin(), rep.order.end(), 'C'), 2) << rep.order;
}

} // namespace
