// The liveness check's graph on disk (TLC's DiskGraph idea): a private
// directory (mkdtemp) of unlinked files, each mapped into memory as one
// array (MappedFile), and a pager thread that keeps the pages of those
// files resident in the process within a window of bytes: past it, it drops
// them all from the process (MADV_DONTNEED on a shared file mapping keeps
// their contents in the file; the next access reads them back, from the
// page cache or the disk). So the behaviour graph, its products with the
// tableaux and the workers' logs of it take files, not memory, and the
// window is their cache.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace tlacore::live {

// A graph file could not be made, grown or mapped; the message names the
// path and the system's reason.
class GraphFileError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

class MappedFile;

class GraphFiles {
public:
  // A private directory under `parent` (empty: $TMPDIR, else /tmp), and a
  // pager keeping at most `windowBytes` of the files' pages resident (0: no
  // pager, the kernel's choice), and none once the process's resident size
  // passes `pressureBytes` (0: no such limit). Throws GraphFileError.
  GraphFiles(const std::string &parent, uint64_t windowBytes, uint64_t pressureBytes = 0);
  ~GraphFiles();
  GraphFiles(const GraphFiles &) = delete;
  GraphFiles &operator=(const GraphFiles &) = delete;

  const std::string &path() const { return path_; }
  uint64_t windowBytes() const { return window_; }
  // The most bytes the files held at once.
  uint64_t peakFileBytes() const { return peakFileBytes_.load(); }
  // Drops every mapped page from the process now.
  void trim();
  // What the pager does every millisecond: trims when the files' resident
  // pages pass the window (or the process its pressure size). Loops that
  // touch the files call it too, every few thousand steps, so that the
  // window holds when the pager's thread waits for a core.
  void keepWithin();

private:
  friend class MappedFile;
  int createFile();
  void attach(MappedFile *f);
  void detach(MappedFile *f);
  void grew(int64_t bytes);
  void pagerLoop();

  std::string path_;
  uint64_t window_, pressure_;
  std::atomic<uint64_t> nextFile_{0};
  std::mutex mutex_; // the mapped files' addresses and sizes
  std::vector<MappedFile *> files_;
  std::atomic<int64_t> fileBytes_{0};
  std::atomic<uint64_t> peakFileBytes_{0};
  uint64_t baseFileResident_ = 0; // resident file pages before any graph file (the program's code)
  std::mutex pagerMutex_;
  std::condition_variable pagerWake_;
  bool done_ = false;
  std::thread pager_;
};

// One file of `files`, mapped shared and grown by whole pages.
class MappedFile {
public:
  explicit MappedFile(GraphFiles &files);
  ~MappedFile();
  MappedFile(const MappedFile &) = delete;
  MappedFile &operator=(const MappedFile &) = delete;

  // At least `bytes` mapped (contents kept, new bytes zero); the address,
  // which may move. Throws GraphFileError.
  void *reserve(size_t bytes);
  void *address() const { return addr_; }
  size_t mappedBytes() const { return bytes_; }
  GraphFiles &files() const { return files_; }

private:
  friend class GraphFiles;
  GraphFiles &files_;
  int fd_;
  void *addr_ = nullptr;
  size_t bytes_ = 0;
};

} // namespace tlacore::live
