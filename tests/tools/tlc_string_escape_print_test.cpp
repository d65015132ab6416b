// How TLC prints a string value: StringValue.toString puts it in quotes and
// through PrintVersion, which writes a quote, a backslash, a tab, a line feed,
// a form feed and a carriage return as the escapes a TLA+ string literal
// spells them with (\" \\ \t \n \f \r). SANY decodes those escapes in a
// literal, so "x\ny" is the three characters x, line feed, y (Len is 3), and
// TLC prints it back as "x\ny". tlacore wrote the tab, line feed, form feed
// and carriage return as they are, breaking a printed value over lines. Every
// escape in every place a value is printed: PrintT, inside a tuple, set,
// record and function, ToString (whose result is printed again), a state of
// a counterexample, Assert's message and an error that quotes the value.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

struct Escape {
  const char *name;
  const char *spelled; // how a TLA+ literal spells the character, and how TLC prints it
  const char *twice;   // how TLC prints it inside a printed ToString result
};

void PrintTo(const Escape &e, std::ostream *os) { *os << e.name; }

const Escape kEscapes[] = {
    {"Quote", "\\\"", "\\\\\\\""},
    {"Backslash", "\\\\", "\\\\\\\\"},
    {"Tab", "\\t", "\\\\t"},
    {"LineFeed", "\\n", "\\\\n"},
    {"FormFeed", "\\f", "\\\\f"},
    {"CarriageReturn", "\\r", "\\\\r"},
};

class StringEscapePrint : public testing::TestWithParam<Escape> {
protected:
  std::string lit() const { return std::string("\"x") + GetParam().spelled + "y\""; }
};

// The values an ASSUME prints, and Len, which shows the escape was decoded.
TEST_P(StringEscapePrint, PrintedValues) {
  std::string s = lit();
  std::string spec = "---- MODULE Esc ----\nEXTENDS Naturals, Sequences, TLC\nS == " + s +
                     "\nASSUME PrintT(S)\nASSUME PrintT(<<S, {S}, [f |-> S], 2 :> S>>)\nASSUME PrintT(ToString(S))\n"
                     "ASSUME PrintT(Len(S))\n====\n";
  clirun::SpecDir dir({{"Esc.tla", spec}, {"Esc.cfg", ""}});
  clirun::Result r = dir.run("tlc Esc.tla");
  EXPECT_EQ(r.rc, 0) << r.out;
  EXPECT_NE(r.out.find("\n" + s + "\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n<<" + s + ", {" + s + "}, [f |-> " + s + "], (2 :> " + s + ")>>\n"), std::string::npos)
      << r.out;
  std::string twice = std::string("\"\\\"x") + GetParam().twice + "y\\\"\"";
  EXPECT_NE(r.out.find("\n" + twice + "\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n3\n"), std::string::npos) << r.out;
}

// A state of a counterexample.
TEST_P(StringEscapePrint, TraceState) {
  std::string s = lit();
  std::string spec = "---- MODULE Esc ----\nEXTENDS Naturals\nVARIABLE v\nInit == v = " + s +
                     "\nNext == UNCHANGED v\nInv == v # " + s + "\n====\n";
  clirun::SpecDir dir({{"Esc.tla", spec}, {"Esc.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  clirun::Result r = dir.run("tlc Esc.tla");
  EXPECT_EQ(r.rc, 12) << r.out;
  EXPECT_NE(r.out.find("\nv = " + s + "\n"), std::string::npos) << r.out;
}

// Assert's second argument, and an error that quotes the value.
TEST_P(StringEscapePrint, ErrorTexts) {
  std::string s = lit();
  {
    std::string spec = "---- MODULE Esc ----\nEXTENDS TLC\nASSUME Assert(FALSE, " + s + ")\n====\n";
    clirun::SpecDir dir({{"Esc.tla", spec}, {"Esc.cfg", ""}});
    clirun::Result r = dir.run("tlc Esc.tla");
    EXPECT_NE(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find("The first argument of Assert evaluated to FALSE; the second argument was:\n" + s + "\n"),
              std::string::npos)
        << r.out;
  }
  {
    std::string spec = "---- MODULE Esc ----\nEXTENDS Naturals\nASSUME " + s + " = 1\n====\n";
    clirun::SpecDir dir({{"Esc.tla", spec}, {"Esc.cfg", ""}});
    clirun::Result r = dir.run("tlc Esc.tla");
    EXPECT_NE(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find("Attempted to check equality of string " + s + " with non-string:\n1"), std::string::npos)
        << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryEscape, StringEscapePrint, testing::ValuesIn(kEscapes),
                         [](const testing::TestParamInfo<Escape> &i) { return std::string(i.param.name); });

} // namespace
