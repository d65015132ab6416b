// State similarity (scoring/state_similarity.h): the matching rule on
// hand-made states (sets and multisets of values, names ignored, equal
// values in different representations), in-process checks of real specs,
// and `tlacore similarity`.
#include <gtest/gtest.h>

#include <string>

#include "spec_files.h"
#include "state_similarity.h"

namespace tlacore::scoring {
namespace {

using val::Value;

engine::ReachedStates states(std::vector<std::vector<Value>> s) {
  engine::ReachedStates r;
  r.states = std::move(s);
  return r;
}

TEST(StateSimilarity, MatchingRuleOnHandMadeStates) {
  Value one = Value::integer(1), two = Value::integer(2), three = Value::integer(3);
  engine::ReachedStates oracle = states({{one, two}, {two, three}, {three, three}, {one, one}});
  // The same states with the variables in the other order: all found.
  Similarity same = stateSimilarity(oracle, states({{two, one}, {three, two}, {three, three}, {one, one}}));
  EXPECT_EQ(same.matched, 4u);
  EXPECT_DOUBLE_EQ(same.score, 1.0);
  // A generated state of one variable matches every oracle state holding its value.
  Similarity single = stateSimilarity(oracle, states({{three}}));
  EXPECT_EQ(single.matched, 2u);
  // {1, 1} matches {1, 2} as sets, not as multisets; {1, 1} as both.
  engine::ReachedStates twice = states({{one, one}});
  EXPECT_EQ(stateSimilarity(oracle, twice, ValueMatch::Set).matched, 2u);
  EXPECT_EQ(stateSimilarity(oracle, twice, ValueMatch::Multiset).matched, 1u);
  // A value the oracle state lacks: no match.
  EXPECT_EQ(stateSimilarity(oracle, states({{one, Value::integer(4)}})).matched, 0u);
  // Equal values in different representations match: 1..2 and {1, 2}, a
  // tuple and the function it is.
  engine::ReachedStates sets = states({{Value::interval(1, 2), Value::tuple({one, two})}});
  engine::ReachedStates same2 = states({{Value::fcn({one, two}, {one, two}), Value::set({two, one})}});
  EXPECT_DOUBLE_EQ(stateSimilarity(sets, same2).score, 1.0);
  EXPECT_DOUBLE_EQ(stateSimilarity(states({}), same2).score, 0.0);
}

// More variables than the sub-multiset enumeration takes: the scan gives
// the same answer.
TEST(StateSimilarity, WideStatesScanTheGeneratedStates) {
  std::vector<Value> wide, wideOther;
  for (int i = 0; i < 30; ++i) {
    wide.push_back(Value::integer(i));
    wideOther.push_back(Value::integer(i + 100));
  }
  std::vector<Value> part(wide.begin(), wide.begin() + 25);
  EXPECT_EQ(stateSimilarity(states({wide, wideOther}), states({part})).matched, 1u);
}

const char *kOracle = "---- MODULE Oracle ----\nEXTENDS Naturals\nVARIABLES i, s\nInit == i = 0 /\\ s = 0\n"
                      "Next == i < 3 /\\ i' = i + 1 /\\ s' = s + i'\n====\n";

TEST(StateSimilarity, ChecksBothModelsInProcess) {
  scoringtest::SpecFiles dir(
      {{"Oracle.tla", kOracle},
       {"Oracle.cfg", "INIT Init\nNEXT Next\n"},
       {"Renamed.tla", "---- MODULE Renamed ----\nEXTENDS Naturals\nVARIABLES total, k\nInit == k = 0 /\\ total = 0\n"
                       "Next == k < 3 /\\ k' = k + 1 /\\ total' = total + k'\n====\n"},
       {"Renamed.cfg", "INIT Init\nNEXT Next\n"},
       {"Half.tla", "---- MODULE Half ----\nEXTENDS Naturals\nVARIABLES i, s\nInit == i = 0 /\\ s = 0\n"
                    "Next == i < 1 /\\ i' = i + 1 /\\ s' = s + i'\n====\n"},
       {"Half.cfg", "INIT Init\nNEXT Next\n"}});
  SimilarityRequest req;
  req.oracle.path = dir / "Oracle.tla";
  req.oracleConfig.path = dir / "Oracle.cfg";
  req.run.checkDeadlock = false;
  req.run.format = engine::TextFormat::Silent;
  req.generated.path = dir / "Renamed.tla";
  req.generatedConfig.path = dir / "Renamed.cfg";
  SimilarityRun renamed = runSimilarity(req);
  EXPECT_EQ(renamed.oracleStates.states.size(), 4u);
  EXPECT_EQ(renamed.oracleStates.variables, (std::vector<std::string>{"i", "s"}));
  EXPECT_DOUBLE_EQ(renamed.similarity.score, 1.0);
  req.generated.path = dir / "Half.tla";
  req.generatedConfig.path = dir / "Half.cfg";
  SimilarityRun half = runSimilarity(req);
  EXPECT_EQ(half.similarity.matched, 2u);
  EXPECT_DOUBLE_EQ(half.similarity.score, 0.5);
  // The command line, text and JSON.
  scoringtest::Run r = scoringtest::tlacore(dir.path(), "similarity Oracle.tla -c Oracle.cfg Half.tla --json");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find(R"({"similarity": 0.5, "matched": 2, "oracleStates": 4, "generatedStates": 2, "rule": "set")"),
            std::string::npos)
      << r.out;
  r = scoringtest::tlacore(dir.path(), "similarity Oracle.tla Renamed.tla --multiset");
  EXPECT_NE(r.out.find("similarity: 1 (4 of 4 oracle states matched, values compared as a multiset)"),
            std::string::npos)
      << r.out;
  r = scoringtest::tlacore(dir.path(), "similarity Oracle.tla");
  EXPECT_EQ(r.rc, 2);
}

} // namespace
} // namespace tlacore::scoring
