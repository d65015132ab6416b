// SANY on module text in memory, alone in its folder (isolated_sany.h).
#include "isolated_sany.h"

#include <sstream>
#include <vector>

#include "diagnostic_engine.h"
#include "module_set.h"
#include "sany_report.h"
#include "source_manager.h"

namespace tlacore::scoring {

namespace {
// A folder no file can be in (/dev/null is not a directory), so nothing
// beside the module is ever found: the benchmark's scratch folder.
constexpr const char *kScratchFolder = "/dev/null/";
} // namespace

SanyRun runIsolatedSany(const std::string &moduleName, const std::string &text) {
  SourceManager sm;
  DiagnosticEngine diags;
  sem::ModuleSet set(sm, diags, sem::SemanticOptions{});
  std::string path = kScratchFolder + moduleName + ".tla";
  set.loadRootText(path, text);
  std::ostringstream out;
  SanyRun run;
  run.exitCode = engine::printSanyReport(out, set, sm, diags, path, /*errorCodes=*/true);
  run.output = out.str();
  return run;
}

std::string firstSanyError(const std::string &output) {
  std::vector<std::string> lines;
  std::istringstream in(output);
  for (std::string line; std::getline(in, line);)
    if (!line.empty())
      lines.push_back(line);
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string &l = lines[i];
    if (l.rfind("*** Errors:", 0) == 0 && i + 2 < lines.size())
      return lines[i + 2] + " (" + lines[i + 1] + ")";
    if (l == "***Parse Error***" && i + 1 < lines.size())
      return lines[i + 1] + (i + 2 < lines.size() && lines[i + 2].rfind("Encountered", 0) == 0 ? " (" + lines[i + 2] + ")" : "");
    if (l.rfind("Lexical error", 0) == 0 || l.rfind("Cannot find source file", 0) == 0 ||
        l.rfind("File name", 0) == 0)
      return l;
  }
  for (const std::string &l : lines)
    if (l.rfind("Parsing file", 0) != 0 && l.rfind("Semantic processing", 0) != 0)
      return l;
  return "";
}

} // namespace tlacore::scoring
