---- MODULE ReliableBroadcastInlined ----
EXTENDS Naturals, FiniteSets
CONSTANTS Proc, Msg
VARIABLES sent, delivered
vars == <<sent, delivered>>
Relay(p, m) == sent' = sent \cup {<<p, q, m>> : q \in Proc \ {p}}
Init == sent = {} /\ delivered = [p \in Proc |-> {}]
Broadcast(p, m) == m \notin UNION {delivered[q] : q \in Proc} /\ Relay(p, m) /\ delivered' = [delivered EXCEPT ![p] = @ \cup {m}]
Step(p) == \E m \in {mm \in Msg : \E q \in Proc : <<q, p, mm>> \in sent} :
             m \notin delivered[p] /\ Relay(p, m) /\ delivered' = [delivered EXCEPT ![p] = @ \cup {m}]
Next == (\E p \in Proc, m \in Msg : Broadcast(p, m)) \/ (\E p \in Proc : Step(p))
Spec == Init /\ [][Next]_vars /\ \A p \in Proc : WF_vars(Step(p))
Validity == \A p \in Proc : delivered[p] \subseteq Msg
Agreement == <>[](\A p, q \in Proc : delivered[p] = delivered[q])
AllDelivered == Cardinality({p \in Proc : delivered[p] # {}}) \in 0..Cardinality(Proc)
====
