// --max-memory with the disk-backed queue and state records
// (checker/explore/frontier_store.h, state_records.h): a level whose
// frontier alone passes the bound, and a violation found after the records
// passed it, finish as the unbounded run does (counts, depth, trace), at 1
// and 2 workers, within 10% of the bound, having written to disk.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>

namespace {

constexpr uint64_t MiB = uint64_t{1} << 20;

const std::string kDir = std::string(TLACORE_SOURCE_DIR) + "/corpus/bfs_features";

// The number after `"key":` in a JSON report (the first one), or -1.
int64_t jsonNumber(const std::string &json, const std::string &key) {
  size_t at = json.find("\"" + key + "\":");
  if (at == std::string::npos)
    return -1;
  return std::stoll(json.substr(at + key.size() + 3));
}

// The JSON report's "trace" array, as text.
std::string jsonTrace(const std::string &json) {
  size_t at = json.find("\"trace\":");
  if (at == std::string::npos)
    return "";
  size_t end = json.find("\"stuttering\"", at); // the next key
  return json.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

clirun::LimitedResult check(const std::string &cfg, const std::string &tla, const std::string &workers,
                            const std::string &bound) {
  clirun::Limits limits;
  limits.addressSpaceBytes = size_t{16} << 30;
  limits.timeoutSeconds = 120;
  std::vector<std::string> args = {"check", "--no-progress", "--json", "-w", workers, "-c", cfg, tla};
  if (!bound.empty()) {
    args.insert(args.begin() + 1, bound);
    args.insert(args.begin() + 1, "--max-memory");
  }
  return clirun::runLimited(kDir, args, limits);
}

void expectSameRun(const clirun::LimitedResult &r, const clirun::LimitedResult &free, const std::string &what) {
  for (const char *key : {"statesGenerated", "distinctStates", "depth", "statesLeftOnQueue", "initialStates"})
    EXPECT_EQ(jsonNumber(r.out, key), jsonNumber(free.out, key)) << what << key << "\n" << r.out;
}

TEST(MaxMemoryDisk, ALevelWiderThanTheBoundFinishesWithTheUnboundedCounts) {
  const uint64_t bound = 32 * MiB;
  clirun::LimitedResult free = check("WideLevel.cfg", "WideLevel.tla", "1", "");
  ASSERT_EQ(free.rc, 0) << free.out;
  ASSERT_GT(jsonNumber(free.out, "distinctStates"), 300000) << free.out;
  EXPECT_GT(free.peakResidentBytes, 2 * bound) << "WideLevel no longer passes the bound: pick a wider level";
  for (const char *workers : {"1", "2"}) {
    clirun::LimitedResult r = check("WideLevel.cfg", "WideLevel.tla", workers, "32M");
    std::string what = std::string("WideLevel, workers ") + workers + ": ";
    EXPECT_EQ(r.termSignal, 0) << what << r.out;
    EXPECT_EQ(r.rc, 0) << what << r.out;
    expectSameRun(r, free, what);
    EXPECT_GT(jsonNumber(r.out, "spilledStates"), 100000) << what << "the queue did not go to disk\n" << r.out;
    EXPECT_LE(r.peakResidentBytes, bound + bound / 10)
        << what << "peak " << (r.peakResidentBytes >> 20) << " MB against a bound of 32 MB";
  }
}

TEST(MaxMemoryDisk, AViolationFoundAfterTheRecordsWentToDiskHasTheUnboundedTrace) {
  const uint64_t bound = 32 * MiB;
  clirun::LimitedResult free = check("DeepTrace.cfg", "DeepTrace.tla", "1", "");
  ASSERT_EQ(free.rc, 12) << free.out; // TLC's exit code for a violated invariant
  std::string trace = jsonTrace(free.out);
  ASSERT_NE(trace.find("777"), std::string::npos) << free.out;
  for (const char *workers : {"1", "2"}) {
    clirun::LimitedResult r = check("DeepTrace.cfg", "DeepTrace.tla", workers, "32M");
    std::string what = std::string("DeepTrace, workers ") + workers + ": ";
    EXPECT_EQ(r.termSignal, 0) << what << r.out;
    EXPECT_EQ(r.rc, 12) << what << r.out;
    // The counts at a violation depend on how far the other worker got (as
    // without a bound); the depth and the trace do not.
    if (std::string(workers) == "1")
      expectSameRun(r, free, what);
    EXPECT_EQ(jsonNumber(r.out, "depth"), jsonNumber(free.out, "depth")) << what;
    if (std::string(workers) == "1") {
      EXPECT_EQ(jsonTrace(r.out), trace) << what;
    } else {
      // With 2 workers another parent of a state may be recorded first (as
      // in TLC): a trace as short, to the same violating state.
      std::string got = jsonTrace(r.out);
      auto steps = [](const std::string &t) {
        size_t n = 0;
        for (size_t at = t.find("\"number\""); at != std::string::npos; at = t.find("\"number\"", at + 1))
          ++n;
        return n;
      };
      auto last = [](const std::string &t) { return t.substr(t.rfind("\"variables\"")); };
      EXPECT_EQ(steps(got), steps(trace)) << what << got;
      EXPECT_EQ(last(got), last(trace)) << what << got;
    }
    EXPECT_GT(jsonNumber(r.out, "stateRecordDiskBytes"), 0) << what << "the records stayed in memory\n" << r.out;
    EXPECT_LE(r.peakResidentBytes, bound + bound / 10)
        << what << "peak " << (r.peakResidentBytes >> 20) << " MB against a bound of 32 MB";
  }
}

} // namespace
