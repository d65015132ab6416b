// `tlacore sany`: a drop-in for `java tla2sany.SANY [-error-codes] File.tla`,
// printing the lines harnesses read and returning SANY 1.8.0's exit codes.
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "commands.h"
#include "module_set.h"
#include "sany_report.h"

namespace tlacore::cli {

std::vector<std::string> libraryPathsFromEnvironment() {
  std::vector<std::string> out;
  if (const char *env = std::getenv("TLA_PATH")) {
    std::stringstream ss(env);
    std::string dir;
    while (std::getline(ss, dir, ':'))
      if (!dir.empty())
        out.push_back(dir);
  }
  return out;
}


int runSany(int argc, char **argv) {
  bool errorCodes = false;
  std::string file;
  for (int i = 2; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "-error-codes")
      errorCodes = true;
    else if (!arg.empty() && arg[0] == '-')
      continue; // -s, -d, -D, -stat, -level: accepted and ignored
    else
      file = arg;
  }
  std::cout << "\n****** SANY2 Version 2.2 created 08 July 2020\n\n";
  if (file.empty()) {
    std::cout << "Usage: tlacore sany [-error-codes] FILE.tla\n";
    return errorCodes ? 255 : 255;
  }
  if (file.size() < 4 || file.compare(file.size() - 4, 4, ".tla") != 0)
    file += ".tla";

  SourceManager sm;
  DiagnosticEngine diags;
  sem::SemanticOptions opts;
  opts.libraryPaths = libraryPathsFromEnvironment();
  sem::ModuleSet set(sm, diags, opts);
  set.loadRootFile(file);
  return engine::printSanyReport(std::cout, set, sm, diags, file, errorCodes);
}

} // namespace tlacore::cli
