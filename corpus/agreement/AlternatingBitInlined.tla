---- MODULE AlternatingBitInlined ----
EXTENDS Naturals, Sequences
CONSTANTS Data, Cap
VARIABLES sBit, sent, rBit, received, dataCh, ackCh
vars == <<sBit, sent, rBit, received, dataCh, ackCh>>
Init == sBit = 0 /\ sent = <<>> /\ rBit = 0 /\ received = <<>> /\ dataCh = <<>> /\ ackCh = <<>>
Push(ch, m) == IF Len(ch) < Cap THEN Append(ch, m) ELSE ch
LastOf(s) == s[Len(s)]
SendData(d) == Len(sent) < 2 /\ Len(sent) = Len(received) /\
               sent' = Append(sent, d) /\ dataCh' = Push(dataCh, <<sBit, d>>) /\ UNCHANGED <<sBit, rBit, received, ackCh>>
Resend == Len(sent) > Len(received) /\ dataCh' = Push(dataCh, <<sBit, LastOf(sent)>>) /\ UNCHANGED <<sBit, sent, rBit, received, ackCh>>
RcvData == dataCh # <<>> /\
             /\ dataCh' = Tail(dataCh)
             /\ IF Head(dataCh)[1] = rBit THEN received' = Append(received, Head(dataCh)[2]) /\ rBit' = 1 - rBit
                                         ELSE UNCHANGED <<received, rBit>>
             /\ ackCh' = Push(ackCh, Head(dataCh)[1])
             /\ UNCHANGED <<sBit, sent>>
RcvAck == ackCh # <<>> /\
            /\ ackCh' = Tail(ackCh)
            /\ IF Head(ackCh) = sBit THEN sBit' = 1 - sBit ELSE UNCHANGED sBit
            /\ UNCHANGED <<sent, rBit, received, dataCh>>
Lose == \/ dataCh # <<>> /\ dataCh' = Tail(dataCh) /\ UNCHANGED <<sBit, sent, rBit, received, ackCh>>
        \/ ackCh # <<>> /\ ackCh' = Tail(ackCh) /\ UNCHANGED <<sBit, sent, rBit, received, dataCh>>
Next == (\E d \in Data : SendData(d)) \/ Resend \/ RcvData \/ RcvAck \/ Lose
Spec == Init /\ [][Next]_vars
Prefix == Len(received) <= Len(sent) /\ \A i \in 1..Len(received) : received[i] = sent[i]
====
