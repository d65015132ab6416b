// OpSpelling: the canonical spelling of an operator symbol (`\land` is `/\`)
// in two bytes: an index into a process-wide table of the spellings seen
// (the operator table's few hundred), with the BuiltinOp of each. It reads
// like a std::string_view. OpName pairs it with the symbol's location: what
// a Prefix, Infix or Postfix expression holds (12 bytes instead of a Name's 24).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "builtin_op.h"
#include "source_manager.h"

namespace tlacore::ast {

class OpSpelling {
public:
  OpSpelling() = default;
  OpSpelling(std::string_view text) : id_(idOf(text)) {} // NOLINT: converts like a string_view

  std::string_view view() const { return entries_[id_].text; }
  operator std::string_view() const { return view(); } // NOLINT
  // The operator TLA+ defines with this spelling, or BuiltinOp::None.
  BuiltinOp builtin() const { return entries_[id_].builtin; }
  bool empty() const { return id_ == 0; }
  size_t size() const { return view().size(); }
  const char *data() const { return view().data(); }

  friend bool operator==(OpSpelling a, OpSpelling b) { return a.id_ == b.id_; }
  friend bool operator==(OpSpelling a, std::string_view b) { return a.view() == b; }
  friend bool operator==(OpSpelling a, const char *b) { return a.view() == std::string_view(b); }
  friend bool operator==(OpSpelling a, const std::string &b) { return a.view() == b; }
  friend std::string operator+(const std::string &a, OpSpelling b) { return a + std::string(b.view()); }
  friend std::string operator+(OpSpelling a, const std::string &b) { return std::string(a.view()) + b; }

  static constexpr size_t kMaxSpellings = 1u << 16;

private:
  struct Entry {
    std::string_view text;
    BuiltinOp builtin = BuiltinOp::None;
  };
  // Registers `text` on first sight (its bytes are copied); thread-safe.
  static uint16_t idOf(std::string_view text);
  // Entry 0 is the empty spelling; entries are written once, before their id is handed out.
  static Entry entries_[kMaxSpellings];

  uint16_t id_ = 0;
};

struct Name;

// An operator symbol and its location, as Prefix, Infix and Postfix
// expressions hold it.
struct OpName {
  OpSpelling text;
  SourceRange range;
};

} // namespace tlacore::ast
