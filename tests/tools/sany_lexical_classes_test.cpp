// SANY's lexical rules as a class (tla+.jj's token definitions, javacc's TokenMgrError and
// TLAplusParser.parse's report of it), each rule with inputs SANY accepts and inputs it rejects:
// `tlacore sany -error-codes` must give SANY 1.8.0's exit code and first error line.
//  - strings: only the escapes \n \t \r \f \\ \"; no line end; a backquote opens a section up to the
//    next apostrophe (tlaplus/tlaplus#802), which may span lines and runs to the end of the file when
//    never closed; the error is at the character the match dies at, "after" the string so far;
//  - numbers: \b \o \h and \B \O \H forms, leading zeros, huge values, decimals only with digits
//    before the point (no `.5`, tlaplus/tlaplus#596), its parts tokens apart (`1 . 5`);
//  - identifiers beginning with digits or `_`; `\` before an unknown word is set difference, `\in`
//    before letters is \in;
//  - comments nest; one open at the end of the file is "EOF reached, possibly open comment
//    starting around line N" (N the line of the comment's current javacc token: after its last
//    inner (* or *)), or, all on one line, javacc's "Encountered: <EOF>"; nothing after ==== is read;
//  - the module header is 4+ dashes, spaces only, MODULE; the end 4+ `=`;
//  - only space, tab, CR and LF are white space (a form feed or vertical tab is an error);
//  - non-ASCII: only tla+.jj's Unicode tokens (no ·, ≼, ∀∀, ────), a byte that is not UTF-8 is
//    U+FFFD (ParseUnit reads UTF-8); `?` alone fails at the character after it.
// tlacore accepted every rejected string, form feeds, `.5`, the Unicode spellings SANY lacks and
// headers split by tabs or line ends, and printed its own text for the open string or comment.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

struct Case {
  const char *name;
  std::string text; // the whole of T.tla
  int rc;           // SANY's exit code with -error-codes
  std::string first; // the line SANY prints after "Parsing file", "" when it accepts
  std::string also = ""; // another line of its report, when the first is "***Parse Error***"
};

void PrintTo(const Case &c, std::ostream *os) { *os << c.name; }

std::string mod(const std::string &body) { return "---- MODULE T ----\n" + body + "\n====\n"; }
std::string nat(const std::string &body) { return "---- MODULE T ----\nEXTENDS Naturals\n" + body + "\n====\n"; }

const std::string kParse = "***Parse Error***";

const Case kCases[] = {
    // ---- strings
    {"StringEscapes", mod("x == \"a\\\"b\\\\c\\n\\t\\r\\f\""), 0, ""},
    {"StringTabAndNonAscii", mod("x == \"a\tb \xC3\xA9 \xFF\""), 0, ""},
    {"StringBackquoteSection", mod("x == \"a`b\"c'd\""), 0, ""},
    {"StringBackquoteAcrossLines", mod("x == \"a`b\nc'd\"\ny == 1"), 0, ""},
    {"StringOtherEscape", mod("x == \"a\\qb\""), 255,
     "Lexical error at line 2, column 9.  Encountered: \"q\" (113), after : \"\\\"a\\\\\""},
    {"StringCommentStart", mod("x == \"\\*\""), 255, // tlaplus/tlaplus#812
     "Lexical error at line 2, column 8.  Encountered: \"*\" (42), after : \"\\\"\\\\\""},
    {"StringEscapedBackquote", mod("x == \"foo \\` bar\""), 255,
     "Lexical error at line 2, column 12.  Encountered: \"`\" (96), after : \"\\\"foo \\\\\""},
    {"StringBackquoteNeverClosed", mod("x == \"foo ` bar\"\ny == 1"), 255,
     "Lexical {error: EOF reached, possibly open comment starting around line 2"},
    {"StringLineEnd", mod("x == \"abc\ny == 1"), 255,
     "Lexical error at line 2, column 10.  Encountered: \"\\n\" (10), after : \"\\\"abc\""},
    {"StringCrLf", "---- MODULE T ----\r\nx == \"abc\r\ny == 1\r\n====\r\n", 255,
     "Lexical error at line 2, column 10.  Encountered: \"\\r\" (13), after : \"\\\"abc\""},
    {"StringAtEndOfFile", "---- MODULE T ----\nx == \"abc", 255,
     "Lexical error at line 2, column 10.  Encountered: <EOF> after : \"\\\"abc\""},
    // ---- numbers
    {"NumberForms", nat("x == \\b101 + \\B1 + \\o17 + \\O7 + \\h1F + \\HaF + 007 + 99999999999999999999999"), 0, ""},
    {"NumberDecimal", mod("x == 1.5"), 0, ""},
    // SANY's Number() reads NUMBER "." NUMBER over tokens: apart, with a comment between, it is 1.5 too.
    {"NumberDecimalApart", mod("x == 1 . 5 = 1 (* c *). 5"), 0, ""},
    {"NumberDecimalWithoutDigitsBefore", mod("x == .5"), 255, kParse, "Encountered \".\" at line 2, column 6 and token \"==\" "},
    {"BackslashLetterNotADigit", nat("x == LET b2 == {1} IN {1} \\b2"), 0, ""},
    // ---- identifiers and backslash words
    {"IdentifierForms", nat("x == LET 1a == 1\n         _b == 2\n         a_1 == 3\n         W_F == 4 IN 1a + _b + a_1 + W_F"), 0, ""},
    {"BackslashUnknownWord", nat("x == LET foo == {1} IN {1, 2} \\foo"), 0, ""},
    {"BackslashInBeforeLetters", nat("x == LET y == {1} IN 1 \\iny"), 0, ""},
    {"BackslashOperators", nat("x == {1} \\cup {2} \\subseteq SUBSET Nat /\\ 1 \\notin {2} /\\ {1} \\X {2} # {}"), 0, ""},
    // ---- comments
    {"CommentsNested", mod("x == 1 (* a (* b *) c (*. d *) *) \\* e\ny == 2"), 0, ""},
    {"CommentOpenAcrossLines", mod("x == 1\n(* open\ny == 2"), 255,
     "Lexical {error: EOF reached, possibly open comment starting around line 3"},
    {"CommentOpenAfterAClosedInnerOne", mod("x == 1\n(* a\n(* b *) c\ny == 2"), 255,
     "Lexical {error: EOF reached, possibly open comment starting around line 4"},
    {"CommentOpenOnTheLastLine", "---- MODULE T ----\nx == 1 (* abc", 255,
     "Lexical error at line 2, column 14.  Encountered: <EOF> after : \"\""},
    {"LineCommentAtEndOfFile", "---- MODULE T ----\nx == 1 \\* c", 255,
     "Lexical error at line 2, column 12.  Encountered: <EOF> after : \"\""},
    {"CommentOpenAfterTheModule", mod("x == 1") + "(* open\n; \xFF\n", 0, ""},
    // ---- module header and end
    {"HeaderAndEndLengths", "text; \xFF before\n-----MODULE T-----\nx == 1\n=====\n", 0, ""},
    {"HeaderThreeDashes", "--- MODULE T ----\nx == 1\n====\n", 255, kParse,
     "Was expecting \"---- MODULE (beginning of module)\""},
    {"HeaderTab", "----\tMODULE T ----\nx == 1\n====\n", 255, kParse,
     "Was expecting \"---- MODULE (beginning of module)\""},
    {"HeaderLineEnd", "----\nMODULE T ----\nx == 1\n====\n", 255, kParse,
     "Was expecting \"---- MODULE (beginning of module)\""},
    {"InnerModuleHeaderLineEnd", mod("x == 1\n----\nMODULE I ----\ny == 1\n===="), 255, kParse},
    {"HeaderClosingThreeDashes", "---- MODULE T ---\nx == 1\n====\n", 255, kParse},
    {"EndThreeEquals", "---- MODULE T ----\nx == 1\n===\n", 255, kParse},
    // ---- white space
    {"TabsAndCarriageReturns", "---- MODULE T ----\rx ==\t1\r\ny == 2\r====\r", 0, ""},
    {"FormFeed", mod("x == 1\n\fy == 2"), 255,
     "Lexical error at line 3, column 1.  Encountered: \"\\f\" (12), after : \"\""},
    {"VerticalTab", mod("x == 1\n\vy == 2"), 255,
     "Lexical error at line 3, column 1.  Encountered: \"\\u000b\" (11), after : \"\""},
    // ---- non-ASCII and other characters
    {"UnicodeTokens", nat("x == \xE2\x88\x80 y \xE2\x88\x88 {1} : y \xE2\x89\xA5 1 \xE2\x88\xA7 {1} \xE2\x8A\x86 Nat"), 0, ""},
    {"MiddleDot", mod("x == 2 \xC2\xB7 3"), 255,
     "Lexical error at line 2, column 8.  Encountered: \"\\u00b7\" (183), after : \"\""},
    {"PrecEqualCurly", mod("x == 2 \xE2\x89\xBC 3"), 255,
     "Lexical error at line 2, column 8.  Encountered: \"\\u227c\" (8828), after : \"\""},
    {"DoubleForall", mod("VARIABLE v\nx == \xE2\x88\x80\xE2\x88\x80 y : v"), 255, kParse},
    {"BoxDrawingHeader", "\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80 MODULE T \xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\nx == 1\n====\n",
     255, kParse, "Was expecting \"---- MODULE (beginning of module)\""},
    {"BoxDrawingSeparator", mod("x == 1\n\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\ny == 2"), 255,
     "Lexical error at line 3, column 1.  Encountered: \"\\u2500\" (9472), after : \"\""},
    {"InvalidUtf8", mod("x == 1 \xFF"), 255,
     "Lexical error at line 2, column 8.  Encountered: \"\\ufffd\" (65533), after : \"\""},
    {"QuestionMark", mod("x == 1 ? 2"), 255,
     "Lexical error at line 2, column 9.  Encountered: \" \" (32), after : \"?\""},
};

// The line after the last "Parsing file" line.
std::string firstErrorLine(const std::string &out) {
  size_t at = out.rfind("Parsing file ");
  if (at == std::string::npos)
    return "(no Parsing file line)";
  size_t begin = out.find('\n', at);
  if (begin == std::string::npos)
    return "";
  size_t end = out.find('\n', begin + 1);
  return out.substr(begin + 1, end == std::string::npos ? std::string::npos : end - begin - 1);
}

class SanyLexicalClasses : public testing::TestWithParam<Case> {};

TEST_P(SanyLexicalClasses, ExitCodeAndFirstErrorLine) {
  const Case &c = GetParam();
  clirun::SpecDir dir({{"T.tla", c.text}});
  clirun::Result r = dir.run("sany -error-codes T.tla");
  EXPECT_EQ(r.rc, c.rc) << r.out;
  if (c.rc == 0) {
    EXPECT_EQ(r.out.find("Fatal errors"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("rror"), std::string::npos) << r.out;
    return;
  }
  EXPECT_EQ(firstErrorLine(r.out), c.first) << r.out;
  if (!c.also.empty())
    EXPECT_NE(r.out.find("\n" + c.also + "\n"), std::string::npos) << r.out;
  // The lexical error ends the parse of the file: the abort follows at once.
  if (c.first.rfind("Lexical", 0) == 0)
    EXPECT_NE(r.out.find(c.first + "\n\nFatal errors while parsing TLA+ spec in file T.tla\n"), std::string::npos)
        << r.out;
  EXPECT_NE(r.out.find("Could not parse module T from file T.tla"), std::string::npos) << r.out;
}

INSTANTIATE_TEST_SUITE_P(EveryRule, SanyLexicalClasses, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<Case> &i) { return std::string(i.param.name); });

} // namespace
