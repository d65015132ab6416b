// Loading and validating tasks/<task>.yaml (task_catalog.h).
#include "task_catalog.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <set>
#include <string_view>

#include <yaml-cpp/yaml.h>

namespace tlacore::scoring {

namespace fs = std::filesystem;

namespace {

using Fields = std::initializer_list<std::string_view>;

class TaskReader {
public:
  explicit TaskReader(fs::path file) : file_(std::move(file)) {}

  [[noreturn]] void fail(const YAML::Mark &at, const std::string &message) const {
    std::string where = file_.string();
    if (!at.is_null() && at.line >= 0)
      where += ":" + std::to_string(at.line + 1) + ":" + std::to_string(at.column + 1);
    throw TaskFileError(where + ": " + message);
  }

  // `node` is a mapping whose keys are among `required` and `optional`, each
  // once, with every required one present.
  void expectFields(const YAML::Node &node, const std::string &what, Fields required, Fields optional) const {
    if (!node.IsMap())
      fail(node.Mark(), what + " must be a mapping");
    std::set<std::string> seen;
    for (auto it = node.begin(); it != node.end(); ++it) {
      std::string key = it->first.Scalar();
      bool known = std::find(required.begin(), required.end(), key) != required.end() ||
                   std::find(optional.begin(), optional.end(), key) != optional.end();
      if (!known) {
        std::string list;
        for (Fields f : {required, optional})
          for (std::string_view k : f)
            list += (list.empty() ? "" : ", ") + std::string(k);
        fail(it->first.Mark(), "unknown field '" + key + "' in " + what + " (known: " + list + ")");
      }
      if (!seen.insert(key).second)
        fail(it->first.Mark(), "field '" + key + "' appears twice in " + what);
    }
    for (std::string_view k : required)
      if (!seen.count(std::string(k)))
        fail(node.Mark(), "missing required field '" + std::string(k) + "' in " + what);
  }

  std::string text(const YAML::Node &map, const std::string &key, const std::string &what,
                   bool required = true) const {
    YAML::Node v = map[key];
    if (!v)
      return "";
    if (!v.IsScalar())
      fail(v.Mark(), "field '" + key + "' of " + what + " must be a string");
    if (required && v.Scalar().empty())
      fail(v.Mark(), "field '" + key + "' of " + what + " must not be empty");
    return v.Scalar();
  }

  std::string oneOf(const YAML::Node &map, const std::string &key, const std::string &what, Fields allowed) const {
    std::string v = text(map, key, what);
    if (std::find(allowed.begin(), allowed.end(), v) == allowed.end()) {
      std::string list;
      for (std::string_view a : allowed)
        list += (list.empty() ? "" : ", ") + std::string(a);
      fail(map[key].Mark(), "field '" + key + "' of " + what + " is '" + v + "'; expected one of: " + list);
    }
    return v;
  }

  bool boolean(const YAML::Node &map, const std::string &key, const std::string &what) const {
    YAML::Node v = map[key];
    bool out = false;
    if (!v.IsScalar() || !YAML::convert<bool>::decode(v, out))
      fail(v.Mark(), "field '" + key + "' of " + what + " must be true or false");
    return out;
  }

  YAML::Node list(const YAML::Node &map, const std::string &key, const std::string &what) const {
    YAML::Node v = map[key];
    if (!v.IsSequence())
      fail(v.Mark(), "field '" + key + "' of " + what + " must be a list");
    return v;
  }

  // A TLA+ identifier: letters, digits and _, with at least one letter.
  void expectIdentifier(const YAML::Node &node, const std::string &value, const std::string &what) const {
    bool letter = false, ok = !value.empty();
    for (char c : value) {
      letter |= std::isalpha(static_cast<unsigned char>(c)) != 0;
      ok &= std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
    }
    if (!ok || !letter)
      fail(node.Mark(), what + " '" + value + "' is not a TLA+ identifier");
  }

  TaskDefinition read() const {
    YAML::Node root;
    try {
      root = YAML::LoadFile(file_.string());
    } catch (const YAML::BadFile &) {
      throw TaskFileError(file_.string() + ": cannot read the file");
    } catch (const YAML::ParserException &e) {
      fail(e.mark, "not valid YAML: " + e.msg);
    }
    if (!root || root.IsNull())
      fail(YAML::Mark::null_mark(), "the file is empty");
    TaskDefinition t;
    t.file = file_;
    expectFields(root, "the task",
                 {"name", "description", "spec_module", "system_type", "language", "source", "core_actions",
                  "invariants", "trace"},
                 {});
    t.name = text(root, "name", "the task");
    if (t.name != file_.stem().string())
      fail(root["name"].Mark(), "name '" + t.name + "' differs from the file's name '" + file_.filename().string() + "'");
    t.description = text(root, "description", "the task");
    t.specModule = text(root, "spec_module", "the task");
    expectIdentifier(root["spec_module"], t.specModule, "spec_module");
    t.systemType = oneOf(root, "system_type", "the task", {"distributed", "concurrent"});
    t.language = text(root, "language", "the task");
    readSource(root["source"], t);
    readCoreActions(root["core_actions"], t);
    readInvariants(root["invariants"], t);
    readTrace(root["trace"], t);
    return t;
  }

private:
  void readSource(const YAML::Node &s, TaskDefinition &t) const {
    expectFields(s, "source", {"repository", "branch", "files"}, {"commit", "version"});
    t.repository = text(s, "repository", "source");
    t.branch = text(s, "branch", "source");
    t.commit = text(s, "commit", "source");
    t.version = text(s, "version", "source");
    YAML::Node files = list(s, "files", "source");
    if (files.size() == 0)
      fail(files.Mark(), "source lists no files");
    for (const YAML::Node &f : files) {
      expectFields(f, "a source file", {"path"}, {"description"});
      t.sourceFiles.push_back({text(f, "path", "a source file"), text(f, "description", "a source file", false)});
    }
  }

  void readCoreActions(const YAML::Node &c, TaskDefinition &t) const {
    expectFields(c, "core_actions", {"from", "names"}, {});
    t.coreActionsFrom = text(c, "from", "core_actions");
    for (const YAML::Node &n : list(c, "names", "core_actions")) {
      if (!n.IsScalar())
        fail(n.Mark(), "each core action must be a name");
      expectIdentifier(n, n.Scalar(), "core action");
      if (std::find(t.coreActions.begin(), t.coreActions.end(), n.Scalar()) != t.coreActions.end())
        fail(n.Mark(), "core action '" + n.Scalar() + "' is listed twice");
      t.coreActions.push_back(n.Scalar());
    }
  }

  void readInvariants(const YAML::Node &inv, TaskDefinition &t) const {
    expectFields(inv, "invariants", {"templates", "list"}, {});
    t.invariantTemplates = text(inv, "templates", "invariants");
    for (const YAML::Node &i : list(inv, "list", "invariants")) {
      expectFields(i, "an invariant", {"name", "type"}, {"scope"});
      TaskInvariant v{text(i, "name", "an invariant"), oneOf(i, "type", "an invariant", {"safety", "liveness"}),
                      text(i, "scope", "an invariant")};
      expectIdentifier(i["name"], v.name, "invariant name");
      for (const TaskInvariant &o : t.invariants)
        if (o.name == v.name)
          fail(i["name"].Mark(), "invariant '" + v.name + "' is listed twice");
      t.invariants.push_back(std::move(v));
    }
    if (t.invariants.empty())
      fail(inv.Mark(), "invariants lists no invariant");
  }

  void readTrace(const YAML::Node &tr, TaskDefinition &t) const {
    expectFields(tr, "trace", {"format", "folder", "generated_by_benchmark", "patch_required"},
                 {"format_description", "sample"});
    t.traceFormat = text(tr, "format", "trace");
    t.traceFormatDescription = text(tr, "format_description", "trace");
    t.traceFolder = text(tr, "folder", "trace");
    if (YAML::Node s = tr["sample"]) {
      int n = 0;
      if (!s.IsScalar() || !YAML::convert<int>::decode(s, n) || n < 1)
        fail(s.Mark(), "field 'sample' of trace must be a positive integer");
      t.traceSample = n;
    }
    t.tracesGeneratedByBenchmark = boolean(tr, "generated_by_benchmark", "trace");
    t.patchRequired = boolean(tr, "patch_required", "trace");
  }

  fs::path file_;
};

} // namespace

TaskDefinition loadTask(const fs::path &file) { return TaskReader(file).read(); }

std::vector<TaskDefinition> loadTaskCatalog(const fs::path &dir) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    throw TaskFileError(dir.string() + ": not a folder of task files");
  std::vector<fs::path> files;
  for (const fs::directory_entry &e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".yaml")
      files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::vector<TaskDefinition> out;
  for (const fs::path &f : files)
    out.push_back(loadTask(f));
  return out;
}

const TaskDefinition *findTask(const std::vector<TaskDefinition> &catalog, const std::string &name) {
  for (const TaskDefinition &t : catalog)
    if (t.name == name)
      return &t;
  return nullptr;
}

std::optional<fs::path> locateTasksDirectory() {
  if (const char *env = std::getenv("TLACORE_TASKS_DIR"); env && *env)
    return fs::path(env);
  std::error_code ec;
  fs::path dir = fs::read_symlink("/proc/self/exe", ec).parent_path();
  for (; !ec && !dir.empty(); dir = dir.parent_path()) {
    if (fs::exists(dir / "tasks" / "etcd.yaml", ec))
      return dir / "tasks";
    if (dir == dir.parent_path())
      break;
  }
  return std::nullopt;
}

std::vector<std::string> differencesFromBenchmark(const TaskDefinition &task, const fs::path &sharedDir) {
  std::vector<std::string> out;
  fs::path taskYaml = sharedDir / "sysmobench" / "tasks" / task.name / "task.yaml";
  try {
    YAML::Node b = YAML::LoadFile(taskYaml.string());
    auto same = [&](const char *field, const std::string &mine, const std::string &theirs) {
      if (mine != theirs)
        out.push_back(std::string(field) + ": '" + mine + "' here, '" + theirs + "' in " + taskYaml.string());
    };
    same("spec_module", task.specModule, b["specModule"].as<std::string>(""));
    same("system_type", task.systemType, b["system_type"].as<std::string>(""));
    same("language", task.language, b["language"].as<std::string>(""));
    same("description", task.description, b["description"].as<std::string>(""));
    same("source.repository", task.repository, b["repository"]["url"].as<std::string>(""));
    same("trace.format", task.traceFormat, b["trace_format"].as<std::string>(""));
    same("trace.folder", task.traceFolder, b["traces_folder"].as<std::string>(""));
    YAML::Node inv = YAML::LoadFile((sharedDir / task.invariantTemplates).string())["invariants"];
    std::vector<std::string> theirs, mine;
    for (const YAML::Node &i : inv)
      theirs.push_back(i["name"].as<std::string>("") + ":" + i["type"].as<std::string>(""));
    for (const TaskInvariant &i : task.invariants)
      mine.push_back(i.name + ":" + i.type);
    if (mine != theirs)
      out.push_back("the invariants (name:type) differ from " + task.invariantTemplates);
  } catch (const YAML::Exception &e) {
    out.push_back(std::string("cannot read the benchmark's files: ") + e.what());
  }
  if (!task.traceFormatDescription.empty() && !fs::exists(sharedDir / task.traceFormatDescription))
    out.push_back("trace.format_description " + task.traceFormatDescription + " does not exist");
  return out;
}

} // namespace tlacore::scoring
