// Every class of bad trace gives its own stable error at the trace's
// file:line:col, never a crash; a bad trace is not a rejected one.
#include "trace_test_support.h"

namespace {

using namespace tracetest;

struct BadCase {
  const char *name;
  std::string text;
  TraceDiag id;
  size_t line;
  size_t column;
};

TEST(BadTrace, EveryClassHasItsErrorAndPlace) {
  const std::string ok = "{\"event\": \"Acquire\", \"args\": {\"t\": 1}}\n";
  const BadCase cases[] = {
      {"empty file", "", TraceDiag::empty, 0, 0},
      {"blank lines only", "\n  \n\r\n", TraceDiag::empty, 0, 0},
      {"malformed JSON", ok + "{\"event\": \"Release\", \"args\": {\"t\": 1}\n", TraceDiag::malformed_json, 2, 38},
      {"malformed JSON mid-line", "{\"event\": Acquire}\n", TraceDiag::malformed_json, 1, 11},
      {"JSON null", "{\"event\": \"Acquire\", \"state\": {\"lock\": null}}\n", TraceDiag::malformed_json, 1, 1},
      {"array line", ok + "[1, 2]\n", TraceDiag::not_object, 2, 1},
      {"string line", "  \"Acquire\"\n", TraceDiag::not_object, 1, 3},
      {"number line", "42\n", TraceDiag::not_object, 1, 1},
      {"missing event", "{\"state\": {\"lock\": 1}}\n", TraceDiag::missing_field, 1, 1},
      {"event of the wrong type", "{\"event\": 3}\n", TraceDiag::bad_field, 1, 1},
      {"empty candidate list", "{\"event\": []}\n", TraceDiag::bad_field, 1, 1},
      {"unknown event", ok + "{\"event\": \"Release\"}\n{\"event\": \"Acquir\"}\n", TraceDiag::unknown_event, 3, 1},
      {"unknown event among candidates", "{\"event\": [\"Acquire\", \"Nope\"]}\n", TraceDiag::unknown_event, 1, 1},
      {"unknown variable", "{\"event\": \"Acquire\", \"state\": {\"locks\": 1}}\n", TraceDiag::unknown_variable, 1, 1},
      {"unknown partial variable", "{\"event\": \"Acquire\", \"partial\": [{\"var\": \"x\", \"op\": \"set\", \"value\": 1}]}\n",
       TraceDiag::unknown_variable, 1, 1},
      {"unknown argument", "{\"event\": \"Acquire\", \"args\": {\"thread\": 1}}\n", TraceDiag::unknown_argument, 1, 1},
      {"args not an object", "{\"event\": \"Acquire\", \"args\": [1]}\n", TraceDiag::bad_field, 1, 1},
      {"state not an object", "{\"event\": \"Acquire\", \"state\": 1}\n", TraceDiag::bad_field, 1, 1},
      {"partial not a list", "{\"event\": \"Acquire\", \"partial\": 1}\n", TraceDiag::bad_field, 1, 1},
      {"partial without value", "{\"event\": \"Acquire\", \"partial\": [{\"var\": \"lock\", \"op\": \"set\"}]}\n",
       TraceDiag::missing_field, 1, 1},
      {"partial without op", "{\"event\": \"Acquire\", \"partial\": [{\"var\": \"lock\", \"value\": 1}]}\n",
       TraceDiag::missing_field, 1, 1},
      {"unknown partial op", "{\"event\": \"Acquire\", \"partial\": [{\"var\": \"lock\", \"op\": \"mul\", \"value\": 1}]}\n",
       TraceDiag::unknown_partial_op, 1, 1},
      {"Init after the first event", ok + "{\"event\": \"Init\"}\n", TraceDiag::init_not_first, 2, 1},
  };
  Checker c("Lock");
  for (const BadCase &b : cases) {
    TraceResult r = c.check(b.text);
    ASSERT_EQ(r.verdict, TraceVerdict::BadTrace) << b.name;
    ASSERT_TRUE(r.problem) << b.name;
    EXPECT_EQ(r.problem->id, b.id) << b.name << ": " << r.problem->message;
    EXPECT_EQ(r.problem->line, b.line) << b.name;
    EXPECT_EQ(r.problem->column, b.column) << b.name;
    EXPECT_EQ(r.problem->file, "t.ndjson") << b.name;
    EXPECT_FALSE(r.rejection) << b.name;
  }
}

TEST(BadTrace, ErrorTextIsClangStyleWithTheStableCode) {
  Checker c("Lock");
  TraceResult r = c.check("{\"event\": \"Acquire\"}\n{\"event\": \"Fly\"}\n");
  ASSERT_TRUE(r.problem);
  std::string text = renderProblem(*r.problem);
  EXPECT_EQ(text.rfind("t.ndjson:2:1: error: unknown event 'Fly'", 0), 0u) << text;
  EXPECT_NE(text.find("[6007]"), std::string::npos) << text;
  EXPECT_EQ(traceDiagCode(TraceDiag::unknown_event), 6007u);
}

TEST(BadTrace, ALineLongerThanTheLimit) {
  TraceOptions o;
  o.maxLineBytes = 100;
  Checker c("Lock", o);
  TraceResult r = c.check("{\"event\": \"Acquire\"}\n{\"event\": \"Release\", \"pad\": \"" + std::string(500, 'x') + "\"}\n");
  ASSERT_EQ(r.verdict, TraceVerdict::BadTrace);
  EXPECT_EQ(r.problem->id, TraceDiag::line_too_long);
  EXPECT_EQ(r.problem->line, 2u);
}

TEST(BadTrace, UnreadableFile) {
  Checker c("Lock");
  TraceResult missing = c.checker.check("/nonexistent/trace.ndjson");
  EXPECT_EQ(missing.verdict, TraceVerdict::BadTrace);
  EXPECT_EQ(missing.problem->id, TraceDiag::unreadable);
  TraceResult dir = c.checker.check(corpusPath(""));
  EXPECT_EQ(dir.problem->id, TraceDiag::unreadable);
}

// Lines end as Java's readLine ends them ("\r\n", a lone "\r"), as
// ndJsonDeserialize counts them.
TEST(BadTrace, LineNumbersCountJavaLineEnds) {
  Checker c("Lock");
  TraceResult r = c.check("{\"event\": \"Acquire\", \"args\": {\"t\": 1}}\r\n\r{\"event\": \"Acquire\"}\r");
  ASSERT_EQ(r.verdict, TraceVerdict::Rejected);
  EXPECT_EQ(r.rejection->line, 3u);
}

} // namespace
