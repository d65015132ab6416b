---- MODULE AlternatingBit ----
\* The alternating bit protocol over lossy FIFO channels of bounded length.
\* Channel operations take the action to perform with the message as a
\* LAMBDA; UNCHANGED sits inside the LAMBDAs.
EXTENDS Naturals, Sequences, SequencesExt
CONSTANTS Data, Cap
VARIABLES sBit, sent, rBit, received, dataCh, ackCh
vars == <<sBit, sent, rBit, received, dataCh, ackCh>>
Init == sBit = 0 /\ sent = <<>> /\ rBit = 0 /\ received = <<>> /\ dataCh = <<>> /\ ackCh = <<>>
Push(ch, m) == IF Len(ch) < Cap THEN Append(ch, m) ELSE ch
OnHead(ch, Do(_)) == ch # <<>> /\ Do(Head(ch))
SendData(d) == Len(sent) < 2 /\ Len(sent) = Len(received) /\
               sent' = Append(sent, d) /\ dataCh' = Push(dataCh, <<sBit, d>>) /\ UNCHANGED <<sBit, rBit, received, ackCh>>
Resend == Len(sent) > Len(received) /\ dataCh' = Push(dataCh, <<sBit, Last(sent)>>) /\ UNCHANGED <<sBit, sent, rBit, received, ackCh>>
RcvData == OnHead(dataCh, LAMBDA m :
             /\ dataCh' = Tail(dataCh)
             /\ IF m[1] = rBit THEN received' = Append(received, m[2]) /\ rBit' = 1 - rBit
                               ELSE UNCHANGED <<received, rBit>>
             /\ ackCh' = Push(ackCh, m[1])
             /\ UNCHANGED <<sBit, sent>>)
RcvAck == OnHead(ackCh, LAMBDA b :
            /\ ackCh' = Tail(ackCh)
            /\ IF b = sBit THEN sBit' = 1 - sBit ELSE UNCHANGED sBit
            /\ UNCHANGED <<sent, rBit, received, dataCh>>)
Lose == \/ dataCh # <<>> /\ dataCh' = Tail(dataCh) /\ UNCHANGED <<sBit, sent, rBit, received, ackCh>>
        \/ ackCh # <<>> /\ ackCh' = Tail(ackCh) /\ UNCHANGED <<sBit, sent, rBit, received, dataCh>>
Next == (\E d \in Data : SendData(d)) \/ Resend \/ RcvData \/ RcvAck \/ Lose
Spec == Init /\ [][Next]_vars
Prefix == IsPrefix(received, sent)
====
