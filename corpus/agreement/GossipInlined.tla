---- MODULE GossipInlined ----
EXTENDS Naturals, FiniteSets
CONSTANTS Peer, MaxVersion
VARIABLE known
Rng == {known[p] : p \in Peer}
Init == known = [p \in Peer |-> 0]
Bump(p) == known[p] < MaxVersion /\ Rng = {known[p]} /\ known' = [known EXCEPT ![p] = @ + 1]
Hi(x, y) == IF x >= y THEN x ELSE y
Talk(a, b) == a # b /\ known[a] # known[b] /\ known' = [known EXCEPT ![a] = Hi(known[a], known[b]), ![b] = Hi(known[b], known[a])]
Next == (\E p \in Peer : Bump(p)) \/ (\E a, b \in Peer : Talk(a, b))
Spec == Init /\ [][Next]_known /\ \A a, b \in Peer : WF_known(Talk(a, b))
NewestKnown == TRUE
Monotone == [][\A p \in Peer : known'[p] >= known[p]]_known
Converges == <>[](Cardinality(Rng) = 1)
====
