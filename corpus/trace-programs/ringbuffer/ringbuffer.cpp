// A bounded ring buffer (capacity 3) with a mutex and two condition variables, two producers
// and two consumers; logs Put/Get (model RingBuffer.tla) per contract C1.
#include "trace_log.h"

#include <array>
#include <chrono>
#include <condition_variable>
#include <thread>
#include <vector>

namespace {

constexpr int kCapacity = 3;
constexpr int kProducers = 2;
constexpr int kConsumers = 2;

using Item = std::array<int, 2>; // <<producer, its sequence number>>

struct Program {
  // The ring and its bookkeeping, guarded by the log's mutex (each step is one critical section).
  std::array<Item, kCapacity> slots{};
  int head = 0;  // the oldest item's slot
  int count = 0; // items in the ring
  std::array<int, kProducers> sent{};
  std::array<Item, kConsumers> last{}; // each consumer's last item (<<0, 0>> before the first)
  bool stopped = false;                // the step budget is spent
  std::condition_variable notFull, notEmpty;
  traceprog::TraceLog log;

  explicit Program(const traceprog::Options &o) : log(o.out, o.steps) {}

  traceprog::Json state() const {
    traceprog::Json buf = traceprog::Json::array();
    for (int i = 0; i < count; ++i)
      buf.push_back(slots[(head + i) % kCapacity]);
    return {{"buf", buf}, {"sent", sent}, {"last", last}};
  }

  // Under the lock: whether another step may run; if not, wake every waiter to stop.
  bool mayStep() {
    if (!stopped && log.hasBudget())
      return true;
    stopped = true;
    notFull.notify_all();
    notEmpty.notify_all();
    return false;
  }
};

// The time a thread spends outside the buffer between two steps (up to 100 microseconds).
void work(traceprog::Stress &stress) { std::this_thread::sleep_for(std::chrono::microseconds(stress.below(100))); }

void producer(Program &p, const traceprog::Options &o, int id) {
  traceprog::Stress stress(o, id);
  while (true) {
    stress.pause();
    std::unique_lock step(p.log.mutex());
    p.notFull.wait(step, [&] { return p.count < kCapacity || p.stopped; });
    if (!p.mayStep())
      return;
    int seq = ++p.sent[id - 1];
    p.slots[(p.head + p.count) % kCapacity] = Item{id, seq};
    ++p.count;
    p.log.write("Put", {{"p", id}}, p.state());
    p.notEmpty.notify_one();
    step.unlock();
    work(stress); // make the next item
  }
}

void consumer(Program &p, const traceprog::Options &o, int id) {
  traceprog::Stress stress(o, 100 + id);
  while (true) {
    stress.pause();
    std::unique_lock step(p.log.mutex());
    p.notEmpty.wait(step, [&] { return p.count > 0 || p.stopped; });
    if (!p.mayStep())
      return;
    p.last[id - 1] = p.slots[p.head];
    p.head = (p.head + 1) % kCapacity;
    --p.count;
    p.log.write("Get", {{"c", id}}, p.state());
    p.notFull.notify_one();
    step.unlock();
    work(stress); // use the item
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
  for (int id = 1; id <= kProducers; ++id)
    threads.emplace_back(producer, std::ref(p), std::cref(o), id);
  for (int id = 1; id <= kConsumers; ++id)
    threads.emplace_back(consumer, std::ref(p), std::cref(o), id);
  for (std::thread &th : threads)
    th.join();
  return 0;
}
