---- MODULE LamportClocksInlined ----
EXTENDS Naturals, Sequences
CONSTANTS Proc, MaxClock
VARIABLES clock, net
vars == <<clock, net>>
Init == clock = [p \in Proc |-> 0] /\ net = <<>>
Tick(p) == clock[p] + 1 <= MaxClock /\ clock' = [clock EXCEPT ![p] = @ + 1] /\ UNCHANGED net
Send(p) == Len(net) < 2 /\ clock[p] + 1 <= MaxClock /\ clock' = [clock EXCEPT ![p] = @ + 1] /\ net' = Append(net, <<p, clock[p] + 1>>)
NewClock(p) == (IF clock[p] >= Head(net)[2] THEN clock[p] ELSE Head(net)[2]) + 1
Recv(p) == net # <<>> /\ Head(net)[1] # p /\
           NewClock(p) <= MaxClock /\ clock' = [clock EXCEPT ![p] = NewClock(p)] /\ net' = Tail(net)
Next == \E p \in Proc : Tick(p) \/ Send(p) \/ Recv(p)
Spec == Init /\ [][Next]_vars
RECURSIVE SumOver(_, _)
SumOver(f, S) == IF S = {} THEN 0 ELSE LET x == CHOOSE y \in S : TRUE IN f[x] + SumOver(f, S \ {x})
Total == SumOver(clock, DOMAIN clock)
InFlight == SumOver([i \in 1..Len(net) |-> net[i][2]], 1..Len(net))
Bounded == Total <= MaxClock * 2 /\ InFlight <= 2 * MaxClock
MessagesBehind == \A i \in 1..Len(net) : net[i][2] <= clock[net[i][1]]
====
