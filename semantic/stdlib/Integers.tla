---- MODULE Integers ----
EXTENDS Naturals
Int == Nat \cup {0 - n : n \in Nat}
-. a == 0 - a
====
