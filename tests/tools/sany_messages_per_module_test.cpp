// `tlacore sany` printing SANY's messages as SANY.frontEndSemanticAnalysis does: its one message list
// (errors and warnings) is printed after every module it analyses once the list is not empty, so a
// message of an extended module is printed after that module and again after each later one; a
// conflict between two extended modules' definitions (Context.mergeExtendContext) belongs to the
// module whose EXTENDS brings them together, whatever module its location is in.
#include <gtest/gtest.h>

#include "cli_run.h"
#include "sany_location.h"

#include <string>
#include <vector>

namespace {

std::string mod(const std::string &name, const std::string &body) {
  return "---- MODULE " + name + " ----\n" + body + "\n====\n";
}

using sanyloc::loc;

// A printed message list: "Semantic errors:" and SANY's Errors.toString, with println's newline.
std::string block(const std::vector<std::string> &errors, const std::vector<std::string> &warnings) {
  std::string out = "Semantic errors:\n\n";
  if (!errors.empty()) {
    out += "*** Errors: " + std::to_string(errors.size()) + "\n\n";
    for (const std::string &e : errors)
      out += e + "\n\n\n";
  }
  if (!warnings.empty()) {
    out += "*** Warnings: " + std::to_string(warnings.size()) + "\n\n";
    for (const std::string &w : warnings)
      out += w + "\n\n\n";
  }
  return out + "\n";
}

std::string fromFirstModule(const std::string &out, const std::string &module) {
  size_t at = out.find("Semantic processing of module " + module + "\n");
  return at == std::string::npos ? out : out.substr(at);
}

TEST(SanyMessagesPerModule, ListPrintedAfterEveryModuleOnceNotEmpty) {
  const std::string e = mod("E", "U == Undefined"), f = mod("F", "G == 1");
  const std::string m = mod("M", "EXTENDS E, F\nV == AlsoUndefined");
  clirun::SpecDir dir({{"E.tla", e}, {"F.tla", f}, {"M.tla", m}});
  clirun::Result r = dir.run("sany -error-codes M.tla");
  EXPECT_EQ(r.rc, 4) << r.out;
  const std::string inE = loc("E", e, "Undefined") + "\n\nUnknown operator: `Undefined'.";
  const std::string inM = loc("M", m, "AlsoUndefined") + "\n\nUnknown operator: `AlsoUndefined'.";
  const std::string want = "Semantic processing of module E\n" + block({inE}, {}) + "Semantic processing of module F\n" +
                           block({inE}, {}) + "Semantic processing of module M\n" + block({inE, inM}, {});
  EXPECT_EQ(fromFirstModule(r.out, "E"), want) << r.out;
}

TEST(SanyMessagesPerModule, WarningOfAnExtendedModuleRepeated) {
  // An unnamed INSTANCE bringing in a definition of the same arity again: SANY's warning, in E (it stands
  // at N's definition, the node generateInstance adds for a parameter-free N).
  const std::string n = mod("N", "F(b) == b");
  const std::string e = mod("E", "F(a) == a\nINSTANCE N");
  const std::string m = mod("M", "EXTENDS E\nZ == 1");
  clirun::SpecDir dir({{"N.tla", n}, {"E.tla", e}, {"M.tla", m}});
  clirun::Result r = dir.run("sany -error-codes M.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  const std::string w = loc("N", n, "F(b) == b") + "\n\nMultiple declarations or definitions for symbol F.  \n" +
                        "This duplicates the one at " + loc("E", e, "F(a) == a") + ".";
  const std::string want = "Semantic processing of module E\n" + block({}, {w}) + "Semantic processing of module M\n" +
                           block({}, {w});
  EXPECT_EQ(fromFirstModule(r.out, "E"), want) << r.out;
}

TEST(SanyMessagesPerModule, ExtendsConflictBelongsToTheExtendingModule) {
  const std::string a = mod("A", "Max(x) == x"), b = mod("B", "Max(y) == y");
  const std::string m = mod("M", "EXTENDS A, B\nZ == 1");
  clirun::SpecDir dir({{"A.tla", a}, {"B.tla", b}, {"M.tla", m}});
  clirun::Result r = dir.run("sany -error-codes M.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  const std::string w = loc("B", b, "Max(y) == y") + "\n\nWarning: the definition of 'Max' conflicts with \nits " +
                        "definition at " + loc("A", a, "Max(x) == x") + ".";
  const std::string want = "Semantic processing of module A\nSemantic processing of module B\n"
                           "Semantic processing of module M\n" +
                           block({}, {w});
  EXPECT_EQ(fromFirstModule(r.out, "A"), want) << r.out;
}

TEST(SanyMessagesPerModule, RootModuleMessagesOnce) {
  const std::string e = mod("E", "G == 1"), m = mod("M", "EXTENDS E\nV == AlsoUndefined");
  clirun::SpecDir dir({{"E.tla", e}, {"M.tla", m}});
  clirun::Result r = dir.run("sany -error-codes M.tla");
  const std::string want = "Semantic processing of module E\nSemantic processing of module M\n" +
                           block({loc("M", m, "AlsoUndefined") + "\n\nUnknown operator: `AlsoUndefined'."}, {});
  EXPECT_EQ(fromFirstModule(r.out, "E"), want) << r.out;
}

} // namespace
