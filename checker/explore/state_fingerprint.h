// StateFingerprinter: a state's fingerprint as TLCStateMut.fingerPrint
// computes it, with VIEW and SYMMETRY (both reduce: the view is evaluated on
// the smallest state of the state's orbit); shared by BFS and DFID.
#pragma once

#include <memory>
#include <optional>
#include <vector>
#include <xxhash.h>

#include "bfs.h"
#include "eval/evaluator.h"
#include "fingerprint_failure.h"
#include "model/spec_model.h"
#include "value/permute.h"
#include "value/set_ops.h"
#include "value/symmetry_hash.h"
#include "value/tlc_fp64.h"

namespace tlacore::explore {

class StateFingerprinter {
public:
  StateFingerprinter(const model::SpecModel &m, eval::Evaluator &ev) : model_(m), ev_(ev) {}

  uint64_t fp(const std::vector<val::Value> &s) {
    if (model_.view) {
      // With SYMMETRY too, TLC evaluates the view on the smallest state of
      // s's orbit (TLCStateMut.generateFingerPrint: the permuted states
      // compared variable by variable with compareTo), so both reduce.
      const std::vector<val::Value> &at = model_.symmetry ? smallestInOrbit(s) : s;
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

  // TLC's own FP64 fingerprint of s (TLCStateMut.fingerPrint with -fp's
  // polynomial `poly`), the one its fingerprint set holds and which orders
  // the steps of its liveness search: with
  // a VIEW, the view's value extended into FP64.New() (evaluated as fp()
  // does); else the variables' values in TLC's order `order` -- under
  // SYMMETRY those of the smallest state of s's orbit, so that every state
  // of an orbit has its representative's fingerprint. Nothing when a value
  // has no TLC fingerprint.
  std::optional<uint64_t> tlcFingerprint(const std::vector<val::Value> &s, const std::vector<size_t> &order,
                                         int poly) {
    if (!model_.view)
      return val::tlcStateFingerprint(model_.symmetry ? smallestInOrbit(s).data() : s.data(), order, poly);
    const std::vector<val::Value> &at = model_.symmetry ? smallestInOrbit(s) : s;
    ev_.setState(at.data());
    ev_.setNext(nullptr, nullptr);
    try {
      return val::tlcFp64Extend(val::tlcFp64Poly(poly), ev_.evalDefinition(model_.view->symbol), poly);
    } catch (const eval::EvalError &) {
      return std::nullopt;
    }
  }

  // The SYMMETRY group (identity excluded), from the definition's value on first use.
  void buildSymmetryGroup() {
    if (symmetry_)
      return;
    ev_.setState(nullptr);
    ev_.setNext(nullptr, nullptr);
    val::Value perms = val::normalize(ev_.evalDefinition(model_.symmetry->symbol));
    if (perms.isError())
      ev_.fail("The SYMMETRY definition is not a finite set of permutations", model_.symmetry->range);
    std::vector<val::Permutation> gens;
    for (const val::Value &f : perms.elems()) {
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
  // variable by variable, the first difference deciding). The variables are
  // compared in the order of TLC's TLCStateMut.values, the order it prints
  // them in (model_.printOrder), which need not be the declaration order.
  const std::vector<val::Value> &smallestInOrbit(const std::vector<val::Value> &s) {
    buildSymmetryGroup();
    smallest_ = s;
    for (const val::Permutation &p : group_) {
      candidate_.resize(s.size());
      for (size_t v = 0; v < s.size(); ++v)
        candidate_[v] = val::permute(s[v], p);
      for (size_t i = 0; i < s.size(); ++i) {
        size_t v = i < model_.printOrder.size() ? model_.printOrder[i] : i;
        if (int c = val::compare(candidate_[v], smallest_[v])) {
          if (c < 0)
            smallest_.swap(candidate_);
          break;
        }
      }
    }
    return smallest_;
  }

private:
  const model::SpecModel &model_;
  eval::Evaluator &ev_;
  std::unique_ptr<val::SymmetryHasher> symmetry_;
  std::vector<val::Permutation> group_;     // SYMMETRY's group, identity excluded
  std::vector<val::Value> smallest_, candidate_; // smallestInOrbit's scratch
  std::vector<uint64_t> permuted_, column_;
};

} // namespace tlacore::explore
