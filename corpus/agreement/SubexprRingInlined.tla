---- MODULE SubexprRingInlined ----
\* SubexprRing with every subexpression name written out.
EXTENDS Naturals
CONSTANT N
VARIABLES pos, count, color
vars == <<pos, count, color>>

Pass == /\ count[pos] < 2
        /\ pos' = (pos + 1) % N
        /\ count' = [count EXCEPT ![pos] = @ + 1]
        /\ color' = [color EXCEPT ![pos] = "white"]

TraceInit == /\ pos = 0
             /\ count = [i \in 0..N-1 |-> 0]
             /\ color = [i \in 0..N-1 |-> "white"]

TraceNext == \/ Pass
             \/ \E i \in 0..N-1 : color[i] = "white" /\ color' = [color EXCEPT ![i] = "black"]
                                  /\ UNCHANGED <<pos, count>>
             \/ Pass /\ pos = N - 1

TypeOK == color \in [0..N-1 -> {"white", "black"}] /\ count \in [0..N-1 -> 0..2]

Spec == TraceInit /\ [][TraceNext]_vars
====
