// CapturedContext: everything an expression of a lazy value reads, copied
// off the evaluator's stack so the value can be listed or tested after the
// evaluation that made it has returned: the bindings (bound variables,
// operator arguments, LAMBDAs and the bindings they were written under, LET
// definitions), the INSTANCE substitutions entered, and the state and next
// state (CapturedState). TLC's SetPredValue keeps its Context, TLCState and
// next TLCState the same way.
#pragma once

#include <deque>
#include <optional>
#include <unordered_map>
#include <vector>

#include "captured_state.h"
#include "eval_context.h"

namespace tlacore::eval {

// The error with which a lazy set filter's predicate last failed on this
// thread (the filter answers "cannot decide"), for the listing that meets it
// to raise as TLC does.
std::optional<EvalError> &lastLazyPredicateError();

// A captured LET definition or argument that prints or sets a register
// (kept an expression, evaluated where the lazy value uses it) is evaluated
// once, as TLC's LazyValue caches its first value: where `b` is such a
// binding and has been evaluated, its value; otherwise null. The value is
// kept by keepCapturedValue (several threads may read the binding: the
// first value kept stays).
std::optional<val::Value> capturedValue(const Env *b);
void keepCapturedValue(const Env *b, const val::Value &v);

// Whether `e` is LET d == ... IN body with a definition d without parameters
// that prints or sets a register: an argument or LET definition bound to it
// is evaluated as a value and kept (TLC's LazyValue holds the value body
// makes, whose d is then evaluated once), not followed as an expression at
// each use (which would make d afresh each time).
bool letDefinitionShows(const ast::Expr *e);

class CapturedContext {
public:
  // Copies `env` and `inst` (and every binding or instance they lead to).
  // A binding evaluated on demand (a LET definition, an operator's argument)
  // is evaluated now, in `ev`'s state; one whose evaluation fails stays an
  // expression, evaluated again (and failing) at each use.
  CapturedContext(Evaluator &ev, const Env *env, const InstCtx *inst);
  ~CapturedContext();
  CapturedContext(const CapturedContext &) = delete;
  CapturedContext &operator=(const CapturedContext &) = delete;

  // Makes `ev` read the captured state.
  void enter(Evaluator &ev) const { state_.enter(ev); }
  const Env *env() const { return env_; }
  const InstCtx *inst() const { return inst_; }

private:
  const Env *copy(const Env *b);
  const InstCtx *copy(const InstCtx *c);

  Evaluator *ev_; // only while constructing
  CapturedState state_;
  std::deque<Env> envs_;        // stable addresses
  std::deque<InstCtx> insts_;
  std::unordered_map<const Env *, const Env *> envCopies_;
  std::unordered_map<const InstCtx *, const InstCtx *> instCopies_;
  std::vector<const Env *> cachedOnce_; // bindings capturedValue keeps a value for
  const Env *env_ = nullptr;
  const InstCtx *inst_ = nullptr;
};

} // namespace tlacore::eval
