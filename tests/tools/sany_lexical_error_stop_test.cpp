// SANY reports one lexical error at most: its token manager throws the
// TokenMgrError at the first character no token matches, which ends the parse
// of the file (ParseUnit.parseFile: parseSuccess false, "Could not parse
// module"), so nothing the parse would have met after that character is
// reported -- neither a later lexical error nor a parse error. tlacore printed
// every lexical error its lexer met and the parse errors its parser recovered
// into after them. Every way a second error can follow the first lexical one
// (another bad character on a later line or the same line, an incomplete
// definition further on, the rest of a non-ASCII identifier, smart quotes, a
// second bad character in an EXTENDed module), in `sany` and in `tlc`; the
// controls keep one lexical error alone and a parse error met first. The
// abort that follows names the module whose file failed, an EXTENDed one's
// too ("Could not parse module B from file B.tla"), where tlacore named the
// root module.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

struct Case {
  const char *name;
  const char *body;     // the root module's body
  const char *extended; // the body of module B, which the root EXTENDS ("" for none)
  const char *first;    // the one error line SANY prints
};

void PrintTo(const Case &c, std::ostream *os) { *os << c.name; }

const Case kCases[] = {
    {"TwoLines", "x == 1 ; 2\ny == 3 ; 4\n", "", "Lexical error at line 3, column 8.  Encountered: \";\" (59), after : \"\""},
    {"SameLine", "x == 1 ; 2 ; 3\n", "", "Lexical error at line 3, column 8.  Encountered: \";\" (59), after : \"\""},
    {"ThenAParseError", "x == 1 ; 2\ny == 3 +\n", "", "Lexical error at line 3, column 8.  Encountered: \";\" (59), after : \"\""},
    {"NonAsciiIdentifier", "r\xC3\xA9sum\xC3\xA9 == 1\n", "",
     "Lexical error at line 3, column 2.  Encountered: \"\\u00e9\" (233), after : \"\""},
    {"SmartQuotes", "x == \xE2\x80\x9Chello\xE2\x80\x9D\n", "",
     "Lexical error at line 3, column 6.  Encountered: \"\\u201c\" (8220), after : \"\""},
    {"InAnExtendedModule", "x == 1\n", "a == 1 ; 2\nb == 3 ; 4\n",
     "Lexical error at line 2, column 8.  Encountered: \";\" (59), after : \"\""},
    // Controls: a lone lexical error, and a parse error the parse meets before the bad character.
    {"Alone", "x == 1 ; 2\n", "", "Lexical error at line 3, column 8.  Encountered: \";\" (59), after : \"\""},
    {"ParseErrorFirst", "x == 1 +\ny == 3 ; 4\n", "", "***Parse Error***"},
    {"ParseErrorInAnExtendedModule", "x == 1\n", "a == 1 +\n", "***Parse Error***"},
};

size_t count(const std::string &s, const std::string &what) {
  size_t n = 0;
  for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1))
    ++n;
  return n;
}

class SanyLexicalErrorStop : public testing::TestWithParam<Case> {};

TEST_P(SanyLexicalErrorStop, OneErrorThenTheAbort) {
  const Case &c = GetParam();
  bool extends = *c.extended != '\0';
  std::string root = std::string("---- MODULE Lex ----\n") + (extends ? "EXTENDS B\n" : "EXTENDS Naturals\n") + c.body +
                     "====\n";
  std::vector<std::pair<std::string, std::string>> files = {{"Lex.tla", root}, {"Lex.cfg", ""}};
  if (extends)
    files.push_back({"B.tla", std::string("---- MODULE B ----\n") + c.extended + "====\n"});
  clirun::SpecDir dir(files);
  for (const char *cmd : {"sany Lex.tla", "tlc Lex.tla"}) {
    clirun::Result r = dir.run(cmd);
    std::string what = std::string(c.name) + " / " + cmd + "\n" + r.out;
    size_t first = r.out.find(c.first);
    ASSERT_NE(first, std::string::npos) << what;
    bool lexical = std::string(c.first).rfind("Lexical", 0) == 0;
    EXPECT_EQ(count(r.out, "Lexical error at line"), lexical ? 1u : 0u) << what;
    EXPECT_EQ(count(r.out, "***Parse Error***"), lexical ? 0u : 1u) << what;
    if (lexical) // the message is followed by the abort at once
      EXPECT_EQ(r.out.find("\n\nFatal errors while parsing TLA+ spec in file ", first), r.out.find('\n', first)) << what;
    // The abort names the module whose file failed to parse (ParseUnit.parseFile's nis).
    std::string failed = extends ? "B" : "Lex";
    EXPECT_NE(r.out.find("In module " + failed + "\n\nCould not parse module " + failed + " from file " + failed + ".tla\n"),
              std::string::npos)
        << what;
    EXPECT_NE(r.rc, 0) << what;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryFollowingError, SanyLexicalErrorStop, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<Case> &i) { return std::string(i.param.name); });

} // namespace
