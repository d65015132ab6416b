// The liveness formula TLC checks: the spec's fairness conditions and the
// negation of the PROPERTY formulas' temporal parts, in positive normal form
// (negation only on atoms), with definitions, quantifiers over constant sets,
// WF/SF and ~> expanded. Its disjunctive normal form splits into branches,
// each made of:
//   - "AE" conditions []<>X (X a state or action predicate): some step of the
//     cycle satisfies X;
//   - one "EA" condition <>[]X (the conjunction of all of them): every step
//     of the cycle satisfies X;
//   - a tableau formula: the rest, over state predicates only.
// This is the split TLC's Liveness.processLiveness makes (its "PEMs").
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <tuple>
#include <string>
#include <vector>

#include "eval/evaluator.h"
#include "model/spec_model.h"

namespace tlacore::live {

// A predicate the behaviour graph records one bit for: of a state (State,
// EnabledAngle) or of a step (Action, Angle, Box).
struct Atom {
  enum class Kind : uint8_t {
    State,        // a state predicate
    Action,       // an action predicate
    Angle,        // <<A>>_v
    Box,          // [A]_v
    EnabledAngle, // ENABLED <<A>>_v
  };
  Kind kind = Kind::State;
  const ast::Expr *expr = nullptr;      // the predicate, or A
  const ast::Expr *subscript = nullptr; // v
  const eval::Env *env = nullptr;
  const eval::InstCtx *inst = nullptr;
  // The action is the spec's next-state action (the A of [][A]_v, e.g.
  // WF_vars(Next)): it holds on every step the search generates, and its
  // steps from a state are the search's successors.
  bool isNext = false;
  bool onStep() const { return kind == Kind::Action || kind == Kind::Angle || kind == Kind::Box; }
};

// A node of a formula in positive normal form. Nodes are hash-consed: equal
// formulas have the same id.
struct LiveNode {
  enum class Kind : uint8_t { True, False, Lit, And, Or, Always, Eventually, Next };
  Kind kind = Kind::True;
  int atom = -1;    // Lit
  bool neg = false; // Lit: the atom is negated
  std::vector<int> kids;
  // Lit: which written predicate it is (TLC tags each LNState of the formula
  // apart: two occurrences of one predicate are distinct in its tableau),
  // and whether a temporal-level negation stands over it (TLC's LNNeg; a ~
  // written inside the predicate is part of it, as TLC's LNStateAST).
  int tag = -1;
  bool wrapped = false;
};

// One disjunct of the DNF.
struct LiveBranch {
  int tableau = -1;       // a formula over state predicates, or -1
  int ea = -1;            // the conjunction of the <>[]X conditions, or -1
  std::vector<int> ae;    // the []<>X conditions
  size_t property = 0;    // the PROPERTY part it refutes (index into SpecModel::livenessParts)
};

class LiveFormula {
public:
  std::vector<Atom> atoms;
  std::vector<LiveNode> nodes;
  std::vector<LiveBranch> branches;

  int make(LiveNode n);
  int lit(int atom, bool neg, int tag = -1, bool wrapped = false) {
    return make({LiveNode::Kind::Lit, atom, neg, {}, tag, wrapped});
  }
  // The negation of `node` pushed down to its predicates (TLC's pushNeg):
  // a predicate keeps its tag and changes its wrapping.
  int negated(int node);
  // An And/Or's operands in the order first written, junctions of the same
  // kind flattened into it (TLC's LNConj/LNDisj: addConj/addDisj flatten);
  // the order of TLC's DNF and of its tableau's formula.
  const std::vector<int> &writtenKids(int node) const;
  int unary(LiveNode::Kind k, int kid) { return make({k, -1, false, {kid}}); }
  int binary(LiveNode::Kind k, int a, int b) { return make({k, -1, false, {a, b}}); }
  bool temporal(int node) const;    // has [] or <> inside
  bool onSteps(int node) const;     // has a step atom inside
  std::string describe(int node) const; // for debugging and error messages
  // How many disjuncts TLC's LNConj.toDNF makes of `node` as the formula was
  // written: the hash-consing merges equal conjuncts (\A i \in 1..36 :
  // SF_x(A) is one node) where TLC multiplies each. Capped at kDnfSizeCap.
  uint64_t tlcDnfSize(int node) const;
  static constexpr uint64_t kDnfSizeCap = uint64_t{1} << 31; // past Java's int

  // Persistent bindings of the expanded formula (the atoms point into them).
  std::deque<eval::Env> envs;
  std::deque<std::vector<eval::Env>> frames;
  std::deque<eval::InstCtx> insts;
  std::deque<eval::InstancePath> paths; // instances entered for I!Op, I(x)!Op

private:
  int makeNormalised(LiveNode n);
  std::vector<uint64_t> tlcDnfSizes_; // by node id, 0 where not recorded
  std::vector<std::vector<int>> written_; // by node id, for And/Or (see writtenKids)
  // Node -> id, for hash-consing.
  std::map<std::tuple<LiveNode::Kind, int, bool, std::vector<int>, int, bool>, int> index_;
};

// Builds the formula of `model` (fairness /\ ~(properties)); `ev` evaluates
// the constant sets of quantifiers. Empty branches when there is no
// temporal property to check. Throws eval::EvalError for formulas TLC cannot
// handle either (actions inside a tableau, unbounded quantifiers).
void buildLiveFormula(const model::SpecModel &model, eval::Evaluator &ev, LiveFormula &out);

} // namespace tlacore::live
