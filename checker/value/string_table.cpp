#include "string_table.h"

namespace tlacore::val {

StringTable::StringTable() = default;

StringTable::~StringTable() {
  // The table holds one reference to each object; values still alive keep
  // theirs.
  for (Shard &sh : shards_)
    for (auto &[text, e] : sh.map)
      for (const StringObj *o : {e.string, e.modelValue})
        if (o && o->refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
          delete o;
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
      slot = o; // the table's reference
    }
    obj = slot;
    obj->refs.fetch_add(1, std::memory_order_relaxed);
  }
  return Value::fromStringObj(obj);
}

} // namespace tlacore::val
