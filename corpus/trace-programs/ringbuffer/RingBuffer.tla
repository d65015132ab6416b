---- MODULE RingBuffer ----
\* A bounded FIFO buffer (ringbuffer.cpp): producers put their numbered items while it is not
\* full, consumers take the oldest item while it is not empty.
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
    /\ buf' = Tail(buf)
    /\ last' = [last EXCEPT ![c] = Head(buf)]
    /\ UNCHANGED sent

Next == (\E p \in Producers : Put(p)) \/ (\E c \in Consumers : Get(c))

Spec == Init /\ [][Next]_vars

Bounded == Len(buf) <= Cap
====
