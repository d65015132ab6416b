---- MODULE ReliableBroadcast ----
\* Eager reliable broadcast: a process relays a message the first time it
\* receives it, then delivers it. Receive hides the delivery action in a LAMBDA.
EXTENDS Naturals, FiniteSets, Functions, FiniteSetsExt
CONSTANTS Proc, Msg
VARIABLES sent, delivered
vars == <<sent, delivered>>
Receive(p, Deliver(_)) == \E m \in {mm \in Msg : \E q \in Proc : <<q, p, mm>> \in sent} : Deliver(m)
Relay(p, m) == sent' = sent \cup {<<p, q, m>> : q \in Proc \ {p}}
Init == sent = {} /\ delivered = [p \in Proc |-> {}]
Broadcast(p, m) == m \notin UNION Range(delivered) /\ Relay(p, m) /\ delivered' = [delivered EXCEPT ![p] = @ \cup {m}]
Step(p) == Receive(p, LAMBDA m : m \notin delivered[p] /\ Relay(p, m) /\ delivered' = [delivered EXCEPT ![p] = @ \cup {m}])
Next == (\E p \in Proc, m \in Msg : Broadcast(p, m)) \/ (\E p \in Proc : Step(p))
Spec == Init /\ [][Next]_vars /\ \A p \in Proc : WF_vars(Step(p))
Validity == \A p \in Proc : delivered[p] \subseteq Msg
Agreement == <>[](\A p, q \in Proc : delivered[p] = delivered[q])
AllDelivered == Quantify(Proc, LAMBDA p : delivered[p] # {}) \in 0..Cardinality(Proc)
====
