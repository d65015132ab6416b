// Per-action conformance and the failing line of trace-spec conformance:
// the events of a trace are its JSON lines, the run matched the prefix its
// index variable reached, a rejected trace failed at the next event. Real
// traces of ../shared/traces whose mutations say where they break (a value
// changed on a known line, two lines swapped), and the benchmark's counting
// (per action, matched / decided) on small traces.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <functional>

#include "conformance_metric.h"
#include "reference_data.h"
#include "trace_events.h"

namespace fs = std::filesystem;
using namespace tlacore::scoring;
using namespace tlacore::scoring::testing;

namespace {

fs::path tracesDir() { return sharedDir() / "traces"; }

fs::path writeTemp(const std::string &name, const std::string &text) {
  fs::path p = fs::temp_directory_path() / ("tlacore-events-" + std::to_string(::getpid()) + "-" + name);
  std::ofstream(p, std::ios::binary) << text;
  return p;
}

// The cases of the manifest with these ids, checked as the metric does.
ConformanceScore runCases(const std::string &folder, const std::vector<std::string> &ids) {
  std::vector<TraceCase> all = readTraceCases((tracesDir() / folder).string()), chosen;
  for (const std::string &id : ids)
    for (const TraceCase &c : all)
      if (c.id == id)
        chosen.push_back(c);
  EXPECT_EQ(chosen.size(), ids.size());
  ConformanceMetric metric(chosen, ConformanceOptions{}, "");
  std::vector<std::function<void()>> tasks;
  metric.queue(tasks);
  for (auto &t : tasks)
    t();
  return metric.finish();
}

const TraceVerdict &verdict(const ConformanceScore &s, const std::string &id) {
  for (const TraceVerdict &v : s.traces)
    if (v.id == id)
      return v;
  static TraceVerdict none;
  ADD_FAILURE() << "no verdict for " << id;
  return none;
}

} // namespace

TEST(TraceEvents, EachJsonLineIsAnEventNamedAsTheTraceNamesIt) {
  fs::path p = writeTemp("named.ndjson", "{\"event\": \"RMPrepare\", \"x\": 1}\n"
                                         "\n"
                                         "{\"event\": {\"name\": \"BecomeLeader\", \"nid\": \"1\"}}\r\n"
                                         "{\"action\": \"Lock\"}\n"
                                         "{\"action\": {\"name\": \"Unlock\"}}\n"
                                         "{\"name\": \"Send\"}\n"
                                         "{\"type\": \"Recv\"}\n"
                                         "{\"archetypeName\": \"AProducer\", \"clock\": []}\n"
                                         "{\"x\": 2}\n");
  TraceEvents t = readTraceEvents(p.string());
  ASSERT_TRUE(t.unreadable.empty()) << t.unreadable;
  std::vector<std::pair<std::string, long>> got;
  for (const TraceEvent &e : t.events)
    got.emplace_back(e.action, e.line);
  std::vector<std::pair<std::string, long>> want = {{"RMPrepare", 1}, {"BecomeLeader", 3}, {"Lock", 4},
                                                    {"Unlock", 5},    {"Send", 6},         {"Recv", 7},
                                                    {"AProducer", 8}, {"(unnamed)", 9}};
  EXPECT_EQ(got, want);
  fs::remove(p);
}

TEST(TraceEvents, ATraceThatIsNotLineDelimitedJsonHasNoEventsAndSaysWhy) {
  fs::path p = writeTemp("binary.bin", std::string("\xac\xed\x00\x05sr", 7));
  TraceEvents t = readTraceEvents(p.string());
  EXPECT_TRUE(t.events.empty());
  EXPECT_NE(t.unreadable.find("is not a JSON object"), std::string::npos) << t.unreadable;
  fs::remove(p);
  EXPECT_NE(readTraceEvents("/nonexistent/trace.ndjson").unreadable.find("cannot read"), std::string::npos);
}

TEST(TraceEvents, ARejectedTraceFailsAtTheEventAfterThePrefixItMatched) {
  std::vector<TraceEvent> events = {{"A", 1}, {"B", 2}, {"A", 4}, {"B", 5}, {"A", 6}};
  // Matched A B A, failed at B (line 5), the last A unchecked.
  EventOutcomes o = eventOutcomes(events, 3, false, true);
  EXPECT_EQ(o.matchedEvents, 3);
  EXPECT_EQ(o.failingEvent, 4);
  EXPECT_EQ(o.failingLine, 5);
  EXPECT_EQ(o.failingAction, "B");
  EXPECT_EQ(o.actions["A"].matched, 2);
  EXPECT_EQ(o.actions["A"].unchecked, 1);
  EXPECT_EQ(o.actions["B"].matched, 1);
  EXPECT_EQ(o.actions["B"].failed, 1);
  EXPECT_EQ(o.actions["A"].rate(), 1.0);
  EXPECT_EQ(o.actions["B"].rate(), 0.5);
  // Accepted: every event matched, whatever the prefix said.
  EventOutcomes ok = eventOutcomes(events, 2, true, true);
  EXPECT_EQ(ok.matchedEvents, 5);
  EXPECT_FALSE(ok.failingLine);
  EXPECT_EQ(ok.actions["A"].matched, 3);
  // Not decided (a time-out, a model that did not load): nothing decided.
  EventOutcomes open = eventOutcomes(events, 3, false, false);
  EXPECT_FALSE(open.matchedEvents);
  EXPECT_FALSE(open.failingLine);
  EXPECT_EQ(open.actions["A"].unchecked, 3);
  EXPECT_FALSE(open.actions["A"].rate());
  // Rejected after matching every event (e.g. a property over the whole
  // trace): no event to blame.
  EventOutcomes all = eventOutcomes(events, 5, false, true);
  EXPECT_FALSE(all.failingLine);
  EXPECT_EQ(all.matchedEvents, 5);
}

// Two-phase commit (lbinria/TwoPhase): TraceSpec's index variable `l`; the
// mutants break at the line their notes name.
TEST(ConformanceEvents, TwoPhaseMutantsFailAtTheirMutatedLine) {
  if (!fs::exists(tracesDir() / "index.tsv"))
    GTEST_SKIP() << "no " << tracesDir() << " (../shared absent)";
  ConformanceScore s = runCases("lbinria-twophase", {"twophase__4RM.VEA", "twophase__4RM.VEA_neg2_aborted",
                                                     "twophase__4RM.VEA_neg1_swap13_14", "twophase__BUG-4RM.VEA"});
  ASSERT_TRUE(s.score) << s.error;
  const TraceVerdict &good = verdict(s, "twophase__4RM.VEA");
  EXPECT_TRUE(good.passed) << good.reason;
  EXPECT_EQ(good.events, 18); // 18 lines, the last without a newline
  EXPECT_EQ(good.matchedEvents, 18);
  EXPECT_FALSE(good.failingLine);
  // "line 17: rmState.0.args.0 "committed" -> "aborted"".
  const TraceVerdict &aborted = verdict(s, "twophase__4RM.VEA_neg2_aborted");
  EXPECT_FALSE(aborted.passed);
  EXPECT_EQ(aborted.exitCode, 10) << aborted.reason; // TraceAccepted, a POSTCONDITION
  EXPECT_EQ(aborted.failingLine, 17) << aborted.reason;
  EXPECT_EQ(aborted.matchedEvents, 16);
  EXPECT_NE(aborted.reason.find(":17"), std::string::npos) << aborted.reason;
  // "swapped lines 13 and 14": the first of them no longer fits.
  const TraceVerdict &swapped = verdict(s, "twophase__4RM.VEA_neg1_swap13_14");
  EXPECT_FALSE(swapped.passed);
  ASSERT_TRUE(swapped.failingLine) << swapped.reason;
  EXPECT_TRUE(*swapped.failingLine == 13 || *swapped.failingLine == 14) << *swapped.failingLine;
  // The repository's own buggy trace fails somewhere inside it.
  const TraceVerdict &bug = verdict(s, "twophase__BUG-4RM.VEA");
  EXPECT_FALSE(bug.passed);
  ASSERT_TRUE(bug.failingLine) << bug.reason;
  EXPECT_LE(*bug.failingLine, 12);
  // Per action over the four traces: every event counted once, rates over
  // the decided ones, and the totals are their sums.
  long events = 0, matched = 0, decided = 0;
  for (const auto &[name, a] : s.actions) {
    EXPECT_EQ(a.events, a.matched + a.failed + a.unchecked) << name;
    events += a.events;
    matched += a.matched;
    decided += a.matched + a.failed;
  }
  EXPECT_EQ(events, *good.events + *aborted.events + *swapped.events + *bug.events);
  EXPECT_EQ(s.eventsMatched, matched);
  EXPECT_EQ(s.eventsDecided, decided);
  EXPECT_EQ(decided - matched, 3); // one failed event per rejected trace
  ASSERT_TRUE(s.actions.count("RMPrepare"));
  EXPECT_EQ(s.actions.at("RMPrepare").failed + s.actions.at("RMPrepare").matched +
                s.actions.at("RMPrepare").unchecked,
            s.actions.at("RMPrepare").events);
}

// The benchmark's PGo dqueue reads its trace as TLC binary values: no JSON
// events to count, said so, while the pass/fail verdicts stand.
TEST(ConformanceEvents, BinaryTracesHaveNoPerActionCountsAndSayWhy) {
  if (!fs::exists(tracesDir() / "index.tsv"))
    GTEST_SKIP() << "no " << tracesDir() << " (../shared absent)";
  ConformanceScore s = runCases("sysmobench-pgo-dqueue", {"pgo-dqueue__neg1_value"});
  ASSERT_TRUE(s.score) << s.error;
  const TraceVerdict &v = s.traces.at(0);
  EXPECT_FALSE(v.passed);
  EXPECT_FALSE(v.events);
  EXPECT_FALSE(v.failingLine);
  EXPECT_NE(v.eventsUnreadable.find("not a JSON object"), std::string::npos) << v.eventsUnreadable;
  EXPECT_TRUE(s.actions.empty());
}

// etcd's raft: the trace spec filters the log (SelectSeq on "tag") and
// indexes it with `l`; each mutant changed one value on a known line (the
// first 300 lines: a few seconds; TLC takes 19 s each).
TEST(ConformanceEvents, EtcdMutantsFailAtTheirMutatedLine) {
  if (!fs::exists(tracesDir() / "index.tsv"))
    GTEST_SKIP() << "no " << tracesDir() << " (../shared absent)";
  ConformanceScore s = runCases("etcd-io-raft", {"etcd-io-raft__example_first300_neg1_commit",
                                                 "etcd-io-raft__example_first300_neg2_term"});
  ASSERT_TRUE(s.score) << s.error;
  EXPECT_EQ(verdict(s, "etcd-io-raft__example_first300_neg1_commit").failingLine, 133);
  EXPECT_EQ(verdict(s, "etcd-io-raft__example_first300_neg2_term").failingLine, 102);
}
