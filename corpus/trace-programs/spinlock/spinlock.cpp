// A test-and-set spinlock on std::atomic<int> guarding a shared counter, three threads;
// logs Acquire/Spin/Increment/Release (model Spinlock.tla) per contract C1.
#include "trace_log.h"

#include <array>
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

namespace {

constexpr int kThreads = 3;

struct Program {
  std::atomic<int> lock{0}; // 0 when free, else the owner's id (1-based)
  int counter = 0;          // guarded by the spinlock
  std::array<std::string, kThreads> pc{"idle", "idle", "idle"};
  traceprog::TraceLog log;

  explicit Program(const traceprog::Options &o) : log(o.out, o.steps) {}

  traceprog::Json state() const {
    return {{"lock", lock.load()}, {"pc", pc}, {"counter", counter}};
  }
};

// One thread's loop: compare-and-swap until the lock is won, increment, release.
void worker(Program &p, const traceprog::Options &o, int t) {
  traceprog::Stress stress(o, t);
  std::string &pc = p.pc[t - 1];
  while (true) {
    stress.pause();
    {
      std::lock_guard step(p.log.mutex());
      if (!p.log.hasBudget())
        return;
      if (pc == "idle") {
        int expected = 0;
        if (p.lock.compare_exchange_strong(expected, t)) {
          pc = "cs";
          p.log.write("Acquire", {{"t", t}}, p.state());
        } else {
          p.log.write("Spin", {{"t", t}}, p.state());
        }
      } else if (pc == "cs") {
        ++p.counter;
        pc = "done";
        p.log.write("Increment", {{"t", t}}, p.state());
      } else {
        p.lock.store(0);
        pc = "idle";
        p.log.write("Release", {{"t", t}}, p.state());
      }
    }
    if (pc == "idle") // back off after a failed attempt or a release
      std::this_thread::sleep_for(std::chrono::microseconds(20 + stress.below(200)));
  }
}

} // namespace

int main(int argc, char **argv) {
  traceprog::Options o = traceprog::parseOptions(argc, argv);
  Program p(o);
  {
    std::lock_guard step(p.log.mutex());
    p.log.write("Init", {}, p.state());
  }
  std::vector<std::thread> threads;
  for (int t = 1; t <= kThreads; ++t)
    threads.emplace_back(worker, std::ref(p), std::cref(o), t);
  for (std::thread &th : threads)
    th.join();
  return 0;
}
