// A \cdot B (action composition) as TLC 1.8.0 runs it with tlc2.tool.impl.Tool.cdot=true
// (tlc2.tool.impl.Tool, OPCODE_cdot in getNextStates, enabled and eval).
#include "action_composition.h"

#include "enumerator.h"

namespace tlacore::eval {

using namespace ast;
using val::Value;

// In a next-state relation (TLC's getNextStates): A from the current state s
// with the variables assigned so far (t = s0.copyWith(s1)) and the conjuncts
// after the composition (k), each completion kept as it is (complete or not);
// then from each such state t, B with the assignment as it was at the
// composition and k again, each completion a successor of s. The A-steps
// count as generated when the successors go to the model checker, not when
// they go to an enclosing composition. Under ENABLED (partial states) A runs
// without k (TLC's enabled(): getNextStates(A, ActionItemList.Empty)), B
// with it.
void Enumerator::composition(const InfixExpr *e, const Env *env, const InstCtx *inst, const Cont *k) {
  const Value *s = cur_;
  std::vector<std::vector<Value>> *outer = collect_;
  bool frozen = labelFrozen_;
  bool counts = compositionDepth_ == 0 && !partial_;
  auto restore = [&] {
    cur_ = s;
    collect_ = outer;
    labelFrozen_ = frozen;
    --compositionDepth_;
    ev_.setState(s);
    ev_.setNext(next_.data(), assigned_.data());
  };
  ++compositionDepth_;
  ++compositionsRun_;
  // The successors are the enclosing action's, whatever disjuncts A or B take.
  labelFrozen_ = true;
  std::vector<std::vector<Value>> middle;
  try {
    collect_ = &middle;
    run(e->lhs, env, inst, partial_ ? nullptr : k);
    collect_ = outer;
    if (counts)
      intermediate_ += middle.size();
    for (const std::vector<Value> &t : middle) {
      cur_ = t.data();
      ev_.setState(cur_);
      ev_.setNext(next_.data(), assigned_.data());
      run(e->rhs, env, inst, k);
    }
  } catch (...) {
    restore();
    throw;
  }
  restore();
}

void Enumerator::compositionSteps(const Value *cur, const Expr *action, const Env *env, const InstCtx *inst,
                                  std::vector<std::vector<Value>> &out) {
  const Value *savedCur = ev_.currentState();
  auto savedNext = ev_.nextState();
  bool savedPrimed = ev_.primed();
  initMode_ = false;
  partial_ = false;
  next_.assign(n_, Value());
  assigned_.assign(n_, 0);
  assignedCount_ = 0;
  cur_ = cur;
  Sink none = [](const std::vector<Value> &, const ActionLabel &) {};
  sink_ = &none;
  label_ = {};
  labelFrozen_ = true;
  collect_ = &out;
  compositionDepth_ = 1; // the steps go to the formula, none is a generated state
  ev_.setState(cur);
  ev_.setNext(next_.data(), assigned_.data());
  ev_.setPrimed(false);
  auto restore = [&] {
    collect_ = nullptr;
    compositionDepth_ = 0;
    sink_ = nullptr;
    ev_.setState(savedCur);
    ev_.setNext(savedNext.first, savedNext.second);
    ev_.setPrimed(savedPrimed);
  };
  try {
    run(action, env, inst, nullptr);
  } catch (...) {
    restore();
    throw;
  }
  restore();
}

// TLC's eval of A \cdot B: t starts empty ("not t = s0.copyWith(s1)"), A's
// steps from s are collected without the conjuncts around the formula, and
// B is evaluated as a formula from each t to the next state.
bool evalComposition(Evaluator &ev, const InfixExpr *e, const Env *env, const InstCtx *inst) {
  const Value *s = ev.currentState();
  auto next = ev.nextState();
  bool primed = ev.primed();
  std::vector<std::vector<Value>> middle;
  Enumerator steps(ev, ev.model().variables.size());
  steps.compositionSteps(s, e->lhs, env, inst, middle);
  auto restore = [&] {
    ev.setState(s);
    ev.setNext(next.first, next.second);
    ev.setPrimed(primed);
  };
  for (const std::vector<Value> &t : middle) {
    bool holds;
    try {
      ev.setState(t.data());
      ev.setNext(next.first, next.second);
      ev.setPrimed(false);
      holds = ev.evalBool(e->rhs, env, inst);
    } catch (...) {
      restore();
      throw;
    }
    restore();
    if (holds)
      return true;
  }
  return false;
}

} // namespace tlacore::eval
