// tlacore score: the SysMoBench metrics of one model in one process
// (scoring/score_model.h); a table, or with --json the C2 object.
#include <exception>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>

#include "commands.h"
#include "score_model.h"

namespace tlacore::cli {

namespace {

const char *kScoreUsage =
    "usage: tlacore score [--task T] MODEL.tla [-c MODEL.cfg] [--invariants FILE] [--traces DIR]\n"
    "                     [--metrics syntax,runtime,conformance,invariants] [--seeds 1-20] [--json]\n"
    "                     [--spec-module M] [--threads N] [--lib DIR]\n"
    "  --invariants FILE  concretised invariants, {\"invariants\": [\"Name == expr\", ...], \"types\": {...}}\n"
    "  --traces DIR       a trace manifest folder (index.tsv), or one case folder of one\n"
    "  --metrics LIST     default: syntax, runtime, and invariants/conformance when their input is given\n"
    "  --seeds A-B|A,B,.. the simulations' seeds (default: random, as the benchmark draws them)\n"
    "  --spec-module M    the task's specModule: invariants are checked with the model saved as M.tla\n"
    "exit: 0 scored, 1 internal error, 2 bad usage or unreadable input\n";

int usageError(const std::string &message) {
  std::cerr << "tlacore score: " << message << "\n" << kScoreUsage;
  return 2;
}

// "1-20" or "3,5,8".
bool parseSeeds(const std::string &text, std::vector<int64_t> &seeds) {
  try {
    size_t dash = text.find('-', 1);
    if (dash != std::string::npos && text.find(',') == std::string::npos) {
      int64_t from = std::stoll(text.substr(0, dash)), to = std::stoll(text.substr(dash + 1));
      if (to < from || to - from > 100000)
        return false;
      for (int64_t s = from; s <= to; ++s)
        seeds.push_back(s);
      return true;
    }
    std::stringstream list(text);
    std::string item;
    while (std::getline(list, item, ','))
      seeds.push_back(std::stoll(item));
    return !seeds.empty();
  } catch (const std::exception &) {
    return false;
  }
}

} // namespace

int runScore(int argc, char **argv) {
  scoring::ScoreRequest req;
  bool json = false;
  std::string metrics;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&](std::string &into) {
      if (i + 1 >= argc)
        return false;
      into = argv[++i];
      return true;
    };
    std::string v;
    if (a == "-h" || a == "--help") {
      std::cout << kScoreUsage;
      return 0;
    } else if (a == "--json") {
      json = true;
    } else if (a == "--task") {
      if (!value(req.task))
        return usageError("--task needs a task name");
    } else if (a == "--spec-module") {
      if (!value(req.specModule))
        return usageError("--spec-module needs a module name");
    } else if (a == "-c" || a == "--config") {
      if (!value(req.cfg))
        return usageError(a + " needs a .cfg file");
    } else if (a == "--invariants") {
      if (!value(req.invariantsFile))
        return usageError("--invariants needs a file");
    } else if (a == "--traces") {
      if (!value(req.tracesDir))
        return usageError("--traces needs a folder");
    } else if (a == "--metrics") {
      if (!value(metrics))
        return usageError("--metrics needs a list");
    } else if (a == "--seeds") {
      if (!value(v) || !parseSeeds(v, req.runtime.seeds))
        return usageError("--seeds needs a range A-B or a list A,B,...");
      req.runtime.simulations = static_cast<int>(req.runtime.seeds.size());
    } else if (a == "--threads") {
      if (!value(v) || v.find_first_not_of("0123456789") != std::string::npos || v.empty())
        return usageError("--threads needs a number");
      req.threads = static_cast<unsigned>(std::stoul(v));
    } else if (a == "--lib") {
      if (!value(v))
        return usageError("--lib needs a folder");
      req.libraryPaths.push_back(v);
    } else if (!a.empty() && a[0] == '-') {
      return usageError("unknown option " + a);
    } else if (req.model.empty()) {
      req.model = a;
    } else {
      return usageError("more than one model given (" + req.model + ", " + a + ")");
    }
  }
  if (req.model.empty())
    return usageError("no model given");
  std::error_code ec;
  if (!std::filesystem::is_regular_file(req.model, ec))
    return usageError("cannot read " + req.model);
  if (metrics.empty()) {
    req.metrics = {"syntax", "runtime"};
    if (!req.invariantsFile.empty())
      req.metrics.insert("invariants");
    if (!req.tracesDir.empty())
      req.metrics.insert("conformance");
  } else {
    std::stringstream list(metrics);
    std::string m;
    while (std::getline(list, m, ',')) {
      if (m != "syntax" && m != "runtime" && m != "conformance" && m != "invariants")
        return usageError("unknown metric " + m + " (syntax, runtime, conformance, invariants)");
      req.metrics.insert(m);
    }
  }
  for (const std::string &dir : libraryPathsFromEnvironment())
    req.libraryPaths.push_back(dir);
  if (std::string why = scoring::applyTask(req); !why.empty())
    return usageError(why);
  try {
    scoring::ScoreReport report = scoring::scoreModel(req);
    if (json)
      std::cout << scoring::toJson(report) << "\n";
    else
      std::cout << scoring::toTable(report);
    return 0;
  } catch (const std::exception &e) {
    std::cerr << "tlacore score: internal error: " << e.what() << "\n";
    return 1;
  }
}

} // namespace tlacore::cli
