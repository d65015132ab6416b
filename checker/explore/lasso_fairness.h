// Why a liveness counterexample is not excluded by the spec's fairness: the
// actions enabled in its loop that none of the loop's steps takes. Weak
// fairness of an action enabled in every state of the loop, or strong
// fairness of one enabled in some, would exclude the loop.
#pragma once

#include <vector>

#include "bfs.h"
#include "tlc_actions.h"

namespace tlacore::explore {

struct NeglectedAction {
  const TlcAction *action = nullptr;
  bool alwaysEnabled = false; // enabled in every state of the loop (WF excludes it)
};

// The actions of `actions.next()` enabled (with a change of state) in some
// state of the loop of `r` (a LivenessViolated result) and taken by no step of it.
std::vector<NeglectedAction> neglectedInLoop(const model::SpecModel &model, const ActionTable &actions,
                                             eval::Evaluator &ev, const CheckResult &r);

} // namespace tlacore::explore
