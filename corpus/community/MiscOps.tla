------------------------------- MODULE MiscOps -------------------------------
\* Exercises: Bitwise, Combinatorics, DyadicRationals, Statistics, VectorClocks, SVG, HTML, Json, CSV, GraphViz
\* Every operator of these modules, with values derived from their definitions
\* (and, for the operators TLC overrides in Java, from the override's results).
\* Not exercised here: NodesOfDirectedMultiGraph (TLC computes the layout with the jungrapht library; no native yet)
EXTENDS Integers, Sequences, FiniteSets, TLC, TLCExt, Bitwise, Combinatorics, DyadicRationals,
        Statistics, VectorClocks, SVG, HTML, Json, CSV, GraphViz, IOUtils

ASSUME AssertEq(<<12 & 10, 12 | 10, 12 ^^ 10, shiftR(12, 2)>>, <<8, 14, 6, 3>>)
ASSUME AssertEq(Not(5), 2)
ASSUME AssertEq(<<factorial[5], choose(5, 2)>>, <<120, 10>>)
ASSUME AssertEq(Half(One), [num |-> 1, den |-> 2]) /\ AssertEq(Add(Half(One), Half(One)), One)
ASSUME AssertEq(Add(Zero, Half(One)), [num |-> 1, den |-> 2])
ASSUME IsDyadicRational(Half(One)) /\ ~IsDyadicRational([num |-> 1, den |-> 3])
ASSUME AssertEq(<<PrettyPrint(Zero), PrettyPrint(One), PrettyPrint(Half(Half(One)))>>, <<"0", "1", "1/4">>)
ASSUME ChiSquare(<<1, 2, 3>>, <<1, 2, 3>>, "0.05")

ASSUME IsCausalOrder(<< <<1, 0>>, <<1, 1>> >>, LAMBDA l : l) /\ ~IsCausalOrder(<< <<1, 1>>, <<1, 0>> >>, LAMBDA l : l)
ASSUME AssertEq(CausalOrder(<< [n |-> 2, vc |-> <<1, 1>>], [n |-> 1, vc |-> <<1, 0>>] >>,
                            LAMBDA l : l.vc, LAMBDA l : l.n, LAMBDA vc : DOMAIN vc),
                << [n |-> 1, vc |-> <<1, 0>>], [n |-> 2, vc |-> <<1, 1>>] >>)

ASSUME AssertEq(SVGElem("g", <<>>, <<>>, ""), [name |-> "g", attrs |-> <<>>, children |-> <<>>, innerText |-> ""])
ASSUME AssertEq(SVGElemToString(Line(0, 1, 2, 3, <<>>)), "<line x1='0' y1='1' x2='2' y2='3'></line>")
\* (Attributes are written in TLC's string order, which depends on the spec's text: compared as records.)
ASSUME AssertEq(Circle(1, 2, 3, <<>>), SVGElem("circle", [cx |-> "1", cy |-> "2", r |-> "3"], <<>>, ""))
ASSUME AssertEq(Rect(1, 2, 3, 4, <<>>), SVGElem("rect", [x |-> "1", y |-> "2", width |-> "3", height |-> "4"], <<>>, ""))
ASSUME AssertEq(SVGElemToString(Text(1, 2, "hi", <<>>)), "<text x='1' y='2'>hi</text>")
ASSUME AssertEq(Image(1, 2, 3, 4, "a.png", <<>>).name, "image")
ASSUME AssertEq(SVGElemToString(Group(<<Text(1, 2, "hi", <<>>)>>, <<>>)), "<g><text x='1' y='2'>hi</text></g>")
ASSUME AssertEq(Svg(<<>>, <<>>).name, "svg")
ASSUME AssertEq(SVGDoc(Group(<<>>, <<>>), 0, 0, 10, 20, <<>>).attrs["viewBox"], "0 0 10 20")
ASSUME AssertEq(NodeOfRingNetwork(0, 0, 10, 0, 4), [x |-> 10, y |-> 0])
ASSUME AssertEq(PointOnLine([x |-> 0, y |-> 0], [x |-> 10, y |-> 20], 2), [x |-> 5, y |-> 10])
ASSUME LET f == "miscops-frame" IN
         /\ SVGSerialize(Rect(1, 2, 3, 4, <<>>), f, 7).exitValue = 0
         /\ Deserialize(f \o "7.svg", [format |-> "TXT", charset |-> "UTF-8"]).stdout = SVGElemToString(Rect(1, 2, 3, 4, <<>>))

ASSUME AssertEq(StringFill("a %x% b", << <<"%x%", "1">> >>), "a 1 b")
ASSUME AssertEq(StringSeqToString(<<"a", "b", "c">>, "-"), "a-b-c")
ASSUME AssertEq(HTMLAttribute("display", "grid"), "display: grid;")
ASSUME AssertEq(HTMLClass(".c", <<HTMLAttribute("a", "b")>>), ".c {\na: b;\n}")
ASSUME \A s \in {HTMLDocument("h", "b", <<HTMLScriptFile("x.js")>>), HTMLDefaultStyle, HTMLStyleSheet(<<".c">>),
                 HTMLScript(<<"s">>), HTMLLink("x.css", "stylesheet"), HTMLHeader("t", <<>>, <<>>), HTMLBody("b"),
                 HTMLFrame("f", <<>>), HTMLGridContainer("g", <<>>, <<>>), HTMLBox("b", <<>>, HTMLSize("1px", "2px"), <<>>),
                 HTMLCircle("c", <<>>, HTMLSize("1px", "2px"), <<>>), HTMLText("t", "x"), HTMLSVG("s", "0 0 1 1", HTMLSize("1px", "2px"), "<g/>"),
                 HTMLNewLine, HTMLFlexCenterAttributes, HTMLJSLineElems("a", "b"), HTMLJSLine("a", "b", "red", "1"),
                 HTMLJSLineDash("a", "b", "red", "1"), HTMLJSKeyListener(<<>>), HTMLJSNavigationKey("k", "f.html")} :
         s \in STRING

ASSUME AssertEq(ToJson([a |-> <<1, "x">>]), "{\"a\":[1,\"x\"]}")
ASSUME AssertEq(ToJsonArray({3, 1}), "[1,3]")
ASSUME AssertEq(ToJsonObject([a |-> TRUE]), "{\"a\":true}")
ASSUME LET f == "miscops.json" IN
         /\ JsonSerialize(f, <<[a |-> 1], 2>>)
         /\ AssertEq(JsonDeserialize(f), <<[a |-> 1], 2>>)
         /\ ndJsonSerialize(f, <<[a |-> 1], <<2, 3>> >>)
         /\ AssertEq(ndJsonDeserialize(f), <<[a |-> 1], <<2, 3>> >>)

ASSUME LET f == "miscops.csv" IN
         /\ CSVWrite("%1$s#%2$s", <<1, "a">>, f)
         /\ CSVWriteRecord([x |-> 2, y |-> "b"], "#", FALSE, f)
         /\ AssertEq(CSVRecords(f), 2)
         /\ AssertEq(CSVRead(<<"x", "y">>, "#", f), <<[x |-> "1", y |-> "\"a\""], [x |-> "2", y |-> "\"b\""]>>)

\* JavaTime (TLC): the wall clock in seconds since the epoch (after November 2023).
ASSUME JavaTime > 1700000000

ASSUME DotDiGraph([node |-> {1, 2}, edge |-> {<<1, 2>>}], LAMBDA v : ToString(v), LAMBDA e : "") \in STRING
=============================================================================
