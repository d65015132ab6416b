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
};

struct LoadedFile {
  std::string path; // as opened (or "<builtin>/Name.tla")
  bool isStandard = false;
  ParsedModule parsed;
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

  const std::vector<LoadedFile *> &files() const { return fileOrder_; }
  // Modules in the order their analysis finished (dependencies first).
  const std::vector<const ResolvedModule *> &analysisOrder() const { return order_; }
  size_t syntaxErrorCount() const { return syntaxErrors_; }
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
  std::vector<LoadedFile *> fileOrder_;
  std::unordered_map<std::string, const ResolvedModule *> byName_; // top-level modules
  // Further modules written after the first one in a file (SANY reads them too).
  std::unordered_map<std::string, LoadedFile *> siblings_;
  // Files read for a module name (beside the root, library paths, built in).
  std::unordered_map<std::string, LoadedFile *> filesByName_;
  void readSiblings(LoadedFile *first);
  std::unordered_set<std::string> inProgress_;
  std::vector<const ResolvedModule *> order_;
  size_t syntaxErrors_ = 0;
  bool rootNameMismatch_ = false;
};

} // namespace tlacore::sem
