#include "source_manager.h"

#include "utf8.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <mutex>

namespace tlacore {

struct SourceManager::Buffer {
  std::string name;
  std::string text;
  uint32_t base = 0;
  // Offsets of line starts, built the first time a location is presumed.
  mutable std::once_flag linesBuilt;
  mutable std::vector<uint32_t> lineStarts;

  void buildLines() const {
    std::call_once(linesBuilt, [this] {
      lineStarts.push_back(0);
      for (uint32_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n')
          lineStarts.push_back(i + 1);
    });
  }
};

namespace {

// The shared buffers (addSharedBuffer), published slot by slot; never freed.
struct SharedRegion {
  std::mutex adding;
  std::array<std::atomic<const void *>, SourceManager::kSharedSlots> slots{};
};

SharedRegion &sharedRegion() {
  static SharedRegion *region = new SharedRegion; // outlives every static destructor
  return *region;
}

} // namespace

SourceManager::SourceManager() = default;
SourceManager::~SourceManager() = default;

FileId SourceManager::addSharedBuffer(uint32_t slot, uint32_t base, std::string name, std::string text) {
  assert(slot < kSharedSlots && base >= kSharedBase);
  SharedRegion &region = sharedRegion();
  std::lock_guard<std::mutex> lock(region.adding);
  if (!region.slots[slot].load(std::memory_order_acquire)) {
    auto *buf = new Buffer;
    buf->name = std::move(name);
    buf->text = std::move(text);
    buf->base = base;
    region.slots[slot].store(buf, std::memory_order_release);
  }
  return kSharedFile | slot;
}

const SourceManager::Buffer *SourceManager::sharedBuffer(FileId id) {
  uint32_t slot = id & ~kSharedFile;
  if (slot >= kSharedSlots)
    return nullptr;
  return static_cast<const Buffer *>(sharedRegion().slots[slot].load(std::memory_order_acquire));
}

FileId SourceManager::sharedFileOf(uint32_t offset) {
  SharedRegion &region = sharedRegion();
  for (uint32_t slot = 0; slot < kSharedSlots; ++slot) {
    auto *b = static_cast<const Buffer *>(region.slots[slot].load(std::memory_order_acquire));
    if (b && offset >= b->base && offset <= b->base + b->text.size())
      return kSharedFile | slot;
  }
  return kSharedFile | (kSharedSlots - 1);
}

const SourceManager::Buffer &SourceManager::buffer(FileId id) const {
  if (isShared(id)) {
    static const Buffer none{};
    const Buffer *b = sharedBuffer(id);
    return b ? *b : none;
  }
  return *buffers_.at(id);
}

FileId SourceManager::addBuffer(std::string name, std::string text) {
  auto buf = std::make_unique<Buffer>();
  buf->name = std::move(name);
  buf->text = std::move(text);
  buf->base = nextBase_;
  // +1 so that the end-of-buffer location is distinct from the next buffer's start.
  nextBase_ += static_cast<uint32_t>(buf->text.size()) + 1;
  buffers_.push_back(std::move(buf));
  return static_cast<FileId>(buffers_.size() - 1);
}

std::string_view SourceManager::bufferText(FileId id) const { return buffer(id).text; }
std::string_view SourceManager::bufferName(FileId id) const { return buffer(id).name; }

SourceLoc SourceManager::locForOffset(FileId id, uint32_t off) const { return SourceLoc{buffer(id).base + off}; }

FileId SourceManager::fileOf(SourceLoc loc) const {
  if (loc.offset >= kSharedBase)
    return sharedFileOf(loc.offset);
  auto it = std::upper_bound(buffers_.begin(), buffers_.end(), loc.offset,
                             [](uint32_t o, const std::unique_ptr<Buffer> &b) { return o < b->base; });
  assert(it != buffers_.begin());
  return static_cast<FileId>(std::distance(buffers_.begin(), it) - 1);
}

const SourceManager::Buffer &SourceManager::bufferFor(SourceLoc loc) const { return buffer(fileOf(loc)); }

uint32_t SourceManager::offsetInBuffer(SourceLoc loc) const { return loc.offset - bufferFor(loc).base; }

PresumedLoc SourceManager::presumed(SourceLoc loc) const {
  if (!loc.valid() || (buffers_.empty() && loc.offset < kSharedBase))
    return {};
  const Buffer &b = bufferFor(loc);
  b.buildLines();
  uint32_t off = std::min<uint32_t>(loc.offset - b.base, static_cast<uint32_t>(b.text.size()));
  auto it = std::upper_bound(b.lineStarts.begin(), b.lineStarts.end(), off);
  uint32_t line = static_cast<uint32_t>(std::distance(b.lineStarts.begin(), it));
  // JavaCC's column of the character before `off` (0 at a line's start):
  // one per character, a tab to the next multiple of 8.
  uint32_t before = 0, chars = 0;
  for (uint32_t i = b.lineStarts[line - 1]; i < off; i += static_cast<uint32_t>(utf8CharBytes(b.text, i))) {
    ++chars; // count characters, not bytes
    ++before;
    if (b.text[i] == '\t')
      before += 7 - (before - 1) % 8;
  }
  (void)chars;
  return PresumedLoc{b.name, line, before + 1};
}

std::string_view SourceManager::lineText(SourceLoc loc) const {
  if (!loc.valid() || (buffers_.empty() && loc.offset < kSharedBase))
    return {};
  const Buffer &b = bufferFor(loc);
  b.buildLines();
  uint32_t off = std::min<uint32_t>(loc.offset - b.base, static_cast<uint32_t>(b.text.size()));
  auto it = std::upper_bound(b.lineStarts.begin(), b.lineStarts.end(), off);
  uint32_t start = *(it - 1);
  uint32_t end = start;
  while (end < b.text.size() && b.text[end] != '\n' && b.text[end] != '\r')
    ++end;
  return std::string_view(b.text).substr(start, end - start);
}

} // namespace tlacore
