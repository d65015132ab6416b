---- MODULE LongAssume ----
\* An ASSUME that evaluates for minutes without building a set: it stops
\* cleanly on a signal through its evaluation steps (signals_test).
EXTENDS Naturals
Sum[n \in Nat] == IF n = 0 THEN 0 ELSE n + Sum[n - 1]
ASSUME \A i \in 1..200000000 : Sum[i % 50] >= 0
VARIABLE x
Init == x = 0
Next == x' = x
====
