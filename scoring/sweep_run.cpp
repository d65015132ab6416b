// The sweep driver: manifest -> shard -> pending items -> N scorer children -> one transaction per finished item.
#include "sweep_run.h"

#include <signal.h>
#include <unistd.h>

#include <cerrno>

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include <nlohmann/json.hpp>

#include "sweep_child.h"
#include "sweep_db.h"
#include "sweep_manifest.h"
#include "sweep_progress.h"

namespace tlacore::scoring {
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

int parseNonNegative(const std::string &text, const std::string &what) {
  size_t used = 0;
  long v = -1;
  try {
    v = std::stol(text, &used);
  } catch (const std::exception &) {
  }
  if (used != text.size() || v < 0 || v > 1000000)
    throw std::invalid_argument(what + " must be a non-negative integer, not '" + text + "'");
  return static_cast<int>(v);
}

std::string utcNow() {
  std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

std::vector<std::string> splitWords(const std::string &text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  std::string w;
  while (in >> w)
    words.push_back(w);
  return words;
}

// A command word without '/' looked up on PATH (execve takes a path).
std::string findProgram(const std::string &name) {
  if (name.find('/') != std::string::npos)
    return fs::absolute(name).string();
  if (const char *path = std::getenv("PATH")) {
    std::stringstream ss(path);
    std::string dir;
    while (std::getline(ss, dir, ':')) {
      fs::path candidate = fs::path(dir.empty() ? "." : dir) / name;
      if (access(candidate.c_str(), X_OK) == 0)
        return candidate.string();
    }
  }
  return name;
}

// The scorer's words; `builtin` tells whether it is this tlacore's `score`.
std::vector<std::string> scorerCommand(const SweepOptions &opts, bool &builtin) {
  std::string text = opts.scorer;
  if (text.empty())
    if (const char *env = std::getenv("TLACORE_SWEEP_SCORER"))
      text = env;
  std::vector<std::string> words = splitWords(text);
  builtin = words.empty();
  if (words.empty()) {
    std::error_code ec;
    fs::path self = fs::read_symlink("/proc/self/exe", ec);
    return {ec ? std::string("tlacore") : self.string(), "score"};
  }
  words[0] = findProgram(words[0]);
  return words;
}

std::optional<double> scoreOf(const json &result, const std::string &metric, const char *field = "score") {
  if (!result.contains(metric) || !result[metric].is_object())
    return std::nullopt;
  const json &m = result[metric];
  if (m.contains(field) && m[field].is_number())
    return m[field].get<double>();
  return std::nullopt;
}

ItemResult resultOf(const SweepItem &item, ChildEnd end) {
  ItemResult r;
  r.id = item.id;
  r.seq = item.seq;
  r.name = item.name;
  r.task = item.task;
  r.group = item.group;
  r.kind = item.kind;
  r.model = item.model;
  r.cfg = item.cfg;
  for (const std::string &m : item.metrics)
    r.metrics += (r.metrics.empty() ? "" : ",") + m;
  r.entry = item.entryJson;
  r.status = end.status;
  r.detail = end.detail;
  r.exitCode = end.exitCode;
  r.signal = end.signal;
  r.stderrTail = end.err.size() > 2000 ? "..." + end.err.substr(end.err.size() - 2000) : end.err;
  r.wallSeconds = end.wallSeconds;
  r.cpuSeconds = end.cpuSeconds;
  r.maxRssKb = end.maxRssKb;
  r.finishedAt = utcNow();
  json parsed = json::parse(end.out, nullptr, false);
  bool isObject = !parsed.is_discarded() && parsed.is_object();
  if (isObject) {
    r.result = parsed.dump();
    r.syntax = scoreOf(parsed, "syntax");
    r.runtime = scoreOf(parsed, "runtime");
    r.conformance = scoreOf(parsed, "conformance");
    r.invariants = scoreOf(parsed, "invariants");
    r.invariantsUnknownApart = scoreOf(parsed, "invariants", "score_unknown_apart");
  }
  if (r.status == "ok" && !isObject) {
    r.status = "error";
    r.detail = end.out.find_first_not_of(" \t\r\n") == std::string::npos
                   ? "the scorer exited 0 but printed nothing"
                   : "the scorer's output is not one JSON object";
  }
  return r;
}

// Per-run temporary folders are named after the host and the sweep's pid, so
// that a later run can remove those of killed sweeps on this host.
std::string workDirPrefix(pid_t pid) {
  char host[256] = "host";
  gethostname(host, sizeof host - 1);
  return "tlacore-sweep-" + std::string(host) + "-" + std::to_string(pid) + "-";
}

void removeStaleWorkDirs(const fs::path &root) {
  std::string mine = workDirPrefix(0);
  mine.resize(mine.size() - 2); // "tlacore-sweep-HOST-"
  std::error_code ec;
  for (const auto &entry : fs::directory_iterator(root, ec)) {
    std::string name = entry.path().filename().string();
    if (name.rfind(mine, 0) != 0 || !entry.is_directory())
      continue;
    long pid = std::strtol(name.c_str() + mine.size(), nullptr, 10);
    if (pid > 0 && kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
      fs::remove_all(entry.path(), ec);
  }
}

} // namespace

ShardChoice chooseShard(const std::string &option, int countOption,
                        const std::function<const char *(const char *)> &env) {
  ShardChoice c;
  auto getenvStr = [&](const char *name) -> std::string {
    const char *v = env(name);
    return v ? v : "";
  };
  if (!option.empty()) {
    size_t slash = option.find('/');
    if (slash == std::string::npos)
      throw std::invalid_argument("--shard needs the form I/N (e.g. 0/4), not '" + option + "'");
    c.index = parseNonNegative(option.substr(0, slash), "--shard's index");
    c.count = parseNonNegative(option.substr(slash + 1), "--shard's count");
    c.source = "--shard";
  } else if (!getenvStr("SLURM_ARRAY_TASK_ID").empty()) {
    c.index = parseNonNegative(getenvStr("SLURM_ARRAY_TASK_ID"), "SLURM_ARRAY_TASK_ID");
    if (std::string min = getenvStr("SLURM_ARRAY_TASK_MIN"); !min.empty())
      c.index -= parseNonNegative(min, "SLURM_ARRAY_TASK_MIN");
    std::string count = getenvStr("SLURM_ARRAY_TASK_COUNT");
    if (count.empty() && countOption <= 0)
      throw std::invalid_argument("SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not (or give --shard-count)");
    c.count = countOption > 0 ? countOption : parseNonNegative(count, "SLURM_ARRAY_TASK_COUNT");
    c.source = "SLURM_ARRAY_TASK_ID";
  } else if (!getenvStr("JOB_COMPLETION_INDEX").empty()) {
    c.index = parseNonNegative(getenvStr("JOB_COMPLETION_INDEX"), "JOB_COMPLETION_INDEX");
    std::string count = getenvStr("TLACORE_SHARD_COUNT");
    if (countOption > 0)
      c.count = countOption;
    else if (!count.empty())
      c.count = parseNonNegative(count, "TLACORE_SHARD_COUNT");
    else
      throw std::invalid_argument("JOB_COMPLETION_INDEX is set: give the number of shards with --shard-count "
                                  "or TLACORE_SHARD_COUNT (the Job's completions)");
    c.source = "JOB_COMPLETION_INDEX";
  }
  if (c.count < 1)
    throw std::invalid_argument("the number of shards must be at least 1");
  if (c.index >= c.count)
    throw std::invalid_argument("shard index " + std::to_string(c.index) + " is not below the shard count " +
                                std::to_string(c.count));
  return c;
}

std::string shardDbPath(const std::string &db, const ShardChoice &shard) {
  size_t at = db.find("{shard}");
  if (at != std::string::npos)
    return db.substr(0, at) + std::to_string(shard.index) + db.substr(at + 7);
  if (shard.count <= 1 || shard.source == "--shard")
    return db;
  fs::path p(db);
  std::string suffix = ".shard-" + std::to_string(shard.index) + "-of-" + std::to_string(shard.count);
  return (p.parent_path() / (p.stem().string() + suffix + p.extension().string())).string();
}

std::vector<std::string> scorerArguments(const SweepItem &item) {
  std::vector<std::string> args{"--json"};
  std::string metrics;
  for (const std::string &m : item.metrics)
    metrics += (metrics.empty() ? "" : ",") + m;
  args.insert(args.end(), {"--metrics", metrics});
  if (!item.task.empty())
    args.insert(args.end(), {"--task", item.task});
  if (!item.cfgPath.empty())
    args.insert(args.end(), {"-c", item.cfgPath.string()});
  if (!item.invariantsPath.empty())
    args.insert(args.end(), {"--invariants", item.invariantsPath.string()});
  if (!item.tracesPath.empty())
    args.insert(args.end(), {"--traces", item.tracesPath.string()});
  if (!item.seeds.empty())
    args.insert(args.end(), {"--seeds", item.seeds});
  args.insert(args.end(), item.extraArgs.begin(), item.extraArgs.end());
  args.push_back(item.modelPath.string());
  return args;
}

int runSweep(const SweepOptions &opts, std::ostream &progressOut, std::ostream &err) {
  Manifest manifest;
  ShardChoice shard;
  ChildBudget budget;
  try {
    manifest = loadManifest(opts.manifest, parseMetricList(opts.metrics));
    shard = chooseShard(opts.shard, opts.shardCount, [](const char *n) { return std::getenv(n); });
    if (opts.maxMemory != "0" && !opts.maxMemory.empty()) {
      auto bytes = parseByteSize(opts.maxMemory);
      if (!bytes)
        throw std::invalid_argument("--max-memory needs a size such as 4G or 512M, not '" + opts.maxMemory + "'");
      budget.maxMemoryBytes = *bytes;
    }
    if (opts.timeoutSeconds < 0)
      throw std::invalid_argument("--timeout must not be negative");
    budget.timeoutSeconds = opts.timeoutSeconds;
    for (const std::string &status : opts.retry)
      if (status != "environment" && status != "crash" && status != "timeout" && status != "out-of-memory" &&
          status != "error" && status != "ok")
        throw std::invalid_argument("--retry takes crash, timeout, out-of-memory, error, ok or environment, not '" +
                                    status + "'");
  } catch (const std::exception &e) {
    err << "tlacore sweep: " << e.what() << "\n";
    return 2;
  }
  for (const std::string &w : manifest.warnings)
    err << "tlacore sweep: warning: " << w << "\n";

  std::string dbPath = shardDbPath(opts.db, shard);
  if (dbPath != opts.db)
    err << "tlacore sweep: shard " << shard.index << "/" << shard.count << " (from " << shard.source
        << ") writes " << dbPath << "\n";
  std::vector<SweepItem> items = shardItems(manifest.items, shard.index, shard.count);
  try {
    SweepDb db(dbPath);
    std::string shardText = std::to_string(shard.index) + "/" + std::to_string(shard.count);
    if (auto hash = db.meta("manifest_hash")) {
      if (*hash != manifest.hash) {
        err << "tlacore sweep: " << dbPath << " holds a sweep of another manifest (or other metrics); "
            << "use a new database\n";
        return 2;
      }
      if (auto stored = db.meta("shard"); stored && *stored != shardText) {
        err << "tlacore sweep: " << dbPath << " holds shard " << *stored << ", not " << shardText << "\n";
        return 2;
      }
    } else {
      db.setMeta("manifest_hash", manifest.hash);
      db.setMeta("manifest_items", std::to_string(manifest.items.size()));
      db.setMeta("shard", shardText);
      db.setMeta("manifest", fs::absolute(opts.manifest).string());
      db.setMeta("created_at", utcNow());
    }
    bool builtinScorer = false;
    std::vector<std::string> scorer = scorerCommand(opts, builtinScorer);
    int jobs = opts.jobs > 0 ? opts.jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    int threads = opts.scorerThreads;
    if (threads < 0)
      threads = builtinScorer ? std::max(1, static_cast<int>(std::thread::hardware_concurrency()) / jobs)
                    : 0;
    if (threads > 0)
      scorer.insert(scorer.end(), {"--threads", std::to_string(threads)});
    std::string scorerText;
    for (const std::string &w : scorer)
      scorerText += (scorerText.empty() ? "" : " ") + w;
    db.setMeta("scorer", scorerText);

    if (int n = db.forget(opts.retry))
      err << "tlacore sweep: scoring " << n << " recorded item" << (n == 1 ? "" : "s") << " again (--retry)\n";
    std::set<std::string> finished = db.finishedIds();
    std::vector<const SweepItem *> pending;
    int64_t alreadyDone = 0;
    for (const SweepItem &item : items) {
      if (finished.count(item.id))
        ++alreadyDone;
      else
        pending.push_back(&item);
    }

    auto total = static_cast<int64_t>(items.size());
    SweepProgress::Style style = opts.jsonProgress  ? SweepProgress::Style::Json
                                 : opts.progressBar ? SweepProgress::Style::Bar
                                                    : SweepProgress::Style::Lines;
    int64_t every = opts.progressEvery > 0 ? opts.progressEvery : std::max<int64_t>(1, total / 20);
    SweepProgress progress(progressOut, style, total, alreadyDone, every);
    progress.started(jobs, dbPath);

    fs::path workRoot = opts.workDir.empty() ? fs::path(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp")
                                             : fs::path(opts.workDir);
    fs::create_directories(workRoot);
    removeStaleWorkDirs(workRoot);
    std::string rootTmpl = (workRoot / (workDirPrefix(getpid()) + "XXXXXX")).string();
    if (!mkdtemp(rootTmpl.data()))
      throw std::runtime_error(workRoot.string() + ": cannot make a temporary directory");
    {
      ChildPool pool(rootTmpl);
      size_t next = 0;
      while (next < pending.size() || pool.running() > 0) {
        while (pool.running() < static_cast<size_t>(jobs) && next < pending.size()) {
          const SweepItem &item = *pending[next];
          std::vector<std::string> argv = scorer;
          for (std::string &a : scorerArguments(item))
            argv.push_back(std::move(a));
          pool.start(next, argv, budget);
          ++next;
        }
        for (auto &[token, end] : pool.reap()) {
          const SweepItem &item = *pending[token];
          ItemResult r = resultOf(item, std::move(end));
          db.insert(r);
          progress.finished(item.name, r.status, r.wallSeconds);
        }
      }
    }
    std::error_code ec;
    fs::remove_all(rootTmpl, ec);
    progress.done();
    return 0;
  } catch (const std::exception &e) {
    err << "tlacore sweep: " << e.what() << "\n";
    return 1;
  }
}

} // namespace tlacore::scoring
