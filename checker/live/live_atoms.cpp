#include "live_atoms.h"

#include <algorithm>

#include "model/expr_levels.h"
#include "tableau.h"

namespace tlacore::live {

using val::Value;

namespace {
// Marks in `atoms` the atoms of the formula under `node`.
void markAtoms(const LiveFormula &f, int node, std::vector<uint8_t> &seen, std::vector<uint8_t> &atoms) {
  if (node < 0 || seen[static_cast<size_t>(node)])
    return;
  seen[static_cast<size_t>(node)] = 1;
  const LiveNode &n = f.nodes[static_cast<size_t>(node)];
  if (n.kind == LiveNode::Kind::Lit)
    atoms[static_cast<size_t>(n.atom)] = 1;
  for (int k : n.kids)
    markAtoms(f, k, seen, atoms);
}

// The enumeration of ENABLED's action stopped at a primed variable it had
// no value for (a primed expression that is no variable, as under a
// refinement mapping): not an error of the spec's, the steps are tried instead.
bool undeterminedPrime(const eval::EvalError &e) {
  return e.message.rfind("In evaluation, the identifier ", 0) == 0 &&
         e.message.find(" is either undefined or not an operator.") != std::string::npos;
}
} // namespace

std::vector<uint8_t> stepTargetAtoms(const LiveFormula &f) {
  std::vector<uint8_t> inTableau(f.atoms.size(), 0), seen(f.nodes.size(), 0);
  for (const LiveBranch &b : f.branches)
    markAtoms(f, b.tableau, seen, inTableau);
  for (size_t i = 0; i < f.atoms.size(); ++i)
    if (f.atoms[i].onStep() || f.atoms[i].kind == Atom::Kind::EnabledAngle)
      inTableau[i] = 0;
  return inTableau;
}

bool tableauAtomsReadTheRun(const LiveFormula &f, const model::SpecModel &m) {
  std::vector<uint8_t> mask = stepTargetAtoms(f);
  for (size_t i = 0; i < mask.size(); ++i)
    if (mask[i] && !model::isPureExpr(f.atoms[i].expr, m))
      return true;
  return false;
}

namespace {
std::vector<InitialTableauNode> tableauNodes(LiveFormula &f, bool initialOnly) {
  std::vector<int> tableaux;
  std::vector<InitialTableauNode> out;
  for (const LiveBranch &b : f.branches) {
    if (std::find(tableaux.begin(), tableaux.end(), b.tableau) != tableaux.end())
      continue;
    tableaux.push_back(b.tableau);
    Tableau t = buildTableau(f, b.tableau);
    std::vector<int> all(t.nodes.size());
    for (size_t n = 0; n < all.size(); ++n)
      all[n] = static_cast<int>(n);
    for (int n : initialOnly ? t.initial : all) {
      const TableauNode &node = t.nodes[static_cast<size_t>(n)];
      out.push_back({node.unsatisfiable, node.literals});
    }
  }
  return out;
}
} // namespace

std::vector<InitialTableauNode> initialTableauNodes(LiveFormula &f) { return tableauNodes(f, true); }
std::vector<InitialTableauNode> allTableauNodes(LiveFormula &f) { return tableauNodes(f, false); }

void AtomEvaluator::initialBits(const Value *s, const std::vector<InitialTableauNode> &nodes, uint64_t *out,
                                uint64_t *knownOut) {
  std::fill(out, out + words_, 0);
  std::vector<uint8_t> &known = known_;
  known.assign(f_.atoms.size(), 0);
  ev_.setNext(nullptr, nullptr);
  for (const InitialTableauNode &n : nodes) {
    if (n.unsatisfiable)
      continue;
    for (auto [atom, neg] : n.literals) {
      size_t i = static_cast<size_t>(atom);
      // TLC evaluates each node's predicates (TBGraphNode.isConsistent):
      // one with effects again in each node that reaches it.
      if (!known[i] || (!impure_.empty() && impure_[i])) {
        known[i] = 1;
        const uint64_t bit = uint64_t(1) << (i % 64);
        if (stateAtom(i, s, {}, true))
          out[i / 64] |= bit;
        else
          out[i / 64] &= ~bit;
      }
      if (((out[i / 64] >> (i % 64)) & 1u) == neg)
        break;
    }
  }
  cachedState_ = nullptr;
  if (knownOut) {
    std::fill(knownOut, knownOut + words_, 0);
    for (size_t i = 0; i < known.size(); ++i)
      if (known[i])
        knownOut[i / 64] |= uint64_t(1) << (i % 64);
  }
}

void AtomEvaluator::reuseInitialAtoms(const model::SpecModel &m, std::vector<InitialTableauNode> nodes) {
  reusableAtInit_.assign(f_.atoms.size(), 0);
  impure_.assign(f_.atoms.size(), 0);
  for (size_t i : stateAtoms_) {
    const Atom &a = f_.atoms[i];
    impure_[i] = !model::isPureExpr(a.expr, m) || (a.subscript && !model::isPureExpr(a.subscript, m));
    reusableAtInit_[i] = !impure_[i] && !(a.kind == Atom::Kind::EnabledAngle && a.isNext);
  }
  perNode_.clear();
  for (size_t i : targetAtoms_)
    if (impure_[i]) {
      perNode_ = std::move(nodes);
      break;
    }
}

// TLC's TableauLiveChecker.addNextState: each node of each tableau tested
// against the successor (TBGraphNode.isConsistent), its predicates in
// order up to the first that fails; a predicate without effects is
// evaluated once here, one with effects each time a node reaches it (its
// bit: the last value). A predicate of a node that is no target atom
// (ENABLED <<A>>_v) is passed over.
void AtomEvaluator::targetAtomsPerNode(const Value *s, const Value *t, uint64_t *out) {
  if (s != expanding_) {
    expanding_ = s;
    targetsSeen_.clear();
    targetsSeenBits_.clear();
  }
  const size_t n = variableCount_;
  for (size_t k = 0; k < targetsSeen_.size(); ++k)
    if (std::equal(targetsSeen_[k].begin(), targetsSeen_[k].end(), t, t + n)) {
      for (size_t i : targetAtoms_) {
        const uint64_t bit = uint64_t(1) << (i % 64);
        out[i / 64] = (out[i / 64] & ~bit) | (targetsSeenBits_[k][i / 64] & bit);
      }
      return;
    }
  std::vector<uint8_t> &known = known_;
  known.assign(f_.atoms.size(), 0);
  ev_.setState(t);
  ev_.setNext(nullptr, nullptr);
  for (const InitialTableauNode &node : perNode_) {
    if (node.unsatisfiable)
      continue;
    for (auto [atom, neg] : node.literals) {
      size_t i = static_cast<size_t>(atom);
      if (!isTarget_[i])
        continue;
      const uint64_t bit = uint64_t(1) << (i % 64);
      if (!known[i] || impure_[i]) {
        known[i] = 1;
        const Atom &a = f_.atoms[i];
        ev_.setState(t);
        ev_.setNext(nullptr, nullptr);
        if (ev_.evalBool(a.expr, a.env, a.inst))
          out[i / 64] |= bit;
        else
          out[i / 64] &= ~bit;
      }
      if (((out[i / 64] & bit) != 0) == neg)
        break;
    }
  }
  targetsSeen_.emplace_back(t, t + n);
  targetsSeenBits_.emplace_back(out, out + words_);
}

void AtomEvaluator::evaluateTargets(bool on) {
  targetAtoms_.clear();
  isTarget_.assign(f_.atoms.size(), 0);
  if (!on)
    return;
  isTarget_ = stepTargetAtoms(f_);
  for (size_t i = 0; i < isTarget_.size(); ++i)
    if (isTarget_[i])
      targetAtoms_.push_back(i);
}

AtomEvaluator::AtomEvaluator(const LiveFormula &f, eval::Evaluator &ev, size_t variableCount)
    : f_(f), ev_(ev), en_(ev, variableCount), words_((f.atoms.size() + 63) / 64 + (f.atoms.empty() ? 1 : 0)),
      all_(variableCount, 1), variableCount_(variableCount) {
  size_t slots = 0;
  subscriptSlot_.assign(f.atoms.size(), 0);
  for (size_t i = 0; i < f.atoms.size(); ++i) {
    (f.atoms[i].onStep() ? stepAtoms_ : stateAtoms_).push_back(i);
    const Atom &a = f.atoms[i];
    size_t slot = slots;
    for (size_t j = 0; j < i; ++j) {
      const Atom &b = f.atoms[j];
      if (a.subscript && b.subscript == a.subscript && b.env == a.env && b.inst == a.inst) {
        slot = subscriptSlot_[j];
        break;
      }
    }
    if (slot == slots)
      ++slots;
    subscriptSlot_[i] = slot;
  }
  size_t actions = 0;
  actionSlot_.assign(f.atoms.size(), 0);
  for (size_t i = 0; i < f.atoms.size(); ++i) {
    const Atom &a = f.atoms[i];
    size_t slot = actions;
    for (size_t j = 0; j < i; ++j) {
      const Atom &b = f.atoms[j];
      if (b.expr == a.expr && b.env == a.env && b.inst == a.inst && b.kind != Atom::Kind::State &&
          a.kind != Atom::Kind::State && b.kind != Atom::Kind::Action && a.kind != Atom::Kind::Action) {
        slot = actionSlot_[j];
        break;
      }
    }
    if (slot == actions)
      ++actions;
    actionSlot_[i] = slot;
  }
  slotSteps_.resize(actions);
  slotStepsKnown_.assign(actions, 0);
  std::vector<uint8_t> inTableau(f.atoms.size(), 0), inConditions(f.atoms.size(), 0);
  std::vector<uint8_t> seenTableau(f.nodes.size(), 0), seenConditions(f.nodes.size(), 0);
  for (const LiveBranch &b : f.branches) {
    markAtoms(f, b.tableau, seenTableau, inTableau);
    markAtoms(f, b.ea, seenConditions, inConditions);
    for (int ae : b.ae)
      markAtoms(f, ae, seenConditions, inConditions);
  }
  tableauOnly_.assign(f.atoms.size(), 0);
  for (size_t i = 0; i < f.atoms.size(); ++i) {
    tableauOnly_[i] = inTableau[i] && !inConditions[i] && !f.atoms[i].onStep();
    hasTableauOnly_ = hasTableauOnly_ || tableauOnly_[i];
  }
  cachedValue_.resize(slots);
  cached_.assign(slots, 0);
  targetValue_.resize(slots);
  targetCached_.assign(slots, 0);
}

const Value &AtomEvaluator::subscriptAt(size_t atom, const Value *s) {
  if (s != cachedState_) {
    // Another state: nothing cached (subscript values, A-steps) is about it.
    cachedState_ = s;
    std::fill(cached_.begin(), cached_.end(), 0);
    std::fill(slotStepsKnown_.begin(), slotStepsKnown_.end(), 0);
  }
  size_t slot = subscriptSlot_[atom];
  if (!cached_[slot]) {
    const Atom &a = f_.atoms[atom];
    ev_.setNext(nullptr, nullptr);
    ev_.setState(s);
    cachedValue_[slot] = ev_.eval(a.subscript, a.env, a.inst);
    cached_[slot] = 1;
  }
  return cachedValue_[slot];
}

// A new state (which may reuse the address of the previous one's values):
// nothing cached is about it yet.
void AtomEvaluator::beginState(const Value *s) {
  cachedState_ = s;
  targetState_ = nullptr;
  std::fill(cached_.begin(), cached_.end(), 0);
  std::fill(slotStepsKnown_.begin(), slotStepsKnown_.end(), 0);
  expanding_ = nullptr;
}

void AtomEvaluator::stateBits(const Value *s, const std::vector<const std::vector<Value> *> &succs, uint64_t *out,
                              const uint64_t *added, const uint64_t *addedKnown) {
  std::fill(out, out + words_, 0);
  beginState(s);
  const bool reuse = added && addedKnown && !reusableAtInit_.empty();
  for (size_t i : stateAtoms_) {
    const uint64_t bit = uint64_t(1) << (i % 64);
    // A tableau predicate with effects that is evaluated in the steps'
    // targets: TLC does not evaluate it in the state being expanded.
    if (!perNode_.empty() && impure_[i] && isTarget_[i] && tableauOnly_[i])
      continue;
    if (reuse && reusableAtInit_[i] && (addedKnown[i / 64] & bit))
      out[i / 64] |= added[i / 64] & bit;
    else if (stateAtom(i, s, succs, false))
      out[i / 64] |= bit;
  }
}

void AtomEvaluator::stateBitsEnumerating(const Value *s, uint64_t *out) {
  std::fill(out, out + words_, 0);
  beginState(s);
  for (size_t i : stateAtoms_)
    if (stateAtom(i, s, {}, true))
      out[i / 64] |= uint64_t(1) << (i % 64);
}

void AtomEvaluator::stepBits(const Value *s, const Value *t, bool byNext, uint64_t *out) {
  std::fill(out, out + words_, 0);
  targetState_ = t;
  std::fill(targetCached_.begin(), targetCached_.end(), 0);
  for (size_t i : stepAtoms_) {
    const Atom &a = f_.atoms[i];
    bool v = false;
    switch (a.kind) {
    case Atom::Kind::Angle:
      v = subscriptChanges(i, s, t) && actionHolds(a, s, t, byNext);
      break;
    case Atom::Kind::Box:
      v = !subscriptChanges(i, s, t) || actionHolds(a, s, t, byNext);
      break;
    default:
      v = actionHolds(a, s, t, byNext);
      break;
    }
    if (v)
      out[i / 64] |= uint64_t(1) << (i % 64);
  }
  if (!targetAtoms_.empty()) {
    // The successor is one level deeper (TLCState.setPredecessor); the
    // stuttering step's target is s itself.
    const int64_t level = ev_.stateContext().level;
    struct Restore {
      eval::Evaluator &ev;
      int64_t level;
      ~Restore() { ev.setLevel(level); }
    } restore{ev_, level};
    ev_.setLevel(byNext ? level + 1 : level);
    if (!perNode_.empty()) {
      targetAtomsPerNode(s, t, out);
      targetState_ = nullptr;
      return;
    }
    for (size_t i : targetAtoms_) {
      const Atom &a = f_.atoms[i];
      ev_.setState(t);
      ev_.setNext(nullptr, nullptr);
      if (ev_.evalBool(a.expr, a.env, a.inst))
        out[i / 64] |= uint64_t(1) << (i % 64);
    }
  }
  targetState_ = nullptr;
}

bool AtomEvaluator::actionHolds(const Atom &a, const Value *s, const Value *t, bool byNext) {
  if (byNext && a.isNext)
    return true;
  size_t atom = static_cast<size_t>(&a - f_.atoms.data());
  size_t slot = actionSlot_[atom];
  if (s == cachedState_ && slotStepsKnown_[slot]) {
    size_t n = all_.size();
    for (const std::vector<Value> &step : slotSteps_[slot])
      if (std::equal(step.begin(), step.end(), t, t + n))
        return true;
    return false;
  }
  ev_.setState(s);
  ev_.setNext(t, all_.data());
  bool v = ev_.evalBool(a.expr, a.env, a.inst);
  ev_.setNext(nullptr, nullptr);
  return v;
}

bool AtomEvaluator::subscriptChanges(size_t atom, const Value *s, const Value *t) {
  const Value &before = subscriptAt(atom, s);
  size_t slot = subscriptSlot_[atom];
  // The target cache is for the step stepBits is evaluating only: other
  // states (ENABLED's A-steps) may reuse the address of an earlier target.
  const Atom &a = f_.atoms[atom];
  if (t == targetState_ && targetCached_[slot])
    return differ(before, targetValue_[slot], a);
  ev_.setNext(nullptr, nullptr);
  ev_.setState(t);
  Value after = ev_.eval(a.subscript, a.env, a.inst);
  bool changed = differ(before, after, a);
  if (t == targetState_) {
    targetValue_[slot] = std::move(after);
    targetCached_[slot] = 1;
  }
  return changed;
}

// v' # v as TLC decides it (LNAction, Tool.enabled's CHANGED): values TLC
// cannot compare (a set and a record) are its error, not "different".
bool AtomEvaluator::differ(const Value &before, const Value &after, const Atom &a) const {
  return before != after && !ev_.equals(before, after, a.subscript->range);
}

// In an A-step that leaves variables unassigned, v' as TLC's ENABLED reads
// it: from the variables A assigned only (an error when v needs another).
void AtomEvaluator::readSubscriptAfter(const Atom &a, const Value *s, const std::vector<Value> &t,
                                       const std::vector<uint8_t> &assigned) {
  ev_.setState(s);
  ev_.setNext(t.data(), assigned.data());
  bool saved = ev_.primed();
  ev_.setPrimed(true);
  try {
    ev_.eval(a.subscript, a.env, a.inst);
  } catch (...) {
    ev_.setPrimed(saved);
    ev_.setNext(nullptr, nullptr);
    throw;
  }
  ev_.setPrimed(saved);
  ev_.setNext(nullptr, nullptr);
}

// ENABLED <<A>>_v: some A-step from s changes v. The A-steps are
// enumerated (variables A leaves unconstrained keep their values); when A
// cannot be enumerated on its own (its primed expressions are not variables,
// e.g. under a refinement mapping), the steps of Next from s are tried.
bool AtomEvaluator::stateAtom(size_t i, const Value *s, const std::vector<const std::vector<Value> *> &succs,
                              bool enumerateNext) {
  const Atom &a = f_.atoms[i];
  if (a.kind == Atom::Kind::EnabledAngle)
    return enabledAngle(i, s, succs, enumerateNext);
  ev_.setState(s);
  ev_.setNext(nullptr, nullptr);
  return ev_.evalBool(a.expr, a.env, a.inst);
}

bool AtomEvaluator::enabledAngle(size_t atom, const Value *s, const std::vector<const std::vector<Value> *> &succs,
                                 bool enumerateNext) {
  const Atom &a = f_.atoms[atom];
  if (a.isNext && !enumerateNext) {
    // The steps of Next from s are the search's successors.
    for (const std::vector<Value> *t : succs)
      if (subscriptChanges(atom, s, t->data()))
        return true;
    return false;
  }
  std::vector<std::vector<Value>> steps;
  std::vector<std::pair<size_t, std::vector<uint8_t>>> partialSteps; // steps with variables A left unassigned
  uint64_t compositions = en_.compositionsRun();
  try {
    en_.setPartialStates(true);
    uint64_t fills = en_.partialFills();
    en_.actionSuccessors(s, a.expr, a.env, a.inst, [&](const std::vector<Value> &t, const eval::ActionLabel &) {
      const std::vector<uint8_t> &assigned = en_.assignedNow();
      if (std::find(assigned.begin(), assigned.end(), 0) != assigned.end())
        partialSteps.emplace_back(steps.size(), assigned);
      steps.push_back(t);
    });
    en_.setPartialStates(false);
    // Every A-step enumerated in full: later steps from s test membership.
    if (en_.partialFills() == fills) {
      size_t slot = actionSlot_[atom];
      slotSteps_[slot] = steps;
      slotStepsKnown_[slot] = 1;
    }
  } catch (const eval::EvalError &e) {
    // The failed enumeration may leave the evaluator inside a primed expression.
    en_.setPartialStates(false);
    ev_.setPrimed(false);
    // An error of the action's own is TLC's error in ENABLED (Github317aTest).
    if (!undeterminedPrime(e))
      throw;
    for (const std::vector<Value> *t : succs)
      if (subscriptChanges(atom, s, t->data()) && actionHolds(a, s, t->data()))
        return true;
    return false;
  }
  // A composed actions (A1 \cdot A2): TLC's ENABLED <<A>>_v checks that v
  // changes in the state its CHANGED item is reached from -- the state the
  // composition's second action starts from, not s -- so it is decided as
  // ENABLED of <<A>>_v written out (Tool.enabled, as in an invariant).
  if (en_.compositionsRun() != compositions) {
    if (angleOf_.size() <= atom)
      angleOf_.resize(atom + 1);
    if (!angleOf_[atom])
      angleOf_[atom] = std::make_unique<ast::AngleActionExpr>(a.expr->range, const_cast<ast::Expr *>(a.expr),
                                                               const_cast<ast::Expr *>(a.subscript));
    eval::Enumerator nested(ev_, variableCount_);
    return nested.enabled(s, angleOf_[atom].get(), a.env, a.inst);
  }
  for (const auto &[i, assigned] : partialSteps)
    readSubscriptAfter(a, s, steps[i], assigned);
  for (const std::vector<Value> &t : steps)
    if (subscriptChanges(atom, s, t.data()))
      return true;
  return false;
}

void AtomEvaluator::evalTableauAtoms(const Value *t) {
  for (size_t i : stateAtoms_)
    if (tableauOnly_[i]) {
      // Evaluated in the steps' targets already (stepBits), as TLC
      // evaluates it, once: not again here.
      if (!perNode_.empty() && !targetAtoms_.empty() && isTarget_[i])
        continue;
      const Atom &a = f_.atoms[i];
      if (a.kind == Atom::Kind::EnabledAngle) {
        enabledAngle(i, t, {}, true);
        continue;
      }
      ev_.setState(t);
      ev_.setNext(nullptr, nullptr);
      ev_.evalBool(a.expr, a.env, a.inst);
    }
}

std::optional<eval::EvalError> AtomEvaluator::firstError(const Value *s,
                                                        const std::vector<const std::vector<Value> *> &steps,
                                                        const std::vector<const std::vector<Value> *> &succs) {
  std::vector<const Value *> targets;
  for (const std::vector<Value> *t : steps)
    targets.push_back(t->data());
  targets.push_back(s); // the stuttering step
  std::vector<uint64_t> bits(words_);
  // The tableau's predicates on the targets come last, as TLC meets them
  // (not with each step, where evaluateTargets puts them).
  std::vector<size_t> onSteps;
  onSteps.swap(targetAtoms_);
  struct Restore {
    std::vector<size_t> &into, &from;
    ~Restore() { into.swap(from); }
  } restore{targetAtoms_, onSteps};
  // As in stateBits: nothing cached is about s yet.
  cachedState_ = s;
  targetState_ = nullptr;
  std::fill(cached_.begin(), cached_.end(), 0);
  std::fill(slotStepsKnown_.begin(), slotStepsKnown_.end(), 0);
  try {
    for (const Value *t : targets)
      stepBits(s, t, false, bits.data());
    for (size_t i : stateAtoms_) {
      if (tableauOnly_[i])
        continue;
      const Atom &a = f_.atoms[i];
      if (a.kind == Atom::Kind::EnabledAngle) {
        enabledAngle(i, s, succs, true);
      } else {
        ev_.setState(s);
        ev_.setNext(nullptr, nullptr);
        ev_.evalBool(a.expr, a.env, a.inst);
      }
    }
    for (const Value *t : targets)
      evalTableauAtoms(t);
  } catch (const eval::EvalError &e) {
    ev_.setNext(nullptr, nullptr);
    ev_.setPrimed(false);
    cachedState_ = nullptr;
    return e;
  }
  cachedState_ = nullptr;
  return std::nullopt;
}

} // namespace tlacore::live
