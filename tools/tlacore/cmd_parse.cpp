// `tlacore parse`: syntax check of one module with clang-style or JSON diagnostics.
#include <fstream>
#include <iostream>
#include <sstream>

#include "commands.h"
#include "diagnostic_renderer.h"
#include "parse_module.h"

namespace tlacore::cli {

int runParse(const ParseCommandOptions &opts) {
  SourceManager sm;
  DiagnosticEngine diags;
  std::ifstream in(opts.file, std::ios::binary);
  if (!in) {
    FileId none = sm.addBuffer(opts.file, "");
    diags.report(DiagId::err_file_not_found, {sm.locForOffset(none, 0), {}}) << opts.file;
    if (opts.json)
      std::cout << renderJson(sm, diags.diagnostics()) << "\n";
    else
      std::cerr << renderText(sm, diags.diagnostics(), opts.color);
    return 2;
  }
  std::stringstream buf;
  buf << in.rdbuf();
  FileId file = sm.addBuffer(opts.file, buf.str());
  ParsedModule parsed = parseModule(sm, file, diags);
  if (opts.json) {
    std::cout << renderJson(sm, diags.diagnostics()) << "\n";
  } else {
    std::cerr << renderText(sm, diags.diagnostics(), opts.color);
    if (diags.hasErrors())
      std::cerr << diags.errorCount() << (diags.errorCount() == 1 ? " error" : " errors") << " generated.\n";
  }
  return diags.hasErrors() ? 1 : 0;
}

} // namespace tlacore::cli
