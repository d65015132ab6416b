---- MODULE LamportClocks ----
\* Lamport clocks: processes tick, send and receive; every receive moves the
\* receiver's clock past the message's. Sums use Functions!FoldFunction and
\* SequencesExt!FoldLeft; the action operators take their update as a LAMBDA.
EXTENDS Naturals, Sequences, Functions, SequencesExt, FiniteSetsExt
CONSTANTS Proc, MaxClock
VARIABLES clock, net
vars == <<clock, net>>
Init == clock = [p \in Proc |-> 0] /\ net = <<>>
Update(p, New(_)) == New(clock[p]) <= MaxClock /\ clock' = [clock EXCEPT ![p] = New(@)]
Tick(p) == Update(p, LAMBDA c : c + 1) /\ UNCHANGED net
Send(p) == Len(net) < 2 /\ Update(p, LAMBDA c : c + 1) /\ net' = Append(net, <<p, clock[p] + 1>>)
Recv(p) == net # <<>> /\ Head(net)[1] # p /\
           Update(p, LAMBDA c : Max({c, Head(net)[2]}) + 1) /\ net' = Tail(net)
Next == \E p \in Proc : Tick(p) \/ Send(p) \/ Recv(p)
Spec == Init /\ [][Next]_vars
Total == FoldFunction(LAMBDA a, b : a + b, 0, clock)
InFlight == FoldLeft(LAMBDA acc, m : acc + m[2], 0, net)
Bounded == Total <= MaxClock * 2 /\ InFlight <= 2 * MaxClock
MessagesBehind == \A i \in 1..Len(net) : net[i][2] <= clock[net[i][1]]
====
