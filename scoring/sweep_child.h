// Scorer child processes: one per item, in its own process group, temp dir and rlimits; how each one ended.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tlacore::scoring {

struct ChildBudget {
  double timeoutSeconds = 0;   // 0: none; then SIGKILL of the child's process group
  uint64_t maxMemoryBytes = 0; // 0: none; else RLIMIT_AS
};

// How a child ended: status is ok (exit 0), crash (a signal), timeout,
// out-of-memory, or error (another exit code, or it could not start).
struct ChildEnd {
  std::string status;
  std::string detail;
  std::string signal; // "SIGSEGV", ... when killed by a signal
  std::optional<int> exitCode;
  std::string out;    // all of stdout
  std::string err;    // the end of stderr
  double wallSeconds = 0, cpuSeconds = 0;
  int64_t maxRssKb = 0;
};

// "SIGSEGV" for SIGSEGV, "signal 77" for an unnamed one.
std::string signalName(int sig);

// The category of an end: `waitStatus` as wait(2) gives it, whether the
// driver killed the child for its time budget, and the child's stderr
// (allocation failures under RLIMIT_AS show there as bad_alloc, "out of
// memory" or "Cannot allocate memory"). A child killed silently by SIGABRT,
// SIGSEGV or SIGBUS whose resident peak `maxRssKb` reached 40% of the
// address-space budget counts as out of memory too: a failed allocation may
// abort before anything is printed (tlacore check does under RLIMIT_AS), and
// the address space always exceeds the resident set (stacks and allocator
// arenas are reserved, not touched).
// `stdoutTail`: the end of its stdout, where TLC and tlacore print their
// out-of-memory message (tlacore: exit 153 after "... ran out of memory").
ChildEnd classifyEnd(int waitStatus, bool timedOut, const std::string &stderrText, const ChildBudget &budget,
                     int64_t maxRssKb = 0, const std::string &stdoutTail = "");

// "4G", "512M", "64k", "1000000" -> bytes; nullopt for anything else.
std::optional<uint64_t> parseByteSize(const std::string &text);

// Children running at once; each is started with start() and collected by
// reap() when it ends.
class ChildPool {
public:
  // `workRoot` holds a fresh directory per child (its cwd and TMPDIR),
  // removed when the child has ended.
  explicit ChildPool(std::filesystem::path workRoot);
  ~ChildPool(); // kills what is still running

  // Starts argv[0] (a path) with argv; `token` names it in reap()'s answer.
  void start(uint64_t token, const std::vector<std::string> &argv, const ChildBudget &budget);
  // Waits until at least one child has ended (killing those past their
  // budget) and returns the ended ones; empty when none is running.
  std::vector<std::pair<uint64_t, ChildEnd>> reap();
  size_t running() const { return children_.size(); }

private:
  struct Child {
    uint64_t token;
    std::filesystem::path dir;
    ChildBudget budget;
    double startedAt;
    bool timedOut = false;
  };
  std::filesystem::path workRoot_;
  std::map<int, Child> children_; // by pid
};

} // namespace tlacore::scoring
