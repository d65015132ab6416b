// `-dump dot,...` against TLC's tlc2.util.DotStateWriter: the whole file for
// a small spec line by line (fingerprints aside, which name the nodes),
// labels as the ALIAS shows a state and tooltips as its variables, the
// ranks and the legend in the order of TLC's Java hash tables, and the
// options TLC's command line accepts: colorize, actionlabels, snapshot,
// stuttering, constrained.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "spec_files.h"

namespace {

namespace fs = std::filesystem;

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Each node's fingerprint in `dot` and what names it: <its tooltip> (for
// initial states, which have none, <its label>).
std::map<std::string, std::string> nodeNames(const std::string &dot) {
  std::map<std::string, std::string> names;
  std::regex node(R"re((-?\d+) \[label="([^"\n]*)",(?:tooltip="([^"\n]*)"|style = filled))re");
  for (auto it = std::sregex_iterator(dot.begin(), dot.end(), node); it != std::sregex_iterator(); ++it)
    names[(*it)[1]] = "<" + std::string((*it)[3].matched ? (*it)[3] : (*it)[2]) + ">";
  return names;
}

// `text` (the dot file or a part of it) with the fingerprints of `dot`'s
// nodes replaced by their names.
std::string byState(const std::string &text, const std::string &dot) {
  std::map<std::string, std::string> names = nodeNames(dot);
  const std::string &dot_ = text;
  std::string out;
  std::regex fp(R"(-?\d{6,})");
  size_t last = 0;
  for (auto it = std::sregex_iterator(dot_.begin(), dot_.end(), fp); it != std::sregex_iterator(); ++it) {
    out += dot_.substr(last, it->position() - last);
    auto n = names.find(it->str());
    out += n == names.end() ? it->str() : n->second;
    last = it->position() + it->length();
  }
  return out + dot_.substr(last);
}

std::string byState(const std::string &dot) { return byState(dot, dot); }

// java.util.HashSet<Long>'s iteration order of `fps` (added in this order).
std::vector<long long> javaSetOrder(const std::vector<long long> &fps) {
  uint64_t cap = 16;
  while (static_cast<double>(fps.size()) > 0.75 * static_cast<double>(cap))
    cap *= 2;
  auto bucket = [&](long long v) {
    uint64_t u = static_cast<uint64_t>(v);
    uint32_t h = static_cast<uint32_t>(u ^ (u >> 32));
    return (h ^ (h >> 16)) & (cap - 1);
  };
  std::vector<long long> out = fps;
  std::stable_sort(out.begin(), out.end(), [&](long long a, long long b) { return bucket(a) < bucket(b); });
  return out;
}

const char *Counter = "---- MODULE G ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                      "B == x < 2 /\\ x' = x + 1\nA == x' = 0\nNext == B \\/ A\n"
                      "Alias == [x |-> x, twice |-> 2 * x]\nLive == <>[](x <= 2)\n====";

} // namespace

// The whole file: DotStateWriter's header, the initial state filled, each
// step's edge (to a state seen before too) and a new state's node after
// it, the ranks, the legend, the closing braces.
TEST(DotDump, WholeFileIsDotStateWritersText) {
  scoringtest::SpecFiles dir({{"G.tla", Counter}, {"G.cfg", "INIT Init\nNEXT Next\n"}});
  scoringtest::Run r = scoringtest::tlacore(dir.path(), "tlc -deadlock -dump dot,colorize,actionlabels g G.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  std::string dot = readFile(dir.path() + "/g.dot");
  std::string text = byState(dot);
  // Ranks: their fingerprints are checked below; here they are masked.
  std::string ranksMasked = std::regex_replace(text, std::regex(R"(\{rank = same; [^}]*\})"), "{rank}");
  EXPECT_EQ(ranksMasked, "strict digraph DiskGraph {\n"
                         "node [shape=box,style=rounded]\n"
                         "edge [colorscheme=\"paired12\"]\n"
                         "nodesep=0.35;\n"
                         "subgraph cluster_graph {\n"
                         "color=\"white\";\n"
                         "<x = 0> [label=\"x = 0\",style = filled]\n"
                         "<x = 0> -> <x = 1> [label=\"B\",color=\"2\",fontcolor=\"2\"];\n"
                         "<x = 1> [label=\"x = 1\",tooltip=\"x = 1\"];\n"
                         "<x = 0> -> <x = 0> [label=\"A\",color=\"3\",fontcolor=\"3\"];\n"
                         "<x = 1> -> <x = 2> [label=\"B\",color=\"2\",fontcolor=\"2\"];\n"
                         "<x = 2> [label=\"x = 2\",tooltip=\"x = 2\"];\n"
                         "<x = 1> -> <x = 0> [label=\"A\",color=\"3\",fontcolor=\"3\"];\n"
                         "<x = 2> -> <x = 0> [label=\"A\",color=\"3\",fontcolor=\"3\"];\n"
                         "{rank}\n{rank}\n{rank}\n"
                         "}\n"
                         // HashMap<String, Integer>: "A" (bucket 1) before "B" (bucket 2), though B was met first.
                         "subgraph cluster_legend {graph[style=bold];label = \"Next State Actions\" style=\"solid\"\n"
                         "node [ labeljust=\"l\",colorscheme=\"paired12\",style=filled,shape=record ]\n"
                         "A [label=\"A\",fillcolor=3]\n"
                         "B [label=\"B\",fillcolor=2]\n"
                         "}}")
      << text;
  // Each rank: the states that steps start from, by level, each level's
  // fingerprints in HashSet<Long> order.
  std::regex rank(R"(\{rank = same; ([^}]*)\})");
  std::vector<std::string> ranks;
  for (auto it = std::sregex_iterator(dot.begin(), dot.end(), rank); it != std::sregex_iterator(); ++it) {
    std::vector<long long> fps;
    std::stringstream ss((*it)[1].str());
    std::string f;
    while (std::getline(ss, f, ';'))
      fps.push_back(std::stoll(f));
    EXPECT_EQ(fps, javaSetOrder(fps));
    ranks.push_back(byState((*it)[1].str(), dot));
  }
  EXPECT_EQ(ranks, (std::vector<std::string>{"<x = 0>;", "<x = 1>;", "<x = 2>;"}));
  // Without colorize: black edges, no legend; without actionlabels: empty labels.
  r = scoringtest::tlacore(dir.path(), "tlc -deadlock -dump dot plain G.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  std::string plain = byState(readFile(dir.path() + "/plain.dot"));
  EXPECT_NE(plain.find("<x = 0> -> <x = 1> [label=\"\",color=\"black\",fontcolor=\"black\"];\n"), std::string::npos)
      << plain;
  EXPECT_EQ(plain.find("edge [colorscheme"), std::string::npos);
  EXPECT_EQ(plain.find("cluster_legend"), std::string::npos);
  EXPECT_EQ(plain.substr(plain.size() - 3), "}\n}");
}

// With an ALIAS, a node's label is the state as the ALIAS shows it; its
// tooltip stays the variables (DotStateWriter: evalStateLevelAlias for the
// label, the state for the tooltip). The text dump ignores the ALIAS.
TEST(DotDump, LabelsShowTheAliasTooltipsTheVariables) {
  scoringtest::SpecFiles dir({{"G.tla", Counter}, {"G.cfg", "INIT Init\nNEXT Next\nALIAS Alias\n"}});
  scoringtest::Run r = scoringtest::tlacore(dir.path(), "tlc -deadlock -dump dot g G.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  std::string dot = readFile(dir.path() + "/g.dot");
  std::regex initial(R"re(\n-?\d+ \[label="/\\\\ x = 0\\n/\\\\ twice = 0",style = filled\]\n)re");
  EXPECT_EQ(std::distance(std::sregex_iterator(dot.begin(), dot.end(), initial), std::sregex_iterator()), 1) << dot;
  EXPECT_NE(dot.find(R"([label="/\\ x = 2\n/\\ twice = 4",tooltip="x = 2"];)"), std::string::npos) << dot;
  r = scoringtest::tlacore(dir.path(), "tlc -deadlock -dump states G.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(readFile(dir.path() + "/states.dump"), "State 1:\nx = 0\n\nState 2:\nx = 1\n\nState 3:\nx = 2\n\n");
}

// snapshot: after each state and step TLC copies the graph so far to
// FILE_snapshot.dot and closes it there; at the end it is the whole graph.
TEST(DotDump, SnapshotIsTheGraphSoFarClosed) {
  scoringtest::SpecFiles dir({{"G.tla", Counter}, {"G.cfg", "INIT Init\nNEXT Next\n"}});
  scoringtest::Run r = scoringtest::tlacore(dir.path(), "tlc -deadlock -dump dot,snapshot,colorize g G.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  ASSERT_TRUE(fs::exists(dir.path() + "/g_snapshot.dot"));
  EXPECT_EQ(readFile(dir.path() + "/g_snapshot.dot"), readFile(dir.path() + "/g.dot"));
  r = scoringtest::tlacore(dir.path(), "tlc -deadlock -dump dot,colorize h G.tla");
  EXPECT_FALSE(fs::exists(dir.path() + "/h_snapshot.dot"));
}

// stuttering: with temporal properties checked, TLC writes a dashed
// self-edge for each state it expands, after that state's steps; none
// without temporal properties or without the option.
TEST(DotDump, StutteringEdgesFollowEachExpandedState) {
  scoringtest::SpecFiles dir({{"G.tla", Counter},
                              {"L.cfg", "INIT Init\nNEXT Next\nPROPERTY Live\n"},
                              {"S.cfg", "INIT Init\nNEXT Next\n"}});
  scoringtest::Run r = scoringtest::tlacore(dir.path(), "tlc -deadlock -config L.cfg -dump dot,stuttering l G.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  std::string text = byState(readFile(dir.path() + "/l.dot"));
  std::string steps = text.substr(text.find("<x = 0> -> "), text.find("{rank") - text.find("<x = 0> -> "));
  EXPECT_EQ(steps, "<x = 0> -> <x = 1> [label=\"\",color=\"black\",fontcolor=\"black\"];\n"
                   "<x = 1> [label=\"x = 1\",tooltip=\"x = 1\"];\n"
                   "<x = 0> -> <x = 0> [label=\"\",color=\"black\",fontcolor=\"black\"];\n"
                   "<x = 0> -> <x = 0> [style=\"dashed\",color=\"lightgray\"];\n"
                   "<x = 1> -> <x = 2> [label=\"\",color=\"black\",fontcolor=\"black\"];\n"
                   "<x = 2> [label=\"x = 2\",tooltip=\"x = 2\"];\n"
                   "<x = 1> -> <x = 0> [label=\"\",color=\"black\",fontcolor=\"black\"];\n"
                   "<x = 1> -> <x = 1> [style=\"dashed\",color=\"lightgray\"];\n"
                   "<x = 2> -> <x = 0> [label=\"\",color=\"black\",fontcolor=\"black\"];\n"
                   "<x = 2> -> <x = 2> [style=\"dashed\",color=\"lightgray\"];\n")
      << text;
  r = scoringtest::tlacore(dir.path(), "tlc -deadlock -config S.cfg -dump dot,stuttering s G.tla");
  ASSERT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(readFile(dir.path() + "/s.dot").find("dashed"), std::string::npos);
  r = scoringtest::tlacore(dir.path(), "tlc -deadlock -config L.cfg -dump dot n G.tla");
  EXPECT_EQ(readFile(dir.path() + "/n.dot").find("dashed"), std::string::npos);
  // constrained: accepted as TLC accepts it (the graph is the same here).
  r = scoringtest::tlacore(dir.path(), "tlc -deadlock -config S.cfg -dump dot,constrained c G.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_TRUE(fs::exists(dir.path() + "/c.dot"));
}
