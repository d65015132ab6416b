---- MODULE Aliased ----
\* ALIAS: trace states printed as the alias record, primes seeing the next state.
EXTENDS Naturals, TLC
VARIABLES a, b
Init == a = 0 /\ b = 0
Next == a' = a + 1 /\ b' = b + 2
Inv == a < 3
Alias == [zeta |-> a + b, next_a |-> a', lvl |-> TLCGet("level")] @@ [alpha |-> b]
====
