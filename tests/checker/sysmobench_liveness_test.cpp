// The SysMoBench liveness templates translated to the benchmark's
// bug-reproduction models (corpus/sysmobench_liveness), checked with the
// property alone. Verdicts: etcd and redisraft have no fairness, so their
// leader-election liveness fails by stuttering in the initial state; curp's
// only fairness is WF of Next as a whole, under which a command can be
// proposed again and again without ever being committed; the mutex's
// per-thread weak fairness gives every waiting thread the lock.
#include <gtest/gtest.h>

#include <filesystem>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

namespace fs = std::filesystem;
using explore::Outcome;

fs::path bugModels() { return fs::path(TLACORE_SHARED_DIR) / "sysmobench" / "spec_reproduce_bugs"; }

checktest::CheckRun checkTemplate(const std::string &task) {
  fs::path dir = fs::path(TLACORE_SOURCE_DIR) / "corpus" / "sysmobench_liveness";
  explore::CheckOptions o;
  o.checkDeadlock = false;
  o.periodicLiveness = true; // as TLC's default (no -lncheck final)
  return checktest::checkFiles((dir / ("MC_" + task + ".tla")).string(), (dir / ("MC_" + task + ".cfg")).string(), o,
                               {(bugModels() / task).string()});
}

void expectVerdict(const std::string &task, Outcome want) {
  if (!fs::exists(bugModels()))
    GTEST_SKIP() << "shared SysMoBench models " << bugModels() << " are absent; test skipped";
  checktest::CheckRun r = checkTemplate(task);
  ASSERT_EQ(r.stage, checktest::Stage::Loaded) << r.problem;
  EXPECT_EQ(static_cast<int>(r.result.outcome), static_cast<int>(want)) << task << ": " << r.result.error.message;
}

TEST(SysMoBenchLiveness, MutexEventualAccessHolds) { expectVerdict("mutex", Outcome::Success); }
TEST(SysMoBenchLiveness, EtcdEventualLeaderElectionFails) { expectVerdict("etcd", Outcome::LivenessViolated); }
TEST(SysMoBenchLiveness, RedisRaftEventualLeaderElectionFails) {
  expectVerdict("redisraft", Outcome::LivenessViolated);
}
TEST(SysMoBenchLiveness, CurpEventualCommitFails) { expectVerdict("curp", Outcome::LivenessViolated); }

} // namespace
} // namespace tlacore
