// Evaluating with values' sources noted and no coverage counted, for a re-run
// of a step (step_replay.h, fingerprint_failure.h); restored on leaving.
#pragma once

#include "eval/evaluator.h"

namespace tlacore::explore {

class NotingSources {
public:
  explicit NotingSources(eval::Evaluator &ev)
      : ev_(ev), saved_(ev.valueSources()), savedNode_(ev.costNode()) {
    ev.setValueSources(&sources_);
    ev.setCostNode(nullptr); // a re-run counts no coverage
  }
  ~NotingSources() {
    ev_.setValueSources(saved_);
    ev_.setCostNode(savedNode_);
  }
  NotingSources(const NotingSources &) = delete;
  NotingSources &operator=(const NotingSources &) = delete;
  eval::ValueSources &sources() { return sources_; }

private:
  eval::Evaluator &ev_;
  eval::ValueSources sources_;
  eval::ValueSources *saved_;
  const eval::CostNode *savedNode_;
};

} // namespace tlacore::explore
