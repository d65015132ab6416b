// `tlacore score` as a user runs it: the bundled model scored in one
// command (README "Score a model"), --json is one C2 object, and the exit
// codes of contract C2 (0 scored, 2 bad usage or unreadable input).
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace {

struct Result {
  int rc;
  std::string out;
};

Result runScore(const std::string &args) {
  std::string cmd = std::string(TLACORE_BINARY) + " score " + args + " 2>/dev/null";
  Result r{0, ""};
  FILE *p = popen(cmd.c_str(), "r");
  std::array<char, 4096> buf{};
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0)
    r.out.append(buf.data(), n);
  int status = pclose(p);
  r.rc = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

std::string bundled(const std::string &file) { return (fs::path(TLACORE_SOURCE_DIR) / "corpus/scoring" / file).string(); }

TEST(ScoreCli, TheBundledModelScoresInOneCommand) {
  Result r = runScore(bundled("LockService.tla") + " --invariants " + bundled("invariants.json") + " --seeds 1-20");
  ASSERT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("runtime      1.0000"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("invariants   0.3333"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("HolderIsCritical [safety]: fail - Invariant HolderIsCritical is violated."), std::string::npos)
      << r.out;
}

TEST(ScoreCli, TaskGivesTheModuleNameTheBenchmarkSavesTheModelUnder) {
  // locksvc's specModule is not LockService: as in the benchmark, the renamed model no longer parses.
  Result r = runScore(bundled("LockService.tla") + " --task locksvc --invariants " + bundled("invariants.json") +
                      " --metrics syntax,invariants --json");
  ASSERT_EQ(r.rc, 0) << r.out;
  nlohmann::ordered_json j = nlohmann::ordered_json::parse(r.out);
  EXPECT_EQ(j["syntax"]["whole_module_passes"], false) << r.out;
  EXPECT_EQ(j["invariants"]["score"], 0.0) << r.out;
  Result unknown = runScore(bundled("LockService.tla") + " --task nosuchtask");
  EXPECT_EQ(unknown.rc, 2);
  EXPECT_EQ(unknown.out, "");
}

TEST(ScoreCli, JsonIsOneC2Object) {
  // --task locksvc would save the model as locksvc.tla (the task's specModule), which its
  // MODULE LockService header does not match; --spec-module keeps its own name.
  Result r = runScore(bundled("LockService.tla") + " --task locksvc --spec-module LockService --invariants " +
                      bundled("invariants.json") + " --metrics runtime,invariants --seeds 1-4 --json");
  ASSERT_EQ(r.rc, 0) << r.out;
  nlohmann::ordered_json j = nlohmann::ordered_json::parse(r.out);
  EXPECT_EQ(j["task"], "locksvc");
  EXPECT_EQ(j["runtime"]["score"], 1.0);
  EXPECT_EQ(j["runtime"]["runs"].size(), 4u);
  EXPECT_EQ(j["runtime"]["runs"][3]["seed"], 4);
  EXPECT_NEAR(j["invariants"]["score"].get<double>(), 0.3333, 1e-9);
  EXPECT_FALSE(j.contains("syntax"));
  EXPECT_FALSE(j.contains("conformance"));
  // The members in C2's order.
  std::vector<std::string> keys;
  for (auto it = j.begin(); it != j.end(); ++it)
    keys.push_back(it.key());
  EXPECT_EQ(keys, (std::vector<std::string>{"model", "task", "runtime", "invariants", "seconds"}));
}

TEST(ScoreCli, ExitCodesAreC2s) {
  EXPECT_EQ(runScore("").rc, 2);                                          // no model
  EXPECT_EQ(runScore("/nonexistent/M.tla").rc, 2);                        // unreadable
  EXPECT_EQ(runScore(bundled("LockService.tla") + " --bogus").rc, 2);     // unknown option
  EXPECT_EQ(runScore(bundled("LockService.tla") + " --metrics speed").rc, 2);
  EXPECT_EQ(runScore(bundled("LockService.tla") + " --seeds x").rc, 2);
  EXPECT_EQ(runScore("--help").rc, 0);
  // A model that cannot be checked is still scored (0, with the reason): exit 0.
  Result r = runScore(bundled("LockService.tla") + " -c /nonexistent.cfg --metrics runtime --json");
  EXPECT_EQ(r.rc, 0);
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["runtime"]["score"], 0.0);
  EXPECT_NE(j["runtime"]["reason"].get<std::string>().find("missing"), std::string::npos);
}

} // namespace
