---- MODULE QuorumFoldInlined ----
\* QuorumFold with every operator passed by name written in place.
EXTENDS Naturals, FiniteSets
CONSTANTS Acceptors, Values
VARIABLES votes, decided

Quorums == {Q \in SUBSET Acceptors : 2 * Cardinality(Q) > Cardinality(Acceptors)}
VotersFor(v) == {a \in Acceptors : v \in votes[a]}

Init == /\ votes = [a \in Acceptors |-> {}]
        /\ decided = {}

Vote(a, v) == /\ v \notin votes[a]
              /\ Cardinality(votes[a]) < 1
              /\ votes' = [votes EXCEPT ![a] = @ \cup {v}]
              /\ UNCHANGED decided

Decide(v) == /\ \E Q \in Quorums : Q \subseteq VotersFor(v)
             /\ decided' = decided \cup {v}
             /\ UNCHANGED votes

Next == (\E a \in Acceptors, v \in Values : Vote(a, v)) \/ (\E v \in Values : Decide(v))

QuorumsIntersect == \A Q, R \in Quorums : Q \cap R /= {}
Agreement == decided /= {} => Cardinality(decided) = 1
Spec == Init /\ [][Next]_<<votes, decided>>
====
