// Liveness checking on the complete state graph, as TLC's final liveness
// check: for each branch of the liveness formula, the product of the state
// graph (each state with its stuttering step) and the branch's tableau is
// searched for a strongly connected component reachable from an initial
// state in which every step satisfies the EA condition, some step satisfies
// each AE condition and every promise is fulfilled. Such a component gives
// a behaviour that satisfies the fairness conditions and violates a
// property: the counterexample, a lasso.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "live_formula.h"
#include "live_limits.h"
#include "mapped_array.h"

namespace tlacore::live {

// The state graph with one bit per atom: state atoms per state, step atoms
// per edge. Edges of state s are [edgeStart[s], edgeStart[s+1]); each state
// has its stuttering step among them. Its arrays are in memory, or in
// files (useFiles) under a memory bound.
struct BehaviorGraph {
  size_t words = 1; // 64-bit words per bit vector
  MappedArray<uint64_t> stateBits;
  MappedArray<uint32_t> edgeStart;
  MappedArray<uint32_t> edgeTarget;
  MappedArray<uint64_t> edgeBits;
  // Per edge (when known): its place among its state's steps as TLC
  // generates them again for a behaviour-graph node made after the state
  // was expanded (TableauLiveChecker's addNextState for a done state): 0
  // for the stuttering step, then the successors in the order generated.
  MappedArray<uint32_t> edgeRank;
  // Per edge, under SYMMETRY or VIEW (else empty): a hash of the values of
  // the step's target as generated. TLC's SetOfStates keeps successors apart
  // by their values (TLCState.equals), not by fingerprint, so two steps to
  // one state of the graph from different members of its orbit (or view
  // class) are both put (orderStepsAsTlc).
  MappedArray<uint64_t> edgeValues;
  std::vector<uint32_t> initial;
  // Per initial state (in the order of `initial`, words each; empty: none
  // kept): the atoms of the initial tableau nodes as TLC evaluated them when
  // it added the state (AtomEvaluator::initialBits), which decide the state's
  // initial nodes; the state's own bits are from its expansion.
  MappedArray<uint64_t> initialBits;
  // Per atom (empty: none): the bits of a step hold the atom's value in the
  // step's target as generated (stepTargetAtoms), which decides the step's
  // tableau nodes, as TLC decides them on the successor it generated.
  std::vector<uint8_t> atomOnStep;
  // Per state, when the search kept them (kExpansionWords each): the
  // sequence number of its expansion (0: not expanded) and the search's
  // counts right after it (generated; distinct << 24 | depth), as TLC's
  // statistics stood when its LiveCheck saw the state's successors.
  static constexpr size_t kExpansionWords = 3;
  MappedArray<uint64_t> expansion;

  void useFiles(GraphFiles *files) {
    stateBits.useFiles(files);
    edgeStart.useFiles(files);
    edgeTarget.useFiles(files);
    edgeBits.useFiles(files);
    edgeRank.useFiles(files);
    edgeValues.useFiles(files);
    expansion.useFiles(files);
    initialBits.useFiles(files);
  }

  size_t stateCount() const { return edgeStart.empty() ? 0 : edgeStart.size() - 1; }
  const uint64_t *state(uint32_t s) const { return stateBits.data() + s * words; }
  const uint64_t *edge(uint32_t e) const { return edgeBits.data() + e * words; }
};

// A behaviour that violates the property: states[0..] then back to
// states[loopStart] (when loopStart == states.size() - 1 and the last step
// is a stutter, the behaviour stutters in its last state).
struct Lasso {
  std::vector<uint32_t> states;
  size_t loopStart = 0;
  bool stutters = false;
  size_t property = 0; // the branch's property (LiveBranch::property)
  // The prefix `states` alone violates the property: it reaches a tableau
  // node that accepts every continuation (TLC's accepting sink), so TLC
  // reports it as a safety violation (exit 12) with no loop.
  bool safety = false;
  // With `safety` and the graph's `expansion`: the expansion after which
  // TLC, building its graph as the search goes, had the prefix (0: unknown),
  // and the search's counts then (generated; distinct << 24 | depth).
  uint64_t foundAfter = 0;
  uint64_t generatedThen = 0, distinctDepthThen = 0;
};

// A fair cycle violating some branch of `f` in `g`, searching the products
// of distinct tableaux, and the branches on each, as oneTBB tasks on up to
// `threads` threads (the answer is the same for any number). Nothing when
// `limits` halts the search (the caller sees the halt flag).
// `tlcOrder`: search as TLC's LiveWorker does (BranchSearch::Order::Tlc), on a
// graph whose steps are in TLC's order (orderStepsAsTlc), so that the lasso
// is the one TLC prints; slower, for a graph known to hold a violation.
std::optional<Lasso> findLivenessViolation(LiveFormula &f, const BehaviorGraph &g, unsigned threads = 1,
                                           const LiveLimits &limits = {}, bool tlcOrder = false);

// The number of distinct tableaux among the branches: what TLC reports as
// the branches of its satisfiability problem (its OrderOfSolution count).
size_t tableauCount(const LiveFormula &f);

// Whether predicate `node` (no temporal operators) holds on a step from a
// state with bits `state` by a step with bits `step`.
bool holdsOnStep(const LiveFormula &f, int node, const uint64_t *state, const uint64_t *step);

} // namespace tlacore::live
