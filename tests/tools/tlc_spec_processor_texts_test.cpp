// Texts TLC's SpecProcessor prints as it processes the configuration.
//
// (1) processConfigSpec's SubscriptCollector: for SPECIFICATION's [][A]_v,
// the state variables that occur in v as they are, in a tuple at any depth,
// or through a user-defined operator's body (its parameters standing for
// their arguments), a LET's body, a label or an INSTANCE's substitution;
// other operator applications are skipped (a set {x, y} names none), and an
// expression that is no operator application (a number, a string) makes TLC
// give up with EC.TLC_COULD_NOT_DETERMINE_SUBSCRIPT. Each state variable not
// collected gets the warning EC.TLC_SUBSCRIPT_CONTAIN_NO_STATE_VAR, in the
// order of declaration, before the initial states are computed; none for
// INIT/NEXT or under -nowarning. (OpCounter of JYwellin/CRDT-TLA, TLC's MC.out.)
//
// (2) processConfigInvariants: an INVARIANT above state level is refused with
// EC.TLC_INVARIANT_VIOLATED_LEVEL; when SANY's levelParams of the body are
// not empty (it depends on a declared constant, directly or through a
// definition) TLC passes "includeWarning" and MP adds the note on
// LevelNode's level-checking bug. (ABSpec of nullbringer/UB_Courses.)
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_run.h"

namespace {

const std::string kSuffix = "\n(Use the -nowarning option to disable this warning.)";

long count(const std::string &out, const std::string &what) {
  long n = 0;
  for (size_t at = out.find(what); at != std::string::npos; at = out.find(what, at + 1))
    ++n;
  return n;
}

std::string missing(const std::string &v) {
  return "Warning: The subscript of the next-state relation specified by the specification\ndoes not seem to contain "
         "the state variable " +
         v;
}

const std::string kGiveUp = "Warning: TLC could not determine if the subscript of the next-state relation "
                            "contains\nall state variables. Proceed with fingers crossed.";

clirun::Result run(const std::string &body, const std::string &cfg, const std::string &flags = "",
                   const std::vector<std::pair<std::string, std::string>> &more = {}) {
  std::vector<std::pair<std::string, std::string>> files = {
      {"S.tla", "---- MODULE S ----\nEXTENDS Naturals\nVARIABLES x, y, z\nInit == x = 0 /\\ y = 0 /\\ z = 0\n"
                "Next == x' = 1 - x /\\ y' = y /\\ z' = z\n" +
                    body + "====\n"},
      {"S.cfg", cfg}};
  files.insert(files.end(), more.begin(), more.end());
  clirun::SpecDir d(files);
  return d.run("tlc -workers 1 " + flags + " S.tla");
}

TEST(TlcSubscriptVariables, EachFormOfTheSubscript) {
  struct Case {
    const char *name;
    std::string body;
    std::vector<std::string> warned; // in order; "?" for the give-up warning
  };
  const std::vector<Case> cases = {
      {"every variable", "Spec == Init /\\ [][Next]_<<x, y, z>>\n", {}},
      {"a nested tuple", "Spec == Init /\\ [][Next]_<<x, <<<<y>>, z>>>>\n", {}},
      {"one missing", "Spec == Init /\\ [][Next]_<<x, z>>\n", {"y"}},
      {"two missing, in declaration order", "Spec == Init /\\ [][Next]_<<z>>\n", {"x", "y"}},
      {"a single variable", "Spec == Init /\\ [][Next]_y\n", {"x", "z"}},
      {"through definitions", "w == <<y, z>>\nvs == <<x, w>>\nSpec == Init /\\ [][Next]_vs\n", {}},
      {"an operator's parameters", "T(a, b) == <<a, b, z>>\nSpec == Init /\\ [][Next]_T(x, y)\n", {}},
      {"a parameter not used", "T(a, b) == <<a, z>>\nSpec == Init /\\ [][Next]_T(x, y)\n", {"y"}},
      {"a LET", "Spec == Init /\\ [][Next]_(LET w == 1 IN <<x, y, z>>)\n", {}},
      {"a set: not collected", "Spec == Init /\\ [][Next]_{x, y, z}\n", {"x", "y", "z"}},
      {"a built-in operator: skipped", "Spec == Init /\\ [][Next]_<<x + 1, y, z>>\n", {"x"}},
      {"a number: TLC gives up", "Spec == Init /\\ [][Next]_<<x, 1>>\n", {"?"}},
      {"a string: TLC gives up", "Spec == Init /\\ [][Next]_(<<\"s\", x, y, z>>)\n", {"?"}},
  };
  for (const Case &c : cases) {
    clirun::Result r = run(c.body, "SPECIFICATION Spec\n");
    EXPECT_EQ(r.rc, 0) << c.name << "\n" << r.out;
    std::string expected;
    for (size_t i = 0; i < c.warned.size(); ++i)
      expected += (c.warned[i] == "?" ? kGiveUp : missing(c.warned[i])) + (i == 0 ? kSuffix : "") + "\n";
    size_t starting = r.out.find("Starting... (");
    size_t computing = r.out.find("Computing initial states...");
    if (expected.empty()) {
      EXPECT_EQ(count(r.out, "Warning:"), 0) << c.name << "\n" << r.out;
      continue;
    }
    size_t at = r.out.find(expected + "Computing initial states...");
    EXPECT_NE(at, std::string::npos) << c.name << "\nexpected:\n" << expected << "in:\n" << r.out;
    EXPECT_LT(starting, at) << c.name;
    EXPECT_EQ(count(r.out, "Warning:"), static_cast<long>(c.warned.size())) << c.name << "\n" << r.out;
    EXPECT_NE(computing, std::string::npos) << c.name;
  }
}

TEST(TlcSubscriptVariables, ThroughAnInstancesSubstitutions) {
  const std::string inner = "---- MODULE Inner ----\nVARIABLE a\nivars == <<a>>\n====\n";
  struct Case {
    const char *name;
    std::string body;
    std::vector<std::string> warned;
  } cases[] = {
      {"a variable for a variable", "I == INSTANCE Inner WITH a <- y\nSpec == Init /\\ [][Next]_<<x, I!ivars, z>>\n", {}},
      {"a tuple for a variable",
       "I == INSTANCE Inner WITH a <- <<y, z>>\nSpec == Init /\\ [][Next]_<<x, I!ivars>>\n", {}},
      {"an expression for a variable", "I == INSTANCE Inner WITH a <- y + 1\nSpec == Init /\\ [][Next]_<<x, I!ivars, z>>\n",
       {"y"}},
  };
  for (const auto &c : cases) {
    clirun::Result r = run(c.body, "SPECIFICATION Spec\n", "", {{"Inner.tla", inner}});
    EXPECT_EQ(r.rc, 0) << c.name << "\n" << r.out;
    EXPECT_EQ(count(r.out, "Warning:"), static_cast<long>(c.warned.size())) << c.name << "\n" << r.out;
    for (const std::string &v : c.warned)
      EXPECT_EQ(count(r.out, missing(v) + kSuffix + "\n"), 1) << c.name << "\n" << r.out;
  }
}

TEST(TlcSubscriptVariables, NoneForInitNextOrUnderNowarningAndFramedInTool) {
  clirun::Result initNext = run("", "INIT Init\nNEXT Next\n");
  EXPECT_EQ(count(initNext.out, "Warning:"), 0) << initNext.out;
  clirun::Result quiet = run("Spec == Init /\\ [][Next]_<<x>>\n", "SPECIFICATION Spec\n", "-nowarning");
  EXPECT_EQ(count(quiet.out, "does not seem to contain"), 0) << quiet.out;
  clirun::Result tool = run("Spec == Init /\\ [][Next]_<<x, y>>\n", "SPECIFICATION Spec\n", "-tool");
  EXPECT_NE(tool.out.find("@!@!@STARTMSG 2140:3 @!@!@\nThe subscript of the next-state relation specified by the "
                          "specification\ndoes not seem to contain the state variable z\n@!@!@ENDMSG 2140 @!@!@\n"),
            std::string::npos)
      << tool.out;
}

TEST(TlcInvariantLevelNote, OnlyWhenTheBodyDependsOnAConstant) {
  const std::string note = "\nNote that a bug can cause TLC to incorrectly report this error.\nIf you believe your "
                           "TLA+ or PlusCal specification to be correct,\nplease check if this bug described in "
                           "LevelNode.java starting at line 590ff affects you.";
  const std::string head = "---- MODULE L ----\nEXTENDS Naturals\nCONSTANT N\nVARIABLE x\nInit == x = 0\n"
                           "Next == x' = (x + 1) % 3\nBound == x <= N\n";
  struct Case {
    const char *inv;
    bool withNote;
  } cases[] = {
      {"Inv == x' = x", false},             // action level, no constant
      {"Inv == <>(x = 0)", false},          // temporal, no constant
      {"Inv == x' <= N", true},             // a constant in the body
      {"Inv == [](x <= N)", true},          // temporal with a constant
      {"Inv == []Bound", true},             // the constant through a definition
      {"Inv == \\A v \\in 0..N : <>(x = v)", true}, // the bound variable is no level parameter; N is
      {"Inv == \\A v \\in 0..2 : <>(x = v)", false},
  };
  for (const Case &c : cases) {
    clirun::SpecDir d({{"L.tla", head + c.inv + "\n====\n"}, {"L.cfg", "CONSTANT N = 2\nINIT Init\nNEXT Next\nINVARIANT Inv\n"}});
    clirun::Result r = d.run("tlc -workers 1 L.tla");
    EXPECT_EQ(r.rc, 76) << c.inv << "\n" << r.out;
    const std::string error = "Error: The invariant Inv is not a state predicate (one with no primes or temporal "
                              "operators).";
    EXPECT_NE(r.out.find(error + (c.withNote ? note : std::string()) + "\n"), std::string::npos) << c.inv << "\n" << r.out;
    EXPECT_EQ(r.out.find("590ff") != std::string::npos, c.withNote) << c.inv << "\n" << r.out;
  }
}

} // namespace
