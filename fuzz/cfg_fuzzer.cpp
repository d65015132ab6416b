// libFuzzer target: any cfg text against a fixed spec must load (or be
// refused with TLC's cfg error) and check within budgets, never crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine.h"

namespace {

// A spec with a name for every cfg keyword to bind: constants of several
// kinds, Init/Next/Spec, invariants, properties, constraints, symmetry,
// view, alias, postcondition, and an operator to override.
constexpr const char *kSpec = R"(---- MODULE CfgFuzz ----
EXTENDS Naturals, Sequences, FiniteSets, TLC
CONSTANTS N, Procs, Limit, a, b
VARIABLES x, y
vars == <<x, y>>
Bound == IF N \in Nat THEN N % 4 ELSE 2
Init == x = 0 /\ y = {}
Next == \/ x < Bound /\ x' = x + 1 /\ UNCHANGED y
        \/ \E p \in (IF IsFiniteSet(Procs) /\ Cardinality(Procs) < 5 THEN Procs ELSE {}) :
             y' = y \cup {p} /\ UNCHANGED x
Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
TypeOK == x \in 0..3
Inv == x <= 3
Prop == <>(x = Bound)
ActProp == [][x' >= x]_vars
Constraint == x < 3
ActConstraint == x' >= x
Sym == Permutations(IF IsFiniteSet(Procs) /\ Cardinality(Procs) < 4 THEN Procs ELSE {})
View == x
Alias == [x |-> x, y |-> y]
Post == TLCGet("distinct") >= 1
Max(s, t) == IF s > t THEN s ELSE t
Def == 3
ASSUME Limit = Limit
====
)";

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  using namespace tlacore::engine;
  std::string cfg(reinterpret_cast<const char *>(data), size);
  LoadResult load = loadModel({"CfgFuzz.tla", std::string(kSpec)}, {"CfgFuzz.cfg", cfg, {}});
  (void)load.configErrorText();
  if (load.status != LoadStatus::Ok)
    return 0;
  RunOptions o;
  o.format = TextFormat::Silent;
  o.budgets.states = 2000;
  o.budgets.wallSeconds = 2;
  RunResult r = run(*load.model, o);
  (void)r;
  return 0;
}
