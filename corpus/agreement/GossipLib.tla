---- MODULE GossipLib ----
\* Push-pull gossip of version numbers between two peers: the library's
\* exchange operator takes the merge to apply as an operator argument.
EXTENDS Naturals, FiniteSetsExt
VARIABLE known
Exchange(a, b, Merge(_, _)) == known' = [known EXCEPT ![a] = Merge(known[a], known[b]), ![b] = Merge(known[b], known[a])]
MaxMerge(x, y) == Max({x, y})
====
