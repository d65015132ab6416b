---- MODULE Reals ----
\* Real, / and Infinity are built into the tools; as in SANY's own module the
\* bodies are placeholders.
EXTENDS Integers
Real == "Reals"
a / b == CHOOSE m \in Real : m * b = a
Infinity == CHOOSE i : (i \notin Real) /\ (\A r \in Real : i > r)
====
