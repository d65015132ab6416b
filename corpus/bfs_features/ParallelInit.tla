---- MODULE ParallelInit ----
\* Initial states from large set filters, which idle workers help evaluate
\* (checker/eval: Evaluator::filterInParallel).
EXTENDS Naturals, TLC
CONSTANT N
VARIABLE x
Pure == {c \in 1..N : c % 7 = 3}
\* TLCSet: not pure, so evaluated by one thread in order.
Counted == {c \in 1..N : TLCSet(1, c) /\ c % 7 = 3}
\* The first failing element in order is the one reported.
Failing == {c \in 1..N : IF c = 17000 THEN c \div 0 = 1 ELSE IF c = 19000 THEN c \div 0 = 2 ELSE TRUE}
InitPure == x \in Pure
InitCounted == x \in Counted /\ TLCGet(1) = N
InitFailing == x \in Failing
Next == UNCHANGED x
====
