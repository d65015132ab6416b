// SourceManager: owns every text buffer (specs, standard modules, cfgs,
// traces) and maps 32-bit global offsets to file:line:col lazily.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace tlacore {

// A position in some buffer, as a global offset. 0 is "no location".
struct SourceLoc {
  uint32_t offset = 0;
  bool valid() const { return offset != 0; }
  friend bool operator==(SourceLoc a, SourceLoc b) { return a.offset == b.offset; }
};

// Half-open range [begin, end) of global offsets.
struct SourceRange {
  SourceLoc begin;
  SourceLoc end;
  bool valid() const { return begin.valid(); }
};

using FileId = uint32_t;

// Line and column are 1-based; the column counts Unicode code points, as SANY does.
struct PresumedLoc {
  std::string_view fileName;
  uint32_t line = 0;
  uint32_t column = 0;
  bool valid() const { return line != 0; }
};

class SourceManager {
public:
  SourceManager();
  ~SourceManager();
  SourceManager(const SourceManager &) = delete;
  SourceManager &operator=(const SourceManager &) = delete;

  // Takes a copy of `text`. `name` is what diagnostics print (a path or "<builtin>/Naturals.tla").
  FileId addBuffer(std::string name, std::string text);

  std::string_view bufferText(FileId id) const;
  std::string_view bufferName(FileId id) const;
  SourceLoc locForOffset(FileId id, uint32_t offsetInBuffer) const;
  FileId fileOf(SourceLoc loc) const;
  uint32_t offsetInBuffer(SourceLoc loc) const;

  PresumedLoc presumed(SourceLoc loc) const;

  // Buffers that every SourceManager of the process shares: the standard
  // modules parsed and analysed once (semantic/standard_library.h). Their
  // ids have kSharedFile set and their offsets start at kSharedBase, fixed
  // by the caller so that they are the same in every run; they are
  // immutable and live as long as the process.
  static constexpr FileId kSharedFile = 0x80000000u;
  static constexpr uint32_t kSharedBase = 0xC0000000u;
  static constexpr uint32_t kSharedSlots = 256;
  // Registers shared buffer `slot` (< kSharedSlots) at global offset `base`;
  // a slot already registered keeps its first text. Thread-safe.
  static FileId addSharedBuffer(uint32_t slot, uint32_t base, std::string name, std::string text);
  static bool isShared(FileId id) { return (id & kSharedFile) != 0; }
  // The text of the line that contains `loc`, without its newline.
  std::string_view lineText(SourceLoc loc) const;

private:
  struct Buffer;
  const Buffer &bufferFor(SourceLoc loc) const;
  const Buffer &buffer(FileId id) const;
  static const Buffer *sharedBuffer(FileId id);
  static FileId sharedFileOf(uint32_t offset);
  std::vector<std::unique_ptr<Buffer>> buffers_;
  uint32_t nextBase_ = 1;
};

} // namespace tlacore
