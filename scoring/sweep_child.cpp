// Starts scorer children with fork/exec under rlimits, kills them past their budget, classifies their end.
#include "sweep_child.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>

extern char **environ;

namespace tlacore::scoring {
namespace fs = std::filesystem;

namespace {

double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string readFile(const fs::path &path, size_t keepTail = 0) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string text = ss.str();
  if (keepTail && text.size() > keepTail)
    text = "..." + text.substr(text.size() - keepTail);
  return text;
}

std::string lower(std::string s) {
  for (char &c : s)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool mentionsAllocationFailure(const std::string &stderrText) {
  std::string t = lower(stderrText);
  return t.find("bad_alloc") != std::string::npos || t.find("out of memory") != std::string::npos ||
         t.find("cannot allocate memory") != std::string::npos || t.find("memoryerror") != std::string::npos;
}

// The last non-empty line of `text` (for an error's one-line reason).
std::string lastLine(const std::string &text) {
  size_t end = text.find_last_not_of(" \t\r\n");
  if (end == std::string::npos)
    return {};
  size_t start = text.find_last_of('\n', end);
  start = start == std::string::npos ? 0 : start + 1;
  return text.substr(start, end - start + 1);
}

std::string formatSeconds(double s) {
  std::ostringstream o;
  o << s;
  return o.str();
}

} // namespace

std::string signalName(int sig) {
  if (const char *abbrev = sigabbrev_np(sig))
    return std::string("SIG") + abbrev;
  return "signal " + std::to_string(sig);
}

std::optional<uint64_t> parseByteSize(const std::string &text) {
  if (text.empty())
    return std::nullopt;
  size_t pos = 0;
  while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])))
    ++pos;
  if (pos == 0)
    return std::nullopt;
  uint64_t value = std::stoull(text.substr(0, pos));
  std::string unit = lower(text.substr(pos));
  if (unit == "" || unit == "b")
    return value;
  uint64_t mult = 0;
  if (unit == "k" || unit == "kb" || unit == "kib")
    mult = 1ull << 10;
  else if (unit == "m" || unit == "mb" || unit == "mib")
    mult = 1ull << 20;
  else if (unit == "g" || unit == "gb" || unit == "gib")
    mult = 1ull << 30;
  else if (unit == "t" || unit == "tb" || unit == "tib")
    mult = 1ull << 40;
  else
    return std::nullopt;
  return value * mult;
}

ChildEnd classifyEnd(int waitStatus, bool timedOut, const std::string &stderrText, const ChildBudget &budget,
                     int64_t maxRssKb, const std::string &stdoutTail) {
  ChildEnd end;
  std::string memory = budget.maxMemoryBytes ? std::to_string(budget.maxMemoryBytes >> 20) + " MiB" : "";
  if (timedOut) {
    end.status = "timeout";
    end.signal = "SIGKILL";
    end.detail = "killed after the " + formatSeconds(budget.timeoutSeconds) + " s budget";
    return end;
  }
  if (WIFSIGNALED(waitStatus)) {
    int sig = WTERMSIG(waitStatus);
    end.signal = signalName(sig);
    if (mentionsAllocationFailure(stderrText)) {
      end.status = "out-of-memory";
      end.detail = "allocation failed" + (memory.empty() ? "" : " under the " + memory + " budget") +
                   " (" + end.signal + ")";
    } else if ((sig == SIGABRT || sig == SIGSEGV || sig == SIGBUS) && budget.maxMemoryBytes &&
               static_cast<double>(maxRssKb) * 1024.0 >= 0.4 * static_cast<double>(budget.maxMemoryBytes)) {
      end.status = "out-of-memory";
      end.detail = end.signal + " at " + std::to_string(maxRssKb >> 10) + " MiB resident of the " + memory +
                   " budget (an allocation failed)";
    } else if (sig == SIGKILL) {
      // Not sent by the sweep: the kernel's OOM killer, or an operator.
      end.status = "out-of-memory";
      end.detail = "killed by SIGKILL from outside the sweep (the kernel's OOM killer?)";
    } else {
      end.status = "crash";
      end.detail = "killed by " + end.signal;
    }
    return end;
  }
  int code = WIFEXITED(waitStatus) ? WEXITSTATUS(waitStatus) : -1;
  end.exitCode = code;
  if (code == 0) {
    end.status = "ok";
    return end;
  }
  if (mentionsAllocationFailure(stderrText) || mentionsAllocationFailure(stdoutTail)) {
    end.status = "out-of-memory";
    end.detail = "allocation failed" + (memory.empty() ? "" : " under the " + memory + " budget") + " (exit " +
                 std::to_string(code) + ")";
    return end;
  }
  end.status = "error";
  std::string reason = lastLine(stderrText);
  end.detail = "exit " + std::to_string(code) + (reason.empty() ? "" : ": " + reason);
  return end;
}

ChildPool::ChildPool(fs::path workRoot) : workRoot_(std::move(workRoot)) {
  fs::create_directories(workRoot_);
}

ChildPool::~ChildPool() {
  for (auto &[pid, child] : children_) {
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    std::error_code ec;
    fs::remove_all(child.dir, ec);
  }
}

void ChildPool::start(uint64_t token, const std::vector<std::string> &argv, const ChildBudget &budget) {
  std::string tmpl = (workRoot_ / "item-XXXXXX").string();
  if (!mkdtemp(tmpl.data()))
    throw std::runtime_error(workRoot_.string() + ": cannot make a temporary directory: " + std::strerror(errno));
  fs::path dir = tmpl;
  std::string outPath = (dir / "stdout").string(), errPath = (dir / "stderr").string();

  // Everything the child needs is built before fork: after it, only
  // async-signal-safe calls.
  std::vector<char *> args;
  for (const std::string &a : argv)
    args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);
  std::vector<std::string> envStore;
  for (char **e = environ; *e; ++e)
    if (std::strncmp(*e, "TMPDIR=", 7) != 0)
      envStore.emplace_back(*e);
  envStore.push_back("TMPDIR=" + dir.string());
  std::vector<char *> envp;
  for (std::string &e : envStore)
    envp.push_back(e.data());
  envp.push_back(nullptr);
  const char *execFailed = "tlacore sweep: cannot run the scorer\n";
  pid_t parent = getpid();

  pid_t pid = fork();
  if (pid < 0)
    throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  if (pid == 0) {
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL); // the sweep killed: its children go too
    if (getppid() != parent)
      _exit(126);
    int out = open(outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int err = open(errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int in = open("/dev/null", O_RDONLY);
    if (out < 0 || err < 0 || in < 0)
      _exit(126);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    if (chdir(tmpl.c_str()) != 0)
      _exit(126);
    struct rlimit noCore {0, 0};
    setrlimit(RLIMIT_CORE, &noCore);
    if (budget.maxMemoryBytes) {
      struct rlimit as {budget.maxMemoryBytes, budget.maxMemoryBytes};
      setrlimit(RLIMIT_AS, &as);
    }
    execve(args[0], args.data(), envp.data());
    ssize_t ignored = write(2, execFailed, std::strlen(execFailed));
    (void)ignored;
    _exit(127);
  }
  setpgid(pid, pid); // also from here, so that a kill before the child's own call reaches it
  children_[pid] = Child{token, dir, budget, now()};
}

std::vector<std::pair<uint64_t, ChildEnd>> ChildPool::reap() {
  std::vector<std::pair<uint64_t, ChildEnd>> ended;
  while (!children_.empty()) {
    int status = 0;
    struct rusage usage {};
    pid_t pid;
    while ((pid = wait4(-1, &status, WNOHANG, &usage)) > 0) {
      auto it = children_.find(pid);
      if (it == children_.end())
        continue;
      Child child = it->second;
      children_.erase(it);
      kill(-pid, SIGKILL); // whatever it started in its group goes with it
      std::string err = readFile(child.dir / "stderr", 8192);
      std::string out = readFile(child.dir / "stdout");
      ChildEnd end = classifyEnd(status, child.timedOut, err, child.budget, usage.ru_maxrss,
                                 out.substr(out.size() > 8192 ? out.size() - 8192 : 0));
      end.out = std::move(out);
      end.err = err;
      end.wallSeconds = now() - child.startedAt;
      end.cpuSeconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                       static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
      end.maxRssKb = usage.ru_maxrss;
      if (end.exitCode && *end.exitCode == 127 && err.find("cannot run the scorer") != std::string::npos)
        end.detail = "the scorer " + std::string("could not be started (exit 127)");
      std::error_code ec;
      fs::remove_all(child.dir, ec);
      ended.emplace_back(child.token, std::move(end));
    }
    if (!ended.empty())
      return ended;
    double t = now();
    for (auto &[cpid, child] : children_)
      if (!child.timedOut && child.budget.timeoutSeconds > 0 && t - child.startedAt > child.budget.timeoutSeconds) {
        child.timedOut = true;
        kill(-cpid, SIGKILL);
        kill(cpid, SIGKILL);
      }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return ended;
}

} // namespace tlacore::scoring
