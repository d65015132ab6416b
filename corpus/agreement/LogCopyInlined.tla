---------------------------- MODULE LogCopyInlined ----------------------------
\* LogCopy without CommunityModules: Seq(Vals) is written as the bounded
\* sequences, the library operators as plain definitions.
EXTENDS Sequences, Naturals, FiniteSets, TLC

CONSTANTS Nodes, Vals, Bound

VARIABLE logs

IsPrefix(s, t) == Len(s) <= Len(t) /\ SubSeq(t, 1, Len(s)) = s
IsStrictPrefix(s, t) == IsPrefix(s, t) /\ s # t
SetMin(S) == CHOOSE x \in S : \A y \in S : x <= y
Bounded(S) == UNION {[1..k -> S] : k \in 0..Bound}
CommonLen(L) == CHOOSE k \in 0..100 :
                  /\ \A s, t \in L : k <= Len(s) /\ SubSeq(s, 1, k) = SubSeq(t, 1, k)
                  /\ ~\A s, t \in L : k + 1 <= Len(s) /\ SubSeq(s, 1, k + 1) = SubSeq(t, 1, k + 1)

Init == logs \in [Nodes -> {<<>>, <<SetMin(Vals)>>}]

Next ==
    \E n \in Nodes :
        \/ /\ \A m \in Nodes : Len(logs[m]) <= Len(logs[n])
           /\ \E s \in Bounded(Vals) : s # <<>> /\ logs' = [logs EXCEPT ![n] = @ \o s]
        \/ \E m \in Nodes :
              /\ IsStrictPrefix(logs[n], logs[m])
              /\ \E k \in 1..(Len(logs[m]) - Len(logs[n])) :
                    logs' = [logs EXCEPT ![n] = SubSeq(logs[m], 1, Len(@) + k)]
Spec == Init /\ [][Next]_logs

NoConflict == \A m, n \in Nodes : IsPrefix(logs[m], logs[n]) \/ IsPrefix(logs[n], logs[m])
AppendOnly == [][\A n \in Nodes : IsPrefix(logs[n], logs'[n])]_logs
Spread == \A m, n \in Nodes : Len(logs[m]) <= Len(logs[n]) + 2
Cut == LET k == CommonLen({logs[n] : n \in Nodes})
       IN [n \in Nodes |-> SubSeq(logs[n], k + 1, Len(logs[n]))]
=============================================================================
