---- MODULE SpinlockKeepsPc ----
\* WRONG on purpose: Release frees the lock but forgets to set the thread back to "idle",
\* a wrong update. Otherwise as Spinlock.tla.
EXTENDS Naturals

CONSTANT N
Threads == 1..N

VARIABLES lock, pc, counter
vars == <<lock, pc, counter>>

Init == lock = 0 /\ pc = [t \in Threads |-> "idle"] /\ counter = 0

Acquire(t) == pc[t] = "idle" /\ lock = 0 /\ lock' = t /\ pc' = [pc EXCEPT ![t] = "cs"] /\ UNCHANGED counter

Spin(t) == pc[t] = "idle" /\ lock # 0 /\ UNCHANGED vars

Increment(t) == pc[t] = "cs" /\ counter' = counter + 1 /\ pc' = [pc EXCEPT ![t] = "done"] /\ UNCHANGED lock

Release(t) == pc[t] = "done" /\ lock = t /\ lock' = 0 /\ UNCHANGED <<pc, counter>>

Next == \E t \in Threads : Acquire(t) \/ Spin(t) \/ Increment(t) \/ Release(t)

Spec == Init /\ [][Next]_vars

MutualExclusion == \A t, u \in Threads : t # u => ~(pc[t] # "idle" /\ pc[u] # "idle")
====
