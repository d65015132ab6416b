// NameMap: the names visible in a module (its scope, its exports) as a
// persistent hash array mapped trie (P. Bagwell, "Ideal Hash Trees", 2001;
// the CHAMP layout of Steindorfer and Vinju, OOPSLA 2015: entries and
// children in separate bitmaps). A copy is O(1) and shares every node; an
// insertion or removal copies one path. A module that EXTENDS another thus
// starts from that module's names without copying them, and a chain of n
// modules costs memory linear in its definitions, not quadratic.
// Iteration order depends only on the names held, not on insertion order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

namespace tlacore::sem {

struct Symbol;

class NameMap {
public:
  using Entry = std::pair<std::string_view, const Symbol *>;

  // The symbol `name` maps to, or null.
  const Symbol *get(std::string_view name) const;
  size_t count(std::string_view name) const { return get(name) ? 1 : 0; }
  // Adds `name` -> `s` unless `name` is present; true when it was added.
  bool emplace(std::string_view name, const Symbol *s);
  // Adds or replaces `name` -> `s`.
  void set(std::string_view name, const Symbol *s);
  // Removes `name`; true when it was present.
  bool erase(std::string_view name);
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }

  struct Node;
  class const_iterator {
  public:
    using value_type = Entry;
    using reference = const Entry &;
    using pointer = const Entry *;
    using difference_type = std::ptrdiff_t;
    using iterator_category = std::forward_iterator_tag;
    const_iterator() = default;
    reference operator*() const;
    pointer operator->() const { return &**this; }
    const_iterator &operator++();
    const_iterator operator++(int) {
      const_iterator old = *this;
      ++*this;
      return old;
    }
    friend bool operator==(const const_iterator &a, const const_iterator &b) { return a.stack_ == b.stack_; }
    friend bool operator!=(const const_iterator &a, const const_iterator &b) { return !(a == b); }

  private:
    friend class NameMap;
    struct Frame {
      const Node *node;
      size_t entry; // next entry, then children from entry - entries
      friend bool operator==(const Frame &a, const Frame &b) { return a.node == b.node && a.entry == b.entry; }
    };
    explicit const_iterator(const Node *root);
    void settle(); // moves to the next entry (or the end)
    std::vector<Frame> stack_;
  };
  const_iterator begin() const { return const_iterator(root_.get()); }
  const_iterator end() const { return const_iterator(); }

private:
  std::shared_ptr<const Node> root_;
  size_t size_ = 0;
};

} // namespace tlacore::sem
