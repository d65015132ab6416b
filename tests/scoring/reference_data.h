// Test helpers: the SysMoBench reference folders of ../shared/reference
// (runtime scores per model, invariant verdicts per model and invariant).
#pragma once

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace tlacore::scoring::testing {

inline std::filesystem::path sharedDir() { return TLACORE_SHARED_DIR; }
inline std::filesystem::path referenceDir() { return sharedDir() / "reference"; }

// A TSV file as rows of column name -> cell.
inline std::vector<std::map<std::string, std::string>> readTsv(const std::filesystem::path &path) {
  std::vector<std::map<std::string, std::string>> rows;
  std::ifstream in(path);
  std::string line;
  std::vector<std::string> header;
  auto split = [](const std::string &l) {
    std::vector<std::string> cells;
    std::stringstream ss(l);
    std::string c;
    while (std::getline(ss, c, '\t'))
      cells.push_back(c);
    if (!l.empty() && l.back() == '\t')
      cells.emplace_back();
    return cells;
  };
  while (std::getline(in, line)) {
    if (header.empty()) {
      header = split(line);
      continue;
    }
    std::vector<std::string> cells = split(line);
    std::map<std::string, std::string> row;
    for (size_t i = 0; i < header.size(); ++i)
      row[header[i]] = i < cells.size() ? cells[i] : "";
    rows.push_back(std::move(row));
  }
  return rows;
}

inline std::vector<std::string> splitComma(const std::string &s) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  std::string c;
  while (std::getline(ss, c, ','))
    if (!c.empty())
      out.push_back(c);
  return out;
}

inline std::string readFile(const std::filesystem::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// model_id -> model_path (relative to ../shared), from the runtime reference.
inline std::map<std::string, std::string> modelPaths() {
  std::map<std::string, std::string> paths;
  for (auto &row : readTsv(referenceDir() / "sysmobench-runtime" / "scores.tsv"))
    paths[row["model_id"]] = row["model_path"];
  return paths;
}

} // namespace tlacore::scoring::testing
