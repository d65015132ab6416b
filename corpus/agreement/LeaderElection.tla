---- MODULE LeaderElection ----
\* Chang-Roberts leader election on a unidirectional ring; the channels are
\* one bag of messages <<to, id>>. Receive hides the handling in a LAMBDA.
EXTENDS Naturals, Sequences, FiniteSets, Functions, SequencesExt, FiniteSetsExt, Bags, BagsExt
CONSTANTS Ring, Id
VARIABLES msgs, started, leader
vars == <<msgs, started, leader>>
Node == ToSet(Ring)
Succ(n) == Ring[(SelectInSeq(Ring, LAMBDA x : x = n) % Len(Ring)) + 1]
Init == msgs = EmptyBag /\ started = {} /\ leader = "none"
Start(n) == n \notin started /\ started' = started \cup {n} /\ msgs' = BagAdd(msgs, <<Succ(n), Id[n]>>) /\ UNCHANGED leader
Receive(n, Handle(_)) == \E m \in BagToSet(msgs) : m[1] = n /\ Handle(m[2])
Handle(n) == Receive(n, LAMBDA id :
               CASE id > Id[n] -> msgs' = BagAdd(BagRemove(msgs, <<n, id>>), <<Succ(n), id>>) /\ UNCHANGED <<started, leader>>
                 [] id = Id[n] -> msgs' = BagRemove(msgs, <<n, id>>) /\ leader' = n /\ UNCHANGED started
                 [] OTHER -> msgs' = BagRemove(msgs, <<n, id>>) /\ UNCHANGED <<started, leader>>)
Next == \E n \in Node : Start(n) \/ Handle(n)
Spec == Init /\ [][Next]_vars /\ \A n \in Node : WF_vars(Start(n)) /\ WF_vars(Handle(n))
MaxId == Max(Range(Id))
LeaderIsMax == leader # "none" => Id[leader] = MaxId
Elected == <>(leader # "none")
BagBound == BagCardinality(msgs) <= Len(Ring) /\ SumBag(BagOfAll(LAMBDA m : m[2], msgs)) <= Len(Ring) * MaxId
====
