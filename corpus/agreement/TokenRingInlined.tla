---- MODULE TokenRingInlined ----
EXTENDS Naturals
CONSTANT N
VARIABLES token, pc
vars == <<token, pc>>
Proc == 0..(N - 1)
Init == token = 0 /\ pc = [p \in Proc |-> "idle"]
Enter(p) == token = p /\ pc[p] = "idle" /\ pc' = [pc EXCEPT ![p] = "cs"] /\ UNCHANGED token
Leave(p) == pc[p] = "cs" /\ pc' = [pc EXCEPT ![p] = "idle"] /\ token' = (p + 1) % N
Skip(p) == token = p /\ pc[p] = "idle" /\ token' = (p + 1) % N /\ UNCHANGED pc
Next == \E p \in Proc : Enter(p) \/ Leave(p) \/ Skip(p)
Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
Mutex == \A p, q \in Proc : pc[p] = "cs" /\ pc[q] = "cs" => p = q
TokenMoves == []<>(token = 0)
====
