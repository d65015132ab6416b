---- MODULE Post ----
\* POSTCONDITION: checked once the search has finished.
EXTENDS Naturals, TLC
CONSTANT Limit
VARIABLE n
Init == n = 0
Next == n < 5 /\ n' = n + 1
PostTrue == Limit >= 5
PostFalse == Limit < 5
PostStats == TLCGet("stats").distinct = 6 /\ TLCGet("stats").generated = 6
PostRunFalse == TLCGet("stats").distinct < 6
====
