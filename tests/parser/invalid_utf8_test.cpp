// Bytes that are not UTF-8 (Latin-1 text, stray continuation bytes,
// truncated and overlong sequences): accepted in comments and strings, as
// SANY accepts them; anywhere else error 1002 at the byte's line:col.
#include <gtest/gtest.h>

#include "parser_test_util.h"

namespace tlacore::test {
namespace {

constexpr uint32_t kInvalidUtf8 = 1002;

// One byte sequence of each kind of invalid UTF-8.
const std::vector<std::pair<const char *, std::string>> kBadBytes = {
    {"Latin-1 e-acute", "\xE9"},
    {"Latin-1 copyright (a continuation byte)", "\xA9"},
    {"0xFF", "\xFF"},
    {"truncated 2-byte sequence", "\xC3"},
    {"truncated 3-byte sequence", "\xE2\x88"},
    {"overlong slash", "\xC0\xAF"},
    {"surrogate", "\xED\xA0\x80"},
    {"Latin-1 word", "caf\xE9 na\xEFve"},
};

// Places where SANY reads any byte.
const std::vector<std::pair<const char *, std::string (*)(const std::string &)>> kAccepted = {
    {"line comment", [](const std::string &b) { return "op == 1 \\* " + b + "\nnext == 2"; }},
    {"block comment", [](const std::string &b) { return "op == 1 (* " + b + " *)\nnext == 2"; }},
    {"nested block comment", [](const std::string &b) { return "(* a (* " + b + " (* *) *) " + b + " *)\nop == 1\nnext == 2"; }},
    {"comment line between definitions", [](const std::string &b) { return "op == 1\n\\* " + b + "\nnext == 2"; }},
    {"string", [](const std::string &b) { return "op == \"x" + b + "y\"\nnext == 2"; }},
    {"string with an escape", [](const std::string &b) { return "op == \"\\\"" + b + "\\\\\"\nnext == 2"; }},
};

TEST(InvalidUtf8, AcceptedInCommentsAndStrings) {
  for (const auto &[byteKind, bytes] : kBadBytes)
    for (const auto &[place, build] : kAccepted) {
      ParseRun run(wrapModule(build(bytes)));
      EXPECT_TRUE(run.ok()) << byteKind << " in " << place << ":\n" << run.summary();
      EXPECT_NE(run.def("next"), nullptr) << byteKind << " in " << place;
    }
}

TEST(InvalidUtf8, AcceptedBeforeTheHeaderAndAfterTheEnd) {
  for (const auto &[byteKind, bytes] : kBadBytes) {
    ParseRun before("Notes: " + bytes + "\n" + bytes + "\n---- MODULE Test ----\nop == 1\n====\n");
    EXPECT_TRUE(before.ok()) << byteKind << " before the header:\n" << before.summary();
    ParseRun after("---- MODULE Test ----\nop == 1\n====\n" + bytes + " trailing " + bytes + "\n");
    EXPECT_TRUE(after.ok()) << byteKind << " after ====:\n" << after.summary();
    EXPECT_NE(after.def("op"), nullptr);
  }
}

// The column counts each invalid byte as one character, as SANY does.
TEST(InvalidUtf8, PositionsAfterInvalidBytesInAComment) {
  ParseRun lex(wrapModule("op == (* \xE9\xE9 *) 1 ; 2"));
  const Diagnostic *semi = lex.find(1010);
  ASSERT_NE(semi, nullptr) << lex.summary();
  EXPECT_EQ(lex.lineCol(*semi), "2:18") << lex.summary();
}

// Elsewhere: error 1002 naming the byte, at its line and column.
TEST(InvalidUtf8, RejectedElsewhereAtTheByte) {
  struct Place {
    const char *what;
    std::string before, after;
  };
  const std::vector<Place> places = {
      {"identifier", "caf", " == 1"},
      {"start of a definition", "", "op == 1"},
      {"operator position", "op == 1 ", " 2"},
      {"operand position", "op == 1 + ", ""},
      {"inside a number", "op == 12", "3"},
      {"between definitions", "op == 1\n", "\nnext == 2"},
      {"in a set", "op == {1, ", "}"},
  };
  for (const auto &[byteKind, bytes] : kBadBytes)
    for (const Place &p : places) {
      ParseRun run(wrapModule(p.before + bytes + p.after));
      const Diagnostic *d = run.find(kInvalidUtf8);
      ASSERT_NE(d, nullptr) << byteKind << " in " << p.what << ":\n" << run.summary();
      size_t nl = p.before.rfind('\n');
      size_t line = 2 + static_cast<size_t>(std::count(p.before.begin(), p.before.end(), '\n'));
      size_t firstBad = 0;
      while (static_cast<unsigned char>(bytes[firstBad]) < 0x80)
        ++firstBad;
      size_t col = (nl == std::string::npos ? p.before.size() : p.before.size() - nl - 1) + firstBad + 1;
      EXPECT_EQ(run.lineCol(*d), std::to_string(line) + ":" + std::to_string(col)) << byteKind << " in " << p.what;
      EXPECT_NE(d->message.find("0x"), std::string::npos) << d->message;
    }
}

} // namespace
} // namespace tlacore::test
