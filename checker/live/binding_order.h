// The order in which the liveness checker takes the instances of a temporal
// \A/\E over several names (property parts, tableau conjuncts).
#pragma once

#include <algorithm>
#include <map>
#include <vector>

#include "eval/evaluator.h"
#include "value/value.h"

namespace tlacore::live {

// The instances of \A/\E over several names, the LAST name varying
// fastest. forEachBinding gives them in ContextEnumerator's order (the
// first fastest), but TLC's counterexample for a violated conjunct of
// \A i, j \in S : P(i, j) is that of the instances taken with the last
// name fastest (TLC 1.8.0's recorded run of locksvc NoPriorityInversion:
// 298 generated / 141 distinct, i = 1, j = 2 violated first; the first-
// fastest order finds i = 2, j = 1 at 301 / 142). Each name's values are
// ranked by first appearance (their enumeration order), then sorted with
// the first-declared name (deepest in the chain) as the major key.
inline void inDeclarationOrder(std::vector<const eval::Env *> &bindings, const eval::Env *stop) {
  if (bindings.size() < 2)
    return;
  std::vector<std::vector<size_t>> keys(bindings.size());
  struct Less {
    bool operator()(const val::Value &a, const val::Value &b) const { return val::compare(a, b) < 0; }
  };
  std::vector<std::map<val::Value, size_t, Less>> seen; // per name: value -> rank of first appearance
  for (size_t i = 0; i < bindings.size(); ++i) {
    std::vector<const eval::Env *> chain;
    for (const eval::Env *e = bindings[i]; e && e != stop; e = e->next)
      chain.push_back(e);
    if (seen.size() < chain.size())
      seen.resize(chain.size());
    for (size_t k = chain.size(); k-- > 0;) {
      size_t slot = chain.size() - 1 - k; // 0: the first-declared name
      auto &ranks = seen[slot];
      auto it = ranks.try_emplace(chain[k]->value, ranks.size()).first;
      keys[i].push_back(it->second);
    }
  }
  if (seen.size() < 2)
    return;
  std::vector<size_t> order(bindings.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return keys[a] < keys[b]; });
  std::vector<const eval::Env *> sorted;
  sorted.reserve(bindings.size());
  for (size_t i : order)
    sorted.push_back(bindings[i]);
  bindings = std::move(sorted);
}

} // namespace tlacore::live
