// -coverage and LET definitions in an action: TLC 1.8.0 counts a
// definition's body below each use of it, once per evaluation of that use.
// Its LazyValue reuses a value only in the states it was computed in
// (LazyValue.getCachedValue compares the state and the partial next state),
// so once a primed variable has been assigned since, a use evaluates the
// body again, and counts it there. Checked on TLC's own coverage report of
// a SysMoBench model (../shared/reference/sysmobench): the action
// HandleRequestVoteRequest of raftkvs (gpt5) binds eleven definitions
// (lines 163-188) and uses newTerm, vf1, grant, ... several times, before
// and after its assignments; every line of their bodies, with its depth
// and count, in both reports (the final progress report's and the
// summary's).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "cli_run.h"

namespace {

// The lines of the coverage reports after the first (-tool output) whose
// location starts on lines 164 to 188 (the LET definitions' bodies).
std::string letBodyLines(const std::string &out) {
  std::istringstream in(out);
  std::string line, kept;
  int reports = 0;
  static const std::regex body(R"(^  \|*line (16[4-9]|17[0-9]|18[0-8]), )");
  while (std::getline(in, line)) {
    if (line.find("@!@!@STARTMSG 2201") != std::string::npos)
      ++reports;
    if (reports >= 2 && std::regex_search(line, body))
      kept += line + "\n";
  }
  return kept;
}

TEST(TlcLetCoverage, ADefinitionsBodyIsCountedBelowEachUseAsTlcCountsIt) {
  const std::string shared = TLACORE_SHARED_DIR;
  std::ifstream ref(shared + "/reference/sysmobench/models_raftkvs_gpt5_raftkvs.sim.out");
  if (!ref)
    GTEST_SKIP() << "no TLC reference in " << shared;
  std::stringstream want;
  want << ref.rdbuf();
  clirun::Result r = clirun::runIn(shared + "/sysmobench/models/raftkvs/gpt5",
                                   "tlc -tool -coverage 1 -simulate num=50 -depth 50 -seed 1 -deadlock -config "
                                   "raftkvs.cfg raftkvs.tla");
  std::string w = letBodyLines(want.str()), g = letBodyLines(r.out);
  ASSERT_GE(std::count(w.begin(), w.end(), '\n'), 40) << "the reference no longer has the lines";
  EXPECT_EQ(g, w);
}

} // namespace
