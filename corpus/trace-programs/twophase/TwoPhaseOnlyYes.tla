---- MODULE TwoPhaseOnlyYes ----
\* WRONG on purpose: Vote's guard allows only "yes" votes (the "no" disjunct is missing),
\* so the model never aborts. Otherwise as TwoPhase.tla.
EXTENDS Naturals, Sequences

CONSTANT N
Parts == 1..N

VARIABLES coord, part, votes, acks, toPart, toCoord, round
vars == <<coord, part, votes, acks, toPart, toCoord, round>>

Init ==
    /\ coord = "init"
    /\ part = [p \in Parts |-> "working"]
    /\ votes = [p \in Parts |-> "none"]
    /\ acks = [p \in Parts |-> FALSE]
    /\ toPart = [p \in Parts |-> <<>>]
    /\ toCoord = <<>>
    /\ round = 1

Broadcast(m) == toPart' = [p \in Parts |-> Append(toPart[p], m)]

Prepare ==
    /\ coord = "init"
    /\ coord' = "waiting"
    /\ Broadcast("prepare")
    /\ UNCHANGED <<part, votes, acks, toCoord, round>>

Vote(p, v) ==
    /\ toPart[p] # <<>> /\ Head(toPart[p]) = "prepare"
    /\ v \in {"yes"}
    /\ part' = [part EXCEPT ![p] = IF v = "yes" THEN "prepared" ELSE "aborted"]
    /\ toPart' = [toPart EXCEPT ![p] = Tail(@)]
    /\ toCoord' = Append(toCoord, [from |-> p, msg |-> v])
    /\ UNCHANGED <<coord, votes, acks, round>>

RecvVote(p) ==
    /\ coord = "waiting"
    /\ toCoord # <<>> /\ Head(toCoord).from = p /\ Head(toCoord).msg \in {"yes", "no"}
    /\ votes' = [votes EXCEPT ![p] = Head(toCoord).msg]
    /\ toCoord' = Tail(toCoord)
    /\ UNCHANGED <<coord, part, acks, toPart, round>>

Commit ==
    /\ coord = "waiting" /\ \A p \in Parts : votes[p] = "yes"
    /\ coord' = "committed"
    /\ Broadcast("commit")
    /\ UNCHANGED <<part, votes, acks, toCoord, round>>

Abort ==
    /\ coord = "waiting" /\ (\A p \in Parts : votes[p] # "none") /\ \E p \in Parts : votes[p] = "no"
    /\ coord' = "aborted"
    /\ Broadcast("abort")
    /\ UNCHANGED <<part, votes, acks, toCoord, round>>

Finish(p) ==
    /\ toPart[p] # <<>> /\ Head(toPart[p]) \in {"commit", "abort"}
    /\ part' = [part EXCEPT ![p] = IF Head(toPart[p]) = "commit" THEN "committed" ELSE "aborted"]
    /\ toPart' = [toPart EXCEPT ![p] = Tail(@)]
    /\ toCoord' = Append(toCoord, [from |-> p, msg |-> "ack"])
    /\ UNCHANGED <<coord, votes, acks, round>>

RecvAck(p) ==
    /\ coord \in {"committed", "aborted"}
    /\ toCoord # <<>> /\ Head(toCoord) = [from |-> p, msg |-> "ack"]
    /\ acks' = [acks EXCEPT ![p] = TRUE]
    /\ toCoord' = Tail(toCoord)
    /\ UNCHANGED <<coord, part, votes, toPart, round>>

NextRound ==
    /\ coord \in {"committed", "aborted"} /\ \A p \in Parts : acks[p]
    /\ coord' = "init"
    /\ votes' = [p \in Parts |-> "none"]
    /\ acks' = [p \in Parts |-> FALSE]
    /\ round' = round + 1
    /\ UNCHANGED <<part, toPart, toCoord>>

Next ==
    \/ Prepare \/ Commit \/ Abort \/ NextRound
    \/ \E p \in Parts : \/ \E v \in {"yes", "no"} : Vote(p, v)
                        \/ RecvVote(p) \/ Finish(p) \/ RecvAck(p)

Spec == Init /\ [][Next]_vars

\* Nobody commits unless everybody voted yes.
Consistent == \A p, q \in Parts : ~(part[p] = "committed" /\ votes[q] = "no")
====
