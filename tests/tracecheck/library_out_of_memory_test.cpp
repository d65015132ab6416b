// The trace-validation test binary runs the engine with the library's out-of-memory
// path (engine/allocator.cpp comes with tlacore_engine): a state space
// beyond the address space ends with TLC's exit code 153, not mimalloc's abort.
#include "../engine/out_of_memory_child.h"

namespace tlacore::engine::oom_test {
namespace {

TEST(LibraryOutOfMemory, TraceCheckBinaryEndsCleanly) {
  ChildOutcome r = checkHugeStateSpaceInChild(size_t{768} << 20);
  ASSERT_TRUE(WIFEXITED(r.status)) << "the child died of signal " << WTERMSIG(r.status);
  EXPECT_EQ(r.text, "exit=153 outcome=outOfMemory");
}

} // namespace
} // namespace tlacore::engine::oom_test
