---- MODULE TokenRing ----
\* Mutual exclusion by a token passed round a ring. Each process's step is
\* picked by a RECURSIVE operator that returns an action, and a LET-defined
\* higher-order operator moves the token.
EXTENDS Naturals
CONSTANT N
VARIABLES token, pc
vars == <<token, pc>>
Proc == 0..(N - 1)
Init == token = 0 /\ pc = [p \in Proc |-> "idle"]
Enter(p) == token = p /\ pc[p] = "idle" /\ pc' = [pc EXCEPT ![p] = "cs"] /\ UNCHANGED token
Leave(p) == pc[p] = "cs" /\ pc' = [pc EXCEPT ![p] = "idle"] /\
            LET Pass(To(_)) == token' = To(p) IN Pass(LAMBDA q : (q + 1) % N)
Skip(p) == token = p /\ pc[p] = "idle" /\ token' = (p + 1) % N /\ UNCHANGED pc
RECURSIVE AnyOf(_)
AnyOf(S) == IF S = {} THEN FALSE
            ELSE LET p == CHOOSE q \in S : TRUE IN (Enter(p) \/ Leave(p) \/ Skip(p)) \/ AnyOf(S \ {p})
Next == AnyOf(Proc)
Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
Mutex == \A p, q \in Proc : pc[p] = "cs" /\ pc[q] = "cs" => p = q
TokenMoves == []<>(token = 0)
====
