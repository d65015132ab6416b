---- MODULE Queue ----
\* A bounded FIFO: Send(m) puts an item in, Recv takes the oldest out (trace explorer tests).
EXTENDS Naturals, Sequences
CONSTANT Max
Items == {"a", "b", "c"}
VARIABLES q, inflight, got
vars == <<q, inflight, got>>
Init == q = <<>> /\ inflight = {} /\ got = <<>>
Send(m) == /\ Len(q) < Max /\ m \notin inflight
           /\ q' = Append(q, m) /\ inflight' = inflight \cup {m} /\ UNCHANGED got
Recv == /\ q # <<>>
        /\ q' = Tail(q) /\ inflight' = inflight \ {Head(q)} /\ got' = Append(got, Head(q))
Next == (\E m \in Items : Send(m)) \/ Recv
Spec == Init /\ [][Next]_vars
====
