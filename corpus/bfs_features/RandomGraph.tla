---- MODULE RandomGraph ----
\* RandomElement as TLC draws it: a constant graph drawn once (the same on
\* every worker), and a next-state relation that draws per state (the same
\* successors whenever the state is expanded, so that traces can be rebuilt).
EXTENDS Naturals, TLC
Nodes == 1..6
Edges == UNION {{<<n, m>> : m \in RandomElement(SUBSET (Nodes \ {n}))} : n \in Nodes}
VARIABLES at, steps
Init == at = 1 /\ steps = 0
Walk == \E e \in Edges : e[1] = at /\ at' = e[2] /\ steps' = steps
Jump == steps < 3 /\ at' = RandomElement(Nodes) /\ steps' = steps + 1
Next == Walk \/ Jump
Inv == steps < 3
====
