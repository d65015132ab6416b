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
  std::vector<std::vector<val::Value>> succs; // the current action's
  size_t first = 0;                           // the generation number of succs[0]
  std::unordered_set<uint64_t> added;         // put into the set by the replay
  struct ReplayEnd {};                        // a check ended the replay
  // One action's successors checked; those before the failed one passed already.
  auto checkAction = [&] {
    for (size_t i = 0; i < succs.size(); ++i) {
      const size_t j = first + i;
      if (failed == SIZE_MAX || j < failed)
        continue;
      const std::vector<val::Value> &s = succs[i];
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
          throw ReplayEnd{};
        if (!hooks.actionsHold(s))
          throw ReplayEnd{};
        if (inModel && unseen)
          ++out.queued;
      } catch (const eval::EvalError &e) {
        fail(e, false);
        throw ReplayEnd{};
      }
    }
    first += succs.size();
    succs.clear();
    val::clearErrorChain(); // the next action's generation starts its own
  };
  val::clearErrorChain();
  try {
    hooks.generate([&](const std::vector<val::Value> &s) { succs.push_back(s); }, checkAction);
  } catch (const ReplayEnd &) {
  } catch (const eval::EvalError &e) {
    fail(e, true);
  }
  return out;
}

} // namespace tlacore::explore
