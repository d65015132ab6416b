// Random simulation: TLC's SimulationWorker loop, one evaluator and
// enumerator per worker, behaviours assigned to workers round-robin so
// that the behaviours (and the reported one) do not depend on timing.
#include "value/interrupt.h"
#include "simulate.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <mutex>
#include <optional>
#include <thread>

#include "action_records.h"
#include "sim_trace.h"
#include "ordered_release.h"
#include "state_checks.h"
#include "step_pick.h"
#include "trace_liveness.h"
#include "worker_threads.h"
#include "eval/memory_reserve.h"
#include "eval/search_context.h"
#include "eval/stack_guard.h"

namespace tlacore::explore {

using val::Value;

// ---- simulation ---------------------------------------------------------------

namespace {

struct Problem {
  SimOutcome outcome = SimOutcome::Success;
  std::string property;
  SourceRange propertyRange;
  eval::EvalError error;
  // The behaviour TLC prints: SimulationWorker.getTrace() when the problem
  // was found (stuttering dropped, levels 1, 2, ...), then the successor
  // the problem is in, if it is in one.
  std::vector<SimStep> steps;
  bool errorInActionProperty = false; // EvalErrorInvariant: in the action property `property`
  bool stutteringTail = false; // liveness: the lasso ends stuttering (else it goes back to loopStart)
  size_t loopStart = 0;
  int loopAction = -1;
};

// -continue: what a behaviour hands on, in the order of the behaviours: a
// violation, or (last) that it ended; `generated`: the states it generated
// up to there.
struct SimItem {
  bool end = false;
  uint64_t generated = 0;
  SimViolation violation;
};

// One worker's count of generated states, read by the progress report
// while the worker runs (on a cache line of its own).
struct alignas(64) WorkerCount {
  std::atomic<uint64_t> generated{0};
};

// What the workers share: the initial states and who found what first.
struct Shared {
  std::vector<std::vector<Value>> inits;
  // The progress report (SimOptions::onProgress), given on the calling
  // thread: the states generated (the initial ones, each worker's), the
  // behaviours started, and the running statistics of the lengths of those
  // that ended (TLC's shared word, updated as they end).
  std::thread::id caller = std::this_thread::get_id();
  uint64_t initGenerated = 0;
  std::unique_ptr<WorkerCount[]> counts;
  std::atomic<uint64_t> started{0};
  std::mutex lengthsMutex;
  TraceLengthStats lengths;
  std::chrono::steady_clock::time_point lastProgress = std::chrono::steady_clock::now();
  std::atomic<int64_t> stopAt{std::numeric_limits<int64_t>::max()};
  std::atomic<bool> exit{false};
  // -continue: the behaviours' violations, in their order (under releaseMutex).
  std::mutex releaseMutex;
  std::optional<OrderedRelease<SimItem>> release;
  // The coverage counts (SimOptions::coverageInProgress): the initial
  // states' and each worker's.
  const CoverageCounts *initCoverage = nullptr;
  std::vector<const CoverageCounts *> workerCoverage;
  // TLCGet("action"): each action's record (set before the workers start).
  std::optional<ActionRecords> actionRecords;
};

// TLC's progress report, when one is due (on the calling thread only).
void progressIfDue(Shared &sh, const SimOptions &o, int workers) {
  if (!o.onProgress || std::this_thread::get_id() != sh.caller)
    return;
  auto now = std::chrono::steady_clock::now();
  if (now - sh.lastProgress < std::chrono::duration<double>(o.progressSeconds))
    return;
  sh.lastProgress = now;
  SimProgress p;
  p.generated = sh.initGenerated;
  for (int i = 0; i < workers; ++i)
    p.generated += sh.counts[static_cast<size_t>(i)].generated.load(std::memory_order_relaxed);
  p.traces = sh.started.load(std::memory_order_relaxed);
  {
    std::lock_guard lock(sh.lengthsMutex);
    p.lengths = sh.lengths;
  }
  if (o.coverageInProgress && sh.initCoverage) {
    // The counts as they stand: the calling thread's own, and the other
    // workers' read while they go on counting (as TLC's report reads its
    // workers' cost models), a count possibly a step behind.
    p.coverage = *sh.initCoverage;
    for (const CoverageCounts *c : sh.workerCoverage)
      p.coverage->merge(*c);
  }
  std::lock_guard lock(sh.releaseMutex); // not within a violation's lines (-continue)
  o.onProgress(p);
}

// Whether -continue goes on after a behaviour that ends with `o` (TLC's
// Simulator: not after an evaluation error, which isNonContinuableError
// or the exception it comes as stops, nor a temporal violation).
bool continuable(SimOutcome o) {
  return o == SimOutcome::InvariantViolated || o == SimOutcome::ActionPropertyViolated || o == SimOutcome::Deadlock;
}

class SimWorker {
public:
  eval::Evaluator &evaluator() { return ev_; }

  SimWorker(const model::SpecModel &m, const ActionTable &a, const SimOptions &o, Shared &sh, int id, int64_t seed)
      : model_(m), actions_(a), opts_(o), shared_(sh), id_(id), ev_(m), en_(ev_, m.variables.size()), rng_(seed),
        count_(sh.counts[static_cast<size_t>(id)]) {
    eval::installEnabledHook(ev_, m.variables.size());
    eval::Evaluator::RunConfig rc;
    rc.mode = eval::TlcRunConfig::Mode::Simulate;
    rc.deadlock = o.checkDeadlock;
    rc.depth = o.depth;
    rc.seed = o.seed;
    rc.workers = o.workers;
    rc.traces = o.traces;
    ev_.setRunConfig(rc);
    ev_.setIo(o.io);
    ev_.setRandomSeed(o.seed); // TLC's RandomEnumerableValues: one generator per worker thread, seeded alike
    en_.setNextShortcut(o.warnings);
    en_.setIncompleteSuccessors(true); // SimulationWorker.addElement's isGoodState (check below)
    ev_.setStatsProbe(&probe_);
    cov_.resize(a.rows().size(), m.constraints.size(), m.actionConstraints.size());
    checks_.countInto(&cov_, o.costs);
    if (o.costs) {
      cov_.cost.resize(o.costs->model.size());
      ev_.setCostCounters(&cov_.cost);
    }
  }

  void run() {
    int64_t n = std::max(1, opts_.workers);
    for (int64_t k = 0; opts_.traces < 0 || k < opts_.traces; ++k) {
      int64_t index = id_ + k * n;
      if (index > shared_.stopAt.load() || stopped())
        return;
      ++started_;
      uint64_t startedAll = shared_.started.fetch_add(1, std::memory_order_relaxed) + 1;
      behaviourStart_ = generated_;
      if (behaviour(index))
        ended(k, steps_, startedAll);
      progressIfDue(shared_, opts_, static_cast<int>(n));
      if (shared_.release) { // -continue: this behaviour has ended
        std::lock_guard lock(shared_.releaseMutex);
        shared_.release->add(static_cast<size_t>(index), SimItem{true, generated_ - behaviourStart_, {}});
        shared_.release->finish(static_cast<size_t>(index));
      }
      if (problem_ && problem_->first == index && problem_->second.outcome != SimOutcome::LivenessViolated &&
          (opts_.traces < 0 || k + 1 < opts_.traces)) {
        // TLC's worker goes on with its next behaviour while the error is
        // being reported, and the coverage TLC prints includes it. Run that
        // one behaviour too, so that the coverage is TLC's. (A temporal
        // violation is found after the behaviour has ended: nothing follows.)
        continuing_ = true;
        ++started_;
        shared_.started.fetch_add(1, std::memory_order_relaxed);
        behaviour(index + n);
        continuing_ = false;
        return;
      }
    }
  }

  const CoverageCounts &coverage() const { return cov_; }
  uint64_t generated() const { return generated_; }
  uint64_t started() const { return started_; }
  uint64_t stepsTaken() const { return stepsTaken_; }
  // Per behaviour k of this worker (number id + k * workers): its length
  // when it ended without error, else 0 (kept with several workers only).
  const std::vector<uint32_t> &lengths() const { return lengths_; }
  std::optional<std::pair<int64_t, Problem>> &problem() { return problem_; }

private:
  // Behaviour k (of `length` states) ended without error, the `startedAll`-th
  // behaviour started: TLC's collectPostTrace, its length min(depth, level).
  void ended(int64_t k, int64_t length, uint64_t startedAll) {
    length = std::min(length, opts_.depth);
    {
      std::lock_guard lock(shared_.lengthsMutex);
      shared_.lengths.add(length, startedAll);
    }
    if (opts_.workers <= 1)
      return;
    if (lengths_.size() <= static_cast<size_t>(k))
      lengths_.resize(static_cast<size_t>(k) + 1, 0);
    lengths_[static_cast<size_t>(k)] = static_cast<uint32_t>(std::min<int64_t>(length, UINT32_MAX));
  }

  bool stopped() const {
    return shared_.exit.load(std::memory_order_relaxed) || (opts_.control && opts_.control->halted());
  }

  void report(int64_t index, Problem p) {
    if (continuing_)
      return;
    if (shared_.release) {
      std::lock_guard lock(shared_.releaseMutex);
      if (continuable(p.outcome)) { // -continue: handed on, and the next behaviour follows
        SimViolation v{p.outcome, std::move(p.property), std::move(p.steps), 0, 0,
                       ev_.registers()};
        shared_.release->add(static_cast<size_t>(index), SimItem{false, generated_ - behaviourStart_, std::move(v)});
        return;
      }
      shared_.release->limit(static_cast<size_t>(index)); // it stops the run: nothing after it is printed
    }
    if (!problem_ || index < problem_->first)
      problem_.emplace(index, std::move(p));
    int64_t cur = shared_.stopAt.load();
    while (index < cur && !shared_.stopAt.compare_exchange_weak(cur, index)) {
    }
  }

  // TLC's RecordValue(Action, context) of a step's action, the _action
  // field of the states TLCExt!Trace gives in simulation: its name, the
  // location of its definition (as TLCGet("spec") has it), and the values of
  // the definition's parameters.
  Value actionRecord(int action) {
    const TlcAction *a = nullptr;
    if (action >= 0)
      a = &actions_.next()[static_cast<size_t>(action)];
    else if (!actions_.init().empty())
      a = &actions_.init().back();
    return tlcActionRecord(model_, a);
  }

  // One behaviour; true when it ended without a problem (its last level in steps_).
  bool behaviour(int64_t index) {
    const auto &inits = shared_.inits;
    // TLCGet("action") reads the action of the state TLC evaluates in (s0).
    ActionRecordScope noAction(nullptr);
    auto actionOf = [this](int action) { eval::setCurrentActionRecord(shared_.actionRecords->of(action)); };
    SimTrace steps; // TLC's chain of the behaviour's states (its levels as getTrace leaves them)
    // TLCExt!Trace: Simulator.getTrace(s0), s0 the state evaluated in --
    // the successor being checked (its invariants, the state constraints)
    // or the current state (Next, the action properties and constraints).
    // getTrace relinks the chain and so changes the levels (sim_trace.h):
    // TLCGet("level") reads them from here on. The successor is left out
    // when it equals the current state (a stutter); else it is linked to
    // the trace's last state, its level one more.
    eval::ScopedTraceHook traceHook([this, &steps](std::vector<eval::TraceState> &out) {
      const bool inSuccessor = checking_.first && ev_.stateContext().cur == checking_.first->data();
      const std::vector<size_t> kept = steps.trace(steps.size() - 1);
      for (size_t i : kept)
        out.push_back({steps[i].state.data(), actionRecord(steps[i].action)});
      if (inSuccessor && !(*checking_.first == steps.back().state)) {
        out.push_back({checking_.first->data(), actionRecord(checking_.second)});
        if (checkingLevel_)
          *checkingLevel_ = steps[kept.back()].level + 1;
      }
    });
    size_t pick = static_cast<size_t>(std::floor(rng_.nextDouble() * static_cast<double>(inits.size())));
    steps.start(SimStep{inits[pick], -1, 1});
    const auto &acts = actions_.next();
    const int64_t len = static_cast<int64_t>(acts.size());
    struct Succ {
      std::vector<Value> state;
      int action;
      int64_t deferCall = -1; // TLCExt!TLCDefer: the call whose expression this successor carries
      JavaRandom randomBefore; // ...and the generator as its action's generation began
      int64_t level = 0; // set when it was generated (setPredecessor), relinked by a Trace in its checks
    };
    // TLCExt!TLCDefer: TLC sets the expression aside on the state object
    // being built; the object that becomes a successor carries the last one
    // set since the previous successor. Calls are numbered per generation.
    int64_t deferCalls = 0, deferPending = -1;
    const eval::Evaluator::DeferHook numbering = [&](const eval::NativeCall &) { deferPending = deferCalls++; };
    std::vector<Succ> nextStates;
    // No actions (SPECIFICATION Init: no next-state relation) is no exception:
    // TLC draws the action index and the prime, finds no successor and
    // reports a deadlock (or, with -deadlock, ends the trace).
    for (int64_t depth = 0; depth < opts_.depth; ++depth) {
      if ((!continuing_ && index > shared_.stopAt.load(std::memory_order_relaxed)) || stopped())
        return false;
      progressIfDue(shared_, opts_, std::max(1, opts_.workers));
      const SimStep &cur = steps.back();
      ev_.setLevel(cur.level);
      actionOf(cur.action); // Next is evaluated in the current state
      int64_t a = static_cast<int64_t>(std::floor(rng_.nextDouble() * static_cast<double>(len)));
      int64_t p = rng_.nextPrime();
      nextStates.clear();
      for (int64_t i = 0; i < len; ++i) {
        const TlcAction &act = acts[static_cast<size_t>(a)];
        deferCalls = 0;
        deferPending = -1;
        JavaRandom randomBefore = ev_.random();
        std::optional<eval::EvalError> genError;
        // TLC's SimulationWorker is the INextStateFunctor of the action's
        // generation: it checks each successor as it is generated, a
        // problem there ending the generation (a later successor's error,
        // Assert or Print is then never met).
        Problem prob;
        std::vector<Value> failed; // the successor the problem is in
        // SimulationWorker.addElement evaluates the constraints (isInModel,
        // isInActions) outside the try blocks of the invariants and action
        // properties: their error leaves getNextStates as the generation's
        // own would (simulateAndReport's catch: EC.GENERAL, the behaviour
        // to the current state).
        std::optional<eval::EvalError> constraintError;
        struct SuccessorStop {};
        auto check = [&](const std::vector<Value> &t) -> bool {
          const int64_t deferCall = deferPending;
          deferPending = -1;
          ++cov_.generated[act.row];
          ++generated_;
          count_.generated.store(generated_, std::memory_order_relaxed);
          if (opts_.control)
            opts_.control->addStates(1);
          checking_ = {&t, static_cast<int>(a)};
          // t.setPredecessor(s): its level, the current state's now plus one.
          int64_t tLevel = steps.back().level + 1;
          checkingLevel_ = &tLevel;
          if (incompleteState(t)) { // isGoodState: the first check, before the invariants
            checking_ = {};
            checkingLevel_ = nullptr;
            prob.outcome = SimOutcome::SuccessorIncomplete;
            failed = t;
            return false;
          }
          bool inConstraints = false;
          try {
            ev_.setLevel(tLevel);
            SourceRange where;
            // TLCGet("action"): the invariants and state constraints are
            // evaluated in the successor, a step's formulas in the current state.
            actionOf(static_cast<int>(a));
            const std::string *bad = checks_.violatedInvariant(t, &where);
            const std::string *badAct = nullptr;
            if (!bad) {
              actionOf(cur.action);
              ev_.setLevel(cur.level); // TLCGet("level") too: a step is evaluated in the current state
              badAct = checks_.violatedActionProperty(cur.state.data(), t);
            }
            if (bad) {
              prob.outcome = SimOutcome::InvariantViolated;
              prob.property = *bad;
              prob.propertyRange = where;
            } else if (badAct) {
              prob.outcome = SimOutcome::ActionPropertyViolated;
              prob.property = *badAct;
            } else {
              inConstraints = true;
              SearchStepPick pick(eval::StepPick::Checker::Simulator, ev_, cur.state.data(), t, cur.level);
              pick.setAction(&act);
              // TLC: isInModel(s1) && isInActions(s0, s1): the state
              // constraints first, the action constraints only if they hold.
              actionOf(static_cast<int>(a));
              ev_.setLevel(tLevel);
              bool inModel = checks_.satisfiesConstraints(t);
              actionOf(cur.action);
              ev_.setLevel(cur.level);
              if (inModel && checks_.satisfiesActionConstraints(cur.state.data(), t, &pick)) {
                ++cov_.distinct[act.row];
                nextStates.push_back(Succ{t, static_cast<int>(a), deferCall, randomBefore, tLevel});
              }
            }
          } catch (const eval::EvalError &e) {
            if (inConstraints) {
              constraintError = e;
            } else if (const std::string *name = checks_.failedActionProperty()) {
              prob.outcome = SimOutcome::EvalErrorInvariant;
              prob.error = e;
              prob.property = *name;
              prob.errorInActionProperty = true;
            } else {
              prob.outcome = SimOutcome::EvalErrorInvariant;
              prob.error = e;
            }
          }
          ev_.setLevel(cur.level);
          actionOf(cur.action);
          checking_ = {};
          checkingLevel_ = nullptr;
          if (prob.outcome == SimOutcome::Success && !constraintError)
            return true;
          failed = t;
          return false;
        };
        ev_.setDeferHook(&numbering);
        try {
          eval::CostScope scope(ev_, opts_.costs ? opts_.costs->rows[act.row] : nullptr);
          en_.actionSuccessors(cur.state.data(), act.expr, act.env, act.inst,
                               [&](const std::vector<Value> &t, const eval::ActionLabel &) {
                                 // Checked outside the expression being
                                 // enumerated; the enumeration then goes on.
                                 const eval::Evaluator::StateContext enumerating = ev_.stateContext();
                                 const eval::RunFrame *frames = ev_.runFrames();
                                 ev_.runFrames() = nullptr;
                                 ev_.setDeferHook(nullptr);
                                 bool go;
                                 {
                                   eval::CostScope outside(ev_, nullptr);
                                   go = check(t);
                                 }
                                 ev_.setDeferHook(&numbering);
                                 ev_.runFrames() = frames;
                                 ev_.setStateContext(enumerating);
                                 if (!go)
                                   throw SuccessorStop{};
                               });
        } catch (const SuccessorStop &) {
        } catch (const eval::EvalError &e) {
          genError = e;
        }
        if (constraintError)
          genError = std::move(constraintError);
        ev_.setDeferHook(nullptr);
        ev_.setLevel(cur.level);
        if (prob.outcome != SimOutcome::Success) {
          prob.steps = steps.errorTraceAtSuccessor(SimStep{std::move(failed), static_cast<int>(a), 0});
          report(index, std::move(prob));
          return false;
        }
        if (genError) {
          Problem prob;
          prob.outcome = SimOutcome::EvalErrorNext;
          prob.error = *genError;
          prob.steps = steps.traceStates(steps.size() - 1);
          report(index, std::move(prob));
          return false;
        }
        if (ev_.exitRequested())
          break;
        if (!nextStates.empty())
          break;
        a = (a + p) % len;
      }
      if (ev_.exitRequested()) {
        shared_.exit.store(true);
        return false;
      }
      if (nextStates.empty()) {
        if (opts_.checkDeadlock) {
          Problem prob;
          prob.outcome = SimOutcome::Deadlock;
          prob.steps = steps.traceStates(steps.size() - 1);
          report(index, std::move(prob));
          return false;
        }
        break;
      }
      size_t chosen = static_cast<size_t>(std::floor(rng_.nextDouble() * static_cast<double>(nextStates.size())));
      const int64_t level = nextStates[chosen].level;
      if (nextStates[chosen].deferCall >= 0) {
        const Succ &c = nextStates[chosen];
        try {
          ev_.setLevel(level);
          runDeferred(cur.state, c.state, acts[static_cast<size_t>(c.action)], c.deferCall, c.randomBefore);
          ev_.setLevel(cur.level);
        } catch (const eval::EvalError &e) {
          Problem prob;
          prob.outcome = SimOutcome::EvalErrorNext;
          prob.error = e;
          prob.steps = steps.traceStates(steps.size() - 1);
          report(index, std::move(prob));
          return false;
        }
      }
      steps.add(SimStep{std::move(nextStates[chosen].state), nextStates[chosen].action, level});
      ++stepsTaken_;
    }
    eval::setCurrentActionRecord(nullptr);
    if (opts_.checkLiveness && !model_.properties.empty() && !model_.livenessParts.empty()) {
      try {
        // LiveCheck1.checkTrace takes SimulationWorker.getTrace() (its
        // supplier, asked for only when there are temporal properties):
        // stuttering dropped, and the levels -- TLCGet("level") in the
        // properties, the length in the statistics -- as it leaves them.
        if (std::optional<TraceLasso> bad = liveness_.check(steps.traceStates(steps.size() - 1))) {
          Problem prob;
          prob.outcome = SimOutcome::LivenessViolated;
          prob.property = model_.livenessPartNames[bad->property];
          prob.propertyRange = model_.livenessParts[bad->property].expr->range;
          prob.steps = std::move(bad->states);
          prob.stutteringTail = bad->stutters;
          prob.loopStart = bad->loopStart;
          prob.loopAction = bad->loopAction;
          report(index, std::move(prob));
          return false;
        }
      } catch (const eval::EvalError &e) {
        // LiveCheck.checkTrace's EvalException leaves simulateRandomTrace:
        // simulateAndReport's catch makes it an unexpected exception
        // (EC.GENERAL, 255) with the behaviour, as an error in Next.
        Problem prob;
        prob.outcome = SimOutcome::EvalErrorNext;
        prob.error = e;
        prob.steps = steps.traceStates(steps.size() - 1);
        report(index, std::move(prob));
        return false;
      }
    }
    steps_ = steps.back().level;
    return true;
  }

  // TLCExt!TLCDefer: evaluates the deferred expression of call `call` of
  // `act`'s generation from `from`, with `to` (the chosen successor) as the
  // next state, as TLC's execCallable does once the successor is chosen.
  // The expression's bindings live while the action is enumerated, so the
  // generation is replayed up to that call, its own effects silenced: Print
  // output dropped, the generator and TLCSet registers put back.
  void runDeferred(const std::vector<Value> &from, const std::vector<Value> &to, const TlcAction &act, int64_t call,
                   const JavaRandom &randomBefore) {
    struct Evaluated {};
    JavaRandom randomAfter = ev_.random();
    eval::Evaluator::Registers registers = ev_.registers();
    std::optional<eval::Evaluator::Registers> result;
    const eval::RunIo *io = &ev_.io();
    eval::RunIo silent = *io;
    silent.print = [](std::string_view) {};
    int64_t calls = 0;
    std::vector<uint8_t> allAssigned(to.size(), 1);
    const eval::Evaluator::DeferHook replay = [&](const eval::NativeCall &c) {
      if (calls++ != call)
        return;
      auto [next, assigned] = ev_.nextState();
      eval::Evaluator::Registers during = ev_.registers();
      ev_.setRegisters(registers);
      ev_.setIo(io);
      ev_.setNext(to.data(), allAssigned.data());
      try {
        for (size_t i = 0; i < c.argCount(); ++i)
          c.arg(i);
      } catch (...) {
        ev_.setNext(next, assigned);
        throw;
      }
      result = ev_.registers();
      ev_.setNext(next, assigned);
      throw Evaluated{};
    };
    auto restore = [&] {
      ev_.setDeferHook(nullptr);
      ev_.setIo(io);
      ev_.random() = randomAfter;
      ev_.setRegisters(result ? *result : registers);
    };
    ev_.random() = randomBefore;
    ev_.setIo(&silent);
    ev_.setDeferHook(&replay);
    try {
      en_.actionSuccessors(from.data(), act.expr, act.env, act.inst,
                           [](const std::vector<Value> &, const eval::ActionLabel &) {});
    } catch (const Evaluated &) {
    } catch (...) {
      restore();
      throw;
    }
    restore();
  }

  const model::SpecModel &model_;
  const ActionTable &actions_;
  const SimOptions &opts_;
  Shared &shared_;
  int id_;
  eval::Evaluator ev_;
  eval::Enumerator en_;
  TraceLiveness liveness_{model_, ev_};
  JavaRandom rng_;
  WorkerCount &count_;
  CoverageCounts cov_;
  uint64_t generated_ = 0;
  int64_t steps_ = 0; // the last level of the behaviour that last ended without a problem
  std::vector<uint32_t> lengths_;
  uint64_t started_ = 0;
  uint64_t stepsTaken_ = 0;
  uint64_t behaviourStart_ = 0; // generated_ when the current behaviour began
  bool continuing_ = false; // the behaviour after an error (counted, not checked)
  std::pair<const std::vector<Value> *, int> checking_{}; // the successor whose invariants are being checked, its action
  int64_t *checkingLevel_ = nullptr; // ...and its level (a Trace evaluated in it relinks it)
  std::optional<std::pair<int64_t, Problem>> problem_;
  StateChecks checks_{model_, ev_};
  // What TLCGet("stats") and its counters read in this worker (TLC's
  // Simulator: every worker's generated states, the behaviours begun; as
  // "diameter" this worker's behaviours).
  struct Probe final : eval::Evaluator::StatsProbe {
    const SimWorker &w;
    explicit Probe(const SimWorker &worker) : w(worker) {}
    eval::Evaluator::RunStats read() const override {
      eval::Evaluator::RunStats s;
      s.simulation = true;
      s.generated = static_cast<int64_t>(w.shared_.initGenerated);
      for (int i = 0; i < std::max(1, w.opts_.workers); ++i)
        s.generated += static_cast<int64_t>(w.shared_.counts[static_cast<size_t>(i)].generated.load(std::memory_order_relaxed));
      s.traces = static_cast<int64_t>(w.shared_.started.load(std::memory_order_relaxed));
      s.diameter = static_cast<int64_t>(w.started_);
      s.worker = w.id_;
      return s;
    }
  } probe_{*this};
};

} // namespace

SimResult runSimulation(const model::SpecModel &model, const ActionTable &actions, const SimOptions &options) {
  SimResult r;
  r.strings = model.strings;
  r.coverage.resize(actions.rows().size(), model.constraints.size(), model.actionConstraints.size());
  if (options.costs)
    r.coverage.cost.resize(options.costs->model.size());
  Shared shared;

  // Random constants, assumptions and initial states, in the main thread,
  // drawing from one generator (as TLC's main thread does).
  eval::Evaluator ev(model);
  eval::installEnabledHook(ev, model.variables.size());
  eval::Enumerator en(ev, model.variables.size());
  ev.setRandomSeed(options.seed);
  ev.setIo(options.io);
  // TLCGet("stats") in ASSUME and Init: TLC's Simulator before any worker
  // (the initial states generated so far, no behaviour).
  std::vector<std::vector<Value>> inits;
  struct InitProbe final : eval::Evaluator::StatsProbe {
    const std::vector<std::vector<Value>> &inits;
    explicit InitProbe(const std::vector<std::vector<Value>> &i) : inits(i) {}
    eval::Evaluator::RunStats read() const override {
      eval::Evaluator::RunStats s;
      s.simulation = true;
      s.generated = static_cast<int64_t>(inits.size());
      return s;
    }
  } initProbe{inits};
  ev.setStatsProbe(&initProbe);
  // A budget or stop token halts the search inside one huge value or long
  // evaluation too: eval() and the loops that build large values poll the
  // halt flag (value/interrupt.h), here and in every worker (SimWorker::run).
  const std::atomic<bool> *haltFlag = options.control ? &options.control->halt : nullptr;
  val::InterruptScope interruptible(haltFlag);
  eval::Evaluator::ConstantValues randomConstants;
  if (options.startup) { // the run evaluated them (and the split of Next drew after them)
    ev.takeUp(*options.startup);
    randomConstants = options.startup->constants;
  } else {
    try {
      randomConstants = ev.evalStartupConstants();
    } catch (const val::Interrupted &) {
      r.stopped = true;
      return r;
    }
  }
  for (const ast::AssumeUnit *a : model.assumptions) {
    try {
      ev.setState(nullptr);
      ev.setNext(nullptr, nullptr);
      if (!ev.evalBool(a->body, nullptr, nullptr)) {
        r.outcome = SimOutcome::AssumptionFalse;
        r.propertyRange = a->body->range;
        return r;
      }
    } catch (const eval::EvalError &e) {
      r.outcome = SimOutcome::EvalErrorInit;
      r.error = e;
      r.errorInAssumption = true;
      r.propertyRange = a->body->range;
      return r;
    } catch (const val::Interrupted &) {
      r.stopped = true;
      return r;
    }
  }
  if (model.constantOnly)
    return r;

  try {
    ev.setLevel(0);
    if (options.costs)
      ev.setCostCounters(&r.coverage.cost);
    en.setIncompleteInitialStates(true); // collected as they are, for isGoodState below
    en.initialStates(
        model.init, [&](const std::vector<Value> &s, const eval::ActionLabel &) { inits.push_back(s); },
        options.costs ? &options.costs->init : nullptr);
    en.setIncompleteInitialStates(false);
  } catch (const eval::EvalError &e) {
    en.setIncompleteInitialStates(false);
    r.outcome = SimOutcome::EvalErrorInit;
    r.error = e;
    return r;
  } catch (const val::Interrupted &) {
    r.generated = inits.size();
    r.stopped = true;
    return r;
  }
  r.initStates = inits.size();
  r.generated = inits.size();
  r.coverage.initGenerated = inits.size();
  // Each initial state is checked; those in the model are the starts.
  StateChecks checks(model, ev);
  checks.countInto(&r.coverage, options.costs);
  shared.actionRecords.emplace(model, actions);
  std::optional<ActionRecordScope> initAction;
  initAction.emplace(shared.actionRecords->of(-1)); // TLC's initial states carry the init action
  for (std::vector<Value> &s : inits) {
    // Simulator's isGoodState, before the state's invariants.
    if (incompleteState(s)) {
      r.outcome = SimOutcome::InitialStateIncomplete;
      r.trace.push_back(SimStep{s, -1, 1});
      return r;
    }
    try {
      ev.setLevel(1);
      SourceRange where;
      if (const std::string *bad = checks.violatedInvariant(s, &where)) {
        r.outcome = SimOutcome::InitInvariantViolated;
        r.property = *bad;
        r.propertyRange = where;
        r.trace.push_back(SimStep{s, -1, 1});
        return r;
      }
      if (checks.satisfiesConstraints(s))
        shared.inits.push_back(s);
    } catch (const eval::EvalError &e) {
      r.outcome = SimOutcome::EvalErrorInit;
      r.error = e;
      r.trace.push_back(SimStep{s, -1, 1});
      return r;
    }
  }
  initAction.reset();
  if (shared.inits.empty()) {
    r.outcome = SimOutcome::NoInitialStates;
    return r;
  }
  if (options.onInitDone)
    options.onInitDone(r.initStates);
  // -continue: the violations handed on in the behaviours' order, each with
  // the states generated up to it (the initial states, the behaviours
  // before it, and its own up to the violation).
  uint64_t releasedGenerated = r.generated;
  if (options.continueOnViolation)
    shared.release.emplace([&](size_t slot, SimItem &item) {
      if (item.end) {
        releasedGenerated += item.generated;
        return;
      }
      item.violation.generated = releasedGenerated + item.generated;
      item.violation.traces = slot + 1;
      if (options.onViolation)
        options.onViolation(item.violation);
    });

  // TLC seeds worker i with the i-th nextLong of a generator seeded with -seed.
  int n = std::max(1, options.workers);
  shared.initGenerated = r.generated;
  shared.counts = std::make_unique<WorkerCount[]>(static_cast<size_t>(n));
  JavaRandom master(options.seed);
  std::vector<std::unique_ptr<SimWorker>> workers;
  for (int i = 0; i < n; ++i) {
    workers.push_back(std::make_unique<SimWorker>(model, actions, options, shared, i, master.nextLong()));
    workers.back()->evaluator().presetConstants(randomConstants);
  }
  shared.initCoverage = &r.coverage;
  for (auto &w : workers)
    shared.workerCoverage.push_back(&w->coverage());
  if (n == 1) {
    eval::haltOnAllocationFailure([&] { workers[0]->run(); });
  } else {
    std::vector<eval::LargeStackThread> threads;
    std::vector<int> unstarted; // workers the system gave no thread: run here
    std::atomic<int> running{0};
    for (int i = 1; i < n; ++i) {
      running.fetch_add(1);
      if (!startThread(threads, [&workers, &running, i, haltFlag] {
            val::InterruptScope interruptibleWorker(haltFlag);
            eval::haltOnAllocationFailure([&] { workers[static_cast<size_t>(i)]->run(); });
            running.fetch_sub(1);
          })) {
        running.fetch_sub(1);
        unstarted.push_back(i);
      }
    }
    eval::haltOnAllocationFailure([&] {
      workers[0]->run();
      for (int i : unstarted)
        workers[static_cast<size_t>(i)]->run();
    });
    // The progress report goes on while the other workers finish.
    while (options.onProgress && running.load() > 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
      progressIfDue(shared, options, n);
    }
    for (auto &t : threads)
      t.join();
  }

  if (shared.release) { // behaviours left unfinished (a stop): what waits goes now
    std::lock_guard lock(shared.releaseMutex);
    shared.release->drain();
  }

  std::optional<std::pair<int64_t, Problem>> first;
  for (auto &w : workers) {
    r.coverage.merge(w->coverage());
    r.generated += w->generated();
    r.traces += w->started();
    r.steps += w->stepsTaken();
    auto &p = w->problem();
    if (p && (!first || p->first < first->first))
      first = std::move(p);
  }
  // The lengths' statistics: one worker's as they ended; several workers'
  // in the order of the behaviours (behaviour k of worker w is number
  // w + k * workers), each divided as when it is the one worker's.
  if (n == 1) {
    r.lengths = shared.lengths;
  } else {
    size_t most = 0;
    for (auto &w : workers)
      most = std::max(most, w->lengths().size());
    for (size_t k = 0; k < most; ++k)
      for (int w = 0; w < n; ++w) {
        const std::vector<uint32_t> &ls = workers[static_cast<size_t>(w)]->lengths();
        if (k < ls.size() && ls[k] > 0)
          r.lengths.add(ls[k], k * static_cast<uint64_t>(n) + static_cast<uint64_t>(w) + 1);
      }
  }
  r.exitRequested = shared.exit.load();
  r.stopped = options.control && options.control->halted();
  r.registers = workers[0]->evaluator().registers();
  if (first) {
    Problem &p = first->second;
    r.outcome = p.outcome;
    r.property = std::move(p.property);
    r.propertyRange = p.propertyRange;
    r.errorInActionProperty = p.errorInActionProperty;
    r.error = std::move(p.error);
    r.stutteringTail = p.stutteringTail;
    r.loopStart = p.loopStart;
    r.loopAction = p.loopAction;
    r.trace = std::move(p.steps);
  }
  return r;
}

} // namespace tlacore::explore
