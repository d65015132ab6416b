// -dump (engine/state_dump.h): the states written equal the distinct states
// found, in TLC's formats: StateWriter's "State N:" blocks, DotStateWriter's
// graph, and tlacore's JSON; `tlacore tlc -dump` as TLC's command line.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "spec_files.h"
#include "engine.h"
#include "state_dump.h"

namespace tlacore::engine {
namespace {

namespace fs = std::filesystem;

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

size_t count(const std::string &text, const std::regex &re) {
  return static_cast<size_t>(std::distance(std::sregex_iterator(text.begin(), text.end(), re), std::sregex_iterator()));
}

struct Dumped {
  RunResult result;
  ReachedStates reached;
  std::string text, dot, json;
};

// Checks `tla` with `cfg`, every dump format written to a temporary folder.
Dumped checkWithDumps(const std::string &tla, const std::string &cfg, int workers = 1, bool deadlock = true) {
  scoringtest::SpecFiles dir({});
  Dumped d;
  CheckRequest req;
  req.spec.path = tla;
  req.config.path = cfg;
  req.run.workers = workers;
  req.run.checkDeadlock = deadlock;
  req.run.format = TextFormat::Silent;
  req.run.reached = &d.reached;
  req.run.dumps = {{DumpFormat::Tlc, dir.path() + "/s.dump", false, false},
                   {DumpFormat::Dot, dir.path() + "/s.dot", true, true},
                   {DumpFormat::Json, dir.path() + "/s.json", false, false}};
  req.banner = false;
  req.sanyReport = false;
  CheckOutcome o = check(req);
  EXPECT_EQ(o.load.status, LoadStatus::Ok) << tla;
  d.result = o.result;
  d.text = readFile(dir.path() + "/s.dump");
  d.dot = readFile(dir.path() + "/s.dot");
  d.json = readFile(dir.path() + "/s.json");
  return d;
}

// Every format holds exactly the run's distinct states.
void expectAllStates(const Dumped &d, const std::string &name) {
  ASSERT_GT(d.result.distinct, 0) << name;
  size_t distinct = static_cast<size_t>(d.result.distinct);
  EXPECT_EQ(d.reached.states.size(), distinct) << name;
  EXPECT_EQ(d.reached.initial, d.result.initial) << name;
  EXPECT_EQ(count(d.text, std::regex(R"((^|\n)State \d+:\n)")), distinct) << name;
  EXPECT_EQ(count(d.text, std::regex("(^|\\n)State " + std::to_string(distinct) + ":\\n")), 1u) << name;
  // Nodes: initial states filled, the others with a tooltip; each once.
  std::regex node(R"((^|\n)(-?\d+) \[label="[^\n]*",(style = filled\]|tooltip="[^\n]*"\];))");
  std::set<std::string> ids;
  for (auto it = std::sregex_iterator(d.dot.begin(), d.dot.end(), node); it != std::sregex_iterator(); ++it)
    EXPECT_TRUE(ids.insert((*it)[2]).second) << name << ": node " << (*it)[2] << " written twice";
  EXPECT_EQ(ids.size(), distinct) << name;
  EXPECT_EQ(count(d.dot, std::regex(R"(style = filled\])")), d.result.initial) << name;
  EXPECT_EQ(count(d.json, std::regex(R"(\{"initial": )")), distinct) << name;
  EXPECT_EQ(d.json.rfind("{\"variables\": [", 0), 0u) << name;
  EXPECT_EQ(d.json.substr(d.json.size() - 4), "\n]}\n") << name;
}

fs::path examples() { return fs::path(TLACORE_SHARED_DIR) / "corpus" / "examples"; }
fs::path sourceCorpus() { return fs::path(TLACORE_SOURCE_DIR) / "corpus"; }

// Real specs of the corpus: success, with a VIEW-less graph of many
// levels, with one and two workers.
TEST(StateDump, DumpHoldsEveryDistinctStateOfRealSpecs) {
  std::vector<std::pair<fs::path, fs::path>> specs = {
      {sourceCorpus() / "quickstart/TrafficLight.tla", sourceCorpus() / "quickstart/TrafficLight.cfg"}};
  if (fs::exists(examples())) {
    for (const char *m : {"DieHard/MCDieHardest", "LearnProofs/MCFindHighest", "FiniteMonotonic/MCReplicatedLog",
                          "SpecifyingSystems/CachingMemory/MCInternalMemory"})
      specs.push_back({examples() / (std::string(m) + ".tla"), examples() / (std::string(m) + ".cfg")});
  }
  for (const auto &[tla, cfg] : specs)
    for (int workers : {1, 2}) {
      if (workers > 1 && tla.filename() == "MCDieHardest.tla") // its ASSUME asks for one worker
        continue;
      Dumped d = checkWithDumps(tla.string(), cfg.string(), workers);
      expectAllStates(d, tla.filename().string() + " with " + std::to_string(workers) + " workers");
    }
}

// Depth-first iterative deepening (-dfid N) dumps each distinct state once too.
TEST(StateDump, DfidDumpsEachDistinctStateOnce) {
  scoringtest::SpecFiles dir({{"G.tla", "---- MODULE G ----\nEXTENDS Naturals\nVARIABLE x, y\nInit == x = 0 /\\ y = 0\n"
                                        "Next == \\/ x < 3 /\\ x' = x + 1 /\\ UNCHANGED y\n"
                                        "        \\/ y < 2 /\\ y' = y + 1 /\\ UNCHANGED x\n===="},
                               {"G.cfg", "INIT Init\nNEXT Next\n"}});
  scoringtest::Run r = scoringtest::tlacore(dir.path(), "tlc -deadlock -dfid 10 -dump d G.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("12 distinct states found"), std::string::npos) << r.out;
  std::string text = readFile(dir.path() + "/d.dump");
  EXPECT_EQ(count(text, std::regex(R"((^|\n)State \d+:\n)")), 12u) << text;
  EXPECT_EQ(count(text, std::regex(R"(\nState 12:\n)")), 1u) << text;
}

// A violation: TLC writes a state when its fingerprint is new, before the
// invariant is checked, so the violating state is in the dump too.
TEST(StateDump, ViolationsDumpTheStatesFoundIncludingTheBadOne) {
  scoringtest::SpecFiles dir({{"V.tla", "---- MODULE V ----\nEXTENDS Naturals\nVARIABLE x, y\nInit == x = 0 /\\ y \\in {0, 1}\n"
                                 "Next == x' = x + 1 /\\ y' = 1 - y\nInv == x < 4\n===="},
                       {"V.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"},
                       {"D.cfg", "INIT Init\nNEXT Next\n"},
                       {"A.tla", "---- MODULE A ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                                 "Next == x < 3 /\\ x' = x + 1\nP == [][x' > x]_x\nQ == [][x' < 2]_x\n===="},
                       {"A.cfg", "INIT Init\nNEXT Next\nPROPERTY P Q\n"}});
  Dumped inv = checkWithDumps(dir.path() + "/V.tla", dir.path() + "/V.cfg");
  EXPECT_EQ(inv.result.outcome, "invariantViolated");
  expectAllStates(inv, "invariant");
  Dumped dead = checkWithDumps(dir.path() + "/A.tla", dir.path() + "/A.cfg");
  EXPECT_EQ(dead.result.outcome, "actionPropertyViolated");
  expectAllStates(dead, "action property");
}

// StateWriter's text: "State N:", the state as TLC prints it (/\ x = v per
// variable, or x = v for one), a blank line; states in the order found.
TEST(StateDump, TextIsTlcStateWriterFormat) {
  scoringtest::SpecFiles dir({{"T.tla", "---- MODULE T ----\nEXTENDS Naturals\nVARIABLES b, a\n"
                                 "Init == a = 0 /\\ b = <<\"s\", {1, 2}>>\nNext == a < 2 /\\ a' = a + 1 /\\ UNCHANGED b\n===="},
                       {"T.cfg", "INIT Init\nNEXT Next\n"},
                       {"One.tla", "---- MODULE One ----\nEXTENDS Naturals\nVARIABLE x\nInit == x \\in {1, 2}\n"
                                   "Next == x' = 3\n===="},
                       {"One.cfg", "INIT Init\nNEXT Next\n"}});
  Dumped t = checkWithDumps(dir.path() + "/T.tla", dir.path() + "/T.cfg", 1, false);
  // (TLC prints the variables in its order, as in its traces: a before b.)
  EXPECT_EQ(t.text, "State 1:\n/\\ a = 0\n/\\ b = <<\"s\", {1, 2}>>\n\n"
                    "State 2:\n/\\ a = 1\n/\\ b = <<\"s\", {1, 2}>>\n\n"
                    "State 3:\n/\\ a = 2\n/\\ b = <<\"s\", {1, 2}>>\n\n");
  Dumped one = checkWithDumps(dir.path() + "/One.tla", dir.path() + "/One.cfg", 1, false);
  EXPECT_EQ(one.text, "State 1:\nx = 1\n\nState 2:\nx = 2\n\nState 3:\nx = 3\n\n");
  // The JSON form: the values as TLC prints them, and as JSON.
  EXPECT_NE(t.json.find(R"("values": {"b":"<<\"s\", {1, 2}>>","a":"0"}, "json": {"b":["s",[1,2]],"a":0}})"),
            std::string::npos)
      << t.json;
}

// DotStateWriter's graph: the header, initial states filled, an edge per
// step (to seen states too) labelled with the action when asked, new
// states with their tooltip, ranks by level, the closing braces.
TEST(StateDump, DotIsTlcDotStateWriterFormat) {
  scoringtest::SpecFiles dir({{"G.tla", "---- MODULE G ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                                 "Up == x < 2 /\\ x' = x + 1\nReset == x' = 0\nNext == Up \\/ Reset\n===="},
                       {"G.cfg", "INIT Init\nNEXT Next\n"}});
  Dumped g = checkWithDumps(dir.path() + "/G.tla", dir.path() + "/G.cfg");
  const std::string &dot = g.dot;
  EXPECT_EQ(dot.rfind("strict digraph DiskGraph {\nnode [shape=box,style=rounded]\nedge [colorscheme=\"paired12\"]\n"
                      "nodesep=0.35;\nsubgraph cluster_graph {\ncolor=\"white\";\n",
                      0),
            0u)
      << dot;
  EXPECT_EQ(count(dot, std::regex(R"(\n-?\d+ \[label="x = 0",style = filled\]\n)")), 1u) << dot;
  // Steps: 0->1 Up, 0->0 Reset, 1->2 Up, 1->0 Reset, 2->0 Reset.
  EXPECT_EQ(count(dot, std::regex(R"(\n-?\d+ -> -?\d+ \[label="Up",color="\d+",fontcolor="\d+"\];(?=\n))")), 2u) << dot;
  EXPECT_EQ(count(dot, std::regex(R"(\n-?\d+ -> -?\d+ \[label="Reset",color="\d+",fontcolor="\d+"\];(?=\n))")), 3u) << dot;
  EXPECT_EQ(count(dot, std::regex(R"(\n-?\d+ \[label="x = 2",tooltip="x = 2"\];\n)")), 1u) << dot;
  EXPECT_EQ(count(dot, std::regex(R"(\{rank = same; (-?\d+;)+\}\n)")), 3u) << dot;
  EXPECT_NE(dot.find("subgraph cluster_legend {graph[style=bold];label = \"Next State Actions\" style=\"solid\"\n"),
            std::string::npos);
  EXPECT_EQ(dot.substr(dot.size() - 2), "}}");
}

// `tlacore tlc -dump FILE` writes FILE.dump (FILE when it ends so), `-dump
// dot,actionlabels FILE` FILE.dot, as TLC's command line; an unwritable
// file is TLC's error before the run; `check --dump-states` writes JSON.
TEST(StateDump, TlcCommandLineDump) {
  scoringtest::SpecFiles dir({{"C.tla", "---- MODULE C ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                                 "Next == x < 5 /\\ x' = x + 1\n===="},
                       {"C.cfg", "INIT Init\nNEXT Next\n"}});
  scoringtest::Run r = scoringtest::tlacore(dir.path(), "tlc -deadlock -dump states C.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(count(readFile(dir.path() + "/states.dump"), std::regex(R"(State \d+:)")), 6u);
  r = scoringtest::tlacore(dir.path(), "tlc -deadlock -dump already.dump C.tla");
  EXPECT_TRUE(fs::exists(dir.path() + "/already.dump"));
  EXPECT_FALSE(fs::exists(dir.path() + "/already.dump.dump"));
  r = scoringtest::tlacore(dir.path(), "tlc -deadlock -dump dot,actionlabels graph C.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(count(readFile(dir.path() + "/graph.dot"), std::regex(R"(label="Next",color="black")")), 5u);
  r = scoringtest::tlacore(dir.path(), "tlc -dump /nonexistent-dir/x C.tla");
  EXPECT_EQ(r.rc, 1);
  EXPECT_NE(r.out.find("Error: Given file name /nonexistent-dir/x.dump for dumping states invalid."), std::string::npos)
      << r.out;
  r = scoringtest::tlacore(dir.path(), "check --no-deadlock --dump-states s.json C.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_EQ(count(readFile(dir.path() + "/s.json"), std::regex(R"(\{"initial": )")), 6u);
}

} // namespace
} // namespace tlacore::engine
