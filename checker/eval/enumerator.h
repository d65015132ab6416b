// Enumerator: TLC's way of generating states from a predicate or action:
// conjuncts are processed left to right, `x' = e` and `x' \in S` assign
// (branching over S), disjunctions and \E split, everything else is a guard.
// Init is enumerated the same way with unprimed variables as the targets.
#pragma once

#include <functional>
#include <deque>
#include <memory>
#include <span>
#include <vector>

#include "evaluator.h"

namespace tlacore::eval {

// The action a successor came from, as TLC names it in traces and coverage:
// the last operator expanded before the action's conjuncts, and the range of
// the expression that forms the action.
struct ActionLabel {
  const sem::Symbol *op = nullptr;
  SourceRange range;
};

class Enumerator;

// Init's enumeration shared out among threads (explore/init_states.h): at a
// branching of Init (x \in S, a disjunction, \E), InitSplitter::split may
// take the branches. They go to add() in enumeration order, as numbered
// branches 0..count-1 of a function (held by the split until it has run
// them) that runs branch i on the enumerator given, one continued from the
// splitting one (Enumerator::continueFrom); finish() returns once all have
// run. A split destroyed unfinished (an exception) waits for those running.
class InitSplit {
public:
  using Branches = std::function<void(Enumerator &, size_t)>;
  virtual ~InitSplit() = default;
  virtual void add(std::shared_ptr<const Branches> branches, size_t count) = 0;
  virtual void finish() = 0;
};

class InitSplitter {
public:
  virtual ~InitSplitter() = default;
  // A split of this branching of `from`'s enumeration, or null to run it on `from`.
  virtual std::unique_ptr<InitSplit> split(Enumerator &from) = 0;
};

class Enumerator {
public:
  using Sink = std::function<void(const std::vector<val::Value> &state, const ActionLabel &label)>;

  Enumerator(Evaluator &ev, size_t variableCount);
  ~Enumerator();

  // Init: the conjunction of `parts`.
  // With coverage, `costRoots` are the cost-model roots of the parts.
  void initialStates(const std::vector<model::ScopedExpr> &parts, const Sink &sink,
                     const std::vector<const CostNode *> *costRoots = nullptr);
  // Next: `next`, the body of `nextSymbol` when there is one (it names the
  // action when Next is not split into smaller actions).
  void successors(const val::Value *cur, const model::ScopedExpr &next, const sem::Symbol *nextSymbol, const Sink &sink);
  // Successors of one of TLC's actions (see explore/tlc_actions.h): the
  // expression `action` under `env` and `inst`.
  void actionSuccessors(const val::Value *cur, const ast::Expr *action, const Env *env, const InstCtx *inst,
                        const Sink &sink);
  // States reached half-way through A \cdot B (the A-steps of a composition
  // whose successors go to the sink), which TLC counts as generated: the
  // number since the last call.
  uint64_t takeIntermediateStates() {
    uint64_t n = intermediate_;
    intermediate_ = 0;
    return n;
  }
  // Successors may leave variables unassigned (they keep their values), as
  // ENABLED needs: a variable an action does not constrain may take any value.
  void setPartialStates(bool partial) { partial_ = partial; }
  // A successor that leaves variables unassigned goes to the sink with those
  // variables' values null (val::Value(), Kind::Error) instead of failing:
  // the model checker reports it as TLC's Worker.addElement does, after the
  // successors before it were checked (isGoodState, the first check).
  void setIncompleteSuccessors(bool on) { incomplete_ = on; }
  // The same for an initial state: it goes to the sink with the variables
  // Init leaves unassigned null, as TLC's getInitStates hands it to its
  // DoInitFunctor, whose isGoodState check rejects it ("current state is not
  // a legal state"). Off: Init's enumeration fails there.
  void setIncompleteInitialStates(bool on) { incompleteInit_ = on; }
  // TLC takes the shortcut once every variable has a value (the conjuncts
  // left evaluated as one predicate) in Init always, in Next only while
  // warnings are on (TLC's -nowarning turns it off there).
  void setNextShortcut(bool on) { nextShortcut_ = on; }
  // `x' \in {y \in S : P}` (and `x \in` in Init) over a set S whose
  // elements stream (value/set_stream.h): P tested on one element of S at a
  // time and the kept ones assigned in order, the filtered set never built
  // (under a memory bound: the BFS's initial states of CoffeeCan). Off: the
  // evaluator builds it, with its workers' help (Evaluator::setParallelFor).
  void setStreamFilters(bool on) { streamFilters_ = on; }
  // How many successors were completed that way (variables left unassigned).
  uint64_t partialFills() const { return partialFills_; }
  // How many action compositions (A \cdot B) the enumeration has run.
  uint64_t compositionsRun() const { return compositionsRun_; }
  // While a sink runs: which variables the step it is given assigned (the
  // others were filled in, with partial states).
  const std::vector<uint8_t> &assignedNow() const { return assigned_; }
  // Init's branchings may be split among threads (null: none).
  void setInitSplitter(InitSplitter *splitter) { splitter_ = splitter; }
  // Takes up `from`'s enumeration of Init where it split (its assignments
  // so far), the states going to `sink`: then a branch may run here. The
  // evaluator's state context is the caller's to save and restore.
  void continueFrom(const Enumerator &from, const Sink &sink);
  // ENABLED A in state `cur`: whether A has a successor.
  bool enabled(const val::Value *cur, const ast::Expr *action, const Env *env, const InstCtx *inst);
  // The A-steps from `cur` that A \cdot B, evaluated as a formula, continues
  // with B (action_composition.cpp): A's next states as TLC collects them,
  // variables A leaves unassigned left so (empty values). The evaluator's
  // view of the states is restored afterwards.
  void compositionSteps(const val::Value *cur, const ast::Expr *action, const Env *env, const InstCtx *inst,
                        std::vector<std::vector<val::Value>> &out);

private:
  struct Cont {
    const ast::Expr *e;
    const Env *env;
    const InstCtx *inst;
    const Cont *next;
    const CostNode *cm = nullptr; // with coverage: the node the conjunct is below
    bool changed = false;         // e is <<A>>_e's subscript: holds when e' # e (TLC's CHANGED item)
  };
  bool subscriptChanged(const Cont *c);
  void run(const ast::Expr *e, const Env *env, const InstCtx *inst, const Cont *k);
  void runCounted(const ast::Expr *e, const Env *env, const InstCtx *inst, const Cont *k);
  void proceed(const Cont *k);
  // proceed(k) as TLC continues from an expression it counts: with
  // coverage, the current node counts the continuations that reach a state.
  void proceedCounted(const Cont *k) {
    if (ev_.costNode()) [[unlikely]]
      proceedCounting(k);
    else
      proceed(k);
  }
  void proceedCounting(const Cont *k);
  void proceedAllAssigned(const Cont *k, const CostNode *node);
  bool allAssigned() const;
  bool conjunctsHold(const Cont *k);
  void runCall(const ast::OpAppExpr *e, const Env *env, const InstCtx *inst, const Cont *k);
  void runOperatorArgument(const OpRef &op, const ast::OpAppExpr *e, const Env *env, const InstCtx *inst,
                           const Cont *k);
  void runSelectedOperator(const OpRef &op, size_t defIndex, const ast::OpAppExpr *e, const Env *env,
                           const InstCtx *inst, const Cont *k);
  void expandDefinition(const sem::Symbol *s, const sem::Symbol *def, std::span<ast::Expr *const> args,
                        const Env *argEnv, const InstCtx *argInst, const Env *bodyOuter, const InstCtx *bodyInst,
                        SourceRange call, const Cont *k);
  // The state slot that `e` assigns: x' (or x in Init); -1 when `e` is not one.
  int targetSlot(const ast::Expr *e, const Env *env, const InstCtx *inst) const;
  int targetSlotThroughDefinition(const sem::Symbol *s, const Env *env, const InstCtx *inst, int hops) const;
  void runUserOperator(const sem::Symbol *s, std::span<ast::Expr *const> args, const ast::Expr *e, const Env *env,
                       const InstCtx *inst, const Cont *k);
  void assignAndProceed(int slot, const val::Value &v, const Cont *k);
  // setStreamFilters: `slot \in set` when `set` is a filter whose base streams; false when not.
  bool streamFilter(int slot, const ast::Expr *set, const Env *env, const InstCtx *inst, const Cont *k);
  void unchanged(const ast::Expr *e, const Env *env, const InstCtx *inst, const Cont *k);
  void unchangedThen(const ast::Expr *e, const Env *env, const InstCtx *inst, const std::function<void()> &then);
  void unchangedCounting(const ast::Expr *e, const Env *env, const InstCtx *inst, const std::function<void()> &then);
  // `then` continues after a variable or comparison, `through` after a
  // tuple or definition; `outer` is the coverage node around e (or null).
  void unchangedBody(const ast::Expr *e, const Env *env, const InstCtx *inst, const std::function<void()> &then,
                     const std::function<void()> &through, const CostNode *outer);
  int targetSlotUnprimed(const ast::Expr *e, const Env *env, const InstCtx *inst) const;
  void guard(const ast::Expr *e, const Env *env, const InstCtx *inst, const Cont *k);
  void exists(const ast::QuantExpr *q, const Env *env, const InstCtx *inst, const Cont *k);
  void composition(const ast::InfixExpr *e, const Env *env, const InstCtx *inst, const Cont *k);

  Evaluator &ev_;
  size_t n_;
  bool initMode_ = false;
  bool partial_ = false;
  bool incomplete_ = false;
  bool incompleteInit_ = false;
  bool nextShortcut_ = true;
  bool streamFilters_ = false;
  uint64_t intermediate_ = 0;
  // Inside A \cdot B: where the A-steps go (null: completed states go to
  // the sink), and how many compositions enclose the current one.
  std::vector<std::vector<val::Value>> *collect_ = nullptr;
  unsigned compositionDepth_ = 0;
  uint64_t partialFills_ = 0;
  uint64_t compositionsRun_ = 0;
  uint64_t produced_ = 0; // states passed to the sink (for coverage)
  bool enteredOnce_ = false; // coverage: the next run() is of the current node itself
  std::vector<val::Value> next_;
  std::vector<uint8_t> assigned_;
  size_t assignedCount_ = 0; // how many of assigned_ are set
  const val::Value *cur_ = nullptr;
  const Sink *sink_ = nullptr;
  ActionLabel label_;
  bool labelFrozen_ = false;
  ScopeCache scopes_; // the chains of Init's parts and Next, built once
  const InstCtx *scoped(const model::ScopedExpr &e);
  struct StopEnumeration {};
  const InstCtx *nextInst_ = nullptr;
  InitSplitter *splitter_ = nullptr;
  // A split of the branching at `env`, `inst`, `k` (null: run it here).
  std::unique_ptr<InitSplit> splitHere(const Env *env, const InstCtx *inst, const Cont *k);
  // Whether other threads may read these bindings (their Lazy ones evaluated now).
  bool settleForSharing(const Env *env, const InstCtx *inst, const Cont *k);
  // One disjunct of an action, its range the action's label (unless frozen).
  void runDisjunct(const ast::Expr *item, const Env *env, const InstCtx *inst, const Cont *k);
  const model::ScopedExpr *nextScoped_ = nullptr;
  // ENABLED reached through instance contexts (TLC's Context.branch, enabled_branch.cpp): those contexts,
  // cloned; a variable they substitute is, where ENABLED assigns it, the instance's own variable.
  std::deque<InstCtx> branchCtxs_;
  mutable std::vector<const sem::Symbol *> freshVars_; // slot n_ + i: the instance variable freshVars_[i]
  static constexpr size_t kMaxFreshVars = 64;
  const InstCtx *branchContexts(const InstCtx *inst);
  bool isBranchContext(const InstCtx *c) const;
  int freshSlot(const sem::Symbol *var) const;
};

// Lets `ev` evaluate ENABLED through enumeration.
void installEnabledHook(Evaluator &ev, size_t variableCount);

} // namespace tlacore::eval
