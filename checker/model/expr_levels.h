// Expression levels as the checker reads them: SANY's level of an
// expression (stored in each node by the semantic analysis), read under the
// bindings of an evaluation as TLC's Spec.getLevel does (an argument bound
// to a parameter the level depends on raises it).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>

#include "ast/ast.h"
#include "spec_model.h"

namespace tlacore::model {

// The level (exprLevel) of one binding's expression under its bindings,
// kept by the binding: kKnown | level once found. Atomic: a binding may be
// read by several threads (the levels they write agree).
struct LevelMemo {
  static constexpr uint8_t kKnown = 4;
  std::atomic<uint8_t> bits{0};
  LevelMemo() = default;
  LevelMemo(const LevelMemo &o) : bits(o.bits.load(std::memory_order_relaxed)) {}
  LevelMemo &operator=(const LevelMemo &o) {
    bits.store(o.bits.load(std::memory_order_relaxed), std::memory_order_relaxed);
    return *this;
  }
};
// What a name inside an expression stands for when the expression is read
// under an evaluation's bindings (operator parameters bound to arguments).
// The evaluator supplies its bindings through this view
// (eval::bindingsView), so that this layer need not know them.
struct BoundName {
  bool bound = false;                // the name is bound (else: its definition counts)
  const ast::Expr *expr = nullptr;   // bound to this argument expression...
  const void *exprBindings = nullptr; // ...read under these bindings
  const sem::Symbol *op = nullptr;   // or bound to this operator definition
  LevelMemo *memo = nullptr;         // where the level of `expr` is remembered (may be null)
};
struct BindingsView {
  const void *bindings = nullptr;
  BoundName (*find)(const void *bindings, const sem::Symbol *s) = nullptr;
  BoundName operator()(const sem::Symbol *s) const { return find && bindings ? find(bindings, s) : BoundName{}; }
  BindingsView at(const void *other) const { return {other, find}; }
};

// Calls fn on each direct subexpression of `e` (not LET definitions).
void forEachChild(const ast::Expr *e, const std::function<void(const ast::Expr *)> &fn);

// SANY's level of `e` read under `bindings` (TLC's Spec.getLevel(expr,
// context)): the level SANY gives `e` as written (LevelNode.getLevel, its
// operator parameters constant), raised by the levels of what its level
// parameters are bound to. An operator's argument counts only where the
// operator's level depends on its parameter (SANY's levelParams: TLC's
// PrintT(out) == TRUE makes PrintT(x') constant-level).
sem::Level exprLevel(const ast::Expr *e, BindingsView bindings = {});
// SANY's level of `e` as written: what TLC's LazyValue cache reads
// (Tool.evalAppl: ((LevelNode) lv.expr).getLevel()). A field of the node.
inline sem::Level writtenLevel(const ast::Expr *e) {
  if (e->sanyLevel & ast::Expr::kLevelKnown)
    return static_cast<sem::Level>(e->sanyLevel & 3);
  return exprLevel(e); // not seen by the semantic analysis
}

// Temporal level: [], <>, ~>, WF, SF, \AA, \EE, a temporal-level definition.
bool isTemporalExpr(const ast::Expr *e, BindingsView bindings = {});
// Action level or above: primes, UNCHANGED, [A]_v, <<A>>_v or an
// action-level definition outside ENABLED (or a temporal formula).
bool isActionExpr(const ast::Expr *e, BindingsView bindings = {});
// Constant level: no variable, prime, ENABLED, UNCHANGED or temporal
// operator, and no definition above constant level, where the level counts:
// what TLC evaluates once, not per state.
bool isConstantLevelExpr(const ast::Expr *e, BindingsView bindings = {});

// Whether evaluating `e` can have no effect beyond its value and reads
// nothing but its bindings and the states: it calls no operator of the
// standard modules that print, draw random values, read or write TLC's
// registers or statistics, or do I/O (through definitions too, and the
// cfg's replacements of definitions). Such an expression may be evaluated
// on other threads, in any order, with the same result.
bool isPureExpr(const ast::Expr *e, const SpecModel &model);
// Whether evaluating `e` may draw random values (RandomElement, the
// Randomization module), through definitions and the cfg's replacements.
bool drawsRandomValues(const ast::Expr *e, const SpecModel &model);
// Whether a constant definition with body `e` is one whose start-up
// evaluation TLC's users can see or whose value depends on when it is made:
// it may draw random values, print (Print, PrintT), set a register (TLCSet),
// read the clock (JavaTime) or do I/O (IOUtils, CSV, Json), through
// definitions and the cfg's replacements -- and reads nothing of the run
// (TLCGet, TLCExt), whose evaluation fails at TLC's start-up (swallowed):
// such a definition is left to where it is used.
bool evaluatedAtStartup(const ast::Expr *e, const SpecModel &model);

} // namespace tlacore::model
