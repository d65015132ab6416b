// What a search tells TLCExt!PickSuccessor about the step whose action
// constraints it checks (eval::StepPick): which checker TLC would run, the
// seen set (BFS), the level of the state the step starts from, and the
// step's action as TLC finds it. Installed only around action constraints.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "eval/search_context.h"
#include "fingerprint_set.h"
#include "tlc_actions.h"

namespace tlacore::explore {

class SearchStepPick final : public eval::StepPick {
public:
  // A step from `from` to `to`; `level` is from's. `ev` is the checking
  // evaluator (its io and model; the actions are found with an evaluator of
  // their own, as the checking one is in the middle of the constraint).
  SearchStepPick(Checker checker, const eval::Evaluator &ev, const val::Value *from, const std::vector<val::Value> &to,
                 int64_t level)
      : checker_(checker), ev_(ev), from_(from), to_(to), level_(level) {}

  // BFS: the seen set and the successor's fingerprint in it (computed on demand).
  void setSeenSet(FingerprintSet *seen, std::function<uint64_t()> fingerprint) {
    seen_ = seen;
    fingerprint_ = std::move(fingerprint);
  }
  // -simulate: the action that generated the successor (TLCStateMutExt.getAction).
  void setAction(const TlcAction *action) { known_ = action; }

  Checker checker() const override { return checker_; }
  bool seen() override { return seen_ && seen_->contains(fingerprint_()); }
  void markSeen() override {
    if (seen_)
      seen_->insert(fingerprint_());
  }
  int64_t level() const override { return level_; }
  std::optional<eval::PickedAction> action() override;

private:
  Checker checker_;
  const eval::Evaluator &ev_;
  const val::Value *from_;
  const std::vector<val::Value> &to_;
  int64_t level_;
  FingerprintSet *seen_ = nullptr;
  std::function<uint64_t()> fingerprint_;
  const TlcAction *known_ = nullptr;
};

} // namespace tlacore::explore
