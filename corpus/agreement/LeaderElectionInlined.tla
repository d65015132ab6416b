---- MODULE LeaderElectionInlined ----
EXTENDS Naturals, Sequences, FiniteSets, TLC
CONSTANTS n1, n2, n3
Ring == <<n1, n2, n3>>
Id == n1 :> 2 @@ n2 :> 3 @@ n3 :> 1
VARIABLES msgs, started, leader
vars == <<msgs, started, leader>>
Node == {Ring[i] : i \in 1..Len(Ring)}
Succ(n) == Ring[((CHOOSE i \in 1..Len(Ring) : Ring[i] = n) % Len(Ring)) + 1]
Add(B, x) == IF x \in DOMAIN B THEN [B EXCEPT ![x] = @ + 1] ELSE B @@ (x :> 1)
Rem(B, x) == IF B[x] = 1 THEN [y \in DOMAIN B \ {x} |-> B[y]] ELSE [B EXCEPT ![x] = @ - 1]
Init == msgs = <<>> /\ started = {} /\ leader = "none"
Start(n) == n \notin started /\ started' = started \cup {n} /\ msgs' = Add(msgs, <<Succ(n), Id[n]>>) /\ UNCHANGED leader
Handle(n) == \E m \in DOMAIN msgs : m[1] = n /\
               CASE m[2] > Id[n] -> msgs' = Add(Rem(msgs, <<n, m[2]>>), <<Succ(n), m[2]>>) /\ UNCHANGED <<started, leader>>
                 [] m[2] = Id[n] -> msgs' = Rem(msgs, <<n, m[2]>>) /\ leader' = n /\ UNCHANGED started
                 [] OTHER -> msgs' = Rem(msgs, <<n, m[2]>>) /\ UNCHANGED <<started, leader>>
Next == \E n \in Node : Start(n) \/ Handle(n)
Spec == Init /\ [][Next]_vars /\ \A n \in Node : WF_vars(Start(n)) /\ WF_vars(Handle(n))
MaxId == 3
LeaderIsMax == leader # "none" => Id[leader] = MaxId
Elected == <>(leader # "none")
BagBound == TRUE
====
