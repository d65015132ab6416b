---- MODULE Folds ----
\* Starting from base, apply op to f(x) for every x in S, picking the elements
\* with choose. The result depends on choose unless op is associative and
\* commutative.
MapThenFoldSet(op(_, _), base, f(_), choose(_), S) ==
  LET iter[s \in SUBSET S] ==
        IF s = {} THEN base
                  ELSE LET x == choose(s)
                       IN  op(f(x), iter[s \ {x}])
  IN  iter[S]
====
