// Evaluating the atoms of a liveness formula on the states and steps the
// search meets: one bit per atom, recorded in the behaviour graph.
#pragma once

#include <cstdint>
#include <vector>

#include "eval/enumerator.h"
#include "live_formula.h"

namespace tlacore::live {

class AtomEvaluator {
public:
  AtomEvaluator(const LiveFormula &f, eval::Evaluator &ev, size_t variableCount);

  size_t words() const { return words_; }
  // Bits of the state atoms in state `s` (out: words() words); `succs` are
  // the successors of s under Next.
  void stateBits(const val::Value *s, const std::vector<const std::vector<val::Value> *> &succs, uint64_t *out);
  // Bits of the step atoms on the step s -> t.
  void stepBits(const val::Value *s, const val::Value *t, uint64_t *out);

private:
  bool enabledAngle(const Atom &a, const val::Value *s, const std::vector<const std::vector<val::Value> *> &succs);
  bool subscriptChanges(const Atom &a, const val::Value *s, const val::Value *t);
  bool actionHolds(const Atom &a, const val::Value *s, const val::Value *t);

  const LiveFormula &f_;
  eval::Evaluator &ev_;
  eval::Enumerator en_;
  size_t words_;
  std::vector<uint8_t> all_;
  std::vector<size_t> stateAtoms_, stepAtoms_;
};

} // namespace tlacore::live
