// `tlacore runnable-at-k [-k K]... TASK_DIR...`: Model-Bench's Runnable@k.
// Each directory holds the n models generated for one task (every .tla
// with a .cfg of the same name, in it or in its subdirectories; other
// modules are the ones they extend);
// each is checked in this process, a model counting as runnable when its
// check ends without failure. `--counts N:C` gives a task's counts directly.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>

#include "commands.h"
#include "failure_category.h"
#include "runnable_at_k.h"

namespace tlacore::cli {

namespace {

const char *kUsage = "usage: tlacore runnable-at-k [-k K]... [--json] [--no-deadlock] [-w N] [--timeout S]\n"
                     "       [--counts N:C]... [TASK_DIR]...\n";

struct ModelRun {
  std::string spec;
  scoring::Failure failure;
};
struct Task {
  std::string name;
  scoring::TaskCounts counts;
  std::vector<ModelRun> models;
};

std::string fixed(double x) {
  std::ostringstream os;
  os << std::fixed << std::setprecision(4) << x;
  return os.str();
}

} // namespace

int runRunnableAtK(int argc, char **argv) {
  std::vector<uint64_t> ks;
  std::vector<Task> tasks;
  std::vector<std::string> dirs;
  bool json = false;
  engine::RunOptions run;
  run.workers = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  run.format = engine::TextFormat::Silent;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    bool hasValue = i + 1 < argc;
    if (a == "-k" && hasValue) {
      long long k = std::atoll(argv[++i]);
      if (k < 1) {
        std::cerr << "error: -k must be at least 1\n";
        return 2;
      }
      ks.push_back(static_cast<uint64_t>(k));
    } else if (a == "--json") {
      json = true;
    } else if (a == "--no-deadlock") {
      run.checkDeadlock = false;
    } else if ((a == "-w" || a == "--workers") && hasValue) {
      run.workers = std::max(1, std::atoi(argv[++i]));
    } else if (a == "--timeout" && hasValue) {
      run.budgets.wallSeconds = std::atof(argv[++i]);
    } else if (a == "--counts" && hasValue) {
      std::string v = argv[++i];
      size_t colon = v.find(':');
      if (colon == std::string::npos) {
        std::cerr << "error: --counts takes N:C, not '" << v << "'\n";
        return 2;
      }
      Task t;
      t.name = v;
      t.counts.n = std::strtoull(v.substr(0, colon).c_str(), nullptr, 10);
      t.counts.c = std::strtoull(v.substr(colon + 1).c_str(), nullptr, 10);
      tasks.push_back(std::move(t));
    } else if (a == "-h" || a == "--help") {
      std::cout << kUsage;
      return 0;
    } else if (!a.empty() && a[0] != '-') {
      dirs.push_back(a);
    } else {
      std::cerr << "error: unexpected argument '" << a << "'\n" << kUsage;
      return 2;
    }
  }
  if (ks.empty())
    ks.push_back(1);
  namespace fs = std::filesystem;
  for (const std::string &dir : dirs) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
      std::cerr << dir << ": error: not a directory of generated models\n";
      return 2;
    }
    Task t;
    t.name = dir;
    // The models: .tla files with a .cfg beside them, in the folder or in
    // its subfolders (one model per folder, as benchmarks lay them out).
    std::vector<std::string> specs;
    auto collect = [&](const fs::path &folder) {
      for (const fs::directory_entry &e : fs::directory_iterator(folder, ec))
        if (e.path().extension() == ".tla" && fs::exists(fs::path(e.path()).replace_extension(".cfg")))
          specs.push_back(e.path().string());
    };
    collect(dir);
    for (const fs::directory_entry &e : fs::directory_iterator(dir, ec))
      if (e.is_directory())
        collect(e.path());
    std::sort(specs.begin(), specs.end());
    for (const std::string &spec : specs) {
      engine::CheckRequest req;
      req.spec.path = spec;
      req.config.path = defaultConfig(spec);
      req.load.libraryPaths = libraryPathsFromEnvironment();
      req.run = run;
      req.banner = false;
      req.sanyReport = false;
      scoring::Failure f = scoring::classifyFailure(engine::check(req));
      t.counts.n++;
      if (f.category == scoring::FailureCategory::None)
        t.counts.c++;
      t.models.push_back({spec, f});
    }
    tasks.push_back(std::move(t));
  }
  if (tasks.empty()) {
    std::cerr << "error: no task given (a directory of models, or --counts N:C)\n" << kUsage;
    return 2;
  }
  // Runnable@k per k over the tasks with at least k models.
  std::vector<std::pair<uint64_t, std::optional<double>>> scores;
  for (uint64_t k : ks)
    scores.emplace_back(k, scoring::meanRunnableAtK([&] {
                          std::vector<scoring::TaskCounts> c;
                          for (const Task &t : tasks)
                            c.push_back(t.counts);
                          return c;
                        }(),
                                                   k));
  if (json) {
    std::cout << "{\"runnableAtK\": {";
    for (size_t i = 0; i < scores.size(); ++i)
      std::cout << (i ? ", " : "") << "\"" << scores[i].first << "\": "
                << (scores[i].second ? fixed(*scores[i].second) : std::string("null"));
    std::cout << "}, \"tasks\": [";
    for (size_t i = 0; i < tasks.size(); ++i) {
      const Task &t = tasks[i];
      std::cout << (i ? ", " : "") << "{\"task\": \"" << t.name << "\", \"n\": " << t.counts.n
                << ", \"c\": " << t.counts.c << ", \"models\": [";
      for (size_t m = 0; m < t.models.size(); ++m)
        std::cout << (m ? ", " : "") << "{\"spec\": \"" << t.models[m].spec
                  << "\", \"failure\": " << scoring::failureJson(t.models[m].failure) << "}";
      std::cout << "]}";
    }
    std::cout << "]}\n";
    return 0;
  }
  for (const Task &t : tasks) {
    std::cout << t.name << ": " << t.counts.c << " of " << t.counts.n << " runnable\n";
    for (const ModelRun &m : t.models)
      if (m.failure.category != scoring::FailureCategory::None)
        std::cout << "  " << m.spec << ": " << scoring::failureCategoryName(m.failure.category)
                  << (m.failure.kind.empty() ? "" : " (" + m.failure.kind + ")") << "\n";
  }
  for (const auto &[k, score] : scores)
    std::cout << "Runnable@" << k << ": "
              << (score ? fixed(*score) : std::string("undefined (a task has fewer than k models)")) << "\n";
  return 0;
}

} // namespace tlacore::cli
