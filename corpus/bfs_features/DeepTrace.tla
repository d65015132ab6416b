---- MODULE DeepTrace ----
\* Many states on each of many levels, and an invariant violated deep down:
\* the explored states' records pass a small --max-memory bound before the
\* violation is found, and its shortest trace is rebuilt from them.
EXTENDS Naturals
CONSTANTS N, D
VARIABLES x, y
Init == x \in 0..(N - 1) /\ y = 0
Next == y < D /\ y' = y + 1 /\ x' \in {x, (x * 7 + 3) % N}
Safe == ~(y = D - 2 /\ x = 777)
====
