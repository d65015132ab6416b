// The persistent name map (name_map.h): CHAMP nodes, path copying.
#include "name_map.h"

#include <bit>
#include <functional>

namespace tlacore::sem {

namespace {

constexpr unsigned kBits = 5;
constexpr unsigned kMaxShift = 64; // at and beyond: a collision node (a plain list)

size_t hashOf(std::string_view name) { return std::hash<std::string_view>{}(name); }

uint32_t bitFor(size_t hash, unsigned shift) { return uint32_t{1} << ((hash >> shift) & 31u); }

uint32_t indexOf(uint32_t map, uint32_t bit) { return static_cast<uint32_t>(std::popcount(map & (bit - 1))); }

} // namespace

struct NameMap::Node {
  uint32_t entryMap = 0; // slots holding an entry (in a collision node: unused)
  uint32_t childMap = 0; // slots holding a child node
  std::vector<Entry> entries;                    // in slot order
  std::vector<std::shared_ptr<const Node>> children; // in slot order
};

namespace {

using Node = NameMap::Node;
using NodePtr = std::shared_ptr<const Node>;
using Entry = NameMap::Entry;

// A node for two entries with different names below `shift`.
NodePtr pair(const Entry &a, size_t ha, const Entry &b, size_t hb, unsigned shift) {
  auto n = std::make_shared<Node>();
  if (shift >= kMaxShift) {
    n->entries = {a, b};
    return n;
  }
  uint32_t ba = bitFor(ha, shift), bb = bitFor(hb, shift);
  if (ba == bb) {
    n->childMap = ba;
    n->children.push_back(pair(a, ha, b, hb, shift + kBits));
    return n;
  }
  n->entryMap = ba | bb;
  if (ba < bb)
    n->entries = {a, b};
  else
    n->entries = {b, a};
  return n;
}

// `n` with `name` -> `s` (replacing only when `replace`); null when nothing changes.
NodePtr insert(const Node &n, size_t hash, unsigned shift, std::string_view name, const Symbol *s, bool replace,
               bool &added) {
  if (shift >= kMaxShift) {
    for (size_t i = 0; i < n.entries.size(); ++i)
      if (n.entries[i].first == name) {
        if (!replace || n.entries[i].second == s)
          return nullptr;
        auto copy = std::make_shared<Node>(n);
        copy->entries[i].second = s;
        return copy;
      }
    auto copy = std::make_shared<Node>(n);
    copy->entries.emplace_back(name, s);
    added = true;
    return copy;
  }
  uint32_t bit = bitFor(hash, shift);
  if (n.entryMap & bit) {
    uint32_t i = indexOf(n.entryMap, bit);
    const Entry &e = n.entries[i];
    if (e.first == name) {
      if (!replace || e.second == s)
        return nullptr;
      auto copy = std::make_shared<Node>(n);
      copy->entries[i].second = s;
      return copy;
    }
    NodePtr child = pair(e, hashOf(e.first), Entry{name, s}, hash, shift + kBits);
    auto copy = std::make_shared<Node>(n);
    copy->entries.erase(copy->entries.begin() + i);
    copy->entryMap &= ~bit;
    copy->children.insert(copy->children.begin() + indexOf(n.childMap, bit), std::move(child));
    copy->childMap |= bit;
    added = true;
    return copy;
  }
  if (n.childMap & bit) {
    uint32_t i = indexOf(n.childMap, bit);
    NodePtr child = insert(*n.children[i], hash, shift + kBits, name, s, replace, added);
    if (!child)
      return nullptr;
    auto copy = std::make_shared<Node>(n);
    copy->children[i] = std::move(child);
    return copy;
  }
  auto copy = std::make_shared<Node>(n);
  copy->entries.insert(copy->entries.begin() + indexOf(n.entryMap, bit), Entry{name, s});
  copy->entryMap |= bit;
  added = true;
  return copy;
}

// `n` without `name`; `removed` says whether it was there. The result may
// be an empty node (its parent then drops it).
NodePtr remove(const NodePtr &n, size_t hash, unsigned shift, std::string_view name, bool &removed) {
  if (shift >= kMaxShift) {
    for (size_t i = 0; i < n->entries.size(); ++i)
      if (n->entries[i].first == name) {
        auto copy = std::make_shared<Node>(*n);
        copy->entries.erase(copy->entries.begin() + static_cast<std::ptrdiff_t>(i));
        removed = true;
        return copy;
      }
    return n;
  }
  uint32_t bit = bitFor(hash, shift);
  if (n->entryMap & bit) {
    uint32_t i = indexOf(n->entryMap, bit);
    if (n->entries[i].first != name)
      return n;
    auto copy = std::make_shared<Node>(*n);
    copy->entries.erase(copy->entries.begin() + i);
    copy->entryMap &= ~bit;
    removed = true;
    return copy;
  }
  if (n->childMap & bit) {
    uint32_t i = indexOf(n->childMap, bit);
    NodePtr child = remove(n->children[i], hash, shift + kBits, name, removed);
    if (!removed)
      return n;
    auto copy = std::make_shared<Node>(*n);
    if (child->entries.empty() && child->children.empty()) {
      copy->children.erase(copy->children.begin() + i);
      copy->childMap &= ~bit;
    } else {
      copy->children[i] = std::move(child);
    }
    return copy;
  }
  return n;
}

} // namespace

const Symbol *NameMap::get(std::string_view name) const {
  const Node *n = root_.get();
  size_t hash = hashOf(name);
  for (unsigned shift = 0; n; shift += kBits) {
    if (shift >= kMaxShift) {
      for (const Entry &e : n->entries)
        if (e.first == name)
          return e.second;
      return nullptr;
    }
    uint32_t bit = bitFor(hash, shift);
    if (n->entryMap & bit) {
      const Entry &e = n->entries[indexOf(n->entryMap, bit)];
      return e.first == name ? e.second : nullptr;
    }
    if (!(n->childMap & bit))
      return nullptr;
    n = n->children[indexOf(n->childMap, bit)].get();
  }
  return nullptr;
}

bool NameMap::emplace(std::string_view name, const Symbol *s) {
  bool added = false;
  if (!root_) {
    auto n = std::make_shared<Node>();
    n->entryMap = bitFor(hashOf(name), 0);
    n->entries.emplace_back(name, s);
    root_ = std::move(n);
    size_ = 1;
    return true;
  }
  if (NodePtr n = insert(*root_, hashOf(name), 0, name, s, false, added))
    root_ = std::move(n);
  size_ += added;
  return added;
}

void NameMap::set(std::string_view name, const Symbol *s) {
  if (!root_) {
    emplace(name, s);
    return;
  }
  bool added = false;
  if (NodePtr n = insert(*root_, hashOf(name), 0, name, s, true, added))
    root_ = std::move(n);
  size_ += added;
}

bool NameMap::erase(std::string_view name) {
  if (!root_)
    return false;
  bool removed = false;
  NodePtr n = remove(root_, hashOf(name), 0, name, removed);
  if (!removed)
    return false;
  root_ = std::move(n);
  --size_;
  return true;
}

NameMap::const_iterator::const_iterator(const Node *root) {
  if (root) {
    stack_.push_back({root, 0});
    settle();
  }
}

void NameMap::const_iterator::settle() {
  while (!stack_.empty()) {
    Frame &top = stack_.back();
    if (top.entry < top.node->entries.size())
      return;
    size_t child = top.entry - top.node->entries.size();
    if (child < top.node->children.size()) {
      ++top.entry;
      stack_.push_back({top.node->children[child].get(), 0});
      continue;
    }
    stack_.pop_back();
  }
}

NameMap::const_iterator::reference NameMap::const_iterator::operator*() const {
  const Frame &top = stack_.back();
  return top.node->entries[top.entry];
}

NameMap::const_iterator &NameMap::const_iterator::operator++() {
  ++stack_.back().entry;
  settle();
  return *this;
}

} // namespace tlacore::sem
