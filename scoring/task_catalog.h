// The benchmark's systems as data: tasks/<task>.yaml (schema in tasks/README.md),
// loaded and validated with errors that name the file, line and column.
#pragma once

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace tlacore::scoring {

struct TaskSourceFile {
  std::string path;
  std::string description;
};

struct TaskInvariant {
  std::string name;
  std::string type;  // "safety" or "liveness"
  std::string scope; // e.g. "per-node"; empty when none
};

struct TaskDefinition {
  std::filesystem::path file; // the YAML it was read from
  std::string name;           // = the file's stem
  std::string description;
  std::string specModule;     // the module name a model of this system must have
  std::string systemType;     // "distributed" or "concurrent"
  std::string language;
  // Where the system's code comes from.
  std::string repository, branch, commit, version; // commit, version: empty when not given
  std::vector<TaskSourceFile> sourceFiles;
  // The operations a model must have as actions, and where that list comes from.
  std::vector<std::string> coreActions;
  std::string coreActionsFrom;
  // The benchmark's invariant templates: the file (relative to ../shared) and each one's kind.
  std::string invariantTemplates;
  std::vector<TaskInvariant> invariants;
  // The system's traces.
  std::string traceFormat;
  std::string traceFormatDescription; // relative to ../shared; empty when the benchmark has none
  std::string traceFolder;            // the benchmark's folder of recorded traces
  std::optional<int> traceSample;     // how many traces the benchmark samples
  bool tracesGeneratedByBenchmark = false;
  bool patchRequired = false;
};

// A task file that cannot be read, is not YAML, or does not fit the schema.
// what() is "FILE:LINE:COL: message" (LINE:COL omitted when unknown).
class TaskFileError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

// Reads and validates one task file; throws TaskFileError.
TaskDefinition loadTask(const std::filesystem::path &file);
// Every *.yaml in `dir`, sorted by name; throws TaskFileError on the first bad one.
std::vector<TaskDefinition> loadTaskCatalog(const std::filesystem::path &dir);
// The task named `name` in `catalog`, or null.
const TaskDefinition *findTask(const std::vector<TaskDefinition> &catalog, const std::string &name);

// The tasks/ folder: $TLACORE_TASKS_DIR, else the first tasks/ with task
// files found walking up from the running binary's folder.
std::optional<std::filesystem::path> locateTasksDirectory();

// Where `task` disagrees with the benchmark's own files under `sharedDir`
// (tasks/<task>/task.yaml, its invariant templates, its trace format file);
// empty when it agrees.
std::vector<std::string> differencesFromBenchmark(const TaskDefinition &task, const std::filesystem::path &sharedDir);

} // namespace tlacore::scoring
