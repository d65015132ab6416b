// `tlacore parse`: syntax and semantic check of one module (and the modules
// it uses) with clang-style or JSON diagnostics.
#include <iostream>

#include "commands.h"
#include "diagnostic_renderer.h"
#include "module_set.h"

namespace tlacore::cli {

void printDiagnostics(const SourceManager &sm, const DiagnosticEngine &diags, bool color) {
  std::cerr << renderText(sm, diags.diagnostics(), color);
  if (diags.hasErrors())
    std::cerr << diags.errorCount() << (diags.errorCount() == 1 ? " error" : " errors") << " generated.\n";
}

int runParse(const ParseCommandOptions &opts) {
  SourceManager sm;
  DiagnosticEngine diags;
  sem::SemanticOptions semOpts;
  semOpts.libraryPaths = opts.libraryPaths;
  sem::ModuleSet modules(sm, diags, semOpts);
  const sem::ResolvedModule *root = modules.loadRootFile(opts.file);
  bool unreadable = !root && !diags.diagnostics().empty() &&
                    (diags.diagnostics().front().id == DiagId::err_file_not_found ||
                     diags.diagnostics().front().id == DiagId::err_file_is_directory);
  if (opts.json) {
    std::cout << renderJson(sm, diags.diagnostics()) << "\n";
  } else {
    printDiagnostics(sm, diags, opts.color);
  }
  if (unreadable)
    return 2;
  return diags.hasErrors() ? 1 : 0;
}

} // namespace tlacore::cli
