// One BFS worker: its evaluator, enumerator and per-state checks, the
// fingerprint of a state (VIEW, SYMMETRY), its coverage counts and its log
// of the behaviour graph for liveness checking.
#pragma once

#include <memory>
#include <vector>
#include <xxhash.h>

#include "bfs.h"
#include "fingerprint_failure.h"
#include "live/live_atoms.h"
#include "live/live_check.h"
#include "state_checks.h"
#include "state_fingerprint.h"
#include "tlc_actions.h"
#include "value/permute.h"
#include "value/set_ops.h"
#include "value/symmetry_hash.h"

namespace tlacore::explore {

using val::Value;

// What a worker records of the behaviour graph for liveness checking: for
// each state it expands, the bits of the state atoms and its steps (to a
// fingerprint, with the bits of the step atoms), its stuttering step last.
// Under a memory bound, in files (live::GraphFiles).
struct LiveLog {
  live::MappedArray<uint32_t> state;
  live::MappedArray<uint64_t> stateBits;
  live::MappedArray<uint32_t> firstEdge;
  live::MappedArray<uint64_t> edgeFp;
  live::MappedArray<uint64_t> edgeBits;
  live::MappedArray<uint64_t> expansion; // per state: BehaviorGraph::expansion's words
  // Per step, under SYMMETRY or VIEW: BehaviorGraph::edgeValues.
  live::MappedArray<uint64_t> edgeValues;

  void useFiles(live::GraphFiles *files) {
    expansion.useFiles(files);
    state.useFiles(files);
    stateBits.useFiles(files);
    firstEdge.useFiles(files);
    edgeFp.useFiles(files);
    edgeBits.useFiles(files);
    edgeValues.useFiles(files);
  }
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

  // `files`: where the log goes (null: memory). `targetsOnSteps`: each
  // step's bits also hold the tableau's state atoms in its target as
  // generated (SYMMETRY, VIEW: it can differ from the state kept).
  // `atomsOnSteps`: so do they when they read the run (TLCGet's counters:
  // TLC evaluates them on each successor when its predecessor is expanded).
  // `tableauNodes`: all the tableaux' nodes (live::allTableauNodes), by
  // which a tableau predicate with effects is evaluated as often as TLC does.
  void enableLiveness(const live::LiveFormula &f, live::GraphFiles *files, bool targetsOnSteps, bool atomsOnSteps,
                      std::vector<live::InitialTableauNode> tableauNodes = {}) {
    atoms_ = std::make_unique<live::AtomEvaluator>(f, ev_, model_.variables.size());
    atoms_->evaluateTargets(targetsOnSteps || atomsOnSteps);
    atoms_->reuseInitialAtoms(model_, std::move(tableauNodes));
    logValues_ = targetsOnSteps;
    log_.useFiles(files);
  }
  bool liveness() const { return atoms_ != nullptr; }
  LiveLog &liveLog() { return log_; }

  // Records state `idx` (values `cur`, successors `succs`) before its steps
  // are added. An initial state's atoms evaluated when it was added
  // (`added`, `addedKnown`: initialLiveBits' words, or null) are not
  // evaluated again where they give the same value (AtomEvaluator::stateBits).
  void logState(uint32_t idx, const Value *cur, const std::vector<const std::vector<Value> *> &succs,
                const uint64_t *added = nullptr, const uint64_t *addedKnown = nullptr) {
    size_t w = atoms_->words();
    log_.state.push_back(idx);
    log_.firstEdge.push_back(static_cast<uint32_t>(log_.edgeFp.size()));
    log_.stateBits.resize(log_.stateBits.size() + w);
    atoms_->stateBits(cur, succs, log_.stateBits.data() + log_.stateBits.size() - w, added, addedKnown);
  }
  // The expansion just logged: its sequence number and the search's counts after it.
  void logExpansion(uint64_t seq, uint64_t generated, uint64_t distinct, uint64_t depth) {
    log_.expansion.push_back(seq);
    log_.expansion.push_back(generated);
    log_.expansion.push_back(distinct << 24 | std::min<uint64_t>(depth, (uint64_t(1) << 24) - 1));
  }
  // The step cur -> next; `byNext`: next is one of cur's successors (not the stuttering step).
  void logStep(const Value *cur, const Value *next, uint64_t nextFp, bool byNext) {
    size_t w = atoms_->words();
    log_.edgeFp.push_back(nextFp);
    log_.edgeBits.resize(log_.edgeBits.size() + w);
    atoms_->stepBits(cur, next, byNext, log_.edgeBits.data() + log_.edgeBits.size() - w);
    if (logValues_)
      log_.edgeValues.push_back(valuesHash(next));
  }

  // The atoms of the initial tableau nodes in initial state `s`, as TLC
  // evaluates them when it adds the state (live::AtomEvaluator::initialBits);
  // `known`: the atoms evaluated (or null).
  void initialLiveBits(const Value *s, const std::vector<live::InitialTableauNode> &nodes, uint64_t *out,
                       uint64_t *known = nullptr) {
    atoms_->initialBits(s, nodes, out, known);
  }
  size_t liveWords() const { return atoms_->words(); }

  // The tableau's state predicates evaluated in the new successor `t`
  // (live::AtomEvaluator::evalTableauAtoms): their errors only.
  void checkTableauAtoms(const Value *t) {
    if (atoms_->hasTableauAtoms())
      atoms_->evalTableauAtoms(t);
  }

  // The first error TLC meets adding `cur` (steps to `steps`, successors
  // under Next `succs`) to its behaviour graph (live::AtomEvaluator::firstError).
  std::optional<eval::EvalError> firstLivenessError(const Value *cur, const std::vector<const std::vector<Value> *> &steps,
                                                    const std::vector<const std::vector<Value> *> &succs) {
    return atoms_->firstError(cur, steps, succs);
  }

  // The successors of `cur` generated again, with the values' sources
  // noted: the trace of the one that cannot be fingerprinted (fingerprint_failure.h).
  void addSuccessorFingerprintTrace(eval::EvalError &err, const Value *cur) {
    addFingerprintTrace(err, ev_, model_, [&](const auto &each) {
      generate(cur, [&](const std::vector<Value> &s, const eval::ActionLabel &) { each(s); });
    });
  }

  uint64_t fp(const std::vector<Value> &s) { return fingerprinter_.fp(s); }
  std::optional<uint64_t> tlcFingerprint(const std::vector<Value> &s, const std::vector<size_t> &order, int poly) {
    return fingerprinter_.tlcFingerprint(s, order, poly);
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

  // Successors are generated per TLC action of `actions` (Tool.getActions:
  // Next split at start-up, the \E domains and arguments evaluated there
  // once), as TLC's Worker does, whether or not coverage is counted.
  void generateByActions(const ActionTable &actions) { split_ = &actions; }

  // The successors of `cur` generated again (a trace rebuilt, a step
  // replayed) as the search generated them, nothing counted: fn(successor, action).
  template <typename Fn>
  void generate(const Value *cur, Fn &&fn) {
    successorsOf(cur, false, [&](const std::vector<Value> &s, const eval::ActionLabel &l, size_t) { fn(s, l); });
  }

  // Calls fn(successor, action, coverage row) on each successor of `cur`
  // as it is generated: per TLC action (as TLC generates them; row 0 when
  // not counting), or by Next as one when no action table was given.
  template <typename Fn>
  void forEachSuccessor(const Value *cur, Fn &&fn) {
    successorsOf(cur, true, fn);
  }

private:
  // The one loop behind generate and forEachSuccessor: per action of the
  // table (coverage's or the split's), under the action's cost row when
  // `counted` (else the evaluator's cost node is left as it is).
  template <typename Fn>
  void successorsOf(const Value *cur, bool counted, Fn &&fn) {
    const ActionTable *table = actions_ ? actions_ : split_;
    if (!table) {
      en_.successors(cur, model_.next, model_.nextSymbol,
                     [&](const std::vector<Value> &s, const eval::ActionLabel &l) { fn(s, l, size_t{0}); });
      return;
    }
    for (const TlcAction &a : table->next()) {
      eval::ActionLabel label{a.name, a.location};
      const size_t row = actions_ ? a.row : 0;
      eval::CostScope scope(ev_, !counted ? ev_.costNode() : costs_ ? costs_->rows[a.row] : nullptr);
      en_.actionSuccessors(cur, a.expr, a.env, a.inst,
                           [&](const std::vector<Value> &s, const eval::ActionLabel &) { fn(s, label, row); });
    }
  }

  const model::SpecModel &model_;
  eval::Evaluator ev_;
  eval::Enumerator en_;
  StateChecks checks_;
  StateFingerprinter fingerprinter_{model_, ev_};
  std::unique_ptr<live::AtomEvaluator> atoms_;
  LiveLog log_;
  bool logValues_ = false; // log each step's target values (edgeValues)
  // A hash of the values of state `s` (a step's target as generated), which
  // tells apart the states TLC's SetOfStates keeps apart (TLCState.equals);
  // a value with no hash gives a number no other step has.
  uint64_t valuesHash(const Value *s) {
    std::vector<uint64_t> hs(model_.variables.size());
    try {
      for (size_t i = 0; i < hs.size(); ++i)
        hs[i] = s[i].hash();
    } catch (const val::FingerprintError &) {
      return ~uint64_t(0) - log_.edgeValues.size();
    }
    return XXH3_64bits(hs.data(), hs.size() * sizeof(uint64_t));
  }
  const ActionTable *actions_ = nullptr; // counting coverage
  const ActionTable *split_ = nullptr;   // generating per TLC action without counting
  const CostRoots *costs_ = nullptr;     // counting expressions too
  CoverageCounts cov_;
};

} // namespace tlacore::explore
