// The process-wide table of operator spellings behind OpSpelling: a
// per-thread cache in front of a locked hash map, so that building a node
// takes no lock once its spelling has been seen on that thread.
#include "op_spelling.h"

#include <deque>
#include <functional>
#include <mutex>
#include <stdexcept>
#include <unordered_map>

namespace tlacore::ast {

OpSpelling::Entry OpSpelling::entries_[OpSpelling::kMaxSpellings];

namespace {

struct Registry {
  std::mutex mutex;
  std::unordered_map<std::string_view, uint16_t> ids; // keys point into `texts`
  std::deque<std::string> texts;
  size_t count = 1; // entry 0: the empty spelling
};

Registry &registry() {
  static Registry r;
  return r;
}

} // namespace

uint16_t OpSpelling::idOf(std::string_view text) {
  if (text.empty())
    return 0;
  // Direct-mapped per-thread cache of ids; a hit is checked against the
  // table, so a stale slot only costs a lookup.
  constexpr size_t kCacheSlots = 256;
  thread_local uint16_t cache[kCacheSlots] = {};
  size_t h = std::hash<std::string_view>{}(text);
  uint16_t &slot = cache[h & (kCacheSlots - 1)];
  if (slot != 0 && entries_[slot].text == text)
    return slot;
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto it = r.ids.find(text);
  if (it == r.ids.end()) {
    if (r.count >= kMaxSpellings)
      throw std::length_error("too many distinct operator spellings");
    std::string_view kept = r.texts.emplace_back(text);
    auto id = static_cast<uint16_t>(r.count++);
    entries_[id] = Entry{kept, builtinOpFor(kept)};
    it = r.ids.emplace(kept, id).first;
  }
  slot = it->second;
  return slot;
}

} // namespace tlacore::ast
