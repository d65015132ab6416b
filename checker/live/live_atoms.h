// Evaluating the atoms of a liveness formula on the states and steps the
// search meets: one bit per atom, recorded in the behaviour graph.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "eval/enumerator.h"
#include "live_formula.h"
#include "model/spec_model.h"
#include "value/line_allocator.h"

namespace tlacore::live {

// Per atom: whether it is a state atom of some tableau (ENABLED aside).
// TLC decides a step's tableau nodes on the successor as generated
// (TBGraphNode.isConsistent in LiveCheck.addNextState); under SYMMETRY or
// VIEW that state can differ from the one its fingerprint keeps, so these
// atoms are then also evaluated on each step's target (stepBits).
std::vector<uint8_t> stepTargetAtoms(const LiveFormula &f);

// Whether some state atom of a tableau reads the run (TLCGet's counters,
// TLCExt, a random draw, a print: model::isPureExpr fails): TLC evaluates
// it in each successor as generated, when its predecessor is expanded
// (LiveCheck.addNextState), so its value can differ from step to step into
// one state; the step atoms then hold it (stepTargetAtoms).
bool tableauAtomsReadTheRun(const LiveFormula &f, const model::SpecModel &m);

// The initial nodes of the formula's tableaux (one per distinct tableau,
// in branch order, as TLC's OrderOfSolutions): per node, the state atoms
// it requires (atom, negated) in the order ProductGraph tests them, or
// nothing when it is unsatisfiable. Building the tableaux adds literals to
// `f` (as findLivenessViolation's building them again would, the same
// ones): called before any evaluator reads it.
struct InitialTableauNode {
  bool unsatisfiable = false;
  std::vector<std::pair<int, bool>> literals;
};
std::vector<InitialTableauNode> initialTableauNodes(LiveFormula &f);
// Every node of the formula's tableaux, tableau after tableau as
// initialTableauNodes takes them, each tableau's nodes in index order (TLC's
// TBGraph.elements, which TableauLiveChecker.addNextState tests each
// successor against); the same literals as initialTableauNodes.
std::vector<InitialTableauNode> allTableauNodes(LiveFormula &f);

class AtomEvaluator {
public:
  AtomEvaluator(const LiveFormula &f, eval::Evaluator &ev, size_t variableCount);

  size_t words() const { return words_; }
  // Bits of the state atoms in state `s` (out: words() words); `succs` are
  // the successors of s under Next. For an initial state, `added` and
  // `addedKnown` (words() words each, or null) are initialBits' bits and the
  // atoms it evaluated when the state was added: those of them that give
  // the same value again (reusableAtInit) are taken from there, not
  // evaluated a second time.
  void stateBits(const val::Value *s, const std::vector<const std::vector<val::Value> *> &succs, uint64_t *out,
                 const uint64_t *added = nullptr, const uint64_t *addedKnown = nullptr);
  // Bits of the state atoms in state `s`, ENABLED <<Next>>_v by enumerating
  // Next (a simulated behaviour has no search's successors).
  void stateBitsEnumerating(const val::Value *s, uint64_t *out);
  // Bits of the step atoms on the step s -> t; `byNext`: t is one of the
  // successors of s under Next (as passed to stateBits). With
  // evaluateTargets, also the stepTargetAtoms in t, at their own bits.
  void stepBits(const val::Value *s, const val::Value *t, bool byNext, uint64_t *out);
  // Whether stepBits evaluates the stepTargetAtoms in the step's target
  // (one level deeper than s for a step by Next: TLCGet("level") there is
  // the successor's, as TLC's TBGraphNode.isConsistent reads it).
  void evaluateTargets(bool on);

  // The atoms of the initial tableau nodes `nodes` in initial state `s`, as
  // TLC's TableauLiveChecker.addInitState evaluates them when it adds the
  // state (TBGraphNode.isConsistent on each initial node in turn, each
  // node's predicates in order up to the first that fails): bits set for
  // the atoms that hold (out: words() words); an atom not evaluated is 0,
  // which no node's consistency, tested in the same order, reads.
  // `known` (words() words, or null): set for the atoms evaluated.
  void initialBits(const val::Value *s, const std::vector<InitialTableauNode> &nodes, uint64_t *out,
                   uint64_t *known = nullptr);
  // Marks the state atoms whose value at an initial state's add time is
  // its value at the state's expansion too: evaluating them has no effect
  // and reads nothing but the state (model::isPureExpr, the subscript of an
  // ENABLED <<A>>_v too), and they are computed the same way both times
  // (ENABLED <<Next>>_v is not: at expansion it reads the search's
  // successors). Until called, none is.
  // Also notes the atoms that are not pure: with one among the tableau's
  // atoms evaluated in the steps' targets (evaluateTargets), they are
  // evaluated as often as TLC evaluates them, whose effects (Print, TLCSet)
  // show it: in an initial state once per initial node that reaches it
  // (initialBits), in a step's target once per node of `nodes` (all the
  // tableaux' nodes, allTableauNodes) that reaches it, a target equal to an
  // earlier one of the same expansion taking its values (TLC's SetOfStates
  // holds it once) -- and not in a state at its own expansion nor in a new
  // successor on its own (stateBits, evalTableauAtoms).
  void reuseInitialAtoms(const model::SpecModel &m, std::vector<InitialTableauNode> nodes = {});

  // The first error TLC's LiveCheck.addNextState meets adding state `s`
  // with its steps to `steps` (the successors the search kept; the
  // stuttering step follows them): the step atoms on each step, then the
  // state atoms of the fairness and []<>/<>[] conditions on s (ENABLED,
  // enumerated, among them; `succs` are s's successors under Next), then
  // the tableau's state predicates on each step's target. Nothing when all
  // evaluate. Used where the search met an error: its order decides which
  // error, and so which stack, TLC reports.
  std::optional<eval::EvalError> firstError(const val::Value *s,
                                            const std::vector<const std::vector<val::Value> *> &steps,
                                            const std::vector<const std::vector<val::Value> *> &succs);

  // Whether some state atom is the tableau's alone (see tableauOnly_).
  bool hasTableauAtoms() const { return hasTableauOnly_; }
  // Evaluates the tableau's state predicates in state `t`, as TLC's
  // TBGraphNode.isConsistent does when t is first met as a successor
  // (LiveCheck.addNextState of its predecessor): their errors surface
  // there, before t is expanded. The values are not kept.
  void evalTableauAtoms(const val::Value *t);

private:
  void beginState(const val::Value *s); // forget what was cached about the previous state
  bool enabledAngle(size_t atom, const val::Value *s, const std::vector<const std::vector<val::Value> *> &succs,
                    bool enumerateNext = false);
  // State atom `i` at s: an ENABLED <<A>>_v atom over `succs` (or Next
  // enumerated when `enumerateNext`), any other evaluated in s alone.
  bool stateAtom(size_t i, const val::Value *s, const std::vector<const std::vector<val::Value> *> &succs,
                 bool enumerateNext);
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
  std::vector<size_t> targetAtoms_; // evaluated in a step's target (evaluateTargets)
  // State atoms TLC evaluates on a state's successors as its tableau's
  // predicates (TBGraphNode.isConsistent), not among the state's checkState.
  std::vector<uint8_t> tableauOnly_;
  bool hasTableauOnly_ = false;
  std::vector<uint8_t> reusableAtInit_; // reuseInitialAtoms
  // reuseInitialAtoms: per atom, whether it is not pure; the tableaux' nodes
  // when some target atom is not (else empty: each target atom once a step).
  std::vector<uint8_t> impure_;
  std::vector<InitialTableauNode> perNode_;
  std::vector<uint8_t> isTarget_; // per atom: among targetAtoms_
  std::vector<uint8_t> known_;    // initialBits, targetAtomsPerNode: the atoms evaluated so far
  // perNode_: the targets of the expansion under way (their values) and
  // their bits, to give an equal target the same bits.
  const val::Value *expanding_ = nullptr;
  std::vector<std::vector<val::Value>> targetsSeen_;
  std::vector<std::vector<uint64_t>> targetsSeenBits_;
  void targetAtomsPerNode(const val::Value *s, const val::Value *t, uint64_t *out);
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
  // Per EnabledAngle atom whose A composes actions: <<A>>_v as one
  // expression, for TLC's ENABLED (enabledAngle); made when first needed.
  std::vector<std::unique_ptr<ast::AngleActionExpr>> angleOf_;
  size_t variableCount_ = 0;
};

} // namespace tlacore::live
