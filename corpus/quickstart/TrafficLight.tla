---------------------------- MODULE TrafficLight ----------------------------
(* A two-way traffic light: the bundled example that the README's first   *)
(* command runs. Written for tlacore's own tests.                          *)
EXTENDS Naturals

CONSTANT MaxCycles

VARIABLES ns, ew, cycles

vars == <<ns, ew, cycles>>

Colors == {"red", "green", "yellow"}

TypeOK ==
  /\ ns \in Colors
  /\ ew \in Colors
  /\ cycles \in 0..MaxCycles

Init ==
  /\ ns = "green"
  /\ ew = "red"
  /\ cycles = 0

NsYellow == ns = "green" /\ ns' = "yellow" /\ UNCHANGED <<ew, cycles>>
NsRed    == ns = "yellow" /\ ns' = "red" /\ ew' = "green" /\ UNCHANGED cycles
EwYellow == ew = "green" /\ ew' = "yellow" /\ UNCHANGED <<ns, cycles>>
EwRed    ==
  /\ ew = "yellow"
  /\ cycles < MaxCycles
  /\ ew' = "red"
  /\ ns' = "green"
  /\ cycles' = cycles + 1

Next == NsYellow \/ NsRed \/ EwYellow \/ EwRed

\* Never both directions green at once.
Safe == ~(ns = "green" /\ ew = "green")

Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
=============================================================================
