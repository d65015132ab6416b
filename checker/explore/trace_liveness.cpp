// TLC's check of temporal properties on a simulated behaviour
// (LiveCheck1.checkTrace): the trace's states keyed as TLC's fingerprints
// key them, their atoms evaluated for live::TraceCheck, and the
// counterexample's states taken from the trace.
#include "trace_liveness.h"

#include <algorithm>
#include <unordered_map>

#include "bfs.h"
#include "live/live_atoms.h"
#include "live/live_formula.h"
#include "live/trace_check.h"
#include "state_fingerprint.h"

namespace tlacore::explore {

using val::Value;

// The atoms of the behaviour's states and steps, each evaluated once per
// distinct state (or pair of states), when first asked for, at the level of
// the first position holding it (TLCGet("level") reads a state's own).
class TraceLiveness::Atoms final : public live::TraceAtoms {
public:
  Atoms(const std::vector<SimStep> &steps, eval::Evaluator &ev, live::AtomEvaluator &atoms)
      : steps_(steps), ev_(ev), atoms_(atoms), words_(atoms.words()) {
    const size_t n = steps.size();
    canon_.resize(n);
    std::unordered_map<uint64_t, std::vector<size_t>> byHash;
    for (size_t i = 0; i < n; ++i) {
      std::vector<size_t> &same = byHash[fingerprint(steps[i].state)];
      auto it = std::find_if(same.begin(), same.end(), [&](size_t j) { return steps[j].state == steps[i].state; });
      canon_[i] = it == same.end() ? i : *it;
      if (it == same.end())
        same.push_back(i);
    }
    // Sized once: the pointers handed out stay valid.
    stateBits_.assign(n * words_, 0);
    stutterBits_.assign(n * words_, 0);
    stepBits_.assign(n * words_, 0);
    stateDone_.assign(n, 0);
    stutterDone_.assign(n, 0);
  }

  const uint64_t *state(size_t pos) override {
    size_t c = canon_[pos];
    uint64_t *out = stateBits_.data() + c * words_;
    if (!stateDone_[c]) {
      ev_.setLevel(steps_[c].level);
      atoms_.stateBitsEnumerating(steps_[c].state.data(), out);
      stateDone_[c] = 1;
    }
    return out;
  }

  const uint64_t *stutter(size_t pos) override {
    size_t c = canon_[pos];
    uint64_t *out = stutterBits_.data() + c * words_;
    if (!stutterDone_[c]) {
      ev_.setLevel(steps_[c].level);
      atoms_.stepBits(steps_[c].state.data(), steps_[c].state.data(), false, out);
      stutterDone_[c] = 1;
    }
    return out;
  }

  const uint64_t *step(size_t pos) override {
    auto [it, added] = stepAt_.emplace(std::make_pair(canon_[pos - 1], canon_[pos]), pos);
    uint64_t *out = stepBits_.data() + it->second * words_;
    if (added) {
      ev_.setLevel(steps_[pos - 1].level);
      atoms_.stepBits(steps_[pos - 1].state.data(), steps_[pos].state.data(), true, out);
    }
    return out;
  }

private:
  struct PairHash {
    size_t operator()(const std::pair<size_t, size_t> &p) const { return p.first * 0x9E3779B97F4A7C15ULL ^ p.second; }
  };

  const std::vector<SimStep> &steps_;
  eval::Evaluator &ev_;
  live::AtomEvaluator &atoms_;
  const size_t words_;
  std::vector<size_t> canon_; // per position: the first position with the very same state
  std::vector<uint64_t> stateBits_, stutterBits_, stepBits_;
  std::vector<uint8_t> stateDone_, stutterDone_;
  std::unordered_map<std::pair<size_t, size_t>, size_t, PairHash> stepAt_; // (canon from, canon to) -> position kept
};

TraceLiveness::TraceLiveness(const model::SpecModel &model, eval::Evaluator &ev) : model_(model), ev_(ev) {}
TraceLiveness::~TraceLiveness() = default;

// TLCState.fingerPrint: with a VIEW or SYMMETRY the reduced fingerprint
// (TLC's TLCStateMutExt uses both in simulation too), else the state's.
uint64_t TraceLiveness::key(const std::vector<Value> &s, int64_t level) {
  if (!model_.view && !model_.symmetry)
    return fingerprint(s);
  if (!fingerprinter_)
    fingerprinter_ = std::make_unique<StateFingerprinter>(model_, ev_);
  ev_.setLevel(level); // a VIEW reading TLCGet("level") sees the state's own
  return fingerprinter_->fp(s);
}

std::vector<uint64_t> TraceLiveness::keys(const std::vector<SimStep> &steps) {
  std::vector<uint64_t> out;
  out.reserve(steps.size());
  for (const SimStep &s : steps)
    out.push_back(key(s.state, s.level));
  return out;
}

std::optional<TraceLasso> TraceLiveness::check(const std::vector<SimStep> &behaviour) {
  if (behaviour.empty() || model_.livenessParts.empty())
    return std::nullopt;
  struct Restore { // the level the simulation left
    eval::Evaluator &ev;
    int64_t level;
    ~Restore() { ev.setLevel(level); }
  } restore{ev_, ev_.stateContext().level};
  if (!formula_) {
    auto f = std::make_unique<live::LiveFormula>();
    live::buildLiveFormula(model_, ev_, *f);
    check_ = std::make_unique<live::TraceCheck>(*f); // builds the tableaux, extending f: before the evaluator reads it
    atoms_ = std::make_unique<live::AtomEvaluator>(*f, ev_, model_.variables.size());
    formula_ = std::move(f);
  }
  if (formula_->branches.empty())
    return std::nullopt;

  // The behaviour LiveCheck1 is given is SimulationWorker.getTrace()'s
  // (simulate.cpp, sim_trace.h): no finite stuttering, each state at the
  // level getTrace left it (TLCGet("level") in the atoms reads it).
  const std::vector<SimStep> &steps = behaviour;
  const std::vector<uint64_t> stateKeys = keys(steps);
  Atoms atoms(steps, ev_, *atoms_);
  std::optional<live::TraceCounterexample> found = check_->check(stateKeys, atoms);
  if (!found)
    return std::nullopt;

  // The states printed are the trace's, each the first with its
  // fingerprint, with the action of the trace's first step between it and
  // the one printed before it (as TLC 1.8.0 prints a simulated
  // counterexample: the trace's action, not the first action giving the
  // state -- repro_etcd seed 1, states 25 and 26, DropMessage where
  // ReceiveMessage gives the same state).
  auto actionBetween = [&](uint64_t from, uint64_t to, int fallback) {
    for (size_t i = 1; i < steps.size(); ++i)
      if (stateKeys[i - 1] == from && stateKeys[i] == to)
        return steps[i].action;
    return fallback;
  };
  TraceLasso out;
  out.property = found->property;
  for (size_t k = 0; k < found->printed.size(); ++k) {
    const size_t pos = found->printed[k];
    int action = k == 0 ? -1 : actionBetween(stateKeys[found->printed[k - 1]], stateKeys[pos], steps[pos].action);
    out.states.push_back(SimStep{steps[pos].state, action, static_cast<int64_t>(k + 1)});
  }
  out.loopStart = found->prefix - 1;
  out.stutters = found->stutters;
  if (!out.stutters)
    out.loopAction = actionBetween(stateKeys[found->printed.back()], stateKeys[found->printed[out.loopStart]], -1);
  return out;
}

} // namespace tlacore::explore
