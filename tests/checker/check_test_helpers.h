// Shared helpers for the checker tests: load a spec and its cfg through the engine, run BFS.
#pragma once

#include <atomic>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include "engine.h"
#include "explore/bfs.h"

namespace tlacore::checktest {

// How far a check got: a load or cfg problem stops before the search.
enum class Stage { Loaded, ParseFailed, CfgFailed, ModelFailed };

struct CheckRun {
  Stage stage = Stage::Loaded;
  std::string problem; // why the search did not start
  explore::CheckResult result;
  std::vector<std::string> variables; // state slot names, in order
};

inline std::string readText(const std::filesystem::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A spec and its cfg loaded through the engine, as `tlacore tlc` loads them.
struct LoadedSpec {
  Stage stage = Stage::Loaded;
  std::string problem;                          // why it could not be loaded
  std::shared_ptr<const engine::Model> handle; // keeps the modules alive
  const model::SpecModel *model = nullptr;      // null unless Loaded
};

inline LoadedSpec loadFiles(const std::string &tlaPath, const std::string &cfgPath,
                            const std::vector<std::string> &libraries = {}) {
  LoadedSpec out;
  engine::LoadOptions lo;
  lo.libraryPaths = libraries;
  engine::LoadResult r = engine::loadModel({tlaPath, {}}, {cfgPath, {}, {}, {}}, lo);
  out.handle = r.model;
  if (r.status == engine::LoadStatus::SpecError) {
    out.stage = Stage::ParseFailed;
    for (const Diagnostic &d : r.model->specDiagnostics().diagnostics())
      out.problem += d.message + "\n";
  } else if (r.status == engine::LoadStatus::ConfigError) {
    out.stage = r.configSyntaxError ? Stage::CfgFailed : Stage::ModelFailed;
    out.problem = r.configErrorText();
  } else if (r.status != engine::LoadStatus::Ok) { // a numeral too big, memory: no model to check
    out.stage = Stage::ModelFailed;
    out.problem = r.status == engine::LoadStatus::NumberTooBig ? "a numeral above TLC's integers"
                                                                : "out of memory while loading";
  } else {
    out.model = &r.model->spec();
  }
  return out;
}

// Loads `tlaPath` with the cfg in `cfgPath` and runs the breadth-first search.
// `libraries` are further directories modules are looked up in (as TLA_PATH).
inline CheckRun checkFiles(const std::string &tlaPath, const std::string &cfgPath,
                           const explore::CheckOptions &options = {}, const std::vector<std::string> &libraries = {}) {
  CheckRun run;
  LoadedSpec l = loadFiles(tlaPath, cfgPath, libraries);
  run.stage = l.stage;
  run.problem = l.problem;
  if (!l.model)
    return run;
  for (const sem::Symbol *v : l.model->variables)
    run.variables.emplace_back(v->name);
  // As `tlacore tlc` does: the cfg's CHECK_DEADLOCK and the caller's option must both ask for it.
  explore::CheckOptions o = options;
  o.checkDeadlock = options.checkDeadlock && l.model->checkDeadlock;
  run.result = explore::runBfs(*l.model, o);
  return run;
}

// A fresh directory under the system temp dir, removed with the object.
class TempDir {
public:
  TempDir() {
    static std::atomic<int> counter{0};
    path_ = std::filesystem::temp_directory_path() /
            ("tlacore_checker_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;

  const std::filesystem::path &path() const { return path_; }
  std::string write(const std::string &name, const std::string &text) const {
    std::filesystem::path p = path_ / name;
    std::ofstream(p, std::ios::binary) << text;
    return p.string();
  }

private:
  std::filesystem::path path_;
};

// The module name declared in `text` ("---- MODULE Name ----").
inline std::string moduleName(const std::string &text) {
  size_t at = text.find("MODULE");
  if (at == std::string::npos)
    return "Spec";
  size_t b = text.find_first_not_of(" \t", at + 6);
  size_t e = text.find_first_of(" \t\r\n-", b);
  return text.substr(b, e - b);
}

// Writes the modules (the first is the root) and the root's cfg to a temp
// dir and checks them.
inline CheckRun checkText(const std::vector<std::string> &modules, const std::string &cfg,
                          const explore::CheckOptions &options = {}) {
  TempDir dir;
  std::string root;
  for (const std::string &m : modules) {
    std::string path = dir.write(moduleName(m) + ".tla", m);
    if (root.empty())
      root = path;
  }
  std::string cfgPath = dir.write(moduleName(modules.front()) + ".cfg", cfg);
  return checkFiles(root, cfgPath, options);
}

// "TRUE", "FALSE", or the evaluation error of the one-module spec `tla`'s
// ASSUMEs ("load failed: ..." when it does not load): for the class tests
// that check one expression at a time.
inline std::string assumeVerdict(const std::string &tla, const std::string &cfg = "") {
  CheckRun r = checkText({tla}, cfg);
  if (r.stage != Stage::Loaded)
    return "load failed: " + r.problem;
  switch (r.result.outcome) {
  case explore::Outcome::Success: return "TRUE";
  case explore::Outcome::AssumptionFalse: return "FALSE";
  case explore::Outcome::EvalErrorInit: return r.result.error.message;
  default: return "unexpected outcome";
  }
}

} // namespace tlacore::checktest
