// Initial states generated on all workers: Init's enumeration is split at
// its branchings (x \in S, disjunctions, \E) into oneTBB tasks in the run's
// arena, each checking the states it generates (constraints, fingerprint,
// invariants); the states then come out in the order one worker gives.
#pragma once

#include <atomic>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bfs_worker.h"
#include "eval/enumerator.h"
#include "fingerprint_set.h"
#include "model/spec_model.h"
#include "worker_pool.h"

namespace tlacore::explore {

// What checking one initial state found: whether it satisfies the
// constraints, its fingerprints, the invariant it violates, or the error.
// TLCGet("level") for the scope: the level of the state TLC evaluates in
// (TLCGetSet: s0.getLevel()); the level before back afterwards.
class LevelAs {
public:
  LevelAs(eval::Evaluator &ev, int64_t level) : ev_(ev), saved_(ev.stateContext().level) { ev.setLevel(level); }
  ~LevelAs() { ev_.setLevel(saved_); }
  LevelAs(const LevelAs &) = delete;
  LevelAs &operator=(const LevelAs &) = delete;

private:
  eval::Evaluator &ev_;
  int64_t saved_;
};

// While an initial state is checked: its own level, 1 (0 in the initial
// predicate that made it).
class InitialStateLevel : public LevelAs {
public:
  explicit InitialStateLevel(eval::Evaluator &ev) : LevelAs(ev, 1) {}
};

struct InitCheck {
  bool inModel = false;
  bool fresh = false;   // its fingerprint was new when it was added to the set (by whichever worker came first)
  bool checked = false; // `bad` is known: the invariants were evaluated (on the states found fresh)
  uint32_t slot = 0;    // the arena slot (WorkerPool::currentSlot) of the thread that made the state's values
  uint64_t fp = 0;
  uint64_t concrete = 0;
  const std::string *bad = nullptr;
  std::shared_ptr<const eval::EvalError> error;          // evaluating a constraint or the fingerprint (VIEW)
  std::shared_ptr<const eval::EvalError> invariantError; // evaluating the invariants (with `checked`)
};

// Checks initial state `s` on worker `w`: the constraints, its
// fingerprints, whether it is new in `seen` (adding it), and for a new one
// the invariants and implied initial predicates; evaluation errors are
// kept in `c`. A repeated state's first occurrence in order, if another
// worker added the fingerprint, is checked when the states are numbered.
void checkInitialState(Worker &w, FingerprintSet &seen, const std::vector<val::Value> &s, InitCheck &c);
// TLC's frames of Init's enumeration around the check of initial state
// `state` that raised `err` (its replay of Init with the call stack kept):
// Init enumerated again up to `state`, its open frames noted in `err`.
void addInitFrames(eval::EvalError &err, Worker &w, const model::SpecModel &m, const std::vector<val::Value> &state);

// Whether evaluating the constraints, invariants, implied initial
// predicates and VIEW has no effect beyond their values (model::isPureExpr):
// the checks of initial states may then run on any worker, in any order.
bool initialChecksArePure(const model::SpecModel &m);

class ParallelInit final : public eval::InitSplitter {
public:
  // `workers[i]` belongs to the arena's slot i (workers[0]: the calling
  // thread's); `halted` is polled as states are generated.
  ParallelInit(const model::SpecModel &m, const std::vector<std::unique_ptr<Worker>> &workers, WorkerPool &pool,
               FingerprintSet &seen, const std::atomic<bool> *haltFlag, std::function<bool()> halted);
  ~ParallelInit() override;

  // Whether Init can be enumerated this way: several workers, no coverage
  // counts, and Init and the checks pure (no output, random draws, TLC
  // registers; their order would show).
  static bool applies(const model::SpecModel &m, size_t workers, bool counting);

  // Enumerates Init on all workers, checking each state as it is found and
  // adding the fingerprints of those the constraints keep to the set. The
  // states go to `inits` and `checks` in the order one worker enumerates
  // them, up to the first failure in that order (an evaluation error,
  // val::Interrupted on a halt), which is returned (null: none).
  // On a halt (val::Interrupted) `inits` stays empty: generated() counts them.
  std::exception_ptr run(std::vector<std::vector<val::Value>> &inits, std::vector<InitCheck> &checks);
  // run() in two steps: enumerate() generates and checks the states and
  // returns the first failure in order (null: none); then either takeAll()
  // moves them into `inits` and `checks` as run() does, or runs() hands
  // them over where they are (only when enumerate() returned no failure).
  std::exception_ptr enumerate();
  std::exception_ptr takeAll(std::vector<std::vector<val::Value>> &inits, std::vector<InitCheck> &checks);
  // The states and their checks in enumeration order: consecutive runs, the
  // states of run i in runs()[i].states (each with its check at the same
  // position), to be moved out by the caller, on any threads.
  struct Run {
    std::deque<std::vector<val::Value>> *states;
    std::deque<InitCheck> *checks;
  };
  std::vector<Run> runs();
  // Whether `failure` is a halt (val::Interrupted).
  static bool isHalt(const std::exception_ptr &failure);
  // The states generated before the failure run() returned (all, if none).
  uint64_t generated() const { return generated_; }

  std::unique_ptr<eval::InitSplit> split(eval::Enumerator &from) override;

  struct Chunk;

private:
  class Split;
  Worker &workerHere();
  // Runs the branches of `from`'s enumeration `chunk` holds, into it, checking each state.
  void runChunk(Chunk &chunk, const eval::Enumerator &from, const std::atomic<bool> &cancelled);
  void checkState(Worker &w, const std::vector<val::Value> &s, InitCheck &c);

  const model::SpecModel &model_;
  const std::vector<std::unique_ptr<Worker>> &workers_;
  WorkerPool &pool_;
  std::unique_ptr<Chunk> root_; // what enumerate() generated, until it is taken
  FingerprintSet &seen_;
  const std::atomic<bool> *haltFlag_;
  std::function<bool()> halted_;
  size_t rootSlot_ = 0;
  uint64_t generated_ = 0;
  std::atomic<size_t> pending_{0}; // tasks queued, not started
  std::atomic<bool> splitting_{false};
};

} // namespace tlacore::explore
