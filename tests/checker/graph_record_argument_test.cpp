// The graph argument of the Graphs and UndirectedGraphs operators TLC
// overrides natively (CommunityModules' AbstractGraphs.toGraph): the value must
// convert to a record (Value.toRcd: a function whose domain is all strings,
// which includes the empty function and <<>>, or the empty string, which is the
// empty record), then its node field and then its edge field must be present
// and sets. A missing field is reported as a field that is not a set; only a
// value that is no record at all is "a record with a node and an edge field".
// Enumerated: every overridden operator of both modules, with every shape of
// argument (no record, <<>>, "", the empty function, a record lacking node,
// lacking edge, lacking both, a non-set node, a non-set edge, a good graph).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

struct GraphOp {
  std::string module; // instance name in the test module
  std::string name;
  std::string call;   // with G for the graph argument
  std::string pos;    // the argument's position in TLC's text
  std::string kind;   // "graph" or "undirected graph"
};

const std::vector<GraphOp> kOps = {
    {"D", "SimplePath", "D!SimplePath(G)", "first", "graph"},
    {"D", "AreConnectedIn", "D!AreConnectedIn(1, 2, G)", "third", "graph"},
    {"D", "IsStronglyConnected", "D!IsStronglyConnected(G)", "first", "graph"},
    {"U", "SimplePath", "U!SimplePath(G)", "first", "undirected graph"},
    {"U", "AreConnectedIn", "U!AreConnectedIn(1, 2, G)", "third", "undirected graph"},
    {"U", "ConnectedComponents", "U!ConnectedComponents(G)", "first", "undirected graph"},
};

// "TRUE" or the error text of ASSUME (call with G replaced by `graph`) = call.
std::string verdict(const GraphOp &op, const std::string &graph) {
  std::string call = op.call;
  call.replace(call.find('G'), 1, "(" + graph + ")");
  std::string tla = "---- MODULE GraphArgs ----\nEXTENDS Integers\n"
                    "D == INSTANCE Graphs\nU == INSTANCE UndirectedGraphs\n"
                    "ASSUME " + call + " = " + call + "\n====\n";
  return checktest::assumeVerdict(tla);
}

std::string argError(const GraphOp &op, const std::string &detail, const std::string &shown) {
  return "The " + op.pos + " argument of " + op.name + " should be a " + op.kind + " " + detail +
         ", but instead it is:\n" + shown;
}

TEST(GraphRecordArgument, EveryOverriddenOperatorChecksTheRecordThenNodeThenEdge) {
  const std::string noRecord = "record with a node and an edge field";
  const std::string nodeNotSet = "record whose node field is a set";
  const std::string edgeNotSet = "record whose edge field is a set";
  struct Shape {
    std::string graph, detail, shown; // detail "" = accepted
  };
  const std::vector<Shape> shapes = {
      {"5", noRecord, "5"},
      {"<<1>>", noRecord, "<<1>>"},
      {"{1}", noRecord, "{1}"},
      {"\"ab\"", noRecord, "\"ab\""},
      {"[x \\in {1} |-> 1]", noRecord, "<<1>>"},
      {"<<>>", nodeNotSet, "<<>>"},
      {"\"\"", nodeNotSet, "\"\""},
      {"[x \\in {} |-> 1]", nodeNotSet, "<<>>"},
      {"[edge |-> {}]", nodeNotSet, "[edge |-> {}]"},
      {"[name |-> {}]", nodeNotSet, "[name |-> {}]"},
      {"[node |-> 1, edge |-> {}]", nodeNotSet, "[node |-> 1, edge |-> {}]"},
      {"[node |-> 1]", nodeNotSet, "[node |-> 1]"},
      {"[node |-> {1}]", edgeNotSet, "[node |-> {1}]"},
      {"[node |-> {1}, edge |-> 2]", edgeNotSet, "[node |-> {1}, edge |-> 2]"},
      {"[node |-> {1, 2}, edge |-> {}]", "", ""},
      {"[node |-> {1, 2}, edge |-> {}, label |-> 3]", "", ""},
  };
  for (const GraphOp &op : kOps)
    for (const Shape &s : shapes)
      EXPECT_EQ(verdict(op, s.graph), s.detail.empty() ? "TRUE" : argError(op, s.detail, s.shown))
          << op.module << "!" << op.name << " on " << s.graph;
}

} // namespace
} // namespace tlacore
