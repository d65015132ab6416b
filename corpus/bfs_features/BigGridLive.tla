---- MODULE BigGridLive ----
\* BigGrid with a liveness property: the behaviour graph of its N^3 states is what the final liveness check holds.
EXTENDS Naturals
CONSTANT N
VARIABLES x, y, z
vars == <<x, y, z>>
Init == x = 0 /\ y = 0 /\ z = 0
Next == \/ x < N /\ x' = x + 1 /\ UNCHANGED <<y, z>>
        \/ y < N /\ y' = y + 1 /\ UNCHANGED <<x, z>>
        \/ z < N /\ z' = z + 1 /\ UNCHANGED <<x, y>>
Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
Done == <>(x = N /\ y = N /\ z = N)
====
