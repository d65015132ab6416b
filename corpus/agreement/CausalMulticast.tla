---- MODULE CausalMulticast ----
\* Causal multicast with vector clocks: a message is delivered once every
\* message it causally depends on has been. The log of every process is
\* checked with VectorClocks!IsCausalOrder; OnMessage hides delivery in a LAMBDA.
EXTENDS Naturals, Sequences, FiniteSets, VectorClocks, Functions
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
OnMessage(p, Handle(_)) == \E m \in inflight : m.to = p /\ Ready(p, m) /\ Handle(m)
Deliver(p) == OnMessage(p, LAMBDA m :
                /\ vc' = [vc EXCEPT ![p] = [k \in Proc |-> IF m.clock[k] > @[k] THEN m.clock[k] ELSE @[k]]]
                /\ inflight' = inflight \ {m}
                /\ log' = [log EXCEPT ![p] = Append(@, m.clock)])
Next == \E p \in Proc : Send(p) \/ Deliver(p)
Spec == Init /\ [][Next]_vars
Causal == \A p \in Proc : IsCausalOrder(log[p], LAMBDA c : c)
Bounded == \A p \in Proc : Len(log[p]) <= MaxSend * Cardinality(Proc)
====
