// `tlacore sany`: a drop-in for `java tla2sany.SANY [-error-codes] File.tla`,
// printing the lines harnesses read and returning SANY 1.8.0's exit codes.
#include <cctype>
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
  // SANY's switches come first; every argument after them is a file, checked
  // in turn until one fails (SANY.SANYmain).
  bool errorCodes = false;
  int i = 2;
  for (; i < argc && argv[i][0] == '-'; ++i) {
    std::string arg = argv[i];
    std::string lower = arg;
    for (char &c : lower)
      c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "-error-codes")
      errorCodes = true;
    else if (lower == "-help") {
      std::cout << "Usage: tlacore sany [-s] [-l] [-d] [-stat] [-error-codes] FILE.tla ...\n";
      return 0;
    } else if (arg != "-S" && arg != "-s" && arg != "-L" && arg != "-l" && arg != "-D" && arg != "-d" &&
               arg != "-STAT" && arg != "-stat") {
      std::cout << "Invalid option: " << arg << "\nTry 'SANY -help' for more information.\n";
      return 255;
    }
  }
  if (i == argc) {
    std::cout << "At least 1 filename is required.\nTry 'SANY -help' for more information.\n";
    return 255;
  }
  for (; i < argc; ++i) {
    std::cout << "\n****** SANY2 Version 2.2 created 08 July 2020\n\n";
    std::string file = argv[i];
    if (file.size() < 4 || file.compare(file.size() - 4, 4, ".tla") != 0)
      file += ".tla";
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) {
      // SANYmain looks for the file before it parses anything (FileUtil.createNamedInputStream).
      std::cout << "Cannot find the specified file " << argv[i] << ".\n";
      return 255;
    }
    SourceManager sm;
    DiagnosticEngine diags;
    sem::SemanticOptions opts;
    opts.libraryPaths = libraryPathsFromEnvironment();
    sem::ModuleSet set(sm, diags, opts);
    set.loadRootFile(file);
    if (int rc = engine::printSanyReport(std::cout, set, sm, diags, file, errorCodes))
      return rc;
  }
  return 0;
}

} // namespace tlacore::cli
