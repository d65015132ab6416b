// StandardLibrary: the standard modules built into tlacore (Naturals, TLC,
// Sequences, the CommunityModules copies, ...) parsed and analysed once per
// process and shared, immutable, by every ModuleSet that would read them
// unchanged (ModuleSet::adoptStandard). Thread-safe; nothing is written to
// disk. Their buffers are SourceManager's shared buffers, at offsets fixed
// by the module table, so locations in them are the same in every run.
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "module_set.h"

namespace tlacore::sem {

class StandardLibrary {
public:
  static StandardLibrary &instance();

  struct Entry {
    const ResolvedModule *module = nullptr;
    const LoadedFile *file = nullptr;
    const std::vector<std::string> *required = nullptr; // the names its analysis required, in order
  };
  // The analysed built-in module `name`; nullopt when there is none, or when
  // analysing it (or a module it depends on) reported anything: such a
  // module is analysed in each set, where its diagnostics belong.
  std::optional<Entry> module(std::string_view name);

  // Where built-in module `name`'s text lives: its shared buffer slot and
  // global offset (the module table's order); false for other names.
  static bool sharedPlace(std::string_view name, uint32_t &slot, uint32_t &base);

private:
  StandardLibrary();
  std::mutex mutex_;
  SourceManager sm_;
  DiagnosticEngine diags_;
  std::unique_ptr<ModuleSet> set_;
  std::unordered_map<std::string, std::optional<Entry>> entries_;
  std::unordered_map<const ResolvedModule *, bool> clean_; // analysed without a diagnostic
  // Memory ran out in the middle of an analysis: what the set holds may be
  // half done, so nothing more is shared (each set analyses its own copy).
  bool broken_ = false;
};

} // namespace tlacore::sem
