// The tlacore subcommands; main.cpp only dispatches to these.
#pragma once

#include <string>
#include <vector>

namespace tlacore {
class SourceManager;
class DiagnosticEngine;
namespace sem {
class ModuleSet;
}
} // namespace tlacore

namespace tlacore::cli {

struct ParseCommandOptions {
  std::string file;
  bool json = false;
  bool color = false;
  std::vector<std::string> libraryPaths;
};
// tlacore parse FILE.tla [--json]: 0 ok, 1 errors in the spec, 2 unreadable input.
int runParse(const ParseCommandOptions &opts);

// tlacore sany [SANY flags] FILE.tla: SANY's output and exit codes
// (0 ok; 255 syntax error or missing module; 4 semantic error with -error-codes).
int runSany(int argc, char **argv);

// Prints what SANY prints after its banner for a loaded spec and returns
// SANY's exit code (0, 4 semantic errors with -error-codes, 255 syntax).
int printSanyReport(const sem::ModuleSet &set, const SourceManager &sm, const DiagnosticEngine &diags,
                    const std::string &file, bool errorCodes);

// tlacore tlc [TLC flags] FILE.tla: TLC's messages and exit codes.
int runTlc(int argc, char **argv);

// Directories named by the TLA_PATH environment variable (colon-separated).
std::vector<std::string> libraryPathsFromEnvironment();

} // namespace tlacore::cli
