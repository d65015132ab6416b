// What TLC's replay of Init prints after an exception among the initial
// states. ModelChecker.modelCheckImpl prints the error, then replays Init
// with its call stack kept (numberOfInitialStates = 0; doInit(cTool, true)):
// a new DoInitFunctor with forceChecks takes each initial state again --
// "Computed n initial states..." as it takes one after n others, n = 2, 4,
// 8, ...; the constraints (isInModel), the fingerprint, then, forced, the
// invariants and the PROPERTY's initial predicates of every state, a
// repeated one too -- up to the state whose check fails again (or Init's own
// evaluation failing again); after a state TLC cannot fingerprint (kept, not
// rethrown) the others are only counted. Whatever Init and those checks
// print (Print, PrintT) comes out again, between the error and the stack
// that follows it (EC.TLC_NESTED_EXPRESSION).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bfs_worker.h"
#include "init_replay_line.h"

namespace tlacore::explore {

struct InitReplayOutput {
  std::vector<InitReplayLine> lines;
  uint64_t generated = 0; // the initial states the replay took
};

// Whether the replay can print anything: Init, a constraint, an invariant,
// a PROPERTY's initial predicate or VIEW has an effect (model::isPureExpr).
// Otherwise its output is its progress lines alone.
bool initReplayPrints(const model::SpecModel &m);

// Runs TLC's replay of Init on worker `w` (Print output recorded, not
// written; coverage not counted) and returns what it printed.
InitReplayOutput replayInitOutput(Worker &w, const model::SpecModel &m);

// While it lives, what `ev` prints (Print, PrintT) is appended to `lines`,
// or goes nowhere when `lines` is null.
class RecordedPrints {
public:
  RecordedPrints(eval::Evaluator &ev, std::vector<InitReplayLine> *lines);
  ~RecordedPrints();
  RecordedPrints(const RecordedPrints &) = delete;
  RecordedPrints &operator=(const RecordedPrints &) = delete;

private:
  eval::Evaluator &ev_;
  const eval::RunIo &saved_;
  eval::RunIo recording_;
};

// DoInitFunctor.addElement's progress line, on the state taken after
// `before` others: "Computed <before> initial states..." when `before` is a
// power of two above 1.
void noteReplayProgress(std::vector<InitReplayLine> &lines, uint64_t before);

// While it lives, what `ev` prints goes nowhere: a re-enumeration of Init
// that only looks for something (frames, values' sources) TLC's single
// replay gives.
class QuietPrints : public RecordedPrints {
public:
  explicit QuietPrints(eval::Evaluator &ev) : RecordedPrints(ev, nullptr) {}
};

} // namespace tlacore::explore
