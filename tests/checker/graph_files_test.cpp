// The liveness graph's files (live::GraphFiles, live::MappedArray): an
// array in a file reads back what was written after its pages left memory,
// grows like a vector, and the pager keeps far less of it resident than was
// written; the files' directory is private and gone at the end.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include <unistd.h>

#include "live/mapped_array.h"

namespace tlacore::live {
namespace {

uint64_t residentFileBytes() {
  std::FILE *f = std::fopen("/proc/self/statm", "r");
  unsigned long long size = 0, resident = 0, shared = 0;
  if (!f)
    return 0;
  int n = std::fscanf(f, "%llu %llu %llu", &size, &resident, &shared);
  std::fclose(f);
  return n == 3 ? shared * static_cast<uint64_t>(sysconf(_SC_PAGESIZE)) : 0;
}

TEST(GraphFiles, AnArrayInAFileReadsBackWhatWasWrittenAfterItsPagesLeftMemory) {
  std::string dir;
  {
    GraphFiles files("", 0);
    dir = files.path();
    EXPECT_TRUE(std::filesystem::is_directory(dir));
    MappedArray<uint64_t> a;
    a.push_back(7);
    a.useFiles(&files); // the contents move with it
    EXPECT_TRUE(a.onDisk());
    for (uint64_t i = 1; i < 1000000; ++i) {
      a.push_back(i * 2654435761u);
      if (i % 100000 == 0)
        files.trim();
    }
    files.trim();
    ASSERT_EQ(a.size(), 1000000u);
    EXPECT_EQ(a[0], 7u);
    for (uint64_t i = 1; i < a.size(); ++i)
      ASSERT_EQ(a[i], i * 2654435761u) << i;
    a.resize(1500000, 5);
    files.trim();
    EXPECT_EQ(a[1499999], 5u);
    EXPECT_EQ(a[999999], uint64_t(999999) * 2654435761u);
    EXPECT_GE(files.peakFileBytes(), 1500000u * sizeof(uint64_t));
    MappedArray<uint64_t> moved = std::move(a);
    EXPECT_EQ(moved[999999], uint64_t(999999) * 2654435761u);
    EXPECT_TRUE(a.empty());
    moved.release();
    EXPECT_TRUE(moved.empty());
    EXPECT_TRUE(moved.onDisk());
  }
  EXPECT_FALSE(std::filesystem::exists(dir));
}

TEST(GraphFiles, ThePagerKeepsFarLessResidentThanWasWritten) {
  const uint64_t window = 8 << 20, written = uint64_t(256) << 20;
  GraphFiles files("", window);
  uint64_t base = residentFileBytes(), most = 0;
  MappedArray<uint64_t> a;
  a.useFiles(&files);
  for (uint64_t i = 0; i < written / sizeof(uint64_t); ++i) {
    a.push_back(i);
    if (i % (1 << 17) == 0) // every MB
      most = std::max(most, residentFileBytes() - std::min(base, residentFileBytes()));
  }
  uint64_t sum = 0;
  for (uint64_t v : a)
    sum += v;
  EXPECT_EQ(sum, (written / 8) * (written / 8 - 1) / 2);
  // Written at memory speed, the pager looking every millisecond (later on
  // a loaded machine): well under what was written.
  EXPECT_LT(most, written / 2) << "resident file pages reached " << (most >> 20) << " MB";
}

} // namespace
} // namespace tlacore::live
