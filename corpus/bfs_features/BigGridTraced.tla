---- MODULE BigGridTraced ----
\* BigGrid (N^3 states) in a spec that reads TLCExt!Trace: the values of
\* every state found are kept in memory (explore/bfs.cpp), so no memory bound
\* lets it finish: the bound stops it.
EXTENDS Naturals, Sequences, TLCExt
CONSTANT N
VARIABLES x, y, z
Init == x = 0 /\ y = 0 /\ z = 0
Next == \/ x < N /\ x' = x + 1 /\ UNCHANGED <<y, z>>
        \/ y < N /\ y' = y + 1 /\ UNCHANGED <<x, z>>
        \/ z < N /\ z' = z + 1 /\ UNCHANGED <<x, y>>
TraceLength == Len(Trace)
====
