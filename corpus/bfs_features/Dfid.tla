---- MODULE Dfid ----
\* A small graph with a cycle and a deep violation, for -dfid.
EXTENDS Naturals
VARIABLE s
Init == s \in {0, 10}
Next == \/ s < 6 /\ s' = s + 1
        \/ s = 6 /\ s' = 0
        \/ s >= 10 /\ s < 13 /\ s' = s + 1
Inv == s # 13
====
