// What an expression is evaluated against: bindings of bound variables and
// operator parameters, the instance substitutions in force, and the states.
#pragma once

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "diagnostic.h"
#include "model/expr_levels.h"
#include "symbol.h"
#include "value/value.h"

namespace tlacore::eval {

struct Env;
struct InstCtx;
struct CostNode;

// An operator passed as an argument: a definition, a LAMBDA, or a built-in symbol.
struct OpRef {
  const sem::Symbol *def = nullptr;     // an operator (or constant operator) symbol
  const ast::LambdaExpr *lambda = nullptr;
  std::string_view builtin;             // an operator symbol such as "+" with no definition
  const Env *env = nullptr;             // where a LAMBDA was written
  const InstCtx *inst = nullptr;
  // An instance's definition passed by its qualified name (M!Op, P(k)!Op):
  // the name as written, whose instances are entered where it was written.
  const ast::OpAppExpr *qualified = nullptr;
};

// The instance contexts entered for a qualified name I!Op or I(x)!Op, and
// the bindings of the instances' parameters; they live as long as this.
struct InstancePath {
  std::vector<std::unique_ptr<InstCtx>> ctxs;
  std::vector<std::vector<Env>> frames;
};

// One binding in a linked list of frames. Lives on the evaluator's C++ stack
// for as long as the evaluation that introduced it.
struct Env {
  const sem::Symbol *sym = nullptr;
  mutable val::Value value; // Value, or the cached result of Lazy
  enum class Kind : uint8_t { Value, Op, Lazy } kind = Kind::Value;
  mutable bool evaluated = false;
  // A Lazy binding that must be re-evaluated each time (it outlives one
  // state: the bindings of temporal formulas the liveness checker keeps).
  bool noCache = false;
  // Lazy: found (Evaluator::fcnPosition) to hold, through any further
  // bindings, neither a function definition nor a lazy function; facts that
  // do not change while the binding lives, so f[a] on it looks no further.
  mutable bool plainFcn = false;
  // Lazy, not `evaluated`: `value` is what the bound expression made in a function position, a
  // function TLC keeps lazy there held unbuilt (Evaluator::keptLazyElement), kept as TLC's
  // LazyValue keeps its value; a use elsewhere builds it (lookupBinding), which is then kept.
  mutable bool holdsLazy = false;
  // Lazy (or a LAMBDA bound as Op): the level (model::exprLevel) of the
  // bound expression under its bindings, once found (a fact that does not
  // change while the binding lives). Without it each binding of
  // a recursion's argument (n + 1 bound to n bound to n + 1 ...) would walk
  // the whole chain below it: quadratic in the depth.
  mutable model::LevelMemo levelMemo;
  // Lazy: found (fcnPosition) to stand for a function definition, named by
  // the expression of this binding or of one it leads to: that binding.
  mutable const Env *fcnDefVia = nullptr;
  OpRef op;
  const ast::Expr *expr = nullptr; // Lazy: the argument expression...
  const Env *exprEnv = nullptr;    // ...and where to evaluate it
  const InstCtx *exprInst = nullptr;
  const CostNode *cm = nullptr; // Lazy, with coverage: the application the argument belongs to
  const Env *next = nullptr;

  const Env *find(const sem::Symbol *s) const {
    for (const Env *e = this; e; e = e->next)
      if (e->sym == s)
        return e;
    return nullptr;
  }
};

// `env` as the bindings the level tests of model/expr_levels.h read
// through (a bound argument has its argument's level).
inline model::BindingsView bindingsView(const Env *env) {
  return {env, [](const void *bindings, const sem::Symbol *s) {
            const Env *b = static_cast<const Env *>(bindings)->find(s);
            model::BoundName out;
            if (!b)
              return out;
            out.bound = true;
            out.memo = &b->levelMemo;
            if (b->kind == Env::Kind::Lazy && b->expr) {
              out.expr = b->expr;
              out.exprBindings = b->exprEnv;
            } else if (b->kind == Env::Kind::Op && b->op.def) {
              out.op = b->op.def;
            } else if (b->kind == Env::Kind::Op && b->op.lambda) { // a LAMBDA has its body's level
              out.expr = b->op.lambda->body;
              out.exprBindings = b->op.env;
            }
            return out;
          }};
}

// An INSTANCE in force: constants and variables of `binding->module` are
// replaced by its substitutes, evaluated in the instantiator's context.
struct InstCtx {
  const sem::InstanceBinding *binding = nullptr;
  const Env *env = nullptr; // the instantiator's bindings (parameters of I(x) == INSTANCE M)
  const InstCtx *outer = nullptr;
};

// The InstCtx chain for reading an expression through `instances`
// (outermost first); its nodes are kept in `store`. Null when there are none.
inline const InstCtx *instanceChain(const std::vector<const sem::InstanceBinding *> &instances,
                                    std::deque<InstCtx> &store) {
  const InstCtx *outer = nullptr;
  for (const sem::InstanceBinding *b : instances) {
    InstCtx &ic = store.emplace_back();
    ic.binding = b;
    ic.outer = outer;
    outer = &ic;
  }
  return outer;
}

// A runtime error in the spec; ends the run with TLC's message and exit code.
struct EvalError {
  std::string message;
  SourceRange range;
  // TLC raises this error as a plain Java RuntimeException, whose text
  // names no location (e.g. a tuple index out of bounds).
  bool unlocated = false;
  // TLC prints the location on the message's own line ("... one. line 3, col 8 to ...").
  bool inlineLocation = false;
  // TLC raises it as an EvalException (the argument checks of its Java
  // overrides, division by zero): an override that meets it while applying
  // an operator argument passes it on as is; any other error it wraps in
  // its own text (MethodValue.apply).
  bool evalException = false;
  // The line break (or space) TLC puts between the message and the location.
  const char *locationSeparator() const { return inlineLocation ? " " : "\n"; }
  // What kind of error it is (diagnostic_kinds.def): callers branch on this,
  // not on the message (err_eval_assert: an Assert failed, TLC's exit 14).
  DiagId id = DiagId::err_eval;
  // err_eval_live_cannot_handle: `message` is the cause TLC met (at
  // `causeRange`) translating the temporal formula at `range`.
  SourceRange causeRange;
  // A state TLC cannot fingerprint (explore/fingerprint_failure.h): raised
  // as TLC's FingerprintException, with its reason and its trace (the
  // expressions the values involved came from, outermost first), and
  // whether the state was an initial one.
  struct Fingerprint {
    std::string reason;
    std::vector<SourceRange> trace;
    bool initialState = false;
    // The reason came out of a value without a source (FingerprintError::
    // raisedWithoutSource): without a value with a source around it (an
    // empty trace) TLC raised no FingerprintException and prints no 2147.
    bool withoutSourceIfNoTrace = false;
  };
  std::optional<Fingerprint> fingerprint;
  // TLC's call stack of the error (CallStackTool, EC.TLC_NESTED_EXPRESSION):
  // the expressions under evaluation when it was raised, innermost first,
  // noted as it passes through them (nested_expressions.h); complete once
  // `nestedComplete` (the frames outside it are not TLC's).
  std::vector<SourceRange> nested;
  bool nestedComplete = false;
};

// An expression the enumerator is running, linked to the one it runs
// within: TLC's getInitStates/getNextStates frames still open when a
// state it generated is checked (an initial state's invariants).
struct RunFrame {
  const ast::Expr *expr;
  const RunFrame *up;
};

} // namespace tlacore::eval
