// The disk half of FingerprintSet (TLC's DiskFPSet idea): a private spill
// directory, and sorted runs of fingerprints in files there, each with a
// sparse in-memory index (the first fingerprint of every page) so that a
// lookup reads one page.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace tlacore::explore {

// The fingerprint set could not use the disk: the spill directory could not
// be made, or a file there could not be written or read. The message names
// the path and the system's reason.
class SpillError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

// All of `n` bytes written at (read from) `offset` of spill file `fd`,
// retrying short transfers; `what` names the file in the SpillError
// ("the fingerprint set's disk file").
void writeAll(int fd, const void *data, size_t n, uint64_t offset, const char *what);
void readAll(int fd, void *data, size_t n, uint64_t offset, const char *what);

// A directory private to one set (mkdtemp), removed with anything in it
// when destroyed. Parallel runs never share one.
class SpillDirectory {
public:
  // Under `parent`; empty: $TMPDIR, else /tmp. Throws SpillError.
  explicit SpillDirectory(const std::string &parent);
  ~SpillDirectory();
  SpillDirectory(const SpillDirectory &) = delete;
  SpillDirectory &operator=(const SpillDirectory &) = delete;

  const std::string &path() const { return path_; }
  // A new empty file, open for reading and writing, already unlinked: it
  // takes no room once closed, even if the process dies. Throws SpillError.
  int createFile();

private:
  std::string path_;
  std::atomic<uint64_t> nextFile_{0}; // shards flush at the same time
};

// Fingerprints in ascending order in one file: pages of kPageEntries, and
// in memory the first fingerprint of each page.
class SortedRun {
public:
  static constexpr size_t kPageEntries = 512; // 4 KiB pages

  // The union of `older` (null: none) and `fresh` (ascending, distinct and
  // none of them in `older`) written to a new file of `dir`. Throws
  // SpillError (the file is closed and gone then).
  static std::unique_ptr<SortedRun> merge(SpillDirectory &dir, const SortedRun *older,
                                          const std::vector<uint64_t> &fresh);
  ~SortedRun();
  SortedRun(const SortedRun &) = delete;
  SortedRun &operator=(const SortedRun &) = delete;

  // Reads the one page `fp` would be on. Thread-safe (pread). Throws
  // SpillError when the file cannot be read.
  bool contains(uint64_t fp) const;
  uint64_t count() const { return count_; }
  uint64_t fileBytes() const { return count_ * sizeof(uint64_t); }
  size_t indexBytes() const { return firstOfPage_.capacity() * sizeof(uint64_t); }

private:
  explicit SortedRun(int fd) : fd_(fd) {}
  int fd_;
  uint64_t count_ = 0;
  std::vector<uint64_t> firstOfPage_;
};

} // namespace tlacore::explore
