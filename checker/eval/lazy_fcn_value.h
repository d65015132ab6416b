// The lazy function as a value (val::Kind::LazyFcn): [x \in S |-> e] (or a
// function definition f[x \in S] == e) over an S TLC cannot list, which TLC
// keeps as a FcnLambdaValue wherever the value goes (a tuple, a record, a
// set, an operator's argument, a LET, CHOOSE, IF): applied one argument at a
// time, DOMAIN S, EXCEPTs kept, printed [x \in S |-> <expression ...>]; built
// (compare, fingerprint, ...) never: its toFcnRcd asks S's size and fails.
// Over a finite S, such a value is made only inside a function position
// (Evaluator::keptLazyElement: a tuple or record holding it there), and built
// by the evaluator before it leaves the position (builtLazyElements).
#pragma once

#include <atomic>

#include "evaluator.h"

namespace tlacore::eval {

// Whether TLC's OPCODE_fc keeps [bounds |-> e] lazy in a function position
// (one parameter, or several over sets: lazy_fcn.cpp).
bool keptLazy(const ast::FcnCtorExpr *c);

// The argument a native operator puts in the value it makes without reading it (e of d :> e and
// of Append(s, e)); SIZE_MAX for others. TLC evaluates it with the control the operator was given
// (OpValue.eval), so in a function position [x \in S |-> e] there stays lazy.
size_t heldArgument(const sem::Symbol *def);

// A set TLC holds as a Reducible value (IntervalValue, SetEnumValue; the
// union of two is a SetEnumValue): a filter over it is built at once.
bool tlcReducible(const val::Value &s);

// Whether TLC holds every set of `bounds` Reducible, so that OPCODE_fc (or
// nrfs) builds [bounds |-> e] at once; over any other set (SUBSET S, S \X T,
// [S -> T], a record set, a filter over one of them, Nat) it keeps the
// FcnLambdaValue, whose body is evaluated only where it is applied or built.
bool tlcReducibleBounds(Evaluator &ev, const ast::Vec<ast::BoundDecl> &bounds, const Env *env, const InstCtx *inst);

// Function definition `def` (f[x \in S] == e) as evaluated with `env` and
// `inst` (its own), lazy: when a set of its domain is not one TLC holds
// Reducible (tlcReducibleBounds), or it is recursive; nullopt otherwise.
std::optional<LazyFcn> unlistedFunctionDef(Evaluator &ev, const sem::Symbol *def, const Env *env, const InstCtx *inst);

// FcnLambdaValue.toString of `f` where building it fails: [x \in S |-> <expression LOC>].
std::string unbuiltLazyFcnText(const Evaluator &ev, const LazyFcn &f);
// The same of function definition `def` (f[x \in S] == e) evaluated with `env` and `inst` (its
// own); empty when its parameters are not ones TLC keeps lazy.
std::string unbuiltFunctionDefText(Evaluator &ev, const sem::Symbol *def, const Env *env, const InstCtx *inst);

// The error building the function a LazyFcn value holds raises (TLC's
// toFcnRcd); null for other values.
const EvalError *lazyFcnBuildError(const val::Value &v);

// The binding `e` names in `env` when it holds a value kept from a function position with lazy
// functions unbuilt in it (Env::holdsLazy; not while primes are evaluated, as lookupBinding); else null.
const Env *keptWithLazyFunctions(const ast::Expr *e, const Env *env, bool primed);
// Whether any binding has held such a value in this process (so that the common case looks no further).
extern std::atomic<bool> bindingHeldLazy;
inline bool anyBindingHeldLazy() { return bindingHeldLazy.load(std::memory_order_relaxed); }

// Whether `v` is a lazy function value over a finite domain kept unbuilt in a
// function position (Evaluator::keptLazyElement), built when it leaves it.
bool unbuiltLazyFcn(const val::Value &v);

} // namespace tlacore::eval
