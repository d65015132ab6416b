// `tlacore sweep`: scores every item of a manifest in isolated scorer processes into a resumable SQLite database.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace tlacore::scoring {

struct SweepOptions {
  std::string manifest;
  std::string db;
  std::string metrics = "auto"; // default metrics of items that name none (see parseMetricList)
  int jobs = 0;                 // scorer processes at once; 0: one per core
  double timeoutSeconds = 600;  // per item; 0: none
  std::string maxMemory = "8G"; // per item (RLIMIT_AS); "0": none
  std::string shard;            // "i/N"; else from Slurm / Kubernetes variables
  int shardCount = 0;           // N for a Kubernetes Indexed Job (else TLACORE_SHARD_COUNT)
  bool jsonProgress = false;
  int64_t progressEvery = 0;    // plain-line progress every N items; 0: about 20 lines
  bool progressBar = false;     // stderr is a terminal
  std::string scorer;           // command words; "" -> TLACORE_SWEEP_SCORER, else `<this tlacore> score`
  std::string workDir;          // per-item temp dirs below it; "" -> $TMPDIR or /tmp
  // `--threads N` for each scorer: -1 (default) cores/jobs when the scorer
  // is `tlacore score` itself, none for another scorer; 0 never; N always.
  int scorerThreads = -1;
  // Recorded ends scored again by this run: statuses (crash, timeout,
  // out-of-memory, error) or "environment" (the scorer could not start).
  std::vector<std::string> retry{"environment"};
};

// Which shard this process runs: 0/1 when not sharded.
struct ShardChoice {
  int index = 0;
  int count = 1;
  std::string source; // "--shard", "SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX" or ""
};

// From --shard i/N, else SLURM_ARRAY_TASK_ID (minus SLURM_ARRAY_TASK_MIN) of
// SLURM_ARRAY_TASK_COUNT, else JOB_COMPLETION_INDEX of `countOption` or
// TLACORE_SHARD_COUNT. Throws std::invalid_argument with a message.
ShardChoice chooseShard(const std::string &option, int countOption,
                        const std::function<const char *(const char *)> &env);

// The database file of a shard: `{shard}` in `db` replaced by the index; for
// a shard chosen by the environment without `{shard}`, ".shard-I-of-N" goes
// before the extension so that array tasks never share a file.
std::string shardDbPath(const std::string &db, const ShardChoice &shard);

// The scorer's command line for one item (after the scorer's own words):
// --json --metrics M [--task T] [-c CFG] [--invariants F] [--traces D] [--seeds S] ARGS... MODEL
struct SweepItem;
std::vector<std::string> scorerArguments(const SweepItem &item);

// Runs the sweep; progress on `progress`, messages on `err`. 0 when every
// item of the shard is in the database, 1 on an internal error, 2 for bad
// usage (unreadable manifest, a database of another manifest, ...).
int runSweep(const SweepOptions &opts, std::ostream &progress, std::ostream &err);

} // namespace tlacore::scoring
