// Evaluating the atoms of a liveness formula on the states and steps the
// search meets: one bit per atom, recorded in the behaviour graph.
#pragma once

#include <cstdint>
#include <vector>

#include "eval/enumerator.h"
#include "live_formula.h"
#include "value/line_allocator.h"

namespace tlacore::live {

class AtomEvaluator {
public:
  AtomEvaluator(const LiveFormula &f, eval::Evaluator &ev, size_t variableCount);

  size_t words() const { return words_; }
  // Bits of the state atoms in state `s` (out: words() words); `succs` are
  // the successors of s under Next.
  void stateBits(const val::Value *s, const std::vector<const std::vector<val::Value> *> &succs, uint64_t *out);
  // Bits of the step atoms on the step s -> t; `byNext`: t is one of the
  // successors of s under Next (as passed to stateBits).
  void stepBits(const val::Value *s, const val::Value *t, bool byNext, uint64_t *out);

private:
  bool enabledAngle(size_t atom, const val::Value *s, const std::vector<const std::vector<val::Value> *> &succs);
  // v (of <<A>>_v, [A]_v) in state s, cached per distinct subscript while s stays the same.
  const val::Value &subscriptAt(size_t atom, const val::Value *s);
  bool subscriptChanges(size_t atom, const val::Value *s, const val::Value *t);
  bool differ(const val::Value &before, const val::Value &after, const Atom &a) const;
  void readSubscriptAfter(const Atom &a, const val::Value *s, const std::vector<val::Value> &t,
                          const std::vector<uint8_t> &assigned);
  bool actionHolds(const Atom &a, const val::Value *s, const val::Value *t, bool byNext = false);

  // The tables below are read and written on every state by one worker:
  // each in cache lines of its own (val::LineVector), which another
  // worker's objects would otherwise share.
  const LiveFormula &f_;
  eval::Evaluator &ev_;
  eval::Enumerator en_;
  size_t words_;
  val::LineVector<uint8_t> all_;
  val::LineVector<size_t> stateAtoms_, stepAtoms_;
  // Atoms with the same subscript (expression, bindings, instance) share a slot.
  val::LineVector<size_t> subscriptSlot_;
  const val::Value *cachedState_ = nullptr;
  val::LineVector<val::Value> cachedValue_;
  val::LineVector<uint8_t> cached_;
  // The subscript's value in the target state of the step being evaluated.
  const val::Value *targetState_ = nullptr;
  val::LineVector<val::Value> targetValue_;
  val::LineVector<uint8_t> targetCached_;
  // Atoms with the same action (A, bindings, instance) share a slot; for the
  // state whose bits were computed last, the A-steps from it when they were
  // all enumerated (every variable assigned), so that A(s, t) is membership.
  val::LineVector<size_t> actionSlot_;
  val::LineVector<std::vector<std::vector<val::Value>>> slotSteps_;
  val::LineVector<uint8_t> slotStepsKnown_;
};

} // namespace tlacore::live
