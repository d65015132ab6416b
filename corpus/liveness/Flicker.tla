---- MODULE Flicker ----
\* B is enabled only every other step: weak fairness of B does not make it
\* happen (Finishes fails with a loop that flips x forever), strong fairness does.
EXTENDS Naturals
VARIABLES x, done
vars == <<x, done>>
Init == x = 0 /\ done = FALSE
Flip == x' = 1 - x /\ UNCHANGED done
B == x = 1 /\ ~done /\ done' = TRUE /\ UNCHANGED x
Next == Flip \/ B
WeakSpec == Init /\ [][Next]_vars /\ WF_vars(Flip) /\ WF_vars(B)
StrongSpec == Init /\ [][Next]_vars /\ WF_vars(Flip) /\ SF_vars(B)
IdleSpec == Init /\ [][Next]_vars
Finishes == <>done
====
