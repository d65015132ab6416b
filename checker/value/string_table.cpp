#include "string_table.h"

#include <memory>
#include <vector>

namespace tlacore::val {

StringTable::StringTable() = default;

namespace {
// The objects of destroyed tables: values that outlive their table (a
// trace in a check result) still read them, and values do not count
// references to them (value.h), so they are kept until the process ends.
struct Retired {
  std::mutex mutex;
  std::vector<std::unique_ptr<const StringObj>> objects;
};
Retired &retired() {
  static Retired *r = new Retired; // never destroyed: no exit-time ordering issue
  return *r;
}
} // namespace

StringTable::~StringTable() {
  Retired &r = retired();
  std::lock_guard<std::mutex> lock(r.mutex);
  for (Shard &sh : shards_)
    for (auto &[text, e] : sh.map)
      for (const StringObj *o : {e.string, e.modelValue})
        if (o)
          r.objects.emplace_back(o);
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
