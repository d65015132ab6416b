---- MODULE Lock ----
\* A lock over threads, each with a pc, and the log of acquisitions (trace explorer tests).
EXTENDS Naturals, Sequences
CONSTANT Threads
VARIABLES lock, pc, log
vars == <<lock, pc, log>>
Init == lock = 0 /\ pc = [t \in Threads |-> "idle"] /\ log = <<>>
Acquire(t) == /\ lock = 0 /\ pc[t] = "idle"
              /\ lock' = t /\ pc' = [pc EXCEPT ![t] = "cs"] /\ log' = Append(log, t)
Release(t) == /\ lock = t /\ pc[t] = "cs"
              /\ lock' = 0 /\ pc' = [pc EXCEPT ![t] = "idle"] /\ UNCHANGED log
Next == \E t \in Threads : Acquire(t) \/ Release(t)
Spec == Init /\ [][Next]_vars
====
