---- MODULE RingBufferLifo ----
\* WRONG on purpose: Get takes the newest item instead of the oldest (a stack, not a
\* queue), a wrong update. Otherwise as RingBuffer.tla.
EXTENDS Naturals, Sequences

CONSTANTS Cap, Producers, Consumers

VARIABLES buf, sent, last
vars == <<buf, sent, last>>

Init == buf = <<>> /\ sent = [p \in Producers |-> 0] /\ last = [c \in Consumers |-> <<0, 0>>]

Put(p) ==
    /\ Len(buf) < Cap
    /\ buf' = Append(buf, <<p, sent[p] + 1>>)
    /\ sent' = [sent EXCEPT ![p] = @ + 1]
    /\ UNCHANGED last

Get(c) ==
    /\ Len(buf) > 0
    /\ buf' = SubSeq(buf, 1, Len(buf) - 1)
    /\ last' = [last EXCEPT ![c] = buf[Len(buf)]]
    /\ UNCHANGED sent

Next == (\E p \in Producers : Put(p)) \/ (\E c \in Consumers : Get(c))

Spec == Init /\ [][Next]_vars

Bounded == Len(buf) <= Cap
====
