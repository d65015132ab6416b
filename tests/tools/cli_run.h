// Runs the tlacore binary on specs written to a temporary directory, for the
// end-to-end tests that compare its output with TLC's.
#pragma once

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <utility>
#include <vector>

#include <stdlib.h>
#include <sys/wait.h>

namespace clirun {

struct Result {
  std::string out;
  int rc = -1;
  bool signalled = false;
};

// A shell command's output (what it prints to stdout) and exit code.
inline Result shell(const std::string &cmd) {
  Result r;
  FILE *p = popen(cmd.c_str(), "r");
  if (!p)
    return r;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0)
    r.out.append(buf, n);
  int status = pclose(p);
  // Killed by a signal, or a shell reporting one (128 + N), not one of TLC's exit codes.
  r.signalled = WIFSIGNALED(status) || (WIFEXITED(status) && WEXITSTATUS(status) >= 128 + 1 &&
                                        WEXITSTATUS(status) <= 128 + 31 && WEXITSTATUS(status) != 150 &&
                                        WEXITSTATUS(status) != 151 && WEXITSTATUS(status) != 153);
  r.rc = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// `tlacore ARGS` run in `dir`: its output (stdout and stderr) and exit code.
inline Result runIn(const std::string &dir, const std::string &args) {
  return shell("cd '" + dir + "' && '" + TLACORE_BINARY + "' " + args + " 2>&1");
}

// A fresh directory holding the given files (name, text); removed with the object.
class SpecDir {
public:
  explicit SpecDir(const std::vector<std::pair<std::string, std::string>> &files) {
    char tmpl[] = "/tmp/tlacore-cli-XXXXXX";
    if (mkdtemp(tmpl))
      path_ = tmpl;
    for (const auto &[name, text] : files)
      std::ofstream(path_ + "/" + name, std::ios::binary) << text;
  }
  ~SpecDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  SpecDir(const SpecDir &) = delete;
  SpecDir &operator=(const SpecDir &) = delete;

  // `tlacore ARGS` run here: its output (stdout and stderr) and exit code.
  Result run(const std::string &args) const;

private:
  std::string path_;
};

inline Result SpecDir::run(const std::string &args) const { return runIn(path_, args); }

// TLC's "N states generated, M distinct states found" figures (-1 when absent).
inline std::pair<long long, long long> stateCounts(const std::string &out) {
  std::smatch m;
  static const std::regex line(R"(([0-9,]+) states generated, ([0-9,]+) distinct states found)");
  if (!std::regex_search(out, m, line))
    return {-1, -1};
  auto num = [](std::string s) {
    std::string d;
    for (char c : s)
      if (c != ',')
        d += c;
    return std::stoll(d);
  };
  return {num(m[1]), num(m[2])};
}

} // namespace clirun
