// A sweep's manifest: the items to score (YAML, JSON lines or a folder of .tla/.cfg pairs), each with a stable id.
#pragma once

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace tlacore::scoring {

// One model to score, as the manifest lists it (paths as written) plus the
// resolved paths the scorer is called with.
struct SweepItem {
  std::string id;        // stable: hash of the normalised entry (see entryJson)
  int64_t seq = 0;       // position in the whole manifest (after duplicates are dropped)
  std::string name;      // what reports show: `name`, else the model path as written
  std::string task;      // benchmark task (may be empty)
  std::string group;     // LLM / model group (may be empty)
  std::string kind;      // "full" or "syntax-only"
  std::string model;     // as written
  std::string cfg;       // as written (may be empty)
  std::string invariants; // file of concretised invariants (may be empty)
  std::string traces;    // trace file or folder (may be empty)
  std::string seeds;     // e.g. "1-20" (may be empty)
  std::vector<std::string> metrics; // effective metrics, in C2 order
  std::vector<std::string> extraArgs; // passed to the scorer as they are
  std::string entryJson; // the normalised entry the id hashes
  // Absolute paths (resolved against the manifest's folder).
  std::filesystem::path modelPath, cfgPath, invariantsPath, tracesPath;
};

struct Manifest {
  std::vector<SweepItem> items;
  std::string hash;              // hash of every item id in order: equal manifests, equal hash
  std::vector<std::string> warnings; // duplicates dropped, ...
};

struct ManifestError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The four metrics of C2, in their order.
const std::vector<std::string> &allMetrics();

// "syntax,runtime" -> {"syntax","runtime"} in C2 order; "all" -> all four;
// "auto" -> {} (syntax and runtime, plus conformance for an item with
// traces and invariants for one with invariants, as `tlacore score` does).
// Throws ManifestError for an unknown name.
std::vector<std::string> parseMetricList(const std::string &list);

// Reads a manifest: a folder (every .tla with a same-name .cfg beside it, in
// path order), JSON lines (.jsonl/.ndjson/.json or a first '{'), else YAML (a
// list of items, or a map with `items:` and optional `defaults:`).
// `defaultMetrics` apply to items that name neither `metrics` nor a kind.
Manifest loadManifest(const std::filesystem::path &source, const std::vector<std::string> &defaultMetrics);

// 16 hex digits of a 64-bit FNV-1a hash.
std::string stableHash(const std::string &text);

// The items of shard `index` of `count` (round robin over the manifest order).
std::vector<SweepItem> shardItems(const std::vector<SweepItem> &items, int index, int count);

} // namespace tlacore::scoring
