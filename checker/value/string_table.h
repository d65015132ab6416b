// StringTable: one spec's interned strings and model values, numbered in the
// order TLC 1.8.0 first meets their text, which is the order TLC sorts them in.
//
// TLC's rule (tla2tools 1.8.0):
//  - util/UniqueString.java: every identifier, token image and string value
//    is interned once in one InternTable per run and gets the next integer
//    `tok`; UniqueString.compareTo is `this.tok - other.tok`.
//  - tlc2/value/impl/StringValue.java holds a UniqueString and compares by
//    it; ModelValue.java does the same for model values (same table, so the
//    string "a" and the model value a share one tok). RecordValue sorts its
//    field names (UniqueStrings) the same way. Sets, function domains, CHOOSE
//    and the order successors are generated in therefore follow first
//    appearance, not the alphabet.
//  - Interning order: tlc2/tool/impl/Spec.java parses the cfg first
//    (ModelConfig.parse interns each model value and string literal of the
//    CONSTANT sections, in text order), then runs SANY. SANY
//    (tla2sany/modanalyzer/SpecObj.loadSpec) parses the root module, then
//    repeatedly the first still unparsed module found by a depth-first walk
//    from the root (EXTENDS before INSTANCE); each parse interns every token
//    image as it builds the syntax tree (parser/SyntaxTreeNode.java), i.e. in
//    text order, string literals without their quotes.
//  - Strings made while checking (ToString, \o, ...) get the next tok when
//    first made. With several workers that order depends on timing, so here
//    every text first seen after freeze() sorts after all earlier ones and
//    such late texts sort among themselves by their bytes: deterministic for
//    any number of workers, and the same as TLC whenever TLC's run-time
//    strings are made in text order.
// TLC interns nothing before the cfg (its first text has token 1, which
// model values' fingerprints use: tlc_fp64.h); the names SANY's built-in
// context interns before the modules' tokens (built-in operators) are not
// modelled: they matter only for a string equal to such a name.
//
// Thread-safe: run-time interning may happen from any worker.
//
// Lifetime: the objects a table makes are not reference-counted (value.h);
// they live as long as the table, which whoever holds its values shares
// (SpecModel::strings, CheckResult::strings).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "value.h"

namespace tlacore::val {

class StringTable {
public:
  StringTable();
  ~StringTable();
  StringTable(const StringTable &) = delete;
  StringTable &operator=(const StringTable &) = delete;

  Value string(std::string_view text) { return get(Kind::String, text); }
  Value modelValue(std::string_view text) { return get(Kind::ModelValue, text); }
  // Gives `text` its place in the order without making a value (token images).
  void note(std::string_view text);
  // Ends the deterministic phase: texts first seen from now on are late.
  void freeze() { frozen_.store(true, std::memory_order_release); }
  bool frozen() const { return frozen_.load(std::memory_order_acquire); }
  // Number of texts seen so far.
  uint32_t size() const { return next_.load(std::memory_order_relaxed); }

private:
  struct Entry {
    uint32_t tok = 0;
    bool late = false;
    const StringObj *string = nullptr;
    const StringObj *modelValue = nullptr;
  };
  struct TextHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
  };
  struct Shard {
    std::mutex mutex;
    std::unordered_map<std::string, Entry, TextHash, std::equal_to<>> map;
  };
  static constexpr size_t kShards = 32;

  Value get(Kind k, std::string_view text);
  Entry &entry(Shard &sh, std::string_view text);

  Shard shards_[kShards];
  std::atomic<uint32_t> next_{0};
  std::atomic<bool> frozen_{false};
};

} // namespace tlacore::val
