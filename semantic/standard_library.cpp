// The process's shared standard modules (standard_library.h).
#include "standard_library.h"

#include "stdlib/builtin_modules.h"

namespace tlacore::sem {

StandardLibrary &StandardLibrary::instance() {
  static StandardLibrary *library = new StandardLibrary; // outlives every run, never destroyed
  return *library;
}

StandardLibrary::StandardLibrary() {
  SemanticOptions options;
  options.shareStandardModules = false;
  options.standardLibrary = true;
  set_ = std::make_unique<ModuleSet>(sm_, diags_, options);
}

bool StandardLibrary::sharedPlace(std::string_view name, uint32_t &slot, uint32_t &base) {
  uint64_t offset = SourceManager::kSharedBase;
  uint32_t index = 0;
  for (std::string_view n : builtinModuleNames()) {
    std::string_view text = *findBuiltinModule(n);
    if (n == name) {
      if (index >= SourceManager::kSharedSlots || offset + text.size() + 1 > UINT32_MAX)
        return false;
      slot = index;
      base = static_cast<uint32_t>(offset);
      return true;
    }
    offset += text.size() + 1;
    ++index;
  }
  return false;
}

std::optional<StandardLibrary::Entry> StandardLibrary::module(std::string_view name) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::string key(name);
  if (auto it = entries_.find(key); it != entries_.end())
    return it->second;
  std::optional<Entry> entry;
  if (broken_)
    return entry;
  if (findBuiltinModule(name)) {
    size_t diagnostics = diags_.diagnostics().size();
    size_t analysed = set_->analysisOrder().size();
    const ResolvedModule *m = nullptr;
    try {
      m = set_->require(name, nullptr, {});
    } catch (...) { // std::bad_alloc: the caller reports it
      broken_ = true;
      throw;
    }
    // Every module this call analysed is clean only when nothing was reported.
    bool quiet = diags_.diagnostics().size() == diagnostics;
    for (size_t i = analysed; i < set_->analysisOrder().size(); ++i)
      clean_.emplace(set_->analysisOrder()[i], quiet);
    auto c = m ? clean_.find(m) : clean_.end();
    if (c != clean_.end() && c->second)
      for (const LoadedFile *f : set_->files())
        if (f->parsed.file == m->file)
          entry = Entry{m, f, set_->requiredDuring(m)};
    static const std::vector<std::string> none;
    if (entry && !entry->required)
      entry->required = &none;
  }
  entries_.emplace(std::move(key), entry);
  return entry;
}

} // namespace tlacore::sem
