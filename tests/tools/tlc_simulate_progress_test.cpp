// `tlacore tlc -simulate`'s progress report as TLC 1.8.0's Simulator gives
// it (message 2209): "Progress: N states checked, T traces generated (trace
// length: mean=M, var(x)=V, sd=S)", in -tool mode "Progress(T) at DATE: N
// states generated, -1 distinct states found, -1 states left on queue.";
// periodic (as often as the model checker's progress lines, --progress=S
// in tests) and once more at the end, before TLC's summary; the lengths'
// statistics in TLC's integer Welford arithmetic (TraceLengthStats, its
// unit test in tests/checker), checked against TLC's own output on
// ../shared/reference.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

size_t countOf(const std::string &text, const std::string &needle) {
  size_t n = 0;
  for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1))
    ++n;
  return n;
}

std::string readFile(const std::string &path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Behaviours of a fixed length: x counts up without end.
const std::vector<std::pair<std::string, std::string>> kCount = {
    {"Count.tla", "---- MODULE Count ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x' = x + 1\n====\n"},
    {"Count.cfg", "INIT Init\nNEXT Next\n"}};

// Behaviours of random lengths: x goes up by 1 or 2 and stops at 9 or 10
// (run with -deadlock), so the lengths' mean and variance move.
const std::vector<std::pair<std::string, std::string>> kJumps = {
    {"Jumps.tla", "---- MODULE Jumps ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                  "Next == x < 9 /\\ \\E d \\in {1, 2} : x' = x + d\n====\n"},
    {"Jumps.cfg", "INIT Init\nNEXT Next\n"}};

// Without --progress (stdout is no terminal) only the final report: its
// counts, then TLC's summary.
TEST(TlcSimulateProgress, FinalReportPlain) {
  SpecDir dir(kCount);
  clirun::Result r = dir.run("tlc -simulate num=5 -depth 10 -seed 1 Count.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  // 1 initial state + 5 behaviours of 10 steps; each 10 states long (min(depth, level 11)).
  EXPECT_NE(r.out.find("Progress: 51 states checked, 5 traces generated (trace length: mean=10, var(x)=0, sd=0)\n"
                       "The number of states generated: 51\nSimulation using seed 1 and aril 0\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(countOf(r.out, "Progress"), 1u) << r.out;
  EXPECT_EQ(r.out.find("Progress("), std::string::npos) << r.out; // the -tool form only with -tool
  std::regex finished(R"(\nFinished in \d\ds at \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\)\n)");
  EXPECT_TRUE(std::regex_search(r.out, finished)) << r.out;
}

// -tool: the final report and the summary's repetition, in TLC's framing.
TEST(TlcSimulateProgress, FinalReportTool) {
  SpecDir dir(kCount);
  clirun::Result r = dir.run("tlc -tool -simulate num=5 -depth 10 -seed 1 Count.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  std::regex report(R"(@!@!@STARTMSG 2209:0 @!@!@\nProgress\(5\) at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d: 51 states )"
                    R"(generated, -1 distinct states found, -1 states left on queue\.\n@!@!@ENDMSG 2209 @!@!@\n)");
  auto begin = std::sregex_iterator(r.out.begin(), r.out.end(), report);
  EXPECT_EQ(std::distance(begin, std::sregex_iterator()), 2) << r.out;
  EXPECT_NE(r.out.find("@!@!@STARTMSG 2210:0 @!@!@\nThe number of states generated: 51\n"
                       "Simulation using seed 1 and aril 0\n@!@!@ENDMSG 2210 @!@!@\n"
                       "@!@!@STARTMSG 2186:0 @!@!@\nFinished in "),
            std::string::npos)
      << r.out;
  std::regex finished(R"(\nFinished in \d+ms at )");
  EXPECT_TRUE(std::regex_search(r.out, finished)) << r.out;
}

// Periodic reports with the interval injected (--progress=S, as the model
// checker's): several while the behaviours run, counts never going down,
// the last one the final report; with one worker and several.
TEST(TlcSimulateProgress, PeriodicReports) {
  SpecDir dir(kJumps);
  for (const char *workers : {"1", "2"}) {
    SCOPED_TRACE(workers);
    clirun::Result r =
        dir.run(std::string("tlc --progress=0.0001 -workers ") + workers + " -deadlock -simulate num=20000 -seed 3 Jumps.tla");
    EXPECT_EQ(r.rc, 0) << r.out.substr(0, 2000);
    std::regex line(R"(Progress: (\d+) states checked, (\d+) traces generated \(trace length: mean=(\d+), )"
                    R"(var\(x\)=(\d+), sd=(\d+)\)\n)");
    std::vector<std::pair<uint64_t, uint64_t>> seen;
    for (auto it = std::sregex_iterator(r.out.begin(), r.out.end(), line); it != std::sregex_iterator(); ++it)
      seen.emplace_back(std::stoull((*it)[1]), std::stoull((*it)[2]));
    ASSERT_GE(seen.size(), 3u) << r.out.substr(0, 2000);
    for (size_t i = 1; i < seen.size(); ++i) {
      EXPECT_LE(seen[i - 1].first, seen[i].first);
      EXPECT_LE(seen[i - 1].second, seen[i].second);
    }
    EXPECT_EQ(seen.back().second, 20000u * (workers[0] == '2' ? 2u : 1u)); // num=N per worker
    // The last report is the final one, just before the summary.
    EXPECT_NE(r.out.find(")\nThe number of states generated: " + std::to_string(seen.back().first) + "\n"),
              std::string::npos);
  }
  // Off unless asked for (stdout is no terminal here): the final report only.
  clirun::Result quiet = dir.run("tlc -deadlock -simulate num=20000 -seed 3 Jumps.tla");
  EXPECT_EQ(countOf(quiet.out, "Progress: "), 1u);
  // -tool: periodic reports framed as TLC frames message 2209.
  clirun::Result tool = dir.run("tlc -tool --progress=0.0001 -deadlock -simulate num=20000 -seed 3 Jumps.tla");
  EXPECT_GE(countOf(tool.out, "@!@!@STARTMSG 2209:0 @!@!@\nProgress("), 3u) << tool.out.substr(0, 2000);
}

// The final report's lengths do not depend on the number of workers'
// timing: the behaviours are numbered across the workers and taken in order.
TEST(TlcSimulateProgress, FinalReportSameEachRunWithSeveralWorkers) {
  SpecDir dir(kJumps);
  std::regex line(R"(Progress: \d+ states checked, \d+ traces generated \(trace length: [^\n]*\)\n)");
  std::string first;
  for (int run = 0; run < 3; ++run) {
    clirun::Result r = dir.run("tlc -workers 2 -deadlock -simulate num=3000 -seed 11 Jumps.tla");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(r.out, m, line)) << r.out;
    if (run == 0)
      first = m.str();
    EXPECT_EQ(m.str(), first);
  }
}

// TLC's own closing lines after a violation (../shared/reference/examples,
// plain output): the summary, the final progress report, the finish, in
// TLC's words. (The counts differ: TLC's worker goes on generating
// behaviours for as long as the main thread takes to print the trace.)
TEST(TlcSimulateProgress, ClosingLinesAfterAViolationAreTlcs) {
  std::string shared = TLACORE_SHARED_DIR;
  std::string want = readFile(shared + "/reference/examples/ewd840_EWD840_anim.cfg.txt");
  if (want.empty())
    GTEST_SKIP() << "no TLC reference in " << shared << "/reference/examples";
  auto closing = [](const std::string &out) {
    size_t b = out.find("The number of states generated:");
    std::string tail = b == std::string::npos ? std::string() : out.substr(b);
    tail = std::regex_replace(tail, std::regex(R"(\(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\))"), "(T)");
    return std::regex_replace(tail, std::regex(R"(\d+)"), "N");
  };
  clirun::Result r = clirun::runIn(shared + "/corpus/examples/ewd840",
                                   "tlc -workers 1 -simulate num=100 -seed 7365976234309833740 "
                                   "-config EWD840_anim.cfg EWD840_anim.tla");
  EXPECT_EQ(r.rc, 12);
  EXPECT_EQ(closing(r.out), closing(want));
  EXPECT_EQ(closing(want), "The number of states generated: N\nSimulation using seed N and aril N\n"
                           "Progress: N states checked, N traces generated (trace length: mean=N, var(x)=N, sd=N)\n"
                           "Finished in Ns at (T)\n");
}

// The runtime metric's simulations (../shared/reference/sysmobench-runtime,
// -tool -coverage 1): the messages after the initial states in TLC's order
// (progress, coverage, coverage again, progress, summary, finish) and
// TLC's counts in them.
TEST(TlcSimulateProgress, ToolMessagesMatchTlcsRuntimeReference) {
  std::string shared = TLACORE_SHARED_DIR;
  std::string want = readFile(shared + "/reference/sysmobench-runtime/locksvc_claude/seed1.out");
  if (want.empty())
    GTEST_SKIP() << "no TLC reference in " << shared << "/reference/sysmobench-runtime";
  // The codes and texts of the messages from 2190 on, without coverage
  // lines and times.
  auto messages = [](const std::string &out) {
    std::string kept;
    std::regex msg(R"(@!@!@STARTMSG (\d+):\d @!@!@\n([^@]*)@!@!@ENDMSG)");
    bool on = false;
    for (auto it = std::sregex_iterator(out.begin(), out.end(), msg); it != std::sregex_iterator(); ++it) {
      std::string code = (*it)[1], text = (*it)[2];
      on = on || code == "2190";
      if (!on || code == "2221" || (code >= "2772" && code <= "2778"))
        continue;
      text = std::regex_replace(text, std::regex(R"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d|\d+ms)"), "T");
      kept += code + ": " + text;
    }
    return kept;
  };
  clirun::Result r = clirun::runIn(shared + "/sysmobench/models/locksvc/claude",
                                   "tlc -tool -coverage 1 -simulate num=50 -depth 50 -seed 1 -deadlock "
                                   "-config locksvc.cfg locksvc.tla");
  EXPECT_EQ(r.rc, 0) << r.out.substr(0, 3000);
  EXPECT_EQ(messages(r.out), messages(want));
  EXPECT_NE(messages(want).find("2209: Progress(50) at T: 2501 states generated"), std::string::npos);
}

} // namespace
