---- MODULE RingBufferLifoTrace ----
\* Trace spec of RingBufferLifo: each line of the trace (env TRACE) is one step of the named action
\* with the logged arguments, and the logged state after it must match.
EXTENDS RingBufferLifo, TraceLog

StateMatches == Logged("buf", buf') /\ Logged("sent", sent') /\ Logged("last", last')

TraceInit == l = 1 /\ Init

TraceNext ==
    /\ \/ IsEvent("Init") /\ l = 1 /\ UNCHANGED vars
       \/ IsEvent("Put") /\ Put(Arg("p"))
       \/ IsEvent("Get") /\ Get(Arg("c"))
    /\ StateMatches
====
