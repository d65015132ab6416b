// TLC's line breaking of long values (val::prettyPrint), on values from the
// traces TLC printed for the Examples models (reference/examples).
#include <gtest/gtest.h>

#include <string>

#include "value/pretty_print.h"

namespace {

using tlacore::val::prettyPrint;

TEST(PrettyPrint, ShortValuesAreUnchanged) {
  EXPECT_EQ(prettyPrint("<<1, 2, 3>>"), "<<1, 2, 3>>");
  EXPECT_EQ(prettyPrint(""), "");
  std::string s80 = "<<" + std::string(73, '1') + ", 2>>";
  ASSERT_EQ(s80.size(), 80u);
  EXPECT_EQ(prettyPrint(s80), s80);
}

TEST(PrettyPrint, SetOfSets) {
  // SlidingPuzzles: the elements one a line, each as printed.
  EXPECT_EQ(prettyPrint("{{<<0, 4>>}, {<<1, 3>>}, {<<2, 3>>}, {<<3, 4>>}, {<<0, 0>>, <<0, 1>>}, {<<0, 2>>, <<0, 3>>}, "
                        "{<<1, 2>>, <<2, 2>>}, {<<3, 0>>, <<3, 1>>}, {<<3, 2>>, <<3, 3>>}, "
                        "{<<1, 0>>, <<1, 1>>, <<2, 0>>, <<2, 1>>}}"),
            "{ {<<0, 4>>},\n  {<<1, 3>>},\n  {<<2, 3>>},\n  {<<3, 4>>},\n  {<<0, 0>>, <<0, 1>>},\n"
            "  {<<0, 2>>, <<0, 3>>},\n  {<<1, 2>>, <<2, 2>>},\n  {<<3, 0>>, <<3, 1>>},\n  {<<3, 2>>, <<3, 3>>},\n"
            "  {<<1, 0>>, <<1, 1>>, <<2, 0>>, <<2, 1>>} }");
}

TEST(PrettyPrint, RecordsAndFunctions) {
  // ACP_NB_WRONG_TLC: a record whose fields fit, a function whose values do not.
  EXPECT_EQ(prettyPrint("[vote |-> (p0 :> waiting @@ p1 :> waiting), alive |-> TRUE, decision |-> undecided, "
                        "faulty |-> FALSE, broadcast |-> (p0 :> notsent @@ p1 :> notsent), "
                        "request |-> (p0 :> TRUE @@ p1 :> FALSE)]"),
            "[ vote |-> (p0 :> waiting @@ p1 :> waiting),\n  alive |-> TRUE,\n  decision |-> undecided,\n"
            "  faulty |-> FALSE,\n  broadcast |-> (p0 :> notsent @@ p1 :> notsent),\n"
            "  request |-> (p0 :> TRUE @@ p1 :> FALSE) ]");
  std::string rec = "[vote |-> yes, alive |-> TRUE, decision |-> undecided, faulty |-> FALSE, voteSent |-> FALSE, "
                    "forward |-> (p0 :> notsent @@ p1 :> notsent)]";
  std::string recLines = "[ vote |-> yes,\n        alive |-> TRUE,\n        decision |-> undecided,\n"
                         "        faulty |-> FALSE,\n        voteSent |-> FALSE,\n"
                         "        forward |-> (p0 :> notsent @@ p1 :> notsent) ]";
  EXPECT_EQ(prettyPrint("(p0 :> " + rec + " @@ p1 :> " + rec + ")"),
            "( p0 :>\n      " + recLines + " @@\n  p1 :>\n      " + recLines + " )");
}

TEST(PrettyPrint, SequencesKeepRoomForTheirClose) {
  std::string elem = "\"" + std::string(30, 'a') + "\"";
  EXPECT_EQ(prettyPrint("<<" + elem + ", " + elem + ", " + elem + ">>"),
            "<< " + elem + ",\n   " + elem + ",\n   " + elem + " >>");
}

TEST(PrettyPrint, TextTlcCannotParseIsUnchanged) {
  // TLC's parser takes letters and digits in names only.
  std::string v = "[a_b |-> " + std::string(40, '1') + ", c |-> " + std::string(40, '2') + "]";
  EXPECT_EQ(prettyPrint(v), v);
  std::string tail = "{" + std::string(40, '1') + ", " + std::string(40, '2') + "} extra";
  EXPECT_EQ(prettyPrint(tail), tail);
}

TEST(PrettyPrint, WidthsCountUtf16Units) {
  // 35 two-byte characters are 35 units: the pair (80 units) fits.
  std::string s;
  for (int i = 0; i < 35; ++i)
    s += "\xC3\xA9";
  std::string v = "<<\"" + s + "\", \"" + s + "\">>";
  ASSERT_GT(v.size(), 80u);
  EXPECT_EQ(prettyPrint(v), v);
  std::string w = "<<\"" + s + "\", \"" + s + "\", 1>>";
  EXPECT_EQ(prettyPrint(w), "<< \"" + s + "\",\n   \"" + s + "\",\n   1 >>");
}

} // namespace
