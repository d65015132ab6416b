// Models the benchmark meets in practice, each scored with the number its
// harness would give and a reason that says why: a module named unlike its
// file, syntax errors in half the definitions, a missing cfg, a simulation
// that fails in every run, a deadlocking model (deadlock is not checked),
// and a model too large to finish within the invariant limit.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "score_model.h"

namespace fs = std::filesystem;
using namespace tlacore::scoring;

namespace {

// A fresh folder holding `files` (name -> text).
fs::path writeModel(const std::string &name, const std::map<std::string, std::string> &files) {
  fs::path dir = fs::temp_directory_path() / ("tlacore-score-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  for (const auto &[file, text] : files)
    std::ofstream(dir / file) << text;
  return dir;
}

ScoreRequest request(const fs::path &model, std::set<std::string> metrics) {
  ScoreRequest req;
  req.model = model.string();
  req.metrics = std::move(metrics);
  for (int s = 1; s <= 20; ++s)
    req.runtime.seeds.push_back(s);
  return req;
}

const char *kCounter = R"(---- MODULE Counter ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Inc == x < 5 /\ x' = x + 1
Reset == x = 5 /\ x' = 0
Next == Inc \/ Reset
Spec == Init /\ [][Next]_x
====
)";

const char *kInvariants = R"({"invariants": ["Bounded == x <= 5", "Small == x < 3"],
                              "types": {"Bounded": "safety", "Small": "safety"}})";

TEST(SpecialModels, AWellFormedModelScoresFully) {
  fs::path dir = writeModel("ok", {{"Counter.tla", kCounter}, {"Counter.cfg", "SPECIFICATION Spec\n"},
                                   {"inv.json", kInvariants}});
  ScoreRequest req = request(dir / "Counter.tla", {"runtime", "invariants"});
  req.invariantsFile = (dir / "inv.json").string();
  ScoreReport r = scoreModel(req);
  ASSERT_TRUE(r.runtime->score);
  EXPECT_EQ(*r.runtime->score, 1.0) << r.runtime->reason;
  EXPECT_EQ(r.runtime->actions, (std::set<std::string>{"Inc", "Reset"}));
  ASSERT_TRUE(r.invariants->score);
  EXPECT_EQ(*r.invariants->score, 0.5);
  EXPECT_EQ(r.invariants->results[0].verdict, "pass");
  EXPECT_EQ(r.invariants->results[1].verdict, "fail");
  EXPECT_EQ(r.invariants->results[1].exitCode, 12);
  EXPECT_NE(r.invariants->results[1].reason.find("Small"), std::string::npos) << r.invariants->results[1].reason;
  EXPECT_FALSE(r.invariants->results[1].counterexample.empty());
}

TEST(SpecialModels, ModuleNamedUnlikeItsFileScoresZeroWithTheReason) {
  fs::path dir = writeModel("name", {{"Other.tla", kCounter}, {"Other.cfg", "SPECIFICATION Spec\n"},
                                     {"inv.json", kInvariants}});
  ScoreRequest req = request(dir / "Other.tla", {"runtime", "invariants"});
  req.invariantsFile = (dir / "inv.json").string();
  ScoreReport r = scoreModel(req);
  ASSERT_TRUE(r.runtime->score);
  EXPECT_EQ(*r.runtime->score, 0.0);
  EXPECT_NE(r.runtime->reason.find("does not parse"), std::string::npos) << r.runtime->reason;
  EXPECT_NE(r.runtime->reason.find("Other.tla"), std::string::npos) << r.runtime->reason;
  ASSERT_TRUE(r.invariants->score);
  EXPECT_EQ(*r.invariants->score, 0.0);
  for (const auto &i : r.invariants->results) {
    EXPECT_EQ(i.verdict, "error");
    EXPECT_EQ(i.exitCode, 150);
  }
}

TEST(SpecialModels, TheInvariantPhaseSavesTheModelUnderTheTasksModuleName) {
  // The harness writes the model as <specModule>.tla for its invariant runs:
  // a module named as the task's parses there though its own file name differs.
  fs::path dir = writeModel("rename", {{"Other.tla", kCounter}, {"Other.cfg", "SPECIFICATION Spec\n"},
                                       {"inv.json", kInvariants}});
  ScoreRequest req = request(dir / "Other.tla", {"runtime", "invariants"});
  req.invariantsFile = (dir / "inv.json").string();
  req.specModule = "Counter";
  ScoreReport r = scoreModel(req);
  EXPECT_EQ(*r.runtime->score, 0.0); // the runtime phase keeps the file's name
  ASSERT_TRUE(r.invariants->score);
  EXPECT_EQ(*r.invariants->score, 0.5);
}

TEST(SpecialModels, SyntaxErrorsInHalfTheDefinitionsScoreZeroWithTheReason) {
  const char *half = R"(---- MODULE Half ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Broken1 == x + * 2
Next == x' = x + 1
Broken2 == /\ x = ( 1
Spec == Init /\ [][Next]_x
====
)";
  fs::path dir = writeModel("half", {{"Half.tla", half}, {"Half.cfg", "SPECIFICATION Spec\n"}});
  ScoreReport r = scoreModel(request(dir / "Half.tla", {"runtime"}));
  ASSERT_TRUE(r.runtime->score);
  EXPECT_EQ(*r.runtime->score, 0.0);
  EXPECT_NE(r.runtime->reason.find("does not parse"), std::string::npos) << r.runtime->reason;
  EXPECT_NE(r.runtime->reason.find("Half.tla:"), std::string::npos) << r.runtime->reason;
  EXPECT_TRUE(r.runtime->actions.empty());
}

TEST(SpecialModels, AMissingCfgScoresZeroWithTheReason) {
  fs::path dir = writeModel("nocfg", {{"Counter.tla", kCounter}, {"inv.json", kInvariants}});
  ScoreRequest req = request(dir / "Counter.tla", {"runtime", "invariants"});
  req.invariantsFile = (dir / "inv.json").string();
  ScoreReport r = scoreModel(req);
  ASSERT_TRUE(r.runtime->score);
  EXPECT_EQ(*r.runtime->score, 0.0);
  EXPECT_NE(r.runtime->reason.find("Counter.cfg is missing"), std::string::npos) << r.runtime->reason;
  ASSERT_TRUE(r.invariants->score);
  EXPECT_EQ(*r.invariants->score, 0.0);
  for (const auto &i : r.invariants->results) {
    EXPECT_EQ(i.verdict, "error");
    EXPECT_NE(i.reason.find("Counter.cfg"), std::string::npos) << i.reason;
  }
}

TEST(SpecialModels, ASimulationFailingInEveryRunBlamesItsLastAction) {
  const char *failing = R"(---- MODULE Fails ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Step == x' = x + 1
Idle == x > 10 /\ UNCHANGED x
Next == Step \/ Idle
Spec == Init /\ [][Next]_x
Small == x < 2
====
)";
  fs::path dir = writeModel("fails", {{"Fails.tla", failing}, {"Fails.cfg", "SPECIFICATION Spec\nINVARIANT Small\n"}});
  ScoreReport r = scoreModel(request(dir / "Fails.tla", {"runtime"}));
  ASSERT_TRUE(r.runtime->score);
  // Step is covered but blamed for the violation; Idle is never enabled: (1 - 1) / 2.
  EXPECT_EQ(*r.runtime->score, 0.0);
  EXPECT_EQ(r.runtime->actions, (std::set<std::string>{"Idle", "Step"}));
  EXPECT_EQ(r.runtime->covered, (std::set<std::string>{"Step"}));
  EXPECT_EQ(r.runtime->errorActions, (std::set<std::string>{"Step"}));
  EXPECT_NE(r.runtime->reason.find("in 20 of 20 simulations"), std::string::npos) << r.runtime->reason;
  for (const SimulationRun &run : r.runtime->runs) {
    EXPECT_EQ(run.exitCode, 12);
    EXPECT_EQ(run.errorAction, std::optional<std::string>("Step"));
  }
}

TEST(SpecialModels, ADeadlockIsNotCheckedByEitherMetric) {
  const char *stops = R"(---- MODULE Stops ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Step == x < 3 /\ x' = x + 1
Spec == Init /\ [][Step]_x
====
)";
  fs::path dir = writeModel("deadlock", {{"Stops.tla", stops}, {"Stops.cfg", "SPECIFICATION Spec\n"},
                                         {"inv.json", R"({"invariants": ["Bounded == x <= 3"]})"}});
  ScoreRequest req = request(dir / "Stops.tla", {"runtime", "invariants"});
  req.invariantsFile = (dir / "inv.json").string();
  ScoreReport r = scoreModel(req);
  ASSERT_TRUE(r.runtime->score);
  EXPECT_EQ(*r.runtime->score, 1.0) << r.runtime->reason;
  EXPECT_TRUE(r.runtime->errorActions.empty());
  ASSERT_TRUE(r.invariants->score);
  EXPECT_EQ(*r.invariants->score, 1.0);
  EXPECT_EQ(r.invariants->results[0].verdict, "pass");
  EXPECT_EQ(r.invariants->results[0].type, "safety"); // no type given
}

TEST(SpecialModels, AnInvariantUndecidedAtTheLimitPassesButIsKeptApart) {
  const char *endless = R"(---- MODULE Endless ----
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == \/ x' = x + 1 /\ UNCHANGED y
        \/ y' = y + 1 /\ UNCHANGED x
Spec == Init /\ [][Next]_<<x, y>>
====
)";
  fs::path dir = writeModel("endless", {{"Endless.tla", endless}, {"Endless.cfg", "SPECIFICATION Spec\n"},
                                        {"inv.json", R"({"invariants": ["Fine == x >= 0"]})"}});
  ScoreRequest req = request(dir / "Endless.tla", {"invariants"});
  req.invariantsFile = (dir / "inv.json").string();
  req.invariants.budgetSeconds = 1;
  ScoreReport r = scoreModel(req);
  ASSERT_TRUE(r.invariants->score);
  EXPECT_EQ(*r.invariants->score, 1.0);
  EXPECT_EQ(*r.invariants->scoreUnknownApart, 0.0);
  EXPECT_EQ(r.invariants->results[0].verdict, "unknown");
  EXPECT_NE(r.invariants->results[0].reason.find("limit"), std::string::npos);
}

TEST(SpecialModels, JsonIsContractC2) {
  fs::path dir = writeModel("json", {{"Counter.tla", kCounter}, {"Counter.cfg", "SPECIFICATION Spec\n"},
                                     {"inv.json", kInvariants}});
  ScoreRequest req = request(dir / "Counter.tla", {"runtime", "invariants", "conformance"});
  req.invariantsFile = (dir / "inv.json").string();
  req.task = "demo";
  nlohmann::json j = nlohmann::json::parse(toJson(scoreModel(req)));
  EXPECT_EQ(j["model"], req.model);
  EXPECT_EQ(j["task"], "demo");
  EXPECT_FALSE(j.contains("syntax")); // not requested
  for (const char *k : {"score", "actions", "covered", "error_actions", "runs", "seconds"})
    EXPECT_TRUE(j["runtime"].contains(k)) << k;
  for (const char *k : {"score", "score_unknown_apart", "results", "seconds"})
    EXPECT_TRUE(j["invariants"].contains(k)) << k;
  for (const auto &res : j["invariants"]["results"])
    for (const char *k : {"name", "verdict", "reason"})
      EXPECT_TRUE(res.contains(k)) << k;
  EXPECT_TRUE(j["conformance"]["score"].is_null()); // no traces given: not computed, with the reason
  EXPECT_TRUE(j["conformance"]["error"].is_string());
  EXPECT_TRUE(j["seconds"].is_number());
}

} // namespace
