------------------------------- MODULE LogCopy -------------------------------
\* Logs that only grow, copied between nodes (in the style of the abstract
\* consensus specs of replicated ledgers): the cfg overrides Sequences!Seq
\* (Seq <- MCSeq), the VIEW cuts the longest common prefix of all logs
\* (SequencesExt!LongestCommonPrefix over Functions!Range), and an ASSUME
\* uses Relation. Written for this corpus.
EXTENDS Sequences, SequencesExt, Naturals, FiniteSets, FiniteSetsExt, Functions, Relation, TLC

CONSTANTS Nodes, Vals, Bound
ASSUME IsStrictlyTotallyOrderedUnder(<, Vals)

VARIABLE logs

Init == logs \in [Nodes -> {<<>>, <<Min(Vals)>>}]

\* Only a longest log grows, by a nonempty sequence (of at most Bound values
\* once Seq is overridden).
Grow(n) ==
    /\ \A m \in Nodes : Len(logs[m]) <= Len(logs[n])
    /\ \E s \in Seq(Vals) : s # <<>> /\ logs' = [logs EXCEPT ![n] = @ \o s]

CopyFrom(n) ==
    \E m \in Nodes :
        /\ IsStrictPrefix(logs[n], logs[m])
        /\ \E k \in 1..(Len(logs[m]) - Len(logs[n])) :
              logs' = [logs EXCEPT ![n] = SubSeq(logs[m], 1, Len(@) + k)]

Next == \E n \in Nodes : Grow(n) \/ CopyFrom(n)
Spec == Init /\ [][Next]_logs

NoConflict == \A m, n \in Nodes : IsPrefix(logs[m], logs[n]) \/ IsPrefix(logs[n], logs[m])
AppendOnly == [][\A n \in Nodes : IsPrefix(logs[n], logs'[n])]_logs

MCSeq(S) == BoundedSeq(S, Bound)
Spread == \A m, n \in Nodes : Len(logs[m]) <= Len(logs[n]) + 2
Cut == LET k == Len(LongestCommonPrefix(Range(logs)))
       IN [n \in Nodes |-> SubSeq(logs[n], k + 1, Len(logs[n]))]
=============================================================================
