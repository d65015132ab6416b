// `tlacore sweep MANIFEST --db results.sqlite`: scores every item of a manifest, resumably, in isolated processes.
#include <unistd.h>

#include <iostream>

#include <CLI/CLI.hpp>

#include "commands.h"
#include "sweep_run.h"

namespace tlacore::cli {

int runSweepCommand(int argc, char **argv) {
  scoring::SweepOptions o;
  CLI::App app{"tlacore sweep: score every item of a manifest into a SQLite database (resumable; one scorer "
               "process per item)"};
  app.name("tlacore sweep");
  app.add_option("manifest", o.manifest,
                 "YAML or JSON-lines manifest, or a folder (every .tla with a same-name .cfg is an item)")
      ->required();
  app.add_option("--db", o.db, "the results database ({shard} is replaced by the shard index)")->required();
  app.add_option("--metrics", o.metrics,
                 "metrics of items that name none: a list of syntax,runtime,conformance,invariants, all, or auto "
                 "(syntax,runtime + conformance/invariants when the item has traces/invariants)")
      ->default_str("auto");
  app.add_option("-j,--jobs", o.jobs, "scorer processes at once (default: one per core)")->check(CLI::NonNegativeNumber);
  app.add_option("--timeout", o.timeoutSeconds, "wall-clock budget per item in seconds, then SIGKILL (0: none)")
      ->default_str("600");
  app.add_option("--max-memory", o.maxMemory, "address-space budget per item, e.g. 4G (0: none)")->default_str("8G");
  app.add_option("--shard", o.shard, "run shard I of N (I/N, 0-based; default from SLURM_ARRAY_TASK_ID or "
                                     "JOB_COMPLETION_INDEX)");
  app.add_option("--shard-count", o.shardCount, "the number of shards when the index comes from the environment")
      ->check(CLI::PositiveNumber);
  app.add_flag("--json-progress", o.jsonProgress, "progress as one JSON object per line on stdout");
  app.add_option("--progress-every", o.progressEvery, "a progress line every N items when not on a terminal")
      ->check(CLI::PositiveNumber);
  app.add_option("--scorer", o.scorer, "the scorer command (default: TLACORE_SWEEP_SCORER, else `tlacore score`)");
  app.add_option("--scorer-threads", o.scorerThreads,
                 "pass --threads N to each scorer (default: cores/jobs for tlacore score, none for --scorer; 0: never)")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--retry", o.retry,
                 "score again the items recorded with these ends: crash, timeout, out-of-memory, error, environment "
                 "(a scorer that could not start; the default)")
      ->delimiter(',')
      ->default_str("environment");
  app.add_option("--work-dir", o.workDir, "where per-item temporary directories go (default: $TMPDIR or /tmp)");
  try {
    app.parse(argc - 1, argv + 1);
  } catch (const CLI::ParseError &e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  o.progressBar = !o.jsonProgress && isatty(STDERR_FILENO) != 0;
  return scoring::runSweep(o, o.jsonProgress ? std::cout : std::cerr, std::cerr);
}

} // namespace tlacore::cli
