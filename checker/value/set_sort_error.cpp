// TLC's sort error for sets enumerated with elements of clashing kinds (set_sort_error.h).
#include "set_sort_error.h"

#include <memory>
#include <mutex>
#include <unordered_map>

#include "tlc_compare.h"

namespace tlacore::val {
namespace {
// Few sets ever hold such an error: a map beside them costs the others nothing.
std::mutex gMutex;
std::unordered_map<const HeapObj *, std::unique_ptr<std::string>> &recorded() {
  static auto *m = new std::unordered_map<const HeapObj *, std::unique_ptr<std::string>>;
  return *m;
}
} // namespace

std::string tlcSortError(const std::vector<Value> &inOrder) {
  std::vector<const Value *> sorted;
  for (const Value &elem : inOrder) {
    size_t low = 0, high = sorted.size(), idx = 0;
    int cmp = 1;
    while (low < high) {
      idx = (low + high) >> 1;
      std::string err = tlcCompareError(elem, *sorted[idx]);
      if (!err.empty())
        return err;
      cmp = compare(elem, *sorted[idx]);
      if (cmp == 0)
        break;
      if (cmp < 0)
        high = idx;
      else
        low = idx + 1;
    }
    if (cmp != 0)
      sorted.insert(sorted.begin() + static_cast<std::ptrdiff_t>(sorted.empty() ? 0 : cmp < 0 ? idx : idx + 1),
                    &elem);
  }
  return {};
}

void recordSortError(const Value &set, std::string error) {
  if (set.kind() != Kind::Set || !set.heap())
    return;
  std::lock_guard lock(gMutex);
  recorded()[set.heap()] = std::make_unique<std::string>(std::move(error));
  const_cast<HeapObj *>(set.heap())->fcnOrigin = 1;
}

const std::string *recordedSortError(const Value &set) {
  if (set.kind() != Kind::Set || !set.heap() || !set.heap()->fcnOrigin)
    return nullptr;
  std::lock_guard lock(gMutex);
  auto it = recorded().find(set.heap());
  return it == recorded().end() ? nullptr : it->second.get();
}

void forgetSortError(const HeapObj *set) {
  std::lock_guard lock(gMutex);
  recorded().erase(set);
}

} // namespace tlacore::val
