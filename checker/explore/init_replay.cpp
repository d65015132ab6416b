// replayInitOutput (init_replay.h): TLC's doInit(cTool, true) after an
// exception among the initial states, for what it prints.
#include "init_replay.h"

#include "init_states.h"
#include "model/expr_levels.h"

namespace tlacore::explore {

using val::Value;

bool initReplayPrints(const model::SpecModel &m) {
  for (const auto &part : m.init)
    if (part.bound || !model::isPureExpr(part.expr, m))
      return true;
  return !initialChecksArePure(m);
}

RecordedPrints::RecordedPrints(eval::Evaluator &ev, std::vector<InitReplayLine> *lines)
    : ev_(ev), saved_(ev.io()), recording_(ev.io()) {
  recording_.print = [lines](std::string_view line) {
    if (!lines)
      return;
    // One line with its newline (RunIo::print): kept without it.
    if (!line.empty() && line.back() == '\n')
      line.remove_suffix(1);
    lines->push_back(InitReplayLine{0, std::string(line)});
  };
  ev_.setIo(&recording_);
}

RecordedPrints::~RecordedPrints() { ev_.setIo(&saved_); }

void noteReplayProgress(std::vector<InitReplayLine> &lines, uint64_t before) {
  if (before > 1 && (before & (before - 1)) == 0)
    lines.push_back(InitReplayLine{before, {}});
}

namespace {
struct ReplayEnds {}; // the replay's DoInitFunctor rethrew: Init's enumeration stops
} // namespace

InitReplayOutput replayInitOutput(Worker &w, const model::SpecModel &m) {
  InitReplayOutput out;
  eval::Evaluator &ev = w.evaluator();
  RecordedPrints recorded(ev, &out.lines);
  // The replay's own checks: nothing counted for coverage.
  StateChecks checks(m, ev);
  bool kept = false; // a state TLC could not fingerprint: the rest only counted
  try {
    w.enumerator().initialStates(
        m.init,
        [&](const std::vector<Value> &s, const eval::ActionLabel &) {
          // DoInitFunctor.addElement: the progress line, the count.
          noteReplayProgress(out.lines, out.generated);
          ++out.generated;
          if (kept)
            return;
          if (incompleteState(s)) // isGoodState
            throw ReplayEnds{};
          // Checked in the state, outside the expression Init is running.
          const eval::Evaluator::StateContext enumerating = ev.stateContext();
          const eval::RunFrame *frames = ev.runFrames();
          ev.runFrames() = nullptr;
          bool ends = false;
          {
            eval::CostScope outside(ev, nullptr);
            InitialStateLevel one(ev);
            try {
              if (checks.satisfiesConstraints(s))
                w.fp(s);
              // forceChecks: every state's invariants, a repeated one's too.
              ends = checks.violatedInvariant(s) || checks.violatedImpliedInit(s);
            } catch (const eval::EvalError &e) {
              if (e.fingerprint)
                kept = true; // addElement's last catch: kept, Init goes on
              else
                ends = true;
            }
          }
          ev.runFrames() = frames;
          ev.setStateContext(enumerating);
          if (ends)
            throw ReplayEnds{};
        },
        nullptr);
  } catch (const ReplayEnds &) {
  } catch (const eval::EvalError &) {
    // Init's own evaluation failed again.
  }
  return out;
}

} // namespace tlacore::explore
