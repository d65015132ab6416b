---- MODULE SVG ----
\* SVG elements as TLA+ records [name, attrs, children, innerText] (from the
\* CommunityModules). TLC overrides SVGElemToString, NodeOfRingNetwork,
\* PointOnLine and NodesOfDirectedMultiGraph in Java; tlacore implements them
\* natively (checker/eval/natives/svg*.cpp).
LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
LOCAL INSTANCE Integers
LOCAL INSTANCE TLC
LOCAL INSTANCE FiniteSets

\* Merge two records; a field of both keeps its value in r1.
LOCAL Merge(r1, r2) ==
  LET D1 == DOMAIN r1
      D2 == DOMAIN r2 IN
  [k \in (D1 \cup D2) |-> IF k \in D1 THEN r1[k] ELSE r2[k]]

SVGElem(_name, _attrs, _children, _innerText) ==
  [name      |-> _name,
   attrs     |-> _attrs,
   children  |-> _children,
   innerText |-> _innerText ]

Line(x1, y1, x2, y2, attrs) ==
  LET svgAttrs == [x1 |-> ToString(x1),
                   y1 |-> ToString(y1),
                   x2 |-> ToString(x2),
                   y2 |-> ToString(y2)] IN
  SVGElem("line", Merge(svgAttrs, attrs), <<>>, "")

Circle(cx, cy, r, attrs) ==
  LET svgAttrs == [cx |-> ToString(cx),
                   cy |-> ToString(cy),
                   r  |-> ToString(r)] IN
  SVGElem("circle", Merge(svgAttrs, attrs), <<>>, "")

Rect(x, y, w, h, attrs) ==
  LET svgAttrs == [x      |-> ToString(x),
                   y      |-> ToString(y),
                   width  |-> ToString(w),
                   height |-> ToString(h)] IN
  SVGElem("rect", Merge(svgAttrs, attrs), <<>>, "")

Text(x, y, text, attrs) ==
  LET svgAttrs == [x |-> ToString(x),
                   y |-> ToString(y)] IN
  SVGElem("text", Merge(svgAttrs, attrs), <<>>, text)

Image(x, y, width, height, href, attrs) ==
  LET svgAttrs == ("xlink:href" :> href @@
                   "x"          :> ToString(x) @@
                   "y"          :> ToString(y) @@
                   "width"      :> ToString(width) @@
                   "height"     :> ToString(height)) IN
  SVGElem("image", Merge(svgAttrs, attrs), <<>>, "")

Group(children, attrs) ==
  SVGElem("g", attrs, children, "")

Svg(children, attrs) ==
  SVGElem("svg", attrs, children, "")

\* A complete SVG document with the viewBox vbX vbY vbW vbH.
SVGDoc(children, vbX, vbY, vbW, vbH, attrs) ==
  LET svgAttrs == ("xmlns:xlink" :> "http://www.w3.org/1999/xlink" @@
                   "xmlns"       :> "http://www.w3.org/2000/svg" @@
                   "viewBox" :> ToString(vbX) \o " " \o
                                ToString(vbY) \o " " \o
                                ToString(vbW) \o " " \o
                                ToString(vbH)) IN
  Svg(<<children>>, Merge(svgAttrs, attrs))

\* The string form of an SVG element (a Java override in TLC).
SVGElemToString(elem) ==
  TRUE

-----------------------------------------------------------------------------
\* The coordinates of the n-th of m nodes on a ring of radius r centered at
\* (cx, cy) (a Java override in TLC).
NodeOfRingNetwork(cx, cy, r, n, m) ==
  [ x |-> 0, y |-> 0 ]

\* A layout of a directed multigraph (a Java override in TLC).
NodesOfDirectedMultiGraph(nodes, edges, options) ==
  CHOOSE f \in [ nodes -> [x: Int, y: Int] ] : TRUE

PointOnLine(from, to, segment) ==
  [x |-> from.x + ((to.x - from.x) \div segment),
   y |-> from.y + ((to.y - from.y) \div segment)]

-----------------------------------------------------------------------------
\* Write the SVG element svg to the file <frameNamePrefix><frameNumber>.svg.
SVGSerialize(svg, frameNamePrefix, frameNumber) ==
  LET IO == INSTANCE IOUtils IN
  IO!Serialize(
      SVGElemToString(svg),
      frameNamePrefix \o ToString(frameNumber) \o ".svg",
      [format |-> "TXT", charset |-> "UTF-8",
       openOptions |-> <<"WRITE", "CREATE", "TRUNCATE_EXISTING">>])
====
