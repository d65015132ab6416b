// stateSimilarity and runSimilarity (state_similarity.h). A state is
// reduced to the sorted hashes of its values (equal values hash equal
// whatever their representation or model); a generated state matches an
// oracle state when its hashes are a sub(multi)set of the oracle's. Each
// oracle state looks its sub(multi)sets up among the generated states', or
// scans those when they are fewer.
#include "state_similarity.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include <xxhash.h>

namespace tlacore::scoring {

namespace {

using Key = std::vector<uint64_t>;

struct KeyHash {
  size_t operator()(const Key &k) const { return XXH3_64bits(k.data(), k.size() * sizeof(uint64_t)); }
};

Key keyOf(const std::vector<val::Value> &state, ValueMatch rule) {
  Key k;
  k.reserve(state.size());
  for (const val::Value &v : state)
    k.push_back(v.hash());
  std::sort(k.begin(), k.end());
  if (rule == ValueMatch::Set)
    k.erase(std::unique(k.begin(), k.end()), k.end());
  return k;
}

// How many distinct sub-multisets `k` has (saturating at `cap`).
uint64_t subCount(const Key &k, uint64_t cap) {
  uint64_t n = 1;
  for (size_t i = 0; i < k.size();) {
    size_t j = i;
    while (j < k.size() && k[j] == k[i])
      ++j;
    n *= (j - i + 1);
    if (n >= cap)
      return cap;
    i = j;
  }
  return n;
}

// Whether some sub-multiset of `k` is in `keys`: each group of equal
// hashes taken 0..count times.
bool anySubIn(const Key &k, const std::unordered_set<Key, KeyHash> &keys) {
  std::vector<std::pair<uint64_t, size_t>> groups;
  for (uint64_t h : k) {
    if (groups.empty() || groups.back().first != h)
      groups.emplace_back(h, 0);
    ++groups.back().second;
  }
  std::vector<size_t> take(groups.size(), 0);
  Key sub;
  while (true) {
    sub.clear();
    for (size_t g = 0; g < groups.size(); ++g)
      sub.insert(sub.end(), take[g], groups[g].first);
    if (keys.count(sub))
      return true;
    size_t g = 0;
    for (; g < groups.size(); ++g) {
      if (++take[g] <= groups[g].second)
        break;
      take[g] = 0;
    }
    if (g == groups.size())
      return false;
  }
}

} // namespace

Similarity stateSimilarity(const engine::ReachedStates &oracle, const engine::ReachedStates &generated,
                           ValueMatch rule) {
  Similarity s;
  s.oracleStates = oracle.states.size();
  s.generatedStates = generated.states.size();
  std::unordered_set<Key, KeyHash> keys;
  for (const std::vector<val::Value> &g : generated.states)
    keys.insert(keyOf(g, rule));
  std::vector<Key> keyList(keys.begin(), keys.end());
  std::unordered_map<Key, bool, KeyHash> known; // oracle keys decided already
  for (const std::vector<val::Value> &o : oracle.states) {
    Key k = keyOf(o, rule);
    auto it = known.find(k);
    bool found;
    if (it != known.end()) {
      found = it->second;
    } else {
      if (subCount(k, keyList.size() + 1) <= keyList.size())
        found = anySubIn(k, keys);
      else
        found = std::any_of(keyList.begin(), keyList.end(),
                            [&](const Key &g) { return std::includes(k.begin(), k.end(), g.begin(), g.end()); });
      known.emplace(std::move(k), found);
    }
    if (found)
      ++s.matched;
  }
  s.score = s.oracleStates ? static_cast<double>(s.matched) / static_cast<double>(s.oracleStates) : 0.0;
  return s;
}

SimilarityRun runSimilarity(const SimilarityRequest &request) {
  SimilarityRun out;
  auto check = [&](const engine::SpecSource &spec, const engine::ConfigSource &cfg, engine::ReachedStates &states) {
    engine::CheckRequest r;
    r.spec = spec;
    r.config = cfg;
    r.load = request.load;
    r.run = request.run;
    r.run.mode = engine::SearchMode::Bfs; // the states of the whole state space
    r.run.reached = &states;
    r.banner = false;
    r.sanyReport = false;
    return engine::check(r);
  };
  out.oracle = check(request.oracle, request.oracleConfig, out.oracleStates);
  out.generated = check(request.generated, request.generatedConfig, out.generatedStates);
  out.similarity = stateSimilarity(out.oracleStates, out.generatedStates, request.rule);
  return out;
}

} // namespace tlacore::scoring
