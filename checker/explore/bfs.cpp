// Parallel BFS without a barrier per level. The states of a level are cut
// into units (up to kUnitStates consecutive states in BFS order) that the
// workers claim: each first those whose values its own thread made (so
// that values are freed where they were allocated), then, work stealing,
// the others' (so that a slow or descheduled worker holds back at most the
// unit it is on); committing a unit (deduplicating its
// successors in the fingerprint set, checking invariants, recording new
// states) publishes the next level's units. A level's successors are only
// committed once the level before is complete, which keeps depth, counts
// and shortest traces what one worker gives; but a worker that finds no
// unit left in the current level does not wait for the slowest one: it
// generates the successors of next-level units ahead (speculation, only of
// a Next without effects: each state is otherwise expanded as one worker
// expands it, its successors checked as they are generated), which is
// where the time goes, and whoever commits them later uses those.
//
// The end-of-level step that remains (numbering the new level's states,
// done by the worker that finishes the level's last unit while the others
// keep speculating) is what keeps the counts of a complete search, the
// depth and the level of every state (its trace's length) independent of
// the number of workers: a state found from a level-L state is only kept
// at level L+1 once no level-(L-1) state can still reach it first. Its
// parent among level L's states is the step that inserted it first (as
// TLC's is the first worker's; -continue: its first step in BFS order,
// LevelClaims), and a violation the first in BFS order of its level.
#include "bfs.h"
#include "step_pick.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include <time.h>

#include "bfs_worker.h"
#include "fingerprint_failure.h"
#include "fingerprint_gap.h"
#include "live/tlc_step_order.h"
#include "value/tlc_fp64.h"
#include "eval/memory_reserve.h"
#include "eval/nested_expressions.h"
#include "eval/search_context.h"
#include "eval/stack_guard.h"
#include "fingerprint_set.h"
#include "frontier_store.h"
#include "init_replay.h"
#include "init_states.h"
#include "level_claims.h"
#include "live/graph_files.h"
#include "memory.h"
#include "model/expr_levels.h"
#include "ordered_release.h"
#include "state_records.h"
#include "tlc_fingerprint_keep.h"
#include "value/interrupt.h"
#include "value/value_serial.h"
#include "worker_pool.h"

namespace tlacore::explore {

uint64_t stateHash(const std::vector<Value> &state) {
  uint64_t buf[64];
  if (state.size() <= 64) {
    for (size_t i = 0; i < state.size(); ++i)
      buf[i] = state[i].hash();
    return XXH3_64bits(buf, state.size() * sizeof(uint64_t));
  }
  std::vector<uint64_t> hs(state.size());
  for (size_t i = 0; i < state.size(); ++i)
    hs[i] = state[i].hash();
  return XXH3_64bits(hs.data(), hs.size() * sizeof(uint64_t));
}

uint64_t fingerprint(const std::vector<Value> &state) {
  try {
    return stateHash(state);
  } catch (const val::FingerprintError &e) {
    throw fingerprintFailure(e);
  }
}

bool hashHasNoEffects(const std::vector<Value> &state) {
  int budget = 64;
  auto plain = [&budget](auto &self, const Value &v) -> bool {
    if (--budget < 0)
      return false;
    switch (v.kind()) {
    case val::Kind::Bool:
    case val::Kind::Int:
    case val::Kind::String:
    case val::Kind::ModelValue:
      return true;
    case val::Kind::Set:
      if (v.heap()->hashCache.load(std::memory_order_relaxed))
        return true;
      for (const Value &e : v.elems())
        if (!self(self, e))
          return false;
      return true;
    case val::Kind::Fcn:
      if (v.heap()->hashCache.load(std::memory_order_relaxed))
        return true;
      for (const Value &k : v.keys())
        if (!self(self, k))
          return false;
      for (const Value &x : v.vals())
        if (!self(self, x))
          return false;
      return true;
    default:
      return false;
    }
  };
  for (const Value &v : state)
    if (!plain(plain, v))
      return false;
  return true;
}

namespace {

using Clock = std::chrono::steady_clock;


double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// CPU time of the calling thread.
double threadCpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// The states by fingerprint, for resolving the steps of the behaviour graph
// (an open-addressing table: millions of lookups in a row), in memory or in
// a file of `files`.
class StateIndex {
public:
  StateIndex(size_t n, live::GraphFiles *files) {
    size_t size = 16;
    while (size < 2 * n)
      size *= 2;
    slots_.useFiles(files);
    slots_.assign(size, Slot{});
  }
  // The first state added with a fingerprint is the one found.
  void add(uint64_t fp, uint32_t state) {
    for (size_t i = fp & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
      if (slots_[i].state == UINT32_MAX) {
        slots_[i] = Slot{fp, state};
        return;
      }
      if (slots_[i].fp == fp)
        return;
    }
  }
  // UINT32_MAX when no state has `fp`.
  uint32_t find(uint64_t fp) const {
    for (size_t i = fp & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
      if (slots_[i].state == UINT32_MAX || slots_[i].fp == fp)
        return slots_[i].state;
    }
  }

private:
  struct Slot {
    uint64_t fp = 0;
    uint32_t state = UINT32_MAX;
  };
  live::MappedArray<Slot> slots_;
};

// A state's successors generated ahead of its turn (Bfs::speculate), of
// a Next without effects or hidden inputs: nothing it does is seen before
// its successors are checked in their order, as they would be generated.
struct Expansion {
  std::vector<std::pair<std::vector<Value>, eval::ActionLabel>> succs;
  // The states A \cdot B passed through (counted as generated) up to each
  // successor, and in all: a check that stops at a successor counts those
  // before it only, as when generating and checking go together.
  std::vector<uint64_t> intermediateUpTo;
  uint64_t intermediate = 0;
  std::optional<eval::EvalError> error;
  // Given up (more successors than kMaxSpeculatedSuccessors, or the search
  // is ending): generated and checked together at its turn instead, so
  // that a later action TLC would never reach (an earlier successor's
  // violation stops the state) costs neither time nor memory beyond that.
  bool abandoned = false;
};

// The most successors of one state generated ahead of its turn.
inline constexpr size_t kMaxSpeculatedSuccessors = size_t{1} << 12;

struct Level;

// Where a unit is: not claimed; successors being generated ahead (and,
// once its level is the current one, to be committed by the same worker);
// generated ahead (waiting for its level's turn); being committed; done.
enum UnitPhase : int { kNew, kExpanding, kExpandingCurrent, kExpanded, kCommitting, kDone };

// Up to kUnitStates states of one level, consecutive in BFS order.
struct Unit {
  std::vector<FrontierState> states;
  // Past the frontier's memory budget its states are on disk (`block`) and
  // `states` is empty until the unit is taken (Bfs::load).
  size_t count = 0;        // its states
  SpilledBlock block;      // where they were written, if they were
  size_t memoryBytes = 0;  // what they count for in the budget while in memory
  uint32_t firstId = 0;    // a written unit's first record index, once its level is numbered
  // Its place in BFS order: (index of the unit of the level before whose
  // successors these are, piece of them).
  std::pair<size_t, uint32_t> order;
  std::atomic<int> phase{kNew};
  // The arena slot (WorkerPool::currentSlot) of the thread that made its
  // states' values: the worker on that thread claims it first, so that the
  // values are freed by the thread that allocated them (see Level::queues).
  uint32_t owner = 0;
  uint32_t speculator = 0;                // with kExpanded: the slot that generated `pre`
  std::vector<Expansion> pre;             // with kExpanded: one per state
  int64_t levelNumber = 0;
  Level *level = nullptr; // its level, once that is numbered
  size_t index = 0;       // its position there
};

inline constexpr size_t kUnitStates = 32;
// Initial states read back from their spool and checked at a time.
inline constexpr size_t kInitBatch = 1 << 13;

// The units of a level one thread made (Unit::owner), in BFS order, and
// the next one to claim: the owner claims from here first, the others
// steal from here once their own queue is empty.
struct UnitQueue {
  std::vector<uint32_t> units; // indices into Level::units
  alignas(64) std::atomic<size_t> next{0};
  char pad[64 - sizeof(std::atomic<size_t>)];
};

// One BFS level: its units in BFS order, claimed through the queues of
// their owners (one per arena slot).
struct Level {
  int64_t number = 0; // initial states: 1
  std::vector<std::unique_ptr<Unit>> units;
  size_t unitCount = 0; // units.size(), read without a lock
  size_t states = 0;
  std::unique_ptr<UnitQueue[]> queues;
  size_t queueCount = 0;
  std::atomic<size_t> done{0};
  // Claimers looking at `units` (through the queues), and whether the units
  // are being freed: see Bfs::claim and Bfs::turnover.
  std::atomic<int> readers{0};
  std::atomic<bool> freed{false};
};

// The first problem found (smallest unit, in BFS order).
struct Problem {
  Outcome outcome = Outcome::Success;
  std::string property;
  eval::EvalError error;
  uint32_t state = 0;           // the state being expanded (record index)
  std::vector<Value> stateVars; // its values
  // The successor the problem is in (an invariant, action property or
  // error in a new state), not numbered: its values and action.
  bool inSuccessor = false;
  std::vector<Value> successor;
  eval::ActionLabel label;
  bool inActionProperty = false; // EvalErrorInvariant: the error was an action property's
  std::optional<eval::EvalError> livenessError; // CheckResult::livenessError
  // A successor's check failed to evaluate: TLC's replay of the step (step_replay.h).
  StepReplay replay;
  // A state new at the next level was written when the problem was found
  // (TLC's Worker.writeState raises the diameter only for new states).
  bool deeper = false;
  // -continue with several workers: an invariant violation of a state new
  // at the next level, reported by the step at claimKey; handed on only if
  // that step is the state's claim (LevelClaims) once the steps before it are done.
  bool claimed = false;
  uint64_t claimFp = 0;
  ReachKey claimKey;
};

// What a worker adds to the counts while committing one unit.
struct UnitTally {
  uint64_t generated = 0;
  size_t expanded = 0;
  // States whose expansion a problem ended (a violation, an error, a
  // deadlock; this worker's or one another worker reports first): taken
  // off the queue all the same, as TLC's Worker dequeues a state before it
  // expands it.
  size_t stopped = 0;
  size_t flushed = 0; // new states already cut into units (under a frontier budget)
};

// What belongs to one worker's thread: its figures (time, work,
// fingerprint-set use), its outdegree counts.
struct alignas(64) WorkerSlot {
  WorkerStats stats;
  std::vector<uint64_t> outDegree;
  uint32_t home = 0;        // the arena slot of the thread it runs on (Unit::owner)
  TlcFingerprintShare tlcFps; // TLC's fingerprints of the states it expanded (tlc_fingerprint_keep.h)
};

class Bfs {
public:
  Bfs(const model::SpecModel &m, const CheckOptions &o)
      : model_(m), opts_(o), pool_(o.workers), records_(m.view || m.symmetry),
        seen_(FingerprintSetOptions{64, o.fingerprintBudgetBytes, o.spillDir}),
        frontier_(keepValues_ ? 0 : o.frontierBudgetBytes, o.memoryPressureBytes, o.spillDir),
        // Under a memory budget (a tlacore bound TLC has no counterpart of)
        // no TLC fingerprint is kept: the estimate line is then left out.
        // Under a frontier budget none are held either, nor with a VIEW
        // (evaluated for each: at the end, its Print output would move).
        tlcKeep_(o.fingerprintBudgetBytes == 0, frontier_.bounded() || m.view ? 0 : o.tlcFingerprintHoldBytes) {
    // TLCExt!Trace reads records while states are expanded: they stay in memory then.
    if (o.recordBudgetBytes && !keepValues_)
      records_.spillPast(o.recordBudgetBytes, o.spillDir);
    size_t n = pool_.size();
    workers_.resize(n);
    onOwnThreads([&](size_t i) {
      workers_[i] = std::make_unique<Worker>(m);
      workers_[i]->evaluator().setRandomSeed(o.seed);
      workers_[i]->evaluator().setIo(o.io);
      workers_[i]->enumerator().setNextShortcut(o.warnings);
      workers_[i]->enumerator().setIncompleteSuccessors(true); // Worker.addElement's isGoodState
      if (o.coverage)
        workers_[i]->countCoverage(*o.coverage, o.costs);
      else if (o.actions)
        workers_[i]->generateByActions(*o.actions);
    });
    clocks_.resize(n);
    for (size_t i = 0; i < n; ++i) {
      probes_.push_back(std::make_unique<StatsProbe>(*this));
      workers_[i]->evaluator().setStatsProbe(probes_.back().get());
    }
    // Ahead-of-turn successor generation changes nothing a run reports
    // when Next has no effects and reads nothing but the state
    // (model::isPureExpr): TLC's Worker checks each successor as it is
    // generated, so a Print, TLCSet, RandomElement or I/O of a later action
    // never runs once an earlier successor's check has stopped the search,
    // and TLCGet reads the counts of the successors before it. Not with
    // coverage's cost counters either (counted as evaluated); nor when the
    // spec reads TLCExt!Trace: the values of the states a trace passes
    // through are kept as they are numbered, at level ends.
    // -continue with several workers: each state new at the next level is
    // claimed by its first step in BFS order (LevelClaims), so that its
    // parent, its place in its level and its violations are one worker's.
    // The states then move between the next level's units at the level's
    // end (placeByClaims): not with a frontier budget (units on disk).
    canonical_ = n > 1 && o.continueOnViolation && !frontier_.bounded();
    speculate_ = n > 1 && !o.coverage && !keepValues_ && !m.next.bound && model::isPureExpr(m.next.expr, m);
  }

  FingerprintSetStats fingerprintStats() const { return seen_.stats(); }

  // fn(i) for each worker i, with several workers each on a thread of its
  // own, one after another: what a worker allocates as it is set up (its
  // evaluator's, enumerator's and liveness evaluator's small tables, read
  // and written on every state) then comes from that thread's own memory
  // pages (mimalloc's heap per thread) instead of lying next to another
  // worker's in the same cache lines, which the two cores would otherwise
  // pass back and forth on every step (measured on CoffeeCan1000Beans: the
  // initial states' checks and the liveness logging took 15-30% more CPU at
  // 2 workers than at 1). One worker: on this thread.
  template <typename Fn>
  void onOwnThreads(const Fn &fn) {
    size_t n = workers_.size();
    if (n == 1) {
      fn(0);
      return;
    }
    for (size_t i = 0; i < n; ++i) {
      std::exception_ptr failed;
      std::thread([&] {
        try {
          fn(i);
        } catch (...) {
          failed = std::current_exception();
        }
      }).join();
      if (failed)
        std::rethrow_exception(failed);
    }
  }
  FrontierStats frontierStats() const { return frontier_.stats(); }

  CheckResult run() {
    auto started = Clock::now();
    // As TLC: the random constants, then the ASSUMEs, then the initial
    // states draw from one generator seeded with the run's seed (the
    // constructor's); the constants' values are given to every worker.
    eval::Evaluator::ConstantValues randomConstants;
    if (opts_.startup) { // the run evaluated them (and the split of Next drew after them)
      workers_[0]->evaluator().takeUp(*opts_.startup);
      randomConstants = opts_.startup->constants;
    } else {
      try {
        val::InterruptScope interruptible(haltFlag()); // a stop ends a long constant definition too
        randomConstants = workers_[0]->evaluator().evalStartupConstants();
      } catch (const val::Interrupted &) {
        result_.outcome = Outcome::Stopped;
        return finish(started);
      }
    }
    // The cfg's constant values and the random constants are read by every
    // worker on every step: shared, so the workers do not contend for their
    // reference counts (val::markShared; they then live as long as the process).
    if (workers_.size() > 1) {
      for (const auto &c : model_.constantValues)
        val::markShared(c.second);
      for (const auto &c : model_.definitionValues)
        val::markShared(c.second);
      for (const auto &c : randomConstants)
        val::markShared(c.second);
    }
    for (size_t wi = 1; wi < workers_.size(); ++wi)
      workers_[wi]->evaluator().presetConstants(randomConstants);
    if (opts_.continueOnViolation) { // -continue: rebuilds the traces while the workers go on
      tracer_ = std::make_unique<Worker>(model_);
      tracer_->evaluator().setRandomSeed(opts_.seed);
      tracer_->evaluator().setIo(opts_.io);
      tracer_->enumerator().setNextShortcut(opts_.warnings);
      tracer_->evaluator().presetConstants(randomConstants);
    }
    if (!checkAssumptions())
      return finish(started);
    if (opts_.onAssumptionsHold)
      opts_.onAssumptionsHold();
    initRandom_ = workers_[0]->evaluator().random();
    if (model_.constantOnly)
      return finish(started);
    if (!prepareLiveness())
      return finish(started);
    auto initialStarted = Clock::now();
    bool initialDone = initial();
    result_.initialSeconds = secondsSince(initialStarted);
    if (!initialDone)
      return finish(started);
    result_.initGenerated = result_.generated;
    if (opts_.onInitDone)
      opts_.onInitDone(result_.initDistinct, result_.initGenerated);
    livenessClock_ = Clock::now();
    nextLivenessAt_ = opts_.livenessFirstSeconds;
    lastProgress_ = livenessClock_;
    // Registers set while the initial states were computed: TLC sets them
    // from its main thread, for every worker.
    for (size_t wi = 1; wi < workers_.size(); ++wi)
      workers_[wi]->evaluator().setRegisters(workers_[0]->evaluator().registers());
    if (tracer_)
      tracer_->evaluator().setRegisters(workers_[0]->evaluator().registers());
    if (workers_[0]->evaluator().exitRequested()) { // TLCSet("exit", TRUE) while the initial states were checked
      exit_.store(true, std::memory_order_relaxed);
      result_.queueLeft = firstLevelStates();
    } else {
      explore();
    }
    if (result_.outcome == Outcome::Success && live_ && (searchComplete_ || exit_.load()))
      checkLiveness(true, true);
    return finish(started);
  }

private:
  CheckResult finish(Clock::time_point started) {
    result_.distinct = distinct_.load();
    result_.generated += generated_.load();
    // A temporal property violated by a finite prefix: TLC finds it while it
    // builds its behaviour graph, after expanding the prefix's last state
    // (LiveCheck), and stops there: its counts are those of that moment
    // (the queue: the distinct states not expanded yet).
    if (prefixCounts_) {
      auto [generated, distinct, expansions, depth] = *prefixCounts_;
      result_.generated = generated;
      result_.distinct = distinct;
      result_.queueLeft = distinct - std::min(distinct, expansions);
      result_.depth = static_cast<int64_t>(depth);
    }
    if (!workers_.empty())
      result_.registers = workers_[0]->evaluator().registers();
    if (opts_.coverage) {
      result_.coverage.resize(opts_.coverage->rows().size(), model_.constraints.size(),
                              model_.actionConstraints.size());
      if (opts_.costs)
        result_.coverage.cost.resize(opts_.costs->model.size());
      for (auto &w : workers_)
        result_.coverage.merge(w->coverage());
    }
    for (WorkerSlot &c : clocks_) {
      if (result_.outDegree.size() < c.outDegree.size())
        result_.outDegree.resize(c.outDegree.size(), 0);
      for (size_t d = 0; d < c.outDegree.size(); ++d)
        result_.outDegree[d] += c.outDegree[d];
      result_.workerStats.push_back(c.stats);
    }
    // -continue, several workers: each state's new successors as its claims
    // count them (placeByClaims), not as the inserts raced.
    if (result_.outDegree.size() < outDegreeFix_.size())
      result_.outDegree.resize(outDegreeFix_.size(), 0);
    for (size_t d = 0; d < outDegreeFix_.size(); ++d)
      result_.outDegree[d] = static_cast<uint64_t>(static_cast<int64_t>(result_.outDegree[d]) + outDegreeFix_[d]);
    result_.workersUsed = static_cast<int>(workers_.size());
    result_.recordBytes = records_.bytes();
    result_.recordBytesPerState = records_.size() ? static_cast<double>(records_.bytes()) / records_.size() : 0;
    result_.peakFrontierStates = peakFrontier_;
    result_.recordDiskBytes = records_.diskBytes();
    if (graphFiles_)
      result_.livenessDiskBytes = graphFiles_->peakFileBytes();
    FrontierStats fs = frontier_.stats();
    result_.frontierSpilledStates = fs.spilledStates;
    result_.frontierSpilledBytes = fs.spilledBytes;
    tlcFingerprintGap();
    result_.seconds = secondsSince(started);
    return result_;
  }

  // TLC's fingerprint of a state, by worker `w` (nothing: a value TLC cannot fingerprint).
  auto tlcFingerprintOf(Worker &w) {
    return [this, &w](const std::vector<Value> &s) { return w.tlcFingerprint(s, model_.printOrder, opts_.fpIndex); };
  }

  // TLC's smallest distance between its fingerprints, when a complete search
  // makes TLC compute it: over the TLC fingerprints of the states expanded,
  // which are then all the distinct states.
  void tlcFingerprintGap() {
    std::vector<TlcFingerprintShare *> shares;
    for (WorkerSlot &c : clocks_)
      shares.push_back(&c.tlcFps);
    if (result_.outcome == Outcome::Success && result_.queueLeft == 0 &&
        TlcFingerprintKeep::count(shares) == result_.distinct &&
        tlcChecksActualFingerprints(result_.generated, result_.distinct)) {
      TlcFingerprintKeep::fingerprintAllHeld(shares, tlcFingerprintOf(*workers_[0]));
      if (TlcFingerprintKeep::count(shares) == result_.distinct) {
        std::vector<uint64_t> all;
        all.reserve(result_.distinct);
        for (TlcFingerprintShare *s : shares)
          all.insert(all.end(), s->fps.begin(), s->fps.end());
        result_.tlcFingerprintGap = explore::tlcFingerprintGap(all, opts_.fpBits);
      }
    }
    for (TlcFingerprintShare *s : shares)
      TlcFingerprintKeep::clear(*s);
  }

  bool checkAssumptions() {
    eval::Evaluator &ev = workers_[0]->evaluator();
    val::InterruptScope interruptible(haltFlag()); // a stop ends a long ASSUME too
    for (const ast::AssumeUnit *a : model_.assumptions) {
      try {
        ev.setState(nullptr);
        ev.setNext(nullptr, nullptr);
        if (!ev.evalBool(a->body, nullptr, nullptr)) {
          result_.outcome = Outcome::AssumptionFalse;
          result_.propertyRange = a->body->range;
          return false;
        }
      } catch (const eval::EvalError &e) {
        result_.outcome = Outcome::EvalErrorInit;
        result_.error = e;
        result_.errorInAssumption = true;
        result_.propertyRange = a->body->range;
        return false;
      } catch (const val::Interrupted &) {
        result_.outcome = Outcome::Stopped;
        return false;
      }
    }
    return true;
  }

  // A state the search keeps stands for the successors with its
  // fingerprint (SYMMETRY, VIEW), which TLC's tableau sees as generated.
  bool targetsOnSteps() const { return model_.symmetry || model_.view; }

  // Builds the liveness formula (fairness /\ ~properties) when there are
  // temporal properties to check.
  bool prepareLiveness() {
    if (model_.livenessParts.empty())
      return true;
    auto f = std::make_unique<live::LiveFormula>();
    try {
      live::buildLiveFormula(model_, workers_[0]->evaluator(), *f);
    } catch (const eval::EvalError &e) {
      result_.outcome = Outcome::EvalErrorLiveness;
      result_.error = e;
      return false;
    }
    if (f->branches.empty())
      return true;
    live_ = std::move(f);
    runAtoms_ = live::tableauAtomsReadTheRun(*live_, model_);
    initialNodes_ = live::initialTableauNodes(*live_);
    // Under a memory bound the behaviour graph goes to files from the
    // start (the workers' logs of it), a window of them in memory.
    if (opts_.livenessWindowBytes) {
      try {
        graphFiles_ = std::make_unique<live::GraphFiles>(opts_.spillDir, opts_.livenessWindowBytes,
                                                         opts_.memoryBytes / 8 * 7);
      } catch (const live::GraphFileError &e) {
        throw SpillError(e.what());
      }
    }
    const std::vector<live::InitialTableauNode> tableauNodes = live::allTableauNodes(*live_);
    onOwnThreads([&](size_t i) {
      workers_[i]->enableLiveness(*live_, graphFiles_.get(), targetsOnSteps(), runAtoms_, tableauNodes);
    });
    initialBits_.useFiles(graphFiles_.get());
    initialKnown_.useFiles(graphFiles_.get());
    return true;
  }

  // fn(worker, begin, end) over chunks of [0, n) on all workers' threads
  // (`parallel` false, or called by a worker: on this thread alone).
  template <typename Fn>
  void inParallel(size_t n, size_t chunk, const Fn &fn, bool parallel = true) {
    if (!parallel || workers_.size() == 1) {
      val::InterruptScope interruptible(haltFlag());
      eval::haltOnAllocationFailure([&] {
        for (size_t b = 0; b < n; b += chunk)
          fn(0, b, std::min(b + chunk, n));
      });
      return;
    }
    std::atomic<size_t> next{0};
    pool_.run([&](size_t wi) {
      val::InterruptScope interruptible(haltFlag());
      for (size_t b; (b = next.fetch_add(chunk)) < n;)
        fn(wi, b, std::min(b + chunk, n));
    });
  }


  // Removes the steps whose target is no known state (UINT32_MAX).
  static void dropUnresolvedEdges(live::BehaviorGraph &g) {
    size_t n = g.stateCount(), words = g.words, out = 0;
    uint32_t begin = 0;
    for (size_t i = 0; i < n; ++i) {
      uint32_t end = g.edgeStart[i + 1];
      g.edgeStart[i] = static_cast<uint32_t>(out);
      for (uint32_t e = begin; e < end; ++e) {
        if (g.edgeTarget[e] == UINT32_MAX)
          continue;
        g.edgeTarget[out] = g.edgeTarget[e];
        std::copy_n(g.edgeBits.begin() + static_cast<ptrdiff_t>(e * words), words,
                    g.edgeBits.begin() + static_cast<ptrdiff_t>(out * words));
        if (!g.edgeValues.empty())
          g.edgeValues[out] = g.edgeValues[e];
        ++out;
      }
      begin = end;
    }
    g.edgeStart[n] = static_cast<uint32_t>(out);
    g.edgeTarget.resize(out);
    g.edgeBits.resize(out * words);
    if (!g.edgeValues.empty())
      g.edgeValues.resize(out);
  }

  // The behaviour graph from the workers' logs, then the search for a
  // fair cycle that violates a property. Before the search is complete
  // (`complete` false) the graph holds the states expanded so far: a cycle
  // among them is a real one, since their steps and ENABLED bits are known.
  bool checkLiveness(bool complete, bool parallel) {
    // Under a memory bound, a check whose graph would pass it: a periodic
    // one (it only finds violations sooner) is left out, the final one
    // halts the run, as the budget watchdog does when the bound is passed.
    if (opts_.memoryBytes && residentBytes() + livenessBytes() > opts_.memoryBytes) {
      if (complete && opts_.control) {
        opts_.control->haltForMemoryBound();
        result_.outcome = Outcome::Stopped;
      }
      return false;
    }
    auto started = Clock::now();
    struct AddTime {
      double &to, &last;
      Clock::time_point from;
      ~AddTime() { to += (last = secondsSince(from)); }
    } timed{result_.livenessSeconds, result_.livenessLastSeconds, started};
    live::BehaviorGraph g;
    g.useFiles(graphFiles_.get());
    size_t words = 1;
    for (auto &w : workers_)
      if (!w->liveLog().state.empty())
        words = w->liveLog().stateBits.size() / w->liveLog().state.size();
    g.words = words;
    if (targetsOnSteps() || runAtoms_)
      g.atomOnStep = live::stepTargetAtoms(*live_);

    size_t n = records_.size();
    // The index by fingerprint on one worker while another finds where
    // each state's steps are in the logs (two serial passes over the states).
    std::optional<StateIndex> index;
    auto buildIndex = [&] {
      index.emplace(n, graphFiles_.get());
      for (uint32_t i = 0; i < n; ++i) {
        if (graphFiles_ && i % 65536 == 65535)
          graphFiles_->keepWithin();
        index->add(records_[i].fp, i);
        if (records_[i].parent == kNoParent)
          g.initial.push_back(i);
      }
    };
    // Where each state's record is: (worker, position in its log).
    struct Place {
      uint32_t worker, at;
    };
    live::MappedArray<Place> where;
    // The steps of state i go to edgeStart[i]...: offsets from the logs'
    // counts, then the bits copied and the targets resolved on all workers.
    auto logEdges = [&](uint32_t i) -> std::pair<size_t, size_t> {
      auto [wi, k] = where[i];
      if (wi == UINT32_MAX)
        return {0, 0}; // not expanded yet: no steps known, so on no cycle
      const LiveLog &log = workers_[wi]->liveLog();
      return {log.firstEdge[k], k + 1 < log.state.size() ? log.firstEdge[k + 1] : log.edgeFp.size()};
    };
    auto findSteps = [&] {
      where.useFiles(graphFiles_.get());
      where.assign(n, Place{UINT32_MAX, 0});
      for (uint32_t wi = 0; wi < workers_.size(); ++wi) {
        const LiveLog &log = workers_[wi]->liveLog();
        for (uint32_t k = 0; k < log.state.size(); ++k)
          where[log.state[k]] = {wi, k};
      }
      g.edgeStart.resize(n + 1);
      g.edgeStart[0] = 0;
      for (uint32_t i = 0; i < n; ++i) {
        auto [b, e] = logEdges(i);
        g.edgeStart[i + 1] = g.edgeStart[i] + static_cast<uint32_t>(e - b);
      }
    };
    if (parallel && workers_.size() > 1) {
      pool_.run([&](size_t wi) {
        if (wi == 0)
          buildIndex();
        else if (wi == 1)
          findSteps();
      });
    } else {
      buildIndex();
      findSteps();
    }
    const StateIndex &byFp = *index;
    // The initial states' atoms as TLC evaluated them when it added them
    // (when all were, in the order of g.initial: else the states' own bits decide).
    if (!initialBitsIds_.empty() && initialBitsIds_.size() == g.initial.size() &&
        std::equal(g.initial.begin(), g.initial.end(), initialBitsIds_.begin()) &&
        initialBits_.size() == g.initial.size() * words) {
      g.initialBits.assign(initialBits_.size(), 0);
      std::copy_n(initialBits_.begin(), initialBits_.size(), g.initialBits.begin());
    }
    g.stateBits.assign(n * words, 0);
    bool countsLogged = std::all_of(workers_.begin(), workers_.end(), [](const auto &w) {
      return w->liveLog().expansion.size() == w->liveLog().state.size() * live::BehaviorGraph::kExpansionWords;
    });
    if (countsLogged)
      g.expansion.assign(n * live::BehaviorGraph::kExpansionWords, 0);
    g.edgeTarget.resize(g.edgeStart[n]);
    g.edgeBits.resize(size_t(g.edgeStart[n]) * words);
    bool valuesLogged = std::all_of(workers_.begin(), workers_.end(), [](const auto &w) {
      return w->liveLog().edgeValues.size() == w->liveLog().edgeFp.size();
    });
    if (targetsOnSteps() && valuesLogged)
      g.edgeValues.resize(g.edgeStart[n]);
    std::atomic<bool> unresolved{false};
    inParallel(n, 4096, [&](size_t, size_t from, size_t to) {
      if (graphFiles_)
        graphFiles_->keepWithin();
      for (uint32_t i = static_cast<uint32_t>(from); i < to; ++i) {
        auto [wi, k] = where[i];
        if (wi == UINT32_MAX)
          continue;
        const LiveLog &log = workers_[wi]->liveLog();
        std::copy_n(log.stateBits.begin() + static_cast<ptrdiff_t>(k * words), words,
                    g.stateBits.begin() + static_cast<ptrdiff_t>(i * words));
        if (!g.expansion.empty())
          std::copy_n(log.expansion.begin() + static_cast<ptrdiff_t>(k * live::BehaviorGraph::kExpansionWords),
                      live::BehaviorGraph::kExpansionWords,
                      g.expansion.begin() + static_cast<ptrdiff_t>(i * live::BehaviorGraph::kExpansionWords));
        auto [b, e] = logEdges(i);
        for (size_t x = b, out = g.edgeStart[i]; x < e; ++x, ++out) {
          g.edgeTarget[out] = byFp.find(log.edgeFp[x]);
          if (g.edgeTarget[out] == UINT32_MAX)
            unresolved.store(true, std::memory_order_relaxed);
          if (!g.edgeValues.empty())
            g.edgeValues[out] = log.edgeValues[x];
          std::copy_n(log.edgeBits.begin() + static_cast<ptrdiff_t>(x * words), words,
                      g.edgeBits.begin() + static_cast<ptrdiff_t>(out * words));
        }
      }
    }, parallel);
    if (unresolved.load())
      dropUnresolvedEdges(g);
    if (complete)
      for (auto &w : workers_)
        w->liveLog() = LiveLog{};
    result_.livenessStates = n;
    result_.livenessPartial = !complete;
    result_.livenessBranches = live::tableauCount(*live_);
    auto searchStarted = Clock::now();
    std::optional<live::Lasso> lasso =
        live::findLivenessViolation(*live_, g, static_cast<unsigned>(workers_.size()),
                                    live::LiveLimits{haltFlag(), opts_.memoryBytes, graphFiles_.get()});
    // Found: the graph's steps are put in TLC's order and the lasso TLC
    // prints is searched for as TLC's LiveWorker searches (slower; only
    // now, so that a passing check costs nothing of it).
    if (lasso && !halted() && !g.expansion.empty())
      if (std::optional<std::vector<uint64_t>> tlcFps = tlcFingerprints(g, byFp)) {
        std::vector<uint32_t> workerOf(n);
        for (uint32_t i = 0; i < n; ++i)
          workerOf[i] = where[i].worker;
        live::orderStepsAsTlc(g, *tlcFps, workerOf, graphFiles_.get());
        if (std::optional<live::Lasso> again =
                live::findLivenessViolation(*live_, g, static_cast<unsigned>(workers_.size()),
                                            live::LiveLimits{haltFlag(), opts_.memoryBytes, graphFiles_.get()}, true))
          lasso = std::move(again);
      }
    result_.livenessSearchSeconds += secondsSince(searchStarted);
    // TLC's -dump dot writes the behaviour graphs too (FILE_liveness.dot).
    if (complete && !halted() && opts_.states && opts_.states->wantsLivenessGraph()) {
      std::vector<uint64_t> fps(n);
      for (uint32_t i = 0; i < n; ++i)
        fps[i] = records_[i].fp;
      opts_.states->livenessGraph(*live_, g, fps);
    }
    // Halted (a budget, a stop): the search answered nothing. The final
    // check stops the run here; a periodic one leaves it to the search loop.
    if (halted()) {
      if (complete)
        result_.outcome = Outcome::Stopped;
      return false;
    }
    if (!lasso)
      return false;
    result_.outcome = Outcome::LivenessViolated;
    result_.property = model_.livenessPartNames[lasso->property];
    result_.loopStart = lasso->loopStart;
    result_.stutters = lasso->stutters;
    result_.livenessSafety = lasso->safety;
    if (lasso->safety && lasso->foundAfter) // TLC stopped its search there
      prefixCounts_ = {lasso->generatedThen, lasso->distinctDepthThen >> 24, lasso->foundAfter,
                       lasso->distinctDepthThen & ((uint64_t(1) << 24) - 1)};
    if (lasso->safety) {
      rebuild(lasso->states, false, result_.trace, {});
      return true;
    }
    // The closing step too: with a VIEW the state it reaches may differ
    // from (be only equivalent to) the one the loop goes back to.
    std::vector<uint32_t> path = lasso->states;
    if (!lasso->stutters)
      path.push_back(lasso->states[lasso->loopStart]);
    rebuild(path, false, result_.trace, {});
    if (!lasso->stutters && result_.trace.size() == path.size()) {
      result_.loopBackState = std::move(result_.trace.back().state);
      result_.trace.pop_back();
    }
    return true;
  }

  // TLC's fingerprint (val::tlcStateFingerprint) of each state of `g`, its
  // values generated again breadth-first from the initial states over the
  // graph's states (found by `byFp`), each expanded state's successors
  // enumerated as the search enumerated them. Nothing when a state is not
  // found again (or the run is halted).
  std::optional<std::vector<uint64_t>> tlcFingerprints(const live::BehaviorGraph &g, const StateIndex &byFp) {
    Worker &w = *workers_[0];
    QuietPrints quiet(w.evaluator()); // tlacore's own pass: TLC prints nothing here
    const size_t n = g.stateCount();
    std::vector<uint64_t> out(n, 0);
    std::vector<uint8_t> seen(n, 0);
    size_t found = 0;
    struct Pending {
      uint32_t state;
      int64_t level; // TLCGet("level") of the state (initial states: 1)
      std::vector<Value> values;
    };
    std::deque<Pending> queue;
    std::vector<std::vector<Value>> candidates;
    auto collect = [&](const std::vector<Value> &s, const eval::ActionLabel &) { candidates.push_back(s); };
    auto take = [&](int64_t level) {
      LevelAs candidateLevel(w.evaluator(), level);
      for (std::vector<Value> &s : candidates) {
        uint32_t i = UINT32_MAX;
        try {
          i = byFp.find(w.fp(s));
        } catch (const eval::EvalError &) {
        }
        if (i >= n || seen[i])
          continue;
        seen[i] = 1;
        ++found;
        out[i] = w.tlcFingerprint(s, model_.printOrder, opts_.fpIndex).value_or(records_[i].fp);
        if (g.edgeStart[i] < g.edgeStart[i + 1])
          queue.push_back(Pending{i, level, std::move(s)});
      }
      candidates.clear();
    };
    try {
      LevelAs level(w.evaluator(), 0);
      w.evaluator().random() = initRandom_;
      w.enumerator().initialStates(model_.init, collect);
    } catch (const eval::EvalError &) {
    }
    take(1);
    while (!queue.empty()) {
      if (halted())
        return std::nullopt;
      Pending p = std::move(queue.front());
      queue.pop_front();
      try {
        LevelAs level(w.evaluator(), p.level);
        w.evaluator().reseedRandom(fingerprint(p.values));
        w.generate(p.values.data(), collect);
      } catch (const eval::EvalError &) {
      }
      take(p.level + 1);
    }
    if (found != n)
      return std::nullopt;
    return out;
  }

  // The least memory the liveness check takes: the behaviour graph while it
  // is built (the index by fingerprint, each state's place in the logs, the
  // state and step bits, the targets) and one product with a tableau of
  // one node (its nodes and steps). With the graph in files (graphFiles_),
  // the window of them kept in memory and the search's own tables per
  // product node and step (BranchSearch: its component numbering and
  // stacks, its steps allowed).
  uint64_t livenessBytes() const {
    uint64_t states = records_.size(), steps = 0, words = 1;
    for (auto &w : workers_) {
      const LiveLog &log = w->liveLog();
      steps += log.edgeFp.size();
      if (!log.state.empty())
        words = log.stateBits.size() / log.state.size();
    }
    if (graphFiles_)
      return graphFiles_->windowBytes() + states * 32 + steps;
    uint64_t index = 16;
    while (index < 2 * states)
      index *= 2;
    uint64_t graph = index * 16 + states * (8 + 4 + 8 * words) + steps * (4 + 8 * words);
    uint64_t product = states * sizeof(uint32_t) * 5 + steps * sizeof(uint32_t) * 3;
    return graph + product;
  }

  // The values of a path of states (by index; each a successor of the one
  // before), rebuilt by re-running the enumeration from the initial states
  // for those whose values are no longer kept. A state of the BFS tree is
  // found by the fingerprint of its very values (`concrete`); one reached
  // through another edge of the graph (a liveness lasso) by the fingerprint
  // states are told apart by (with SYMMETRY or VIEW, an equivalent one).
  // `known`: the values of the path's last state, when the caller has them.
  // `tracer`: the worker whose evaluator re-runs the enumeration (null: the first's).
  void rebuild(const std::vector<uint32_t> &path, bool concrete, std::vector<TraceStep> &out,
               const std::vector<Value> *known, Worker *tracer = nullptr) {
    Worker &w = tracer ? *tracer : *workers_[0];
    // Found again here, printing nothing: the engine prints what TLC's own
    // reconstruction prints where TLC prints it (engine/trace_replay.cpp).
    QuietPrints quiet(w.evaluator());
    std::vector<Value> cur;
    for (size_t k = 0; k < path.size(); ++k) {
      const StateRecords::Record &rec = records_[path[k]];
      eval::ActionLabel label = labels_.at(rec.action);
      if (concrete && known && k + 1 == path.size()) {
        cur = *known;
        out.push_back(TraceStep{cur, label});
        continue;
      }
      // All candidates first: fp() may evaluate a VIEW, which must not
      // happen while the enumeration uses the evaluator.
      std::vector<std::vector<Value>> candidates;
      auto collect = [&](const std::vector<Value> &s, const eval::ActionLabel &) { candidates.push_back(s); };
      try {
        // RandomElement draws what it drew when the state was first generated,
        // TLCGet("level") reads what it read: 0 in Init, the level k of the
        // state stepped from (path[k - 1]).
        LevelAs level(w.evaluator(), static_cast<int64_t>(k));
        if (k == 0) {
          w.evaluator().random() = initRandom_;
          w.enumerator().initialStates(model_.init, collect);
        } else {
          w.evaluator().reseedRandom(fingerprint(cur));
          w.generate(cur.data(), collect);
        }
      } catch (const eval::EvalError &) {
      }
      // A VIEW reading TLCGet("level") sees the candidate's own level, k + 1.
      LevelAs candidateLevel(w.evaluator(), static_cast<int64_t>(k) + 1);
      auto found = std::find_if(candidates.begin(), candidates.end(), [&](const std::vector<Value> &s) {
        // A candidate TLC could not fingerprint is not the recorded state.
        try {
          return concrete ? fingerprint(s) == records_.concreteFp(path[k]) : w.fp(s) == rec.fp;
        } catch (const eval::EvalError &) {
          return false;
        }
      });
      if (found == candidates.end())
        return; // cannot happen unless evaluation is nondeterministic
      cur = std::move(*found);
      out.push_back(TraceStep{cur, concrete ? label : eval::ActionLabel{}});
    }
  }

  // The shortest trace to state `idx` (values `known` when not null): its chain of BFS parents.
  void traceTo(uint32_t idx, std::vector<TraceStep> &out, const std::vector<Value> *known,
               Worker *tracer = nullptr) {
    std::vector<uint32_t> chain;
    for (uint32_t i = idx;; i = records_[i].parent) {
      chain.push_back(i);
      if (records_[i].parent == kNoParent)
        break;
    }
    std::reverse(chain.begin(), chain.end());
    rebuild(chain, true, out, known, tracer);
  }

  // Whether a constraint excludes initial state `s`; if not, its fingerprints.
  // TLCGet("level") in an initial state's checks: its level, 1 (0 in the
  // initial predicate that made it).
  static void screenInit(Worker &w, const std::vector<Value> &s, InitCheck &c) {
    InitialStateLevel one(w.evaluator());
    if (!w.checks().satisfiesConstraints(s))
      return;
    c.inModel = true;
    c.fp = w.fp(s);
    c.concrete = fingerprint(s);
  }

  // The invariant or implied initial predicate initial state `s` violates.
  static const std::string *initViolation(Worker &w, const std::vector<Value> &s) {
    InitialStateLevel one(w.evaluator());
    const std::string *bad = w.checks().violatedInvariant(s);
    return bad ? bad : w.checks().violatedImpliedInit(s);
  }

  // The checks of all initial states, shared out among the workers (a spec
  // whose states are all initial, like CoffeeCan, spends much of its time
  // here). The caller goes through them in order, as a single worker would.
  // The invariants only of the states found new (as TLC, which matters to
  // their coverage counts): for the others the caller checks the first occurrence.
  void checkInitsInParallel(const std::vector<std::vector<Value>> &inits, std::vector<InitCheck> &checks) {
    checks.assign(inits.size(), InitCheck{});
    inParallel(inits.size(), 256, [&](size_t wi, size_t b, size_t e) {
      Worker &w = *workers_[wi];
      for (size_t i = b; i < e; ++i)
        checkInitialState(w, seen_, inits[i], checks[i]);
    });
  }

  bool initial() {
    Worker &w = *workers_[0];
    std::vector<std::vector<Value>> inits;
    // Under a frontier budget the initial states go through a spool, in
    // memory or on disk by that budget, and are checked a batch at a time.
    std::optional<StateSpool> spool;
    if (frontier_.bounded())
      spool.emplace(frontier_, 0);
    // Nor is a filtered set they are drawn from built then.
    struct StreamFilters {
      eval::Enumerator &en;
      ~StreamFilters() { en.setStreamFilters(false); }
    } streamFilters{w.enumerator()};
    w.enumerator().setStreamFilters(spool && !w.counting());
    auto generatedSoFar = [&] { return inits.size() + (spool ? spool->size() : 0); };
    for (auto &other : workers_)
      other->evaluator().setLevel(0);
    // The other workers are idle: they help with large set filters.
    if (workers_.size() > 1 && !w.counting())
      w.evaluator().setParallelFor([this](size_t n, const auto &body) {
        inParallel(n, 2048, [&](size_t wi, size_t b, size_t e) { body(workers_[wi]->evaluator(), b, e); });
      });
    w.evaluator().random() = initRandom_; // as rebuild() does to recreate a trace
    // A spec whose states are mostly initial ones (CoffeeCan) fills memory
    // here: a budget or a stop token halts the enumeration too.
    struct Halted {};
    val::InterruptScope interruptible(haltFlag()); // also inside one huge value
    std::vector<InitCheck> checks;
    // Init and the checks without effects, and no frontier budget: enumerated
    // and checked on all workers (init_states.h), the states in the order one
    // worker gives.
    const bool shared = !spool && ParallelInit::applies(model_, workers_.size(), w.counting());
    uint64_t sharedGenerated = 0;
    std::optional<ParallelInit> parallel;
    std::vector<FrontierState> first; // the initial states kept (not yet in units)
    std::vector<uint32_t> firstOwners; // with `shared`: the slot that made each one's values
    std::vector<std::unique_ptr<Unit>> firstUnits;
    uint32_t piece = 0;
    auto queued = [&] { return first.size() + kUnitStates * firstUnits.size(); };
    // In a batch (after the parallel checks): the fingerprints several
    // initial states of the batch share, of which the first in order is
    // kept (the pass added whichever came first on the workers), those
    // already kept, and those an earlier batch has kept.
    std::unordered_set<uint64_t> repeated, taken, earlier;
    // An initial state TLC could not fingerprint (a FingerprintException,
    // which its DoInitFunctor.addElement keeps without stopping Init): the
    // states after it are only generated and counted (addElement returns
    // at once once errState is set), then the error is reported.
    std::optional<eval::EvalError> takeError; // the evaluation error that stopped it
    bool takeKept = false;
    std::vector<Value> takeState;
    bool onlyCount = false;
    // TLC's DoInitFunctor.addElement on initial state `s` (`i`: its place
    // in `checks` when they were made ahead): false when the search stops
    // there (result_ says why); an evaluation error goes out with `kept`
    // telling whether s was recorded.
    auto take = [&](std::vector<Value> &s, size_t i, bool &kept) -> bool {
      if (halted()) {
        result_.outcome = Outcome::Stopped;
        result_.initDistinct = records_.size();
        result_.queueLeft = queued();
        return false;
      }
      // Whole units of the first level as they fill (under a budget: spilled past it).
      if (spool && first.size() == kUnitStates) {
        cutIntoUnits(std::move(first), 0, firstUnits, 1, piece++, 0);
        first.clear();
      }
      noteInitProgress(result_.generated);
      ++result_.generated;
      if (onlyCount)
        return true;
      // isGoodState, the functor's first check: a variable Init left
      // unassigned (EC.TLC_INITIAL_STATE, "current state is not a legal state").
      if (incompleteState(s)) {
        result_.outcome = Outcome::InitialStateIncomplete;
        result_.trace.assign(1, TraceStep{s, {}});
        result_.initDistinct = records_.size();
        return false;
      }
      // Checked already on all workers, or here: the invariants only of a
      // new state (as TLC, which matters to their coverage counts).
      InitCheck here;
      const InitCheck &c = checks.empty() ? here : checks[i];
      if (checks.empty())
        screenInit(w, s, here);
      else if (c.error)
        throw *c.error;
      if (!c.inModel) {
        // Not kept, but its invariants are checked (TLC's DoInitFunctor:
        // a state no constraint keeps is never seen).
        if (const std::string *bad = initViolation(w, s)) {
          if (opts_.continueOnViolation) { // -continue: printed, still not kept
            continuedInit(*bad, s);
            return true;
          }
          uint64_t concrete = fingerprint(s);
          first.push_back(FrontierState{s, 0, concrete, kNoParent, 0, appendRecord(0, kNoParent, 0, concrete, s)});
          kept = true;
          result_.outcome = Outcome::InitInvariantViolated;
          result_.property = *bad;
          traceTo(first.back().id, result_.trace, &first.back().vars);
          result_.initDistinct = records_.size() - 1;
          return false;
        }
        return true;
      }
      if (checks.empty() ? !seen_.insert(c.fp)
                         : earlier.count(c.fp) || (repeated.count(c.fp) && !taken.insert(c.fp).second))
        return true;
      uint32_t id = appendRecord(c.fp, kNoParent, 0, c.concrete, s);
      first.push_back(FrontierState{std::move(s), c.fp, c.concrete, kNoParent, 0, id});
      if (shared)
        firstOwners.push_back(c.slot);
      distinct_.fetch_add(1, std::memory_order_relaxed);
      kept = true;
      if (opts_.states)
        opts_.states->initialState(first.back().vars, c.fp);
      if (opts_.control)
        opts_.control->addStates(1);
      result_.depth = 1;
      // TLC's DoInitFunctor adds the state to its behaviour graph before it
      // checks the invariants (LiveCheck.addInitState): the initial tableau
      // nodes' predicates are evaluated now, with the counts that include it.
      if (!initialNodes_.empty() && w.liveness()) {
        InitialStateLevel one(w.evaluator());
        size_t words = w.liveWords();
        initialBits_.resize(initialBits_.size() + words);
        initialKnown_.resize(initialKnown_.size() + words);
        try {
          w.initialLiveBits(first.back().vars.data(), initialNodes_, initialBits_.data() + initialBits_.size() - words,
                            initialKnown_.data() + initialKnown_.size() - words);
        } catch (const eval::EvalError &) {
          result_.errorAddingInitialState = true;
          throw;
        }
        initialBitsIds_.push_back(id);
      }
      if (c.invariantError)
        throw *c.invariantError;
      const std::string *bad = c.checked ? c.bad : initViolation(w, first.back().vars);
      if (bad && opts_.continueOnViolation) { // -continue: printed, kept and explored
        continuedInit(*bad, first.back().vars);
      } else if (bad) {
        result_.outcome = Outcome::InitInvariantViolated;
        result_.property = *bad;
        traceTo(id, result_.trace, &first.back().vars);
        result_.initDistinct = records_.size();
        return false;
      }
      return true;
    };
    // Init with effects or reading the run (TLCGet's counters, Print): each
    // initial state is taken as Init gives it, as TLC's DoInitFunctor does,
    // so that what Init reads and prints comes after the states before it
    // were taken (TLCGet("distinct") and "queue" count them).
    const bool streaming = !shared && !spool &&
                           std::any_of(model_.init.begin(), model_.init.end(),
                                       [&](const model::ScopedExpr &e) { return !model::isPureExpr(e.expr, model_); });
    size_t streamed = 0; // initial states taken as Init gave them
    struct TakeStopped {}; // take() stopped the search (and Init's enumeration)
    struct IncompleteTaken {}; // an incomplete state collected: Init's enumeration stops there
    // TLC's replay of Init after an exception (ModelChecker.modelCheckImpl:
    // doInit(cTool, true)) prints what Init and the checks print again,
    // after the error: recorded here, where the first pass left the run
    // (its registers), before any other pass over Init. Those passes only
    // look for what that one replay gives (frames, values' sources): they
    // print nothing (QuietPrints).
    auto recordInitReplay = [&] {
      if (result_.errorAddingInitialState || !initReplayPrints(model_))
        return;
      InitReplayOutput o = replayInitOutput(w, model_);
      result_.initReplayRecorded = true;
      result_.initReplayLines = std::move(o.lines);
    };
    // What an evaluation error of take() leaves: the error's trace.
    auto takeFailed = [&](const eval::EvalError &e, bool kept, const std::vector<Value> &s) {
      recordInitReplay();
      QuietPrints quiet(w.evaluator());
      result_.outcome = Outcome::EvalErrorInvariant;
      result_.error = e;
      if (!e.fingerprint && !result_.error.nestedComplete && !result_.errorAddingInitialState) {
        w.evaluator().random() = initRandom_;
        addInitFrames(result_.error, w, model_, kept ? first.back().vars : s);
      }
      if (e.fingerprint && !kept) {
        // TLC generates the initial states again to find the values' sources.
        result_.error.fingerprint->initialState = true;
        w.evaluator().random() = initRandom_;
        addFingerprintTrace(result_.error, w.evaluator(), model_, [&](const auto &each) {
          w.enumerator().initialStates(
              model_.init, [&](const std::vector<Value> &t, const eval::ActionLabel &) { each(t); }, nullptr);
        });
      }
      if (!kept) {
        uint64_t concrete = 0; // none when the error is that s cannot be fingerprinted
        try {
          concrete = fingerprint(s);
        } catch (const eval::EvalError &) {
        }
        // Recorded for its trace only: TLC's DoInitFunctor fails before it
        // puts the state in its set (a constraint, VIEW or fingerprint error).
        first.push_back(FrontierState{s, 0, concrete, kNoParent, 0, appendRecord(0, kNoParent, 0, concrete, s)});
      }
      // Every state put in TLC's set so far is on its queue, unexplored
      // (DoInitFunctorInvariantMinimalErrorStackTest: 1 generated, 1 distinct, 1 left).
      result_.queueLeft = distinct_.load(std::memory_order_relaxed);
      result_.depth = 1; // ConcurrentTLCTrace.getLevel: at least 1 once a state was generated
      traceTo(first.back().id, result_.trace, &first.back().vars);
      // TLC's replay generates the states up to this one again (all of
      // them after a FingerprintException, which does not stop Init).
      result_.initReplayGenerated = result_.generated;
      if (result_.errorAddingInitialState)
        replayInitialStates(w);
    };
    // Init's own evaluation failed (after the states before it were taken):
    // TLC's ModelChecker prints the error (EC.GENERAL) and replays Init with
    // its call stack kept, generating those states again. `kept`: a state
    // before it TLC could not fingerprint, which its DoInitFunctor kept
    // (errState) and went on: Init's error wins. ModelChecker.doInit names
    // that state as the error's (EC.TLC_INITIAL_STATE) when the error is an
    // Assert.TLCRuntimeException, which its catch passes through setting
    // errState; an EvalException leaves doInit untouched (EC.GENERAL).
    auto initFailed = [&](const eval::EvalError &e, const std::vector<Value> *kept) {
      recordInitReplay();
      QuietPrints quiet(w.evaluator());
      result_.outcome = Outcome::EvalErrorInit;
      result_.error = e;
      if (kept && !e.evalException && !e.fingerprint) {
        result_.trace.assign(1, TraceStep{*kept, {}});
        result_.initErrorNamesState = true;
      }
      result_.queueLeft = distinct_.load(std::memory_order_relaxed);
      result_.depth = result_.generated > 0 ? 1 : 0; // ModelChecker.printSummary
      result_.initReplayGenerated = result_.generated;
      if (shared && !e.fingerprint) {
        // Met by a part of Init split off to another worker, whose frames
        // stop where Init was split: TLC's replay enumerates Init serially.
        w.evaluator().random() = initRandom_;
        try {
          w.enumerator().initialStates(
              model_.init, [](const std::vector<Value> &, const eval::ActionLabel &) {}, nullptr);
        } catch (const eval::EvalError &again) {
          if (again.message == e.message && again.range.begin == e.range.begin && again.range.end == e.range.end)
            result_.error.nested = again.nested;
        }
      }
      if (!e.fingerprint) {
        // TLC's replay of Init with its CallStackTool (step_replay.h): a
        // FingerprintException when a value it gave a source raised the error.
        w.evaluator().random() = initRandom_;
        StepReplayHooks h;
        h.generate = [&](const StepReplayHooks::Each &each, const std::function<void()> &actionDone) {
          w.enumerator().initialStates(
              model_.init, [&](const std::vector<Value> &t, const eval::ActionLabel &) { each(t); }, nullptr);
          actionDone();
        };
        StepReplay r = explore::replayStep(w.evaluator(), SIZE_MAX, h);
        if (r.error && !r.error->values.empty()) {
          r.error->inNext = false;
          r.error->inInit = true;
          result_.replay = std::move(r.error);
        }
      }
    };
    // Init's enumeration hands on an initial state it left incomplete
    // (TLC's getInitStates passes it to its functor), stopping there.
    struct IncompleteInit {
      eval::Enumerator &en;
      explicit IncompleteInit(eval::Enumerator &e) : en(e) { en.setIncompleteInitialStates(true); }
      ~IncompleteInit() { en.setIncompleteInitialStates(false); }
    };
    std::optional<IncompleteInit> incompleteInit(std::in_place, w.enumerator());
    std::optional<eval::EvalError> initFailure; // Init's evaluation failed after the states collected

    try {
      if (shared) {
        parallel.emplace(model_, workers_, pool_, seen_, haltFlag(), [this] { return halted(); });
        std::exception_ptr failure = parallel->enumerate();
        sharedGenerated = parallel->generated();
        if (!failure && unitsInPlace(*parallel)) {
          w.evaluator().setParallelFor(nullptr);
          return true;
        }
        if (!ParallelInit::isHalt(failure))
          failure = parallel->takeAll(inits, checks);
        parallel.reset();
        if (failure)
          std::rethrow_exception(failure);
      } else {
        w.enumerator().initialStates(
            model_.init,
            [&](const std::vector<Value> &s, const eval::ActionLabel &) {
              if (halted())
                throw Halted{};
              if (streaming) {
                // Taken in the state, outside the expression Init is running
                // (no coverage node, no running frames); the enumeration
                // then goes on where it was.
                ++streamed;
                eval::Evaluator &ev = w.evaluator();
                const eval::Evaluator::StateContext enumerating = ev.stateContext();
                const eval::RunFrame *frames = ev.runFrames();
                ev.runFrames() = nullptr;
                std::vector<Value> own = s;
                bool kept = false, go = true;
                {
                  eval::CostScope outside(ev, nullptr);
                  try {
                    go = take(own, 0, kept);
                  } catch (const eval::EvalError &e) {
                    takeError = e;
                    takeKept = kept;
                    takeState = std::move(own);
                    // A FingerprintException: Init goes on, its states only counted.
                    onlyCount = e.fingerprint && !kept;
                    go = onlyCount;
                  }
                }
                ev.runFrames() = frames;
                ev.setStateContext(enumerating);
                if (!go)
                  throw TakeStopped{};
                return;
              }
              ++initCollected_;
              if (incompleteState(s)) { // taken after those before it, where the search stops
                inits.push_back(s);
                throw IncompleteTaken{};
              }
              if (spool && inits.empty()) {
                try {
                  spool->push(s);
                  return;
                } catch (const val::NotSerializable &) {
                  // A value with no binary form: the rest stay in memory.
                }
              }
              inits.push_back(s);
            },
            w.costs() ? &w.costs()->init : nullptr);
      }
      initCollected_ = 0;
    } catch (const TakeStopped &) {
      w.evaluator().setParallelFor(nullptr);
      if (takeError)
        takeFailed(*takeError, takeKept, takeState);
      return false;
    } catch (const IncompleteTaken &) {
      initCollected_ = 0; // Init stops there: the states collected are taken below
    } catch (const val::Interrupted &) {
      w.evaluator().setParallelFor(nullptr);
      result_.outcome = Outcome::Stopped;
      result_.generated = shared ? sharedGenerated : streaming ? streamed : generatedSoFar();
      return false;
    } catch (const Halted &) {
      w.evaluator().setParallelFor(nullptr);
      result_.outcome = Outcome::Stopped;
      result_.generated = streaming ? streamed : generatedSoFar();
      return false;
    } catch (const eval::EvalError &e) {
      initCollected_ = 0;
      // TLC takes each initial state as Init gives it (DoInitFunctor): the
      // states before the failure are taken first, and one of them may stop
      // the search before Init's evaluation gets to the error.
      initFailure = e;
    }
    incompleteInit.reset();
    if (initFailure && streaming) {
      w.evaluator().setParallelFor(nullptr);
      initFailed(*initFailure, takeError ? &takeState : nullptr);
      return false;
    }
    if (streaming && takeError) { // a FingerprintException: Init went on to its end
      w.evaluator().setParallelFor(nullptr);
      takeFailed(*takeError, takeKept, takeState);
      return false;
    }
    w.evaluator().setParallelFor(nullptr);
    const size_t total = generatedSoFar();
    w.coverage().initGenerated += total + streamed;
    if (!shared)
      seen_.reserve(total);
    if (!spool)
      first.reserve(total);
    if (shared)
      firstOwners.reserve(total);
    // The states in order: the spool's, then those kept in memory (all of
    // them without a spool), a batch at a time.
    std::vector<std::vector<Value>> rest = std::move(inits);
    bool restDone = false;
    for (;;) {
      if (!spool || !spool->next(kInitBatch, inits)) {
        if (restDone || rest.empty())
          break;
        inits = std::move(rest);
        restDone = true;
      }
      repeated.clear();
      taken.clear();
      earlier.clear();
      if (!shared && workers_.size() > 1 && !w.counting() && initialChecksArePure(model_))
        checkInitsInParallel(inits, checks);
      else if (!shared)
        checks.clear();
      if (!checks.empty()) {
        for (const InitCheck &c : checks)
          if (c.inModel && !c.fresh)
            earlier.insert(c.fp);
        if (!earlier.empty())
          for (const InitCheck &c : checks)
            if (c.inModel && c.fresh && earlier.erase(c.fp))
              repeated.insert(c.fp);
      }
      for (size_t i = 0; i < inits.size(); ++i) {
        bool kept = false; // inits[i] is recorded already
        try {
          if (!take(inits[i], i, kept))
            return false;
        } catch (const eval::EvalError &e) {
          if (e.fingerprint && !kept) { // Init goes on, the states after it only counted
            takeError = e;
            takeState = inits[i];
            onlyCount = true;
            continue;
          }
          takeFailed(e, kept, inits[i]);
          return false;
        }
      }
      inits.clear();
    }
    // A state TLC could not fingerprint is kept by its DoInitFunctor, not
    // rethrown: an error of Init's own evaluation after it comes out first.
    if (initFailure) {
      initFailed(*initFailure, takeError ? &takeState : nullptr);
      return false;
    }
    if (takeError) {
      takeFailed(*takeError, false, takeState);
      return false;
    }
    if (spool) { // read through: its file goes
      spool.reset();
      frontier_.dropLevel(0);
    }
    result_.initDistinct = records_.size();
    cutIntoUnits(std::move(first), 0, firstUnits, 1, piece, 0,
                 firstOwners.size() == first.size() ? firstOwners.data() : nullptr);
    publish(startLevelUnpublished(1, std::move(firstUnits)));
    return true;
  }

  // After an initial state's tableau predicates failed (errorAddingInitialState):
  // TLC's replay of its DoInitFunctor (ModelChecker.doInit(true)). It
  // generates the initial states again (its count of them starts over) and
  // adds to its set those it has not seen -- the states after the failing
  // one -- to its behaviour graph too: their tableau predicates are
  // evaluated, and an error there is the one whose stack TLC prints
  // (EC.TLC_NESTED_EXPRESSION). The summary's counts are the replay's.
  void replayInitialStates(Worker &w) {
    std::unordered_set<uint64_t> known;
    for (uint32_t i = 0; i < records_.size(); ++i)
      if (records_[i].parent == kNoParent)
        known.insert(records_[i].fp);
    uint64_t generated = 0, added = 0;
    std::optional<eval::EvalError> failed;
    std::vector<uint64_t> bits(w.liveWords());
    w.evaluator().random() = initRandom_;
    // What it prints (Init, the constraints, the tableau's predicates of the
    // states it adds), after the error, with its progress lines. (The
    // invariants TLC's replay forces on every state are not evaluated here.)
    std::vector<InitReplayLine> lines;
    struct ReplayStops {};
    std::optional<RecordedPrints> recorded;
    if (initReplayPrints(model_))
      recorded.emplace(w.evaluator(), &lines);
    try {
      w.enumerator().initialStates(
          model_.init,
          [&](const std::vector<Value> &s, const eval::ActionLabel &) {
            if (failed) // the replay's DoInitFunctor rethrows: Init stops there
              return;
            noteReplayProgress(lines, generated);
            ++generated;
            InitCheck c;
            screenInit(w, s, c);
            if (!c.inModel || !known.insert(c.fp).second)
              return;
            ++added;
            distinct_.fetch_add(1, std::memory_order_relaxed);
            InitialStateLevel one(w.evaluator());
            try {
              w.initialLiveBits(s.data(), initialNodes_, bits.data());
            } catch (const eval::EvalError &e) {
              failed = e;
              eval::noteRunFrames(*failed, w.evaluator().runFrames());
              throw ReplayStops{}; // rethrown by the functor: Init's enumeration ends
            }
          },
          nullptr);
    } catch (const ReplayStops &) {
    } catch (const eval::EvalError &) {
      return; // Init fails again differently: the first run's counts stand
    }
    if (recorded) {
      recorded.reset();
      result_.initReplayRecorded = true;
      result_.initReplayLines = std::move(lines);
    }
    result_.generated = generated;
    result_.initReplayGenerated = generated;
    result_.queueLeft += added;
    if (failed) {
      result_.error.nested = failed->nested;
      result_.error.nestedComplete = true;
      result_.errorAddingInitialState = false; // its stack is printed
    }
  }

  // The first level's units straight from ParallelInit's runs, on all
  // workers, when every state is one the serial pass below would keep as it
  // is: in the model, new (no repeated fingerprint), its checks passed, and
  // nothing that must see them one at a time (the states' listener, a state
  // limit, TLCExt!Trace's values). Same units, records and counts as that
  // pass; false (nothing changed) when it does not apply.
  bool unitsInPlace(ParallelInit &parallel) {
    if (keepValues_ || opts_.states || (opts_.control && opts_.control->stateLimit) || halted())
      return false;
    if (!initialNodes_.empty()) // each is added to the behaviour graph in turn (take)
      return false;
    std::vector<ParallelInit::Run> runs = parallel.runs();
    // Where each run starts among the states (the last entry: their number).
    std::vector<size_t> start(runs.size() + 1, 0);
    for (size_t r = 0; r < runs.size(); ++r)
      start[r + 1] = start[r] + runs[r].states->size();
    const size_t total = start.back();
    if (total == 0 || total > UINT32_MAX - records_.size())
      return false;
    std::atomic<bool> plain{true};
    inParallel(runs.size(), 1, [&](size_t, size_t b, size_t e) {
      for (size_t r = b; r < e && plain.load(std::memory_order_relaxed); ++r)
        for (const InitCheck &c : *runs[r].checks)
          if (!c.inModel || !c.fresh || !c.checked || c.bad || c.error || c.invariantError) {
            plain.store(false, std::memory_order_relaxed);
            break;
          }
    });
    if (!plain.load())
      return false;
    // Numbered in order (a pass over the fingerprints only).
    const uint32_t firstId = static_cast<uint32_t>(records_.size());
    for (const ParallelInit::Run &run : runs)
      for (const InitCheck &c : *run.checks)
        records_.append(c.fp, kNoParent, 0, c.concrete);
    // Unit k holds states [k * kUnitStates, ...) of all, moved out of the
    // runs they are in; its owner is the slot that made its first state.
    std::vector<std::unique_ptr<Unit>> units((total + kUnitStates - 1) / kUnitStates);
    inParallel(units.size(), 64, [&](size_t, size_t b, size_t e) {
      for (size_t k = b; k < e; ++k) {
        auto u = std::make_unique<Unit>();
        size_t from = k * kUnitStates, to = std::min(total, from + kUnitStates);
        size_t r = static_cast<size_t>(std::upper_bound(start.begin(), start.end(), from) - start.begin()) - 1;
        u->states.reserve(to - from);
        for (size_t i = from; i < to; ++i) {
          while (i >= start[r + 1])
            ++r;
          size_t at = i - start[r];
          const InitCheck &c = (*runs[r].checks)[at];
          if (i == from)
            u->owner = c.slot;
          u->states.push_back(FrontierState{std::move((*runs[r].states)[at]), c.fp, c.concrete, kNoParent, 0,
                                            firstId + static_cast<uint32_t>(i)});
        }
        u->count = u->states.size();
        u->firstId = u->states[0].id;
        u->order = {0, static_cast<uint32_t>(k)};
        u->levelNumber = 1;
        store(*u);
        units[k] = std::move(u);
      }
    });
    // The runs' emptied containers freed on all workers too.
    inParallel(runs.size(), 1, [&](size_t, size_t b, size_t e) {
      for (size_t r = b; r < e; ++r) {
        std::deque<std::vector<Value>>().swap(*runs[r].states);
        std::deque<InitCheck>().swap(*runs[r].checks);
      }
    });
    for (uint64_t n = 2; n < result_.generated + total; n <<= 1) // the powers of two among the counts taken before one
      if (n >= result_.generated)
        noteInitProgress(n);
    result_.generated += total;
    distinct_.fetch_add(total, std::memory_order_relaxed);
    if (opts_.control)
      opts_.control->addStates(total);
    result_.depth = 1;
    result_.initDistinct = records_.size();
    publish(startLevelUnpublished(1, std::move(units)));
    return true;
  }

  // TLC's DoInitFunctor.addElement, on the initial state taken after
  // `before` others: "Computed <before> initial states..." when `before` is
  // a power of two above 1 (opts_.onInitProgress).
  void noteInitProgress(uint64_t before) {
    if (opts_.onInitProgress && before > 1 && (before & (before - 1)) == 0)
      opts_.onInitProgress(before);
  }

  // -continue: an initial state's violation, handed on at once (the
  // initial states are checked on the calling thread).
  void continuedInit(const std::string &property, const std::vector<Value> &state) {
    if (opts_.onViolation)
      opts_.onViolation(ContinuedViolation{Outcome::InitInvariantViolated, property, {TraceStep{state, {}}}});
  }

  // Whether the caller has asked the search to stop (RunControl).
  bool halted() const { return opts_.control && opts_.control->halted(); }
  // The flag the loops building large values poll (value/interrupt.h).
  const std::atomic<bool> *haltFlag() const { return opts_.control ? &opts_.control->halt : nullptr; }

  uint32_t appendRecord(uint64_t fp, uint32_t parent, uint32_t action, uint64_t concrete,
                        const std::vector<Value> &vars) {
    if (keepValues_)
      keptValues_.push_back(vars);
    return records_.append(fp, parent, action, concrete);
  }

  // --- the search proper ---------------------------------------------------

  size_t firstLevelStates() const { return level_.load() ? level_.load()->states : 0; }

  // Cuts `states` (in BFS order) into units and appends them to `out`,
  // ordered after (source, 0), (source, 1), ...; their owner (Unit::owner)
  // is `owner`, or with `owners` (one per state) their first state's.
  void cutIntoUnits(std::vector<FrontierState> &&states, size_t source, std::vector<std::unique_ptr<Unit>> &out,
                    int64_t levelNumber, uint32_t piece, uint32_t owner, const uint32_t *owners = nullptr) {
    for (size_t b = 0; b < states.size(); b += kUnitStates) {
      auto u = std::make_unique<Unit>();
      u->owner = owners ? owners[b] : owner;
      size_t e = std::min(states.size(), b + kUnitStates);
      u->states.assign(std::make_move_iterator(states.begin() + static_cast<ptrdiff_t>(b)),
                       std::make_move_iterator(states.begin() + static_cast<ptrdiff_t>(e)));
      u->count = u->states.size();
      // Numbered already (the initial states): a written unit's ids follow
      // from its first; the others' are given by numberUnits.
      u->firstId = u->states[0].id;
      u->order = {source, piece++};
      u->levelNumber = levelNumber;
      store(*u);
      out.push_back(std::move(u));
    }
  }

  // Keeps a new unit's states in memory while the frontier's budget admits
  // them, else writes them to disk (those with a value that has no binary
  // form stay in memory regardless).
  void store(Unit &u) {
    if (!frontier_.bounded())
      return;
    size_t bytes = FrontierStore::memoryBytes(u.states);
    if (frontier_.admit(bytes)) {
      u.memoryBytes = bytes;
      return;
    }
    if (std::optional<SpilledBlock> b = frontier_.spill(u.levelNumber, u.states)) {
      u.block = *b;
      std::vector<FrontierState>().swap(u.states);
      return;
    }
    frontier_.admit(bytes, true);
    u.memoryBytes = bytes;
  }

  // A written unit's states read back, by the worker that has taken it.
  void load(Unit &u) {
    if (u.block.written() && u.states.empty())
      frontier_.load(u.levelNumber, u.block, u.states);
  }

  // The states of a unit are expanded (or dropped): their memory is free.
  void unload(Unit &u) {
    std::vector<FrontierState>().swap(u.states);
    frontier_.release(u.memoryBytes);
    u.memoryBytes = 0;
  }

  // Numbers the states of the units of a level (sorted), appending their records.
  void numberUnits(std::vector<std::unique_ptr<Unit>> &units) {
    std::vector<FrontierRecord> recs;
    for (auto &u : units) {
      if (u->block.written()) {
        // Read from disk without the values (a worker may be loading them meanwhile).
        frontier_.loadRecords(u->levelNumber, u->block, recs);
        u->firstId = static_cast<uint32_t>(records_.size());
        for (const FrontierRecord &r : recs)
          appendRecord(r.fp, r.parent, r.action, r.concrete, {});
        continue;
      }
      for (FrontierState &s : u->states)
        s.id = appendRecord(s.fp, s.parent, s.action, s.concrete, s.vars);
      if (!u->states.empty())
        u->firstId = u->states[0].id;
    }
  }

  void explore() {
    Level *first = level_.load();
    if (first->states == 0) {
      searchComplete_ = true;
      return;
    }
    if (opts_.maxDepth > 0 && first->number >= opts_.maxDepth) {
      result_.queueLeft = first->states; // found, not expanded
      result_.depthBoundReached = true;
      return;
    }
    callerThread_ = std::this_thread::get_id();
    try {
      pool_.run([this](size_t wi) { workerLoop(wi); });
    } catch (const val::Interrupted &) {
      // A halt inside one long evaluation or huge value (eval() and the
      // loops building values poll the flag): the search ends as a halt
      // between states ends it, with its counts so far.
      if (!halted())
        throw;
    }
    if (opts_.continueOnViolation) { // what waits for units the search did not finish
      std::lock_guard lock(reportMutex_);
      if (continuedLevel_ == level_.load())
        continued_.limit(problemUnit_.load());
      continued_.drain();
    }
    // How the search ended (the last level numbered is the current one,
    // or the one the search stopped before).
    Level *lv = level_.load();
    size_t left = lv->states - std::min(lv->states, levelExpanded_.load()) + levelFresh_.load();
    if (problem_) {
      Problem &p = *problem_;
      result_.outcome = p.outcome;
      result_.property = p.property;
      result_.error = p.error;
      result_.errorInActionProperty = p.inActionProperty;
      result_.livenessError = p.livenessError;
      result_.traceEndsInSuccessor = p.inSuccessor;
      if (p.inSuccessor) {
        traceTo(p.state, result_.trace, &p.stateVars);
        result_.trace.push_back(TraceStep{p.successor, p.label});
      } else {
        traceTo(p.state, result_.trace, &p.stateVars);
      }
      // TLC's replay put states into its fingerprint set and its queue.
      result_.replay = p.replay.error;
      result_.replayPrinted = std::move(p.replay.printed);
      distinct_.fetch_add(p.replay.newStates);
      // As TLC's queue: the states of this level not taken yet (the one
      // with the problem, and with several workers those another worker's
      // problem stopped, count as taken) and the new ones found before it.
      result_.queueLeft = left + p.replay.queued;
      if (levelFresh_.load() > 0 || p.deeper)
        result_.depth = std::max<int64_t>(result_.depth, lv->number + 1);
      return;
    }
    if (endedBy_ == End::Complete || endedBy_ == End::DepthBound || endedBy_ == End::Liveness) {
      result_.queueLeft = endedBy_ == End::Complete ? 0 : levels_.back()->states;
      result_.depthBoundReached = endedBy_ == End::DepthBound;
      searchComplete_ = endedBy_ == End::Complete;
      return;
    }
    numberUnpublished();
    if (exit_.load()) { // TLCSet("exit", TRUE): a successful end; what was not expanded is left on the queue
      result_.queueLeft = left;
      return;
    }
    // Stopped: the unexpanded part of this level and the new states are
    // what is left on the queue.
    result_.outcome = Outcome::Stopped;
    result_.queueLeft = left;
  }

  // -continue: a successor's violation, with its trace (the chain of BFS
  // parents, rebuilt by the tracer), to onViolation; under reportMutex_.
  void handOn(Problem &p) {
    if (p.claimed) { // another step claims the state (every step before this one is done)
      std::optional<Reach> claim = claims_.find(p.claimFp);
      if (!claim || claim->key != p.claimKey)
        return;
    }
    ContinuedViolation v{p.outcome, p.property, {}};
    traceTo(p.state, v.trace, &p.stateVars, tracer_.get());
    v.trace.push_back(TraceStep{p.successor, p.label});
    if (opts_.onViolation)
      opts_.onViolation(v);
  }

  // -continue: continued_ numbers the units of `lv` (under reportMutex_).
  void continuedAt(Level &lv) {
    if (continuedLevel_ != &lv) {
      continuedLevel_ = &lv;
      continued_.restart();
    }
    continued_.limit(problemUnit_.load());
  }

  // The states found but not numbered when the search stops early (for a
  // final liveness check and the depth).
  void numberUnpublished() {
    std::vector<std::unique_ptr<Unit>> next;
    {
      std::lock_guard lock(nextMutex_);
      next = std::move(nextUnits_);
    }
    std::sort(next.begin(), next.end(), [](const auto &a, const auto &b) { return a->order < b->order; });
    numberUnits(next);
    if (!next.empty())
      result_.depth = std::max<int64_t>(result_.depth, level_.load()->number + 1);
  }

  bool stopping() const { return stop_.load(std::memory_order_relaxed) || halted(); }

  // A worker's loop; anything escaping it (an allocation failure, a halt
  // inside a value) stops the others too, which would otherwise wait for
  // the unit it held.
  void workerLoop(size_t wi) {
    try {
      work(wi);
    } catch (...) {
      stop_.store(true);
      throw;
    }
  }

  void work(size_t wi) {
    Worker &w = *workers_[wi];
    WorkerSlot &clock = clocks_[wi];
    ActionLabelCache labels(labels_);
    val::InterruptScope interruptible(haltFlag());
    bool caller = std::this_thread::get_id() == callerThread_;
    clock.home = static_cast<uint32_t>(WorkerPool::currentSlot());
    auto idleSince = Clock::now();
    double cpuAtStart = threadCpuSeconds();
    int spins = 0;
    while (!finished_.load(std::memory_order_acquire) && !stopping()) {
      Level *lv = level_.load(std::memory_order_acquire);
      bool worked = false;
      auto busySince = Clock::now();
      if (claimable(*lv)) {
        clock.stats.idleSeconds += std::chrono::duration<double>(busySince - idleSince).count();
        idleSince = busySince;
        if (opts_.beforeUnit)
          opts_.beforeUnit(wi);
        worked = claim(w, clock, labels, *lv);
      }
      if (!worked && speculate_) {
        if (Unit *u = takeForSpeculation()) {
          if (opts_.beforeUnit)
            opts_.beforeUnit(wi);
          clock.stats.idleSeconds += std::chrono::duration<double>(busySince - idleSince).count();
          idleSince = busySince;
          speculate(w, clock, labels, *u);
          worked = true;
        }
      }
      if (worked) {
        idleSince = Clock::now();
        clock.stats.busySeconds += std::chrono::duration<double>(idleSince - busySince).count();
        spins = 0;
      } else if (++spins < 64) {
        std::this_thread::yield();
      } else {
        std::this_thread::sleep_for(std::chrono::microseconds(50));
      }
      if (caller)
        periodic();
    }
    clock.stats.idleSeconds += secondsSince(idleSince);
    clock.stats.cpuSeconds += threadCpuSeconds() - cpuAtStart;
  }

  // Whether a unit of `lv` is left to claim.
  static bool claimable(const Level &lv) {
    for (size_t q = 0; q < lv.queueCount; ++q)
      if (lv.queues[q].next.load(std::memory_order_relaxed) < lv.queues[q].units.size())
        return true;
    return false;
  }

  // The next unit of `lv` to claim for the thread in arena slot `home`:
  // the next of its own queue, else (work stealing) the next of another's;
  // lv.unitCount when none is left.
  static size_t take(Level &lv, uint32_t home) {
    for (size_t i = 0; i < lv.queueCount; ++i) {
      UnitQueue &q = lv.queues[(home + i) % lv.queueCount];
      if (q.next.load(std::memory_order_relaxed) >= q.units.size())
        continue;
      size_t k = q.next.fetch_add(1);
      if (k < q.units.size())
        return q.units[k];
    }
    return lv.unitCount;
  }

  // Claims the next unit of `lv` and commits it; false when none is left.
  bool claim(Worker &w, WorkerSlot &clock, ActionLabelCache &labels, Level &lv) {
    // The units are freed once the level is done (turnover()): a claimer
    // that took a stale level must not look at them then.
    lv.readers.fetch_add(1);
    Unit *u = nullptr;
    bool pre = false;
    size_t k = lv.freed.load() ? lv.unitCount : take(lv, clock.home);
    if (k < lv.unitCount) {
      u = lv.units[k].get();
      int phase = kNew;
      if (u->phase.compare_exchange_strong(phase, kCommitting))
        pre = false;
      else if (phase == kExpanded && u->phase.compare_exchange_strong(phase, kCommitting))
        pre = true;
      else
        u = nullptr; // its successors are being generated ahead: that worker commits it
    }
    lv.readers.fetch_sub(1);
    if (u)
      commit(w, clock, labels, lv, *u, pre);
    return k < lv.unitCount;
  }

  // A unit of the next level not claimed yet, to generate its successors ahead.
  Unit *takeForSpeculation() {
    std::lock_guard lock(nextMutex_);
    while (!speculationQueue_.empty() && speculating_ < kMaxSpeculatingUnits * workers_.size()) {
      Unit *u = speculationQueue_.front();
      speculationQueue_.pop_front();
      if (opts_.maxDepth > 0 && u->levelNumber >= opts_.maxDepth)
        return nullptr; // its states will not be expanded
      int phase = kNew;
      if (u->phase.compare_exchange_strong(phase, kExpanding)) {
        ++speculating_;
        return u;
      }
    }
    return nullptr;
  }

  // Generates the successors of the states of `u` (a unit of the next
  // level) before its turn: only what depends on a state alone, nothing
  // that is shared (the fingerprint set, the counts, the records). Then
  // commits it if its level has become the current one meanwhile.
  void speculate(Worker &w, WorkerSlot &clock, ActionLabelCache &labels, Unit &u) {
    int64_t number = u.levelNumber;
    load(u);
    u.pre.resize(u.states.size());
    // A problem reported in the current level ends the search before this one.
    auto ending = [this] { return stopping() || problemUnit_.load(std::memory_order_relaxed) != SIZE_MAX; };
    for (size_t i = 0; i < u.states.size(); ++i) {
      FrontierState &s = u.states[i];
      Expansion &e = u.pre[i];
      if (ending()) {
        e.abandoned = true;
        continue;
      }
      w.evaluator().setLevel(number);
      struct Abandon {};
      try {
        w.forEachSuccessor(s.vars.data(), [&](const std::vector<Value> &t, const eval::ActionLabel &l, size_t) {
          if (e.succs.size() >= kMaxSpeculatedSuccessors || ending())
            throw Abandon{};
          e.intermediate += w.enumerator().takeIntermediateStates();
          e.succs.emplace_back(t, l);
          e.intermediateUpTo.push_back(e.intermediate);
        });
      } catch (const eval::EvalError &err) {
        e.error = err;
      } catch (const Abandon &) {
        e = Expansion{};
        e.abandoned = true;
      }
      e.intermediate += w.enumerator().takeIntermediateStates();
      if (e.abandoned)
        e.intermediate = 0;
      ++clock.stats.speculated;
    }
    u.speculator = clock.home;
    // Left for a claimer of its level, or (when the level became the
    // current one meanwhile: publish()) committed here.
    int phase = kExpanding;
    if (!u.phase.compare_exchange_strong(phase, kExpanded)) {
      u.phase.store(kCommitting);
      while (level_.load() != u.level) // publish() is about to make it the current one
        std::this_thread::yield();
      commit(w, clock, labels, *u.level, u, true);
    }
  }

  // Expands the states of unit `u` of level `lv` (`pre`: with the
  // successors generated ahead) and publishes the new states they find.
  void commit(Worker &w, WorkerSlot &clock, ActionLabelCache &labels, Level &lv, Unit &u, bool pre) {
    UnitTally tally;
    std::vector<FrontierState> fresh;
    std::vector<std::unique_ptr<Unit>> units; // the new states' units
    StatsProbe &probe = probeOf(w);
    probe.lv = &lv;
    probe.tally = &tally;
    probe.fresh = &fresh;
    struct Unpoint {
      StatsProbe &p;
      ~Unpoint() { p.lv = nullptr; p.tally = nullptr; p.fresh = nullptr; }
    } unpoint{probe};
    uint32_t piece = 0;
    // The new states' values come from the thread that generated the successors.
    const uint32_t made = pre ? u.speculator : clock.home;
    tlcKeep_.beginUnit(clock.tlcFps, tlcFingerprintOf(w));
    size_t entered = 0; // states expand() was called on
    bool skip = u.index > problemUnit_.load();
    if (u.block.written() && !skip) {
      load(u);
      for (size_t i = 0; i < u.states.size(); ++i)
        u.states[i].id = u.firstId + static_cast<uint32_t>(i);
    }
    for (size_t i = 0; i < u.states.size() && !skip; ++i) {
      if (stopping() || u.index > problemUnit_.load())
        break;
      const size_t expandedBefore = tally.expanded;
      Expansion *ahead = pre && !u.pre[i].abandoned ? &u.pre[i] : nullptr;
      ++entered;
      if (!expand(w, clock, labels, lv, u, u.states[i], ahead, fresh, tally)) {
        if (tally.expanded == expandedBefore) // not TLCSet("exit") after the expansion
          ++tally.stopped;
        break;
      }
      // Under a frontier budget the new states go to their units (and to
      // disk past it) as they come, whole units at a time: the same units.
      if (frontier_.bounded() && fresh.size() >= 4 * kUnitStates) {
        size_t n = fresh.size() / kUnitStates * kUnitStates;
        std::vector<FrontierState> whole(std::make_move_iterator(fresh.begin()),
                                         std::make_move_iterator(fresh.begin() + static_cast<ptrdiff_t>(n)));
        fresh.erase(fresh.begin(), fresh.begin() + static_cast<ptrdiff_t>(n));
        cutIntoUnits(std::move(whole), u.index, units, lv.number + 1, piece, made);
        piece += static_cast<uint32_t>(n / kUnitStates);
        tally.flushed += n;
      }
    }
    if (pre) {
      std::lock_guard lock(nextMutex_);
      --speculating_;
    }
    generated_.fetch_add(tally.generated, std::memory_order_relaxed);
    levelExpanded_.fetch_add(tally.expanded + tally.stopped, std::memory_order_relaxed); // taken off the queue
    levelFresh_.fetch_add(tally.flushed + fresh.size(), std::memory_order_relaxed);
    ++clock.stats.units;
    if (!fresh.empty() || !units.empty()) {
      cutIntoUnits(std::move(fresh), u.index, units, lv.number + 1, piece, made);
      std::lock_guard lock(nextMutex_);
      for (auto &nu : units) {
        speculationQueue_.push_back(nu.get());
        nextUnits_.push_back(std::move(nu));
      }
    }
    if (opts_.continueOnViolation) { // its violations are all found: those of the units after it may follow
      std::lock_guard lock(reportMutex_);
      continuedAt(lv);
      continued_.finish(u.index);
    }
    tlcKeep_.endUnit(clock.tlcFps, u.states, entered, tlcFingerprintOf(w));
    unload(u);
    std::vector<Expansion>().swap(u.pre);
    u.phase.store(kDone);
    // The last access to `lv`'s units: the level may now turn over.
    if (lv.done.fetch_add(1) + 1 == lv.unitCount)
      turnover(lv);
  }

  // -continue: a violation in a successor found in unit `u` of level `lv`,
  // which the search goes on after: handed on now when every unit before
  // `u` is committed (always with one worker), else once they are.
  void keepContinued(Level &lv, const Unit &u, Problem p) {
    std::lock_guard lock(reportMutex_);
    continuedAt(lv);
    continued_.add(u.index, std::move(p));
  }

  // Records a problem found in unit `u`; the first in BFS order wins.
  void report(const Unit &u, Problem p) {
    std::lock_guard lock(problemMutex_);
    if (problem_ && problemAt_ <= u.index)
      return;
    problem_ = std::move(p);
    problemAt_ = u.index;
    problemUnit_.store(u.index);
  }

  // TLC's replay of the step from `cur` (at `level`) whose successor number
  // `failed` failed a check (step_replay.h).
  StepReplay replayStep(Worker &w, const std::vector<Value> &cur, int64_t level, size_t failed) {
    eval::Evaluator &ev = w.evaluator();
    StepReplayHooks h;
    // One of TLC's actions at a time (doNext), or Next as one.
    h.generate = [&](const StepReplayHooks::Each &each, const std::function<void()> &actionDone) {
      if (!opts_.actions) {
        w.enumerator().successors(cur.data(), model_.next, model_.nextSymbol,
                                  [&](const std::vector<Value> &s, const eval::ActionLabel &) { each(s); });
        actionDone();
        return;
      }
      for (const TlcAction &a : opts_.actions->next()) {
        eval::CostScope scope(ev, w.costs() ? w.costs()->rows[a.row] : ev.costNode()); // as Worker::forEachSuccessor
        w.enumerator().actionSuccessors(cur.data(), a.expr, a.env, a.inst,
                                        [&](const std::vector<Value> &s, const eval::ActionLabel &) { each(s); });
        actionDone();
      }
    };
    h.inModel = [&](const std::vector<Value> &s) {
      bool in;
      {
        LevelAs successorLevel(ev, level + 1);
        in = w.checks().satisfiesConstraints(s);
      }
      return in && (!w.checks().hasActionConstraints() || w.checks().satisfiesActionConstraints(cur.data(), s));
    };
    h.fingerprint = [&](const std::vector<Value> &s) {
      LevelAs successorLevel(ev, level + 1);
      return w.fp(s);
    };
    h.seen = [&](uint64_t fp) { return seen_.contains(fp); };
    h.invariantsHold = [&](const std::vector<Value> &s) {
      LevelAs successorLevel(ev, level + 1);
      return w.checks().violatedInvariant(s) == nullptr;
    };
    h.actionsHold = [&](const std::vector<Value> &s) {
      return w.checks().violatedActionProperty(cur.data(), s) == nullptr;
    };
    // What it prints is recorded: TLC's replay runs after the behaviour is printed.
    std::vector<InitReplayLine> printed;
    StepReplay r;
    {
      RecordedPrints recording(ev, &printed);
      r = explore::replayStep(ev, failed, h);
    }
    for (InitReplayLine &l : printed)
      r.printed.push_back(std::move(l.print));
    ev.setLevel(level);
    return r;
  }

  // Expands one state, each successor checked as the enumeration produces
  // it: TLC's Worker is the INextStateFunctor of Tool.getNextStates, whose
  // addElement counts a successor, checks it and queues it before the next
  // one is generated, a problem there ending the generation (so an error
  // that a later successor's generation would meet is never reached).
  // False when the search must not go on with this unit (a problem,
  // TLCSet("exit")).
  bool expand(Worker &w, WorkerSlot &clock, ActionLabelCache &labels, Level &lv, const Unit &u,
              FrontierState &st, Expansion *pre, std::vector<FrontierState> &fresh, UnitTally &tally) {
    const int64_t level = lv.number;
    const std::vector<Value> &cur = st.vars;
    auto problem = [&](Outcome o, std::string property, eval::EvalError e) {
      Problem p;
      p.deeper = !fresh.empty() || tally.flushed > 0; // this unit's new states so far (the problem's own included)
      p.outcome = o;
      p.property = std::move(property);
      p.error = std::move(e);
      p.state = st.id;
      p.stateVars = cur;
      return p;
    };
    // TLC's Worker adds the state to its behaviour graph for the temporal
    // properties even after its expansion met a problem (an error in Next,
    // a violation, a deadlock), with the successors kept so far: an error
    // there prints its stack in place of the problem's own (Github317aTest).
    auto withLiveness = [&](Problem p, const std::vector<const std::vector<Value> *> &steps,
                            const std::vector<const std::vector<Value> *> &succs) {
      if (w.liveness()) {
        w.evaluator().setLevel(level);
        if (auto e = w.firstLivenessError(cur.data(), steps, succs); e && !e->nested.empty())
          p.livenessError = std::move(*e);
      }
      return p;
    };
    w.evaluator().setLevel(level);
    tlcKeep_.fingerprintNow(clock.tlcFps, cur, tlcFingerprintOf(w));
    std::optional<eval::ScopedTraceHook> traceHook;
    // TLCExt!Trace: the chain of BFS parents, for Next and the checks of the
    // successors alike.
    if (keepValues_)
      traceHook.emplace([this, id = st.id](std::vector<eval::TraceState> &trace) {
        size_t first = trace.size();
        for (uint32_t i = id;; i = records_[i].parent) {
          trace.push_back({keptValues_[i].data(), val::Value()});
          if (records_[i].parent == kNoParent)
            break;
        }
        std::reverse(trace.begin() + static_cast<std::ptrdiff_t>(first), trace.end());
      });
    // Liveness: the successors generated so far, and the steps the
    // constraints kept (successor, fingerprint). The state and its steps are
    // logged once all successors are queued, as TLC's LiveCheck.addNextState
    // runs after getNextStates (so that TLCGet("queue") in a temporal
    // property sees the new states).
    std::vector<std::vector<Value>> liveSuccs;
    std::vector<std::pair<size_t, uint64_t>> liveSteps;
    // A problem, with the steps kept so far.
    auto reportInLoop = [&](Problem p) {
      std::vector<const std::vector<Value> *> steps, all;
      if (w.liveness()) {
        for (auto [k, fp] : liveSteps)
          steps.push_back(&liveSuccs[k]);
        for (auto &t : liveSuccs)
          all.push_back(&t);
      }
      report(u, withLiveness(std::move(p), steps, all));
    };
    // An error in the next-state relation, met after the successors
    // generated before it were checked: TLC's replay with its CallStackTool
    // reports it as a FingerprintException when a value the replay gave a
    // source raised it (step_replay.h).
    auto nextError = [&](const eval::EvalError &e) {
      Problem p = problem(Outcome::EvalErrorNext, {}, e);
      // A runaway recursion is met again by the replay, at the same cost,
      // with no value to source: its stack is the error's own.
      if (!e.fingerprint && e.message.rfind(eval::kStackOverflowText, 0) != 0) {
        w.evaluator().reseedRandom(st.concrete);
        p.replay = replayStep(w, cur, level, SIZE_MAX);
        if (p.replay.error && p.replay.error->values.empty())
          p.replay.error.reset(); // nested expressions: the error's own stack
      }
      reportInLoop(std::move(p));
      return false;
    };
    bool inActionProperty = false; // an action property is being evaluated
    auto violatedActionProperty = [&](const std::vector<Value> &s) {
      inActionProperty = true;
      const std::string *bad = w.checks().violatedActionProperty(cur.data(), s);
      inActionProperty = false;
      return bad;
    };
    const size_t freshBefore = fresh.size();
    StatsProbe &probe = probeOf(w);
    struct Unprobe {
      StatsProbe &p;
      ~Unprobe() { p.freshAtSuccessor = SIZE_MAX; }
    } unprobe{probe};
    // The problem a successor's check met, which ends the generation; what
    // it still needs once the enumeration has unwound (the step generated
    // again: a replay, or the sources of a value TLC cannot fingerprint).
    std::optional<Problem> stopped;
    enum class Then { Report, ReplayStep, FingerprintTrace } then = Then::Report;
    size_t checkedCount = 0; // successors checked so far (the number of the next)
    // TLC's Worker.addElement on successor `s`: false when it met a problem (`stopped`).
    // `own`: s itself, when it may be moved into the queue.
    auto check = [&](const std::vector<Value> &s, const eval::ActionLabel &label, size_t row,
                     std::vector<Value> *own) -> bool {
      // TLC's Worker.addElement: the successor counted, then isGoodState
      // first -- a variable the action left unassigned (null here) stops
      // the search there (doNextSetErr: EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_NEXT,
      // the trace ending in this successor, its variables null).
      if (std::any_of(s.begin(), s.end(), [](const Value &v) { return v.isError(); })) {
        ++checkedCount;
        ++tally.generated;
        if (w.counting())
          ++w.coverage().generated[row];
        Problem p = problem(Outcome::SuccessorIncomplete, {}, {});
        p.inSuccessor = true;
        p.successor = s;
        p.label = label;
        stopped = std::move(p);
        return false;
      }
      const size_t k = checkedCount++;
      if (w.liveness())
        liveSuccs.push_back(s);
      bool queued = false; // s was copied into fresh
      ++tally.generated; // TLC's Worker.addElement counts each successor as it checks it
      probe.freshAtSuccessor = fresh.size();
      if (w.counting())
        ++w.coverage().generated[row];
      auto inSuccessor = [&](Problem p, const std::vector<Value> &values) {
        p.inSuccessor = true;
        p.successor = values;
        p.label = label;
        return p;
      };
      try {
        // TLC's Worker: isInModel(succ) && isInActions(cur, succ) -- the
        // state constraints first, the action constraints only if they hold.
        // TLCGet("level"): a state formula is evaluated in the successor
        // (TLC's setPredecessor: one level deeper), a step's in the current state.
        w.evaluator().setLevel(level + 1);
        bool inModel = w.checks().satisfiesConstraints(s);
        w.evaluator().setLevel(level);
        if (inModel && w.checks().hasActionConstraints()) {
          SearchStepPick pick(eval::StepPick::Checker::Bfs, w.evaluator(), cur.data(), s, level);
          pick.setSeenSet(&seen_, [&w, &s, level] {
            LevelAs successorLevel(w.evaluator(), level + 1);
            return w.fp(s);
          });
          inModel = w.checks().satisfiesActionConstraints(cur.data(), s, &pick);
        }
        if (!inModel) {
          // Not kept, but checked as TLC checks it (ModelChecker.doNext: a
          // state no constraint keeps is never seen, so its invariants and
          // the implied actions are checked; DFID does the same).
          // With -continue each is recorded and the search goes on.
          w.evaluator().setLevel(level + 1);
          const std::string *badInvariant = w.checks().violatedInvariant(s);
          w.evaluator().setLevel(level);
          if (const std::string *bad = badInvariant) {
            if (!opts_.continueOnViolation) {
              stopped = inSuccessor(problem(Outcome::InvariantViolated, *bad, {}), s);
              return false;
            }
            keepContinued(lv, u, inSuccessor(problem(Outcome::InvariantViolated, *bad, {}), s));
          }
          if (const std::string *bad = violatedActionProperty(s)) {
            if (!opts_.continueOnViolation) {
              stopped = inSuccessor(problem(Outcome::ActionPropertyViolated, *bad, {}), s);
              return false;
            }
            keepContinued(lv, u, inSuccessor(problem(Outcome::ActionPropertyViolated, *bad, {}), s));
          }
          return true;
        }
        // TLC's Worker.addElement from here: the fingerprint set (a new
        // state is distinct and written), a new state's invariants, then the
        // implied actions -- on every step the constraints keep, new state
        // or not (doNextCheckImplied) -- and last the queue.
        // A VIEW is evaluated in the successor: TLCGet("level") is its level,
        // one deeper (as the initial states' views read 1).
        // TLC's isSeenState computes succState.fingerPrint() before
        // theFPSet.put, so a state it cannot fingerprint (x' = Int:
        // Value.fingerPrint's plain error) never enters the set either --
        // not distinct, and no new level (Worker.writeState is not reached).
        uint64_t fp;
        {
          LevelAs successorLevel(w.evaluator(), level + 1);
          fp = w.fp(s);
        }
        if (w.liveness())
          liveSteps.emplace_back(k, fp);
        // Every 8th insert is timed (the clock costs about as much as a lookup).
        bool timed = (clock.stats.fpInserts++ & 7) == 0;
        auto t0 = timed ? Clock::now() : Clock::time_point{};
        const ReachKey key{u.index, static_cast<uint32_t>(&st - u.states.data()), static_cast<uint32_t>(k)};
        LevelClaims::Step reached = LevelClaims::Step::Old;
        if (canonical_)
          reached = claims_.reach(fp, Reach{key, st.id, labels.intern(label)}, [&] { return seen_.insert(fp); });
        else if (seen_.insert(fp))
          reached = LevelClaims::Step::New;
        bool isNew = reached == LevelClaims::Step::New;
        if (timed)
          clock.stats.fpSeconds += 8 * secondsSince(t0);
        // A claimed violation (below): handed on if this step stays the state's claim.
        auto claimed = [&](Problem p) {
          if (canonical_) {
            p.claimed = true;
            p.claimFp = fp;
            p.claimKey = key;
          }
          return p;
        };
        if (!isNew) {
          if (opts_.states && opts_.states->wantsAllSteps())
            opts_.states->step(cur, st.fp, s, fp, label, false);
          // -continue, several workers: a state new at the next level that a
          // later step inserted first is this step's, as with one worker:
          // its invariants are checked (and reported) here.
          if (reached == LevelClaims::Step::Earlier) {
            w.evaluator().setLevel(level + 1);
            const std::string *bad = w.checks().violatedInvariant(s);
            w.evaluator().setLevel(level);
            if (bad)
              keepContinued(lv, u, claimed(inSuccessor(problem(Outcome::InvariantViolated, *bad, {}), s)));
          }
          if (const std::string *badAction = violatedActionProperty(s)) {
            Problem p = inSuccessor(problem(Outcome::ActionPropertyViolated, *badAction, {}), s);
            if (!opts_.continueOnViolation) {
              stopped = std::move(p);
              return false;
            }
            keepContinued(lv, u, std::move(p));
          }
          return true;
        }
        distinct_.fetch_add(1, std::memory_order_relaxed);
        if (opts_.states)
          opts_.states->step(cur, st.fp, s, fp, label, true);
        if (opts_.control)
          opts_.control->addStates(1);
        if (w.counting())
          ++w.coverage().distinct[row];
        uint64_t concrete = plainFingerprints_ ? fp : fingerprint(s);
        uint32_t action = labels.intern(label);
        if (own)
          fresh.push_back(FrontierState{std::move(*own), fp, concrete, st.id, action, 0});
        else
          fresh.push_back(FrontierState{s, fp, concrete, st.id, action, 0});
        queued = true;
        w.evaluator().setLevel(level + 1);
        const std::string *badInvariant = w.checks().violatedInvariant(fresh.back().vars);
        w.evaluator().setLevel(level);
        if (const std::string *bad = badInvariant) {
          Problem p = inSuccessor(problem(Outcome::InvariantViolated, *bad, {}), fresh.back().vars);
          if (opts_.continueOnViolation) { // -continue: recorded, and the state stays queued
            keepContinued(lv, u, claimed(std::move(p)));
          } else {
            // Found, but not queued (TLC): counted as distinct already.
            fresh.pop_back();
            stopped = std::move(p);
            return false;
          }
        }
        if (const std::string *badAction = violatedActionProperty(fresh.back().vars)) {
          Problem p = inSuccessor(problem(Outcome::ActionPropertyViolated, *badAction, {}), fresh.back().vars);
          if (!opts_.continueOnViolation) {
            fresh.pop_back(); // distinct already, never queued (TLC throws before sEnqueue)
            stopped = std::move(p);
            return false;
          }
          keepContinued(lv, u, std::move(p));
        }
      } catch (const eval::EvalError &e) {
        w.evaluator().setLevel(level);
        const bool inProperty = inActionProperty;
        inActionProperty = false;
        if (e.fingerprint && !queued) {
          // TLC generates the step again to find the values' sources; the
          // state never enters the set (not distinct).
          stopped = inSuccessor(problem(Outcome::EvalErrorInvariant, {}, e), s);
          then = Then::FingerprintTrace;
          return false;
        }
        // Not distinct unless it entered the set: an error in a state or
        // action constraint comes before it (TLC's Worker.addElement
        // evaluates isInModel/isInActions before isSeenState's
        // theFPSet.put; the exception leaves addElement, the state neither
        // put nor written, so the diameter stays), as does an error in the
        // fingerprint or in the invariants or action properties of a state
        // no constraint keeps.
        Problem p = inSuccessor(problem(Outcome::EvalErrorInvariant, {}, e), queued ? fresh.back().vars : s);
        p.inActionProperty = inProperty;
        if (inProperty && w.checks().failedActionProperty())
          p.property = *w.checks().failedActionProperty();
        if (queued)
          fresh.pop_back();
        stopped = std::move(p);
        then = Then::ReplayStep;
        return false;
      }
      return true;
    };
    // Thrown out of the enumeration when a successor's check met a problem.
    struct SuccessorStop {};
    uint64_t intermediate = 0;
    w.evaluator().reseedRandom(st.concrete);
    if (pre) {
      // Generated ahead (speculate; Next has no effects): checked in their
      // order now, the generation's error (if any) met after them, as when
      // they go together.
      intermediate = pre->intermediate;
      for (size_t j = 0; j < pre->succs.size(); ++j) {
        auto &[s, label] = pre->succs[j];
        if (!check(s, label, 0, &s)) {
          intermediate = pre->intermediateUpTo[j];
          break;
        }
        probe.freshAtSuccessor = SIZE_MAX;
      }
      if (!stopped && pre->error)
        return nextError(*pre->error);
    } else {
      eval::Evaluator &ev = w.evaluator();
      try {
        w.forEachSuccessor(cur.data(), [&](const std::vector<Value> &s, const eval::ActionLabel &label, size_t row) {
          // The checks evaluate in the successor, outside the expression
          // Next is running (no coverage node, no running frames); the
          // enumeration then goes on where it was.
          const eval::Evaluator::StateContext enumerating = ev.stateContext();
          const eval::RunFrame *frames = ev.runFrames();
          ev.runFrames() = nullptr;
          bool go;
          {
            eval::CostScope outside(ev, nullptr);
            go = check(s, label, row, nullptr);
          }
          ev.runFrames() = frames;
          ev.setStateContext(enumerating);
          if (!go)
            throw SuccessorStop{};
          // Checked and queued: TLCGet("queue") in Next counts it from here.
          probe.freshAtSuccessor = SIZE_MAX;
        });
      } catch (const SuccessorStop &) {
      } catch (const eval::EvalError &e) {
        ev.setLevel(level);
        return nextError(e);
      }
      intermediate = w.enumerator().takeIntermediateStates();
    }
    w.evaluator().setLevel(level);
    if (stopped) {
      tally.generated += intermediate;
      if (then == Then::FingerprintTrace) {
        w.evaluator().reseedRandom(st.concrete);
        w.addSuccessorFingerprintTrace(stopped->error, cur.data());
      } else if (then == Then::ReplayStep) {
        w.evaluator().reseedRandom(st.concrete);
        stopped->replay = replayStep(w, cur, level, checkedCount - 1);
      }
      reportInLoop(std::move(*stopped));
      return false;
    }
    if (checkedCount == 0 && opts_.checkDeadlock) {
      report(u, withLiveness(problem(Outcome::Deadlock, {}, {}), {}, {}));
      return false;
    }
    tally.generated += intermediate;
    // The properties see the queue with this state's new successors, the
    // counts so far (TLC's LiveCheck.addNextState after getNextStates).
    probe.freshAtSuccessor = SIZE_MAX;
    if (w.liveness()) {
      try {
        // The counts where the properties are evaluated, as logged for a
        // finite-prefix violation (TLCGet reads the live counters).
        size_t levelFresh = levelFresh_.load(std::memory_order_relaxed) + tally.flushed + fresh.size();
        uint64_t generatedNow = result_.generated + generated_.load() + tally.generated;
        uint64_t distinctNow = distinct_.load(std::memory_order_relaxed);
        int64_t depthNow = level + (levelFresh == 0 ? 0 : 1);
        std::vector<const std::vector<Value> *> nexts;
        for (auto &sl : liveSuccs)
          nexts.push_back(&sl);
        // An initial state: the atoms evaluated when it was added are
        // not evaluated again (the state's own bits take them).
        const uint64_t *added = nullptr, *addedKnown = nullptr;
        if (st.parent == kNoParent && initialKnown_.size() == initialBits_.size()) {
          auto at = std::lower_bound(initialBitsIds_.begin(), initialBitsIds_.end(), st.id);
          if (at != initialBitsIds_.end() && *at == st.id) {
            size_t words = w.liveWords(), k = static_cast<size_t>(at - initialBitsIds_.begin());
            added = initialBits_.data() + k * words;
            addedKnown = initialKnown_.data() + k * words;
          }
        }
        w.logState(st.id, cur.data(), nexts, added, addedKnown);
        w.logExpansion(expansions_.fetch_add(1, std::memory_order_relaxed) + 1, generatedNow, distinctNow,
                       static_cast<uint64_t>(std::max<int64_t>(depthNow, 0)));
        for (auto [k, fp] : liveSteps)
          w.logStep(cur.data(), liveSuccs[k].data(), fp, true);
        // The stuttering step, which every behaviour may take.
        w.logStep(cur.data(), cur.data(), st.fp, false);
        // TLC evaluates the tableau's predicates in the successors here,
        // an error among them surfacing before they are expanded.
        for (size_t i = freshBefore; i < fresh.size(); ++i)
          w.checkTableauAtoms(fresh[i].vars.data());
      } catch (const eval::EvalError &e) {
        // The error TLC meets first, evaluating in its order, is the one reported.
        std::vector<const std::vector<Value> *> steps, all;
        for (auto [k, fp] : liveSteps)
          steps.push_back(&liveSuccs[k]);
        for (auto &t : liveSuccs)
          all.push_back(&t);
        std::optional<eval::EvalError> first = w.firstLivenessError(cur.data(), steps, all);
        report(u, problem(Outcome::EvalErrorLiveness, {}, first ? *first : e));
        return false;
      }
    }
    const size_t newStates = fresh.size() - freshBefore;
    if (clock.outDegree.size() <= newStates)
      clock.outDegree.resize(newStates + 1, 0);
    ++clock.outDegree[newStates];
    ++clock.stats.expanded;
    // Expanded: its values are no longer needed (a trace through it is
    // rebuilt by re-running the enumeration), unless held for TLC's
    // fingerprint of it.
    if (!tlcKeep_.holds(clock.tlcFps))
      std::vector<Value>().swap(st.vars);
    ++tally.expanded;
    // TLCSet("exit", TRUE) while this state was expanded: as TLC's
    // ModelChecker.stop (the queue is finished), no worker takes another state.
    if (w.evaluator().exitRequested()) {
      exit_.store(true, std::memory_order_relaxed);
      stop_.store(true, std::memory_order_relaxed);
      return false;
    }
    return true;
  }

  // The last unit of `lv` is done: number the next level's states and make
  // it the current one, or end the search. Runs on the worker that
  // finished that unit; the others meanwhile generate successors of the
  // next level ahead (they add nothing to the fingerprint set: no insert()
  // runs now).
  void turnover(Level &lv) {
    std::vector<std::unique_ptr<Unit>> next;
    {
      std::lock_guard lock(nextMutex_);
      next = std::move(nextUnits_);
      nextUnits_.clear();
      speculationQueue_.clear();
    }
    // All done: freed once no claimer looks at them.
    lv.freed.store(true);
    while (lv.readers.load() != 0)
      std::this_thread::yield();
    for (auto &u : lv.units)
      u.reset();
    if (problem_ || exit_.load() || halted()) {
      std::lock_guard lock(nextMutex_);
      nextUnits_ = std::move(next); // counted (and numbered when needed) by explore()
      finished_.store(true, std::memory_order_release);
      return;
    }
    std::sort(next.begin(), next.end(), [](const auto &a, const auto &b) { return a->order < b->order; });
    if (canonical_)
      placeByClaims(next);
    frontier_.dropLevel(lv.number);
    numberUnits(next);
    if (!next.empty())
      result_.depth = lv.number + 1;
    seen_.reclaim();
    bool empty = next.empty();
    // Not published yet: the new level's units are only claimed once it is
    // the current one (set last, by startLevel), so the last checks below
    // see the level as it is.
    Level *nl = startLevelUnpublished(lv.number + 1, std::move(next));
    if (empty) {
      endedBy_ = End::Complete;
      finished_.store(true, std::memory_order_release);
      return;
    }
    if (opts_.maxDepth > 0 && nl->number >= opts_.maxDepth) {
      endedBy_ = End::DepthBound;
      finished_.store(true, std::memory_order_release);
      return;
    }
    if (live_ && opts_.periodicLiveness && periodicLivenessDue()) {
      if (checkLiveness(false, false)) {
        endedBy_ = End::Liveness;
        finished_.store(true, std::memory_order_release);
        return;
      }
    }
    publish(nl);
  }

  // -continue with several workers: each new state (sorted units, in
  // memory) gets the parent and action of its claim (LevelClaims), and,
  // when a later step than its claim inserted it, the new level's states
  // are put in the order of their claims (one worker's BFS order) and cut
  // into units again, each state with the successors generated for it
  // ahead if any (kept for a unit whose states all have them).
  void placeByClaims(std::vector<std::unique_ptr<Unit>> &units) {
    // The units being expanded ahead finish first (none is given out any more).
    for (auto &u : units)
      while (u->phase.load() == kExpanding)
        std::this_thread::yield();
    struct Placed {
      ReachKey key;
      uint32_t owner;
      uint32_t speculator;
      FrontierState state;
      std::optional<Expansion> pre;
    };
    std::vector<Placed> all;
    bool moved = false;
    size_t total = 0;
    // Per parent: the new states its expansion inserted (what its worker
    // counted in the outdegree) and those it claims (what one worker counts).
    std::unordered_map<uint32_t, std::pair<uint32_t, uint32_t>> degree;
    for (auto &u : units)
      for (FrontierState &s : u->states) {
        ++total;
        std::optional<Reach> claim = claims_.find(s.fp);
        ++degree[s.parent].first;
        ++degree[claim ? claim->parent : s.parent].second;
        if (!claim)
          continue; // (not claimed: keeps its place)
        if (claim->parent != s.parent) {
          s.parent = claim->parent;
          s.action = claim->action;
          moved = true;
        }
        all.push_back(Placed{claim->key, u->owner, u->speculator, {}, std::nullopt});
      }
    claims_.clear();
    if (moved)
      for (const auto &[parent, counts] : degree)
        if (counts.first != counts.second) {
          size_t top = std::max(counts.first, counts.second);
          if (outDegreeFix_.size() <= top)
            outDegreeFix_.resize(top + 1, 0);
          --outDegreeFix_[counts.first];
          ++outDegreeFix_[counts.second];
        }
    if (!moved || all.size() != total)
      return;
    size_t i = 0, wasExpanded = 0;
    for (auto &u : units) {
      bool expanded = u->phase.load() == kExpanded;
      wasExpanded += expanded ? 1 : 0;
      for (size_t j = 0; j < u->states.size(); ++j, ++i) {
        all[i].state = std::move(u->states[j]);
        if (expanded)
          all[i].pre = std::move(u->pre[j]);
      }
    }
    std::stable_sort(all.begin(), all.end(), [](const Placed &a, const Placed &b) { return a.key < b.key; });
    std::vector<FrontierState> states;
    std::vector<uint32_t> owners;
    states.reserve(all.size());
    owners.reserve(all.size());
    for (Placed &p : all) {
      states.push_back(std::move(p.state));
      owners.push_back(p.owner);
    }
    int64_t number = units.front()->levelNumber;
    units.clear();
    cutIntoUnits(std::move(states), 0, units, number, 0, 0, owners.data());
    size_t nowExpanded = 0, at = 0;
    for (auto &u : units) {
      size_t n = u->states.size();
      bool expanded = std::all_of(all.begin() + static_cast<ptrdiff_t>(at),
                                  all.begin() + static_cast<ptrdiff_t>(at + n), [](const Placed &p) { return p.pre.has_value(); });
      if (expanded) {
        for (size_t j = at; j < at + n; ++j)
          u->pre.push_back(std::move(*all[j].pre));
        u->speculator = all[at].speculator;
        u->phase.store(kExpanded);
        ++nowExpanded;
      }
      at += n;
    }
    std::lock_guard lock(nextMutex_); // units expanded ahead count until committed
    speculating_ = speculating_ + nowExpanded - wasExpanded;
  }

  // Makes `lv` the current level: its units may be claimed from now on;
  // those whose successors are being generated ahead are committed by the
  // worker generating them (see speculate()).
  void publish(Level *lv) {
    for (size_t i = 0; i < lv->unitCount; ++i) {
      int phase = kExpanding;
      lv->units[i]->phase.compare_exchange_strong(phase, kExpandingCurrent);
    }
    level_.store(lv);
  }

  // startLevel() without making the level the current one.
  Level *startLevelUnpublished(int64_t number, std::vector<std::unique_ptr<Unit>> units) {
    auto lv = std::make_unique<Level>();
    lv->number = number;
    lv->units = std::move(units);
    lv->unitCount = lv->units.size();
    lv->queueCount = workers_.size();
    lv->queues = std::make_unique<UnitQueue[]>(lv->queueCount);
    for (size_t i = 0; i < lv->unitCount; ++i) {
      lv->units[i]->index = i;
      lv->units[i]->level = lv.get();
      lv->states += lv->units[i]->count;
      lv->queues[lv->units[i]->owner % lv->queueCount].units.push_back(static_cast<uint32_t>(i));
    }
    peakFrontier_ = std::max<uint64_t>(peakFrontier_, lv->states);
    levelExpanded_.store(0);
    levelFresh_.store(0);
    problemUnit_.store(SIZE_MAX);
    Level *p = lv.get();
    levels_.push_back(std::move(lv));
    return p;
  }

  // On the calling thread, between units: the progress report, looking at the clock only.
  void periodic() {
    if (!opts_.onProgress)
      return;
    auto now = Clock::now();
    double due = progressShown_ || opts_.progressFirstSeconds < 0 ? opts_.progressSeconds : opts_.progressFirstSeconds;
    if (now - lastProgress_ < std::chrono::duration<double>(due))
      return;
    lastProgress_ = now;
    progressShown_ = true;
    Level *lv = level_.load();
    ProgressInfo p;
    size_t fresh = levelFresh_.load(std::memory_order_relaxed);
    p.depth = fresh > 0 ? lv->number + 1 : result_.depth;
    p.generated = result_.generated + generated_.load(std::memory_order_relaxed);
    p.distinct = distinct_.load(std::memory_order_relaxed);
    p.queue = lv->states - std::min(lv->states, levelExpanded_.load(std::memory_order_relaxed)) + fresh;
    std::lock_guard lock(reportMutex_); // not within a violation's lines (-continue)
    opts_.onProgress(p);
  }

  // At most this many units per worker have their successors generated ahead.
  static constexpr size_t kMaxSpeculatingUnits = 16;
  enum class End { Running, Complete, DepthBound, Liveness };

  const model::SpecModel &model_;
  CheckOptions opts_;
  WorkerPool pool_;
  std::unique_ptr<live::LiveFormula> live_; // null when no temporal property is checked
  // Whether a tableau's state atoms read the run (live::tableauAtomsReadTheRun).
  bool runAtoms_ = false;
  // The files of the liveness graph (CheckOptions::livenessWindowBytes; null:
  // in memory): made before the workers' logs and gone after them.
  std::unique_ptr<live::GraphFiles> graphFiles_;
  // The initial tableau nodes (live::initialTableauNodes), whose atoms each
  // initial state is evaluated on when it is taken, as TLC's addInitState;
  // the bits (words per state) and the states' ids, in the order taken
  // (declared after graphFiles_, so destroyed before its files go).
  std::vector<live::InitialTableauNode> initialNodes_;
  live::MappedArray<uint64_t> initialBits_;
  std::vector<uint32_t> initialBitsIds_;
  // Per initial state as initialBits_: the atoms evaluated when it was added.
  live::MappedArray<uint64_t> initialKnown_;
  eval::JavaRandom initRandom_;              // RandomElement's generator when the initial states are generated
  // TLC's periodic liveness checks: the search's start, the time of the next
  // one (seconds from the start), the distinct states at the last one.
  Clock::time_point livenessClock_ = Clock::now();
  double nextLivenessAt_ = 0;
  size_t livenessStatesAtLast_ = 0;

  // Whether a periodic liveness check is due now (see CheckOptions::periodicLiveness).
  bool periodicLivenessDue() {
    double now = secondsSince(livenessClock_);
    if (now < nextLivenessAt_)
      return false;
    while (nextLivenessAt_ <= now)
      nextLivenessAt_ += std::max(opts_.livenessEverySeconds, 1e-3);
    size_t n = records_.size();
    if (n == 0 || (livenessStatesAtLast_ > 0 && (n - livenessStatesAtLast_) * 10 <= livenessStatesAtLast_))
      return false;
    livenessStatesAtLast_ = n;
    return true;
  }
  std::vector<std::unique_ptr<Worker>> workers_;
  std::vector<WorkerSlot> clocks_; // by worker
  // What TLCGet("stats") and its counters read in a worker, as TLC's
  // ModelChecker counts them, computed only when read: the states generated
  // (TLC's Worker.addElement counts a successor as it starts checking it;
  // DoInitFunctor an initial state), the distinct ones, the queue (the
  // state being expanded taken off it, a new state put on it after its
  // invariants; an initial state before them) and the diameter
  // (ConcurrentTLCTrace.getLevel: the greatest level of a state found, and
  // at least 1, also before any state). The worker points it at the unit
  // it commits.
  struct StatsProbe final : eval::Evaluator::StatsProbe {
    const Bfs &bfs;
    explicit StatsProbe(const Bfs &b) : bfs(b) {}
    const Level *lv = nullptr; // null: the initial states
    const UnitTally *tally = nullptr;
    const std::vector<FrontierState> *fresh = nullptr;
    size_t freshAtSuccessor = SIZE_MAX; // fresh's size before the successor being checked
    eval::Evaluator::RunStats read() const override {
      eval::Evaluator::RunStats s;
      s.distinct = static_cast<int64_t>(bfs.distinct_.load(std::memory_order_relaxed));
      s.generated = static_cast<int64_t>(bfs.result_.generated + bfs.generated_.load(std::memory_order_relaxed));
      if (!lv) {
        // While Init is enumerated: the states it gave so far (DoInitFunctor.addElement
        // counts numberOfInitialStates++ as each one comes).
        s.generated += static_cast<int64_t>(bfs.initCollected_);
        s.queue = s.distinct;
        s.diameter = 1;
        return s;
      }
      s.generated += static_cast<int64_t>(tally->generated);
      size_t expanded = bfs.levelExpanded_.load(std::memory_order_relaxed) + tally->expanded;
      size_t levelFresh = bfs.levelFresh_.load(std::memory_order_relaxed) + tally->flushed + fresh->size();
      size_t beingChecked = freshAtSuccessor != SIZE_MAX && fresh->size() > freshAtSuccessor ? 1 : 0;
      s.queue = static_cast<int64_t>(lv->states - std::min(lv->states, expanded + 1) + levelFresh - beingChecked);
      s.diameter = lv->number + (levelFresh == 0 ? 0 : 1);
      return s;
    }
  };
  std::vector<std::unique_ptr<StatsProbe>> probes_; // by worker
  // The initial states one worker's enumeration of Init has given so far
  // (0 outside it): TLCGet("stats").generated read in Init.
  uint64_t initCollected_ = 0;
  StatsProbe &probeOf(const Worker &w) {
    for (size_t i = 0; i < workers_.size(); ++i)
      if (workers_[i].get() == &w)
        return *probes_[i];
    return *probes_[0];
  }
  bool speculate_ = false;
  bool canonical_ = false; // states placed by their claims (-continue, several workers)
  std::vector<int64_t> outDegreeFix_; // outdegree histogram corrections from the claims (placeByClaims)
  LevelClaims claims_;
  // A state's fingerprint is that of its values (no VIEW, no SYMMETRY).
  const bool plainFingerprints_ = !model_.view && !model_.symmetry;
  // What is kept of every distinct state found, and the actions that found them.
  StateRecords records_;
  // The spec reads TLCExt!Trace: every numbered state's values, by record
  // index (appended only at level ends, while no worker expands a state).
  const bool keepValues_ = eval::specReadsTrace(model_);
  std::deque<std::vector<Value>> keptValues_;
  ActionLabels labels_;
  FingerprintSet seen_;
  FrontierStore frontier_; // where the values of the states not expanded yet are
  TlcFingerprintKeep tlcKeep_; // TLC's fingerprints for the estimate line
  // The levels: the current one last (older ones keep only their shells).
  std::vector<std::unique_ptr<Level>> levels_;
  std::atomic<Level *> level_{nullptr};
  // The next level's units as they are published, and those not claimed
  // for speculation yet.
  std::mutex nextMutex_;
  std::vector<std::unique_ptr<Unit>> nextUnits_;
  std::deque<Unit *> speculationQueue_;
  size_t speculating_ = 0; // units taken for speculation, not committed yet
  // The first problem in BFS order.
  std::mutex problemMutex_;
  std::optional<Problem> problem_;
  size_t problemAt_ = SIZE_MAX;
  std::atomic<size_t> problemUnit_{SIZE_MAX};
  // -continue: the successors' violations, handed on in BFS order as they
  // are found (continued_, for the units of continuedLevel_), their traces
  // rebuilt by tracer_; reportMutex_ also keeps progress lines out of them.
  std::mutex reportMutex_;
  OrderedRelease<Problem> continued_{[this](size_t, Problem &p) { handOn(p); }};
  Level *continuedLevel_ = nullptr;
  std::unique_ptr<Worker> tracer_;
  std::atomic<bool> finished_{false};
  std::atomic<bool> stop_{false};
  std::atomic<bool> exit_{false}; // TLCSet("exit", TRUE) was evaluated
  End endedBy_ = End::Running;
  bool searchComplete_ = false;
  uint64_t peakFrontier_ = 0;
  std::thread::id callerThread_;
  CheckResult result_;
  std::atomic<uint64_t> generated_{0};
  std::atomic<uint64_t> expansions_{0}; // states expanded with liveness logged (LiveLog::expansion)
  // A finite prefix's counts (generated, distinct, expansions, depth) as TLC reports them.
  std::optional<std::array<uint64_t, 4>> prefixCounts_;
  std::atomic<uint64_t> distinct_{0};
  std::atomic<size_t> levelExpanded_{0}; // the current level's states taken off the queue (UnitTally)
  std::atomic<size_t> levelFresh_{0};
  Clock::time_point lastProgress_ = Clock::now();
  bool progressShown_ = false; // the first progress line has its own delay
};

} // namespace

CheckResult runBfs(const model::SpecModel &model, const CheckOptions &options) {
  Bfs bfs(model, options);
  CheckResult r = bfs.run();
  r.strings = model.strings;
  r.fingerprints = bfs.fingerprintStats();
  return r;
}

} // namespace tlacore::explore
