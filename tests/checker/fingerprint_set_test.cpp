// FingerprintSet: exactly-once inserts from several threads (in memory, growing, and spilling to disk under tiny
// budgets), the private spill directory, disk failures, and a BFS whose fingerprints spill gives the same counts.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

#include "check_test_helpers.h"
#include "explore/fingerprint_set.h"

namespace tlacore {
namespace {

namespace fs = std::filesystem;
using explore::FingerprintSet;
using explore::FingerprintSetOptions;

// Fingerprints with many repeats: `distinct` random values (with 0, 1 and
// UINT64_MAX among them), each inserted 1..4 times, in a shuffled order.
std::vector<uint64_t> overlappingFingerprints(size_t distinct, uint32_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint64_t> values = {0, 1, UINT64_MAX, UINT64_MAX - 1, 2};
  while (values.size() < distinct)
    values.push_back(rng());
  std::vector<uint64_t> out;
  for (uint64_t v : values)
    for (uint64_t k = 0, n = 1 + rng() % 4; k < n; ++k)
      out.push_back(v);
  std::shuffle(out.begin(), out.end(), rng);
  return out;
}

// Inserts `fps` from `threads` threads (thread t takes every threads-th
// value from offset t, so different threads insert the same fingerprints),
// and checks that each distinct fingerprint was reported new exactly once.
// `before`: fingerprints the set holds already, none of them in `fps`.
void checkExactlyOnce(FingerprintSet &set, const std::vector<uint64_t> &fps, int threads, const std::string &what,
                      size_t before = 0) {
  std::vector<std::vector<uint64_t>> added(threads);
  std::vector<std::thread> pool;
  std::atomic<int> ready{0};
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      ready.fetch_add(1);
      while (ready.load() < threads) {
      }
      for (size_t i = static_cast<size_t>(t); i < fps.size(); i += static_cast<size_t>(threads))
        if (set.insert(fps[i]))
          added[t].push_back(FingerprintSet::canonical(fps[i]));
      // Another thread's share, which that thread may be inserting now.
      for (size_t i = static_cast<size_t>((t + 1) % threads); i < fps.size(); i += static_cast<size_t>(threads))
        if (set.insert(fps[i]))
          added[t].push_back(FingerprintSet::canonical(fps[i]));
    });
  for (auto &th : pool)
    th.join();
  std::unordered_set<uint64_t> reference;
  for (uint64_t fp : fps)
    reference.insert(FingerprintSet::canonical(fp));
  std::unordered_map<uint64_t, int> newCount;
  for (auto &a : added)
    for (uint64_t fp : a)
      ++newCount[fp];
  EXPECT_EQ(newCount.size(), reference.size()) << what;
  size_t twice = 0;
  for (auto &[fp, n] : newCount) {
    twice += n != 1;
    EXPECT_TRUE(reference.count(fp)) << what;
  }
  EXPECT_EQ(twice, 0u) << what << ": fingerprints reported new more than once";
  EXPECT_EQ(set.size(), before + reference.size()) << what;
  for (uint64_t fp : reference) {
    ASSERT_TRUE(set.contains(fp)) << what << " " << fp;
    ASSERT_FALSE(set.insert(fp)) << what << " " << fp;
  }
  std::mt19937_64 rng(99);
  size_t falsePositives = 0;
  for (int i = 0; i < 10000; ++i) {
    uint64_t v = rng() | 0x8000000000000001ull;
    if (!reference.count(FingerprintSet::canonical(v)))
      falsePositives += set.contains(v);
  }
  EXPECT_EQ(falsePositives, 0u) << what;
  EXPECT_EQ(set.size(), before + reference.size()) << what;
}

TEST(FingerprintSet, ZeroCountsAsOneAndTheExtremesAreDistinct) {
  FingerprintSet set;
  EXPECT_TRUE(set.insert(0));
  EXPECT_FALSE(set.insert(1));
  EXPECT_TRUE(set.insert(UINT64_MAX));
  EXPECT_TRUE(set.insert(UINT64_MAX - 1));
  EXPECT_TRUE(set.insert(2));
  EXPECT_FALSE(set.insert(UINT64_MAX));
  EXPECT_EQ(set.size(), 4u);
  EXPECT_EQ(FingerprintSet::canonical(0), 1u);
  EXPECT_EQ(FingerprintSet::canonical(UINT64_MAX), UINT64_MAX);
}

TEST(FingerprintSet, ExactlyOnceInMemoryWhileTablesGrow) {
  for (int threads : {1, 2, 8}) {
    // Few shards that start small: many resizes while the threads insert.
    FingerprintSet set(2);
    std::vector<uint64_t> fps = overlappingFingerprints(200000, 7 + threads);
    checkExactlyOnce(set, fps, threads, "growing, " + std::to_string(threads) + " threads");
    explore::FingerprintSetStats st = set.stats();
    EXPECT_GT(st.resizes, 10u);
    EXPECT_EQ(st.spills, 0u);
    EXPECT_EQ(st.diskBytes, 0u);
    EXPECT_TRUE(st.spillPath.empty());
    set.reclaim();
    EXPECT_LE(set.bytes(), 2u * 1024 * 1024 * 8); // load factor between 1/4 and 1/2
  }
}

TEST(FingerprintSet, ExactlyOnceAcrossManyDiskSpills) {
  for (uint64_t budget : {uint64_t{2048}, uint64_t{64 * 1024}}) {
    for (int threads : {1, 2, 8}) {
      std::string what = "budget " + std::to_string(budget) + ", " + std::to_string(threads) + " threads";
      FingerprintSetOptions o;
      o.memoryBudget = budget;
      FingerprintSet set(o);
      std::vector<uint64_t> fps = overlappingFingerprints(budget == 2048 ? 20000 : 150000, 31 + threads);
      checkExactlyOnce(set, fps, threads, what);
      explore::FingerprintSetStats st = set.stats();
      EXPECT_GT(st.spills, 20u) << what;
      EXPECT_GT(st.onDisk, set.size() / 2) << what;
      EXPECT_EQ(st.diskBytes, st.onDisk * 8) << what;
      EXPECT_GT(st.diskLookups, 0u) << what;
      EXPECT_EQ(st.resizes, 0u) << what;
      EXPECT_TRUE(st.diskError.empty()) << st.diskError;
      // The tables stay within the budget; the page indexes are 1/512 of the files.
      EXPECT_LE(set.bytes(), budget + st.diskBytes / 256 + 64 * 8) << what;
    }
  }
}

TEST(FingerprintSet, SpillDirectoryIsPrivateAndRemoved) {
  fs::path parent = fs::temp_directory_path() / ("fpset-test-" + std::to_string(::getpid()));
  fs::create_directories(parent);
  std::string first, second;
  {
    FingerprintSetOptions o;
    o.memoryBudget = 4096;
    o.spillDir = parent.string();
    FingerprintSet a(o), b(o);
    first = a.stats().spillPath;
    second = b.stats().spillPath;
    EXPECT_NE(first, second);
    EXPECT_EQ(fs::path(first).parent_path(), parent);
    EXPECT_TRUE(fs::is_directory(first));
    for (uint64_t i = 1; i <= 20000; ++i) {
      a.insert(i * 0x51ed27ull);
      b.insert(i);
    }
    EXPECT_GT(a.stats().spills, 0u);
    EXPECT_GT(b.stats().spills, 0u);
    // The files are unlinked as soon as they are made: nothing to leave behind.
    EXPECT_TRUE(fs::is_empty(first));
  }
  EXPECT_FALSE(fs::exists(first));
  EXPECT_FALSE(fs::exists(second));
  EXPECT_TRUE(fs::is_empty(parent));
  fs::remove_all(parent);
}

TEST(FingerprintSet, UnusableSpillDirectoryIsAClearError) {
  FingerprintSetOptions o;
  o.memoryBudget = 4096;
  o.spillDir = "/nonexistent-tlacore-dir/sub";
  try {
    FingerprintSet set(o);
    FAIL() << "no error";
  } catch (const explore::SpillError &e) {
    std::string message = e.what();
    EXPECT_NE(message.find("/nonexistent-tlacore-dir/sub"), std::string::npos) << message;
    EXPECT_NE(message.find("No such file or directory"), std::string::npos) << message;
  }
  // TMPDIR when no directory is given.
  const char *old = std::getenv("TMPDIR");
  std::string saved = old ? old : "";
  ::setenv("TMPDIR", "/nonexistent-tlacore-tmp", 1);
  o.spillDir.clear();
  EXPECT_THROW(FingerprintSet{o}, explore::SpillError);
  if (old)
    ::setenv("TMPDIR", saved.c_str(), 1);
  else
    ::unsetenv("TMPDIR");
  // Without a budget no directory is needed.
  o.memoryBudget = 0;
  o.spillDir = "/nonexistent-tlacore-dir/sub";
  FingerprintSet inMemory(o);
  EXPECT_TRUE(inMemory.insert(5));
  // A directory that exists but cannot be written (not for root, whom permissions do not stop).
  if (::geteuid() != 0) {
    fs::path ro = fs::temp_directory_path() / ("fpset-ro-" + std::to_string(::getpid()));
    fs::create_directories(ro);
    fs::permissions(ro, fs::perms::owner_read | fs::perms::owner_exec);
    o.memoryBudget = 4096;
    o.spillDir = ro.string();
    EXPECT_THROW(FingerprintSet{o}, explore::SpillError);
    fs::permissions(ro, fs::perms::owner_all);
    fs::remove_all(ro);
  }
}

TEST(FingerprintSet, DiskFailingMidRunKeepsTheSetInMemory) {
  for (int threads : {1, 2}) {
    FingerprintSetOptions o;
    o.memoryBudget = 8192;
    FingerprintSet set(o);
    // Spilled already (values unlike the random ones to come).
    size_t before = 20000;
    for (uint64_t i = 1; i <= before; ++i)
      ASSERT_TRUE(set.insert(i << 24 | 0x5a5a5a));
    explore::FingerprintSetStats st = set.stats();
    ASSERT_GT(st.spills, 0u);
    // The directory disappears: the next spill cannot make its file.
    fs::remove_all(st.spillPath);
    std::vector<uint64_t> fps = overlappingFingerprints(60000, 5);
    checkExactlyOnce(set, fps, threads, "disk gone, " + std::to_string(threads) + " threads", before);
    for (uint64_t i = 1; i <= before; ++i)
      ASSERT_FALSE(set.insert(i << 24 | 0x5a5a5a)) << i;
    st = set.stats();
    EXPECT_NE(st.diskError.find("cannot create the fingerprint set's disk file"), std::string::npos) << st.diskError;
    EXPECT_GT(st.resizes, 0u);
  }
}

TEST(FingerprintSet, ReserveMakesRoomWithoutChangingContents) {
  FingerprintSet set(4);
  for (uint64_t i = 0; i < 1000; ++i)
    set.insert(i * 7919);
  set.reserve(1 << 20);
  EXPECT_GE(set.bytes(), (uint64_t{1} << 20) * 2 * 8);
  uint64_t resizes = set.stats().resizes;
  for (uint64_t i = 0; i < 1000; ++i)
    EXPECT_FALSE(set.insert(i * 7919));
  for (uint64_t i = 1000; i < 100000; ++i)
    EXPECT_TRUE(set.insert(i * 7919));
  EXPECT_EQ(set.stats().resizes, resizes);
  EXPECT_EQ(set.size(), 100000u); // i = 0 is stored as 1, which no other i gives
}

// A breadth-first search whose fingerprints spill to disk many times finds
// the same states as one that keeps them in memory.
TEST(FingerprintSet, BfsWithATinyBudgetGivesTheSameCounts) {
  std::string dir = std::string(TLACORE_SOURCE_DIR) + "/corpus/bfs_features/";
  for (int workers : {1, 2}) {
    explore::CheckOptions plain;
    plain.workers = workers;
    checktest::CheckRun base = checktest::checkFiles(dir + "BigGrid.tla", dir + "BigGridSmall.cfg", plain);
    ASSERT_EQ(base.stage, checktest::Stage::Loaded) << base.problem;
    explore::CheckOptions spilling = plain;
    spilling.fingerprintBudgetBytes = 16 * 1024;
    checktest::CheckRun run = checktest::checkFiles(dir + "BigGrid.tla", dir + "BigGridSmall.cfg", spilling);
    EXPECT_EQ(run.result.outcome, base.result.outcome);
    EXPECT_EQ(run.result.distinct, base.result.distinct);
    EXPECT_EQ(run.result.generated, base.result.generated);
    EXPECT_EQ(run.result.depth, base.result.depth);
    EXPECT_EQ(run.result.fingerprints.distinct, base.result.distinct);
    EXPECT_GT(run.result.fingerprints.spills, 10u);
    EXPECT_EQ(base.result.fingerprints.spills, 0u);
    EXPECT_FALSE(run.result.fingerprints.spillPath.empty());
    EXPECT_FALSE(fs::exists(run.result.fingerprints.spillPath)); // gone with the search
  }
}

// Through the engine: a spill directory that cannot be made ends the run
// with an error that names it (exit code 255), before any search.
TEST(FingerprintSet, EngineReportsAnUnusableSpillDirectory) {
  std::string dir = std::string(TLACORE_SOURCE_DIR) + "/corpus/bfs_features/";
  checktest::LoadedSpec spec = checktest::loadFiles(dir + "BigGrid.tla", dir + "BigGridSmall.cfg");
  ASSERT_EQ(spec.stage, checktest::Stage::Loaded) << spec.problem;
  engine::RunOptions o;
  o.format = engine::TextFormat::Silent;
  o.fingerprintBudgetBytes = 1 << 20;
  o.spillDir = "/nonexistent-tlacore-dir";
  engine::RunResult r = engine::run(*spec.handle, o);
  EXPECT_EQ(r.exitCode, 255);
  EXPECT_EQ(r.outcome, "error");
  EXPECT_NE(r.message.find("/nonexistent-tlacore-dir"), std::string::npos) << r.message;
  o.spillDir.clear();
  r = engine::run(*spec.handle, o);
  EXPECT_EQ(r.exitCode, 0) << r.message;
  EXPECT_EQ(r.distinct, 41 * 41 * 41);
}

} // namespace
} // namespace tlacore
