---- MODULE QuorumFold ----
\* Voting with quorums whose intersection is computed by folding TLA+'s own
\* operators passed by name (\intersect, \cup, \in), as library code such as
\* KeyValueStore's Util.tla (ReduceSet(\intersect, ...)) writes it.
EXTENDS Naturals, FiniteSets
CONSTANTS Acceptors, Values
VARIABLES votes, decided

ReduceSet(op(_, _), set, acc) ==
  LET f[s \in SUBSET set] ==
    IF s = {} THEN acc
    ELSE LET x == CHOOSE x \in s : TRUE
         IN op(x, f[s \ {x}])
  IN f[set]
INTERSECTION(setOfSets) == ReduceSet(\intersect, setOfSets, UNION setOfSets)
Holds(rel(_, _), a, b) == rel(a, b)

Quorums == {Q \in SUBSET Acceptors : 2 * Cardinality(Q) > Cardinality(Acceptors)}
VotersFor(v) == {a \in Acceptors : Holds(\in, v, votes[a])}

Init == /\ votes = [a \in Acceptors |-> {}]
        /\ decided = {}

Vote(a, v) == /\ Holds(\notin, v, votes[a])
              /\ Cardinality(votes[a]) < 1
              /\ votes' = [votes EXCEPT ![a] = ReduceSet(\cup, {@, {v}}, {})]
              /\ UNCHANGED decided

Decide(v) == /\ \E Q \in Quorums : Holds(\subseteq, Q, VotersFor(v))
             /\ decided' = decided \cup {v}
             /\ UNCHANGED votes

Next == (\E a \in Acceptors, v \in Values : Vote(a, v)) \/ (\E v \in Values : Decide(v))

QuorumsIntersect == \A Q, R \in Quorums : INTERSECTION({Q, R}) /= {}
Agreement == Holds(=>, decided /= {}, Cardinality(decided) = 1)
Spec == Init /\ [][Next]_<<votes, decided>>
====
