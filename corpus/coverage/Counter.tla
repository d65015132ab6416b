---- MODULE Counter ----
EXTENDS Naturals
VARIABLE x

Init == x = 0
Inc == x < 3 /\ x' = x + 1
Reset == x = 3 /\ x' = 0
Same == x' = x
Next == Inc \/ Reset \/ Same

Bound == x <= 2
====
