// Runs the tlacore binary on specs written to a temporary directory, for the
// end-to-end tests that compare its output with TLC's.
#pragma once

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

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

// A fresh directory holding the given files (name, text; a name may have
// folders); removed with the object.
class SpecDir {
public:
  explicit SpecDir(const std::vector<std::pair<std::string, std::string>> &files) {
    char tmpl[] = "/tmp/tlacore-cli-XXXXXX";
    if (mkdtemp(tmpl))
      path_ = tmpl;
    for (const auto &[name, text] : files) {
      std::filesystem::create_directories(std::filesystem::path(path_ + "/" + name).parent_path());
      std::ofstream(path_ + "/" + name, std::ios::binary) << text;
    }
  }
  ~SpecDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  SpecDir(const SpecDir &) = delete;
  SpecDir &operator=(const SpecDir &) = delete;

  // `tlacore ARGS` run here: its output (stdout and stderr) and exit code.
  Result run(const std::string &args) const;
  const std::string &path() const { return path_; }
  std::string operator/(const std::string &name) const { return path_ + "/" + name; }

private:
  std::string path_;
};

inline Result SpecDir::run(const std::string &args) const { return runIn(path_, args); }

// How a child runs in runLimited: its address-space limit (RLIMIT_AS), the
// CPU time after which it is killed (a runaway computation: the measure that
// does not grow when other jobs load the machine), a wall-clock timeout
// after which it is killed (a hang that uses no CPU: a deadlock, a read that
// never returns), and optionally a signal sent midway.
struct Limits {
  size_t addressSpaceBytes = size_t{1} << 30;
  double timeoutSeconds = 30; // wall clock
  double cpuSeconds = 0;      // CPU time of all the child's threads; 0: no limit
  int signal = 0;             // sent after signalAfterSeconds when not 0
  double signalAfterSeconds = 0;
};

// What runLimited saw: the output (stdout and stderr), the exit code or the
// signal that ended the child, and whether the timeout killed it.
struct LimitedResult {
  std::string out;
  int rc = -1;
  int termSignal = 0; // the signal the child died of (0: it exited)
  bool timedOut = false;    // killed at the wall-clock timeout
  bool cpuTimedOut = false; // killed at the CPU-time limit
  double seconds = 0;       // wall clock
  double cpuSeconds = 0;    // user + system time of the child (all threads)
  uint64_t peakResidentBytes = 0; // the child's maximum resident set size
};

// The CPU time (user + system, all threads) process `pid` has used so far,
// from /proc/PID/stat; -1 when it cannot be read.
inline double processCpuSeconds(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  size_t close = stat.rfind(')'); // the command name may hold spaces
  if (close == std::string::npos)
    return -1;
  std::istringstream fields(stat.substr(close + 2));
  std::string field;
  unsigned long long utime = 0, stime = 0;
  // Fields 3.. of proc(5): state is field 3, utime 14, stime 15.
  for (int i = 3; i <= 15 && fields >> field; ++i) {
    if (i == 14)
      utime = std::stoull(field);
    if (i == 15)
      stime = std::stoull(field);
  }
  return double(utime + stime) / double(sysconf(_SC_CLK_TCK));
}

// `tlacore ARGS` (split on spaces, no quoting) run in `dir` as a child
// process under `limits`, with stdin from /dev/null.
inline LimitedResult runLimited(const std::string &dir, const std::vector<std::string> &args, const Limits &limits) {
  LimitedResult r;
  std::string outPath = std::filesystem::temp_directory_path() / ("tlacore-limited-" + std::to_string(getpid()) + ".out");
  timespec start{};
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t pid = fork();
  if (pid == 0) {
    rlimit as{limits.addressSpaceBytes, limits.addressSpaceBytes};
    setrlimit(RLIMIT_AS, &as);
    if (chdir(dir.c_str()) != 0)
      _exit(120);
    int fd = open(outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int in = open("/dev/null", O_RDONLY);
    dup2(in, 0);
    dup2(fd, 1);
    dup2(fd, 2);
    std::vector<char *> argv{const_cast<char *>(TLACORE_BINARY)};
    for (const std::string &a : args)
      argv.push_back(const_cast<char *>(a.c_str()));
    argv.push_back(nullptr);
    execv(TLACORE_BINARY, argv.data());
    _exit(121);
  }
  auto elapsed = [&] {
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return double(now.tv_sec - start.tv_sec) + double(now.tv_nsec - start.tv_nsec) / 1e9;
  };
  int status = 0;
  bool signalled = false;
  for (;;) {
    rusage usage{};
    pid_t done = wait4(pid, &status, WNOHANG, &usage);
    if (done == pid) {
      r.peakResidentBytes = static_cast<uint64_t>(usage.ru_maxrss) * 1024;
      r.cpuSeconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                     double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
      break;
    }
    double t = elapsed();
    if (limits.cpuSeconds > 0 && !r.cpuTimedOut && !r.timedOut && processCpuSeconds(pid) >= limits.cpuSeconds) {
      kill(pid, SIGKILL);
      r.cpuTimedOut = true;
    }
    if (limits.signal && !signalled && t >= limits.signalAfterSeconds) {
      kill(pid, limits.signal);
      signalled = true;
    }
    if (t >= limits.timeoutSeconds && !r.timedOut && !r.cpuTimedOut) {
      kill(pid, SIGKILL);
      r.timedOut = true;
    }
    usleep(5000);
  }
  r.seconds = elapsed();
  if (WIFEXITED(status))
    r.rc = WEXITSTATUS(status);
  else if (WIFSIGNALED(status))
    r.termSignal = WTERMSIG(status);
  std::ifstream in(outPath, std::ios::binary);
  r.out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  std::remove(outPath.c_str());
  return r;
}

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
