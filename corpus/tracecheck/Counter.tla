---- MODULE Counter ----
\* A counter: the smallest model with several actions (trace explorer tests).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Inc == x < 5 /\ x' = x + 1
Dec == x > 0 /\ x' = x - 1
Reset == x' = 0
Next == Inc \/ Dec \/ Reset
Spec == Init /\ [][Next]_x
====
