#include "source_manager.h"

#include "utf8.h"

#include <algorithm>
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

SourceManager::SourceManager() = default;
SourceManager::~SourceManager() = default;

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

std::string_view SourceManager::bufferText(FileId id) const { return buffers_.at(id)->text; }
std::string_view SourceManager::bufferName(FileId id) const { return buffers_.at(id)->name; }

SourceLoc SourceManager::locForOffset(FileId id, uint32_t off) const {
  return SourceLoc{buffers_.at(id)->base + off};
}

FileId SourceManager::fileOf(SourceLoc loc) const {
  auto it = std::upper_bound(buffers_.begin(), buffers_.end(), loc.offset,
                             [](uint32_t o, const std::unique_ptr<Buffer> &b) { return o < b->base; });
  assert(it != buffers_.begin());
  return static_cast<FileId>(std::distance(buffers_.begin(), it) - 1);
}

const SourceManager::Buffer &SourceManager::bufferFor(SourceLoc loc) const {
  return *buffers_[fileOf(loc)];
}

uint32_t SourceManager::offsetInBuffer(SourceLoc loc) const { return loc.offset - bufferFor(loc).base; }

PresumedLoc SourceManager::presumed(SourceLoc loc) const {
  if (!loc.valid() || buffers_.empty())
    return {};
  const Buffer &b = bufferFor(loc);
  b.buildLines();
  uint32_t off = std::min<uint32_t>(loc.offset - b.base, static_cast<uint32_t>(b.text.size()));
  auto it = std::upper_bound(b.lineStarts.begin(), b.lineStarts.end(), off);
  uint32_t line = static_cast<uint32_t>(std::distance(b.lineStarts.begin(), it));
  uint32_t col = 1;
  for (uint32_t i = b.lineStarts[line - 1]; i < off; i += static_cast<uint32_t>(utf8CharBytes(b.text, i)))
    ++col; // count characters, not bytes
  return PresumedLoc{b.name, line, col};
}

std::string_view SourceManager::lineText(SourceLoc loc) const {
  if (!loc.valid() || buffers_.empty())
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
