// OrderedRelease: hands on what parallel workers find in numbered slots (a
// BFS level's units, a simulation's behaviours) in slot order, each item as
// soon as every slot before its own is finished: an item of the first
// unfinished slot goes at once, the others wait for the slots before them.
// With one worker every item goes as it is found; with several the order is
// the one worker's (TLC's -continue prints each violation as it is found).
// Not synchronised: the caller holds a lock around every call.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <utility>
#include <vector>

namespace tlacore::explore {

template <class Item>
class OrderedRelease {
public:
  using Sink = std::function<void(size_t slot, Item &item)>;
  explicit OrderedRelease(Sink sink) : sink_(std::move(sink)) {}

  // A new numbering from `head` on (nothing may be waiting).
  void restart(size_t head = 0) {
    head_ = head;
    limit_ = SIZE_MAX;
    waiting_.clear();
  }
  // Slots after `last` are never handed on (a search that stops there).
  void limit(size_t last) {
    limit_ = std::min(limit_, last);
    advance();
  }
  // `item` was found in `slot`.
  void add(size_t slot, Item item) {
    if (slot == head_ && slot <= limit_) {
      sink_(slot, item);
      return;
    }
    waiting_[slot].items.push_back(std::move(item));
  }
  // Nothing more is found in `slot`.
  void finish(size_t slot) {
    waiting_[slot].finished = true;
    advance();
  }
  // The search ended with slots unfinished: what waits goes, in slot order.
  void drain() {
    for (auto &[slot, w] : waiting_)
      if (slot <= limit_)
        for (Item &item : w.items)
          sink_(slot, item);
    waiting_.clear();
  }
  size_t head() const { return head_; }

private:
  struct Waiting {
    std::vector<Item> items;
    bool finished = false;
  };
  void advance() {
    while (head_ <= limit_) {
      auto it = waiting_.find(head_);
      if (it == waiting_.end())
        return;
      for (Item &item : it->second.items)
        sink_(head_, item);
      it->second.items.clear();
      if (!it->second.finished)
        return;
      waiting_.erase(it);
      ++head_;
    }
  }

  Sink sink_;
  size_t head_ = 0;
  size_t limit_ = SIZE_MAX;
  std::map<size_t, Waiting> waiting_;
};

} // namespace tlacore::explore
