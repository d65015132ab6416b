// TLC 1.8.0's check of the temporal properties on one simulated behaviour
// (tlc2.tool.liveness.LiveCheck1: checkTrace, constructBEGraph, checkSccs,
// checkComponent, checkSccs1, checkSubcomponent, printErrorTrace), followed
// step for step, quirks included, because the counterexample TLC prints
// depends on them:
//   - the behaviour graph is built from the trace only (constructBEGraph):
//     without a tableau one node per distinct state, a node getting the
//     state predicates of the trace's previous state; with one, the product
//     continued only from the product nodes that the trace's previous
//     position made new, so after a position that makes none the rest of
//     the trace adds nothing;
//   - nodes are states as TLC tells them apart: by fingerprint, with a
//     VIEW or SYMMETRY the reduced one;
//   - LiveCheck1's own search (Tarjan's components of the whole graph, then
//     per PEM the components of the steps meeting its EA condition), not
//     the model checker's LiveWorker, and its own counterexample: the
//     shortest path to the component's root, a greedy walk through it and
//     a depth-first way back.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "live_formula.h"
#include "tableau.h"

namespace tlacore::live {

// The behaviour's atoms (AtomEvaluator's bits), asked for as TLC evaluates
// its predicates; positions count from 0 (the initial state).
class TraceAtoms {
public:
  virtual ~TraceAtoms() = default;
  virtual const uint64_t *state(size_t pos) = 0;   // the state atoms of the state at `pos`
  virtual const uint64_t *step(size_t pos) = 0;    // the step atoms of the step from pos - 1 to pos
  virtual const uint64_t *stutter(size_t pos) = 0; // the step atoms of the step from pos to itself
};

// What printErrorTrace prints: the states (by the position in the trace of
// the first state with their fingerprint, which TLC recovers by
// fingerprint: Tool.getState) in order, the first `prefix` of them the
// path to the cycle; then "Stuttering", or "Back to state <prefix>".
struct TraceCounterexample {
  size_t property = 0; // the violated branch's property (LiveBranch::property)
  std::vector<size_t> printed;
  size_t prefix = 0;
  bool stutters = true;
};

class TraceCheck {
public:
  // The OrderOfSolutions of `f` (its branches grouped by tableau, in the
  // order of their first branch) and their tableaux; builds the tableaux,
  // which may extend `f`: construct it before f's AtomEvaluator.
  explicit TraceCheck(LiveFormula &f);
  ~TraceCheck();

  // LiveCheck1.checkTrace on a behaviour of keys.size() states, `keys[i]`
  // the fingerprint of its i-th state: the counterexample of the first
  // violation found, if any. Throws what `atoms` throws.
  std::optional<TraceCounterexample> check(const std::vector<uint64_t> &keys, TraceAtoms &atoms);

private:
  struct Solution {
    int tableau = -1;         // the tableau's formula, or -1: none
    Tableau t;                // built when there is one
    std::vector<size_t> pems; // its branches (indices into f.branches), in order
  };
  class Search;

  const LiveFormula &f_;
  std::vector<Solution> solutions_;
};

} // namespace tlacore::live
