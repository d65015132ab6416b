---- MODULE Ticket ----
\* Threads take tickets; the action's parameter is named differently at the call (trace explorer tests).
EXTENDS Naturals
CONSTANT Threads
VARIABLES next, ticket
Init == next = 1 /\ ticket = [t \in Threads |-> 0]
Take(self) == /\ ticket[self] = 0
              /\ ticket' = [ticket EXCEPT ![self] = next] /\ next' = next + 1
Next == \E t \in Threads : Take(t)
Spec == Init /\ [][Next]_<<next, ticket>>
====
