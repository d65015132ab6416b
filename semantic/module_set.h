// ModuleSet: finds, parses and analyses a root module and every module it
// uses (EXTENDS, INSTANCE), each once. Modules are looked up among the
// enclosing file's nested modules, beside the root file, in the library
// paths, then among the standard modules built into tlacore.
#pragma once

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "diagnostic_engine.h"
#include "parse_module.h"
#include "resolved_module.h"
#include "source_manager.h"

namespace tlacore::sem {

struct SemanticOptions {
  std::vector<std::string> libraryPaths; // --lib and TLA_PATH
  // Use the process's copy of a standard module (parsed and analysed once,
  // standard_library.h) when nothing of the user's replaces it or a module
  // it depends on; false: parse and analyse it again in this set.
  bool shareStandardModules = true;
  // The set is the process's StandardLibrary: only built-in modules, read
  // into the SourceManager's shared buffers.
  bool standardLibrary = false;
};

struct LoadedFile {
  std::string path; // as opened (or "<builtin>/Name.tla")
  bool isStandard = false;
  ParsedModule parsed;
};

// The time one module of a set cost: reading its file, parsing it and
// analysing it (its own analysis, without the modules it loads meanwhile).
// A shared standard module (standard_library.h) costs nothing but the first
// time the process needs it, counted as its analysis.
struct ModuleTime {
  std::string name; // the module's name, or the file's when it has none
  bool standard = false;
  bool shared = false;
  double readSeconds = 0;
  double parseSeconds = 0;
  double semanticSeconds = 0;
};

class ModuleSet {
public:
  ModuleSet(SourceManager &sm, DiagnosticEngine &diags, SemanticOptions options = {});
  ~ModuleSet();
  ModuleSet(const ModuleSet &) = delete;
  ModuleSet &operator=(const ModuleSet &) = delete;

  // Reads, parses and analyses the module in `path`. Null when it could not be
  // read or parsed; diagnostics explain why.
  const ResolvedModule *loadRootFile(const std::string &path);
  // Same for text already in memory (tests, sweeps); `path` names its folder.
  const ResolvedModule *loadRootText(const std::string &path, std::string text);

  const std::vector<const LoadedFile *> &files() const { return fileOrder_; }
  // Modules in the order their analysis finished (dependencies first).
  const std::vector<const ResolvedModule *> &analysisOrder() const { return order_; }
  size_t syntaxErrorCount() const { return syntaxErrors_; }
  // The names module `m`'s analysis asked for (require), in order; kept
  // only in the process's StandardLibrary set.
  const std::vector<std::string> *requiredDuring(const ResolvedModule *m) const {
    auto it = requiredDuring_.find(m);
    return it == requiredDuring_.end() ? nullptr : &it->second;
  }
  // One entry per file read or module adopted, in files() order.
  const std::vector<ModuleTime> &moduleTimes() const { return times_; }
  bool rootNameMismatch() const { return rootNameMismatch_; }

  // Used by the resolver.
  Symbol *newSymbol();
  // Storage for `n` symbol pointers that lives as long as the set.
  const Symbol **newSymbolArray(size_t n);
  InstanceBinding *newBinding();
  LabelTable *newLabelTable();
  ResolvedModule *newModule();
  // The module `name` as seen from `from` (null when `from` is the root's
  // folder level); reports 4220 / 4222 at `useSite` when it fails.
  const ResolvedModule *require(std::string_view name, const ResolvedModule *from, SourceRange useSite);
  DiagnosticEngine &diags() { return diags_; }
  SourceManager &sources() { return sm_; }
  void finished(const ResolvedModule *m) { order_.push_back(m); }

private:
  LoadedFile *readFile(const std::string &path, bool isStandard, std::string text);
  std::optional<std::string> findFile(std::string_view name) const;
  const ResolvedModule *analyseFile(LoadedFile *file, SourceRange useSite);
  // The file that holds top-level module `name` (read and parsed once), or null.
  LoadedFile *fileFor(std::string_view name);
  // Analyses the modules `file` uses through EXTENDS and top-level INSTANCE,
  // and theirs, deepest first, with an explicit stack: a chain of thousands
  // of modules needs no deep recursion (the analysis of each one then finds
  // its dependencies done).
  void analyseDependencies(LoadedFile *file);
  // Module `name` and the modules it depends on, taken from the process's
  // StandardLibrary when this set would read exactly those built-in
  // modules itself; null (nothing changed) otherwise.
  const ResolvedModule *adoptStandard(std::string_view name);

  SourceManager &sm_;
  DiagnosticEngine &diags_;
  SemanticOptions options_;
  std::string rootDir_;
  std::deque<Symbol> symbols_;
  std::deque<std::vector<const Symbol *>> symbolArrays_;
  std::deque<InstanceBinding> bindings_;
  std::deque<LabelTable> labelTables_;
  std::deque<ResolvedModule> modules_;
  std::deque<LoadedFile> filesStore_;
  std::vector<const LoadedFile *> fileOrder_;
  std::unordered_map<std::string, const ResolvedModule *> byName_; // top-level modules
  // The root spec's file: a module found in no file is looked up in it.
  LoadedFile *root_ = nullptr;
  // Files read for a module name (beside the root, library paths, built in).
  std::unordered_map<std::string, LoadedFile *> filesByName_;
  // Module `name` of the root file read as a monolith spec (monolith_module.h),
  // parsed; null when the root file has no header for it.
  LoadedFile *monolithFile(std::string_view name);
  std::unordered_set<std::string> inProgress_;
  std::vector<const ResolvedModule *> order_;
  size_t syntaxErrors_ = 0;
  std::vector<ModuleTime> times_;
  std::unordered_map<const ResolvedModule *, std::vector<std::string>> requiredDuring_;
  std::unordered_map<const LoadedFile *, size_t> timeIndex_; // into times_
  double innerSeconds_ = 0; // time of the loads inside the analysis being timed
  double lastReadSeconds_ = 0; // the read of the file readFile gets next
  bool rootNameMismatch_ = false;
};

} // namespace tlacore::sem
