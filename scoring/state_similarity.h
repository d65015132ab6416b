// Model-Bench's state similarity of a generated model to its oracle:
// |States(oracle) ∩ States(generated)| / |States(oracle)| over every
// distinct state each check reaches, an oracle state counting as found
// when some generated state matches it: every value of the generated state
// appears among the oracle state's values, variable names ignored (the two
// models may name and order their variables differently).
#pragma once

#include <cstdint>
#include <string>

#include "engine.h"
#include "state_dump.h"

namespace tlacore::scoring {

// How the values of a generated state must appear among an oracle state's.
enum class ValueMatch {
  Set,      // each value is one of the oracle state's values (two equal values may match one)
  Multiset, // each value matches an oracle value of its own (as often as it occurs)
};

struct Similarity {
  uint64_t oracleStates = 0;
  uint64_t generatedStates = 0;
  uint64_t matched = 0; // oracle states some generated state matches
  double score = 0;     // matched / oracleStates (0 when the oracle has none)
};

Similarity stateSimilarity(const engine::ReachedStates &oracle, const engine::ReachedStates &generated,
                           ValueMatch rule = ValueMatch::Set);

// Both checks run in this process (engine::check, the states collected as
// they are found), then the similarity of their states.
struct SimilarityRun {
  engine::CheckOutcome oracle, generated;
  engine::ReachedStates oracleStates, generatedStates;
  Similarity similarity;
};
struct SimilarityRequest {
  engine::SpecSource oracle, generated;
  engine::ConfigSource oracleConfig, generatedConfig;
  engine::LoadOptions load; // for both
  engine::RunOptions run;   // for both (its `reached` is set per check)
  ValueMatch rule = ValueMatch::Set;
};
SimilarityRun runSimilarity(const SimilarityRequest &request);

} // namespace tlacore::scoring
