// Printing a set TLC keeps lazily ([D -> R], [l : S], S \X T, SUBSET S), as TLC 1.8.0's toString does it
// (SetOfFcnsValue, SetOfRcdsValue, SetOfTuplesValue, SubsetValue): it asks each part's size() first (a set
// of values it cannot order fails there; a function, record or tuple counts its domain), lists the set when
// it has fewer than TLCGlobals.enumBound (2000) elements (SUBSET S: |S| < 7), and its enumerator rejects a
// part that is not Enumerable with the kind's own text, printing that part (which may fail first). Class
// test: lazy-set kind x part kind (record, tuple, function, unorderable set, record holding one, Nat, a
// listable set) x small/large, through PrintT and ToString (both TLC.java overrides calling toString()).
#include <gtest/gtest.h>

#include <string>

#include "tlc_model_run.h"

namespace {

using tlcmodel::TlcRun;

TlcRun assume(const std::string &op, const std::string &expr) {
  std::string use = op == "PrintT" ? "PrintT(" + expr + ")" : "ToString(" + expr + ") # \"\"";
  std::string tla = "---- MODULE P ----\nEXTENDS Naturals, TLC\n\nASSUME " + use + "\n====\n";
  return tlcmodel::tlc({{"P.tla", tla}}, "P", "", "");
}

const char *kFcnRange = "Attempted to enumerate a set of the form [D -> R],but the range R:\n";
const char *kFcnDomain = "Attempted to enumerate a set of the form [D -> R],but the domain D:\n";
const char *kRcd = "Attempted to enumerate a set of the form [l1 : v1, ..., ln : vn],\nbut can't enumerate the value of the `";
const char *kTup = "Attempted to enumerate a set of the form s1 \\X s2 ... \\X sn,\nbut can't enumerate s";

std::string join(const char *a, const char *b) { return std::string(a) + b; }

TEST(TlcPrintLazySet, EveryKindByEveryPart) {
  // expression, TLC's error after the override's header (E) or the value PrintT prints (V), E/V
  const std::string cases[][3] = {
      // [D -> R]: a record, tuple or function as the range (size = its domain's size), over an interval
      // domain (DomIVEnumerator) and an enumerated one (Enumerator: domain first).
      {"[1..2 -> [a |-> 1, b |-> 2]]", join(kFcnRange, "[a |-> 1, b |-> 2]\ncannot be enumerated."), "E"},
      {"[{1, 2} -> <<3, 4>>]", join(kFcnRange, "<<3, 4>>\ncannot be enumerated."), "E"},
      {"[{1, 2} -> (5 :> 6)]", join(kFcnRange, "(5 :> 6)\ncannot be enumerated."), "E"},
      {"[[a |-> 1] -> {1, 2}]", join(kFcnDomain, "[a |-> 1]\ncannot be enumerated."), "E"},
      {"[<<1>> -> <<2>>]", join(kFcnDomain, "<<1>>\ncannot be enumerated."), "E"},
      // The range's text is printed to build the message: its own comparison error comes first.
      {"[{1, 2} -> [a |-> {1}, b |-> {{1}, 0}]]", "Attempted to compare integer 0 with non-integer:\n{1}", "E"},
      // A part that cannot be ordered fails in size().
      {"[1..2 -> {{1}, 2}]", "Attempted to compare integer 2 with non-integer:\n{1}", "E"},
      {"[Nat -> {1}]", "Attempted to compute the number of elements in the overridden value Nat.", "E"},
      // Too many elements to list (2^20 >= 2000): the lazy form, whose parts print without error.
      {"[1..20 -> [a |-> 1, b |-> 2]]", "[1..20 -> [a |-> 1, b |-> 2]]", "V"},
      {"[1..2 -> 1..2]", "{<<1, 1>>, <<1, 2>>, <<2, 1>>, <<2, 2>>}", "V"},
      // [l1 : v1, ...]: the first field (in TLC's order) that is not a set.
      {"[a : [x |-> 1]]", join(kRcd, "a' field:\n[x |-> 1]"), "E"},
      {"[a : {1}, b : <<1>>]", join(kRcd, "b' field:\n<<1>>"), "E"},
      {"[a : {1, {2}}]", "Attempted to compare the set {2} with the value:\n1", "E"},
      {"[a : 1..50, b : 1..50, c : <<1>>]", "[a: 1..50, b: 1..50, c: <<1>>]", "V"}, // 2500 elements
      {"[a : {1, 2}, b : {3}]", "{[a |-> 1, b |-> 3], [a |-> 2, b |-> 3]}", "V"},
      // S1 \X S2: the i-th set (from 0) that is not a set.
      {"{1, 2} \\X <<1, 2>>", join(kTup, "1:\n<<1, 2>>"), "E"},
      {"<<1>> \\X {2}", join(kTup, "0:\n<<1>>"), "E"},
      {"{1} \\X {2, 3}", "{<<1, 2>>, <<1, 3>>}", "V"},
      // SUBSET S: S's size() first.
      {"SUBSET {1, {2}}", "Attempted to compare the set {2} with the value:\n1", "E"},
      {"SUBSET {1, 2}", "{{}, {1}, {2}, {1, 2}}", "V"},
  };
  for (const auto &c : cases) {
    for (const std::string op : {"PrintT", "ToString"}) {
      if (op == "ToString" && c[2] == "V")
        continue; // printed values: PrintT's output is compared
      SCOPED_TRACE(op + "(" + c[0] + ")");
      TlcRun r = assume(op, c[0]);
      if (c[2] == "E") {
        EXPECT_EQ(r.exit, 10) << r.out;
        std::string header = "Attempted to apply the operator overridden by the Java method\npublic static "
                             "tlc2.value.impl.Value tlc2.module.TLC." +
                             op + "(tlc2.value.impl.Value),\nbut it produced the following error:\n";
        EXPECT_NE(r.out.find(header + c[1] + "\n"), std::string::npos) << r.out;
      } else {
        EXPECT_EQ(r.exit, 0) << r.out;
        EXPECT_NE(r.out.find("\n" + c[1] + "\n"), std::string::npos) << r.out;
      }
    }
  }
}

} // namespace
