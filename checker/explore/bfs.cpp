#include "bfs.h"

#include <deque>
#include <unordered_set>
#include <xxhash.h>

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

struct StateRec {
  std::vector<Value> vars;
  uint32_t parent;
  eval::ActionLabel label;
  int64_t level;
};

class Bfs {
public:
  Bfs(const model::SpecModel &m, const CheckOptions &o) : model_(m), opts_(o), ev_(m), en_(ev_, m.variables.size()) {
    eval::installEnabledHook(ev_, m.variables.size());
  }

  CheckResult run() {
    try {
      if (!checkAssumptions())
        return result_;
    } catch (const eval::EvalError &e) {
      result_.outcome = Outcome::EvalErrorInit;
      result_.error = e;
      return result_;
    }
    if (model_.constantOnly)
      return finish();
    if (!initial())
      return finish();
    explore();
    return finish();
  }

private:
  CheckResult finish() {
    result_.distinct = states_.size();
    return result_;
  }

  bool checkAssumptions() {
    for (size_t i = 0; i < model_.assumptions.size(); ++i) {
      const ast::AssumeUnit *a = model_.assumptions[i];
      ev_.setState(nullptr);
      ev_.setNext(nullptr, nullptr);
      if (!ev_.evalBool(a->body, nullptr, nullptr)) {
        result_.outcome = Outcome::AssumptionFalse;
        result_.propertyRange = a->body->range;
        return false;
      }
    }
    return true;
  }

  uint64_t fp(const std::vector<Value> &s) {
    if (!model_.view)
      return fingerprint(s);
    ev_.setState(s.data());
    ev_.setNext(nullptr, nullptr);
    Value v = ev_.evalDefinition(model_.view->symbol);
    return v.hash();
  }

  bool satisfiesConstraints(const std::vector<Value> &s) {
    if (model_.constraints.empty())
      return true;
    ev_.setState(s.data());
    ev_.setNext(nullptr, nullptr);
    for (const auto &c : model_.constraints)
      if (!asBool(ev_.evalDefinition(c.symbol), c))
        return false;
    return true;
  }

  bool asBool(const Value &v, const model::NamedFormula &f) {
    if (!v.isBool())
      ev_.fail("The value of " + f.name + " is not a boolean: " + val::toString(v), f.range);
    return v.asBool();
  }

  // Returns the violated invariant, if any.
  const model::NamedFormula *violatedInvariant(const std::vector<Value> &s) {
    ev_.setState(s.data());
    ev_.setNext(nullptr, nullptr);
    for (const auto &inv : model_.invariants)
      if (!asBool(ev_.evalDefinition(inv.symbol), inv))
        return &inv;
    return nullptr;
  }

  void traceTo(uint32_t idx, std::vector<TraceStep> &out) {
    std::vector<uint32_t> chain;
    for (uint32_t i = idx;; i = states_[i].parent) {
      chain.push_back(i);
      if (states_[i].parent == UINT32_MAX)
        break;
    }
    for (auto it = chain.rbegin(); it != chain.rend(); ++it)
      out.push_back(TraceStep{states_[*it].vars, states_[*it].label});
  }

  bool initial() {
    std::vector<std::vector<Value>> inits;
    ev_.setLevel(0);
    try {
      // Init is a conjunction of the parts of SPECIFICATION.
      en_.initialStates(model_.init, [&](const std::vector<Value> &s, const eval::ActionLabel &) { inits.push_back(s); });
    } catch (const eval::EvalError &e) {
      result_.outcome = Outcome::EvalErrorInit;
      result_.error = e;
      return false;
    }
    for (auto &s : inits) {
      ++result_.generated;
      try {
        if (!satisfiesConstraints(s))
          continue;
        uint64_t f = fp(s);
        if (!seen_.insert(f).second)
          continue;
        states_.push_back(StateRec{s, UINT32_MAX, {}, 1});
        result_.depth = 1;
        if (const model::NamedFormula *inv = violatedInvariant(s)) {
          result_.outcome = Outcome::InitInvariantViolated;
          result_.property = inv->name;
          traceTo(static_cast<uint32_t>(states_.size() - 1), result_.trace);
          result_.initDistinct = states_.size();
          return false;
        }
        queue_.push_back(static_cast<uint32_t>(states_.size() - 1));
      } catch (const eval::EvalError &e) {
        result_.outcome = Outcome::EvalErrorInvariant;
        result_.error = e;
        states_.push_back(StateRec{s, UINT32_MAX, {}, 1});
        traceTo(static_cast<uint32_t>(states_.size() - 1), result_.trace);
        return false;
      }
    }
    result_.initDistinct = states_.size();
    return true;
  }

  void explore() {
    std::vector<std::pair<std::vector<Value>, eval::ActionLabel>> succs;
    while (!queue_.empty()) {
      uint32_t idx = queue_.front();
      queue_.pop_front();
      int64_t level = states_[idx].level;
      if (opts_.maxDepth > 0 && level >= opts_.maxDepth)
        continue;
      succs.clear();
      std::vector<Value> cur = states_[idx].vars;
      ev_.setLevel(level);
      try {
        en_.successors(cur.data(), model_.next, model_.nextSymbol,
                       [&](const std::vector<Value> &s, const eval::ActionLabel &l) { succs.emplace_back(s, l); });
      } catch (const eval::EvalError &e) {
        result_.outcome = Outcome::EvalErrorNext;
        result_.error = e;
        traceTo(idx, result_.trace);
        result_.queueLeft = queue_.size() + 1;
        return;
      }
      if (succs.empty() && opts_.checkDeadlock) {
        result_.outcome = Outcome::Deadlock;
        traceTo(idx, result_.trace);
        result_.queueLeft = queue_.size();
        return;
      }
      for (auto &[s, label] : succs) {
        ++result_.generated;
        try {
          if (!model_.actionConstraints.empty()) {
            ev_.setState(cur.data());
            std::vector<uint8_t> all(s.size(), 1);
            ev_.setNext(s.data(), all.data());
            bool ok = true;
            for (const auto &c : model_.actionConstraints)
              if (!asBool(ev_.evalDefinition(c.symbol), c)) {
                ok = false;
                break;
              }
            if (!ok)
              continue;
          }
          if (!satisfiesConstraints(s))
            continue;
          uint64_t f = fp(s);
          if (!seen_.insert(f).second)
            continue;
          states_.push_back(StateRec{s, idx, label, level + 1});
          uint32_t newIdx = static_cast<uint32_t>(states_.size() - 1);
          if (level + 1 > result_.depth)
            result_.depth = level + 1;
          if (const model::NamedFormula *inv = violatedInvariant(s)) {
            result_.outcome = Outcome::InvariantViolated;
            result_.property = inv->name;
            traceTo(newIdx, result_.trace);
            result_.queueLeft = queue_.size();
            return;
          }
          queue_.push_back(newIdx);
        } catch (const eval::EvalError &e) {
          result_.outcome = Outcome::EvalErrorInvariant;
          result_.error = e;
          states_.push_back(StateRec{s, idx, label, level + 1});
          traceTo(static_cast<uint32_t>(states_.size() - 1), result_.trace);
          return;
        }
      }
    }
  }

  const model::SpecModel &model_;
  CheckOptions opts_;
  eval::Evaluator ev_;
  eval::Enumerator en_;
  std::vector<StateRec> states_;
  std::unordered_set<uint64_t> seen_;
  std::deque<uint32_t> queue_;
  CheckResult result_;
};

} // namespace

CheckResult runBfs(const model::SpecModel &model, const CheckOptions &options) {
  Bfs bfs(model, options);
  return bfs.run();
}

} // namespace tlacore::explore
