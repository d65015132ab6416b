// SysMoBench's syntax metric, computed exactly as its ActionDecompositionEvaluator
// (commit 7bae250) does, in one process: 1.0 when the whole module passes SANY
// alone in a scratch folder, else 0.5 x the share of its definitions that pass
// SANY one by one in their own modules after the benchmark's repair loop.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace tlacore::scoring {

struct DefinitionVerdict {
  std::string name;
  int line = 0; // in the model (the last definition of that name)
  bool passes = false;
  std::string reason; // SANY's first error on the definition's module, when it fails
  std::vector<std::string> variablesAdded; // what the repair declared
  std::vector<std::string> stubsAdded;
};

struct SyntaxScore {
  bool wholeModulePasses = false;
  std::string wholeModuleReason; // SANY's first error on the whole module
  int definitions = 0;
  int definitionsPassing = 0;
  double score = 0;
  std::vector<DefinitionVerdict> definitionsDetail;
  double seconds = 0;
  std::string error; // set when the model could not be scored (unreadable, not UTF-8)
};

struct SyntaxOptions {
  // The benchmark's spec module name: the whole module is checked as
  // `specModule`.tla and definition D in a module `specModule`_D (ActionModule_D
  // when it is not a TLA+ name). Empty: the file's stem, as in the reference
  // runs; to score a generated model as the benchmark's pipeline does, pass
  // the task's spec_module (the benchmark saves the model under that name).
  std::string specModule;
  // The benchmark's task name; it only decides where the repair places its
  // stubs (the benchmark strips "`task`_" from the module name to find the
  // definition). Empty: none.
  std::string taskName;
  int threads = 0; // 0: one per core
};

SyntaxScore scoreSyntax(const std::filesystem::path &modulePath, const SyntaxOptions &options = {});
// The same on module text in memory (`specModule` must then be set).
SyntaxScore scoreSyntaxText(const std::string &text, const SyntaxOptions &options);

// The "syntax" member of `tlacore score --json` (contract C2).
nlohmann::json toJson(const SyntaxScore &score);

} // namespace tlacore::scoring
