---- MODULE SpinlockTrace ----
\* Trace spec of Spinlock: each line of the trace (env TRACE) is one step of the named action
\* with the logged arguments, and the logged state after it must match.
EXTENDS Spinlock, TraceLog

StateMatches == Logged("lock", lock') /\ Logged("pc", pc') /\ Logged("counter", counter')

TraceInit == l = 1 /\ Init

TraceNext ==
    /\ \/ IsEvent("Init") /\ l = 1 /\ UNCHANGED vars
       \/ IsEvent("Acquire") /\ Acquire(Arg("t"))
       \/ IsEvent("Spin") /\ Spin(Arg("t"))
       \/ IsEvent("Increment") /\ Increment(Arg("t"))
       \/ IsEvent("Release") /\ Release(Arg("t"))
    /\ StateMatches
====
