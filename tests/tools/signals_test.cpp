// SIGINT and SIGTERM midway through a search, with stdout redirected to a
// file: the run stops cleanly, everything printed so far is in the file
// (each message is flushed), the counts so far and a line saying the run
// was interrupted are printed, and the exit status is the signal's (130, 143).
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "cli_run.h"

namespace {

std::string readAll(const std::string &path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(Signals, InterruptAndTerminateStopCleanlyWithTheCountsSoFar) {
  const std::string dir = std::string(TLACORE_SOURCE_DIR) + "/corpus/bfs_features";
  const std::string out = ::testing::TempDir() + "tlacore_signal_out.txt";
  struct Case {
    std::string signal, command;
    int status;
  };
  for (const Case &c : {Case{"INT", "tlc -workers 2 -config BigGrid.cfg BigGrid.tla", 130},
                        Case{"TERM", "check -w 1 -c BigGrid.cfg BigGrid.tla", 143},
                        Case{"INT", "tlc -simulate -depth 100000 -config BigGrid.cfg BigGrid.tla", 130}}) {
    // BigGrid's 1.77M states take seconds; the signal comes after 0.7 s.
    std::string cmd = "cd '" + dir + "' && timeout --preserve-status -s " + c.signal + " 0.7 '" + TLACORE_BINARY +
                      "' " + c.command + " > '" + out + "' 2>&1; echo $?";
    FILE *p = popen(cmd.c_str(), "r");
    ASSERT_NE(p, nullptr);
    char buf[64] = {0};
    size_t n = fread(buf, 1, sizeof buf - 1, p);
    pclose(p);
    int status = std::atoi(std::string(buf, n).c_str());
    std::string text = readAll(out);
    EXPECT_EQ(status, c.status) << c.command << "\n" << text;
    EXPECT_NE(text.find("The run was interrupted"), std::string::npos) << c.command << "\n" << text;
    EXPECT_NE(text.find("states generated"), std::string::npos) << c.command << "\n" << text;
  }
}

// A run inside one long evaluation (an ASSUME that builds no set) stops
// cleanly soon after the signal too, well before the watchdog's grace period
// (InterruptWatchdog, the last resort): evaluation steps look at the halt
// flag once it is set (value/interrupt.h).
TEST(Signals, ALongAssumeStopsCleanlyOnASignal) {
  const std::string dir = std::string(TLACORE_SOURCE_DIR) + "/corpus/bfs_features";
  const std::string out = ::testing::TempDir() + "tlacore_signal_grace.txt";
  std::string cmd = "cd '" + dir + "' && timeout --preserve-status -k 30 -s TERM 0.5 '" + TLACORE_BINARY +
                    "' tlc -config LongAssume.cfg LongAssume.tla > '" + out + "' 2>&1; echo $?";
  auto started = std::chrono::steady_clock::now();
  FILE *p = popen(cmd.c_str(), "r");
  ASSERT_NE(p, nullptr);
  char buf[64] = {0};
  size_t n = fread(buf, 1, sizeof buf - 1, p);
  pclose(p);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::string text = readAll(out);
  EXPECT_EQ(std::atoi(std::string(buf, n).c_str()), 143) << text;
  EXPECT_NE(text.find("The run was interrupted"), std::string::npos) << text;
  EXPECT_EQ(text.find("did not reach a point where it could stop"), std::string::npos) << text;
  // The ASSUME alone takes minutes; -k 30 would kill with 137.
  EXPECT_LT(seconds, 25.0) << text;
}

} // namespace
