---- MODULE TwoPhaseOnlyYesTrace ----
\* Trace spec of TwoPhaseOnlyYes: each line of the trace (env TRACE) is one step of the named action
\* with the logged arguments, and the logged state after it must match.
EXTENDS TwoPhaseOnlyYes, TraceLog

StateMatches ==
    /\ Logged("coord", coord') /\ Logged("part", part') /\ Logged("votes", votes')
    /\ Logged("acks", acks') /\ Logged("toPart", toPart') /\ Logged("toCoord", toCoord')
    /\ Logged("round", round')

TraceInit == l = 1 /\ Init

TraceNext ==
    /\ \/ IsEvent("Init") /\ l = 1 /\ UNCHANGED vars
       \/ IsEvent("Prepare") /\ Prepare
       \/ IsEvent("Vote") /\ Vote(Arg("p"), Arg("v"))
       \/ IsEvent("RecvVote") /\ RecvVote(Arg("p"))
       \/ IsEvent("Commit") /\ Commit
       \/ IsEvent("Abort") /\ Abort
       \/ IsEvent("Finish") /\ Finish(Arg("p"))
       \/ IsEvent("RecvAck") /\ RecvAck(Arg("p"))
       \/ IsEvent("NextRound") /\ NextRound
    /\ StateMatches
====
