// Level-synchronous parallel BFS: the workers expand one BFS level at a
// time, sharing the fingerprint set; new states are merged after each level
// in worker order. Counts (generated, distinct, depth) do not depend on the
// number of workers, and every trace is a shortest one.
#include "bfs.h"

#include <algorithm>
#include <atomic>
#include <deque>
#include <chrono>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <xxhash.h>

#include "fingerprint_set.h"
#include "live/live_atoms.h"
#include "live/live_check.h"
#include "state_checks.h"
#include "tlc_actions.h"
#include "worker_threads.h"
#include "eval/memory_reserve.h"
#include "value/interrupt.h"
#include "value/permute.h"
#include "value/symmetry_hash.h"
#include "value/set_ops.h"
#include "eval/stack_guard.h"

namespace tlacore::explore {

using val::Value;

uint64_t fingerprint(const std::vector<Value> &state) {
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

namespace {

// What is kept of a distinct state: its values only while it is on the
// frontier; afterwards its fingerprint, parent and action, from which a
// trace is rebuilt by re-running the enumeration (as TLC does).
struct StateRec {
  std::vector<Value> vars;
  uint32_t parent;
  eval::ActionLabel label;
  uint64_t concreteFp = 0; // fingerprint of these very values (no VIEW/SYMMETRY)
  uint64_t fp = 0;         // the fingerprint states are told apart by (VIEW/SYMMETRY)
};

// The states by fingerprint, for resolving the steps of the behaviour graph
// (an open-addressing table: millions of lookups in a row).
class StateIndex {
public:
  explicit StateIndex(size_t n) {
    size_t size = 16;
    while (size < 2 * n)
      size *= 2;
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
  std::vector<Slot> slots_;
};

// What a worker records of the behaviour graph for liveness checking: for
// each state it expands, the bits of the state atoms and its steps (to a
// fingerprint, with the bits of the step atoms), its stuttering step last.
struct LiveLog {
  std::vector<uint32_t> state;
  std::vector<uint64_t> stateBits;
  std::vector<uint32_t> firstEdge;
  std::vector<uint64_t> edgeFp;
  std::vector<uint64_t> edgeBits;
};

// What a worker found while expanding part of a level.
struct LevelOutput {
  std::vector<StateRec> fresh;
  uint64_t generated = 0;
  bool stop = false;
  Outcome outcome = Outcome::Success;
  std::string property;
  eval::EvalError error;
  // The state the problem was found in: an index into `fresh` (new state)
  // or a global index (deadlock, error while expanding).
  bool inFresh = false;
  size_t where = 0;
  size_t current = 0; // position in the frontier of the state being expanded
  // Expanded states by the number of new states their successors brought
  // (index: that number), for TLC's outdegree statistics.
  std::vector<uint64_t> outDegree;
  size_t expanded = 0; // states whose successors were all generated
};

// One worker's evaluator and enumerator.
class Worker {
public:
  explicit Worker(const model::SpecModel &m) : model_(m), ev_(m), en_(ev_, m.variables.size()), checks_(m, ev_) {
    eval::installEnabledHook(ev_, m.variables.size());
  }

  eval::Evaluator &evaluator() { return ev_; }
  eval::Enumerator &enumerator() { return en_; }
  StateChecks &checks() { return checks_; }

  void enableLiveness(const live::LiveFormula &f) {
    atoms_ = std::make_unique<live::AtomEvaluator>(f, ev_, model_.variables.size());
  }
  bool liveness() const { return atoms_ != nullptr; }
  LiveLog &liveLog() { return log_; }

  // Records state `idx` (values `cur`, successors `succs`) before its steps are added.
  void logState(uint32_t idx, const Value *cur, const std::vector<const std::vector<Value> *> &succs) {
    size_t w = atoms_->words();
    log_.state.push_back(idx);
    log_.firstEdge.push_back(static_cast<uint32_t>(log_.edgeFp.size()));
    log_.stateBits.resize(log_.stateBits.size() + w);
    atoms_->stateBits(cur, succs, log_.stateBits.data() + log_.stateBits.size() - w);
  }
  // The step cur -> next; `byNext`: next is one of cur's successors (not the stuttering step).
  void logStep(const Value *cur, const Value *next, uint64_t nextFp, bool byNext) {
    size_t w = atoms_->words();
    log_.edgeFp.push_back(nextFp);
    log_.edgeBits.resize(log_.edgeBits.size() + w);
    atoms_->stepBits(cur, next, byNext, log_.edgeBits.data() + log_.edgeBits.size() - w);
  }

  uint64_t fp(const std::vector<Value> &s) {
    if (model_.view) {
      ev_.setState(s.data());
      ev_.setNext(nullptr, nullptr);
      return ev_.evalDefinition(model_.view->symbol).hash();
    }
    if (!model_.symmetry)
      return fingerprint(s);
    // SYMMETRY: the smallest fingerprint over the permuted states, so that
    // all states of one orbit share a fingerprint.
    if (!symmetry_) {
      ev_.setState(nullptr);
      ev_.setNext(nullptr, nullptr);
      Value perms = val::normalize(ev_.evalDefinition(model_.symmetry->symbol));
      if (perms.isError())
        ev_.fail("The SYMMETRY definition is not a finite set of permutations", model_.symmetry->range);
      std::vector<val::Permutation> gens;
      for (const Value &f : perms.elems()) {
        val::Permutation p;
        if (!val::toPermutation(f, p))
          ev_.fail("The SYMMETRY set contains a value that is not a permutation: " + val::toString(f),
                   model_.symmetry->range);
        gens.push_back(std::move(p));
      }
      // TLC reduces by the group the given permutations generate.
      std::vector<val::Permutation> group;
      for (val::Permutation &p : val::generateGroup(gens))
        if (!p.empty()) // the identity: fingerprint(s) below
          group.push_back(std::move(p));
      symmetry_ = std::make_unique<val::SymmetryHasher>(group);
    }
    uint64_t best = fingerprint(s);
    size_t n = symmetry_->size();
    // permuted_[i * s.size() + v]: the hash of variable v under permutation i.
    permuted_.resize(n * s.size());
    column_.resize(n);
    for (size_t v = 0; v < s.size(); ++v) {
      symmetry_->hashes(s[v], column_.data());
      for (size_t i = 0; i < n; ++i)
        permuted_[i * s.size() + v] = column_[i];
    }
    for (size_t i = 0; i < n; ++i)
      best = std::min(best, XXH3_64bits(permuted_.data() + i * s.size(), s.size() * sizeof(uint64_t)));
    return best;
  }

  // Coverage (-coverage): counts per row of `actions`.
  void countCoverage(const ActionTable &actions, const CostRoots *costs) {
    actions_ = &actions;
    cov_.resize(actions.rows().size(), model_.constraints.size(), model_.actionConstraints.size());
    costs_ = costs;
    checks_.countInto(&cov_, costs);
    if (costs) {
      cov_.cost.resize(costs->model.size());
      ev_.setCostCounters(&cov_.cost);
    }
  }
  const CostRoots *costs() const { return costs_; }
  // The cost-model root of `roots[i]` when counting expressions.
  const eval::CostNode *root(const std::vector<const eval::CostNode *> CostRoots::*roots, size_t i) const {
    return costs_ ? (costs_->*roots)[i] : nullptr;
  }
  bool counting() const { return actions_ != nullptr; }
  CoverageCounts &coverage() { return cov_; }

  // The successors of `cur`: by Next, or, when counting coverage, per TLC
  // action (as TLC generates them), each one's coverage row in `rows`.
  void successors(const Value *cur, std::vector<std::pair<std::vector<Value>, eval::ActionLabel>> &succs,
                  std::vector<size_t> &rows) {
    if (!actions_) {
      en_.successors(cur, model_.next, model_.nextSymbol,
                     [&](const std::vector<Value> &s, const eval::ActionLabel &l) { succs.emplace_back(s, l); });
      return;
    }
    rows.clear();
    for (const TlcAction &a : actions_->next()) {
      eval::ActionLabel label{a.name, a.location};
      eval::CostScope scope(ev_, costs_ ? costs_->rows[a.row] : nullptr);
      en_.actionSuccessors(cur, a.expr, a.env, a.inst, [&](const std::vector<Value> &s, const eval::ActionLabel &) {
        succs.emplace_back(s, label);
        rows.push_back(a.row);
      });
    }
  }

private:
  const model::SpecModel &model_;
  eval::Evaluator ev_;
  eval::Enumerator en_;
  StateChecks checks_;
  std::unique_ptr<val::SymmetryHasher> symmetry_;
  std::vector<uint64_t> permuted_, column_;
  std::unique_ptr<live::AtomEvaluator> atoms_;
  LiveLog log_;
  const ActionTable *actions_ = nullptr; // counting coverage
  const CostRoots *costs_ = nullptr;     // counting expressions too
  CoverageCounts cov_;
};

class Bfs {
public:
  Bfs(const model::SpecModel &m, const CheckOptions &o)
      : model_(m), opts_(o), seen_(FingerprintSetOptions{64, o.fingerprintBudgetBytes, o.spillDir}) {
    int n = std::max(1, o.workers);
    for (int i = 0; i < n; ++i) {
      workers_.push_back(std::make_unique<Worker>(m));
      workers_.back()->evaluator().setRandomSeed(o.seed);
      workers_.back()->evaluator().setIo(o.io);
      workers_.back()->enumerator().setNextShortcut(o.warnings);
      if (o.coverage)
        workers_.back()->countCoverage(*o.coverage, o.costs);
    }
  }

  FingerprintSetStats fingerprintStats() const { return seen_.stats(); }

  CheckResult run() {
    // As TLC: the random constants, then the ASSUMEs, then the initial
    // states draw from one generator seeded with the run's seed (the
    // constructor's); the constants' values are given to every worker.
    eval::Evaluator::ConstantValues randomConstants = workers_[0]->evaluator().evalRandomConstants();
    for (size_t wi = 1; wi < workers_.size(); ++wi)
      workers_[wi]->evaluator().presetConstants(randomConstants);
    if (!checkAssumptions())
      return result_;
    initRandom_ = workers_[0]->evaluator().random();
    if (model_.constantOnly)
      return finish();
    if (!prepareLiveness())
      return finish();
    if (!initial())
      return finish();
    // Registers set while the initial states were computed: TLC sets them
    // from its main thread, for every worker.
    for (size_t wi = 1; wi < workers_.size(); ++wi)
      workers_[wi]->evaluator().setRegisters(workers_[0]->evaluator().registers());
    if (workers_[0]->evaluator().exitRequested()) // TLCSet("exit", TRUE) while the initial states were checked
      exit_.store(true, std::memory_order_relaxed), result_.queueLeft = frontier_.size();
    else
      explore();
    if (result_.outcome == Outcome::Success && live_ && (frontier_.empty() || exit_.load()))
      checkLiveness(true);
    return finish();
  }

private:
  CheckResult finish() {
    result_.distinct = states_.size();
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
    return result_;
  }

  bool checkAssumptions() {
    eval::Evaluator &ev = workers_[0]->evaluator();
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
      }
    }
    return true;
  }

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
    for (auto &w : workers_)
      w->enableLiveness(*live_);
    return true;
  }

  // fn(worker, begin, end) over chunks of [0, n) on all workers' threads.
  template <typename Fn>
  void inParallel(size_t n, size_t chunk, const Fn &fn) {
    std::atomic<size_t> next{0};
    auto work = [&](size_t wi) {
      val::InterruptScope interruptible(haltFlag());
      eval::haltOnAllocationFailure([&] {
        for (size_t b; (b = next.fetch_add(chunk)) < n;)
          fn(wi, b, std::min(b + chunk, n));
      });
    };
    std::vector<eval::LargeStackThread> threads;
    for (size_t wi = 1; wi < workers_.size() && wi * chunk < n; ++wi)
      if (!startThread(threads, [&work, wi] { work(wi); }))
        break; // the threads started claim the rest
    work(0);
    for (auto &t : threads)
      t.join();
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
        ++out;
      }
      begin = end;
    }
    g.edgeStart[n] = static_cast<uint32_t>(out);
    g.edgeTarget.resize(out);
    g.edgeBits.resize(out * words);
  }

  // The behaviour graph from the workers' logs, then the search for a
  // fair cycle that violates a property. Before the search is complete
  // (`complete` false) the graph holds the states expanded so far: a cycle
  // among them is a real one, since their steps and ENABLED bits are known.
  bool checkLiveness(bool complete) {
    live::BehaviorGraph g;
    size_t words = 1;
    for (auto &w : workers_)
      if (!w->liveLog().state.empty())
        words = w->liveLog().stateBits.size() / w->liveLog().state.size();
    g.words = words;
    size_t n = states_.size();
    StateIndex byFp(n);
    for (uint32_t i = 0; i < n; ++i) {
      byFp.add(states_[i].fp, i);
      if (states_[i].parent == UINT32_MAX)
        g.initial.push_back(i);
    }
    // Where each state's record is: (worker, position in its log).
    std::vector<std::pair<uint32_t, uint32_t>> where(n, {UINT32_MAX, 0});
    for (uint32_t wi = 0; wi < workers_.size(); ++wi) {
      const LiveLog &log = workers_[wi]->liveLog();
      for (uint32_t k = 0; k < log.state.size(); ++k)
        where[log.state[k]] = {wi, k};
    }
    // The steps of state i go to edgeStart[i]...: offsets from the logs'
    // counts, then the bits copied and the targets resolved on all workers.
    auto logEdges = [&](uint32_t i) -> std::pair<size_t, size_t> {
      auto [wi, k] = where[i];
      if (wi == UINT32_MAX)
        return {0, 0}; // not expanded yet: no steps known, so on no cycle
      const LiveLog &log = workers_[wi]->liveLog();
      return {log.firstEdge[k], k + 1 < log.state.size() ? log.firstEdge[k + 1] : log.edgeFp.size()};
    };
    g.edgeStart.resize(n + 1);
    g.edgeStart[0] = 0;
    for (uint32_t i = 0; i < n; ++i) {
      auto [b, e] = logEdges(i);
      g.edgeStart[i + 1] = g.edgeStart[i] + static_cast<uint32_t>(e - b);
    }
    g.stateBits.assign(n * words, 0);
    g.edgeTarget.resize(g.edgeStart[n]);
    g.edgeBits.resize(size_t(g.edgeStart[n]) * words);
    std::atomic<bool> unresolved{false};
    inParallel(n, 4096, [&](size_t, size_t from, size_t to) {
      for (uint32_t i = static_cast<uint32_t>(from); i < to; ++i) {
        auto [wi, k] = where[i];
        if (wi == UINT32_MAX)
          continue;
        const LiveLog &log = workers_[wi]->liveLog();
        std::copy_n(log.stateBits.begin() + static_cast<ptrdiff_t>(k * words), words,
                    g.stateBits.begin() + static_cast<ptrdiff_t>(i * words));
        auto [b, e] = logEdges(i);
        for (size_t x = b, out = g.edgeStart[i]; x < e; ++x, ++out) {
          g.edgeTarget[out] = byFp.find(log.edgeFp[x]);
          if (g.edgeTarget[out] == UINT32_MAX)
            unresolved.store(true, std::memory_order_relaxed);
          std::copy_n(log.edgeBits.begin() + static_cast<ptrdiff_t>(x * words), words,
                      g.edgeBits.begin() + static_cast<ptrdiff_t>(out * words));
        }
      }
    });
    if (unresolved.load())
      dropUnresolvedEdges(g);
    if (complete)
      for (auto &w : workers_)
        w->liveLog() = LiveLog{};
    result_.livenessStates = n;
    result_.livenessPartial = !complete;
    result_.livenessBranches = live::tableauCount(*live_);
    std::optional<live::Lasso> lasso =
        live::findLivenessViolation(*live_, g, static_cast<unsigned>(workers_.size()));
    if (!lasso)
      return false;
    result_.outcome = Outcome::LivenessViolated;
    result_.property = model_.livenessPartNames[lasso->property];
    result_.loopStart = lasso->loopStart;
    result_.stutters = lasso->stutters;
    result_.livenessSafety = lasso->safety;
    if (lasso->safety) {
      rebuild(lasso->states, false, result_.trace);
      return true;
    }
    // The closing step too: with a VIEW the state it reaches may differ
    // from (be only equivalent to) the one the loop goes back to.
    std::vector<uint32_t> path = lasso->states;
    if (!lasso->stutters)
      path.push_back(lasso->states[lasso->loopStart]);
    rebuild(path, false, result_.trace);
    if (!lasso->stutters && result_.trace.size() == path.size()) {
      result_.loopBackState = std::move(result_.trace.back().state);
      result_.trace.pop_back();
    }
    return true;
  }

  // The values of a path of states (by index; each a successor of the one
  // before), rebuilt by re-running the enumeration from the initial states
  // for those whose values are no longer kept. A state of the BFS tree is
  // found by the fingerprint of its very values (`concrete`); one reached
  // through another edge of the graph (a liveness lasso) by the fingerprint
  // states are told apart by (with SYMMETRY or VIEW, an equivalent one).
  void rebuild(const std::vector<uint32_t> &path, bool concrete, std::vector<TraceStep> &out) {
    Worker &w = *workers_[0];
    std::vector<Value> cur;
    for (size_t k = 0; k < path.size(); ++k) {
      const StateRec &rec = states_[path[k]];
      if (concrete && !rec.vars.empty()) {
        cur = rec.vars;
        out.push_back(TraceStep{cur, rec.label});
        continue;
      }
      // All candidates first: fp() may evaluate a VIEW, which must not
      // happen while the enumeration uses the evaluator.
      std::vector<std::vector<Value>> candidates;
      auto collect = [&](const std::vector<Value> &s, const eval::ActionLabel &) { candidates.push_back(s); };
      try {
        // RandomElement draws what it drew when the state was first generated.
        if (k == 0) {
          w.evaluator().random() = initRandom_;
          w.enumerator().initialStates(model_.init, collect);
        } else {
          w.evaluator().reseedRandom(fingerprint(cur));
          w.enumerator().successors(cur.data(), model_.next, model_.nextSymbol, collect);
        }
      } catch (const eval::EvalError &) {
      }
      auto found = std::find_if(candidates.begin(), candidates.end(), [&](const std::vector<Value> &s) {
        return concrete ? fingerprint(s) == rec.concreteFp : w.fp(s) == rec.fp;
      });
      if (found == candidates.end())
        return; // cannot happen unless evaluation is nondeterministic
      cur = std::move(*found);
      out.push_back(TraceStep{cur, concrete ? rec.label : eval::ActionLabel{}});
    }
  }

  // The shortest trace to state `idx`: its chain of BFS parents.
  void traceTo(uint32_t idx, std::vector<TraceStep> &out) {
    std::vector<uint32_t> chain;
    for (uint32_t i = idx;; i = states_[i].parent) {
      chain.push_back(i);
      if (states_[i].parent == UINT32_MAX)
        break;
    }
    std::reverse(chain.begin(), chain.end());
    rebuild(chain, true, out);
  }

  // What checking one initial state found: whether it satisfies the
  // constraints, its fingerprints, the invariant it violates, or the error.
  struct InitCheck {
    bool inModel = false;
    bool fresh = false; // its fingerprint was new when the parallel pass added it
    uint64_t fp = 0;
    uint64_t concrete = 0;
    const std::string *bad = nullptr;
    std::optional<eval::EvalError> error;
  };

  // Whether a constraint excludes initial state `s`; if not, its fingerprints.
  static void screenInit(Worker &w, const std::vector<Value> &s, InitCheck &c) {
    if (!w.checks().satisfiesConstraints(s))
      return;
    c.inModel = true;
    c.fp = w.fp(s);
    c.concrete = fingerprint(s);
  }

  // The invariant or implied initial predicate initial state `s` violates.
  static const std::string *initViolation(Worker &w, const std::vector<Value> &s) {
    const std::string *bad = w.checks().violatedInvariant(s);
    return bad ? bad : w.checks().violatedImpliedInit(s);
  }

  // The checks of all initial states, shared out among the workers (a spec
  // whose states are all initial, like CoffeeCan, spends much of its time
  // here). The caller goes through them in order, as a single worker would.
  // Duplicates are checked too: their results equal the first occurrence's.
  void checkInitsInParallel(const std::vector<std::vector<Value>> &inits, std::vector<InitCheck> &checks) {
    checks.assign(inits.size(), InitCheck{});
    inParallel(inits.size(), 256, [&](size_t wi, size_t b, size_t e) {
      Worker &w = *workers_[wi];
      for (size_t i = b; i < e; ++i) {
        InitCheck &c = checks[i];
        try {
          screenInit(w, inits[i], c);
          if (c.inModel) {
            c.fresh = seen_.insert(c.fp);
            c.bad = initViolation(w, inits[i]);
          }
        } catch (const eval::EvalError &e) {
          c.error = e;
        }
      }
    });
  }

  bool initial() {
    Worker &w = *workers_[0];
    std::vector<std::vector<Value>> inits;
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
    try {
      w.enumerator().initialStates(
          model_.init,
          [&](const std::vector<Value> &s, const eval::ActionLabel &) {
            if (halted())
              throw Halted{};
            inits.push_back(s);
          },
          w.costs() ? &w.costs()->init : nullptr);
    } catch (const val::Interrupted &) {
      w.evaluator().setParallelFor(nullptr);
      result_.outcome = Outcome::Stopped;
      result_.generated = inits.size();
      return false;
    } catch (const Halted &) {
      w.evaluator().setParallelFor(nullptr);
      result_.outcome = Outcome::Stopped;
      result_.generated = inits.size();
      return false;
    } catch (const eval::EvalError &e) {
      w.evaluator().setParallelFor(nullptr);
      result_.outcome = Outcome::EvalErrorInit;
      result_.error = e;
      return false;
    }
    w.evaluator().setParallelFor(nullptr);
    w.coverage().initGenerated += inits.size();
    std::vector<InitCheck> checks;
    // After the parallel pass: the fingerprints several initial states
    // share, of which the first in order is kept (the pass added whichever
    // came first on the workers), and those already kept.
    std::unordered_set<uint64_t> repeated, taken;
    seen_.reserve(inits.size());
    if (workers_.size() > 1 && !w.counting()) {
      checkInitsInParallel(inits, checks);
      for (const InitCheck &c : checks)
        if (c.inModel && !c.fresh)
          repeated.insert(c.fp);
    }
    for (size_t i = 0; i < inits.size(); ++i) {
      if (halted()) {
        result_.outcome = Outcome::Stopped;
        result_.initDistinct = states_.size();
        result_.queueLeft = frontier_.size();
        return false;
      }
      auto &s = inits[i];
      ++result_.generated;
      bool kept = false; // s is in states_ already
      try {
        // Checked already on all workers, or here: the invariants only of a
        // new state (as TLC, which matters to their coverage counts).
        InitCheck here;
        const InitCheck &c = checks.empty() ? here : checks[i];
        if (checks.empty())
          screenInit(w, s, here);
        else if (c.error)
          throw *c.error;
        if (!c.inModel)
          continue;
        if (checks.empty() ? !seen_.insert(c.fp) : repeated.count(c.fp) && !taken.insert(c.fp).second)
          continue;
        states_.push_back(StateRec{std::move(s), UINT32_MAX, {}, c.concrete, c.fp});
        frontier_.push_back(static_cast<uint32_t>(states_.size() - 1));
        kept = true;
        if (opts_.states)
          opts_.states->initialState(states_.back().vars, c.fp);
        if (opts_.control)
          opts_.control->addStates(1);
        result_.depth = 1;
        const std::string *bad = checks.empty() ? initViolation(w, states_.back().vars) : c.bad;
        if (bad) {
          result_.outcome = Outcome::InitInvariantViolated;
          result_.property = *bad;
          traceTo(static_cast<uint32_t>(states_.size() - 1), result_.trace);
          result_.initDistinct = states_.size();
          return false;
        }
      } catch (const eval::EvalError &e) {
        result_.outcome = Outcome::EvalErrorInvariant;
        result_.error = e;
        if (!kept)
          states_.push_back(StateRec{s, UINT32_MAX, {}, fingerprint(s), 0});
        traceTo(static_cast<uint32_t>(states_.size() - 1), result_.trace);
        return false;
      }
    }
    result_.initDistinct = states_.size();
    return true;
  }

  // Whether the caller has asked the search to stop (RunControl).
  bool halted() const { return opts_.control && opts_.control->halted(); }
  // The flag the loops building large values poll (value/interrupt.h).
  const std::atomic<bool> *haltFlag() const { return opts_.control ? &opts_.control->halt : nullptr; }

  // Expands frontier_[begin, end) into `out`; returns how many states it
  // expanded (fewer when the search was stopped in between).
  size_t expandRange(Worker &w, size_t begin, size_t end, int64_t level, LevelOutput &out) {
    std::vector<std::pair<std::vector<Value>, eval::ActionLabel>> succs;
    std::vector<size_t> rows; // coverage rows of succs, when counting coverage
    size_t f = begin;
    for (; f < end && !stop_.load(std::memory_order_relaxed) && !halted(); ++f) {
      out.current = f;
      uint32_t idx = frontier_[f];
      const std::vector<Value> &cur = states_[idx].vars;
      succs.clear();
      w.evaluator().setLevel(level);
      w.evaluator().reseedRandom(states_[idx].concreteFp);
      try {
        w.successors(cur.data(), succs, rows);
      } catch (const eval::EvalError &e) {
        report(out, Outcome::EvalErrorNext, {}, e, false, idx);
        return f - begin;
      }
      if (succs.empty() && opts_.checkDeadlock) {
        report(out, Outcome::Deadlock, {}, {}, false, idx);
        return f - begin;
      }
      out.generated += w.enumerator().takeIntermediateStates();
      // Liveness: the state and its steps are logged once all successors are
      // queued, as TLC's LiveCheck.addNextState runs after getNextStates (so
      // that TLCGet("queue") in a temporal property sees the new states).
      std::vector<std::vector<Value>> liveSuccs;
      std::vector<std::pair<size_t, uint64_t>> liveSteps; // (successor, fingerprint)
      if (w.liveness())
        for (auto &sl : succs)
          liveSuccs.push_back(sl.first);
      const size_t freshBefore = out.fresh.size();
      for (size_t k = 0; k < succs.size(); ++k) {
        auto &[s, label] = succs[k];
        bool queued = false; // s was moved into out.fresh
        ++out.generated;
        if (w.counting())
          ++w.coverage().generated[rows[k]];
        try {
          if (!w.checks().satisfiesActionConstraints(cur.data(), s) || !w.checks().satisfiesConstraints(s))
            continue;
          if (const std::string *bad = w.checks().violatedActionProperty(cur.data(), s)) {
            if (opts_.states) // TLC writes it before checking the action properties
              opts_.states->step(cur, states_[idx].fp, s, w.fp(s), label, true);
            out.fresh.push_back(StateRec{s, idx, label, fingerprint(s), 0});
            report(out, Outcome::ActionPropertyViolated, *bad, {}, true, out.fresh.size() - 1);
            return f - begin;
          }
          uint64_t fp = w.fp(s);
          if (w.liveness())
            liveSteps.emplace_back(k, fp);
          if (!seen_.insert(fp)) {
            if (opts_.states && opts_.states->wantsAllSteps())
              opts_.states->step(cur, states_[idx].fp, s, fp, label, false);
            continue;
          }
          if (opts_.states)
            opts_.states->step(cur, states_[idx].fp, s, fp, label, true);
          if (opts_.control)
            opts_.control->addStates(1);
          if (w.counting())
            ++w.coverage().distinct[rows[k]];
          uint64_t concrete = fingerprint(s);
          out.fresh.push_back(StateRec{std::move(s), idx, label, concrete, fp});
          queued = true;
          if (const std::string *bad = w.checks().violatedInvariant(out.fresh.back().vars)) {
            report(out, Outcome::InvariantViolated, *bad, {}, true, out.fresh.size() - 1);
            return f - begin;
          }
        } catch (const eval::EvalError &e) {
          if (!queued)
            out.fresh.push_back(StateRec{s, idx, label, fingerprint(s), 0});
          report(out, Outcome::EvalErrorInvariant, {}, e, true, out.fresh.size() - 1);
          return f - begin;
        }
      }
      if (w.liveness()) {
        try {
          // What TLCGet reads while the properties are evaluated (TLC: the
          // queue with this state's new successors, the counts so far).
          w.evaluator().setRunStats({static_cast<int64_t>(result_.generated + out.generated),
                                     static_cast<int64_t>(states_.size() + out.fresh.size()),
                                     static_cast<int64_t>(frontier_.size() - f - 1 + out.fresh.size()),
                                     level + (out.fresh.empty() ? 0 : 1), 0});
          std::vector<const std::vector<Value> *> nexts;
          for (auto &sl : liveSuccs)
            nexts.push_back(&sl);
          w.logState(idx, cur.data(), nexts);
          for (auto [k, fp] : liveSteps)
            w.logStep(cur.data(), liveSuccs[k].data(), fp, true);
          // The stuttering step, which every behaviour may take.
          w.logStep(cur.data(), cur.data(), states_[idx].fp, false);
        } catch (const eval::EvalError &e) {
          report(out, Outcome::EvalErrorLiveness, {}, e, false, idx);
          return f - begin;
        }
      }
      const size_t newStates = out.fresh.size() - freshBefore;
      if (out.outDegree.size() <= newStates)
        out.outDegree.resize(newStates + 1, 0);
      ++out.outDegree[newStates];
      // Expanded: its values are no longer needed (a trace through it is
      // rebuilt by re-running the enumeration). Freed here, in parallel,
      // rather than by the serial merge at the end of the level.
      std::vector<Value>().swap(states_[idx].vars);
      ++out.expanded;
      // TLCSet("exit", TRUE) while this state was expanded: as TLC's
      // ModelChecker.stop (the queue is finished), no worker takes another state.
      if (w.evaluator().exitRequested()) {
        exit_.store(true, std::memory_order_relaxed);
        stop_.store(true, std::memory_order_relaxed);
      }
    }
    return f - begin;
  }

  void report(LevelOutput &out, Outcome o, std::string property, eval::EvalError e, bool inFresh, size_t where) {
    out.stop = true;
    out.outcome = o;
    out.property = std::move(property);
    out.error = std::move(e);
    out.inFresh = inFresh;
    out.where = where;
    stop_.store(true, std::memory_order_relaxed);
  }

  void explore() {
    int64_t level = 1;
    while (!frontier_.empty()) {
      if (opts_.maxDepth > 0 && level >= opts_.maxDepth) {
        result_.queueLeft = frontier_.size(); // found, not expanded
        result_.depthBoundReached = true;
        break;
      }
      size_t n = workers_.size();
      std::vector<LevelOutput> outs(n);
      // Chunks are assigned in a fixed order, so that one worker reproduces
      // exactly what a sequential search does.
      std::atomic<size_t> nextChunk{0};
      // Out of memory in a worker: noted, and every worker halts (eval/memory_reserve.h).
      auto work = [&](size_t wi) {
        val::InterruptScope interruptible(haltFlag());
        eval::haltOnAllocationFailure([&] {
          ChunkTally tally;
          size_t begin, end;
          while (!stop_.load(std::memory_order_relaxed) && !halted()) {
            if (!claimChunk(nextChunk, n, begin, end))
              break;
            size_t expanded = expandRange(*workers_[wi], begin, end, level, outs[wi]);
            countChunk(outs[wi], expanded, tally);
            if (wi == 0)
              periodic(level);
          }
        });
      };
      if (n == 1) {
        work(0);
      } else {
        std::vector<eval::LargeStackThread> threads;
        for (size_t i = 1; i < n; ++i)
          if (!startThread(threads, [&work, i] { work(i); }))
            break; // chunks are claimed: the threads started do the rest
        work(0);
        for (auto &t : threads)
          t.join();
      }
      // Merge in worker order.
      std::vector<uint32_t> next;
      const LevelOutput *problem = nullptr;
      uint32_t problemIdx = 0;
      for (LevelOutput &o : outs) {
        result_.generated += o.generated;
        if (result_.outDegree.size() < o.outDegree.size())
          result_.outDegree.resize(o.outDegree.size(), 0);
        for (size_t d = 0; d < o.outDegree.size(); ++d)
          result_.outDegree[d] += o.outDegree[d];
        size_t base = states_.size();
        for (StateRec &r : o.fresh) {
          states_.push_back(std::move(r));
          next.push_back(static_cast<uint32_t>(states_.size() - 1));
        }
        if (o.stop && !problem) {
          problem = &o;
          problemIdx = o.inFresh ? static_cast<uint32_t>(base + o.where) : static_cast<uint32_t>(o.where);
        }
      }
      if (!next.empty())
        result_.depth = level + 1;
      if (problem) {
        result_.outcome = problem->outcome;
        result_.property = problem->property;
        result_.error = problem->error;
        traceTo(problemIdx, result_.trace);
        // As TLC's queue: the states of this level not expanded yet and the
        // new ones found before the problem (a violating state is not queued).
        result_.queueLeft = frontier_.size() - std::min(frontier_.size(), problem->current + 1) + next.size() -
                            (problem->inFresh ? 1 : 0);
        return;
      }
      if (exit_.load(std::memory_order_relaxed)) {
        // TLCSet("exit", TRUE): a successful end; what was not expanded is left on the queue.
        size_t expanded = 0;
        for (const LevelOutput &o : outs)
          expanded += o.expanded;
        result_.queueLeft = frontier_.size() - expanded + next.size();
        return;
      }
      if (halted()) {
        // Stopped: the unexpanded part of this level and the new states are
        // what is left on the queue.
        result_.outcome = Outcome::Stopped;
        result_.queueLeft = frontier_.size() - levelExpanded_.load() + next.size();
        return;
      }
      frontier_ = std::move(next);
      seen_.reclaim(); // no worker is looking up fingerprints between levels
      ++level;
      levelGenerated_ = 0;
      levelFresh_ = 0;
      levelExpanded_ = 0;
      periodic(level);
      if (halted()) {
        result_.outcome = Outcome::Stopped;
        result_.queueLeft = frontier_.size();
        return;
      }
      if (live_ && opts_.periodicLiveness && !frontier_.empty() && states_.size() >= nextLivenessCheck_) {
        nextLivenessCheck_ = 2 * states_.size();
        if (checkLiveness(false)) {
          result_.queueLeft = frontier_.size();
          return;
        }
      }
    }
  }

  // Claims the next chunk [begin, end) of the frontier for one of `workers`.
  // With several workers, chunks shrink towards the end of the level (a
  // quarter of each one's share of what is left, at most 64 states), so
  // that they finish the level together instead of one waiting for the
  // other's last chunk.
  bool claimChunk(std::atomic<size_t> &next, size_t workers, size_t &begin, size_t &end) {
    size_t size = frontier_.size();
    size_t b = next.load(std::memory_order_relaxed);
    do {
      if (b >= size)
        return false;
      size_t left = size - b;
      size_t chunk = workers == 1 ? 1024 : std::clamp<size_t>(left / (4 * workers), 1, 64);
      end = b + std::min(chunk, left);
    } while (!next.compare_exchange_weak(b, end, std::memory_order_relaxed));
    begin = b;
    return true;
  }

  // What one worker has already added of its LevelOutput to the level's counts.
  struct ChunkTally {
    uint64_t generated = 0;
    size_t fresh = 0;
  };

  // After a chunk: the level's counts, read by the progress report.
  void countChunk(const LevelOutput &out, size_t expanded, ChunkTally &tally) {
    levelGenerated_.fetch_add(out.generated - tally.generated, std::memory_order_relaxed);
    levelFresh_.fetch_add(out.fresh.size() - tally.fresh, std::memory_order_relaxed);
    levelExpanded_.fetch_add(expanded, std::memory_order_relaxed);
    tally.generated = out.generated;
    tally.fresh = out.fresh.size();
  }

  // On the calling thread, between chunks and at level boundaries: the
  // progress report, looking at the clock only.
  void periodic(int64_t level) {
    if (!opts_.onProgress)
      return;
    auto now = std::chrono::steady_clock::now();
    if (opts_.onProgress && now - lastProgress_ >= std::chrono::duration<double>(opts_.progressSeconds)) {
      lastProgress_ = now;
      ProgressInfo p;
      size_t fresh = levelFresh_.load(std::memory_order_relaxed);
      p.depth = fresh > 0 ? level + 1 : result_.depth;
      p.generated = result_.generated + levelGenerated_.load(std::memory_order_relaxed);
      p.distinct = states_.size() + fresh;
      p.queue = frontier_.size() - std::min(frontier_.size(), levelExpanded_.load(std::memory_order_relaxed)) + fresh;
      opts_.onProgress(p);
    }
  }

  const model::SpecModel &model_;
  CheckOptions opts_;
  std::unique_ptr<live::LiveFormula> live_; // null when no temporal property is checked
  eval::JavaRandom initRandom_;              // RandomElement's generator when the initial states are generated
  size_t nextLivenessCheck_ = 1000;          // distinct states at the next periodic liveness check
  std::vector<std::unique_ptr<Worker>> workers_;
  // A deque: growing it never copies what it holds (no doubling spike of
  // memory as a vector has, which would overshoot a memory budget).
  std::deque<StateRec> states_;
  std::vector<uint32_t> frontier_;
  FingerprintSet seen_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> exit_{false}; // TLCSet("exit", TRUE) was evaluated
  CheckResult result_;
  // The memory bound and progress reports (see periodic()).
  std::atomic<uint64_t> levelGenerated_{0};
  std::atomic<size_t> levelFresh_{0};
  std::atomic<size_t> levelExpanded_{0};
  std::chrono::steady_clock::time_point lastProgress_ = std::chrono::steady_clock::now();
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
