// A model whose state space outgrows a small address space, and a runner
// that checks it with the engine library in a child process under that
// limit: shared by the test binaries of every stage that links the engine
// (each must turn the allocation failure into a clean outcome, not abort).
#pragma once

#include <gtest/gtest.h>

#include <string>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "engine.h"

namespace tlacore::engine::oom_test {

// Each state holds a function of 300 numbers: memory runs out in seconds.
inline const char *const kHugeSpec =
    "---- MODULE Huge ----\nEXTENDS Naturals\nVARIABLES x, s\nInit == x = 0 /\\ s = <<>>\n"
    "Next == \\E d \\in 1..50 : x' = (x * 50 + d) % 1000000 /\\ s' = [i \\in 1..300 |-> x']\n"
    "====\n";

struct ChildOutcome {
  int status = -1;  // the child's wait status
  std::string text; // "exit=N outcome=O"
};

// Checks kHugeSpec with `workers` workers in a child process limited to
// `limitBytes` of address space.
inline ChildOutcome checkHugeStateSpaceInChild(size_t limitBytes, int workers = 1) {
  int fds[2];
  EXPECT_EQ(pipe(fds), 0);
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    rlimit as{limitBytes, limitBytes};
    setrlimit(RLIMIT_AS, &as);
    LoadResult load = loadModel({"Huge.tla", std::string(kHugeSpec)}, {"Huge.cfg", std::string("INIT Init\nNEXT Next\n"), {}});
    std::string text = "load failed";
    if (load.status == LoadStatus::Ok) {
      RunOptions o;
      o.workers = workers;
      RunResult r = run(*load.model, o);
      text = "exit=" + std::to_string(r.exitCode) + " outcome=" + r.outcome;
    }
    ssize_t ignored = write(fds[1], text.data(), text.size());
    (void)ignored;
    _exit(0);
  }
  close(fds[1]);
  ChildOutcome out;
  char buf[4096];
  for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) > 0;)
    out.text.append(buf, static_cast<size_t>(n));
  close(fds[0]);
  waitpid(pid, &out.status, 0);
  return out;
}

} // namespace tlacore::engine::oom_test
