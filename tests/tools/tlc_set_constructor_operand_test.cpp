// Set constructors over operands that are no sets, or sets TLC cannot list:
// [l : S] (SetOfRcdsValue), S \X T (SetOfTuplesValue), [S -> T]
// (SetOfFcnsValue), SUBSET S (SubsetValue). TLC builds them lazily and fails
// where it lists or counts them, with the text of the enumerator's
// constructor (or of size()): fingerprinting a state (EC.TLC_INITIAL_STATE or
// the behaviour, then 2147 "TLC was unable to fingerprint" with the
// constructor's expression), enumerating in \E, CHOOSE and {e : x \in S},
// and Cardinality (size()). The class: each constructor over an integer, a
// string, a Boolean, a model value, a record, a tuple and Nat, in each place.
// sflogcrash's WriteExtent = [start : 0, end : 0] (TLC 2.15's MC.out).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

// Init on line 6, Next on line 7.
std::string spec(const std::string &init, const std::string &next) {
  return "---- MODULE M ----\nEXTENDS Integers, FiniteSets, TLC\nCONSTANT mv\nVARIABLE x\n\nInit == " + init +
         "\nNext == " + next + "\n====\n";
}

clirun::Result run(const std::string &init, const std::string &next) {
  SpecDir dir({{"M.tla", spec(init, next)}, {"M.cfg", "INIT Init\nNEXT Next\nCONSTANT mv = mv\n"}});
  return dir.run("tlc M.tla");
}

struct Operand {
  std::string text;    // as written
  std::string printed; // as TLC prints it
  std::string size;    // the error of its size() ("" for a function: it counts its domain)
};

std::vector<Operand> operands() {
  const std::string n = "Attempted to compute the number of elements in the ";
  return {
      {"0", "0", n + "integer 0."},
      {"\"s\"", "\"s\"", n + "string \"s\"."},
      {"TRUE", "TRUE", n + "boolean TRUE."},
      {"mv", "mv", n + "model value mv."},
      {"[f |-> 1]", "[f |-> 1]", ""},
      {"<<1, 2>>", "<<1, 2>>", ""},
      {"Nat", "Nat", n + "overridden value Nat."},
  };
}

struct Row {
  std::string set;
  std::string reason; // the enumerator's text
  std::string count;  // Cardinality's (size()): "" when it counts
};

std::vector<Row> rows() {
  std::vector<Row> out;
  for (const Operand &o : operands()) {
    out.push_back({"[a : {1}, b : " + o.text + "]",
                   "Attempted to enumerate a set of the form [l1 : v1, ..., ln : vn],\nbut can't enumerate the value of "
                   "the `b' field:\n" +
                       o.printed,
                   o.size});
    out.push_back({"{1} \\X " + o.text,
                   "Attempted to enumerate a set of the form s1 \\X s2 ... \\X sn,\nbut can't enumerate s1:\n" +
                       o.printed,
                   o.size});
    out.push_back({"[{1} -> " + o.text + "]",
                   "Attempted to enumerate a set of the form [D -> R],but the range R:\n" + o.printed +
                       "\ncannot be enumerated.",
                   o.size});
    out.push_back({"[" + o.text + " -> {1}]",
                   "Attempted to enumerate a set of the form [D -> R],but the domain D:\n" + o.printed +
                       "\ncannot be enumerated.",
                   o.size});
    // SubsetValue: size() asks S's first; a function counts, then is no set to list.
    out.push_back({"SUBSET " + o.text,
                   o.size.empty() ? "Attempted to compute the value of an expression of form\nSUBSET S, but S is a "
                                    "non-enumerable value:\n" + o.printed
                                  : o.size,
                   o.size});
  }
  return out;
}

// Where the state holds the set: TLC fingerprints it, lists it, and fails;
// its replay gives the constructor's expression as the trace.
TEST(TlcSetConstructorOperand, FingerprintingTheStateGivesTheEnumeratorsText) {
  for (const Row &r : rows()) {
    std::string cols = "col 13 to line 6, col " + std::to_string(12 + r.set.size());
    clirun::Result init = run("x = " + r.set, "UNCHANGED x");
    std::string what = r.set + " in Init:\n" + init.out;
    EXPECT_EQ(init.rc, 75) << what;
    EXPECT_NE(init.out.find("Error: " + r.reason + "\nWhile working on the initial state:\nx = "), std::string::npos)
        << what;
    EXPECT_NE(init.out.find("Error: TLC was unable to fingerprint.\n\nFingerprint Stack Trace:\n0) line 6, " + cols +
                            " of module M\n\nReason:\n" + r.reason + "\n"),
              std::string::npos)
        << what;
    EXPECT_NE(init.out.find("1 states generated, 0 distinct states found, 0 states left on queue."),
              std::string::npos)
        << what;

    clirun::Result next = run("x = 0", "x' = " + r.set);
    what = r.set + " in a step:\n" + next.out;
    EXPECT_EQ(next.rc, 75) << what;
    EXPECT_NE(next.out.find("Error: " + r.reason + "\nError: The behavior up to this point is:"), std::string::npos)
        << what;
    EXPECT_NE(next.out.find("Fingerprint Stack Trace:\n0) line 7, col 14 to line 7, col " +
                            std::to_string(13 + r.set.size()) + " of module M\n\nReason:\n" + r.reason + "\n"),
              std::string::npos)
        << what;
  }
}

// An empty part before the one TLC cannot list ends the enumerator: the set
// is empty, and the state is fingerprinted.
TEST(TlcSetConstructorOperand, AnEmptyPartFirstEmptiesTheSet) {
  for (const std::string &set : {"[a : {}, b : 0]", "{} \\X 0", "[a : 1..0, b : 1..2, c : \"s\"]"}) {
    clirun::Result r = run("x = " + set, "UNCHANGED x");
    EXPECT_EQ(r.rc, 0) << set << "\n" << r.out;
    EXPECT_NE(r.out.find("1 distinct state generated"), std::string::npos) << set << "\n" << r.out;
  }
  // [S -> T] asks its range whatever S is ([{} -> T] is {<<>>}).
  clirun::Result r = run("x = [{} -> 0]", "UNCHANGED x");
  EXPECT_NE(r.out.find("Error: Attempted to enumerate a set of the form [D -> R],but the range R:\n0\ncannot be "
                       "enumerated.\nWhile working on the initial state:"),
            std::string::npos)
      << r.out;
}

// Nested: the inner constructor's text, both expressions in the trace.
TEST(TlcSetConstructorOperand, NestedConstructorsListBothSources) {
  clirun::Result r = run("x = [a : [b : 0]]", "UNCHANGED x");
  EXPECT_NE(r.out.find("Fingerprint Stack Trace:\n1) line 6, col 18 to line 6, col 24 of module M\n0) line 6, col 13 "
                       "to line 6, col 25 of module M\n\nReason:\nAttempted to enumerate a set of the form [l1 : v1, "
                       "..., ln : vn],\nbut can't enumerate the value of the `b' field:\n0\n"),
            std::string::npos)
      << r.out;
}

// \E, CHOOSE and {e : x \in S} list the set: the enumerator's text.
TEST(TlcSetConstructorOperand, EnumeratingGivesTheEnumeratorsText) {
  for (const Row &r : rows()) {
    for (const std::string &use :
         {"\\E y \\in " + r.set + " : TRUE", "CHOOSE y \\in " + r.set + " : TRUE", "{y : y \\in " + r.set + "}"}) {
      clirun::Result res = run("x = 0 /\\ PrintT(" + use + ")", "UNCHANGED x");
      EXPECT_EQ(res.rc, 75) << use << "\n" << res.out;
      EXPECT_NE(res.out.find("Error: " + r.reason + "\n"), std::string::npos) << use << "\n" << res.out;
    }
  }
}

// Cardinality asks size(): an operand that is no set raises its own size()
// error (FiniteSets.Cardinality overridden by Java); a function counts.
TEST(TlcSetConstructorOperand, CardinalityAsksTheOperandsSize) {
  const std::string java = "Error: Attempted to apply the operator overridden by the Java method\npublic static "
                           "tlc2.value.impl.IntValue tlc2.module.FiniteSets.Cardinality(tlc2.value.impl.Value),\nbut it "
                           "produced the following error:\n";
  for (const Row &r : rows()) {
    if (r.count.empty())
      continue;
    clirun::Result res = run("x = 0 /\\ PrintT(Cardinality(" + r.set + "))", "UNCHANGED x");
    EXPECT_EQ(res.rc, 75) << r.set << "\n" << res.out;
    EXPECT_NE(res.out.find(java + r.count + "\n"), std::string::npos) << r.set << "\n" << res.out;
  }
  // SetOfRcdsValue, SetOfTuplesValue, SubsetValue.size over a record or a tuple: the product of the sizes.
  for (const auto &[set, n] : std::vector<std::pair<std::string, std::string>>{
           {"[a : {1, 2}, b : <<1, 2, 3>>]", "6"}, {"{1} \\X [f |-> 1, g |-> 2]", "2"}, {"SUBSET <<1, 2>>", "4"}}) {
    clirun::Result res = run("x = 0 /\\ PrintT(Cardinality(" + set + "))", "UNCHANGED x");
    EXPECT_EQ(res.rc, 0) << set << "\n" << res.out;
    EXPECT_NE(res.out.find("\n" + n + "\n"), std::string::npos) << set << "\n" << res.out;
  }
}

// Printing (PrintT, toString with TLCGlobals.expand) asks each part's size()
// first, letting its error through; a small set is then listed (a function
// part: the enumerator's text).
TEST(TlcSetConstructorOperand, PrintingAsksTheSizesThenLists) {
  const std::string java = "Error: Attempted to apply the operator overridden by the Java method\npublic static "
                           "tlc2.value.impl.Value tlc2.module.TLC.PrintT(tlc2.value.impl.Value),\nbut it produced the "
                           "following error:\n";
  for (const Row &r : rows()) {
    clirun::Result res = run("x = 0 /\\ PrintT(" + r.set + ")", "UNCHANGED x");
    EXPECT_EQ(res.rc, 75) << r.set << "\n" << res.out;
    EXPECT_NE(res.out.find(java + (r.count.empty() ? r.reason : r.count) + "\n"), std::string::npos)
        << r.set << "\n" << res.out;
  }
}

} // namespace
