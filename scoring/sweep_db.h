// The sweep's SQLite database: schema with versioned migrations, one transaction per finished item.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

struct sqlite3;

namespace tlacore::scoring {

struct SweepItem;

struct DbError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// How one item ended, as stored.
struct ItemResult {
  std::string id;
  int64_t seq = 0;
  std::string name, task, group, kind, model, cfg, metrics, entry;
  std::string status;  // ok | crash | timeout | out-of-memory | error
  std::string detail;  // signal name, budget, exit code and reason
  std::optional<int> exitCode;
  std::string signal;  // e.g. SIGSEGV
  std::optional<double> syntax, runtime, conformance, invariants, invariantsUnknownApart;
  std::string result;  // the scorer's C2 JSON ("" when it printed none)
  std::string stderrTail;
  double wallSeconds = 0, cpuSeconds = 0;
  int64_t maxRssKb = 0;
  std::string finishedAt;
};

// The newest schema version; openSweepDb migrates older files up to it.
int sweepSchemaVersion();

class SweepDb {
public:
  // Opens (creating if needed) and migrates to the newest schema; WAL mode.
  explicit SweepDb(const std::filesystem::path &path);
  ~SweepDb();
  SweepDb(const SweepDb &) = delete;
  SweepDb &operator=(const SweepDb &) = delete;

  int schemaVersion();
  // The sweep's key/value facts (manifest_hash, manifest_items, shard, ...).
  std::optional<std::string> meta(const std::string &key);
  void setMeta(const std::string &key, const std::string &value);

  std::set<std::string> finishedIds();
  // Removes (one transaction) the items recorded with one of `statuses`,
  // where "environment" means a scorer that could not be started; returns
  // how many. A sweep run after it scores them again.
  int forget(const std::vector<std::string> &statuses);
  // Inserts in one transaction; an id already present is left as it is
  // (returns false).
  bool insert(const ItemResult &r);
  std::vector<ItemResult> items(); // in manifest order (seq, then id)

  sqlite3 *handle() { return db_; }

private:
  void exec(const std::string &sql);
  void migrate();
  sqlite3 *db_ = nullptr;
  std::string path_;
};

} // namespace tlacore::scoring
