// Evaluator: computes the value of a TLA+ expression in a state (or a pair
// of states) under bindings and instance substitutions. One per worker
// thread; the SpecModel it reads is shared and immutable.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <unordered_map>

#include "cost_model.h"
#include "direct_cache.h"
#include "eval_context.h"
#include "java_random.h"
#include "tlc_config.h"
#include "value_sources.h"
#include "pointer_map.h"
#include "run_io.h"
#include "model/spec_model.h"

namespace tlacore::eval {

class Evaluator;
class CapturedContext;
class StateDefCache; // state_def_cache.h
struct StateDefCacheDeleter {
  void operator()(StateDefCache *c) const;
};

// A non-owning reference to a callable `bool(const Env *)` (no allocation,
// unlike std::function); valid while the callable it was made from lives.
class BindingVisitor {
public:
  template <typename F>
    requires(!std::is_same_v<std::remove_cvref_t<F>, BindingVisitor>)
  BindingVisitor(F &&f) // NOLINT: implicit, so lambdas pass directly
      : obj_(const_cast<void *>(static_cast<const void *>(&f))),
        call_([](void *o, const Env *e) -> bool { return (*static_cast<std::remove_reference_t<F> *>(o))(e); }) {}
  bool operator()(const Env *e) const { return call_(obj_, e); }

private:
  void *obj_;
  bool (*call_)(void *, const Env *);
};

// A function position f in f[a] as TLC evaluates it (with EvalControl.KeepLazy):
// either a value, or TLC's FcnLambdaValue [x \in S |-> e] not built (its
// constructor with its domain evaluated, where it was written, and the
// EXCEPTs taken on it), applied one argument at a time (lazy_fcn.cpp).
struct LazyFcn {
  val::Value value; // when not lazy
  const ast::FcnCtorExpr *ctor = nullptr;
  // Or a function definition f[x \in S] == e over a domain that cannot be enumerated (its symbol).
  const sem::Symbol *fcnDef = nullptr;
  const ast::Vec<ast::BoundDecl> *bounds = nullptr; // the constructor's or the definition's
  const ast::Expr *body = nullptr;
  const Env *env = nullptr; // live while the visitor runs
  const InstCtx *inst = nullptr;
  val::Value domain;
  struct Except {
    std::vector<val::Value> path; // each step's argument
    val::Value value;
    // ![a] = [y \in S |-> e] kept as a lazy function itself (S may be Int), its @ in it.
    std::shared_ptr<const LazyFcn> lazyValue;
  };
  std::vector<Except> excepts;
  // The @ of the EXCEPT this function is the value of (read by its body).
  val::Value at;
  bool hasAt = false;
  // Held by a value (val::Kind::LazyFcn, lazy_fcn_value.h): the bindings `env` and
  // `inst` point into, and the state its body is evaluated in (TLC's FcnLambdaValue
  // keeps its Context, TLCState and next TLCState).
  std::shared_ptr<const CapturedContext> captured;
  // Not lazy: a tuple or record written in the function position whose elements TLC evaluated
  // under KeepLazy, some of them kept as unbuilt lazy function values (Evaluator::keptLazyElement).
  bool holdsLazy = false;
  bool lazy() const { return bounds != nullptr; }
  // v as a function position: a lazy function value (val::Kind::LazyFcn) is the lazy function it holds.
  static LazyFcn of(val::Value v);
};

// FcnLambdaValue.apply's text for a single argument outside the function's domain.
std::string lambdaOutsideDomain(const std::string &fcnText, const val::Value &arg);

// A non-owning reference to a callable `val::Value(const LazyFcn &)`.
class LazyFcnVisitor {
public:
  template <typename F>
    requires(!std::is_same_v<std::remove_cvref_t<F>, LazyFcnVisitor>)
  LazyFcnVisitor(F &&f) // NOLINT: implicit, so lambdas pass directly
      : obj_(const_cast<void *>(static_cast<const void *>(&f))),
        call_([](void *o, const LazyFcn &l) -> val::Value {
          return (*static_cast<std::remove_reference_t<F> *>(o))(l);
        }) {}
  val::Value operator()(const LazyFcn &l) const { return call_(obj_, l); }

private:
  void *obj_;
  val::Value (*call_)(void *, const LazyFcn &);
};

// A call of a natively implemented standard-module operator.
struct NativeCall {
  Evaluator &ev;
  std::span<ast::Expr *const> exprs;     // arguments as written, or...
  const std::vector<val::Value> *values; // ...already evaluated (when not null)
  const Env *env;
  const InstCtx *inst;
  SourceRange range;
  const sem::Symbol *def;
  // The arguments evaluated before the call (when not null), as TLC
  // evaluates them before calling its Java method.
  const val::Value *evaluated = nullptr;
  size_t argCount() const;
  val::Value arg(size_t i) const;
  OpRef opArg(size_t i) const;
};
using NativeFn = val::Value (*)(const NativeCall &);
NativeFn findNative(std::string_view module, std::string_view name);
// TLC's name for the class of a value (Value.getKindString), as its messages
// about a value of the wrong kind print it ("an integer", "a record", ...).
std::string tlcValueImage(const val::Value &v);

// The instance contexts of ScopedExprs, built on first use and kept as long
// as the cache (one per evaluator thread).
class ScopeCache {
public:
  const InstCtx *of(const model::ScopedExpr &e) {
    if (e.bound)
      return static_cast<const InstCtx *>(e.inst);
    auto [it, fresh] = cache_.try_emplace(&e, nullptr);
    if (fresh)
      it->second = instanceChain(e.instances, store_);
    return it->second;
  }

private:
  std::unordered_map<const model::ScopedExpr *, const InstCtx *> cache_;
  std::deque<InstCtx> store_;
};

class Evaluator {
  friend class CapturedContext; // reads and settles bindings as lookupBinding does

public:
  explicit Evaluator(const model::SpecModel &m) : model_(m) {}

  // Runs body(helper, begin, end) over chunks of [0, n) on several threads,
  // each chunk with an Evaluator of its own thread (possibly this one).
  using ParallelFor =
      std::function<void(size_t n, const std::function<void(Evaluator &, size_t, size_t)> &body)>;
  // Set while this evaluator works alone and others are idle (the initial
  // states are enumerated on one thread): a large set filter {x \in S : P}
  // whose P has no effects (model::isPureExpr) is then evaluated in parallel.
  void setParallelFor(ParallelFor f) { parallelFor_ = std::move(f); }
  // What an expression is evaluated in, besides its bindings.
  struct StateContext {
    const val::Value *cur, *next;
    const uint8_t *nextAssigned;
    bool primed;
    const val::Value *atValue;
    int64_t level;
    bool initStates; // (a lazy value made in Init evaluates with TLC's control kept: EvalControl.Init)
  };
  StateContext stateContext() const { return {cur_, next_, nextAssigned_, primed_, atValue_, level_, initStates_}; }
  // The innermost expression an enumerator on this evaluator is running
  // (Enumerator::run keeps the list), null outside an enumeration.
  const RunFrame *&runFrames() { return runFrames_; }
  void setStateContext(const StateContext &c) {
    cur_ = c.cur;
    next_ = c.next;
    nextAssigned_ = c.nextAssigned;
    primed_ = c.primed;
    atValue_ = c.atValue;
    level_ = c.level;
    initStates_ = c.initStates;
  }
  // Evaluates Lazy binding `b` now if it would cache its value on first use,
  // so that other threads may then read it; false when that fails.
  bool settleBinding(const Env *b);

  // RandomElement's generator (TLC's RandomEnumerableValues): seeded with
  // the run's seed; the search reseeds it with seed ^ fingerprint before it
  // generates a state's successors, so that the same state always has the
  // same successors (and a trace can be rebuilt). Constant definitions that
  // draw random values are evaluated once, before the search, and their
  // values given to every worker (presetConstant).
  void setRandomSeed(int64_t seed) {
    randomSeed_ = seed;
    random_ = JavaRandom(seed);
  }
  void reseedRandom(uint64_t salt) { random_ = JavaRandom(static_cast<int64_t>(static_cast<uint64_t>(randomSeed_) ^ salt)); }
  JavaRandom &random() { return random_; }
  // The model's constant definitions TLC evaluates at start-up for their
  // effects or draws (SpecModel::startupConstants) evaluated here, in order;
  // those that fail come with an error value, as TLC swallows their errors
  // there (the error is reported where they are used, each use evaluating
  // them again: constantDefLeftToUses).
  using ConstantValues = std::vector<std::pair<const sem::Symbol *, val::Value>>;
  ConstantValues evalStartupConstants();
  // Constant definitions' values as another worker evaluated them.
  void presetConstants(const ConstantValues &values) {
    for (const auto &[def, v] : values) {
      bool fresh;
      constantCache_.get(def, fresh) = v;
    }
  }

  // TLCExt!TLCDefer(e): TLC evaluates e only in simulation, after the
  // successor it was reached for is chosen (explore/simulate.cpp installs
  // the hook); without a hook (BFS) e is never evaluated.
  using DeferHook = std::function<void(const NativeCall &)>;
  void setDeferHook(const DeferHook *h) { deferHook_ = h; }
  const DeferHook *deferHook() const { return deferHook_; }

  // Where Print/PrintT write and IOEnv reads (null: the process's own).
  void setIo(const RunIo *io) { io_ = io ? io : &processIo(); }
  const RunIo &io() const { return *io_; }

  // The states variables are read from. `next`/`assigned` may be null.
  void setState(const val::Value *cur) {
    cur_ = cur;
    if (publishedRegisters != registers_.get() && !borrowsRegisters_) [[unlikely]]
      publishRegisters();
  }
  void setNext(const val::Value *next, const uint8_t *assigned) {
    next_ = next;
    nextAssigned_ = assigned;
  }
  const val::Value *currentState() const { return cur_; }
  std::pair<const val::Value *, const uint8_t *> nextState() const { return {next_, nextAssigned_}; }
  using EnabledHook = std::function<bool(const ast::Expr *, const Env *, const InstCtx *)>;
  void setEnabledHook(EnabledHook h) { if (h) enabledHook_ = std::move(h); }

  val::Value eval(const ast::Expr *e, const Env *env, const InstCtx *inst);
  bool evalBool(const ast::Expr *e, const Env *env, const InstCtx *inst);
  // eval(e) without counting e itself for coverage (its node is current).
  val::Value evalUncounted(const ast::Expr *e, const Env *env, const InstCtx *inst) {
    uncountedOnce_ = cm_ != nullptr;
    return eval(e, env, inst);
  }
  // Applies an operator reference (a definition, LAMBDA or symbol) to values.
  val::Value applyOp(const OpRef &op, const std::vector<val::Value> &args, SourceRange range);
  // An operator constant the cfg gives by lines F(a1, ..., an) = v (TLC's
  // OpRcdValue): the value of the first line whose arguments equal `args`.
  val::Value applyOperatorTable(const sem::Symbol *def,
                                const std::vector<std::pair<std::vector<val::Value>, val::Value>> &table,
                                const std::vector<val::Value> &args, SourceRange range);
  // Evaluates a definition with no parameters (an invariant, VIEW, ...).
  val::Value evalDefinition(const sem::Symbol *def);

  [[noreturn]] void fail(std::string message, SourceRange range) const;
  // An error TLC raises without naming a location (a Java exception of its
  // values or natives): `range` only places the clang-style diagnostic.
  [[noreturn]] void failUnlocated(std::string message, SourceRange range) const;
  // The same, for an error TLC raises as an EvalException (EvalError::evalException).
  [[noreturn]] void failEvalException(std::string message, SourceRange range) const;
  // a = b and x \in s as TLC decides them (errors across value kinds).
  bool equals(const val::Value &a, const val::Value &b, SourceRange range) const;
  bool member(const val::Value &x, const val::Value &s, SourceRange range) const;
  // The questions TLC asks its operands' elements for S \cup T, \cap, \ and \subseteq.
  void checkSetOperands(std::string_view op, const val::Value &a, const val::Value &b, SourceRange range) const;
  // Recursion deeper than the stack: an evaluation error, not a crash
  // (naming `op`, or else the innermost user operator being applied).
  [[noreturn]] void failStackOverflow(const sem::Symbol *op, SourceRange range) const;
  // While the body of operator `def` is evaluated (applied at `range`):
  // counts the nesting, remembers a user operator for the message above, and
  // fails with it when the stack or the nesting runs out.
  class ApplyingScope {
  public:
    ApplyingScope(Evaluator &ev, const sem::Symbol *def, SourceRange range);
    ~ApplyingScope();
    ApplyingScope(const ApplyingScope &) = delete;
    ApplyingScope &operator=(const ApplyingScope &) = delete;

  private:
    Evaluator &ev_;
    const sem::Symbol *saved_;
  };

  // TLC's TLCGet/TLCSet: "level" is the length of the current behaviour;
  // integer keys are registers of this worker.
  val::Value tlcGet(const val::Value &key, SourceRange range);
  // A native that reads the run (the search, the user's input) marks the
  // definition being evaluated as not a constant to evaluate once.
  void noteRuntimeRead() { ++runtimeReads_; }
  void tlcSet(const val::Value &key, const val::Value &v, SourceRange range);
  void setLevel(int64_t level) { level_ = level; }
  // What TLCGet("config") reports about the run when the model carries no
  // record of it (RunIo::tlcConfig); TLCSet("exit", TRUE) asks it to stop.
  using RunConfig = TlcRunConfig;
  void setRunConfig(RunConfig c) { runConfig_ = std::move(c); }
  // What TLCGet("stats") (and "generated", "distinct", "queue", "diameter",
  // "duration") report once a search has finished, e.g. for POSTCONDITION.
  struct RunStats {
    int64_t generated = 0;
    int64_t distinct = 0;
    int64_t queue = 0;
    int64_t diameter = 0;
    int64_t duration = 0; // seconds
    // -simulate: "stats" is the simulator's record (with `traces`, the
    // behaviours begun so far, and `worker`), and "generated", "distinct" and
    // "queue" are undefined (TLC reads them from a ModelChecker there is none
    // of); "diameter" is the worker's count of behaviours (0 outside one).
    bool simulation = false;
    int64_t traces = 0;
    int64_t worker = 0;
  };
  void setRunStats(RunStats s) { runStats_ = s; }
  // The search's live counters, read only when TLCGet asks for one (no cost
  // otherwise): BFS publishes TLC's ModelChecker counts, -simulate the
  // simulator's (explore/bfs.cpp, explore/simulate.cpp). Without one (and
  // without RunStats), e.g. in ASSUME, every count is 0.
  struct StatsProbe {
    virtual ~StatsProbe() = default;
    virtual RunStats read() const = 0;
  };
  void setStatsProbe(const StatsProbe *p) { statsProbe_ = p; }
  // TLCSet(i, v)'s registers, e.g. to give a worker's to another evaluator
  // (TLC's main thread reads worker 0's and sets all workers').
  using Registers = std::vector<std::pair<int64_t, val::Value>>;
  const Registers &registers() const { return *registers_; }
  void setRegisters(Registers r) { *registers_ = std::move(r); }
  // TLC keeps the registers per thread (IdThread's local values): an
  // evaluator made to evaluate a lazy value on whatever thread asks (a
  // SetPredValue's predicate, reused_evaluator.h) reads and sets those of the
  // evaluator that last took up a state or a register on the calling thread.
  void borrowThreadRegisters() { borrowsRegisters_ = true; }
  // What a run evaluates once before its search, in TLC's order
  // (SpecProcessor.processConstantDefns, then processConfig and Tool's split
  // of Next, on TLC's main thread): the start-up constants' values
  // (evalStartupConstants), the registers they set, and RandomElement's
  // generator after their draws and the split's. A search handed one
  // (CheckOptions/SimOptions/DfidOptions::startup) takes it up instead of
  // evaluating the constants again, so a printing constant prints once and a
  // drawing one has one value for the split and the search.
  struct Startup {
    ConstantValues constants;
    Registers registers;
    JavaRandom random;
  };
  Startup startup(ConstantValues constants) const { return {std::move(constants), *registers_, random_}; }
  void takeUp(const Startup &s) {
    presetConstants(s.constants);
    setRegisters(s.registers);
    random_ = s.random;
  }
  bool exitRequested() const { return exitRequested_; }
  // Operator constants replaced by INSTANCE ... WITH F <- Op: the substitute.
  struct OpSubstitute {
    const sem::Symbol *symbol = nullptr;
    const ast::LambdaExpr *lambda = nullptr;
    const Env *env = nullptr;
    const InstCtx *inst = nullptr;
  };
  std::optional<OpSubstitute> operatorSubstitute(const sem::Symbol *constant, const InstCtx *inst) const;
  const model::SpecModel &model() const { return model_; }
  // The string `text` of this spec (ordered as TLC orders it).
  val::Value str(std::string_view text) const { return model_.strings->string(text); }
  // The string of a literal or field name written in the spec: cached by the
  // address of its text in the syntax tree, so the hot path takes no lock.
  val::Value literal(std::string_view text) {
    Literal l = literalCache_.get(text.data(), [&] { return Literal{text.size(), str(text)}; });
    if (l.size != text.size()) [[unlikely]] // another text at the same address
      return str(text);
    return l.value;
  }
  int64_t checkedInt(__int128 v, SourceRange range) const;

  // For the enumerator: how a name segment resolves in context.
  struct Resolved {
    const sem::Symbol *def = nullptr; // the underlying definition
    const Env *env = nullptr;         // bindings for its body (params bound)
    const InstCtx *inst = nullptr;
  };
  // Values of a variable or constant symbol through the substitutions.
  val::Value variableOrConstant(const sem::Symbol *s, SourceRange range, const InstCtx *inst);
  // The instance context for evaluating definition `s` reached from `inst`.
  const InstCtx *enterImported(const sem::Symbol *s, const InstCtx *inst, InstCtx &storage) const;
  // Coverage (TLC's cost model, see cost_model.h): the node of the
  // expression being evaluated and the counters; null when not counting.
  const CostNode *costNode() const { return cm_; }
  void setCostNode(const CostNode *n) { cm_ = n; }
  CostCounters *costCounters() const { return cc_; }
  void setCostCounters(CostCounters *c) { cc_ = c; }
  bool primed() const { return primed_; }
  void setPrimed(bool p) { primed_ = p; }
  // Whether the initial states are being generated (TLC's EvalControl.Init,
  // set only in the scope of Tool.getInitStates: not while a state found is
  // checked). Decides which lazy bindings keep their value (cachesBinding).
  bool initStates() const { return initStates_; }
  void setInitStates(bool on) { initStates_ = on; }
  // Where the values evaluated came from (value_sources.h): noted only in
  // the re-run that explains a fingerprint failure; null otherwise.
  ValueSources *valueSources() const { return valueSources_; }
  void setValueSources(ValueSources *s) { valueSources_ = s; }

  // Calls fn for each element of a finite set value (errors for infinite sets).
  val::Value enumerable(const val::Value &set, SourceRange range);
  // UNION s, kept lazy where TLC keeps it (value/big_union.h).
  val::Value unionOf(const val::Value &s, SourceRange range);
  // Binds the names of a bound declaration to `x` (tuples destructured).
  void bindBound(const ast::BoundDecl &b, size_t nameIndex, const val::Value &x, Env &node, const Env *next);

  // The elements a bound variable ranges over (TLC's error for an infinite set).
  val::Value boundElements(const val::Value &set, SourceRange range);
  // Evaluates bounds with all combinations, calling fn(env) for each. With
  // `choose` (the range of a CHOOSE), a bound set TLC cannot enumerate fails
  // with TLC's words for CHOOSE.
  // `overInterval`, when given: set to whether there is one name over an interval a..b.
  void forEachBinding(std::span<const ast::BoundDecl> bounds, const Env *env, const InstCtx *inst, BindingVisitor fn,
                      SourceRange choose = {}, bool *overInterval = nullptr);
  // forEachBinding's one name over {y \in S : P} with an S that streams; false when it does not apply.
  bool forEachInStreamedFilter(const ast::BoundDecl &b, const Env *env, const InstCtx *inst, BindingVisitor &fn,
                               bool *overInterval);
  // [x \in S |-> e][a] as TLC's lazy FcnLambdaValue applies it: e at a, or
  // TLC's error for an `a` outside S (the function printed unevaluated).
  val::Value applyLambdaLazily(const ast::FcnCtorExpr *ctor, const ast::Expr *arg, const Env *env,
                               const InstCtx *inst, SourceRange range);
  // CHOOSE's error for a bound set TLC's CHOOSE rejects (not Enumerable in TLC).
  void checkChooseBound(const val::Value &set, SourceRange choose) const;

  val::Value evalOpApp(const ast::OpAppExpr *e, const Env *env, const InstCtx *inst);
  // The context of the last name of the qualified name `e` (I!Op, I(x)!Op)
  // written under env/inst: each instance on the path entered in turn.
  // Null in `ok` when a segment is not an instance (a subexpression name).
  // `upTo`: the index of the name whose context is wanted (the last by default;
  // the definition a subexpression selector starts from).
  const InstCtx *enterInstancePath(const ast::OpAppExpr *e, const Env *env, const InstCtx *inst, InstancePath &store,
                                   bool &ok, size_t upTo = SIZE_MAX);
  // The operator `op` refers to and the context of its definition.
  const InstCtx *operatorContext(const OpRef &op, InstancePath &store);
  // Binds a definition's parameters to argument expressions (lazily).
  void bindArgs(const sem::Symbol *def, std::span<ast::Expr *const> args, const Env *callerEnv,
                const InstCtx *callerInst, std::vector<Env> &frames, const Env *outer);
  // The same into `frames`, which holds def->params.size() bindings.
  void bindArgs(const sem::Symbol *def, std::span<ast::Expr *const> args, const Env *callerEnv,
                const InstCtx *callerInst, Env *frames, const Env *outer);

private:
  // \E x \in S : P shown FALSE for every element of S from one element's
  // bindings `first` (those around the quantifier: `outer`), without an
  // error or an effect that TLC would meet on the way (exists_shortcut.cpp).
  struct ExistsShortcut;
  bool existsFalseForAll(const ast::QuantExpr *q, const Env *outer, const Env *first, const InstCtx *inst);
  bool analyseExistsFalseForAll(const ast::QuantExpr *q, const Env *outer, const Env *first, const InstCtx *inst);
  val::Value evalCounted(const ast::Expr *e, const Env *env, const InstCtx *inst);
  val::Value evalInfix(const ast::InfixExpr *e, const Env *env, const InstCtx *inst);
  val::Value evalPrefix(const ast::PrefixExpr *e, const Env *env, const InstCtx *inst);
  // `qualified`: reached through an instance (I!Op), where the cfg's plain
  // overrides do not apply (SpecModel::overrideOf).
  // With `k`: the body is evaluated as a function position (withLazyFcn), and k called with the result.
  val::Value evalUserOp(const sem::Symbol *s, std::span<ast::Expr *const> args, const ast::Expr *call,
                        const Env *env, const InstCtx *inst, const InstCtx *defInst, bool qualified = false,
                        const LazyFcnVisitor *k = nullptr);
  // f[a] where f names a function definition (f[x \in S] == e), directly or
  // through parameters bound to it: the name, and the bindings and instance
  // it was resolved in; app is null otherwise.
  struct AppliedFunctionDef {
    const ast::OpAppExpr *app = nullptr;
    const Env *env = nullptr;
    const InstCtx *inst = nullptr;
  };
  AppliedFunctionDef appliedFunctionDef(const ast::FcnAppExpr *fa, const Env *env, const InstCtx *inst) const;
  // Its body's bindings for fa's arguments (each checked against its domain,
  // with TLC's errors): filled by bindFunctionDefArgs, used in place (env and
  // inst point into it).
  struct FunctionDefBinding {
    const ast::Expr *body = nullptr;
    const Env *env = nullptr;
    const InstCtx *inst = nullptr;
    std::vector<Env> frames;
    InstCtx instStorage;
  };
  void bindFunctionDefArgs(const ast::FcnAppExpr *fa, const AppliedFunctionDef &applied, const Env *env,
                           const InstCtx *inst, FunctionDefBinding &out);
  // The value of a bound set of a function definition read with no bindings
  // and outside any instance: evaluated once per thread when it is
  // constant-level and pure (its value cannot change), else at each application.
  val::Value functionDomain(const ast::Expr *set);
  struct DomainEntry {
    bool decided = false;
    val::Value value; // none: evaluated at each application
  };
  PointerMap<const ast::Expr *, DomainEntry> domainCache_;
  // ---- lazy_fcn.cpp: f[a] as TLC applies a function it keeps lazy ----
  // Whether f[a] takes the lazy path (f may evaluate to a FcnLambdaValue in TLC).
  // `depth`: the bindings already looked through to reach f (fcnPosition).
  bool lazyFcnCandidate(const ast::Expr *f, const Env *env, int depth = 0);
  // What eval's f[a] needs to know of f, found in one walk along the bindings:
  // appliedFunctionDef, lazyFcnCandidate, and the binding of f's name (null
  // when f is not a bound name). A Lazy binding remembers what was found
  // (Env::plainFcn, Env::fcnDefVia), so the walk stops at the first binding
  // already decided.
  struct FcnPosition {
    AppliedFunctionDef applied;
    bool lazy = false;
    const Env *binding = nullptr;
  };
  FcnPosition fcnPosition(const ast::FcnAppExpr *fa, const Env *env, const InstCtx *inst);
  // Evaluates function position `e` as TLC does under KeepLazy and calls k with it.
  val::Value withLazyFcn(const ast::Expr *e, const Env *env, const InstCtx *inst, LazyFcnVisitor k);
  // f[a] by the lazy path; with `k`, the result is itself a function position passed to k.
  val::Value applyFcnApp(const ast::FcnAppExpr *fa, const Env *env, const InstCtx *inst, const LazyFcnVisitor *k);
  val::Value applyLazyFcn(const LazyFcn &f, const val::Value &arg, SourceRange range, const LazyFcnVisitor *k);
  // TLC's select(path) on it (an EXCEPT's @): whether `path` from `step` on selects a value of `f`, nested lazy functions applied lazily; the
  // value (built) in *out when out is given.
  bool selectLazyPath(const LazyFcn &f, const std::vector<val::Value> &path, size_t step, SourceRange range,
                      val::Value *out);
  // A function definition named as a function position, lazy where its domain cannot be enumerated
  // or TLC's processConstantDefns left it to its uses (functionDefAtStartup), else the value
  // processConstantDefns built (`storage` holds its instance context); nullopt: evaluate it as usual.
  std::optional<LazyFcn> lazyFunctionDef(const sem::Symbol *s, const Env *env, const InstCtx *inst, InstCtx &storage);
  // The value SpecProcessor.processConstantDefns gives the constant, non-recursive function
  // definition `def` over a finite domain: built once (kept in constantCache_); an error value where
  // TLC leaves it to its uses (building it fails, it reads run-time state, or it is recursive:
  // OPCODE_rfs never builds it).
  val::Value functionDefAtStartup(const sem::Symbol *def);
  // Its body at `arg` (bound to its parameter); with `k`, as a function position.
  val::Value bodyAt(const LazyFcn &f, const val::Value &arg, SourceRange range, const LazyFcnVisitor *k);
  // The function built whole (TLC's toFcnRcd), EXCEPTs taken.
  val::Value materialize(const LazyFcn &f);
  // An element of a tuple or record written in a function position, which TLC evaluates under
  // KeepLazy: [x \in S |-> e] there stays a FcnLambdaValue, held by the tuple as an unbuilt lazy
  // function value (applied lazily if the application selects it); `holdsLazy` set when one is kept.
  val::Value keptLazyElement(const ast::Expr *e, const Env *env, const InstCtx *inst, bool &holdsLazy);
  // `v` with the unbuilt lazy function values it holds (keptLazyElement) built, where it leaves the
  // function position as a value.
  val::Value builtLazyElements(const val::Value &v);
  // TLC's EvalControl without KeepLazy where withLazyFcn runs (DOMAIN's operand): [x \in S |-> e]
  // over sets TLC holds Reducible is built there (OPCODE_fc: isFcnRcd && !isKeepLazy(control)).
  // Cleared for a function position (OPCODE_fa evaluates it with setKeepLazy), restored for the
  // body applied (FcnLambdaValue.apply evaluates it with the application's control).
  bool buildsReducible_ = false;
  // How TLC prints it: built whole when that succeeds, else [x \in S |-> <expression ...>].
  std::string lazyFcnText(const LazyFcn &f);
  // ---- lazy_fcn_value.cpp: the lazy function as a value (val::Kind::LazyFcn) ----
  // `f` (lazy) as a value that outlives this evaluation, its bindings and
  // state copied; `buildError`: the error building it (toFcnRcd) raises.
  val::Value lazyFcnValue(const LazyFcn &f, const EvalError &buildError, bool unbuilt = false);
  // EXCEPT on a lazy function (TLC's takeExcept on a FcnLambdaValue: the EXCEPTs kept), passed to k.
  val::Value exceptLazy(const LazyFcn &base, const ast::ExceptExpr *ex, const Env *env, const InstCtx *inst,
                        LazyFcnVisitor k);
  // f[arg] for a function value f, with TLC's errors (FcnRcdValue, TupleValue, RecordValue.apply).
  val::Value applyFunctionValue(const val::Value &f, const val::Value &arg, SourceRange range);
  // r.field where r has no such field: TLC's errors for each kind of r (field_select.cpp).
  [[noreturn]] void failFieldSelect(const val::Value &r, std::string_view field, SourceRange range);
  val::Value evalFunctionDef(const sem::Symbol *def, const Env *env, const InstCtx *inst);
  val::Value evalSubexpression(const ast::OpAppExpr *e, size_t index, const Env *env, const InstCtx *inst);
  val::Value lookupBinding(const Env *b, SourceRange range);
  // Whether the lazy binding `b` (a LET definition or an operator argument,
  // TLC's LazyValue) keeps the value it is evaluated to.
  bool cachesBinding(const Env *b);
  // eval(e), borrowed where `e` names a bound value (a parameter, LET
  // definition or bound variable, once evaluated): the binding's own value,
  // with no reference count touched. Otherwise evaluated into `scratch`.
  // The reference lives as long as `env` and `scratch`.
  const val::Value &evalRef(const ast::Expr *e, const Env *env, const InstCtx *inst, val::Value &scratch);
  // evalRef of a name whose binding `b` is known; null where eval must decide.
  const val::Value *bindingRef(const Env *b, SourceRange range, val::Value &scratch);
  // {x \in S : P} by parallelFor_, or nullopt when that is not safe: S's
  // `n` elements in order are those elementsIn(begin, end, fn) passes to fn
  // (read on several threads at once).
  using ElementRange = std::function<void(size_t, size_t, const std::function<bool(const val::Value &)> &)>;
  std::optional<val::Value> filterInParallel(const ast::SetFilterExpr *s, size_t n, const ElementRange &elementsIn,
                                             const Env *env, const InstCtx *inst);
  // x \in setExpr decided as TLC decides it when setExpr is (through
  // definitions, LET and operator arguments not evaluated yet) a set filter:
  // over a base TLC holds as Reducible the filter built whole (also left in
  // `*built` when given), else SetPredValue.member; nullopt when no filter
  // is reached (or one is built into `*built`).
  std::optional<bool> memberOfFilter(const val::Value &x, const ast::Expr *setExpr, const Env *env,
                                     const InstCtx *inst, int depth, val::Value *built = nullptr);
  // {x \in S : P} built whole over S's value `base` (eval's SetFilter case once S is evaluated).
  val::Value filterOver(const ast::SetFilterExpr *s, val::Value base, const Env *env, const InstCtx *inst);
  val::Value evalLet(const ast::LetExpr *e, const Env *env, const InstCtx *inst, const LazyFcnVisitor *onFcn = nullptr);
  val::Value except(const ast::ExceptExpr *e, const Env *env, const InstCtx *inst);
  // The EXCEPTs of `e` taken on the value `f` of its base.
  val::Value exceptOn(val::Value f, const ast::ExceptExpr *e, const Env *env, const InstCtx *inst);
  // `keys`: one per step of the path (a field name, the argument, or the tuple of several).
  // Tool.evalAppl's OPCODE_exc: a path outside the value (result.select(lhs)
  // is null) leaves it as it is and warns EC.TLC_EXCEPT_APPLIED_TO_UNKNOWN_FIELD
  // at the place of the EXCEPT's function (args[0]).
  void warnExceptOutside(const ast::ExceptExpr *e) const;
  val::Value exceptPath(const ast::ExceptExpr *e, const val::Value &base, const ast::ExceptSpec &spec, size_t step,
                        std::span<const val::Value> keys, const Env *env, const InstCtx *inst);

  const model::SpecModel &model_;
  const RunIo *io_ = &processIo();
  const sem::Symbol *applying_ = nullptr; // the innermost user-defined operator being applied
  const RunFrame *runFrames_ = nullptr;
  uint32_t applicationDepth_ = 0;         // operator applications being evaluated, nested
  const val::Value *cur_ = nullptr;
  const val::Value *next_ = nullptr;
  const uint8_t *nextAssigned_ = nullptr;
  bool primed_ = false;
  bool initStates_ = false;
  const val::Value *atValue_ = nullptr; // @ in EXCEPT
  const CostNode *cm_ = nullptr;
  CostCounters *cc_ = nullptr;
  bool uncountedOnce_ = false; // the next eval() is of the current node itself
  ValueSources *valueSources_ = nullptr;
  const ast::Expr *sourceOnce_ = nullptr; // the next eval() of it is the one noting its source
  val::Value evalNotingSource(const ast::Expr *e, const Env *env, const InstCtx *inst);
  EnabledHook enabledHook_;
  int64_t level_ = 0;
  const DeferHook *deferHook_ = nullptr;
  RunConfig runConfig_;
  std::optional<RunStats> runStats_;
  const StatsProbe *statsProbe_ = nullptr;
  val::Value tlcGetStats(std::string_view key, SourceRange range); // tlc_stats.cpp
  bool exitRequested_ = false;
  // Counts reads of run-time state (variables, TLCGet of level, registers, statistics).
  // TLC evaluates constant definitions once at start-up, before there is a
  // state; one that calls TLCGet then fails and is evaluated at each use.
  uint64_t runtimeReads_ = 0;
  // The model's variable slots (-1: none) and cfg constants (null: none),
  // looked up once per symbol.
  int variableSlot(const sem::Symbol *s);
  const val::Value *constantValue(const sem::Symbol *s);
  // What the cfg puts in place of a definition (Op <- Other, Op = value).
  struct Override {
    const sem::Symbol *op = nullptr;
    const val::Value *value = nullptr;
  };
  Override overrideOf(const sem::Symbol *def);
  DirectCache<const sem::Symbol *, Override> overrides_;
  DirectCache<const sem::Symbol *, int> variableSlots_;
  DirectCache<const sem::Symbol *, const val::Value *> constantValues_;
  // Values of constant definitions without parameters; an error value marks
  // one that reads run-time state through TLCGet and is never cached, or one
  // whose evaluation failed (TLC's processConstantDefns swallowed the error
  // and left the definition to be evaluated where it is used).
  PointerMap<const sem::Symbol *, val::Value> constantCache_;
  // Whether TLC's processConstantDefns left the constant definition `def` unevaluated (its
  // evaluation failed, or reads run-time state), so that every use evaluates its body in place
  // (Tool.evalApplImpl: eval(opDef.getBody(), ..., control)); evaluates it first if not known yet.
  bool constantDefLeftToUses(const sem::Symbol *s, const InstCtx *defInst);
  DirectCache<const sem::Symbol *, NativeFn> nativeCache_; // null: the operator has none
  struct Literal {
    size_t size = 0;
    val::Value value;
  };
  DirectCache<const char *, Literal> literalCache_;
  ParallelFor parallelFor_;
  int64_t randomSeed_ = 0;
  JavaRandom random_;
  PointerMap<const ast::Expr *, uint8_t> pureFilters_; // 1 pure, 2 not (model::isPureExpr)
  PointerMap<const ast::Expr *, uint32_t> existsMisses_; // existsFalseForAll's failures in a row per quantifier
  // Values of state-level definitions without parameters, per the values of
  // the variables they read (state_def_cache.h); made on first use.
  std::unique_ptr<StateDefCache, StateDefCacheDeleter> stateDefs_;

public:
  // The native implementation of a standard-module operator, if any (cached).
  NativeFn nativeFor(const sem::Symbol *def);
  // Shared with the thread (publishRegisters) so that a borrowing evaluator
  // on it keeps them alive while it uses them.
  std::shared_ptr<Registers> registers_ = std::make_shared<Registers>();
  bool borrowsRegisters_ = false;
  // Makes this evaluator's registers the calling thread's (publishedRegisters).
  void publishRegisters();
  static thread_local const Registers *publishedRegisters;
  // The registers TLCGet and TLCSet use: the thread's when borrowing.
  Registers &activeRegisters();
};

// Evaluates with the cost-model node set to `n` (restored on exit).
struct CostScope {
  Evaluator &ev;
  const CostNode *saved;
  CostScope(Evaluator &e, const CostNode *n) : ev(e), saved(e.costNode()) { ev.setCostNode(n); }
  ~CostScope() { ev.setCostNode(saved); }
  CostScope(const CostScope &) = delete;
  CostScope &operator=(const CostScope &) = delete;
};

// While counting (a node is current): evaluates below the current node's
// child for `key`, or uncounted when `key` is null. Nothing when not counting.
struct CostChild {
  Evaluator &ev;
  const CostNode *saved;
  CostChild(Evaluator &e, const void *key) : ev(e), saved(e.costNode()) {
    if (saved) [[unlikely]]
      ev.setCostNode(key ? saved->child(key) : nullptr);
  }
  ~CostChild() {
    if (saved) [[unlikely]]
      ev.setCostNode(saved);
  }
  CostChild(const CostChild &) = delete;
  CostChild &operator=(const CostChild &) = delete;
};

} // namespace tlacore::eval
