// A function TLC keeps lazy over a domain it cannot list (Nat, Int, SUBSET Nat), forced where TLC
// forces it: FcnLambdaValue's equals, member of a set (SetEnumValue.member: equals), field
// selection (Tool's OPCODE_rs: toFcnRcd), an EXCEPT of it compared, a state holding it
// (fingerPrint) all build it (toFcnRcd), which asks FcnParams.size first: Nat's and Int's
// UserValue.size error ("Attempted to compute the number of elements in the overridden value
// Nat."); SUBSET Nat asks Nat's. A sequence operator reads it with toTuple, which lists its one
// set (Value.toSetEnum: null for Nat, Int): "To convert a function of form ...". Applying it and
// DOMAIN build nothing. The class: [x \in S |-> e], [a, b \in S |-> e] and a function definition
// f[x \in S] == e, recursive (Tool's OPCODE_rfs: FcnLambdaValue.makeRecursive) or not, with
// one or two parameters, over each S, at each place.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

using clirun::Result;

struct Kind {
  std::string def;   // LET definition of f
  std::string arg;   // an argument in its domain
  std::string unit;  // the set whose size TLC asks
  bool oneParameter; // toTuple lists its set
  bool numeric;      // its arguments are integers
};

std::vector<Kind> kinds() {
  return {
      {"f == [n \\in Nat |-> n + 1]", "3", "Nat", true, true},
      {"f == [n \\in Int |-> n + 1]", "3", "Int", true, true},
      {"f == [a, b \\in Nat |-> a + b]", "1, 2", "Nat", false, false},
      {"f == [s \\in SUBSET Nat |-> 1]", "{1}", "Nat", false, false},
      {"f[n \\in Nat] == IF n = 0 THEN 1 ELSE f[n - 1] + 1", "3", "Nat", true, true},
      {"f[n \\in Int] == IF n <= 0 THEN 1 ELSE f[n - 1] + 1", "3", "Int", true, true},
      {"f[a, b \\in Nat] == IF a = 0 THEN b ELSE f[a - 1, b] + 1", "1, 2", "Nat", false, false},
      {"f[s \\in SUBSET Nat] == 1", "{1}", "Nat", false, false},
  };
}

Result assume(const std::string &def, const std::string &expr) {
  clirun::SpecDir dir({{"M.tla", "---- MODULE M ----\nEXTENDS TLC, Naturals, Integers, Sequences\nASSUME LET " + def +
                                     " IN " + expr + "\n====\n"},
                       {"M.cfg", ""}});
  return dir.run("tlc -workers 1 M.tla");
}

std::string sizeError(const Kind &k) {
  return "failed.\nAttempted to compute the number of elements in the overridden value " + k.unit + ".\n";
}

TEST(TlcLazyFunctionForce, BuiltWhereTlcBuildsIt) {
  for (const Kind &k : kinds()) {
    std::vector<std::string> places = {"f = f", "f \\in {f}", "f.a = 1", "{f} = {f, f}"};
    if (k.numeric)
      places.push_back("[f EXCEPT ![2] = 5] = f");
    for (const std::string &place : places) {
      Result r = assume(k.def, place);
      EXPECT_EQ(r.rc, 10) << k.def << " / " << place << "\n" << r.out;
      EXPECT_NE(r.out.find(sizeError(k)), std::string::npos) << k.def << " / " << place << "\n" << r.out;
    }
  }
}

TEST(TlcLazyFunctionForce, ReadAsASequenceItsSetIsListed) {
  for (const Kind &k : kinds()) {
    if (!k.oneParameter)
      continue;
    for (const std::string &place : {"Len(f) = 1", "Head(f) = 1", "Append(f, 1) = <<>>", "f \\o <<1>> = <<>>"}) {
      Result r = assume(k.def, place);
      EXPECT_EQ(r.rc, 10) << k.def << " / " << place << "\n" << r.out;
      EXPECT_NE(r.out.find("failed.\nTo convert a function of form [x \\in S |-> f(x)] to a tuple, the set S must be "
                           "enumerable.\n"),
                std::string::npos)
          << k.def << " / " << place << "\n"
          << r.out;
    }
  }
}

TEST(TlcLazyFunctionForce, AppliedOrItsDomainNotBuilt) {
  for (const Kind &k : kinds()) {
    std::vector<std::string> places = {"f[" + k.arg + "] = f[" + k.arg + "]", "DOMAIN f = DOMAIN f"};
    if (k.numeric)
      places.push_back("[f EXCEPT ![2] = 5][2] = 5");
    for (const std::string &place : places) {
      Result r = assume(k.def, place);
      EXPECT_EQ(r.rc, 0) << k.def << " / " << place << "\n" << r.out;
    }
  }
}

TEST(TlcLazyFunctionForce, HeldByAStateItIsFingerprinted) {
  // ModelChecker.doNextFailed: the reason, the behaviour, then the replay's FingerprintException.
  for (const Kind &k : kinds()) {
    clirun::SpecDir dir({{"M.tla", "---- MODULE M ----\nEXTENDS Naturals, Integers\nVARIABLE x\n" + k.def +
                                       "\nInit == x = 0\nNext == x' = f\n====\n"},
                         {"M.cfg", "INIT Init\nNEXT Next\n"}});
    Result r = dir.run("tlc -workers 1 M.tla");
    const std::string reason = "Attempted to compute the number of elements in the overridden value " + k.unit + ".";
    EXPECT_EQ(r.rc, 75) << k.def << "\n" << r.out;
    EXPECT_NE(r.out.find("Error: " + reason + "\nError: The behavior up to this point is:\n"), std::string::npos)
        << k.def << "\n"
        << r.out;
    EXPECT_NE(r.out.find("Error: TLC was unable to fingerprint.\n"), std::string::npos) << k.def << "\n" << r.out;
    EXPECT_NE(r.out.find("Reason:\n" + reason + "\n"), std::string::npos) << k.def << "\n" << r.out;
  }
}

} // namespace
