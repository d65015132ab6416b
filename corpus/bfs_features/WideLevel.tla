---- MODULE WideLevel ----
\* One wide BFS level (W * 6^4 states of 4-tuples after W initial states):
\* its frontier alone passes a small --max-memory bound.
EXTENDS Naturals
CONSTANT W
VARIABLES x, y
Init == x \in 1..W /\ y = <<>>
Next == y = <<>> /\ y' \in [1..4 -> 1..6] /\ UNCHANGED x
====
