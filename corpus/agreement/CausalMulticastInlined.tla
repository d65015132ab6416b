---- MODULE CausalMulticastInlined ----
EXTENDS Naturals, Sequences, FiniteSets
CONSTANTS Proc, MaxSend
VARIABLES vc, inflight, log
vars == <<vc, inflight, log>>
Zero == [q \in Proc |-> 0]
Init == vc = [p \in Proc |-> Zero] /\ inflight = {} /\ log = [p \in Proc |-> <<>>]
Send(p) ==
  /\ vc[p][p] < MaxSend
  /\ LET c == [vc[p] EXCEPT ![p] = @ + 1] IN
       /\ vc' = [vc EXCEPT ![p] = c]
       /\ inflight' = inflight \cup {[to |-> q, from |-> p, clock |-> c] : q \in Proc \ {p}}
       /\ log' = [log EXCEPT ![p] = Append(@, c)]
Ready(p, m) == m.clock[m.from] = vc[p][m.from] + 1 /\ \A k \in Proc \ {m.from} : m.clock[k] <= vc[p][k]
Deliver(p) == \E m \in inflight : m.to = p /\ Ready(p, m) /\
                /\ vc' = [vc EXCEPT ![p] = [k \in Proc |-> IF m.clock[k] > @[k] THEN m.clock[k] ELSE @[k]]]
                /\ inflight' = inflight \ {m}
                /\ log' = [log EXCEPT ![p] = Append(@, m.clock)]
Next == \E p \in Proc : Send(p) \/ Deliver(p)
Spec == Init /\ [][Next]_vars
Before(v1, v2) == (\A i \in DOMAIN v1 : v1[i] <= v2[i]) /\ (\E i \in DOMAIN v1 : v1[i] < v2[i])
Concurrent(v1, v2) == \E i, j \in DOMAIN v1 : i # j /\ v1[i] < v2[i] /\ v1[j] > v2[j]
Causal == \A p \in Proc : \A i \in 1..Len(log[p]) : \A j \in 1..(i - 1) :
            Before(log[p][j], log[p][i]) \/ Concurrent(log[p][j], log[p][i])
Bounded == \A p \in Proc : Len(log[p]) <= MaxSend * Cardinality(Proc)
====
