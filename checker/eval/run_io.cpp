// The process's RunIo (stdout, the process environment) and the lookups
// every RunIo shares.
#include "run_io.h"

#include <cstdio>
#include <mutex>

extern char **environ;

namespace tlacore::eval {

namespace {
std::mutex &stdoutMutex() {
  static std::mutex m;
  return m;
}
} // namespace

void RunIo::printLine(std::string_view line) const {
  if (print) {
    print(line);
    return;
  }
  // Workers print concurrently: one line at a time, flushed as TLC flushes.
  std::lock_guard<std::mutex> lock(stdoutMutex());
  std::fwrite(line.data(), 1, line.size(), stdout);
  std::fflush(stdout);
}

std::optional<std::string> RunIo::nextInputLine() const {
  if (readLine)
    return readLine();
  std::string line;
  int ch;
  bool any = false;
  while ((ch = std::getchar()) != EOF) {
    any = true;
    if (ch == '\n')
      break;
    if (ch == '\r') { // \r and \r\n end a line too
      int next = std::getchar();
      if (next != '\n' && next != EOF)
        std::ungetc(next, stdin);
      break;
    }
    line.push_back(static_cast<char>(ch));
  }
  if (!any)
    return std::nullopt;
  return line;
}

std::optional<std::string> RunIo::getenv(const std::string &name) const {
  if (environment) {
    auto it = environment->find(name);
    if (it == environment->end())
      return std::nullopt;
    return it->second;
  }
  const char *v = std::getenv(name.c_str());
  if (!v)
    return std::nullopt;
  return std::string(v);
}

std::map<std::string, std::string> RunIo::environmentVariables() const {
  if (environment)
    return *environment;
  std::map<std::string, std::string> out;
  for (char **e = environ; e && *e; ++e) {
    std::string_view entry(*e);
    size_t eq = entry.find('=');
    if (eq == std::string_view::npos || eq == 0)
      continue;
    out.emplace(std::string(entry.substr(0, eq)), std::string(entry.substr(eq + 1)));
  }
  return out;
}

const RunIo &processIo() {
  static const RunIo io;
  return io;
}

} // namespace tlacore::eval
