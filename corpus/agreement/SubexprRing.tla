---- MODULE SubexprRing ----
\* A trace-style spec that reuses parts of a ring's Init and actions by
\* subexpression name (as trace validation specs write TraceInit == Init!1 /\ Init!2):
\* positional selectors, nested selectors, a label, operators with arguments.
EXTENDS Naturals
CONSTANT N
VARIABLES pos, count, color
vars == <<pos, count, color>>

Init == /\ pos = 0
        /\ count = [i \in 0..N-1 |-> 0]
        /\ color \in [0..N-1 -> {"white", "black"}]

Pass == /\ count[pos] < 2
        /\ pos' = (pos + 1) % N
        /\ count' = [count EXCEPT ![pos] = @ + 1]
        /\ color' = [color EXCEPT ![pos] = "white"]

Blacken(i) == /\ color[i] = "white"
              /\ paint:: color' = [color EXCEPT ![i] = "black"]
              /\ UNCHANGED <<pos, count>>

Next == Pass \/ \E i \in 0..N-1 : Blacken(i)

TraceInit == /\ Init!1
             /\ Init!2
             /\ color = [i \in 0..N-1 |-> "white"]

TraceNext == \/ Pass!1 /\ Pass!2 /\ Pass!3 /\ Pass!4
             \/ \E i \in 0..N-1 : Blacken(i)!1 /\ Blacken(i)!paint /\ Blacken(i)!3
             \/ Next!1 /\ pos = N - 1

TypeOK == color \in Init!3!2 /\ count \in [0..N-1 -> 0..2]

Spec == TraceInit /\ [][TraceNext]_vars
====
