// What TLC's -dump dot writes of its liveness checker's behaviour graphs
// (FILE_liveness.dot, tlc2.tool.liveness.DotLivenessStateWriter): per
// OrderOfSolution (one per distinct tableau, in branch order), the nodes
// and transitions in the order its LiveCheck adds them -- the initial nodes
// (addInitState), then, state by state as the search expanded them,
// each transition of the state's nodes (addNextState) with its target's
// label. The caller (engine/state_dump) formats them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "live_check.h"
#include "live_formula.h"

namespace tlacore::live {

struct LiveDotItem {
  bool initial = false;  // an initial node (from/fromTab); else a transition
  uint32_t from = 0, fromTab = 0;
  uint32_t to = 0, toTab = 0;
  std::string checks;     // the step's action checks, 't'/'f' each (empty: none)
  bool labelTarget = false; // the target's label follows (a new node, or a new state without a tableau)
};

struct LiveDotGraph {
  bool tableau = true; // false: TLC's LiveChecker, which writes as DotStateWriter (states, no tableau index)
  std::vector<LiveDotItem> items;
};

// The graphs of the distinct tableaux of `f` (building them extends `f`,
// as findLivenessViolation does) on `g`, a complete behaviour graph.
std::vector<LiveDotGraph> livenessDotGraphs(LiveFormula &f, const BehaviorGraph &g);

} // namespace tlacore::live
