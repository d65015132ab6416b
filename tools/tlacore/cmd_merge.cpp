// `tlacore merge OUT.sqlite SHARD.sqlite...`: combines a sharded sweep's databases.
#include <iostream>

#include <CLI/CLI.hpp>

#include "commands.h"
#include "sweep_merge.h"

namespace tlacore::cli {

int runMergeCommand(int argc, char **argv) {
  std::string out;
  std::vector<std::string> shards;
  CLI::App app{"tlacore merge: combine the databases of a sweep's shards (refuses shards of other manifests)"};
  app.name("tlacore merge");
  app.add_option("out", out, "the merged database (created, or added to)")->required();
  app.add_option("shards", shards, "the shards' databases")->required();
  try {
    app.parse(argc - 1, argv + 1);
  } catch (const CLI::ParseError &e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  return scoring::mergeSweeps(out, shards, std::cout, std::cerr);
}

} // namespace tlacore::cli
