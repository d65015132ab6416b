---- MODULE RingBufferOffByOne ----
\* WRONG on purpose: Put's guard is off by one (Len(buf) < Cap - 1), so the model never
\* fills the last slot that the real buffer fills. Otherwise as RingBuffer.tla.
EXTENDS Naturals, Sequences

CONSTANTS Cap, Producers, Consumers

VARIABLES buf, sent, last
vars == <<buf, sent, last>>

Init == buf = <<>> /\ sent = [p \in Producers |-> 0] /\ last = [c \in Consumers |-> <<0, 0>>]

Put(p) ==
    /\ Len(buf) < Cap - 1
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
