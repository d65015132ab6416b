// Spill directory and sorted fingerprint runs: merge into a new file, look up one page.
#include "fingerprint_disk.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>

#include <fcntl.h>
#include <unistd.h>

namespace tlacore::explore {

namespace {

std::string reason(int err) { return std::strerror(err); }

constexpr const char *kDiskFile = "the fingerprint set's disk file";


// Buffered sequential output that also notes the first entry of each page.
class RunWriter {
public:
  RunWriter(int fd, std::vector<uint64_t> &firstOfPage) : fd_(fd), firstOfPage_(firstOfPage) {
    buffer_.reserve(kBuffer);
  }
  void put(uint64_t fp) {
    if (count_ % SortedRun::kPageEntries == 0)
      firstOfPage_.push_back(fp);
    buffer_.push_back(fp);
    ++count_;
    if (buffer_.size() == kBuffer)
      flush();
  }
  void flush() {
    writeAll(fd_, buffer_.data(), buffer_.size() * sizeof(uint64_t), written_ * sizeof(uint64_t), kDiskFile);
    written_ += buffer_.size();
    buffer_.clear();
  }
  uint64_t count() const { return count_; }

private:
  static constexpr size_t kBuffer = 8192; // 64 KiB
  int fd_;
  std::vector<uint64_t> &firstOfPage_;
  std::vector<uint64_t> buffer_;
  uint64_t count_ = 0, written_ = 0;
};

} // namespace

void writeAll(int fd, const void *data, size_t n, uint64_t offset, const char *what) {
  auto *p = static_cast<const char *>(data);
  while (n > 0) {
    ssize_t w = ::pwrite(fd, p, n, static_cast<off_t>(offset));
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      throw SpillError(std::string("cannot write ") + what + ": " + reason(w < 0 ? errno : ENOSPC));
    p += w;
    n -= static_cast<size_t>(w);
    offset += static_cast<uint64_t>(w);
  }
}

void readAll(int fd, void *data, size_t n, uint64_t offset, const char *what) {
  auto *p = static_cast<char *>(data);
  while (n > 0) {
    ssize_t r = ::pread(fd, p, n, static_cast<off_t>(offset));
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      throw SpillError(std::string("cannot read ") + what + ": " +
                       (r < 0 ? reason(errno) : std::string("it ends early")));
    p += r;
    n -= static_cast<size_t>(r);
    offset += static_cast<uint64_t>(r);
  }
}

SpillDirectory::SpillDirectory(const std::string &parent) {
  std::string base = parent;
  if (base.empty()) {
    const char *tmp = std::getenv("TMPDIR");
    base = tmp && *tmp ? tmp : "/tmp";
  }
  std::string templ = base + "/tlacore-fpset-XXXXXX";
  std::vector<char> buf(templ.begin(), templ.end());
  buf.push_back('\0');
  if (!::mkdtemp(buf.data()))
    throw SpillError("cannot create a directory for the fingerprint set's disk files under " + base + ": " +
                     reason(errno) + " (set TMPDIR to a writable directory)");
  path_ = buf.data();
}

SpillDirectory::~SpillDirectory() {
  std::error_code ignored; // nothing is left in it normally: files are unlinked when made
  std::filesystem::remove_all(path_, ignored);
}

int SpillDirectory::createFile() {
  std::string name = path_ + "/run-" + std::to_string(nextFile_.fetch_add(1));
  int fd = ::open(name.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0)
    throw SpillError("cannot create the fingerprint set's disk file " + name + ": " + reason(errno));
  ::unlink(name.c_str());
  return fd;
}

std::unique_ptr<SortedRun> SortedRun::merge(SpillDirectory &dir, const SortedRun *older,
                                            const std::vector<uint64_t> &fresh) {
  std::unique_ptr<SortedRun> run(new SortedRun(dir.createFile()));
  uint64_t total = fresh.size() + (older ? older->count_ : 0);
  run->firstOfPage_.reserve(total / kPageEntries + 1);
  RunWriter out(run->fd_, run->firstOfPage_);
  auto f = fresh.begin();
  if (older) {
    std::vector<uint64_t> chunk(8192);
    for (uint64_t at = 0; at < older->count_;) {
      size_t n = static_cast<size_t>(std::min<uint64_t>(chunk.size(), older->count_ - at));
      readAll(older->fd_, chunk.data(), n * sizeof(uint64_t), at * sizeof(uint64_t), kDiskFile);
      for (size_t i = 0; i < n; ++i) {
        for (; f != fresh.end() && *f < chunk[i]; ++f)
          out.put(*f);
        out.put(chunk[i]);
      }
      at += n;
    }
  }
  for (; f != fresh.end(); ++f)
    out.put(*f);
  out.flush();
  run->count_ = out.count();
  return run;
}

SortedRun::~SortedRun() { ::close(fd_); }

bool SortedRun::contains(uint64_t fp) const {
  auto page = std::upper_bound(firstOfPage_.begin(), firstOfPage_.end(), fp);
  if (page == firstOfPage_.begin())
    return false; // below the first fingerprint
  uint64_t first = static_cast<uint64_t>(page - firstOfPage_.begin() - 1) * kPageEntries;
  size_t n = static_cast<size_t>(std::min<uint64_t>(kPageEntries, count_ - first));
  uint64_t entries[kPageEntries];
  readAll(fd_, entries, n * sizeof(uint64_t), first * sizeof(uint64_t), kDiskFile);
  return std::binary_search(entries, entries + n, fp);
}

} // namespace tlacore::explore
