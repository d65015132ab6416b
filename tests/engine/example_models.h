// The Examples corpus's small models and one run of a model through the
// engine, for the tests that compare a run with its data on disk against the
// in-memory run (disk_queue_models_test, live_disk_models_test).
#pragma once

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "engine.h"
#include "model_loader.h"
#include "output_sink.h"

namespace tlacore::engine::testmodels {

namespace fs = std::filesystem;

// The run's text with its dates and durations masked.
inline std::string masked(const std::string &text) {
  static const std::regex date(R"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)");
  static const std::regex finished(R"(Finished in [0-9]+(ms|s))");
  static const std::regex temporal(R"(temporal properties in [0-9]+s)");
  return std::regex_replace(std::regex_replace(std::regex_replace(text, date, "DATE"), finished, "Finished in T"),
                            temporal, "temporal properties in T");
}

struct Observed {
  RunResult result;
  std::string text;
};

inline Observed checkModel(const fs::path &tla, const fs::path &cfg, RunOptions o) {
  LoadResult load = loadModel({tla.string(), {}}, {cfg.string(), {}, {}});
  Observed out;
  if (load.status != LoadStatus::Ok)
    return out;
  StringSink sink;
  o.output = &sink;
  out.result = run(*load.model, o);
  out.text = masked(sink.text());
  return out;
}

struct ExampleModel {
  fs::path tla, cfg;
};

// The exhaustive-search models of expected.tsv with states that TLC checks
// within 3 s; with `withProperty`, only those with a PROPERTY.
inline std::vector<ExampleModel> smallExampleModels(const fs::path &examples, bool withProperty) {
  std::vector<ExampleModel> rows;
  std::ifstream in(examples / "expected.tsv");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("module\t", 0) == 0)
      continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string cell; std::getline(ss, cell, '\t');)
      f.push_back(cell);
    if (f.size() < 8 || f[2].find("simulate") != std::string::npos || f[4] == "0" || f[4].empty())
      continue;
    if (withProperty && (f.size() < 11 || f[10].find("property") == std::string::npos))
      continue;
    if (std::stod(f[7].empty() ? "99" : f[7]) <= 3.0)
      rows.push_back({examples / f[0], examples / f[1]});
  }
  return rows;
}

} // namespace tlacore::engine::testmodels
