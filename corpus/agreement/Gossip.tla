---- MODULE Gossip ----
\* Gossip of the highest version among peers: a peer bumps its own version,
\* or two peers exchange through the INSTANCE'd library's Exchange with the
\* library's merge passed by name (G!MaxMerge). Convergence under fairness.
EXTENDS Naturals, FiniteSets, FiniteSetsExt, Functions
CONSTANTS Peer, MaxVersion
VARIABLE known
G == INSTANCE GossipLib
Init == known = [p \in Peer |-> 0]
Bump(p) == known[p] < MaxVersion /\ Range(known) = {known[p]} /\ known' = [known EXCEPT ![p] = @ + 1]
Talk(a, b) == a # b /\ known[a] # known[b] /\ G!Exchange(a, b, G!MaxMerge)
Next == (\E p \in Peer : Bump(p)) \/ (\E a, b \in Peer : Talk(a, b))
Spec == Init /\ [][Next]_known /\ \A a, b \in Peer : WF_known(Talk(a, b))
Newest == FoldSet(LAMBDA v, acc : IF v > acc THEN v ELSE acc, 0, Range(known))
Monotone == [][\A p \in Peer : known'[p] >= known[p]]_known
Converges == <>[](Cardinality(Range(known)) = 1)
NewestKnown == Newest = Max(Range(known))
====
