// Traces are read as streams: a long trace is checked in memory bounded by
// the search (not by its length), and a malformed line deep in it is found
// at its line. Measured on the tlacore binary (its peak resident size).
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "trace_test_support.h"

namespace {

struct ChildRun {
  int rc = -1;
  long maxRssKb = 0;
  std::string out;
};

// `tlacore trace` on the Counter model with `trace`, output to a file.
ChildRun runTrace(const std::string &trace) {
  std::string outPath = trace + ".out";
  pid_t pid = fork();
  if (pid == 0) {
    FILE *f = std::freopen(outPath.c_str(), "w", stdout);
    (void)f;
    std::string tla = tracetest::corpusPath("Counter.tla"), cfg = tracetest::corpusPath("Counter.cfg");
    execl(TLACORE_BINARY, TLACORE_BINARY, "trace", tla.c_str(), "-c", cfg.c_str(), "--trace", trace.c_str(), "-w", "1",
          static_cast<char *>(nullptr));
    _exit(127);
  }
  ChildRun r;
  int status = 0;
  struct rusage ru {};
  wait4(pid, &status, 0, &ru);
  r.rc = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.maxRssKb = ru.ru_maxrss;
  std::ifstream in(outPath);
  r.out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return r;
}

// A trace of `lines` steps up and down the counter, each line padded; the
// line `malformed` (0: none) cut short.
std::string writeTrace(const std::string &path, size_t lines, size_t malformed) {
  std::ofstream out(path, std::ios::binary);
  const std::string pad(150, 'p');
  int x = 0;
  for (size_t i = 1; i <= lines; ++i) {
    bool up = x == 0 || (x < 5 && (i / 7) % 2 == 0);
    x += up ? 1 : -1;
    std::string line = std::string("{\"event\": \"") + (up ? "Inc" : "Dec") + "\", \"state\": {\"x\": " +
                       std::to_string(x) + "}, \"seq\": " + std::to_string(i) + ", \"note\": \"" + pad + "\"}";
    if (i == malformed)
      line.resize(line.size() / 2);
    out << line << "\n";
  }
  return path;
}

class TraceStream : public ::testing::Test {
protected:
  void SetUp() override {
    char tmpl[] = "/tmp/tlacore-stream-XXXXXX";
    dir_ = mkdtemp(tmpl);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string dir_;
};

TEST_F(TraceStream, MemoryDoesNotGrowWithTheTraceLength) {
  ChildRun small = runTrace(writeTrace(dir_ + "/small.ndjson", 20'000, 0));
  ChildRun large = runTrace(writeTrace(dir_ + "/large.ndjson", 200'000, 0));
  ASSERT_EQ(small.rc, 0) << small.out;
  ASSERT_EQ(large.rc, 0) << large.out;
  EXPECT_NE(large.out.find("accepted (200000 events"), std::string::npos) << large.out;
  // The large trace is ~38 MB: reading it whole would show. Allow 8 MB of noise.
  EXPECT_LT(large.maxRssKb, small.maxRssKb + 8 * 1024) << "20k lines: " << small.maxRssKb << " KB, 200k lines: "
                                                       << large.maxRssKb << " KB";
}

TEST_F(TraceStream, AMalformedLineDeepInALongTrace) {
  ChildRun r = runTrace(writeTrace(dir_ + "/broken.ndjson", 200'000, 150'001));
  EXPECT_EQ(r.rc, 3) << r.out;
  EXPECT_NE(r.out.find("broken.ndjson:150001:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("malformed JSON"), std::string::npos) << r.out;
}

} // namespace
