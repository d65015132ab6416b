---- MODULE InitChecks ----
\* Many initial states, checked by all workers: the first violation in the
\* order of the initial states is reported, whatever the number of workers.
EXTENDS Naturals
VARIABLE x
Init == x \in 1..2000
Next == x' = x
Small == x < 1500
DivByZero == 10 \div (x - 1700) >= 0 - 100
====
