// The sweep driver: manifests and ids, shards, the database's migrations, how a scorer process ended, and a
// whole sweep with the fake scorer (crashing, hanging and memory-exhausting items among scored ones).
#include <sys/wait.h>

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include "sweep_child.h"
#include "sweep_db.h"
#include "sweep_manifest.h"
#include "sweep_report.h"
#include "sweep_run.h"

namespace fs = std::filesystem;
using namespace tlacore::scoring;

namespace {

class TempDir {
public:
  TempDir() {
    char tmpl[] = "/tmp/tlacore-sweep-test-XXXXXX";
    path_ = mkdtemp(tmpl);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  fs::path operator/(const std::string &name) const { return path_ / name; }
  const fs::path &path() const { return path_; }
  void write(const std::string &name, const std::string &text) const {
    fs::create_directories((path_ / name).parent_path());
    std::ofstream(path_ / name) << text;
  }

private:
  fs::path path_;
};

std::string run(const std::string &cmd, int *rc = nullptr) {
  std::string out;
  FILE *p = popen((cmd + " 2>&1").c_str(), "r");
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0)
    out.append(buf, n);
  int status = pclose(p);
  if (rc)
    *rc = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return out;
}

std::string module(const std::string &name, const std::string &directive = "") {
  return "---- MODULE " + name + " ----\n" + (directive.empty() ? "" : "\\* sweep-fake: " + directive + "\n") +
         "VARIABLE x\nInit == x = 0\nNext == x' = x\n====\n";
}

} // namespace

TEST(SweepManifest, YamlJsonLinesAndFolderGiveItemsWithStableIds) {
  TempDir dir;
  dir.write("a/One.tla", module("One"));
  dir.write("a/One.cfg", "INIT Init\nNEXT Next\n");
  dir.write("b/Two.tla", module("Two"));
  dir.write("b/Two.cfg", "INIT Init\nNEXT Next\n");
  dir.write("b/NoCfg.tla", module("NoCfg"));
  dir.write("m.yaml", "defaults:\n  task: spin\nitems:\n"
                      "  - {model: a/One.tla, cfg: a/One.cfg, group: a}\n"
                      "  - {model: b/Two.tla, cfg: b/Two.cfg, group: b, kind: syntax-only}\n"
                      "  - {model: a/One.tla, cfg: a/One.cfg, group: a}\n");
  dir.write("m.jsonl", "{\"task\": \"spin\", \"model\": \"a/One.tla\", \"cfg\": \"a/One.cfg\", \"group\": \"a\"}\n\n"
                       "{\"model\": \"b/Two.tla\", \"cfg\": \"b/Two.cfg\", \"group\": \"b\", \"task\": \"spin\", "
                       "\"metrics\": [\"syntax\"]}\n");
  Manifest yaml = loadManifest(dir / "m.yaml", allMetrics());
  Manifest jsonl = loadManifest(dir / "m.jsonl", allMetrics());
  ASSERT_EQ(yaml.items.size(), 2u); // the repeated entry is one item
  EXPECT_EQ(yaml.warnings.size(), 1u);
  ASSERT_EQ(jsonl.items.size(), 2u);
  for (size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(yaml.items[i].id, jsonl.items[i].id) << "same entry, same id, whatever the format";
    EXPECT_EQ(yaml.items[i].seq, static_cast<int64_t>(i));
  }
  EXPECT_EQ(yaml.hash, jsonl.hash);
  EXPECT_EQ(yaml.items[0].metrics, allMetrics());
  EXPECT_EQ(yaml.items[0].kind, "full");
  EXPECT_EQ(yaml.items[1].metrics, std::vector<std::string>{"syntax"});
  EXPECT_EQ(yaml.items[1].kind, "syntax-only");
  EXPECT_EQ(yaml.items[0].modelPath, (dir / "a/One.tla").lexically_normal());
  // Other default metrics: other ids, another manifest hash.
  Manifest syntaxOnly = loadManifest(dir / "m.yaml", {"syntax"});
  EXPECT_NE(syntaxOnly.items[0].id, yaml.items[0].id);
  EXPECT_NE(syntaxOnly.hash, yaml.hash);
  // auto: syntax and runtime, plus what the item's inputs allow.
  dir.write("auto.jsonl", "{\"model\": \"a/One.tla\"}\n{\"model\": \"a/One.tla\", \"invariants\": \"inv.json\", "
                          "\"traces\": \"traces\"}\n");
  Manifest automatic = loadManifest(dir / "auto.jsonl", parseMetricList("auto"));
  ASSERT_EQ(automatic.items.size(), 2u);
  EXPECT_EQ(automatic.items[0].metrics, (std::vector<std::string>{"syntax", "runtime"}));
  EXPECT_EQ(automatic.items[1].metrics, allMetrics());

  Manifest folder = loadManifest(dir.path(), allMetrics());
  ASSERT_EQ(folder.items.size(), 2u) << "NoCfg.tla has no .cfg beside it";
  EXPECT_EQ(folder.items[0].model, "a/One.tla");
  EXPECT_EQ(folder.items[0].cfg, "a/One.cfg");
  EXPECT_EQ(folder.items[0].group, "a");
  EXPECT_EQ(folder.items[1].model, "b/Two.tla");
}

TEST(SweepManifest, BadEntriesAreRefusedWithTheirPlace) {
  TempDir dir;
  dir.write("unknown.jsonl", "{\"model\": \"x.tla\", \"colour\": \"red\"}\n");
  dir.write("nomodel.yaml", "- {task: t}\n");
  dir.write("badmetric.jsonl", "{\"model\": \"x.tla\", \"metrics\": \"speed\"}\n");
  dir.write("badkind.yaml", "items:\n  - {model: x.tla, kind: half}\n");
  dir.write("notjson.jsonl", "{\"model\": \n");
  for (const char *name : {"unknown.jsonl", "nomodel.yaml", "badmetric.jsonl", "badkind.yaml", "notjson.jsonl"}) {
    try {
      loadManifest(dir / name, allMetrics());
      ADD_FAILURE() << name << " was accepted";
    } catch (const ManifestError &e) {
      EXPECT_NE(std::string(e.what()).find(name), std::string::npos) << e.what();
    }
  }
  EXPECT_THROW(loadManifest(dir / "missing.yaml", allMetrics()), ManifestError);
  EXPECT_THROW(parseMetricList("syntax,bogus"), ManifestError);
  EXPECT_EQ(parseMetricList("invariants, syntax"), (std::vector<std::string>{"syntax", "invariants"}));
}

TEST(SweepShards, EveryItemInExactlyOneShardWhateverTheCount) {
  std::vector<SweepItem> items(23);
  for (size_t i = 0; i < items.size(); ++i) {
    items[i].seq = static_cast<int64_t>(i);
    items[i].id = std::to_string(i);
  }
  for (int count = 1; count <= 7; ++count) {
    std::map<std::string, int> seen;
    for (int index = 0; index < count; ++index)
      for (const SweepItem &item : shardItems(items, index, count))
        ++seen[item.id];
    EXPECT_EQ(seen.size(), items.size());
    for (const auto &[id, n] : seen)
      EXPECT_EQ(n, 1) << id;
  }
}

TEST(SweepShards, ChosenFromTheOptionSlurmOrKubernetes) {
  auto envOf = [](std::map<std::string, std::string> vars) {
    return [vars](const char *name) -> const char * {
      auto it = vars.find(name);
      return it == vars.end() ? nullptr : it->second.c_str();
    };
  };
  ShardChoice c = chooseShard("2/5", 0, envOf({{"SLURM_ARRAY_TASK_ID", "1"}, {"SLURM_ARRAY_TASK_COUNT", "4"}}));
  EXPECT_EQ(c.index, 2);
  EXPECT_EQ(c.count, 5);
  c = chooseShard("", 0, envOf({{"SLURM_ARRAY_TASK_ID", "7"}, {"SLURM_ARRAY_TASK_MIN", "5"},
                                {"SLURM_ARRAY_TASK_COUNT", "4"}}));
  EXPECT_EQ(c.index, 2);
  EXPECT_EQ(c.count, 4);
  EXPECT_EQ(c.source, "SLURM_ARRAY_TASK_ID");
  c = chooseShard("", 0, envOf({{"JOB_COMPLETION_INDEX", "3"}, {"TLACORE_SHARD_COUNT", "4"}}));
  EXPECT_EQ(c.index, 3);
  EXPECT_EQ(c.count, 4);
  c = chooseShard("", 6, envOf({{"JOB_COMPLETION_INDEX", "3"}}));
  EXPECT_EQ(c.count, 6);
  c = chooseShard("", 0, envOf({}));
  EXPECT_EQ(c.count, 1);
  EXPECT_THROW(chooseShard("", 0, envOf({{"JOB_COMPLETION_INDEX", "3"}})), std::invalid_argument);
  EXPECT_THROW(chooseShard("4/4", 0, envOf({})), std::invalid_argument);
  EXPECT_THROW(chooseShard("1-4", 0, envOf({})), std::invalid_argument);
  EXPECT_THROW(chooseShard("x/4", 0, envOf({})), std::invalid_argument);

  EXPECT_EQ(shardDbPath("r-{shard}.sqlite", ShardChoice{2, 4, "--shard"}), "r-2.sqlite");
  EXPECT_EQ(shardDbPath("out/r.sqlite", ShardChoice{2, 4, "JOB_COMPLETION_INDEX"}), "out/r.shard-2-of-4.sqlite");
  EXPECT_EQ(shardDbPath("r.sqlite", ShardChoice{2, 4, "--shard"}), "r.sqlite");
}

TEST(SweepChild, EndsAreClassified) {
  ChildBudget budget{5, 1ull << 30};
  int exited0 = 0, exited1 = 1 << 8, exited2 = 2 << 8;
  EXPECT_EQ(classifyEnd(exited0, false, "", budget).status, "ok");
  ChildEnd e = classifyEnd(exited1, false, "warming up\nno cfg found\n", budget);
  EXPECT_EQ(e.status, "error");
  EXPECT_EQ(e.detail, "exit 1: no cfg found");
  EXPECT_EQ(classifyEnd(exited2, false, "", budget).exitCode, 2);
  e = classifyEnd(SIGSEGV, false, "", budget);
  EXPECT_EQ(e.status, "crash");
  EXPECT_EQ(e.signal, "SIGSEGV");
  e = classifyEnd(SIGABRT, false, "terminate called after throwing an instance of 'std::bad_alloc'\n", budget);
  EXPECT_EQ(e.status, "out-of-memory");
  EXPECT_NE(e.detail.find("1024 MiB"), std::string::npos) << e.detail;
  EXPECT_EQ(classifyEnd(SIGABRT, false, "assertion failed", budget).status, "crash");
  // A silent abort near the budget (tlacore check under RLIMIT_AS aborts so).
  e = classifyEnd(SIGABRT, false, "", budget, 600 * 1024);
  EXPECT_EQ(e.status, "out-of-memory");
  EXPECT_EQ(e.detail, "SIGABRT at 600 MiB resident of the 1024 MiB budget (an allocation failed)");
  EXPECT_EQ(classifyEnd(SIGABRT, false, "", budget, 100 * 1024).status, "crash");
  EXPECT_EQ(classifyEnd(SIGABRT, false, "", ChildBudget{5, 0}, 600 * 1024).status, "crash");
  EXPECT_EQ(classifyEnd(SIGKILL, true, "", budget).status, "timeout");
  EXPECT_EQ(classifyEnd(SIGKILL, false, "", budget).status, "out-of-memory");
  EXPECT_EQ(classifyEnd(exited1, false, "error: out of memory\n", budget).status, "out-of-memory");
  // tlacore's own out-of-memory report (exit 153) is on stdout, as TLC's is.
  int exited153 = 153 << 8;
  EXPECT_EQ(classifyEnd(exited153, false, "", budget, 0, "...\ntlacore ran out of memory while exploring\n").status,
            "out-of-memory");
  EXPECT_EQ(classifyEnd(exited153, false, "", budget, 0, "Error: something else\n").status, "error");
  EXPECT_EQ(signalName(SIGBUS), "SIGBUS");
  EXPECT_EQ(parseByteSize("4G"), 4ull << 30);
  EXPECT_EQ(parseByteSize("512m"), 512ull << 20);
  EXPECT_EQ(parseByteSize("1000"), 1000u);
  EXPECT_FALSE(parseByteSize("4X"));
  EXPECT_FALSE(parseByteSize("G"));
}

TEST(SweepDb, AVersionOneDatabaseIsMigratedAndKeepsItsItems) {
  TempDir dir;
  fs::path path = dir / "old.sqlite";
  {
    sqlite3 *db = nullptr;
    ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    // The schema as version 1 of the migrations left it.
    const char *v1 =
        "CREATE TABLE schema_version(version INTEGER NOT NULL); INSERT INTO schema_version VALUES(1);"
        "CREATE TABLE sweep(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
        "CREATE TABLE items(id TEXT PRIMARY KEY, seq INTEGER NOT NULL, name TEXT NOT NULL, task TEXT, grp TEXT,"
        " kind TEXT, model TEXT, cfg TEXT, metrics TEXT, entry TEXT NOT NULL, status TEXT NOT NULL, detail TEXT,"
        " exit_code INTEGER, signal TEXT, syntax REAL, runtime REAL, conformance REAL, invariants REAL,"
        " result TEXT, stderr TEXT, wall_seconds REAL, cpu_seconds REAL, max_rss_kb INTEGER, finished_at TEXT);"
        "INSERT INTO items(id,seq,name,entry,status,syntax) VALUES('abc',0,'m.tla','{}','ok',0.5);";
    ASSERT_EQ(sqlite3_exec(db, v1, nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
  }
  SweepDb db(path);
  EXPECT_EQ(db.schemaVersion(), sweepSchemaVersion());
  auto items = db.items();
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].syntax, 0.5);
  EXPECT_FALSE(items[0].invariantsUnknownApart);
  ItemResult again = items[0];
  again.status = "crash";
  EXPECT_FALSE(db.insert(again)) << "an item already there is never written twice";
  EXPECT_EQ(db.items()[0].status, "ok");
  db.setMeta("manifest_hash", "h1");
  db.setMeta("manifest_hash", "h2");
  EXPECT_EQ(db.meta("manifest_hash"), "h2");
  EXPECT_FALSE(db.meta("nothing"));
}

// The acceptance case: a crash, a hang and a memory exhaustion (plus an
// abort, a stack overflow, an internal error and unreadable output) among
// normal items; the sweep finishes, each is recorded with its category, the
// others are scored, and a second run has nothing left to do.
TEST(SweepRun, CrashingHangingAndMemoryExhaustingItemsAreRecordedAndTheRestScored) {
  TempDir dir;
  std::map<std::string, std::string> directives{
      {"Crash", "crash"},       {"Hang", "hang"},         {"Oom", "oom"},
      {"Abort", "abort"},       {"Deep", "stack-overflow"}, {"Internal", "internal-error"},
      {"Garbage", "garbage"},   {"Broken", "syntax-error"}};
  std::string manifest = "items:\n";
  for (int i = 0; i < 6; ++i) {
    std::string name = "Good" + std::to_string(i);
    dir.write(name + ".tla", module(name));
    manifest += "  - {model: " + name + ".tla, task: demo, group: llm" + std::to_string(i % 2) + "}\n";
  }
  for (const auto &[name, directive] : directives) {
    dir.write(name + ".tla", module(name, directive));
    manifest += "  - {model: " + name + ".tla, task: demo, group: llm-bad}\n";
  }
  manifest += "  - {model: Missing.tla, task: demo}\n";
  dir.write("m.yaml", manifest);
  std::string db = (dir / "r.sqlite").string();
  std::string cmd = std::string("'") + TLACORE_BINARY + "' sweep '" + (dir / "m.yaml").string() + "' --db '" + db +
                    "' --jobs 4 --timeout 5 --max-memory 256M --metrics all --scorer '" + SWEEP_FAKE_SCORER + "'";
  int rc = -1;
  std::string out = run(cmd, &rc);
  ASSERT_EQ(rc, 0) << out;

  SweepDb results(db);
  std::map<std::string, ItemResult> byName;
  for (ItemResult &r : results.items())
    byName[r.name] = r;
  ASSERT_EQ(byName.size(), 6 + directives.size() + 1) << out;
  for (int i = 0; i < 6; ++i) {
    const ItemResult &r = byName["Good" + std::to_string(i) + ".tla"];
    EXPECT_EQ(r.status, "ok") << r.detail;
    EXPECT_EQ(r.syntax, 1.0);
    EXPECT_TRUE(r.runtime && r.conformance && r.invariants);
  }
  EXPECT_EQ(byName["Crash.tla"].status, "crash");
  EXPECT_EQ(byName["Crash.tla"].signal, "SIGSEGV");
  EXPECT_EQ(byName["Abort.tla"].status, "crash");
  EXPECT_EQ(byName["Abort.tla"].signal, "SIGABRT");
  EXPECT_EQ(byName["Deep.tla"].status, "crash");
  EXPECT_EQ(byName["Deep.tla"].signal, "SIGSEGV");
  EXPECT_EQ(byName["Hang.tla"].status, "timeout");
  EXPECT_NE(byName["Hang.tla"].detail.find("5 s budget"), std::string::npos) << byName["Hang.tla"].detail;
  EXPECT_EQ(byName["Oom.tla"].status, "out-of-memory") << byName["Oom.tla"].detail;
  EXPECT_NE(byName["Oom.tla"].detail.find("256 MiB"), std::string::npos) << byName["Oom.tla"].detail;
  EXPECT_EQ(byName["Internal.tla"].status, "error");
  EXPECT_EQ(byName["Internal.tla"].exitCode, 1);
  EXPECT_EQ(byName["Garbage.tla"].status, "error");
  EXPECT_EQ(byName["Missing.tla"].status, "error");
  EXPECT_EQ(byName["Missing.tla"].exitCode, 2);
  EXPECT_EQ(byName["Broken.tla"].status, "ok");
  EXPECT_EQ(byName["Broken.tla"].syntax, 0.25);
  auto cats = failureCategories(byName["Broken.tla"]);
  EXPECT_NE(std::find(cats.begin(), cats.end(), "syntax"), cats.end());
  EXPECT_EQ(failureCategories(byName["Hang.tla"]).front(), "timeout");
  EXPECT_EQ(failureCategories(byName["Missing.tla"]).front(), "bad input");
  // Runtime error kinds come from the simulations' outcomes.
  ItemResult runs;
  runs.status = "ok";
  runs.result = R"({"runtime": {"score": 0.5, "error_actions": ["A"], "runs": [{"outcome": "success"},
                   {"outcome": "evaluationError"}, {"outcome": "deadlock"}, {"outcome": "evaluationError"}]}})";
  EXPECT_EQ(failureCategories(runs), (std::vector<std::string>{"runtime evaluationError", "runtime deadlock"}));
  runs.result = R"({"runtime": {"score": 0.5, "error_actions": ["A"], "runs": []}})";
  EXPECT_EQ(failureCategories(runs), std::vector<std::string>{"runtime error"});

  // Nothing left: the second run starts no scorer.
  out = run(cmd + " --json-progress", &rc);
  ASSERT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("\"already_done\":15"), std::string::npos) << out;
  EXPECT_EQ(out.find("\"event\":\"item\""), std::string::npos) << out;
  EXPECT_EQ(results.items().size(), 15u);

  // --retry crash scores the three crashed items again, nothing else.
  out = run(cmd + " --json-progress --retry crash", &rc);
  ASSERT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("\"already_done\":12"), std::string::npos) << out;
  EXPECT_NE(out.find("scoring 3 recorded items again"), std::string::npos) << out;
  EXPECT_EQ(results.items().size(), 15u);
  EXPECT_EQ(out.find("--retry takes"), std::string::npos);
  EXPECT_EQ(run(cmd + " --retry sometimes", &rc).find("--retry takes"), 0u + std::string("tlacore sweep: ").size());

  // The same database with another manifest is refused.
  dir.write("other.yaml", "- {model: Good0.tla}\n");
  out = run(std::string("'") + TLACORE_BINARY + "' sweep '" + (dir / "other.yaml").string() + "' --db '" + db +
                "' --scorer '" + SWEEP_FAKE_SCORER + "'",
            &rc);
  EXPECT_EQ(rc, 2) << out;
  EXPECT_NE(out.find("another manifest"), std::string::npos) << out;

  // CSV: header, one row per item in manifest order, timings last.
  out = run(std::string("'") + TLACORE_BINARY + "' report '" + db + "' --csv -", &rc);
  ASSERT_EQ(rc, 0) << out;
  std::istringstream lines(out);
  std::string header, first;
  std::getline(lines, header);
  std::getline(lines, first);
  EXPECT_EQ(header.rfind("item,status,syntax,runtime,conformance,invariants,", 0), 0u) << header;
  EXPECT_EQ(header.substr(header.size() - 35), "wall_seconds,cpu_seconds,max_rss_kb");
  EXPECT_EQ(first.rfind("Good0.tla,ok,1.0000,", 0), 0u) << first;
}

TEST(SweepRun, ProgressIsPlainLinesOffATerminalAndJsonOnRequest) {
  TempDir dir;
  std::string manifest;
  for (int i = 0; i < 10; ++i) {
    dir.write("M" + std::to_string(i) + ".tla", module("M" + std::to_string(i)));
    manifest += "{\"model\": \"M" + std::to_string(i) + ".tla\"}\n";
  }
  dir.write("m.jsonl", manifest);
  std::string base = std::string("'") + TLACORE_BINARY + "' sweep '" + (dir / "m.jsonl").string() +
                     "' --jobs 2 --scorer '" + SWEEP_FAKE_SCORER + "'";
  int rc = -1;
  // A scorer that cannot start: every item is an environment failure, and
  // the next run (the default --retry environment) scores them all.
  std::string out = run(std::string("'") + TLACORE_BINARY + "' sweep '" + (dir / "m.jsonl").string() +
                            "' --scorer /nonexistent/scorer --db '" + (dir / "a.sqlite").string() + "'",
                        &rc);
  ASSERT_EQ(rc, 0) << out;
  {
    SweepDb first((dir / "a.sqlite").string());
    auto items = first.items();
    ASSERT_EQ(items.size(), 10u);
    EXPECT_EQ(items[0].status, "error");
    EXPECT_EQ(items[0].detail, "the scorer could not be started (exit 127)");
    EXPECT_EQ(failureCategories(items[0]), std::vector<std::string>{"environment"});
  }
  out = run(base + " --db '" + (dir / "a.sqlite").string() + "' --progress-every 5", &rc);
  ASSERT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("sweep: 5/10 items"), std::string::npos) << out;
  EXPECT_NE(out.find("sweep: 10/10 items"), std::string::npos) << out;
  EXPECT_NE(out.find("items/min, ETA"), std::string::npos) << out;
  EXPECT_NE(out.find("scoring 10 recorded items again"), std::string::npos) << out;
  {
    SweepDb second((dir / "a.sqlite").string());
    for (const ItemResult &r : second.items())
      EXPECT_EQ(r.status, "ok") << r.name << ": " << r.detail;
  }
  out = run(base + " --db '" + (dir / "b.sqlite").string() + "' --json-progress 2>/dev/null", &rc);
  ASSERT_EQ(rc, 0) << out;
  std::istringstream lines(out);
  std::string line;
  int items = 0, starts = 0, dones = 0;
  while (std::getline(lines, line)) {
    items += line.find("\"event\":\"item\"") != std::string::npos;
    starts += line.find("\"event\":\"start\"") != std::string::npos;
    dones += line.find("\"event\":\"done\"") != std::string::npos;
    EXPECT_EQ(line.front(), '{') << line;
  }
  EXPECT_EQ(items, 10);
  EXPECT_EQ(starts, 1);
  EXPECT_EQ(dones, 1);
}

// The real checker exhausting its address-space budget (it aborts without a
// word under RLIMIT_AS) is recorded as out-of-memory, not as a crash.
TEST(SweepRun, TheRealCheckerExhaustingMemoryIsOutOfMemory) {
  TempDir dir;
  dir.write("Grow.tla", "---- MODULE Grow ----\nEXTENDS Naturals, Sequences\nVARIABLE x\nInit == x = <<>>\n"
                        "Next == x' = x \\o x \\o <<1>> \\o x\n====\n");
  dir.write("Grow.cfg", "INIT Init\nNEXT Next\n");
  dir.write("check.sh", std::string("#!/bin/sh\nfor a; do last=$a; done\nexec '") + TLACORE_BINARY +
                            "' check --workers 1 --no-progress \"$last\"\n");
  fs::permissions(dir / "check.sh", fs::perms::owner_all);
  dir.write("m.yaml", "- {model: Grow.tla, cfg: Grow.cfg}\n");
  int rc = -1;
  std::string out = run(std::string("'") + TLACORE_BINARY + "' sweep '" + (dir / "m.yaml").string() + "' --db '" +
                            (dir / "r.sqlite").string() + "' --timeout 120 --max-memory 1G --scorer '" +
                            (dir / "check.sh").string() + "'",
                        &rc);
  ASSERT_EQ(rc, 0) << out;
  SweepDb results((dir / "r.sqlite").string());
  auto items = results.items();
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].status, "out-of-memory") << items[0].detail << "\n" << items[0].stderrTail;
  EXPECT_NE(items[0].detail.find("1024 MiB budget"), std::string::npos) << items[0].detail;
}

// With the real `tlacore score` (the default scorer; skipped visibly while
// this tlacore has none): a passing module, a broken one and a full item.
TEST(SweepRun, TheRealScorerIsTheDefault) {
  TempDir dir;
  dir.write("Good.tla", "---- MODULE Good ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                        "Next == x' = (x + 1) % 3\nSpec == Init /\\ [][Next]_x\n====\n");
  dir.write("Good.cfg", "INIT Init\nNEXT Next\n");
  dir.write("Broken.tla", "---- MODULE Broken ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                          "Next == x' = x +\n====\n");
  int rc = -1;
  std::string probe = run(std::string("'") + TLACORE_BINARY + "' score --json --metrics syntax '" +
                              (dir / "Good.tla").string() + "' 2>/dev/null",
                          &rc);
  nlohmann::json scored = nlohmann::json::parse(probe, nullptr, false);
  if (rc != 0 || !scored.is_object() || !scored.contains("syntax") || !scored["syntax"].contains("score") ||
      !scored["syntax"]["score"].is_number())
    GTEST_SKIP() << "this tlacore has no `score --json` with the syntax metric yet (exit " << rc
                 << "); the sweep's other tests use the fake scorer";
  dir.write("m.yaml", "items:\n  - {model: Good.tla, kind: syntax-only}\n  - {model: Broken.tla, kind: syntax-only}\n"
                      "  - {model: Good.tla, cfg: Good.cfg, metrics: [syntax, runtime], seeds: 1-2}\n");
  std::string out = run(std::string("env -u TLACORE_SWEEP_SCORER '") + TLACORE_BINARY + "' sweep '" +
                            (dir / "m.yaml").string() + "' --db '" + (dir / "r.sqlite").string() +
                            "' --timeout 300 --jobs 2",
                        &rc);
  ASSERT_EQ(rc, 0) << out;
  SweepDb results((dir / "r.sqlite").string());
  auto items = results.items();
  ASSERT_EQ(items.size(), 3u);
  EXPECT_EQ(items[0].status, "ok") << items[0].detail << items[0].stderrTail;
  EXPECT_EQ(items[0].syntax, 1.0);
  EXPECT_EQ(items[1].status, "ok") << items[1].detail << items[1].stderrTail;
  ASSERT_TRUE(items[1].syntax);
  EXPECT_LT(*items[1].syntax, 1.0);
  EXPECT_EQ(items[2].status, "ok") << items[2].detail << items[2].stderrTail;
  EXPECT_TRUE(items[2].runtime) << items[2].result;
}
