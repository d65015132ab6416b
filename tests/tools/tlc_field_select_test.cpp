// r.f where r has no field f: TLC 1.8.0's Tool.evalAppl, OPCODE_rs, for each
// kind of value r. A RecordValue: "Attempted to select nonexistent field"
// (at the expression); any other value converted to a FcnRcdValue
// (toFcnRcd) and applied to "f": a tuple, or a function TLC built over an
// interval, refuses the non-integer argument (FcnRcdValue.select, no
// location: sflogcrash's <<0, 0>>.end, as TLC 2.15's MC.out says); a domain of
// values is searched with equals (an integer in it raises IntValue.equals'
// error), then "Attempted to apply function ... not in the domain"; a value
// with no such conversion (an integer, a string, a Boolean, a model value, a
// set) is "a non-record value" (at the expression).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_run.h"

namespace {

using clirun::SpecDir;

struct Row {
  std::string value;   // V
  std::string message; // TLC's for V.end
  bool located;        // followed by the expression's location
};

std::vector<Row> rows() {
  const std::string intDomain = "Attempted to apply function with integer domain to the non-integer argument \"end\"";
  auto nonRecord = [](const std::string &printed) {
    return "Attempted to select field \"end\" from a non-record value " + printed;
  };
  return {
      {"[start |-> 0, stop |-> 1]",
       "Attempted to select nonexistent field \"end\" from the record\n[start |-> 0, stop |-> 1]", true},
      {"<<0, 0>>", intDomain, false},
      {"<<>>", intDomain, false},
      {"Append(<<1>>, 2)", intDomain, false},
      {"[i \\in 1..2 |-> i]", intDomain, false},
      {"[i \\in {1, 2} |-> i]", "Attempted to check equality of integer 1 with non-integer:\n\"end\"", false},
      {"(1 :> 2)", "Attempted to check equality of integer 1 with non-integer:\n\"end\"", false},
      {"(\"start\" :> 0)",
       "Attempted to apply function:\n[start |-> 0]\nto argument \"end\", which is not in the domain of the function.",
       false},
      {"[s \\in {\"start\"} |-> 0]",
       "Attempted to apply function:\n[start |-> 0]\nto argument \"end\", which is not in the domain of the function.",
       false},
      {"3", nonRecord("3"), true},
      {"\"abc\"", nonRecord("\"abc\""), true},
      {"TRUE", nonRecord("TRUE"), true},
      {"mv", nonRecord("mv"), true},
      {"{1, 2}", nonRecord("{1, 2}"), true},
      {"1..3", nonRecord("1..3"), true},
  };
}

TEST(TlcFieldSelect, EachKindOfValueHasTlcsText) {
  for (const Row &r : rows()) {
    // V on line 5, Next on line 7: V.end at columns 14 to 18.
    std::string tla = "---- MODULE M ----\nEXTENDS Integers, Sequences, TLC\nCONSTANT mv\nVARIABLE x\nV == " + r.value +
                      "\nInit == x = 0\nNext == x' = V.end\n====\n";
    SpecDir dir({{"M.tla", tla}, {"M.cfg", "INIT Init\nNEXT Next\nCONSTANT mv = mv\n"}});
    clirun::Result res = dir.run("tlc M.tla");
    std::string what = r.value + ".end:\n" + res.out;
    EXPECT_EQ(res.rc, 75) << what;
    std::string after = r.located ? "\nline 7, col 14 to line 7, col 18 of module M\n" : "\nError: The behavior up to";
    EXPECT_NE(res.out.find("Error: " + r.message + after), std::string::npos) << what;
  }
}

} // namespace
