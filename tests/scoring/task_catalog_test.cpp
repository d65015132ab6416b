// tasks/: the benchmark's 11 systems load, agree with the benchmark's own
// files, and a broken task file is rejected with its file:line:col.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "task_catalog.h"

namespace fs = std::filesystem;
using namespace tlacore::scoring;

namespace {

const fs::path kTasks = fs::path(TLACORE_SOURCE_DIR) / "tasks";

// A valid task file; each broken variant below changes one thing in it.
const std::string kValid = R"(name: demo
description: a demo system
spec_module: demo
system_type: concurrent
language: rust
source:
  repository: https://example.org/demo.git
  branch: main
  files:
    - path: src/lib.rs
core_actions:
  from: the demo's trace events
  names: [Acquire, Release]
invariants:
  templates: sysmobench/invariant_templates/demo/invariants.yaml
  list:
    - name: Safe
      type: safety
    - name: Live
      type: liveness
trace:
  format: demo_based
  folder: data/sys_traces/demo
  sample: 3
  generated_by_benchmark: false
  patch_required: true
)";

fs::path writeTask(const std::string &name, const std::string &text) {
  fs::path dir = fs::temp_directory_path() / "tlacore-task-catalog-test";
  fs::create_directories(dir);
  fs::path f = dir / (name + ".yaml");
  std::ofstream(f) << text;
  return f;
}

std::string replaced(std::string text, const std::string &from, const std::string &to) {
  size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos)
    text.replace(at, from.size(), to);
  return text;
}

// The error loading `text` as demo.yaml gives, without the folder.
std::string errorFor(const std::string &text, const std::string &name = "demo") {
  fs::path f = writeTask(name, text);
  try {
    loadTask(f);
  } catch (const TaskFileError &e) {
    std::string m = e.what();
    std::string prefix = f.parent_path().string() + "/";
    return m.rfind(prefix, 0) == 0 ? m.substr(prefix.size()) : m;
  }
  return "<loaded>";
}

} // namespace

TEST(TaskCatalog, AllElevenSystemsLoad) {
  std::vector<TaskDefinition> tasks = loadTaskCatalog(kTasks);
  std::vector<std::string> names;
  for (const TaskDefinition &t : tasks)
    names.push_back(t.name);
  EXPECT_EQ(names, (std::vector<std::string>{"curp", "dqueue", "etcd", "locksvc", "mutex", "raftkvs", "redisraft",
                                             "ringbuffer", "rwmutex", "spin", "zookeeper"}));
  const TaskDefinition *etcd = findTask(tasks, "etcd");
  ASSERT_NE(etcd, nullptr);
  EXPECT_EQ(etcd->specModule, "etcdraft");
  EXPECT_EQ(etcd->systemType, "distributed");
  EXPECT_EQ(etcd->traceFormat, "etcd_based");
  EXPECT_EQ(etcd->traceSample, 3);
  EXPECT_TRUE(etcd->tracesGeneratedByBenchmark);
  EXPECT_EQ(etcd->invariants.size(), 13u);
  EXPECT_NE(std::find(etcd->coreActions.begin(), etcd->coreActions.end(), "BecomeLeader"), etcd->coreActions.end());
  const TaskDefinition *locksvc = findTask(tasks, "locksvc");
  ASSERT_NE(locksvc, nullptr);
  EXPECT_EQ(locksvc->invariants[2].name, "ProgressOK");
  EXPECT_EQ(locksvc->invariants[2].type, "liveness");
  EXPECT_EQ(locksvc->invariants[2].scope, "per-node");
  EXPECT_EQ(findTask(tasks, "nosuch"), nullptr);
  for (const TaskDefinition &t : tasks) {
    EXPECT_FALSE(t.coreActionsFrom.empty()) << t.name;
    EXPECT_TRUE(t.name == "zookeeper" || !t.coreActions.empty()) << t.name; // the benchmark gives zookeeper none
  }
}

TEST(TaskCatalog, AgreesWithTheBenchmarksOwnFiles) {
  fs::path shared = TLACORE_SHARED_DIR;
  if (!fs::exists(shared / "sysmobench" / "tasks"))
    GTEST_SKIP() << "no " << shared / "sysmobench";
  for (const TaskDefinition &t : loadTaskCatalog(kTasks))
    for (const std::string &d : differencesFromBenchmark(t, shared))
      ADD_FAILURE() << t.name << ": " << d;
}

TEST(TaskCatalog, TheValidExampleLoads) {
  fs::path f = writeTask("demo", kValid);
  TaskDefinition t = loadTask(f);
  EXPECT_EQ(t.name, "demo");
  EXPECT_EQ(t.coreActions, (std::vector<std::string>{"Acquire", "Release"}));
  EXPECT_EQ(t.sourceFiles.size(), 1u);
  EXPECT_TRUE(t.patchRequired);
  EXPECT_EQ(t.traceFormatDescription, "");
}

TEST(TaskCatalog, BrokenFilesGiveTheirFileLineAndColumn) {
  struct Case {
    std::string what, text, error;
  };
  std::vector<Case> cases = {
      {"not YAML", replaced(kValid, "  names: [Acquire, Release]", "  names: [Acquire, Release"),
       "demo.yaml:14:11: not valid YAML: end of sequence flow not found"},
      {"unknown top-level field", kValid + "colour: red\n",
       "demo.yaml:27:1: unknown field 'colour' in the task (known: name, description, spec_module, system_type, "
       "language, source, core_actions, invariants, trace)"},
      {"unknown nested field", replaced(kValid, "  branch: main", "  branch: main\n  url: x"),
       "demo.yaml:9:3: unknown field 'url' in source (known: repository, branch, files, commit, version)"},
      {"missing required field", replaced(kValid, "spec_module: demo\n", ""),
       "demo.yaml:1:1: missing required field 'spec_module' in the task"},
      {"missing nested field", replaced(kValid, "  format: demo_based\n", ""),
       "demo.yaml:22:3: missing required field 'format' in trace"},
      {"field twice", replaced(kValid, "language: rust", "language: rust\nlanguage: go"),
       "demo.yaml:6:1: field 'language' appears twice in the task"},
      {"bad enum", replaced(kValid, "system_type: concurrent", "system_type: cluster"),
       "demo.yaml:4:14: field 'system_type' of the task is 'cluster'; expected one of: distributed, concurrent"},
      {"bad invariant type", replaced(kValid, "type: liveness", "type: temporal"),
       "demo.yaml:20:13: field 'type' of an invariant is 'temporal'; expected one of: safety, liveness"},
      {"duplicate invariant", replaced(kValid, "name: Live", "name: Safe"),
       "demo.yaml:19:13: invariant 'Safe' is listed twice"},
      {"name differs from the file", replaced(kValid, "name: demo", "name: other"),
       "demo.yaml:1:7: name 'other' differs from the file's name 'demo.yaml'"},
      {"not a list", replaced(kValid, "[Acquire, Release]", "Acquire"),
       "demo.yaml:13:10: field 'names' of core_actions must be a list"},
      {"duplicate action", replaced(kValid, "[Acquire, Release]", "[Acquire, Acquire]"),
       "demo.yaml:13:20: core action 'Acquire' is listed twice"},
      {"not an identifier", replaced(kValid, "spec_module: demo", "spec_module: my-module"),
       "demo.yaml:3:14: spec_module 'my-module' is not a TLA+ identifier"},
      {"not a boolean", replaced(kValid, "generated_by_benchmark: false", "generated_by_benchmark: maybe"),
       "demo.yaml:25:27: field 'generated_by_benchmark' of trace must be true or false"},
      {"bad sample", replaced(kValid, "sample: 3", "sample: -1"),
       "demo.yaml:24:11: field 'sample' of trace must be a positive integer"},
      {"a string that is a mapping", replaced(kValid, "language: rust", "language: {a: 1}"),
       "demo.yaml:5:11: field 'language' of the task must be a string"},
      {"no files", replaced(kValid, "  files:\n    - path: src/lib.rs", "  files: []"),
       "demo.yaml:9:10: source lists no files"},
      {"empty file", "", "demo.yaml: the file is empty"},
      {"not a mapping", "- a\n- b\n", "demo.yaml:1:1: the task must be a mapping"},
  };
  for (const Case &c : cases)
    EXPECT_EQ(errorFor(c.text), c.error) << c.what;
  EXPECT_EQ(errorFor(kValid), "<loaded>"); // the base itself loads
}

TEST(TaskCatalog, MissingFileAndFolder) {
  try {
    loadTask("/nonexistent/demo.yaml");
    ADD_FAILURE() << "loaded";
  } catch (const TaskFileError &e) {
    EXPECT_EQ(std::string(e.what()), "/nonexistent/demo.yaml: cannot read the file");
  }
  EXPECT_THROW(loadTaskCatalog("/nonexistent"), TaskFileError);
}
