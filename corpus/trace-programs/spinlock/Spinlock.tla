---- MODULE Spinlock ----
\* A test-and-set spinlock guarding a counter (spinlock.cpp): a thread wins the lock with a
\* compare-and-swap from 0 to its id, or spins; inside, it increments once and releases.
EXTENDS Naturals

CONSTANT N
Threads == 1..N

VARIABLES lock, pc, counter
vars == <<lock, pc, counter>>

Init == lock = 0 /\ pc = [t \in Threads |-> "idle"] /\ counter = 0

Acquire(t) == pc[t] = "idle" /\ lock = 0 /\ lock' = t /\ pc' = [pc EXCEPT ![t] = "cs"] /\ UNCHANGED counter

Spin(t) == pc[t] = "idle" /\ lock # 0 /\ UNCHANGED vars

Increment(t) == pc[t] = "cs" /\ counter' = counter + 1 /\ pc' = [pc EXCEPT ![t] = "done"] /\ UNCHANGED lock

Release(t) == pc[t] = "done" /\ lock = t /\ lock' = 0 /\ pc' = [pc EXCEPT ![t] = "idle"] /\ UNCHANGED counter

Next == \E t \in Threads : Acquire(t) \/ Spin(t) \/ Increment(t) \/ Release(t)

Spec == Init /\ [][Next]_vars

MutualExclusion == \A t, u \in Threads : t # u => ~(pc[t] # "idle" /\ pc[u] # "idle")
====
