---- MODULE TraceLog ----
\* The part every trace spec of corpus/trace-programs shares: it reads the ndjson trace named
\* by the environment variable TRACE (contract C1), keeps the position in the trace in `l`,
\* and says, as a POSTCONDITION, whether every line was matched; if not, it prints the line
\* that could not be (TLC's BFS reaches level d when lines 1..d-1 were matched).
EXTENDS Naturals, Sequences, Json, IOUtils, TLC

VARIABLE l

TraceLog == ndJsonDeserialize(IOEnv.TRACE)

Line == TraceLog[l]

\* The current line logs event e; the step moves on to the next line.
IsEvent(e) == l \in 1..Len(TraceLog) /\ Line.event = e /\ l' = l + 1

\* The line's argument `name`.
Arg(name) == Line.args[name]

\* The line logs variable `name` with `value` after the step, or does not log it.
Logged(name, value) == ("state" \in DOMAIN Line /\ name \in DOMAIN Line.state) => Line.state[name] = value

TraceAccepted ==
    LET d == TLCGet("stats").diameter IN
    IF d - 1 = Len(TraceLog) THEN TRUE
    ELSE Print(<<"TraceFailingLine", d>>, FALSE)
====
