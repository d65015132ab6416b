// The trace explorer's answers on small models: accept, the first failing
// line and why, hidden steps, partial updates, arguments, candidate sets,
// wide frontiers, the map file.
#include "trace_test_support.h"

#include "trace_report.h"

namespace {

using namespace tracetest;

TEST(TraceSearch, AcceptsATraceOfTheModel) {
  Checker c("Lock");
  TraceResult r = c.check(R"({"event": "Init", "state": {"lock": 0, "pc": ["idle", "idle"], "log": []}}
{"event": "Acquire", "args": {"t": 2}, "state": {"lock": 2, "pc": ["idle", "cs"]}}
{"event": "Release", "args": {"t": 2}, "state": {"lock": 0}}

{"event": "Acquire", "args": {"t": 1}, "state": {"lock": 1, "log": [2, 1]}}
)");
  EXPECT_EQ(r.verdict, TraceVerdict::Accepted);
  EXPECT_EQ(r.events, 4u);
  EXPECT_EQ(r.lines, 5u);
  EXPECT_FALSE(r.failingLine());
}

TEST(TraceSearch, RejectsAtTheFirstLineThatLeavesTheModel) {
  Checker c("Lock");
  TraceResult r = c.check(R"({"event": "Acquire", "args": {"t": 2}, "state": {"lock": 2}}
{"event": "Release", "args": {"t": 2}, "state": {"lock": 0}}
  {"event": "Acquire", "args": {"t": 1}, "state": {"lock": 2}}
{"event": "Release", "args": {"t": 1}, "state": {"lock": 0}}
)");
  ASSERT_EQ(r.verdict, TraceVerdict::Rejected);
  ASSERT_TRUE(r.rejection);
  EXPECT_EQ(r.rejection->line, 3u);
  EXPECT_EQ(r.rejection->column, 3u); // where the line's JSON begins
  EXPECT_EQ(r.events, 2u);
  const Mismatch &m = r.rejection->mismatch;
  EXPECT_EQ(m.candidateStates, 1u);
  ASSERT_EQ(m.closest.size(), 1u);
  EXPECT_EQ(m.closest[0].action, "Acquire(1)");
  ASSERT_EQ(m.closest[0].differences.size(), 1u);
  EXPECT_EQ(m.closest[0].differences[0].logged, "2");
  EXPECT_EQ(m.closest[0].differences[0].model, "1");
  EXPECT_EQ(m.enabled, (std::vector<std::string>{"Acquire(1)", "Acquire(2)"}));
  // The text names the line, the variable with both values and the enabled actions.
  std::string text = renderTraceText(r, variableNames(c.checker.model()));
  EXPECT_NE(text.find("t.ndjson:3:3: error: event 'Acquire' (t = 1) leaves the model"), std::string::npos) << text;
  EXPECT_NE(text.find("lock: trace 2, model 1"), std::string::npos) << text;
  EXPECT_NE(text.find("actions enabled there: Acquire(1), Acquire(2)"), std::string::npos) << text;
}

TEST(TraceSearch, ReportsADisabledActionWithTheEnabledOnes) {
  Checker c("Lock");
  TraceResult r = c.check(R"({"event": "Acquire", "args": {"t": 2}}
{"event": "Acquire", "args": {"t": 1}}
)");
  ASSERT_EQ(r.verdict, TraceVerdict::Rejected);
  EXPECT_EQ(r.rejection->line, 2u);
  EXPECT_TRUE(r.rejection->mismatch.closest.empty());
  EXPECT_NE(r.rejection->mismatch.reason.find("not enabled"), std::string::npos);
  EXPECT_EQ(r.rejection->mismatch.enabled, (std::vector<std::string>{"Release(2)"}));
}

TEST(TraceSearch, InitLineConstrainsTheInitialState) {
  Checker c("Counter");
  TraceResult ok = c.check("{\"event\": \"Init\", \"state\": {\"x\": 0}}\n{\"event\": \"Inc\", \"state\": {\"x\": 1}}\n");
  EXPECT_EQ(ok.verdict, TraceVerdict::Accepted);
  TraceResult bad = c.check("\n{\"event\": \"Init\", \"state\": {\"x\": 7}}\n{\"event\": \"Inc\", \"state\": {\"x\": 8}}\n");
  ASSERT_EQ(bad.verdict, TraceVerdict::Rejected);
  EXPECT_EQ(bad.rejection->line, 2u);
  ASSERT_EQ(bad.rejection->mismatch.closest.size(), 1u);
  EXPECT_EQ(bad.rejection->mismatch.closest[0].differences[0].model, "0");
}

// K unlogged steps of any action may come before each event: a trace that
// skips n steps is accepted exactly when K >= n.
TEST(TraceSearch, HiddenStepsUpToK) {
  const std::string trace = "{\"event\": \"Inc\", \"state\": {\"x\": 1}}\n{\"event\": \"Inc\", \"state\": {\"x\": 4}}\n";
  for (int k = 0; k <= 3; ++k) {
    TraceOptions o;
    o.maxHidden = k;
    Checker c("Counter", o);
    TraceResult r = c.check(trace);
    if (k >= 2) {
      EXPECT_EQ(r.verdict, TraceVerdict::Accepted) << "K = " << k;
    } else {
      ASSERT_EQ(r.verdict, TraceVerdict::Rejected) << "K = " << k;
      EXPECT_EQ(r.rejection->line, 2u);
    }
  }
}

TEST(TraceSearch, StutteringIsAHiddenStepOnlyWhenAnActionStutters) {
  // Reset from 0 stays at 0: a logged Reset at x = 0 is a step of the model.
  Checker c("Counter");
  EXPECT_EQ(c.check("{\"event\": \"Reset\", \"state\": {\"x\": 0}}\n").verdict, TraceVerdict::Accepted);
  EXPECT_EQ(c.check("{\"event\": \"Dec\", \"state\": {\"x\": 0}}\n").verdict, TraceVerdict::Rejected);
}

TEST(TraceSearch, CandidateActionSets) {
  Checker c("Counter");
  const std::string prefix = "{\"event\": \"Inc\"}\n{\"event\": \"Inc\"}\n";
  EXPECT_EQ(c.check(prefix + "{\"event\": [\"Inc\", \"Reset\"], \"state\": {\"x\": 0}}\n").verdict, TraceVerdict::Accepted);
  EXPECT_EQ(c.check(prefix + "{\"event\": [\"Inc\", \"Reset\"], \"state\": {\"x\": 3}}\n").verdict, TraceVerdict::Accepted);
  TraceResult r = c.check(prefix + "{\"event\": [\"Inc\", \"Reset\"], \"state\": {\"x\": 1}}\n");
  ASSERT_EQ(r.verdict, TraceVerdict::Rejected);
  EXPECT_EQ(r.rejection->line, 3u);
  EXPECT_EQ(r.rejection->event, "Inc|Reset");
}

TEST(TraceSearch, ArgumentsSelectTheActionInstance) {
  Checker c("Lock");
  // Without arguments either thread may take the lock: the state decides.
  EXPECT_EQ(c.check("{\"event\": \"Acquire\", \"state\": {\"lock\": 2}}\n").verdict, TraceVerdict::Accepted);
  // With them, only that thread's step counts.
  TraceResult r = c.check("{\"event\": \"Acquire\", \"args\": {\"t\": 1}, \"state\": {\"lock\": 2}}\n");
  ASSERT_EQ(r.verdict, TraceVerdict::Rejected);
  EXPECT_EQ(r.rejection->mismatch.closest.at(0).action, "Acquire(1)");
  // An argument value no instance has.
  TraceResult none = c.check("{\"event\": \"Acquire\", \"args\": {\"t\": 7}}\n");
  ASSERT_EQ(none.verdict, TraceVerdict::Rejected);
  EXPECT_NE(none.rejection->mismatch.reason.find("has the arguments t = 7"), std::string::npos);
}

// An unlogged choice leaves several states in the frontier; a later line
// tells them apart.
TEST(TraceSearch, FrontierOfSeveralStates) {
  Checker c("Queue");
  TraceResult r = c.check(R"({"event": "Send"}
{"event": "Send"}
{"event": "Recv", "state": {"got": ["b"]}}
{"event": "Recv", "state": {"got": ["b", "c"], "q": []}}
)");
  EXPECT_EQ(r.verdict, TraceVerdict::Accepted);
  EXPECT_EQ(r.maxFrontier, 6u); // the ordered pairs of distinct items
  TraceResult bad = c.check(R"({"event": "Send"}
{"event": "Send"}
{"event": "Recv", "state": {"got": ["b"]}}
{"event": "Recv", "state": {"got": ["b", "b"]}}
)");
  ASSERT_EQ(bad.verdict, TraceVerdict::Rejected);
  EXPECT_EQ(bad.rejection->line, 4u);
  EXPECT_EQ(bad.rejection->mismatch.candidateStates, 2u);
}

// Partial updates are TVOperators' ops applied to the value before the step.
TEST(TraceSearch, PartialUpdates) {
  Checker lock("Lock");
  auto acquire2 = [](const std::string &partial) {
    return "{\"event\": \"Acquire\", \"args\": {\"t\": 2}, \"partial\": [" + partial + "]}\n";
  };
  EXPECT_EQ(lock.check(acquire2(R"({"var": "pc", "path": [2], "op": "set", "value": "cs"})")).verdict,
            TraceVerdict::Accepted);
  EXPECT_EQ(lock.check(acquire2(R"({"var": "pc", "path": [1], "op": "set", "value": "cs"})")).verdict,
            TraceVerdict::Rejected);
  EXPECT_EQ(lock.check(acquire2(R"({"var": "log", "op": "append", "value": 2})")).verdict, TraceVerdict::Accepted);
  EXPECT_EQ(lock.check(acquire2(R"({"var": "log", "op": "append", "value": 1})")).verdict, TraceVerdict::Rejected);
  // A path that does not lead into the value.
  TraceResult noPath = lock.check(acquire2(R"({"var": "pc", "path": [3], "op": "set", "value": "cs"})"));
  ASSERT_EQ(noPath.verdict, TraceVerdict::Rejected);
  EXPECT_NE(noPath.rejection->mismatch.closest.at(0).differences.at(0).logged.find("does not apply"), std::string::npos);

  Checker queue("Queue");
  EXPECT_EQ(queue.check(R"({"event": "Send", "partial": [{"var": "inflight", "op": "add", "value": "c"}, {"var": "q", "op": "append", "value": "c"}]}
{"event": "Recv", "partial": [{"var": "inflight", "op": "remove", "value": "c"}, {"var": "got", "op": "append", "value": "c"}]}
)")
                .verdict,
            TraceVerdict::Accepted);
  TraceResult r = queue.check(R"({"event": "Send", "partial": [{"var": "inflight", "op": "add", "value": "c"}]}
{"event": "Recv", "partial": [{"var": "inflight", "op": "remove", "value": "a"}]}
)");
  ASSERT_EQ(r.verdict, TraceVerdict::Rejected);
  EXPECT_EQ(r.rejection->line, 2u);
  // TVOperators' names of the ops are read too.
  EXPECT_EQ(queue.check(R"({"event": "Send", "partial": [{"var": "inflight", "op": "AddElement", "value": "a"}]})").verdict,
            TraceVerdict::Accepted);
}

TEST(TraceSearch, PartialUpdatesOnTheInitLineConstrainTheInitialValue) {
  Checker lock("Lock");
  EXPECT_EQ(lock.check(R"({"event": "Init", "partial": [{"var": "pc", "path": [1], "op": "set", "value": "idle"}]})").verdict,
            TraceVerdict::Accepted);
  EXPECT_EQ(lock.check(R"({"event": "Init", "partial": [{"var": "pc", "path": [1], "op": "set", "value": "cs"}]})").verdict,
            TraceVerdict::Rejected);
}

// Values convert as ndJsonDeserialize converts them: numbers are TLC's
// 32-bit integers (the integer part), arrays tuples, objects records.
TEST(TraceSearch, ValuesConvertAsNdJsonDeserialize) {
  Checker c("Counter");
  EXPECT_EQ(c.check("{\"event\": \"Inc\", \"state\": {\"x\": 1.9}}\n").verdict, TraceVerdict::Accepted);
  EXPECT_EQ(c.check("{\"event\": \"Inc\", \"state\": {\"x\": 4294967297}}\n").verdict, TraceVerdict::Accepted);
  EXPECT_EQ(c.check("{\"event\": \"Inc\", \"state\": {\"x\": \"1\"}}\n").verdict, TraceVerdict::Rejected);
  EXPECT_EQ(c.check("{\"event\": \"Inc\", \"state\": {\"x\": true}}\n").verdict, TraceVerdict::Rejected);
  Checker lock("Lock");
  // A duplicate key keeps the last value (Gson).
  EXPECT_EQ(lock.check("{\"event\": \"Acquire\", \"state\": {\"lock\": 1, \"lock\": 2}, \"args\": {\"t\": 2}}\n").verdict,
            TraceVerdict::Accepted);
}

TEST(TraceSearch, MapRenamesEventsVariablesArgumentsAndGivesConstantsAndInit) {
  TraceMap map = mapOf(R"(
events:
  acq: Acquire
  rel: [Release]
variables:
  holder: lock
args:
  thread: t
constants:
  Threads: [1, 2, 3]
init:
  holder: 0
)");
  Checker c("Lock", {}, map);
  EXPECT_EQ(c.check(R"({"event": "acq", "args": {"thread": 3}, "state": {"holder": 3}}
{"event": "rel", "state": {"holder": 0}}
)")
                .verdict,
            TraceVerdict::Accepted);
  TraceResult r = c.check("{\"event\": \"acq\", \"args\": {\"thread\": 3}, \"state\": {\"holder\": 2}}\n");
  ASSERT_EQ(r.verdict, TraceVerdict::Rejected);
  ASSERT_EQ(r.rejection->args.size(), 1u);
  EXPECT_EQ(r.rejection->args[0].first, "t");
  // The map's init values are checked like an Init line.
  Checker wrongInit("Lock", {}, mapOf("init:\n  lock: 1\n"));
  TraceResult w = wrongInit.check("{\"event\": \"Acquire\"}\n");
  ASSERT_EQ(w.verdict, TraceVerdict::Rejected);
  EXPECT_EQ(w.rejection->line, 1u);
}

TEST(TraceSearch, MapErrorsArePlaced) {
  TraceMap m;
  TraceProblem p;
  EXPECT_FALSE(parseTraceMap("events: [1, 2]\n", "map.yaml", m, p));
  EXPECT_EQ(p.id, TraceDiag::map_invalid);
  EXPECT_EQ(p.line, 1u);
  EXPECT_FALSE(parseTraceMap("evnts: {}\n", "map.yaml", m, p));
  EXPECT_NE(p.message.find("unknown section 'evnts'"), std::string::npos);
}

// The answer does not depend on the number of workers (wide frontiers are
// expanded in parallel, merged in order).
TEST(TraceSearch, SameAnswerForAnyNumberOfWorkers) {
  std::string trace;
  for (int i = 0; i < 2; ++i)
    trace += "{\"event\": \"Send\"}\n";
  trace += "{\"event\": \"Recv\", \"state\": {\"got\": [\"c\"]}}\n{\"event\": \"Recv\", \"state\": {\"got\": [\"c\", \"c\"]}}\n";
  std::string first;
  for (int workers : {1, 2, 4}) {
    TraceOptions o;
    o.workers = workers;
    o.maxHidden = 2;
    o.parallelFrom = 1;
    Checker c("Queue", o);
    TraceResult r = c.check(trace);
    std::string text = renderTraceText(r, variableNames(c.checker.model()));
    if (first.empty())
      first = text;
    EXPECT_EQ(text, first) << workers << " workers";
  }
}

} // namespace

namespace {

using namespace tracetest;

// Members a trace line has beyond C1's (timestamps, notes) are not
// converted: a trace whose every line logs a new string does not grow the
// model's string table, and a null there is no error.
TEST(TraceSearch, OtherMembersMakeNoValues) {
  Checker c("Counter");
  std::string trace;
  for (int i = 0; i < 1000; ++i)
    trace += std::string("{\"ts\": \"2026-11-26T04:00:00.") + std::to_string(i) + "Z\", \"event\": \"" +
             (i % 2 ? "Dec" : "Inc") + "\", \"meta\": {\"k\": [null, \"v" + std::to_string(i) + "\"]}}\n";
  c.check("{\"event\": \"Inc\"}\n"); // C1's own member names are strings of their own
  uint32_t before = c.checker.model().spec().strings->size();
  TraceResult r = c.check(trace);
  EXPECT_EQ(r.verdict, TraceVerdict::Accepted);
  EXPECT_EQ(c.checker.model().spec().strings->size(), before);
}

} // namespace

namespace {

using namespace tracetest;

// C1 names args as at the call in Next (`\E t \in Threads : Take(t)`); the
// definition's own parameter name (`Take(self)`) works too.
TEST(TraceSearch, ArgumentsByTheNameAtTheCallOrTheDefinition) {
  Checker c("Ticket");
  for (const char *name : {"t", "self"}) {
    std::string arg = std::string("\"") + name + "\"";
    EXPECT_EQ(c.check("{\"event\": \"Take\", \"args\": {" + arg + ": 2}, \"state\": {\"ticket\": [0, 1, 0]}}\n").verdict,
              TraceVerdict::Accepted)
        << name;
    EXPECT_EQ(c.check("{\"event\": \"Take\", \"args\": {" + arg + ": 3}, \"state\": {\"ticket\": [0, 1, 0]}}\n").verdict,
              TraceVerdict::Rejected)
        << name;
  }
  TraceResult r = c.check("{\"event\": \"Take\", \"args\": {\"u\": 2}}\n");
  EXPECT_EQ(r.verdict, TraceVerdict::BadTrace);
}

} // namespace

namespace {

using namespace tracetest;

// A trace that logs too little for the model: the candidate states outgrow
// the bound, and the answer says so instead of exhausting memory.
TEST(TraceSearch, FrontierBound) {
  TraceOptions o;
  o.maxFrontier = 4;
  Checker c("Queue", o);
  TraceResult r = c.check("{\"event\": \"Send\"}\n{\"event\": \"Send\"}\n{\"event\": \"Recv\"}\n");
  ASSERT_EQ(r.verdict, TraceVerdict::ModelError);
  EXPECT_EQ(r.problem->id, TraceDiag::frontier_too_large);
  EXPECT_EQ(r.problem->line, 2u); // 3 states after line 1, 6 after line 2
}

} // namespace

// The cfg's model values (Nodes = {n1, n2}, NoOne) are logged as strings: as
// values, in arguments, and as the keys of a function on them.
TEST(TraceSearch, StringsNamingModelValuesAreThoseModelValues) {
  Checker c("Owner");
  EXPECT_EQ(c.check(R"({"event": "Init", "state": {"owner": "NoOne", "grabs": {"n1": 0, "n2": 0}}}
{"event": "Grab", "args": {"n": "n2"}, "state": {"owner": "n2", "grabs": {"n1": 0, "n2": 1}}}
{"event": "Drop", "state": {"owner": "NoOne"}}
)")
                .verdict,
            TraceVerdict::Accepted);
  TraceResult wrong = c.check(R"({"event": "Grab", "args": {"n": "n1"}, "state": {"owner": "n2"}}
)");
  ASSERT_EQ(wrong.verdict, TraceVerdict::Rejected);
  EXPECT_EQ(wrong.failingLine(), 1u);
  // A name that is no model value stays a string, and so does everything with the map's model_values: false.
  EXPECT_EQ(c.check("{\"event\": \"Grab\", \"state\": {\"owner\": \"n3\"}}\n").verdict, TraceVerdict::Rejected);
  Checker off("Owner", {}, mapOf("model_values: false\n"));
  EXPECT_EQ(off.check("{\"event\": \"Grab\", \"args\": {\"n\": \"n2\"}, \"state\": {\"owner\": \"n2\"}}\n").verdict,
            TraceVerdict::Rejected);
  EXPECT_EQ(off.check("{\"event\": \"Grab\", \"args\": {\"n\": \"n2\"}}\n").verdict, TraceVerdict::Rejected);
}
