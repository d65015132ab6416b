// Specs written to a fresh temporary folder, and the tlacore binary run
// there, for the scoring tests.
#pragma once

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include <stdlib.h>
#include <sys/wait.h>

namespace scoringtest {

class SpecFiles {
public:
  explicit SpecFiles(const std::vector<std::pair<std::string, std::string>> &files) {
    char tmpl[] = "/tmp/tlacore-scoring-XXXXXX";
    if (mkdtemp(tmpl))
      path_ = tmpl;
    for (const auto &[name, text] : files) {
      std::filesystem::create_directories(std::filesystem::path(path_ + "/" + name).parent_path());
      std::ofstream(path_ + "/" + name, std::ios::binary) << text;
    }
  }
  ~SpecFiles() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  SpecFiles(const SpecFiles &) = delete;
  SpecFiles &operator=(const SpecFiles &) = delete;
  const std::string &path() const { return path_; }
  std::string operator/(const std::string &name) const { return path_ + "/" + name; }

private:
  std::string path_;
};

struct Run {
  std::string out;
  int rc = -1;
};

// `tlacore ARGS` in `dir`: stdout and stderr, exit code.
inline Run tlacore(const std::string &dir, const std::string &args) {
  Run r;
  std::string cmd = "cd '" + dir + "' && '" + TLACORE_BINARY + "' " + args + " 2>&1";
  FILE *p = popen(cmd.c_str(), "r");
  if (!p)
    return r;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0)
    r.out.append(buf, n);
  int status = pclose(p);
  r.rc = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

} // namespace scoringtest
