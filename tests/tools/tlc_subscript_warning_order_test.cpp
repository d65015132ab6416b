// The class of the subscript warnings' order: SpecProcessor.processConfigSpec
// warns "The subscript of the next-state relation specified by the
// specification\ndoes not seem to contain the state variable v" (EC 2140)
// walking this.variablesNodes, SANY's ModuleNode.getVariableDecls, which is
// also the order TLC prints a state's variables in (model/variable_order.h),
// not the declaration order. A public run shows it: scalar-labs/scalardb's
// consensus-commit CC (VARIABLES rState, cState, rPrepared, msgs) checked
// with CCS!Spec, TLC 1.8.0 warned for msgs, then rPrepared, and printed
// msgs, rState, cState, rPrepared (scalardb PR 1115). Enumerated: subscripts
// missing two, three and all but one of four variables, a single variable,
// a definition, a subscript reached through an INSTANCE; several sets of
// names (their hash order differs); each warning list compared with the
// state TLC prints for the same module (Init leaving the variables
// unassigned: "current state is not a legal state").
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <sstream>
#include <string>
#include <vector>

namespace {

using tlcmodel::TlcRun;
using tlcmodel::tlc;

std::vector<std::string> warned(const std::string &out) {
  std::vector<std::string> names;
  const std::string key = "does not seem to contain the state variable ";
  for (size_t at = out.find(key); at != std::string::npos; at = out.find(key, at + 1))
    names.push_back(out.substr(at + key.size(), out.find('\n', at) - at - key.size()));
  return names;
}

// The variables of the state printed after "While working on the initial state:".
std::vector<std::string> printed(const std::string &out) {
  std::vector<std::string> names;
  size_t at = out.find("While working on the initial state:\n");
  if (at == std::string::npos)
    return names;
  std::istringstream lines(out.substr(at));
  std::string line;
  std::getline(lines, line);
  while (std::getline(lines, line) && !line.empty()) {
    size_t from = line.rfind("/\\ ", 0) == 0 ? 3 : 0;
    names.push_back(line.substr(from, line.find(" = ") - from));
  }
  return names;
}

std::string join(const std::vector<std::string> &v) {
  std::string s;
  for (const std::string &x : v)
    s += (s.empty() ? "" : ", ") + x;
  return s;
}

struct Names {
  std::vector<std::string> vars; // declaration order; vars[0] is the one every subscript names
};

const Names kSets[] = {{{"rState", "cState", "rPrepared", "msgs"}},
                       {{"pc", "queue", "acked", "log"}},
                       {{"alpha", "beta", "gamma", "delta"}},
                       {{"x", "votes", "term", "leader"}}};

TEST(TlcSubscriptWarningOrder, WarningsFollowTheVariablesPrintOrder) {
  bool someOrderDiffers = false;
  for (const Names &set : kSets) {
    const std::vector<std::string> &v = set.vars;
    // The other module, instantiated: its spec leaves all but v[0] out.
    std::string inner = "---- MODULE Inner ----\nEXTENDS Naturals\nVARIABLE " + v[0] + "\nIInit == " + v[0] + " = 0\nINext == " + v[0] +
                        "' = 1 - " + v[0] + "\nISpec == IInit /\\ [][INext]_" + v[0] + "\n====\n";
    std::string root = "---- MODULE M ----\nEXTENDS Naturals\nVARIABLES " + join(v) + "\n";
    root += "Init == " + v[0] + " = 0\n";
    root += "Next == " + v[0] + "' = 1 - " + v[0] + " /\\ UNCHANGED <<" + v[1] + ", " + v[2] + ", " + v[3] + ">>\n";
    root += "Sub == <<" + v[0] + ", " + v[2] + ">>\n";
    root += "SpecPair == Init /\\ [][Next]_<<" + v[0] + ", " + v[1] + ">>\n";
    root += "SpecOne == Init /\\ [][Next]_<<" + v[0] + ">>\n";
    root += "SpecBare == Init /\\ [][Next]_" + v[0] + "\n";
    root += "SpecDef == Init /\\ [][Next]_Sub\n";
    root += "I == INSTANCE Inner\nSpecInst == I!ISpec\n====\n";
    for (const char *spec : {"SpecPair", "SpecOne", "SpecBare", "SpecDef", "SpecInst"}) {
      SCOPED_TRACE(join(v) + " " + spec);
      TlcRun r = tlc({{"M.tla", root}, {"Inner.tla", inner}}, "M.tla", std::string("SPECIFICATION ") + spec + "\n");
      std::vector<std::string> order = printed(r.out);
      ASSERT_EQ(order.size(), 4u) << r.out;
      std::vector<std::string> missing = warned(r.out);
      // The expected warnings: the printed order, without the subscript's variables.
      std::vector<std::string> expected;
      for (const std::string &n : order) {
        bool named = n == v[0] || (std::string(spec) == "SpecPair" && n == v[1]) ||
                     (std::string(spec) == "SpecDef" && n == v[2]);
        if (!named)
          expected.push_back(n);
      }
      EXPECT_EQ(join(missing), join(expected)) << r.out;
      std::vector<std::string> declared;
      for (const std::string &n : v)
        if (std::find(expected.begin(), expected.end(), n) != expected.end())
          declared.push_back(n);
      someOrderDiffers = someOrderDiffers || declared != expected;
    }
  }
  // The enumeration is only a test if some print order is not the declaration order.
  EXPECT_TRUE(someOrderDiffers);
}

} // namespace
