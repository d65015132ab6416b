#include "string_table.h"

#include <memory>
#include <vector>

namespace tlacore::val {

StringTable::StringTable() = default;

// The table owns its objects: whatever holds values made from it (a model,
// a check result) holds the table too, so that many models checked one
// after another in one process do not accumulate strings.
StringTable::~StringTable() {
  for (Shard &sh : shards_)
    for (auto &[text, e] : sh.map) {
      delete e.string;
      delete e.modelValue;
    }
}

StringTable::Entry &StringTable::entry(Shard &sh, std::string_view text) {
  auto it = sh.map.find(text);
  if (it != sh.map.end())
    return it->second;
  Entry e;
  e.tok = next_.fetch_add(1, std::memory_order_relaxed);
  e.late = frozen();
  return sh.map.emplace(std::string(text), e).first->second;
}

void StringTable::note(std::string_view text) {
  Shard &sh = shards_[TextHash()(text) % kShards];
  std::lock_guard<std::mutex> lock(sh.mutex);
  entry(sh, text);
}

Value StringTable::get(Kind k, std::string_view text) {
  Shard &sh = shards_[TextHash()(text) % kShards];
  const StringObj *obj;
  {
    std::lock_guard<std::mutex> lock(sh.mutex);
    Entry &e = entry(sh, text);
    const StringObj *&slot = k == Kind::String ? e.string : e.modelValue;
    if (!slot) {
      auto *o = new StringObj(k, text);
      o->tok = e.tok;
      o->late = e.late;
      slot = o;
    }
    obj = slot;
  }
  return Value::fromStringObj(obj);
}

} // namespace tlacore::val
