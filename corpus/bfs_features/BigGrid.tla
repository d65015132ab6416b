---- MODULE BigGrid ----
\* A large state space (N^3 states) for progress reports and the memory bound.
EXTENDS Naturals
CONSTANT N
VARIABLES x, y, z
Init == x = 0 /\ y = 0 /\ z = 0
Next == \/ x < N /\ x' = x + 1 /\ UNCHANGED <<y, z>>
        \/ y < N /\ y' = y + 1 /\ UNCHANGED <<x, z>>
        \/ z < N /\ z' = z + 1 /\ UNCHANGED <<x, y>>
====
