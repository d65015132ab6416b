// Runs a self-written model through `tlacore tlc` as the TLC test-model
// class tests do: files written to a fresh directory, one worker, the last
// states-generated/distinct counts read from the output.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <string>
#include <sys/wait.h>

namespace tlcmodel {

namespace fs = std::filesystem;

struct TlcRun {
  int exit = -1;
  std::string out;
  std::string generated, distinct;
};

// Writes `files` (name -> text) to a fresh directory and runs
// `tlacore tlc -workers 1 <args> -config <cfg> <root>` there (without the
// `-config <cfg>` when `args` names a configuration itself).
inline TlcRun tlc(const std::map<std::string, std::string> &files, const std::string &root, const std::string &cfg,
        const std::string &args = "-deadlock") {
  static std::mt19937_64 rng{std::random_device{}()};
  fs::path dir = fs::temp_directory_path() / ("tlacore-tlcmodels-" + std::to_string(rng()));
  fs::create_directories(dir);
  for (const auto &[name, text] : files)
    std::ofstream(dir / name, std::ios::binary) << text;
  std::ofstream(dir / "run.cfg", std::ios::binary) << cfg;
  std::string config = args.find("-config") == std::string::npos ? " -config run.cfg " : " ";
  std::string cmd = "cd '" + dir.string() + "' && '" TLACORE_BINARY "' tlc -workers 1 " + args + config + root + " 2>&1";
  TlcRun r;
  FILE *p = popen(cmd.c_str(), "r");
  std::array<char, 4096> buf;
  size_t n;
  while (p && (n = fread(buf.data(), 1, buf.size(), p)) > 0)
    r.out.append(buf.data(), n);
  int status = p ? pclose(p) : -1;
  r.exit = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::smatch m;
  std::string::const_iterator from = r.out.begin();
  while (std::regex_search(from, r.out.cend(), m, std::regex(R"((\d+) states generated, (\d+) distinct states found)"))) {
    r.generated = m[1];
    r.distinct = m[2];
    from = m.suffix().first;
  }
  fs::remove_all(dir);
  return r;
}

// The last coverage report's lines (without the line naming its time).
inline std::string coverageBlock(const std::string &out) {
  size_t at = out.rfind("The coverage statistics");
  if (at == std::string::npos)
    return "";
  at = out.find('\n', at);
  size_t end = out.find("End of statistics.", at);
  return out.substr(at + 1, end == std::string::npos ? std::string::npos : end - at - 1);
}

// The coverage block of a run of `tla` (module `name`) with -deadlock -coverage 9999 and 1 or 2 workers,
// which must exit 0.
inline std::string coverage(const std::string &name, const std::string &tla, const std::string &cfg, int workers) {
  TlcRun r = tlc({{name + ".tla", tla}}, name + ".tla", cfg,
                 "-deadlock -coverage 9999" + std::string(workers == 2 ? " -workers 2" : ""));
  EXPECT_EQ(r.exit, 0) << r.out;
  return coverageBlock(r.out);
}

} // namespace tlcmodel
