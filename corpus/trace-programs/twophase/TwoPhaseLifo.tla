---- MODULE TwoPhaseLifo ----
\* WRONG on purpose: the coordinator takes the newest message of its queue instead of the
\* oldest (a stack, not a FIFO queue), a wrong update. Otherwise as TwoPhase.tla.
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
    /\ v \in {"yes", "no"}
    /\ part' = [part EXCEPT ![p] = IF v = "yes" THEN "prepared" ELSE "aborted"]
    /\ toPart' = [toPart EXCEPT ![p] = Tail(@)]
    /\ toCoord' = Append(toCoord, [from |-> p, msg |-> v])
    /\ UNCHANGED <<coord, votes, acks, round>>

RecvVote(p) ==
    /\ coord = "waiting"
    /\ toCoord # <<>> /\ toCoord[Len(toCoord)].from = p /\ toCoord[Len(toCoord)].msg \in {"yes", "no"}
    /\ votes' = [votes EXCEPT ![p] = toCoord[Len(toCoord)].msg]
    /\ toCoord' = SubSeq(toCoord, 1, Len(toCoord) - 1)
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
    /\ toCoord # <<>> /\ toCoord[Len(toCoord)] = [from |-> p, msg |-> "ack"]
    /\ acks' = [acks EXCEPT ![p] = TRUE]
    /\ toCoord' = SubSeq(toCoord, 1, Len(toCoord) - 1)
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
