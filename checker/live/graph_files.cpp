// GraphFiles: the private directory, its mapped files and the pager that
// keeps their resident pages within the window.
#include "graph_files.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

namespace tlacore::live {

namespace {

std::string reason(int err) { return std::strerror(err); }

size_t pageBytes() {
  long page = sysconf(_SC_PAGESIZE);
  return page > 0 ? static_cast<size_t>(page) : 4096;
}

// Bytes resident in the process, and of those file-backed (and shared)
// (/proc/self/statm's second and third fields); 0 when unknown.
struct Resident {
  uint64_t all = 0, files = 0;
};
Resident residentBytes() {
  std::FILE *f = std::fopen("/proc/self/statm", "r");
  if (!f)
    return {};
  unsigned long long size = 0, resident = 0, shared = 0;
  int n = std::fscanf(f, "%llu %llu %llu", &size, &resident, &shared);
  std::fclose(f);
  return n == 3 ? Resident{resident * pageBytes(), shared * pageBytes()} : Resident{};
}

} // namespace

GraphFiles::GraphFiles(const std::string &parent, uint64_t windowBytes, uint64_t pressureBytes)
    : window_(windowBytes), pressure_(pressureBytes) {
  std::string base = parent;
  if (base.empty()) {
    const char *tmp = std::getenv("TMPDIR");
    base = tmp && *tmp ? tmp : "/tmp";
  }
  std::string templ = base + "/tlacore-live-XXXXXX";
  std::vector<char> buf(templ.begin(), templ.end());
  buf.push_back('\0');
  if (!::mkdtemp(buf.data()))
    throw GraphFileError("cannot create a directory for the liveness graph's disk files under " + base + ": " +
                         reason(errno) + " (set TMPDIR to a writable directory)");
  path_ = buf.data();
  baseFileResident_ = residentBytes().files;
  if (window_)
    pager_ = std::thread([this] { pagerLoop(); });
}

GraphFiles::~GraphFiles() {
  {
    std::lock_guard<std::mutex> lock(pagerMutex_);
    done_ = true;
  }
  pagerWake_.notify_all();
  if (pager_.joinable())
    pager_.join();
  std::error_code ignored; // the files are unlinked when made
  std::filesystem::remove_all(path_, ignored);
}

int GraphFiles::createFile() {
  std::string name = path_ + "/graph-" + std::to_string(nextFile_.fetch_add(1));
  int fd = ::open(name.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0)
    throw GraphFileError("cannot create the liveness graph's disk file " + name + ": " + reason(errno));
  ::unlink(name.c_str());
  return fd;
}

void GraphFiles::attach(MappedFile *f) {
  std::lock_guard<std::mutex> lock(mutex_);
  files_.push_back(f);
}

void GraphFiles::detach(MappedFile *f) {
  std::lock_guard<std::mutex> lock(mutex_);
  files_.erase(std::find(files_.begin(), files_.end(), f));
}

void GraphFiles::grew(int64_t bytes) {
  uint64_t now = static_cast<uint64_t>(fileBytes_.fetch_add(bytes) + bytes);
  uint64_t peak = peakFileBytes_.load();
  while (now > peak && !peakFileBytes_.compare_exchange_weak(peak, now)) {
  }
}

void GraphFiles::trim() {
  std::lock_guard<std::mutex> lock(mutex_);
  for (MappedFile *f : files_)
    if (f->bytes_)
      ::madvise(f->addr_, f->bytes_, MADV_DONTNEED);
}

// Past the window, every mapped page leaves the process (the files keep
// them). One look at /proc costs a few microseconds.
void GraphFiles::keepWithin() {
  if (!window_)
    return;
  Resident r = residentBytes();
  uint64_t mine = r.files - std::min(r.files, baseFileResident_);
  if (mine > window_ || (pressure_ && r.all > pressure_ && mine > (uint64_t(1) << 20)))
    trim();
}

void GraphFiles::pagerLoop() {
  std::unique_lock<std::mutex> lock(pagerMutex_);
  while (!done_) {
    lock.unlock();
    keepWithin();
    lock.lock();
    pagerWake_.wait_for(lock, std::chrono::milliseconds(1), [this] { return done_; });
  }
}

MappedFile::MappedFile(GraphFiles &files) : files_(files), fd_(files.createFile()) { files_.attach(this); }

MappedFile::~MappedFile() {
  files_.detach(this);
  if (addr_)
    ::munmap(addr_, bytes_);
  ::close(fd_);
  files_.grew(-static_cast<int64_t>(bytes_));
}

void *MappedFile::reserve(size_t bytes) {
  if (bytes <= bytes_)
    return addr_;
  size_t page = pageBytes();
  size_t want = std::max(bytes, bytes_ + bytes_ / 2);
  want = (want + page - 1) / page * page;
  // Blocks allocated now, so that a full disk is an error here rather
  // than a fault on a later write through the mapping.
  int err = ::posix_fallocate(fd_, static_cast<off_t>(bytes_), static_cast<off_t>(want - bytes_));
  if (err == EOPNOTSUPP || err == EINVAL)
    err = ::ftruncate(fd_, static_cast<off_t>(want)) == 0 ? 0 : errno;
  if (err)
    throw GraphFileError("cannot grow the liveness graph's disk file in " + files_.path() + ": " + reason(err));
  // Moved under the lock: the pager must not trim the old range meanwhile.
  std::lock_guard<std::mutex> lock(files_.mutex_);
  void *p = addr_ ? ::mremap(addr_, bytes_, want, MREMAP_MAYMOVE)
                  : ::mmap(nullptr, want, PROT_READ | PROT_WRITE, MAP_SHARED, fd_, 0);
  if (p == MAP_FAILED)
    throw GraphFileError("cannot map the liveness graph's disk file in " + files_.path() + ": " + reason(errno));
  files_.grew(static_cast<int64_t>(want - bytes_));
  addr_ = p;
  bytes_ = want;
  return addr_;
}

} // namespace tlacore::live
