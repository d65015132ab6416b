// `tlacore syntax-score MODEL.tla [--json] [--module NAME] [--task T]`: the
// benchmark's syntax metric alone, per definition (a debugging aid; `tlacore
// score` reports the same numbers among the other metrics).
#include <cstdio>
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "syntax_metric.h"

namespace tlacore::cli {

int runSyntaxScore(int argc, char **argv) {
  std::string model;
  bool json = false;
  scoring::SyntaxOptions options;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--json")
      json = true;
    else if ((a == "--module" || a == "--task") && i + 1 < argc)
      (a == "--module" ? options.specModule : options.taskName) = argv[++i];
    else if (a == "--help" || a == "-h") {
      std::cout << "Usage: tlacore syntax-score MODEL.tla [--json] [--module NAME] [--task T]\n";
      return 0;
    } else if (!a.empty() && a[0] != '-' && model.empty())
      model = a;
    else {
      std::cerr << "error: unexpected argument '" << a << "'\nUsage: tlacore syntax-score MODEL.tla [--json] [--module NAME] [--task T]\n";
      return 2;
    }
  }
  if (model.empty()) {
    std::cerr << "error: no model given\nUsage: tlacore syntax-score MODEL.tla [--json] [--module NAME] [--task T]\n";
    return 2;
  }
  scoring::SyntaxScore s = scoring::scoreSyntax(model, options);
  if (json) {
    nlohmann::json j = scoring::toJson(s);
    j["model"] = model;
    std::cout << j.dump(2) << "\n";
    return s.error.empty() ? 0 : 2;
  }
  if (!s.error.empty()) {
    std::cerr << "error: " << s.error << "\n";
    return 2;
  }
  std::printf("whole module: %s%s\n", s.wholeModulePasses ? "passes" : "fails: ",
              s.wholeModulePasses ? "" : s.wholeModuleReason.c_str());
  for (const scoring::DefinitionVerdict &d : s.definitionsDetail)
    std::printf("  %-4s %s (line %d)%s%s\n", d.passes ? "ok" : "FAIL", d.name.c_str(), d.line,
                d.passes ? "" : ": ", d.reason.c_str());
  std::printf("definitions: %d of %d pass\nsyntax score: %.4f  (%.3f s)\n", s.definitionsPassing, s.definitions,
              s.score, s.seconds);
  return 0;
}

} // namespace tlacore::cli
