// `tlacore trace` end to end: text and JSON, folders of traces with the pass
// rate, windows, and the documented exit codes (0 all accepted, 1 some
// rejected, 2 bad usage or unreadable input, 3 a bad trace).
#include <nlohmann/json.hpp>

#include "../tools/cli_run.h"
#include "trace_test_support.h"

namespace {

using clirun::SpecDir;

std::string model(const std::string &name) { return "'" + tracetest::corpusPath(name + ".tla") + "' -c '" + tracetest::corpusPath(name + ".cfg") + "'"; }

const char *kGood = "{\"event\": \"Acquire\", \"args\": {\"t\": 1}, \"state\": {\"lock\": 1}}\n{\"event\": \"Release\"}\n";
const char *kRejected = "{\"event\": \"Acquire\", \"args\": {\"t\": 1}}\n{\"event\": \"Acquire\", \"args\": {\"t\": 2}}\n";
const char *kMalformed = "{\"event\": \"Acquire\"\n";

TEST(TraceCli, ExitCodesAndText) {
  SpecDir d({{"good.ndjson", kGood}, {"rejected.ndjson", kRejected}, {"bad.ndjson", kMalformed}, {"map.yaml", "events: [\n"}});
  clirun::Result good = d.run("trace " + model("Lock") + " --trace good.ndjson");
  EXPECT_EQ(good.rc, 0) << good.out;
  EXPECT_NE(good.out.find("good.ndjson: accepted (2 events"), std::string::npos) << good.out;
  clirun::Result rejected = d.run("trace " + model("Lock") + " --trace rejected.ndjson");
  EXPECT_EQ(rejected.rc, 1) << rejected.out;
  EXPECT_NE(rejected.out.find("rejected.ndjson:2:1: error: event 'Acquire' (t = 2) leaves the model"), std::string::npos)
      << rejected.out;
  clirun::Result bad = d.run("trace " + model("Lock") + " --trace bad.ndjson");
  EXPECT_EQ(bad.rc, 3) << bad.out;
  EXPECT_NE(bad.out.find("bad.ndjson:1:20: error: malformed JSON"), std::string::npos) << bad.out;
  EXPECT_NE(bad.out.find("[6003]"), std::string::npos) << bad.out;
  // Bad usage and unreadable input: 2.
  EXPECT_EQ(d.run("trace " + model("Lock")).rc, 2);
  EXPECT_EQ(d.run("trace " + model("Lock") + " --trace missing.ndjson").rc, 2);
  EXPECT_EQ(d.run("trace " + model("Lock") + " --trace good.ndjson --max-hidden -1").rc, 2);
  EXPECT_EQ(d.run("trace " + model("Lock") + " --trace good.ndjson --windows good.ndjson").rc, 2);
  EXPECT_EQ(d.run("trace nope.tla --trace good.ndjson").rc, 2);
  clirun::Result badMap = d.run("trace " + model("Lock") + " --trace good.ndjson --map map.yaml");
  EXPECT_EQ(badMap.rc, 2);
  EXPECT_NE(badMap.out.find("map.yaml:"), std::string::npos) << badMap.out;
  EXPECT_NE(badMap.out.find("[6202]"), std::string::npos) << badMap.out;
}

TEST(TraceCli, JsonOfOneTrace) {
  SpecDir d(std::vector<std::pair<std::string, std::string>>{{"rejected.ndjson", kRejected}});
  clirun::Result r = clirun::shell("cd /tmp && '" + std::string(TLACORE_BINARY) + "' trace " + model("Lock") +
                                   " --trace '" + "/dev/null" + "' --json");
  nlohmann::json empty = nlohmann::json::parse(r.out);
  EXPECT_EQ(r.rc, 3);
  EXPECT_EQ(empty["verdict"], "bad-trace");
  EXPECT_EQ(empty["error"]["code"], 6002);
  clirun::Result j = d.run("trace " + model("Lock") + " --trace rejected.ndjson --json");
  EXPECT_EQ(j.rc, 1);
  nlohmann::json o = nlohmann::json::parse(j.out);
  EXPECT_EQ(o["verdict"], "reject");
  EXPECT_EQ(o["passed"], false);
  EXPECT_EQ(o["failing_line"], 2);
  EXPECT_EQ(o["mismatch"]["event"], "Acquire");
  EXPECT_EQ(o["mismatch"]["args"]["t"], "2");
  EXPECT_EQ(o["mismatch"]["enabled"], nlohmann::json::array({"Release(1)"}));
}

TEST(TraceCli, FolderOfTracesWithPassRate) {
  SpecDir d({{"a.ndjson", kGood}, {"b.ndjson", kRejected}, {"c.jsonl", kGood}, {"notes.txt", "not a trace"}});
  clirun::Result text = d.run("trace " + model("Lock") + " --trace .");
  EXPECT_EQ(text.rc, 1) << text.out;
  EXPECT_NE(text.out.find("2/3 traces accepted (66.7%), 1 rejected"), std::string::npos) << text.out;
  clirun::Result json = d.run("trace " + model("Lock") + " --trace . --json");
  nlohmann::json o = nlohmann::json::parse(json.out);
  EXPECT_EQ(o["total"], 3);
  EXPECT_EQ(o["accepted"], 2);
  EXPECT_NEAR(o["pass_rate"].get<double>(), 2.0 / 3.0, 1e-9);
  ASSERT_EQ(o["traces"].size(), 3u);
  EXPECT_EQ(o["traces"][1]["failing_line"], 2);
  EXPECT_EQ(o["traces"][0]["failing_line"], nullptr);
}

TEST(TraceCli, Windows) {
  SpecDir d({{"w.ndjson", "{\"pre\": {\"x\": 0}, \"post\": {\"x\": 1}}\n{\"pre\": {\"x\": 0}, \"post\": {\"x\": 2}}\n"},
             {"ok.ndjson", "{\"pre\": {\"x\": 3}, \"post\": {\"x\": 4}}\n"}});
  clirun::Result r = d.run("trace " + model("Counter") + " --windows w.ndjson --action Inc");
  EXPECT_EQ(r.rc, 1) << r.out;
  EXPECT_NE(r.out.find("w.ndjson:1:1: valid: a step of Inc"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("w.ndjson:2:1: error: window is not a step of Inc"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1/2 windows valid (50.0%)"), std::string::npos) << r.out;
  EXPECT_EQ(d.run("trace " + model("Counter") + " --windows ok.ndjson --action Inc").rc, 0);
  clirun::Result j = d.run("trace " + model("Counter") + " --windows w.ndjson --action Inc --json");
  nlohmann::json o = nlohmann::json::parse(j.out);
  EXPECT_EQ(o["valid"], 1);
  EXPECT_EQ(o["windows"][1]["verdict"], "invalid");
  EXPECT_EQ(d.run("trace " + model("Counter") + " --windows w.ndjson --action Jump").rc, 3);
}

} // namespace

namespace {

// An evaluation error in the model is neither a rejection nor a bad trace: exit 4.
TEST(TraceCli, ModelEvaluationError) {
  clirun::SpecDir d(std::vector<std::pair<std::string, std::string>>{
      {"Boom.tla", "---- MODULE Boom ----\nEXTENDS Naturals, Sequences\nVARIABLE x\nInit == x = 0\n"
                   "Go == x' = Head(<<>>)\nNext == Go\n====\n"},
      {"Boom.cfg", "INIT Init\nNEXT Next\n"},
      {"t.ndjson", "{\"event\": \"Go\"}\n"}});
  clirun::Result r = d.run("trace Boom.tla --trace t.ndjson");
  EXPECT_EQ(r.rc, 4) << r.out;
  EXPECT_NE(r.out.find("t.ndjson:1:1: error: evaluating the model failed"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[6301]"), std::string::npos) << r.out;
}

} // namespace
