---- MODULE TraceCounter ----
\* Trace validation: the log of a counter that increments or resets, read
\* from the ndjson file named by the environment variable TRACE_FILE, is
\* accepted when the spec can follow it to its end (POSTCONDITION).
EXTENDS Naturals, Sequences, Json, IOUtils, TLC, TLCExt
VARIABLES x, l
Log == ndJsonDeserialize(IOEnv.TRACE_FILE)
Init == l = 1 /\ x = Log[1].x
Inc == x' = x + 1
Reset == x' = 0
Follow(A) == l < Len(Log) /\ l' = l + 1 /\ A /\ x' = Log[l'].x
Next == Follow(Inc) \/ Follow(Reset)
TraceMatchesLevel == Len(Trace) = l /\ Trace[l].x = x
Accepted == TLCGet("stats").diameter = Len(Log)
====
