// -dump dot FILE with temporal properties: TLC 1.8.0 also writes its
// liveness checker's behaviour graph (LiveCheck's constructor makes a
// tlc2.tool.liveness.DotLivenessStateWriter per OrderOfSolution when the
// state writer is a dot one) to FILE with every ".dot" replaced by
// "_liveness.dot" (String.replace). It is DotStateWriter(fname, ""): the
// header without "strict". With a tableau (TableauLiveChecker) the nodes are
// "fp.tableauNode": addInitState writes each initial node filled, its label
// the state's variables and "\n#fp.t#" (a line break in the label);
// addNextState each new transition "a" -> "b", labelled with the step's
// action checks ('t'/'f', OrderOfSolution.checkAction) when there are any,
// then b's label. Without a tableau (LiveChecker) it writes as DotStateWriter:
// the initial states filled, each step "fp0 -> fp1;" (no action, no label)
// and the target's label and tooltip while it has no node yet (not expanded),
// then the ranks by level. Closing: "}\n}". No file without temporal
// properties. The class: a property with a tableau (<>P), one without
// ([]<>P), the name's ".dot"s replaced, no temporal property.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>

#include "cli_run.h"

namespace {

const char *kSpec = R"(---- MODULE D ----
EXTENDS Naturals
VARIABLES x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Ev == <>(x = 2)
Inf == []<>(x = 2)
Inv == x < 3
====
)";

std::string read(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// `dot` with each fingerprint replaced by the value of x in the state it names.
std::string byState(const std::string &dot) {
  std::map<std::string, std::string> names;
  std::regex labelled(R"re("?(-?\d{6,})(?:\.\d+)?"? \[(?:style = filled\] \[)?label="x = (\d))re");
  for (auto it = std::sregex_iterator(dot.begin(), dot.end(), labelled); it != std::sregex_iterator(); ++it)
    names[(*it)[1]] = "S" + std::string((*it)[2]);
  std::string out;
  std::regex fp(R"(-?\d{6,})");
  size_t last = 0;
  for (auto it = std::sregex_iterator(dot.begin(), dot.end(), fp); it != std::sregex_iterator(); ++it) {
    out += dot.substr(last, it->position() - last);
    auto n = names.find(it->str());
    out += n == names.end() ? it->str() : n->second;
    last = it->position() + it->length();
  }
  return out + dot.substr(last);
}

const char *kHeader = "digraph DiskGraph {\nnode [shape=box,style=rounded]\nnodesep=0.35;\nsubgraph cluster_graph {\n"
                      "color=\"white\";\n";

TEST(TlcLiveDotDump, TheBehaviourGraphOfATableau) {
  clirun::SpecDir dir({{"D.tla", kSpec}, {"D.cfg", "SPECIFICATION Spec\nPROPERTY Ev\n"}});
  clirun::Result r = dir.run("tlc -deadlock -workers 1 -dump dot g D.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  // []~(x = 2): the states with x = 2 are in no node; each state's steps
  // (its successor, then its stuttering step) with <<Next>>_x's check.
  EXPECT_EQ(byState(read(dir.path() + "/g_liveness.dot")),
            std::string(kHeader) +
                "\"S0.0\" [style = filled] [label=\"x = 0\n#S0.0#\"]\n"
                "\"S0.0\" -> \"S1.0\" [label=\"t\"];\n"
                "\"S1.0\" [label=\"x = 1\n#S1.0#\"];\n"
                "\"S0.0\" -> \"S0.0\" [label=\"f\"];\n"
                "\"S0.0\" [label=\"x = 0\n#S0.0#\"];\n"
                "\"S1.0\" -> \"S1.0\" [label=\"f\"];\n"
                "\"S1.0\" [label=\"x = 1\n#S1.0#\"];\n"
                "}\n}");
}

TEST(TlcLiveDotDump, WithoutATableauAsTheStateGraphsWriter) {
  clirun::SpecDir dir({{"D.tla", kSpec}, {"D.cfg", "SPECIFICATION Spec\nPROPERTY Inf\n"}});
  clirun::Result r = dir.run("tlc -deadlock -workers 1 -dump dot g D.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(byState(read(dir.path() + "/g_liveness.dot")),
            std::string(kHeader) +
                "S0 [label=\"x = 0\",style = filled]\n"
                "S0 -> S1;\nS1 [label=\"x = 1\",tooltip=\"x = 1\"];\n"
                "S0 -> S0;\nS0 [label=\"x = 0\",tooltip=\"x = 0\"];\n"
                "S1 -> S2;\nS2 [label=\"x = 2\",tooltip=\"x = 2\"];\n"
                "S1 -> S1;\nS1 [label=\"x = 1\",tooltip=\"x = 1\"];\n"
                "S2 -> S2;\nS2 [label=\"x = 2\",tooltip=\"x = 2\"];\n"
                "{rank = same; S0;}\n{rank = same; S1;}\n{rank = same; S2;}\n}\n}");
}

TEST(TlcLiveDotDump, TheNameHasEveryDotReplaced) {
  clirun::SpecDir dir({{"D.tla", kSpec}, {"D.cfg", "SPECIFICATION Spec\nPROPERTY Ev\n"}});
  clirun::Result r = dir.run("tlc -deadlock -workers 1 -dump dot a.dot.b.dot D.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(read(dir.path() + "/a_liveness.dot.b_liveness.dot").rfind(kHeader, 0), std::string::npos);
}

TEST(TlcLiveDotDump, NoFileWithoutTemporalProperties) {
  clirun::SpecDir dir({{"D.tla", kSpec}, {"D.cfg", "SPECIFICATION Spec\nINVARIANT Inv\n"}});
  clirun::Result r = dir.run("tlc -deadlock -workers 1 -dump dot g D.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  EXPECT_FALSE(std::ifstream(dir.path() + "/g_liveness.dot").good());
  EXPECT_TRUE(std::ifstream(dir.path() + "/g.dot").good());
}

} // namespace
