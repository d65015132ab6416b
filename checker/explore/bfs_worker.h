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

  void useFiles(live::GraphFiles *files) {
    expansion.useFiles(files);
    state.useFiles(files);
    stateBits.useFiles(files);
    firstEdge.useFiles(files);
    edgeFp.useFiles(files);
    edgeBits.useFiles(files);
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

  // `files`: where the log goes (null: memory).
  void enableLiveness(const live::LiveFormula &f, live::GraphFiles *files) {
    atoms_ = std::make_unique<live::AtomEvaluator>(f, ev_, model_.variables.size());
    log_.useFiles(files);
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
  }

  // The successors of `cur` generated again, with the values' sources
  // noted: the trace of the one that cannot be fingerprinted (fingerprint_failure.h).
  void addSuccessorFingerprintTrace(eval::EvalError &err, const Value *cur) {
    addFingerprintTrace(err, ev_, model_, [&](const auto &each) {
      en_.successors(cur, model_.next, model_.nextSymbol,
                     [&](const std::vector<Value> &s, const eval::ActionLabel &) { each(s); });
    });
  }

  uint64_t fp(const std::vector<Value> &s) {
    if (model_.view) {
      // With SYMMETRY too, TLC evaluates the view on the smallest state of
      // s's orbit (TLCStateMut.generateFingerPrint: the permuted states
      // compared variable by variable with compareTo), so both reduce.
      const std::vector<Value> &at = model_.symmetry ? smallestInOrbit(s) : s;
      ev_.setState(at.data());
      ev_.setNext(nullptr, nullptr);
      try {
        return ev_.evalDefinition(model_.view->symbol).hash();
      } catch (const val::FingerprintError &e) {
        throw fingerprintFailure(e);
      }
    }
    if (!model_.symmetry)
      return fingerprint(s);
    // SYMMETRY: the smallest fingerprint over the permuted states, so that
    // all states of one orbit share a fingerprint.
    buildSymmetryGroup();
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

  // The SYMMETRY group (identity excluded), from the definition's value on first use.
  void buildSymmetryGroup() {
    if (symmetry_)
      return;
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
    for (val::Permutation &p : val::generateGroup(gens))
      if (!p.empty()) // the identity: s itself
        group_.push_back(std::move(p));
    symmetry_ = std::make_unique<val::SymmetryHasher>(group_);
  }

  // s or one of its permutations: the first in TLC's order (values compared
  // variable by variable, the first difference deciding).
  const std::vector<Value> &smallestInOrbit(const std::vector<Value> &s) {
    buildSymmetryGroup();
    smallest_ = s;
    for (const val::Permutation &p : group_) {
      candidate_.resize(s.size());
      for (size_t v = 0; v < s.size(); ++v)
        candidate_[v] = val::permute(s[v], p);
      for (size_t v = 0; v < s.size(); ++v)
        if (int c = val::compare(candidate_[v], smallest_[v])) {
          if (c < 0)
            smallest_.swap(candidate_);
          break;
        }
    }
    return smallest_;
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
  std::vector<val::Permutation> group_;           // SYMMETRY's group, identity excluded
  std::vector<Value> smallest_, candidate_;       // smallestInOrbit's scratch
  std::vector<uint64_t> permuted_, column_;
  std::unique_ptr<live::AtomEvaluator> atoms_;
  LiveLog log_;
  const ActionTable *actions_ = nullptr; // counting coverage
  const CostRoots *costs_ = nullptr;     // counting expressions too
  CoverageCounts cov_;
};

} // namespace tlacore::explore
