// TLC's replay of a step whose successor's check failed (step_replay.h).
#include "step_replay.h"

#include <unordered_set>

#include "eval/value_sources.h"
#include "noting_sources.h"
#include "value/error_chain.h"

namespace tlacore::explore {

StepReplay replayStep(eval::Evaluator &ev, size_t failed, const StepReplayHooks &hooks) {
  StepReplay out;
  NotingSources noting(ev);
  eval::ValueSources &sources = noting.sources();
  auto fail = [&](const eval::EvalError &e, bool inNext) {
    ReplayedError r{e, eval::sourceTrace(sources, val::errorChain()), inNext};
    out.error = std::move(r);
  };
  std::vector<std::vector<val::Value>> succs;
  val::clearErrorChain();
  try {
    hooks.generate([&](const std::vector<val::Value> &s) { succs.push_back(s); });
  } catch (const eval::EvalError &e) {
    fail(e, true);
    return out;
  }
  std::unordered_set<uint64_t> added; // put into the set by the replay
  for (size_t j = failed; j < succs.size(); ++j) {
    const std::vector<val::Value> &s = succs[j];
    val::clearErrorChain();
    try {
      bool inModel = hooks.inModel(s);
      bool unseen = true;
      if (inModel) {
        uint64_t fp = hooks.fingerprint(s);
        // The failed one: the search put it in the set before checking it.
        unseen = j != failed && !hooks.seen(fp) && added.insert(fp).second;
        if (unseen)
          ++out.newStates;
      }
      if (unseen && !hooks.invariantsHold(s))
        return out;
      if (!hooks.actionsHold(s))
        return out;
      if (inModel && unseen)
        ++out.queued;
    } catch (const eval::EvalError &e) {
      fail(e, false);
      return out;
    }
  }
  return out;
}

} // namespace tlacore::explore
