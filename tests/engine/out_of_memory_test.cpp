// Memory running out is an outcome of loadModel and run, not an abort: in a
// child process under an address-space limit, a state space and a module too
// large for it end with TLC's out-of-memory message, exit code 153 and the
// counts so far; and the process can go on to check another model.
#include <gtest/gtest.h>

#include <string>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "engine.h"

namespace tlacore::engine {
namespace {

constexpr size_t MiB = size_t{1} << 20;

// Each state holds a function of 300 numbers: memory runs out in seconds.
const char *const kHuge = "---- MODULE Huge ----\nEXTENDS Naturals\nVARIABLES x, s\nInit == x = 0 /\\ s = <<>>\n"
                          "Next == \\E d \\in 1..50 : x' = (x * 50 + d) % 1000000 /\\ s' = [i \\in 1..300 |-> x']\n"
                          "====\n";
const char *const kSmall = "---- MODULE Small ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                           "Next == x' = (x + 1) % 7\n====\n";

// What the child reports: one line per field.
struct ChildReport {
  int status = -1; // the child's wait status
  std::string text;
};

// Runs fn in a child process with RLIMIT_AS = `limit`; fn returns the text
// the child reports.
template <typename Fn>
ChildReport inChild(size_t limit, Fn fn) {
  int fds[2];
  EXPECT_EQ(pipe(fds), 0);
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    rlimit as{limit, limit};
    setrlimit(RLIMIT_AS, &as);
    std::string text = fn();
    ssize_t ignored = write(fds[1], text.data(), text.size());
    (void)ignored;
    _exit(0);
  }
  close(fds[1]);
  ChildReport r;
  char buf[4096];
  for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) > 0;)
    r.text.append(buf, static_cast<size_t>(n));
  close(fds[0]);
  waitpid(pid, &r.status, 0);
  return r;
}

std::string describe(const RunResult &r) {
  return "exit=" + std::to_string(r.exitCode) + "\noutcome=" + r.outcome + "\nstop=" + stopReasonName(r.stopReason) +
         "\ndistinct=" + std::to_string(r.distinct) + "\nmessage=" + r.message + "\n";
}

TEST(OutOfMemory, StateSpaceBeyondTheAddressSpaceEndsWithTlcsMessageAndTheCounts) {
  for (int workers : {1, 2}) {
    ChildReport r = inChild(768 * MiB, [workers] {
      LoadResult load = loadModel({"Huge.tla", std::string(kHuge)}, {"Huge.cfg", std::string("INIT Init\nNEXT Next\n"), {}});
      if (load.status != LoadStatus::Ok)
        return std::string("load failed");
      RunOptions o;
      o.workers = workers;
      StringSink sink;
      o.output = &sink;
      RunResult huge = run(*load.model, o);
      // The process goes on: a small model checks to the end.
      LoadResult small = loadModel({"Small.tla", std::string(kSmall)}, {"Small.cfg", std::string("INIT Init\nNEXT Next\n"), {}});
      RunResult after = run(*small.model, RunOptions{});
      return describe(huge) + "printed=" + sink.text() + "\nafter=" + after.outcome + "\n";
    });
    ASSERT_TRUE(WIFEXITED(r.status)) << "workers " << workers << ": the child died of signal " << WTERMSIG(r.status);
    EXPECT_NE(r.text.find("exit=153\n"), std::string::npos) << r.text;
    EXPECT_NE(r.text.find("outcome=outOfMemory\n"), std::string::npos) << r.text;
    EXPECT_NE(r.text.find("stop=outOfMemory\n"), std::string::npos) << r.text;
    EXPECT_EQ(r.text.find("distinct=0\n"), std::string::npos) << r.text;
    EXPECT_NE(r.text.find("Java ran out of memory."), std::string::npos) << r.text;
    EXPECT_NE(r.text.find("tlacore ran out of memory while exploring the state space"), std::string::npos) << r.text;
    EXPECT_NE(r.text.find("distinct states found"), std::string::npos) << r.text;
    EXPECT_NE(r.text.find("after=success\n"), std::string::npos) << r.text;
  }
}

TEST(OutOfMemory, ModuleBeyondTheAddressSpaceIsALoadStatus) {
  ChildReport r = inChild(256 * MiB, [] {
    // Parsing needs ~22 bytes per source byte (bench/parse_bench): 24 MiB
    // of definitions cannot load within 256 MiB.
    std::string defs = "---- MODULE Big ----\n";
    for (int i = 0; defs.size() < 24 * MiB; ++i)
      defs += "Def" + std::to_string(i) + " == [a |-> {1, 2, 3}, b |-> <<\"x\", \"y\">>, c |-> " + std::to_string(i) +
              "]\n";
    defs += "====\n";
    LoadResult load = loadModel({"Big.tla", std::move(defs)}, {"Big.cfg", std::string("INIT Init\nNEXT Next\n"), {}});
    return "status=" + std::to_string(static_cast<int>(load.status)) + "\nerror=" +
           (load.error ? std::to_string(static_cast<int>(*load.error)) : std::string("none")) + "\n";
  });
  ASSERT_TRUE(WIFEXITED(r.status)) << "the child died of signal " << WTERMSIG(r.status);
  EXPECT_NE(r.text.find("status=" + std::to_string(static_cast<int>(LoadStatus::OutOfMemory)) + "\n"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("error=" + std::to_string(static_cast<int>(DiagId::err_load_out_of_memory)) + "\n"),
            std::string::npos)
      << r.text;
}

} // namespace
} // namespace tlacore::engine
