// Expression levels as far as the checker needs them: whether an
// expression (read under the bindings `env`) has temporal operators, or is
// an action. The semantic analysis computes levels per definition; these
// look through the operator arguments bound in `env` as well.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>

#include "ast/ast.h"
#include "spec_model.h"

namespace tlacore::model {

// What a name inside an expression stands for when the expression is read
// under an evaluation's bindings (operator parameters bound to arguments).
// The evaluator supplies its bindings through this view
// (eval::bindingsView), so that this layer need not know them.
// The answers of the level tests below for one binding's expression, kept
// by the binding: two bits a test (answered, and the answer). Atomic: a
// binding may be read by several threads (the answers they write agree).
struct LevelMemo {
  std::atomic<uint8_t> bits{0};
  LevelMemo() = default;
  LevelMemo(const LevelMemo &o) : bits(o.bits.load(std::memory_order_relaxed)) {}
  LevelMemo &operator=(const LevelMemo &o) {
    bits.store(o.bits.load(std::memory_order_relaxed), std::memory_order_relaxed);
    return *this;
  }
};
struct BoundName {
  bool bound = false;                // the name is bound (else: its definition counts)
  const ast::Expr *expr = nullptr;   // bound to this argument expression...
  const void *exprBindings = nullptr; // ...read under these bindings
  const sem::Symbol *op = nullptr;   // or bound to this operator definition
  LevelMemo *memo = nullptr;         // where the tests of `expr` are remembered (may be null)
};
struct BindingsView {
  const void *bindings = nullptr;
  BoundName (*find)(const void *bindings, const sem::Symbol *s) = nullptr;
  BoundName operator()(const sem::Symbol *s) const { return find && bindings ? find(bindings, s) : BoundName{}; }
  BindingsView at(const void *other) const { return {other, find}; }
};

// Calls fn on each direct subexpression of `e` (not LET definitions).
void forEachChild(const ast::Expr *e, const std::function<void(const ast::Expr *)> &fn);

// [], <>, ~>, WF, SF, \AA, \EE, or a temporal-level definition.
bool isTemporalExpr(const ast::Expr *e, BindingsView bindings = {});
// Primes, UNCHANGED, [A]_v, <<A>>_v or an action-level definition outside ENABLED.
bool isActionExpr(const ast::Expr *e, BindingsView bindings = {});
// No variable, prime, ENABLED, UNCHANGED or temporal operator, and no
// definition above constant level: what TLC evaluates once, not per state.
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
