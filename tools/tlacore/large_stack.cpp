// Large thread stacks for the command (see large_stack.h).
#include "large_stack.h"

#include <pthread.h>

namespace tlacore::cli {

namespace {

struct Job {
  const std::function<int()> *body;
  int result = 0;
};

void *runJob(void *arg) {
  auto *job = static_cast<Job *>(arg);
  job->result = (*job->body)();
  return nullptr;
}

} // namespace

int runWithLargeStacks(const std::function<int()> &body, size_t bytes) {
  // Stacks are reserved address space, committed only as far as they are used.
  pthread_attr_t attr;
  if (pthread_attr_init(&attr) != 0)
    return body();
  bool ok = pthread_attr_setstacksize(&attr, bytes) == 0;
  if (ok)
    pthread_setattr_default_np(&attr); // std::thread uses the default attributes
  Job job{&body};
  pthread_t thread;
  ok = ok && pthread_create(&thread, &attr, runJob, &job) == 0;
  pthread_attr_destroy(&attr);
  if (!ok)
    return body();
  pthread_join(thread, nullptr);
  return job.result;
}

} // namespace tlacore::cli
